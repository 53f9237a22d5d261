// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/RedisClusterMap.h"

#include "model/core/MessageText.h"
#include "model/core/RedisClusterManager.h"
#include "model/core/ValidationError.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace ringlab {

namespace {

constexpr std::string_view kNodesName = "cluster nodes";
constexpr std::string_view kShardsName = "CLUSTER SHARDS";
constexpr std::string_view kSlotsName = "CLUSTER SLOTS";

[[noreturn]] void refuse(std::string_view format, std::size_t line, const std::string& what)
{
    throw ValidationError(std::string(format) + ", line " + std::to_string(line) + ": " + what);
}

std::vector<std::string_view> splitLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back(line);
        if (end == std::string_view::npos)
            break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

std::vector<std::string_view> splitFields(std::string_view line, char separator = ' ')
{
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    while (start <= line.size()) {
        const auto end = line.find(separator, start);
        const auto field = line.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
        if (!field.empty())
            fields.push_back(field);
        if (end == std::string_view::npos)
            break;
        start = end + 1;
    }
    return fields;
}

template <typename Number>
std::optional<Number> parseNumber(std::string_view text)
{
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return value;
}

bool isNodeId(std::string_view id)
{
    return id.size() == 40 && std::all_of(id.begin(), id.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

// The masters found so far, their slots, and the notes: what every reader builds.
class MapBuilder {
public:
    explicit MapBuilder(std::string_view format) : format_(format), owner_(kRedisSlotCount, kUnowned) {}

    std::size_t master(const std::string& address)
    {
        const auto [found, added] = index_.emplace(address, addresses_.size());
        if (added)
            addresses_.push_back(address);
        return found->second;
    }
    const std::string& address(std::size_t master) const { return addresses_[master]; }
    bool isMaster(const std::string& address) const { return index_.contains(address); }
    void moveToFront(std::size_t master)
    {
        const std::string address = addresses_[master];
        addresses_.erase(addresses_.begin() + static_cast<std::ptrdiff_t>(master));
        addresses_.insert(addresses_.begin(), address);
        for (std::size_t i = 0; i <= master; ++i)
            index_[addresses_[i]] = i;
        for (std::size_t& owner : owner_)
            if (owner != kUnowned)
                owner = owner == master ? 0 : (owner < master ? owner + 1 : owner);
    }
    void own(std::size_t master, std::uint32_t first, std::uint32_t last, std::size_t line, std::string_view field)
    {
        if (first > last || last >= kRedisSlotCount)
            refuse(format_, line, std::string(field) + " " + std::to_string(first) + "-" + std::to_string(last) +
                                      " is not a slot range within 0-" + std::to_string(kRedisSlotCount - 1));
        for (std::uint32_t s = first; s <= last; ++s) {
            if (owner_[s] != kUnowned && owner_[s] != master)
                refuse(format_, line, std::string(field) + ": slot " + std::to_string(s) + " is already owned by " +
                                          addresses_[owner_[s]]);
            owner_[s] = master;
        }
    }
    void note(std::string text) { notes_.push_back(std::move(text)); }

    Fleet fleet(std::string_view formatName)
    {
        if (addresses_.size() > kMaxMembers)
            throw ValidationError(std::string(format_) + ": more than " + std::to_string(kMaxMembers) + " masters");
        Fleet fleet;
        fleet.format = std::string(formatName);
        for (const std::string& address : addresses_)
            fleet.members.push_back({address, 1.0});
        fleet.config.algorithm = Algorithm::Directory;
        std::vector<MemberIndex> table(kRedisSlotCount, rediscli::kNoOwner);
        for (std::uint32_t s = 0; s < kRedisSlotCount; ++s)
            if (owner_[s] != kUnowned)
                table[s] = static_cast<MemberIndex>(owner_[s]);
        for (std::size_t m = 0; m < addresses_.size(); ++m)
            if (auto ranges = rediscli::slotRanges(table, static_cast<MemberIndex>(m)); !ranges.empty())
                fleet.config.redisSlots.push_back({addresses_[m], std::move(ranges)});
        for (const SlotRange& free : rediscli::slotRanges(table, rediscli::kNoOwner))
            notes_.push_back("slots " + std::to_string(free.first) + "-" + std::to_string(free.last) +
                             " have no master: the cluster is down for them");
        fleet.notes = std::move(notes_);
        if (fleet.members.empty())
            throw ValidationError(std::string(format_) + ": no master in it");
        // An empty table would stand for RingLab's own layout: a map that owns nothing is no map.
        if (fleet.config.redisSlots.empty())
            throw ValidationError(std::string(format_) +
                                  ": no master owns a slot (a cluster before --cluster create or ADDSLOTS), so "
                                  "there is no slot map to place keys by");
        try {
            validateMembers(fleet.members);  // an address RingLab cannot take as a node id
        } catch (const ValidationError& e) {
            throw ValidationError(std::string(format_) + ": " + e.what());
        }
        return fleet;
    }

private:
    static constexpr std::size_t kUnowned = static_cast<std::size_t>(-1);
    std::string_view format_;
    std::vector<std::string> addresses_;
    std::unordered_map<std::string, std::size_t> index_;
    std::vector<std::size_t> owner_;
    std::vector<std::string> notes_;
};

std::uint32_t slotNumber(std::string_view format, std::size_t line, std::string_view text, std::string_view field)
{
    const auto slot = parseNumber<std::uint32_t>(text);
    if (!slot || *slot >= kRedisSlotCount)
        refuse(format, line, std::string(field) + " " + quotedValue(std::string(text)) + " is not a slot 0-" +
                                 std::to_string(kRedisSlotCount - 1));
    return *slot;
}

// ---- CLUSTER NODES -------------------------------------------------------------------------

struct NodeLine {
    std::size_t line = 0;
    std::string id;
    std::string address;  // ip:port
    std::vector<std::string_view> flags;
    std::string masterId;  // "-" for a master
    std::vector<std::string_view> slots;
    bool has(std::string_view flag) const { return std::find(flags.begin(), flags.end(), flag) != flags.end(); }
};

NodeLine parseNodeLine(std::string_view text, std::size_t line)
{
    const auto fields = splitFields(text);
    if (fields.size() < 8)
        refuse(kNodesName, line, "a node line has 8 fields before its slots (id, address, flags, master, ping, pong, "
                                 "epoch, link state), got " + std::to_string(fields.size()));
    NodeLine node;
    node.line = line;
    node.id = std::string(fields[0]);
    if (!isNodeId(node.id))
        refuse(kNodesName, line, "the node id " + quotedValue(node.id) + " is not 40 hexadecimal digits");
    std::string_view address = fields[1];
    address = address.substr(0, address.find(','));  // ",hostname"
    address = address.substr(0, address.find('@'));  // "@cport"
    const auto colon = address.rfind(':');
    if (colon == std::string_view::npos || !parseNumber<std::uint16_t>(address.substr(colon + 1)))
        refuse(kNodesName, line, "the address " + quotedValue(std::string(fields[1])) + " is not ip:port@cport");
    node.address = std::string(address);
    node.flags = splitFields(fields[2], ',');
    node.masterId = std::string(fields[3]);
    if (node.masterId != "-" && !isNodeId(node.masterId))
        refuse(kNodesName, line, "the master field " + quotedValue(node.masterId) + " is neither - nor a node id");
    const bool master = node.has("master"), replica = node.has("slave");
    // A node still in handshake (being added) or without flags has no role yet.
    const bool unknownRole = !master && !replica && (node.has("handshake") || node.has("noflags"));
    if (master && replica)
        refuse(kNodesName, line, "the flags " + quotedValue(std::string(fields[2])) + " say both master and slave");
    if (!master && !replica && !unknownRole)
        refuse(kNodesName, line, "the flags " + quotedValue(std::string(fields[2])) + " say neither master nor slave");
    if (replica && node.masterId == "-")
        refuse(kNodesName, line, "a replica (slave) names no master");
    for (const char* number : {"ping", "pong", "epoch"}) {
        const std::size_t index = number == std::string_view("ping") ? 4 : number == std::string_view("pong") ? 5 : 6;
        if (!parseNumber<std::uint64_t>(fields[index]))
            refuse(kNodesName, line, std::string("the ") + number + " field " + quotedValue(std::string(fields[index])) +
                                         " is not a number");
    }
    if (fields[7] != "connected" && fields[7] != "disconnected")
        refuse(kNodesName, line, "the link state " + quotedValue(std::string(fields[7])) + " is neither connected nor disconnected");
    node.slots.assign(fields.begin() + 8, fields.end());
    if (replica && !node.slots.empty())
        refuse(kNodesName, line, "a replica (slave) lists slots");
    if (unknownRole && !node.slots.empty())
        refuse(kNodesName, line, "a node without a role (" + std::string(fields[2]) + ") lists slots");
    return node;
}

}  // namespace

bool looksLikeRedisClusterNodes(std::string_view text)
{
    for (const std::string_view line : splitLines(text)) {
        if (line.find_first_not_of(" \t") == std::string_view::npos)
            continue;
        const auto fields = splitFields(line);
        return fields.size() >= 8 && isNodeId(fields[0]) && fields[1].find(':') != std::string_view::npos &&
               fields[1].find('@') != std::string_view::npos;
    }
    return false;
}

Fleet readRedisClusterNodes(std::string_view text)
{
    std::vector<NodeLine> nodes;
    const auto lines = splitLines(text);
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].find_first_not_of(" \t") != std::string_view::npos)
            nodes.push_back(parseNodeLine(lines[i], i + 1));
    std::map<std::string, std::string> addressOfId;
    for (const NodeLine& node : nodes)
        if (!addressOfId.emplace(node.id, node.address).second)
            refuse(kNodesName, node.line, "the node id " + node.id + " appears twice");

