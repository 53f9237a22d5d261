// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/CassandraTokenAllocator.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cmath>
#include <limits>
#include <set>

namespace ringlab {

JavaRandom::JavaRandom(std::int64_t seed) noexcept
    : seed_((static_cast<std::uint64_t>(seed) ^ 0x5DEECE66DULL) & ((std::uint64_t{1} << 48) - 1))
{
}

std::int32_t JavaRandom::next(int bits) noexcept
{
    seed_ = (seed_ * 0x5DEECE66DULL + 0xBULL) & ((std::uint64_t{1} << 48) - 1);
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(seed_ >> (48 - bits)));
}

std::int32_t JavaRandom::nextInt(std::int32_t bound) noexcept
{
    std::int32_t r = next(31);
    const std::int32_t m = bound - 1;
    if ((bound & m) == 0)
        return static_cast<std::int32_t>((static_cast<std::int64_t>(bound) * r) >> 31);
    for (std::int32_t u = r; static_cast<std::int32_t>(static_cast<std::uint32_t>(u - (r = u % bound)) + static_cast<std::uint32_t>(m)) < 0;
         u = next(31)) {
    }
    return r;
}

std::int64_t JavaRandom::nextLong() noexcept
{
    const auto high = static_cast<std::uint64_t>(static_cast<std::int64_t>(next(32))) << 32;
    return static_cast<std::int64_t>(high + static_cast<std::uint64_t>(static_cast<std::int64_t>(next(32))));
}

double JavaRandom::nextDouble() noexcept
{
    const auto high = static_cast<std::int64_t>(next(26)) << 27;
    return static_cast<double>(high + next(27)) * 0x1.0p-53;
}

namespace murmur3_tokens {

__extension__ typedef __int128 Wide;  // BigInteger's room for the sum of two tokens

double size(CassandraToken token, CassandraToken next) noexcept
{
    const auto v = static_cast<std::int64_t>(static_cast<std::uint64_t>(next) - static_cast<std::uint64_t>(token));
    const double d = std::ldexp(static_cast<double>(v), -64);
    return d > 0.0 ? d : d + 1.0;
}

CassandraToken midpoint(CassandraToken left, CassandraToken right) noexcept
{
    const Wide l = left;
    const Wide r = right;
    if (l < r)
        return static_cast<CassandraToken>((l + r) >> 1);
    const Wide max = std::numeric_limits<std::int64_t>::max();
    const Wide min = std::numeric_limits<std::int64_t>::min();
    Wide mid = (max - min + l + r) >> 1;
    if (mid > max)
        mid = min + (mid - max);
    return static_cast<CassandraToken>(mid);
}

CassandraToken split(CassandraToken left, CassandraToken right, double ratioToLeft) noexcept
{
    const Wide l = left;
    const Wide r = right;
    // BigDecimal's span × ratio + left, then toBigInteger: truncated toward zero.
    const auto scaled = [&](Wide span) {
        const long double part = static_cast<long double>(span) * static_cast<long double>(ratioToLeft);
        const auto whole = static_cast<Wide>(part);
        Wide sum = whole + l;
        if (sum < 0 && part != static_cast<long double>(whole))
            sum += 1;
        return sum;
    };
    if (l < r)
        return static_cast<CassandraToken>(scaled(r - l));
    const Wide max = std::numeric_limits<std::int64_t>::max();
    const Wide min = std::numeric_limits<std::int64_t>::min();
    const Wide token = scaled(max - min + r - l);
    return static_cast<CassandraToken>(token <= max ? token : min + (token - max));
}

CassandraToken randomToken(JavaRandom& random) noexcept
{
    const std::int64_t v = random.nextLong();
    return v == std::numeric_limits<std::int64_t>::min() ? std::numeric_limits<std::int64_t>::max() : v;
}

}  // namespace murmur3_tokens

