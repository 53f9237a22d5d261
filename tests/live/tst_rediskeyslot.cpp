// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Redis Cluster's own CLUSTER KEYSLOT, asked of a real redis-server in cluster mode on loopback
// (Debian's redis-server), equals RingLab's redisKeySlot (the directory placement's slot) for
// generated keys and every {hash tag} rule. The few lines of RESP here are the test's own.
#include "model/core/HashFunctions.h"
#include "model/core/KeySet.h"
#include "model/live/LoopbackEndpoint.h"
#include "model/live/MemcachedConnection.h"

#include <QTemporaryDir>
#include <QTest>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ringlab;

class RedisKeySlotTest : public QObject {
    Q_OBJECT

    QTemporaryDir directory_;
    pid_t server_ = 0;
    int socket_ = -1;

    // One RESP request, CLUSTER KEYSLOT key, and its integer reply.
    long keySlot(const std::string& key)
    {
        const std::string request = "*3\r\n$7\r\nCLUSTER\r\n$7\r\nKEYSLOT\r\n$" + std::to_string(key.size()) + "\r\n" + key + "\r\n";
        if (::send(socket_, request.data(), request.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(request.size()))
            return -1;
        std::string reply;
        char c = 0;
        while (!reply.ends_with("\r\n") && ::recv(socket_, &c, 1, 0) == 1)
            reply += c;
        if (!reply.starts_with(":"))
            qFatal("redis replied %s", reply.c_str());
        return std::stol(reply.substr(1));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(directory_.isValid());
        // Cluster mode listens on the port + 10,000 too, so the port must be 55,535 or less and
        // the bus port free as well.
        const auto busPortTaken = [](std::uint16_t p) {
            return p > 55535 || live::portInUse({"127.0.0.1", static_cast<std::uint16_t>(p + 10000)});
        };
        std::uint16_t port = live::freeLoopbackPort("127.0.0.1");
        for (int tries = 0; tries < 200 && busPortTaken(port); ++tries)
            port = live::freeLoopbackPort("127.0.0.1");
        QVERIFY2(!busPortTaken(port), "no free port at or below 55535 with a free cluster bus port");
        const std::string portText = std::to_string(port);
        const std::string dir = directory_.path().toStdString();
        const pid_t parent = ::getpid();
        server_ = ::fork();
        if (server_ == 0) {
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);
            if (::getppid() != parent)
                ::_exit(127);
            ::execlp("redis-server", "redis-server", "--bind", "127.0.0.1", "--port", portText.c_str(),
                     "--cluster-enabled", "yes", "--dir", dir.c_str(), "--save", "", "--appendonly", "no",
                     "--daemonize", "no", "--loglevel", "warning", static_cast<char*>(nullptr));
            ::_exit(127);
        }
        QVERIFY(server_ > 0);
        live::MemcachedConnection probe({"127.0.0.1", port}, std::chrono::milliseconds(200));
        QTRY_VERIFY_WITH_TIMEOUT(probe.tryConnect(), 10000);
        socket_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(port);
        ::inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
        QCOMPARE(::connect(socket_, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
    }

    void cleanupTestCase()
    {
        if (socket_ >= 0)
            ::close(socket_);
        if (server_ > 0) {
            ::kill(server_, SIGKILL);
            ::waitpid(server_, nullptr, 0);
            QVERIFY(!QFileInfo::exists(QStringLiteral("/proc/%1").arg(server_)));
        }
    }

    void generatedKeys()
    {
        const KeySet keys = KeySet::fromPattern("session:user:{i}", 20'000);
        for (std::size_t i = 0; i < keys.size(); ++i) {
            const std::string key = keys.key(i);
            QCOMPARE(keySlot(key), long(redisKeySlot(key)));
        }
    }

    // Redis's hashing rule: the first {…} with something in it, else the whole key.
    void hashTags()
    {
        for (const char* key : {"{user1000}.following", "{user1000}.followers", "foo{}{bar}", "foo{{bar}}zap",
                                "foo{bar}{zap}", "{}", "{", "}", "a{b", "a}b{c}", "{}{x}", "123456789", "x{y}z{y}"})
            QVERIFY2(keySlot(key) == long(redisKeySlot(key)), key);
        QCOMPARE(keySlot("{user1000}.following"), keySlot("{user1000}.followers"));
    }
};

QTEST_GUILESS_MAIN(RedisKeySlotTest)
#include "tst_rediskeyslot.moc"
