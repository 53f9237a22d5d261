// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/VersionSkew.h"

#include "model/core/AssignmentDiff.h"

#include <cmath>
#include <limits>

namespace ringlab {

double GroupTraffic::staleReadShare() const
{
    return reads ? static_cast<double>(staleReads) / static_cast<double>(reads) : 0.0;
}

double GroupTraffic::writeShare() const
{
    const std::size_t requests = reads + writes;
    return requests ? static_cast<double>(writes) / static_cast<double>(requests) : 0.0;
}

void validateVersionSkewConfig(const VersionSkewConfig& config)
{
    if (config.groups.size() < 2)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "version skew needs at least two client groups, got %1"),
            {std::to_string(config.groups.size())});
    double shares = 0.0;
    for (const ClientGroup& group : config.groups) {
        validateMembers(group.members);
        if (!(group.clientShare >= 0.0) || !std::isfinite(group.clientShare))
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError", "client share of \"%1\" must be ≥ 0, got %2"),
                {std::string(group.name), ValidationError::number(group.clientShare)});
        shares += group.clientShare;
    }
    if (!(shares > 0.0))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the client groups' shares add up to 0"),
            {});
    if (config.keys.size() == 0)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the key set is empty"), {});
    KeySampler(config.popularity, config.keys.size());
    if (!(config.writeShare >= 0.0 && config.writeShare <= 1.0))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "write share must be between 0 and 1, got %1"),
            {ValidationError::number(config.writeShare)});
}

VersionSkewResult runVersionSkew(const VersionSkewConfig& config, const RunControl& control)
{
    validateVersionSkewConfig(config);
    const std::size_t groupCount = config.groups.size();
    const std::size_t keyCount = config.keys.size();

    // Every group's owner of every key, by member id: one common node numbering.
    std::vector<std::string> nodeIds;
    const auto nodeNumber = [&nodeIds](const std::string& id) {
        for (std::size_t i = 0; i < nodeIds.size(); ++i)
            if (nodeIds[i] == id)
                return i;
        nodeIds.push_back(id);
        return nodeIds.size() - 1;
    };
    std::vector<Assignment> assignments;
    std::vector<std::vector<std::size_t>> groupNode(groupCount);  // member index → node number
    for (std::size_t g = 0; g < groupCount; ++g) {
        const auto placement = makePlacement(config.placement, config.groups[g].members);
        assignments.push_back(assignKeys(*placement, config.keys));
        for (const Member& member : config.groups[g].members)
            groupNode[g].push_back(nodeNumber(member.id));
        control.checkpoint(0.5 * static_cast<double>(g + 1) / static_cast<double>(groupCount));
    }

    VersionSkewResult result;
    for (std::size_t a = 0; a < groupCount; ++a) {
        for (std::size_t b = a + 1; b < groupCount; ++b) {
            const AssignmentDiff diff = diffAssignments(assignments[a], assignments[b]);
            result.pairs.push_back({a, b, diff.movedKeys, diff.movedFraction()});
        }
    }
    const auto nodeOf = [&](std::size_t group, std::size_t key) {
        return groupNode[group][assignments[group].owners[key]];
    };
    for (std::size_t k = 0; k < keyCount; ++k) {
        for (std::size_t g = 1; g < groupCount; ++g) {
            if (nodeOf(g, k) != nodeOf(0, k)) {
                ++result.keysInDispute;
                break;
            }
        }
    }
    result.disputedShare = static_cast<double>(result.keysInDispute) / static_cast<double>(keyCount);

    // The read-write workload: a write lands on the writer's owner; a read is stale when the
    // key was written and the reader's owner is not where the latest write went.
    constexpr auto kNone = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> latestWriteNode(keyCount, kNone);
    std::vector<bool> writtenToTwo(keyCount, false);
    std::vector<double> cumulativeShare;
    double shareSum = 0.0;
    for (const ClientGroup& group : config.groups) {
        shareSum += group.clientShare;
        cumulativeShare.push_back(shareSum);
        result.groups.push_back({group.name, group.membershipVersion, 0, 0, 0});
    }
    SimulationRandom random(config.seed);
    KeySampler sampler(config.popularity, keyCount);
    const std::size_t checkpointEvery = std::max<std::size_t>(1, config.requests / 50);
    for (std::size_t r = 0; r < config.requests; ++r) {
        const double pick = random.uniform() * shareSum;
        std::size_t g = 0;
        while (g + 1 < groupCount && pick >= cumulativeShare[g])
            ++g;
        const std::size_t key = sampler.next(random);
        const auto node = static_cast<std::uint32_t>(nodeOf(g, key));
        GroupTraffic& traffic = result.groups[g];
        if (random.chance(config.writeShare)) {
            ++traffic.writes;
            if (latestWriteNode[key] == kNone)
                ++result.keysWritten;
            else if (latestWriteNode[key] != node && !writtenToTwo[key]) {
                writtenToTwo[key] = true;
                ++result.keysWrittenToTwoPlaces;
            }
            latestWriteNode[key] = node;
        } else {
            ++traffic.reads;
            ++result.reads;
            if (latestWriteNode[key] != kNone && latestWriteNode[key] != node) {
                ++traffic.staleReads;
                ++result.staleReads;
            }
        }
        if ((r + 1) % checkpointEvery == 0)
            control.checkpoint(0.5 + 0.5 * static_cast<double>(r + 1) /
                                         static_cast<double>(config.requests));
    }
    control.checkpoint(1.0);
    return result;
}

}  // namespace ringlab
