// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/MigrationPlan.h"

#include "model/core/Assignment.h"
#include "model/core/KeyPopularity.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ringlab {

std::uint64_t keySizeBytes(const KeySizeDistribution& sizes, std::uint64_t seed,
                           std::size_t keyIndex) noexcept
{
    // Two independent uniforms from (seed, key) → one standard normal (Box–Muller).
    const std::uint64_t a = mix64(seed ^ mix64(2 * static_cast<std::uint64_t>(keyIndex) + 1));
    const std::uint64_t b = mix64(a + 0x9e3779b97f4a7c15ULL);
    const double u1 = (static_cast<double>(a >> 11) + 0.5) * 0x1.0p-53;
    const double u2 = static_cast<double>(b >> 11) * 0x1.0p-53;
    const double normal = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
    const double bytes = sizes.medianBytes * std::exp(sizes.sigma * normal);
    return std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::llround(std::min(bytes, static_cast<double>(kMaxValueBytes)))));
}

void validateMigrationConfig(const MigrationConfig& config)
{
    validateMembers(config.before);
    validateMembers(config.after);
    if (config.keys.size() == 0)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the key set is empty"), {});
    if (!(config.sizes.medianBytes >= 1.0 && config.sizes.medianBytes <= kMaxMedianValueBytes))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "median value size must be between 1 and %1 bytes, got %2"),
            {ValidationError::number(kMaxMedianValueBytes), ValidationError::number(config.sizes.medianBytes)});
    if (!(config.sizes.sigma >= 0.0 && config.sizes.sigma <= 5.0))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "key size sigma must be between 0 and 5, got %1"),
            {ValidationError::number(config.sizes.sigma)});
    if (!(config.copyBytesPerSecond > 0.0) || !std::isfinite(config.copyBytesPerSecond))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "copy bandwidth must be > 0 bytes/s, got %1"),
            {ValidationError::number(config.copyBytesPerSecond)});
}

MigrationResult runMigrationPlan(const MigrationConfig& config, const RunControl& control)
{
    validateMigrationConfig(config);
    const auto before = makePlacement(config.placement, config.before);
    const auto after = before->withMembers(config.after);
    const auto hashes = config.keys.hashes(before->keyHash());
    const Assignment from = assignHashes(*before, *hashes);
    control.checkpoint(0.3);
    const Assignment to = assignHashes(*after, *hashes);
    control.checkpoint(0.6);

    MigrationResult result;
    for (const Member& member : config.before)
        result.nodes.push_back(member.id);
    std::vector<std::size_t> afterNode;  // after's member index → node
    for (const Member& member : config.after) {
        const auto found = std::find(result.nodes.begin(), result.nodes.end(), member.id);
        afterNode.push_back(static_cast<std::size_t>(found - result.nodes.begin()));
        if (found == result.nodes.end())
            result.nodes.push_back(member.id);
    }
    const std::size_t n = result.nodes.size();
    result.bytesFromTo.assign(n, std::vector<std::uint64_t>(n, 0));
    result.keysFromTo.assign(n, std::vector<std::size_t>(n, 0));
    result.bytesSent.assign(n, 0);
    result.bytesReceived.assign(n, 0);
    result.totalKeys = config.keys.size();
    const std::size_t checkpointEvery = std::max<std::size_t>(1, result.totalKeys / 20);
    for (std::size_t k = 0; k < result.totalKeys; ++k) {
        const std::uint64_t bytes = keySizeBytes(config.sizes, config.seed, k);
        result.totalBytes += bytes;
        const std::size_t source = from.owners[k];  // before's members come first in `nodes`
        const std::size_t target = afterNode[to.owners[k]];
        if (source != target) {
            ++result.movedKeys;
            result.movedBytes += bytes;
            result.bytesFromTo[source][target] += bytes;
            ++result.keysFromTo[source][target];
            result.bytesSent[source] += bytes;
            result.bytesReceived[target] += bytes;
        }
        if ((k + 1) % checkpointEvery == 0)
            control.checkpoint(0.6 + 0.4 * static_cast<double>(k + 1) /
                                         static_cast<double>(result.totalKeys));
    }
    std::uint64_t busiest = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint64_t load = std::max(result.bytesSent[i], result.bytesReceived[i]);
        if (load > busiest) {
            busiest = load;
            result.busiestNode = result.nodes[i];
        }
    }
    result.dualReadSeconds = static_cast<double>(busiest) / config.copyBytesPerSecond;
    control.checkpoint(1.0);
    return result;
}

}  // namespace ringlab
