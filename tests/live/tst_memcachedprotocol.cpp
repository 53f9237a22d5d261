// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The memcached text protocol as the live lab speaks it, on literal bytes: requests as written,
// replies parsed whole, cut anywhere (incomplete), and refused when they are not the protocol;
// the loopback rule for addresses.
#include "model/core/ValidationError.h"
#include "model/live/LoopbackEndpoint.h"
#include "model/live/MemcachedProtocol.h"

#include <QTest>

using namespace ringlab;
using namespace ringlab::live;

class MemcachedProtocolTest : public QObject {
    Q_OBJECT

private slots:
    void requests()
    {
        std::string out;
        const std::vector<std::string_view> keys{"user:1", "user:22"};
        appendGet(out, keys);
        QCOMPARE(out, std::string("get user:1 user:22\r\n"));
        out.clear();
        appendSet(out, "user:1", "abc");
        QCOMPARE(out, std::string("set user:1 0 0 3\r\nabc\r\n"));
        out.clear();
        appendStats(out);
        QCOMPARE(out, std::string("stats\r\n"));
    }

    void keys()
    {
        QVERIFY(keyProblem("session:user:42").empty());
        QVERIFY(!keyProblem("").empty());
        QVERIFY(!keyProblem("has space").empty());
        QVERIFY(!keyProblem("tab\there").empty());
        QVERIFY(!keyProblem(std::string(251, 'k')).empty());
        QVERIFY(keyProblem(std::string(250, 'k')).empty());
    }

    void getReply()
    {
        const std::string reply = "VALUE user:1 0 3\r\nabc\r\nVALUE user:3 5 2 77\r\n\r\n\r\nEND\r\nNEXT";
        const auto parsed = parseGetReply(reply);
        QVERIFY(parsed);
        QCOMPARE(parsed->hitKeys.size(), std::size_t(2));
        QCOMPARE(parsed->hitKeys[0], std::string_view("user:1"));
        QCOMPARE(parsed->hitKeys[1], std::string_view("user:3"));  // a value that is itself CRLF
        QCOMPARE(parsed->consumed, reply.size() - 4);
        // Every cut before END's CRLF is incomplete, never an error.
        for (std::size_t cut = 0; cut < reply.size() - 4; ++cut)
            QVERIFY2(!parseGetReply(std::string_view(reply).substr(0, cut)), std::to_string(cut).c_str());
        const auto empty = parseGetReply("END\r\n");
        QVERIFY(empty && empty->hitKeys.empty() && empty->consumed == 5);
    }

    void getReplyRefused()
    {
        for (const char* bad : {"SERVER_ERROR out of memory\r\n", "ERROR\r\n", "VALUE k x 3\r\nabc\r\nEND\r\n",
                                "VALUE k 0 3\r\nabcd\r\nEND\r\n", "VALUE k\r\n", "CLIENT_ERROR bad data chunk\r\n"})
            QVERIFY_THROWS_EXCEPTION(ProtocolError, parseGetReply(bad));
    }

    void storedReplies()
    {
        std::size_t consumed = 0;
        QCOMPARE(parseStoredReplies("STORED\r\nSTORED\r\nSTO", 5, consumed), std::size_t(2));
        QCOMPARE(consumed, std::size_t(16));
        QCOMPARE(parseStoredReplies("STORED\r\nSTORED\r\n", 1, consumed), std::size_t(1));
        QCOMPARE(consumed, std::size_t(8));
        QVERIFY_THROWS_EXCEPTION(ProtocolError, parseStoredReplies("STORED\r\nSERVER_ERROR out of memory storing object\r\n", 2, consumed));
    }

    void statsReply()
    {
        const std::string reply = "STAT pid 4242\r\nSTAT uptime 3\r\nSTAT version 1.6.18\r\nSTAT curr_items 25012\r\n"
                                  "STAT total_items 25100\r\nSTAT get_hits 90\r\nSTAT get_misses 10\r\nSTAT cmd_get 100\r\n"
                                  "STAT cmd_set 25100\r\nSTAT evictions 0\r\nSTAT bytes 2000000\r\n"
                                  "STAT limit_maxbytes 67108864\r\nSTAT curr_connections 2\r\nEND\r\n";
        std::size_t consumed = 0;
        const auto stats = parseStatsReply(reply, consumed);
        QVERIFY(stats);
        QCOMPARE(consumed, reply.size());
        QCOMPARE(stats->pid, std::uint64_t(4242));
        QCOMPARE(stats->currItems, std::uint64_t(25012));
        QCOMPARE(stats->totalItems, std::uint64_t(25100));
        QCOMPARE(stats->getHits, std::uint64_t(90));
        QCOMPARE(stats->getMisses, std::uint64_t(10));
        QCOMPARE(stats->cmdGet, std::uint64_t(100));
        QCOMPARE(stats->cmdSet, std::uint64_t(25100));
        QCOMPARE(stats->evictions, std::uint64_t(0));
        QCOMPARE(stats->bytes, std::uint64_t(2000000));
        QCOMPARE(stats->limitMaxBytes, std::uint64_t(67108864));
        QCOMPARE(stats->currConnections, std::uint64_t(2));
        QVERIFY(!parseStatsReply(std::string_view(reply).substr(0, reply.size() - 1), consumed));
        QVERIFY_THROWS_EXCEPTION(ProtocolError, parseStatsReply("STAT curr_items many\r\nEND\r\n", consumed));
        QVERIFY_THROWS_EXCEPTION(ProtocolError, parseStatsReply("ERROR\r\n", consumed));
    }

    void loopbackOnly()
    {
        for (const char* host : {"127.0.0.1", "127.0.0.2", "127.255.255.254", "localhost"})
            QVERIFY2(isLoopbackHost(host), host);
        for (const char* host : {"128.0.0.1", "10.0.0.5", "127.0.0.256", "127.1", "127.0.0.1.5", "", "example.org",
                                 "::1", "0127.0.0.1", "127.0.0.-1"})
            QVERIFY2(!isLoopbackHost(host), host);
        QCOMPARE(parseLoopbackEndpoint("127.0.0.3:11211"), (Endpoint{"127.0.0.3", 11211}));
        QCOMPARE(parseLoopbackEndpoint("localhost:80"), (Endpoint{"127.0.0.1", 80}));
        try {
            parseLoopbackEndpoint("192.168.1.10:11211");
            QFAIL("a LAN address was accepted");
        } catch (const ValidationError& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("the live lab only uses loopback addresses (127.0.0.0/8 or localhost), got \"192.168.1.10\""));
        }
        QVERIFY_THROWS_EXCEPTION(ValidationError, parseLoopbackEndpoint("127.0.0.1"));
        QVERIFY_THROWS_EXCEPTION(ValidationError, parseLoopbackEndpoint("127.0.0.1:0"));
        QVERIFY_THROWS_EXCEPTION(ValidationError, parseLoopbackEndpoint("127.0.0.1:65536"));
    }
};

QTEST_GUILESS_MAIN(MemcachedProtocolTest)
#include "tst_memcachedprotocol.moc"
