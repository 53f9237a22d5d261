// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cassandra's token ring: tokens given or drawn, primary replicas, SimpleStrategy and
// NetworkTopologyStrategy replica sets, "Owns (effective)", and what it refuses.
#include "model/core/AssignmentDiff.h"
#include "model/core/CassandraPlacement.h"
#include "model/core/KeySet.h"
#include "model/core/ReplicaStreaming.h"

#include <QTest>

#include <cmath>
#include <map>
#include <numeric>
#include <set>

using namespace ringlab;

namespace {

std::unique_ptr<CassandraPlacement> cassandra(const std::vector<Member>& members, CassandraConfig config)
{
    auto placement = makePlacement({.algorithm = Algorithm::Cassandra, .cassandra = std::move(config)}, members);
    return std::unique_ptr<CassandraPlacement>(static_cast<CassandraPlacement*>(placement.release()));
}

// Six nodes n1 … n6 whose tokens split the ring evenly, in that order from Long.MIN_VALUE.
CassandraConfig evenTokens(std::size_t nodes)
{
    CassandraConfig config;
    const std::uint64_t step = (std::numeric_limits<std::uint64_t>::max() / nodes) + 1;
    for (std::size_t i = 0; i < nodes; ++i) {
        std::string id("n");
        id.append(std::to_string(i + 1));
        config.initialTokens.push_back({id, {static_cast<std::int64_t>((i * step) ^ (std::uint64_t{1} << 63))}});
    }
    return config;
}

std::vector<std::string> replicaIds(const Placement& placement, KeyHash hash, std::size_t count)
{
    std::vector<MemberIndex> owners;
    placement.ownersOfHash(hash, count, owners);
    std::vector<std::string> ids;
    for (const MemberIndex m : owners)
        ids.push_back(placement.members()[m].id);
    return ids;
}

std::string refusal(const CassandraConfig& config, const std::vector<Member>& members)
{
    try {
        validatePlacement({.algorithm = Algorithm::Cassandra, .cassandra = config}, members);
    } catch (const ValidationError& e) {
        return e.what();
    }
    return {};
}

}  // namespace

class CassandraTest : public QObject {
    Q_OBJECT

private slots:
    // A key's token is Cassandra's Murmur3 token; the node whose token is the first at or after
    // it owns the key (a token owns (previous token, token]).
    void placesKeysByTheirToken()
    {
        const auto ring = cassandra(numberedMembers("n", 4, 1), evenTokens(4));
        QCOMPARE(ring->keyHash().hash("foo"), tokenToUnsigned(murmur3CassandraToken("foo")));
        QCOMPARE(ring->tokensOf(1), (std::vector<std::int64_t>{-4611686018427387904LL}));
        // Exactly on a token: that token's node; one past it: the next node.
        QCOMPARE(ring->members()[ring->ownerOfHash(tokenToUnsigned(-4611686018427387904LL))].id, std::string("n2"));
        QCOMPARE(ring->members()[ring->ownerOfHash(tokenToUnsigned(-4611686018427387903LL))].id, std::string("n3"));
        // Past the last token the ring wraps to the node holding Long.MIN_VALUE.
        QCOMPARE(ring->members()[ring->ownerOfHash(tokenToUnsigned(INT64_MAX))].id, std::string("n1"));
        QCOMPARE(ring->pointLabel(1, 0), std::string("n2 token -4611686018427387904"));
    }

    // nodetool status: with evenly split tokens each node owns 1/N, and with RF replicas
    // RF/N of the data ("Owns (effective)"); the shares add up to the replication factor.
    void reportsEffectiveOwnership()
    {
        const auto ring = cassandra(numberedMembers("n", 4, 1), evenTokens(4));
        const auto shares = *ring->keySpaceShares();
        for (const double share : shares)
            QVERIFY(std::abs(share - 0.25) < 1e-12);
        for (int rf = 1; rf <= 4; ++rf)
            for (const double share : ring->effectiveOwnership(rf))
                QVERIFY(std::abs(share - rf / 4.0) < 1e-12);
        const auto random = cassandra(numberedMembers("cassandra-", 7), {});
        const auto owns = random->effectiveOwnership(3);
        QVERIFY(std::abs(std::accumulate(owns.begin(), owns.end(), 0.0) - 3.0) < 1e-9);
    }

