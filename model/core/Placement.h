// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/HashFunctions.h"
#include "model/core/TwemproxyHashes.h"
#include "model/core/Membership.h"

#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace ringlab {

// The article's five options: A modulo, B coordinator + lookup table, C rendezvous,
// D jump, E ring with virtual nodes; then real clients': ketama (libmemcached, twemproxy),
// Envoy's Maglev and ring hash, Cassandra's token ring.
enum class Algorithm : std::uint8_t { Ring, Modulo, Directory, Rendezvous, Jump, Ketama, Maglev, EnvoyRing, Cassandra };

// The client whose ketama ring is built (model/core/KetamaPlacement.h).
enum class KetamaDialect : std::uint8_t { Libmemcached, Twemproxy, Spymemcached, Libketama };

std::span<const Algorithm> allAlgorithms() noexcept;
std::string_view algorithmName(Algorithm algorithm) noexcept;  // "ring", "modulo", …
// Also takes "redis-cluster", another name for the directory.
std::optional<Algorithm> findAlgorithm(std::string_view name) noexcept;
std::string_view algorithmNames() noexcept;  // "ring|modulo|directory|…|cassandra"
// False for the placements that hash keys their own way whatever hash is selected: the
// directory (CRC16 slots), ketama (MD5), Maglev and Envoy's ring (xxHash64), Cassandra (its
// Murmur3 token).
bool usesSelectedHash(Algorithm algorithm) noexcept;
// True for the placements whose key hash is a slot of an explicit table: the directory (16,384
// Redis slots) and Maglev (its lookup table).
constexpr bool hasSlotTable(Algorithm algorithm) noexcept
{
    return algorithm == Algorithm::Directory || algorithm == Algorithm::Maglev;
}

inline constexpr int kDefaultReplicas = 160;
inline constexpr std::uint32_t kDefaultMaglevTableSize = 65537;  // Envoy's default, a prime
inline constexpr std::uint32_t kMaxMaglevTableSize = 16'777'259;  // the first prime over 2^24
// Envoy's ring hash: its defaults and its largest maximum_ring_size.
inline constexpr std::uint64_t kDefaultEnvoyMinRingSize = 1024;
inline constexpr std::uint64_t kMaxEnvoyRingSize = 8'388'608;
// Cassandra: num_tokens of 4.0 and later (3.x: 256), and the most it accepts.
inline constexpr int kDefaultNumTokens = 16;
inline constexpr int kMaxNumTokens = 1536;
inline constexpr int kDefaultReplicationFactor = 3;

// A Cassandra node's initial_token list (signed tokens, as cassandra.yaml and nodetool write them).
struct MemberTokens {
    std::string id;
    std::vector<std::int64_t> tokens;
    friend bool operator==(const MemberTokens&, const MemberTokens&) = default;
};
struct MemberRack {
    std::string id;
    std::string rack;
    friend bool operator==(const MemberRack&, const MemberRack&) = default;
};

// How a node without initial_token chooses its tokens. Cassandra 4.0's cassandra.yaml sets
// allocate_tokens_for_local_replication_factor: 3, so a new node runs the replication-aware
// allocator (model/core/CassandraTokenAllocator.h); without it a node draws random tokens.
enum class CassandraTokenAllocation : std::uint8_t { ReplicationAware, Random };
std::string_view tokenAllocationName(CassandraTokenAllocation allocation) noexcept;  // "replication-aware", "random"
std::optional<CassandraTokenAllocation> findTokenAllocation(std::string_view name) noexcept;

struct CassandraConfig {
    int numTokens = kDefaultNumTokens;          // tokens per unit of weight
    std::uint64_t tokenSeed = 1;                // seeds every node's random tokens
    std::vector<MemberTokens> initialTokens = {};  // nodes with given tokens
    std::vector<MemberRack> racks = {};             // empty: SimpleStrategy; else NetworkTopologyStrategy
    // For "Owns (effective)"; 0: kDefaultReplicationFactor, or every node of a smaller fleet.
    int replicationFactor = 0;
    CassandraTokenAllocation tokenAllocation = CassandraTokenAllocation::ReplicationAware;
    friend bool operator==(const CassandraConfig&, const CassandraConfig&) = default;
};

// Whose modulo: the article's hash(key) % N (weights ignored), or twemproxy's `distribution:
// modula` (TwemproxyModulaPlacement.h: the pool's key hash mod the total weight).
enum class ModuloDialect : std::uint8_t { Article, Twemproxy };
// A Redis Cluster master's slots (CLUSTER NODES' "0-5460 5462"), for the directory's explicit table.
struct SlotRange {
    std::uint32_t first = 0;
    std::uint32_t last = 0;  // inclusive
    friend bool operator==(const SlotRange&, const SlotRange&) = default;
};
struct MemberSlots {
    std::string id;
    std::vector<SlotRange> ranges;
    friend bool operator==(const MemberSlots&, const MemberSlots&) = default;
};