    MapBuilder map(kNodesName);
    std::optional<std::size_t> myself;
    for (const NodeLine& node : nodes) {
        if (node.has("fail") || node.has("fail?"))
            map.note(node.address + " is marked " + (node.has("fail") ? "fail" : "fail? (possibly failing)"));
        if (!node.has("master") && !node.has("slave")) {
            map.note(node.address + " is not in the cluster yet (" +
                     (node.has("handshake") ? std::string("handshake") : std::string("no flags")) + ")");
            continue;
        }
        if (node.has("slave")) {
            const auto master = addressOfId.find(node.masterId);
            map.note(node.address + " is a replica of " +
                     (master != addressOfId.end() ? master->second : "node " + node.masterId));
            continue;
        }
        if (map.isMaster(node.address))
            refuse(kNodesName, node.line, "the address " + node.address + " appears twice");
        const std::size_t index = map.master(node.address);
        if (node.has("myself"))
            myself = index;
        for (const std::string_view slot : node.slots) {
            if (slot.front() == '[') {
                // [slot->-id] migrating to id, [slot-<-id] importing from id
                const auto migrating = slot.find("->-"), importing = slot.find("-<-");
                const auto arrow = migrating != std::string_view::npos ? migrating : importing;
                if (slot.back() != ']' || arrow == std::string_view::npos)
                    refuse(kNodesName, node.line, "the slot field " + quotedValue(std::string(slot)) +
                                                      " is neither [slot->-id] nor [slot-<-id]");
                const std::uint32_t number = slotNumber(kNodesName, node.line, slot.substr(1, arrow - 1), "the slot field");
                const std::string other(slot.substr(arrow + 3, slot.size() - arrow - 4));
                const auto otherAddress = addressOfId.find(other);
                const std::string peer = otherAddress != addressOfId.end() ? otherAddress->second : "node " + other;
                map.note("slot " + std::to_string(number) +
                         (migrating != std::string_view::npos ? " is migrating from " + node.address + " to " + peer
                                                             : " is being imported into " + node.address + " from " + peer));
                continue;
            }
            const auto dash = slot.find('-');
            const std::uint32_t first = slotNumber(kNodesName, node.line, slot.substr(0, dash), "the slot field");
            const std::uint32_t last = dash == std::string_view::npos
                                           ? first
                                           : slotNumber(kNodesName, node.line, slot.substr(dash + 1), "the slot field");
            map.own(index, first, last, node.line, "the slot field");
        }
    }
    if (myself && *myself != 0)
        map.moveToFront(*myself);
    return map.fleet("redis-cluster-nodes");
}