namespace {

using murmur3_tokens::size;

constexpr double kMinInitialSplitsRatio = 1.0 - 1.0 / 2.2360679774997896964;  // 1 - 1/sqrt(5)
constexpr double kMaxInitialSplitsRatio = kMinInitialSplitsRatio + 0.075;
constexpr int kNone = -1;
constexpr int kTerminator = -2;

double sq(double d) noexcept { return d * d; }

// Double.compare.
int javaDoubleCompare(double a, double b) noexcept
{
    if (a < b)
        return -1;
    if (a > b)
        return 1;
    const auto bits = [](double d) {
        return std::isnan(d) ? std::int64_t{0x7ff8000000000000} : std::bit_cast<std::int64_t>(d);
    };
    const std::int64_t x = bits(a);
    const std::int64_t y = bits(b);
    return x == y ? 0 : (x < y ? -1 : 1);
}

// TokenAllocatorBase.Weighted in java.util.PriorityQueue: the heaviest first, ties as the Java
// heap leaves them (its siftUp and siftDown, ported).
template <typename Value>
class WeightedQueue {
public:
    struct Weighted {
        double weight;
        Value value;
    };
    bool empty() const noexcept { return heap_.empty(); }
    std::size_t size() const noexcept { return heap_.size(); }
    const Weighted& peek() const { return heap_.front(); }
    void add(double weight, Value value)
    {
        heap_.push_back({weight, value});
        siftUp(heap_.size() - 1, heap_.back());
    }
    Weighted remove()
    {
        Weighted result = heap_.front();
        Weighted last = heap_.back();
        heap_.pop_back();
        if (!heap_.empty())
            siftDown(0, last);
        return result;
    }
    template <typename Predicate>
    void removeFirstWhere(Predicate predicate)  // PriorityQueue.iterator().remove() on the first match
    {
        for (std::size_t i = 0; i < heap_.size(); ++i)
            if (predicate(heap_[i].value)) {
                removeAt(i);
                return;
            }
    }

private:
    // Weighted.compareTo: Double.compare(o.weight, this.weight).
    static int compare(const Weighted& self, const Weighted& other) noexcept
    {
        return javaDoubleCompare(other.weight, self.weight);
    }
    void siftUp(std::size_t k, Weighted x)
    {
        while (k > 0) {
            const std::size_t parent = (k - 1) >> 1;
            if (compare(x, heap_[parent]) >= 0)
                break;
            heap_[k] = heap_[parent];
            k = parent;
        }
        heap_[k] = x;
    }
    void siftDown(std::size_t k, Weighted x)
    {
        const std::size_t n = heap_.size();
        const std::size_t half = n >> 1;
        while (k < half) {
            std::size_t child = 2 * k + 1;
            const std::size_t right = child + 1;
            if (right < n && compare(heap_[child], heap_[right]) > 0)
                child = right;
            if (compare(x, heap_[child]) <= 0)
                break;
            heap_[k] = heap_[child];
            k = child;
        }
        heap_[k] = x;
    }
    void removeAt(std::size_t i)
    {
        const std::size_t s = heap_.size() - 1;
        if (s == i) {
            heap_.pop_back();
            return;
        }
        Weighted moved = heap_[s];
        heap_.pop_back();
        siftDown(i, moved);
        if (heap_[i].value == moved.value && heap_[i].weight == moved.weight)
            siftUp(i, moved);
    }
    std::vector<Weighted> heap_;
};

struct GroupInfo {
    int prevSeen = kNone;      // ReplicationVisitor's mark and chain
    int prevPopulate = kNone;  // PopulateVisitor's
};

struct UnitInfo {
    AllocationUnit unit = 0;
    int group = 0;
    double ownership = 0.0;
    int tokenCount = 0;
    int prevUsed = kNone;  // UnitAdjustmentTracker's chain; a unit pointing at itself ends it
    double adjustedOwnership = 0.0;
};

// BaseTokenInfo: an existing token (split == kNone, prev/next in the token ring) or a candidate
// (split: the token after it; prev/next in the candidate ring).
struct TokenInfo {
    CassandraToken token = 0;
    int unit = 0;  // index of its UnitInfo
    int prev = kNone;
    int next = kNone;
    int split = kNone;
    CassandraToken replicationStart = 0;
    CassandraToken replicationThreshold = 0;
    double replicatedOwnership = 0.0;
};

// One addUnit of the replication-aware allocator: the Java's object graph as indices.
class ReplicationAwareRound {
public:
    ReplicationAwareRound(SortedTokens& sortedTokens, const std::map<AllocationUnit, AllocationGroup>& groupOf,
                          int replicas)
        : sortedTokens_(sortedTokens), groupOf_(groupOf), replicas_(replicas)
    {
    }

