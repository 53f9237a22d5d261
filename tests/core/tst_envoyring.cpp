// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Envoy's ring hash as Envoy builds it: the rings, counts and picks of Envoy's own tests, the
// binary search Envoy uses, and the key hash.
#include "model/core/EnvoyRingPlacement.h"
#include "model/core/KeySet.h"

#include <QTest>

#include <limits>
#include <random>

using namespace ringlab;

namespace {

std::unique_ptr<EnvoyRingPlacement> envoyRing(const std::vector<Member>& members, std::uint64_t minimum,
                                              std::uint64_t maximum = kMaxEnvoyRingSize)
{
    auto placement = makePlacement(
        {.algorithm = Algorithm::EnvoyRing, .envoyMinRingSize = minimum, .envoyMaxRingSize = maximum}, members);
    return std::unique_ptr<EnvoyRingPlacement>(static_cast<EnvoyRingPlacement*>(placement.release()));
}

std::vector<Member> ports(std::initializer_list<int> list, std::string_view prefix = "127.0.0.1:")
{
    std::vector<Member> members;
    for (const int port : list)
        members.push_back({std::string(prefix) + std::to_string(port), 1.0});
    return members;
}

std::string ownerOf(const Placement& placement, std::uint64_t hash)
{
    return placement.members()[placement.ownerOfHash(hash)].id;
}

// The ring of Envoy's Basic test, as its comment lists it: (port, position) in ring order.
const std::vector<std::pair<int, std::uint64_t>> kBasicRing{
    {94, 833437586790550860ULL},   {92, 928266305478181108ULL},   {90, 1033482794131418490ULL},
    {95, 3551244743356806947ULL},  {93, 3851675632748031481ULL},  {91, 5583722120771150861ULL},
    {91, 6311230543546372928ULL},  {93, 7700377290971790572ULL},  {95, 13144177310400110813ULL},
    {92, 13444792449719432967ULL}, {94, 15516499411664133160ULL}, {90, 16117243373044804889ULL},
};

// Envoy's RingHashLoadBalancer::Ring::chooseHost (after libketama's ketama_get_server),
// written from its source: the index of the point a hash picks.
std::vector<std::uint64_t> asVector(std::span<const std::uint64_t> positions)
{
    return {positions.begin(), positions.end()};
}

std::size_t envoyChoose(std::span<const std::uint64_t> ring, std::uint64_t h)
{
    std::int64_t lowp = 0;
    std::int64_t highp = static_cast<std::int64_t>(ring.size());
    std::int64_t midp = 0;
    while (true) {
        midp = (lowp + highp) / 2;
        if (midp == static_cast<std::int64_t>(ring.size())) {
            midp = 0;
            break;
        }
        const std::uint64_t midval = ring[static_cast<std::size_t>(midp)];
        const std::uint64_t midval1 = midp == 0 ? 0 : ring[static_cast<std::size_t>(midp - 1)];
        if (h <= midval && h > midval1)
            break;
        if (midval < h)
            lowp = midp + 1;
        else
            highp = midp - 1;
        if (lowp > highp) {
            midp = 0;
            break;
        }
    }
    return static_cast<std::size_t>(midp);
}

// Envoy's histogram tests: `samples` hashes i × (2^64 - 1) / samples, counted per host.
std::vector<int> histogram(const Placement& placement, std::uint32_t samples)
{
    std::vector<int> counts(placement.members().size(), 0);
    for (std::uint32_t i = 0; i < samples; ++i)
        ++counts[placement.ownerOfHash(i * (std::numeric_limits<std::uint64_t>::max() / samples))];
    return counts;
}

}  // namespace

