// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ring against the article's JavaScript, and its lookup mechanics.
#include "model/core/RingPlacement.h"
#include "tests/common/TestPaths.h"

#include <QTest>

#include <fstream>
#include <random>
#include <sstream>

using namespace ringlab;

namespace {

std::vector<std::string> split(const std::string& line, char separator)
{
    std::vector<std::string> fields;
    std::string field;
    std::istringstream in(line);
    while (std::getline(in, field, separator))
        fields.push_back(field);
    if (!line.empty() && line.back() == separator)
        fields.emplace_back();
    return fields;
}

// A hash under which every member's i-th label lands on the same spot: "a#3" and "b#3"
// collide, so ties between members are everywhere.
std::uint32_t suffixOnlyHash(std::string_view bytes) noexcept
{
    const auto hashMark = bytes.rfind('#');
    return fnv1aFmix32(hashMark == std::string_view::npos ? bytes : bytes.substr(hashMark));
}
constexpr HashFunction kSuffixOnly{HashId::Fnv1aFmix32, "suffix-only", "test", &suffixOnlyHash};

std::size_t naiveSuccessor(std::span<const std::uint32_t> positions, std::uint32_t h)
{
    const auto it = std::lower_bound(positions.begin(), positions.end(), h);
    return it == positions.end() ? 0 : static_cast<std::size_t>(it - positions.begin());
}

}  // namespace

class RingTest : public QObject {
    Q_OBJECT

private slots:
    void ownersEqualTheArticlesJavaScript()
    {
        // tests/golden/article_owners.tsv was printed by the article's ConsistentHashRing
        // (tests/golden/gen_article_owners.mjs, run under node).
        std::ifstream file(tests::sourcePathStd("tests/golden/article_owners.tsv"));
        QVERIFY(file.good());
        std::string line;
        std::size_t rows = 0;
        std::string currentConfig;
        std::unique_ptr<Placement> ring;
        std::vector<MemberIndex> owners;
        while (std::getline(file, line)) {
            if (line.empty() || line[0] == '#')
                continue;
            const auto f = split(line, '\t');
            QCOMPARE(f.size(), std::size_t{6});
            const std::string config = f[0] + '\t' + f[1] + '\t' + f[2];
            if (config != currentConfig) {
                currentConfig = config;
                ring = makePlacement({Algorithm::Ring, findHash(f[0])->id, std::stoi(f[1])},
                                     parseMemberList(f[2]));
            }
            QCOMPARE(ring->ownerOf(f[3]), f[4]);
            ring->ownersOfHash(ring->keyHash().hash(f[3]), 3, owners);
            std::string joined;
            for (const MemberIndex o : owners)
                joined += (joined.empty() ? "" : ",") + ring->members()[o].id;
            QCOMPARE(joined, f[5]);
            ++rows;
        }
        QVERIFY2(rows > 10000, "the golden file is incomplete");
    }

    void pointsPerMemberRoundLikeJavaScript_data()
    {
        QTest::addColumn<int>("replicas");
        QTest::addColumn<double>("weight");
        QTest::addColumn<int>("points");
        QTest::newRow("default") << 160 << 1.0 << 160;
        QTest::newRow("half rounds up") << 3 << 0.5 << 2;
        QTest::newRow("2.5 rounds up") << 5 << 0.5 << 3;
        QTest::newRow("below half") << 160 << 0.0031 << 1;
        QTest::newRow("never zero") << 1 << 0.01 << 1;
        QTest::newRow("heavy") << 160 << 4.0 << 640;
        QTest::newRow("fraction") << 160 << 0.3 << 48;
    }

    void pointsPerMemberRoundLikeJavaScript()
    {
        QFETCH(int, replicas);
        QFETCH(double, weight);
        QFETCH(int, points);
        QCOMPARE(RingPlacement::pointsFor(replicas, weight), static_cast<std::size_t>(points));
    }

    void wrapsAroundAtBothEnds()
    {
        RingPlacement ring(hashFunction(HashId::Fnv1aFmix32), 3);
        ring.setMembers({{"a", 1}, {"b", 1}, {"c", 1}});
        const auto positions = ring.positions();
        const auto& owners = ring.pointOwners();
        const std::uint32_t first = positions.front();
        const std::uint32_t last = positions.back();
        QVERIFY(first > 0 && last < UINT32_MAX);
        // Below or at the first point: the first point's member.
        QCOMPARE(ring.ownerOfHash(0), owners.front());
        QCOMPARE(ring.ownerOfHash(first), owners.front());
        // Past the last point: wraps to the first point, not the last.
        QCOMPARE(ring.ownerOfHash(last + 1), owners.front());
        QCOMPARE(ring.ownerOfHash(UINT32_MAX), owners.front());
        QCOMPARE(ring.ownerOfHash(last), owners.back());
        QCOMPARE(ring.successor(last + 1), std::size_t{0});
    }

