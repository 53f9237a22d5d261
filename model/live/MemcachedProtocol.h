// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

// The few pieces of memcached's text protocol (protocol.txt of memcached 1.6) the live lab
// speaks, as pure functions over bytes: requests appended to a buffer, replies parsed from
// the front of a buffer. No I/O here (MemcachedConnection does it), so every branch is tested
// on literal bytes (tests/live/tst_memcachedprotocol).
namespace ringlab::live {

// A reply the client cannot read: ERROR, CLIENT_ERROR …, SERVER_ERROR …, or bytes that are not
// the protocol. The message quotes the offending line.
class ProtocolError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

inline constexpr std::size_t kMaxMemcachedKeyLength = 250;

// Empty when `key` is a valid text-protocol key (1 … 250 bytes, no space or control
// character); otherwise why not (English).
std::string keyProblem(std::string_view key);

// "get k1 k2 …\r\n": one request for many keys (the server answers the hits, then END).
void appendGet(std::string& out, std::span<const std::string_view> keys);
// "set KEY 0 0 BYTES\r\nVALUE\r\n" (no noreply: every set is answered STORED, so a failure is
// seen).
void appendSet(std::string& out, std::string_view key, std::string_view value);
// "stats\r\n".
void appendStats(std::string& out);

// The reply to one multi-key get: the keys that hit, in the order the server sent them (the
// order asked, memcached keeps it). `consumed` is the bytes of the buffer it took.
struct GetReply {
    std::vector<std::string_view> hitKeys;  // views into the parsed buffer
    std::size_t consumed = 0;
};
// nullopt while `buffer` does not yet hold the whole reply (up to END\r\n); throws
// ProtocolError for anything else.
std::optional<GetReply> parseGetReply(std::string_view buffer);

// Counts complete STORED lines at the front of `buffer`, at most `expected`; sets `consumed`.
// Throws ProtocolError on a line that is not STORED (NOT_STORED, SERVER_ERROR out of memory …).
std::size_t parseStoredReplies(std::string_view buffer, std::size_t expected, std::size_t& consumed);

// A server's own figures (STAT lines of `stats`).
struct ServerStats {
    std::uint64_t pid = 0;
    std::uint64_t currItems = 0;
    std::uint64_t totalItems = 0;
    std::uint64_t getHits = 0;
    std::uint64_t getMisses = 0;
    std::uint64_t cmdGet = 0;
    std::uint64_t cmdSet = 0;
    std::uint64_t evictions = 0;
    std::uint64_t bytes = 0;
    std::uint64_t limitMaxBytes = 0;
    std::uint64_t currConnections = 0;
    friend bool operator==(const ServerStats&, const ServerStats&) = default;
};
// nullopt while the reply is incomplete (up to END\r\n); unknown STAT names are skipped.
std::optional<ServerStats> parseStatsReply(std::string_view buffer, std::size_t& consumed);

}  // namespace ringlab::live
