// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `ringlab-cli live`: real memcached servers on loopback, filled through the placement, with
// scripted kills, stops, restarts, additions and reweights; one JSON line a second.
#include "app/cli/Commands.h"

#include "app/cli/LongRun.h"
#include "app/cli/Report.h"
#include "model/core/MessageText.h"
#include "model/live/LiveError.h"
#include "model/live/LiveLab.h"

#include <algorithm>
#include <charconv>
#include <iostream>
#include <ostream>
#include <sstream>

namespace ringlab::cli {

namespace {

using namespace ringlab::live;

std::string jsonNumber(double value)
{
    std::ostringstream text;
    text.precision(6);
    text << value;
    return text.str();
}

std::string jsonStrings(const std::vector<std::string>& values)
{
    std::string out = "[";
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i)
            out += ',';
        out += jsonString(values[i]);
    }
    return out + "]";
}

// "3", "3s", "2.5s": seconds from the start of the traffic.
double eventSeconds(std::string_view text, std::string_view option)
{
    if (text.ends_with('s'))
        text.remove_suffix(1);
    double seconds = -1.0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seconds);
    if (error != std::errc() || end != text.data() + text.size() || !(seconds >= 0.0 && seconds <= 3600.0))
        throw UsageError("--" + std::string(option) + ": the time after @ must be 0 to 3600 seconds, got " + quotedValue(text));
    return seconds;
}

// --kill cache-02@3s,cache-03@5: ID@TIME (ID=W@TIME for --add and --reweight) a comma-separated list.
void parseEvents(const CommandLine& cmd, std::string_view option, LiveEventKind kind, std::vector<LiveEvent>& events)
{
    if (!cmd.has(option))
        return;
    std::istringstream list(cmd.value(option));
    for (std::string item; std::getline(list, item, ',');) {
        const std::size_t at = item.rfind('@');
        if (at == std::string::npos)
            throw UsageError("--" + std::string(option) + " takes ID@SECONDS, got " + quotedValue(item));
        LiveEvent event{kind, item.substr(0, at), 1.0, eventSeconds(std::string_view(item).substr(at + 1), option)};
        const bool weighted = kind == LiveEventKind::Add || kind == LiveEventKind::Reweight;
        if (const std::size_t equals = event.server.find('='); weighted && equals != std::string::npos) {
            const std::vector<Member> parsed = parseMemberList(event.server);
            event.server = parsed.front().id;
            event.weight = parsed.front().weight;
        } else if (kind == LiveEventKind::Reweight) {
            throw UsageError("--reweight takes ID=WEIGHT@SECONDS, got " + quotedValue(item));
        }
        if (event.server.empty())
            throw UsageError("--" + std::string(option) + ": no server before @ in " + quotedValue(item));
        events.push_back(std::move(event));
    }
}

std::vector<std::pair<Member, Endpoint>> connectList(const std::string& text)
{
    std::vector<std::pair<Member, Endpoint>> servers;
    std::istringstream list(text);
    for (std::string item; std::getline(list, item, ',');) {
        const std::size_t equals = item.find('=');
        if (equals == std::string::npos || equals == 0)
            throw UsageError("--connect takes ID=HOST:PORT,..., got " + quotedValue(item));
        servers.push_back({{item.substr(0, equals), 1.0}, parseLoopbackEndpoint(std::string_view(item).substr(equals + 1))});
    }
    return servers;
}

std::string fleetLine(const LiveLab& lab, MemcachedFleet& fleet)
{
    std::string line = "{\"type\":\"fleet\",\"placement\":" + jsonString(algorithmName(lab.config().placement.algorithm)) +
                       ",\"keys\":" + std::to_string(lab.config().keys.size()) + ",\"servers\":[";
    const auto owned = lab.keysPerServer();
    for (std::size_t s = 0; s < fleet.servers().size(); ++s) {
        const FleetServer& server = fleet.servers()[s];
        line += std::string(s ? "," : "") + "{\"id\":" + jsonString(server.id) + ",\"address\":" +
                jsonString(server.endpoint.text()) + ",\"pid\":" + std::to_string(server.pid) +
                ",\"weight\":" + jsonNumber(server.weight) + ",\"keys\":" + std::to_string(owned[s]) + "}";
    }
    return line + "]}";
}

