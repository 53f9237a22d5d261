// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/TwemproxyModulaPlacement.h"

#include "model/core/MessageText.h"
#include "model/core/ModuloPlacement.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ringlab {

void TwemproxyModulaPlacement::validateWeights(std::span<const Member> members)
{
    double total = 0;
    for (const Member& m : members) {
        if (m.weight != std::floor(m.weight))
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError", "twemproxy's modula takes whole-number weights, as nutcracker does: node %1 has weight %2"),
                {quotedValue(m.id), ValidationError::number(m.weight)});
        total += m.weight;
    }
    if (total > static_cast<double>(std::numeric_limits<std::uint32_t>::max()))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "twemproxy's modula counts its entries in 32 bits: the weights add up to %1, over %2"),
            {ValidationError::number(total), std::to_string(std::numeric_limits<std::uint32_t>::max())});
}

void TwemproxyModulaPlacement::rebuild(const std::vector<Member>& members)
{
    validateWeights(members);
    std::vector<std::uint64_t> ends;
    ends.reserve(members.size());
    std::uint64_t entries = 0;
    for (const Member& m : members)
        ends.push_back(entries += static_cast<std::uint64_t>(m.weight));
    entriesEnd_ = std::move(ends);
}

MemberIndex TwemproxyModulaPlacement::ownerOfHash(KeyHash keyHash) const noexcept
{
    // modula_dispatch: continuum[hash % ncontinuum].index, the hash being 32 bits.
    const std::uint64_t entry = narrowKeyHash(keyHash) % entriesEnd_.back();
    return static_cast<MemberIndex>(std::upper_bound(entriesEnd_.begin(), entriesEnd_.end(), entry) -
                                    entriesEnd_.begin());
}

void TwemproxyModulaPlacement::ownersOfHash(KeyHash keyHash, std::size_t count,
                                            std::vector<MemberIndex>& out) const
{
    consecutiveMembers(ownerOfHash(keyHash), entriesEnd_.size(), count, out);
}

std::optional<std::vector<double>> TwemproxyModulaPlacement::keySpaceShares() const
{
    // Of the 2^32 hash values, h % E == e for floor(2^32 / E) values, plus one for e below
    // the remainder; a member owns its entries' values.
    constexpr std::uint64_t space = std::uint64_t{1} << 32;
    const std::uint64_t entries = entriesEnd_.back();
    const std::uint64_t each = space / entries;
    const std::uint64_t remainder = space % entries;
    std::vector<double> shares;
    std::uint64_t begin = 0;
    for (const std::uint64_t end : entriesEnd_) {
        const std::uint64_t extra = std::min(end, remainder) - std::min(begin, remainder);
        shares.push_back(static_cast<double>((end - begin) * each + extra) / static_cast<double>(space));
        begin = end;
    }
    return shares;
}

}  // namespace ringlab
