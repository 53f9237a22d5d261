// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/LoadStatistics.h"

#include <algorithm>
#include <cmath>

namespace ringlab {

LoadStatistics computeLoadStatistics(const Assignment& assignment,
                                     const std::optional<std::vector<double>>& keySpaceShares)
{
    return computeLoadStatistics(assignment.members, assignment.keysPerMember(), keySpaceShares);
}

LoadStatistics computeLoadStatistics(std::span<const Member> members,
                                     std::span<const std::size_t> counts,
                                     const std::optional<std::vector<double>>& keySpaceShares)
{
    LoadStatistics stats;
    for (const std::size_t count : counts)
        stats.totalKeys += count;
    const auto fair = fairShares(members);
    const double total = static_cast<double>(stats.totalKeys);
    for (std::size_t i = 0; i < members.size(); ++i) {
        MemberLoad load;
        load.id = members[i].id;
        load.weight = members[i].weight;
        load.keys = counts[i];
        load.share = total > 0 ? static_cast<double>(counts[i]) / total : 0.0;
        load.fairShare = fair[i];
        load.ofFair = load.share / load.fairShare;
        if (keySpaceShares)
            load.keySpaceShare = (*keySpaceShares)[i];
        stats.members.push_back(std::move(load));
    }
    if (stats.members.empty() || stats.totalKeys == 0)
        return stats;
    const double n = static_cast<double>(stats.members.size());
    double mean = 0.0;
    for (const auto& m : stats.members)
        mean += m.ofFair / n;
    double variance = 0.0;
    stats.peakOfFair = stats.members.front().ofFair;
    stats.minOfFair = stats.members.front().ofFair;
    for (const auto& m : stats.members) {
        variance += (m.ofFair - mean) * (m.ofFair - mean) / n;
        stats.peakOfFair = std::max(stats.peakOfFair, m.ofFair);
        stats.minOfFair = std::min(stats.minOfFair, m.ofFair);
    }
    stats.relativeStdDev = std::sqrt(variance);
    return stats;
}

bool overLimit(const MemberLoad& load)
{
    return load.ofFair > kLoadLimitOfFair;
}

std::vector<const MemberLoad*> membersOverLimit(const LoadStatistics& stats)
{
    std::vector<const MemberLoad*> over;
    for (const MemberLoad& load : stats.members)
        if (overLimit(load))
            over.push_back(&load);
    return over;
}

namespace {

bool lessLoaded(const MemberLoad& a, const MemberLoad& b)
{
    return a.ofFair < b.ofFair;
}

}  // namespace

const MemberLoad* mostLoadedMember(const LoadStatistics& stats)
{
    if (stats.members.empty())
        return nullptr;
    return &*std::max_element(stats.members.begin(), stats.members.end(), lessLoaded);
}

const MemberLoad* leastLoadedMember(const LoadStatistics& stats)
{
    if (stats.members.empty())
        return nullptr;
    return &*std::min_element(stats.members.begin(), stats.members.end(), lessLoaded);
}

}  // namespace ringlab