    // SimpleStrategy: the next RF distinct nodes clockwise. NetworkTopologyStrategy: one node
    // of each rack first, a rack again only when there are fewer racks than replicas.
    void buildsReplicaSetsLikeCassandra()
    {
        CassandraConfig config = evenTokens(6);
        const auto members = numberedMembers("n", 6, 1);
        const KeyHash inFirstRange = tokenToUnsigned(INT64_MIN + 5);  // n2's range
        QCOMPARE(replicaIds(*cassandra(members, config), inFirstRange, 3),
                 (std::vector<std::string>{"n2", "n3", "n4"}));
        config.racks = parseMemberRacks("n1=r1,n2=r1,n3=r2,n4=r2,n5=r3,n6=r3");
        QCOMPARE(replicaIds(*cassandra(members, config), inFirstRange, 3),
                 (std::vector<std::string>{"n2", "n3", "n5"}));
        config.racks = parseMemberRacks("n1=r1,n2=r1,n3=r1,n4=r2,n5=r2,n6=r2");
        // Two racks for three replicas: one repeat is allowed, taken by the first node met.
        QCOMPARE(replicaIds(*cassandra(members, config), inFirstRange, 3),
                 (std::vector<std::string>{"n2", "n3", "n4"}));

        // Every replica set on random tokens: RF distinct nodes, the owner first, and with
        // three racks for three replicas one node of each rack.
        config = {};
        config.numTokens = 16;
        config.racks = parseMemberRacks("n1=a,n2=b,n3=c,n4=a,n5=b,n6=c");
        const auto ring = cassandra(members, config);
        const KeySet keys = KeySet::fromPattern("user:{i}", 5000);
        const auto hashes = keys.hashes(ring->keyHash());
        std::vector<MemberIndex> replicas;
        for (const KeyHash h : *hashes) {
            ring->ownersOfHash(h, 3, replicas);
            QCOMPARE(replicas.size(), std::size_t{3});
            QCOMPARE(replicas.front(), ring->ownerOfHash(h));
            std::set<std::string> racks;
            for (const MemberIndex r : replicas)
                racks.insert(ring->rackOf(r));
            QCOMPARE(racks.size(), std::size_t{3});
        }
    }

    // Drawn tokens depend on the seed and the node only: a node that joins takes keys from
    // the others and nothing else moves; num_tokens × weight tokens a node.
    void keepsTokensWhenNodesJoin()
    {
        const auto before = cassandra(numberedMembers("cassandra-", 6), {});
        QCOMPARE(before->pointCountOf(0), std::size_t{16});
        const auto after = before->withMembers(numberedMembers("cassandra-", 7));
        const auto& grown = static_cast<const CassandraPlacement&>(*after);
        for (MemberIndex m = 0; m < 6; ++m)
            QCOMPARE(grown.tokensOf(m), before->tokensOf(m));
        const KeySet keys = KeySet::fromPattern("user:{i}", 20000);
        const auto hashes = keys.hashes(before->keyHash());
        for (const KeyHash h : *hashes) {
            const MemberIndex was = before->ownerOfHash(h);
            const MemberIndex now = after->ownerOfHash(h);
            QVERIFY(was == now || now == 6);
        }
        auto heavy = numberedMembers("cassandra-", 2);
        heavy[1].weight = 2.5;
        const auto twoNodes = cassandra(heavy, {.numTokens = 256});
        QCOMPARE(twoNodes->pointCountOf(1), std::size_t{640});
        QCOMPARE(twoNodes->replicationFactor(), 2);  // the default 3, capped at the fleet
        QVERIFY(CassandraPlacement::randomTokens("a", 1, 4) != CassandraPlacement::randomTokens("a", 2, 4));
    }

    // A node whose tokens were set by hand may hold fewer than num_tokens (as in a mixed
    // cluster): a joining node takes what is left of its share from the next node. Found by
    // the scenario fuzzer: the allocator read past the end of that node's queue of tokens.
    void aHandSetNodeWithFewerTokensHandsOnWhatItHas()
    {
        CassandraConfig config;
        config.numTokens = 4;
        config.tokenSeed = 6;
        config.replicationFactor = 1;
        config.initialTokens = parseMemberTokens("n1=-9");
        const auto placement = cassandra({{"n1", 1.0}, {"-n2", 1.0}, {"n3", 1.0}}, config);
        QCOMPARE(placement->tokensOf(0), (std::vector<std::int64_t>{-9}));
        std::size_t tokens = 0;
        for (MemberIndex m = 0; m < 3; ++m) {
            QVERIFY(placement->pointCountOf(m) >= 1);
            tokens += placement->pointCountOf(m);
        }
        QCOMPARE(placement->positions64().size(), tokens);  // no two nodes on one token
    }

