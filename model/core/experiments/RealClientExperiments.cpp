// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Real clients against each other and against the minimum: libmemcached's ketama and Envoy's
// Maglev on a fleet of a hundred, one host leaving or joining; the claims are the upstream
// projects' own.
#include "model/core/AssignmentDiff.h"
#include "model/core/MembershipChange.h"
#include "model/core/Translatable.h"
#include "model/core/experiments/ExperimentBuilders.h"
#include "model/core/experiments/ExperimentSections.h"

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

}  // namespace

std::vector<Experiment> realClientExperiments()
{
    return {
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
