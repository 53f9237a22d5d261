// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Real clients against each other and against the minimum: libmemcached's ketama, Envoy's
// Maglev and ring hash, Cassandra's token ring, one host leaving or joining; the claims are the
// upstream projects' own.
#include "model/core/AssignmentDiff.h"
#include "model/core/CassandraPlacement.h"
#include "model/core/MembershipChange.h"
#include "model/core/RingPlacement.h"
#include "model/core/Translatable.h"
#include "model/core/ValidationError.h"
#include "model/core/experiments/ExperimentBuilders.h"
#include "model/core/experiments/ExperimentSections.h"

#include <algorithm>
#include <cmath>

namespace ringlab::catalogue {

namespace {

constexpr std::size_t kHosts = 100;

// host-001:11211 … host-100:11211, weight 1.
std::vector<Member> hosts(std::size_t count)
{
    std::vector<Member> members = numberedMembers("host-", count, 3);
    for (Member& m : members)
        m.id += ":11211";
    return members;
}

// The share of the million session keys that moves when the fleet goes from `before` to
// `after` under `config` (diffMembershipChange: the lab's counter measures the ring it sets
// against Maglev the same way).
AssignmentDiff change(ExperimentContext& context, const PlacementConfig& config, std::vector<Member> before,
                      std::vector<Member> after)
{
    return diffMembershipChange(config, std::move(before), std::move(after), context.sessionKeys());
}

std::vector<Member> withoutHost(std::size_t index)
{
    std::vector<Member> members = hosts(kHosts);
    members.erase(members.begin() + static_cast<std::ptrdiff_t>(index));
    return members;
}

constexpr PlacementConfig kKetama{.algorithm = Algorithm::Ketama};
constexpr PlacementConfig kMaglev{.algorithm = Algorithm::Maglev};

// Population standard deviation of equal members' shares of the key space over the fair share
// 1/N (0.05 = 5 %).
double relativeStdDevOfShares(const std::vector<double>& shares)
{
    const auto n = static_cast<double>(shares.size());
    double squares = 0.0;
    for (const double share : shares)
        squares += (share * n - 1.0) * (share * n - 1.0);
    return std::sqrt(squares / n);
}

// Relative standard deviation of the share of the token space each of 12 nodes owns with
// `numTokens` random tokens a node, averaged over 20 token seeds.
double meanTokenImbalance(int numTokens)
{
    constexpr int kSeeds = 20;
    double sum = 0.0;
    for (int seed = 1; seed <= kSeeds; ++seed) {
        PlacementConfig config{.algorithm = Algorithm::Cassandra};
        config.cassandra.numTokens = numTokens;
        config.cassandra.tokenSeed = static_cast<std::uint64_t>(seed);
        config.cassandra.tokenAllocation = CassandraTokenAllocation::Random;
        const auto ring = makePlacement(config, numberedMembers("cassandra-", 12));
        sum += relativeStdDevOfShares(*ring->keySpaceShares());
    }
    return sum / kSeeds;
}

// ---- Side by side: one fleet, one node added and one removed, under every client
//
// The fleet and its two changes are kSideBySideChange's (the names Envoy and libmemcached
// hash). Keys: the million session keys every real-client row uses.
constexpr std::size_t kComparisonFleet = kSideBySideChange.count;
constexpr std::size_t kComparisonRemoved = kSideBySideChange.removed;

std::vector<Member> comparisonFleet(std::size_t count)
{
    std::vector<Member> members;
    for (std::size_t i = 0; i < count; ++i)
        members.push_back(Member{kSideBySideChange.memberId(i), 1.0});
    return members;
}

// What a client's two rows show, in the order ExperimentContext::remember holds it.
enum ComparisonValue : std::size_t {
    kMovedAdd,          // fraction of the keys that change owner when host-11 joins
    kLeastAdd,          // the least any placement must move to reach the new loads
    kMovedRemove,       // … when host-04 leaves
    kLeastRemove,
    kSpreadAdd,         // relative std-dev of the nodes' shares of the key space after the change
    kSpreadRemove,
    kSpreadTheoryAdd,   // what uniformly random points give (rings); 0 for a table or modulo
    kSpreadTheoryRemove,
    kComparisonValues,
};

// The expected spread of a placement's shares: a ring of random points with as many points a
// node as this one has, else (Maglev's table, modulo) none.
double expectedSpread(const Placement& placement)
{
    const auto* ring = dynamic_cast<const RingPlacement*>(&placement);
    return ring == nullptr ? 0.0 : expectedRingRelativeStdDev(placement.members().size(), ring->pointCountOf(0));
}

// One placement built for the fleet and copied with each change (withMembers, as the lab
// does), its keys assigned once before and once after each change.
std::vector<double> measureComparison(ExperimentContext& context, const PlacementConfig& config)
{
    const KeySet& keys = context.sessionKeys();
    const auto before = makePlacement(config, comparisonFleet(kComparisonFleet));
    const Assignment owners = assignKeys(*before, keys);
    std::vector<double> values(kComparisonValues);
    const auto measure = [&](std::vector<Member> after, ComparisonValue moved, ComparisonValue least,
                             ComparisonValue spread, ComparisonValue theory) {
        context.checkCancelled();
        const auto changed = before->withMembers(std::move(after));
        const AssignmentDiff diff = diffAssignments(owners, assignKeys(*changed, keys));
        values[moved] = diff.movedFraction();
        values[least] = diff.leastFraction();
        values[spread] = relativeStdDevOfShares(*changed->keySpaceShares());
        values[theory] = expectedSpread(*changed);
    };
    measure(comparisonFleet(kComparisonFleet + 1), kMovedAdd, kLeastAdd, kSpreadAdd, kSpreadTheoryAdd);
    std::vector<Member> without = comparisonFleet(kComparisonFleet);
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(kComparisonRemoved));
    measure(std::move(without), kMovedRemove, kLeastRemove, kSpreadRemove, kSpreadTheoryRemove);
    return values;
}

// The clients side by side, in the rows' order: modulo (the baseline), the article's ring,
// libmemcached's ketama, Envoy's Maglev and ring hash, Cassandra with 16 and with 256 tokens.
struct ComparedClient {
    std::string_view name;
    PlacementConfig config;
};

PlacementConfig cassandraWithTokens(int numTokens)
{
    PlacementConfig config{.algorithm = Algorithm::Cassandra};
    config.cassandra.numTokens = numTokens;
    config.cassandra.tokenAllocation = CassandraTokenAllocation::Random;
    return config;
}

const std::vector<ComparedClient>& comparedClients()
{
    static const std::vector<ComparedClient> clients{
        {"modulo", {.algorithm = Algorithm::Modulo}},
        {"ring", {}},
        {"ketama", kKetama},
        {"maglev", kMaglev},
        {"envoy-ring", {.algorithm = Algorithm::EnvoyRing}},
        {"cassandra-16", cassandraWithTokens(16)},
        {"cassandra-256", cassandraWithTokens(256)},
    };
    return clients;
}

const std::vector<double>& comparison(ExperimentContext& context, std::string_view client)
{
    const PlacementConfig config = comparedClientConfig(client);
    return context.remember("compare/" + std::string(client), [&] { return measureComparison(context, config); });
}

std::vector<std::string> changeLabels()
{
    return {"+ host-11", "− host-04"};
}

// The Cassandra rows' sources, the same for 16 and 256 tokens (quoted at the rows).
constexpr const char* kCassandraChangeNote =
    RINGLAB_TRANSLATE_NOOP("Experiment", "Cassandra's documentation (Dynamo, vnodes): “When a new node is added it "
                           "accepts approximately equal amounts of data from other nodes in the ring” and “When a node "
                           "is decommissioned, it loses data roughly equally to other members of the ring”.");
constexpr const char* kCassandraBalanceNote =
    RINGLAB_TRANSLATE_NOOP("Experiment", "Cassandra's documentation: with random tokens, “to keep balance the default "
                           "number of tokens per node had to be quite high, at 256” (Dynamo, vnodes); “Using 8 vnodes "
                           "distributes the workload between systems with a ~10% variance”, with the token allocator "
                           "(Production recommendations).");

// Keys moved over the least that must move, on the add and on the remove; theory: 1 (the
// least), or for modulo what N/(N ± 1) of the keys over the least gives.
ExperimentRun movedOverLeast(std::string_view client)
{
    comparedClientConfig(client);  // a misspelt client refuses the catalogue as it is built
    return [client](ExperimentContext& context) {
        const auto& v = comparison(context, client);
        ExperimentResult result;
        result.measured = {{v[kMovedAdd] / v[kLeastAdd], v[kMovedRemove] / v[kLeastRemove]},
                           changeLabels(), FigureUnit::Ratio, 2};
        result.theoretical = {{1.0, 1.0}, changeLabels(), FigureUnit::Ratio, 2};
        if (client == "modulo")
            result.theoretical.values = {
                expectedModuloMovedFraction(kComparisonFleet, kComparisonFleet + 1) / v[kLeastAdd],
                expectedModuloMovedFraction(kComparisonFleet, kComparisonFleet - 1) / v[kLeastRemove]};
        return result;
    };
}

// Relative std-dev of the nodes' shares of the key space after the add and after the remove.
ExperimentRun spreadAfterChange(std::string_view client)
{
    comparedClientConfig(client);  // a misspelt client refuses the catalogue as it is built
    return [client](ExperimentContext& context) {
        const auto& v = comparison(context, client);
        ExperimentResult result;
        result.measured = percent({v[kSpreadAdd], v[kSpreadRemove]}, 2, changeLabels());
        result.theoretical = percent({v[kSpreadTheoryAdd], v[kSpreadTheoryRemove]}, 2, changeLabels());
        return result;
    };
}

}  // namespace

