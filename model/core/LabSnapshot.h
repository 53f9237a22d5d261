// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/AssignmentDiff.h"
#include "model/core/LoadStatistics.h"
#include "model/core/ReplicaStreaming.h"
#include "model/core/RingPlacement.h"
#include "model/core/RunControl.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace ringlab {

// What the user set up: the input of one computation.
struct LabSetup {
    std::vector<Member> members;
    PlacementConfig config;
    KeySet keys;
    // The change that led here from the previous snapshot, as the counter names it ("adding
    // cache-09"); none when this is no change to measure (a scenario opened, a lesson scene
    // set up, compare mode turned on): then the snapshot has no movement.
    std::optional<std::string> change = std::string();
};

// The keys drawn as dots: an even spread over the key set, at most LabOptions::sampleSize.
// Positions are the key's hash under the placement's key hash (a ring position, or for the
// directory a slot number). Owners index LabSnapshot::members; previous owners index
// LabSnapshot::previousMembers (-1 when there is no previous snapshot or no previous
// owner). For the ring, ownerPoint/previousOwnerPoint are the positions of the owning
// ring points, where a moved key's trail ends and starts.
struct KeySample {
    std::vector<std::uint32_t> keyIndex;
    std::vector<std::uint32_t> position;
    std::vector<std::uint32_t> previousPosition;  // differs from position after a hash change
    std::vector<MemberIndex> owner;
    std::vector<std::int32_t> previousOwner;
    std::vector<std::uint32_t> ownerPoint;
    std::vector<std::uint32_t> previousOwnerPoint;

    std::size_t size() const noexcept { return keyIndex.size(); }
    bool moved(std::size_t i, const std::vector<Member>& members,
               const std::vector<Member>& previousMembers) const
    {
        return previousOwner[i] >= 0 &&
               previousMembers[static_cast<std::size_t>(previousOwner[i])].id != members[owner[i]].id;
    }
};

// Everything the views and charts show for one lab state, computed off the GUI thread and
// then shared read-only.
struct LabSnapshot {
    std::uint64_t generation = 0;
    PlacementConfig config;
    std::shared_ptr<const Placement> placement;
    std::vector<Member> members;
    KeySet keys;
    Assignment assignment;
    LoadStatistics stats;                              // includes exact key-space shares
    std::vector<RingPoint> ringPoints;                 // ring only, in ring order
    KeySample sample;

    // Against the snapshot before, when both cover the same key set and the setup names a
    // change to measure; `change` is that name.
    std::vector<Member> previousMembers;
    std::uint64_t previousGeneration = 0;  // that snapshot's generation (KeyTrace's isPreviousOf)
    std::vector<std::size_t> previousKeys;  // keys per previous member
    std::optional<AssignmentDiff> diff;
    std::string change;
    // Maglev against a Maglev snapshot before with a table of the same size: the table entries
    // whose owner changed, ascending (what the ring view marks); nullopt otherwise.
    std::optional<std::vector<std::uint32_t>> changedTableEntries;
    // Maglev after a change of members (the table size kept): the share of the same keys the
    // article's ring, with this lab's hash and replicas, moves for the same change (what the
    // counter sets Maglev's movement against); nullopt otherwise, or when the ring is refused.
    std::optional<double> ringMovedFraction;
    // Cassandra: the replication factor and each member's "Owns (effective)", the share of the
    // token space it holds a replica of (as `nodetool status <keyspace>` reports); empty otherwise.
    int replicationFactor = 0;
    std::vector<double> effectiveOwnership;
    // Cassandra at a replication factor over 1: the load of every replica (a key counts on each
    // node holding it; exact shares Owns (effective) / RF), what the load chart shows.
    std::optional<LoadStatistics> replicaStats;
    // Cassandra at a replication factor over 1, after a change measured (diff): the keys whose
    // replica set changed and the replica copies streamed, beside the primary owners' diff.
    std::optional<ReplicaChange> replicaChange;
    const LoadStatistics& shownLoad() const noexcept { return replicaStats ? *replicaStats : stats; }
    // Maglev's moved share over the ring's for the same change (ringMovedFraction): what the
    // counter's "Maglev moves 1.64× as many" says; nullopt without a ring figure or when the
    // ring moves nothing.
    std::optional<double> movedOverRingMoved() const;

