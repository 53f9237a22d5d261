// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/LessonFile.h"

#include "model/JsonFields.h"
#include "model/ScenarioFile.h"
#include "model/TextPlaceholders.h"
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

// A node's peak load as a percentage of its fair share: a node can hold every key, at most
// kMaxMembers times its share; a slider or choice beyond that could never be the truth.
constexpr double kMaxPeakOfFairPercent = 100.0 * static_cast<double>(kMaxMembers);

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

[[noreturn]] void refuse(const QString& message)
{
    throw JsonFieldError{message};
}

// Reads a text that is either a string (one language, taken as English) or an object of
// language → string with English present; each of at most maxCharacters characters.
LocalizedText readText(const QJsonValue& value, const QString& where, bool required, qsizetype maxCharacters)
{
    LocalizedText text;
    if (value.isUndefined() && !required)
        return text;
    if (value.isUndefined())
        refuse(LessonFileText::tr("%1 is missing.").arg(where));
    if (value.isString()) {
        checkTextLength(value.toString(), where, maxCharacters);
        if (value.toString().trimmed().isEmpty())
            refuse(LessonFileText::tr("%1 is empty.").arg(where));
        text.set(QString::fromLatin1(kFallbackLessonLanguage), value.toString());
        return text;
    }
    if (!value.isObject())
        throwWrongType(where, LessonFileText::tr("a string or an object"), value);
    const QJsonObject byLanguage = value.toObject();
    for (auto it = byLanguage.begin(); it != byLanguage.end(); ++it) {
        if (!appLanguages().contains(it.key()))
            refuse(LessonFileText::tr("%1 has an unknown language “%2” (expected %3).")
                       .arg(where, it.key().left(kMaxWordCharacters), appLanguages().join(QLatin1String(", "))));
        if (!it.value().isString() || it.value().toString().trimmed().isEmpty())
            refuse(LessonFileText::tr("%1 in “%2” must be a non-empty string.").arg(where, it.key()));
        checkTextLength(it.value().toString(), LessonFileText::tr("%1 in “%2”").arg(where, it.key()), maxCharacters);
        text.set(it.key(), it.value().toString());
    }
    if (!text.has(QString::fromLatin1(kFallbackLessonLanguage)))
        refuse(LessonFileText::tr("%1 has no English (\"en\") text, which every other language falls back to.").arg(where));
    return text;
}

// The scope a scene's texts are filled in: its lab as it starts and after its action.
PlaceholderScope sceneScope(const LabState& start, const std::optional<LessonAction>& action)
{
    PlaceholderScope scope;
    scope.start = start;
    scope.end = action ? std::get<LabState>(stateAfterAction(start, *action)) : start;
    scope.hasAction = action.has_value();
    return scope;
}

// Refuses the lesson when a placeholder of `text` (in any language) cannot be filled in `scope`.
void checkText(const LocalizedText& text, const QString& where, const PlaceholderScope& scope)
{
    for (const QString& language : text.languages())
        if (const QString problem = checkPlaceholders(text.text(language), scope); !problem.isEmpty())
            refuse(LessonFileText::tr("%1 in “%2”: %3").arg(where, language, problem));
}

// Each language's text with its placeholders filled from the engine, in that language's numbers.
void fillText(LocalizedText& text, const QString& where, const PlaceholderScope& scope)
{
    for (const QString& language : text.languages()) {
        try {
            text.set(language, fillPlaceholders(text.text(language), scope, language));
        } catch (const std::exception& e) {
            refuse(LessonFileText::tr("%1: its figures cannot be measured: %2").arg(where, QString::fromUtf8(e.what())));
        }
    }
}