    // False when there are fewer groups than replicas (the caller splits instead).
    bool createUnitInfos()
    {
        for (const auto& [token, unit] : sortedTokens_) {
            auto [at, inserted] = unitIndex_.try_emplace(unit, static_cast<int>(units_.size()));
            if (inserted)
                units_.push_back(UnitInfo{unit, groupIndex(groupOf_.at(unit))});
            ++units_[static_cast<std::size_t>(at->second)].tokenCount;
        }
        return groups_.size() >= static_cast<std::size_t>(replicas_);
    }

    std::vector<CassandraToken> allocate(AllocationUnit newUnit, AllocationGroup newGroup, int numTokens)
    {
        const double optTokenOwnership =
            1.0 * replicas_ / static_cast<double>(sortedTokens_.size() + static_cast<std::size_t>(numTokens));
        const int newUnitIndex = static_cast<int>(units_.size());
        units_.push_back(UnitInfo{newUnit, groupIndex(newGroup), numTokens * optTokenOwnership});
        const int newUnitGroup = units_.back().group;

        createTokenInfos(newUnitGroup);
        units_[static_cast<std::size_t>(newUnitIndex)].tokenCount = numTokens;
        int candidates = createCandidates(newUnitIndex, optTokenOwnership);

        WeightedQueue<int> improvements;
        int candidate = candidates;
        do {
            improvements.add(evaluateImprovement(candidate, optTokenOwnership, 1.0 / numTokens), candidate);
            candidate = candidates_[static_cast<std::size_t>(candidate)].next;
        } while (candidate != candidates);

        std::vector<CassandraToken> chosen;
        int best = improvements.remove().value;
        for (int vn = 1;; ++vn) {
            candidates = removeCandidate(best, candidates);
            chosen.push_back(confirmCandidate(best));
            if (vn == numTokens)
                break;
            while (true) {
                best = improvements.remove().value;
                const double improvement = evaluateImprovement(best, optTokenOwnership, (vn + 1.0) / numTokens);
                if (improvements.empty() || improvement >= improvements.peek().weight)
                    break;
                improvements.add(improvement, best);
            }
        }
        return chosen;
    }

private:
    int groupIndex(AllocationGroup group)
    {
        const auto [at, inserted] = groupIndexOf_.try_emplace(group, static_cast<int>(groups_.size()));
        if (inserted)
            groups_.push_back({});
        return at->second;
    }

    TokenInfo& ring(int i) { return ring_[static_cast<std::size_t>(i)]; }
    TokenInfo& candidateAt(int i) { return candidates_[static_cast<std::size_t>(i)]; }
    UnitInfo& unitOf(const TokenInfo& t) { return units_[static_cast<std::size_t>(t.unit)]; }
    GroupInfo& group(int g) { return groups_[static_cast<std::size_t>(g)]; }
    int prevInRing(const TokenInfo& t) const
    {
        return t.split == kNone ? t.prev : ring_[static_cast<std::size_t>(t.split)].prev;
    }

    // GroupVisitor: marks groups through one of GroupInfo's fields, chained for cleaning.
    class GroupVisitor {
    public:
        GroupVisitor(ReplicationAwareRound& round, int GroupInfo::*mark) : round_(round), mark_(mark) {}
        bool add(int g)
        {
            GroupInfo& info = round_.group(g);
            if (info.*mark_ != kNone)
                return false;
            ++seen_;
            info.*mark_ = chain_;
            chain_ = g;
            return true;
        }
        bool visitedAll() const noexcept { return seen_ >= round_.replicas_; }
        bool seen(int g) { return round_.group(g).*mark_ != kNone; }
        void clean()
        {
            while (chain_ != kTerminator) {
                GroupInfo& info = round_.group(chain_);
                const int prev = info.*mark_;
                info.*mark_ = kNone;
                chain_ = prev;
            }
            seen_ = 0;
        }

    private:
        ReplicationAwareRound& round_;
        int GroupInfo::*mark_;
        int chain_ = kTerminator;
        int seen_ = 0;
    };

