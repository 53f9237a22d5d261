// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/TextPlaceholders.h"

#include "model/DisplayText.h"
#include "model/Format.h"
#include "model/ScenarioFile.h"
#include "model/core/EcommerceScenario.h"
#include "model/core/Experiments.h"
#include "model/core/LabSnapshot.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>

namespace ringlab {

namespace {

struct PlaceholderText {
    Q_DECLARE_TR_FUNCTIONS(TextPlaceholders)
};

// What a placeholder names and how its figure is written.
enum class Unit { Percent, Count, Name, Number };

// A measure of a scene's lab; "start-" before the name measures the lab as the scene starts.
struct LabMeasure {
    const char* name;
    Unit unit;
    bool needsAction;   // a movement: only after the scene's action
    bool needsCompare;  // the compare algorithm's result
    bool takesMember;   // ":node"
    bool takesNumber;   // ":N"
};

constexpr LabMeasure kLabMeasures[] = {
    {"moved", Unit::Percent, true, false, false, false},
    {"moved-keys", Unit::Count, true, false, false, false},
    {"ideal", Unit::Percent, true, false, false, false},
    {"compare-moved", Unit::Percent, true, true, false, false},
    {"compare-moved-keys", Unit::Count, true, true, false, false},
    {"peak-of-fair", Unit::Percent, false, false, false, false},
    {"least-of-fair", Unit::Percent, false, false, false, false},
    {"most-loaded", Unit::Name, false, false, false, false},
    {"least-loaded", Unit::Name, false, false, false, false},
    {"std-dev", Unit::Percent, false, false, false, false},
    {"share-of", Unit::Percent, false, false, true, false},
    {"keys-of", Unit::Count, false, false, true, false},
    {"key-count", Unit::Count, false, false, false, false},
    {"ring-points", Unit::Count, false, false, false, false},
    {"std-dev-at-replicas", Unit::Percent, false, false, false, true},
};

// The replicas the sweep chart spans (defaultReplicasSweep: 1 … 1000).
constexpr int kMaxSweptReplicas = 1000;

const QString kStartPrefix = QStringLiteral("start-");
const QString kExperiment = QStringLiteral("experiment");
const QString kArticle = QStringLiteral("article");
const QString kEcommerce = QStringLiteral("ecommerce");
const QString kFrom = QStringLiteral("from");
const QString kTo = QStringLiteral("to");

const QStringList kEcommerceFacts{QStringLiteral("requests-per-second"), QStringLiteral("hit-rate"),
                                  QStringLiteral("keys"), QStringLiteral("load-limit")};

const LabMeasure* findLabMeasure(const QString& name)
{
    for (const LabMeasure& measure : kLabMeasures)
        if (name == QLatin1String(measure.name))
            return &measure;
    return nullptr;
}

// ---- Writing numbers

QString numberText(double value, int decimals, const QString& language)
{
    return formatNumber(value, decimals, QLocale(language));
}

QString countText(double value, const QString& language)
{
    return formatCount(static_cast<std::size_t>(std::llround(std::max(0.0, value))), QLocale(language));
}

QString percentText(double percent, int decimals, const QString& language)
{
    return formatPercent(percent, decimals, QLocale(language));
}

// A catalogue figure: its values joined by " / " (blanks left out), then its unit.
QString figureText(const Figure& figure, std::optional<int> decimals, const QString& language)
{
    QStringList values;
    for (const double value : figure.values) {
        if (std::isnan(value))
            continue;  // a blank: the article gives no figure for that component
        switch (figure.unit) {
        case FigureUnit::Count:
        case FigureUnit::RingPosition:
        case FigureUnit::LookupsPerSecond:
            values << (decimals && *decimals > 0 ? numberText(value, *decimals, language) : countText(value, language));
            break;
        default:
            values << numberText(value, decimals.value_or(figure.decimals), language);
        }
    }
    QString text = values.join(QStringLiteral(" / "));
    switch (figure.unit) {
    case FigureUnit::Percent:
    case FigureUnit::PercentOfFair:
        return text + unitSpace(QLocale(language)) + QLatin1Char('%');
    case FigureUnit::Ratio:
        return text + QStringLiteral("×");
    case FigureUnit::Bytes:
        return text + unitSpace(QLocale(language)) + QLatin1Char('B');
    case FigureUnit::Kilobytes:
        return text + unitSpace(QLocale(language)) + QStringLiteral("KB");
    case FigureUnit::Count:
    case FigureUnit::RingPosition:
    case FigureUnit::LookupsPerSecond:
        return text;
    }
    return text;
}

// ---- The engine's figures, remembered for the process

const ExperimentResult& experimentResult(const Experiment& experiment)
{
    static std::mutex mutex;
    static std::map<std::string, ExperimentResult, std::less<>> results;
    const std::lock_guard lock(mutex);
    if (const auto found = results.find(experiment.id); found != results.end())
        return found->second;
    ExperimentContext context;
    return results.emplace(std::string(experiment.id), experiment.run(context)).first->second;
}

// A pattern's keys are made once for the process: copies share their hashes, so the scenes of
// a lesson on the same million keys hash them once per hash function.
KeySet keysOf(const KeySpec& spec)
{
    if (spec.file.isEmpty()) {
        static std::mutex mutex;
        static std::vector<std::pair<KeySpec, KeySet>> made;
        const std::lock_guard lock(mutex);
        for (const auto& [known, keys] : made)
            if (known == spec)
                return keys;
        made.emplace_back(spec, KeySet::fromPattern(spec.pattern.toStdString(), static_cast<std::size_t>(spec.count)));
        return made.back().second;
    }
    auto loaded = readLabKeysFile(spec.file);
    if (const auto* problem = std::get_if<QString>(&loaded))
        throw std::runtime_error(problem->toStdString());
    return std::get<KeySet>(std::move(loaded));
}

// What the views show of one lab state, kept small (no assignment).
struct StateFigures {
    LoadStatistics stats;
    std::optional<AssignmentDiff> diff;  // against the scene's start
    std::size_t ringPoints = 0;
    std::size_t keys = 0;
};

StateFigures figuresOf(const LabSnapshot& snapshot)
{
    StateFigures figures{snapshot.shownLoad(), std::nullopt, snapshot.ringPoints.size(), snapshot.keys.size()};
    if (snapshot.diff) {
        figures.diff = *snapshot.diff;
        figures.diff->flows.clear();
        figures.diff->movedIndices.clear();
    }
    return figures;
}

// The scene's start and end under one algorithm, as the lab computes them when the scene is
// set up and its action played.
struct SceneRun {
    StateFigures start;
    StateFigures end;
};

SceneRun runScene(const LabState& start, const LabState& end, std::optional<Algorithm> algorithm)
{
    const KeySet keys = keysOf(start.keys);
    LabSetup startSetup{start.members, start.config, keys, std::nullopt};
    LabSetup endSetup{end.members, end.config, end.keys == start.keys ? keys : keysOf(end.keys), std::string("change")};
    if (algorithm) {
        startSetup.config.algorithm = *algorithm;
        endSetup.config.algorithm = *algorithm;
    }
    const auto first = computeSnapshot(startSetup, nullptr, 1);
    if (start == end)  // a scene without an action: nothing moves, one computation
        return {figuresOf(*first), figuresOf(*first)};
    const auto second = computeSnapshot(endSetup, first, 2);
    return {figuresOf(*first), figuresOf(*second)};
}

const SceneRun& sceneRun(const LabState& start, const LabState& end, std::optional<Algorithm> algorithm)
{
    struct Entry {
        LabState start, end;
        std::optional<Algorithm> algorithm;
        SceneRun run;
    };
    static std::mutex mutex;
    static std::vector<std::unique_ptr<Entry>> entries;
    const std::lock_guard lock(mutex);
    for (const auto& entry : entries)
        if (entry->start == start && entry->end == end && entry->algorithm == algorithm)
            return entry->run;
    entries.push_back(std::make_unique<Entry>(Entry{start, end, algorithm, runScene(start, end, algorithm)}));
    return entries.back()->run;
}

double sweptStdDev(const LabState& state, int replicas)
{
    static std::mutex mutex;
    static std::vector<std::pair<std::pair<LabState, int>, double>> remembered;
    const std::lock_guard lock(mutex);
    for (const auto& [key, value] : remembered)
        if (key.first == state && key.second == replicas)
            return value;
    const KeySet keys = keysOf(state.keys);
    const auto points = balanceSweep(state.members, sweepBasis(state.config), keys, {replicas}, keys.size());
    remembered.push_back({{state, replicas}, points.front().relativeStdDev});
    return points.front().relativeStdDev;
}

const MemberLoad* loadOf(const LoadStatistics& stats, const QString& member)
{
    const std::string wanted = member.toStdString();
    for (const MemberLoad& load : stats.members)
        if (load.id == wanted)
            return &load;
    return nullptr;
}

bool hasMember(const LabState& state, const QString& member)
{
    const std::string wanted = member.toStdString();
    return std::any_of(state.members.begin(), state.members.end(), [&](const Member& m) { return m.id == wanted; });
}

QString quoted(const TextPlaceholder& placeholder)
{
    return placeholder.spelled;
}

// "" or why `placeholder` cannot be filled in `scope`.
QString problemWith(const TextPlaceholder& p, const PlaceholderScope& scope)
{
    if (p.name == kExperiment || p.name == kArticle) {
        if (p.argument.isEmpty())
            return PlaceholderText::tr("%1 names no experiment (%2:ID, an id of `ringlab-cli reproduce`).")
                .arg(quoted(p), p.name);
        const Experiment* experiment = findExperiment(p.argument.toStdString());
        if (!experiment)
            return PlaceholderText::tr("%1: the catalogue has no experiment “%2” (see `ringlab-cli reproduce`).")
                .arg(quoted(p), p.argument);
        if (p.name == kArticle && experiment->article.empty())
            return PlaceholderText::tr("%1: the catalogue holds no article figure for “%2” (the article writes “%3”).")
                .arg(quoted(p), p.argument, QString::fromUtf8(experiment->articleText));
        return {};
    }
    if (p.name == kEcommerce) {
        if (!kEcommerceFacts.contains(p.argument))
            return PlaceholderText::tr("%1: the article's scenario has no figure “%2” (expected one of %3).")
                .arg(quoted(p), p.argument, kEcommerceFacts.join(QStringLiteral(", ")));
        return {};
    }
    if (p.name == kFrom || p.name == kTo) {
        if (!scope.choiceRange)
            return PlaceholderText::tr("%1 stands only in a question's choice, for the ends of its range.").arg(quoted(p));
        if (!p.argument.isEmpty())
            return PlaceholderText::tr("%1 takes no argument.").arg(quoted(p));
        return {};
    }
    const bool atStart = p.name.startsWith(kStartPrefix);
    const LabMeasure* measure = findLabMeasure(atStart ? p.name.mid(kStartPrefix.size()) : p.name);
    if (!measure)
        return PlaceholderText::tr("unknown placeholder %1 (expected one of %2).").arg(quoted(p), placeholderNames());
    if (!scope.start)
        return PlaceholderText::tr("%1 measures a scene's lab, and this text belongs to no scene.").arg(quoted(p));
    if (measure->needsAction && atStart)
        return PlaceholderText::tr("%1: a movement is measured after the scene's action, never at its start.").arg(quoted(p));
    if (measure->needsAction && !scope.hasAction)
        return PlaceholderText::tr("%1 measures the scene's change, and the scene has no \"action\".").arg(quoted(p));
    const LabState& state = atStart ? *scope.start : *scope.end;
    if (measure->needsCompare && !state.compareAlgorithm)
        return PlaceholderText::tr("%1 needs a \"compare\" algorithm in the scene's scenario.").arg(quoted(p));
    if (measure->takesMember) {
        if (p.argument.isEmpty())
            return PlaceholderText::tr("%1 needs a node: %2:cache-01.").arg(quoted(p), p.name);
        if (!hasMember(state, p.argument))
            return PlaceholderText::tr("%1: there is no node “%2” in the scene's lab %3.")
                .arg(quoted(p), p.argument,
                     atStart ? PlaceholderText::tr("as it starts") : PlaceholderText::tr("after its action"));
        return {};
    }
    if (measure->takesNumber) {
        bool ok = false;
        const int value = p.argument.toInt(&ok);
        if (!ok || value < 1 || value > kMaxSweptReplicas)
            return PlaceholderText::tr("%1 needs a number of replicas from 1 to %2: %3:160.")
                .arg(quoted(p))
                .arg(kMaxSweptReplicas)
                .arg(p.name);
        return {};
    }
    if (!p.argument.isEmpty())
        return PlaceholderText::tr("%1 takes no argument.").arg(quoted(p));
    if (measure->unit == Unit::Count && p.decimals && *p.decimals != 0)
        return PlaceholderText::tr("%1: a count has no decimals.").arg(quoted(p));
    return {};
}

QString ecommerceText(const TextPlaceholder& p, const QString& language)
{
    const EcommerceConfig config;
    if (p.argument == QLatin1String("requests-per-second"))
        return countText(config.requestsPerSecond, language);
    if (p.argument == QLatin1String("hit-rate"))
        return percentText(config.hitRate * 100.0, p.decimals.value_or(0), language);
    if (p.argument == QLatin1String("keys"))
        return countText(static_cast<double>(config.keys.size()), language);
    return percentText(config.maxOfFair * 100.0, p.decimals.value_or(0), language);
}

QString labMeasureText(const TextPlaceholder& p, const PlaceholderScope& scope, const QString& language)
{
    const bool atStart = p.name.startsWith(kStartPrefix);
    const QString name = atStart ? p.name.mid(kStartPrefix.size()) : p.name;
    const LabMeasure& measure = *findLabMeasure(name);
    const LabState& state = atStart ? *scope.start : *scope.end;
    const int decimals = p.decimals.value_or(2);
    if (name == QLatin1String("std-dev-at-replicas"))
        return percentText(sweptStdDev(state, p.argument.toInt()) * 100.0, decimals, language);
    const SceneRun& run = sceneRun(*scope.start, *scope.end, measure.needsCompare ? state.compareAlgorithm : std::nullopt);
    const StateFigures& figures = atStart ? run.start : run.end;
    const LoadStatistics& stats = figures.stats;
    const auto mostOrLeast = [&](bool most) {
        const auto found = std::max_element(stats.members.begin(), stats.members.end(),
                                            [most](const MemberLoad& a, const MemberLoad& b) {
                                                return most ? a.ofFair < b.ofFair : a.ofFair > b.ofFair;
                                            });
        return found == stats.members.end() ? QString() : fromStd(found->id);
    };
    if (name == QLatin1String("moved") || name == QLatin1String("compare-moved"))
        return percentText(figures.diff->movedFraction() * 100.0, decimals, language);
    if (name == QLatin1String("moved-keys") || name == QLatin1String("compare-moved-keys"))
        return countText(static_cast<double>(figures.diff->movedKeys), language);
    if (name == QLatin1String("ideal"))
        return percentText(figures.diff->idealFraction * 100.0, decimals, language);
    if (name == QLatin1String("peak-of-fair"))
        return percentText(stats.peakOfFair * 100.0, decimals, language);
    if (name == QLatin1String("least-of-fair"))
        return percentText(stats.minOfFair * 100.0, decimals, language);
    if (name == QLatin1String("most-loaded"))
        return mostOrLeast(true);
    if (name == QLatin1String("least-loaded"))
        return mostOrLeast(false);
    if (name == QLatin1String("std-dev"))
        return percentText(stats.relativeStdDev * 100.0, decimals, language);
    if (name == QLatin1String("share-of"))
        return percentText(loadOf(stats, p.argument)->share * 100.0, decimals, language);
    if (name == QLatin1String("keys-of"))
        return countText(static_cast<double>(loadOf(stats, p.argument)->keys), language);
    if (name == QLatin1String("key-count"))
        return countText(static_cast<double>(figures.keys), language);
    return countText(static_cast<double>(figures.ringPoints), language);  // ring-points
}

QString figureOf(const TextPlaceholder& p, const PlaceholderScope& scope, const QString& language)
{
    if (p.name == kExperiment || p.name == kArticle) {
        const Experiment& experiment = *findExperiment(p.argument.toStdString());
        return figureText(p.name == kArticle ? experiment.article : experimentResult(experiment).measured, p.decimals,
                          language);
    }
    if (p.name == kEcommerce)
        return ecommerceText(p, language);
    if (p.name == kFrom || p.name == kTo) {
        const double value = p.name == kFrom ? scope.choiceRange->first : scope.choiceRange->second;
        return numberText(value, p.decimals.value_or(value == std::floor(value) ? 0 : 2), language);
    }
    return labMeasureText(p, scope, language);
}

// "name", "name:argument" or either with "|decimals", the name in lower-case letters, digits
// and "-": what a placeholder looks like, as opposed to braces in prose ("{a, b}").
bool hasPlaceholderShape(const QString& inside)
{
    static const QRegularExpression shape(QStringLiteral("^[a-z][a-z0-9-]*(:[^{}\\s|]*)?(\\|[0-9]+)?$"));
    return shape.match(inside).hasMatch();
}

}  // namespace

std::variant<std::vector<TextPlaceholder>, QString> findPlaceholders(const QString& text, BraceRule rule)
{
    const bool lenient = rule == BraceRule::Lenient;
    std::vector<TextPlaceholder> found;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('}')) {
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('}')) {
                ++i;
                continue;
            }
            if (lenient)
                continue;
            return PlaceholderText::tr("a “}” at character %1 closes no placeholder (write “}}” for a brace).").arg(i + 1);
        }
        if (c != QLatin1Char('{'))
            continue;
        if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('{')) {
            ++i;
            continue;
        }
        const qsizetype close = text.indexOf(QLatin1Char('}'), i + 1);
        const qsizetype nextOpen = text.indexOf(QLatin1Char('{'), i + 1);
        if (lenient && (close < 0 || (nextOpen >= 0 && nextOpen < close) || !hasPlaceholderShape(text.mid(i + 1, close - i - 1))))
            continue;
        if (close < 0 || (nextOpen >= 0 && nextOpen < close))
            return PlaceholderText::tr("the placeholder starting “%1” is never closed with “}” (write “{{” for a brace).")
                .arg(text.mid(i, 24));
        TextPlaceholder placeholder;
        placeholder.spelled = text.mid(i, close - i + 1);
        placeholder.position = i;
        QString inside = text.mid(i + 1, close - i - 1);
        if (const qsizetype bar = inside.indexOf(QLatin1Char('|')); bar >= 0) {
            bool ok = false;
            const int decimals = inside.mid(bar + 1).toInt(&ok);
            if (!ok || decimals < 0 || decimals > 6)
                return PlaceholderText::tr("%1: after “|” comes a number of decimals from 0 to 6.").arg(placeholder.spelled);
            placeholder.decimals = decimals;
            inside.truncate(bar);
        }
        if (const qsizetype colon = inside.indexOf(QLatin1Char(':')); colon >= 0) {
            placeholder.argument = inside.mid(colon + 1);
            inside.truncate(colon);
        }
        placeholder.name = inside;
        if (placeholder.name.isEmpty() || placeholder.name.trimmed() != placeholder.name)
            return PlaceholderText::tr("%1 has no name (expected one of %2).").arg(placeholder.spelled, placeholderNames());
        found.push_back(std::move(placeholder));
        i = close;
    }
    return found;
}