    void keyOnAPointBelongsToThatPoint()
    {
        RingPlacement ring(hashFunction(HashId::Fnv1aFmix32), 50);
        ring.setMembers(numberedMembers("cache-", 5));
        const auto positions = ring.positions();
        for (std::size_t i = 0; i < positions.size(); ++i) {
            QCOMPARE(ring.successor(positions[i]), i);
            QCOMPARE(ring.ownerOfHash(positions[i]), ring.pointOwners()[i]);
            if (i > 0 && positions[i] - 1 > positions[i - 1])
                QCOMPARE(ring.successor(positions[i] - 1), i);
        }
    }

    void equalPositionsKeepMembershipOrder()
    {
        RingPlacement ring(kSuffixOnly, 20);
        ring.setMembers({{"zeta", 1}, {"alpha", 1}, {"mid", 1}});
        const auto positions = ring.positions();
        const auto& owners = ring.pointOwners();
        QCOMPARE(positions.size(), std::size_t{60});
        for (std::size_t i = 0; i + 2 < positions.size(); i += 3) {
            QCOMPARE(positions[i], positions[i + 2]);
            QCOMPARE(owners[i], MemberIndex{0});
            QCOMPARE(owners[i + 1], MemberIndex{1});
            QCOMPARE(owners[i + 2], MemberIndex{2});
            // A key on a tied spot goes to the earliest member, as a stable sort gives.
            QCOMPARE(ring.ownerOfHash(positions[i]), MemberIndex{0});
        }
        // Replicas walk past the tie to distinct members in membership order.
        std::vector<MemberIndex> replicas;
        ring.ownersOfHash(positions[0], 3, replicas);
        QCOMPARE(replicas, (std::vector<MemberIndex>{0, 1, 2}));
    }

