// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/RingPlacement.h"

#include "model/core/SeenIndices.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <utility>

namespace ringlab {

void RingPlacement::validateReplicas(int replicas)
{
    if (replicas < 1)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "replicas must be at least 1, got %1"),
            {std::to_string(replicas)});
}

RingPlacement::RingPlacement(const HashFunction& hash, int replicas)
    : Placement(hash), replicas_(replicas)
{
    validateReplicas(replicas);
}

std::size_t RingPlacement::pointsFor(int replicas, double weight) noexcept
{
    // JavaScript's Math.round (halves round up), which is what the article's ring uses.
    const double exact = static_cast<double>(replicas) * weight;
    if (!(exact < static_cast<double>(kMaxRingPoints) * 2))
        return kMaxRingPoints * 2;  // far over the limit; the caller refuses it
    double rounded = std::floor(exact);
    if (exact - rounded >= 0.5)
        rounded += 1.0;
    return std::max<std::size_t>(1, static_cast<std::size_t>(rounded));
}

std::string RingPlacement::vnodeLabel(std::string_view memberId, std::uint32_t vnode)
{
    std::string label;
    label.reserve(memberId.size() + 11);
    label.append(memberId);
    label.push_back('#');
    label.append(std::to_string(vnode));
    return label;
}

void RingPlacement::validateSize(int replicas, std::span<const Member> members)
{
    validateReplicas(replicas);
    std::size_t total = 0;
    for (const auto& m : members)
        total += pointsFor(replicas, m.weight);
    if (total > kMaxRingPoints)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the ring would need %1 points with replicas %2; the limit is %3 points (about 128 MiB)"),
            {std::to_string(total), std::to_string(replicas), std::to_string(kMaxRingPoints)});
}

std::vector<std::size_t> RingPlacement::countPoints(const std::vector<Member>& members,
                                                    int replicas) const
{
    validateSize(replicas, members);
    std::vector<std::size_t> counts;
    counts.reserve(members.size());
    for (const auto& m : members)
        counts.push_back(pointsFor(replicas, m.weight));
    return counts;
}

void RingPlacement::hashPoints(const std::vector<Member>& members, std::size_t member,
                               std::span<std::uint32_t> positions) const
{
    // "id#" once, then only the number changes: no allocation a point.
    std::string label = vnodeLabel(members[member].id, 0);
    const std::size_t prefix = label.size() - 1;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        label.resize(prefix);
        label.append(std::to_string(i));
        positions[i] = hash().hash32(label);
    }
}

std::string RingPlacement::pointLabel(MemberIndex member, std::uint32_t vnode) const
{
    return vnodeLabel(members()[member].id, vnode);
}

namespace {

// Rings up to this size stay in the cache (L2): assign() fetches nothing ahead for them.
constexpr std::size_t kPrefetchedRingBytes = std::size_t{256} << 10;
// At most 2^17 index entries (512 KiB, half this machine's L2) while buckets hold under 16 points.
constexpr unsigned kCachedIndexBits = 17;

// A stable sort by position: three counting passes of 11 bits each (least significant first,
// 2,048 counters that stay in the L1 cache) for large rings, where it is faster than
// std::stable_sort.
template <class Point>
void sortStablyByPosition(std::vector<Point>& points)
{
    if (points.size() < 4096) {
        std::stable_sort(points.begin(), points.end(),
                         [](const Point& a, const Point& b) { return a.position < b.position; });
        return;
    }
    constexpr unsigned kBits = 11;
    constexpr std::uint32_t kMask = (1U << kBits) - 1;
    std::vector<Point> sorted(points.size());
    std::array<std::uint32_t, std::size_t{1} << kBits> starts{};
    for (const unsigned shift : {0U, kBits, 2 * kBits}) {
        starts.fill(0);
        for (const Point& p : points)
            ++starts[(p.position >> shift) & kMask];
        std::uint32_t next = 0;
        for (std::uint32_t& start : starts)
            next += std::exchange(start, next);
        for (const Point& p : points)
            sorted[starts[(p.position >> shift) & kMask]++] = p;
        points.swap(sorted);
    }
}

}  // namespace

