// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// No figure of RingLab's is typed into a shipped lesson or scenario text: each is a placeholder
// the engine fills, and the filled text says what the engine measures (computed here by another
// route: the placements and the catalogue directly, not the lab's snapshot).
#include "model/Format.h"
#include "model/LessonFile.h"
#include "model/ScenarioFile.h"
#include "model/TextPlaceholders.h"
#include "model/Translation.h"
#include "model/core/Assignment.h"
#include "model/core/AssignmentDiff.h"
#include "model/core/EcommerceScenario.h"
#include "model/core/Experiments.h"
#include "model/core/LoadStatistics.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace ringlab;

namespace {

// A shipped text: where it is, its language, as written.
struct ShippedText {
    QString where;
    QString language;
    QString text;
};

void collectTexts(const QJsonValue& value, const QString& where, std::vector<ShippedText>& texts)
{
    if (value.isString()) {
        texts.push_back({where, QStringLiteral("en"), value.toString()});
    } else if (value.isObject()) {
        const QJsonObject languages = value.toObject();
        for (auto it = languages.begin(); it != languages.end(); ++it)
            texts.push_back({where, it.key(), it.value().toString()});
    }
}

QJsonObject readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QJsonDocument::fromJson(file.readAll()).object();
}

QStringList resourceFiles(const QString& directory)
{
    QStringList paths;
    for (const QString& name : QDir(directory).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths << directory + QLatin1Char('/') + name;
    return paths;
}

// Every text of the shipped lessons (titles, summaries, scene texts, prompts, choices) and
// scenarios (descriptions), as written in the files.
std::vector<ShippedText> shippedTexts()
{
    std::vector<ShippedText> texts;
    for (const QString& path : resourceFiles(QStringLiteral(":/lessons"))) {
        const QJsonObject lesson = readJson(path);
        collectTexts(lesson.value(QLatin1String("title")), path + " title", texts);
        collectTexts(lesson.value(QLatin1String("summary")), path + " summary", texts);
        int number = 0;
        for (const QJsonValue& scene : lesson.value(QLatin1String("scenes")).toArray()) {
            const QString where = QStringLiteral("%1 scene %2").arg(path).arg(++number);
            collectTexts(scene[QLatin1String("title")], where + " title", texts);
            collectTexts(scene[QLatin1String("text")], where + " text", texts);
            const QJsonObject question = scene[QLatin1String("question")].toObject();
            collectTexts(question.value(QLatin1String("prompt")), where + " prompt", texts);
            for (const QJsonValue& choice : question.value(QLatin1String("choices")).toArray())
                collectTexts(choice[QLatin1String("text")], where + " choice", texts);
        }
    }
    for (const QString& path : resourceFiles(QStringLiteral(":/scenarios")))
        collectTexts(readJson(path).value(QLatin1String("description")), path + " description", texts);
    return texts;
}

// The text with its placeholders taken out ("" for each).
QString withoutPlaceholders(const QString& text)
{
    auto found = findPlaceholders(text);
    if (const auto* problem = std::get_if<QString>(&found))
        qFatal("%s", qPrintable(*problem));
    QString rest = text;
    const auto& placeholders = std::get<std::vector<TextPlaceholder>>(found);
    for (auto it = placeholders.rbegin(); it != placeholders.rend(); ++it)
        rest.remove(it->position, it->spelled.size());
    return rest;
}

// A figure typed into a text: a percentage ("434 %"), a number with decimals ("88.93",
// "3,7") or a grouped count ("2,462", "1.500", "2 462").
const QRegularExpression kTypedFigure(QStringLiteral(
    "\\d[\\s\\x{00A0}\\x{202F}]*%|\\d[.,]\\d|\\b\\d{1,3}(?:[,.\\x{00A0}\\x{202F} ]\\d{3})+\\b"));

// ---- The engine's figures, by another route than the lab's snapshot

QString percentIn(double percent, int decimals, const QString& language)
{
    const QChar space = language == QLatin1String("fr") ? QChar(0x202F) : QChar(0x00A0);
    return QLocale(language).toString(percent, 'f', decimals) + space + QLatin1Char('%');
}

QString countIn(std::size_t count, const QString& language)
{
    return QLocale(language).toString(static_cast<qlonglong>(count));
}

const LoadStatistics& statsOf(const LabState& state, const KeySet& keys, std::vector<std::pair<LabState, LoadStatistics>>& memo)
{
    for (const auto& [known, stats] : memo)
        if (known == state)
            return stats;
    const auto placement = makePlacement(state.config, state.members);
    memo.push_back({state, computeLoadStatistics(assignKeys(*placement, keys))});
    return memo.back().second;
}

AssignmentDiff diffOf(const LabState& start, const LabState& end, const KeySet& keys, std::optional<Algorithm> algorithm)
{
    PlacementConfig before = start.config, after = end.config;
    if (algorithm)
        before.algorithm = after.algorithm = *algorithm;
    // A change of members rebalances the placement as the lab does (the directory moves slots).
    const auto p = makePlacement(before, start.members);
    const auto q = before == after ? p->withMembers(end.members) : makePlacement(after, end.members);
    return diffAssignments(assignKeys(*p, keys), assignKeys(*q, keys));
}

QString catalogueFigure(const Figure& figure, std::optional<int> decimals, const QString& language)
{
    QStringList values;
    const bool count = figure.unit == FigureUnit::RingPosition || figure.unit == FigureUnit::Count;
    for (const double v : figure.values)
        if (!std::isnan(v))
            values << (count ? QLocale(language).toString(static_cast<qlonglong>(std::llround(v)))
                         : QLocale(language).toString(v, 'f', decimals.value_or(figure.decimals)));
    const QChar space = language == QLatin1String("fr") ? QChar(0x202F) : QChar(0x00A0);
    QString text = values.join(QStringLiteral(" / "));
    if (figure.unit == FigureUnit::Percent || figure.unit == FigureUnit::PercentOfFair)
        text += space + QStringLiteral("%");
    else if (figure.unit == FigureUnit::Bytes)
        text += space + QStringLiteral("B");
    return text;
}

// What the engine says `placeholder` is in a scene from `start` to `end`.
QString expectedFigure(const TextPlaceholder& p, const PlaceholderScope& scope, const QString& language,
                       std::vector<std::pair<LabState, LoadStatistics>>& memo)
{
    if (p.name == QLatin1String("experiment") || p.name == QLatin1String("article")) {
        const std::vector<std::string> id{p.argument.toStdString()};
        const Experiment& experiment = *findExperiment(id.front());
        if (p.name == QLatin1String("article"))
            return catalogueFigure(experiment.article, p.decimals, language);
        const auto outcome = runExperiments(id);
        return catalogueFigure(outcome.front().result.measured, p.decimals, language);
    }
    if (p.name == QLatin1String("ecommerce")) {
        const EcommerceConfig config;
        if (p.argument == QLatin1String("hit-rate"))
            return percentIn(config.hitRate * 100.0, 0, language);
        if (p.argument == QLatin1String("load-limit"))
            return percentIn(config.maxOfFair * 100.0, 0, language);
        if (p.argument == QLatin1String("requests-per-second"))
            return countIn(static_cast<std::size_t>(config.requestsPerSecond), language);
        return countIn(config.keys.size(), language);
    }
    if (p.name == QLatin1String("from") || p.name == QLatin1String("to"))
        return QLocale(language).toString(p.name == QLatin1String("from") ? scope.choiceRange->first : scope.choiceRange->second);
    const bool atStart = p.name.startsWith(QLatin1String("start-"));
    const QString name = atStart ? p.name.mid(6) : p.name;
    const LabState& state = atStart ? *scope.start : *scope.end;
    const KeySet keys = KeySet::fromPattern(state.keys.pattern.toStdString(), static_cast<std::size_t>(state.keys.count));
    const int decimals = p.decimals.value_or(2);
    if (name.endsWith(QLatin1String("moved")) || name.endsWith(QLatin1String("moved-keys")) || name == QLatin1String("ideal")) {
        const auto diff = diffOf(*scope.start, *scope.end, keys,
                                 name.startsWith(QLatin1String("compare")) ? scope.end->compareAlgorithm : std::nullopt);
        if (name == QLatin1String("ideal"))
            return percentIn(diff.idealFraction * 100.0, decimals, language);
        if (name.endsWith(QLatin1String("keys")))
            return countIn(diff.movedKeys, language);
        return percentIn(diff.movedFraction() * 100.0, decimals, language);
    }
    if (name == QLatin1String("key-count"))
        return countIn(keys.size(), language);
    if (name == QLatin1String("ring-points")) {
        double weight = 0.0;
        for (const Member& member : state.members)
            weight += member.weight;
        return countIn(static_cast<std::size_t>(std::llround(state.config.replicas * weight)), language);
    }
    if (name == QLatin1String("std-dev-at-replicas")) {
        LabState ring = state;
        ring.config.algorithm = Algorithm::Ring;
        ring.config.replicas = p.argument.toInt();
        return percentIn(statsOf(ring, keys, memo).relativeStdDev * 100.0, decimals, language);
    }
    const LoadStatistics& stats = statsOf(state, keys, memo);
    const auto byFair = [](const MemberLoad& a, const MemberLoad& b) { return a.ofFair < b.ofFair; };
    if (name == QLatin1String("std-dev"))
        return percentIn(stats.relativeStdDev * 100.0, decimals, language);
    if (name == QLatin1String("peak-of-fair"))
        return percentIn(stats.peakOfFair * 100.0, decimals, language);
    if (name == QLatin1String("least-of-fair"))
        return percentIn(stats.minOfFair * 100.0, decimals, language);
    if (name == QLatin1String("most-loaded"))
        return QString::fromStdString(std::max_element(stats.members.begin(), stats.members.end(), byFair)->id);
    if (name == QLatin1String("least-loaded"))
        return QString::fromStdString(std::min_element(stats.members.begin(), stats.members.end(), byFair)->id);
    for (const MemberLoad& load : stats.members)
        if (load.id == p.argument.toStdString())
            return name == QLatin1String("share-of") ? percentIn(load.share * 100.0, decimals, language)
                                                     : countIn(load.keys, language);
    qFatal("no expectation for %s", qPrintable(p.spelled));
}

QString expectedText(const QString& text, const PlaceholderScope& scope, const QString& language,
                     std::vector<std::pair<LabState, LoadStatistics>>& memo)
{
    const auto placeholders = std::get<std::vector<TextPlaceholder>>(findPlaceholders(text));
    QString expected = text;
    for (auto it = placeholders.rbegin(); it != placeholders.rend(); ++it)
        expected.replace(it->position, it->spelled.size(), expectedFigure(*it, scope, language, memo));
    return expected;
}

template<typename T>
QString problemOf(const std::variant<T, QString>& loaded)
{
    return std::holds_alternative<QString>(loaded) ? std::get<QString>(loaded) : QString();
}

QString refusal(const QByteArray& sceneText)
{
    const QByteArray json = QByteArray("{\"format\": \"ringlab-lesson\", \"version\": 1, \"title\": \"T\", \"scenes\": [") +
                            "{\"title\": \"S\", \"text\": " + sceneText +
                            ", \"scenario\": \"article-fleet\", \"views\": [\"ring\"], " +
                            "\"action\": {\"type\": \"add-member\", \"member\": \"cache-09\"}}]}";
    const auto loaded = parseLesson(json, QStringLiteral("test"), QDir::tempPath());
    return std::holds_alternative<QString>(loaded) ? std::get<QString>(loaded) : QString();
}

}  // namespace

