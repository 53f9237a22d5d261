// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/AlgorithmComparison.h"

#include "model/core/Assignment.h"
#include "model/core/LoadStatistics.h"
#include "model/core/LookupBenchmark.h"
#include "model/core/MembershipChange.h"

namespace ringlab {

std::vector<AlgorithmComparisonRow> compareAlgorithms(const PlacementConfig& config, const std::vector<Member>& before,
                                                const std::vector<Member>& after, const KeySet& keys,
                                                const RunControl& control)
{
    const std::span<const Algorithm> algorithms = allAlgorithms();
    std::vector<AlgorithmComparisonRow> outcomes;
    for (std::size_t a = 0; a < algorithms.size(); ++a) {
        const RunControl part = control.part(static_cast<double>(a) / static_cast<double>(algorithms.size()),
                                             static_cast<double>(a + 1) / static_cast<double>(algorithms.size()));
        PlacementConfig own = config;
        own.algorithm = algorithms[a];
        AlgorithmComparisonRow outcome{.algorithm = own.algorithm};
        try {
            std::shared_ptr<const Placement> placement;
            LoadStatistics load;
            if (before.empty()) {
                placement = makePlacement(own, after);
                load = computeLoadStatistics(assignHashes(*placement, *keys.hashes(placement->keyHash()), part.part(0, 0.9)),
                                             placement->keySpaceShares());
            } else {
                MeasuredChange change = measureMembershipChange(own, before, after, keys, part.part(0, 0.9));
                outcome.movedFraction = change.diff.movedFraction();
                outcome.leastFraction = change.diff.leastFraction();
                load = std::move(change.after);
                placement = std::move(change.placementAfter);
            }
            outcome.keyHash = std::string(placement->keyHash().name);
            outcome.peakOfFair = load.peakOfFair;
            outcome.minOfFair = load.minOfFair;
            outcome.relativeStdDev = load.relativeStdDev;
            part.throwIfCancelled();
            outcome.lookupNs = timeLookups(*placement, keys, kComparisonTimedRounds, kComparisonTimedKeys).nsPerOperation;
        } catch (const ValidationError& e) {
            outcome = AlgorithmComparisonRow{.algorithm = own.algorithm, .refusal = e};
        }
        outcomes.push_back(std::move(outcome));
        part.report(1.0);
    }
    return outcomes;
}

}  // namespace ringlab
