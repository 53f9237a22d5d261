// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/JumpPlacement.h"

#include "model/core/ModuloPlacement.h"

namespace ringlab {

std::int32_t jumpConsistentHash(std::uint64_t key, std::int32_t buckets) noexcept
{
    std::int64_t b = -1;
    std::int64_t j = 0;
    while (j < buckets) {
        b = j;
        key = key * 2862933555777941757ULL + 1;
        j = static_cast<std::int64_t>(static_cast<double>(b + 1) *
                                      (static_cast<double>(std::int64_t{1} << 31) /
                                       static_cast<double>((key >> 33) + 1)));
    }
    return static_cast<std::int32_t>(b);
}

void JumpPlacement::ownersOfHash(KeyHash keyHash, std::size_t count,
                                 std::vector<MemberIndex>& out) const
{
    consecutiveMembers(ownerOfHash(keyHash), static_cast<std::size_t>(buckets_), count, out);
}

}  // namespace ringlab
