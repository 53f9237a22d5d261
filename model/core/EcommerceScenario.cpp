// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/EcommerceScenario.h"

#include "model/core/AssignmentDiff.h"
#include "model/core/Parallel.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <mutex>

namespace ringlab {

namespace {

constexpr std::array kRequirements{Requirement::GrowWithoutMissStorm, Requirement::SurviveNodeLoss,
                                   Requirement::BalancedLoad, Requirement::NoCoordinator,
                                   Requirement::MixedHardware};
constexpr std::size_t kChunkKeys = std::size_t{1} << 20;
constexpr std::size_t kNone = SIZE_MAX;

// For each member of `from`, its index in `to` (kNone when it is not there).
std::vector<std::size_t> memberMapping(const std::vector<Member>& from, const std::vector<Member>& to)
{
    std::vector<std::size_t> mapping(from.size(), kNone);
    for (std::size_t i = 0; i < from.size(); ++i)
        for (std::size_t j = 0; j < to.size(); ++j)
            if (from[i].id == to[j].id)
                mapping[i] = j;
    return mapping;
}

// One algorithm's three placements and what the keys counted so far did under them.
struct AlgorithmRun {
    std::unique_ptr<Placement> before, after, afterLoss;
    std::vector<std::size_t> beforeToAfter, afterToLoss;
    std::size_t keyHash = 0;  // index of its placement's key hash among the run's distinct ones
    std::vector<std::size_t> keysBefore, keysAfter;
    std::size_t movedOnGrowth = 0, movedOnLoss = 0;
};

// Keys per unit of weight on the heaviest members over the same on the lightest.
double weightClassRatio(const LoadStatistics& load)
{
    double heaviest = 0.0, lightest = INFINITY;
    for (const MemberLoad& m : load.members) {
        heaviest = std::max(heaviest, m.weight);
        lightest = std::min(lightest, m.weight);
    }
    if (heaviest == lightest)
        return 1.0;
    double heavyKeys = 0.0, heavyWeight = 0.0, lightKeys = 0.0, lightWeight = 0.0;
    for (const MemberLoad& m : load.members) {
        if (m.weight == heaviest) {
            heavyKeys += static_cast<double>(m.keys);
            heavyWeight += m.weight;
        } else if (m.weight == lightest) {
            lightKeys += static_cast<double>(m.keys);
            lightWeight += m.weight;
        }
    }
    if (lightKeys == 0.0)
        return INFINITY;
    return (heavyKeys / heavyWeight) / (lightKeys / lightWeight);
}

}  // namespace

std::span<const Requirement> allRequirements() noexcept { return kRequirements; }

std::string_view requirementName(Requirement requirement) noexcept
{
    switch (requirement) {
    case Requirement::GrowWithoutMissStorm: return "grow";
    case Requirement::SurviveNodeLoss: return "node-loss";
    case Requirement::BalancedLoad: return "balance";
    case Requirement::NoCoordinator: return "no-coordinator";
    case Requirement::MixedHardware: return "mixed-hardware";
    }
    return "grow";
}

const char* requirementLabel(Requirement requirement) noexcept
{
    switch (requirement) {
    case Requirement::GrowWithoutMissStorm:
        return RINGLAB_TRANSLATE_NOOP("Simulation", "Grow 8 → 12 without a miss storm");
    case Requirement::SurviveNodeLoss:
        return RINGLAB_TRANSLATE_NOOP("Simulation", "Survive losing a node, bounded blast radius");
    case Requirement::BalancedLoad:
        return RINGLAB_TRANSLATE_NOOP("Simulation", "No node above 120 % of its fair share");
    case Requirement::NoCoordinator:
        return RINGLAB_TRANSLATE_NOOP("Simulation", "No coordinator on the read path");
    case Requirement::MixedHardware:
        return RINGLAB_TRANSLATE_NOOP("Simulation", "64 GB and 16 GB nodes carry different loads");
    }
    return "";
}

std::vector<Member> EcommerceConfig::ecommerceFleet(std::size_t count)
{
    std::vector<Member> fleet;
    const auto name = [](const char* size, std::size_t number) {
        char text[32];
        std::snprintf(text, sizeof text, "redis-%s-%02zu", size, number);
        return std::string(text);
    };
    for (std::size_t i = 1; i <= 4 && fleet.size() < count; ++i)
        fleet.push_back({name("64g", i), 4.0});
    for (std::size_t i = 1; i <= 4 && fleet.size() < count; ++i)
        fleet.push_back({name("16g", i), 1.0});
    for (std::size_t i = 5; fleet.size() < count; ++i) {
        fleet.push_back({name("64g", i), 4.0});
        if (fleet.size() < count)
            fleet.push_back({name("16g", i), 1.0});
    }
    return fleet;
}

bool AlgorithmOutcome::allHold() const noexcept
{
    return std::all_of(requirements.begin(), requirements.end(),
                       [](const RequirementCheck& check) { return check.holds; });
}

void validateEcommerceConfig(const EcommerceConfig& config)
{
    validateMembers(config.before);
    validateMembers(config.after);
    if (std::none_of(config.after.begin(), config.after.end(),
                     [&](const Member& m) { return m.id == config.lostNode; }))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "lost node \"%1\" is not in the grown fleet"),
            {std::string(config.lostNode)});
    if (config.after.size() < 2)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the grown fleet needs at least two nodes to lose one"),
            {});
    if (config.keys.size() == 0)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the key set is empty"), {});
    if (!(config.requestsPerSecond >= 0.0) || !std::isfinite(config.requestsPerSecond))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "requests per second must be ≥ 0, got %1"),
            {ValidationError::number(config.requestsPerSecond)});
    if (!(config.hitRate >= 0.0 && config.hitRate <= 1.0))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "hit rate must be between 0 and 1, got %1"),
            {ValidationError::number(config.hitRate)});
    if (config.replicas < 1)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "replicas must be at least 1, got %1"),
            {std::to_string(config.replicas)});
    if (!(config.maxOfFair >= 1.0) || !(config.stormFactor >= 1.0))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the balance limit and the storm factor must be at least 1"),
            {});
    if (config.algorithms.empty())
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "no algorithm to compare"), {});
}