RingPlacement::Layout RingPlacement::buildLayout(const std::vector<Member>& members,
                                                 int replicas) const
{
    std::vector<std::size_t> counts = countPoints(members, replicas);
    std::size_t total = 0;
    std::size_t most = 0;
    for (const std::size_t count : counts) {
        total += count;
        most = std::max(most, count);
    }

    struct Point {
        std::uint32_t position;
        MemberIndex owner;
    };
    std::vector<Point> points;
    points.reserve(total);
    std::vector<std::uint32_t> positions(most);
    for (std::size_t m = 0; m < members.size(); ++m) {
        const std::span<std::uint32_t> memberPositions = std::span(positions).first(counts[m]);
        hashPoints(members, m, memberPositions);
        for (const std::uint32_t position : memberPositions)
            points.push_back({position, static_cast<MemberIndex>(m)});
    }
    // Equal positions keep membership order, as libmemcached's comparator does too.
    sortStablyByPosition(points);

    std::vector<std::uint32_t> sortedPositions;
    std::vector<MemberIndex> owners;
    sortedPositions.reserve(total + 64);  // room for the sentinels
    owners.reserve(total);
    for (const auto& p : points) {
        sortedPositions.push_back(p.position);
        owners.push_back(p.owner);
    }
    return layoutOfSorted(std::move(sortedPositions), std::move(owners), std::move(counts));
}

RingPlacement::Layout RingPlacement::layoutOfSorted(std::vector<std::uint32_t> positions,
                                                    std::vector<MemberIndex> owners,
                                                    std::vector<std::size_t> pointCounts)
{
    const std::size_t total = positions.size();
    Layout layout;
    layout.positions = std::move(positions);
    layout.owners = std::move(owners);
    // Buckets of the top bits, as many as 3.5 bytes a point buys (about one or two points a
    // bucket with 32-bit entries; with the 16-bit entries of a ring under 65,536 points,
    // twice as many, so windows of up to 8 points, counted), but no more than
    // kCachedIndexBits' worth until buckets would hold 16 points: on large rings an index that
    // stays in the cache (512 KiB) beats a denser one (1.6 M points: 4 MiB), which is a cache
    // miss of its own before the window's.
    const bool shortEntries = total <= std::numeric_limits<std::uint16_t>::max();
    const std::size_t entryBytes = shortEntries ? sizeof(std::uint16_t) : sizeof(std::uint32_t);
    unsigned bits = 1;
    while (bits < 31 && entryBytes * ((std::size_t{2} << bits) + 1) <= total * 7 / 2 &&
           (bits < kCachedIndexBits || (std::size_t{16} << bits) <= total))
        ++bits;
    layout.indexShift = 32 - bits;
    const std::size_t buckets = std::size_t{1} << bits;
    std::vector<std::uint32_t> index(buckets);
    std::size_t i = 0;
    std::size_t fullest = 0;
    for (std::size_t b = 0; b < buckets; ++b) {
        const std::uint64_t bucketEnd = std::uint64_t{b + 1} << layout.indexShift;
        const std::size_t first = i;
        while (i < total && layout.positions[i] < bucketEnd)
            ++i;
        fullest = std::max<std::size_t>(fullest, i - first);
        // A bucket after the last point starts its window at the last point, which is below
        // every hash of the bucket: counted or searched, the answer is past it (wrapping to
        // 0) all the same, and no window starts beyond the last point.
        index[b] = static_cast<std::uint32_t>(total > 0 ? std::min(first, total - 1) : 0);
    }
    if (shortEntries)
        layout.shortIndex.assign(index.begin(), index.end());  // entries <= total < 65,536
    else
        layout.index = std::move(index);
    // The answer is the bucket's first point plus 0 … fullest: a window of a power of two
    // over fullest holds it (at least 8: counting 8 costs no more than fewer).
    layout.window = std::max<std::size_t>(8, std::bit_ceil(fullest + 1));
    // Sentinels after the last point, so that no window needs a bounds check: a window
    // starts at most at the last point and a count reads all of it (a binary search less).
    layout.positions.resize(std::max(total, std::size_t{1}) + layout.window - 1, UINT32_MAX);
    layout.pointCounts = std::move(pointCounts);
    return layout;
}

void RingPlacement::adopt(Layout&& layout) noexcept
{
    positions_ = std::move(layout.positions);
    owners_ = std::move(layout.owners);
    shortIndex_ = std::move(layout.shortIndex);
    index_ = std::move(layout.index);
    indexShift_ = layout.indexShift;
    window_ = layout.window;
    shortEightWindows_ = !shortIndex_.empty() && window_ == 8;
    pointCount_ = owners_.size();
    pointCounts_ = std::move(layout.pointCounts);
}

void RingPlacement::rebuild(const std::vector<Member>& members)
{
    adopt(buildLayout(members, replicas_));
}

