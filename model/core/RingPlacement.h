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
// narrows the search to a window of a few points, searched without branches.
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
    // gives the first point of a window that holds the answer (positions_ ends with
    // sentinels no hash exceeds), searched or counted without branches. It also fetches the
    // window's first owner, which nearly every caller reads next.
    std::size_t successor(std::uint32_t hash) const noexcept
    {
        if (shortEightWindows_) {
            // Rings under 65,536 points that spread (ketama's 100 servers x 160: 15,600 points,
            // 2^14 buckets): the common case on its own, with nothing else to decide.
            const std::size_t start = shortIndex_[hash >> indexShift_];
            __builtin_prefetch(owners_.data() + start);
            const std::size_t i = start + countBelow<8>(positions_.data() + start, hash);
            return i >= pointCount_ ? 0 : i;
        }
        return successorFrom(windowStart(hash), hash);
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
    // How many of the `Window` positions from `window` on are below `hash`: independent
    // comparisons (the compiler does four at a time), so that the window's cache lines load
    // together instead of one after another as a binary search's probes would.
    template <std::size_t Window, class Position>
    static std::size_t countBelow(const Position* window, Position hash) noexcept
    {
        Position below = 0;
        for (std::size_t k = 0; k < Window; ++k)
            below += window[k] < hash ? 1U : 0U;
        return static_cast<std::size_t>(below);
    }
    // Points per member for these members (validated), in member order. The article's ring:
    // pointsFor(replicas, weight); throws ValidationError for a ring over kMaxRingPoints.
    virtual std::vector<std::size_t> countPoints(const std::vector<Member>& members,
                                                 int replicas) const;
    // The positions of member `member`'s points 0 … positions.size() - 1.
    virtual void hashPoints(const std::vector<Member>& members, std::size_t member,
                            std::span<std::uint32_t> positions) const;
    void rebuild(const std::vector<Member>& members) override;
    // Takes points already sorted by position (equal positions in membership order) and the
    // points per member, as a derived ring that sorted its own points hands them over.
    void adoptSortedPoints(std::vector<std::uint32_t> positions, std::vector<MemberIndex> owners,
                           std::vector<std::size_t> pointCounts);

private:
    struct Layout {
        std::vector<std::uint32_t> positions;  // sorted, then sentinels UINT32_MAX
        std::vector<MemberIndex> owners;
        // First point of each top-bits bucket: 16-bit entries on rings of under 65,536
        // points (twice the buckets in the same bytes), else 32-bit; the other one is empty.
        std::vector<std::uint16_t> shortIndex;
        std::vector<std::uint32_t> index;
        unsigned indexShift = 31;
        std::size_t window = 8;                // smallest power of two > fullest bucket, >= 8
        std::vector<std::size_t> pointCounts;  // per member
    };
    // Windows of 8 positions (one or two cache lines) and of 32 or 64 (large rings) are
    // counted, the others binary-searched.
    static constexpr bool isCounted(std::size_t window) noexcept
    {
        return window == 8 || window == 32 || window == 64;
    }
    std::size_t windowStart(std::uint32_t hash) const noexcept
    {
        const std::uint32_t bucket = hash >> indexShift_;
        return shortIndex_.empty() ? index_[bucket] : shortIndex_[bucket];
    }
    std::size_t successorFrom(std::size_t start, std::uint32_t hash) const noexcept
    {
        const std::uint32_t* positions = positions_.data();
        std::size_t i = start;
        const auto stepIfBelow = [&](std::size_t step) {
            i += step & (std::size_t{0} - static_cast<std::size_t>(positions[i + step - 1] < hash));
        };
        // The owner is a cache miss of its own once the ring outgrows the L1 cache (ketama's
        // 15,600 points for 100 servers do): fetching the line of the window's first owner while its
        // positions are compared overlaps the two misses, and the owner read after the
        // search nearly always finds that line. (Prefetches are written out where they are
        // used: GCC drops a call to a helper whose only effect is prefetching.)
        __builtin_prefetch(owners_.data() + start);
        if (window_ == 8) {
            // 8 positions: counted, all compared at once, where a binary search's three probes
            // would load one after another.
            i += countBelow<8>(positions + start, hash);
        } else if (window_ == 16) {
            // 16 positions: a binary search, unrolled (counting them is no faster).
            stepIfBelow(8);
            stepIfBelow(4);
            stepIfBelow(2);
            stepIfBelow(1);
        } else if (isCounted(window_)) {
            // Large rings' windows of 32 or 64 positions (two to five cache lines): counted,
            // and the window's last owner fetched too.
            __builtin_prefetch(owners_.data() + std::min(start + window_ - 1, pointCount_));
            i += window_ == 32 ? countBelow<32>(positions + start, hash)
                               : countBelow<64>(positions + start, hash);
        } else {
            // Wider windows (rings that cluster).
            for (std::size_t step = window_ / 2; step > 0; step >>= 1)
                stepIfBelow(step);
        }
        return i >= pointCount_ ? 0 : i;
    }
    Layout buildLayout(const std::vector<Member>& members, int replicas) const;
    // The index and sentinels over sorted positions.
    static Layout layoutOfSorted(std::vector<std::uint32_t> positions, std::vector<MemberIndex> owners,
                                 std::vector<std::size_t> pointCounts);
    void adopt(Layout&& layout) noexcept;

    int replicas_;
    std::vector<std::uint32_t> positions_;
    std::vector<MemberIndex> owners_;
    std::vector<std::uint16_t> shortIndex_;
    std::vector<std::uint32_t> index_;
    unsigned indexShift_ = 31;
    std::size_t window_ = 8;
    bool shortEightWindows_ = false;  // a 16-bit index and windows of 8
    std::size_t pointCount_ = 0;
    std::vector<std::size_t> pointCounts_;
};

}  // namespace ringlab
