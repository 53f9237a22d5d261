// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/MembershipChange.h"

#include "model/core/MaglevPlacement.h"

#include <string_view>
#include <unordered_map>

namespace ringlab {

MeasuredChange measureMembershipChange(const PlacementConfig& config, std::vector<Member> before,
                                       std::vector<Member> after, const KeySet& keys,
                                       const RunControl& control)
{
    const auto placementBefore = makePlacement(config, std::move(before));
    std::shared_ptr<const Placement> placementAfter = placementBefore->withMembers(std::move(after));
    control.throwIfCancelled();
    const auto hashes = keys.hashes(placementBefore->keyHash());
    control.report(0.1);
    const Assignment assignedBefore = assignHashes(*placementBefore, *hashes, control.part(0.1, 0.5));
    const Assignment assignedAfter = assignHashes(*placementAfter, *hashes, control.part(0.5, 0.95));
    MeasuredChange measured{diffAssignments(assignedBefore, assignedAfter),
                            computeLoadStatistics(assignedAfter, placementAfter->keySpaceShares()),
                            std::move(placementAfter)};
    control.report(1.0);
    return measured;
}

AssignmentDiff diffMembershipChange(const PlacementConfig& config, std::vector<Member> before,
                                    std::vector<Member> after, const KeySet& keys,
                                    const RunControl& control)
{
    return measureMembershipChange(config, std::move(before), std::move(after), keys, control).diff;
}

std::optional<std::vector<std::uint32_t>> changedTableEntries(const MaglevPlacement& before,
                                                              const MaglevPlacement& after)
{
    if (before.tableSize() != after.tableSize())
        return std::nullopt;
    // Each member before as its index after; a member that left as one no entry has.
    const std::vector<Member>& membersAfter = after.members();
    std::unordered_map<std::string_view, MemberIndex> indexAfter;
    indexAfter.reserve(membersAfter.size());
    for (std::size_t m = 0; m < membersAfter.size(); ++m)
        indexAfter.emplace(membersAfter[m].id, static_cast<MemberIndex>(m));
    constexpr std::size_t gone = kMaxMembers + 1;
    std::vector<std::size_t> translated;
    translated.reserve(before.members().size());
    for (const Member& member : before.members()) {
        const auto found = indexAfter.find(member.id);
        translated.push_back(found == indexAfter.end() ? gone : found->second);
    }
    const std::vector<MemberIndex>& tableBefore = before.table();
    const std::vector<MemberIndex>& tableAfter = after.table();
    std::vector<std::uint32_t> changed;
    for (std::size_t entry = 0; entry < tableAfter.size(); ++entry) {
        if (translated[tableBefore[entry]] != tableAfter[entry])
            changed.push_back(static_cast<std::uint32_t>(entry));
    }
    return changed;
}

std::optional<double> movedOverReference(std::optional<double> moved, std::optional<double> referenceMoved)
{
    if (!moved || !referenceMoved || *referenceMoved <= 0.0)
        return std::nullopt;
    return *moved / *referenceMoved;
}

}  // namespace ringlab