    const RingPlacement* ring() const noexcept
    {
        return dynamic_cast<const RingPlacement*>(placement.get());
    }
};

struct LabOptions {
    std::size_t sampleSize = 5000;
};

// Builds the placement for `setup` (ValidationError if it is refused) and everything the
// views need; `previous` (may be null) gives the movement. Throws ComputationCancelled when
// `control` is cancelled. Runs on all cores.
std::shared_ptr<const LabSnapshot> computeSnapshot(const LabSetup& setup,
                                                   std::shared_ptr<const LabSnapshot> previous,
                                                   std::uint64_t generation,
                                                   const RunControl& control = {},
                                                   const LabOptions& options = {});

// How evenly a ring spreads the load as its points per node grow. The knob the sweep turns
// is the lab's own where its placement has one: Cassandra's num_tokens, Envoy's points per
// host (minimum ring size ÷ hosts, as Envoy rounds it up for equal weights); otherwise the
// article's ring and its replicas (with the lab's hash), the reference every other placement
// is set against.
enum class SweepKnob { Replicas, NumTokens, EnvoyPointsPerHost };
SweepKnob sweepKnobFor(Algorithm algorithm) noexcept;
// The knob's value in `config` for a fleet of `memberCount`.
int sweepKnobValue(const PlacementConfig& config, std::size_t memberCount) noexcept;
// What the sweep builds for the knob at `value`: `config` (the lab's) with that value.
PlacementConfig sweptConfig(const PlacementConfig& config, int value, std::size_t memberCount);
// The part of `config` a sweep depends on: two configs with the same basis share one sweep.
PlacementConfig sweepBasis(const PlacementConfig& config);

// One point of a sweep: the knob's value (replicas, num_tokens or points per host) and the
// load it gives.
struct ReplicasPoint {
    int replicas = 0;
    double relativeStdDev = 0.0;
    double peakOfFair = 0.0;
    std::size_t memoryBytes = 0;
};
std::vector<int> defaultReplicasSweep();  // 1 … 1000, denser at the low end
// The values the lab sweeps for `config` and `members`: the knob's defaults (num_tokens 1 …
// 1536) whose ring stays within `maxPoints` points (at least the first value).
std::vector<int> sweepValuesFor(const PlacementConfig& config, const std::vector<Member>& members,
                                std::size_t maxPoints);
// A sweep as the lab ran it: for which setting (its sweepBasis and knob value at the time),
// how many members and keys, and its points in value order.
struct BalanceSweep {
    PlacementConfig config;
    std::size_t memberCount = 0;
    std::size_t keyCount = 0;
    std::vector<ReplicasPoint> points;
};
// A sweep's figures at `value` of its knob: the point swept there, or between the two points
// around it, linear in log(value) (a straight line on the chart's logarithmic axis), then
// `interpolated`; nullopt below 1, outside the sweep, or for an empty one. `sweep` is in value
// order.
struct SweepReading {
    double relativeStdDev = 0.0;
    double memoryBytes = 0.0;
    bool interpolated = false;
};
std::optional<SweepReading> sweepReadingAt(const std::vector<ReplicasPoint>& sweep, int value);
// A snapshot's own point of its sweep (the knob's value, relative std-dev, peak of fair and
// ring memory): the figures the load chart shows. nullopt where the sweep is the article's
// ring but the snapshot's placement is another.
std::optional<ReplicasPoint> replicasPointOf(const LabSnapshot& snapshot);
// The sweep over `values` of the knob of `config` (sweepKnobFor), on the first `maxKeys` keys.
std::vector<ReplicasPoint> balanceSweep(const std::vector<Member>& members, const PlacementConfig& config,
                                        const KeySet& keys, const std::vector<int>& values,
                                        std::size_t maxKeys = SIZE_MAX, const RunControl& control = {});
// The article's ring with `hash` over `replicas`.
std::vector<ReplicasPoint> replicasSweep(const std::vector<Member>& members, HashId hash,
                                         const KeySet& keys, const std::vector<int>& replicas,
                                         std::size_t maxKeys = SIZE_MAX,
                                         const RunControl& control = {});

}  // namespace ringlab
