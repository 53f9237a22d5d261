// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/LabSnapshot.h"

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
        setup.config.algorithm == Algorithm::Directory)
        placement = previous->placement->withMembers(setup.members);
    else
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
    control.throwIfCancelled();

    const bool comparable = setup.change && previous && previous->keys.size() == setup.keys.size() &&
                            previous->keys.description() == setup.keys.description();
    if (comparable) {
        snapshot->previousMembers = previous->members;
        for (const MemberLoad& load : previous->stats.members)
            snapshot->previousKeys.push_back(load.keys);
        snapshot->diff = diffAssignments(previous->assignment, snapshot->assignment);
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

std::optional<ReplicasPoint> replicasPointOf(const LabSnapshot& snapshot)
{
    // The sweep is the article's ring; a ketama ring is no point on its curve.
    const RingPlacement* ring = snapshot.ring();
    if (!ring || snapshot.config.algorithm != Algorithm::Ring)
        return std::nullopt;
    return ReplicasPoint{snapshot.config.replicas, snapshot.stats.relativeStdDev, snapshot.stats.peakOfFair,
                         ring->memoryBytes()};
}

std::vector<ReplicasPoint> replicasSweep(const std::vector<Member>& members, HashId hash,
                                         const KeySet& keys, const std::vector<int>& replicas,
                                         std::size_t maxKeys, const RunControl& control)
{
    const auto& hashFn = hashFunction(hash);
    const auto all = keys.hashes(hashFn);
    const std::span<const KeyHash> hashes(all->data(), std::min(all->size(), maxKeys));
    std::vector<ReplicasPoint> points;
    for (std::size_t i = 0; i < replicas.size(); ++i) {
        control.throwIfCancelled();
        const auto ring = makePlacement({Algorithm::Ring, hash, replicas[i]}, members);
        const auto stats = computeLoadStatistics(assignHashes(*ring, hashes));
        points.push_back({replicas[i], stats.relativeStdDev, stats.peakOfFair, ring->memoryBytes()});
        control.report(static_cast<double>(i + 1) / static_cast<double>(replicas.size()));
    }
    return points;
}

}  // namespace ringlab
