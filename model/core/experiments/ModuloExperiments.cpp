// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Problems 1 and 2: modulo placement moves almost every key when the fleet changes.
#include "model/core/Translatable.h"
#include "model/core/experiments/ExperimentBuilders.h"
#include "model/core/experiments/ExperimentSections.h"

namespace ringlab::catalogue {

std::vector<Experiment> moduloExperiments()
{
    return {
        Experiment{
            .id = "modulo-8-9",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Modulo: growing from 8 to 9 members moves almost every key"),
            .articleText = "88.93 %",
            .article = {{88.93}, {}, FigureUnit::Percent, 2},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "modulo, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, {session-keys}; theory 1 − 1/9"),
            .run = measureMovedShare(Algorithm::Modulo, 8, 9),
        },
        Experiment{
            .id = "modulo-8-7",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Modulo: losing one of 8 members remaps about 87 % of the keys"),
            .articleText = "~87 %",
            .article = {{87.0}, {}, FigureUnit::Percent, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 1.0,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "modulo, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, {session-keys}; theory 1 − 1/8"),
            .run = measureMovedShare(Algorithm::Modulo, 8, 7),
        },
        Experiment{
            .id = "modulo-100-101",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Modulo: adding one node to a hundred invalidates about 99 % of the cache"),
            .articleText = "~99 %",
            .article = {{99.0}, {}, FigureUnit::Percent, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 0.5,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "modulo, 100 → 101 members; fnv1a-fmix32, {session-keys}; "
                                            "theory 1 − 1/101"),
            .run = measureMovedShare(Algorithm::Modulo, 100, 101),
        },
        Experiment{
            .id = "modulo-5-4",
            .source = "blog",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Removing a node under modulo hashing redistributes ~80 % of the keys"),
            .articleText = "~80 %",
            .article = {{80.0}, {}, FigureUnit::Percent, 2},
            .comparison = Comparison::WithinTolerance,
            .tolerance = 1.0,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "modulo, cache-01 … cache-05 → − cache-05; fnv1a-fmix32, {session-keys}; theory 1 − 1/5"),
            .run = measureMovedShare(Algorithm::Modulo, 5, 4),
        },
    };
}

}  // namespace ringlab::catalogue
