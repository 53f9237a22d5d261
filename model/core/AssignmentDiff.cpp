// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/AssignmentDiff.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <unordered_map>

namespace ringlab {

namespace {

std::unordered_map<std::string_view, std::size_t> indexById(std::span<const Member> members)
{
    std::unordered_map<std::string_view, std::size_t> index;
    for (std::size_t i = 0; i < members.size(); ++i)
        index.emplace(members[i].id, i);
    return index;
}

}  // namespace

double idealMovedFraction(std::span<const Member> before, std::span<const Member> after)
{
    const auto sharesBefore = fairShares(before);
    const auto sharesAfter = fairShares(after);
    const auto afterIndex = indexById(after);
    double changed = 0.0;
    std::vector<bool> seenAfter(after.size(), false);
    for (std::size_t i = 0; i < before.size(); ++i) {
        const auto found = afterIndex.find(before[i].id);
        double share = 0.0;
        if (found != afterIndex.end()) {
            share = sharesAfter[found->second];
            seenAfter[found->second] = true;
        }
        changed += std::abs(sharesBefore[i] - share);
    }
    for (std::size_t j = 0; j < after.size(); ++j)
        if (!seenAfter[j])
            changed += sharesAfter[j];
    return changed / 2.0;
}

std::vector<std::string> renumberedMembers(std::span<const Member> before,
                                           std::span<const Member> after)
{
    const auto afterIndex = indexById(after);
    std::vector<std::string> renumbered;
    for (std::size_t i = 0; i < before.size(); ++i) {
        const auto found = afterIndex.find(before[i].id);
        if (found != afterIndex.end() && found->second != i)
            renumbered.push_back(before[i].id);
    }
    return renumbered;
}

AssignmentDiff diffAssignments(const Assignment& before, const Assignment& after,
                               bool collectMovedIndices)
{
    if (before.owners.size() != after.owners.size())
        throw std::invalid_argument("diffAssignments: the assignments cover different key sets");
    AssignmentDiff diff;
    diff.totalKeys = before.owners.size();
    diff.idealFraction = idealMovedFraction(before.members, after.members);
    diff.renumberedMembers = renumberedMembers(before.members, after.members);

    // Translate old member indices to new ones once; a removed member maps to "none", which
    // never equals a new owner, so all of its keys count as moved.
    const std::size_t none = after.members.size();
    const auto afterIndex = indexById(after.members);
    std::vector<std::size_t> translate(before.members.size(), none);
    for (std::size_t i = 0; i < before.members.size(); ++i)
        if (const auto found = afterIndex.find(before.members[i].id); found != afterIndex.end())
            translate[i] = found->second;

    const std::size_t columns = after.members.size();
    std::unordered_map<std::size_t, std::size_t> flowCounts;
    std::vector<std::size_t> keysBefore(before.members.size(), 0);
    std::vector<std::size_t> keysAfter(after.members.size(), 0);
    for (std::size_t k = 0; k < diff.totalKeys; ++k) {
        const std::size_t from = before.owners[k];
        const std::size_t to = after.owners[k];
        ++keysBefore[from];
        ++keysAfter[to];
        if (translate[from] == to)
            continue;
        ++diff.movedKeys;
        ++flowCounts[from * columns + to];
        if (collectMovedIndices)
            diff.movedIndices.push_back(static_cast<std::uint32_t>(k));
    }
    for (std::size_t i = 0; i < before.members.size(); ++i) {
        const std::size_t kept = translate[i] == none ? 0 : keysAfter[translate[i]];
        diff.leastMovedKeys += keysBefore[i] > kept ? keysBefore[i] - kept : 0;
    }
    for (const auto& [cell, keys] : flowCounts)
        diff.flows.push_back(
            {before.members[cell / columns].id, after.members[cell % columns].id, keys});
    std::sort(diff.flows.begin(), diff.flows.end(), [](const KeyFlow& a, const KeyFlow& b) {
        if (a.keys != b.keys)
            return a.keys > b.keys;
        return a.from != b.from ? a.from < b.from : a.to < b.to;
    });
    return diff;
}

}  // namespace ringlab
