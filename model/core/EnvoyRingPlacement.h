// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/WideRingPlacement.h"

namespace ringlab {

// Envoy's ring hash load balancer (source/extensions/load_balancing_policies/ring_hash/
// ring_hash_lb.cc, RingHashLoadBalancer::Ring), with its default xxHash64:
// - each host's weight is normalised by the sum of all weights (w);
// - scale = min(ceil(min w × minimum ring size) / min w, maximum ring size), so that the
//   least-weighted host gets a whole number of points;
// - walking the hosts in their order with running sums, a host takes points while the count
//   so far is below the running target (+= scale × w); its point k is xxHash64("name_k", 0);
// - a key's hash is xxHash64(key, 0) and its owner the first point at or after it, wrapping.
// The names hashed are the member ids, which Envoy takes as "address:port".
class EnvoyRingPlacement final : public WideRingPlacement {
public:
    // Throws ValidationError unless 1 <= minimum <= maximum <= kMaxEnvoyRingSize.
    EnvoyRingPlacement(std::uint64_t minimumRingSize, std::uint64_t maximumRingSize);

    Algorithm algorithm() const noexcept override { return Algorithm::EnvoyRing; }
    const HashFunction& keyHash() const noexcept override { return hashFunction(HashId::Xxh64Full); }
    std::unique_ptr<Placement> clone() const override
    {
        return std::make_unique<EnvoyRingPlacement>(*this);
    }
    // "127.0.0.1:90_3": the text hashed for a point.
    std::string pointLabel(MemberIndex member, std::uint32_t vnode) const override;

    std::uint64_t minimumRingSize() const noexcept { return minimumRingSize_; }
    std::uint64_t maximumRingSize() const noexcept { return maximumRingSize_; }
    // Points per host, exactly as Envoy counts them (a host may get none on a tiny ring).
    static std::vector<std::size_t> hashesPerHost(std::span<const Member> members,
                                                  std::uint64_t minimumRingSize,
                                                  std::uint64_t maximumRingSize);
    static void validateRingSizes(std::uint64_t minimumRingSize, std::uint64_t maximumRingSize);

protected:
    std::vector<std::size_t> countPoints(const std::vector<Member>& members,
                                         int replicas) const override;
    void hashWidePoints(const std::vector<Member>& members, std::size_t member,
                        std::span<std::uint64_t> positions) const override;

private:
    std::uint64_t minimumRingSize_;
    std::uint64_t maximumRingSize_;
};

}  // namespace ringlab