    // CircularList.insertAfter into `list`; returns the head.
    static int insertAfter(std::vector<TokenInfo>& list, int self, int head, int after)
    {
        TokenInfo& t = list[static_cast<std::size_t>(self)];
        if (head == kNone) {
            t.prev = t.next = self;
            return self;
        }
        t.prev = after;
        t.next = list[static_cast<std::size_t>(after)].next;
        list[static_cast<std::size_t>(t.prev)].next = self;
        list[static_cast<std::size_t>(t.next)].prev = self;
        return head;
    }

    int removeCandidate(int self, int head)
    {
        TokenInfo& t = candidateAt(self);
        candidateAt(t.next).prev = t.prev;
        candidateAt(t.prev).next = t.next;
        return self == head ? (self == t.next ? kNone : t.next) : head;
    }

    void createTokenInfos(int newUnitGroup)
    {
        int first = kNone;
        int prev = kNone;
        for (const auto& [token, unit] : sortedTokens_) {
            ring_.push_back(TokenInfo{token, unitIndex_.at(unit)});
            const int self = static_cast<int>(ring_.size()) - 1;
            first = insertAfter(ring_, self, first, prev);
            prev = self;
        }
        ringHead_ = first;
        int curr = first;
        do {
            populateTokenInfoAndAdjustUnit(ring_, curr, newUnitGroup);
            curr = ring(curr).next;
        } while (curr != first);
    }

    int createCandidates(int newUnitIndex, double initialTokenOwnership)
    {
        int curr = ringHead_;
        int first = kNone;
        int prev = kNone;
        do {
            TokenInfo candidate{murmur3_tokens::midpoint(ring(ring(curr).prev).token, ring(curr).token), newUnitIndex};
            candidate.split = curr;
            candidate.replicatedOwnership = initialTokenOwnership;
            candidates_.push_back(candidate);
            const int self = static_cast<int>(candidates_.size()) - 1;
            first = insertAfter(candidates_, self, first, prev);
            populateTokenInfo(candidates_, self, units_[static_cast<std::size_t>(newUnitIndex)].group);
            prev = self;
            curr = ring(curr).next;
        } while (curr != ringHead_);
        return first;
    }

    CassandraToken confirmCandidate(int candidateIndex)
    {
        const TokenInfo accepted = candidateAt(candidateIndex);
        UnitInfo& newUnit = units_[static_cast<std::size_t>(accepted.unit)];
        const int newGroup = newUnit.group;
        sortedTokens_.emplace(accepted.token, newUnit.unit);

        const int prev = prevInRing(accepted);
        ring_.push_back(TokenInfo{accepted.token, accepted.unit});
        const int newToken = static_cast<int>(ring_.size()) - 1;
        ring(newToken).replicatedOwnership = accepted.replicatedOwnership;
        insertAfter(ring_, newToken, prev, prev);
        populateTokenInfoAndAdjustUnit(ring_, newToken, newGroup);

        GroupVisitor replication(*this, &GroupInfo::prevSeen);
        assert(ring(newToken).next == accepted.split);
        int candidate = candidateIndex;
        for (int curr = ring(newToken).next; !replication.visitedAll(); curr = ring(curr).next) {
            candidate = candidateAt(candidate).next;
            populateTokenInfo(candidates_, candidate, units_[static_cast<std::size_t>(candidateAt(candidate).unit)].group);
            if (!replication.add(unitOf(ring(curr)).group))
                continue;
            populateTokenInfoAndAdjustUnit(ring_, curr, newGroup);
        }
        replication.clean();
        return accepted.token;
    }

