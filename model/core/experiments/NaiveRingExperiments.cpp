// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Problem 3: a naive ring, one point per member, splits the key space very unevenly.
#include "model/core/Translatable.h"
#include "model/core/experiments/ExperimentBuilders.h"
#include "model/core/experiments/ExperimentSections.h"

#include <algorithm>
#include <utility>

namespace ringlab::catalogue {

namespace {

// Largest and smallest share of the key space on a ring of the given points.
Figure largestAndSmallest(const std::vector<double>& shares, const std::vector<Member>& members)
{
    const auto [low, high] = std::minmax_element(shares.begin(), shares.end());
    return percent({*high, *low}, 1,
                   {members[std::size_t(high - shares.begin())].id,
                    members[std::size_t(low - shares.begin())].id});
}

// One point per member at the hash of the bare member name (no "#0"): the naive ring of the
// article's "how the ring works" section ("hash every node name onto the circle").
std::vector<double> bareNameArcShares(const HashFunction& hash, const std::vector<Member>& members)
{
    std::vector<std::pair<std::uint32_t, MemberIndex>> points;
    for (std::size_t m = 0; m < members.size(); ++m)
        points.emplace_back(hash.hash(members[m].id), static_cast<MemberIndex>(m));
    std::stable_sort(points.begin(), points.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::uint32_t> positions;
    std::vector<MemberIndex> owners;
    for (const auto& [position, owner] : points) {
        positions.push_back(position);
        owners.push_back(owner);
    }
    return ringArcShares(positions, owners, members.size());
}

std::vector<double> ringKeySpaceShares(HashId hash, int replicas, const std::vector<Member>& members)
{
    return *makePlacement({Algorithm::Ring, hash, replicas}, members)->keySpaceShares();
}

}  // namespace

std::vector<Experiment> naiveRingExperiments()
{
    return {
        Experiment{
            .id = "naive-ring-4",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Naive ring, 4 members at one point each: one owns 45 % of the key space, "
                                            "another 13 %"),
            .articleText = "45 % / 13 %",
            .article = {{45.0, 13.0}, {}, FigureUnit::Percent, 0},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring code as the article's (label cache-0N#0), fnv1a-fmix32, 1 replica, "
                                            "cache-01 … cache-04; exact share of the hash space; theory: expected "
                                            "largest and smallest of 4 random arcs"),
            .noteIfDiffers =
                RINGLAB_TRANSLATE_NOOP("Experiment", "The article's ring code places a one-point member at hash(\"cache-01#0\"). The "
                                       "printed 45 % and 13 % come from MD5 of the bare names cache-01 … cache-04 "
                                       "(next row: 44.9 % for cache-04, the node the article calls overloaded, and "
                                       "13.3 %), i.e. the measurement was made with another hash and label than the "
                                       "code shown."),
            .run = [](ExperimentContext&) {
                const auto members = fleet(4);
                ExperimentResult result;
                result.measured = largestAndSmallest(ringKeySpaceShares(HashId::Fnv1aFmix32, 1, members), members);
                result.theoretical = percent({expectedLargestArcShare(4), expectedSmallestArcShare(4)}, 1);
                return result;
            },
        },
        Experiment{
            .id = "naive-ring-4-md5-names",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "The same, hashing the bare member names with MD5 (the likely setup of the "
                                            "article's measurement)"),
            .articleText = "45 % / 13 %",
            .article = {{45.0, 13.0}, {}, FigureUnit::Percent, 0},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "one point per member at md5(\"cache-0N\"), cache-01 … cache-04; exact "
                                            "share of the hash space"),
            .run = [](ExperimentContext&) {
                const auto members = fleet(4);
                ExperimentResult result;
                result.measured =
                    largestAndSmallest(bareNameArcShares(hashFunction(HashId::Md5), members), members);
                result.theoretical = percent({expectedLargestArcShare(4), expectedSmallestArcShare(4)}, 1);
                return result;
            },
        },
        Experiment{
            .id = "naive-ring-4-ratio",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Largest over smallest share in that measurement: 3.4×"),
            .articleText = "3.4×",
            .article = {{3.4}, {}, FigureUnit::Ratio, 1},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "one point per member at md5(\"cache-0N\"), cache-01 … cache-04"),
            .run = [](ExperimentContext&) {
                const auto shares = bareNameArcShares(hashFunction(HashId::Md5), fleet(4));
                const auto [low, high] = std::minmax_element(shares.begin(), shares.end());
                ExperimentResult result;
                result.measured = {{*high / *low}, {}, FigureUnit::Ratio, 1};
                return result;
            },
        },
        Experiment{
            .id = "naive-ring-8-peak",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Naive ring, 8 members at one point each: the most loaded carries 434 % of "
                                            "its fair share"),
            .articleText = "434 %",
            .article = {{434.0}, {}, FigureUnit::PercentOfFair, 0},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 1 replica, cache-01 … cache-08, {session-keys}; theory: expected largest arc, H₈ = 2.72× fair"),
            .run = [](ExperimentContext& context) {
                const auto stats = ringLoad(context, HashId::Fnv1aFmix32, 1, fleet(8));
                ExperimentResult result;
                result.measured = {{stats.peakOfFair * 100.0}, {}, FigureUnit::PercentOfFair, 1};
                result.theoretical = {{expectedLargestArcShare(8) * 800.0}, {}, FigureUnit::PercentOfFair, 1};
                return result;
            },
        },
        Experiment{
            .id = "naive-ring-8-min",
            .source = "article",
            .claim = RINGLAB_TRANSLATE_NOOP("Experiment", "… and the least loaded 3.7 %"),
            .articleText = "3.7 %",
            .article = {{3.7}, {}, FigureUnit::PercentOfFair, 1},
            .setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 1 replica, cache-01 … cache-08, {session-keys}; theory: expected smallest arc, 1/8 of fair"),
            .run = [](ExperimentContext& context) {
                const auto stats = ringLoad(context, HashId::Fnv1aFmix32, 1, fleet(8));
                ExperimentResult result;
                result.measured = {{stats.minOfFair * 100.0}, {}, FigureUnit::PercentOfFair, 2};
                result.theoretical = {{expectedSmallestArcShare(8) * 800.0}, {}, FigureUnit::PercentOfFair, 1};
                return result;
            },
        },
    };
}

}  // namespace ringlab::catalogue
