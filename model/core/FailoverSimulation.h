// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/FailoverClient.h"
#include "model/core/KeyPopularity.h"
#include "model/core/KeySet.h"
#include "model/core/RunControl.h"

#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

namespace ringlab {

// What happens to a simulated cache node on the timeline.
enum class NodeEventKind : std::uint8_t {
    Kill,      // the process dies: every request fails, its cache contents are lost
    Revive,    // back up (after a kill: with an empty cache); also ends a slowdown or flap
    SlowDown,  // a share of the requests to the node time out (0 ends the slowdown)
    Flap,      // unreachable for one period, reachable for the next, …, until `untilSeconds`;
               // the contents survive (a network flap, not a restart)
};

std::span<const NodeEventKind> allNodeEventKinds() noexcept;
const char* nodeEventLabel(NodeEventKind kind) noexcept;      // English, translatable

struct NodeEvent {
    NodeEventKind kind = NodeEventKind::Kill;
    double atSeconds = 0.0;
    std::string node;
    double timeoutShare = 1.0;       // SlowDown: share of requests that time out, 0 … 1
    double flapPeriodSeconds = 5.0;  // Flap
    double untilSeconds = std::numeric_limits<double>::infinity();  // Flap: reachable from then
};

// Time-stepped traffic from one client population (every client runs the same
// FailoverClient, so one stands for all) against simulated cache nodes, each with its own
// contents, and a database behind them (cache-aside: a miss reads the database).
//
// The defaults are the article's ShardedCache run: four nodes, keys user:0 … user:9999 warm
// on their owners, cache-02 killed at 1 s, then every key read once → 2,462 misses (24.6 %),
// 0 hard failures, cache-01, cache-03 and cache-04 healthy.
struct FailoverConfig {
    std::vector<Member> nodes = numberedMembers("cache-", 4);
    PlacementConfig placement;                  // ring, fnv1a-fmix32, 160 replicas
    std::size_t failoverDepth = 2;              // the article's default
    MembershipPolicy policy;                    // FixedPenalty, 10 s
    KeySet keys = KeySet::fromPattern("user:{i}", 10'000);
    KeyPopularity popularity{PopularityKind::Sweep, 1.0};
    double requestsPerSecond = 10'000.0;
    // Before any event every node holds the keys it owns; this share of requests to a held
    // key hits (the rest find an expired entry, read the database and refill).
    double warmHitRate = 1.0;
    bool fillOnMiss = true;                     // a miss writes the value to the node that answered
    double stepSeconds = 1.0;
    double durationSeconds = 2.0;
    std::vector<NodeEvent> events{{NodeEventKind::Kill, 1.0, "cache-02"}};
    std::uint64_t seed = 1;
};

// A flapping node against either policy: eight nodes, 100,000 keys, Zipf(0.8) traffic at
// 5,000 requests/s with a 94 % warm hit rate, cache-03 flapping every 3 s from 60 s to 480 s,
// 600 s in steps of 1 s.
FailoverConfig flappingConfig(MembershipPolicyKind policy);

// Throws ValidationError naming the wrong value (unknown event node, rates, times, …).
void validateFailoverConfig(const FailoverConfig& config);

// One time step [timeSeconds, timeSeconds + stepSeconds).
struct FailoverStep {
    double timeSeconds = 0.0;
    std::size_t requests = 0;
    std::size_t cacheHits = 0;
    std::size_t cacheMisses = 0;     // answered by a node without the key: a database read
    std::size_t hardFailures = 0;    // every candidate failed (the app reads the database)
    std::size_t failedAttempts = 0;  // time-outs and refusals, including ones a failover saved
    double hitRate = 0.0;            // hits / requests
    double databaseReadsPerSecond = 0.0;  // (misses + hard failures) / stepSeconds
    std::size_t keysRemapped = 0;    // keys whose owner changed in this step's ring changes
    double shareAwayFromHome = 0.0;  // keys now owned by another node than with every node in
    std::vector<std::size_t> requestsPerNode;  // answered by each node (config order)
    std::vector<bool> reachable;     // node answered (not killed, not in a flap's down phase)
    std::vector<bool> inRing;        // in the client's ring at the end of the step
    std::uint64_t membershipVersion = 0;  // at the end of the step
    std::size_t membershipChanges = 0;    // in this step
    // Misses over requests (0 for a step without requests): the article's "24.6 %".
    double missShare() const noexcept
    {
        return requests ? static_cast<double>(cacheMisses) / static_cast<double>(requests) : 0.0;
    }
};

struct FailoverResult {
    std::vector<std::string> nodes;
    std::vector<std::size_t> homeKeysPerNode;  // with every node in the ring ("Keys per node")
    std::vector<FailoverStep> steps;
    std::vector<MembershipChange> changes;
    std::size_t requests = 0, cacheHits = 0, cacheMisses = 0, hardFailures = 0;
    std::size_t keysRemapped = 0;              // summed over every ring change
    double missShare() const noexcept  // over the whole run
    {
        return requests ? static_cast<double>(cacheMisses) / static_cast<double>(requests) : 0.0;
    }
    double peakDatabaseReadsPerSecond = 0.0;
    double meanDatabaseReadsPerSecond = 0.0;  // misses and hard failures over the whole run
    std::vector<std::string> healthyNodesAtEnd;  // in the ring at the end, config order
};

// Runs the whole timeline; `onStep` (optional) sees each step as soon as it is done, on the
// running thread. Progress is the share of steps done. Throws ValidationError for a bad
// config, ComputationCancelled when cancelled.
FailoverResult runFailoverSimulation(const FailoverConfig& config,
                                     const RunControl& control = {},
                                     const std::function<void(const FailoverStep&)>& onStep = {});

// The first step that starts at or after `seconds` (null when the run ends before): an
// event's immediate effect, the article's "Killing cache-02..." figures.
const FailoverStep* firstStepFrom(const FailoverResult& result, double seconds) noexcept;

// The same timeline under the article's fixed penalty and under the production policy
// (config.policy's other fields kept), side by side: churn storm vs calm.
struct PolicyComparison {
    FailoverResult fixedPenalty;
    FailoverResult consecutiveFailures;
};
PolicyComparison runPolicyComparison(const FailoverConfig& config,
                                     const RunControl& control = {});

}  // namespace ringlab
