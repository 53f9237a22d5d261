// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Ketama against the real libmemcached (Debian's libmemcached-dev, linked here): its own test
// fixture, and owners key for key on generated fleets; the dialects' labels; how keys move.
#include "model/core/KetamaPlacement.h"
#include "model/core/KeySet.h"

#include <libmemcached/memcached.h>

#include <QtTest>

#include <fstream>
#include <memory>
#include <random>
#include <sstream>

using namespace ringlab;

namespace {

std::vector<std::string> splitTabs(const std::string& line)
{
    std::vector<std::string> fields;
    std::string field;
    std::istringstream in(line);
    while (std::getline(in, field, '\t'))
        fields.push_back(field);
    return fields;
}

const std::vector<Member> kFixtureFleet = parseMemberList(
    "10.0.1.1:11211=600,10.0.1.2:11211=300,10.0.1.3:11211=200,10.0.1.4:11211=350,"
    "10.0.1.5:11211=1000,10.0.1.6:11211=800,10.0.1.7:11211=950,10.0.1.8:11211=100");

std::unique_ptr<RingPlacement> ketama(const std::vector<Member>& members,
                                      KetamaDialect dialect = KetamaDialect::Libmemcached)
{
    auto placement = makePlacement({.algorithm = Algorithm::Ketama, .ketamaDialect = dialect}, members);
    return std::unique_ptr<RingPlacement>(static_cast<RingPlacement*>(placement.release()));
}

// libmemcached set up as an application would for weighted ketama (spymemcached's labels when
// asked); no server is contacted to place a key.
struct Libmemcached {
    Libmemcached(const std::vector<Member>& members, KetamaDialect dialect) : memc(memcached_create(nullptr))
    {
        QVERIFY(memc != nullptr);
        QCOMPARE(memcached_behavior_set(memc, MEMCACHED_BEHAVIOR_KETAMA_WEIGHTED, 1), MEMCACHED_SUCCESS);
        if (dialect == KetamaDialect::Spymemcached)
            QCOMPARE(memcached_behavior_set_distribution(memc, MEMCACHED_DISTRIBUTION_CONSISTENT_KETAMA_SPY),
                     MEMCACHED_SUCCESS);
        for (const Member& m : members) {
            const MemcachedServer server = parseMemcachedServer(m.id);
            QCOMPARE(memcached_server_add_with_weight(memc, server.host.c_str(), server.port,
                                                      static_cast<std::uint32_t>(m.weight)),
                     MEMCACHED_SUCCESS);
        }
    }
    ~Libmemcached() { memcached_free(memc); }
    Libmemcached(const Libmemcached&) = delete;
    Libmemcached& operator=(const Libmemcached&) = delete;

    std::uint32_t serverOf(std::string_view key) const
    {
        return memcached_generate_hash(memc, key.data(), key.size());
    }

    memcached_st* memc;
};

std::vector<Member> randomFleet(std::mt19937& random, std::size_t count, bool equalWeights)
{
    std::uniform_int_distribution<int> octet(0, 255);
    std::uniform_int_distribution<int> weight(1, 1000);
    std::uniform_int_distribution<int> style(0, 3);
    std::vector<Member> members;
    for (std::size_t i = 0; i < count; ++i) {
        std::string id;
        switch (style(random)) {
        case 0: id = "10." + std::to_string(octet(random)) + "." + std::to_string(i / 256) + "." + std::to_string(i % 256) + ":11211"; break;
        case 1: id = "cache-" + std::to_string(i) + ".example.net:" + std::to_string(11000 + octet(random)); break;
        case 2: id = "memcache" + std::to_string(i); break;  // no port: 11211
        default: id = "192.168." + std::to_string(i / 256) + "." + std::to_string(i % 256) + ":0"; break;  // port 0: 11211
        }
        members.push_back({id, equalWeights ? 1.0 : static_cast<double>(weight(random))});
    }
    return members;
}

}  // namespace

