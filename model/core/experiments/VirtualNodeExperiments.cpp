// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Virtual nodes: how the balance improves with replicas, and what a ring's points cost in memory.
#include "model/core/Translatable.h"
#include "model/core/experiments/ExperimentBuilders.h"
#include "model/core/experiments/ExperimentSections.h"

#include <algorithm>

namespace ringlab::catalogue {

std::vector<Experiment> virtualNodeExperiments()
{
    return {
        Experiment{
            .id = "replicas-sweep",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Balance improves steadily with replicas; 160 is where the curve flattens, "
                                            "500 is still clearly better"),
            .articleText = RINGLAB_TRANSLATE_NOOP("Experiment", "no figures"),
            .comparison = Comparison::NotComparable,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, cache-01 … cache-08, {session-keys}, replicas 1 … "
                                            "1000; relative std-dev of keys per member (fnv1a-fmix32 at 1, 10, 160, "
                                            "500, 1000; the chart: md5, fnv1a, fnv1a-fmix32); theory √(7 / (8r + 1))"),
            .note = RINGLAB_TRANSLATE_NOOP("Experiment", "Measured: 500 replicas roughly halve 160's spread, as 1/√r predicts; the "
                                           "article's claim holds for fnv1a-fmix32 and md5. Plain fnv1a stays "
                                           "unbalanced at every count (its labels cluster)."),
            .run = [](ExperimentContext& context) {
                const auto members = fleet(8);
                const std::vector<int> shown{1, 10, 160, 500, 1000};
                ExperimentResult result;
                result.measured = {{}, {}, FigureUnit::Percent, 1};
                result.theoretical = {{}, {}, FigureUnit::Percent, 1};
                for (const HashId hash : kArticleHashes) {
                    context.checkCancelled();
                    ExperimentCurve curve{std::string(hashFunction(hash).name), {}, {}, false};
                    for (const auto& point : replicasSweep(members, hash, context.sessionKeys(),
                                                           defaultReplicasSweep())) {
                        curve.x.push_back(point.replicas);
                        curve.y.push_back(point.relativeStdDev * 100.0);
                        if (hash == HashId::Fnv1aFmix32 &&
                            std::find(shown.begin(), shown.end(), point.replicas) != shown.end()) {
                            result.measured.values.push_back(point.relativeStdDev * 100.0);
                            result.measured.labels.push_back("r=" + std::to_string(point.replicas));
                        }
                    }
                    result.curves.push_back(std::move(curve));
                }
                ExperimentCurve theory{RINGLAB_TRANSLATE_NOOP("Experiment", "expected (uniform random points)"), {}, {}, true};
                for (const int r : defaultReplicasSweep()) {
                    theory.x.push_back(r);
                    theory.y.push_back(expectedRingRelativeStdDev(8, std::size_t(r)) * 100.0);
                }
                result.curves.push_back(std::move(theory));
                for (const int r : shown) {
                    result.theoretical.values.push_back(expectedRingRelativeStdDev(8, std::size_t(r)) * 100.0);
                    result.theoretical.labels.push_back("r=" + std::to_string(r));
                }
                return result;
            },
        },
        Experiment{
            .id = "blog-replicas-15-20",
            .source = "blog",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "From 15–20 virtual nodes on, the distribution is almost perfect, the "
                                            "std-dev goes to zero"),
            .articleText = RINGLAB_TRANSLATE_NOOP("Experiment", "≈ 0 (almost perfect)"),
            .article = {{5.0, 5.0}, {"r=15", "r=20"}, FigureUnit::Percent, 1},
            .comparison = Comparison::AtMost,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, md5 (the blog's hash), cache-01 … cache-03 (the blog's three nodes), "
                                            "15 and 20 replicas, {session-keys}; \"almost perfect\" "
                                            "read as a relative std-dev of at most 5 %"),
            .noteIfDiffers =
                RINGLAB_TRANSLATE_NOOP("Experiment", "The spread falls only as 1/√r: with 15–20 points per node one node still carries "
                                       "about 20 % more or less than its share. A relative std-dev under 5 % takes "
                                       "several hundred points per node (see replicas-sweep)."),
            .run = [](ExperimentContext& context) {
                const auto members = fleet(3);
                ExperimentResult result;
                result.measured = {{}, {"r=15", "r=20"}, FigureUnit::Percent, 1};
                result.theoretical = {{}, {"r=15", "r=20"}, FigureUnit::Percent, 1};
                for (const int r : {15, 20}) {
                    result.measured.values.push_back(ringLoad(context, HashId::Md5, r, members).relativeStdDev * 100.0);
                    result.theoretical.values.push_back(expectedRingRelativeStdDev(3, std::size_t(r)) * 100.0);
                }
                return result;
            },
        },
        Experiment{
            .id = "ring-bytes-per-point",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "A ring point takes about 12 bytes (4-byte position + 8-byte owner reference)"),
            .articleText = "~12 B",
            .article = {{12.0, 12.0}, {"8×160", "8×500"}, FigureUnit::Bytes, 0},
            .comparison = Comparison::NotComparable,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "RingPlacement::memoryBytes() / points, cache-01 … cache-08 at 160 and 500 "
                                            "replicas, fnv1a-fmix32"),
            .note = RINGLAB_TRANSLATE_NOOP("Experiment", "RingLab's own layout, not the article's JavaScript: a 4-byte position, a "
                                           "2-byte owner index and a top-bits lookup index of at most 3.5 bytes a point."),
            .run = [](ExperimentContext&) {
                ExperimentResult result;
                result.measured = {{}, {"8×160", "8×500"}, FigureUnit::Bytes, 2};
                for (const int r : {160, 500}) {
                    const auto ring = makePlacement({Algorithm::Ring, HashId::Fnv1aFmix32, r}, fleet(8));
                    result.measured.values.push_back(static_cast<double>(ring->memoryBytes()) /
                                                     (8.0 * r));
                }
                return result;
            },
        },
        Experiment{
            .id = "ring-memory-8x500",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Eight members with 500 replicas take less than 50 KB"),
            .articleText = "< 50 KB",
            .article = {{50.0}, {}, FigureUnit::Kilobytes, 0},
            .comparison = Comparison::AtMost,
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "RingPlacement::memoryBytes(), cache-01 … cache-08, 500 replicas (4,000 "
                                            "points); 1 KB = 1,000 bytes; theory: the article's 4,000 × 12 bytes"),
            .run = [](ExperimentContext&) {
                const auto ring = makePlacement({Algorithm::Ring, HashId::Fnv1aFmix32, 500}, fleet(8));
                ExperimentResult result;
                result.measured = {{static_cast<double>(ring->memoryBytes()) / 1000.0}, {}, FigureUnit::Kilobytes, 1};
                result.theoretical = {{4000.0 * 12.0 / 1000.0}, {}, FigureUnit::Kilobytes, 1};
                return result;
            },
        },
    };
}

}  // namespace ringlab::catalogue
