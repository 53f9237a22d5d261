// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The failover client: the keys of a killed node turn into misses served by the next node.
#include "model/core/Translatable.h"
#include "model/core/experiments/ExperimentBuilders.h"
#include "model/core/experiments/ExperimentSections.h"

namespace ringlab::catalogue {

namespace {

ExperimentResult failoverMisses(ExperimentContext& context, std::size_t members)
{
    const auto ring = makePlacement({}, fleet(members));
    const KillOutcome outcome = killMember(*ring, context.userKeys(), "cache-02");
    ExperimentResult result;
    result.measured = percent(outcome.missFraction(), 2);
    result.theoretical = percent(1.0 / static_cast<double>(members), 2);
    return result;
}

}  // namespace

std::vector<Experiment> failoverExperiments()
{
    return {
        Experiment{
            .id = "failover-4-keys",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Four nodes, 10,000 keys: cache-01 2213 | cache-02 2462 | cache-03 2923 | "
                                            "cache-04 2402"),
            .articleText = "2213 / 2462 / 2923 / 2402",
            .article = {{2213, 2462, 2923, 2402}, {}, FigureUnit::Count, 0},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-04, keys user:0 … "
                                            "user:9999; theory: 2,500 each"),
            .run = [](ExperimentContext& context) {
                const auto members = fleet(4);
                const auto ring = makePlacement({}, members);
                const auto counts = assignKeys(*ring, context.userKeys()).keysPerMember();
                ExperimentResult result;
                result.measured = {{}, {}, FigureUnit::Count, 0};
                for (std::size_t m = 0; m < counts.size(); ++m) {
                    result.measured.values.push_back(static_cast<double>(counts[m]));
                    result.measured.labels.push_back(members[m].id);
                }
                result.theoretical = {std::vector<double>(4, 2500.0), result.measured.labels,
                                      FigureUnit::Count, 0};
                return result;
            },
        },
        Experiment{
            .id = "failover-4-misses",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Killing cache-02 of four turns 24.6 % of the traffic into misses"),
            .articleText = "24.6 %",
            .article = {{24.6}, {}, FigureUnit::Percent, 1},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-04, keys user:0 … "
                                            "user:9999, kill cache-02; failover depth 2 (a miss is served by the next "
                                            "owner clockwise); theory 1/4"),
            .run = [](ExperimentContext& context) { return failoverMisses(context, 4); },
        },
        Experiment{
            .id = "failover-4-hard-failures",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "… and no hard failures: every key of cache-02 is served by the next node"),
            .articleText = "0",
            .article = {{0.0}, {}, FigureUnit::Count, 0},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "as failover-4-misses; a hard failure is a key with no other owner"),
            .run = [](ExperimentContext& context) {
                const auto ring = makePlacement({}, fleet(4));
                ExperimentResult result;
                result.measured = {{static_cast<double>(killMember(*ring, context.userKeys(), "cache-02").hardFailures)},
                                   {}, FigureUnit::Count, 0};
                result.theoretical = {{0.0}, {}, FigureUnit::Count, 0};
                return result;
            },
        },
        Experiment{
            .id = "failover-8-misses",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "With eight nodes one failure costs 12.5 % misses"),
            .articleText = "12.5 %",
            .article = {{12.5}, {}, FigureUnit::Percent, 1},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-08, keys user:0 … "
                                            "user:9999, kill cache-02; theory 1/8"),
            .noteIfDiffers =
                RINGLAB_TRANSLATE_NOOP("Experiment", "The article's 12.5 % is 1/8, the expectation; the misses are the killed node's "
                                       "actual share of the keys, which at 160 replicas is off 1/N by a point or so."),
            .run = [](ExperimentContext& context) { return failoverMisses(context, 8); },
        },
    };
}

}  // namespace ringlab::catalogue
