// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/NodetoolFleet.h"

#include "model/core/MessageText.h"
#include "model/core/Membership.h"
#include "model/core/ValidationError.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <optional>
#include <set>

namespace ringlab {

namespace {

struct Line {
    std::size_t number;  // from 1
    std::string_view text;
    std::vector<std::string_view> fields;  // split on spaces and tabs
};

std::vector<Line> linesOf(std::string_view text)
{
    std::vector<Line> lines;
    std::size_t number = 0;
    while (!text.empty() || number == 0) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        ++number;
        Line parsed{number, line, {}};
        std::size_t i = 0;
        while (i < line.size()) {
            while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
                ++i;
            const std::size_t start = i;
            while (i < line.size() && line[i] != ' ' && line[i] != '\t')
                ++i;
            if (i > start)
                parsed.fields.push_back(line.substr(start, i - start));
        }
        lines.push_back(std::move(parsed));
        if (end >= text.size())
            break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

bool startsWith(std::string_view text, std::string_view prefix) noexcept
{
    return text.substr(0, prefix.size()) == prefix;
}

[[noreturn]] void refuse(std::string_view source, const Line& line, std::string_view field, std::string_view value,
                         std::string_view expected)
{
    throw ValidationError(
        RINGLAB_TRANSLATE_NOOP("ValidationError", "%1 line %2: %3 %4 is not %5"),
        {std::string(source), std::to_string(line.number), std::string(field), quotedValue(value), std::string(expected)});
}

std::int64_t tokenField(std::string_view source, const Line& line, std::string_view text)
{
    std::int64_t token = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), token);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size())
        refuse(source, line, "token", text, "a token (a whole number from -9223372036854775808 to 9223372036854775807)");
    return token;
}

std::optional<double> percentField(std::string_view source, const Line& line, std::string_view field,
                                   std::string_view text)
{
    if (text == "?")
        return std::nullopt;
    if (text.empty() || text.back() != '%')
        refuse(source, line, field, text, "a percentage such as 33.3% or ?");
    double value = 0.0;
    const std::string_view number = text.substr(0, text.size() - 1);
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (number.empty() || error != std::errc{} || end != number.data() + number.size() || !(value >= 0.0) || value > 100.0)
        refuse(source, line, field, text, "a percentage such as 33.3% or ?");
    return value / 100.0;
}

const std::set<std::string_view> kLoadUnits{"bytes", "B", "KiB", "MiB", "GiB", "TiB", "KB", "MB", "GB", "TB"};

// The fields of a load: "103.12 KiB" (two fields) or "?" (one). Returns how many.
std::size_t loadFields(std::string_view source, const Line& line, const std::vector<std::string_view>& fields,
                       std::size_t at)
{
    if (at >= fields.size())
        refuse(source, line, "load", "", "a load such as 103.12 KiB or ?");
    if (fields[at] == "?")
        return 1;
    double value = 0.0;
    const auto [end, error] = std::from_chars(fields[at].data(), fields[at].data() + fields[at].size(), value);
    if (error != std::errc{} || end != fields[at].data() + fields[at].size() || at + 1 >= fields.size() ||
        kLoadUnits.count(fields[at + 1]) == 0)
        refuse(source, line, "load", fields[at], "a load such as 103.12 KiB or ?");
    return 2;
}

void checkAddress(std::string_view source, const Line& line, std::string_view address)
{
    const bool plausible = !address.empty() && std::all_of(address.begin(), address.end(), [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') || c == '.' || c == ':' ||
               c == '[' || c == ']' || c == '/';
    });
    if (!plausible)
        refuse(source, line, "address", address, "an IP address (and port)");
}

// "Datacenter: NAME": RingLab models one data centre.
void checkDatacentre(std::string_view source, const Line& line, std::optional<std::string>& datacentre)
{
    const std::string name(line.fields.size() > 1 ? line.fields[1] : std::string_view{});
    if (name.empty())
        refuse(source, line, "datacenter", "", "a data centre name");
    if (datacentre && *datacentre != name)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "%1 line %2: a second data centre %3 after %4; RingLab models one data centre, give one data centre's nodes"),
            {std::string(source), std::to_string(line.number), quotedValue(name), quotedValue(*datacentre)});
    datacentre = name;
}