class KetamaTest : public QObject {
    Q_OBJECT

private slots:
    // libmemcached's own ketama test (test/tests/memcached/ketama.cpp) over its fixture
    // (tests/golden/libmemcached_ketama.tsv): the key's hash and its server, for libmemcached's
    // labels and spymemcached's.
    void reproducesLibmemcachedsFixture()
    {
        std::ifstream file(RINGLAB_SOURCE_DIR "/tests/golden/libmemcached_ketama.tsv");
        QVERIFY(file.good());
        const auto libmemcached = ketama(kFixtureFleet, KetamaDialect::Libmemcached);
        const auto spy = ketama(kFixtureFleet, KetamaDialect::Spymemcached);
        std::string line;
        int rows = 0;
        while (std::getline(file, line)) {
            if (line.empty() || line.front() == '#')
                continue;
            const auto fields = splitTabs(line);
            QCOMPARE(fields.size(), std::size_t{4});
            const RingPlacement& ring = fields[0] == "spymemcached" ? *spy : *libmemcached;
            const KeyHash keyHash = ring.keyHash().hash(fields[1]);
            QCOMPARE(keyHash, static_cast<KeyHash>(std::stoul(fields[2])));
            QCOMPARE(parseMemcachedServer(ring.ownerOf(fields[1])).host, fields[3]);
            ++rows;
        }
        QCOMPARE(rows, 198);
        // "VDEAAAAA hashes to fffcd1b5, after the last continuum point": it wraps to the first.
        QCOMPARE(libmemcached->keyHash().hash("VDEAAAAA"), 0xfffcd1b5U);
        QVERIFY(libmemcached->positions().back() < 0xfffcd1b5U);
        QCOMPARE(libmemcached->ownerOfHash(0xfffcd1b5U), libmemcached->pointOwners().front());
    }

    void ownersEqualLibmemcachedKeyForKey_data()
    {
        QTest::addColumn<int>("servers");
        QTest::addColumn<bool>("equalWeights");
        QTest::addColumn<int>("dialect");
        // libmemcached aborts on more than 100 servers (an assertion that its continuum holds
        // count × 100 <= MEMCACHED_CONTINUUM_SIZE points): 100 is as many as it takes.
        for (const int servers : {1, 2, 3, 7, 8, 13, 50, 100})
            for (const bool equal : {true, false})
                for (const KetamaDialect dialect : {KetamaDialect::Libmemcached, KetamaDialect::Spymemcached})
                    QTest::addRow("%d servers, %s weights, %s", servers, equal ? "equal" : "random",
                                  choiceOf(kKetamaDialects, dialect).name.data())
                        << servers << equal << static_cast<int>(dialect);
    }

    void ownersEqualLibmemcachedKeyForKey()
    {
        QFETCH(int, servers);
        QFETCH(bool, equalWeights);
        QFETCH(int, dialect);
        std::mt19937 random(static_cast<std::uint32_t>(servers * 4 + equalWeights * 2 + dialect));
        const std::vector<Member> fleet = randomFleet(random, static_cast<std::size_t>(servers), equalWeights);
        const auto ours = ketama(fleet, static_cast<KetamaDialect>(dialect));
        const Libmemcached theirs(fleet, static_cast<KetamaDialect>(dialect));
        std::uniform_int_distribution<int> length(0, 40);
        std::uniform_int_distribution<int> byte(0, 255);
        int differ = 0;
        for (int i = 0; i < 20000; ++i) {
            // Generated keys (the usual), and random bytes of random length (any key).
            std::string key;
            if (i % 2 == 0) {
                key = "user:" + std::to_string(i) + ":profile";
            } else {
                key.resize(static_cast<std::size_t>(length(random)));
                for (char& c : key)
                    c = static_cast<char>(byte(random));
            }
            const MemberIndex expected = static_cast<MemberIndex>(theirs.serverOf(key));
            differ += ours->ownerOfHash(ours->keyHash().hash(key)) != expected;
        }
        QCOMPARE(differ, 0);
        // Both count the same points: libmemcached's continuum has as many.
        std::size_t points = 0;
        for (std::size_t m = 0; m < fleet.size(); ++m)
            points += ours->pointCountOf(static_cast<MemberIndex>(m));
        QCOMPARE(points, ours->pointCount());
    }

