// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each strategy's rule, membership validation, and the parsing of node lists.
#include "model/core/CassandraPlacement.h"
#include "model/core/JumpPlacement.h"
#include "model/core/ModuloPlacement.h"
#include "model/core/RendezvousPlacement.h"
#include "model/core/RingPlacement.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <set>
#include <sstream>

using namespace ringlab;

namespace {

std::uint32_t constantHash(std::string_view) noexcept
{
    return 42;
}
constexpr HashFunction kConstant{HashId::Fnv1aFmix32, "constant", "test", &constantHash};

}  // namespace

class PlacementsTest : public QObject {
    Q_OBJECT

private slots:
    void algorithmNamesRoundTrip()
    {
        for (const Algorithm a : allAlgorithms())
            QCOMPARE(findAlgorithm(algorithmName(a)), std::optional<Algorithm>(a));
        QVERIFY(!findAlgorithm("ring-hash"));
        QCOMPARE(findAlgorithm("redis-cluster"), std::optional<Algorithm>(Algorithm::Directory));
        QCOMPARE(allAlgorithms().size(), std::size_t{9});
    }

    void moduloIsHashModN()
    {
        const auto p = makePlacement({Algorithm::Modulo, HashId::Fnv1aFmix32, 160},
                                     numberedMembers("cache-", 7));
        for (const char* key : {"user:1", "user:2", "session:user:99", ""})
            QCOMPARE(p->ownerOf(key), p->members()[fnv1aFmix32(key) % 7].id);
        std::vector<MemberIndex> out;
        p->ownersOfHash(13, 3, out);  // 13 % 7 = 6, then wraps
        QCOMPARE(out, (std::vector<MemberIndex>{6, 0, 1}));
        const auto shares = *p->keySpaceShares();
        QCOMPARE(shares.size(), std::size_t{7});
        // 2^32 = 7 × 613566756 + 4: the first four residues have one hash value more.
        QCOMPARE(shares[0] * 4294967296.0, 613566757.0);
        QCOMPARE(shares[6] * 4294967296.0, 613566756.0);
        QVERIFY(p->addressesMembersByPosition());
    }

    void jumpUsesTheKeyHashAsSixtyFourBitKey()
    {
        const auto p = makePlacement({Algorithm::Jump, HashId::Md5, 160}, numberedMembers("n", 11));
        for (const char* key : {"a", "b", "user:42"})
            QCOMPARE(p->ownerOf(key),
                     p->members()[static_cast<std::size_t>(jumpConsistentHash(md5First32(key), 11))].id);
        std::vector<MemberIndex> out;
        p->ownersOfHash(md5First32("a"), 20, out);
        QCOMPARE(out.size(), std::size_t{11});
        QVERIFY(p->addressesMembersByPosition());
    }

    void rendezvousHighestScoreWins()
    {
        const auto members = numberedMembers("cache-", 8);
        const auto p = makePlacement({Algorithm::Rendezvous, HashId::Fnv1aFmix32, 160}, members);
        for (int k = 0; k < 500; ++k) {
            const std::string key = "user:" + std::to_string(k);
            std::size_t best = 0;
            std::uint32_t bestScore = 0;
            for (std::size_t i = 0; i < members.size(); ++i) {
                const std::uint32_t s = fmix32(fnv1aFmix32(key) ^ fnv1aFmix32(members[i].id));
                if (i == 0 || s > bestScore) {
                    best = i;
                    bestScore = s;
                }
            }
            QCOMPARE(p->ownerOf(key), members[best].id);
        }
    }

    void rendezvousTiesGoToTheEarlierMember()
    {
        // Every member hashes alike, so every score ties.
        RendezvousPlacement p(kConstant);
        p.setMembers({{"c", 1}, {"a", 1}, {"b", 1}});
        QCOMPARE(p.ownerOfHash(123), MemberIndex{0});
        std::vector<MemberIndex> out;
        p.ownersOfHash(123, 3, out);
        QCOMPARE(out, (std::vector<MemberIndex>{0, 1, 2}));
    }