namespace {

// ---- redis-cli's formatted replies -----------------------------------------------------------

struct Reply {
    enum class Kind { Array, Integer, String, Nil } kind = Kind::Array;
    std::size_t line = 0;
    long long integer = 0;
    std::string text;
    std::vector<Reply> elements;
};

std::string unquote(std::string_view format, std::size_t line, std::string_view quoted)
{
    std::string out;
    for (std::size_t i = 1; i + 1 < quoted.size(); ++i) {
        char c = quoted[i];
        if (c == '\\' && i + 2 < quoted.size()) {
            const char e = quoted[++i];
            switch (e) {
            case 'n': c = '\n'; break;
            case 'r': c = '\r'; break;
            case 't': c = '\t'; break;
            case 'a': c = '\a'; break;
            case 'b': c = '\b'; break;
            case 'x': {
                const auto hex = quoted.substr(i + 1, std::min<std::size_t>(2, quoted.size() - i - 2));
                unsigned byte = 0;
                if (hex.size() != 2 || std::from_chars(hex.data(), hex.data() + 2, byte, 16).ptr != hex.data() + 2)
                    refuse(format, line, "the escape \\x" + std::string(hex) + " is not two hexadecimal digits");
                c = static_cast<char>(byte);
                i += 2;
                break;
            }
            default: c = e; break;
            }
        }
        out.push_back(c);
    }
    return out;
}

// redis-cli's reply as a terminal shows it: "N) " before every array element, right-aligned
// so that the ')' of one array's elements share a column; a nested array's first element on
// its parent's line.
Reply parseFormattedReply(std::string_view format, std::string_view text)
{
    Reply root;
    struct Level {
        std::size_t parenColumn;
        Reply* array;
    };
    std::vector<Level> stack;
    const auto lines = splitLines(text);
    for (std::size_t l = 0; l < lines.size(); ++l) {
        const std::string_view line = lines[l];
        const std::size_t lineNumber = l + 1;
        std::size_t pos = line.find_first_not_of(' ');
        if (pos == std::string_view::npos)
            continue;
        bool first = true;
        Reply* element = nullptr;
        while (pos < line.size() && line[pos] >= '0' && line[pos] <= '9') {
            const std::size_t paren = line.find_first_not_of("0123456789", pos);
            if (paren == std::string_view::npos || line[paren] != ')' ||
                (paren + 1 < line.size() && line[paren + 1] != ' '))
                break;
            const auto number = parseNumber<std::size_t>(line.substr(pos, paren - pos));
            if (first) {
                while (!stack.empty() && stack.back().parenColumn > paren)
                    stack.pop_back();
                if (root.line == 0) {
                    root.line = lineNumber;
                    stack.push_back({paren, &root});
                }
                if (stack.empty() || stack.back().parenColumn != paren)
                    refuse(format, lineNumber, "the element " + std::string(line.substr(pos, paren - pos + 1)) +
                                                   " lines up with no array above it");
            } else {
                element->kind = Reply::Kind::Array;
                stack.push_back({paren, element});
            }
            Reply* array = stack.back().array;
            if (!number || *number != array->elements.size() + 1)
                refuse(format, lineNumber, "the element " + std::string(line.substr(pos, paren - pos + 1)) + " should be " +
                                               std::to_string(array->elements.size() + 1) + ")");
            array->elements.push_back({});
            element = &array->elements.back();
            element->line = lineNumber;
            first = false;
            pos = line.find_first_not_of(' ', paren + 1);
            if (pos == std::string_view::npos)
                refuse(format, lineNumber, "the element has no value");
        }
        if (first)
            refuse(format, lineNumber, quotedValue(std::string(line)) + " is not an element \"N) value\" of a reply");
        const std::string_view value = line.substr(pos);
        if (value.starts_with("(integer) ")) {
            const auto integer = parseNumber<long long>(value.substr(10));
            if (!integer)
                refuse(format, lineNumber, "the integer " + quotedValue(std::string(value.substr(10))) + " is not a number");
            element->kind = Reply::Kind::Integer;
            element->integer = *integer;
        } else if (value.size() >= 2 && value.front() == '"' && value.back() == '"') {
            element->kind = Reply::Kind::String;
            element->text = unquote(format, lineNumber, value);
        } else if (value == "(empty array)" || value == "(empty list or set)") {
            element->kind = Reply::Kind::Array;
        } else if (value == "(nil)") {
            element->kind = Reply::Kind::Nil;
        } else {
            refuse(format, lineNumber, "the value " + quotedValue(std::string(value)) + " is not an integer, a string or an array");
        }
    }
    if (root.line == 0)
        throw ValidationError(std::string(format) + ": no reply in it");
    return root;
}

// ---- redis-cli's raw replies (its output into a pipe or a file) ------------------------------
//
// Without a terminal redis-cli prints a reply raw: every value on a line of its own, arrays
// flattened, an empty array as an empty line between its neighbours' delimiters. The nesting
// is gone, so each reader rebuilds its reply's shape from what it knows of it.

struct RawLines {
    std::string_view format;
    std::vector<std::string_view> lines;
    std::size_t at = 0;

