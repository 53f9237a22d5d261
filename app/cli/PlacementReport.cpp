// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/PlacementReport.h"

#include "model/core/CassandraPlacement.h"
#include "model/core/LoadHistogram.h"
#include "model/core/ReplicaLoad.h"
#include "model/core/ReplicaStreaming.h"
#include "model/core/RingPlacement.h"

#include <algorithm>
#include <string>

namespace ringlab::cli {

// With `ring`, each node's points on it as well (the ring view's "160 points").
Table loadTable(const LoadStatistics& stats, const RingPlacement* ring)
{
    Table table{"members",
                {"node", "weight", "keys", "share_percent", "fair_percent", "of_fair_percent",
                 "keyspace_percent"},
                {}};
    if (ring)
        table.columns.emplace_back("ring_points");
    for (std::size_t i = 0; i < stats.members.size(); ++i) {
        const MemberLoad& m = stats.members[i];
        table.rows.push_back({Cell::of(m.id), Cell::decimal(m.weight, 3), Cell::count(m.keys),
                              Cell::percent(m.share), Cell::percent(m.fairShare),
                              Cell::percent(m.ofFair, 1),
                              m.keySpaceShare ? Cell::percent(*m.keySpaceShare, 3) : Cell::of("-")});
        if (ring)
            table.rows.back().push_back(Cell::count(ring->pointCountOf(static_cast<MemberIndex>(i))));
    }
    return table;
}

// What `nodetool status <keyspace>` lists: each node's rack, tokens and "Owns (effective)",
// the share of the data it holds a replica of at the replication factor.
Table nodetoolStatusTable(const CassandraPlacement& ring)
{
    const int rf = ring.replicationFactor();
    const std::vector<double> owns = ring.effectiveOwnership(rf);
    Table table{"nodetool_status", {"node", "rack", "tokens", "owns_effective_percent"}, {}};
    for (std::size_t m = 0; m < owns.size(); ++m) {
        const auto member = static_cast<MemberIndex>(m);
        table.rows.push_back({Cell::of(ring.members()[m].id), Cell::of(ring.rackOf(member)),
                              Cell::count(ring.pointCountOf(member)), Cell::percent(owns[m], 1)});
    }
    return table;
}

void addLoadSummary(Report& report, const LoadStatistics& stats, std::string_view prefix)
{
    const std::string p(prefix);
    report.summary.emplace_back(p + "relative_stddev_percent", Cell::percent(stats.relativeStdDev));
    report.summary.emplace_back(p + "peak_of_fair", Cell::decimal(stats.peakOfFair, 3));
    report.summary.emplace_back(p + "min_of_fair", Cell::decimal(stats.minOfFair, 3));
}

// What the window's load chart names besides the figures: the most and least loaded node and
// how many are over the limit.
void addLoadExtremes(Report& report, const LoadStatistics& stats, std::string_view prefix)
{
    const std::string p(prefix);
    const MemberLoad* most = mostLoadedMember(stats);
    const MemberLoad* least = leastLoadedMember(stats);
    if (!most)
        return;
    report.summary.emplace_back(p + "most_loaded", Cell::of(most->id));
    report.summary.emplace_back(p + "most_loaded_of_fair_percent", Cell::percent(most->ofFair, 1));
    report.summary.emplace_back(p + "least_loaded", Cell::of(least->id));
    report.summary.emplace_back(p + "least_loaded_of_fair_percent", Cell::percent(least->ofFair, 1));
    report.summary.emplace_back(p + "over_limit_nodes", Cell::count(membersOverLimit(stats).size()));
}

// The window's histogram of the nodes by their % of fair share (what its load chart draws for
// a fleet too large for a bar per node).
Table loadHistogramTable(const LoadStatistics& stats, std::string id)
{
    const LoadHistogram histogram = loadHistogram(stats);
    Table table{std::move(id), {"from_of_fair_percent", "to_of_fair_percent", "nodes", "over_limit"}, {}};
    for (std::size_t i = 0; i < histogram.counts.size(); ++i)
        table.rows.push_back({Cell::decimal(histogram.edge(i), 1), Cell::decimal(histogram.edge(i + 1), 1),
                              Cell::count(histogram.counts[i]), Cell::of(histogram.overLimit(i) ? "yes" : "no")});
    return table;
}

void addReplicaLoad(Report& report, const CassandraPlacement& ring, const KeySet& keys)
{
    // At a replication factor over 1 every node holding a copy carries the key: the load the
    // window's chart shows, under names of its own beside the primary owners' figures.
    const int rf = ring.replicationFactor();
    if (rf <= 1)
        return;
    const auto hashes = keys.hashes(ring.keyHash());
    const LoadStatistics replicaLoad = replicaLoadStatistics(ring, *hashes, rf, ring.effectiveOwnership(rf));
    addLoadSummary(report, replicaLoad, "replica_load_");
    addLoadExtremes(report, replicaLoad, "replica_load_");
    report.tables.push_back(loadTable(replicaLoad));
    report.tables.back().id = "replica_load_members";
    report.tables.push_back(loadHistogramTable(replicaLoad, "replica_load_histogram"));
    report.notes.push_back("relative_stddev_percent, peak_of_fair and min_of_fair are the primary owners' load "
                           "(each key counted once, on its first replica); the replica_load_ figures count "
                           "each key on every one of its " + std::to_string(rf) +
                           " replicas, as the window's load chart shows.");
}

void addReplicaChangeSummary(Report& report, const ReplicaChange& change)
{
    report.summary.emplace_back("replication_factor_before", Cell::count(static_cast<std::size_t>(change.replicasBefore)));
    report.summary.emplace_back("replication_factor_after", Cell::count(static_cast<std::size_t>(change.replicasAfter)));
    report.summary.emplace_back("primary_owner_changed_percent", Cell::percent(change.primaryChangedShare()));
    report.summary.emplace_back("replica_set_changed_keys", Cell::count(change.replicaSetChangedKeys));
    report.summary.emplace_back("replica_set_changed_percent", Cell::percent(change.replicaSetChangedShare()));
    report.summary.emplace_back("streamed_replica_copies", Cell::count(change.streamedCopies));
    report.summary.emplace_back("streamed_copies_percent_of_copies", Cell::percent(change.streamedCopyShare()));
    report.summary.emplace_back("streamed_bytes", Cell::count(static_cast<std::size_t>(change.streamedBytes)));
}

void addReplicaStreams(Report& report, const ReplicaChange& change)
{
    Table streams{"replica_streams", {"from", "to", "copies", "bytes", "percent_of_copies"}, {}};
    for (const ReplicaStream& stream : change.streams)
        streams.rows.push_back({Cell::of(stream.from), Cell::of(stream.to), Cell::count(stream.copies),
                                Cell::count(static_cast<std::size_t>(stream.bytes)),
                                Cell::percent(static_cast<double>(stream.copies) /
                                                  static_cast<double>(std::max<std::size_t>(1, change.copiesAfter)), 3)});
    report.tables.push_back(std::move(streams));
    report.notes.push_back(
        "moved_keys counts primary owners only; at replication factor " + std::to_string(change.replicasAfter) +
        " a key is held by " + std::to_string(change.replicasAfter) +
        " nodes: replica_set_changed counts the keys whose set of replicas changed, streamed_replica_copies the "
        "copies nodes receive (from the node giving the replica up), out of every copy after the change; "
        "bytes from log-normal value sizes (median 4096 B, as simulate migration).");
}

}  // namespace ringlab::cli
