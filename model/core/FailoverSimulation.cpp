// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/FailoverSimulation.h"

#include "model/core/NamedChoice.h"
#include "model/core/Assignment.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace ringlab {

namespace {

constexpr ChoiceTable<NodeEventKind, 4> kNodeEvents{{
    {NodeEventKind::Kill, "kill", RINGLAB_TRANSLATE_NOOP("Simulation", "Kill")},
    {NodeEventKind::Revive, "revive", RINGLAB_TRANSLATE_NOOP("Simulation", "Revive")},
    {NodeEventKind::SlowDown, "slow", RINGLAB_TRANSLATE_NOOP("Simulation", "Slow down")},
    {NodeEventKind::Flap, "flap", RINGLAB_TRANSLATE_NOOP("Simulation", "Flap")},
}};
constexpr auto kNodeEventKinds = choiceValues(kNodeEvents);
constexpr std::size_t kNoNode = SIZE_MAX;
constexpr double kMaxSteps = 1'000'000.0;
constexpr double kMaxRequests = 2e9;
// Every node's cache contents are a bit per key, and every ring change re-places every key.
constexpr std::size_t kMaxFollowedKeys = 5'000'000;
constexpr std::size_t kMaxKeyNodeBits = 400'000'000;  // 50 MB of cache flags

void requireRange(double value, double min, double max, const std::string& what)
{
    if (!(value >= min && value <= max))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "%1 must be between %2 and %3, got %4"),
            {std::string(what), ValidationError::number(min), ValidationError::number(max), ValidationError::number(value)});
}

// A simulated cache server: whether it answers at a given time and what it holds.
struct SimulatedNode {
    bool killed = false;
    double timeoutShare = 0.0;
    double flapStart = 0.0, flapPeriod = 0.0, flapUntil = -1.0;  // inactive when until < start
    std::vector<bool> holds;  // per key index

    bool reachable(double t) const
    {
        if (killed)
            return false;
        if (t >= flapStart && t < flapUntil) {
            const auto phase = static_cast<std::uint64_t>(std::floor((t - flapStart) / flapPeriod));
            return phase % 2 == 1;
        }
        return true;
    }
    void apply(const NodeEvent& event)
    {
        switch (event.kind) {
        case NodeEventKind::Kill:
            killed = true;
            std::fill(holds.begin(), holds.end(), false);
            break;
        case NodeEventKind::Revive:
            killed = false;
            timeoutShare = 0.0;
            flapUntil = -1.0;
            break;
        case NodeEventKind::SlowDown: timeoutShare = event.timeoutShare; break;
        case NodeEventKind::Flap:
            flapStart = event.atSeconds;
            flapPeriod = event.flapPeriodSeconds;
            flapUntil = event.untilSeconds;
            break;
        }
    }
};

// Owner (node index) of every key under the client's current ring.
std::vector<std::size_t> currentOwners(const FailoverClient& client,
                                       std::span<const KeyHash> hashes)
{
    std::vector<std::size_t> owners(hashes.size(), kNoNode);
    if (const Placement* placement = client.placement()) {
        const Assignment assignment = assignHashes(*placement, hashes);
        const auto ringNodes = client.ringNodes();
        for (std::size_t k = 0; k < owners.size(); ++k)
            owners[k] = ringNodes[assignment.owners[k]];
    }
    return owners;
}

std::size_t nodeIndex(const FailoverConfig& config, const std::string& id)
{
    for (std::size_t i = 0; i < config.nodes.size(); ++i)
        if (config.nodes[i].id == id)
            return i;
    throw ValidationError(
        RINGLAB_TRANSLATE_NOOP("ValidationError", "event names node \"%1\", which is not one of the nodes"),
        {std::string(id)});
}

}  // namespace

std::span<const NodeEventKind> allNodeEventKinds() noexcept { return kNodeEventKinds; }

const char* nodeEventLabel(NodeEventKind kind) noexcept
{
    return choiceOf(kNodeEvents, kind).label;
}