class EnvoyRingTest : public QObject {
    Q_OBJECT

private slots:
    // envoy/test/extensions/load_balancing_policies/ring_hash/ring_hash_lb_test.cc, Basic:
    // six hosts, minimum_ring_size 12.
    void reproducesEnvoysBasicRing()
    {
        const auto ring = envoyRing(ports({90, 91, 92, 93, 94, 95}), 12);
        QCOMPARE(ring->positions64().size(), std::size_t{12});
        for (std::size_t p = 0; p < kBasicRing.size(); ++p) {
            QCOMPARE(ring->positions64()[p], kBasicRing[p].second);
            QCOMPARE(ring->members()[ring->owners64()[p]].id, "127.0.0.1:" + std::to_string(kBasicRing[p].first));
        }
        for (MemberIndex m = 0; m < 6; ++m)
            QCOMPARE(ring->pointCountOf(m), std::size_t{2});
        QCOMPARE(ownerOf(*ring, 0), std::string("127.0.0.1:94"));
        QCOMPARE(ownerOf(*ring, std::numeric_limits<std::uint64_t>::max()), std::string("127.0.0.1:94"));
        QCOMPARE(ownerOf(*ring, 3551244743356806947ULL), std::string("127.0.0.1:95"));
        QCOMPARE(ownerOf(*ring, 3551244743356806948ULL), std::string("127.0.0.1:93"));
        QCOMPARE(ownerOf(*ring, 16117243373044804880ULL), std::string("127.0.0.1:90"));
        // BasicWithRetryHostPredicate: the next host clockwise from hash 0 is :92.
        std::vector<MemberIndex> owners;
        ring->ownersOfHash(0, 2, owners);
        QCOMPARE(ring->members()[owners[1]].id, std::string("127.0.0.1:92"));
        QCOMPARE(ring->pointLabel(0, 1), std::string("127.0.0.1:90_1"));
    }

    // BasicWithHostname: the names hashed are the hostnames "90" … "95".
    void reproducesEnvoysHostnameRing()
    {
        const auto ring = envoyRing(ports({90, 91, 92, 93, 94, 95}, ""), 12);
        const std::vector<std::pair<std::string, std::uint64_t>> expected{
            {"95", 1975508444536362413ULL},  {"95", 2376063919839173711ULL},  {"93", 2386806903309390596ULL},
            {"94", 6749904478991551885ULL},  {"93", 6803900775736438537ULL},  {"92", 7225015537174310577ULL},
            {"90", 8787465352164086522ULL},  {"92", 11282020843382717940ULL}, {"91", 13723418369486627818ULL},
            {"90", 13776502110861797421ULL}, {"91", 14338313586354474791ULL}, {"94", 15364271037087512980ULL},
        };
        for (std::size_t p = 0; p < expected.size(); ++p) {
            QCOMPARE(ring->positions64()[p], expected[p].second);
            QCOMPARE(ring->members()[ring->owners64()[p]].id, expected[p].first);
        }
        QCOMPARE(ownerOf(*ring, 0), std::string("95"));
        QCOMPARE(ownerOf(*ring, 7225015537174310577ULL), std::string("92"));
        QCOMPARE(ownerOf(*ring, 6803900775736438537ULL), std::string("93"));
    }

    // UnevenHosts: two hosts and a minimum of 3 give 2 points each; then :80 leaves, :82 joins.
    void reproducesEnvoysUnevenHosts()
    {
        const auto ring = envoyRing(ports({80, 81}), 3);
        QCOMPARE(asVector(ring->positions64()), (std::vector<std::uint64_t>{5454692015285649509ULL, 7859399908942313493ULL,
                                                                  13838424394637650569ULL, 16064866803292627174ULL}));
        QCOMPARE(ownerOf(*ring, 0), std::string("127.0.0.1:80"));
        const auto next = ring->withMembers(ports({81, 82}));
        const auto& wide = static_cast<const EnvoyRingPlacement&>(*next);
        QCOMPARE(asVector(wide.positions64()), (std::vector<std::uint64_t>{7859399908942313493ULL, 8241336090459785962ULL,
                                                                 12882406409176325258ULL, 16064866803292627174ULL}));
        QCOMPARE(ownerOf(*next, 0), std::string("127.0.0.1:81"));
    }

    // HostWeightedTinyRing and HostWeightedLargeRing: weights 1, 2, 3.
    void reproducesEnvoysWeightedRings()
    {
        auto members = ports({90, 91, 92});
        members[1].weight = 2;
        members[2].weight = 3;
        const auto tiny = envoyRing(members, 6, 6);
        QCOMPARE(EnvoyRingPlacement::hashesPerHost(members, 6, 6), (std::vector<std::size_t>{1, 2, 3}));
        const std::vector<std::pair<std::uint64_t, int>> expected{
            {928266305478181108ULL, 2},  {4443673547860492590ULL, 2},  {5583722120771150861ULL, 1},
            {6311230543546372928ULL, 1}, {13444792449719432967ULL, 2}, {16117243373044804889ULL, 0}};
        for (const auto& [hash, host] : expected)
            QCOMPARE(tiny->ownerOfHash(hash), static_cast<MemberIndex>(host));

        const auto large = envoyRing(members, 6144);
        QCOMPARE(large->positions64().size(), std::size_t{6144});
        QCOMPARE(EnvoyRingPlacement::hashesPerHost(members, 6144, kMaxEnvoyRingSize),
                 (std::vector<std::size_t>{1024, 2048, 3072}));
        QCOMPARE(histogram(*large, 6000), (std::vector<int>{987, 1932, 3081}));
    }

