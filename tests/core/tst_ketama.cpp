// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Ketama against the real libmemcached (Debian's libmemcached-dev, linked here): its own test
// fixture, and owners key for key on generated fleets; the dialects' labels; how keys move.
// libketama (last.fm's C library, not linked here) against its own test harness's checksum and
// a transcription of its ketama.c written out below.
#include "model/core/KetamaPlacement.h"
#include "model/core/KeySet.h"
#include "tests/common/TestPaths.h"

#include <libmemcached/memcached.h>

#include <QCryptographicHash>
#include <QTest>

#include <math.h>  // floorf, as ketama.c calls it

#include <cstdio>
#include <cstdlib>
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

// libketama, transcribed from RJ/ketama's libketama/ketama.c (ketama_create_continuum,
// ketama_hashi, ketama_get_server), kept to its C arithmetic and control flow; a server is a
// ketama.servers line, "address<TAB>memory", here a member's id and weight. Only the MD5 is
// RingLab's (checked against libmemcached's fixture above); the byte packing is ketama.c's.
namespace libketama {

struct mcs {
    unsigned int point;  // point on circle
    std::size_t server;  // ketama.c copies the address (char ip[22]); the server's index here
};

int ketama_compare(const void* a, const void* b)
{
    const auto* x = static_cast<const mcs*>(a);
    const auto* y = static_cast<const mcs*>(b);
    return (x->point < y->point) ? -1 : ((x->point > y->point) ? 1 : 0);
}

unsigned int ketama_hashi(std::string_view inString)
{
    const Md5Digest digest = md5Digest(inString);
    return (unsigned int)((digest[3] << 24) | (digest[2] << 16) | (digest[1] << 8) | digest[0]);
}

struct Continuum {
    std::vector<mcs> array;
    std::vector<unsigned int> ks;  // digests per server
};

Continuum ketama_create_continuum(const std::vector<Member>& slist)
{
    const auto numservers = static_cast<unsigned int>(slist.size());
    unsigned long memory = 0;
    for (const Member& server : slist)
        memory += (unsigned long)server.weight;
    Continuum continuum;
    for (unsigned int i = 0; i < numservers; i++) {
        const float pct = (float)(unsigned long)slist[i].weight / (float)memory;
        // ketama.c: unsigned int ks = floorf( pct * 40.0 * (float)numservers ); the double
        // product is converted to floorf's float parameter, and the result to unsigned int
        // (C does both silently; the casts say so for -Wconversion).
        const auto ks = static_cast<unsigned int>(floorf(static_cast<float>(pct * 40.0 * (float)numservers)));
        continuum.ks.push_back(ks);
        for (unsigned int k = 0; k < ks; k++) {
            char ss[256];  // ketama.c: char ss[30], enough for its 22-byte addresses
            std::snprintf(ss, sizeof ss, "%s-%d", slist[i].id.c_str(), k);
            const Md5Digest digest = md5Digest(ss);
            for (int h = 0; h < 4; h++) {
                const unsigned int point = (unsigned int)((digest[3 + h * 4] << 24) | (digest[2 + h * 4] << 16) |
                                                          (digest[1 + h * 4] << 8) | digest[h * 4]);
                continuum.array.push_back({point, i});
            }
        }
    }
    std::qsort(continuum.array.data(), continuum.array.size(), sizeof(mcs), ketama_compare);
    return continuum;
}

// Returns the index of the point ketama_get_server returns.
int ketama_get_server(unsigned int h, const std::vector<mcs>& mcsarr)
{
    const int numpoints = static_cast<int>(mcsarr.size());
    int highp = numpoints;
    int lowp = 0, midp;
    unsigned int midval, midval1;
    while (1) {
        midp = (int)((lowp + highp) / 2);
        if (midp == numpoints)
            return 0;  // if at the end, roll back to zeroth
        midval = mcsarr[static_cast<std::size_t>(midp)].point;
        midval1 = midp == 0 ? 0 : mcsarr[static_cast<std::size_t>(midp - 1)].point;
        if (h <= midval && h > midval1)
            return midp;
        if (midval < h)
            lowp = midp + 1;
        else
            highp = midp - 1;
        if (lowp > highp)
            return 0;
    }
}

}  // namespace libketama