FailoverConfig flappingConfig(MembershipPolicyKind policy)
{
    FailoverConfig config;
    config.nodes = numberedMembers("cache-", 8);
    config.policy.kind = policy;
    config.keys = KeySet::fromPattern("user:{i}", 100'000);
    config.popularity = {PopularityKind::Zipf, 0.8};
    config.requestsPerSecond = 5'000.0;
    config.warmHitRate = 0.94;
    config.stepSeconds = 1.0;
    config.durationSeconds = 600.0;
    NodeEvent flap;
    flap.kind = NodeEventKind::Flap;
    flap.atSeconds = 60.0;
    flap.node = "cache-03";
    flap.flapPeriodSeconds = 3.0;
    flap.untilSeconds = 480.0;
    config.events = {flap};
    return config;
}

void validateFailoverConfig(const FailoverConfig& config)
{
    validateMembers(config.nodes);
    validateMembershipPolicy(config.policy);
    validateFailoverDepth(config.failoverDepth, config.nodes.size());
    if (config.keys.size() == 0)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the key set is empty"), {});
    if (config.keys.size() > kMaxFollowedKeys || config.keys.size() * config.nodes.size() > kMaxKeyNodeBits)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError",
                                   "the failover simulation follows every key on every node: %1 keys × %2 nodes is "
                                   "over its limit (at most %3 keys and %4 keys × nodes)"),
            {std::to_string(config.keys.size()), std::to_string(config.nodes.size()), std::to_string(kMaxFollowedKeys),
             std::to_string(kMaxKeyNodeBits)});
    KeySampler(config.popularity, config.keys.size());  // validates the exponent
    requireRange(config.requestsPerSecond, 0.0, 1e8, RINGLAB_TRANSLATE_NOOP("ValidationError", "requests per second"));
    requireRange(config.warmHitRate, 0.0, 1.0, RINGLAB_TRANSLATE_NOOP("ValidationError", "warm hit rate"));
    if (!(config.stepSeconds > 0.0) || !(config.durationSeconds > 0.0) ||
        !std::isfinite(config.durationSeconds) ||
        config.durationSeconds / config.stepSeconds > kMaxSteps)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "duration %1 s in steps of %2 s: both must be > 0 and give at most 1,000,000 steps"),
            {ValidationError::number(config.durationSeconds), ValidationError::number(config.stepSeconds)});
    if (config.requestsPerSecond * config.durationSeconds > kMaxRequests)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "requests per second × duration is over 2,000,000,000 requests"),
            {});
    for (const NodeEvent& event : config.events) {
        nodeIndex(config, event.node);
        requireRange(event.atSeconds, 0.0, 1e9, RINGLAB_TRANSLATE_NOOP("ValidationError", "event time"));
        requireRange(event.timeoutShare, 0.0, 1.0, RINGLAB_TRANSLATE_NOOP("ValidationError", "time-out share"));
        if (event.kind == NodeEventKind::Flap && !(event.flapPeriodSeconds > 0.0))
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError", "flap period must be > 0, got %1"),
                {ValidationError::number(event.flapPeriodSeconds)});
    }
}

