// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/LoadHistogram.h"

#include <algorithm>
#include <cmath>

namespace ringlab {

namespace {

constexpr double kLimitPercent = kLoadLimitOfFair * 100.0;

double percentOfFair(const MemberLoad& load)
{
    return load.ofFair * 100.0;
}

}  // namespace

std::size_t LoadHistogram::binOf(double percent) const
{
    if (counts.empty())
        return 0;
    const std::size_t last = counts.size() - 1;
    const double rough = std::ceil((percent - firstEdge) / binWidth) - 1.0;
    auto bin = static_cast<std::size_t>(std::clamp(rough, 0.0, static_cast<double>(last)));
    // Settle rounding at the edges against the edges as edge() gives them.
    while (bin > 0 && percent <= edge(bin))
        --bin;
    while (bin < last && percent > edge(bin + 1))
        ++bin;
    return bin;
}

bool LoadHistogram::overLimit(std::size_t bin) const
{
    return edge(bin) >= kLimitPercent - 1e-9;
}

LoadHistogram loadHistogram(const LoadStatistics& stats, std::size_t maxBins)
{
    LoadHistogram histogram;
    const MemberLoad* lowest = leastLoadedMember(stats);
    const MemberLoad* highest = mostLoadedMember(stats);
    if (!lowest || maxBins == 0)
        return histogram;
    const double low = percentOfFair(*lowest);
    const double high = percentOfFair(*highest);
    const auto binsAt = [&](double width) {
        return std::max(1.0, std::ceil(high / width) - std::floor(low / width));
    };
    double width = 0.1;
    for (const double candidate : {0.1, 0.2, 0.5, 1.0, 2.0, 4.0, 5.0, 10.0, 20.0, 30.0, 40.0, 60.0, 120.0}) {
        width = candidate;
        if (binsAt(width) <= static_cast<double>(maxBins))
            break;
    }
    while (binsAt(width) > static_cast<double>(maxBins))
        width *= 2.0;
    histogram.binWidth = width;
    histogram.firstEdge = std::floor(low / width) * width;
    histogram.counts.assign(static_cast<std::size_t>(binsAt(width)), 0);
    for (const MemberLoad& load : stats.members)
        ++histogram.counts[histogram.binOf(percentOfFair(load))];
    return histogram;
}

}  // namespace ringlab
