// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Production pitfalls: clients on different membership versions, and changing the replicas.
#include "model/core/Translatable.h"
#include "model/core/experiments/ExperimentBuilders.h"
#include "model/core/experiments/ExperimentSections.h"

namespace ringlab::catalogue {

std::vector<Experiment> productionPitfallExperiments()
{
    return {
        Experiment{
            .id = "version-skew-8-9",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Rolling 8 → 9: half the clients see 8 nodes, half 9; they disagree on about "
                                            "11 % of the keys"),
            .articleText = "~11 %",
            .article = {{11.0}, {}, FigureUnit::Percent, 0},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.5,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 160 replicas, one client group on cache-01 … cache-08, "
                                            "the other on cache-01 … cache-09, {session-keys}; share "
                                            "of keys the groups send to different nodes; theory 1/9"),
            .run = [](ExperimentContext& context) {
                const KeySet& keys = context.sessionKeys();
                const auto oldView = assignKeys(*makePlacement({}, fleet(8)), keys);
                const auto newView = assignKeys(*makePlacement({}, fleet(9)), keys);
                ExperimentResult result;
                result.measured = percent(diffAssignments(oldView, newView).movedFraction(), 2);
                result.theoretical = percent(1.0 / 9.0, 2);
                return result;
            },
        },
        Experiment{
            .id = "replicas-160-500",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Changing replicas from 160 to 500 moves every ring position and nearly all "
                                            "keys"),
            .articleText = RINGLAB_TRANSLATE_NOOP("Experiment", "almost all"),
            .article = {{90.0}, {}, FigureUnit::Percent, 0},
            .comparison = Comparison::AtLeast,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, cache-01 … cache-08, 160 → 500 replicas, {session-keys}; \"almost all\" read as at least 90 %; theory (1 − "
                                            "160/500) × 7/8"),
            .noteIfDiffers =
                RINGLAB_TRANSLATE_NOOP("Experiment", "The article's own ring keeps every old position: labels cache-0N#0 … #159 hash "
                                       "the same at 500 replicas, and 340 new points a member are added. A key moves "
                                       "only when a new point of another member lands before its old point: about "
                                       "(1 − 160/500) × (N − 1)/N, 59.5 % for 8 members (51 % for 4). Disruptive, but "
                                       "not \"almost all\"."),
            .run = [](ExperimentContext& context) {
                const KeySet& keys = context.sessionKeys();
                const auto before = assignKeys(*makePlacement({Algorithm::Ring, HashId::Fnv1aFmix32, 160}, fleet(8)), keys);
                const auto after = assignKeys(*makePlacement({Algorithm::Ring, HashId::Fnv1aFmix32, 500}, fleet(8)), keys);
                ExperimentResult result;
                result.measured = percent(diffAssignments(before, after).movedFraction(), 2);
                result.theoretical = percent((1.0 - 160.0 / 500.0) * 7.0 / 8.0, 2);
                return result;
            },
        },
    };
}

}  // namespace ringlab::catalogue
