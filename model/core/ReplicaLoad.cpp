// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/ReplicaLoad.h"

#include "model/core/Parallel.h"

#include <mutex>

namespace ringlab {

LoadStatistics replicaLoadStatistics(const Placement& placement, std::span<const KeyHash> keyHashes, int replicas,
                                     const std::vector<double>& effectiveOwnership)
{
    const std::size_t members = placement.members().size();
    std::vector<std::size_t> copies(members, 0);
    std::mutex merge;
    parallelFor(keyHashes.size(), [&](std::size_t begin, std::size_t end) {
        std::vector<std::size_t> counted(members, 0);
        std::vector<MemberIndex> owners;
        for (std::size_t k = begin; k < end; ++k) {
            placement.ownersOfHash(keyHashes[k], static_cast<std::size_t>(replicas), owners);
            for (const MemberIndex owner : owners)
                ++counted[owner];
        }
        const std::lock_guard lock(merge);
        for (std::size_t m = 0; m < members; ++m)
            copies[m] += counted[m];
    });
    std::optional<std::vector<double>> shares;
    if (effectiveOwnership.size() == members && replicas > 0) {
        shares.emplace();
        for (const double owns : effectiveOwnership)
            shares->push_back(owns / replicas);
    }
    return computeLoadStatistics(placement.members(), copies, shares);
}

}  // namespace ringlab