struct RingNode {
    std::string address;
    std::string rack;
    std::vector<std::int64_t> tokens;
    std::string state;  // "Down", "Leaving", … when not Up Normal
};

struct StatusNode {
    std::string address;
    std::string rack;
    std::string code;  // UN, DN, UL, UJ, UM, …
    int tokens = 0;
    std::optional<double> owns;
};

constexpr std::string_view kRingSource = "nodetool ring";
constexpr std::string_view kStatusSource = "nodetool status";

std::vector<RingNode> parseRing(std::string_view text)
{
    std::vector<RingNode> nodes;
    std::map<std::string, std::size_t> index;
    std::set<std::int64_t> seenTokens;
    std::optional<std::string> datacentre;
    bool header = false;
    for (const Line& line : linesOf(text)) {
        const auto& f = line.fields;
        if (f.empty() || startsWith(f[0], "="))
            continue;
        if (f[0] == "Warning:" || f[0] == "Note:") {
            header = false;  // prose to the next table
            continue;
        }
        if (f[0] == "Datacenter:") {
            checkDatacentre(kRingSource, line, datacentre);
            header = false;
            continue;
        }
        if (f[0] == "Address") {
            if (std::find(f.begin(), f.end(), "Token") == f.end())
                refuse(kRingSource, line, "header", line.text, "nodetool ring's (Address Rack Status State Load Owns Token)");
            header = true;
            continue;
        }
        if (!header)
            continue;  // "Warning: …" prose before the first table
        if (f.size() == 1) {
            tokenField(kRingSource, line, f[0]);  // the ring's last token, repeated before the table
            continue;
        }
        if (f.size() < 7)
            refuse(kRingSource, line, "line", line.text, "a token line (address, rack, status, state, load, owns, token)");
        checkAddress(kRingSource, line, f[0]);
        if (f[2] != "Up" && f[2] != "Down" && f[2] != "?")
            refuse(kRingSource, line, "status", f[2], "Up or Down");
        static const std::set<std::string_view> states{"Normal", "Leaving", "Joining", "Moving", "?"};
        if (states.count(f[3]) == 0)
            refuse(kRingSource, line, "state", f[3], "Normal, Leaving, Joining or Moving");
        const std::size_t load = loadFields(kRingSource, line, f, 4);
        if (4 + load + 2 != f.size())
            refuse(kRingSource, line, "line", line.text, "a token line (address, rack, status, state, load, owns, token)");
        percentField(kRingSource, line, "owns", f[4 + load]);
        const std::int64_t token = tokenField(kRingSource, line, f[5 + load]);
        if (!seenTokens.insert(token).second)
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "%1 line %2: token %3 appears twice"),
                                  {std::string(kRingSource), std::to_string(line.number), std::to_string(token)});
        const std::string address(f[0]);
        const auto [at, inserted] = index.try_emplace(address, nodes.size());
        if (inserted)
            nodes.push_back({address, std::string(f[1]), {}, {}});
        RingNode& node = nodes[at->second];
        if (node.rack != f[1])
            refuse(kRingSource, line, "rack", f[1], "the rack this node's other tokens name (" + node.rack + ")");
        if (f[2] != "Up" || f[3] != "Normal")
            node.state = std::string(f[2]) + " " + std::string(f[3]);
        node.tokens.push_back(token);
    }
    if (nodes.empty())
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "%1: no token line (expected the header Address Rack Status State Load Owns Token, then a line per token)"),
                              {std::string(kRingSource)});
    return nodes;
}

struct StatusTable {
    std::vector<StatusNode> nodes;
    bool effective = false;  // "Owns (effective)": with a keyspace
};

