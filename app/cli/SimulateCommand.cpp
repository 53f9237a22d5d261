// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/Commands.h"

#include "app/cli/LongRun.h"
#include "app/cli/Report.h"
#include "model/core/EcommerceScenario.h"
#include "model/core/FailoverSimulation.h"
#include "model/core/HotKeys.h"
#include "model/core/MessageText.h"
#include "model/core/MigrationPlan.h"
#include "model/core/VersionSkew.h"

#include <ostream>

namespace ringlab::cli {

MembershipPolicy policyOptions(const CommandLine& cmd, MembershipPolicy policy)
{
    if (cmd.has("policy")) {
        const auto kind = findMembershipPolicy(cmd.value("policy"));
        if (!kind)
            throw UsageError("--policy must be fixed or backoff, got " + quotedValue(cmd.value("policy")));
        policy.kind = *kind;
    }
    policy.downtimeSeconds = cmd.number("downtime", policy.downtimeSeconds, 0.001, 1e6);
    policy.failuresToRemove = static_cast<int>(cmd.integer("failures", policy.failuresToRemove, 1, 1'000'000));
    policy.failureWindowSeconds = cmd.number("window", policy.failureWindowSeconds, 0.001, 1e6);
    policy.initialBackoffSeconds = cmd.number("backoff", policy.initialBackoffSeconds, 0.001, 1e6);
    policy.maxBackoffSeconds = cmd.number("max-backoff", policy.maxBackoffSeconds, 0.001, 1e7);
    return policy;
}

KeyPopularity popularityOptions(const CommandLine& cmd, KeyPopularity popularity)
{
    if (cmd.has("popularity")) {
        const auto kind = findPopularity(cmd.value("popularity"));
        if (!kind)
            throw UsageError("--popularity must be uniform, zipf or sweep, got " + quotedValue(cmd.value("popularity")));
        popularity.kind = *kind;
    }
    popularity.zipfExponent = cmd.number("zipf", popularity.zipfExponent, 0.01, 10.0);
    return popularity;
}

namespace {

std::uint64_t seed(const CommandLine& cmd)
{
    return static_cast<std::uint64_t>(cmd.integer("seed", 1, 0, std::numeric_limits<long long>::max()));
}

KeySet keys(const CommandLine& cmd, std::string_view pattern, std::size_t count)
{
    return KeySet::fromPattern(cmd.value("pattern", pattern),
                               static_cast<std::size_t>(cmd.integer(
                                   "keys", static_cast<long long>(count), 1,
                                   static_cast<long long>(kMaxKeys))));
}

// --from N --to M: numbered fleets cache-01 … (the article's 8 → 9 by default).
// The placement's options are checked against the larger fleet, which holds the other: tokens or
// racks for a node that is in neither are refused, as everywhere (validatePlacement).
std::pair<std::vector<Member>, std::vector<Member>> fleets(const CommandLine& cmd, const PlacementConfig& placement)
{
    const auto from = static_cast<std::size_t>(cmd.integer("from", 8, 1, 999));
    const auto to = static_cast<std::size_t>(cmd.integer("to", 9, 1, 999));
    validateGivenPlacement(placement, numberedMembers("cache-", std::max(from, to)));
    return {numberedMembers("cache-", from), numberedMembers("cache-", to)};
}

std::string joined(const std::vector<std::string>& ids)
{
    std::string text;
    for (const auto& id : ids)
        text += (text.empty() ? "" : ", ") + id;
    return text;
}

Table stepTable(const FailoverResult& result, std::string id)
{
    Table table{std::move(id),
                {"time_s", "requests", "hits", "misses", "hard_failures", "hit_rate_percent",
                 "db_reads_per_s", "keys_remapped", "away_from_home_percent", "version", "changes",
                 "in_ring"},
                {}};
    for (const std::string& node : result.nodes)
        table.columns.push_back("req_" + node);
    for (const FailoverStep& step : result.steps) {
        std::string ring;
        for (std::size_t i = 0; i < result.nodes.size(); ++i)
            ring += step.inRing[i] ? (step.reachable[i] ? '+' : '!') : (step.reachable[i] ? '.' : '-');
        std::vector<Cell> row{Cell::decimal(step.timeSeconds, 1), Cell::count(step.requests),
                              Cell::count(step.cacheHits), Cell::count(step.cacheMisses),
                              Cell::count(step.hardFailures), Cell::percent(step.hitRate),
                              Cell::decimal(step.databaseReadsPerSecond, 0),
                              Cell::count(step.keysRemapped), Cell::percent(step.shareAwayFromHome),
                              Cell::count(static_cast<std::size_t>(step.membershipVersion)),
                              Cell::count(step.membershipChanges), Cell::of(ring)};
        for (const std::size_t served : step.requestsPerNode)
            row.push_back(Cell::count(served));
        table.rows.push_back(std::move(row));
    }
    return table;
}

void addTotals(Report& report, const FailoverResult& result, const std::string& prefix)
{
    report.summary.emplace_back(prefix + "requests", Cell::count(result.requests));
    report.summary.emplace_back(prefix + "cache_misses", Cell::count(result.cacheMisses));
    report.summary.emplace_back(prefix + "hard_failures", Cell::count(result.hardFailures));
    report.summary.emplace_back(prefix + "membership_changes", Cell::count(result.changes.size()));
    report.summary.emplace_back(prefix + "keys_remapped", Cell::count(result.keysRemapped));
    report.summary.emplace_back(prefix + "peak_db_reads_per_s",
                                Cell::decimal(result.peakDatabaseReadsPerSecond, 0));
    report.summary.emplace_back(prefix + "mean_db_reads_per_s",
                                Cell::decimal(result.meanDatabaseReadsPerSecond, 0));
    report.summary.emplace_back(prefix + "healthy_nodes_at_end", Cell::of(joined(result.healthyNodesAtEnd)));
}

FailoverConfig failoverConfig(const CommandLine& cmd, FailoverConfig config)
{
    if (std::optional<Fleet> fleet = fleetOption(cmd, {"nodes"})) {
        config.placement = fleet->config;
        config.nodes = fleet->members;
    } else {
        config.placement = placementConfig(cmd, config.placement);
        if (cmd.has("nodes"))
            config.nodes = parseMemberList(cmd.value("nodes"));
    }
    validateGivenPlacement(config.placement, config.nodes);
    if (cmd.has("keys") || cmd.has("pattern"))
        config.keys = keys(cmd, config.keys.pattern(), config.keys.size());
    config.failoverDepth = static_cast<std::size_t>(cmd.integer("depth", static_cast<long long>(config.failoverDepth), 1, 65535));
    config.policy = policyOptions(cmd, config.policy);
    config.popularity = popularityOptions(cmd, config.popularity);
    config.requestsPerSecond = cmd.number("rate", config.requestsPerSecond, 0.0, 1e8);
    config.warmHitRate = cmd.number("warm-hit-rate", config.warmHitRate, 0.0, 1.0);
    config.stepSeconds = cmd.number("step", config.stepSeconds, 0.001, 1e6);
    config.durationSeconds = cmd.number("duration", config.durationSeconds, 0.001, 1e7);
    config.seed = seed(cmd);
    return config;
}

int simulateFailover(const CommandLine& cmd, Format format, std::ostream& out)
{
    FailoverConfig config = failoverConfig(cmd, FailoverConfig{});
    if (cmd.has("kill") || cmd.has("at")) {
        NodeEvent kill;
        kill.node = cmd.value("kill", config.events.front().node);
        kill.atSeconds = cmd.number("at", config.events.front().atSeconds, 0.0, 1e7);
        config.events = {kill};
    }
    const FailoverResult result = runFailoverSimulation(config, longRunControl("simulate failover"));
    const NodeEvent& event = config.events.front();
    Report report;
    report.summary.emplace_back("nodes", Cell::of(std::to_string(config.nodes.size())));
    report.summary.emplace_back("keys", Cell::of(config.keys.description()));
    std::string perNode;
    for (std::size_t i = 0; i < result.nodes.size(); ++i)
        perNode += (i ? " | " : "") + result.nodes[i] + " " + std::to_string(result.homeKeysPerNode[i]);
    report.summary.emplace_back("keys_per_node", Cell::of(perNode));
    report.summary.emplace_back("event", Cell::of("kill " + event.node + " at " +
                                                  Cell::decimal(event.atSeconds, 1).text + " s"));
    // The first step at or after the event: the article's "Killing cache-02..." figures.
    if (const FailoverStep* step = firstStepFrom(result, event.atSeconds)) {
        report.summary.emplace_back("served_from_cache", Cell::count(step->cacheHits));
        report.summary.emplace_back("cache_misses", Cell::count(step->cacheMisses));
        report.summary.emplace_back("hard_failures", Cell::count(step->hardFailures));
        std::vector<std::string> healthy;
        for (std::size_t i = 0; i < result.nodes.size(); ++i)
            if (step->inRing[i])
                healthy.push_back(result.nodes[i]);
        report.summary.emplace_back("healthy_nodes", Cell::of(joined(healthy)));
        report.summary.emplace_back("miss_percent", Cell::percent(step->missShare(), 1));
        report.summary.emplace_back("db_reads_per_s", Cell::decimal(step->databaseReadsPerSecond, 0));
    }
    report.tables.push_back(stepTable(result, "steps"));
    report.notes.push_back("in_ring: + in the ring, ! in the ring but not answering, - out and down, . out but up");
    writeReport(out, report, format);
    return 0;
}

int simulateFlapping(const CommandLine& cmd, Format format, std::ostream& out)
{
    FailoverConfig config = failoverConfig(cmd, flappingConfig(MembershipPolicyKind::FixedPenalty));
    NodeEvent& flap = config.events.front();
    flap.node = cmd.value("node", flap.node);
    flap.flapPeriodSeconds = cmd.number("period", flap.flapPeriodSeconds, 0.001, 1e6);
    flap.atSeconds = cmd.number("from", flap.atSeconds, 0.0, 1e7);
    flap.untilSeconds = cmd.number("until", flap.untilSeconds, 0.0, 1e7);
    const PolicyComparison comparison = runPolicyComparison(config, longRunControl("simulate flapping"));
    Report report;
    report.summary.emplace_back("flapping_node", Cell::of(flap.node + " every " +
                                                          Cell::decimal(flap.flapPeriodSeconds, 1).text +
                                                          " s from " + Cell::decimal(flap.atSeconds, 0).text +
                                                          " s to " + Cell::decimal(flap.untilSeconds, 0).text + " s"));
    addTotals(report, comparison.fixedPenalty, "fixed_");
    addTotals(report, comparison.consecutiveFailures, "backoff_");
    Table changes{"membership_changes", {"policy", "time_s", "node", "change", "version"}, {}};
    for (const auto* run : {&comparison.fixedPenalty, &comparison.consecutiveFailures}) {
        const std::string policy = run == &comparison.fixedPenalty ? "fixed" : "backoff";
        for (const MembershipChange& change : run->changes)
            changes.rows.push_back({Cell::of(policy), Cell::decimal(change.timeSeconds, 2),
                                    Cell::of(run->nodes[change.node]),
                                    Cell::of(change.added ? "added" : "removed"),
                                    Cell::count(static_cast<std::size_t>(change.version))});
    }
    report.tables.push_back(std::move(changes));
    if (cmd.has("steps")) {
        report.tables.push_back(stepTable(comparison.fixedPenalty, "fixed_steps"));
        report.tables.push_back(stepTable(comparison.consecutiveFailures, "backoff_steps"));
    }
    writeReport(out, report, format);
    return 0;
}

int simulateSkew(const CommandLine& cmd, Format format, std::ostream& out)
{
    VersionSkewConfig config;
    config.placement = placementConfig(cmd, config.placement);
    const auto [from, to] = fleets(cmd, config.placement);
    const double share = cmd.number("new-share", 0.5, 0.0, 1.0);
    // Versions numbered like the article's rolling deploy: the old fleet's size, then the new.
    config.groups = {{"version " + std::to_string(from.size()), from.size(), from, 1.0 - share},
                     {"version " + std::to_string(to.size()), to.size(), to, share}};
    config.keys = keys(cmd, "session:user:{i}", 1'000'000);
    config.requests = static_cast<std::size_t>(cmd.integer("requests", 1'000'000, 0, 1'000'000'000));
    config.writeShare = cmd.number("write-share", config.writeShare, 0.0, 1.0);
    config.seed = seed(cmd);
    const VersionSkewResult result = runVersionSkew(config, longRunControl("simulate skew"));
    Report report;
    report.summary.emplace_back("keys", Cell::of(config.keys.description()));
    report.summary.emplace_back("disagree_percent", Cell::percent(result.disputedShare));
    report.summary.emplace_back("keys_in_dispute", Cell::count(result.keysInDispute));
    report.summary.emplace_back("requests", Cell::count(config.requests));
    report.summary.emplace_back("keys_written", Cell::count(result.keysWritten));
    report.summary.emplace_back("keys_written_to_two_places", Cell::count(result.keysWrittenToTwoPlaces));
    report.summary.emplace_back("stale_reads", Cell::count(result.staleReads));
    Table groups{"groups", {"group", "membership_version", "members", "reads", "writes", "stale_reads",
                            "stale_reads_percent_of_reads", "writes_percent_of_requests"}, {}};
    for (std::size_t g = 0; g < result.groups.size(); ++g)
        groups.rows.push_back({Cell::of(result.groups[g].name),
                               Cell::count(static_cast<std::size_t>(result.groups[g].membershipVersion)),
                               Cell::count(config.groups[g].members.size()),
                               Cell::count(result.groups[g].reads), Cell::count(result.groups[g].writes),
                               Cell::count(result.groups[g].staleReads),
                               Cell::percent(result.groups[g].staleReadShare()),
                               Cell::percent(result.groups[g].writeShare())});
    report.tables.push_back(std::move(groups));
    writeReport(out, report, format);
    return 0;
}

int simulateHotKeys(const CommandLine& cmd, Format format, std::ostream& out)
{
    HotKeysConfig config;
    if (std::optional<Fleet> fleet = fleetOption(cmd, {"nodes"})) {
        config.placement = fleet->config;
        config.members = fleet->members;
    } else {
        config.placement = placementConfig(cmd, config.placement);
        if (cmd.has("nodes"))
            config.members = parseMemberList(cmd.value("nodes"));
    }
    validateGivenPlacement(config.placement, config.members);
    config.keys = keys(cmd, "product:{i}", 100'000);
    config.zipfExponent = cmd.number("zipf", config.zipfExponent, 0.01, 10.0);
    config.requests = static_cast<std::size_t>(cmd.integer("requests", 1'000'000, 1, 100'000'000));
    if (cmd.has("cache")) {
        const auto kind = findLocalCache(cmd.value("cache"));
        if (!kind)
            throw UsageError("--cache must be lru or topk, got " + quotedValue(cmd.value("cache")));
        config.localCache = *kind;
    }
    config.localCacheSize = static_cast<std::size_t>(cmd.integer("cache-size", 1'000, 0, static_cast<long long>(kMaxKeys)));
    config.epsilon = cmd.number("epsilon", config.epsilon, 0.001, 100.0);
    config.seed = seed(cmd);
    const HotKeysResult result = runHotKeys(config, longRunControl("simulate hotkeys"));
    Report report;
    report.summary.emplace_back("keys", Cell::of(config.keys.description()));
    report.summary.emplace_back("requests", Cell::count(result.requests));
    report.summary.emplace_back("hottest_key", Cell::of(result.hottestKey + " on " + result.hottestKeyOwner));
    report.summary.emplace_back("hottest_key_percent", Cell::percent(result.hottestKeyShare));
    report.summary.emplace_back("keys_peak_to_mean", Cell::decimal(result.keysPeakToMean, 3));
    report.summary.emplace_back("requests_peak_to_mean", Cell::decimal(result.requestsPeakToMean, 3));
    report.summary.emplace_back("local_cache", Cell::of(std::string(localCacheName(config.localCache)) + " " +
                                                        std::to_string(config.localCacheSize) + " keys"));
    report.summary.emplace_back("local_cache_hit_percent", Cell::percent(result.localCacheHitRate));
    report.summary.emplace_back("behind_cache_peak_to_mean", Cell::decimal(result.behindLocalCachePeakToMean, 3));
    report.summary.emplace_back("bounded_epsilon", Cell::decimal(config.epsilon, 3));
    report.summary.emplace_back("bounded_peak_to_mean", Cell::decimal(result.boundedPeakToMean, 3));
    report.summary.emplace_back("bounded_keys_moved", Cell::count(result.boundedKeysMoved));
    report.summary.emplace_back("bounded_requests_moved_percent", Cell::percent(result.boundedRequestsMovedShare));
    Table nodes{"nodes",
                {"node", "keys", "keys_of_fair_percent", "requests", "requests_of_fair_percent",
                 "behind_cache_of_fair_percent", "bounded_requests", "bounded_capacity",
                 "bounded_of_fair_percent"},
                {}};
    for (const NodeHotLoad& n : result.nodes)
        nodes.rows.push_back({Cell::of(n.id), Cell::count(n.keys), Cell::percent(n.keysOfFair, 1),
                              Cell::count(n.requests), Cell::percent(n.requestsOfFair, 1),
                              Cell::percent(n.behindLocalCacheOfFair, 1), Cell::count(n.boundedRequests),
                              Cell::count(n.boundedCapacity), Cell::percent(n.boundedOfFair, 1)});
    report.tables.push_back(std::move(nodes));
    writeReport(out, report, format);
    return 0;
}

int simulateMigration(const CommandLine& cmd, Format format, std::ostream& out)
{
    MigrationConfig config;
    config.placement = placementConfig(cmd, config.placement);
    std::tie(config.before, config.after) = fleets(cmd, config.placement);
    config.keys = keys(cmd, "session:user:{i}", 1'000'000);
    config.sizes.medianBytes = cmd.number("median-bytes", config.sizes.medianBytes, 1.0, kMaxMedianValueBytes);
    config.sizes.sigma = cmd.number("sigma", config.sizes.sigma, 0.0, 5.0);
    config.copyBytesPerSecond = cmd.number("bandwidth-mbps", config.copyBytesPerSecond / 1e6, 0.001, 1e6) * 1e6;
    config.seed = seed(cmd);
    const MigrationResult result = runMigrationPlan(config, longRunControl("simulate migration"));
    Report report;
    report.summary.emplace_back("keys", Cell::of(config.keys.description()));
    report.summary.emplace_back("moved_keys", Cell::count(result.movedKeys));
    report.summary.emplace_back("moved_keys_percent", Cell::percent(result.movedKeyShare()));
    report.summary.emplace_back("total_bytes", Cell::count(result.totalBytes));
    report.summary.emplace_back("moved_bytes", Cell::count(result.movedBytes));
    report.summary.emplace_back("moved_bytes_percent", Cell::percent(result.movedByteShare()));
    report.summary.emplace_back("dual_read_seconds", Cell::decimal(result.dualReadSeconds, 2));
    report.summary.emplace_back("busiest_node", Cell::of(result.busiestNode));
    Table flows{"flows", {"from", "to", "keys", "bytes"}, {}};
    for (std::size_t f = 0; f < result.nodes.size(); ++f)
        for (std::size_t t = 0; t < result.nodes.size(); ++t)
            if (result.keysFromTo[f][t] > 0)
                flows.rows.push_back({Cell::of(result.nodes[f]), Cell::of(result.nodes[t]),
                                      Cell::count(result.keysFromTo[f][t]),
                                      Cell::count(result.bytesFromTo[f][t])});
    report.tables.push_back(std::move(flows));
    writeReport(out, report, format);
    return 0;
}

int simulateEcommerce(const CommandLine& cmd, Format format, std::ostream& out)
{
    EcommerceConfig config;
    const PlacementConfig placement = placementConfig(cmd, {Algorithm::Ring, config.hash, config.replicas});
    config.hash = placement.hash;
    config.replicas = placement.replicas;
    config.keys = keys(cmd, "session:user:{i}", 25'000'000);
    config.requestsPerSecond = cmd.number("rate", config.requestsPerSecond, 0.0, 1e9);
    config.hitRate = cmd.number("hit-rate", config.hitRate, 0.0, 1.0);
    config.lostNode = cmd.value("lose", config.lostNode);
    if (cmd.has("algorithms")) {
        config.algorithms.clear();
        const std::string list = cmd.value("algorithms");
        for (std::size_t start = 0; start <= list.size();) {
            const std::size_t comma = std::min(list.find(',', start), list.size());
            const std::string name = list.substr(start, comma - start);
            const auto algorithm = findAlgorithm(name);
            if (!algorithm)
                throw UsageError("--algorithms takes names from " + std::string(algorithmNames()) +
                                 ", got " + quotedValue(name));
            config.algorithms.push_back(*algorithm);
            start = comma + 1;
        }
    }
    const EcommerceResult result = runEcommerceScenario(config, longRunControl("simulate ecommerce"));
    Report report;
    report.summary.emplace_back("keys", Cell::of(config.keys.description()));
    report.summary.emplace_back("fleet", Cell::of(std::to_string(config.before.size()) + " -> " +
                                                  std::to_string(config.after.size()) + " nodes, then " +
                                                  config.lostNode + " lost"));
    report.summary.emplace_back("baseline_db_reads_per_s", Cell::decimal(result.baselineDatabaseReadsPerSecond, 0));
    report.summary.emplace_back("seconds", Cell::decimal(result.elapsedSeconds, 2));
    Table table{"algorithms",
                {"algorithm", "moved_on_growth_percent", "ideal_percent", "db_reads_per_s_growth",
                 "moved_on_loss_percent", "db_reads_per_s_loss", "peak_of_fair_before_percent", "peak_of_fair_after_percent", "peak_node_after"},
                {}};
    for (const Requirement requirement : allRequirements())
        table.columns.push_back(std::string(requirementName(requirement)));
    for (const AlgorithmOutcome& a : result.algorithms) {
        std::vector<Cell> row{Cell::of(std::string(algorithmName(a.algorithm))), Cell::percent(a.movedOnGrowth),
                              Cell::percent(a.idealOnGrowth), Cell::decimal(a.databaseReadsPerSecondDuringGrowth, 0),
                              Cell::percent(a.movedOnLoss), Cell::decimal(a.databaseReadsPerSecondDuringLoss, 0),
                              Cell::percent(a.peakOfFairBefore, 1), Cell::percent(a.peakOfFairAfter, 1),
                              Cell::of(a.peakNodeAfter)};
        for (const RequirementCheck& check : a.requirements)
            row.push_back(Cell::of(check.holds ? "yes" : "no"));
        table.rows.push_back(std::move(row));
    }
    report.tables.push_back(std::move(table));
    report.notes.push_back("grow / node-loss hold when keys moved <= 1.5 x the ideal (the share of weight that changes hands); balance: peak <= 120 % of "
                           "fair before and after; mixed-hardware: keys per unit weight of 64 GB over 16 GB nodes "
                           "within 1/1.2 ... 1.2; the directory needs a coordinator for its slot table");
    writeReport(out, report, format);
    return 0;
}

}  // namespace

int runSimulate(const std::vector<std::string>& arguments, std::ostream& out)
{
    if (arguments.empty())
        throw UsageError("simulate needs a scenario: failover, flapping, skew, hotkeys, migration or ecommerce");
    const std::string& scenario = arguments.front();
    const std::vector<std::string> rest(arguments.begin() + 1, arguments.end());
    const auto run = [&](auto simulate) {
        const CommandLine cmd(commandHelp("simulate " + scenario), rest);
        return simulate(cmd, parseFormat(cmd.value("format", "table")), out);
    };
    if (scenario == "failover")
        return run(simulateFailover);
    if (scenario == "flapping")
        return run(simulateFlapping);
    if (scenario == "skew")
        return run(simulateSkew);
    if (scenario == "hotkeys")
        return run(simulateHotKeys);
    if (scenario == "migration")
        return run(simulateMigration);
    if (scenario == "ecommerce")
        return run(simulateEcommerce);
    throw UsageError("unknown scenario " + quotedValue(scenario) + " (failover, flapping, skew, hotkeys, migration, ecommerce)");
}

}  // namespace ringlab::cli