struct PlacementConfig {
    Algorithm algorithm = Algorithm::Ring;
    HashId hash = HashId::Fnv1aFmix32;
    int replicas = kDefaultReplicas;  // virtual nodes per unit of weight; used by the ring
    KetamaDialect ketamaDialect = KetamaDialect::Libmemcached;  // used by ketama
    HashId twemproxyHash = kTwemproxyDefaultHash;  // ketama's key hash in the twemproxy dialect
    std::uint32_t maglevTableSize = kDefaultMaglevTableSize;     // used by Maglev
    std::uint64_t envoyMinRingSize = kDefaultEnvoyMinRingSize;   // used by Envoy's ring hash
    std::uint64_t envoyMaxRingSize = kMaxEnvoyRingSize;
    CassandraConfig cassandra = {};                                 // used by Cassandra
    ModuloDialect moduloDialect = ModuloDialect::Article;           // used by modulo
    // twemproxy's hash_tag ("{}": two characters, or none), for the placements whose key hash
    // is the selected hash or twemproxy's: ring, modulo, rendezvous, jump and ketama.
    HashTag hashTag = {};
    // Used by the directory: its initial table, every slot owned once by a member (members left
    // out own none); empty: redis-cli --cluster create's layout for the members.
    std::vector<MemberSlots> redisSlots = {};

    friend bool operator==(const PlacementConfig&, const PlacementConfig&) = default;
};

// Where keys live for one membership. A placement is a value: changing the membership
// builds the new lookup structures first and swaps them in, so a refused change (a
// ValidationError) leaves the placement exactly as it was.
class Placement {
public:
    virtual ~Placement() = default;

    virtual Algorithm algorithm() const noexcept = 0;
    const HashFunction& hash() const noexcept { return hash_; }
    // The hash applied to keys: the selected hash, except for the directory (Redis slot).
    virtual const HashFunction& keyHash() const noexcept { return hash_; }
    // Keys are hashed by their part between the tag's two characters (twemproxy's hash_tag);
    // for the placements whose key hash is hash() (validatePlacement refuses it elsewhere).
    void setHashTag(HashTag tag) noexcept { hash_.hashTag = tag; }

    const std::vector<Member>& members() const noexcept { return members_; }
    void setMembers(std::vector<Member> members);

    // Preconditions for the lookups: at least one member.
    virtual MemberIndex ownerOfHash(KeyHash keyHash) const noexcept = 0;
    // Up to `count` distinct members in this placement's preference order (the owner first);
    // never more than there are members.
    virtual void ownersOfHash(KeyHash keyHash, std::size_t count,
                              std::vector<MemberIndex>& out) const = 0;
    // Owner of every hash; the default loops over ownerOfHash().
    virtual void assign(std::span<const KeyHash> keyHashes,
                        std::span<MemberIndex> owners) const noexcept;

    // Where a key hash is drawn on RingLab's 32-bit circle: the hash itself, the top 32 bits
    // of a 64-bit ring's.
    virtual std::uint32_t drawnPosition(KeyHash keyHash) const noexcept { return narrowKeyHash(keyHash); }
    // The first key hash drawn at a position: the inverse of drawnPosition().
    virtual KeyHash keyHashAt(std::uint32_t drawnPosition) const noexcept { return drawnPosition; }
    // True for the 64-bit rings, whose key hashes and points use all 64 bits.
    virtual bool hasWideKeys() const noexcept { return false; }

    const std::string& ownerOf(std::string_view key) const noexcept
    {
        return members_[ownerOfHash(keyHash().hash(key))].id;
    }

    // Exact share of the key-hash space each member owns, where the placement defines one.
    virtual std::optional<std::vector<double>> keySpaceShares() const { return std::nullopt; }
    // Jump and modulo address members by their position in the list: removing one that is not
    // the last renumbers every member after it.
    virtual bool addressesMembersByPosition() const noexcept { return false; }
    // Bytes the lookup structures take (what a client would hold in memory).
    virtual std::size_t memoryBytes() const noexcept { return 0; }

    virtual std::unique_ptr<Placement> clone() const = 0;
    // A copy with another membership (for the directory: rebalanced from this table).
    std::unique_ptr<Placement> withMembers(std::vector<Member> members) const;

protected:
    explicit Placement(const HashFunction& hash) noexcept : hash_(hash) {}
    Placement(const Placement&) = default;
    Placement& operator=(const Placement&) = default;

    // Builds the lookup structures for `members` (already validated). Must leave *this
    // unchanged when it throws.
    virtual void rebuild(const std::vector<Member>& members) = 0;

private:
    HashFunction hash_;
    std::vector<Member> members_;
};

// Validates the config and the members (ValidationError names the wrong value).
std::unique_ptr<Placement> makePlacement(const PlacementConfig& config,
                                         std::vector<Member> members);
// Throws exactly when makePlacement would, without building anything (no hashing, no
// sorting): cheap enough to check every edit of a 65,535-member fleet at once.
void validatePlacement(const PlacementConfig& config, std::span<const Member> members);
// True for the placements whose key hash is hash(), which a hash tag narrows.
bool honoursHashTag(Algorithm algorithm) noexcept;
// ValidationError for a hash tag with one character, or on a placement that does not honour one.
void validateHashTag(const PlacementConfig& config);

}  // namespace ringlab
