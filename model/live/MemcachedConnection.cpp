// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/live/MemcachedConnection.h"

#include "model/core/Translatable.h"
#include "model/live/LiveError.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace ringlab::live {

namespace {

constexpr std::size_t kSetsPerFlight = 256;

}  // namespace

MemcachedConnection::MemcachedConnection(Endpoint endpoint, std::chrono::milliseconds timeout)
    : endpoint_(std::move(endpoint)), timeout_(timeout)
{
    endpoint_.host = requireLoopbackHost(endpoint_.host);
}

MemcachedConnection::~MemcachedConnection() { close(); }

void MemcachedConnection::close() noexcept
{
    if (fd_ >= 0)
        ::close(fd_);
    fd_ = -1;
    in_.clear();
    out_.clear();
}

bool MemcachedConnection::tryConnect() noexcept
{
    try {
        connect();
        return true;
    } catch (const LiveError&) {
        return false;
    }
}

void MemcachedConnection::connect()
{
    if (fd_ >= 0)
        return;
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0)
        throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "cannot open a socket: %1"), {std::strerror(errno)});
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(endpoint_.port);
    ::inet_pton(AF_INET, endpoint_.host.c_str(), &address.sin_addr);
    int error = 0;
    if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
        error = errno;
        if (error == EINPROGRESS) {
            pollfd waiting{fd, POLLOUT, 0};
            error = ::poll(&waiting, 1, static_cast<int>(timeout_.count())) == 1 ? 0 : ETIMEDOUT;
            socklen_t length = sizeof error;
            if (error == 0)
                ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length);
        }
    }
    if (error != 0) {
        ::close(fd);
        throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "cannot connect to memcached at %1: %2"),
                        {endpoint_.text(), std::strerror(error)});
    }
    const int yes = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
    fd_ = fd;
}

void MemcachedConnection::writeAll(std::string_view bytes)
{
    connect();
    while (!bytes.empty()) {
        const ssize_t written = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
        if (written > 0) {
            bytes.remove_prefix(static_cast<std::size_t>(written));
            continue;
        }
        if (written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            pollfd waiting{fd_, POLLOUT, 0};
            if (::poll(&waiting, 1, static_cast<int>(timeout_.count())) == 1)
                continue;
            errno = ETIMEDOUT;
        }
        if (written < 0 && errno == EINTR)
            continue;
        const int error = errno;
        close();
        throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "lost the connection to memcached at %1: %2"),
                        {endpoint_.text(), std::strerror(error)});
    }
}

void MemcachedConnection::readMore()
{
    char chunk[65536];
    for (;;) {
        const ssize_t received = ::recv(fd_, chunk, sizeof chunk, 0);
        if (received > 0) {
            in_.append(chunk, static_cast<std::size_t>(received));
            return;
        }
        int error = received == 0 ? ECONNRESET : errno;
        if (error == EINTR)
            continue;
        if (error == EAGAIN || error == EWOULDBLOCK) {
            pollfd waiting{fd_, POLLIN, 0};
            if (::poll(&waiting, 1, static_cast<int>(timeout_.count())) == 1)
                continue;
            error = ETIMEDOUT;
        }
        close();
        throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "lost the connection to memcached at %1: %2"),
                        {endpoint_.text(), std::strerror(error)});
    }
}

// Reads until `parse` (which returns an engaged optional once the buffer holds its whole reply and
// sets how many bytes it took) succeeds; a reply that is not the protocol closes the connection.
template <class Parse>
auto MemcachedConnection::receive(Parse parse)
{
    for (;;) {
        std::size_t consumed = 0;
        try {
            if (auto reply = parse(std::string_view(in_), consumed)) {
                in_.erase(0, consumed);
                return *reply;
            }
        } catch (const ProtocolError& e) {
            close();
            throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "memcached at %1: %2"), {endpoint_.text(), e.what()});
        }
        readMore();
    }
}

void MemcachedConnection::setMany(std::span<const std::string_view> keys, std::string_view value)
{
    connect();
    for (std::size_t from = 0; from < keys.size(); from += kSetsPerFlight) {
        const std::size_t count = std::min(kSetsPerFlight, keys.size() - from);
        out_.clear();
        for (std::size_t i = from; i < from + count; ++i)
            appendSet(out_, keys[i], value);
        writeAll(out_);
        std::size_t stored = 0;
        while (stored < count) {
            std::size_t consumed = 0;
            try {
                stored += parseStoredReplies(in_, count - stored, consumed);
            } catch (const ProtocolError& e) {
                close();
                throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "memcached at %1: %2"), {endpoint_.text(), e.what()});
            }
            in_.erase(0, consumed);
            if (stored < count)
                readMore();
        }
    }
}

void MemcachedConnection::sendGet(std::span<const std::string_view> keys)
{
    out_.clear();
    appendGet(out_, keys);
    writeAll(out_);
}

void MemcachedConnection::receiveGet(std::span<const std::string_view> keys, std::vector<char>& hit)
{
    hit.assign(keys.size(), 0);
    receive([&](std::string_view buffer, std::size_t& consumed) {
        std::optional<GetReply> reply = parseGetReply(buffer);
        if (!reply)
            return std::optional<bool>();
        // memcached answers the hits in the order asked: walk both lists once (before the
        // buffer the keys point into is trimmed).
        std::size_t next = 0;
        for (const std::string_view key : reply->hitKeys) {
            while (next < keys.size() && keys[next] != key)
                ++next;
            if (next < keys.size())
                hit[next++] = 1;
        }
        consumed = reply->consumed;
        return std::optional<bool>(true);
    });
}

ServerStats MemcachedConnection::stats()
{
    out_.clear();
    appendStats(out_);
    writeAll(out_);
    return receive([](std::string_view buffer, std::size_t& consumed) { return parseStatsReply(buffer, consumed); });
}

}  // namespace ringlab::live