// Every text of a scene: checked (`fill` false) or filled.
void forEachSceneText(LessonScene& scene, int number, bool fill)
{
    const PlaceholderScope scope = sceneScope(scene.state, scene.action);
    const auto apply = [fill](LocalizedText& text, const QString& where, const PlaceholderScope& textScope) {
        fill ? fillText(text, where, textScope) : checkText(text, where, textScope);
    };
    apply(scene.title, at(number, QStringLiteral("title")), scope);
    apply(scene.text, at(number, QStringLiteral("text")), scope);
    if (!scene.question)
        return;
    apply(scene.question->prompt, at(number, QStringLiteral("question.prompt")), scope);
    int choice = 0;
    for (LessonQuestion::Choice& option : scene.question->choices) {
        PlaceholderScope choiceScope = scope;
        choiceScope.choiceRange = std::pair{option.from, option.to};
        apply(option.text, at(number, QStringLiteral("question.choices[%1].text").arg(++choice)), choiceScope);
    }
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
LabState readScenario(const QJsonValue& value, int scene, const QString& baseDirectory)
{
    const QString where = at(scene, QStringLiteral("scenario"));
    QJsonObject merged{{QStringLiteral("format"), QStringLiteral("ringlab-scenario")},
                       {QStringLiteral("version"), kScenarioVersion}};
    QJsonObject overrides;
    QString baseName;
    if (value.isString()) {
        baseName = checkedString(value, where, kMaxWordCharacters);
    } else if (value.isObject()) {
        overrides = value.toObject();
        if (overrides.contains(QLatin1String("base"))) {
            if (!overrides.value(QLatin1String("base")).isString())
                refuse(LessonFileText::tr("%1: \"base\" must name a built-in scenario (%2).")
                           .arg(where, builtInScenarioNames().join(QLatin1String(", "))));
            baseName = checkedString(overrides.take(QLatin1String("base")), at(scene, QStringLiteral("scenario.base")),
                                     kMaxWordCharacters);
        }
    } else if (value.isUndefined()) {
        refuse(LessonFileText::tr("%1 is missing.").arg(where));
    } else {
        refuse(LessonFileText::tr("%1 must be a built-in scenario's name or an object.").arg(where));
    }
    if (!baseName.isEmpty() || value.isString()) {
        const auto base = builtInScenarioObject(baseName);
        if (!base)
            refuse(LessonFileText::tr("%1: there is no built-in scenario “%2” (expected one of %3).")
                       .arg(where, baseName, builtInScenarioNames().join(QLatin1String(", "))));
        // A preset's description tells of the preset; a scene has its own text.
        for (auto it = base->begin(); it != base->end(); ++it)
            if (it.key() != QLatin1String("description"))
                merged.insert(it.key(), it.value());
    }
    // A null removes a base's key: a misspelt one would remove nothing, silently.
    QJsonObject removals;
    for (auto it = overrides.begin(); it != overrides.end(); ++it)
        if (it.value().isNull())
            removals.insert(it.key(), it.value());
    refuseUnknownKeys(removals, scenarioFileKeys(), where);
    for (auto it = overrides.begin(); it != overrides.end(); ++it) {
        if (it.value().isNull())
            merged.remove(it.key());
        else
            merged.insert(it.key(), it.value());
    }
    auto parsed = parseScenario(QJsonDocument(merged).toJson(QJsonDocument::Compact), baseDirectory);
    if (const auto* problem = std::get_if<QString>(&parsed))
        refuse(LessonFileText::tr("%1: %2").arg(where, *problem));
    return std::get<Scenario>(std::move(parsed)).state;
}

LessonAction readAction(const QJsonValue& value, int scene)
{
    const QString where = at(scene, QStringLiteral("action"));
    const auto field = [scene](const char* name) { return at(scene, QStringLiteral("action.") + QLatin1String(name)); };
    if (!value.isObject())
        refuse(LessonFileText::tr("%1 must be an object with a \"type\" (%2).").arg(where, lessonActionTypeNames()));
    const QJsonObject object = value.toObject();
    const QJsonValue typeValue = object.value(QLatin1String("type"));
    const QString type = typeValue.isUndefined() ? QString() : checkedString(typeValue, field("type"), kMaxWordCharacters);
    const auto kind = findLessonActionType(type);
    if (!kind)
        refuse(LessonFileText::tr("%1: unknown action “%2” (expected one of %3).").arg(where, type, lessonActionTypeNames()));
    LessonAction action;
    action.kind = *kind;
    const auto needs = [&](const char* name) {
        if (!object.contains(QLatin1String(name)))
            refuse(LessonFileText::tr("%1: “%2” needs \"%3\".").arg(where, type, QLatin1String(name)));
        return object.value(QLatin1String(name));
    };
    QStringList known{QStringLiteral("type")};
    switch (action.kind) {
    case LessonAction::Kind::AddMember:
    case LessonAction::Kind::RemoveMember:
    case LessonAction::Kind::SetWeight:
        known << QStringLiteral("member") << QStringLiteral("weight");
        action.member = checkedString(needs("member"), field("member"), kMaxWordCharacters).trimmed();
        if (action.kind == LessonAction::Kind::SetWeight)
            needs("weight");
        action.weight = object.contains(QLatin1String("weight")) ? checkedNumber(object.value(QLatin1String("weight")), field("weight")) : 1.0;
        break;
    case LessonAction::Kind::SetHash: {
        known << QStringLiteral("hash");
        const QString name = checkedString(needs("hash"), field("hash"), kMaxWordCharacters);
        const HashFunction* hash = findHash(name.toStdString());
        if (!hash)
            refuse(LessonFileText::tr("%1: unknown hash “%2” (expected one of %3).")
                       .arg(where, name, QString::fromUtf8(selectableHashNames().data(),
                                                           static_cast<qsizetype>(selectableHashNames().size()))));
        action.hash = hash->id;
        break;
    }
    case LessonAction::Kind::SetReplicas:
        known << QStringLiteral("replicas");
        action.replicas = checkedReplicas(needs("replicas"), field("replicas"));
        break;
    case LessonAction::Kind::SetAlgorithm: {
        known << QStringLiteral("algorithm");
        const QString name = checkedString(needs("algorithm"), field("algorithm"), kMaxWordCharacters);
        const auto algorithm = findAlgorithm(name.toStdString());
        if (!algorithm)
            refuse(LessonFileText::tr("%1: unknown algorithm “%2” (expected one of %3).")
                       .arg(where, name, QString::fromUtf8(algorithmNames().data(),
                                                           static_cast<qsizetype>(algorithmNames().size()))));
        action.algorithm = *algorithm;
        break;
    }
    }
    refuseUnknownKeys(object, known, where);
    return action;
}

std::vector<LessonView> readViews(const QJsonValue& value, int scene, const LabState& state)
{
    const QString where = at(scene, QStringLiteral("views"));
    if (!value.isUndefined() && !value.isArray())
        throwWrongType(where, LessonFileText::tr("a list"), value);
    if (value.toArray().isEmpty())
        refuse(LessonFileText::tr("%1 must list at least one view (%2).").arg(where, lessonViewNames()));
    std::vector<LessonView> views;
    const QJsonArray list = value.toArray();
    for (qsizetype index = 0; index < list.size(); ++index) {
        const QString name = checkedString(list.at(index), QStringLiteral("%1[%2]").arg(where).arg(index + 1), kMaxWordCharacters);
        const auto view = findLessonView(name);
        if (!view)
            refuse(LessonFileText::tr("%1: unknown view “%2” (expected %3).").arg(where, name, lessonViewNames()));
        if (std::find(views.begin(), views.end(), *view) != views.end())
            refuse(LessonFileText::tr("%1: “%2” is listed twice.").arg(where, name));
        views.push_back(*view);
    }
    const auto shows = [&](LessonView view) { return std::find(views.begin(), views.end(), view) != views.end(); };
    if (shows(LessonView::Compare) && !state.compareAlgorithm)
        refuse(LessonFileText::tr("%1: “compare” needs a \"compare\" algorithm in the scene's scenario.").arg(where));
    if (shows(LessonView::Compare) && !shows(LessonView::Ring) && !shows(LessonView::Buckets))
        refuse(LessonFileText::tr("%1: “compare” stands beside “ring” or “buckets”; list one of them too.").arg(where));
    return views;
}

// A question's answers must lie within its measure's range: a share is at most 100 %, a
// count at most the lab's largest key count, a node's peak load a multiple of its fair share.
void checkWithinMeasure(double value, const QString& name, LessonQuestion::Measure measure)
{
    if (measure == LessonQuestion::Measure::PeakOfFair)
        checkAtMost(value, name, kMaxPeakOfFairPercent);
    else if (measureIsPercent(measure) && value > 100.0)
        refuse(LessonFileText::tr("%1 goes beyond 100: a share of the keys is at most 100 %.").arg(name));
    else
        checkAtMost(value, name, static_cast<double>(kMaxLabKeys));
}

// A scene's question: a prompt, what the truth is measured from, and a slider or choices.
// `measured` is the lab the truth is measured on (the state after the action, if any).
LessonQuestion readQuestion(const QJsonValue& value, int scene, const LabState& measured, bool hasAction)
{
    const QString where = at(scene, QStringLiteral("question"));
    const auto field = [scene](const QString& name) { return at(scene, QStringLiteral("question.") + name); };
    if (!value.isObject())
        refuse(LessonFileText::tr("%1 must be an object with a \"prompt\", a \"measure\" and a \"kind\".").arg(where));
    const QJsonObject object = value.toObject();
    const auto optionalString = [&](const char* name) {
        const QJsonValue entry = object.value(QLatin1String(name));
        return entry.isUndefined() ? QString() : checkedString(entry, field(QLatin1String(name)), kMaxWordCharacters);
    };
    LessonQuestion question;
    question.prompt = readText(object.value(QLatin1String("prompt")), field(QStringLiteral("prompt")), true, kMaxPromptCharacters);

    const QString measureName = optionalString("measure");
    const auto measure = findLessonMeasure(measureName);
    if (!measure)
        refuse(LessonFileText::tr("%1: unknown measure “%2” (expected one of %3).")
                   .arg(field(QStringLiteral("measure")), measureName, lessonMeasureNames()));
    question.measure = *measure;
    if (measureNeedsAction(question.measure) && !hasAction)
        refuse(LessonFileText::tr("%1: “%2” measures the scene's change, and the scene has no \"action\".")
                   .arg(field(QStringLiteral("measure")), measureName));
    const bool takesMember =
        question.measure == LessonQuestion::Measure::KeysOf || question.measure == LessonQuestion::Measure::ShareOf;
    if (takesMember) {
        if (!object.contains(QLatin1String("member")))
            refuse(LessonFileText::tr("%1: “%2” needs \"member\".").arg(where, measureName));
        question.member = optionalString("member").trimmed();
        const std::string wanted = question.member.toStdString();
        if (std::none_of(measured.members.begin(), measured.members.end(),
                         [&](const Member& member) { return member.id == wanted; }))
            refuse(LessonFileText::tr("%1: there is no node “%2” in the scene's lab when the question is answered.")
                       .arg(field(QStringLiteral("member")), question.member));
    }

    const QString kindName = optionalString("kind");
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
        refuse(LessonFileText::tr("%1: unknown kind “%2” (expected slider, choices).").arg(field(QStringLiteral("kind")), kindName));
    }
    refuseUnknownKeys(object, known, where);

    const auto number = [&](const char* name, std::optional<double> fallback) {
        const QJsonValue entry = object.value(QLatin1String(name));
        if (entry.isUndefined() && fallback)
            return *fallback;
        if (entry.isUndefined())
            refuse(LessonFileText::tr("%1 is missing.").arg(field(QLatin1String(name))));
        return checkedNumber(entry, field(QLatin1String(name)));
    };
    const bool percent = measureIsPercent(question.measure);
    const bool share = percent && question.measure != LessonQuestion::Measure::PeakOfFair;
    if (question.kind == LessonQuestion::Kind::Slider) {
        // Shares go from 0 to 100 % unless the file says otherwise; counts need a maximum.
        question.minimum = number("min", 0.0);
        question.maximum = number("max", share ? std::optional<double>(100.0) : std::nullopt);
        if (question.minimum < 0.0 || question.minimum >= question.maximum)
            refuse(LessonFileText::tr("%1: the slider must go up from \"min\" (0 or more) to \"max\" (it goes %2 … %3).")
                       .arg(where, jsonNumberText(question.minimum), jsonNumberText(question.maximum)));
        checkWithinMeasure(question.maximum, field(QStringLiteral("max")), question.measure);
        question.step = number("step", percent ? 1.0 : std::max(1.0, std::round((question.maximum - question.minimum) / 100.0)));
        constexpr double kMaxSliderSteps = 100'000;
        if (question.step <= 0.0 || (question.maximum - question.minimum) / question.step > kMaxSliderSteps)
            refuse(LessonFileText::tr("%1 must be above 0, with at most %2 steps from \"min\" to \"max\".")
                       .arg(field(QStringLiteral("step")))
                       .arg(kMaxSliderSteps));
        return question;
    }

    const QJsonValue choices = object.value(QLatin1String("choices"));
    if (!choices.isUndefined() && !choices.isArray())
        throwWrongType(field(QStringLiteral("choices")), LessonFileText::tr("a list"), choices);
    if (choices.toArray().size() < kMinQuestionChoices || choices.toArray().size() > kMaxQuestionChoices)
        refuse(LessonFileText::tr("%1 must list %2 to %3 choices.")
                   .arg(field(QStringLiteral("choices")))
                   .arg(kMinQuestionChoices)
                   .arg(kMaxQuestionChoices));
    int index = 0;
    for (const QJsonValue& entry : choices.toArray()) {
        ++index;
        const QString choiceWhere = field(QStringLiteral("choices[%1]").arg(index));
        const auto choiceField = [&](const char* name) { return field(QStringLiteral("choices[%1].%2").arg(index).arg(QLatin1String(name))); };
        if (!entry.isObject())
            refuse(LessonFileText::tr("%1 must be an object with a \"text\" and a \"value\" or \"from\" and \"to\".").arg(choiceWhere));
        const QJsonObject choiceObject = entry.toObject();
        refuseUnknownKeys(choiceObject, {QStringLiteral("text"), QStringLiteral("value"), QStringLiteral("from"), QStringLiteral("to")},
                          choiceWhere);
        LessonQuestion::Choice choice;
        choice.text = readText(choiceObject.value(QLatin1String("text")), choiceField("text"), true, kMaxChoiceCharacters);
        const auto optionalNumber = [&](const char* name) -> std::optional<double> {
            const QJsonValue v = choiceObject.value(QLatin1String(name));
            return v.isUndefined() ? std::nullopt : std::optional<double>(checkedNumber(v, choiceField(name)));
        };
        const auto single = optionalNumber("value");
        const auto from = optionalNumber("from");
        const auto to = optionalNumber("to");
        if (single && !from && !to) {
            choice.from = choice.to = *single;
        } else if (!single && from && to && *from <= *to) {
            choice.from = *from;
            choice.to = *to;
        } else {
            refuse(LessonFileText::tr("%1 needs either a \"value\" or a range \"from\" … \"to\" (numbers, from ≤ to).").arg(choiceWhere));
        }
        if (choice.from < 0.0)
            refuse(LessonFileText::tr("%1 is below 0.").arg(choiceWhere));
        checkWithinMeasure(choice.to, choiceWhere, question.measure);
        for (std::size_t other = 0; other < question.choices.size(); ++other) {
            const LessonQuestion::Choice& before = question.choices[other];
            // Ranges may share an end (0 … 20, 20 … 50); a value may not fall inside another choice.
            const bool samePoint = choice.from == before.from && choice.to == before.to;
            if (samePoint || (choice.from < before.to && before.from < choice.to))
                refuse(LessonFileText::tr("%1: choices %2 and %3 overlap, so the truth could pick either.")
                           .arg(field(QStringLiteral("choices")))
                           .arg(other + 1)
                           .arg(index));
        }
        question.choices.push_back(std::move(choice));
    }
    return question;
}

