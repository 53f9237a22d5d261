// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/LessonFile.h"

#include "model/ScenarioFile.h"
#include "model/Translation.h"
#include "model/UserFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace ringlab {

namespace {

// The context this file's messages are translated in.
struct LessonFileText {
    Q_DECLARE_TR_FUNCTIONS(LessonFile)
};

const QString kLessonResourceDirectory = QStringLiteral(":/lessons");
const QString kScenarioResourceDirectory = QStringLiteral(":/scenarios");

// Where a problem is: "scene 3, "action"" (scene numbers from 1, as the presentation counts).
QString at(int scene, const QString& field)
{
    if (scene == 0)
        return QStringLiteral("\"%1\"").arg(field);
    return LessonFileText::tr("scene %1, \"%2\"").arg(scene).arg(field);
}

// "line 12, column 5" of QJsonParseError's offset into UTF-8 text. The parser reports the
// offset just past the character it stumbled on; the message names that character.
QString lineAndColumn(const QByteArray& json, qsizetype offset)
{
    const QByteArray before = json.left(std::max<qsizetype>(0, offset - 1));
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    const auto line = before.count('\n') + 1;
    const auto column = QString::fromUtf8(before.mid(lineStart)).size() + 1;
    return LessonFileText::tr("line %1, column %2").arg(line).arg(column);
}

// Reads a text that is either a string (one language, taken as English) or an object of
// language → string with English present.
std::variant<LocalizedText, QString> readText(const QJsonValue& value, const QString& where, bool required)
{
    LocalizedText text;
    if (value.isUndefined() && !required)
        return text;
    if (value.isUndefined())
        return LessonFileText::tr("%1 is missing.").arg(where);
    if (value.isString()) {
        if (value.toString().trimmed().isEmpty())
            return LessonFileText::tr("%1 is empty.").arg(where);
        text.set(QString::fromLatin1(kFallbackLessonLanguage), value.toString());
        return text;
    }
    if (!value.isObject())
        return LessonFileText::tr("%1 must be a string or an object of languages (%2).")
            .arg(where, appLanguages().join(QLatin1String(", ")));
    const QJsonObject byLanguage = value.toObject();
    for (auto it = byLanguage.begin(); it != byLanguage.end(); ++it) {
        if (!appLanguages().contains(it.key()))
            return LessonFileText::tr("%1 has an unknown language “%2” (expected %3).")
                .arg(where, it.key(), appLanguages().join(QLatin1String(", ")));
        if (!it.value().isString() || it.value().toString().trimmed().isEmpty())
            return LessonFileText::tr("%1 in “%2” must be a non-empty string.").arg(where, it.key());
        text.set(it.key(), it.value().toString());
    }
    if (!text.has(QString::fromLatin1(kFallbackLessonLanguage)))
        return LessonFileText::tr("%1 has no English (\"en\") text, which every other language falls back to.").arg(where);
    return text;
}

std::optional<QJsonObject> builtInScenarioObject(const QString& name)
{
    QFile file(kScenarioResourceDirectory + QLatin1Char('/') + name + QStringLiteral(".json"));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return QJsonDocument::fromJson(file.readAll()).object();
}

// A scene's lab state: a built-in scenario's name, or an object (inline, or "base" plus
// overrides; an override of null removes the base's key, e.g. "compare": null).
std::variant<LabState, QString> readScenario(const QJsonValue& value, int scene, const QString& baseDirectory)
{
    const QString where = at(scene, QStringLiteral("scenario"));
    QJsonObject merged{{QStringLiteral("format"), QStringLiteral("ringlab-scenario")},
                       {QStringLiteral("version"), kScenarioVersion}};
    QJsonObject overrides;
    QString baseName;
    if (value.isString()) {
        baseName = value.toString();
    } else if (value.isObject()) {
        overrides = value.toObject();
        if (overrides.contains(QLatin1String("base"))) {
            if (!overrides.value(QLatin1String("base")).isString())
                return LessonFileText::tr("%1: \"base\" must name a built-in scenario (%2).")
                    .arg(where, builtInScenarioNames().join(QLatin1String(", ")));
            baseName = overrides.take(QLatin1String("base")).toString();
        }
    } else if (value.isUndefined()) {
        return LessonFileText::tr("%1 is missing.").arg(where);
    } else {
        return LessonFileText::tr("%1 must be a built-in scenario's name or an object.").arg(where);
    }
    if (!baseName.isEmpty() || value.isString()) {
        const auto base = builtInScenarioObject(baseName);
        if (!base)
            return LessonFileText::tr("%1: there is no built-in scenario “%2” (expected one of %3).")
                .arg(where, baseName, builtInScenarioNames().join(QLatin1String(", ")));
        for (auto it = base->begin(); it != base->end(); ++it)
            merged.insert(it.key(), it.value());
    }
    for (auto it = overrides.begin(); it != overrides.end(); ++it) {
        if (it.value().isNull())
            merged.remove(it.key());
        else
            merged.insert(it.key(), it.value());
    }
    auto parsed = parseScenario(QJsonDocument(merged).toJson(QJsonDocument::Compact), baseDirectory);
    if (const auto* problem = std::get_if<QString>(&parsed))
        return LessonFileText::tr("%1: %2").arg(where, *problem);
    return std::get<Scenario>(std::move(parsed)).state;
}

std::variant<LessonAction, QString> readAction(const QJsonValue& value, int scene)
{
    const QString where = at(scene, QStringLiteral("action"));
    if (!value.isObject())
        return LessonFileText::tr("%1 must be an object with a \"type\" (%2).").arg(where, lessonActionTypeNames());
    const QJsonObject object = value.toObject();
    const QString type = object.value(QLatin1String("type")).toString();
    const auto kind = findLessonActionType(type);
    if (!kind)
        return LessonFileText::tr("%1: unknown action “%2” (expected one of %3).").arg(where, type, lessonActionTypeNames());
    LessonAction action;
    action.kind = *kind;
    const auto needs = [&](const char* field) { return LessonFileText::tr("%1: “%2” needs \"%3\".").arg(where, type, QLatin1String(field)); };
    switch (action.kind) {
    case LessonAction::Kind::AddMember:
    case LessonAction::Kind::RemoveMember:
    case LessonAction::Kind::SetWeight:
        if (!object.value(QLatin1String("member")).isString())
            return needs("member");
        action.member = object.value(QLatin1String("member")).toString().trimmed();
        if (action.kind == LessonAction::Kind::SetWeight && !object.value(QLatin1String("weight")).isDouble())
            return needs("weight");
        if (object.contains(QLatin1String("weight")) && !object.value(QLatin1String("weight")).isDouble())
            return LessonFileText::tr("%1: \"weight\" must be a number.").arg(where);
        action.weight = object.value(QLatin1String("weight")).toDouble(1.0);
        break;
    case LessonAction::Kind::SetHash: {
        const QString name = object.value(QLatin1String("hash")).toString();
        const HashFunction* hash = findHash(name.toStdString());
        if (!hash)
            return LessonFileText::tr("%1: unknown hash “%2” (expected one of %3).")
                .arg(where, name, QString::fromUtf8(selectableHashNames().data(),
                                                    static_cast<qsizetype>(selectableHashNames().size())));
        action.hash = hash->id;
        break;
    }
    case LessonAction::Kind::SetReplicas: {
        const QJsonValue replicas = object.value(QLatin1String("replicas"));
        if (!replicas.isDouble() || replicas.toDouble() != static_cast<double>(replicas.toInt()))
            return LessonFileText::tr("%1: \"replicas\" must be a whole number.").arg(where);
        action.replicas = replicas.toInt();
        break;
    }
    case LessonAction::Kind::SetAlgorithm: {
        const QString name = object.value(QLatin1String("algorithm")).toString();
        const auto algorithm = findAlgorithm(name.toStdString());
        if (!algorithm)
            return LessonFileText::tr("%1: unknown algorithm “%2” (expected one of %3).")
                .arg(where, name, QString::fromUtf8(algorithmNames().data(),
                                                    static_cast<qsizetype>(algorithmNames().size())));
        action.algorithm = *algorithm;
        break;
    }
    }
    return action;
}

std::variant<std::vector<LessonView>, QString> readViews(const QJsonValue& value, int scene, const LabState& state)
{
    const QString where = at(scene, QStringLiteral("views"));
    if (!value.isArray() || value.toArray().isEmpty())
        return LessonFileText::tr("%1 must list at least one view (%2).").arg(where, lessonViewNames());
    std::vector<LessonView> views;
    for (const QJsonValue& entry : value.toArray()) {
        const auto view = findLessonView(entry.toString());
        if (!view)
            return LessonFileText::tr("%1: unknown view “%2” (expected %3).").arg(where, entry.toString(), lessonViewNames());
        if (std::find(views.begin(), views.end(), *view) != views.end())
            return LessonFileText::tr("%1: “%2” is listed twice.").arg(where, entry.toString());
        views.push_back(*view);
    }
    const auto shows = [&](LessonView view) { return std::find(views.begin(), views.end(), view) != views.end(); };
    if (shows(LessonView::Compare) && !state.compareAlgorithm)
        return LessonFileText::tr("%1: “compare” needs a \"compare\" algorithm in the scene's scenario.").arg(where);
    if (shows(LessonView::Compare) && !shows(LessonView::Ring) && !shows(LessonView::Buckets))
        return LessonFileText::tr("%1: “compare” stands beside “ring” or “buckets”; list one of them too.").arg(where);
    return views;
}

// A scene's question: a prompt, what the truth is measured from, and a slider or choices.
// `measured` is the lab the truth is measured on (the state after the action, if any).
std::variant<LessonQuestion, QString> readQuestion(const QJsonValue& value, int scene, const LabState& measured,
                                                   bool hasAction)
{
    const QString where = at(scene, QStringLiteral("question"));
    const auto field = [scene](const QString& name) { return at(scene, QStringLiteral("question.") + name); };
    if (!value.isObject())
        return LessonFileText::tr("%1 must be an object with a \"prompt\", a \"measure\" and a \"kind\".").arg(where);
    const QJsonObject object = value.toObject();
    LessonQuestion question;

    auto prompt = readText(object.value(QLatin1String("prompt")), field(QStringLiteral("prompt")), true);
    if (auto* problem = std::get_if<QString>(&prompt))
        return *problem;
    question.prompt = std::get<LocalizedText>(std::move(prompt));

    const QString measureName = object.value(QLatin1String("measure")).toString();
    const auto measure = findLessonMeasure(measureName);
    if (!measure)
        return LessonFileText::tr("%1: unknown measure “%2” (expected one of %3).")
            .arg(field(QStringLiteral("measure")), measureName, lessonMeasureNames());
    question.measure = *measure;
    if (measureNeedsAction(question.measure) && !hasAction)
        return LessonFileText::tr("%1: “%2” measures the scene's change, and the scene has no \"action\".")
            .arg(field(QStringLiteral("measure")), measureName);
    const bool takesMember =
        question.measure == LessonQuestion::Measure::KeysOf || question.measure == LessonQuestion::Measure::ShareOf;
    if (takesMember) {
        if (!object.value(QLatin1String("member")).isString())
            return LessonFileText::tr("%1: “%2” needs \"member\".").arg(where, measureName);
        question.member = object.value(QLatin1String("member")).toString().trimmed();
        const std::string wanted = question.member.toStdString();
        if (std::none_of(measured.members.begin(), measured.members.end(),
                         [&](const Member& member) { return member.id == wanted; }))
            return LessonFileText::tr("%1: there is no node “%2” in the scene's lab when the question is answered.")
                .arg(field(QStringLiteral("member")), question.member);
    }

    const QString kindName = object.value(QLatin1String("kind")).toString();
    QStringList known{QStringLiteral("prompt"), QStringLiteral("measure"), QStringLiteral("kind")};
    if (takesMember)
        known << QStringLiteral("member");
    if (kindName == QLatin1String("slider")) {
        question.kind = LessonQuestion::Kind::Slider;
        known << QStringLiteral("min") << QStringLiteral("max") << QStringLiteral("step");
    } else if (kindName == QLatin1String("choices")) {
        question.kind = LessonQuestion::Kind::Choices;
        known << QStringLiteral("choices");
    } else {
        return LessonFileText::tr("%1: unknown kind “%2” (expected slider, choices).").arg(field(QStringLiteral("kind")), kindName);
    }
    for (const QString& key : object.keys())
        if (!known.contains(key))
            return LessonFileText::tr("%1 has an unknown field “%2” (expected %3).").arg(where, key, known.join(QLatin1String(", ")));

    const auto number = [&](const char* name, std::optional<double> fallback) -> std::variant<double, QString> {
        const QJsonValue entry = object.value(QLatin1String(name));
        if (entry.isUndefined() && fallback)
            return *fallback;
        if (entry.isUndefined())
            return LessonFileText::tr("%1 is missing.").arg(field(QLatin1String(name)));
        if (!entry.isDouble() || !std::isfinite(entry.toDouble()))
            return LessonFileText::tr("%1 must be a number.").arg(field(QLatin1String(name)));
        return entry.toDouble();
    };
    const bool percent = measureIsPercent(question.measure);
    // A share is at most 100 %; a node's load can be several times its fair share.
    const double ceiling = percent && question.measure != LessonQuestion::Measure::PeakOfFair ? 100.0 : 1e12;
    if (question.kind == LessonQuestion::Kind::Slider) {
        // Shares go from 0 to 100 % unless the file says otherwise; counts need a maximum.
        auto minimum = number("min", 0.0);
        if (auto* problem = std::get_if<QString>(&minimum))
            return *problem;
        auto maximum = number("max", percent && ceiling == 100.0 ? std::optional<double>(100.0) : std::nullopt);
        if (auto* problem = std::get_if<QString>(&maximum))
            return *problem;
        question.minimum = std::get<double>(minimum);
        question.maximum = std::get<double>(maximum);
        if (question.minimum < 0.0 || question.minimum >= question.maximum)
            return LessonFileText::tr("%1: the slider must go up from \"min\" (0 or more) to \"max\" (it goes %2 … %3).")
                .arg(where)
                .arg(question.minimum)
                .arg(question.maximum);
        if (question.maximum > ceiling)
            return LessonFileText::tr("%1 goes beyond 100: a share of the keys is at most 100 %.").arg(field(QStringLiteral("max")));
        auto step = number("step", percent ? 1.0 : std::max(1.0, std::round((question.maximum - question.minimum) / 100.0)));
        if (auto* problem = std::get_if<QString>(&step))
            return *problem;
        question.step = std::get<double>(step);
        constexpr double kMaxSliderSteps = 100'000;
        if (question.step <= 0.0 || (question.maximum - question.minimum) / question.step > kMaxSliderSteps)
            return LessonFileText::tr("%1 must be above 0, with at most %2 steps from \"min\" to \"max\".")
                .arg(field(QStringLiteral("step")))
                .arg(kMaxSliderSteps);
        return question;
    }

    const QJsonValue choices = object.value(QLatin1String("choices"));
    if (!choices.isArray() || choices.toArray().size() < kMinQuestionChoices || choices.toArray().size() > kMaxQuestionChoices)
        return LessonFileText::tr("%1 must list %2 to %3 choices.")
            .arg(field(QStringLiteral("choices")))
            .arg(kMinQuestionChoices)
            .arg(kMaxQuestionChoices);
    int index = 0;
    for (const QJsonValue& entry : choices.toArray()) {
        ++index;
        const QString choiceWhere = field(QStringLiteral("choices[%1]").arg(index));
        if (!entry.isObject())
            return LessonFileText::tr("%1 must be an object with a \"text\" and a \"value\" or \"from\" and \"to\".").arg(choiceWhere);
        const QJsonObject choiceObject = entry.toObject();
        for (const QString& key : choiceObject.keys())
            if (!QStringList{QStringLiteral("text"), QStringLiteral("value"), QStringLiteral("from"), QStringLiteral("to")}.contains(key))
                return LessonFileText::tr("%1 has an unknown field “%2” (expected text, value, from, to).").arg(choiceWhere, key);
        LessonQuestion::Choice choice;
        auto text = readText(choiceObject.value(QLatin1String("text")), field(QStringLiteral("choices[%1].text").arg(index)), true);
        if (auto* problem = std::get_if<QString>(&text))
            return *problem;
        choice.text = std::get<LocalizedText>(std::move(text));
        const QJsonValue single = choiceObject.value(QLatin1String("value"));
        const QJsonValue from = choiceObject.value(QLatin1String("from"));
        const QJsonValue to = choiceObject.value(QLatin1String("to"));
        const auto finite = [](const QJsonValue& v) { return v.isDouble() && std::isfinite(v.toDouble()); };
        if (finite(single) && from.isUndefined() && to.isUndefined()) {
            choice.from = choice.to = single.toDouble();
        } else if (single.isUndefined() && finite(from) && finite(to) && from.toDouble() <= to.toDouble()) {
            choice.from = from.toDouble();
            choice.to = to.toDouble();
        } else {
            return LessonFileText::tr("%1 needs either a \"value\" or a range \"from\" … \"to\" (numbers, from ≤ to).").arg(choiceWhere);
        }
        if (choice.from < 0.0)
            return LessonFileText::tr("%1 is below 0.").arg(choiceWhere);
        if (choice.to > ceiling)
            return LessonFileText::tr("%1 goes beyond 100: a share of the keys is at most 100 %.").arg(choiceWhere);
        for (std::size_t other = 0; other < question.choices.size(); ++other) {
            const LessonQuestion::Choice& before = question.choices[other];
            // Ranges may share an end (0 … 20, 20 … 50); a value may not fall inside another choice.
            const bool samePoint = choice.from == before.from && choice.to == before.to;
            if (samePoint || (choice.from < before.to && before.from < choice.to))
                return LessonFileText::tr("%1: choices %2 and %3 overlap, so the truth could pick either.")
                    .arg(field(QStringLiteral("choices")))
                    .arg(other + 1)
                    .arg(index);
        }
        question.choices.push_back(std::move(choice));
    }
    return question;
}

std::variant<LessonScene, QString> readScene(const QJsonValue& value, int scene, const QString& baseDirectory)
{
    if (!value.isObject())
        return LessonFileText::tr("scene %1 must be an object.").arg(scene);
    const QJsonObject object = value.toObject();
    static const QStringList known{QStringLiteral("title"), QStringLiteral("text"), QStringLiteral("scenario"),
                                   QStringLiteral("action"), QStringLiteral("views"), QStringLiteral("question")};
    for (const QString& key : object.keys())
        if (!known.contains(key))
            return LessonFileText::tr("scene %1 has an unknown field “%2” (expected %3).")
                .arg(scene)
                .arg(key, known.join(QLatin1String(", ")));

    LessonScene result;
    auto title = readText(object.value(QLatin1String("title")), at(scene, QStringLiteral("title")), true);
    if (auto* problem = std::get_if<QString>(&title))
        return *problem;
    result.title = std::get<LocalizedText>(std::move(title));
    auto text = readText(object.value(QLatin1String("text")), at(scene, QStringLiteral("text")), true);
    if (auto* problem = std::get_if<QString>(&text))
        return *problem;
    result.text = std::get<LocalizedText>(std::move(text));

    auto state = readScenario(object.value(QLatin1String("scenario")), scene, baseDirectory);
    if (auto* problem = std::get_if<QString>(&state))
        return *problem;
    result.state = std::get<LabState>(std::move(state));

    if (object.contains(QLatin1String("action"))) {
        auto action = readAction(object.value(QLatin1String("action")), scene);
        if (auto* problem = std::get_if<QString>(&action))
            return *problem;
        result.action = std::get<LessonAction>(action);
        if (const auto after = stateAfterAction(result.state, *result.action); std::holds_alternative<QString>(after))
            return LessonFileText::tr("%1 cannot be played: %2").arg(at(scene, QStringLiteral("action")), std::get<QString>(after));
    }

    auto views = readViews(object.value(QLatin1String("views")), scene, result.state);
    if (auto* problem = std::get_if<QString>(&views))
        return *problem;
    result.views = std::get<std::vector<LessonView>>(std::move(views));

    if (object.contains(QLatin1String("question"))) {
        const LabState measured = result.action ? std::get<LabState>(stateAfterAction(result.state, *result.action)) : result.state;
        auto question = readQuestion(object.value(QLatin1String("question")), scene, measured, result.action.has_value());
        if (auto* problem = std::get_if<QString>(&question))
            return *problem;
        result.question = std::get<LessonQuestion>(std::move(question));
    }
    return result;
}

}  // namespace