std::string secondLine(const LiveSecond& second)
{
    std::string line = "{\"type\":\"second\",\"t\":" + jsonNumber(second.timeSeconds) +
                       ",\"events\":" + jsonStrings(second.events) +
                       ",\"requests\":" + std::to_string(second.requests) + ",\"hits\":" + std::to_string(second.hits) +
                       ",\"misses\":" + std::to_string(second.misses) +
                       ",\"hard_failures\":" + std::to_string(second.hardFailures) +
                       ",\"db_reads\":" + std::to_string(second.databaseReads) +
                       ",\"hit_rate\":" + jsonNumber(second.hitRate) + ",\"miss_share\":" + jsonNumber(second.missShare()) +
                       ",\"predicted\":";
    if (second.predicted)
        line += "{\"event\":" + jsonString(second.predicted->event) + ",\"miss_share\":" +
                jsonNumber(second.predicted->missShare) + ",\"db_reads_per_s\":" +
                jsonNumber(second.predicted->databaseReadsPerSecond) + "}";
    else
        line += "null";
    line += ",\"servers\":[";
    for (std::size_t s = 0; s < second.servers.size(); ++s) {
        const LiveServerSecond& server = second.servers[s];
        line += std::string(s ? "," : "") + "{\"id\":" + jsonString(server.id) + ",\"state\":" +
                jsonString(serverStateName(server.state)) + ",\"in_client_ring\":" +
                (server.inClientRing ? "true" : "false") + ",\"requests\":" + std::to_string(server.requests) +
                ",\"hits\":" + std::to_string(server.hits) + ",\"misses\":" + std::to_string(server.misses) +
                ",\"failed\":" + std::to_string(server.failedRequests);
        if (server.stats)
            line += ",\"curr_items\":" + std::to_string(server.stats->currItems) + ",\"get_hits\":" +
                    std::to_string(server.stats->getHits) + ",\"get_misses\":" + std::to_string(server.stats->getMisses) +
                    ",\"evictions\":" + std::to_string(server.stats->evictions);
        line += "}";
    }
    return line + "],\"messages\":" + jsonStrings(second.messages) + "}";
}

}  // namespace

