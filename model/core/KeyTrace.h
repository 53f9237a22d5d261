// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/LabSnapshot.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab {

// One point of a ring a trace passes: its index in ring order, its position as the placement
// compares it (64-bit on Envoy's and Cassandra's rings), where it is drawn, its owner and label.
struct TracePoint {
    std::size_t index = 0;
    std::uint64_t position = 0;
    std::uint32_t drawnPosition = 0;
    MemberIndex owner = 0;
    std::string label;  // "cache-03#17", ketama's "10.0.0.3-17", Cassandra's token
};

// Where one key goes under one placement, step by step: its hash exactly as the placement looks
// it up, where the views draw it, on a ring the point that owns it and the clockwise walk to the
// next distinct owners, on a table its slot, and the preference order (`count` distinct owners).
struct KeyTrace {
    std::string key;
    KeyHash keyHash = 0;        // placement.keyHash().hash(key): what ownerOfHash() takes
    std::string hashText;       // decimal, as `ringlab-cli hash` prints it (Cassandra's token signed)
    std::string hashHex;        // the same value in hex ("0x…", 8 digits, 16 for 64-bit values)
    bool wideHash = false;      // hashText is a 64-bit value
    std::uint32_t drawnPosition = 0;  // placement.drawnPosition(keyHash): the ring view's place
    // The directory's slot or Maglev's table entry (keyHash, < slotCount); none elsewhere.
    std::optional<std::uint32_t> slot;
    std::uint64_t slotCount = 0;
    // Rings: the first point at or after the key's hash (wrapping), and the walk clockwise from
    // it to the first point of each further distinct owner in `replicas` (the owning point
    // first, at most kMaxWalkPoints kept; walkLength counts them all).
    std::optional<TracePoint> ownerPoint;
    std::vector<TracePoint> walk;
    std::size_t walkLength = 0;
    // Of each replica in `replicas`, the index into `walk` of its first point (rings only;
    // SIZE_MAX where the walk kept is too short).
    std::vector<std::size_t> replicaWalkIndex;
    MemberIndex owner = 0;
    std::vector<MemberIndex> replicas;  // ownersOfHash(keyHash, count): the owner first
    std::vector<std::string> replicaIds;
    std::string ownerId;

    static constexpr std::size_t kMaxWalkPoints = 256;
};

// Traces `key` under `placement` (at least one member) with `count` replicas. `ringPoints` may
// hold the ring's points in ring order (LabSnapshot::ringPoints) for their labels; empty: they
// are recomputed.
KeyTrace traceKey(const Placement& placement, std::string_view key, std::size_t count,
                  std::span<const RingPoint> ringPoints = {});

// A key through the last change: the trace before it (on the previous snapshot's placement,
// none without a measured change) and after it.
struct KeyChangeTrace {
    std::optional<KeyTrace> before;
    KeyTrace after;
    bool moved() const noexcept { return before && before->ownerId != after.ownerId; }
};

// True when `previous` is the snapshot `current`'s movement was measured against.
bool isPreviousOf(const LabSnapshot* previous, const LabSnapshot& current) noexcept;
KeyChangeTrace traceKeyChange(const LabSnapshot* previous, const LabSnapshot& current, std::string_view key,
                              std::size_t count);

// Splits what a user typed into keys: at commas and line breaks, surrounding blanks dropped,
// empty parts skipped.
std::vector<std::string> splitKeyList(std::string_view text);

// The keys of the last change whose owner id differs: indices into the key set, ascending.
// Their count equals current.diff->movedKeys. Empty when `previous` is not isPreviousOf(current).
std::vector<std::uint32_t> movedKeyIndices(const LabSnapshot& previous, const LabSnapshot& current);

// Narrows moved keys: by owner before (an index into previous.members, -1 any), owner after (an
// index into current.members, -1 any) and a part of the key (empty: any; as typed, case kept).
struct MovedKeyFilter {
    int from = -1;
    int to = -1;
    std::string text = {};
    bool any() const noexcept { return from >= 0 || to >= 0 || !text.empty(); }
};
std::vector<std::uint32_t> filterMovedKeys(const LabSnapshot& previous, const LabSnapshot& current,
                                           std::span<const std::uint32_t> moved, const MovedKeyFilter& filter);

// "key,from,to" and a line per moved key (RFC 4180 quoting where a field needs it).
std::string movedKeysCsv(const LabSnapshot& previous, const LabSnapshot& current,
                         std::span<const std::uint32_t> moved);

}  // namespace ringlab
