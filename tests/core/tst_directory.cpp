// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The directory (Redis Cluster slot table) and redis-cli's slot arithmetic
// (model/core/RedisClusterManager.h). The figures are worked out by hand from src/redis-cli.c
// of Redis 7.0 (clusterManagerCommandCreate, clusterManagerComputeReshardTable,
// clusterManagerCommandRebalance); tests/live/tst_rediscluster.cpp checks them against the
// real redis-cli.
#include "model/core/DirectoryPlacement.h"
#include "model/core/RedisClusterManager.h"

#include <QTest>

using namespace ringlab;
using rediscli::ReshardItem;

namespace {

DirectoryPlacement directory(std::vector<Member> members, std::vector<MemberSlots> table = {})
{
    DirectoryPlacement d(hashFunction(HashId::Fnv1aFmix32), std::move(table));
    d.setMembers(std::move(members));
    return d;
}

const DirectoryPlacement& asDirectory(const std::unique_ptr<Placement>& p)
{
    return dynamic_cast<const DirectoryPlacement&>(*p);
}

std::size_t changedSlots(const DirectoryPlacement& before, const DirectoryPlacement& after)
{
    std::size_t changed = 0;
    for (std::size_t s = 0; s < kRedisSlotCount; ++s)
        changed += before.members()[before.slotTable()[s]].id != after.members()[after.slotTable()[s]].id;
    return changed;
}

// A table of `masters` masters, master m owning `counts[m]` slots from slot `starts[m]` on.
std::vector<MemberIndex> tableOf(const std::vector<std::pair<std::uint32_t, std::uint32_t>>& ranges)
{
    std::vector<MemberIndex> owners(kRedisSlotCount, rediscli::kNoOwner);
    for (std::size_t m = 0; m < ranges.size(); ++m)
        for (std::uint32_t s = ranges[m].first; s <= ranges[m].second; ++s)
            owners[s] = static_cast<MemberIndex>(m);
    return owners;
}

}  // namespace

class DirectoryTest : public QObject {
    Q_OBJECT

private slots:
    void createSlotRanges_data()
    {
        QTest::addColumn<int>("masters");
        QTest::addColumn<QList<int>>("lastSlots");
        // lround(cursor + 16384 / (float) N - 1), cursor += 16384 / (float) N; the last is 16383.
        QTest::newRow("3") << 3 << QList<int>{5460, 10922, 16383};
        QTest::newRow("4") << 4 << QList<int>{4095, 8191, 12287, 16383};
        QTest::newRow("5") << 5 << QList<int>{3276, 6553, 9829, 13106, 16383};
        QTest::newRow("1") << 1 << QList<int>{16383};
    }

    void createSlotRanges()
    {
        QFETCH(int, masters);
        QFETCH(QList<int>, lastSlots);
        const auto ranges = rediscli::createSlotRanges(static_cast<std::size_t>(masters));
        QCOMPARE(static_cast<int>(ranges.size()), masters);
        std::uint32_t first = 0;
        for (int i = 0; i < masters; ++i) {
            QCOMPARE(ranges[i].first, first);
            QCOMPARE(static_cast<int>(ranges[i].last), lastSlots[i]);
            first = ranges[i].last + 1;
        }
    }

    void createMakesMastersRoundRobinOverHosts()
    {
        const std::vector<std::string> addresses{"10.0.0.1:6379", "10.0.0.1:6380", "10.0.0.2:6379", "10.0.0.1:6381"};
        QCOMPARE(rediscli::createMasterOrder(addresses), (std::vector<std::size_t>{0, 2, 1, 3}));
        const std::vector<std::string> names{"cache-01", "cache-02", "cache-03"};
        QCOMPARE(rediscli::createMasterOrder(names), (std::vector<std::size_t>{0, 1, 2}));
        // The directory's members are masters in that order.
        const auto d = directory({{"10.0.0.1:6379", 1}, {"10.0.0.1:6380", 1}, {"10.0.0.2:6379", 1}});
        QCOMPARE(d.slotTable()[0], MemberIndex{0});
        QCOMPARE(d.slotTable()[5461], MemberIndex{2});
        QCOMPARE(d.slotTable()[16383], MemberIndex{1});
    }