std::variant<Lesson, QString> parseLesson(const QByteArray& json, const QString& id, const QString& baseDirectory)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return LessonFileText::tr("%1: not valid JSON: %2").arg(lineAndColumn(json, parseError.offset), parseError.errorString());
    if (!document.isObject())
        return LessonFileText::tr("A lesson must be a JSON object.");
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String("ringlab-lesson"))
        return LessonFileText::tr("Not a RingLab lesson: \"format\" must be \"ringlab-lesson\".");
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!version.isDouble())
        return LessonFileText::tr("The lesson has no \"version\" number.");
    if (version.toInt() != kLessonVersion)
        return LessonFileText::tr("Unsupported lesson version %1: this RingLab reads version %2.")
            .arg(version.toDouble())
            .arg(kLessonVersion);

    Lesson lesson;
    lesson.id = id;
    auto title = readText(root.value(QLatin1String("title")), at(0, QStringLiteral("title")), true);
    if (auto* problem = std::get_if<QString>(&title))
        return *problem;
    lesson.title = std::get<LocalizedText>(std::move(title));
    auto summary = readText(root.value(QLatin1String("summary")), at(0, QStringLiteral("summary")), false);
    if (auto* problem = std::get_if<QString>(&summary))
        return *problem;
    lesson.summary = std::get<LocalizedText>(std::move(summary));

    const QJsonValue scenes = root.value(QLatin1String("scenes"));
    if (!scenes.isArray() || scenes.toArray().isEmpty())
        return LessonFileText::tr("The lesson has no \"scenes\" list.");
    int number = 0;
    for (const QJsonValue& entry : scenes.toArray()) {
        auto scene = readScene(entry, ++number, baseDirectory);
        if (auto* problem = std::get_if<QString>(&scene))
            return *problem;
        lesson.scenes.push_back(std::get<LessonScene>(std::move(scene)));
    }
    return lesson;
}

