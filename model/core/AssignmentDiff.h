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
    // Fewest keys any placement must move for this change: the share of weight that changes
    // hands, ½ Σ |fair share before − fair share after| over member ids.
    double minimumFraction = 0.0;
    std::vector<KeyFlow> flows;             // largest first, then by ids
    std::vector<std::uint32_t> movedIndices;  // filled when asked for (animation)
    // Members present before and after whose position in the list changed: for jump and
    // modulo that renumbers buckets and moves far more keys than the change needs.
    std::vector<std::string> renumberedMembers;

    double movedFraction() const noexcept
    {
        return totalKeys == 0 ? 0.0 : static_cast<double>(movedKeys) / static_cast<double>(totalKeys);
    }
};

// Both assignments must cover the same keys in the same order.
AssignmentDiff diffAssignments(const Assignment& before, const Assignment& after,
                               bool collectMovedIndices = false);

double minimumMovedFraction(std::span<const Member> before, std::span<const Member> after);
std::vector<std::string> renumberedMembers(std::span<const Member> before,
                                           std::span<const Member> after);

}  // namespace ringlab
