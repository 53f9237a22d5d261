// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Assignment.h"

#include <string>
#include <vector>

namespace ringlab {

// Keys that went from one member to another (ids; a removed member is a `from` only).
struct KeyFlow {
    std::string from;
    std::string to;
    std::size_t keys = 0;
};

// What a membership (or hash, algorithm, replicas) change did to a key set.
struct AssignmentDiff {
    std::size_t totalKeys = 0;
    std::size_t movedKeys = 0;
    // The least that reaches these loads: the fewest keys any placement must move to go from
    // the per-member key counts before to those after, Σ over member ids of
    // max(0, keys before − keys after) (a removed member's keys all count). Never above
    // movedKeys; a ring or rendezvous meets it, modulo lands far above it.
    std::size_t leastMovedKeys = 0;
    // The ideal for a balanced result: the share of weight that changes hands,
    // ½ Σ |fair share before − fair share after| over member ids (1/9 for 8 → 9 equal
    // members). What the theory expects; a real placement lands near it, above or below.
    double idealFraction = 0.0;
    std::vector<KeyFlow> flows;             // largest first, then by ids
    std::vector<std::uint32_t> movedIndices;  // filled when asked for (animation)
    // Members present before and after whose position in the list changed: for jump and
    // modulo that renumbers buckets and moves far more keys than the change needs.
    std::vector<std::string> renumberedMembers;

    double movedFraction() const noexcept { return fractionOfKeys(movedKeys); }
    double leastFraction() const noexcept { return fractionOfKeys(leastMovedKeys); }
    double fractionOfKeys(std::size_t keys) const noexcept
    {
        return totalKeys == 0 ? 0.0 : static_cast<double>(keys) / static_cast<double>(totalKeys);
    }
};

// Both assignments must cover the same keys in the same order.
AssignmentDiff diffAssignments(const Assignment& before, const Assignment& after,
                               bool collectMovedIndices = false);

// AssignmentDiff::idealFraction for a change of members (the weights' fair shares).
double idealMovedFraction(std::span<const Member> before, std::span<const Member> after);
std::vector<std::string> renumberedMembers(std::span<const Member> before,
                                           std::span<const Member> after);

}  // namespace ringlab
