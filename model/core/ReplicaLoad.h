// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The load of a replicated store (Cassandra at a replication factor over 1): every key is held
// by `replicas` nodes, so a node's load is every key it holds a replica of, not only the keys
// it is the first replica of. Its share of all copies against its fair share is what
// "Owns (effective)" says over replicas/N; the exact share is Owns (effective) / replicas.
#include "model/core/LoadStatistics.h"
#include "model/core/Placement.h"

#include <span>
#include <vector>

namespace ringlab {

// Each member's keys: the keys it holds one of the `replicas` replicas of (each key counts on
// every replica); `effectiveOwnership` (each member's, adding up to `replicas`) gives the exact
// key-space shares.
LoadStatistics replicaLoadStatistics(const Placement& placement, std::span<const KeyHash> keyHashes, int replicas,
                                     const std::vector<double>& effectiveOwnership);

}  // namespace ringlab
