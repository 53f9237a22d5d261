// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/WideRingPlacement.h"

#include <map>
#include <string_view>

namespace ringlab {

// Cassandra's token ring with the Murmur3Partitioner (org.apache.cassandra.dht):
// - a key's token is the first 64 bits of MurmurHash3_x64_128 as Cassandra computes them
//   (murmur3CassandraToken), placed on RingLab's unsigned circle as token + 2^63;
// - each node owns its tokens: the ones given (initial_token), or num_tokens × weight
//   (rounded, at least one) new ones. New ones are chosen as Cassandra 4.0 chooses them with
//   allocate_tokens_for_local_replication_factor (the replication factor, default 3): the
//   nodes join in list order and each runs Cassandra's token allocator against the ring so far
//   (CassandraTokenAllocator.h); or, with CassandraTokenAllocation::Random, they are drawn from
//   a generator seeded by the token seed and the node's id. A placement copied withMembers
//   keeps the tokens of the nodes that stay, so a node keeps its tokens when others join or
//   leave;
// - the node owning the first token at or after a key's token is its primary replica
//   (a token t owns the range (previous token, t]);
// - replicas: SimpleStrategy takes the next distinct nodes clockwise; with racks,
//   NetworkTopologyStrategy (one data centre) takes a node of each rack not yet used first and
//   repeats a rack only when there are fewer racks than replicas, as
//   NetworkTopologyStrategy.calculateNaturalEndpoints does.
class CassandraPlacement final : public WideRingPlacement {
public:
    static constexpr const char* kDefaultRack = "rack1";  // Cassandra's snitches' default rack
    // Throws ValidationError for num_tokens outside [1, kMaxNumTokens] or a negative
    // replication factor.
    explicit CassandraPlacement(const CassandraConfig& config);

    Algorithm algorithm() const noexcept override { return Algorithm::Cassandra; }
    const HashFunction& keyHash() const noexcept override { return hashFunction(HashId::CassandraToken); }
    std::unique_ptr<Placement> clone() const override
    {
        return std::make_unique<CassandraPlacement>(*this);
    }
    // SimpleStrategy, or NetworkTopologyStrategy when racks are given.
    void ownersOfHash(KeyHash keyHash, std::size_t count,
                      std::vector<MemberIndex>& out) const override;
    // "10.0.0.1 token -4611686018427387904".
    std::string pointLabel(MemberIndex member, std::uint32_t vnode) const override;

    const CassandraConfig& config() const noexcept { return config_; }
    // The replication factor given, or by default 3 capped at the number of nodes.
    int replicationFactor() const noexcept;
    bool rackAware() const noexcept { return !config_.racks.empty(); }
    const std::string& rackOf(MemberIndex member) const noexcept { return racks_[member]; }
    // Each node's tokens, signed as Cassandra prints them, in ring order.
    std::vector<std::int64_t> tokensOf(MemberIndex member) const;
    // "Owns (effective)" of `nodetool status <keyspace>`: the share of the token space each
    // node holds a replica of, with `replicationFactor` replicas; the shares add up to the
    // replication factor (capped at the number of nodes).
    std::vector<double> effectiveOwnership(int replicationFactor) const;

    // The same cluster under another configuration (a replication factor, racks, nodes): the
    // nodes of `previous` keep the tokens they chose, as a Cassandra node keeps its tokens when
    // the keyspace or the others change, unless num_tokens, the token seed or the allocation
    // differ (then every node chooses again). Throws ValidationError as makePlacement does.
    static std::unique_ptr<CassandraPlacement> after(const CassandraPlacement& previous, const CassandraConfig& config,
                                                     std::vector<Member> members);

    // The tokens a node without given tokens draws.
    static std::vector<std::uint64_t> randomTokens(std::string_view memberId, std::uint64_t seed,
                                                   std::size_t count);
    static std::size_t tokenCount(int numTokens, double weight) noexcept;
    // Everything makePlacement would refuse for these members, without building the ring:
    // tokens or racks for unknown nodes, a token given twice, a replication factor over the
    // number of nodes, a ring over kMaxRingPoints.
    static void validate(const CassandraConfig& config, std::span<const Member> members);

protected:
    std::vector<std::size_t> countPoints(const std::vector<Member>& members,
                                         int replicas) const override;
    void hashWidePoints(const std::vector<Member>& members, std::size_t member,
                        std::span<std::uint64_t> positions) const override;
    void rebuild(const std::vector<Member>& members) override;

private:
    const std::vector<std::int64_t>* givenTokens(std::string_view memberId) const noexcept;

    CassandraConfig config_;
    // Each node's tokens as unsigned positions, in the order given, drawn or allocated; the
    // nodes that stay in the next membership keep theirs.
    std::map<std::string, std::vector<std::uint64_t>> nodeTokens_;
    std::vector<std::string> racks_;  // per member
    std::vector<std::uint32_t> rackIndex_;  // per member: its rack, numbered from 0
    std::size_t rackCount_ = 1;
};

// "10.0.0.1=-9223372036854775808,0;10.0.0.2=-4611686018427387904": each node's initial tokens.
// Throws ValidationError naming the malformed part.
std::vector<MemberTokens> parseMemberTokens(std::string_view text);
// "10.0.0.1=rack1,10.0.0.2=rack2".
std::vector<MemberRack> parseMemberRacks(std::string_view text);
std::string memberTokensText(const std::vector<MemberTokens>& tokens);
// `config` with the given tokens and racks of the nodes in `members` only: those of nodes that
// left go with them (a removed node, a move's --remove).
CassandraConfig forMembers(CassandraConfig config, std::span<const Member> members);
std::string memberRacksText(const std::vector<MemberRack>& racks);

}  // namespace ringlab