class LessonFiguresTest : public QObject {
    Q_OBJECT

private slots:
    void noShippedTextTypesAFigure()
    {
        const auto texts = shippedTexts();
        QVERIFY(texts.size() > 100);
        for (const ShippedText& shipped : texts) {
            const QString rest = withoutPlaceholders(shipped.text);
            const auto match = kTypedFigure.match(rest);
            QVERIFY2(!match.hasMatch(), qPrintable(QStringLiteral("%1 (%2) types the figure “%3”: %4")
                                                       .arg(shipped.where, shipped.language, match.captured(), shipped.text)));
        }
    }

    void theTypedFigureCheckCatchesEachKind()
    {
        for (const char* typed : {"moves 88.93 % of the keys", "434 % of its share", "2,462 keys", "3,7 %", "2 462 clés",
                                  "10.000 Schlüssel"})
            QVERIFY2(kTypedFigure.match(withoutPlaceholders(QString::fromUtf8(typed))).hasMatch(), typed);
        for (const char* words : {"{moved} of the keys", "hash(key) % N", "160 virtual nodes", "user:0 … user:9999",
                                  "({from}–{to} %)", "weights 4:4:1:1", "ideal 40/40/10/10", "2³² − 1"})
            QVERIFY2(!kTypedFigure.match(withoutPlaceholders(QString::fromUtf8(words))).hasMatch(), words);
    }

