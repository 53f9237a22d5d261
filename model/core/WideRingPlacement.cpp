// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/WideRingPlacement.h"

#include "model/core/SeenIndices.h"

#include <algorithm>
#include <bit>

namespace ringlab {

void WideRingPlacement::ownersOfHash(KeyHash keyHash, std::size_t count,
                                     std::vector<MemberIndex>& out) const
{
    out.clear();
    const std::size_t wanted = std::min(count, members().size());
    if (wanted == 0)
        return;
    SeenIndices seen(members().size(), wanted);
    walkFrom(successor64(keyHash), [&](MemberIndex owner) {
        if (seen.insert(owner))
            out.push_back(owner);
        return out.size() == wanted;
    });
}

void WideRingPlacement::assign(std::span<const KeyHash> keyHashes,
                               std::span<MemberIndex> owners) const noexcept
{
    const std::vector<MemberIndex>& pointOwners = this->pointOwners();
    for (std::size_t i = 0; i < keyHashes.size(); ++i)
        owners[i] = pointOwners[successor64(keyHashes[i])];
}

std::vector<double> WideRingPlacement::arcShares(std::span<const std::uint64_t> sortedPositions,
                                                 std::span<const MemberIndex> owners,
                                                 std::size_t memberCount)
{
    constexpr double space = 18446744073709551616.0;  // 2^64
    std::vector<double> shares(memberCount, 0.0);
    const std::size_t n = sortedPositions.size();
    if (n == 0)
        return shares;
    for (std::size_t i = 1; i < n; ++i)
        shares[owners[i]] += static_cast<double>(sortedPositions[i] - sortedPositions[i - 1]) / space;
    // The first point owns [0, p0] and (p_last, 2^64 - 1]: 2^64 - (p_last - p0) hashes.
    shares[owners[0]] += 1.0 - static_cast<double>(sortedPositions[n - 1] - sortedPositions[0]) / space;
    return shares;
}

std::optional<std::vector<double>> WideRingPlacement::keySpaceShares() const
{
    return arcShares(positions64(), owners64(), members().size());
}

std::size_t WideRingPlacement::memoryBytes() const noexcept
{
    // The drawn 32-bit ring shares the owners.
    return RingPlacement::memoryBytes() + positions_.size() * sizeof(std::uint64_t) +
           index_.size() * sizeof(std::uint32_t);
}

void WideRingPlacement::hashPoints(const std::vector<Member>& members, std::size_t member,
                                   std::span<std::uint32_t> positions) const
{
    std::vector<std::uint64_t> wide(positions.size());
    hashWidePoints(members, member, wide);
    for (std::size_t i = 0; i < wide.size(); ++i)
        positions[i] = static_cast<std::uint32_t>(wide[i] >> 32);
}

namespace {

struct WidePoint {
    std::uint64_t position;
    MemberIndex owner;
};

// Sorts `positions` (each member's points in turn, `counts` of them) in place by position,
// equal positions in membership order, and returns the owner of each sorted point. Large
// rings: one counting pass over the top bits (about one bucket a point, at most 2^16) and a
// sort of each bucket's few points, faster than a comparison sort of the whole ring.
std::vector<MemberIndex> sortByPosition(std::span<std::uint64_t> positions, std::span<const std::size_t> counts)
{
    const auto before = [](const WidePoint& a, const WidePoint& b) {
        return a.position < b.position || (a.position == b.position && a.owner < b.owner);
    };
    const std::size_t total = positions.size();
    std::vector<WidePoint> sorted(total);
    const auto forEachPoint = [&](auto&& take) {
        std::size_t i = 0;
        for (std::size_t m = 0; m < counts.size(); ++m)
            for (std::size_t k = 0; k < counts[m]; ++k, ++i)
                take(WidePoint{positions[i], static_cast<MemberIndex>(m)});
    };
    if (total < 4096) {
        std::size_t next = 0;
        forEachPoint([&](const WidePoint& p) { sorted[next++] = p; });
        std::sort(sorted.begin(), sorted.end(), before);
    } else {
        const unsigned bits = std::min(16U, static_cast<unsigned>(std::bit_width(total)));
        const unsigned shift = 64 - bits;
        std::vector<std::uint32_t> starts((std::size_t{1} << bits) + 1, 0);
        for (const std::uint64_t position : positions)
            ++starts[(position >> shift) + 1];
        for (std::size_t b = 1; b < starts.size(); ++b)
            starts[b] += starts[b - 1];
        std::vector<std::uint32_t> next(starts.begin(), starts.end() - 1);
        forEachPoint([&](const WidePoint& p) { sorted[next[p.position >> shift]++] = p; });
        for (std::size_t b = 0; b + 1 < starts.size(); ++b)
            if (starts[b + 1] - starts[b] > 1)
                std::sort(sorted.begin() + starts[b], sorted.begin() + starts[b + 1], before);
    }
    std::vector<MemberIndex> owners(total);
    for (std::size_t i = 0; i < total; ++i) {
        positions[i] = sorted[i].position;
        owners[i] = sorted[i].owner;
    }
    return owners;
}

}  // namespace

void WideRingPlacement::rebuild(const std::vector<Member>& members)
{
    std::vector<std::size_t> counts = countPoints(members, replicas());  // throws before anything changes
    std::size_t total = 0;
    for (const std::size_t count : counts)
        total += count;
    std::vector<std::uint64_t> positions;
    positions.reserve(total + 16);  // room for the sentinels
    positions.resize(total);
    for (std::size_t m = 0, first = 0; m < members.size(); first += counts[m], ++m)
        hashWidePoints(members, m, std::span(positions).subspan(first, counts[m]));
    std::vector<MemberIndex> owners = sortByPosition(positions, counts);

    // The drawn ring is the same points at their top 32 bits, in the same order.
    std::vector<std::uint32_t> drawnPositions;
    drawnPositions.reserve(total + 64);
    for (const std::uint64_t position : positions)
        drawnPositions.push_back(static_cast<std::uint32_t>(position >> 32));
    // A small index stays in the cache: about one bucket a point, so buckets hold a few.
    unsigned bits = 1;
    while (bits < kMaxIndexBits && (std::size_t{1} << bits) < total)
        ++bits;
    const unsigned shift = 64 - bits;
    std::vector<std::uint32_t> index((std::size_t{1} << bits) + 1);
    std::size_t i = 0;
    std::size_t fullest = 0;
    for (std::size_t b = 0; b + 1 < index.size(); ++b) {
        index[b] = static_cast<std::uint32_t>(i);
        while (i < total && (positions[i] >> shift) == b)
            ++i;
        fullest = std::max<std::size_t>(fullest, i - index[b]);
    }
    index.back() = static_cast<std::uint32_t>(total);
    // Sentinels, so that a counted window never reads past the end.
    const std::size_t window = fullest <= 8 ? 8 : fullest <= 16 ? 16 : 0;
    positions.resize(total + window, UINT64_MAX);

    adoptSortedPoints(std::move(drawnPositions), std::move(owners), std::move(counts));
    positions_ = std::move(positions);
    index_ = std::move(index);
    indexShift_ = shift;
    window_ = window;
}

}  // namespace ringlab
