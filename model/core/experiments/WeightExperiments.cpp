// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Weights: a ring with replicas in proportion to weight shares the keys in proportion too.
#include "model/core/Translatable.h"
#include "model/core/experiments/ExperimentBuilders.h"
#include "model/core/experiments/ExperimentSections.h"

namespace ringlab::catalogue {

std::vector<Experiment> weightExperiments()
{
    return {
        Experiment{
            .id = "weights-4-4-1-1",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Weights 4:4:1:1 give 40.6 %, 41.1 %, 9.4 %, 9.0 % against the ideal "
                                            "40/40/10/10"),
            .articleText = "40.6 / 41.1 / 9.4 / 9.0 %",
            .article = {{40.6, 41.1, 9.4, 9.0}, {}, FigureUnit::Percent, 1},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 160 replicas per unit of weight, cache-01=4, "
                                            "cache-02=4, cache-03=1, cache-04=1, {session-keys}"),
            .noteIfDiffers =
                RINGLAB_TRANSLATE_NOOP("Experiment", "Not reproducible from the article's code with cache-01 … cache-04; no other "
                                       "naming tried (a–d, node-N, cache-N, md5) gives exactly the printed shares "
                                       "either. Both lie within a 160-point ring's expected spread (about ±1/√(160·w): "
                                       "±0.8 points for the 10 % members, ±1.6 for the 40 % ones), so the article "
                                       "most likely measured other member names."),
            .run = [](ExperimentContext& context) {
                const std::vector<Member> members{{"cache-01", 4}, {"cache-02", 4}, {"cache-03", 1}, {"cache-04", 1}};
                const auto stats = ringLoad(context, HashId::Fnv1aFmix32, kDefaultReplicas, members);
                ExperimentResult result;
                std::vector<double> shares;
                std::vector<std::string> ids;
                for (const auto& m : stats.members) {
                    shares.push_back(m.share);
                    ids.push_back(m.id);
                }
                result.measured = percent(shares, 1, ids);
                result.theoretical = percent(fairShares(members), 1, ids);
                return result;
            },
        },
    };
}

}  // namespace ringlab::catalogue
