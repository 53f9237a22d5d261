// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"

#include <algorithm>
#include <cstdint>
#include <string>

namespace ringlab {

// Largest ring RingLab builds: at most 8 bytes a point plus a small index, about 128 MiB.
inline constexpr std::size_t kMaxRingPoints = std::size_t{1} << 24;

// Share of the 32-bit hash space each member owns on a ring of points sorted by position:
// point i owns (position[i-1], position[i]]; the first point also owns the wrap-around arc
// after the last point. owners[i] indexes the `memberCount` members.
std::vector<double> ringArcShares(std::span<const std::uint32_t> sortedPositions,
                                  std::span<const MemberIndex> owners, std::size_t memberCount);

// One virtual node: its label is "<member id>#<vnode>".
struct RingPoint {
    std::uint32_t position;
    MemberIndex owner;
    std::uint32_t vnode;
};

// Option E, exactly as the article's ConsistentHashRing: each member gets
// max(1, round(replicas × weight)) points hashed from the labels "id#0", "id#1", …; points
// are sorted stably by position (equal positions keep membership order); a key belongs to
// the first point at or after H(key), wrapping to the first point.
//
// Lookups do not binary-search the whole ring: an index over the top bits of the position
// narrows the search to a handful of points, searched without branches.
//
// Other clients' rings (ketama) derive from it and say only how their points are counted,
// hashed and labelled.
class RingPlacement : public Placement {
public:
    // Throws ValidationError for replicas < 1.
    RingPlacement(const HashFunction& hash, int replicas);

    Algorithm algorithm() const noexcept override { return Algorithm::Ring; }
    int replicas() const noexcept { return replicas_; }
    // Rebuilds the ring; a refused value (< 1, or a ring over the memory bound) changes nothing.
    void setReplicas(int replicas);

    static std::size_t pointsFor(int replicas, double weight) noexcept;
    // Throws ValidationError for replicas < 1 or a ring over kMaxRingPoints: what building
    // the ring would refuse, found without hashing a point.
    static void validateSize(int replicas, std::span<const Member> members);
    static void validateReplicas(int replicas);  // ValidationError for < 1

    MemberIndex ownerOfHash(KeyHash keyHash) const noexcept override
    {
        return owners_[successor(narrowKeyHash(keyHash))];
    }
    // Clockwise walk from the owning point, collecting distinct members (the article's
    // getReplicas); stops after one full turn.
    void ownersOfHash(KeyHash keyHash, std::size_t count,
                      std::vector<MemberIndex>& out) const override;
    void assign(std::span<const KeyHash> keyHashes,
                std::span<MemberIndex> owners) const noexcept override;
    // Arc lengths: point i owns (position[i-1], position[i]]; the first point also owns the
    // wrap-around arc after the last point.
    std::optional<std::vector<double>> keySpaceShares() const override;
    std::size_t memoryBytes() const noexcept override;
    std::unique_ptr<Placement> clone() const override
    {
        return std::make_unique<RingPlacement>(*this);
    }
    // What was hashed for one of a member's points: "cache-01#7" on the article's ring.
    virtual std::string pointLabel(MemberIndex member, std::uint32_t vnode) const;
    // How many points the member has on this ring.
    std::size_t pointCountOf(MemberIndex member) const noexcept { return pointCounts_[member]; }

    // Index of the first point at or after `hash`, wrapping to 0. The bucket of the top bits
    // gives the first candidate; a branch-free binary search over a window as wide as the
    // fullest bucket finishes (positions_ ends with sentinels no hash exceeds).
    std::size_t successor(std::uint32_t hash) const noexcept
    {
        const std::uint32_t* positions = positions_.data();
        std::size_t i = index_[hash >> indexShift_];
        const auto stepIfBelow = [&](std::size_t step) {
            i += step & (std::size_t{0} - static_cast<std::size_t>(positions[i + step - 1] < hash));
        };
        // Unrolled for the usual windows of up to 16 candidates.
        switch (halfWindow_) {
        case 8: stepIfBelow(8); [[fallthrough]];
        case 4: stepIfBelow(4); [[fallthrough]];
        case 2: stepIfBelow(2); [[fallthrough]];
        case 1: stepIfBelow(1); break;
        default:
            for (std::size_t step = halfWindow_; step > 0; step >>= 1)
                stepIfBelow(step);
        }
        return i >= pointCount_ ? 0 : i;
    }

    std::size_t pointCount() const noexcept { return pointCount_; }
    std::span<const std::uint32_t> positions() const noexcept
    {
        return std::span(positions_).first(pointCount());
    }
    const std::vector<MemberIndex>& pointOwners() const noexcept { return owners_; }
    // Every point with its virtual-node number, in ring order (recomputed; for views).
    std::vector<RingPoint> points() const;
    static std::string vnodeLabel(std::string_view memberId, std::uint32_t vnode);

protected:
    // Points per member for these members (validated), in member order. The article's ring:
    // pointsFor(replicas, weight); throws ValidationError for a ring over kMaxRingPoints.
    virtual std::vector<std::size_t> countPoints(const std::vector<Member>& members,
                                                 int replicas) const;
    // The positions of member `member`'s points 0 … positions.size() - 1.
    virtual void hashPoints(const std::vector<Member>& members, std::size_t member,
                            std::span<std::uint32_t> positions) const;
    void rebuild(const std::vector<Member>& members) override;

private:
    struct Layout {
        std::vector<std::uint32_t> positions;  // sorted, then sentinels UINT32_MAX
        std::vector<MemberIndex> owners;
        std::vector<std::uint32_t> index;      // first point of each top-bits bucket
        unsigned indexShift = 31;
        std::size_t halfWindow = 1;            // half the smallest power of two > fullest bucket
        std::vector<std::size_t> pointCounts;  // per member
    };
    Layout buildLayout(const std::vector<Member>& members, int replicas) const;
    void adopt(Layout&& layout) noexcept;

    int replicas_;
    std::vector<std::uint32_t> positions_;
    std::vector<MemberIndex> owners_;
    std::vector<std::uint32_t> index_;
    unsigned indexShift_ = 31;
    std::size_t halfWindow_ = 1;
    std::size_t pointCount_ = 0;
    std::vector<std::size_t> pointCounts_;
};

}  // namespace ringlab
