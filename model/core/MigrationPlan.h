// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/KeySet.h"
#include "model/core/Placement.h"
#include "model/core/RunControl.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ringlab {

// Sizes of durable values: lognormal, deterministic per (seed, key index), at least 1 byte and
// at most kMaxValueBytes, so that the bytes of kMaxKeys values still add up in 64 bits.
inline constexpr double kMaxMedianValueBytes = 1e9;
inline constexpr std::uint64_t kMaxValueBytes = 100'000'000'000;
static_assert(kMaxValueBytes <= UINT64_MAX / kMaxKeys);
struct KeySizeDistribution {
    double medianBytes = 4096.0;  // 1 … kMaxMedianValueBytes
    double sigma = 1.0;  // of ln(size); 0 gives every key the median
};
std::uint64_t keySizeBytes(const KeySizeDistribution& sizes, std::uint64_t seed,
                           std::size_t keyIndex) noexcept;

// Remapping is not migration: when the ring routes durable data, every moved key must be
// copied to its new node before it can be read there; until then reads go to both places.
struct MigrationConfig {
    PlacementConfig placement;
    std::vector<Member> before = numberedMembers("cache-", 8);
    std::vector<Member> after = numberedMembers("cache-", 9);
    KeySet keys = KeySet::fromPattern("session:user:{i}", 1'000'000);
    KeySizeDistribution sizes;
    std::uint64_t seed = 1;
    // Each node copies at this rate, sending and receiving alike (e.g. 100 MB/s ≈ 1 Gbit/s
    // left over for the copy).
    double copyBytesPerSecond = 100e6;
};

void validateMigrationConfig(const MigrationConfig& config);

struct MigrationResult {
    std::vector<std::string> nodes;  // the members before, then the ones that joined
    // [from][to] over `nodes`: what each node must copy to each other node.
    std::vector<std::vector<std::uint64_t>> bytesFromTo;
    std::vector<std::vector<std::size_t>> keysFromTo;
    std::vector<std::uint64_t> bytesSent, bytesReceived;  // per node
    std::size_t totalKeys = 0, movedKeys = 0;
    std::uint64_t totalBytes = 0, movedBytes = 0;
    // The shares the CLI and the migration tab print (0 for an empty run).
    double movedKeyShare() const noexcept
    {
        return totalKeys ? static_cast<double>(movedKeys) / static_cast<double>(totalKeys) : 0.0;
    }
    double movedByteShare() const noexcept
    {
        return totalBytes ? static_cast<double>(movedBytes) / static_cast<double>(totalBytes) : 0.0;
    }
    // Reads go to both places until the busiest node has sent and received its share:
    // max over nodes of max(sent, received) / copyBytesPerSecond.
    double dualReadSeconds = 0.0;
    std::string busiestNode;
};

MigrationResult runMigrationPlan(const MigrationConfig& config,
                                 const RunControl& control = {});

}  // namespace ringlab