    RawLines(std::string_view name, std::string_view text) : format(name), lines(splitLines(text))
    {
        while (!lines.empty() && lines.back().empty())
            lines.pop_back();  // the newline redis-cli ends its output with
    }
    bool done() const { return at >= lines.size(); }
    std::string_view peek() const { return done() ? std::string_view() : lines[at]; }
    Reply string(std::string_view field)
    {
        if (done())
            refuse(format, lines.size(), std::string(field) + " is missing (the reply ends)");
        Reply value;
        value.kind = Reply::Kind::String;
        value.line = at + 1;
        value.text = std::string(lines[at]);
        ++at;
        return value;
    }
    Reply integer(std::string_view field)
    {
        const std::size_t line = at + 1;
        const Reply text = string(field);
        const auto number = parseNumber<long long>(text.text);
        if (!number)
            refuse(format, line, std::string(field) + " " + quotedValue(text.text) + " is not a number");
        Reply value;
        value.kind = Reply::Kind::Integer;
        value.line = line;
        value.integer = *number;
        return value;
    }
    bool nextIsNumber() const { return !done() && parseNumber<long long>(peek()).has_value(); }
};

bool isRawNumber(std::string_view line)
{
    return parseNumber<long long>(line).has_value();
}

// The first lines that are not empty (at most `count`).
std::vector<std::string_view> firstRawLines(std::string_view text, std::size_t count)
{
    std::vector<std::string_view> first;
    for (const std::string_view line : splitLines(text)) {
        if (first.size() == count)
            break;
        if (!line.empty())
            first.push_back(line);
    }
    return first;
}

// CLUSTER SLOTS: per range its start, its end, then each node's ip, port and id, and in Redis 7
// the node's metadata (an empty line, or "hostname"/"ip" and a value), master first.
Reply parseRawSlots(std::string_view text)
{
    RawLines raw(kSlotsName, text);
    Reply root;
    while (!raw.done()) {
        Reply range;
        range.line = raw.at + 1;
        range.elements.push_back(raw.integer("the range's start slot"));
        range.elements.push_back(raw.integer("the range's end slot"));
        do {
            Reply node;
            node.line = raw.at + 1;
            node.elements.push_back(raw.string("the node's ip"));
            node.elements.push_back(raw.integer("the node's port"));
            node.elements.push_back(raw.string("the node's id"));
            if (raw.peek().empty() && !raw.done())
                ++raw.at;  // Redis 7's metadata, empty
            while (raw.peek() == "hostname" || raw.peek() == "ip") {
                raw.string("a metadata name");
                raw.string("a metadata value");
            }
            range.elements.push_back(std::move(node));
        } while (!raw.done() && !raw.nextIsNumber());
        root.elements.push_back(std::move(range));
    }
    if (root.elements.empty())
        throw ValidationError(std::string(kSlotsName) + ": no reply in it");
    return root;
}

// CLUSTER SHARDS: per shard "slots", its start and end slots, "nodes", then each node's names
// and values from "id" on; a shard without slots has an empty line for them.
Reply parseRawShards(std::string_view text)
{
    RawLines raw(kShardsName, text);
    Reply root;
    const auto expectName = [&](std::string_view name) {
        const std::size_t line = raw.at + 1;
        const Reply got = raw.string("\"" + std::string(name) + "\"");
        if (got.text != name)
            refuse(kShardsName, line, "expected \"" + std::string(name) + "\", got " + quotedValue(got.text));
        return got;
    };
    while (!raw.done()) {
        Reply shard;
        shard.line = raw.at + 1;
        shard.elements.push_back(expectName("slots"));
        Reply slots;
        slots.line = raw.at + 1;
        if (raw.peek().empty() && !raw.done())
            ++raw.at;
        while (raw.nextIsNumber())
            slots.elements.push_back(raw.integer("a slot"));
        shard.elements.push_back(std::move(slots));
        shard.elements.push_back(expectName("nodes"));
        Reply nodes;
        nodes.line = raw.at + 1;
        while (raw.peek() == "id") {
            Reply node;
            node.line = raw.at + 1;
            do {
                const Reply name = raw.string("a node's field name");
                const bool number = name.text == "port" || name.text == "tls-port" || name.text == "replication-offset";
                node.elements.push_back(name);
                node.elements.push_back(number ? raw.integer("the node's \"" + name.text + "\"")
                                               : raw.string("the node's \"" + name.text + "\""));
            } while (!raw.done() && raw.peek() != "id" && raw.peek() != "slots");
            nodes.elements.push_back(std::move(node));
        }
        if (nodes.elements.empty() && !raw.done())
            refuse(kShardsName, raw.at + 1, "expected a node's \"id\", got " + quotedValue(std::string(raw.peek())));
        shard.elements.push_back(std::move(nodes));
        root.elements.push_back(std::move(shard));
    }
    if (root.elements.empty())
        throw ValidationError(std::string(kShardsName) + ": no reply in it");
    return root;
}

bool looksLikeRawSlots(std::string_view text)
{
    const auto first = firstRawLines(text, 5);
    return first.size() == 5 && isRawNumber(first[0]) && isRawNumber(first[1]) && !isRawNumber(first[2]) &&
           isRawNumber(first[3]) && isNodeId(first[4]);
}

bool looksLikeRawShards(std::string_view text)
{
    const auto first = firstRawLines(text, 1);
    return !first.empty() && first[0] == "slots";
}

const Reply& expect(std::string_view format, const Reply& parent, std::size_t index, Reply::Kind kind, std::string_view field)
{
    static const char* const kindNames[] = {"an array", "an integer", "a string", "nil"};
    if (index >= parent.elements.size())
        refuse(format, parent.line, std::string(field) + " is missing");
    const Reply& element = parent.elements[index];
    if (element.kind != kind)
        refuse(format, element.line, std::string(field) + " should be " + kindNames[static_cast<int>(kind)]);
    return element;
}

std::uint32_t slotOf(std::string_view format, const Reply& parent, std::size_t index, std::string_view field)
{
    const Reply& slot = expect(format, parent, index, Reply::Kind::Integer, field);
    if (slot.integer < 0 || slot.integer >= static_cast<long long>(kRedisSlotCount))
        refuse(format, slot.line, std::string(field) + " " + std::to_string(slot.integer) + " is not a slot 0-" +
                                      std::to_string(kRedisSlotCount - 1));
    return static_cast<std::uint32_t>(slot.integer);
}

std::string addressOf(std::string_view ip, long long port, std::string_view format, std::size_t line)
{
    if (port < 0 || port > 65535)
        refuse(format, line, "the port " + std::to_string(port) + " is not 0-65535");
    return std::string(ip) + ":" + std::to_string(port);
}

bool looksLikeFormattedSlots(std::string_view text)
{
    const auto start = text.find_first_not_of(" \r\n");
    return start != std::string_view::npos && text.substr(start).starts_with("1) 1) (integer) ");
}

}  // namespace

