// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/KeyTrace.h"

#include "model/core/MessageText.h"
#include "model/core/WideRingPlacement.h"

#include <algorithm>
#include <cstdio>
#include <unordered_map>

namespace ringlab {

namespace {

std::string hexText(std::uint64_t value, bool wide)
{
    char buffer[24];
    if (wide)
        std::snprintf(buffer, sizeof buffer, "0x%016llx", static_cast<unsigned long long>(value));
    else
        std::snprintf(buffer, sizeof buffer, "0x%08llx", static_cast<unsigned long long>(value));
    return buffer;
}

// The label of point `index` of `ring`: its vnode found among `points` (ring order, the drawn
// positions), matched by drawn position and owner.
std::string labelOf(const RingPlacement& ring, std::size_t index, std::span<const RingPoint> points)
{
    const std::uint32_t position = ring.positions()[index];
    const MemberIndex owner = ring.pointOwners()[index];
    auto it = std::lower_bound(points.begin(), points.end(), position,
                               [](const RingPoint& p, std::uint32_t at) { return p.position < at; });
    for (; it != points.end() && it->position == position; ++it)
        if (it->owner == owner)
            return ring.pointLabel(owner, it->vnode);
    return ring.members()[owner].id;
}

TracePoint tracePoint(const RingPlacement& ring, const WideRingPlacement* wide, std::size_t index,
                      std::span<const RingPoint> points)
{
    TracePoint point;
    point.index = index;
    point.drawnPosition = ring.positions()[index];
    point.position = wide ? wide->positions64()[index] : point.drawnPosition;
    point.owner = ring.pointOwners()[index];
    point.label = labelOf(ring, index, points);
    return point;
}

}  // namespace


KeyTrace traceKey(const Placement& placement, std::string_view key, std::size_t count,
                  std::span<const RingPoint> ringPoints)
{
    KeyTrace trace;
    trace.key = std::string(key);
    const HashFunction& hash = placement.keyHash();
    trace.keyHash = hash.hash(key);
    // The value the placement starts from: a 64-bit ring's and Maglev's whole xxHash64 (Maglev
    // then takes it mod the table size), Cassandra's signed token; else the 32-bit key hash
    // (the top 32 bits of xxh64 where that is the selected hash).
    trace.hashText = placement.hasWideKeys() || hash.modulus != 0 ? hashValueText(hash, key)
                                                                  : std::to_string(trace.keyHash);
    if (hash.id == HashId::Murmur3Cassandra || hash.id == HashId::CassandraToken) {
        trace.wideHash = true;
        trace.hashHex = hexText(static_cast<std::uint64_t>(murmur3CassandraToken(key)), true);
    } else if (hash.wide != nullptr && (placement.hasWideKeys() || hash.modulus != 0)) {
        trace.wideHash = true;
        trace.hashHex = hexText(hash.wide(key), true);
    } else {
        trace.hashHex = hexText(trace.keyHash, false);
    }
    trace.drawnPosition = placement.drawnPosition(trace.keyHash);
    if (placement.algorithm() == Algorithm::Directory) {
        trace.slot = static_cast<std::uint32_t>(trace.keyHash);
        trace.slotCount = kRedisSlotCount;
    } else if (placement.algorithm() == Algorithm::Maglev) {
        trace.slot = static_cast<std::uint32_t>(trace.keyHash);
        trace.slotCount = hash.modulus;
    }

    trace.owner = placement.ownerOfHash(trace.keyHash);
    trace.ownerId = placement.members()[trace.owner].id;
    placement.ownersOfHash(trace.keyHash, std::max<std::size_t>(count, 1), trace.replicas);
    for (const MemberIndex m : trace.replicas)
        trace.replicaIds.push_back(placement.members()[m].id);

    const auto* ring = dynamic_cast<const RingPlacement*>(&placement);
    if (!ring || ring->pointCount() == 0)
        return trace;
    const auto* wide = dynamic_cast<const WideRingPlacement*>(ring);
    std::vector<RingPoint> recomputed;
    if (ringPoints.size() != ring->pointCount()) {
        recomputed = ring->points();
        ringPoints = recomputed;
    }
    const std::size_t first = wide ? wide->successor64(trace.keyHash) : ring->successor(narrowKeyHash(trace.keyHash));
    trace.ownerPoint = tracePoint(*ring, wide, first, ringPoints);

    // Clockwise from the owning point to the first point of the last replica.
    const std::size_t n = ring->pointCount();
    const std::vector<MemberIndex>& owners = ring->pointOwners();
    std::vector<std::size_t> firstStep(trace.replicas.size(), SIZE_MAX);
    std::size_t found = 0;
    std::size_t steps = 0;
    for (; steps < n && found < trace.replicas.size(); ++steps) {
        const MemberIndex owner = owners[(first + steps) % n];
        for (std::size_t r = 0; r < trace.replicas.size(); ++r)
            if (trace.replicas[r] == owner && firstStep[r] == SIZE_MAX) {
                firstStep[r] = steps;
                ++found;
            }
    }
    trace.walkLength = steps;
    const std::size_t kept = std::min(steps, KeyTrace::kMaxWalkPoints);
    for (std::size_t s = 0; s < kept; ++s)
        trace.walk.push_back(tracePoint(*ring, wide, (first + s) % n, ringPoints));
    for (const std::size_t step : firstStep)
        trace.replicaWalkIndex.push_back(step < kept ? step : SIZE_MAX);
    return trace;
}

bool isPreviousOf(const LabSnapshot* previous, const LabSnapshot& current) noexcept
{
    return previous && previous->placement && current.diff && previous->generation == current.previousGeneration &&
           previous->keys.size() == current.keys.size();
}

KeyChangeTrace traceKeyChange(const LabSnapshot* previous, const LabSnapshot& current, std::string_view key,
                              std::size_t count)
{
    KeyChangeTrace change;
    change.after = traceKey(*current.placement, key, count, current.ringPoints);
    if (isPreviousOf(previous, current))
        change.before = traceKey(*previous->placement, key, count, previous->ringPoints);
    return change;
}

std::vector<std::string> splitKeyList(std::string_view text)
{
    std::vector<std::string> keys;
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find_first_of(",\n", start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view part = text.substr(start, end - start);
        while (!part.empty() && blank(part.front()))
            part.remove_prefix(1);
        while (!part.empty() && blank(part.back()))
            part.remove_suffix(1);
        if (!part.empty())
            keys.emplace_back(part);
        start = end + 1;
    }
    return keys;
}

namespace {

// For each previous member, the index of the member with its id now, or -1.
std::vector<std::int32_t> previousToCurrent(const LabSnapshot& previous, const LabSnapshot& current)
{
    std::unordered_map<std::string_view, std::int32_t> now;
    for (std::size_t m = 0; m < current.members.size(); ++m)
        now.emplace(current.members[m].id, static_cast<std::int32_t>(m));
    std::vector<std::int32_t> map;
    map.reserve(previous.members.size());
    for (const Member& member : previous.members) {
        const auto it = now.find(member.id);
        map.push_back(it == now.end() ? -1 : it->second);
    }
    return map;
}

}  // namespace

std::vector<std::uint32_t> movedKeyIndices(const LabSnapshot& previous, const LabSnapshot& current)
{
    std::vector<std::uint32_t> moved;
    if (!isPreviousOf(&previous, current))
        return moved;
    const std::vector<std::int32_t> map = previousToCurrent(previous, current);
    const std::vector<MemberIndex>& before = previous.assignment.owners;
    const std::vector<MemberIndex>& after = current.assignment.owners;
    const std::size_t n = std::min(before.size(), after.size());
    moved.reserve(current.diff->movedKeys);
    for (std::size_t k = 0; k < n; ++k)
        if (map[before[k]] != static_cast<std::int32_t>(after[k]))
            moved.push_back(static_cast<std::uint32_t>(k));
    return moved;
}

std::vector<std::uint32_t> filterMovedKeys(const LabSnapshot& previous, const LabSnapshot& current,
                                           std::span<const std::uint32_t> moved, const MovedKeyFilter& filter)
{
    std::vector<std::uint32_t> kept;
    const std::vector<MemberIndex>& before = previous.assignment.owners;
    const std::vector<MemberIndex>& after = current.assignment.owners;
    std::string buffer;
    for (const std::uint32_t k : moved) {
        if (filter.from >= 0 && before[k] != filter.from)
            continue;
        if (filter.to >= 0 && after[k] != filter.to)
            continue;
        if (!filter.text.empty()) {
            bool match = false;
            current.keys.forEachKey(k, std::size_t{k} + 1, [&](std::size_t, std::string_view key) {
                match = key.find(filter.text) != std::string_view::npos;
            });
            if (!match)
                continue;
        }
        kept.push_back(k);
    }
    return kept;
}

std::string movedKeysCsv(const LabSnapshot& previous, const LabSnapshot& current,
                         std::span<const std::uint32_t> moved)
{
    std::string csv = "key,from,to\n";
    const std::vector<MemberIndex>& before = previous.assignment.owners;
    const std::vector<MemberIndex>& after = current.assignment.owners;
    for (const std::uint32_t k : moved) {
        current.keys.forEachKey(k, std::size_t{k} + 1, [&](std::size_t, std::string_view key) { csv += csvField(key); });
        csv += ',';
        csv += csvField(previous.members[before[k]].id);
        csv += ',';
        csv += csvField(current.members[after[k]].id);
        csv += '\n';
    }
    return csv;
}

}  // namespace ringlab
