// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Options C, D, B, E against the theoretical minimum: the keys rendezvous, the ring, jump and
// the directory move when one of eight members joins or leaves.
#include "model/core/Translatable.h"
#include "model/core/experiments/ExperimentBuilders.h"
#include "model/core/experiments/ExperimentSections.h"

namespace ringlab::catalogue {

std::vector<Experiment> minimumMovementExperiments()
{
    return {
        Experiment{
            .id = "rendezvous-8-9",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Rendezvous: 8 → 9 members moves 11.09 % (minimum 11.11 %)"),
            .articleText = "11.09 %",
            .article = {{11.09}, {}, FigureUnit::Percent, 2},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "rendezvous, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, {session-keys}; theory: the minimum 1/9"),
            .run = measureMovedShare(Algorithm::Rendezvous, 8, 9),
        },
        Experiment{
            .id = "rendezvous-8-7",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Rendezvous: 8 → 7 members stays near the minimum 12.5 %"),
            .articleText = "≈ 12.50 %",
            .article = {{12.5}, {}, FigureUnit::Percent, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.5,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "rendezvous, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, {session-keys}; theory: the minimum 1/8"),
            .run = measureMovedShare(Algorithm::Rendezvous, 8, 7),
        },
        Experiment{
            .id = "ring-8-9",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Ring: 8 → 9 members moves 11.06 % (minimum 11.11 %)"),
            .articleText = "11.06 %",
            .article = {{11.06}, {}, FigureUnit::Percent, 2},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, 160 replicas, "
                                            "{session-keys}; theory: the minimum 1/9"),
            .run = measureMovedShare(Algorithm::Ring, 8, 9),
        },
        Experiment{
            .id = "ring-8-7",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Ring: 8 → 7 members moves 12.60 % (theory 12.50 %)"),
            .articleText = "12.60 %",
            .article = {{12.60}, {}, FigureUnit::Percent, 2},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, 160 replicas, "
                                            "{session-keys}; theory: the minimum 1/8"),
            .run = measureMovedShare(Algorithm::Ring, 8, 7),
        },
        Experiment{
            .id = "jump-8-9",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Jump: 8 → 9 buckets moves the minimal number of keys"),
            .articleText = "≈ 11.11 %",
            .article = {{11.11}, {}, FigureUnit::Percent, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.5,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "jump, buckets cache-01 … cache-08 → + cache-09 at the end; fnv1a-fmix32, "
                                            "{session-keys}; theory: the minimum 1/9"),
            .run = measureMovedShare(Algorithm::Jump, 8, 9),
        },
        Experiment{
            .id = "jump-8-7",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Jump: removing the last of 8 buckets moves the minimum"),
            .articleText = "≈ 12.50 %",
            .article = {{12.5}, {}, FigureUnit::Percent, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.5,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "jump, cache-01 … cache-08 → − cache-08 (the last bucket; any other renumbers "
                                            "the rest); fnv1a-fmix32, {session-keys}; theory 1/8"),
            .run = measureMovedShare(Algorithm::Jump, 8, 7),
        },
        Experiment{
            .id = "directory-8-9",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Directory (coordinator): 8 → 9 members, slots moved as redis-cli rebalances"),
            .articleText = "≈ 11.11 %",
            .article = {{11.11}, {}, FigureUnit::Percent, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.5,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "directory, 16384 CRC16 slots, cache-01 … cache-08 → + cache-09, "
                                            "redis-cli --cluster rebalance --cluster-use-empty-masters (each old master gives its "
                                            "lowest slots; the rounding remainder goes to cache-09); {session-keys}; theory: the minimum 1/9"),
            .run = measureMovedShare(Algorithm::Directory, 8, 9),
        },
        Experiment{
            .id = "directory-8-7",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Directory (coordinator): 8 → 7 members"),
            .articleText = "≈ 12.50 %",
            .article = {{12.5}, {}, FigureUnit::Percent, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.5,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "directory, 16384 CRC16 slots, cache-01 … cache-08 → − cache-08, "
                                            "emptied as redis-cli --cluster rebalance does with its weight 0; "
                                            "{session-keys}; theory: the minimum 1/8"),
            .run = measureMovedShare(Algorithm::Directory, 8, 7),
        },
    };
}

}  // namespace ringlab::catalogue
