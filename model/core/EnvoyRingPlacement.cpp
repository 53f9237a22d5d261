// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/EnvoyRingPlacement.h"

#include "model/core/ValidationError.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ringlab {

void EnvoyRingPlacement::validateRingSizes(std::uint64_t minimumRingSize, std::uint64_t maximumRingSize)
{
    for (const std::uint64_t size : {minimumRingSize, maximumRingSize})
        if (size < 1 || size > kMaxEnvoyRingSize)
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError", "a ring hash size must be 1 to %1, as Envoy allows, got %2"),
                {std::to_string(kMaxEnvoyRingSize), std::to_string(size)});
    if (minimumRingSize > maximumRingSize)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the minimum ring size (%1) is over the maximum ring size (%2)"),
            {std::to_string(minimumRingSize), std::to_string(maximumRingSize)});
}

EnvoyRingPlacement::EnvoyRingPlacement(std::uint64_t minimumRingSize, std::uint64_t maximumRingSize)
    : WideRingPlacement(hashFunction(HashId::Xxh64Full)),
      minimumRingSize_(minimumRingSize),
      maximumRingSize_(maximumRingSize)
{
    validateRingSizes(minimumRingSize, maximumRingSize);
}

std::vector<std::size_t> EnvoyRingPlacement::hashesPerHost(std::span<const Member> members,
                                                           std::uint64_t minimumRingSize,
                                                           std::uint64_t maximumRingSize)
{
    // Envoy's arithmetic, in its order (normalizeHostWeights, then Ring::Ring).
    double sum = 0.0;
    for (const Member& m : members)
        sum += m.weight;
    double minWeight = std::numeric_limits<double>::max();
    for (const Member& m : members)
        minWeight = std::min(minWeight, m.weight / sum);
    const double scale = std::min(std::ceil(minWeight * static_cast<double>(minimumRingSize)) / minWeight,
                                  static_cast<double>(maximumRingSize));
    std::vector<std::size_t> counts;
    counts.reserve(members.size());
    double current = 0.0;
    double target = 0.0;
    for (const Member& m : members) {
        target += scale * (m.weight / sum);
        std::size_t count = 0;
        while (current < target) {
            ++count;
            ++current;
        }
        counts.push_back(count);
    }
    return counts;
}

std::vector<std::size_t> EnvoyRingPlacement::countPoints(const std::vector<Member>& members, int) const
{
    return hashesPerHost(members, minimumRingSize_, maximumRingSize_);
}

void EnvoyRingPlacement::hashWidePoints(const std::vector<Member>& members, std::size_t member,
                                        std::span<std::uint64_t> positions) const
{
    std::string label = members[member].id + '_';
    const std::size_t prefix = label.size();
    for (std::size_t i = 0; i < positions.size(); ++i) {
        label.resize(prefix);
        label.append(std::to_string(i));
        positions[i] = xxh64(label, 0);
    }
}

std::string EnvoyRingPlacement::pointLabel(MemberIndex member, std::uint32_t vnode) const
{
    return members()[member].id + '_' + std::to_string(vnode);
}

}  // namespace ringlab