LessonScene readScene(const QJsonValue& value, int scene, const QString& baseDirectory)
{
    if (!value.isObject())
        refuse(LessonFileText::tr("scene %1 must be an object.").arg(scene));
    const QJsonObject object = value.toObject();
    refuseUnknownKeys(object,
                      {QStringLiteral("title"), QStringLiteral("text"), QStringLiteral("scenario"), QStringLiteral("action"),
                       QStringLiteral("views"), QStringLiteral("question")},
                      LessonFileText::tr("scene %1").arg(scene));

    LessonScene result;
    result.title = readText(object.value(QLatin1String("title")), at(scene, QStringLiteral("title")), true, kMaxTitleCharacters);
    result.text = readText(object.value(QLatin1String("text")), at(scene, QStringLiteral("text")), true, kMaxSceneTextCharacters);
    result.state = readScenario(object.value(QLatin1String("scenario")), scene, baseDirectory);

    if (object.contains(QLatin1String("action"))) {
        result.action = readAction(object.value(QLatin1String("action")), scene);
        if (const auto after = stateAfterAction(result.state, *result.action); std::holds_alternative<QString>(after))
            refuse(LessonFileText::tr("%1 cannot be played: %2").arg(at(scene, QStringLiteral("action")), std::get<QString>(after)));
    }

    result.views = readViews(object.value(QLatin1String("views")), scene, result.state);

    if (object.contains(QLatin1String("question"))) {
        const LabState measured = result.action ? std::get<LabState>(stateAfterAction(result.state, *result.action)) : result.state;
        result.question = readQuestion(object.value(QLatin1String("question")), scene, measured, result.action.has_value());
    }
    return result;
}