StatusTable parseStatus(std::string_view text)
{
    StatusTable table;
    std::set<std::string> seen;
    std::optional<std::string> datacentre;
    bool header = false;
    for (const Line& line : linesOf(text)) {
        const auto& f = line.fields;
        if (f.empty() || startsWith(line.text, "=") || startsWith(f[0], "Status=") || startsWith(f[0], "|/") ||
            startsWith(f[0], "Note:") || startsWith(f[0], "Warning:"))
            continue;
        if (f[0] == "Datacenter:") {
            checkDatacentre(kStatusSource, line, datacentre);
            header = false;
            continue;
        }
        if (f[0] == "--") {
            if (f.size() < 2 || f[1] != "Address" || line.text.find("Rack") == std::string_view::npos)
                refuse(kStatusSource, line, "header", line.text, "nodetool status' (--  Address Load Tokens Owns Host ID Rack)");
            table.effective = line.text.find("Owns (effective)") != std::string_view::npos;
            header = true;
            continue;
        }
        if (!header)
            continue;
        if (f[0].size() != 2 || (f[0][0] != 'U' && f[0][0] != 'D') ||
            std::string_view("NLJM").find(f[0][1]) == std::string_view::npos)
            refuse(kStatusSource, line, "status and state", f[0], "two letters: U or D, then N, L, J or M (UN for Up Normal)");
        if (f.size() < 2)
            refuse(kStatusSource, line, "address", "", "an IP address (and port)");
        checkAddress(kStatusSource, line, f[1]);
        const std::size_t load = loadFields(kStatusSource, line, f, 2);
        if (2 + load + 4 != f.size())
            refuse(kStatusSource, line, "line", line.text, "a node line (status and state, address, load, tokens, owns, host id, rack)");
        StatusNode node{std::string(f[1]), std::string(f[5 + load]), std::string(f[0]), 0, {}};
        const std::string_view tokens = f[2 + load];
        const auto [end, error] = std::from_chars(tokens.data(), tokens.data() + tokens.size(), node.tokens);
        if (error != std::errc{} || end != tokens.data() + tokens.size() || node.tokens < 1 || node.tokens > kMaxNumTokens)
            refuse(kStatusSource, line, "tokens", tokens, "a token count from 1 to " + std::to_string(kMaxNumTokens));
        node.owns = percentField(kStatusSource, line, "owns", f[3 + load]);
        const std::string_view hostId = f[4 + load];
        const bool uuid = hostId.size() == 36 && std::all_of(hostId.begin(), hostId.end(), [](char c) {
            return c == '-' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        });
        if (!uuid && hostId != "?")
            refuse(kStatusSource, line, "host id", hostId, "a UUID");
        if (!seen.insert(node.address).second)
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "%1 line %2: node %3 appears twice"),
                                  {std::string(kStatusSource), std::to_string(line.number), quotedValue(node.address)});
        table.nodes.push_back(std::move(node));
    }
    if (table.nodes.empty())
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "%1: no node line (expected the header --  Address Load Tokens Owns Host ID Rack, then a line per node)"),
                              {std::string(kStatusSource)});
    return table;
}

std::string stateName(std::string_view code)
{
    const std::string status = code[0] == 'U' ? "Up" : "Down";
    switch (code[1]) {
    case 'L': return status + " Leaving";
    case 'J': return status + " Joining";
    case 'M': return status + " Moving";
    default: return status + " Normal";
    }
}

// With "Owns (effective)" of every node: the replication factor they add up to.
int replicationFactorOf(const StatusTable& table)
{
    if (!table.effective)
        return 0;
    double sum = 0.0;
    for (const StatusNode& node : table.nodes) {
        if (!node.owns)
            return 0;
        sum += *node.owns;
    }
    const long rf = std::lround(sum);
    return rf >= 1 && static_cast<std::size_t>(rf) <= table.nodes.size() && std::abs(sum - static_cast<double>(rf)) < 0.05
               ? static_cast<int>(rf)
               : 0;
}

// What a reader returns, placeable: the node list and the placement as makePlacement takes them.
Fleet placeable(Fleet fleet)
{
    validateMembers(fleet.members);
    validatePlacement(fleet.config, fleet.members);
    return fleet;
}

Fleet cassandraFleet(std::string format)
{
    Fleet fleet;
    fleet.format = std::move(format);
    fleet.config.algorithm = Algorithm::Cassandra;
    return fleet;
}

}  // namespace

bool looksLikeNodetoolRing(std::string_view text) noexcept
{
    for (std::size_t at = 0; (at = text.find("Address", at)) != std::string_view::npos; ++at) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        const std::string_view line = text.substr(at, end - at);
        if ((at == 0 || text[at - 1] == '\n') && line.find("Token") != std::string_view::npos &&
            line.find("Owns") != std::string_view::npos)
            return true;
    }
    return false;
}