bool looksLikeRedisClusterSlots(std::string_view text)
{
    return looksLikeFormattedSlots(text) || looksLikeRawSlots(text);
}

Fleet readRedisClusterSlots(std::string_view text)
{
    const Reply root = looksLikeRawSlots(text) ? parseRawSlots(text) : parseFormattedReply(kSlotsName, text);
    MapBuilder map(kSlotsName);
    for (const Reply& range : root.elements) {
        if (range.kind != Reply::Kind::Array)
            refuse(kSlotsName, range.line, "a slot range should be an array (start, end, master, replicas…)");
        const std::uint32_t first = slotOf(kSlotsName, range, 0, "the range's start slot");
        const std::uint32_t last = slotOf(kSlotsName, range, 1, "the range's end slot");
        std::string masterAddress;
        for (std::size_t n = 2; n < range.elements.size() || n == 2; ++n) {
            const Reply& node = expect(kSlotsName, range, n, Reply::Kind::Array, n == 2 ? "the range's master" : "a replica");
            const Reply& ip = expect(kSlotsName, node, 0, Reply::Kind::String, "the node's ip");
            const Reply& port = expect(kSlotsName, node, 1, Reply::Kind::Integer, "the node's port");
            const Reply& id = expect(kSlotsName, node, 2, Reply::Kind::String, "the node's id");
            if (!isNodeId(id.text))
                refuse(kSlotsName, id.line, "the node id " + quotedValue(id.text) + " is not 40 hexadecimal digits");
            const std::string address = addressOf(ip.text, port.integer, kSlotsName, port.line);
            if (n == 2) {
                masterAddress = address;
                map.own(map.master(address), first, last, range.line, "the range");
            } else {
                const std::string note = address + " is a replica of " + masterAddress;
                map.note(note);
            }
        }
    }
    Fleet fleet = map.fleet("redis-cluster-slots");
    // A replica is listed once per range of its master: once in the notes.
    std::vector<std::string> notes;
    std::unordered_set<std::string> seen;
    for (std::string& note : fleet.notes)
        if (seen.insert(note).second)
            notes.push_back(std::move(note));
    fleet.notes = std::move(notes);
    return fleet;
}