std::variant<Lesson, QString> loadLessonFile(const QString& path)
{
    const auto bytes = readUserFile(path, kMaxScenarioFileBytes);
    if (const auto* problem = std::get_if<QString>(&bytes))
        return *problem;
    const QFileInfo info(path);
    auto result = parseLesson(std::get<QByteArray>(bytes), info.completeBaseName(), info.absolutePath());
    if (auto* problem = std::get_if<QString>(&result))
        *problem = LessonFileText::tr("%1, %2").arg(info.fileName(), *problem);
    return result;
}

QStringList builtInLessonIds()
{
    QStringList ids;
    for (const QFileInfo& info : QDir(kLessonResourceDirectory).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        ids << info.completeBaseName();
    return ids;
}

std::variant<Lesson, QString> loadBuiltInLesson(const QString& id)
{
    if (!builtInLessonIds().contains(id))
        return LessonFileText::tr("There is no built-in lesson “%1” (expected one of %2).")
            .arg(id, builtInLessonIds().join(QLatin1String(", ")));
    return loadLessonFile(kLessonResourceDirectory + QLatin1Char('/') + id + QStringLiteral(".json"));
}

std::variant<Lesson, QString> loadLesson(const QString& idOrPath)
{
    if (builtInLessonIds().contains(idOrPath))
        return loadBuiltInLesson(idOrPath);
    if (QFileInfo::exists(idOrPath))
        return loadLessonFile(idOrPath);
    return LessonFileText::tr("“%1” is neither a built-in lesson (%2) nor a lesson file.")
        .arg(idOrPath, builtInLessonIds().join(QLatin1String(", ")));
}

QStringList builtInScenarioNames()
{
    QStringList names;
    for (const QFileInfo& info : QDir(kScenarioResourceDirectory).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        names << info.completeBaseName();
    return names;
}

}  // namespace ringlab
