// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"

namespace ringlab {

// twemproxy's `distribution: modula` (src/hashkit/nc_modula.c), bit for bit with nutcracker
// (tests/live/tst_twemproxy): modula_update lays out a continuum of total-weight entries, each
// server's `weight` entries one after another in pool order (nutcracker's order: by name,
// shorter first, as the fleet reader puts them), and modula_dispatch gives a key the entry
// hash % entries, the hash being the pool's `hash:` (fnv1a_64 by default). With every weight 1
// it is the article's hash % N under twemproxy's hash. Weights are whole numbers, as
// nutcracker reads them, and the total fits nutcracker's 32-bit counter.
class TwemproxyModulaPlacement final : public Placement {
public:
    explicit TwemproxyModulaPlacement(const HashFunction& twemproxyHash) noexcept : Placement(twemproxyHash) {}

    Algorithm algorithm() const noexcept override { return Algorithm::Modulo; }
    MemberIndex ownerOfHash(KeyHash keyHash) const noexcept override;
    // The owner, then the members after it in list order.
    void ownersOfHash(KeyHash keyHash, std::size_t count,
                      std::vector<MemberIndex>& out) const override;
    std::optional<std::vector<double>> keySpaceShares() const override;
    bool addressesMembersByPosition() const noexcept override { return true; }
    std::size_t memoryBytes() const noexcept override { return entriesEnd_.size() * sizeof(std::uint64_t); }
    std::unique_ptr<Placement> clone() const override
    {
        return std::make_unique<TwemproxyModulaPlacement>(*this);
    }
    // ValidationError for a weight that is not a whole number or a total over 2^32 - 1.
    static void validateWeights(std::span<const Member> members);

private:
    void rebuild(const std::vector<Member>& members) override;

    // Member i owns the continuum entries [entriesEnd_[i-1], entriesEnd_[i]).
    std::vector<std::uint64_t> entriesEnd_{1};
};

}  // namespace ringlab