EcommerceResult runEcommerceScenario(const EcommerceConfig& config, const RunControl& control)
{
    validateEcommerceConfig(config);
    const auto started = std::chrono::steady_clock::now();
    std::vector<Member> afterLoss;
    for (const Member& m : config.after)
        if (m.id != config.lostNode)
            afterLoss.push_back(m);

    std::vector<AlgorithmRun> runs;
    for (const Algorithm algorithm : config.algorithms) {
        AlgorithmRun run;
        run.before = makePlacement({algorithm, config.hash, config.replicas}, config.before);
        run.after = run.before->withMembers(config.after);
        run.afterLoss = run.after->withMembers(afterLoss);
        run.beforeToAfter = memberMapping(config.before, config.after);
        run.afterToLoss = memberMapping(config.after, afterLoss);
        run.keysBefore.assign(config.before.size(), 0);
        run.keysAfter.assign(config.after.size(), 0);
        runs.push_back(std::move(run));
    }
    // Each key is hashed once per distinct key hash: the selected hash, the Redis slot, MD5
    // for ketama, xxHash64 for Envoy's placements, Cassandra's token.
    std::vector<HashFunction> keyHashes;
    for (AlgorithmRun& run : runs) {
        const HashFunction& own = run.before->keyHash();
        const auto same = std::find_if(keyHashes.begin(), keyHashes.end(), [&](const HashFunction& h) {
            return h.id == own.id && h.modulus == own.modulus;
        });
        run.keyHash = static_cast<std::size_t>(same - keyHashes.begin());
        if (same == keyHashes.end())
            keyHashes.push_back(own);
    }

    const std::size_t keyCount = config.keys.size();
    std::mutex merge;
    for (std::size_t chunk = 0; chunk < keyCount; chunk += kChunkKeys) {
        const std::size_t chunkEnd = std::min(keyCount, chunk + kChunkKeys);
        parallelFor(chunkEnd - chunk, [&](std::size_t b, std::size_t e) {
            const std::size_t count = e - b;
            std::vector<std::vector<KeyHash>> hashes(keyHashes.size(), std::vector<KeyHash>(count));
            config.keys.forEachKey(chunk + b, chunk + e, [&](std::size_t i, std::string_view key) {
                for (std::size_t h = 0; h < keyHashes.size(); ++h)
                    hashes[h][i - chunk - b] = keyHashes[h].hash(key);
            });
            std::vector<MemberIndex> before(count), after(count), loss(count);
            for (AlgorithmRun& run : runs) {
                const std::span<const KeyHash> keys = hashes[run.keyHash];
                run.before->assign(keys, before);
                run.after->assign(keys, after);
                run.afterLoss->assign(keys, loss);
                std::vector<std::size_t> keysBefore(run.keysBefore.size(), 0),
                    keysAfter(run.keysAfter.size(), 0);
                std::size_t movedOnGrowth = 0, movedOnLoss = 0;
                for (std::size_t i = 0; i < count; ++i) {
                    ++keysBefore[before[i]];
                    ++keysAfter[after[i]];
                    movedOnGrowth += run.beforeToAfter[before[i]] != after[i];
                    movedOnLoss += run.afterToLoss[after[i]] != loss[i];
                }
                const std::lock_guard lock(merge);
                for (std::size_t m = 0; m < keysBefore.size(); ++m)
                    run.keysBefore[m] += keysBefore[m];
                for (std::size_t m = 0; m < keysAfter.size(); ++m)
                    run.keysAfter[m] += keysAfter[m];
                run.movedOnGrowth += movedOnGrowth;
                run.movedOnLoss += movedOnLoss;
            }
        }, 1 << 14);
        control.checkpoint(static_cast<double>(chunkEnd) / static_cast<double>(keyCount));
    }

    EcommerceResult result;
    result.keys = keyCount;
    const double r = config.requestsPerSecond, h = config.hitRate;
    result.baselineDatabaseReadsPerSecond = r * (1.0 - h);
    const double keys = static_cast<double>(keyCount);
    const double idealOnGrowth = idealMovedFraction(config.before, config.after);
    const double idealOnLoss = idealMovedFraction(config.after, afterLoss);
    for (std::size_t a = 0; a < runs.size(); ++a) {
        const AlgorithmRun& run = runs[a];
        AlgorithmOutcome outcome;
        outcome.algorithm = config.algorithms[a];
        outcome.movedOnGrowth = static_cast<double>(run.movedOnGrowth) / keys;
        outcome.idealOnGrowth = idealOnGrowth;
        outcome.databaseReadsPerSecondDuringGrowth = r * (1.0 - h) + r * h * outcome.movedOnGrowth;
        outcome.movedOnLoss = static_cast<double>(run.movedOnLoss) / keys;
        outcome.idealOnLoss = idealOnLoss;
        outcome.databaseReadsPerSecondDuringLoss = r * (1.0 - h) + r * h * outcome.movedOnLoss;
        const LoadStatistics loadBefore = computeLoadStatistics(config.before, run.keysBefore);
        outcome.loadAfter = computeLoadStatistics(config.after, run.keysAfter);
        outcome.peakOfFairBefore = loadBefore.peakOfFair;
        outcome.peakOfFairAfter = outcome.loadAfter.peakOfFair;
        for (const MemberLoad& m : outcome.loadAfter.members)
            if (m.ofFair == outcome.peakOfFairAfter)
                outcome.peakNodeAfter = m.id;
        outcome.weightClassRatio = weightClassRatio(outcome.loadAfter);

        const double growthRatio = outcome.movedOnGrowth / std::max(idealOnGrowth, 1e-12);
        const double lossRatio = outcome.movedOnLoss / std::max(idealOnLoss, 1e-12);
        const double peak = outcome.peakOfFair();
        const bool coordinator = outcome.algorithm == Algorithm::Directory;
        const double classRatio = outcome.weightClassRatio;
        outcome.requirements = {
            {Requirement::GrowWithoutMissStorm, growthRatio <= config.stormFactor, growthRatio,
             config.stormFactor},
            {Requirement::SurviveNodeLoss, lossRatio <= config.stormFactor, lossRatio, config.stormFactor},
            {Requirement::BalancedLoad, peak <= config.maxOfFair, peak, config.maxOfFair},
            {Requirement::NoCoordinator, !coordinator, coordinator ? 1.0 : 0.0, 0.0},
            {Requirement::MixedHardware,
             classRatio <= config.maxOfFair && classRatio >= 1.0 / config.maxOfFair, classRatio,
             config.maxOfFair},
        };
        result.algorithms.push_back(std::move(outcome));
    }
    result.elapsedSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return result;
}

}  // namespace ringlab
