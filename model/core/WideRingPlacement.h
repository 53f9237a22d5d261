// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/RingPlacement.h"

#include <algorithm>
#include <cstdint>
#include <span>

namespace ringlab {

// A ring on the 64-bit circle, as Envoy's ring hash and Cassandra's token ring are: points and
// key hashes are 64-bit, and a key belongs to the first point at or after its hash, wrapping
// to the first point (equal positions keep membership order).
//
// Lookups, preference lists and key-space shares use the 64-bit points. The inherited 32-bit
// ring holds the same points at their top 32 bits: the ring as RingLab's views draw it.
class WideRingPlacement : public RingPlacement {
public:
    MemberIndex ownerOfHash(KeyHash keyHash) const noexcept override
    {
        return pointOwners()[successor64(keyHash)];
    }
    // Clockwise walk from the owning point, collecting distinct members.
    void ownersOfHash(KeyHash keyHash, std::size_t count,
                      std::vector<MemberIndex>& out) const override;
    void assign(std::span<const KeyHash> keyHashes,
                std::span<MemberIndex> owners) const noexcept override;
    std::optional<std::vector<double>> keySpaceShares() const override;
    std::size_t memoryBytes() const noexcept override;
    std::uint32_t drawnPosition(KeyHash keyHash) const noexcept override
    {
        return static_cast<std::uint32_t>(keyHash >> 32);
    }
    KeyHash keyHashAt(std::uint32_t drawnPosition) const noexcept override { return KeyHash{drawnPosition} << 32; }
    bool hasWideKeys() const noexcept override { return true; }

    // Index of the first point at or after `hash`, wrapping to 0: a bucket of the top bits
    // (about one bucket a point, at most 2^18) narrows the search to its few points, which
    // are counted without branches (positions_ ends with sentinels no hash exceeds).
    std::size_t successor64(std::uint64_t hash) const noexcept
    {
        const std::size_t bucket = static_cast<std::size_t>(hash >> indexShift_);
        const std::size_t start = index_[bucket];
        std::size_t i = start;
        if (window_ == 8)
            i += countBelow<8>(positions_.data() + start, hash);
        else if (window_ == 16)
            i += countBelow<16>(positions_.data() + start, hash);
        else
            i = static_cast<std::size_t>(std::lower_bound(positions_.begin() + static_cast<std::ptrdiff_t>(start),
                                                          positions_.begin() + static_cast<std::ptrdiff_t>(index_[bucket + 1]),
                                                          hash) -
                                         positions_.begin());
        return i < pointCount() ? i : 0;
    }
    std::span<const std::uint64_t> positions64() const noexcept
    {
        return std::span(positions_).first(pointCount());
    }
    std::span<const MemberIndex> owners64() const noexcept { return pointOwners(); }

    // Share of the 64-bit circle of each of `memberCount` members on a sorted ring: point i
    // owns (position[i-1], position[i]]; the first point also owns the wrap-around arc.
    static std::vector<double> arcShares(std::span<const std::uint64_t> sortedPositions,
                                         std::span<const MemberIndex> owners, std::size_t memberCount);

protected:
    explicit WideRingPlacement(const HashFunction& keyHash) : RingPlacement(keyHash, 1) {}

    // The 64-bit positions of member `member`'s points (countPoints() says how many).
    virtual void hashWidePoints(const std::vector<Member>& members, std::size_t member,
                                std::span<std::uint64_t> positions) const = 0;
    // Walks the ring clockwise from point `start`, calling `take(owner)` on each point's owner
    // until it returns true or the walk has seen every point.
    template <class Take>
    void walkFrom(std::size_t start, Take&& take) const
    {
        const std::vector<MemberIndex>& owners = pointOwners();
        const std::size_t n = owners.size();
        for (std::size_t step = 0; step < n; ++step)
            if (take(owners[(start + step) % n]))
                return;
    }
    void rebuild(const std::vector<Member>& members) override;

private:
    // Top 32 bits of hashWidePoints(): the points as drawn.
    void hashPoints(const std::vector<Member>& members, std::size_t member,
                    std::span<std::uint32_t> positions) const final;

    static constexpr unsigned kMaxIndexBits = 18;
    std::vector<std::uint64_t> positions_;  // sorted, then sentinels UINT64_MAX
    std::vector<std::uint32_t> index_;      // first point of each top-bits bucket, then the count
    unsigned indexShift_ = 63;
    std::size_t window_ = 8;                // 8 or 16 positions counted; more: searched
};

}  // namespace ringlab