    void initialLayoutIsRedisCliCreate()
    {
        const auto d = directory(numberedMembers("node-", 3));
        QCOMPARE(d.slotCounts(), (std::vector<std::size_t>{5461, 5462, 5461}));
        QCOMPARE(d.slotTable()[5460], MemberIndex{0});
        QCOMPARE(d.slotTable()[5461], MemberIndex{1});
        QCOMPARE(d.slotTable()[10922], MemberIndex{1});
        QCOMPARE(d.slotTable()[10923], MemberIndex{2});
        QCOMPARE(d.lastMovedSlots(), std::size_t{0});
        QCOMPARE(d.slotRanges(), (std::vector<MemberSlots>{{"node-01", {{0, 5460}}},
                                                           {"node-02", {{5461, 10922}}},
                                                           {"node-03", {{10923, 16383}}}}));
    }

    void keysUseRedisSlots()
    {
        const auto d = directory(numberedMembers("node-", 3));
        QCOMPARE(d.keyHash().id, HashId::RedisSlot);
        QCOMPARE(d.ownerOf("somekey"), std::string("node-03"));  // slot 11058
        QCOMPARE(d.ownerOf("{user1000}.following"), d.ownerOf("{user1000}.followers"));
    }

    void reshardTakesTheLowestSlotsOfTheLargestSourceFirst()
    {
        // Sources of 10, 20 and 10 slots, 8 asked: 20 gives ceil(8/40*20) = 4, then the two
        // of 10 (in the order given) floor(2) = 2 each.
        const auto owners = tableOf({{100, 109}, {200, 219}, {300, 309}, {0, 99}});
        const std::size_t sources[] = {0, 1, 2};
        const auto table = rediscli::reshardTable(owners, sources, 8);
        QCOMPARE(table, (std::vector<ReshardItem>{{200, 1}, {201, 1}, {202, 1}, {203, 1},
                                                  {100, 0}, {101, 0}, {300, 2}, {301, 2}}));
        // Three sources of 10 asked for 5: ceil(1.67) + floor(1.67) * 2 = 4 slots, not 5.
        const auto even = tableOf({{0, 9}, {10, 19}, {20, 29}, {30, 16383}});
        QCOMPARE(rediscli::reshardTable(even, sources, 5).size(), std::size_t{4});
    }

    void reshardMovesSlotsBetweenMembers()
    {
        auto d = directory(numberedMembers("cache-", 4));
        const auto moved = d.reshard(200, {"cache-01"}, "cache-04");
        QCOMPARE(moved.size(), std::size_t{200});
        QCOMPARE(moved.front(), 0u);
        QCOMPARE(moved.back(), 199u);
        QCOMPARE(d.slotCounts(), (std::vector<std::size_t>{3896, 4096, 4096, 4296}));
        QCOMPARE(d.lastMovedSlots(), std::size_t{200});
        // From all: 3 sources of 4096, 3896 and 4096 slots (cache-04 the target): 100 asked,
        // cache-02 gives ceil(100/12088*4096 = 33.9) = 34, then floor: cache-03 33, cache-01 32.
        auto all = directory(numberedMembers("cache-", 4));
        all.reshard(200, {"cache-01"}, "cache-04");
        const auto fromAll = all.reshard(100, {}, "cache-04");
        QCOMPARE(all.slotCounts(), (std::vector<std::size_t>{3896 - 32, 4096 - 34, 4096 - 33, 4296 + 99}));
        QCOMPARE(fromAll.size(), std::size_t{99});
        QCOMPARE(fromAll.front(), 4096u);  // cache-02's lowest, the largest source first

        QVERIFY_THROWS_EXCEPTION(ValidationError, d.reshard(0, {"cache-01"}, "cache-04"));
        QVERIFY_THROWS_EXCEPTION(ValidationError, d.reshard(16385, {"cache-01"}, "cache-04"));
        QVERIFY_THROWS_EXCEPTION(ValidationError, d.reshard(10, {"cache-04"}, "cache-04"));
        QVERIFY_THROWS_EXCEPTION(ValidationError, d.reshard(10, {"cache-01", "cache-01"}, "cache-04"));
        QVERIFY_THROWS_EXCEPTION(ValidationError, d.reshard(10, {"cache-09"}, "cache-04"));
        QVERIFY_THROWS_EXCEPTION(ValidationError, d.reshard(10, {"cache-01"}, "cache-09"));
        QCOMPARE(d.slotCounts(), (std::vector<std::size_t>{3896, 4096, 4096, 4296}));
    }