bool looksLikeNodetoolStatus(std::string_view text) noexcept
{
    return text.find("Status=Up/Down") != std::string_view::npos ||
           (text.find("\n--  Address") != std::string_view::npos && text.find("Host ID") != std::string_view::npos);
}

Fleet readNodetoolRing(std::string_view text)
{
    Fleet fleet = cassandraFleet("nodetool-ring");
    for (RingNode& node : parseRing(text)) {
        fleet.members.push_back({node.address, 1.0});
        fleet.config.cassandra.racks.push_back({node.address, node.rack});
        if (!node.state.empty())
            fleet.notes.push_back(node.address + " is " + node.state);
        fleet.config.cassandra.initialTokens.push_back({node.address, std::move(node.tokens)});
    }
    return placeable(std::move(fleet));
}

Fleet readNodetoolStatus(std::string_view text)
{
    const StatusTable table = parseStatus(text);
    Fleet fleet = cassandraFleet("nodetool-status");
    std::map<int, std::size_t> counts;
    for (const StatusNode& node : table.nodes) {
        fleet.members.push_back({node.address, 1.0});
        fleet.config.cassandra.racks.push_back({node.address, node.rack});
        ++counts[node.tokens];
        if (node.code != "UN")
            fleet.notes.push_back(node.address + " is " + stateName(node.code));
    }
    // Tokens per node are not in status: num_tokens of the most common count, each node's
    // weight its count over it.
    const int numTokens =
        std::max_element(counts.begin(), counts.end(), [](auto& a, auto& b) { return a.second < b.second; })->first;
    fleet.config.cassandra.numTokens = numTokens;
    for (std::size_t i = 0; i < table.nodes.size(); ++i)
        fleet.members[i].weight = static_cast<double>(table.nodes[i].tokens) / numTokens;
    fleet.config.cassandra.replicationFactor = replicationFactorOf(table);
    fleet.notes.push_back("nodetool status lists no tokens: RingLab chooses them (num_tokens " + std::to_string(numTokens) +
                          "); give nodetool ring too for the cluster's own");
    validateMembers(fleet.members);
    try {
        validatePlacement(fleet.config, fleet.members);
    } catch (const ValidationError&) {
        // Fewer racks than replicas: Cassandra's allocator refuses, so random tokens stand in.
        fleet.config.cassandra.tokenAllocation = CassandraTokenAllocation::Random;
        fleet.notes.push_back("fewer racks than replicas: the stand-in tokens are random");
    }
    return placeable(std::move(fleet));
}

Fleet readNodetoolRingAndStatus(std::string_view ring, std::string_view status)
{
    Fleet fleet = readNodetoolRing(ring);
    fleet.format = "nodetool";
    fleet.notes.clear();
    const StatusTable table = parseStatus(status);
    for (const StatusNode& node : table.nodes) {
        const auto member = std::find_if(fleet.members.begin(), fleet.members.end(),
                                         [&](const Member& m) { return m.id == node.address; });
        if (member == fleet.members.end())
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "nodetool status names %1, which nodetool ring does not"),
                                  {quotedValue(node.address)});
        const auto index = static_cast<std::size_t>(member - fleet.members.begin());
        const std::size_t tokens = fleet.config.cassandra.initialTokens[index].tokens.size();
        if (tokens != static_cast<std::size_t>(node.tokens))
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError", "node %1 has %2 tokens in nodetool ring but %3 in nodetool status"),
                {quotedValue(node.address), std::to_string(tokens), std::to_string(node.tokens)});
        fleet.config.cassandra.racks[index].rack = node.rack;
        if (node.code != "UN")
            fleet.notes.push_back(node.address + " is " + stateName(node.code));
    }
    if (table.nodes.size() != fleet.members.size()) {
        for (const Member& m : fleet.members)
            if (std::none_of(table.nodes.begin(), table.nodes.end(), [&](const StatusNode& n) { return n.address == m.id; }))
                throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "nodetool ring names %1, which nodetool status does not"),
                                      {quotedValue(m.id)});
    }
    fleet.config.cassandra.replicationFactor = replicationFactorOf(table);
    return placeable(std::move(fleet));
}

}  // namespace ringlab