    // Every placeholder of the built-in lessons, filled, is the engine's figure.
    void everyLessonPlaceholderIsTheEnginesFigure()
    {
        std::vector<std::pair<LabState, LoadStatistics>> memo;
        int placeholders = 0;
        for (const QString& id : builtInLessonIds()) {
            const QJsonObject raw = readJson(QStringLiteral(":/lessons/%1.json").arg(id));
            const auto loaded = loadBuiltInLesson(id);
            QVERIFY2(std::holds_alternative<Lesson>(loaded), qPrintable(problemOf(loaded)));
            const Lesson& lesson = std::get<Lesson>(loaded);
            const QJsonArray scenes = raw.value(QLatin1String("scenes")).toArray();
            for (qsizetype i = 0; i < scenes.size(); ++i) {
                const LessonScene& scene = lesson.scenes[std::size_t(i)];
                PlaceholderScope scope;
                scope.start = scene.state;
                scope.end = scene.action ? std::get<LabState>(stateAfterAction(scene.state, *scene.action)) : scene.state;
                scope.hasAction = scene.action.has_value();
                const QJsonObject texts = scenes[i][QLatin1String("text")].toObject();
                for (const QString& language : texts.keys()) {
                    const QString written = texts.value(language).toString();
                    placeholders += int(std::get<std::vector<TextPlaceholder>>(findPlaceholders(written)).size());
                    QCOMPARE(scene.text.text(language), expectedText(written, scope, language, memo));
                }
                if (!scene.question)
                    continue;
                const QJsonArray choices = scenes[i][QLatin1String("question")][QLatin1String("choices")].toArray();
                for (qsizetype c = 0; c < choices.size(); ++c) {
                    PlaceholderScope choiceScope = scope;
                    const auto& choice = scene.question->choices[std::size_t(c)];
                    choiceScope.choiceRange = std::pair{choice.from, choice.to};
                    const QJsonObject choiceTexts = choices[c][QLatin1String("text")].toObject();
                    for (const QString& language : choiceTexts.keys())
                        QCOMPARE(choice.text.text(language),
                                 expectedText(choiceTexts.value(language).toString(), choiceScope, language, memo));
                }
            }
        }
        QVERIFY(placeholders > 100);
    }