    // replicationStart: the end of a token of the RF'th distinct group before the token;
    // replicationThreshold chosen so that findUpdatedReplicationStart sees a change at once.
    CassandraToken populateTokenInfo(std::vector<TokenInfo>& list, int index, int newUnitGroup)
    {
        TokenInfo& token = list[static_cast<std::size_t>(index)];
        const int tokenGroup = unitOf(token).group;
        GroupVisitor visitor(*this, &GroupInfo::prevPopulate);
        CassandraToken replicationStart = 0;
        CassandraToken replicationThreshold = token.token;
        int currGroup = kNone;
        for (int curr = prevInRing(token);; curr = ring(curr).prev) {
            replicationStart = ring(curr).token;
            currGroup = unitOf(ring(curr)).group;
            if (!visitor.add(currGroup))
                continue;
            if (visitor.visitedAll())
                break;
            replicationThreshold = replicationStart;
            if (currGroup == tokenGroup)
                break;
        }
        if (newUnitGroup == tokenGroup)
            replicationThreshold = token.token;
        else if (newUnitGroup != currGroup && visitor.seen(newUnitGroup))
            replicationThreshold = replicationStart;
        visitor.clean();
        token.replicationThreshold = replicationThreshold;
        token.replicationStart = replicationStart;
        return replicationStart;
    }

    void populateTokenInfoAndAdjustUnit(std::vector<TokenInfo>& list, int index, int newUnitGroup)
    {
        const CassandraToken replicationStart = populateTokenInfo(list, index, newUnitGroup);
        TokenInfo& populate = list[static_cast<std::size_t>(index)];
        const double newOwnership = size(replicationStart, populate.token);
        const double oldOwnership = populate.replicatedOwnership;
        populate.replicatedOwnership = newOwnership;
        unitOf(populate).ownership += newOwnership - oldOwnership;
    }

    // UnitAdjustmentTracker.add.
    void trackUnit(int& chain, int unit, double diff)
    {
        UnitInfo& u = units_[static_cast<std::size_t>(unit)];
        if (u.prevUsed == kNone) {
            assert(units_[static_cast<std::size_t>(chain)].prevUsed != kNone || unit == chain);
            u.adjustedOwnership = u.ownership + diff;
            u.prevUsed = chain;
            chain = unit;
        } else {
            u.adjustedOwnership += diff;
        }
    }

    // UnitAdjustmentTracker.calculateUnitChange.
    double unitChange(int chain, double newUnitMult, double optTokenOwnership)
    {
        double change = 0.0;
        while (true) {
            UnitInfo& u = units_[static_cast<std::size_t>(chain)];
            const double tokenCount = u.tokenCount;
            const double diff = sq(u.adjustedOwnership / tokenCount - optTokenOwnership) -
                                sq(u.ownership / tokenCount - optTokenOwnership);
            const int prev = u.prevUsed;
            u.prevUsed = kNone;
            if (chain != prev) {
                change += diff;
            } else {
                change += diff * newUnitMult;
                break;
            }
            chain = prev;
        }
        return change;
    }

    double applyOwnershipAdjustment(const TokenInfo& curr, int unit, CassandraToken replicationStart,
                                    CassandraToken replicationEnd, double optTokenOwnership, int& chain)
    {
        const double oldOwnership = curr.replicatedOwnership;
        const double newOwnership = size(replicationStart, replicationEnd);
        const double tokenCount = units_[static_cast<std::size_t>(unit)].tokenCount;
        assert(tokenCount > 0);
        trackUnit(chain, unit, newOwnership - oldOwnership);
        return (sq(newOwnership - optTokenOwnership) - sq(oldOwnership - optTokenOwnership)) / sq(tokenCount);
    }

    // furtherStartToken: of t1 and t2 the one farther before `towards`; equal means "the same".
    static CassandraToken furtherStartToken(CassandraToken t1, CassandraToken t2, CassandraToken towards) noexcept
    {
        if (t1 == towards)
            return t2;
        if (t2 == towards)
            return t1;
        return size(t1, towards) > size(t2, towards) ? t1 : t2;
    }

    double evaluateImprovement(int candidateIndex, double optTokenOwnership, double newUnitMult)
    {
        const TokenInfo& candidate = candidateAt(candidateIndex);
        double tokenChange = 0.0;
        const int candidateUnit = candidate.unit;
        int chain = candidateUnit;
        tokenChange += applyOwnershipAdjustment(candidate, candidateUnit, candidate.replicationStart, candidate.token,
                                                optTokenOwnership, chain);
        GroupVisitor replication(*this, &GroupInfo::prevSeen);
        for (int curr = candidate.split; !replication.visitedAll(); curr = ring(curr).next) {
            const TokenInfo& token = ring(curr);
            if (!replication.add(unitOf(token).group))
                continue;
            const CassandraToken replicationStart =
                furtherStartToken(token.replicationThreshold, candidate.token, token.token);
            tokenChange += applyOwnershipAdjustment(token, token.unit, replicationStart, token.token, optTokenOwnership,
                                                    chain);
        }
        replication.clean();
        const double nodeChange = unitChange(chain, newUnitMult, optTokenOwnership);
        return -(tokenChange + nodeChange);
    }