    // Large rings are sorted by counting passes, not std::stable_sort: ties must still keep
    // membership order (here 3 × 2,000 points, every spot taken by all three members).
    void equalPositionsKeepMembershipOrderOnALargeRing()
    {
        RingPlacement ring(kSuffixOnly, 2000);
        ring.setMembers({{"zeta", 1}, {"alpha", 1}, {"mid", 1}});
        const auto positions = ring.positions();
        const auto& owners = ring.pointOwners();
        QCOMPARE(positions.size(), std::size_t{6000});
        QVERIFY(std::is_sorted(positions.begin(), positions.end()));
        for (std::size_t i = 0; i + 2 < positions.size(); i += 3) {
            QCOMPARE(positions[i], positions[i + 2]);
            QCOMPARE(owners[i], MemberIndex{0});
            QCOMPARE(owners[i + 1], MemberIndex{1});
            QCOMPARE(owners[i + 2], MemberIndex{2});
        }
        // The same order std::stable_sort gives over the points in membership order.
        std::vector<RingPoint> expected;
        for (MemberIndex m = 0; m < 3; ++m)
            for (std::uint32_t v = 0; v < 2000; ++v)
                expected.push_back({suffixOnlyHash(RingPlacement::vnodeLabel(ring.members()[m].id, v)), m, v});
        std::stable_sort(expected.begin(), expected.end(),
                         [](const RingPoint& a, const RingPoint& b) { return a.position < b.position; });
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(positions[i], expected[i].position);
            QCOMPARE(owners[i], expected[i].owner);
        }
    }

    void successorEqualsBinarySearch_data()
    {
        QTest::addColumn<QString>("hash");
        QTest::addColumn<int>("replicas");
        QTest::addColumn<int>("members");
        for (const auto& h : selectableHashes())
            for (int replicas : {1, 2, 7, 160, 1000})
                for (int members : {1, 3, 8, 30})
                    QTest::addRow("%s r%d n%d", h.name.data(), replicas, members)
                        << QString::fromLatin1(h.name.data(), static_cast<int>(h.name.size()))
                        << replicas << members;
    }

    void successorEqualsBinarySearch()
    {
        // The top-bits index and branch-free search against std::lower_bound, including the
        // clustered rings plain FNV-1a builds.
        QFETCH(QString, hash);
        QFETCH(int, replicas);
        QFETCH(int, members);
        RingPlacement ring(*findHash(hash.toStdString()), replicas);
        ring.setMembers(numberedMembers("node-", static_cast<std::size_t>(members)));
        const auto positions = ring.positions();
        std::mt19937 random(12345);
        for (int i = 0; i < 20000; ++i) {
            const auto h = static_cast<std::uint32_t>(random());
            QCOMPARE(ring.successor(h), naiveSuccessor(positions, h));
        }
        for (const std::uint32_t p : positions)
            for (const std::uint32_t h : {p - 1, p, p + 1})
                QCOMPARE(ring.successor(h), naiveSuccessor(positions, h));
    }

    // Rings under 65,536 points index their buckets with 16-bit entries (twice the buckets,
    // windows of 8 counted); from 65,536 points on, 32-bit ones. Either side of the boundary,
    // and ketama's size (100 x 160), every point and its neighbours against std::lower_bound.
    void ringsEitherSideOfTheShortIndex_data()
    {
        QTest::addColumn<int>("replicas");
        QTest::addColumn<int>("members");
        QTest::newRow("16,000 points") << 160 << 100;
        QTest::newRow("65,535 points") << 255 << 257;
        QTest::newRow("65,536 points") << 256 << 256;
    }

    void ringsEitherSideOfTheShortIndex()
    {
        QFETCH(int, replicas);
        QFETCH(int, members);
        RingPlacement ring(hashFunction(HashId::Fnv1aFmix32), replicas);
        ring.setMembers(numberedMembers("node-", static_cast<std::size_t>(members)));
        const auto positions = ring.positions();
        QCOMPARE(positions.size(), static_cast<std::size_t>(replicas) * static_cast<std::size_t>(members));
        for (const std::uint32_t p : positions)
            for (const std::uint32_t h : {p - 1, p, p + 1})
                QCOMPARE(ring.successor(h), naiveSuccessor(positions, h));
        for (const std::uint32_t h : {0U, 1U, positions.back(), positions.back() + 1, UINT32_MAX})
            QCOMPARE(ring.successor(h), naiveSuccessor(positions, h));
        std::mt19937 random(99);
        for (int i = 0; i < 50000; ++i) {
            const auto h = static_cast<std::uint32_t>(random());
            QCOMPARE(ring.ownerOfHash(h), ring.pointOwners()[naiveSuccessor(positions, h)]);
        }
    }

    // Rings over about 300,000 points keep their index at 2^17 buckets until buckets hold 16
    // points, so that windows grow to 32 (1.6 M points) or 64 (2.08 M), which are counted
    // rather than searched; assign() fetches ahead on them. Against std::lower_bound and
    // ownerOfHash, key for key.
    void largeRingsCountTheirWindows_data()
    {
        QTest::addColumn<int>("members");
        QTest::newRow("10000 x 160") << 10000;  // 1.6 M points, 12 a bucket
        QTest::newRow("13000 x 160") << 13000;  // 2.08 M points, 16 a bucket
    }

    void largeRingsCountTheirWindows()
    {
        QFETCH(int, members);
        RingPlacement ring(hashFunction(HashId::Fnv1aFmix32), 160);
        ring.setMembers(numberedMembers("cache-", static_cast<std::size_t>(members), 5));
        const auto positions = ring.positions();
        std::mt19937 random(777);
        std::vector<KeyHash> hashes;
        for (int i = 0; i < 100000; ++i)
            hashes.push_back(static_cast<std::uint32_t>(random()));
        for (std::size_t i = 0; i < positions.size(); i += 97)
            for (const std::uint32_t h : {positions[i] - 1, positions[i], positions[i] + 1})
                hashes.push_back(h);
        for (const std::uint32_t h : {0U, 1U, positions.back(), positions.back() + 1, UINT32_MAX})
            hashes.push_back(h);
        for (const KeyHash h : hashes)
            QCOMPARE(ring.successor(narrowKeyHash(h)), naiveSuccessor(positions, narrowKeyHash(h)));

        std::vector<MemberIndex> owners(hashes.size());
        ring.assign(hashes, owners);
        for (std::size_t i = 0; i < hashes.size(); ++i)
            QCOMPARE(owners[i], ring.pointOwners()[naiveSuccessor(positions, narrowKeyHash(hashes[i]))]);
        for (std::size_t i = 0; i < hashes.size(); i += 101)
            QCOMPARE(ring.ownerOfHash(hashes[i]), owners[i]);
        // Fewer keys than assign() looks ahead.
        std::vector<MemberIndex> few(5);
        ring.assign(std::span(hashes).first(5), few);
        QVERIFY(std::equal(few.begin(), few.end(), owners.begin()));
    }

    void keySpaceSharesAreArcLengths()
    {
        RingPlacement ring(hashFunction(HashId::Fnv1aFmix32), 1);
        ring.setMembers(numberedMembers("cache-", 4));
        const auto shares = *ring.keySpaceShares();
        const auto p = ring.positions();
        const auto& o = ring.pointOwners();
        std::vector<double> expected(4, 0.0);
        expected[o[0]] += (4294967296.0 - p[3] + p[0]) / 4294967296.0;
        for (std::size_t i = 1; i < 4; ++i)
            expected[o[i]] += double(p[i] - p[i - 1]) / 4294967296.0;
        double total = 0;
        for (std::size_t i = 0; i < 4; ++i) {
            QCOMPARE(shares[i], expected[i]);
            total += shares[i];
        }
        QCOMPARE(total, 1.0);
    }

    void replicasAreDistinctAndBounded()
    {
        RingPlacement ring(hashFunction(HashId::Fnv1a), 160);  // clustered: long same-owner runs
        ring.setMembers(numberedMembers("cache-", 5));
        std::vector<MemberIndex> out;
        for (std::uint32_t h = 0; h < 4000; ++h) {
            ring.ownersOfHash(h * 1073741U, 10, out);
            QCOMPARE(out.size(), std::size_t{5});
            QCOMPARE(out.front(), ring.ownerOfHash(h * 1073741U));
            std::vector<MemberIndex> sorted = out;
            std::sort(sorted.begin(), sorted.end());
            QVERIFY(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
        }
        ring.ownersOfHash(7, 0, out);
        QVERIFY(out.empty());
    }

    void refusedReplicasChangeNothing()
    {
        RingPlacement ring(hashFunction(HashId::Fnv1aFmix32), 160);
        ring.setMembers(numberedMembers("cache-", 8));
        const std::vector<std::uint32_t> before(ring.positions().begin(), ring.positions().end());
        QVERIFY_THROWS_EXCEPTION(ValidationError, ring.setReplicas(0));
        QVERIFY_THROWS_EXCEPTION(ValidationError, ring.setReplicas(-5));
        // 8 members × 3,000,000 points is far over the memory bound.
        try {
            ring.setReplicas(3'000'000);
            QFAIL("a ring over the memory bound was built");
        } catch (const ValidationError& e) {
            QVERIFY(std::string(e.what()).find("24000000 points") != std::string::npos);
        }
        QCOMPARE(ring.replicas(), 160);
        QVERIFY(std::equal(before.begin(), before.end(), ring.positions().begin(),
                           ring.positions().end()));
        QVERIFY_THROWS_EXCEPTION(ValidationError, RingPlacement(hashFunction(HashId::Md5), 0));
    }

    void memoryPerPointStaysUnderTenBytes()
    {
        for (const auto& h : selectableHashes()) {
            for (int replicas : {10, 160, 500, 1000}) {
                RingPlacement ring(h, replicas);
                ring.setMembers(numberedMembers("cache-", 8));
                const double perPoint =
                    double(ring.memoryBytes()) / double(ring.pointCount());
                QVERIFY2(perPoint <= 10.0, qPrintable(QString::number(perPoint)));
            }
        }
    }

    void vnodeLabels()
    {
        QCOMPARE(RingPlacement::vnodeLabel("cache-03", 17), std::string("cache-03#17"));
        RingPlacement ring(hashFunction(HashId::Fnv1aFmix32), 4);
        ring.setMembers({{"x", 1}, {"y", 0.5}});
        const auto points = ring.points();
        QCOMPARE(points.size(), std::size_t{6});
        for (std::size_t i = 0; i < points.size(); ++i) {
            QCOMPARE(points[i].position, ring.positions()[i]);
            QCOMPARE(points[i].owner, ring.pointOwners()[i]);
            const auto& id = ring.members()[points[i].owner].id;
            QCOMPARE(fnv1aFmix32(RingPlacement::vnodeLabel(id, points[i].vnode)), points[i].position);
        }
    }
};

QTEST_APPLESS_MAIN(RingTest)
#include "tst_ring.moc"
