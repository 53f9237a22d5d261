// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Key sets, assignments, diffs and load statistics.
#include "model/core/AssignmentDiff.h"
#include "model/core/LabSnapshot.h"
#include "model/core/LoadStatistics.h"
#include "model/core/RingPlacement.h"

#include <QTest>

#include <sstream>

using namespace ringlab;

class AnalysisTest : public QObject {
    Q_OBJECT

private slots:
    // The sweep chart's marker between two swept values: halfway on the log axis (10 between 1
    // and 100) is halfway between their figures; on a swept value its own figures; outside the
    // sweep nothing.
    void aSweepIsReadBetweenItsPointsOnTheLogAxis()
    {
        const std::vector<ReplicasPoint> sweep{{1, 0.5, 4.0, 100}, {100, 0.1, 1.3, 10100}, {1000, 0.02, 1.1, 100100}};
        const auto between = sweepReadingAt(sweep, 10);
        QVERIFY(between && between->interpolated);
        QCOMPARE(between->relativeStdDev, 0.3);
        QCOMPARE(between->memoryBytes, 5100.0);
        const auto on = sweepReadingAt(sweep, 100);
        QVERIFY(on && !on->interpolated);
        QCOMPARE(on->relativeStdDev, 0.1);
        QCOMPARE(on->memoryBytes, 10100.0);
        QVERIFY(sweepReadingAt(sweep, 200)->relativeStdDev < 0.1);
        QVERIFY(!sweepReadingAt(sweep, 0));
        QVERIFY(!sweepReadingAt(sweep, 1001));
        QVERIFY(!sweepReadingAt({}, 10));
        QVERIFY(!sweepReadingAt({{5, 0.2, 1.5, 500}}, 3));
    }

    void patternKeys()
    {
        const auto keys = KeySet::fromPattern("session:user:{i}", 1000);
        QCOMPARE(keys.size(), std::size_t{1000});
        QCOMPARE(keys.key(0), std::string("session:user:0"));
        QCOMPARE(keys.key(999), std::string("session:user:999"));
        QCOMPARE(KeySet::fromPattern("{i}/{i}", 20).key(17), std::string("17/17"));
        QCOMPARE(keys.description(), std::string("session:user:{i}, i < 1000"));
        QVERIFY_THROWS_EXCEPTION(ValidationError, KeySet::fromPattern("no placeholder", 10));
        QVERIFY_THROWS_EXCEPTION(ValidationError, KeySet::fromPattern("{i}", kMaxKeys + 1));
    }

    void fileKeysDropCarriageReturnsAndBlankLines()
    {
        std::istringstream in("alpha\r\nbeta\n\ngamma delta\n");
        const auto keys = KeySet::fromLines(in, "keys.txt");
        QCOMPARE(keys.size(), std::size_t{3});
        QCOMPARE(keys.key(0), std::string("alpha"));
        QCOMPARE(keys.key(2), std::string("gamma delta"));
        QCOMPARE(keys.description(), std::string("keys.txt (3 keys)"));
    }

    void hashesAreCachedPerHashFunction()
    {
        const auto keys = KeySet::fromPattern("k{i}", 50000);
        const auto& fmix = hashFunction(HashId::Fnv1aFmix32);
        const auto first = keys.hashes(fmix);
        QCOMPARE(keys.hashes(fmix).get(), first.get());
        const KeySet copy = keys;  // copies share the cache
        QCOMPARE(copy.hashes(fmix).get(), first.get());
        QVERIFY(keys.hashes(hashFunction(HashId::Md5)).get() != first.get());
        for (std::size_t i = 0; i < keys.size(); i += 997)
            QCOMPARE((*first)[i], fnv1aFmix32(keys.key(i)));
        const auto stored = keys.materialized();
        QCOMPARE(stored.key(4242), keys.key(4242));
    }

    void parallelAssignmentEqualsSequential_data()
    {
        QTest::addColumn<int>("algorithm");
        for (const Algorithm a : allAlgorithms())
            QTest::newRow(algorithmName(a).data()) << static_cast<int>(a);
    }

