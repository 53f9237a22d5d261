// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The readers of a real Redis Cluster's slot map (model/core/RedisClusterMap.h) on the samples
// in resources/samples (captured from redis-cli 7.0 against a cluster of three masters with a
// replica each and slot 5460 migrating from 127.0.0.1:7000 to 127.0.0.1:7001), and refusing
// malformed input with the line and the field.
#include "model/core/DirectoryPlacement.h"
#include "model/core/RedisClusterMap.h"
#include "tests/common/TestPaths.h"

#include <QFile>
#include <QTest>

using namespace ringlab;

namespace {

std::string sample(const char* name)
{
    QFile file(tests::sourcePath(QStringLiteral("resources/samples/") + QString::fromUtf8(name)));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the sample %s", name);
    return file.readAll().toStdString();
}

const std::vector<MemberSlots> kSampleTable{{"127.0.0.1:7000", {{0, 5460}}},
                                            {"127.0.0.1:7001", {{5461, 10922}}},
                                            {"127.0.0.1:7002", {{10923, 16383}}}};

const std::vector<MemberSlots> kRawSampleTable{{"127.0.0.1:7100", {{0, 5460}}},
                                               {"127.0.0.1:7101", {{5461, 10922}}},
                                               {"127.0.0.1:7102", {{10923, 16383}}}};

bool hasNote(const Fleet& fleet, const std::string& note)
{
    return std::find(fleet.notes.begin(), fleet.notes.end(), note) != fleet.notes.end();
}

QString refusal(Fleet (*reader)(std::string_view), const std::string& text)
{
    try {
        reader(text);
    } catch (const ValidationError& e) {
        return QString::fromStdString(e.what());
    }
    return QStringLiteral("(accepted)");
}

}  // namespace

class RedisClusterMapTest : public QObject {
    Q_OBJECT

private slots:
    void clusterNodes()
    {
        const std::string text = sample("redis-cluster-nodes.txt");
        QVERIFY(looksLikeRedisClusterNodes(text));
        QVERIFY(!looksLikeRedisClusterSlots(text));
        QVERIFY(!looksLikeRedisClusterShards(text));
        const Fleet fleet = readRedisClusterNodes(text);
        QCOMPARE(fleet.format, std::string("redis-cluster-nodes"));
        // myself (7000) first, then the other masters as listed: 7002, 7001.
        QCOMPARE(fleet.members, (std::vector<Member>{{"127.0.0.1:7000", 1}, {"127.0.0.1:7002", 1}, {"127.0.0.1:7001", 1}}));
        QCOMPARE(fleet.config.algorithm, Algorithm::Directory);
        QCOMPARE(fleet.config.redisSlots, (std::vector<MemberSlots>{kSampleTable[0], kSampleTable[2], kSampleTable[1]}));
        QVERIFY(hasNote(fleet, "127.0.0.1:7003 is a replica of 127.0.0.1:7000"));
        QVERIFY(hasNote(fleet, "127.0.0.1:7005 is a replica of 127.0.0.1:7002"));
        QVERIFY(hasNote(fleet, "127.0.0.1:7004 is a replica of 127.0.0.1:7001"));
        QVERIFY(hasNote(fleet, "slot 5460 is migrating from 127.0.0.1:7000 to 127.0.0.1:7001"));
        QCOMPARE(fleet.notes.size(), std::size_t{4});
        // The directory places keys with that table.
        const auto placement = makePlacement(fleet.config, fleet.members);
        QCOMPARE(placement->ownerOf("somekey"), std::string("127.0.0.1:7002"));  // slot 11058
        QCOMPARE(dynamic_cast<const DirectoryPlacement&>(*placement).lastMovedSlots(), std::size_t{0});
    }

