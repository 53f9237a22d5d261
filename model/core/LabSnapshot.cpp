// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/LabSnapshot.h"

#include "model/core/ReplicaLoad.h"

#include "model/core/CassandraPlacement.h"
#include "model/core/MaglevPlacement.h"
#include "model/core/MembershipChange.h"
#include "model/core/ValidationError.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace ringlab {

namespace {

std::uint32_t ownerPointPosition(const RingPlacement* ring, std::uint32_t position)
{
    return ring ? ring->positions()[ring->successor(position)] : position;
}

// Maglev after Maglev: the table entries that changed owner and, when the members changed,
// what the article's ring moves for the same change on the same keys.
void compareMaglevChange(LabSnapshot& snapshot, const LabSnapshot& previous, const RunControl& control)
{
    const auto* before = dynamic_cast<const MaglevPlacement*>(previous.placement.get());
    const auto* after = dynamic_cast<const MaglevPlacement*>(snapshot.placement.get());
    if (!before || !after)
        return;
    snapshot.changedTableEntries = changedTableEntries(*before, *after);
    if (!snapshot.changedTableEntries || previous.members == snapshot.members)
        return;
    const PlacementConfig ring{Algorithm::Ring, snapshot.config.hash, snapshot.config.replicas};
    try {
        snapshot.ringMovedFraction =
            diffMembershipChange(ring, previous.members, snapshot.members, snapshot.keys, control).movedFraction();
    } catch (const ValidationError&) {
        // A fleet whose ring would be too large: no ring to compare with.
    }
}

}  // namespace

std::optional<double> LabSnapshot::movedOverRingMoved() const
{
    return movedOverReference(diff ? std::optional<double>(diff->movedFraction()) : std::nullopt, ringMovedFraction);
}

std::optional<SweepReading> sweepReadingAt(const std::vector<ReplicasPoint>& sweep, int value)
{
    const auto after = std::lower_bound(sweep.begin(), sweep.end(), value,
                                        [](const ReplicasPoint& point, int v) { return point.replicas < v; });
    if (after == sweep.end() || value < 1)
        return std::nullopt;
    if (after->replicas == value)
        return SweepReading{after->relativeStdDev, static_cast<double>(after->memoryBytes), false};
    if (after == sweep.begin())
        return std::nullopt;
    const auto before = std::prev(after);
    const double t = (std::log(value) - std::log(before->replicas)) /
                     (std::log(after->replicas) - std::log(before->replicas));
    const auto lerp = [t](double a, double b) { return a + t * (b - a); };
    return SweepReading{lerp(before->relativeStdDev, after->relativeStdDev),
                        lerp(static_cast<double>(before->memoryBytes), static_cast<double>(after->memoryBytes)), true};
}