void RingPlacement::adoptSortedPoints(std::vector<std::uint32_t> positions, std::vector<MemberIndex> owners,
                                      std::vector<std::size_t> pointCounts)
{
    adopt(layoutOfSorted(std::move(positions), std::move(owners), std::move(pointCounts)));
}

void RingPlacement::setReplicas(int replicas)
{
    validateReplicas(replicas);
    if (!members().empty())
        adopt(buildLayout(members(), replicas));
    replicas_ = replicas;
}

void RingPlacement::ownersOfHash(KeyHash keyHash, std::size_t count,
                                 std::vector<MemberIndex>& out) const
{
    out.clear();
    const std::size_t n = pointCount();
    const std::size_t wanted = std::min(count, members().size());
    const std::size_t start = successor(narrowKeyHash(keyHash));
    SeenIndices seen(members().size(), wanted);
    for (std::size_t step = 0; step < n && out.size() < wanted; ++step) {
        const MemberIndex owner = owners_[(start + step) % n];
        if (seen.insert(owner))
            out.push_back(owner);
    }
}

void RingPlacement::assign(std::span<const KeyHash> keyHashes,
                           std::span<MemberIndex> owners) const noexcept
{
    // Many keys: their cache misses overlap. While key i is looked up, the index entry of key
    // i + 16 and the window (positions and owners) of key i + 8 are fetched. Small rings sit
    // in the cache and skip it.
    constexpr std::size_t kIndexAhead = 16;
    constexpr std::size_t kWindowAhead = 8;
    const std::size_t n = keyHashes.size();
    std::size_t i = 0;
    if (memoryBytes() > kPrefetchedRingBytes) {
        for (; i + kIndexAhead < n; ++i) {
            const std::uint32_t bucketAhead = narrowKeyHash(keyHashes[i + kIndexAhead]) >> indexShift_;
            if (shortIndex_.empty())
                __builtin_prefetch(index_.data() + bucketAhead);
            else
                __builtin_prefetch(shortIndex_.data() + bucketAhead);
            const std::size_t ahead = windowStart(narrowKeyHash(keyHashes[i + kWindowAhead]));
            for (std::size_t k = 0; k < window_; k += 16)  // 16 positions a cache line
                __builtin_prefetch(positions_.data() + ahead + k);
            __builtin_prefetch(positions_.data() + ahead + window_ - 1);
            __builtin_prefetch(owners_.data() + ahead);
            __builtin_prefetch(owners_.data() + std::min(ahead + window_ - 1, pointCount_));
            owners[i] = owners_[successor(narrowKeyHash(keyHashes[i]))];
        }
    }
    for (; i < n; ++i)
        owners[i] = owners_[successor(narrowKeyHash(keyHashes[i]))];
}

std::vector<double> ringArcShares(std::span<const std::uint32_t> sortedPositions,
                                  std::span<const MemberIndex> owners, std::size_t memberCount)
{
    constexpr double space = 4294967296.0;
    std::vector<double> shares(memberCount, 0.0);
    const std::size_t n = sortedPositions.size();
    if (n == 0)
        return shares;
    for (std::size_t i = 1; i < n; ++i)
        shares[owners[i]] += static_cast<double>(sortedPositions[i] - sortedPositions[i - 1]);
    // The first point owns [0, p0] and (p_last, 2^32 - 1].
    shares[owners[0]] +=
        static_cast<double>(sortedPositions[0]) + 1.0 + (space - 1.0 - sortedPositions[n - 1]);
    for (auto& s : shares)
        s /= space;
    return shares;
}

std::optional<std::vector<double>> RingPlacement::keySpaceShares() const
{
    return ringArcShares(positions(), std::span(owners_).first(pointCount()), members().size());
}

std::size_t RingPlacement::memoryBytes() const noexcept
{
    return positions_.size() * sizeof(std::uint32_t) + owners_.size() * sizeof(MemberIndex) +
           index_.size() * sizeof(std::uint32_t) + shortIndex_.size() * sizeof(std::uint16_t);
}

std::vector<RingPoint> RingPlacement::points() const
{
    std::vector<RingPoint> result;
    result.reserve(pointCount());
    std::vector<std::uint32_t> positions;
    for (std::size_t m = 0; m < members().size(); ++m) {
        positions.resize(pointCounts_[m]);
        hashPoints(members(), m, positions);
        for (std::uint32_t i = 0; i < positions.size(); ++i)
            result.push_back({positions[i], static_cast<MemberIndex>(m), i});
    }
    std::stable_sort(result.begin(), result.end(), [](const RingPoint& a, const RingPoint& b) {
        return a.position < b.position;
    });
    return result;
}

}  // namespace ringlab