    void pointsPerServerFollowLibmemcachedsSinglePrecision()
    {
        // Equal weights: 160 points each, except where float rounding leaves 39.99… × 4.
        for (std::size_t n = 1; n <= 64; ++n) {
            const auto counts = KetamaPlacement::pointsPerServer(numberedMembers("m", n));
            for (const std::size_t c : counts)
                QVERIFY(c == 160 || c == 156);
        }
        // 100 equal servers: 1/100 × 40 × 100 is 39.99999 in single precision (156 points);
        // 99 and 101 reach 40 (160 points). The key-for-key rows above hold 100 against
        // libmemcached itself.
        QCOMPARE(KetamaPlacement::pointsPerServer(numberedMembers("m", 100)).front(), std::size_t{156});
        QCOMPARE(KetamaPlacement::pointsPerServer(numberedMembers("m", 99)).front(), std::size_t{160});
        QCOMPARE(KetamaPlacement::pointsPerServer(numberedMembers("m", 101)).front(), std::size_t{160});
        // The fixture's weights: 600 of 4,300 over 8 servers gives floor(44.65) × 4 = 176.
        const auto counts = KetamaPlacement::pointsPerServer(kFixtureFleet);
        QCOMPARE(counts.front(), std::size_t{176});
        QCOMPARE(counts.back(), std::size_t{28});  // 100 of 4,300: floor(7.44) × 4
    }

