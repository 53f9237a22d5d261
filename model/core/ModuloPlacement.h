// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"

namespace ringlab {

// Option A: members[hash(key) % N]. Perfectly even, and moves almost every key when N changes.
// Weights are ignored (modulo has no way to honour them).
class ModuloPlacement final : public Placement {
public:
    explicit ModuloPlacement(const HashFunction& hash) noexcept : Placement(hash) {}

    Algorithm algorithm() const noexcept override { return Algorithm::Modulo; }
    MemberIndex ownerOfHash(KeyHash keyHash) const noexcept override
    {
        return static_cast<MemberIndex>(keyHash % count_);
    }
    // The owner, then the members after it in list order.
    void ownersOfHash(KeyHash keyHash, std::size_t count,
                      std::vector<MemberIndex>& out) const override;
    std::optional<std::vector<double>> keySpaceShares() const override;
    bool addressesMembersByPosition() const noexcept override { return true; }
    std::unique_ptr<Placement> clone() const override
    {
        return std::make_unique<ModuloPlacement>(*this);
    }

private:
    void rebuild(const std::vector<Member>& members) override
    {
        count_ = static_cast<std::uint32_t>(members.size());
    }

    std::uint32_t count_ = 1;
};

// Members in list order starting at `first`, wrapping, at most min(count, memberCount).
void consecutiveMembers(MemberIndex first, std::size_t memberCount, std::size_t count,
                        std::vector<MemberIndex>& out);

}  // namespace ringlab
