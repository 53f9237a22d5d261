// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/fleet/FleetFile.h"

#include "model/core/MessageText.h"
#include "model/core/NodetoolFleet.h"
#include "model/core/RedisClusterMap.h"
#include "model/core/TextFile.h"

#include <yaml-cpp/exceptions.h>

#include <array>
#include <iterator>
#include <sstream>

namespace ringlab::fleet {

namespace {

// The core's readers (Redis Cluster, Cassandra) in the registry's shape: they read one block of
// text and take no pool.
void refusePool(std::string_view pool, std::string_view format)
{
    if (!pool.empty())
        throw ValidationError("--pool " + quotedValue(pool) + " does not apply: " + std::string(format) +
                              " holds one fleet");
}
bool detectRedisNodes(std::string_view text, std::string_view) { return looksLikeRedisClusterNodes(text); }
bool detectRedisShards(std::string_view text, std::string_view) { return looksLikeRedisClusterShards(text); }
bool detectRedisSlots(std::string_view text, std::string_view) { return looksLikeRedisClusterSlots(text); }
Fleet readRedisNodes(std::string_view text, std::string_view pool)
{
    refusePool(pool, "cluster nodes");
    return readRedisClusterNodes(text);
}
Fleet readRedisShards(std::string_view text, std::string_view pool)
{
    refusePool(pool, "CLUSTER SHARDS");
    return readRedisClusterShards(text);
}
Fleet readRedisSlots(std::string_view text, std::string_view pool)
{
    refusePool(pool, "CLUSTER SLOTS");
    return readRedisClusterSlots(text);
}

// Where nodetool status' output starts in a file that holds ring's first: its "Datacenter:"
// heading (two lines above the "Status=Up/Down" legend), else the legend; npos without one.
std::size_t nodetoolStatusStart(std::string_view text)
{
    const std::size_t legend = text.find("Status=Up/Down");
    if (legend == std::string_view::npos || (legend > 0 && text[legend - 1] != '\n'))
        return std::string_view::npos;
    // The start of the line before `line` (which starts after a newline), or npos.
    const auto lineBefore = [&](std::size_t line) {
        if (line < 1)
            return std::string_view::npos;
        const std::size_t newline = line >= 2 ? text.rfind('\n', line - 2) : std::string_view::npos;
        return newline == std::string_view::npos ? std::size_t{0} : newline + 1;
    };
    const std::size_t underline = lineBefore(legend);
    const std::size_t heading = underline == std::string_view::npos ? underline : lineBefore(underline);
    return heading != std::string_view::npos && text.substr(heading).starts_with("Datacenter:") ? heading : legend;
}
bool detectNodetoolBoth(std::string_view text, std::string_view)
{
    const std::size_t start = nodetoolStatusStart(text);
    return start != std::string_view::npos && start > 0 && looksLikeNodetoolRing(text.substr(0, start)) &&
           looksLikeNodetoolStatus(text.substr(start));
}
Fleet readNodetoolBoth(std::string_view text, std::string_view pool)
{
    refusePool(pool, "nodetool's output");
    const std::size_t start = nodetoolStatusStart(text);
    if (start == std::string_view::npos || start == 0)
        throw ValidationError("no nodetool status after nodetool ring: give ring's output, then status'");
    return readNodetoolRingAndStatus(text.substr(0, start), text.substr(start));
}
bool detectNodetoolRing(std::string_view text, std::string_view) { return looksLikeNodetoolRing(text); }
bool detectNodetoolStatus(std::string_view text, std::string_view) { return looksLikeNodetoolStatus(text); }
Fleet readNodetoolRingOnly(std::string_view text, std::string_view pool)
{
    refusePool(pool, "nodetool ring");
    return readNodetoolRing(text);
}
Fleet readNodetoolStatusOnly(std::string_view text, std::string_view pool)
{
    refusePool(pool, "nodetool status");
    return readNodetoolStatus(text);
}


constexpr std::array kFleetFormats{
    // The libmemcached string first: it is no YAML, and a YAML parser would take it as a scalar.
    FleetFormat{"libmemcached", "a libmemcached configuration string (--SERVER=host:port/?weight …), weighted ketama",
                &looksLikeLibmemcachedConfig, &readLibmemcachedConfig},
    FleetFormat{"envoy", "an Envoy cluster (YAML: lb_policy RING_HASH or MAGLEV, load_assignment)",
                &looksLikeEnvoyCluster, &readEnvoyCluster},
    FleetFormat{"twemproxy", "a twemproxy (nutcracker) pool file (YAML: servers, hash, hash_tag, distribution)",
                &looksLikeTwemproxyPool, &readTwemproxyPool},
    FleetFormat{"redis-nodes", "redis-cli cluster nodes (the real slot map; replicas and migrating slots noted)",
                &detectRedisNodes, &readRedisNodes},
    FleetFormat{"redis-shards", "redis-cli CLUSTER SHARDS, as redis-cli prints the reply (on a terminal or raw into a file)",
                &detectRedisShards, &readRedisShards},
    FleetFormat{"redis-slots", "redis-cli CLUSTER SLOTS, as redis-cli prints the reply (on a terminal or raw into a file)",
                &detectRedisSlots, &readRedisSlots},
    // Both outputs in one file first: each alone would take the other's lines for its own.
    FleetFormat{"nodetool", "nodetool ring's output followed by nodetool status' (tokens, racks, replication factor)",
                &detectNodetoolBoth, &readNodetoolBoth},
    FleetFormat{"nodetool-ring", "nodetool ring (every node's tokens and rack)", &detectNodetoolRing, &readNodetoolRingOnly},
    FleetFormat{"nodetool-status", "nodetool status (racks, Owns (effective), num_tokens; RingLab chooses the tokens)",
                &detectNodetoolStatus, &readNodetoolStatusOnly},
};

bool detects(const FleetFormat& format, std::string_view text, std::string_view fileName) noexcept
{
    try {
        return format.detect(text, fileName);
    } catch (const std::exception&) {
        return false;
    }
}

}  // namespace

std::span<const FleetFormat> fleetFormats() noexcept
{
    return kFleetFormats;
}

const FleetFormat* findFleetFormat(std::string_view name) noexcept
{
    for (const FleetFormat& format : kFleetFormats)
        if (format.name == name)
            return &format;
    return nullptr;
}

std::string fleetFormatNames()
{
    std::string names;
    for (const FleetFormat& format : kFleetFormats)
        names.append(names.empty() ? "" : "|").append(format.name);
    return names;
}

Fleet readFleet(std::string_view text, std::string_view fileName, std::string_view format,
                std::string_view pool)
{
    const std::string where = std::string(fileName) + ", ";
    const FleetFormat* chosen = nullptr;
    if (format.empty()) {
        for (const FleetFormat& candidate : kFleetFormats)
            if (detects(candidate, text, fileName)) {
                chosen = &candidate;
                break;
            }
        if (!chosen)
            throw ValidationError(where + "no fleet format RingLab reads: give --fleet-format " + fleetFormatNames());
    } else {
        chosen = findFleetFormat(format);
        if (!chosen) {
            throw ValidationError("the fleet format must be one of " + fleetFormatNames() + ", got " +
                                  quotedValue(format));
        }
    }
    try {
        Fleet fleet = chosen->read(text, pool);
        fleet.format = std::string(chosen->name);
        validatePlacement(fleet.config, fleet.members);
        return fleet;
    } catch (const ValidationError& e) {
        throw ValidationError(where + e.what());
    } catch (const YAML::Exception& e) {
        // What the readers' checks did not foresee, at the line yaml-cpp names.
        throw ValidationError(where + (e.mark.is_null() ? "" : "line " + std::to_string(e.mark.line + 1) + ", ") + e.msg);
    }
}

std::vector<std::string> fleetPoolNames(std::string_view text)
{
    std::vector<std::string> names = twemproxyPoolNames(text);
    return names.empty() ? envoyClusterNames(text) : names;
}

Fleet readFleetFile(const std::string& path, std::string_view format, std::string_view pool)
{
    std::ifstream file = openTextFile(path, "fleet file");
    std::string text;
    std::array<char, 1 << 16> buffer{};
    while (file.read(buffer.data(), buffer.size()) || file.gcount() > 0) {
        text.append(buffer.data(), static_cast<std::size_t>(file.gcount()));
        if (text.size() > kMaxFleetFileBytes)
            throw ValidationError("fleet file " + quotedValue(path) + " is over " +
                                  std::to_string(kMaxFleetFileBytes >> 20) + " MiB: not a configuration");
    }
    if (file.bad())
        throw ValidationError("fleet file " + quotedValue(path) + " cannot be read");
    return readFleet(text, path, format, pool);
}

}  // namespace ringlab::fleet