    void dialectsLabelServersTheirOwnWay_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("libmemcached");
        QTest::addColumn<QString>("twemproxy");
        QTest::addColumn<QString>("spymemcached");
        QTest::newRow("default port") << "10.0.1.1:11211" << "10.0.1.1-7" << "10.0.1.1:11211-7" << "/10.0.1.1:11211-7";
        QTest::newRow("other port") << "10.0.1.1:11212" << "10.0.1.1:11212-7" << "10.0.1.1:11212-7" << "/10.0.1.1:11212-7";
        QTest::newRow("no port") << "cache-01" << "cache-01-7" << "cache-01-7" << "/cache-01:11211-7";
        QTest::newRow("port 0") << "cache:0" << "cache-7" << "cache:0-7" << "/cache:11211-7";
        QTest::newRow("not a port") << "cache:x" << "cache:x-7" << "cache:x-7" << "/cache:x:11211-7";
    }

    void dialectsLabelServersTheirOwnWay()
    {
        QFETCH(QString, id);
        QFETCH(QString, libmemcached);
        QFETCH(QString, twemproxy);
        QFETCH(QString, spymemcached);
        const std::string member = id.toStdString();
        const auto label = [&](KetamaDialect dialect) {
            return QString::fromStdString(KetamaPlacement::serverLabel(dialect, member, 7));
        };
        QCOMPARE(label(KetamaDialect::Libmemcached), libmemcached);
        QCOMPARE(label(KetamaDialect::Twemproxy), twemproxy);
        QCOMPARE(label(KetamaDialect::Spymemcached), spymemcached);
    }

    void twemproxyEqualsLibmemcachedUnlessAPortIs11211()
    {
        std::mt19937 random(7);
        std::vector<Member> fleet = randomFleet(random, 40, false);
        std::vector<Member> otherPorts;
        for (std::size_t i = 0; i < fleet.size(); ++i)
            otherPorts.push_back({"10.1.0." + std::to_string(i) + ":11311", fleet[i].weight});
        const auto keys = KeySet::fromPattern("item:{i}", 20000);
        const auto sameOwners = [&](const std::vector<Member>& members) {
            const auto a = ketama(members, KetamaDialect::Libmemcached);
            const auto b = ketama(members, KetamaDialect::Twemproxy);
            for (std::size_t k = 0; k < keys.size(); ++k)
                if (a->ownerOf(keys.key(k)) != b->ownerOf(keys.key(k)))
                    return false;
            return true;
        };
        QVERIFY(sameOwners(otherPorts));
        QVERIFY(!sameOwners(fleet));  // ids with :11211 hash "host-k" in libmemcached
    }

    // A key moves only when a new point lands in front of it or its own point goes: the new
    // server's points, and, since the bigger fleet recounts every server's share in single
    // precision, points an old server gains or loses. When no old server's count changes,
    // every key that moves goes to the new server.
    void addingAServerMovesKeysOnlyToIt()
    {
        std::mt19937 random(11);
        for (const bool equal : {true, false}) {
            std::vector<Member> fleet = randomFleet(random, 20, equal);
            const auto before = ketama(fleet);
            fleet.push_back({"10.9.9.9:11211", equal ? 1.0 : 500.0});
            const auto after = ketama(fleet);
            const MemberIndex added = static_cast<MemberIndex>(fleet.size() - 1);
            const auto hasPoint = [](const RingPlacement& ring, std::uint32_t position, MemberIndex owner) {
                const auto positions = ring.positions();
                for (auto it = std::lower_bound(positions.begin(), positions.end(), position);
                     it != positions.end() && *it == position; ++it)
                    if (ring.pointOwners()[static_cast<std::size_t>(it - positions.begin())] == owner)
                        return true;
                return false;
            };
            const auto keys = KeySet::fromPattern("session:{i}", 50000);
            std::size_t toNew = 0;
            std::size_t elsewhere = 0;
            for (std::size_t k = 0; k < keys.size(); ++k) {
                const std::uint32_t h = narrowKeyHash(before->keyHash().hash(keys.key(k)));
                const std::size_t oldPoint = before->successor(h);
                const std::size_t newPoint = after->successor(h);
                const MemberIndex was = before->pointOwners()[oldPoint];
                const MemberIndex now = after->pointOwners()[newPoint];
                if (was == now)
                    continue;
                (now == added ? toNew : elsewhere) += 1;
                const bool newPointAppeared = !hasPoint(*before, after->positions()[newPoint], now);
                const bool oldPointWent = !hasPoint(*after, before->positions()[oldPoint], was);
                QVERIFY2(newPointAppeared || oldPointWent, keys.key(k).data());
            }
            QVERIFY(toNew > 0);
            bool countsKept = true;
            for (MemberIndex m = 0; m < added; ++m)
                countsKept = countsKept && before->pointCountOf(m) == after->pointCountOf(m);
            QCOMPARE(countsKept, equal);  // 20 → 21 equal servers keep 160 points each
            if (countsKept)
                QCOMPARE(elsewhere, std::size_t{0});
        }
    }

    void refusesFractionalWeights()
    {
        try {
            (void)makePlacement({.algorithm = Algorithm::Ketama}, parseMemberList("a:11211=1,b:11211=0.5"));
            QFAIL("a weight of 0.5 was taken");
        } catch (const ValidationError& e) {
            QCOMPARE(QString::fromUtf8(e.what()),
                     QStringLiteral("ketama takes whole-number weights, as libmemcached and twemproxy do: node \"b:11211\" has weight 0.5"));
        }
        QVERIFY_THROWS_EXCEPTION(ValidationError, validatePlacement({.algorithm = Algorithm::Ketama},
                                                                    parseMemberList("a=2.5")));
    }

    void pointLabelsNameTheHashedTextAndWord()
    {
        const auto ring = ketama(parseMemberList("10.0.1.1:11211,10.0.1.2:11300"));
        QCOMPARE(QString::fromStdString(ring->pointLabel(0, 9)), QStringLiteral("10.0.1.1-2[1]"));
        QCOMPARE(QString::fromStdString(ring->pointLabel(1, 0)), QStringLiteral("10.0.1.2:11300-0[0]"));
        // Each label's digest gives four consecutive points of its server.
        const Md5Digest digest = md5Digest("10.0.1.1-2");
        const auto points = ring->points();
        bool found = false;
        for (const RingPoint& p : points)
            if (p.owner == 0 && p.vnode == 9)
                found = p.position == md5Word32(digest, 1);
        QVERIFY(found);
    }
};

QTEST_APPLESS_MAIN(KetamaTest)
#include "tst_ketama.moc"