    void rendezvousEqualWeightsReduceToThePlainRule()
    {
        auto plain = numberedMembers("cache-", 6);
        auto heavy = plain;
        for (auto& m : heavy)
            m.weight = 2.5;
        auto uneven = plain;
        uneven[0].weight = 1.0000001;  // forces the logarithmic path, nearly equal weights
        const auto a = makePlacement({Algorithm::Rendezvous, HashId::Fnv1a, 1}, plain);
        const auto b = makePlacement({Algorithm::Rendezvous, HashId::Fnv1a, 1}, heavy);
        const auto c = makePlacement({Algorithm::Rendezvous, HashId::Fnv1a, 1}, uneven);
        int differ = 0;
        for (std::uint32_t h = 0; h < 200000; ++h) {
            const std::uint32_t key = h * 2654435761U;
            QCOMPARE(a->ownerOfHash(key), b->ownerOfHash(key));
            differ += a->ownerOfHash(key) != c->ownerOfHash(key);
        }
        QVERIFY(differ <= 2);  // the log method preserves the order of the plain scores
    }

    void rendezvousWeightedScoreIsMonotone()
    {
        double previous = 0.0;
        for (std::uint64_t s = 0; s <= UINT32_MAX; s += 65537) {
            const double score = RendezvousPlacement::weightedScore(static_cast<std::uint32_t>(s), 1.0);
            QVERIFY(std::isfinite(score) && score > 0.0);
            QVERIFY(score > previous);
            previous = score;
        }
    }

    void ownersOfHashNeverExceedsMembers_data()
    {
        QTest::addColumn<int>("algorithm");
        for (const Algorithm a : allAlgorithms())
            QTest::newRow(algorithmName(a).data()) << static_cast<int>(a);
    }

