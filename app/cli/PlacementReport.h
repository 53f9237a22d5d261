// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Report.h"
#include "model/core/KeySet.h"
#include "model/core/LoadStatistics.h"

#include <string>
#include <string_view>

namespace ringlab {
class CassandraPlacement;
class RingPlacement;
struct ReplicaChange;
}

// The load and replica figures the commands print: what the window's node table, load chart
// and counter show.
namespace ringlab::cli {

// Each node's keys, share, fair share, % of fair and key-space share; with `ring`, its points
// on it as well (the ring view's "160 points").
Table loadTable(const LoadStatistics& stats, const RingPlacement* ring = nullptr);
// What `nodetool status <keyspace>` lists: each node's rack, tokens and "Owns (effective)",
// the share of the data it holds a replica of at the replication factor.
Table nodetoolStatusTable(const CassandraPlacement& ring);
// relative_stddev_percent, peak_of_fair and min_of_fair, each name after `prefix`.
void addLoadSummary(Report& report, const LoadStatistics& stats, std::string_view prefix = "");
// The most and least loaded node and how many are over the limit, as the load chart names them.
void addLoadExtremes(Report& report, const LoadStatistics& stats, std::string_view prefix = "");
// The load chart's histogram of the nodes by their % of fair share, as table `id`.
Table loadHistogramTable(const LoadStatistics& stats, std::string id);
// Cassandra at a replication factor over 1: every replica's load (what the window's load chart
// shows) under replica_load_ names, beside the primary owners' figures; nothing otherwise.
void addReplicaLoad(Report& report, const CassandraPlacement& ring, const KeySet& keys);
// A change of a replicated store (Cassandra): the replication factors, the primary owners and
// replica sets that changed and the copies streamed, each under its own name (move's summary).
void addReplicaChangeSummary(Report& report, const ReplicaChange& change);
// The replica copies streamed from node to node, and what the figures count.
void addReplicaStreams(Report& report, const ReplicaChange& change);

}  // namespace ringlab::cli