    // SmallFractionalScale and LargeFractionalScale: rings smaller than the fleet, and odd sizes.
    void reproducesEnvoysFractionalScales()
    {
        const auto small = envoyRing(ports({90, 91, 92, 93}), 2, 2);
        QCOMPARE(small->positions64().size(), std::size_t{2});
        const std::vector<int> counts = histogram(*small, 1024);
        QCOMPARE(std::count(counts.begin(), counts.end(), 0), 2);
        QCOMPARE(std::accumulate(counts.begin(), counts.end(), 0), 1024);

        const auto large = envoyRing(ports({90, 91}), 1023, 1023);
        QCOMPARE(large->positions64().size(), std::size_t{1023});
        QCOMPARE(std::min(large->pointCountOf(0), large->pointCountOf(1)), std::size_t{511});
        QCOMPARE(std::max(large->pointCountOf(0), large->pointCountOf(1)), std::size_t{512});
        QCOMPARE(histogram(*large, 1023), (std::vector<int>{526, 497}));
    }

    // A key's hash is xxHash64(key, 0), all 64 bits; the ring view draws the top 32.
    void hashesKeysWithXxHash64()
    {
        const auto ring = envoyRing(ports({90, 91, 92}), 1024);
        QCOMPARE(ring->keyHash().hash("foo"), std::uint64_t{3728699739546630719ULL});
        QCOMPARE(ring->drawnPosition(3728699739546630719ULL), static_cast<std::uint32_t>(3728699739546630719ULL >> 32));
        QCOMPARE(ring->ownerOf("foo"), ownerOf(*ring, 3728699739546630719ULL));
        QCOMPARE(ring->points().size(), ring->positions64().size());
    }

    // The lookup agrees with Envoy's own binary search on every ring, duplicates and edges
    // included, and the shares of the circle add up to one.
    void findsWhatEnvoysSearchFinds()
    {
        std::mt19937_64 random(7);
        for (int round = 0; round < 200; ++round) {
            const auto ring = envoyRing(numberedMembers("10.0.0.", 1 + round % 9), 1 + static_cast<std::uint64_t>(round) * 7);
            const std::span<const std::uint64_t> positions = ring->positions64();
            std::vector<std::uint64_t> probes{0, 1, std::numeric_limits<std::uint64_t>::max(), positions.front(),
                                              positions.back(), positions.back() + 1, positions.front() - 1};
            for (int i = 0; i < 200; ++i)
                probes.push_back(random());
            for (const std::uint64_t p : positions)
                probes.push_back(p);
            for (const std::uint64_t h : probes)
                QCOMPARE(ring->successor64(h), envoyChoose(positions, h));
            const auto shares = *ring->keySpaceShares();
            QVERIFY(std::abs(std::accumulate(shares.begin(), shares.end(), 0.0) - 1.0) < 1e-9);
        }
    }

    void refusesBadRingSizes()
    {
        const auto members = ports({90, 91});
        for (const auto& [minimum, maximum] :
             std::vector<std::pair<std::uint64_t, std::uint64_t>>{{20, 10}, {0, 10}, {1, kMaxEnvoyRingSize + 1}}) {
            PlacementConfig config{.algorithm = Algorithm::EnvoyRing, .envoyMinRingSize = minimum, .envoyMaxRingSize = maximum};
            QVERIFY_THROWS_EXCEPTION(ValidationError, makePlacement(config, members));
            QVERIFY_THROWS_EXCEPTION(ValidationError, validatePlacement(config, members));
        }
        try {
            EnvoyRingPlacement::validateRingSizes(20, 10);
        } catch (const ValidationError& e) {
            QCOMPARE(std::string(e.what()), std::string("the minimum ring size (20) is over the maximum ring size (10)"));
        }
    }
};

QTEST_APPLESS_MAIN(EnvoyRingTest)
#include "tst_envoyring.moc"
