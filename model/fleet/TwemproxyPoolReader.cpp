// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// twemproxy's (nutcracker's) pool file, as its README's "Configuration" and src/nc_conf.c read
// it: a map of pools, each with `servers` ("host:port:weight [name]"), `hash`, `hash_tag`,
// `distribution` and directives that do not decide where a key goes.
#include "model/fleet/FleetFile.h"
#include "model/fleet/YamlFields.h"

#include "model/core/KetamaPlacement.h"
#include "model/core/MessageText.h"
#include "model/core/TwemproxyHashes.h"

#include <algorithm>
#include <array>
#include <charconv>

namespace ringlab::fleet {

namespace {

// nc_conf.c's conf_commands: every directive nutcracker takes in a pool (any other it refuses).
constexpr std::array<std::string_view, 18> kPoolDirectives{
    "listen", "hash", "hash_tag", "distribution", "timeout", "backlog", "client_connections",
    "redis", "tcpkeepalive", "reuseport", "redis_auth", "redis_db", "preconnect", "auto_eject_hosts",
    "server_connections", "server_retry_timeout", "server_failure_limit", "servers"};

struct PoolServer {
    Member member;
    std::string hashedName;  // what nutcracker hashes and sorts by: the name, host or host:port
    int line = 0;
};

bool isDigits(std::string_view text)
{
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// conf_add_server: "host:port:weight [name]", parsed from the end as nutcracker does.
PoolServer parseServer(const YAML::Node& node)
{
    const int line = lineOf(node);
    const std::string text = scalarField(node, "servers");
    const auto refuse = [&](const std::string& why) {
        refuseField(line, "servers", quotedValue(text) + " " + why);
    };
    if (!text.empty() && text.front() == '/')
        refuse("is a unix socket: RingLab places servers on host:port");
    std::string_view rest = text;
    std::string name;
    if (const auto space = rest.rfind(' '); space != std::string_view::npos) {
        name = std::string(rest.substr(space + 1));
        rest = rest.substr(0, space);
        if (name.empty())
            refuse("ends with a space where its name would be");
    }
    const auto weightColon = rest.rfind(':');
    const auto portColon = weightColon == std::string_view::npos ? std::string_view::npos : rest.rfind(':', weightColon - 1);
    if (weightColon == std::string_view::npos || portColon == std::string_view::npos || weightColon == 0)
        refuse("is not \"host:port:weight [name]\"");
    const std::string_view host = rest.substr(0, portColon);
    const std::string_view port = rest.substr(portColon + 1, weightColon - portColon - 1);
    const std::string_view weight = rest.substr(weightColon + 1);
    if (host.empty())
        refuse("has no host");
    unsigned portNumber = 0;
    if (!isDigits(port) || std::from_chars(port.data(), port.data() + port.size(), portNumber).ec != std::errc{} ||
        portNumber < 1 || portNumber > 65535)
        refuse("has an invalid port " + quotedValue(port) + " (1 to 65535)");
    unsigned long weightNumber = 0;
    if (!isDigits(weight) ||
        std::from_chars(weight.data(), weight.data() + weight.size(), weightNumber).ec != std::errc{})
        refuse("has an invalid weight " + quotedValue(weight) + " (a whole number)");
    if (weightNumber == 0)
        refuse("has a zero weight, which nutcracker refuses");
    if (weightNumber > static_cast<unsigned long>(kMaxWeight))
        refuse("has a weight over " + ValidationError::number(kMaxWeight) + ", the most RingLab takes");

    PoolServer server;
    server.line = line;
    const std::string address = std::string(host) + ":" + std::string(port);
    if (name.empty()) {
        // conf_add_server: an unnamed server is hashed as "host" on port 11211 (libmemcached's
        // rule), else as "host:port"; RingLab names it host:port and its twemproxy dialect
        // applies the rule.
        server.member.id = address;
        server.hashedName = portNumber == kMemcachedDefaultPort ? std::string(host) : address;
    } else {
        std::string defaultPortSuffix(1, ':');  // built in steps: GCC 12 warns (-Wrestrict) of ":" + text
        defaultPortSuffix.append(std::to_string(kMemcachedDefaultPort));
        if (name.ends_with(defaultPortSuffix))
            refuse("is named " + quotedValue(name) +
                   ", which RingLab would take for an unnamed server on port 11211 (hashed without the port): "
                   "give it a name without :11211");
        server.member.id = name;
        server.hashedName = name;
    }
    server.member.weight = static_cast<double>(weightNumber);
    try {
        validateMemberId(server.member.id);
    } catch (const ValidationError& e) {
        refuse(std::string("cannot be a node: ") + e.what());
    }
    return server;
}

// nutcracker's string_compare: shorter first, then byte by byte.
bool nutcrackerOrder(const PoolServer& a, const PoolServer& b)
{
    if (a.hashedName.size() != b.hashedName.size())
        return a.hashedName.size() < b.hashedName.size();
    return a.hashedName < b.hashedName;
}

std::string poolNames(const YAML::Node& root)
{
    std::string names;
    for (const auto& entry : root)
        names.append(names.empty() ? "" : ", ").append(keyText(entry.first));
    return names;
}

}  // namespace

bool looksLikeTwemproxyPool(std::string_view text, std::string_view /*fileName*/)
{
    const YAML::Node root = tryParseYaml(text);
    if (!root.IsMap())
        return false;
    for (const auto& entry : root)
        if (!entry.second.IsMap() || !child(entry.second, "servers"))
            return false;
    return root.size() > 0;
}

std::vector<std::string> twemproxyPoolNames(std::string_view text)
{
    std::vector<std::string> names;
    if (!looksLikeTwemproxyPool(text, ""))
        return names;
    for (const auto& entry : tryParseYaml(text))
        names.push_back(keyText(entry.first));
    return names;
}

Fleet readTwemproxyPool(std::string_view text, std::string_view pool)
{
    const YAML::Node root = parseYaml(text);
    if (!root.IsMap() || root.size() == 0)
        refuseField(lineOf(root), "", "a twemproxy file is a map of pools (name: {listen, servers, …})");
    // (A default YAML::Node counts as defined, so whether a pool was found is kept apart.)
    YAML::Node chosen;
    std::string poolName;
    if (!pool.empty()) {
        bool found = false;
        for (const auto& entry : root)
            if (keyText(entry.first) == pool) {
                chosen = entry.second;
                poolName = std::string(pool);
                found = true;
            }
        if (!found)
            refuseField(0, "", "no pool " + quotedValue(pool) + "; the pools are " + poolNames(root));
    } else if (root.size() == 1) {
        chosen = root.begin()->second;
        poolName = keyText(root.begin()->first);
    } else {
        refuseField(0, "", "the file holds the pools " + poolNames(root) + ": choose one with --pool NAME");
    }
    if (!chosen.IsMap())
        refuseField(lineOf(chosen), poolName, "a pool is a map of directives (listen, servers, …)");
    // nutcracker refuses the whole file when two pools listen on one address (conf_validate_pool:
    // "syntax is invalid"), whichever pool is asked for.
    std::vector<std::pair<std::string, std::string>> listens;  // address, pool
    for (const auto& entry : root) {
        const YAML::Node listen = entry.second.IsMap() ? child(entry.second, "listen") : YAML::Node();
        if (!listen || !listen.IsScalar())
            continue;
        const std::string name = keyText(entry.first);
        for (const auto& [address, other] : listens)
            if (address == listen.Scalar())
                refuseField(lineOf(listen), name, "listens on " + quotedValue(address) + " as pool " + quotedValue(other) +
                                                      " does; nutcracker refuses two pools on one address");
        listens.emplace_back(listen.Scalar(), name);
    }

    Fleet fleet;
    PlacementConfig& config = fleet.config;
    config.algorithm = Algorithm::Ketama;  // nutcracker's default distribution
    config.ketamaDialect = KetamaDialect::Twemproxy;
    config.twemproxyHash = kTwemproxyDefaultHash;
    std::vector<PoolServer> servers;
    bool hasListen = false;
    for (const auto& entry : chosen) {
        const std::string key = keyText(entry.first);
        const YAML::Node& value = entry.second;
        const int line = lineOf(entry.first);
        if (std::find(kPoolDirectives.begin(), kPoolDirectives.end(), key) == kPoolDirectives.end())
            refuseField(line, key, "is not a directive of a twemproxy pool (nutcracker refuses it)");
        if (key == "listen") {
            hasListen = true;
        } else if (key == "hash") {
            const std::string name = scalarField(value, key);
            const HashFunction* hash = findTwemproxyHash(name);
            if (!hash)
                refuseField(line, key, "must be one of " + std::string(twemproxyHashNames()) + ", got " + quotedValue(name));
            config.twemproxyHash = hash->id;
        } else if (key == "hash_tag") {
            const std::string tag = scalarField(value, key);
            if (tag.size() != 2)
                refuseField(line, key, "is two characters (\"{}\"), as nutcracker requires; got " + quotedValue(tag));
            if (tag[0] == '\0' || tag[1] == '\0')
                refuseField(line, key, "holds a NUL character");
            config.hashTag = {tag[0], tag[1]};
        } else if (key == "distribution") {
            const std::string distribution = scalarField(value, key);
            if (distribution == "ketama") {
                config.algorithm = Algorithm::Ketama;
            } else if (distribution == "modula") {
                config.algorithm = Algorithm::Modulo;
                config.moduloDialect = ModuloDialect::Twemproxy;
            } else if (distribution == "random") {
                refuseField(line, key,
                            "random sends every request to a server picked at random, so no placement can say "
                            "where a key is; RingLab reads ketama and modula");
            } else {
                refuseField(line, key, "must be ketama, modula or random, got " + quotedValue(distribution));
            }
        } else if (key == "auto_eject_hosts") {
            if (booleanField(value, key))
                fleet.notes.push_back("auto_eject_hosts: true: nutcracker takes a failing server out and "
                                      "rehashes its keys; RingLab places keys with every server up");
        } else if (key == "servers") {
            if (!value.IsSequence())
                refuseField(line, key, "is a list of \"host:port:weight [name]\"");
            for (const auto& server : value)
                servers.push_back(parseServer(server));
        }
    }
    if (!hasListen)
        refuseField(lineOf(chosen), poolName, "has no listen:, which nutcracker requires");
    if (servers.empty())
        refuseField(lineOf(chosen), poolName, "has no servers");

    // conf_validate_server sorts the servers by the name they are hashed by and refuses two
    // alike; the pool then holds them in that order (what modula counts and ketama ties follow).
    std::vector<PoolServer> ordered = servers;
    std::stable_sort(ordered.begin(), ordered.end(), nutcrackerOrder);
    for (std::size_t i = 1; i < ordered.size(); ++i)
        if (ordered[i].hashedName == ordered[i - 1].hashedName)
            refuseField(std::max(ordered[i].line, ordered[i - 1].line), "servers",
                        "two servers are hashed as " + quotedValue(ordered[i].hashedName) +
                            ", which nutcracker refuses (servers with same name)");
    const bool reordered = !std::equal(servers.begin(), servers.end(), ordered.begin(),
                                       [](const PoolServer& a, const PoolServer& b) { return a.member == b.member; });
    for (PoolServer& server : ordered)
        fleet.members.push_back(std::move(server.member));
    if (reordered)
        fleet.notes.push_back("the servers are in nutcracker's order, by the name each is hashed by "
                              "(shorter first), not the file's");
    return fleet;
}

}  // namespace ringlab::fleet
