// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/live/LoopbackEndpoint.h"

#include "model/core/MessageText.h"
#include "model/core/Translatable.h"
#include "model/core/ValidationError.h"
#include "model/live/LiveError.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <optional>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace ringlab::live {

namespace {

std::optional<int> decimalPart(std::string_view text)
{
    if (text.empty() || text.size() > 3 || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value > 255)
        return std::nullopt;
    return value;
}

sockaddr_in socketAddress(const Endpoint& endpoint)
{
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(endpoint.port);
    ::inet_pton(AF_INET, endpoint.host.c_str(), &address.sin_addr);
    return address;
}

}  // namespace

bool isLoopbackHost(std::string_view host) noexcept
{
    if (host == "localhost")
        return true;
    int parts = 0;
    std::size_t at = 0;
    while (at <= host.size()) {
        const std::size_t dot = host.find('.', at);
        const std::string_view part = host.substr(at, dot == std::string_view::npos ? std::string_view::npos : dot - at);
        const auto value = decimalPart(part);
        if (!value || (parts == 0 && *value != 127))
            return false;
        ++parts;
        if (dot == std::string_view::npos)
            break;
        at = dot + 1;
    }
    return parts == 4;
}

std::string requireLoopbackHost(std::string_view host)
{
    if (!isLoopbackHost(host))
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError",
                                                     "the live lab only uses loopback addresses (127.0.0.0/8 or "
                                                     "localhost), got %1"),
                              {quotedValue(host)});
    return host == "localhost" ? std::string("127.0.0.1") : std::string(host);
}

Endpoint parseLoopbackEndpoint(std::string_view text)
{
    const std::size_t colon = text.rfind(':');
    if (colon == std::string_view::npos)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "a server must be HOST:PORT, got %1"),
                              {quotedValue(text)});
    Endpoint endpoint;
    endpoint.host = requireLoopbackHost(text.substr(0, colon));
    const std::string_view portText = text.substr(colon + 1);
    unsigned port = 0;
    const auto [end, error] = std::from_chars(portText.data(), portText.data() + portText.size(), port);
    if (error != std::errc() || end != portText.data() + portText.size() || port == 0 || port > 65535)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "a port must be 1 to 65535, got %1"),
                              {quotedValue(portText)});
    endpoint.port = static_cast<std::uint16_t>(port);
    return endpoint;
}

std::uint16_t freeLoopbackPort(const std::string& host)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "cannot open a socket: %1"), {std::strerror(errno)});
    sockaddr_in address = socketAddress({host, 0});
    socklen_t length = sizeof address;
    const bool bound = ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
                       ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0;
    const int bindError = errno;
    ::close(fd);
    if (!bound)
        throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "no free port on %1: %2"), {host, std::strerror(bindError)});
    return ntohs(address.sin_port);
}

bool portInUse(const Endpoint& endpoint)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    // Without SO_REUSEADDR (memcached sets it), so a port in TIME_WAIT counts as free, as for memcached.
    const int yes = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    const sockaddr_in address = socketAddress(endpoint);
    const bool inUse = ::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0;
    ::close(fd);
    return inUse;
}

}  // namespace ringlab::live