bool looksLikeRedisClusterShards(std::string_view text)
{
    const auto start = text.find_first_not_of(" \r\n");
    return (start != std::string_view::npos && text.substr(start).starts_with("1) 1) \"slots\"")) ||
           looksLikeRawShards(text);
}

Fleet readRedisClusterShards(std::string_view text)
{
    const Reply root = looksLikeRawShards(text) ? parseRawShards(text) : parseFormattedReply(kShardsName, text);
    MapBuilder map(kShardsName);
    for (const Reply& shard : root.elements) {
        if (shard.kind != Reply::Kind::Array || shard.elements.size() % 2 != 0)
            refuse(kShardsName, shard.line, "a shard should be an array of names and values (slots, nodes)");
        const Reply* slots = nullptr;
        const Reply* nodes = nullptr;
        for (std::size_t k = 0; k < shard.elements.size(); k += 2) {
            const Reply& key = expect(kShardsName, shard, k, Reply::Kind::String, "a shard's field name");
            if (key.text == "slots")
                slots = &expect(kShardsName, shard, k + 1, Reply::Kind::Array, "the shard's slots");
            else if (key.text == "nodes")
                nodes = &expect(kShardsName, shard, k + 1, Reply::Kind::Array, "the shard's nodes");
        }
        if (!slots || !nodes)
            refuse(kShardsName, shard.line, std::string("the shard has no \"") + (slots ? "nodes" : "slots") + "\" field");
        if (slots->elements.size() % 2 != 0)
            refuse(kShardsName, slots->line, "the shard's slots should be pairs of start and end slots");
        std::optional<std::size_t> master;
        std::vector<std::string> replicas;
        for (const Reply& node : nodes->elements) {
            if (node.kind != Reply::Kind::Array || node.elements.size() % 2 != 0)
                refuse(kShardsName, node.line, "a node should be an array of names and values (id, port, ip, role…)");
            std::map<std::string, const Reply*> fields;
            for (std::size_t k = 0; k < node.elements.size(); k += 2)
                fields[expect(kShardsName, node, k, Reply::Kind::String, "a node's field name").text] = &node.elements[k + 1];
            const auto field = [&](const char* name, Reply::Kind kind) -> const Reply& {
                const auto found = fields.find(name);
                if (found == fields.end())
                    refuse(kShardsName, node.line, std::string("the node has no \"") + name + "\" field");
                if (found->second->kind != kind)
                    refuse(kShardsName, found->second->line, std::string("the node's \"") + name + "\" should be " +
                                                                 (kind == Reply::Kind::Integer ? "an integer" : "a string"));
                return *found->second;
            };
            const Reply& ip = field("ip", Reply::Kind::String);
            const Reply& port = fields.contains("port") ? field("port", Reply::Kind::Integer) : field("tls-port", Reply::Kind::Integer);
            const std::string address = addressOf(ip.text, port.integer, kShardsName, port.line);
            const Reply& role = field("role", Reply::Kind::String);
            if (fields.contains("health") && field("health", Reply::Kind::String).text != "online")
                map.note(address + " is " + fields["health"]->text);
            if (role.text == "master") {
                if (master)
                    refuse(kShardsName, role.line, "a second master in one shard");
                if (map.isMaster(address))
                    refuse(kShardsName, role.line, "the master " + address + " appears in two shards");
                master = map.master(address);
            } else if (role.text == "replica") {
                replicas.push_back(address);
            } else {
                refuse(kShardsName, role.line, "the role " + quotedValue(role.text) + " is neither master nor replica");
            }
        }
        if (!master)
            refuse(kShardsName, nodes->line, "the shard has no master");
        for (const std::string& replica : replicas)
            map.note(replica + " is a replica of " + map.address(*master));
        for (std::size_t k = 0; k < slots->elements.size(); k += 2)
            map.own(*master, slotOf(kShardsName, *slots, k, "the shard's start slot"),
                    slotOf(kShardsName, *slots, k + 1, "the shard's end slot"), slots->elements[k].line, "the shard's slots");
    }
    return map.fleet("redis-cluster-shards");
}

}  // namespace ringlab