PlacementConfig comparedClientConfig(std::string_view name)
{
    std::string known;
    for (const ComparedClient& client : comparedClients()) {
        if (client.name == name)
            return client.config;
        known += (known.empty() ? "" : ", ") + std::string(client.name);
    }
    throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the catalogue compares no client “%1” (expected one of %2)"),
                          {std::string(name), known});
}

std::vector<Experiment> realClientExperiments()
{
    return {
        Experiment{
            .id = "envoy-ring-add-11",
            .source = "envoy",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Envoy's ring hash is consistent hashing: an 11th host takes its "
                                            "share, 1/11 of the keys, and moves nothing else"),
            .articleText = "≈ 9.09 %",
            .article = {{100.0 / 11.0}, {}, FigureUnit::Percent, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.5,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "10.0.0.1 … 10.0.0.10:80 → + 10.0.0.11:80; Envoy's ring hash "
                                            "(xxHash64, minimum_ring_size 1,024); {session-keys}; theory: "
                                            "the minimum 1/11"),
            .noteIfDiffers = RINGLAB_TRANSLATE_NOOP("Experiment", "Envoy sizes the ring so that the least-weighted host "
                                                    "gets ceil(1,024 / N) points: 103 a host for 10 hosts, 94 for 11. Every "
                                                    "old host loses nine points, and the keys of those arcs go to whichever "
                                                    "host is next, old or new."),
            .run = [](ExperimentContext& context) {
                const auto envoyHosts = [](std::size_t count) {
                    std::vector<Member> members;
                    for (std::size_t i = 1; i <= count; ++i)
                        members.push_back({"10.0.0." + std::to_string(i) + ":80", 1.0});
                    return members;
                };
                const auto diff = change(context, {.algorithm = Algorithm::EnvoyRing}, envoyHosts(10), envoyHosts(11));
                ExperimentResult result;
                result.measured = percent(diff.movedFraction(), 2);
                result.theoretical = percent(diff.idealFraction, 2);
                return result;
            },
        },
        Experiment{
            .id = "cassandra-add-node",
            .source = "cassandra",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Cassandra: a joining node takes token ranges from the others "
                                            "and no data moves between old nodes"),
            .articleText = "1.00×",
            .article = {{1.0}, {}, FigureUnit::Ratio, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.005,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "cassandra-01 … cassandra-12 → + cassandra-13; Murmur3 tokens, "
                                            "num_tokens 16 drawn at random; {session-keys}; measured: keys "
                                            "moved over the least that must move; theory: 1"),
            .run = [](ExperimentContext& context) {
                const auto diff = change(context, cassandraWithTokens(kDefaultNumTokens),
                                         numberedMembers("cassandra-", 12), numberedMembers("cassandra-", 13));
                ExperimentResult result;
                result.measured = {{diff.movedFraction() / diff.leastFraction()}, {}, FigureUnit::Ratio, 2};
                result.theoretical = {{1.0}, {}, FigureUnit::Ratio, 2};
                return result;
            },
        },
        Experiment{
            .id = "cassandra-tokens-16-256",
            .source = "cassandra",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Cassandra: random tokens balance as 1/√num_tokens, so 256 "
                                            "tokens a node spread data about four times as evenly as 16"),
            .articleText = "≈ 4×",
            .article = {{4.0}, {}, FigureUnit::Ratio, 1},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.5,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "cassandra-01 … cassandra-12, random tokens, 20 token seeds; "
                                            "measured: the mean relative standard deviation of the nodes' shares of the "
                                            "token space with 16 tokens over that with 256; theory: √(256 / 16) = 4"),
            .note = RINGLAB_TRANSLATE_NOOP("Experiment", "Why Cassandra 4.0's default of 16 tokens comes with its token "
                                           "allocation algorithm (allocate_tokens_for_local_replication_factor): 16 random "
                                           "tokens leave nodes far apart."),
            .run = [](ExperimentContext&) {
                ExperimentResult result;
                result.measured = {{meanTokenImbalance(16) / meanTokenImbalance(256)}, {}, FigureUnit::Ratio, 2};
                result.theoretical = {{4.0}, {}, FigureUnit::Ratio, 2};
                return result;
            },
        },
        Experiment{
            .id = "maglev-vs-ring-remove",
            .source = "envoy",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Envoy: when a host is removed, Maglev moves about double the keys "
                                            "a hash ring moves"),
            .articleText = "≈ 2×",
            .article = {{2.0}, {}, FigureUnit::Ratio, 1},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.5,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "host-001 … host-100:11211 → − host-043; Maglev (65,537 slots) "
                                            "against the ring (160 virtual nodes, fnv1a-fmix32), which moves only the "
                                            "removed host's keys; {session-keys}; theory: 1 (the minimum "
                                            "for both)"),
            .note = RINGLAB_TRANSLATE_NOOP("Experiment", "Envoy's load balancer documentation, Maglev: “simulations show "
                                           "approximately double the keys will move”."),
            .run = [](ExperimentContext& context) {
                const auto maglev = change(context, kMaglev, hosts(kHosts), withoutHost(42));
                const auto ring = change(context, {}, hosts(kHosts), withoutHost(42));
                ExperimentResult result;
                result.measured = {{maglev.movedFraction() / ring.movedFraction()}, {}, FigureUnit::Ratio, 2};
                result.theoretical = {{1.0}, {}, FigureUnit::Ratio, 2};
                return result;
            },
        },
        Experiment{
            .id = "maglev-remove-100",
            .source = "envoy",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Maglev: removing one of 100 hosts moves more than the minimum 1 %"),
            .articleText = "> 1 %",
            .article = {{1.0}, {}, FigureUnit::Percent, 2},
            .comparison = Comparison::AtLeast,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "host-001 … host-100:11211 → − host-043; Maglev, 65,537 slots, "
                                            "xxHash64; {session-keys}; theory: the minimum 1/100"),
            .run = [](ExperimentContext& context) {
                const auto diff = change(context, kMaglev, hosts(kHosts), withoutHost(42));
                ExperimentResult result;
                result.measured = percent(diff.movedFraction(), 2);
                result.theoretical = percent(diff.idealFraction, 2);
                return result;
            },
        },
        Experiment{
            .id = "ketama-add-100",
            .source = "ketama",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Ketama: a 101st server takes its share, 1/101 of the keys, and "
                                            "moves nothing else"),
            .articleText = "≈ 0.99 %",
            .article = {{100.0 / 101.0}, {}, FigureUnit::Percent, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.25,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "host-001 … host-100:11211 → + host-101; libmemcached's weighted "
                                            "ketama (MD5); {session-keys}; theory: the minimum 1/101"),
            .noteIfDiffers = RINGLAB_TRANSLATE_NOOP("Experiment", "libmemcached counts points in single precision: "
                                                    "floor(1/100 × 40 × 100 + 1e-10) is 39 for 100 equal servers (156 points "
                                                    "each) but 40 for 101 (160 points each), so every old server gains four "
                                                    "points and keys move between old servers too. RingLab's ketama agrees "
                                                    "with the real libmemcached key for key here (tst_ketama)."),
            .run = [](ExperimentContext& context) {
                const auto diff = change(context, kKetama, hosts(kHosts), hosts(kHosts + 1));
                ExperimentResult result;
                result.measured = percent(diff.movedFraction(), 2);
                result.theoretical = percent(diff.idealFraction, 2);
                return result;
            },
        },
        Experiment{
            .id = "ketama-add-99",
            .source = "ketama",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Ketama: a 100th server takes its share, 1/100 of the keys, and "
                                            "moves nothing else"),
            .articleText = "≈ 1.00 %",
            .article = {{1.0}, {}, FigureUnit::Percent, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.25,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "host-001 … host-099:11211 → + host-100; libmemcached's weighted "
                                            "ketama (MD5); {session-keys}; theory: the minimum 1/100"),
            .noteIfDiffers = RINGLAB_TRANSLATE_NOOP("Experiment", "libmemcached counts points in single precision: 99 equal "
                                                    "servers get 160 points each but 100 get 156, so every old server loses "
                                                    "four points and keys move between old servers too."),
            .run = [](ExperimentContext& context) {
                const auto diff = change(context, kKetama, hosts(kHosts - 1), hosts(kHosts));
                ExperimentResult result;
                result.measured = percent(diff.movedFraction(), 2);
                result.theoretical = percent(diff.idealFraction, 2);
                return result;
            },
        },

        // ---- Side by side: disruption (keys moved over the least that must move)
        Experiment{
            .id = "compare-modulo-moved",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, modulo (the baseline): adding or removing one of 10 "
                                            "nodes moves almost every key, about N times the least that must move"),
            .articleText = RINGLAB_TRANSLATE_NOOP("Experiment", "almost all"),
            .comparison = Comparison::NotComparable,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; hash mod N (fnv1a-fmix32); {session-keys}; "
                                            "measured: keys moved over the least that must move (add / remove); theory: "
                                            "N/(N ± 1) of the keys over the least"),
            .note = RINGLAB_TRANSLATE_NOOP("Experiment", "The baseline the clients below are set against; the article "
                                           "gives no figure for this fleet."),
            .run = movedOverLeast("modulo"),
        },
        Experiment{
            .id = "compare-ring-moved",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, the article's ring (160 virtual nodes): adding or "
                                            "removing a node moves only the keys that must move"),
            .articleText = "1.00× / 1.00×",
            .article = {{1.0, 1.0}, {}, FigureUnit::Ratio, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.005,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; the ring (160 virtual nodes, fnv1a-fmix32); {session-keys}; measured: keys moved over the least that must move (add / "
                                            "remove); theory: 1"),
            .run = movedOverLeast("ring"),
        },
        // libketama's README (github.com/RJ/ketama, "About Ketama"): "If you then add or remove
        // a server from the list, only a small proportion of keys end up mapping to different
        // servers." libmemcached's ketama follows it.
        Experiment{
            .id = "compare-ketama-moved",
            .source = "ketama",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, ketama (libmemcached): adding or removing a server "
                                            "remaps only a small proportion of the keys, those that must move"),
            .articleText = "1.00× / 1.00×",
            .article = {{1.0, 1.0}, {}, FigureUnit::Ratio, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.05,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; libmemcached's weighted ketama (MD5); {session-keys}; measured: keys moved over the least that must move (add / "
                                            "remove); theory: 1"),
            .noteIfDiffers = RINGLAB_TRANSLATE_NOOP("Experiment", "libmemcached counts each server's points in single "
                                                    "precision from its share of the total weight: when the count changes "
                                                    "with the number of servers, every old server's points change and keys "
                                                    "move between old servers too."),
            .note = RINGLAB_TRANSLATE_NOOP("Experiment", "libketama's README: “If you then add or remove a server from the "
                                           "list, only a small proportion of keys end up mapping to different servers.” "
                                           "Read here as: only the keys that must move."),
            .run = movedOverLeast("ketama"),
        },
        // Envoy's load balancer documentation (docs/root/intro/arch_overview/upstream/
        // load_balancing/load_balancers.rst, "Maglev"): "While Maglev aims for minimal
        // disruption, it is not as stable as ring hash when upstream hosts change. More keys will
        // move position when hosts are removed (simulations show approximately double the keys
        // will move)." No figure for an added host: that component is left blank.
        Experiment{
            .id = "compare-maglev-moved",
            .source = "envoy",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, Maglev (65,537 entries): removing a host moves "
                                            "about double the keys a ring hash moves"),
            .articleText = "– / ≈ 2×",
            .article = {{kNoFigure, 2.0}, {}, FigureUnit::Ratio, 1},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.5,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; Envoy's Maglev (65,537 entries, xxHash64); {session-keys}; measured: keys moved over the least that must move, which "
                                            "the ring meets (add / remove); theory: 1"),
            .noteIfDiffers = RINGLAB_TRANSLATE_NOOP("Experiment", "Maglev's disruption shrinks as the table grows against "
                                                    "the number of hosts: 65,537 entries for 10 hosts is a large table, and "
                                                    "few entries change owner beyond the removed host's."),
            .note = RINGLAB_TRANSLATE_NOOP("Experiment", "Envoy's load balancer documentation, Maglev: “More keys will move "
                                           "position when hosts are removed (simulations show approximately double the "
                                           "keys will move)”. It gives no figure for an added host."),
            .run = movedOverLeast("maglev"),
        },
        // The same documentation, "Ring hash": "With the ring partitioned appropriately, the
        // addition or removal of one host from a set of N hosts will affect only 1/N requests."
        Experiment{
            .id = "compare-envoy-ring-moved",
            .source = "envoy",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, Envoy's ring hash (default sizes): adding or "
                                            "removing one of N hosts affects only 1/N of the requests"),
            .articleText = "1.00× / 1.00×",
            .article = {{1.0, 1.0}, {}, FigureUnit::Ratio, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.05,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; Envoy's ring hash (xxHash64, minimum_ring_size 1,024); "
                                            "{session-keys}; measured: keys moved over the least that must "
                                            "move (add / remove); theory: 1"),
            .noteIfDiffers = RINGLAB_TRANSLATE_NOOP("Experiment", "Envoy sizes the ring so that every host gets "
                                                    "ceil(1,024 / N) points: 103 a host for 10 hosts, 94 for 11, 114 for 9. "
                                                    "Every old host's points change with N, and the keys of the arcs that "
                                                    "change go to whichever host is next, old or new."),
            .note = RINGLAB_TRANSLATE_NOOP("Experiment", "Envoy's load balancer documentation, ring hash: “the addition or "
                                           "removal of one host from a set of N hosts will affect only 1/N requests”."),
            .run = movedOverLeast("envoy-ring"),
        },
        // Cassandra's documentation (doc/modules/cassandra/pages/architecture/dynamo.adoc,
        // "Multiple Tokens per Physical Node (vnodes)"): "When a new node is added it accepts
        // approximately equal amounts of data from other nodes in the ring" and "When a node is
        // decommissioned, it loses data roughly equally to other members of the ring".
        Experiment{
            .id = "compare-cassandra-16-moved",
            .source = "cassandra",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, Cassandra (num_tokens 16): a joining node takes its "
                                            "data from the others and a leaving node hands its data to them; nothing else "
                                            "moves"),
            .articleText = "1.00× / 1.00×",
            .article = {{1.0, 1.0}, {}, FigureUnit::Ratio, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.005,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; Cassandra's token ring (Murmur3, num_tokens 16 drawn at "
                                            "random); {session-keys}; measured: keys moved over the least "
                                            "that must move (add / remove); theory: 1"),
            .note = kCassandraChangeNote,
            .run = movedOverLeast("cassandra-16"),
        },
        Experiment{
            .id = "compare-cassandra-256-moved",
            .source = "cassandra",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, Cassandra (num_tokens 256): a joining node takes its "
                                            "data from the others and a leaving node hands its data to them; nothing else "
                                            "moves"),
            .articleText = "1.00× / 1.00×",
            .article = {{1.0, 1.0}, {}, FigureUnit::Ratio, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.005,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; Cassandra's token ring (Murmur3, num_tokens 256 drawn at "
                                            "random); {session-keys}; measured: keys moved over the least "
                                            "that must move (add / remove); theory: 1"),
            .note = kCassandraChangeNote,
            .run = movedOverLeast("cassandra-256"),
        },

        // ---- Side by side: balance (relative std-dev of the nodes' shares of the key space)
        Experiment{
            .id = "compare-modulo-balance",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, modulo (the baseline): hash mod N splits the key "
                                            "space evenly, whatever the change"),
            .articleText = RINGLAB_TRANSLATE_NOOP("Experiment", "no figures"),
            .comparison = Comparison::NotComparable,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; hash mod N (fnv1a-fmix32); measured: relative std-dev of the "
                                            "nodes' shares of the key space after the add / after the remove; theory: 0"),
            .run = spreadAfterChange("modulo"),
        },
        // The article prints a std-dev of load per node of 10.4 % for its ring of 160 virtual
        // nodes (row hash-stddev): the comparison holds the ring to it.
        Experiment{
            .id = "compare-ring-balance",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, the article's ring (160 virtual nodes): the std-dev "
                                            "of load per node stays within the article's 10.4 %"),
            .articleText = "≤ 10.4 %",
            .article = {{10.4, 10.4}, {}, FigureUnit::Percent, 1},
            .comparison = Comparison::AtMost,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; the ring (160 virtual nodes, fnv1a-fmix32); measured: relative "
                                            "std-dev of the nodes' shares of the key space after the add / after the "
                                            "remove; theory: √((N − 1) / (N · points + 1)) for random points"),
            .run = spreadAfterChange("ring"),
        },
        // libketama hashes each server to "several (100-200) unsigned ints" (its README) and
        // states no balance figure; neither does libmemcached.
        Experiment{
            .id = "compare-ketama-balance",
            .source = "ketama",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, ketama (libmemcached): each server is hashed to "
                                            "100–200 points; libketama and libmemcached publish no balance figure"),
            .articleText = RINGLAB_TRANSLATE_NOOP("Experiment", "no figures"),
            .comparison = Comparison::NotComparable,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; libmemcached's weighted ketama (MD5); measured: relative "
                                            "std-dev of the nodes' shares of the key space after the add / after the "
                                            "remove; theory: √((N − 1) / (N · points + 1)) for random points"),
            .run = spreadAfterChange("ketama"),
        },
        // The Maglev paper (Eisenbud et al., "Maglev: A Fast and Reliable Software Network Load
        // Balancer", NSDI 2016, section 3.4), whose table Envoy implements: "In practice, we
        // choose M to be larger than 100 × N to ensure at most a 1% difference in hash space
        // assigned to backends." Held as a std-dev of the shares of at most 1 %.
        Experiment{
            .id = "compare-maglev-balance",
            .source = "maglev",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, Maglev (65,537 entries): a table of more than "
                                            "100 × N entries keeps the hosts' shares within 1 % of each other"),
            .articleText = "≤ 1 %",
            .article = {{1.0, 1.0}, {}, FigureUnit::Percent, 0},
            .comparison = Comparison::AtMost,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; Envoy's Maglev (65,537 entries, xxHash64); measured: relative "
                                            "std-dev of the hosts' shares of the table after the add / after the remove; "
                                            "theory: 0 (entries differ by at most one)"),
            .note = RINGLAB_TRANSLATE_NOOP("Experiment", "The Maglev paper (NSDI 2016, section 3.4), whose table Envoy "
                                           "implements: “we choose M to be larger than 100 × N to ensure at most a 1% "
                                           "difference in hash space assigned to backends”."),
            .run = spreadAfterChange("maglev"),
        },
        // Envoy's documentation, "Ring hash", gives no figure: hashes per host are multiplied
        // "to better approximate the desired distribution".
        Experiment{
            .id = "compare-envoy-ring-balance",
            .source = "envoy",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, Envoy's ring hash (default sizes): Envoy publishes "
                                            "no balance figure, only that more entries a host approximate the weights "
                                            "better"),
            .articleText = RINGLAB_TRANSLATE_NOOP("Experiment", "no figures"),
            .comparison = Comparison::NotComparable,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; Envoy's ring hash (xxHash64, minimum_ring_size 1,024); "
                                            "measured: relative std-dev of the hosts' shares of the ring after the add / "
                                            "after the remove; theory: √((N − 1) / (N · points + 1)) for random points"),
            .run = spreadAfterChange("envoy-ring"),
        },
        // Cassandra's documentation: dynamo.adoc ("Multiple Tokens per Physical Node"): with
        // random tokens only, "to keep balance the default number of tokens per node had to be
        // quite high, at 256"; production.adoc ("Tokens"): "Using 8 vnodes distributes the
        // workload between systems with a ~10% variance" (with the token allocator). The ~10 %
        // is read as a relative std-dev of the nodes' shares: 256 random tokens keep within it,
        // 16 random tokens do not (why 4.0's default of 16 comes with the allocator).
        Experiment{
            .id = "compare-cassandra-16-balance",
            .source = "cassandra",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, Cassandra (num_tokens 16): random tokens keep "
                                            "balance only in large numbers; 16 random tokens a node stay above the "
                                            "documented ~10 % variance"),
            .articleText = "> 10 %",
            .article = {{10.0, 10.0}, {}, FigureUnit::Percent, 0},
            .comparison = Comparison::AtLeast,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; Cassandra's token ring (Murmur3, num_tokens 16 drawn at "
                                            "random); measured: relative std-dev of the nodes' shares of the token space "
                                            "after the add / after the remove, the “~10 % variance” read as such; theory: "
                                            "√((N − 1) / (N · tokens + 1))"),
            .note = kCassandraBalanceNote,
            .run = spreadAfterChange("cassandra-16"),
        },
        Experiment{
            .id = "compare-cassandra-256-balance",
            .source = "cassandra",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Side by side, Cassandra (num_tokens 256): 256 random tokens a "
                                            "node, the default of 2.x and 3.x, keep the cluster within the documented ~10 % "
                                            "variance"),
            .articleText = "≤ 10 %",
            .article = {{10.0, 10.0}, {}, FigureUnit::Percent, 0},
            .comparison = Comparison::AtMost,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "{side-by-side-change}; Cassandra's token ring (Murmur3, num_tokens 256 drawn at "
                                            "random); measured: relative std-dev of the nodes' shares of the token space "
                                            "after the add / after the remove, the “~10 % variance” read as such; theory: "
                                            "√((N − 1) / (N · tokens + 1))"),
            .note = kCassandraBalanceNote,
            .run = spreadAfterChange("cassandra-256"),
        },
    };
}

}  // namespace ringlab::catalogue
