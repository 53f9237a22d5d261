// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/Experiments.h"

#include "model/core/AvalancheAnalysis.h"
#include "model/core/LookupBenchmark.h"
#include "model/core/Translatable.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <numeric>

namespace ringlab {

// ---- Figures and verdicts

std::string_view unitSymbol(FigureUnit unit) noexcept
{
    switch (unit) {
    case FigureUnit::Percent: return "%";
    case FigureUnit::PercentOfFair: return RINGLAB_TRANSLATE_NOOP("Experiment", "% of fair share");
    case FigureUnit::Ratio: return "×";
    case FigureUnit::Count: return "";
    case FigureUnit::Bytes: return "B";
    case FigureUnit::Kilobytes: return "KB";
    case FigureUnit::LookupsPerSecond: return RINGLAB_TRANSLATE_NOOP("Experiment", "lookups/s");
    case FigureUnit::RingPosition: return "";
    }
    return "";
}

std::string Figure::text() const
{
    return text(unitSymbol(unit));
}

std::string Figure::text(std::string_view unitText, const std::function<std::string(double, int)>& formatNumber) const
{
    std::string out;
    for (const double value : values) {
        if (!out.empty())
            out += " / ";
        if (std::isnan(value)) {
            out += "–";
            continue;
        }
        if (formatNumber) {
            out += formatNumber(value, decimals);
            continue;
        }
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
        out += buffer;
    }
    if (!out.empty() && !unitText.empty()) {
        if (unit != FigureUnit::Ratio)
            out += ' ';
        out.append(unitText);
    }
    return out;
}

std::string_view verdictName(Verdict verdict) noexcept
{
    switch (verdict) {
    case Verdict::Matches: return "matches";
    case Verdict::Differs: return "differs";
    case Verdict::Indicative: return "indicative";
    }
    return "";
}

Verdict judge(const Experiment& experiment, const Figure& measured)
{
    if (experiment.comparison == Comparison::NotComparable)
        return Verdict::Indicative;
    const auto& article = experiment.article.values;
    if (article.size() != measured.values.size())
        return Verdict::Differs;
    const double scale = std::pow(10.0, experiment.article.decimals);
    for (std::size_t i = 0; i < article.size(); ++i) {
        const double a = article[i];
        const double m = measured.values[i];
        if (std::isnan(a))
            continue;
        bool agrees = false;
        switch (experiment.comparison) {
        case Comparison::AtPrintedPrecision:
            agrees = std::abs(std::round(m * scale) - std::round(a * scale)) < 0.5;
            break;
        case Comparison::WithinTolerance: agrees = std::abs(m - a) <= experiment.tolerance; break;
        case Comparison::AtMost: agrees = m <= a; break;
        case Comparison::AtLeast: agrees = m >= a; break;
        case Comparison::NotComparable: agrees = true; break;
        }
        if (!agrees)
            return Verdict::Differs;
    }
    return Verdict::Matches;
}

std::vector<const char*> ExperimentOutcome::notes() const
{
    std::vector<const char*> notes;
    if (result.verdict == Verdict::Differs && *experiment->noteIfDiffers)
        notes.push_back(experiment->noteIfDiffers);
    if (*experiment->note)
        notes.push_back(experiment->note);
    return notes;
}

// ---- Theory

double expectedModuloMovedFraction(std::size_t before, std::size_t after) noexcept
{
    if (before == 0 || after == 0)
        return 1.0;
    const std::size_t common = std::lcm(before, after);
    return 1.0 - static_cast<double>(std::min(before, after)) / static_cast<double>(common);
}

double expectedRingRelativeStdDev(std::size_t members, std::size_t pointsPerMember) noexcept
{
    const auto n = static_cast<double>(members);
    const auto r = static_cast<double>(pointsPerMember);
    return std::sqrt((n - 1.0) / (n * r + 1.0));
}

double expectedLargestArcShare(std::size_t points) noexcept
{
    double harmonic = 0.0;
    for (std::size_t k = 1; k <= points; ++k)
        harmonic += 1.0 / static_cast<double>(k);
    return harmonic / static_cast<double>(points);
}

double expectedSmallestArcShare(std::size_t points) noexcept
{
    const auto n = static_cast<double>(points);
    return 1.0 / (n * n);
}

// ---- Failover

KillOutcome killMember(const Placement& placement, const KeySet& keys, std::string_view killed)
{
    const auto& members = placement.members();
    const auto found = std::find_if(members.begin(), members.end(),
                                    [&](const Member& m) { return m.id == killed; });
    if (found == members.end())
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "no node \"%1\" to kill"),
            {std::string(killed)});
    const auto killedIndex = static_cast<MemberIndex>(found - members.begin());

    KillOutcome outcome;
    outcome.keysPerMember.assign(members.size(), 0);
    outcome.missesServedBy.assign(members.size(), 0);
    const auto hashes = keys.hashes(placement.keyHash());
    std::vector<MemberIndex> owners;
    // The article's failoverDepth = 2: the owner, then the next distinct one.
    for (const KeyHash hash : *hashes) {
        placement.ownersOfHash(hash, 2, owners);
        ++outcome.keysPerMember[owners[0]];
        if (owners[0] != killedIndex) {
            ++outcome.servedFromCache;
        } else if (owners.size() > 1) {
            ++outcome.misses;
            ++outcome.missesServedBy[owners[1]];
        } else {
            ++outcome.hardFailures;
        }
    }
    return outcome;
}