    void ownersOfHashNeverExceedsMembers()
    {
        QFETCH(int, algorithm);
        const auto p = makePlacement({static_cast<Algorithm>(algorithm), HashId::Fnv1aFmix32, 40},
                                     numberedMembers("cache-", 4));
        std::vector<MemberIndex> out;
        for (std::uint32_t h = 0; h < 3000; ++h) {
            const std::uint32_t key = h * 2246822519U;
            p->ownersOfHash(key, 9, out);
            QCOMPARE(out.size(), std::size_t{4});
            QCOMPARE(out.front(), p->ownerOfHash(key));
            auto sorted = out;
            std::sort(sorted.begin(), sorted.end());
            QVERIFY(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
            p->ownersOfHash(key, 2, out);
            QCOMPARE(out.size(), std::size_t{2});
        }
    }

    // Issue 24, item 8: asked for many owners (past the few a client asks for, where the walk
    // keeps a bitmap of the nodes met), every algorithm gives each node once, and the first
    // owners are the ones asked for alone.
    void manyOwnersAreEachNodeOnce_data()
    {
        ownersOfHashNeverExceedsMembers_data();
    }

    void manyOwnersAreEachNodeOnce()
    {
        QFETCH(int, algorithm);
        const std::size_t nodes = 300;
        const auto p = makePlacement({static_cast<Algorithm>(algorithm), HashId::Fnv1aFmix32, 40},
                                     numberedMembers("cache-", nodes));
        std::vector<MemberIndex> all;
        std::vector<MemberIndex> few;
        for (std::uint32_t h = 0; h < 50; ++h) {
            const std::uint32_t key = h * 2246822519U;
            p->ownersOfHash(key, nodes + 5, all);
            QCOMPARE(all.size(), nodes);
            auto sorted = all;
            std::sort(sorted.begin(), sorted.end());
            QVERIFY(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
            p->ownersOfHash(key, 20, few);
            QVERIFY(std::equal(few.begin(), few.end(), all.begin()));
        }
    }

    // Cassandra's NetworkTopologyStrategy over many racks: the walk's nodes in order (the
    // SimpleStrategy owners of the same ring), each taken when its rack is new or a repeat is
    // left, as Cassandra's DatacenterEndpoints does.
    void manyRackAwareOwnersFollowTheRule()
    {
        const std::size_t nodes = 300;
        const std::size_t racks = 50;
        const std::vector<Member> members = numberedMembers("n", nodes);
        // Random tokens: the same ring with and without racks (the allocator would choose by rack).
        PlacementConfig config{.algorithm = Algorithm::Cassandra};
        config.cassandra.tokenAllocation = CassandraTokenAllocation::Random;
        const auto simple = makePlacement(config, members);
        std::vector<std::string> rackOf;
        for (std::size_t i = 0; i < nodes; ++i) {
            rackOf.emplace_back(1, 'r');
            rackOf.back() += std::to_string(i % racks);
            config.cassandra.racks.push_back({members[i].id, rackOf.back()});
        }
        const auto aware = makePlacement(config, members);
        std::vector<MemberIndex> walk;
        std::vector<MemberIndex> owners;
        for (const std::size_t wanted : {std::size_t{3}, std::size_t{40}, std::size_t{120}, nodes}) {
            for (std::uint32_t h = 0; h < 20; ++h) {
                const KeyHash key = KeyHash{h} * 0x9E3779B97F4A7C15ULL;
                simple->ownersOfHash(key, nodes, walk);
                std::vector<MemberIndex> expected;
                std::set<std::string> seen;
                std::ptrdiff_t repeats = static_cast<std::ptrdiff_t>(wanted) - static_cast<std::ptrdiff_t>(racks);
                for (const MemberIndex node : walk) {
                    if (expected.size() == wanted)
                        break;
                    if (seen.insert(rackOf[node]).second) {
                        expected.push_back(node);
                    } else if (repeats > 0) {
                        --repeats;
                        expected.push_back(node);
                    }
                }
                aware->ownersOfHash(key, wanted, owners);
                QCOMPARE(owners, expected);
            }
        }
    }

    void invalidMembershipsAreRefusedAndChangeNothing_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<QString>("members");  // "" = empty list
        QTest::addColumn<double>("badWeight");  // applied to the second member when not 0
        QTest::addColumn<QString>("message");
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        for (const Algorithm a : allAlgorithms()) {
            const int ai = static_cast<int>(a);
            const auto name = algorithmName(a);
            QTest::addRow("%s empty list", name.data()) << ai << "" << 0.0 << "the node list is empty";
            QTest::addRow("%s duplicate", name.data()) << ai << "a,b,a" << 0.0 << "duplicate node id \"a\"";
            QTest::addRow("%s empty id", name.data()) << ai << "a,,b" << 0.0 << "node id is empty";
            QTest::addRow("%s zero weight", name.data()) << ai << "a,b" << -0.0001 << "weight of node \"b\"";
            QTest::addRow("%s NaN weight", name.data()) << ai << "a,b" << nan << "got nan";
            QTest::addRow("%s infinite weight", name.data()) << ai << "a,b" << inf << "got inf";
        }
    }

    void invalidMembershipsAreRefusedAndChangeNothing()
    {
        QFETCH(int, algorithm);
        QFETCH(QString, members);
        QFETCH(double, badWeight);
        QFETCH(QString, message);
        const auto p = makePlacement({static_cast<Algorithm>(algorithm), HashId::Fnv1aFmix32, 10},
                                     numberedMembers("cache-", 3));
        std::vector<MemberIndex> before(5000);
        for (std::uint32_t h = 0; h < 5000; ++h)
            before[h] = p->ownerOfHash(h * 858993459U);

        std::vector<Member> list;
        if (!members.isEmpty())
            for (const auto& id : members.split(','))
                list.push_back({id.toStdString(), 1.0});
        if (badWeight != 0.0)
            list[1].weight = badWeight;
        try {
            p->setMembers(list);
            QFAIL("an invalid membership was accepted");
        } catch (const ValidationError& e) {
            QVERIFY2(std::string(e.what()).find(message.toStdString()) != std::string::npos, e.what());
        }
        QCOMPARE(p->members(), numberedMembers("cache-", 3));
        for (std::uint32_t h = 0; h < 5000; ++h)
            QCOMPARE(p->ownerOfHash(h * 858993459U), before[h]);
    }

    void parseMemberList_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("ids");
        QTest::addColumn<QString>("weights");
        QTest::newRow("plain") << "a,b,c" << "a|b|c" << "1|1|1";
        QTest::newRow("weights") << "big=4, small=0.5" << "big|small" << "4|0.5";
        QTest::newRow("host:port") << "10.0.0.1:6379,10.0.0.2:6379=2" << "10.0.0.1:6379|10.0.0.2:6379"
                                   << "1|2";
        QTest::newRow("exponent") << "x=1e1" << "x" << "10";
    }

