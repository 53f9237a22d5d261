// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ringlab-cli as a user runs it: what each command prints agrees with the engine.
// (tst_clicontract holds what every command promises: refusals, help, full disks, pipes.)
#include "model/core/AssignmentDiff.h"
#include "model/core/AvalancheAnalysis.h"
#include "model/core/DirectoryPlacement.h"
#include "model/core/Experiments.h"
#include "model/core/LoadHistogram.h"
#include "model/core/LoadStatistics.h"
#include "model/core/MembershipChange.h"
#include "model/core/ReplicaLoad.h"
#include "model/core/CassandraPlacement.h"
#include "model/core/RingPlacement.h"
#include "model/core/Placement.h"
#include "model/core/ReplicaStreaming.h"
#include "model/core/VersionSkew.h"
#include "tests/common/CliRunner.h"
#include "tests/common/TestFiles.h"
#include "tests/common/TestPaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>



using namespace ringlab;
using namespace ringlab::tests;

class CliTest : public QObject {
    Q_OBJECT

private slots:
    void lookupPrintsEachOwner_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("hash");
        QTest::addColumn<QString>("nodes");
        QTest::addColumn<int>("count");
        // Jump and modulo take no weights; the directory hashes keys its own way (one hash).
        for (const char* algorithm : {"ring", "modulo", "directory", "rendezvous", "jump"}) {
            const Algorithm a = *findAlgorithm(algorithm);
            const char* nodes = a == Algorithm::Jump || a == Algorithm::Modulo
                                    ? "10.0.0.1:6379,10.0.0.2:6379,cache-c,cache-d"
                                    : "10.0.0.1:6379=2,10.0.0.2:6379,cache-c=0.5,cache-d";
            for (const auto& h : selectableHashes()) {
                if (!usesSelectedHash(a) && &h != &selectableHashes().front())
                    continue;
                for (int count : {0, 1, 3})
                    QTest::addRow("%s %s count %d", algorithm, h.name.data(), count)
                        << algorithm << QString::fromLatin1(h.name.data(), qsizetype(h.name.size())) << nodes << count;
            }
        }
    }

    void lookupPrintsEachOwner()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, hash);
        QFETCH(QString, nodes);
        QFETCH(int, count);
        const Algorithm chosen = *findAlgorithm(algorithm.toStdString());
        QStringList args{"lookup", "--algorithm", algorithm, "--nodes", nodes};
        if (usesSelectedHash(chosen))
            args << "--hash" << hash;
        if (chosen == Algorithm::Ring)
            args << "--replicas" << "40";
        if (count > 0)
            args << "--count" << QString::number(count);
        QByteArray input;
        std::vector<std::string> keys;
        for (int i = 0; i < 500; ++i) {
            keys.push_back("user:" + std::to_string(i));
            input += QByteArray::fromStdString(keys.back()) + (i % 2 ? "\r\n" : "\n");
        }
        const CliRun run = runCli(args, input);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const auto lines = run.out.split('\n');
        QCOMPARE(lines.size(), 501);  // a final newline
        const auto placement = makePlacement({*findAlgorithm(algorithm.toStdString()),
                                              findHash(hash.toStdString())->id, 40},
                                             parseMemberList(nodes.toStdString()));
        std::vector<MemberIndex> owners;
        for (std::size_t i = 0; i < keys.size(); ++i) {
            std::string expected;
            if (count == 0) {
                expected = placement->ownerOf(keys[i]);
            } else {
                placement->ownersOfHash(placement->keyHash().hash(keys[i]), std::size_t(count), owners);
                for (const MemberIndex o : owners)
                    expected += (expected.empty() ? "" : ",") + placement->members()[o].id;
            }
            QCOMPARE(lines[int(i)].toStdString(), expected);
        }
    }

    void lookupReadsANodesFile()
    {
        QTemporaryDir dir;
        const QString nodes = dir.filePath("nodes.tsv");
        QVERIFY(writeFile(nodes, "# our fleet\ncache-01\t4\ncache-02\t4\r\ncache-03\t1\ncache-04\t1\n"));
        const CliRun run = runCli({"lookup", "--nodes-file", nodes}, "session:user:1\nsession:user:2\n");
        QCOMPARE(run.exitCode, 0);
        const auto ring = makePlacement({}, {{"cache-01", 4}, {"cache-02", 4}, {"cache-03", 1}, {"cache-04", 1}});
        QCOMPARE(run.out, QByteArray::fromStdString(ring->ownerOf("session:user:1") + "\n" +
                                                    ring->ownerOf("session:user:2") + "\n"));
    }

    void distributionAsJson()
    {
        const CliRun run = runCli({"distribution", "--nodes", "cache-01,cache-02,cache-03,cache-04", "--replicas",
                                "1", "--keys", "100000", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json["key_count"].toInt(), 100000);
        const auto p = makePlacement({Algorithm::Ring, HashId::Fnv1aFmix32, 1}, numberedMembers("cache-", 4));
        const auto stats = computeLoadStatistics(assignKeys(*p, KeySet::fromPattern("session:user:{i}", 100000)),
                                                 p->keySpaceShares());
        QCOMPARE(json["relative_stddev_percent"].toDouble(), std::round(stats.relativeStdDev * 1e12) / 1e10);
        const QJsonArray members = json["members"].toArray();
        QCOMPARE(members.size(), 4);
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(members[i].toObject()["node"].toString().toStdString(), stats.members[std::size_t(i)].id);
            QCOMPARE(members[i].toObject()["keys"].toInt(), int(stats.members[std::size_t(i)].keys));
            QVERIFY(std::abs(members[i].toObject()["keyspace_percent"].toDouble() -
                             *stats.members[std::size_t(i)].keySpaceShare * 100) < 1e-9);
        }
    }

    // The load chart's figures besides the header: the most and least loaded node, the nodes over
    // the limit, the histogram of % of fair share and each node's ring points, all the core's.
    void distributionPrintsTheLoadChartsFigures()
    {
        const std::vector<Member> fleet{{"a", 1.0}, {"b", 2.0}, {"c", 1.0}, {"d", 1.0}};
        const CliRun run = runCli({"distribution", "--nodes", "a,b=2,c,d", "--replicas", "3", "--keys", "20000",
                                   "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        const auto placement = makePlacement({Algorithm::Ring, HashId::Fnv1aFmix32, 3}, fleet);
        const LoadStatistics stats = computeLoadStatistics(
            assignKeys(*placement, KeySet::fromPattern("session:user:{i}", 20000)), placement->keySpaceShares());
        QCOMPARE(json["most_loaded"].toString().toStdString(), mostLoadedMember(stats)->id);
        QCOMPARE(json["least_loaded"].toString().toStdString(), leastLoadedMember(stats)->id);
        QVERIFY(std::abs(json["most_loaded_of_fair_percent"].toDouble() - mostLoadedMember(stats)->ofFair * 100.0) < 0.051);
        QCOMPARE(json["over_limit_nodes"].toInt(), static_cast<int>(membersOverLimit(stats).size()));
        QVERIFY(json["over_limit_nodes"].toInt() > 0);  // three points a node: far from even
        const LoadHistogram histogram = loadHistogram(stats);
        const QJsonArray bins = json["load_histogram"].toArray();
        QCOMPARE(bins.size(), static_cast<qsizetype>(histogram.counts.size()));
        for (qsizetype i = 0; i < bins.size(); ++i) {
            const QJsonObject bin = bins[i].toObject();
            const auto index = static_cast<std::size_t>(i);
            QCOMPARE(bin["nodes"].toInt(), static_cast<int>(histogram.counts[index]));
            QVERIFY(std::abs(bin["from_of_fair_percent"].toDouble() - histogram.edge(index)) < 0.051);
            QCOMPARE(bin["over_limit"].toString(), QString(histogram.overLimit(index) ? "yes" : "no"));
        }
        const auto& ring = dynamic_cast<const RingPlacement&>(*placement);
        const QJsonArray members = json["members"].toArray();
        for (qsizetype i = 0; i < members.size(); ++i)
            QCOMPARE(members[i].toObject()["ring_points"].toInt(),
                     static_cast<int>(ring.pointCountOf(static_cast<MemberIndex>(i))));
        QCOMPARE(members[1].toObject()["ring_points"].toInt(), 6);  // weight 2
        // Not a ring: no points to print.
        const CliRun jump = runCli({"distribution", "--nodes", "a,b", "--algorithm", "jump", "--keys", "1000", "--format", "json"});
        QVERIFY(!QJsonDocument::fromJson(jump.out).object()["members"].toArray()[0].toObject().contains("ring_points"));
    }

    // Cassandra at RF 3: the primary owners' figures and every replica's load (the window's load
    // chart), each the core's and under a name of its own.
    void distributionPrintsCassandrasReplicaLoadBesideThePrimaryOwners()
    {
        const CliRun run = runCli({"distribution", "--algorithm", "cassandra", "--token-allocation", "random",
                                   "--nodes", "n1,n2,n3,n4,n5,n6", "--keys", "20000", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        PlacementConfig config{.algorithm = Algorithm::Cassandra};
        config.cassandra.tokenAllocation = CassandraTokenAllocation::Random;
        const std::vector<Member> six = numberedMembers("n", 6, 1);
        const auto placement = makePlacement(config, six);
        const auto& ring = dynamic_cast<const CassandraPlacement&>(*placement);
        const KeySet keys = KeySet::fromPattern("session:user:{i}", 20000);
        const LoadStatistics primary = computeLoadStatistics(assignKeys(*placement, keys), placement->keySpaceShares());
        const LoadStatistics replicas =
            replicaLoadStatistics(ring, *keys.hashes(ring.keyHash()), 3, ring.effectiveOwnership(3));
        QVERIFY(std::abs(json["relative_stddev_percent"].toDouble() - primary.relativeStdDev * 100.0) < 1e-6);
        QVERIFY(std::abs(json["replica_load_relative_stddev_percent"].toDouble() - replicas.relativeStdDev * 100.0) < 1e-6);
        QVERIFY(std::abs(json["replica_load_peak_of_fair"].toDouble() - replicas.peakOfFair) < 0.0006);
        QCOMPARE(json["replica_load_most_loaded"].toString().toStdString(), mostLoadedMember(replicas)->id);
        // Two quantities, never the same one shown twice.
        QVERIFY(std::abs(primary.relativeStdDev - replicas.relativeStdDev) > 0.001);
        const QJsonArray replicaMembers = json["replica_load_members"].toArray();
        QCOMPARE(replicaMembers.size(), 6);
        for (qsizetype i = 0; i < 6; ++i)
            QCOMPARE(replicaMembers[i].toObject()["keys"].toInt(),
                     static_cast<int>(replicas.members[static_cast<std::size_t>(i)].keys));
        QCOMPARE(json["replica_load_histogram"].toArray().size(),
                 static_cast<qsizetype>(loadHistogram(replicas).counts.size()));
        // At RF 1 there is one load only.
        const CliRun single = runCli({"distribution", "--algorithm", "cassandra", "--rf", "1", "--nodes", "n1,n2,n3",
                                      "--keys", "1000", "--format", "json"});
        QCOMPARE(single.exitCode, 0);
        QVERIFY(!QJsonDocument::fromJson(single.out).object().contains("replica_load_relative_stddev_percent"));
    }

    // Maglev after a change of hosts: the ring's share for the same change and Maglev's over it,
    // the window's counter, from the core.
    void moveSetsMaglevAgainstTheRing()
    {
        const CliRun run = runCli({"move", "--algorithm", "maglev", "--nodes", "h1,h2,h3,h4,h5", "--remove", "h3",
                                   "--keys", "20000", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        const KeySet keys = KeySet::fromPattern("session:user:{i}", 20000);
        const std::vector<Member> five = numberedMembers("h", 5, 1);
        std::vector<Member> four = five;
        four.erase(four.begin() + 2);
        const PlacementConfig maglev{.algorithm = Algorithm::Maglev};
        const double maglevMoved = diffMembershipChange(maglev, five, four, keys).movedFraction();
        const double ringMoved =
            diffMembershipChange({Algorithm::Ring, maglev.hash, maglev.replicas}, five, four, keys).movedFraction();
        QVERIFY(std::abs(json["ring_moved_percent"].toDouble() - ringMoved * 100.0) < 1e-6);
        QVERIFY(std::abs(json["moved_over_ring_moved"].toDouble() - maglevMoved / ringMoved) < 0.0051);
        QVERIFY(json["moved_over_ring_moved"].toDouble() > 1.0);
        // Another algorithm: nothing set against the ring.
        const CliRun ring = runCli({"move", "--nodes", "h1,h2,h3", "--remove", "h3", "--keys", "1000", "--format", "json"});
        QVERIFY(!QJsonDocument::fromJson(ring.out).object().contains("ring_moved_percent"));
    }

    void distributionAsCsvAndTable()
    {
        const CliRun csv = runCli({"distribution", "--nodes", "a,b", "--keys", "1000", "--format", "csv"});
        QCOMPARE(csv.exitCode, 0);
        QVERIFY(csv.out.startsWith("metric,value\n"));
        QVERIFY(csv.out.contains("\nnode,weight,keys,share_percent,fair_percent,of_fair_percent,keyspace_percent,ring_points\n"));
        const CliRun table = runCli({"distribution", "--nodes", "a,b", "--keys", "1000"});
        QVERIFY(table.out.contains("relative_stddev_percent:"));
    }

    void moveReportsTheArticlesFigure()
    {
        const CliRun run = runCli({"move", "--nodes", "cache-01,cache-02,cache-03,cache-04,cache-05,cache-06,cache-07,cache-08",
                                "--add", "cache-09", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json["moved_keys"].toInt(), 110624);
        QCOMPARE(json["moved_percent"].toDouble(), 11.0624);
        QVERIFY(std::abs(json["ideal_percent"].toDouble() - 100.0 / 9) < 1e-9);
        // The ring moves only what cache-09 gains: exactly the least that reaches these loads.
        QCOMPARE(json["least_keys"].toInt(), 110624);
        QCOMPARE(json["least_percent"].toDouble(), 11.0624);
        QVERIFY(!json.contains("minimum_percent"));
        for (const auto flow : json["flows"].toArray())
            QCOMPARE(flow.toObject()["to"].toString(), QString("cache-09"));
    }

    // The directory's slot moves: reshard, one slot, rebalance, on a given slot table; the figures
    // from the engine (tests/core/tst_directory checks the engine, tests/live against redis-cli).
    void moveReshardsTheDirectory()
    {
        const KeySet keys = KeySet::fromPattern("session:user:{i}", 20000);
        const auto keysInSlots = [&](std::uint32_t first, std::uint32_t last) {
            int count = 0;
            for (std::size_t i = 0; i < keys.size(); ++i)
                count += redisKeySlot(keys.key(i)) >= first && redisKeySlot(keys.key(i)) <= last;
            return count;
        };
        const CliRun reshard = runCli({"move", "--algorithm", "redis-cluster", "--nodes", "a,b,c,d", "--reshard", "200",
                                       "--reshard-from", "a", "--reshard-to", "d", "--keys", "20000", "--format", "json"});
        QCOMPARE(reshard.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(reshard.out).object();
        QCOMPARE(json["moved_slots"].toInt(), 200);
        QCOMPARE(json["changed_slots"].toString(), QString("0-199"));  // a's lowest
        QCOMPARE(json["moved_keys"].toInt(), keysInSlots(0, 199));
        for (const auto flow : json["flows"].toArray()) {
            QCOMPARE(flow.toObject()["from"].toString(), QString("a"));
            QCOMPARE(flow.toObject()["to"].toString(), QString("d"));
        }

        const CliRun one = runCli({"move", "--algorithm", "directory", "--nodes", "a,b,c", "--move-slot", "5460=b",
                                   "--keys", "20000", "--format", "json"});
        QCOMPARE(one.exitCode, 0);
        const QJsonObject oneJson = QJsonDocument::fromJson(one.out).object();
        QCOMPARE(oneJson["moved_slots"].toInt(), 1);
        QCOMPARE(oneJson["changed_slots"].toString(), QString("5460"));
        QCOMPARE(oneJson["moved_keys"].toInt(), keysInSlots(5460, 5460));

        // A real map (as cluster nodes lists it) with an empty master c: --rebalance gives c its
        // share with redis-cli's arithmetic, the engine's figures.
        const QString table = "a=0-7999;b=8000-16383";
        PlacementConfig config;
        config.algorithm = Algorithm::Directory;
        config.redisSlots = parseMemberSlots(table.toStdString());
        auto engine = makePlacement(config, {{"a", 1}, {"b", 1}, {"c", 1}});
        auto& directory = dynamic_cast<DirectoryPlacement&>(*engine);
        directory.rebalance();
        const CliRun rebalance = runCli({"move", "--algorithm", "directory", "--nodes", "a,b,c", "--redis-slots", table,
                                         "--rebalance", "--keys", "20000", "--format", "json"});
        QCOMPARE(rebalance.exitCode, 0);
        const QJsonObject rebalanceJson = QJsonDocument::fromJson(rebalance.out).object();
        QCOMPARE(rebalanceJson["moved_slots"].toInt(), static_cast<int>(directory.lastMovedSlots()));
        QVERIFY(directory.lastMovedSlots() > 5000);
        const QString after = QString::fromStdString(memberSlotsText(directory.slotRanges()));
        QCOMPARE(runCli({"lookup", "--algorithm", "directory", "--nodes", "a,b,c", "--redis-slots", after}, "foo\n").out,
                 QByteArray::fromStdString(directory.ownerOf("foo")) + '\n');
    }

    void moveCountsCassandrasReplicaCopies()
    {
        // 9 -> 12 nodes at RF 3: the figures printed are the core's, each under its own name.
        const QStringList args{"move", "--algorithm", "cassandra", "--nodes", "n1,n2,n3,n4,n5,n6,n7,n8,n9",
                               "--add", "n10,n11,n12", "--keys", "20000", "--format", "json"};
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        const std::vector<Member> nine = numberedMembers("n", 9, 1);
        const std::vector<Member> twelve = numberedMembers("n", 12, 1);
        const auto before = makePlacement({.algorithm = Algorithm::Cassandra}, nine);
        const auto after = before->withMembers(twelve);
        const ReplicaChange change =
            diffReplicaSets(*before, *after, KeySet::fromPattern("session:user:{i}", 20000));
        QCOMPARE(json["replication_factor_after"].toInt(), 3);
        QCOMPARE(json["replica_set_changed_keys"].toInt(), static_cast<int>(change.replicaSetChangedKeys));
        QCOMPARE(json["streamed_replica_copies"].toInt(), static_cast<int>(change.streamedCopies));
        QCOMPARE(json["primary_owner_changed_percent"].toDouble(), json["moved_percent"].toDouble());
        QVERIFY(json["replica_set_changed_percent"].toDouble() > json["moved_percent"].toDouble());
        int streamed = 0;
        for (const auto stream : json["replica_streams"].toArray())
            streamed += stream.toObject()["copies"].toInt();
        QCOMPARE(streamed, static_cast<int>(change.streamedCopies));
        // Not replicated: no replica figures.
        const CliRun ring = runCli({"move", "--nodes", "a,b", "--add", "c", "--keys", "1000", "--format", "json"});
        QVERIFY(!QJsonDocument::fromJson(ring.out).object().contains("replica_set_changed_keys"));
    }

    void moveWarnsAboutJumpRenumbering()
    {
        const CliRun middle = runCli({"move", "--algorithm", "jump", "--nodes", "a,b,c,d,e", "--remove", "b",
                                   "--keys", "20000"});
        QCOMPARE(middle.exitCode, 0);
        QVERIFY(middle.out.contains("renumbered 3 node(s) (c, d, e)"));
        const CliRun last = runCli({"move", "--algorithm", "jump", "--nodes", "a,b,c,d,e", "--remove", "e",
                                 "--keys", "20000"});
        QVERIFY(!last.out.contains("renumbered"));
    }

    void moveChangesTheRule()
    {
        // Changing replicas 160 -> 500 on live data. The article says almost every key moves;
        // with its own labels id#0 … id#159 the old points stay where they were, and a key
        // moves only when one of the 340 new points per member lands before it and belongs to
        // another member: about (1 - 160/500) × (1 - 1/4) = 51 % here.
        const CliRun run = runCli({"move", "--nodes", "cache-01,cache-02,cache-03,cache-04", "--to-replicas", "500",
                                "--keys", "100000", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json["ideal_percent"].toDouble(), 0.0);
        QVERIFY(json["moved_percent"].toDouble() > 40.0 && json["moved_percent"].toDouble() < 60.0);
        // The loads hardly change: the least is a small fraction of what moved.
        QVERIFY(json["least_percent"].toDouble() < 5.0);
        QVERIFY(json["least_percent"].toDouble() > 0.0);
    }

    void benchPrintsEveryAlgorithmAndHash()
    {
        const CliRun run = runCli({"bench", "--keys", "2000", "--rounds", "1", "--format", "csv"});
        QCOMPARE(run.exitCode, 0);
        for (const char* row : {"\nring,fnv1a-fmix32,", "\nmodulo,md5,", "\ndirectory,redis-slot,",
                                "\nrendezvous,fnv1a,", "\njump,md5,", "\nring,murmur3,", "\nmodulo,xxh32,",
                                "\njump,xxh3,", "\nrendezvous,crc32,"})
            QVERIFY2(run.out.contains(row), row);
        for (const auto& h : selectableHashes())
            QVERIFY(run.out.contains(QByteArray("\n") + h.name.data() + "_hash_only_ns,"));
    }

    // Issue 24, item 8: bench times the rule as given, not its defaults: a Maglev table of 251
    // slots takes what the engine's takes; tokens for a node that is not there are refused.
    void benchTakesTheRuleAsGiven()
    {
        const CliRun run = runCli({"bench", "--algorithm", "maglev", "--table-size", "251", "--keys", "1000",
                                   "--rounds", "1", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray rows = QJsonDocument::fromJson(run.out).object()["reassign"].toArray();
        QCOMPARE(rows.size(), 1);
        PlacementConfig maglev{.algorithm = Algorithm::Maglev};
        maglev.maglevTableSize = 251;
        const auto expected = makePlacement(maglev, numberedMembers("cache-", 8));
        QCOMPARE(rows[0].toObject()["memory_bytes"].toInteger(), static_cast<qint64>(expected->memoryBytes()));
        const CliRun tokens = runCli({"bench", "--algorithm", "cassandra", "--tokens", "n9=0", "--keys", "1000"});
        QCOMPARE(tokens.exitCode, 2);
        QCOMPARE(tokens.err, QByteArray("ringlab-cli: tokens are given for \"n9\", which is not a node\n"));
    }

    void avalancheMatchesTheEngine_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("description");
        QTest::newRow("random") << QStringList{"--length", "8", "--seed", "5"}
                                << "random 8-byte inputs, mt19937_64 seed 5 (3000 keys)";
        QTest::newRow("vnodes") << QStringList{"--inputs", "vnodes"} << "cache-01#{i}, i < 3000";
        QTest::newRow("pattern") << QStringList{"--inputs", "pattern", "--pattern", "user:{i}:cart"}
                                 << "user:{i}:cart, i < 3000";
    }

    void avalancheMatchesTheEngine()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, description);
        const CliRun run = runCli(QStringList{"avalanche", "--count", "3000", "--format", "json"} + options);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json["inputs"].toString(), description);
        QCOMPARE(json["input_count"].toInt(), 3000);
        const KeySet inputs = options.size() == 4 && options[0] == "--length"
                                  ? randomAvalancheInputs(3000, 8, 5)
                                  : KeySet::fromPattern(options.contains("vnodes") ? "cache-01#{i}" : "user:{i}:cart", 3000);
        const QJsonArray rows = json["avalanche"].toArray();
        QCOMPARE(rows.size(), qsizetype(selectableHashes().size()));  // --hash all is the default
        for (std::size_t i = 0; i < selectableHashes().size(); ++i) {
            const HashFunction& hash = selectableHashes()[i];
            const AvalancheResult r = analyzeAvalanche(hash, inputs);
            const QJsonObject row = rows[qsizetype(i)].toObject();
            QCOMPARE(row["hash"].toString().toStdString(), std::string(hash.name));
            QCOMPARE(row["worst_bias_percent"].toDouble(), printed(r.worstBias * 100));
            QCOMPARE(row["mean_bias_percent"].toDouble(), printed(r.meanBias * 100));
            QCOMPARE(row["worst_input_bit"].toInteger(), qint64(r.worstInputBit));
            QCOMPARE(row["worst_output_bit"].toInt(), r.worstOutputBit);
            // The same verdict as the hash explorer's badge, from the same core function.
            QCOMPARE(row["verdict"].toString().toStdString(), std::string(avalancheVerdictName(avalancheVerdict(r))));
            QCOMPARE(row["noise_bound_percent"].toDouble(), printed(avalancheNoiseBias(r.matrix.minSamples()) * 100));
            if (i == 0) {
                QCOMPARE(json["input_bits"].toInteger(), qint64(r.matrix.inputBits));
                QCOMPARE(json["min_samples"].toInteger(), qint64(r.matrix.minSamples()));
            }
        }
    }

    void avalancheMatrix()
    {
        const CliRun run = runCli({"avalanche", "--hash", "fnv1a", "--count", "500", "--length", "4", "--matrix",
                                "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json["avalanche"].toArray().size(), 1);
        const QJsonArray matrix = json["matrix_fnv1a"].toArray();
        const AvalancheResult r = analyzeAvalanche(*findHash("fnv1a"), randomAvalancheInputs(500, 4, 1));
        QCOMPARE(matrix.size(), 32);
        for (int i = 0; i < 32; ++i) {
            const QJsonObject row = matrix[i].toObject();
            QCOMPARE(row["input_bit"].toInt(), i);
            QCOMPARE(row["samples"].toInt(), 500);
            for (int j = 0; j < 32; ++j)
                QCOMPARE(row[QString("out_%1").arg(j)].toDouble(),
                         printed(r.matrix.flipProbability(std::size_t(i), j) * 100));
        }
        // Flipping input bit 0 always flips FNV-1a's output bit 0.
        QCOMPARE(matrix[0].toObject()["out_0"].toDouble(), 100.0);

        const CliRun table = runCli({"avalanche", "--hash", "crc32", "--count", "100", "--length", "2", "--matrix"});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("input_bit  samples  out_0"));
        QVERIFY(table.out.contains("\ncrc32  "));
    }

    void vnodesMatchTheEngine()
    {
        const CliRun run = runCli({"vnodes", "--hash", "all", "--nodes", "cache-01,cache-02=2", "--replicas", "20",
                                "--bins", "6", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json["points"].toInt(), 60);
        QCOMPARE(json["bins"].toInt(), 6);
        const QJsonArray uniformity = json["uniformity"].toArray();
        const QJsonArray positions = json["positions"].toArray();
        const std::size_t hashes = selectableHashes().size();
        QCOMPARE(uniformity.size(), qsizetype(hashes));
        QCOMPARE(positions.size(), qsizetype(hashes * 60));
        const std::vector<Member> members{{"cache-01", 1}, {"cache-02", 2}};
        for (std::size_t h = 0; h < hashes; ++h) {
            const HashFunction& hash = selectableHashes()[h];
            const auto points = vnodePositions(hash, members, 20);
            const UniformityTest test = ringUniformity(points, 6);
            const QJsonObject u = uniformity[qsizetype(h)].toObject();
            QCOMPARE(u["hash"].toString().toStdString(), std::string(hash.name));
            QCOMPARE(u["chi_square"].toDouble(), printed(test.chiSquare));
            QCOMPARE(u["chi_square_per_df"].toDouble(), printed(test.chiSquarePerDf()));
            QCOMPARE(u["degrees_of_freedom"].toInt(), 5);
            QCOMPARE(u["p_value"].toDouble(), printed(test.pValue));
            for (std::size_t i = 0; i < points.size(); ++i) {
                const QJsonObject p = positions[qsizetype(h * 60 + i)].toObject();
                QCOMPARE(p["hash"].toString().toStdString(), std::string(hash.name));
                QCOMPARE(p["label"].toString().toStdString(), points[i].label);
                QCOMPARE(p["position"].toInteger(), qint64(points[i].position));
                QCOMPARE(p["hex"].toString(), QString("0x%1").arg(points[i].position, 8, 16, QChar('0')));
            }
        }
        QCOMPARE(positions[59].toObject()["label"].toString(), QString("cache-02#39"));
    }

    void vnodesAsTable()
    {
        const CliRun run = runCli({"vnodes", "--hash", "fnv1a", "--nodes", "cache-01"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("points:           160"));
        QVERIFY(run.out.contains("bins:             16"));  // points / 10
        const std::vector<std::string> ids{"cache-01"};
        const auto points = vnodePositions(*findHash("fnv1a"), ids, 160);
        const UniformityTest test = ringUniformity(points, 16);
        char chi[32];
        std::snprintf(chi, sizeof chi, "  %.2f  ", test.chiSquare);
        QVERIFY2(run.out.contains(chi), chi);
        char line[96];
        std::snprintf(line, sizeof line, "fnv1a  cache-01#159  %10u  0x%08x", points[159].position,
                      points[159].position);
        QVERIFY2(run.out.contains(line), line);
    }

    // The article's ShardedCache run, by default, in every format.
    void simulateFailoverPrintsTheArticlesRun()
    {
        const CliRun json = runCli({"simulate", "failover", "--format", "json"});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(report["served_from_cache"].toDouble(), 7538.0);
        QCOMPARE(report["cache_misses"].toDouble(), 2462.0);
        QCOMPARE(report["hard_failures"].toDouble(), 0.0);
        QCOMPARE(report["miss_percent"].toDouble(), 24.62);
        QCOMPARE(report["healthy_nodes"].toString(), QString("cache-01, cache-03, cache-04"));
        QCOMPARE(report["keys_per_node"].toString(),
                 QString("cache-01 2213 | cache-02 2462 | cache-03 2923 | cache-04 2402"));
        const QJsonArray steps = report["steps"].toArray();
        QCOMPARE(steps.size(), 2);
        QCOMPARE(steps[1].toObject()["version"].toDouble(), 1.0);

        const CliRun table = runCli({"simulate", "failover"});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("miss_percent:      24.6\n"));
        const CliRun csv = runCli({"simulate", "failover", "--format", "csv", "--nodes",
                                "cache-01,cache-02,cache-03,cache-04,cache-05,cache-06,cache-07,cache-08"});
        QCOMPARE(csv.exitCode, 0);
        QVERIFY(csv.out.contains("time_s,requests,hits,misses"));
    }

    void simulateOtherScenarios()
    {
        const CliRun skew = runCli({"simulate", "skew", "--format", "json"});
        QCOMPARE(skew.exitCode, 0);
        QCOMPARE(std::round(QJsonDocument::fromJson(skew.out).object()["disagree_percent"].toDouble() * 100.0) / 100.0, 11.06);
        // Per group, what the window's chart of the deploy draws: stale reads over the group's
        // reads, writes over its requests.
        const QJsonArray groups = QJsonDocument::fromJson(skew.out).object()["groups"].toArray();
        QCOMPARE(groups.size(), 2);
        for (const auto value : groups) {
            const QJsonObject group = value.toObject();
            GroupTraffic traffic;
            traffic.reads = static_cast<std::size_t>(group["reads"].toInteger());
            traffic.writes = static_cast<std::size_t>(group["writes"].toInteger());
            traffic.staleReads = static_cast<std::size_t>(group["stale_reads"].toInteger());
            QVERIFY(traffic.staleReads > 0);
            QVERIFY(std::abs(group["stale_reads_percent_of_reads"].toDouble() - traffic.staleReadShare() * 100.0) < 0.0051);
            QVERIFY(std::abs(group["writes_percent_of_requests"].toDouble() - traffic.writeShare() * 100.0) < 0.0051);
        }
        const CliRun hot = runCli({"simulate", "hotkeys", "--requests", "20000", "--format", "csv"});
        QCOMPARE(hot.exitCode, 0);
        QVERIFY(hot.out.contains("bounded_capacity"));
        const CliRun migration = runCli({"simulate", "migration", "--keys", "10000", "--format", "json"});
        QCOMPARE(migration.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(migration.out).object()["moved_bytes"].toDouble() > 0);
        const CliRun flapping = runCli({"simulate", "flapping", "--duration", "120", "--keys", "10000"});
        QCOMPARE(flapping.exitCode, 0);
        QVERIFY(flapping.out.contains("backoff_membership_changes"));
        const CliRun shop = runCli({"simulate", "ecommerce", "--keys", "100000", "--format", "json"});
        QCOMPARE(shop.exitCode, 0);
        const QJsonArray algorithms = QJsonDocument::fromJson(shop.out).object()["algorithms"].toArray();
        QCOMPARE(algorithms.size(), 9);
        QCOMPARE(algorithms[0].toObject()["algorithm"].toString(), QString("ring"));
        QCOMPARE(algorithms[0].toObject()["grow"].toString(), QString("yes"));
        QCOMPARE(algorithms[1].toObject()["grow"].toString(), QString("no"));
    }

    void reproduceInEveryFormat()
    {
        // The whole catalogue once as JSON: every experiment, with the engine's figures.
        const CliRun json = runCli({"reproduce", "--format", "json"});
        QCOMPARE(json.exitCode, 0);
        QVERIFY2(json.err.isEmpty(), json.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(json.out).object();
        const QJsonArray rows = report["experiments"].toArray();
        QCOMPARE(rows.size(), qsizetype(experiments().size()));
        QCOMPARE(report["experiments"].toArray().size(), report["matches"].toInt() +
                                                             report["differs"].toInt() +
                                                             report["indicative"].toInt());
        std::map<QString, QJsonObject> byId;
        for (const auto& row : rows)
            byId[row.toObject()["id"].toString()] = row.toObject();
        for (const auto& e : experiments())
            QVERIFY2(byId.contains(QString::fromUtf8(e.id.data(), qsizetype(e.id.size()))), e.id.data());
        QCOMPARE(byId["modulo-8-9"]["measured"].toDouble(), printed(88.9308));
        QCOMPARE(byId["modulo-8-9"]["article"].toDouble(), 88.93);
        QCOMPARE(byId["ring-8-9"]["verdict"].toString(), QString("matches"));
        QCOMPARE(byId["failover-4-misses"]["measured"].toDouble(), printed(24.62));
        QCOMPARE(byId["naive-ring-4-md5-names"]["measured"].toString(), QString("44.9 / 13.3 %"));
        QCOMPARE(byId["replicas-160-500"]["verdict"].toString(), QString("differs"));
        QVERIFY(byId["replicas-160-500"]["note"].toString().contains("keeps every old position"));
        QVERIFY(byId["ring-8-9"]["note"].toString().isEmpty());

        const QStringList only{"reproduce", "--only", "ring-8-7,failover-4-keys"};
        const CliRun csv = runCli(only + QStringList{"--format", "csv"});
        QCOMPARE(csv.exitCode, 0);
        QVERIFY(csv.out.contains("\nid,claim,article,measured,theory,verdict,setup,note\n"));
        QVERIFY(csv.out.contains("\nring-8-7,Ring: 8 → 7 members moves 12.60 % (theory 12.50 %),12.60 %,12.60 %,12.50 %,matches,"));
        QVERIFY(csv.out.contains("\nfailover-4-keys,"));
        QVERIFY(!csv.out.contains("ring-8-9"));

        const CliRun markdown = runCli(only + QStringList{"--format", "markdown"});
        QCOMPARE(markdown.exitCode, 0);
        QVERIFY(markdown.out.contains("| id | claim | article | measured | theory | verdict | setup | note |\n"));
        QVERIFY(markdown.out.contains("| ring-8-7 | Ring: 8 → 7 members moves 12.60 % (theory 12.50 %) | 12.60 % | 12.60 % | 12.50 % | matches |"));
        // A '|' inside a cell is escaped so that the table keeps its columns.
        QVERIFY(markdown.out.contains("cache-01 2213 \\| cache-02 2462"));
        QVERIFY(markdown.out.contains("- **experiments:** 2\n"));

        const CliRun table = runCli(only);
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("experiments: 2\n"));
        QVERIFY(table.out.contains("failover-4-keys  2213 / 2462 / 2923 / 2402  2213 / 2462 / 2923 / 2402  2500 / 2500 / 2500 / 2500  matches"));
        QVERIFY(table.out.contains("note: ring-8-7: Ring: 8 → 7 members"));
    }

    void hashPrintsEachKeysValue()
    {
        const QByteArray keys = QByteArrayLiteral("123\nfoo\n\nuser:42\n");
        for (const HashFunction& hash : selectableHashes()) {
            const CliRun run = runCli({"hash", "--hash", QString::fromUtf8(hash.name.data())}, keys);
            QCOMPARE(run.exitCode, 0);
            QByteArray expected;
            for (const char* key : {"123", "foo", "", "user:42"})
                expected += QByteArray::fromStdString(hashValueText(hash, key)) + '\n';
            QCOMPARE(run.out, expected);
        }
        QCOMPARE(runCli({"hash", "--hash", "murmur3-cassandra"}, "123\n").out, QByteArray("-7468325962851647638\n"));
        QCOMPARE(runCli({"hash", "--hash", "xxh64"}, "foo\n").out, QByteArray("3728699739546630719\n"));
        QCOMPARE(runCli({"hash"}, "a\n").out, QByteArray::number(fnv1aFmix32("a")) + '\n');  // the default hash
        // The directory's Redis Cluster slots: a {hash tag} puts related keys in one slot.
        const QByteArray user1 = QByteArray::number(redisKeySlot("user1")) + '\n';
        QCOMPARE(runCli({"hash", "--hash", "redis-slot"}, "{user1}.x\n{user1}.y\nuser1\n123456789\n").out,
                 user1 + user1 + user1 + QByteArray::number(0x31C3 % 16384) + '\n');  // CRC16-XMODEM("123456789") = 0x31C3
        QCOMPARE(runCli({"hash", "--hash", "md5-ketama"}, "VDEAAAAA\n").out, QByteArray("4294758837\n"));  // 0xfffcd1b5
        // redis-cluster names the directory: the keys of one hash tag share a node.
        const QList<QByteArray> owners =
            runCli({"lookup", "--algorithm", "redis-cluster", "--nodes", "r1,r2,r3,r4,r5"}, "{user1}.x\n{user1}.y\n").out.split('\n');
        QCOMPARE(owners[0], owners[1]);
        // --show-hash puts each key's slot (the placement's own hash) before its owner.
        QCOMPARE(runCli({"lookup", "--algorithm", "redis-cluster", "--nodes", "r1,r2,r3,r4,r5", "--show-hash"},
                        "{user1}.x\nfoo\n")
                     .out,
                 user1.chopped(1) + '\t' + owners[0] + '\n' + QByteArray::number(redisKeySlot("foo")) + '\t' +
                     runCli({"lookup", "--algorithm", "redis-cluster", "--nodes", "r1,r2,r3,r4,r5"}, "foo\n").out);
        QCOMPARE(runCli({"lookup", "--algorithm", "cassandra", "--nodes", "n1,n2,n3", "--show-hash", "--count", "2"}, "123\n")
                     .out.split('\t')
                     .front(),
                 QByteArray("-7468325962851647638"));
        QCOMPARE(runCli({"hash", "--hash", "cassandra-token"}, "123\n").out, QByteArray("-7468325962851647638\n"));
        QCOMPARE(runCli({"hash", "--hash", "xxh64-64"}, "foo\n").out, QByteArray("3728699739546630719\n"));
        // twemproxy's fnv1a_64: FNV-1a in 32 bits from the 64-bit constants truncated.
        QCOMPARE(runCli({"hash", "--hash", "twemproxy-fnv1a_64"}, "foo\n").out, QByteArray("4275688823\n"));
    }

    // ketama and Maglev owners as the engine (checked against libmemcached and Envoy) gives them.
    void lookupWithRealClients()
    {
        const QByteArray keys = QByteArrayLiteral("user:1\nuser:2\nsession:9\nfoo\n");
        const QString nodes = QStringLiteral("10.0.1.1:11211=600,10.0.1.2:11211=300,10.0.1.3:11212=200");
        for (const auto& [arguments, config] :
             std::vector<std::pair<QStringList, PlacementConfig>>{
                 {{"--algorithm", "ketama"}, {.algorithm = Algorithm::Ketama}},
                 {{"--algorithm", "ketama", "--ketama-dialect", "twemproxy"},
                  {.algorithm = Algorithm::Ketama, .ketamaDialect = KetamaDialect::Twemproxy}},
                 {{"--algorithm", "ketama", "--ketama-dialect", "twemproxy", "--twemproxy-hash", "murmur"},
                  {.algorithm = Algorithm::Ketama, .ketamaDialect = KetamaDialect::Twemproxy,
                   .twemproxyHash = HashId::TwemproxyMurmur}},
                 {{"--algorithm", "ketama", "--ketama-dialect", "libketama"},
                  {.algorithm = Algorithm::Ketama, .ketamaDialect = KetamaDialect::Libketama}},
                 {{"--algorithm", "maglev", "--table-size", "101"}, {.algorithm = Algorithm::Maglev, .maglevTableSize = 101}}}) {
            const CliRun run = runCli(QStringList{"lookup", "--nodes", nodes} + arguments, keys);
            QCOMPARE(run.exitCode, 0);
            const auto placement = makePlacement(config, parseMemberList(nodes.toStdString()));
            QByteArray expected;
            for (const char* key : {"user:1", "user:2", "session:9", "foo"})
                expected += QByteArray::fromStdString(placement->ownerOf(key)) + '\n';
            QCOMPARE(run.out, expected);
        }
    }
};

QTEST_GUILESS_MAIN(CliTest)
#include "tst_cli.moc"
