// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace ringlab::live {

// Where a memcached server listens. The live lab only ever talks to loopback addresses: a
// dotted IPv4 address in 127.0.0.0/8, or "localhost" (read as 127.0.0.1).
struct Endpoint {
    std::string host = "127.0.0.1";
    std::uint16_t port = 0;
    std::string text() const { return host + ":" + std::to_string(port); }
    friend bool operator==(const Endpoint&, const Endpoint&) = default;
};

// True for a dotted IPv4 address in 127.0.0.0/8 (four decimal parts 0 … 255) and "localhost".
bool isLoopbackHost(std::string_view host) noexcept;
// Throws ValidationError naming the host unless isLoopbackHost(host); returns the dotted
// address ("localhost" → "127.0.0.1").
std::string requireLoopbackHost(std::string_view host);
// "HOST:PORT" with a loopback HOST and a PORT of 1 … 65535; ValidationError names what is wrong.
Endpoint parseLoopbackEndpoint(std::string_view text);

// A TCP port on `host` nobody listens on right now, chosen by the kernel (bind to port 0).
// Throws LiveError when no socket can be bound.
std::uint16_t freeLoopbackPort(const std::string& host);
// True when something already listens on (or holds) host:port.
bool portInUse(const Endpoint& endpoint);

}  // namespace ringlab::live
