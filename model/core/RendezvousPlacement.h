// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"

namespace ringlab {

// Option C, highest random weight: every member scores every key with
// fmix32(H(key) XOR H(member)); the highest score wins, ties go to the earlier member.
// Weighted members use the logarithmic method, score = -weight / ln(u) with u the plain
// score mapped into (0, 1); with equal weights that orders members exactly like the plain
// score, so the plain integer rule is used then.
class RendezvousPlacement final : public Placement {
public:
    explicit RendezvousPlacement(const HashFunction& hash) noexcept : Placement(hash) {}

    Algorithm algorithm() const noexcept override { return Algorithm::Rendezvous; }
    MemberIndex ownerOfHash(KeyHash keyHash) const noexcept override;
    // Members by descending score.
    void ownersOfHash(KeyHash keyHash, std::size_t count,
                      std::vector<MemberIndex>& out) const override;
    std::size_t memoryBytes() const noexcept override
    {
        return memberHashes_.size() * sizeof(std::uint32_t) + weights_.size() * sizeof(double);
    }
    std::unique_ptr<Placement> clone() const override
    {
        return std::make_unique<RendezvousPlacement>(*this);
    }

    static std::uint32_t plainScore(std::uint32_t keyHash, std::uint32_t memberHash) noexcept
    {
        return fmix32(keyHash ^ memberHash);
    }
    static double weightedScore(std::uint32_t plain, double weight) noexcept;

private:
    void rebuild(const std::vector<Member>& members) override;
    double score(std::uint32_t keyHash, std::size_t member) const noexcept;

    std::vector<std::uint32_t> memberHashes_;
    std::vector<double> weights_;  // empty when all weights are equal
};

}  // namespace ringlab