std::shared_ptr<const LabSnapshot> computeSnapshot(const LabSetup& setup,
                                                   std::shared_ptr<const LabSnapshot> previous,
                                                   std::uint64_t generation,
                                                   const RunControl& control,
                                                   const LabOptions& options)
{
    auto snapshot = std::make_shared<LabSnapshot>();
    snapshot->generation = generation;
    snapshot->config = setup.config;
    snapshot->keys = setup.keys;
    control.report(0.0);

    // The directory keeps its slot table across changes of membership.
    std::shared_ptr<Placement> placement;
    if (previous && previous->config.algorithm == Algorithm::Directory &&
        setup.config.algorithm == Algorithm::Directory && previous->config.redisSlots == setup.config.redisSlots)
        placement = previous->placement->withMembers(setup.members);
    else if (const auto* cassandra = previous ? dynamic_cast<const CassandraPlacement*>(previous->placement.get()) : nullptr;
             cassandra && setup.config.algorithm == Algorithm::Cassandra) {
        // Cassandra's nodes keep their tokens across the lab's changes.
        validatePlacement(setup.config, setup.members);
        placement = CassandraPlacement::after(*cassandra, setup.config.cassandra, setup.members);
    } else
        placement = makePlacement(setup.config, setup.members);
    snapshot->placement = placement;
    snapshot->members = placement->members();
    if (const auto* ring = snapshot->ring())
        snapshot->ringPoints = ring->points();

    control.throwIfCancelled();
    const auto hashes = setup.keys.hashes(placement->keyHash());
    control.report(0.3);
    snapshot->assignment = assignHashes(*placement, *hashes, control.part(0.3, 0.85));
    snapshot->stats = computeLoadStatistics(snapshot->assignment, placement->keySpaceShares());
    if (const auto* cassandra = dynamic_cast<const CassandraPlacement*>(placement.get())) {
        snapshot->replicationFactor = cassandra->replicationFactor();
        snapshot->effectiveOwnership = cassandra->effectiveOwnership(snapshot->replicationFactor);
        if (snapshot->replicationFactor > 1)
            snapshot->replicaStats = replicaLoadStatistics(*placement, *hashes, snapshot->replicationFactor,
                                                           snapshot->effectiveOwnership);
    }
    control.throwIfCancelled();

    const bool comparable = setup.change && previous && previous->keys.size() == setup.keys.size() &&
                            previous->keys.description() == setup.keys.description();
    if (comparable) {
        snapshot->previousMembers = previous->members;
        snapshot->previousGeneration = previous->generation;
        for (const MemberLoad& load : previous->stats.members)
            snapshot->previousKeys.push_back(load.keys);
        snapshot->diff = diffAssignments(previous->assignment, snapshot->assignment);
        if (replicationFactorOf(*previous->placement) > 1 || replicationFactorOf(*placement) > 1)
            snapshot->replicaChange = diffReplicaSets(*previous->placement, *placement, setup.keys);
        snapshot->change = *setup.change;
        compareMaglevChange(*snapshot, *previous, control.part(0.85, 0.95));
    }
    control.report(0.95);

    // The sample of keys drawn as dots.
    const std::size_t total = setup.keys.size();
    const std::size_t count = std::min(total, options.sampleSize);
    KeySample& sample = snapshot->sample;
    const auto* ring = snapshot->ring();
    const RingPlacement* previousRing = comparable ? previous->ring() : nullptr;
    const std::shared_ptr<const std::vector<KeyHash>> previousHashes =
        comparable ? previous->keys.hashes(previous->placement->keyHash()) : nullptr;
    for (std::size_t s = 0; s < count; ++s) {
        const std::size_t k = count == total ? s : s * total / count;
        const std::uint32_t position = placement->drawnPosition((*hashes)[k]);
        const MemberIndex owner = snapshot->assignment.owners[k];
        sample.keyIndex.push_back(static_cast<std::uint32_t>(k));
        sample.position.push_back(position);
        sample.owner.push_back(owner);
        sample.ownerPoint.push_back(ownerPointPosition(ring, position));
        if (comparable) {
            const std::uint32_t before = previous->placement->drawnPosition((*previousHashes)[k]);
            sample.previousPosition.push_back(before);
            sample.previousOwner.push_back(previous->assignment.owners[k]);
            sample.previousOwnerPoint.push_back(ownerPointPosition(previousRing, before));
        } else {
            sample.previousPosition.push_back(position);
            sample.previousOwner.push_back(-1);
            sample.previousOwnerPoint.push_back(sample.ownerPoint.back());
        }
    }
    control.report(1.0);
    return snapshot;
}

std::vector<int> defaultReplicasSweep()
{
    std::vector<int> values;
    for (int r = 1; r <= 10; ++r)
        values.push_back(r);
    for (int r = 15; r <= 50; r += 5)
        values.push_back(r);
    for (int r = 60; r <= 200; r += 20)
        values.push_back(r);
    for (int r = 250; r <= 1000; r += 50)
        values.push_back(r);
    return values;
}

SweepKnob sweepKnobFor(Algorithm algorithm) noexcept
{
    switch (algorithm) {
    case Algorithm::Cassandra: return SweepKnob::NumTokens;
    case Algorithm::EnvoyRing: return SweepKnob::EnvoyPointsPerHost;
    default: return SweepKnob::Replicas;
    }
}

int sweepKnobValue(const PlacementConfig& config, std::size_t memberCount) noexcept
{
    switch (sweepKnobFor(config.algorithm)) {
    case SweepKnob::NumTokens: return config.cassandra.numTokens;
    case SweepKnob::EnvoyPointsPerHost: {
        const std::uint64_t hosts = std::max<std::uint64_t>(1, memberCount);
        return static_cast<int>((config.envoyMinRingSize + hosts - 1) / hosts);
    }
    case SweepKnob::Replicas: break;
    }
    return config.replicas;
}