    void aFilledTextReadsInItsLanguage()
    {
        const Lesson article = std::get<Lesson>(loadBuiltInLesson(QStringLiteral("article")));
        const LessonScene& modulo = article.scenes[1];
        QVERIFY2(modulo.text.text("en").contains(QStringLiteral("moves 88.93\u00A0% of a million keys")),
                 qPrintable(modulo.text.text("en")));
        QVERIFY2(modulo.text.text("de").contains(QStringLiteral("wandern 88,93\u00A0%")), qPrintable(modulo.text.text("de")));
        QVERIFY2(modulo.text.text("fr").contains(QStringLiteral("88,93\u202F%")), qPrintable(modulo.text.text("fr")));
        const LessonScene& failover = article.scenes[14];
        QVERIFY2(failover.text.text("en").contains(QStringLiteral("the 10,000 keys")), qPrintable(failover.text.text("en")));
        QVERIFY2(failover.text.text("de").contains(QStringLiteral("die 10.000 Schlüssel")), qPrintable(failover.text.text("de")));
    }

    // model/Format.h, which every view, table and lesson text writes its figures with.
    void theWindowWritesAFigureOneWay()
    {
        const QLocale en(QStringLiteral("en")), de(QStringLiteral("de")), fr(QStringLiteral("fr"));
        QCOMPARE(formatShare(0.110612, 2, en), QStringLiteral("11.06\u00A0%"));
        QCOMPARE(formatShare(0.110612, 2, de), QStringLiteral("11,06\u00A0%"));
        QCOMPARE(formatShare(0.110612, 2, fr), QStringLiteral("11,06\u202F%"));
        QCOMPARE(formatPercent(434.0, 0, fr), percentIn(434.0, 0, QStringLiteral("fr")));
        QCOMPARE(formatCount(1000000, QLocale::c()), QStringLiteral("1,000,000"));
        QCOMPARE(formatCount(2462, de), QStringLiteral("2.462"));
        QCOMPARE(formatCount(2462, fr), QStringLiteral("2\u202F462"));
        QCOMPARE(percentSuffix(en), QStringLiteral("\u00A0%"));
        // A text typed by someone else keeps its figures with their units.
        QCOMPARE(attachUnits(QStringLiteral("up to 150 % of fair"), fr), QStringLiteral("up to 150\u202F% of fair"));
    }