    void parallelAssignmentEqualsSequential()
    {
        QFETCH(int, algorithm);
        const auto keys = KeySet::fromPattern("session:user:{i}", 300000);
        // Ketama takes whole weights only.
        const double smallWeight = static_cast<Algorithm>(algorithm) == Algorithm::Ketama ? 1.0 : 0.5;
        const auto p = makePlacement({static_cast<Algorithm>(algorithm), HashId::Fnv1aFmix32, 160},
                                     {{"a", 2}, {"b", 1}, {"c", 1}, {"d", smallWeight}});
        const Assignment parallel = assignKeys(*p, keys);
        const auto hashes = keys.hashes(p->keyHash());
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (parallel.owners[i] != p->ownerOfHash((*hashes)[i]))
                QFAIL(qPrintable(QString("key %1 differs").arg(i)));
        for (std::size_t i = 0; i < keys.size(); i += 1013)
            QCOMPARE(p->members()[parallel.owners[i]].id, p->ownerOf(keys.key(i)));
    }

    void diffCountsFlowsAndMinimum()
    {
        const std::vector<Member> ab{{"a", 1}, {"b", 1}};
        const std::vector<Member> bc{{"b", 1}, {"c", 1}};
        const Assignment before{ab, {0, 0, 1, 1, 0, 1}};
        const Assignment after{bc, {1, 1, 0, 0, 0, 1}};
        const auto diff = diffAssignments(before, after, true);
        // a's keys (0, 1, 4) all moved; b's key 2 and 3 stayed with b; b's key 5 went to c.
        QCOMPARE(diff.totalKeys, std::size_t{6});
        QCOMPARE(diff.movedKeys, std::size_t{4});
        QCOMPARE(diff.movedIndices, (std::vector<std::uint32_t>{0, 1, 4, 5}));
        QCOMPARE(diff.flows.size(), std::size_t{3});
        QCOMPARE(diff.flows[0].from, std::string("a"));
        QCOMPARE(diff.flows[0].to, std::string("c"));
        QCOMPARE(diff.flows[0].keys, std::size_t{2});
        QCOMPARE(diff.idealFraction, 0.5);
        // The least that reaches these loads: a's 3 keys (a left); b holds 3 before and after.
        QCOMPARE(diff.leastMovedKeys, std::size_t{3});
        QCOMPARE(diff.leastFraction(), 0.5);
        QVERIFY(diff.renumberedMembers.size() == 1 && diff.renumberedMembers[0] == "b");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 diffAssignments(before, Assignment{bc, {0}}));
    }

    // The least that reaches the new loads, for every kind of change: never above what moved;
    // a ring and rendezvous move exactly that much when members join, leave or gain weight
    // (keys only go to the grown member or leave the removed one); modulo lands far above it.
    void leastMovedIsWhatTheLoadsForce_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<int>("toReplicas");
        QTest::addColumn<int>("toHash");
        QTest::addColumn<bool>("movesOnlyTheLeast");
        const QString eight = "c1,c2,c3,c4,c5,c6,c7,c8";
        const int same = -1;
        for (const Algorithm algorithm : {Algorithm::Ring, Algorithm::Rendezvous}) {
            const int a = static_cast<int>(algorithm);
            const QByteArray name(algorithmName(algorithm).data());
            QTest::newRow(name + " add") << a << eight << eight + ",c9" << same << same << true;
            QTest::newRow(name + " remove") << a << eight << "c1,c2,c4,c5,c6,c7,c8" << same << same << true;
            QTest::newRow(name + " reweight up") << a << eight << "c1,c2=2,c3,c4,c5,c6,c7,c8" << same << same << true;
            QTest::newRow(name + " reweight down") << a << eight << "c1,c2=0.5,c3,c4,c5,c6,c7,c8" << same << same
                                                   << true;
        }
        const int ring = static_cast<int>(Algorithm::Ring);
        QTest::newRow("ring replicas 160 -> 500") << ring << eight << eight << 500 << same << false;
        QTest::newRow("ring hash change") << ring << eight << eight << same << static_cast<int>(HashId::Md5) << false;
        QTest::newRow("modulo add") << static_cast<int>(Algorithm::Modulo) << eight << eight + ",c9" << same << same
                                    << false;
        QTest::newRow("modulo remove") << static_cast<int>(Algorithm::Modulo) << eight << "c1,c2,c4,c5,c6,c7,c8"
                                       << same << same << false;
    }

    void leastMovedIsWhatTheLoadsForce()
    {
        QFETCH(int, algorithm);
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(int, toReplicas);
        QFETCH(int, toHash);
        QFETCH(bool, movesOnlyTheLeast);
        const PlacementConfig from{static_cast<Algorithm>(algorithm), HashId::Fnv1aFmix32, 160};
        PlacementConfig to = from;
        if (toReplicas > 0)
            to.replicas = toReplicas;
        if (toHash >= 0)
            to.hash = static_cast<HashId>(toHash);
        const auto keys = KeySet::fromPattern("session:user:{i}", 200000);
        const auto diff = diffAssignments(assignKeys(*makePlacement(from, parseMemberList(before.toStdString())), keys),
                                          assignKeys(*makePlacement(to, parseMemberList(after.toStdString())), keys));
        QVERIFY(diff.leastMovedKeys <= diff.movedKeys);
        if (movesOnlyTheLeast) {
            QCOMPARE(diff.leastMovedKeys, diff.movedKeys);
        } else {
            QVERIFY2(diff.movedKeys > 4 * diff.leastMovedKeys,
                     qPrintable(QString("moved %1, least %2").arg(diff.movedKeys).arg(diff.leastMovedKeys)));
        }
    }

    void idealMovedFraction_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<double>("minimum");
        QTest::newRow("add one to eight") << "1,2,3,4,5,6,7,8" << "1,2,3,4,5,6,7,8,9" << 1.0 / 9;
        QTest::newRow("remove one of eight") << "1,2,3,4,5,6,7,8" << "1,2,3,4,5,6,7" << 1.0 / 8;
        QTest::newRow("reorder") << "1,2,3" << "3,1,2" << 0.0;
        QTest::newRow("double one of two") << "a,b" << "a=2,b" << 1.0 / 6;
        QTest::newRow("replace all") << "a,b" << "c,d" << 1.0;
    }

    void idealMovedFraction()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(double, minimum);
        QCOMPARE(ringlab::idealMovedFraction(parseMemberList(before.toStdString()),
                                               parseMemberList(after.toStdString())),
                 minimum);
    }

    void loadStatistics()
    {
        const Assignment a{{{"big", 3}, {"small", 1}}, {0, 0, 0, 0, 0, 0, 1, 1}};
        const auto stats = computeLoadStatistics(a, std::vector<double>{0.7, 0.3});
        QCOMPARE(stats.totalKeys, std::size_t{8});
        QCOMPARE(stats.members[0].keys, std::size_t{6});
        QCOMPARE(stats.members[0].share, 0.75);
        QCOMPARE(stats.members[0].fairShare, 0.75);
        QCOMPARE(stats.members[0].ofFair, 1.0);
        QCOMPARE(stats.members[1].ofFair, 1.0);
        QCOMPARE(*stats.members[1].keySpaceShare, 0.3);
        QCOMPARE(stats.relativeStdDev, 0.0);

        const Assignment uneven{{{"a", 1}, {"b", 1}, {"c", 1}, {"d", 1}}, {0, 0, 0, 0, 0, 1, 1, 2}};
        const auto s = computeLoadStatistics(uneven);
        // keys 5, 2, 1, 0 against a mean of 2: ratios 2.5, 1, 0.5, 0.
        QCOMPARE(s.peakOfFair, 2.5);
        QCOMPARE(s.minOfFair, 0.0);
        QCOMPARE(s.relativeStdDev, std::sqrt((2.25 + 0 + 0.25 + 1) / 4));
    }
};

QTEST_APPLESS_MAIN(AnalysisTest)
#include "tst_analysis.moc"
