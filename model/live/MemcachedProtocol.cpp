// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/live/MemcachedProtocol.h"

#include "model/core/MessageText.h"

#include <charconv>

namespace ringlab::live {

namespace {

constexpr std::string_view kEnd = "END\r\n";

// The first line of `buffer` without its CRLF; nullopt when no CRLF has arrived yet.
std::optional<std::string_view> firstLine(std::string_view buffer)
{
    const std::size_t end = buffer.find("\r\n");
    if (end == std::string_view::npos)
        return std::nullopt;
    return buffer.substr(0, end);
}

[[noreturn]] void unexpected(std::string_view line, std::string_view wanted)
{
    throw ProtocolError("memcached replied " + quotedValue(line) + " where " + std::string(wanted) +
                        " was expected");
}

std::uint64_t parseNumber(std::string_view text, std::string_view line)
{
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        unexpected(line, "a number");
    return value;
}

}  // namespace

std::string keyProblem(std::string_view key)
{
    if (key.empty())
        return "an empty key";
    if (key.size() > kMaxMemcachedKeyLength)
        return "a key of " + std::to_string(key.size()) + " bytes (memcached takes at most 250)";
    for (const char c : key) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte <= 32 || byte == 127)
            return "the key " + quotedValue(key) + " holds a space or a control character";
    }
    return {};
}

void appendGet(std::string& out, std::span<const std::string_view> keys)
{
    out += "get";
    for (const std::string_view key : keys) {
        out += ' ';
        out += key;
    }
    out += "\r\n";
}

void appendSet(std::string& out, std::string_view key, std::string_view value)
{
    out += "set ";
    out += key;
    out += " 0 0 ";
    out += std::to_string(value.size());
    out += "\r\n";
    out += value;
    out += "\r\n";
}

void appendStats(std::string& out) { out += "stats\r\n"; }

std::optional<GetReply> parseGetReply(std::string_view buffer)
{
    GetReply reply;
    std::size_t at = 0;
    for (;;) {
        const auto line = firstLine(buffer.substr(at));
        if (!line)
            return std::nullopt;
        if (*line == "END") {
            reply.consumed = at + kEnd.size();
            return reply;
        }
        // VALUE <key> <flags> <bytes> [<cas unique>]
        if (!line->starts_with("VALUE "))
            unexpected(*line, "VALUE or END");
        const std::string_view rest = line->substr(6);
        const std::size_t keyEnd = rest.find(' ');
        if (keyEnd == std::string_view::npos || keyEnd == 0)
            unexpected(*line, "VALUE <key> <flags> <bytes>");
        const std::string_view key = rest.substr(0, keyEnd);
        const std::string_view numbers = rest.substr(keyEnd + 1);
        const std::size_t flagsEnd = numbers.find(' ');
        if (flagsEnd == std::string_view::npos)
            unexpected(*line, "VALUE <key> <flags> <bytes>");
        parseNumber(numbers.substr(0, flagsEnd), *line);
        std::string_view bytesText = numbers.substr(flagsEnd + 1);
        if (const std::size_t casAt = bytesText.find(' '); casAt != std::string_view::npos)
            bytesText = bytesText.substr(0, casAt);
        const std::uint64_t bytes = parseNumber(bytesText, *line);
        const std::size_t dataAt = at + line->size() + 2;
        if (buffer.size() - dataAt < bytes + 2)
            return std::nullopt;
        if (buffer.substr(dataAt + bytes, 2) != "\r\n")
            unexpected(buffer.substr(dataAt + bytes, 2), "CRLF after the value");
        reply.hitKeys.push_back(buffer.substr(at + 6, key.size()));
        at = dataAt + bytes + 2;
    }
}

std::size_t parseStoredReplies(std::string_view buffer, std::size_t expected, std::size_t& consumed)
{
    std::size_t count = 0;
    consumed = 0;
    while (count < expected) {
        const auto line = firstLine(buffer.substr(consumed));
        if (!line)
            break;
        if (*line != "STORED")
            unexpected(*line, "STORED");
        consumed += line->size() + 2;
        ++count;
    }
    return count;
}

std::optional<ServerStats> parseStatsReply(std::string_view buffer, std::size_t& consumed)
{
    ServerStats stats;
    std::size_t at = 0;
    for (;;) {
        const auto line = firstLine(buffer.substr(at));
        if (!line)
            return std::nullopt;
        at += line->size() + 2;
        if (*line == "END")
            break;
        if (!line->starts_with("STAT "))
            unexpected(*line, "STAT or END");
        const std::string_view rest = line->substr(5);
        const std::size_t nameEnd = rest.find(' ');
        if (nameEnd == std::string_view::npos)
            unexpected(*line, "STAT <name> <value>");
        const std::string_view name = rest.substr(0, nameEnd);
        const std::string_view value = rest.substr(nameEnd + 1);
        const std::pair<std::string_view, std::uint64_t*> fields[] = {
            {"pid", &stats.pid},
            {"curr_items", &stats.currItems},
            {"total_items", &stats.totalItems},
            {"get_hits", &stats.getHits},
            {"get_misses", &stats.getMisses},
            {"cmd_get", &stats.cmdGet},
            {"cmd_set", &stats.cmdSet},
            {"evictions", &stats.evictions},
            {"bytes", &stats.bytes},
            {"limit_maxbytes", &stats.limitMaxBytes},
            {"curr_connections", &stats.currConnections},
        };
        for (const auto& [field, target] : fields)
            if (name == field)
                *target = parseNumber(value, *line);
    }
    consumed = at;
    return stats;
}

}  // namespace ringlab::live