    void clusterNodesImportingAndEmptyMaster()
    {
        const std::string text =
            "1db5a31c28a5ab7a7a109b1ef1ce36b6ea814b0d 10.0.0.2:6379@16379,cache-b myself,master - 0 1796307893000 2 connected 5461-16383 [5460-<-e2fd5849348e03f1d647deb00933b5355efbdf73]\n"
            "e2fd5849348e03f1d647deb00933b5355efbdf73 10.0.0.1:6379@16379,cache-a master - 0 1796307891000 1 connected 0-5459 5460\n"
            "b7beb05928a85cbd35b21df48dd46f8767de543f 10.0.0.3:6379@16379 master,fail - 1796307891000 1796307890000 3 disconnected\n"
            // A node being added (seen live during `redis-cli --cluster add-node`).
            "8a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d 10.0.0.4:6379@16379 handshake - 1796307891000 0 0 disconnected\n";
        const Fleet fleet = readRedisClusterNodes(text);
        QCOMPARE(fleet.members.size(), std::size_t{3});
        QCOMPARE(fleet.members[2].id, std::string("10.0.0.3:6379"));
        QCOMPARE(fleet.config.redisSlots, (std::vector<MemberSlots>{{"10.0.0.2:6379", {{5461, 16383}}},
                                                                    {"10.0.0.1:6379", {{0, 5460}}}}));
        QVERIFY(hasNote(fleet, "slot 5460 is being imported into 10.0.0.2:6379 from 10.0.0.1:6379"));
        QVERIFY(hasNote(fleet, "10.0.0.3:6379 is marked fail"));
        QVERIFY(hasNote(fleet, "10.0.0.4:6379 is not in the cluster yet (handshake)"));
    }

    void clusterShards()
    {
        const std::string text = sample("redis-cluster-shards.txt");
        QVERIFY(looksLikeRedisClusterShards(text));
        QVERIFY(!looksLikeRedisClusterSlots(text));
        QVERIFY(!looksLikeRedisClusterNodes(text));
        const Fleet fleet = readRedisClusterShards(text);
        QCOMPARE(fleet.format, std::string("redis-cluster-shards"));
        // The shards in reply order: 7000, 7002, 7001.
        QCOMPARE(fleet.members, (std::vector<Member>{{"127.0.0.1:7000", 1}, {"127.0.0.1:7002", 1}, {"127.0.0.1:7001", 1}}));
        QCOMPARE(fleet.config.redisSlots, (std::vector<MemberSlots>{kSampleTable[0], kSampleTable[2], kSampleTable[1]}));
        QVERIFY(hasNote(fleet, "127.0.0.1:7003 is a replica of 127.0.0.1:7000"));
        QVERIFY(hasNote(fleet, "127.0.0.1:7004 is a replica of 127.0.0.1:7001"));
        QVERIFY(hasNote(fleet, "127.0.0.1:7005 is a replica of 127.0.0.1:7002"));
    }

    void clusterSlots()
    {
        const std::string text = sample("redis-cluster-slots.txt");
        QVERIFY(looksLikeRedisClusterSlots(text));
        QVERIFY(!looksLikeRedisClusterShards(text));
        QVERIFY(!looksLikeRedisClusterNodes(text));
        const Fleet fleet = readRedisClusterSlots(text);
        QCOMPARE(fleet.format, std::string("redis-cluster-slots"));
        QCOMPARE(fleet.members, (std::vector<Member>{{"127.0.0.1:7000", 1}, {"127.0.0.1:7001", 1}, {"127.0.0.1:7002", 1}}));
        QCOMPARE(fleet.config.redisSlots, kSampleTable);
        QVERIFY(hasNote(fleet, "127.0.0.1:7004 is a replica of 127.0.0.1:7001"));
    }

