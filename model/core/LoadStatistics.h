// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Assignment.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace ringlab {

// The article's balance requirement: no member carries more than 120 % of its weight-fair
// share. Every view, table and simulation that flags an overloaded member uses this.
inline constexpr double kLoadLimitOfFair = 1.2;

struct MemberLoad {
    std::string id;
    double weight = 1.0;
    std::size_t keys = 0;
    double share = 0.0;       // keys / all keys
    double fairShare = 0.0;   // weight / total weight
    double ofFair = 0.0;      // share / fairShare: 1.0 is exactly fair, see kLoadLimitOfFair
    std::optional<double> keySpaceShare;  // exact, where the placement defines it
};

struct LoadStatistics {
    std::vector<MemberLoad> members;
    std::size_t totalKeys = 0;
    // Population standard deviation of ofFair (for equal weights: of keys per member, over
    // their mean), and the extremes of ofFair: the most and least loaded member against its
    // own weight-fair share. For equal weights these are peak/mean and min/mean; for a
    // weighted fleet they are not (the heaviest member's keys over the mean say nothing).
    double relativeStdDev = 0.0;
    double peakOfFair = 0.0;
    double minOfFair = 0.0;
};

LoadStatistics computeLoadStatistics(const Assignment& assignment,
                                     const std::optional<std::vector<double>>& keySpaceShares = {});
// The same from key counts per member (for key sets counted in chunks, never held whole).
LoadStatistics computeLoadStatistics(std::span<const Member> members,
                                     std::span<const std::size_t> keysPerMember,
                                     const std::optional<std::vector<double>>& keySpaceShares = {});

// Over the article's limit: more than kLoadLimitOfFair of its weight-fair share.
bool overLimit(const MemberLoad& load);
// The members over the limit, in member order.
std::vector<const MemberLoad*> membersOverLimit(const LoadStatistics& stats);
// The first member with the highest (lowest) ofFair; null without members.
const MemberLoad* mostLoadedMember(const LoadStatistics& stats);
const MemberLoad* leastLoadedMember(const LoadStatistics& stats);

}  // namespace ringlab
