// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The seed article's measured figures, reproduced exactly from its own setup: keys
// session:user:0 … 999999 (or user:0 … 9999), members cache-01 …, fnv1a-fmix32, 160 replicas.
#include "model/core/AssignmentDiff.h"
#include "model/core/LoadStatistics.h"

#include <QTest>

using namespace ringlab;

namespace {

const KeySet& millionKeys()
{
    static const KeySet keys = KeySet::fromPattern("session:user:{i}", 1'000'000);
    return keys;
}

AssignmentDiff change(Algorithm algorithm, std::vector<Member> before, std::vector<Member> after)
{
    const auto p = makePlacement({algorithm, HashId::Fnv1aFmix32, 160}, std::move(before));
    const auto q = p->withMembers(std::move(after));
    return diffAssignments(assignKeys(*p, millionKeys()), assignKeys(*q, millionKeys()));
}

// Rounded to two decimals of a percent, as the article prints it.
double percent2(double fraction)
{
    return std::round(fraction * 10000.0) / 100.0;
}

}  // namespace

class ArticleFiguresTest : public QObject {
    Q_OBJECT

private slots:
    void movedShares_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<double>("articlePercent");
        QTest::addColumn<qulonglong>("movedKeys");
        QTest::newRow("modulo 8 -> 9") << int(Algorithm::Modulo) << 8 << 9 << 88.93 << 889308ULL;
        QTest::newRow("rendezvous 8 -> 9") << int(Algorithm::Rendezvous) << 8 << 9 << 11.09 << 110934ULL;
        QTest::newRow("ring 8 -> 9") << int(Algorithm::Ring) << 8 << 9 << 11.06 << 110624ULL;
        QTest::newRow("ring 8 -> 7") << int(Algorithm::Ring) << 8 << 7 << 12.60 << 126016ULL;
    }

    void movedShares()
    {
        QFETCH(int, algorithm);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(double, articlePercent);
        QFETCH(qulonglong, movedKeys);
        const auto diff = change(static_cast<Algorithm>(algorithm), numberedMembers("cache-", std::size_t(from)),
                                 numberedMembers("cache-", std::size_t(to)));
        QCOMPARE(diff.totalKeys, std::size_t{1'000'000});
        QCOMPARE(diff.movedKeys, static_cast<std::size_t>(movedKeys));
        QCOMPARE(percent2(diff.movedFraction()), articlePercent);
    }

    void theoreticalMinimum()
    {
        const auto grow = change(Algorithm::Ring, numberedMembers("cache-", 8), numberedMembers("cache-", 9));
        QCOMPARE(percent2(grow.idealFraction), 11.11);
        const auto shrink = change(Algorithm::Ring, numberedMembers("cache-", 8), numberedMembers("cache-", 7));
        QCOMPARE(percent2(shrink.idealFraction), 12.50);
        // Removing cache-08 moves only cache-08's keys: every flow starts there.
        for (const auto& flow : shrink.flows)
            QCOMPARE(flow.from, std::string("cache-08"));
        QVERIFY(shrink.renumberedMembers.empty());
    }

    void moduloRemovingOneOfEight()
    {
        // Problem 2: "each client remaps about 87 % of its keys" when 8 becomes 7.
        const auto diff = change(Algorithm::Modulo, numberedMembers("cache-", 8), numberedMembers("cache-", 7));
        QCOMPARE(diff.movedKeys, std::size_t{875106});
        QVERIFY(std::abs(diff.movedFraction() - 7.0 / 8.0) < 0.001);
    }

    void onePointPerMemberIsBadlyBalanced()
    {
        // Problem 3: with one ring point per node over 8 nodes the most loaded carried 434 %
        // of its fair share and the least 3.7 %.
        const auto p = makePlacement({Algorithm::Ring, HashId::Fnv1aFmix32, 1}, numberedMembers("cache-", 8));
        const auto stats = computeLoadStatistics(assignKeys(*p, millionKeys()));
        QCOMPARE(std::round(stats.peakOfFair * 100.0), 434.0);
        QCOMPARE(std::round(stats.minOfFair * 1000.0) / 10.0, 3.7);
    }

    void fourNodeFleetCounts()
    {
        // The failover example: 10,000 keys user:0 … 9999 over four nodes.
        const auto p = makePlacement({}, numberedMembers("cache-", 4));
        const auto counts = assignKeys(*p, KeySet::fromPattern("user:{i}", 10'000)).keysPerMember();
        QCOMPARE(counts, (std::vector<std::size_t>{2213, 2462, 2923, 2402}));
        // Killing cache-02 turns exactly its keys into misses: 24.6 %.
        const auto diff = diffAssignments(
            assignKeys(*p, KeySet::fromPattern("user:{i}", 10'000)),
            assignKeys(*p->withMembers({{"cache-01", 1}, {"cache-03", 1}, {"cache-04", 1}}),
                       KeySet::fromPattern("user:{i}", 10'000)));
        QCOMPARE(diff.movedKeys, std::size_t{2462});
        for (const auto& flow : diff.flows)
            QCOMPARE(flow.from, std::string("cache-02"));
    }
};

QTEST_APPLESS_MAIN(ArticleFiguresTest)
#include "tst_articlefigures.moc"
