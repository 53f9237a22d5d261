// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/Assignment.h"

#include "model/core/Parallel.h"

#include <algorithm>

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

Assignment assignHashes(const Placement& placement, std::span<const KeyHash> keyHashes,
                        const RunControl& control)
{
    Assignment result{placement.members(), std::vector<MemberIndex>(keyHashes.size())};
    constexpr std::size_t slice = std::size_t{1} << 20;
    for (std::size_t begin = 0; begin < keyHashes.size(); begin += slice) {
        control.throwIfCancelled();
        const std::size_t end = std::min(keyHashes.size(), begin + slice);
        parallelFor(end - begin, [&](std::size_t b, std::size_t e) {
            placement.assign(keyHashes.subspan(begin + b, e - b),
                             std::span(result.owners).subspan(begin + b, e - b));
        });
        control.report(static_cast<double>(end) / static_cast<double>(keyHashes.size()));
    }
    return result;
}

Assignment assignKeys(const Placement& placement, const KeySet& keys)
{
    const auto hashes = keys.hashes(placement.keyHash());
    return assignHashes(placement, *hashes);
}

}  // namespace ringlab