    // redis-cli into a file or a pipe prints replies raw: one value a line, the nesting gone.
    // The raw samples were captured from redis-cli 7.0 against a real cluster of three masters
    // 127.0.0.1:7100-7102, a replica each, 7101 announcing the hostname cache-b (metadata
    // after its id where the others have an empty line).
    void rawClusterSlots()
    {
        const std::string text = sample("redis-cluster-slots-raw.txt");
        QVERIFY(looksLikeRedisClusterSlots(text));
        QVERIFY(!looksLikeRedisClusterShards(text));
        QVERIFY(!looksLikeRedisClusterNodes(text));
        const Fleet fleet = readRedisClusterSlots(text);
        QCOMPARE(fleet.members, (std::vector<Member>{{"127.0.0.1:7100", 1}, {"127.0.0.1:7101", 1}, {"127.0.0.1:7102", 1}}));
        QCOMPARE(fleet.config.redisSlots, kRawSampleTable);
        QCOMPARE(fleet.notes, (std::vector<std::string>{"127.0.0.1:7105 is a replica of 127.0.0.1:7100",
                                                        "127.0.0.1:7103 is a replica of 127.0.0.1:7101",
                                                        "127.0.0.1:7104 is a replica of 127.0.0.1:7102"}));
    }

    void rawClusterShards()
    {
        const std::string text = sample("redis-cluster-shards-raw.txt");
        QVERIFY(looksLikeRedisClusterShards(text));
        QVERIFY(!looksLikeRedisClusterSlots(text));
        QVERIFY(!looksLikeRedisClusterNodes(text));
        const Fleet fleet = readRedisClusterShards(text);
        // The shards in reply order: 7102, 7101, 7100.
        QCOMPARE(fleet.members, (std::vector<Member>{{"127.0.0.1:7102", 1}, {"127.0.0.1:7101", 1}, {"127.0.0.1:7100", 1}}));
        QCOMPARE(fleet.config.redisSlots,
                 (std::vector<MemberSlots>{kRawSampleTable[2], kRawSampleTable[1], kRawSampleTable[0]}));
        QVERIFY(hasNote(fleet, "127.0.0.1:7104 is a replica of 127.0.0.1:7102"));
        QVERIFY(hasNote(fleet, "127.0.0.1:7103 is a replica of 127.0.0.1:7101"));
        QVERIFY(hasNote(fleet, "127.0.0.1:7105 is a replica of 127.0.0.1:7100"));
    }