    SortedTokens& sortedTokens_;
    const std::map<AllocationUnit, AllocationGroup>& groupOf_;
    int replicas_;
    std::map<AllocationGroup, int> groupIndexOf_;
    std::vector<GroupInfo> groups_;
    std::map<AllocationUnit, int> unitIndex_;
    std::vector<UnitInfo> units_;
    std::vector<TokenInfo> ring_;
    std::vector<TokenInfo> candidates_;
    int ringHead_ = kNone;
};

// TokenAllocatorBase.generateSplits: the largest range split at a ratio drawn from
// java.util.Random seeded by the ring's size. The Java scans the ring for the largest range
// before every split (the first largest in its order: ranges by their end token); a heap on
// (size, end token) picks the same range without the scan, so that a node of a million tokens
// takes seconds, not days.
std::vector<CassandraToken> generateSplits(SortedTokens& sortedTokens, AllocationUnit unit, int numTokens,
                                           CassandraToken startToken)
{
    JavaRandom random(static_cast<std::int64_t>(sortedTokens.size()));
    const double potentialRatioGrowth = kMaxInitialSplitsRatio - kMinInitialSplitsRatio;
    std::vector<CassandraToken> tokens;
    const bool startsRing = sortedTokens.empty();
    if (startsRing) {
        tokens.push_back(startToken);
        sortedTokens[startToken] = unit;
    }
    struct Range {
        double size;
        CassandraToken start;
        CassandraToken end;
    };
    // The largest first; among equal sizes the smaller end token (the Java's strict >).
    const auto later = [](const Range& a, const Range& b) {
        return a.size != b.size ? a.size < b.size : a.end > b.end;
    };
    std::vector<Range> ranges;
    if (static_cast<std::size_t>(numTokens) > tokens.size()) {
        ranges.reserve(sortedTokens.size() + static_cast<std::size_t>(numTokens));
        CassandraToken prev = sortedTokens.rbegin()->first;
        for (const auto& [curr, owner] : sortedTokens) {
            ranges.push_back({size(prev, curr), prev, curr});
            prev = curr;
        }
        std::make_heap(ranges.begin(), ranges.end(), later);
    }
    while (tokens.size() < static_cast<std::size_t>(numTokens)) {
        std::pop_heap(ranges.begin(), ranges.end(), later);
        const Range largest = ranges.back();
        ranges.pop_back();
        const CassandraToken t = murmur3_tokens::split(largest.start, largest.end,
                                                       kMinInitialSplitsRatio + potentialRatioGrowth * random.nextDouble());
        tokens.push_back(t);
        for (const Range part : {Range{size(largest.start, t), largest.start, t}, Range{size(t, largest.end), t, largest.end}}) {
            ranges.push_back(part);
            std::push_heap(ranges.begin(), ranges.end(), later);
        }
    }
    // Into the ring in one ordered pass (the Java puts each as it splits; nothing reads the
    // ring in between but the ranges above).
    std::vector<CassandraToken> ordered(tokens.begin() + (startsRing ? 1 : 0), tokens.end());
    std::sort(ordered.begin(), ordered.end());
    auto hint = sortedTokens.begin();
    for (const CassandraToken t : ordered) {
        while (hint != sortedTokens.end() && hint->first < t)
            ++hint;
        hint = sortedTokens.insert_or_assign(hint, t, unit);
    }
    return tokens;
}

}  // namespace

ReplicationAwareTokenAllocator::ReplicationAwareTokenAllocator(SortedTokens sortedTokens, int replicas)
    : sortedTokens_(std::move(sortedTokens)), replicas_(replicas)
{
    for (const auto& [token, unit] : sortedTokens_)
        ++tokenCounts_[unit];
}