    void parseMemberList()
    {
        QFETCH(QString, text);
        QFETCH(QString, ids);
        QFETCH(QString, weights);
        const auto members = ringlab::parseMemberList(text.toStdString());
        QCOMPARE(members.size(), static_cast<std::size_t>(ids.split('|').size()));
        for (std::size_t i = 0; i < members.size(); ++i) {
            QCOMPARE(QString::fromStdString(members[i].id), ids.split('|')[int(i)]);
            QCOMPARE(members[i].weight, weights.split('|')[int(i)].toDouble());
        }
    }

    void parseMemberListErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << "" << "the node list is empty";
        QTest::newRow("trailing comma") << "a,b," << "empty node id";
        QTest::newRow("bad weight") << "a=x" << "weight of node \"a\" is not a number: \"x\"";
        QTest::newRow("weight suffix") << "a=2kg" << "is not a number";
        QTest::newRow("zero") << "a=0" << "must be between 0.001 and 1000000, got 0";
        QTest::newRow("negative") << "a=-1" << "got -1";
        QTest::newRow("duplicate") << "a,b=2,a" << "duplicate node id \"a\"";
        QTest::newRow("empty id with weight") << "=2" << "node id is empty";
    }

    void parseMemberListErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            ringlab::parseMemberList(text.toStdString());
            QFAIL("accepted");
        } catch (const ValidationError& e) {
            QVERIFY2(std::string(e.what()).find(message.toStdString()) != std::string::npos, e.what());
        }
    }

    void parseMembersFile()
    {
        std::istringstream good("# fleet\ncache-01\r\ncache-02\t2\n\n10.0.0.1:6379\t0.5\n");
        const auto members = ringlab::parseMembersFile(good);
        QCOMPARE(members, (std::vector<Member>{{"cache-01", 1}, {"cache-02", 2}, {"10.0.0.1:6379", 0.5}}));

        std::istringstream bad("a\nb\tzero\n");
        try {
            ringlab::parseMembersFile(bad);
            QFAIL("accepted");
        } catch (const ValidationError& e) {
            QCOMPARE(std::string(e.what()), std::string("line 2: weight of node \"b\" is not a number: \"zero\""));
        }
        std::istringstream duplicate("a\nb\na\n");
        QVERIFY_THROWS_EXCEPTION(ValidationError, ringlab::parseMembersFile(duplicate));
        std::istringstream empty("# nothing\n\n");
        QVERIFY_THROWS_EXCEPTION(ValidationError, ringlab::parseMembersFile(empty));
    }

    void fairSharesAndTooManyMembers()
    {
        const std::vector<Member> m{{"a", 4}, {"b", 4}, {"c", 1}, {"d", 1}};
        QCOMPARE(fairShares(m), (std::vector<double>{0.4, 0.4, 0.1, 0.1}));
        QVERIFY_THROWS_EXCEPTION(ValidationError,
                                 makePlacement({Algorithm::Modulo, HashId::Fnv1a, 1},
                                               numberedMembers("n", kMaxMembers + 1, 6)));
    }

    void withMembersLeavesTheOriginal()
    {
        const auto p = makePlacement({}, numberedMembers("cache-", 8));
        const auto q = p->withMembers(numberedMembers("cache-", 9));
        QCOMPARE(p->members().size(), std::size_t{8});
        QCOMPARE(q->members().size(), std::size_t{9});
        QCOMPARE(q->algorithm(), Algorithm::Ring);
    }
};

QTEST_APPLESS_MAIN(PlacementsTest)
#include "tst_placements.moc"