    void malformedInputIsRefusedNamingTheLineAndField_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const QString id = QStringLiteral("e2fd5849348e03f1d647deb00933b5355efbdf73");
        const QString good = id + QStringLiteral(" 127.0.0.1:7000@17000 myself,master - 0 0 1 connected 0-16383\n");
        QTest::newRow("short id") << 0 << QStringLiteral("e2fd 127.0.0.1:7000@17000 master - 0 0 1 connected 0-16383")
                                  << "cluster nodes, line 1: the node id \"e2fd\" is not 40 hexadecimal digits";
        QTest::newRow("slot out of range") << 0 << good + id.left(39) + QStringLiteral("1 127.0.0.1:7001@17001 master - 0 0 2 connected 16384")
                                           << "cluster nodes, line 2: the slot field \"16384\" is not a slot 0-16383";
        QTest::newRow("two owners") << 0 << good + id.left(39) + QStringLiteral("1 127.0.0.1:7001@17001 master - 0 0 2 connected 5")
                                    << "cluster nodes, line 2: the slot field: slot 5 is already owned by 127.0.0.1:7000";
        QTest::newRow("no port") << 0 << id + QStringLiteral(" 127.0.0.1@17000 master - 0 0 1 connected 0-16383")
                                 << "cluster nodes, line 1: the address \"127.0.0.1@17000\" is not ip:port@cport";
        QTest::newRow("few fields") << 0 << id + QStringLiteral(" 127.0.0.1:7000@17000 master - 0 0 1")
                                    << "cluster nodes, line 1: a node line has 8 fields before its slots (id, address, flags, "
                                       "master, ping, pong, epoch, link state), got 7";
        QTest::newRow("no role") << 0 << id + QStringLiteral(" 127.0.0.1:7000@17000 myself - 0 0 1 connected 0-16383")
                                 << "cluster nodes, line 1: the flags \"myself\" say neither master nor slave";
        QTest::newRow("handshake with slots") << 0 << id + QStringLiteral(" 127.0.0.1:7000@17000 handshake - 0 0 1 connected 0-16383")
                                              << "cluster nodes, line 1: a node without a role (handshake) lists slots";
        QTest::newRow("bad marker") << 0 << id + QStringLiteral(" 127.0.0.1:7000@17000 master - 0 0 1 connected [5-x]")
                                    << "cluster nodes, line 1: the slot field \"[5-x]\" is neither [slot->-id] nor [slot-<-id]";
        QTest::newRow("slots not integer") << 1 << QStringLiteral("1) 1) (integer) 0\n   2) \"5460\"\n   3) 1) \"127.0.0.1\"\n      2) (integer) 7000\n      3) \"%1\"\n").arg(id)
                                           << "CLUSTER SLOTS, line 2: the range's end slot should be an integer";
        QTest::newRow("slots numbering") << 1 << QStringLiteral("1) 1) (integer) 0\n   3) (integer) 5460\n")
                                         << "CLUSTER SLOTS, line 2: the element 3) should be 2)";
        QTest::newRow("slots misaligned") << 1 << QStringLiteral("1) 1) (integer) 0\n    2) (integer) 5460\n")
                                          << "CLUSTER SLOTS, line 2: the element 2) lines up with no array above it";
        QTest::newRow("slots no master") << 1 << QStringLiteral("1) 1) (integer) 0\n   2) (integer) 5460\n")
                                         << "CLUSTER SLOTS, line 1: the range's master is missing";
        QTest::newRow("shards role") << 2 << QStringLiteral("1) 1) \"slots\"\n   2) 1) (integer) 0\n      2) (integer) 16383\n   3) \"nodes\"\n"
                                                            "   4) 1) 1) \"id\"\n         2) \"%1\"\n         3) \"port\"\n         4) (integer) 7000\n"
                                                            "         5) \"ip\"\n         6) \"127.0.0.1\"\n         7) \"role\"\n         8) \"boss\"\n").arg(id)
                                     << "CLUSTER SHARDS, line 12: the role \"boss\" is neither master nor replica";
        // Found by the redis_cluster_map fuzz target: an empty table stood for RingLab's own layout.
        QTest::newRow("no slots at all") << 0 << id + QStringLiteral(" 127.0.0.1:7000@17000 myself,master - 0 0 1 connected\n")
                                         << "cluster nodes: no master owns a slot (a cluster before --cluster create or ADDSLOTS), so "
                                            "there is no slot map to place keys by";
        QTest::newRow("raw shards cut short") << 2 << QStringLiteral("slots\n0\n16383\n")
                                              << "CLUSTER SHARDS, line 3: \"nodes\" is missing (the reply ends)";
        QTest::newRow("raw shards without a node") << 2 << QStringLiteral("slots\n0\n16383\nnodes\nport\n7000\n")
                                                   << "CLUSTER SHARDS, line 5: expected a node's \"id\", got \"port\"";
        QTest::newRow("raw shards port") << 2 << QStringLiteral("slots\n0\n16383\nnodes\nid\n%1\nport\nseven\n").arg(id)
                                         << "CLUSTER SHARDS, line 8: the node's \"port\" \"seven\" is not a number";
        QTest::newRow("raw slots port") << 1 << QStringLiteral("0\n16383\n127.0.0.1\n7000\n%1\n\n127.0.0.1\nseven\n%1\n").arg(id)
                                        << "CLUSTER SLOTS, line 8: the node's port \"seven\" is not a number";
        QTest::newRow("raw slots cut short") << 1 << QStringLiteral("0\n16383\n127.0.0.1\n7000\n%1\n\n127.0.0.1\n").arg(id)
                                             << "CLUSTER SLOTS, line 7: the node's port is missing (the reply ends)";
    }

    void malformedInputIsRefusedNamingTheLineAndField()
    {
        QFETCH(int, format);
        QFETCH(QString, text);
        QFETCH(QString, message);
        Fleet (*const readers[])(std::string_view) = {readRedisClusterNodes, readRedisClusterSlots, readRedisClusterShards};
        QCOMPARE(refusal(readers[format], text.toStdString()), message);
    }
};

QTEST_APPLESS_MAIN(RedisClusterMapTest)
#include "tst_redisclustermap.moc"
