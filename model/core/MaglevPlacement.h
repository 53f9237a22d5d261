// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"

namespace ringlab {

// Envoy's Maglev load balancer (source/extensions/load_balancing_policies/maglev/maglev_lb.cc),
// after the Maglev paper's listing 1 (Eisenbud et al., NSDI 2016):
// - hosts are sorted by the name Envoy hashes (the member id, "address:port");
// - each host's permutation starts at offset = xxHash64(name, 0) mod M and steps by
//   skip = xxHash64(name, 1) mod (M - 1) + 1;
// - rounds fill the table: in round r a host takes its next free entry when
//   r × w ≥ its target, which then grows by the largest normalised weight (w = weight / sum),
//   so a host of the largest weight takes one entry a round and one of a third of it every
//   third round;
// - a key's owner is table[xxHash64(key, 0) mod M].
// M must be prime (Envoy refuses other sizes); the default is Envoy's 65,537.
class MaglevPlacement final : public Placement {
public:
    // Throws ValidationError for a table size that is not a prime in [2, kMaxMaglevTableSize].
    explicit MaglevPlacement(std::uint32_t tableSize);

    Algorithm algorithm() const noexcept override { return Algorithm::Maglev; }
    // xxHash64(key, 0) mod M: the table entry, what the table is indexed with.
    const HashFunction& keyHash() const noexcept override { return entryHash_; }
    // Any value is taken: one at or over M (no key hash is) wraps around the table.
    MemberIndex ownerOfHash(KeyHash entry) const noexcept override { return table_[wrapped(entry)]; }
    // Maglev has no preference order: the entry's owner, then the owners of the entries after
    // it, as on a ring.
    void ownersOfHash(KeyHash entry, std::size_t count,
                      std::vector<MemberIndex>& out) const override;
    void assign(std::span<const KeyHash> entries,
                std::span<MemberIndex> owners) const noexcept override;
    // Each member's share of the table's entries.
    std::optional<std::vector<double>> keySpaceShares() const override;
    std::size_t memoryBytes() const noexcept override { return table_.size() * sizeof(MemberIndex); }
    std::unique_ptr<Placement> clone() const override
    {
        return std::make_unique<MaglevPlacement>(*this);
    }

    std::uint32_t tableSize() const noexcept { return tableSize_; }
    const std::vector<MemberIndex>& table() const noexcept { return table_; }
    std::vector<std::size_t> entryCounts() const;

    static bool isPrime(std::uint64_t n) noexcept;
    static void validateTableSize(std::uint64_t tableSize);

private:
    void rebuild(const std::vector<Member>& members) override;
    std::size_t wrapped(KeyHash entry) const noexcept
    {
        return entry < tableSize_ ? entry : entry % tableSize_;
    }

    std::uint32_t tableSize_;
    HashFunction entryHash_;
    std::vector<MemberIndex> table_;
};

}  // namespace ringlab
