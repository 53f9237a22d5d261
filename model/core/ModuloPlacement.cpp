// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/ModuloPlacement.h"

#include <algorithm>

namespace ringlab {

void consecutiveMembers(MemberIndex first, std::size_t memberCount, std::size_t count,
                        std::vector<MemberIndex>& out)
{
    out.clear();
    const std::size_t wanted = std::min(count, memberCount);
    for (std::size_t step = 0; step < wanted; ++step)
        out.push_back(static_cast<MemberIndex>((first + step) % memberCount));
}

void ModuloPlacement::ownersOfHash(KeyHash keyHash, std::size_t count,
                                   std::vector<MemberIndex>& out) const
{
    consecutiveMembers(ownerOfHash(keyHash), count_, count, out);
}

std::optional<std::vector<double>> ModuloPlacement::keySpaceShares() const
{
    // Of the 2^32 hash values, h % N == i for floor(2^32 / N) values, plus one for i below
    // the remainder.
    constexpr std::uint64_t space = std::uint64_t{1} << 32;
    std::vector<double> shares(count_);
    for (std::uint32_t i = 0; i < count_; ++i) {
        const std::uint64_t values = space / count_ + (i < space % count_ ? 1 : 0);
        shares[i] = static_cast<double>(values) / static_cast<double>(space);
    }
    return shares;
}

}  // namespace ringlab
