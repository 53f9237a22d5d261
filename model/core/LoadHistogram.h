// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/LoadStatistics.h"

#include <cstddef>
#include <vector>

namespace ringlab {

// What the load chart draws for a fleet too large for a bar per member.
inline constexpr std::size_t kMaxLoadHistogramBins = 30;

// Members counted by % of their weight-fair share (ofFair × 100) in bins of equal width: bin 0
// is [edge(0), edge(1)], every later bin i is (edge(i), edge(i + 1)], so a bin starting at the
// limit (kLoadLimitOfFair) or above it holds only members over the limit.
struct LoadHistogram {
    double firstEdge = 0.0;  // % of fair share
    double binWidth = 0.0;   // % of fair share
    std::vector<std::size_t> counts;

    double edge(std::size_t i) const { return firstEdge + static_cast<double>(i) * binWidth; }
    // The bin of a member at `percentOfFair` (clamped to the histogram's range).
    std::size_t binOf(double percentOfFair) const;
    // True when every member the bin can hold is over the limit.
    bool overLimit(std::size_t bin) const;
};

// The fewest bins of a width from 0.1, 0.2, 0.5, 1, 2, 4, 5, 10, 20, 30, 40, 60, 120, 240, … %
// (each divides the limit's 120 %) that cover every member's % of fair share in at most
// `maxBins`; empty without members.
LoadHistogram loadHistogram(const LoadStatistics& stats, std::size_t maxBins = kMaxLoadHistogramBins);

}  // namespace ringlab