std::size_t ReplicationAwareTokenAllocator::tokenCountOf(AllocationUnit unit) const noexcept
{
    const auto found = tokenCounts_.find(unit);
    return found == tokenCounts_.end() ? 0 : found->second;
}

std::vector<CassandraToken> ReplicationAwareTokenAllocator::generateSplits(AllocationUnit unit, int numTokens,
                                                                           CassandraToken startToken)
{
    std::vector<CassandraToken> tokens = ringlab::generateSplits(sortedTokens_, unit, numTokens, startToken);
    tokenCounts_[unit] += tokens.size();
    return tokens;
}

std::vector<CassandraToken> ReplicationAwareTokenAllocator::addUnit(AllocationUnit unit, AllocationGroup group,
                                                                    int numTokens, CassandraToken startToken)
{
    assert(tokenCountOf(unit) == 0);
    groupOf_[unit] = group;
    if (unitCount() < static_cast<std::size_t>(replicas_))
        return generateSplits(unit, numTokens, startToken);
    if (static_cast<std::size_t>(numTokens) > sortedTokens_.size())
        return generateSplits(unit, numTokens, startToken);
    ReplicationAwareRound round(sortedTokens_, groupOf_, replicas_);
    if (!round.createUnitInfos())
        return generateSplits(unit, numTokens, startToken);
    std::vector<CassandraToken> tokens = round.allocate(unit, group, numTokens);
    tokenCounts_[unit] += tokens.size();
    return tokens;
}

void ReplicationAwareTokenAllocator::removeUnit(AllocationUnit unit)
{
    std::erase_if(sortedTokens_, [&](const auto& entry) { return entry.second == unit; });
    tokenCounts_.erase(unit);
}

NoReplicationTokenAllocator::NoReplicationTokenAllocator(SortedTokens sortedTokens)
    : sortedTokens_(std::move(sortedTokens))
{
}