int runLive(const std::vector<std::string>& arguments, std::ostream& out)
{
    const CommandLine cmd(commandHelp("live"), arguments);
    LiveLabConfig config;
    // A fleet file gives the servers to start (named as it names them) and their placement.
    const std::optional<Fleet> fileFleet = fleetOption(cmd, {"servers", "nodes", "connect"});
    config.placement = fileFleet ? fileFleet->config : placementConfig(cmd);
    config.keys = KeySet::fromPattern(cmd.value("pattern", "user:{i}"),
                                      static_cast<std::size_t>(cmd.integer("keys", 100'000, 1, 10'000'000)));
    config.popularity = popularityOptions(cmd, config.popularity);
    config.requestsPerSecond = cmd.number("rate", 0.0, 0.0, 1e8);
    config.batchKeys = static_cast<std::size_t>(cmd.integer("batch", 100, 1, 10'000));
    config.valueBytes = static_cast<std::size_t>(cmd.integer("value-bytes", 32, 0, 1'000'000));
    config.readThrough = !cmd.has("no-read-through");
    config.failoverDepth = static_cast<std::size_t>(cmd.integer("depth", 2, 1, 65535));
    config.policy = policyOptions(cmd, config.policy);
    config.seed = static_cast<std::uint64_t>(cmd.integer("seed", 1, 0, std::numeric_limits<long long>::max()));
    const int seconds = static_cast<int>(cmd.integer("seconds", 5, 1, 3600));

    std::vector<LiveEvent> script;
    parseEvents(cmd, "kill", LiveEventKind::Kill, script);
    parseEvents(cmd, "stop", LiveEventKind::Stop, script);
    parseEvents(cmd, "restart", LiveEventKind::Restart, script);
    parseEvents(cmd, "add", LiveEventKind::Add, script);
    parseEvents(cmd, "reweight", LiveEventKind::Reweight, script);

    FleetOptions options;
    options.memcachedPath = cmd.value("memcached", "memcached");
    options.host = requireLoopbackHost(cmd.value("host", "127.0.0.1"));
    options.memoryMegabytes = static_cast<int>(cmd.integer("memory", 64, kMinMemoryMegabytes, kMaxMemoryMegabytes));
    options.basePort = static_cast<std::uint16_t>(cmd.integer("port", 0, 0, 65535));
    const int given = int(cmd.has("servers")) + int(cmd.has("nodes")) + int(cmd.has("connect"));
    if (given > 1)
        throw UsageError("give one of --servers, --nodes and --connect");
    std::vector<Member> members;
    std::vector<std::pair<Member, Endpoint>> external;
    if (fileFleet)
        members = fileFleet->members;
    else if (cmd.has("connect"))
        external = connectList(cmd.value("connect"));
    else if (cmd.has("nodes"))
        members = parseMemberList(cmd.value("nodes"));
    else
        members = numberedMembers("cache-", static_cast<std::size_t>(cmd.integer("servers", 4, 1, 64)));
    if (!members.empty())
        validateGivenPlacement(config.placement, members);
    std::vector<std::string> ids;
    for (const Member& member : members)
        ids.push_back(member.id);
    for (const auto& [member, endpoint] : external)
        ids.push_back(member.id);
    // --depth as `simulate` takes it; by default 2, or 1 for a fleet of one.
    if (cmd.has("depth"))
        validateFailoverDepth(config.failoverDepth, ids.size());
    else
        config.failoverDepth = std::min(config.failoverDepth, std::max<std::size_t>(ids.size(), 1));
    for (const LiveEvent& event : script) {
        if (event.atSeconds >= seconds)
            throw UsageError(event.text() + " at " + jsonNumber(event.atSeconds) + " s comes after the run's " +
                             std::to_string(seconds) + " seconds (--seconds)");
        const bool known = std::find(ids.begin(), ids.end(), event.server) != ids.end();
        if (event.kind == LiveEventKind::Add && known)
            throw UsageError("--add " + quotedValue(event.server) + ": the fleet has that server already");
        if (event.kind == LiveEventKind::Add)
            ids.push_back(event.server);
        else if (!known)
            throw UsageError("--" + std::string(liveEventName(event.kind)) + ": no server " + quotedValue(event.server) +
                             " in the fleet");
    }

    if (external.empty())
        validatePorts(options.basePort, ids.size());  // the ones started and the ones --add starts
    try {
        auto fleet = std::make_unique<MemcachedFleet>(options);
        if (external.empty())
            fleet->start(members);
        else
            fleet->connect(external);
        LiveLab lab(std::move(fleet), config);
        out << fleetLine(lab, lab.fleet()) << std::endl;
        const RunControl control = longRunControl("live");
        if (cmd.has("fill")) {
            const std::vector<std::size_t> stored = lab.fill(control);
            const auto stats = lab.serverStats();
            std::string line = "{\"type\":\"fill\",\"servers\":[";
            for (std::size_t s = 0; s < stored.size(); ++s)
                line += std::string(s ? "," : "") + "{\"id\":" + jsonString(lab.fleet().servers()[s].id) +
                        ",\"stored\":" + std::to_string(stored[s]) + ",\"curr_items\":" +
                        (stats[s] ? std::to_string(stats[s]->currItems) : "null") + "}";
            out << line << "]}" << std::endl;
        }
        lab.run(seconds, script, [&](const LiveSecond& second) { out << secondLine(second) << std::endl; }, control);
    } catch (const LiveError& e) {
        out.flush();
        std::cerr << "ringlab-cli: " << singleLine(e.what()) << '\n';
        return 1;
    }
    return 0;
}

}  // namespace ringlab::cli