// ---- The run

std::string englishKeySetWording(std::size_t count, std::string_view pattern)
{
    const std::string digits = std::to_string(count);
    std::string grouped;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            grouped += ',';
        grouped += digits[i];
    }
    return grouped + " keys " + std::string(pattern);
}

std::string ExperimentFleetChange::memberId(std::size_t index) const
{
    std::string number = std::to_string(index + 1);
    if (number.size() < static_cast<std::size_t>(digits))
        number.insert(0, static_cast<std::size_t>(digits) - number.size(), '0');
    return std::string(prefix) + number + std::string(port);
}

std::string englishFleetChangeWording(std::string_view first, std::string_view last, std::string_view added,
                                      std::string_view removed)
{
    return std::string(first) + " … " + std::string(last) + ", weight 1 → + " + std::string(added) + ", and → − " +
           std::string(removed);
}

namespace {

void replaceAll(std::string& text, std::string_view token, const std::string& by)
{
    for (auto at = text.find(token); at != std::string::npos; at = text.find(token, at + by.size()))
        text.replace(at, token.size(), by);
}

}  // namespace

std::string experimentSetup(std::string_view setup, const KeySetWording& keys, const FleetChangeWording& fleet)
{
    std::string text(setup);
    for (const ExperimentKeySet& set : {kSessionKeySet, kUserKeySet})
        replaceAll(text, set.token, keys(set.count, set.pattern));
    const ExperimentFleetChange& change = kSideBySideChange;
    std::string first = change.memberId(0);
    first.resize(first.size() - change.port.size());
    replaceAll(text, change.token,
               fleet(first, change.memberId(change.count - 1), change.memberId(change.count),
                     change.memberId(change.removed)));
    return text;
}

ExperimentContext::ExperimentContext(RunControl control)
    : control_(std::move(control)),
      sessionKeys_(KeySet::fromPattern(std::string(kSessionKeySet.pattern), kSessionKeySet.count)),
      userKeys_(KeySet::fromPattern(std::string(kUserKeySet.pattern), kUserKeySet.count))
{
}

const KeySet& ExperimentContext::materializedSessionKeys()
{
    if (materialized_.size() == 0)
        materialized_ = sessionKeys_.materialized();
    return materialized_;
}

const std::vector<double>& ExperimentContext::remember(
    const std::string& name, const std::function<std::vector<double>()>& measure)
{
    const auto found = remembered_.find(name);
    if (found != remembered_.end())
        return found->second;
    return remembered_.emplace(name, measure()).first->second;
}

void ExperimentContext::checkCancelled() const
{
    control_.throwIfCancelled();
}

std::vector<ExperimentOutcome> runExperiments(std::span<const std::string> ids,
                                              const RunControl& control,
                                              const std::function<void(const ExperimentOutcome&)>& done)
{
    std::vector<const Experiment*> chosen;
    for (const auto& id : ids) {
        const Experiment* experiment = findExperiment(id);
        if (!experiment)
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError", "no experiment \"%1\""),
                {std::string(id)});
        chosen.push_back(experiment);
    }
    if (ids.empty())
        for (const auto& experiment : experiments())
            chosen.push_back(&experiment);
    std::sort(chosen.begin(), chosen.end());  // catalogue order (one vector)
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());

    ExperimentContext context(control);
    std::vector<ExperimentOutcome> outcomes;
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        context.checkCancelled();
        const auto start = std::chrono::steady_clock::now();
        ExperimentOutcome outcome{chosen[i], chosen[i]->run(context), 0.0};
        outcome.result.verdict = judge(*chosen[i], outcome.result.measured);
        outcome.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        control.report(static_cast<double>(i + 1) / static_cast<double>(chosen.size()));
        if (done)
            done(outcome);
        outcomes.push_back(std::move(outcome));
    }
    return outcomes;
}

const Experiment* findExperiment(std::string_view id) noexcept
{
    const auto& all = experiments();
    const auto found =
        std::find_if(all.begin(), all.end(), [&](const Experiment& e) { return e.id == id; });
    return found == all.end() ? nullptr : &*found;
}

}  // namespace ringlab
