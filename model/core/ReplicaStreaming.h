// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a change of membership does to a replicated store (Cassandra): every key lives on the
// first `replication factor` nodes of the placement's preference order, so a change moves
// more than the primary owners. Three figures, not to be confused:
// - primary owner changed: the keys whose first replica is another node (AssignmentDiff's
//   moved keys, what `ringlab-cli move` printed alone before);
// - replica set changed: the keys whose set of replica nodes differs at all;
// - replica copies streamed: the copies a node gains and must receive, over all copies after
//   the change (keys × replication factor). A node that takes a replica over streams it from
//   the node that gives it up (bootstrap with strict consistency, decommission), paired in
//   preference order; a copy with no such node (a higher replication factor) comes from a
//   replica that stays.
#include "model/core/KeySet.h"
#include "model/core/MigrationPlan.h"
#include "model/core/Placement.h"
#include "model/core/RunControl.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ringlab {

struct ReplicaStream {
    std::string from;
    std::string to;
    std::size_t copies = 0;
    std::uint64_t bytes = 0;
};

struct ReplicaChange {
    int replicasBefore = 0;
    int replicasAfter = 0;
    std::size_t totalKeys = 0;
    std::size_t primaryChangedKeys = 0;
    std::size_t replicaSetChangedKeys = 0;
    std::size_t copiesAfter = 0;     // Σ over keys of the replicas after the change
    std::size_t streamedCopies = 0;  // Σ over keys of the replicas a node gains
    std::uint64_t bytesAfter = 0;    // the same in bytes (each copy the key's size)
    std::uint64_t streamedBytes = 0;
    std::vector<ReplicaStream> streams;  // from → to; most copies first, then by ids

    double primaryChangedShare() const noexcept { return share(primaryChangedKeys, totalKeys); }
    double replicaSetChangedShare() const noexcept { return share(replicaSetChangedKeys, totalKeys); }
    double streamedCopyShare() const noexcept { return share(streamedCopies, copiesAfter); }
    double fractionOfKeys(std::size_t count) const noexcept { return share(count, totalKeys); }
    double streamedByteShare() const noexcept
    {
        return bytesAfter == 0 ? 0.0 : static_cast<double>(streamedBytes) / static_cast<double>(bytesAfter);
    }

private:
    static double share(std::size_t part, std::size_t whole) noexcept
    {
        return whole == 0 ? 0.0 : static_cast<double>(part) / static_cast<double>(whole);
    }
};

// The replication factor a placement keeps copies at: Cassandra's (CassandraPlacement::
// replicationFactor), 1 for every other placement.
int replicationFactorOf(const Placement& placement);

// Every key of `keys` placed under `before` and `after` with their replication factors; key
// sizes as the migration plan draws them (`sizes`, `seed`). Members are matched by id. Throws
// ComputationCancelled when `control` is cancelled.
ReplicaChange diffReplicaSets(const Placement& before, const Placement& after, const KeySet& keys,
                              const KeySizeDistribution& sizes = {}, std::uint64_t seed = 1,
                              const RunControl& control = {});

}  // namespace ringlab