std::vector<CassandraToken> NoReplicationTokenAllocator::takeOver(AllocationUnit newUnit, int numTokens)
{
    constexpr double kMaxTakeoverRatio = 0.90;
    constexpr double kMinTakeoverRatio = 1.0 - kMaxTakeoverRatio;

    // createUnitInfos and createTokenInfos: the ring, each unit's ownership, each unit's
    // tokens by size.
    std::vector<UnitInfo> units;
    std::map<AllocationUnit, int> unitIndex;
    for (const auto& [token, unit] : sortedTokens_) {
        const auto [at, inserted] = unitIndex.try_emplace(unit, static_cast<int>(units.size()));
        if (inserted)
            units.push_back(UnitInfo{unit});
        ++units[static_cast<std::size_t>(at->second)].tokenCount;
    }
    const int newUnitIndex = static_cast<int>(units.size());
    units.push_back(UnitInfo{newUnit});

    std::vector<TokenInfo> ring;
    for (const auto& [token, unit] : sortedTokens_) {
        ring.push_back(TokenInfo{token, unitIndex.at(unit)});
        const int self = static_cast<int>(ring.size()) - 1;
        ring.back().prev = self - 1;
        ring.back().next = self + 1;
    }
    ring.front().prev = static_cast<int>(ring.size()) - 1;
    ring.back().next = 0;

    std::vector<WeightedQueue<int>> tokensInUnits(units.size());
    const auto populateTokenInfoAndAdjustUnit = [&](int index) {
        TokenInfo& token = ring[static_cast<std::size_t>(index)];
        token.replicationStart = ring[static_cast<std::size_t>(token.prev)].token;
        token.replicationThreshold = token.token;
        token.replicatedOwnership = size(token.replicationStart, token.token);
        units[static_cast<std::size_t>(token.unit)].ownership += token.replicatedOwnership;
        tokensInUnits[static_cast<std::size_t>(token.unit)].add(token.replicatedOwnership, index);
    };
    for (std::size_t i = 0; i < ring.size(); ++i)
        populateTokenInfoAndAdjustUnit(static_cast<int>(i));
    WeightedQueue<int> sortedUnits;
    for (int u = 0; u < newUnitIndex; ++u)
        sortedUnits.add(units[static_cast<std::size_t>(u)].ownership, u);

    // The most loaded units, while they are above the average they and the new unit would reach.
    double targetAverage = 0.0;
    double sum = 0.0;
    std::vector<WeightedQueue<int>::Weighted> unitsToChange;
    for (int i = 0; i < numTokens; ++i) {
        if (sortedUnits.empty())
            break;
        const auto unit = sortedUnits.peek();
        sum += unit.weight;
        const double average = sum / static_cast<double>(unitsToChange.size() + 2);
        if (unit.weight <= average)
            break;
        sortedUnits.remove();
        unitsToChange.push_back(unit);
        targetAverage = average;
    }

    std::vector<CassandraToken> newTokens;
    const auto unitsCount = static_cast<int>(unitsToChange.size());
    int nr = 0;
    // A unit given fewer tokens than its share of the split (a node's tokens set by hand, as in
    // a mixed cluster) hands the rest to the next unit; Cassandra's own allocator, whose units
    // all hold num_tokens, would fail on it (PriorityQueue.remove on an empty queue).
    int carried = 0;
    for (const auto& unit : unitsToChange) {
        WeightedQueue<int>& unitTokens = tokensInUnits[static_cast<std::size_t>(unit.value)];
        const int share = numTokens / unitsCount + (nr < numTokens % unitsCount ? 1 : 0) + carried;
        const int tokensToChange = std::min(share, static_cast<int>(unitTokens.size()));
        carried = share - tokensToChange;
        UnitInfo& info = units[static_cast<std::size_t>(unit.value)];
        std::vector<WeightedQueue<int>::Weighted> tokens;
        double workWeight = 0.0;
        for (int i = 0; i < tokensToChange; ++i) {
            const auto wt = unitTokens.remove();
            tokens.push_back(wt);
            workWeight += wt.weight;
            info.ownership -= wt.weight;
        }
        const double toTakeOver = unit.weight - targetAverage;
        for (const auto& wt : tokens) {
            double slice = kMaxTakeoverRatio;
            if (toTakeOver < workWeight)
                slice = std::clamp(toTakeOver / workWeight, kMinTakeoverRatio, kMaxTakeoverRatio);
            TokenInfo& split = ring[static_cast<std::size_t>(wt.value)];
            const CassandraToken token =
                murmur3_tokens::split(ring[static_cast<std::size_t>(split.prev)].token, split.token, slice);
            sortedTokens_[token] = newUnit;
            ring.push_back(TokenInfo{token, newUnitIndex});
            const int self = static_cast<int>(ring.size()) - 1;
            TokenInfo& inserted = ring.back();
            TokenInfo& at = ring[static_cast<std::size_t>(wt.value)];
            inserted.prev = at.prev;
            inserted.next = wt.value;
            ring[static_cast<std::size_t>(at.prev)].next = self;
            at.prev = self;
            populateTokenInfoAndAdjustUnit(self);
            populateTokenInfoAndAdjustUnit(wt.value);
            newTokens.push_back(token);
        }
        sortedUnits.add(info.ownership, unit.value);
        ++nr;
    }
    return newTokens;
}

std::map<AllocationUnit, double> replicatedOwnership(const SortedTokens& sortedTokens,
                                                     const std::map<AllocationUnit, AllocationGroup>& groupOf,
                                                     int replicas)
{
    std::map<AllocationUnit, double> ownership;
    if (sortedTokens.empty())
        return ownership;
    std::vector<std::pair<CassandraToken, AllocationUnit>> ring(sortedTokens.begin(), sortedTokens.end());
    const std::size_t n = ring.size();
    for (std::size_t i = 0; i < n; ++i) {
        // The range (token i, token i+1] is replicated by the units from token i+1 on.
        const double range = size(ring[i].first, ring[(i + 1) % n].first);
        std::set<AllocationGroup> groups;
        std::set<AllocationUnit> units;
        for (std::size_t step = 0; step < n && groups.size() < static_cast<std::size_t>(replicas); ++step) {
            const AllocationUnit unit = ring[(i + 1 + step) % n].second;
            if (units.count(unit) == 0 && groups.insert(groupOf.at(unit)).second) {
                units.insert(unit);
                ownership[unit] += range;
            }
        }
    }
    return ownership;
}

}  // namespace ringlab