PlacementConfig sweptConfig(const PlacementConfig& config, int value, std::size_t memberCount)
{
    switch (sweepKnobFor(config.algorithm)) {
    case SweepKnob::NumTokens: {
        PlacementConfig swept = config;
        swept.cassandra.numTokens = value;
        return swept;
    }
    case SweepKnob::EnvoyPointsPerHost: {
        PlacementConfig swept = config;
        swept.envoyMinRingSize = static_cast<std::uint64_t>(value) * std::max<std::uint64_t>(1, memberCount);
        swept.envoyMaxRingSize = std::max(swept.envoyMaxRingSize, swept.envoyMinRingSize);
        return swept;
    }
    case SweepKnob::Replicas: break;
    }
    return {.algorithm = Algorithm::Ring, .hash = config.hash, .replicas = value};
}

PlacementConfig sweepBasis(const PlacementConfig& config)
{
    // The knob itself and what does not move a key's first owner (the replication factor).
    PlacementConfig basis = sweptConfig(config, 0, 0);
    basis.cassandra.replicationFactor = 0;
    return basis;
}

std::vector<int> sweepValuesFor(const PlacementConfig& config, const std::vector<Member>& members,
                                std::size_t maxPoints)
{
    const SweepKnob knob = sweepKnobFor(config.algorithm);
    std::vector<int> candidates = defaultReplicasSweep();
    if (knob == SweepKnob::NumTokens)
        candidates = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536};
    double weights = 0.0;
    for (const Member& member : members)
        weights += member.weight;
    std::vector<int> within;
    for (const int value : candidates) {
        // About the ring's points (exact for the article's ring, near for the others).
        std::size_t points = 0;
        if (knob == SweepKnob::Replicas)
            for (const Member& member : members)
                points += RingPlacement::pointsFor(value, member.weight);
        else
            points = static_cast<std::size_t>(value) *
                     static_cast<std::size_t>(std::ceil(knob == SweepKnob::NumTokens ? weights : double(members.size())));
        if (points > maxPoints && !within.empty())
            break;
        within.push_back(value);
    }
    return within;
}

std::optional<ReplicasPoint> replicasPointOf(const LabSnapshot& snapshot)
{
    // On the article's ring's curve only the article's ring has a point (a ketama ring has none).
    const RingPlacement* ring = snapshot.ring();
    if (!ring || (sweepKnobFor(snapshot.config.algorithm) == SweepKnob::Replicas &&
                  snapshot.config.algorithm != Algorithm::Ring))
        return std::nullopt;
    return ReplicasPoint{sweepKnobValue(snapshot.config, snapshot.members.size()), snapshot.stats.relativeStdDev,
                         snapshot.stats.peakOfFair, ring->memoryBytes()};
}

std::vector<ReplicasPoint> balanceSweep(const std::vector<Member>& members, const PlacementConfig& config,
                                        const KeySet& keys, const std::vector<int>& values,
                                        std::size_t maxKeys, const RunControl& control)
{
    std::vector<ReplicasPoint> points;
    for (std::size_t i = 0; i < values.size(); ++i) {
        control.throwIfCancelled();
        const auto placement = makePlacement(sweptConfig(config, values[i], members.size()), members);
        const auto all = keys.hashes(placement->keyHash());
        const std::span<const KeyHash> hashes(all->data(), std::min(all->size(), maxKeys));
        const auto stats = computeLoadStatistics(assignHashes(*placement, hashes));
        points.push_back({values[i], stats.relativeStdDev, stats.peakOfFair, placement->memoryBytes()});
        control.report(static_cast<double>(i + 1) / static_cast<double>(values.size()));
    }
    return points;
}

std::vector<ReplicasPoint> replicasSweep(const std::vector<Member>& members, HashId hash,
                                         const KeySet& keys, const std::vector<int>& replicas,
                                         std::size_t maxKeys, const RunControl& control)
{
    return balanceSweep(members, {.algorithm = Algorithm::Ring, .hash = hash}, keys, replicas, maxKeys, control);
}

}  // namespace ringlab
