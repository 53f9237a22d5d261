// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/HashFunctions.h"
#include "model/core/Membership.h"

#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace ringlab {

// The article's five options: A modulo, B coordinator + lookup table, C rendezvous,
// D jump, E ring with virtual nodes; then real clients': ketama (libmemcached, twemproxy),
// Envoy's Maglev.
enum class Algorithm : std::uint8_t { Ring, Modulo, Directory, Rendezvous, Jump, Ketama, Maglev };

// The client whose ketama ring is built (model/core/KetamaPlacement.h).
enum class KetamaDialect : std::uint8_t { Libmemcached, Twemproxy, Spymemcached };

std::span<const Algorithm> allAlgorithms() noexcept;
std::string_view algorithmName(Algorithm algorithm) noexcept;  // "ring", "modulo", …
std::optional<Algorithm> findAlgorithm(std::string_view name) noexcept;
std::string_view algorithmNames() noexcept;  // "ring|modulo|directory|rendezvous|jump|ketama|maglev"
// False for the placements that hash keys their own way whatever hash is selected: the
// directory (CRC16 slots), ketama (MD5), Maglev (xxHash64).
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

struct PlacementConfig {
    Algorithm algorithm = Algorithm::Ring;
    HashId hash = HashId::Fnv1aFmix32;
    int replicas = kDefaultReplicas;  // virtual nodes per unit of weight; used by the ring
    KetamaDialect ketamaDialect = KetamaDialect::Libmemcached;  // used by ketama
    std::uint32_t maglevTableSize = kDefaultMaglevTableSize;     // used by Maglev

    friend bool operator==(const PlacementConfig&, const PlacementConfig&) = default;
};

// Where keys live for one membership. A placement is a value: changing the membership
// builds the new lookup structures first and swaps them in, so a refused change (a
// ValidationError) leaves the placement exactly as it was.
class Placement {
public:
    virtual ~Placement() = default;

    virtual Algorithm algorithm() const noexcept = 0;
    const HashFunction& hash() const noexcept { return *hash_; }
    // The hash applied to keys: the selected hash, except for the directory (Redis slot).
    virtual const HashFunction& keyHash() const noexcept { return *hash_; }

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
    explicit Placement(const HashFunction& hash) noexcept : hash_(&hash) {}
    Placement(const Placement&) = default;
    Placement& operator=(const Placement&) = default;

    // Builds the lookup structures for `members` (already validated). Must leave *this
    // unchanged when it throws.
    virtual void rebuild(const std::vector<Member>& members) = 0;

private:
    const HashFunction* hash_;
    std::vector<Member> members_;
};

// Validates the config and the members (ValidationError names the wrong value).
std::unique_ptr<Placement> makePlacement(const PlacementConfig& config,
                                         std::vector<Member> members);
// Throws exactly when makePlacement would, without building anything (no hashing, no
// sorting): cheap enough to check every edit of a 65,535-member fleet at once.
void validatePlacement(const PlacementConfig& config, std::span<const Member> members);

}  // namespace ringlab
