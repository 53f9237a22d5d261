// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/live/LoopbackEndpoint.h"
#include "model/live/MemcachedProtocol.h"

#include <chrono>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab::live {

// One TCP connection to a memcached server on loopback, blocking with a timeout. Requests can
// be written to several connections first and their replies read after (sendGet, then
// receiveGet), so one thread keeps every server busy at once. A connection is used by one
// thread at a time. Every failure (refused, reset, timed out, a reply that is not the
// protocol) throws LiveError and leaves the connection closed; connect() again to retry.
class MemcachedConnection {
public:
    explicit MemcachedConnection(Endpoint endpoint,
                                 std::chrono::milliseconds timeout = std::chrono::milliseconds(2000));
    MemcachedConnection(const MemcachedConnection&) = delete;
    MemcachedConnection& operator=(const MemcachedConnection&) = delete;
    ~MemcachedConnection();

    const Endpoint& endpoint() const noexcept { return endpoint_; }
    bool isOpen() const noexcept { return fd_ >= 0; }
    // Connects (a no-op when open). Throws LiveError (refused, timed out, not loopback).
    void connect();
    // Connects once and returns false instead of throwing.
    bool tryConnect() noexcept;
    void close() noexcept;

    // SETs every key to `value`, pipelined; returns when every STORED has arrived.
    void setMany(std::span<const std::string_view> keys, std::string_view value);
    // One multi-key get: sendGet writes it, receiveGet reads the reply and marks in `hit`
    // (same length as keys) which keys the server had.
    void sendGet(std::span<const std::string_view> keys);
    void receiveGet(std::span<const std::string_view> keys, std::vector<char>& hit);
    ServerStats stats();

private:
    void writeAll(std::string_view bytes);
    void readMore();  // appends what arrives to in_, waits up to the timeout
    template <class Parse>
    auto receive(Parse parse);

    Endpoint endpoint_;
    std::chrono::milliseconds timeout_;
    int fd_ = -1;
    std::string out_;
    std::string in_;
};

}  // namespace ringlab::live
