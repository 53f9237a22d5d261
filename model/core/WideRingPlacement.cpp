// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/WideRingPlacement.h"

#include <algorithm>

namespace ringlab {

std::size_t WideRingPlacement::successor64(std::uint64_t hash) const noexcept
{
    const std::size_t bucket = static_cast<std::size_t>(hash >> indexShift_);
    std::size_t i = index_[bucket];
    // Past this bucket's points comes the first point of a later bucket (or none: wrap around).
    if (fullest_ > 8) {
        const auto first = positions_.begin() + static_cast<std::ptrdiff_t>(i);
        const auto last = positions_.begin() + static_cast<std::ptrdiff_t>(index_[bucket + 1]);
        i = static_cast<std::size_t>(std::lower_bound(first, last, hash) - positions_.begin());
    } else {
        // As many steps as the fullest bucket has points, without branches on the data: random
        // keys would mispredict a loop that stops at the answer.
        const std::size_t lastPoint = positions_.size() - 1;
        for (std::size_t step = 0; step < fullest_; ++step)
            i += static_cast<std::size_t>(i <= lastPoint) &
                 static_cast<std::size_t>(positions_[std::min(i, lastPoint)] < hash);
    }
    return i < positions_.size() ? i : 0;
}

void WideRingPlacement::ownersOfHash(KeyHash keyHash, std::size_t count,
                                     std::vector<MemberIndex>& out) const
{
    out.clear();
    const std::size_t wanted = std::min(count, members().size());
    if (wanted == 0)
        return;
    walkFrom(successor64(keyHash), [&](MemberIndex owner) {
        if (std::find(out.begin(), out.end(), owner) == out.end())
            out.push_back(owner);
        return out.size() == wanted;
    });
}

void WideRingPlacement::assign(std::span<const KeyHash> keyHashes,
                               std::span<MemberIndex> owners) const noexcept
{
    for (std::size_t i = 0; i < keyHashes.size(); ++i)
        owners[i] = owners_[successor64(keyHashes[i])];
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
    return arcShares(positions_, owners_, members().size());
}

std::size_t WideRingPlacement::memoryBytes() const noexcept
{
    return positions_.size() * sizeof(std::uint64_t) + owners_.size() * sizeof(MemberIndex) +
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

void WideRingPlacement::rebuild(const std::vector<Member>& members)
{
    const std::vector<std::size_t> counts = countPoints(members, replicas());
    struct Point {
        std::uint64_t position;
        MemberIndex owner;
    };
    std::vector<Point> points;
    std::size_t total = 0;
    for (const std::size_t count : counts)
        total += count;
    points.reserve(total);
    std::vector<std::uint64_t> memberPositions;
    for (std::size_t m = 0; m < members.size(); ++m) {
        memberPositions.resize(counts[m]);
        hashWidePoints(members, m, memberPositions);
        for (const std::uint64_t position : memberPositions)
            points.push_back({position, static_cast<MemberIndex>(m)});
    }
    std::stable_sort(points.begin(), points.end(),
                     [](const Point& a, const Point& b) { return a.position < b.position; });

    std::vector<std::uint64_t> positions;
    std::vector<MemberIndex> owners;
    positions.reserve(total);
    owners.reserve(total);
    for (const Point& p : points) {
        positions.push_back(p.position);
        owners.push_back(p.owner);
    }
    // A small index stays in the cache: about one bucket a point, so buckets are scanned.
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

    RingPlacement::rebuild(members);  // the drawn ring; throws before anything changes
    positions_ = std::move(positions);
    owners_ = std::move(owners);
    index_ = std::move(index);
    indexShift_ = shift;
    fullest_ = fullest;
}

}  // namespace ringlab