    void everyPresetDescriptionIsTheCataloguesFigure()
    {
        for (const QString& language : appLanguages()) {
            installLanguage(language);
            for (const QString& path : resourceFiles(QStringLiteral(":/scenarios"))) {
                const auto loaded = loadScenario(path);
                QVERIFY2(std::holds_alternative<Scenario>(loaded), qPrintable(problemOf(loaded)));
                const QJsonObject written = readJson(path).value(QLatin1String("description")).toObject();
                std::vector<std::pair<LabState, LoadStatistics>> memo;
                QCOMPARE(std::get<Scenario>(loaded).description,
                         expectedText(written.value(language).toString(), {}, language, memo));
            }
        }
        installLanguage(QStringLiteral("en"));
        const auto fleet = std::get<Scenario>(loadScenario(QStringLiteral(":/scenarios/article-fleet.json")));
        QVERIFY2(fleet.description.contains(QStringLiteral("11.06\u00A0% of the keys move (modulo would move 88.93\u00A0%)")),
                 qPrintable(fleet.description));
    }

    void anUnknownPlaceholderIsRefusedNamingIt()
    {
        QString problem = refusal("\"Watch {movd} of the keys\"");
        QVERIFY2(problem.contains(QStringLiteral("scene 1")) && problem.contains(QStringLiteral("unknown placeholder {movd}")),
                 qPrintable(problem));
        problem = refusal("{\"en\": \"fine {moved}\", \"de\": \"{share-of:cache-99}\"}");
        QVERIFY2(problem.contains(QStringLiteral("“de”")) && problem.contains(QStringLiteral("cache-99")), qPrintable(problem));
        problem = refusal("\"{experiment:no-such-run}\"");
        QVERIFY2(problem.contains(QStringLiteral("no-such-run")), qPrintable(problem));
        problem = refusal("\"{start-moved}\"");
        QVERIFY2(problem.contains(QStringLiteral("{start-moved}")), qPrintable(problem));
        problem = refusal("\"an open {brace\"");
        QVERIFY2(problem.contains(QStringLiteral("never closed")), qPrintable(problem));
        QVERIFY(refusal("\"literal {{braces}} and {moved}\"").isEmpty());

        const QByteArray scenario =
            "{\"format\": \"ringlab-scenario\", \"version\": 1, \"description\": \"moves {moved}\", \"members\": [{\"id\": \"a\"}]}";
        const auto loaded = parseScenario(scenario, QDir::tempPath());
        QVERIFY(std::holds_alternative<QString>(loaded));
        QVERIFY2(std::get<QString>(loaded).contains(QStringLiteral("{moved}")), qPrintable(problemOf(loaded)));
    }

    // A plain description from before placeholders existed may hold braces in prose: they stay
    // as written; only what has a placeholder's shape is read as one.
    void bracesInAnOlderDescriptionStayAsWritten()
    {
        const auto withDescription = [](const char* description) {
            return parseScenario(QByteArray("{\"format\": \"ringlab-scenario\", \"version\": 1, \"description\": \"") +
                                     description + "\", \"members\": [{\"id\": \"a\"}]}",
                                 QDir::tempPath());
        };
        const auto prose = withDescription("pools {web, api}, a lone } and an open {brace");
        QVERIFY2(std::holds_alternative<Scenario>(prose), qPrintable(problemOf(prose)));
        QCOMPARE(std::get<Scenario>(prose).description, QStringLiteral("pools {web, api}, a lone } and an open {brace"));
        const auto misspelt = withDescription("moves {movd}");
        QVERIFY(std::holds_alternative<QString>(misspelt));
        QVERIFY2(std::get<QString>(misspelt).contains(QStringLiteral("{movd}")), qPrintable(problemOf(misspelt)));
        QVERIFY2(!checkPlaceholders(QStringLiteral("pools {web, api}"), {}).isEmpty(), "a lesson's text stays strict");
    }

    void aSavedDescriptionReadsBackAsWritten()
    {
        QTemporaryDir directory;
        Scenario scenario;
        scenario.description = QStringLiteral("keys session:user:{i}");
        scenario.state.members = {Member{"a", 1.0}};
        const QString path = directory.filePath(QStringLiteral("s.json"));
        QCOMPARE(saveScenario(path, scenario), QString());
        const auto loaded = loadScenario(path);
        QVERIFY2(std::holds_alternative<Scenario>(loaded), qPrintable(problemOf(loaded)));
        QCOMPARE(std::get<Scenario>(loaded).description, scenario.description);
    }
};

QTEST_GUILESS_MAIN(LessonFiguresTest)
#include "tst_lessonfigures.moc"