// Every key is a C string to libketama (strlen): no NUL bytes in generated keys.
std::string randomCString(std::mt19937& random)
{
    std::uniform_int_distribution<int> length(0, 40);
    std::uniform_int_distribution<int> byte(1, 255);
    std::string key(static_cast<std::size_t>(length(random)), '\0');
    for (char& c : key)
        c = static_cast<char>(byte(random));
    return key;
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
        std::ifstream file(tests::sourcePathStd("tests/golden/libmemcached_ketama.tsv"));
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
        QTest::addColumn<QString>("libketama");  // sprintf(ss, "%s-%d", slist[i].addr, k)
        QTest::newRow("default port") << "10.0.1.1:11211" << "10.0.1.1-7" << "10.0.1.1-7" << "/10.0.1.1:11211-7" << "10.0.1.1:11211-7";
        QTest::newRow("other port") << "10.0.1.1:11212" << "10.0.1.1:11212-7" << "10.0.1.1:11212-7" << "/10.0.1.1:11212-7" << "10.0.1.1:11212-7";
        QTest::newRow("no port") << "cache-01" << "cache-01-7" << "cache-01-7" << "/cache-01:11211-7" << "cache-01-7";
        QTest::newRow("port 0") << "cache:0" << "cache-7" << "cache:0-7" << "/cache:11211-7" << "cache:0-7";
        QTest::newRow("not a port") << "cache:x" << "cache:x-7" << "cache:x-7" << "/cache:x:11211-7" << "cache:x-7";
    }

    void dialectsLabelServersTheirOwnWay()
    {
        QFETCH(QString, id);
        QFETCH(QString, libmemcached);
        QFETCH(QString, twemproxy);
        QFETCH(QString, spymemcached);
        QFETCH(QString, libketama);
        const std::string member = id.toStdString();
        const auto label = [&](KetamaDialect dialect) {
            return QString::fromStdString(KetamaPlacement::serverLabel(dialect, member, 7));
        };
        QCOMPARE(label(KetamaDialect::Libmemcached), libmemcached);
        QCOMPARE(label(KetamaDialect::Twemproxy), twemproxy);
        QCOMPARE(label(KetamaDialect::Spymemcached), spymemcached);
        QCOMPARE(label(KetamaDialect::Libketama), libketama);
    }

    // twemproxy's continuum is libmemcached's, port 11211 rule included (tests/live/
    // tst_twemproxy checks it against a real nutcracker); only its key hash differs, and with
    // `hash: md5` the two place every key alike.
    void twemproxyWithMd5IsLibmemcached()
    {
        std::mt19937 random(7);
        std::vector<Member> fleet = randomFleet(random, 40, false);
        // libmemcached reads port 0 as 11211; twemproxy refuses it (nc_valid_port).
        std::erase_if(fleet, [](const Member& m) { return m.id.ends_with(":0"); });
        std::vector<Member> otherPorts;
        for (std::size_t i = 0; i < fleet.size(); ++i)
            otherPorts.push_back({"10.1.0." + std::to_string(i) + ":11311", fleet[i].weight});
        const auto keys = KeySet::fromPattern("item:{i}", 20000);
        const auto sameOwners = [&](const std::vector<Member>& members, HashId twemproxyHash) {
            const auto a = ketama(members, KetamaDialect::Libmemcached);
            KetamaPlacement b(KetamaDialect::Twemproxy, hashFunction(twemproxyHash));
            b.setMembers(members);
            for (std::size_t k = 0; k < keys.size(); ++k)
                if (a->ownerOf(keys.key(k)) != b.ownerOf(keys.key(k)))
                    return false;
            return true;
        };
        QVERIFY(sameOwners(otherPorts, HashId::TwemproxyMd5));
        QVERIFY(sameOwners(fleet, HashId::TwemproxyMd5));  // ids with :11211 hash "host-k" in both
        QVERIFY(!sameOwners(fleet, kTwemproxyDefaultHash));
    }

    // A key moves only when a new point lands in front of it or its own point goes: the new
    // server's points, and, since the bigger fleet recounts every server's share in single
    // precision, points an old server gains or loses. When no old server's count changes,
    // every key that moves goes to the new server.
    void addingAServerMovesKeysOnlyToIt_data()
    {
        QTest::addColumn<int>("dialect");
        for (const KetamaDialect dialect : {KetamaDialect::Libmemcached, KetamaDialect::Libketama})
            QTest::newRow(choiceOf(kKetamaDialects, dialect).name.data()) << static_cast<int>(dialect);
    }

    void addingAServerMovesKeysOnlyToIt()
    {
        QFETCH(int, dialect);
        std::mt19937 random(11);
        for (const bool equal : {true, false}) {
            std::vector<Member> fleet = randomFleet(random, 20, equal);
            const auto before = ketama(fleet, static_cast<KetamaDialect>(dialect));
            fleet.push_back({"10.9.9.9:11211", equal ? 1.0 : 500.0});
            const auto after = ketama(fleet, static_cast<KetamaDialect>(dialect));
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

    // libketama's own test (libketama/test.sh): ketama_test.c over ../ketama.servers (the fleet
    // of libmemcached's fixture) prints ketama_error() (empty), then "%u %u %s\n": the hash of
    // each key "0" … "999999", the point ketama_get_server returns and its server; the test
    // compares the output's md5sum with 5672b131391f5aa2b280936aec1eea74.
    void libketamaReproducesItsTestHarness()
    {
        const auto ring = ketama(kFixtureFleet, KetamaDialect::Libketama);
        QCryptographicHash md5(QCryptographicHash::Md5);
        md5.addData(QByteArrayView("\n"));
        char line[80];
        for (int i = 0; i < 1000000; ++i) {
            const std::string key = std::to_string(i);
            const std::uint32_t hash = narrowKeyHash(ring->keyHash().hash(key));
            const std::size_t point = ring->successor(hash);
            const std::string& server = kFixtureFleet[ring->pointOwners()[point]].id;
            const int n = std::snprintf(line, sizeof line, "%u %u %s\n", hash, ring->positions()[point], server.c_str());
            md5.addData(QByteArrayView(line, n));
        }
        QCOMPARE(md5.result().toHex(), QByteArray("5672b131391f5aa2b280936aec1eea74"));
    }

    // python_ketama/tests.py: "127.0.0.1:11211\t600" and "127.0.0.1:11212\t400" make 160 × 2
    // points; hashi("test") is 3446378249, and get_server("test") (3454255383, '127.0.0.1:11211').
    void libketamaReproducesItsPythonTests()
    {
        const auto ring = ketama(parseMemberList("127.0.0.1:11211=600,127.0.0.1:11212=400"), KetamaDialect::Libketama);
        QCOMPARE(ring->pointCount(), std::size_t{320});
        const std::uint32_t hash = narrowKeyHash(ring->keyHash().hash("test"));
        QCOMPARE(hash, 3446378249U);
        QCOMPARE(ring->positions()[ring->successor(hash)], 3454255383U);
        QCOMPARE(QString::fromStdString(ring->ownerOf("test")), QStringLiteral("127.0.0.1:11211"));
    }

    // Points and labels of a small fleet, worked out by hand from ketama.c's
    //   float pct = (float)memory / (float)totalmemory;  ks = floorf(pct * 40.0 * numservers)
    // then against the transcription for many fleets.
    void libketamaCountsDigestsAsKetamaC()
    {
        // 600, 300, 100 of 1,000 over 3 servers: 0.6f × 120 = 72.0000029 → 72 digests, 36, 12:
        // 288, 144 and 48 points, labelled "10.0.1.1:11211-0" … "10.0.1.1:11211-71".
        const auto small = parseMemberList("10.0.1.1:11211=600,10.0.1.2:11211=300,10.0.1.3:11211=100");
        QCOMPARE(KetamaPlacement::pointsPerServer(small, KetamaDialect::Libketama), (std::vector<std::size_t>{288, 144, 48}));
        const auto ring = ketama(small, KetamaDialect::Libketama);
        QCOMPARE(ring->pointCount(), std::size_t{480});
        QCOMPARE(QString::fromStdString(ring->pointLabel(0, 287)), QStringLiteral("10.0.1.1:11211-71[3]"));
        QCOMPARE(QString::fromStdString(ring->pointLabel(2, 0)), QStringLiteral("10.0.1.3:11211-0[0]"));
        // Weights 1 and 2: 1/3 → 0.33333334f × 80 = 26.67 and 53.33: floorf drops the fractions,
        // 79 digests, 316 points, not 320.
        QCOMPARE(KetamaPlacement::pointsPerServer(parseMemberList("a=1,b=2"), KetamaDialect::Libketama),
                 (std::vector<std::size_t>{104, 212}));
        // libketama/ketama.servers: 600 of 4,300 over 8 servers is 44.65 digests → 176 points; 100 → 28.
        QCOMPARE(KetamaPlacement::pointsPerServer(kFixtureFleet, KetamaDialect::Libketama),
                 (std::vector<std::size_t>{176, 88, 56, 104, 296, 236, 280, 28}));
        // The product is a double, rounded to float: 100 equal servers get 1/100 × 40.0 × 100 =
        // 39.9999991 → 40.0f, 40 digests each, where libmemcached's float product (and a float
        // 40.0F) give 39.
        QCOMPARE(KetamaPlacement::pointsPerServer(numberedMembers("m", 100), KetamaDialect::Libketama).front(), std::size_t{160});
        QCOMPARE(KetamaPlacement::pointsPerServer(numberedMembers("m", 100)).front(), std::size_t{156});
        QCOMPARE(static_cast<int>(floorf(1.0F / 100.0F * 40.0F * 100.0F)), 39);

        std::mt19937 random(5);
        for (const bool equal : {true, false})
            for (std::size_t n = 1; n <= 300; n += equal ? 1 : 7) {
                const std::vector<Member> fleet = randomFleet(random, n, equal);
                const libketama::Continuum theirs = libketama::ketama_create_continuum(fleet);
                const auto counts = KetamaPlacement::pointsPerServer(fleet, KetamaDialect::Libketama);
                for (std::size_t i = 0; i < n; ++i)
                    QCOMPARE(counts[i], std::size_t{theirs.ks[i]} * 4);
                // Equal servers get 40 digests but for 4 fleet sizes up to 300 (libmemcached:
                // 39 for 32 sizes, these 4 among them).
                if (equal) {
                    const bool short39 = n == 61 || n == 122 || n == 237 || n == 244;
                    QCOMPARE(counts.front(), std::size_t{short39 ? 156U : 160U});
                    if (short39)
                        QCOMPARE(KetamaPlacement::pointsPerServer(fleet).front(), std::size_t{156});
                }
            }
        std::size_t libmemcachedShort = 0;
        for (std::size_t n = 1; n <= 300; ++n)
            libmemcachedShort += KetamaPlacement::pointsPerServer(numberedMembers("m", n)).front() == 156;
        QCOMPARE(libmemcachedShort, std::size_t{32});
    }

    // ketama_get_server is a bisection that returns the first point at or after the hash (for
    // a hash equal to a run of points, the run's first), and the first point for a hash above
    // the last: std::lower_bound, wrapping. Checked on small sorted arrays with runs of equal
    // points and the hashes 0 and 2^32 - 1.
    void libketamaGetServerIsFirstPointAtOrAfter()
    {
        std::mt19937 random(3);
        for (int trial = 0; trial < 2000; ++trial) {
            std::uniform_int_distribution<std::size_t> size(1, 40);
            std::uniform_int_distribution<unsigned int> value(0, trial % 2 == 0 ? 20U : 0xffffffffU);
            std::vector<libketama::mcs> array(size(random));
            for (std::size_t i = 0; i < array.size(); ++i)
                array[i] = {value(random), i};
            std::sort(array.begin(), array.end(), [](const auto& a, const auto& b) { return a.point < b.point; });
            std::vector<unsigned int> points;
            for (const auto& p : array)
                points.push_back(p.point);
            std::vector<unsigned int> hashes{0U, 1U, 0xffffffffU, points.back() + 1, points.front() - 1};
            for (const unsigned int p : points) {
                hashes.push_back(p);
                hashes.push_back(p - 1);
                hashes.push_back(p + 1);
            }
            for (int i = 0; i < 20; ++i)
                hashes.push_back(value(random));
            for (const unsigned int h : hashes) {
                const auto it = std::lower_bound(points.begin(), points.end(), h);
                const auto expected = it == points.end() ? 0 : static_cast<int>(it - points.begin());
                QCOMPARE(libketama::ketama_get_server(h, array), expected);
            }
        }
    }

    // Owners key for key against the transcription of ketama.c, on generated fleets.
    void libketamaOwnersEqualKetamaCKeyForKey_data()
    {
        QTest::addColumn<int>("servers");
        QTest::addColumn<bool>("equalWeights");
        for (const int servers : {1, 2, 3, 7, 8, 13, 50, 100, 117})
            for (const bool equal : {true, false})
                QTest::addRow("%d servers, %s weights", servers, equal ? "equal" : "random") << servers << equal;
    }

    void libketamaOwnersEqualKetamaCKeyForKey()
    {
        QFETCH(int, servers);
        QFETCH(bool, equalWeights);
        std::mt19937 random(static_cast<std::uint32_t>(servers * 2 + equalWeights));
        const std::vector<Member> fleet = randomFleet(random, static_cast<std::size_t>(servers), equalWeights);
        const auto ours = ketama(fleet, KetamaDialect::Libketama);
        const libketama::Continuum theirs = libketama::ketama_create_continuum(fleet);
        QCOMPARE(ours->pointCount(), theirs.array.size());
        for (std::size_t i = 0; i < theirs.array.size(); ++i)
            QCOMPARE(ours->positions()[i], theirs.array[i].point);
        int differ = 0;
        for (int i = 0; i < 20000; ++i) {
            const std::string key = i % 2 == 0 ? "user:" + std::to_string(i) + ":profile" : randomCString(random);
            const unsigned int h = libketama::ketama_hashi(key);
            QCOMPARE(narrowKeyHash(ours->keyHash().hash(key)), h);
            const auto expected = static_cast<MemberIndex>(
                theirs.array[static_cast<std::size_t>(libketama::ketama_get_server(h, theirs.array))].server);
            differ += ours->ownerOfHash(ours->keyHash().hash(key)) != expected;
        }
        QCOMPARE(differ, 0);
    }

    // Two servers whose labels share a point: MD5("10.0.2.53:11211-38") word 3 and
    // MD5("10.0.2.161:11211-8") word 1 are both 3152960057. qsort leaves equal points in an
    // unspecified order; RingLab keeps server order, so the server listed first owns the hash.
    // (The real libketama on glibc 2.36, whose qsort is a merge sort, does the same: its
    // continuum lists the two in file order and ketama_get_server returns the first.)
    void libketamaTiesGoToTheServerListedFirst()
    {
        constexpr unsigned int kShared = 3152960057U;
        QCOMPARE(md5Word32(md5Digest("10.0.2.53:11211-38"), 3), kShared);
        QCOMPARE(md5Word32(md5Digest("10.0.2.161:11211-8"), 1), kShared);
        for (const char* list : {"10.0.2.53:11211,10.0.2.161:11211", "10.0.2.161:11211,10.0.2.53:11211"}) {
            const auto fleet = parseMemberList(list);
            const auto ring = ketama(fleet, KetamaDialect::Libketama);
            const std::size_t first = ring->successor(kShared);
            QCOMPARE(ring->positions()[first], kShared);
            QCOMPARE(ring->positions()[first + 1], kShared);
            QCOMPARE(ring->ownerOfHash(kShared), MemberIndex{0});
            QCOMPARE(ring->pointOwners()[first + 1], MemberIndex{1});
#ifdef __GLIBC__
            const libketama::Continuum theirs = libketama::ketama_create_continuum(fleet);
            QCOMPARE(theirs.array[static_cast<std::size_t>(libketama::ketama_get_server(kShared, theirs.array))].server,
                     std::size_t{0});
#endif
        }
    }

    // libketama hashes what twemproxy with `hash: md5` hashes for servers off port 11211
    // ("host:port-k"); the two differ only where their counts do (100 equal servers: 160
    // points against twemproxy's 156).
    void libketamaIsTwemproxysLabelsWithItsOwnCount()
    {
        const auto keys = KeySet::fromPattern("item:{i}", 20000);
        const auto sameOwners = [&](const std::vector<Member>& members) {
            const auto a = ketama(members, KetamaDialect::Libketama);
            KetamaPlacement twemproxy(KetamaDialect::Twemproxy, hashFunction(HashId::TwemproxyMd5));
            twemproxy.setMembers(members);
            const auto* b = &twemproxy;
            for (std::size_t k = 0; k < keys.size(); ++k)
                if (a->ownerOf(keys.key(k)) != b->ownerOf(keys.key(k)))
                    return false;
            return true;
        };
        std::vector<Member> offDefaultPort = kFixtureFleet;
        for (Member& m : offDefaultPort)
            m.id.replace(m.id.rfind(":11211"), 6, ":11311");
        QVERIFY(sameOwners(offDefaultPort));  // the same counts
        QVERIFY(!sameOwners(kFixtureFleet));  // twemproxy hashes "host-k" on port 11211
        QVERIFY(!sameOwners(numberedMembers("m", 100)));
    }

    // libketama/downed_server_test.sh: ketama.servers with its last server gone, and with
    // "999.999.999:11211\t300" added; libketama only warns when keys move between the others
    // ("items disturbed"). With unequal weights they do: the recount of every server's share
    // moves points (600 of 4,300 over 8 servers: 176 points; of 4,600 over 9: 184; of 4,200
    // over 7: 160). The figures for the keys "0" … "99999" are the real libketama's (ketama.c
    // built from RJ/ketama, glibc 2.36).
    void libketamaDownedServerTest()
    {
        std::vector<Member> plusOne = kFixtureFleet;
        plusOne.push_back({"999.999.999:11211", 300.0});
        const std::vector<Member> minusOne(kFixtureFleet.begin(), kFixtureFleet.end() - 1);
        QCOMPARE(KetamaPlacement::pointsPerServer(plusOne, KetamaDialect::Libketama),
                 (std::vector<std::size_t>{184, 92, 60, 108, 312, 248, 296, 28, 92}));
        QCOMPARE(KetamaPlacement::pointsPerServer(minusOne, KetamaDialect::Libketama),
                 (std::vector<std::size_t>{160, 80, 52, 92, 264, 212, 252}));
        const auto original = ketama(kFixtureFleet, KetamaDialect::Libketama);
        const auto plus = ketama(plusOne, KetamaDialect::Libketama);
        const auto minus = ketama(minusOne, KetamaDialect::Libketama);
        QCOMPARE(original->pointCount(), std::size_t{1264});
        QCOMPARE(plus->pointCount(), std::size_t{1420});
        QCOMPARE(minus->pointCount(), std::size_t{1112});
        int toNew = 0, plusElsewhere = 0, fromDowned = 0, minusElsewhere = 0;
        for (int i = 0; i < 100000; ++i) {
            const std::string key = std::to_string(i);
            const std::string before = original->ownerOf(key);
            const std::string afterPlus = plus->ownerOf(key);
            const std::string afterMinus = minus->ownerOf(key);
            if (afterPlus != before)
                (afterPlus == "999.999.999:11211" ? toNew : plusElsewhere) += 1;
            if (afterMinus != before)
                (before == kFixtureFleet.back().id ? fromDowned : minusElsewhere) += 1;
        }
        QCOMPARE(toNew, 6510);
        QCOMPARE(plusElsewhere, 3076);
        QCOMPARE(fromDowned, 2265);  // every key of 10.0.1.8:11211
        QCOMPARE(minusElsewhere, 9088);
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
        // libketama reads its "memory" column with strtol: whole numbers there too.
        QVERIFY_THROWS_EXCEPTION(ValidationError,
                                 (void)makePlacement({.algorithm = Algorithm::Ketama, .ketamaDialect = KetamaDialect::Libketama},
                                                     parseMemberList("a:11211=1,b:11211=0.5")));
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