QString checkPlaceholders(const QString& text, const PlaceholderScope& scope, BraceRule rule)
{
    auto found = findPlaceholders(text, rule);
    if (const auto* problem = std::get_if<QString>(&found))
        return *problem;
    for (const TextPlaceholder& placeholder : std::get<std::vector<TextPlaceholder>>(found))
        if (QString problem = problemWith(placeholder, scope); !problem.isEmpty())
            return problem;
    return {};
}

QString fillPlaceholders(const QString& text, const PlaceholderScope& scope, const QString& language, BraceRule rule)
{
    const auto found = std::get<std::vector<TextPlaceholder>>(findPlaceholders(text, rule));
    QString filled;
    qsizetype from = 0;
    const auto literal = [&](qsizetype end) {
        QString part = text.mid(from, end - from);
        part.replace(QStringLiteral("{{"), QStringLiteral("{")).replace(QStringLiteral("}}"), QStringLiteral("}"));
        filled += part;
    };
    for (const TextPlaceholder& placeholder : found) {
        literal(placeholder.position);
        filled += figureOf(placeholder, scope, language);
        from = placeholder.position + placeholder.spelled.size();
    }
    literal(text.size());
    return filled;
}

QString placeholderNames()
{
    QStringList names;
    for (const LabMeasure& measure : kLabMeasures)
        names << QString::fromLatin1(measure.name) + (measure.takesMember ? QStringLiteral(":NODE")
                                                      : measure.takesNumber ? QStringLiteral(":N")
                                                                            : QString());
    names << QStringLiteral("start-…") << QStringLiteral("experiment:ID") << QStringLiteral("article:ID")
          << QStringLiteral("ecommerce:") + kEcommerceFacts.join(QLatin1Char('|')) << kFrom << kTo;
    return names.join(QStringLiteral(", "));
}

}  // namespace ringlab
