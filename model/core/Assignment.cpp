// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/Assignment.h"

#include "model/core/Parallel.h"

namespace ringlab {

std::vector<std::size_t> Assignment::keysPerMember() const
{
    std::vector<std::size_t> counts(members.size(), 0);
    for (const MemberIndex owner : owners)
        ++counts[owner];
    return counts;
}

Assignment assignHashes(const Placement& placement, std::span<const KeyHash> keyHashes)
{
    Assignment result{placement.members(), std::vector<MemberIndex>(keyHashes.size())};
    parallelFor(keyHashes.size(), [&](std::size_t begin, std::size_t end) {
        placement.assign(keyHashes.subspan(begin, end - begin),
                         std::span(result.owners).subspan(begin, end - begin));
    });
    return result;
}

Assignment assignKeys(const Placement& placement, const KeySet& keys)
{
    const auto hashes = keys.hashes(placement.keyHash());
    return assignHashes(placement, *hashes);
}

}  // namespace ringlab
