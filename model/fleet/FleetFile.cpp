// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/fleet/FleetFile.h"

#include "model/core/MessageText.h"
#include "model/core/TextFile.h"

#include <yaml-cpp/exceptions.h>

#include <array>
#include <iterator>
#include <sstream>

namespace ringlab::fleet {

namespace {

// A fleet file larger than this is not a configuration (a binary file, an endless pipe).

constexpr std::array kFleetFormats{
    // The libmemcached string first: it is no YAML, and a YAML parser would take it as a scalar.
    FleetFormat{"libmemcached", "a libmemcached configuration string (--SERVER=host:port/?weight …), weighted ketama",
                &looksLikeLibmemcachedConfig, &readLibmemcachedConfig},
    FleetFormat{"envoy", "an Envoy cluster (YAML: lb_policy RING_HASH or MAGLEV, load_assignment)",
                &looksLikeEnvoyCluster, &readEnvoyCluster},
    FleetFormat{"twemproxy", "a twemproxy (nutcracker) pool file (YAML: servers, hash, hash_tag, distribution)",
                &looksLikeTwemproxyPool, &readTwemproxyPool},
    // ---- The Redis Cluster and Cassandra readers (model/core, returning ringlab::Fleet) join
    // here: one FleetFormat each, with its detector, and their names leave kPlannedFormats.
};

constexpr std::array<std::string_view, 5> kPlannedFormats{"redis-nodes", "redis-shards", "redis-slots",
                                                          "nodetool-ring", "nodetool-status"};

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

std::span<const std::string_view> plannedFleetFormats() noexcept
{
    return kPlannedFormats;
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
            for (const std::string_view planned : kPlannedFormats)
                if (planned == format)
                    throw ValidationError("the fleet format " + quotedValue(format) +
                                          " is not yet available; RingLab reads " + fleetFormatNames());
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