    void rebalanceUndoesAReshardOverTheThreshold()
    {
        auto d = directory(numberedMembers("cache-", 4));
        const auto original = d.slotTable();
        d.reshard(200, {"cache-01"}, "cache-04");
        // The same membership again (a recomputation) keeps the reshard.
        const auto resharded = d.slotTable();
        QCOMPARE(asDirectory(d.withMembers(d.members())).slotTable(), resharded);
        // cache-01 is 5.1 % under its 4096, cache-04 200 over: cache-04's lowest 200 (0-199) go back.
        d.rebalance();
        QCOMPARE(d.lastMovedSlots(), std::size_t{200});
        QCOMPARE(d.slotTable(), original);
    }

    void rebalanceKeepsWithinTheThreshold()
    {
        auto d = directory(numberedMembers("cache-", 4));
        d.moveSlot(100, "cache-04");
        QCOMPARE(d.lastMovedSlots(), std::size_t{1});
        QCOMPARE(d.slotTable()[100], MemberIndex{3});
        QVERIFY_THROWS_EXCEPTION(ValidationError, d.moveSlot(16384, "cache-01"));
        QVERIFY_THROWS_EXCEPTION(ValidationError, d.moveSlot(5, "cache-99"));
        QCOMPARE(d.slotTable()[5], MemberIndex{0});
        // 4095 slots for an expected 4096 is 0.02 % off, within the 2 %: nothing moves, in a
        // rebalance or the same membership again.
        const auto table = d.slotTable();
        d.rebalance();
        QCOMPARE(d.lastMovedSlots(), std::size_t{0});
        QCOMPARE(d.slotTable(), table);
        const auto again = d.withMembers(d.members());
        QCOMPARE(asDirectory(again).lastMovedSlots(), std::size_t{0});
        QCOMPARE(asDirectory(again).slotTable(), table);
    }

    void rebalanceOptions()
    {
        // Masters of 8000, 8384 and 0 slots. Without use-empty-masters the empty one takes no
        // part: 8192 expected each, 192 move from master 1's lowest (8000-8191) to master 0.
        const auto owners = tableOf({{0, 7999}, {8000, 16383}});
        const auto plan = rediscli::rebalancePlan(owners, 3, {});
        QVERIFY(plan.thresholdReached);
        QCOMPARE(plan.totalWeight, 2.0f);
        QCOMPARE(plan.moves.size(), std::size_t{1});
        QCOMPARE(plan.moves[0].source, std::size_t{1});
        QCOMPARE(plan.moves[0].target, std::size_t{0});
        QCOMPARE(plan.moves[0].movedSlots.size(), std::size_t{192});
        QCOMPARE(plan.moves[0].movedSlots.front(), 8000u);
        // With it: 5461 expected each; balances 2539, 2923, -5461; the remainder of 1 is taken
        // from the empty master (-5462), which receives 2923 from master 1 then 2539 from 0.
        rediscli::RebalanceOptions empty;
        empty.useEmptyMasters = true;
        const auto withEmpty = rediscli::rebalancePlan(owners, 3, empty);
        QCOMPARE(withEmpty.balance, (std::vector<int>{2539, 2923, -5462}));
        QCOMPARE(withEmpty.moves.size(), std::size_t{2});
        QCOMPARE(withEmpty.moves[0].source, std::size_t{1});
        QCOMPARE(withEmpty.moves[0].movedSlots.size(), std::size_t{2923});
        QCOMPARE(withEmpty.moves[1].source, std::size_t{0});
        QCOMPARE(withEmpty.moves[1].movedSlots.size(), std::size_t{2539});
        // --cluster-threshold 0 turns the check off: nothing is ever over it.
        rediscli::RebalanceOptions zero;
        zero.threshold = 0;
        QVERIFY(!rediscli::rebalancePlan(owners, 3, zero).thresholdReached);
        // Weights 3 and 1: 12288 and 4096 expected.
        rediscli::RebalanceOptions weighted;
        weighted.weights = {3, 1};
        const auto heavy = rediscli::rebalancePlan(owners, 2, weighted);
        QCOMPARE(heavy.balance, (std::vector<int>{-4288, 4288}));
    }

    void weightsRebalanceTheCreatedTable()
    {
        // Created 4096 each, then rebalanced with weights 4, 4, 1, 1: expected 6553 and 1638,
        // the remainder of 2 to a and b: 6554, 6554, 1638, 1638.
        const auto d = directory({{"a", 4}, {"b", 4}, {"c", 1}, {"d", 1}});
        QCOMPARE(d.slotCounts(), (std::vector<std::size_t>{6554, 6554, 1638, 1638}));
        QCOMPARE((*d.keySpaceShares())[2], 1638.0 / 16384.0);
    }

