// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Real clients against each other and against the minimum: libmemcached's ketama, Envoy's
// Maglev and ring hash, Cassandra's token ring, one host leaving or joining; the claims are the
// upstream projects' own.
#include "model/core/AssignmentDiff.h"
#include "model/core/CassandraPlacement.h"
#include "model/core/MembershipChange.h"
#include "model/core/Translatable.h"
#include "model/core/experiments/ExperimentBuilders.h"
#include "model/core/experiments/ExperimentSections.h"

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
        const auto ring = makePlacement(config, numberedMembers("cassandra-", 12));
        const std::vector<double> shares = *ring->keySpaceShares();
        double squares = 0.0;
        for (const double share : shares)
            squares += (share * 12.0 - 1.0) * (share * 12.0 - 1.0);
        sum += std::sqrt(squares / 12.0);
    }
    return sum / kSeeds;
}

}  // namespace

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
                                            "(xxHash64, minimum_ring_size 1,024); 1,000,000 keys session:user:{i}; theory: "
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
                                            "num_tokens 16 drawn at random; 1,000,000 keys session:user:{i}; measured: keys "
                                            "moved over the least that must move; theory: 1"),
            .run = [](ExperimentContext& context) {
                const auto diff = change(context, {.algorithm = Algorithm::Cassandra},
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
                                            "removed host's keys; 1,000,000 keys session:user:{i}; theory: 1 (the minimum "
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
                                            "xxHash64; 1,000,000 keys session:user:{i}; theory: the minimum 1/100"),
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
                                            "ketama (MD5); 1,000,000 keys session:user:{i}; theory: the minimum 1/101"),
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
                                            "ketama (MD5); 1,000,000 keys session:user:{i}; theory: the minimum 1/100"),
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
    };
}

}  // namespace ringlab::catalogue
