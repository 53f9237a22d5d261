// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"

namespace ringlab {

// Lamping & Veach (2014), "A Fast, Minimal Memory, Consistent Hash Algorithm".
std::int32_t jumpConsistentHash(std::uint64_t key, std::int32_t buckets) noexcept;

// Option D: bucket = jump(H(key), N); buckets are the members in list order. Weights are
// ignored. Buckets can only be added or removed at the end: removing a member from the
// middle renumbers every member after it, and the keys follow the numbers.
class JumpPlacement final : public Placement {
public:
    explicit JumpPlacement(const HashFunction& hash) noexcept : Placement(hash) {}

    Algorithm algorithm() const noexcept override { return Algorithm::Jump; }
    MemberIndex ownerOfHash(KeyHash keyHash) const noexcept override
    {
        return static_cast<MemberIndex>(jumpConsistentHash(keyHash, buckets_));
    }
    // The owning bucket, then the following buckets in order.
    void ownersOfHash(KeyHash keyHash, std::size_t count,
                      std::vector<MemberIndex>& out) const override;
    bool addressesMembersByPosition() const noexcept override { return true; }
    std::unique_ptr<Placement> clone() const override
    {
        return std::make_unique<JumpPlacement>(*this);
    }

private:
    void rebuild(const std::vector<Member>& members) override
    {
        buckets_ = static_cast<std::int32_t>(members.size());
    }

    std::int32_t buckets_ = 1;
};

}  // namespace ringlab