FailoverResult runFailoverSimulation(const FailoverConfig& config, const RunControl& control,
                                     const std::function<void(const FailoverStep&)>& onStep)
{
    validateFailoverConfig(config);
    const std::size_t nodeCount = config.nodes.size();
    const std::size_t keyCount = config.keys.size();
    FailoverClient client(config.placement, config.nodes, config.failoverDepth, config.policy);
    const auto hashes = config.keys.hashes(client.placement()->keyHash());

    FailoverResult result;
    for (const Member& node : config.nodes)
        result.nodes.push_back(node.id);
    const std::vector<std::size_t> homeOwners = currentOwners(client, *hashes);
    result.homeKeysPerNode.assign(nodeCount, 0);
    for (const std::size_t owner : homeOwners)
        ++result.homeKeysPerNode[owner];

    std::vector<SimulatedNode> nodes(nodeCount);
    for (std::size_t i = 0; i < nodeCount; ++i)
        nodes[i].holds.assign(keyCount, false);
    for (std::size_t k = 0; k < keyCount; ++k)
        nodes[homeOwners[k]].holds[k] = true;

    std::vector<std::pair<NodeEvent, std::size_t>> events;
    for (const NodeEvent& event : config.events)
        events.emplace_back(event, nodeIndex(config, event.node));
    std::stable_sort(events.begin(), events.end(), [](const auto& a, const auto& b) {
        return a.first.atSeconds < b.first.atSeconds;
    });

    SimulationRandom random(config.seed);
    KeySampler sampler(config.popularity, keyCount);
    std::vector<std::size_t> owners = homeOwners;
    std::size_t awayFromHome = 0;
    std::size_t nextEvent = 0;
    std::vector<std::size_t> candidates;
    const auto healthCheck = [&](std::size_t node, double t) {
        return nodes[node].reachable(t) &&
               (nodes[node].timeoutShare <= 0.0 || !random.chance(nodes[node].timeoutShare));
    };

    const auto stepCount =
        static_cast<std::size_t>(std::ceil(config.durationSeconds / config.stepSeconds - 1e-9));
    for (std::size_t s = 0; s < stepCount; ++s) {
        const double t0 = static_cast<double>(s) * config.stepSeconds;
        const double t1 = std::min(config.durationSeconds, t0 + config.stepSeconds);
        const auto requestCount = static_cast<std::size_t>(
            std::llround(config.requestsPerSecond * t1) - std::llround(config.requestsPerSecond * t0));
        FailoverStep step;
        step.timeSeconds = t0;
        step.requestsPerNode.assign(nodeCount, 0);
        const std::uint64_t versionAtStart = client.membershipVersion();
        std::uint64_t versionSeen = versionAtStart;
        const auto followRingChanges = [&] {
            if (client.membershipVersion() == versionSeen)
                return;
            versionSeen = client.membershipVersion();
            // Re-placing every key is the slow part of a churning step: cancel can stop it here.
            control.checkpoint(static_cast<double>(s) / static_cast<double>(stepCount));
            const auto now = currentOwners(client, *hashes);
            for (std::size_t k = 0; k < keyCount; ++k) {
                if (now[k] != owners[k]) {
                    ++step.keysRemapped;
                    // While the key lives on its new owner, writes go there: the copy it left
                    // behind is stale and may not be served when the key comes back. This is
                    // what churn costs: every remap is a miss now and another one on return.
                    nodes[owners[k]].holds[k] = false;
                    if (owners[k] != homeOwners[k])
                        --awayFromHome;
                    if (now[k] != homeOwners[k])
                        ++awayFromHome;
                }
            }
            owners = now;
        };
        const auto applyEventsUntil = [&](double t) {
            while (nextEvent < events.size() && events[nextEvent].first.atSeconds <= t) {
                nodes[events[nextEvent].second].apply(events[nextEvent].first);
                ++nextEvent;
            }
        };

        for (std::size_t j = 0; j < requestCount; ++j) {
            const double t = t0 + (t1 - t0) * static_cast<double>(j) / static_cast<double>(requestCount);
            applyEventsUntil(t);
            client.reviveDue(t, [&](std::size_t node) { return healthCheck(node, t); });
            const std::size_t key = sampler.next(random);
            client.candidates((*hashes)[key], candidates);
            bool served = false;
            for (const std::size_t node : candidates) {
                SimulatedNode& target = nodes[node];
                const bool answers = target.reachable(t) &&
                                     (target.timeoutShare <= 0.0 || !random.chance(target.timeoutShare));
                if (!answers) {
                    ++step.failedAttempts;
                    client.recordFailure(node, t);
                    continue;
                }
                client.recordSuccess(node, t);
                ++step.requestsPerNode[node];
                const bool fresh = config.warmHitRate >= 1.0 || random.chance(config.warmHitRate);
                if (target.holds[key] && fresh) {
                    ++step.cacheHits;
                } else {
                    ++step.cacheMisses;
                    if (config.fillOnMiss)
                        target.holds[key] = true;
                }
                served = true;
                break;
            }
            if (!served)
                ++step.hardFailures;
            followRingChanges();
        }
        // Events and revivals due in a step without traffic still happen.
        applyEventsUntil(t1 - 1e-12);
        client.reviveDue(t1 - 1e-12, [&](std::size_t node) { return healthCheck(node, t1); });
        followRingChanges();

        step.requests = requestCount;
        step.hitRate = requestCount == 0 ? 0.0
                                         : static_cast<double>(step.cacheHits) /
                                               static_cast<double>(requestCount);
        step.databaseReadsPerSecond =
            static_cast<double>(step.cacheMisses + step.hardFailures) / (t1 - t0);
        step.shareAwayFromHome = static_cast<double>(awayFromHome) / static_cast<double>(keyCount);
        step.reachable.resize(nodeCount);
        step.inRing.resize(nodeCount);
        for (std::size_t i = 0; i < nodeCount; ++i) {
            step.reachable[i] = nodes[i].reachable(t1 - 1e-12);
            step.inRing[i] = client.inRing(i);
        }
        step.membershipVersion = client.membershipVersion();
        step.membershipChanges = static_cast<std::size_t>(client.membershipVersion() - versionAtStart);

        result.requests += step.requests;
        result.cacheHits += step.cacheHits;
        result.cacheMisses += step.cacheMisses;
        result.hardFailures += step.hardFailures;
        result.keysRemapped += step.keysRemapped;
        result.peakDatabaseReadsPerSecond =
            std::max(result.peakDatabaseReadsPerSecond, step.databaseReadsPerSecond);
        if (onStep)
            onStep(step);
        result.steps.push_back(std::move(step));
        control.checkpoint(static_cast<double>(s + 1) / static_cast<double>(stepCount));
    }
    result.changes = client.changes();
    result.meanDatabaseReadsPerSecond =
        static_cast<double>(result.cacheMisses + result.hardFailures) / config.durationSeconds;
    for (std::size_t i = 0; i < nodeCount; ++i)
        if (client.inRing(i))
            result.healthyNodesAtEnd.push_back(config.nodes[i].id);
    return result;
}

PolicyComparison runPolicyComparison(const FailoverConfig& config, const RunControl& control)
{
    PolicyComparison comparison;
    FailoverConfig run = config;
    run.policy.kind = MembershipPolicyKind::FixedPenalty;
    comparison.fixedPenalty = runFailoverSimulation(run, control.part(0.0, 0.5));
    run.policy.kind = MembershipPolicyKind::ConsecutiveFailures;
    comparison.consecutiveFailures = runFailoverSimulation(run, control.part(0.5, 1.0));
    return comparison;
}

const FailoverStep* firstStepFrom(const FailoverResult& result, double seconds) noexcept
{
    for (const FailoverStep& step : result.steps) {
        if (step.timeSeconds + 1e-9 >= seconds)
            return &step;
    }
    return nullptr;
}

}  // namespace ringlab