    void addingIsRebalanceWithTheEmptyMaster()
    {
        const auto before = directory(numberedMembers("cache-", 8));
        const auto afterPtr = before.withMembers(numberedMembers("cache-", 9));
        const auto& after = asDirectory(afterPtr);
        // 1820 expected each; the 8 old masters are 228 over, the remainder of 4 goes to the
        // new one: it receives 1824, 228 from each, the last listed first, each its lowest.
        QCOMPARE(after.slotCounts()[8], std::size_t{1824});
        for (std::size_t i = 0; i < 8; ++i)
            QCOMPARE(after.slotCounts()[i], std::size_t{1820});
        QCOMPARE(after.lastMovedSlots(), std::size_t{1824});
        QCOMPARE(changedSlots(before, after), std::size_t{1824});
        for (std::size_t s = 0; s < kRedisSlotCount; ++s)
            if (after.slotTable()[s] != before.slotTable()[s])
                QCOMPARE(after.slotTable()[s], MemberIndex{8});
        QCOMPARE(after.slotTable()[14336], MemberIndex{8});  // cache-08's lowest
        QCOMPARE(after.slotTable()[14564], MemberIndex{7});
    }

    void removingRebalancesTheLeavingMasterAway()
    {
        const auto before = directory(numberedMembers("cache-", 8));
        auto members = numberedMembers("cache-", 8);
        members.erase(members.begin() + 2);  // cache-03, slots 4096-6143
        const auto afterPtr = before.withMembers(members);
        const auto& after = asDirectory(afterPtr);
        QCOMPARE(after.lastMovedSlots(), std::size_t{2048});
        QCOMPARE(changedSlots(before, after), std::size_t{2048});
        // 2340 expected each, the remainder of 4 to the first four: they take 293, the rest 292.
        QCOMPARE(after.slotCounts(), (std::vector<std::size_t>{2341, 2341, 2341, 2341, 2340, 2340, 2340}));
        QCOMPARE(after.members()[after.slotTable()[4096]].id, std::string("cache-01"));
        QCOMPARE(after.members()[after.slotTable()[4096 + 293]].id, std::string("cache-02"));
        for (std::size_t s = 0; s < kRedisSlotCount; ++s)
            if (before.members()[before.slotTable()[s]].id != "cache-03")
                QCOMPARE(after.members()[after.slotTable()[s]].id, before.members()[before.slotTable()[s]].id);
    }

    void explicitTable()
    {
        const std::vector<MemberSlots> table{{"a", {{0, 99}, {200, 16383}}}, {"b", {{100, 199}}}};
        const auto d = directory({{"a", 1}, {"b", 1}}, table);
        QCOMPARE(d.slotCounts(), (std::vector<std::size_t>{16284, 100}));
        QCOMPARE(d.slotRanges(), table);
        QCOMPARE(d.lastMovedSlots(), std::size_t{0});
        // An owner that is not a member leaves as in a change: "c" takes b's place.
        const auto c = directory({{"a", 1}, {"c", 1}}, table);
        QCOMPARE(c.lastMovedSlots(), std::size_t{8192});
        QCOMPARE(c.slotCounts(), (std::vector<std::size_t>{8192, 8192}));

        QVERIFY_THROWS_EXCEPTION(ValidationError, DirectoryPlacement::validateSlotTable({{"a", {{0, 16382}}}}));
        QVERIFY_THROWS_EXCEPTION(ValidationError,
                                 DirectoryPlacement::validateSlotTable({{"a", {{0, 16383}}}, {"b", {{5, 5}}}}));
        QVERIFY_THROWS_EXCEPTION(ValidationError, DirectoryPlacement::validateSlotTable({{"a", {{0, 16384}}}}));
        QVERIFY_THROWS_EXCEPTION(ValidationError, DirectoryPlacement::validateSlotTable({{"a", {{9, 8}}}}));
        PlacementConfig config;
        config.algorithm = Algorithm::Directory;
        config.redisSlots = {{"a", {{0, 100}}}};
        QVERIFY_THROWS_EXCEPTION(ValidationError, makePlacement(config, {{"a", 1}}));
    }
};

QTEST_APPLESS_MAIN(DirectoryTest)
#include "tst_directory.moc"
