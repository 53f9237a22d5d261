// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Cassandra's token allocators for new nodes (org.apache.cassandra.dht.tokenallocator), ported
// from the Java: what a node chooses when cassandra.yaml sets
// allocate_tokens_for_local_replication_factor (Cassandra 4.0's shipped default, 3).
// - ReplicationAwareTokenAllocator: for a replication factor of 2 or more. Every midpoint
//   between two tokens of the ring is a candidate; each is weighed by how much it lowers the
//   variance of the replicated ownership per token and per unit (node), the best is taken, the
//   next re-weighed until it still beats the queue's head, numTokens times.
//   The first RF units (and a unit asking for more tokens than the ring holds) get
//   generateSplits instead: the largest range split at a ratio from java.util.Random seeded by
//   the ring's size.
// - NoReplicationTokenAllocator: for a replication factor of 1 (and NetworkTopologyStrategy
//   with as many racks as replicas, one ring per rack): the new unit takes over slices of the
//   largest tokens of the most loaded units.
// Units and groups are numbers; a group is what a replica is not repeated in (a node under
// SimpleStrategy, a rack under NetworkTopologyStrategy with more racks than replicas).
// Where the Java draws a random token (an empty ring), these take the one a caller gives.

#include <cstddef>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

namespace ringlab {

using CassandraToken = std::int64_t;  // Murmur3Partitioner's LongToken

// java.util.Random, bit for bit: the generator behind generateSplits' ratios.
class JavaRandom {
public:
    explicit JavaRandom(std::int64_t seed) noexcept;
    std::int32_t nextInt() noexcept { return next(32); }
    std::int32_t nextInt(std::int32_t bound) noexcept;  // bound > 0
    std::int64_t nextLong() noexcept;
    double nextDouble() noexcept;

private:
    std::int32_t next(int bits) noexcept;
    std::uint64_t seed_;
};

// Murmur3Partitioner's arithmetic on tokens.
namespace murmur3_tokens {
// LongToken.size(next): the share of the ring from `token` to `next`; size(t, t) is 1.
double size(CassandraToken token, CassandraToken next) noexcept;
// Murmur3Partitioner.midpoint, wrapping past Long.MAX_VALUE.
CassandraToken midpoint(CassandraToken left, CassandraToken right) noexcept;
// Murmur3Partitioner.split(left, right, ratioToLeft), truncated toward zero as toBigInteger
// does. The Java multiplies in BigDecimal by the ratio's shortest decimal (BigDecimal.valueOf);
// this multiplies in long double by the double itself: equal to within about 2^64 × 10^-17,
// a few hundred tokens of a range as wide as the ring.
CassandraToken split(CassandraToken left, CassandraToken right, double ratioToLeft) noexcept;
// Murmur3Partitioner.getRandomToken(Random): Long.MIN_VALUE is taken as Long.MAX_VALUE.
CassandraToken randomToken(JavaRandom& random) noexcept;
}  // namespace murmur3_tokens

using AllocationUnit = std::size_t;
using AllocationGroup = std::size_t;
using SortedTokens = std::map<CassandraToken, AllocationUnit>;

class ReplicationAwareTokenAllocator {
public:
    // `sortedTokens`: the ring's tokens and their units; `groupOf[unit]` their groups (every
    // unit with tokens, and every unit later added, must have one).
    ReplicationAwareTokenAllocator(SortedTokens sortedTokens, int replicas);
    // Adds `unit` (of `group`) with `numTokens` tokens and returns them in the order chosen.
    // `startToken` is the first token of a unit added to an empty ring (the Java's random one).
    std::vector<CassandraToken> addUnit(AllocationUnit unit, AllocationGroup group, int numTokens,
                                        CassandraToken startToken = 0);
    void removeUnit(AllocationUnit unit);  // as the Java's, for tests

    const SortedTokens& sortedTokens() const noexcept { return sortedTokens_; }
    SortedTokens releaseSortedTokens() && { return std::move(sortedTokens_); }
    int replicas() const noexcept { return replicas_; }
    std::size_t unitCount() const noexcept { return tokenCounts_.size(); }
    std::size_t tokenCountOf(AllocationUnit unit) const noexcept;
    void setGroup(AllocationUnit unit, AllocationGroup group) { groupOf_[unit] = group; }
    AllocationGroup groupOf(AllocationUnit unit) const { return groupOf_.at(unit); }

private:
    std::vector<CassandraToken> generateSplits(AllocationUnit unit, int numTokens, CassandraToken startToken);

    SortedTokens sortedTokens_;
    std::map<AllocationUnit, std::size_t> tokenCounts_;
    std::map<AllocationUnit, AllocationGroup> groupOf_;
    int replicas_;
};

class NoReplicationTokenAllocator {
public:
    explicit NoReplicationTokenAllocator(SortedTokens sortedTokens);
    // `randomTokens` stands for partitioner.getRandomToken() when the ring is empty or holds
    // fewer tokens than asked for: it is called until numTokens new tokens are found.
    template <typename RandomToken>
    std::vector<CassandraToken> addUnit(AllocationUnit unit, int numTokens, RandomToken&& randomToken)
    {
        if (sortedTokens_.empty() || static_cast<std::size_t>(numTokens) > sortedTokens_.size()) {
            std::vector<CassandraToken> tokens;
            while (tokens.size() < static_cast<std::size_t>(numTokens)) {
                const CassandraToken token = randomToken();
                if (sortedTokens_.emplace(token, unit).second)
                    tokens.push_back(token);
            }
            return tokens;
        }
        return takeOver(unit, numTokens);
    }
    const SortedTokens& sortedTokens() const noexcept { return sortedTokens_; }
    SortedTokens releaseSortedTokens() && { return std::move(sortedTokens_); }

private:
    std::vector<CassandraToken> takeOver(AllocationUnit unit, int numTokens);
    SortedTokens sortedTokens_;
};

// The replicated ownership of every unit of the ring (the tests' evaluateReplicatedOwnership):
// each range between two tokens counts for the `replicas` units of distinct groups that
// follow it.
std::map<AllocationUnit, double> replicatedOwnership(const SortedTokens& sortedTokens,
                                                     const std::map<AllocationUnit, AllocationGroup>& groupOf,
                                                     int replicas);

}  // namespace ringlab