    // Tokens bunched in one index bucket (searched by bisection), a dozen in one bucket (a
    // window of 16 counted) and spread ones (8 counted) find the first token at or after a
    // key's, as std::lower_bound does.
    // n5 joins halfway between n1 and n2 of four evenly spaced nodes, RF 3 (SimpleStrategy):
    // the primary owner changes for 1/8 of the keys, but the replica set for 5/8 ((n4, n1],
    // (n1, n5] and (n3, n4]), and n5 receives one copy of each of those: 5/24 of all copies,
    // from n4 for (n1, n5], from n3 for (n4, n1], from n2 for (n3, n4].
    void countsTheReplicaCopiesAJoinStreams()
    {
        CassandraConfig config = evenTokens(4);
        config.replicationFactor = 3;
        const auto members = numberedMembers("n", 4, 1);
        const auto before = cassandra(members, config);
        const std::int64_t n1 = config.initialTokens[0].tokens[0];
        const std::int64_t n2 = config.initialTokens[1].tokens[0];
        config.initialTokens.push_back({"n5", {n1 + (n2 - n1) / 2}});
        auto grown = members;
        grown.push_back({"n5", 1.0});
        const auto after = cassandra(grown, config);
        const KeySet keys = KeySet::fromPattern("key:{i}", 200'000);
        const ReplicaChange change = diffReplicaSets(*before, *after, keys);
        QCOMPARE(change.replicasBefore, 3);
        QCOMPARE(change.copiesAfter, keys.size() * 3);
        QCOMPARE(change.primaryChangedKeys, diffAssignments(assignKeys(*before, keys), assignKeys(*after, keys)).movedKeys);
        QVERIFY2(std::abs(change.primaryChangedShare() - 1.0 / 8) < 0.005, qPrintable(QString::number(change.primaryChangedShare())));
        QVERIFY2(std::abs(change.replicaSetChangedShare() - 5.0 / 8) < 0.005, qPrintable(QString::number(change.replicaSetChangedShare())));
        QVERIFY2(std::abs(change.streamedCopyShare() - 5.0 / 24) < 0.005, qPrintable(QString::number(change.streamedCopyShare())));
        QCOMPARE(change.streamedCopies, change.replicaSetChangedKeys);  // one new copy a changed key
        QCOMPARE(change.streams.size(), std::size_t{3});
        std::map<std::string, double> fromShare;
        std::size_t copies = 0;
        std::uint64_t bytes = 0;
        for (const ReplicaStream& stream : change.streams) {
            QCOMPARE(stream.to, std::string("n5"));
            fromShare[stream.from] = change.fractionOfKeys(stream.copies);
            copies += stream.copies;
            bytes += stream.bytes;
        }
        QCOMPARE(copies, change.streamedCopies);
        QCOMPARE(bytes, change.streamedBytes);
        QVERIFY(std::abs(fromShare["n4"] - 1.0 / 8) < 0.005);
        QVERIFY(std::abs(fromShare["n3"] - 1.0 / 4) < 0.005);
        QVERIFY(std::abs(fromShare["n2"] - 1.0 / 4) < 0.005);
    }

    void findsTheNextTokenInEveryBucketShape()
    {
        CassandraConfig bunched;
        std::string spec;
        for (int node = 0; node < 3; ++node) {
            spec.append(node == 0 ? "" : ";").append("n").append(std::to_string(node + 1)).append("=");
            for (int t = 0; t < 10; ++t)
                spec.append(t == 0 ? "" : ",").append(std::to_string(node * 10 + t));
        }
        bunched.initialTokens = parseMemberTokens(spec);
        CassandraConfig dozen;
        dozen.initialTokens = parseMemberTokens("n1=0,1,2,3,4,5;n2=6,7,8,9,10,11;"
                                                "n3=-9000000000000000000,-6000000000000000000,-3000000000000000000,"
                                                "3000000000000000000,6000000000000000000,9000000000000000000");
        for (const CassandraConfig& config : {bunched, dozen, CassandraConfig{.numTokens = 64}}) {
            const auto ring = cassandra(numberedMembers("n", 3, 1), config);
            const std::span<const std::uint64_t> tokens = ring->positions64();
            std::vector<std::uint64_t> probes{0, 1, UINT64_MAX, tokenToUnsigned(0), tokenToUnsigned(5), tokenToUnsigned(29),
                                              tokenToUnsigned(30)};
            for (const std::uint64_t t : tokens)
                probes.insert(probes.end(), {t - 1, t, t + 1});
            for (const std::uint64_t h : probes) {
                const auto at = std::lower_bound(tokens.begin(), tokens.end(), h);
                QCOMPARE(ring->successor64(h), at == tokens.end() ? std::size_t{0} : static_cast<std::size_t>(at - tokens.begin()));
            }
        }
    }

    // A large ring is sorted by a counting pass and small sorts: the same ring as sorting
    // every node's drawn tokens at once.
    void sortsALargeRingAsAWholeSortWould()
    {
        const auto members = numberedMembers("n", 4, 1);
        const auto ring = cassandra(members, {.numTokens = 1536, .tokenAllocation = CassandraTokenAllocation::Random});
        std::vector<std::pair<std::uint64_t, std::string>> expected;
        for (const Member& m : members)
            for (const std::uint64_t token : CassandraPlacement::randomTokens(m.id, 1, 1536))
                expected.emplace_back(token, m.id);
        std::sort(expected.begin(), expected.end());
        QCOMPARE(ring->positions64().size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(ring->positions64()[i], expected[i].first);
            QCOMPARE(ring->members()[ring->owners64()[i]].id, expected[i].second);
            QCOMPARE(ring->positions()[i], static_cast<std::uint32_t>(expected[i].first >> 32));
        }
    }

    void parsesAndPrintsTokenLists()
    {
        const auto tokens = parseMemberTokens("n1=-9223372036854775808, 0; n2=4611686018427387904");
        QCOMPARE(tokens.size(), std::size_t{2});
        QCOMPARE(tokens[0].tokens, (std::vector<std::int64_t>{INT64_MIN, 0}));
        QCOMPARE(memberTokensText(tokens), std::string("n1=-9223372036854775808,0;n2=4611686018427387904"));
        QCOMPARE(memberRacksText(parseMemberRacks("a=r1, b=r2")), std::string("a=r1,b=r2"));
        QVERIFY(parseMemberTokens("").empty());
    }

    // Each refusal names what is wrong, and a refused fleet builds nothing.
    void refusesWhatCassandraRefuses()
    {
        const auto members = numberedMembers("n", 3, 1);
        QCOMPARE(refusal({.replicationFactor = 4}, members),
                 std::string("replication factor 4 needs at least 4 nodes; there are 3"));
        QCOMPARE(refusal({.numTokens = 1537}, members),
                 std::string("num_tokens must be 1 to 1536, as Cassandra allows, got 1537"));
        QCOMPARE(refusal({.initialTokens = parseMemberTokens("n1=5;n2=5")}, members),
                 std::string("token 5 is given to both \"n1\" and \"n2\"; a token belongs to one node"));
        QCOMPARE(refusal({.initialTokens = parseMemberTokens("n9=5")}, members),
                 std::string("tokens are given for \"n9\", which is not a node"));
        QCOMPARE(refusal({.racks = parseMemberRacks("n1=a,n1=b")}, members),
                 std::string("a rack is given twice for node \"n1\""));
        for (const char* malformed : {"n1=12x", "n1=", "n1=1,,2", "n1=9223372036854775808", "=5", "n1"})
            QVERIFY_THROWS_EXCEPTION(ValidationError, parseMemberTokens(malformed));
        QVERIFY_THROWS_EXCEPTION(ValidationError, parseMemberRacks("n1="));
        QVERIFY_THROWS_EXCEPTION(ValidationError,
                                 makePlacement({.algorithm = Algorithm::Cassandra, .cassandra = {.replicationFactor = 4}}, members));
    }
};

QTEST_APPLESS_MAIN(CassandraTest)
#include "tst_cassandra.moc"