Lesson readLesson(const QByteArray& json, const QString& id, const QString& baseDirectory)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        refuse(LessonFileText::tr("%1: not valid JSON: %2").arg(lineAndColumn(json, parseError.offset), parseError.errorString()));
    if (!document.isObject())
        refuse(LessonFileText::tr("A lesson must be a JSON object."));
    const QJsonObject root = document.object();
    const QJsonValue format = root.value(QLatin1String("format"));
    if (format.isUndefined() || checkedString(format, at(0, QStringLiteral("format")), kMaxWordCharacters) != QLatin1String("ringlab-lesson"))
        refuse(LessonFileText::tr("Not a RingLab lesson: \"format\" must be \"ringlab-lesson\"."));
    const QJsonValue version = root.value(QLatin1String("version"));
    if (version.isUndefined())
        refuse(LessonFileText::tr("The lesson has no \"version\" number."));
    if (checkedNumber(version, at(0, QStringLiteral("version")), JsonNumber::Whole) != kLessonVersion)
        refuse(LessonFileText::tr("Unsupported lesson version %1: this RingLab reads version %2.")
                   .arg(jsonNumberText(version.toDouble()))
                   .arg(kLessonVersion));
    refuseUnknownKeys(root,
                      {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("title"), QStringLiteral("summary"),
                       QStringLiteral("scenes")},
                      {});

    Lesson lesson;
    lesson.id = id;
    lesson.title = readText(root.value(QLatin1String("title")), at(0, QStringLiteral("title")), true, kMaxTitleCharacters);
    lesson.summary = readText(root.value(QLatin1String("summary")), at(0, QStringLiteral("summary")), false, kMaxSummaryCharacters);

    const QJsonValue scenes = root.value(QLatin1String("scenes"));
    if (!scenes.isUndefined() && !scenes.isArray())
        throwWrongType(at(0, QStringLiteral("scenes")), LessonFileText::tr("a list"), scenes);
    if (scenes.toArray().isEmpty())
        refuse(LessonFileText::tr("The lesson has no \"scenes\" list."));
    int number = 0;
    for (const QJsonValue& entry : scenes.toArray())
        lesson.scenes.push_back(readScene(entry, ++number, baseDirectory));
    // Every placeholder is checked before any figure is measured.
    const PlaceholderScope noScene;
    checkText(lesson.title, at(0, QStringLiteral("title")), noScene);
    checkText(lesson.summary, at(0, QStringLiteral("summary")), noScene);
    number = 0;
    for (LessonScene& scene : lesson.scenes)
        forEachSceneText(scene, ++number, false);
    fillText(lesson.title, at(0, QStringLiteral("title")), noScene);
    fillText(lesson.summary, at(0, QStringLiteral("summary")), noScene);
    number = 0;
    for (LessonScene& scene : lesson.scenes)
        forEachSceneText(scene, ++number, true);
    return lesson;
}

}  // namespace

std::variant<Lesson, QString> parseLesson(const QByteArray& json, const QString& id, const QString& baseDirectory)
{
    try {
        return readLesson(json, id, baseDirectory);
    } catch (const JsonFieldError& e) {
        return e.message;
    }
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
