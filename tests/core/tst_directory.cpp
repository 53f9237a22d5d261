// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The directory (Redis Cluster style slot table): layout, minimal rebalancing, manual moves.
#include "model/core/DirectoryPlacement.h"

#include <QtTest>

using namespace ringlab;

namespace {

DirectoryPlacement directory(std::vector<Member> members)
{
    DirectoryPlacement d(hashFunction(HashId::Fnv1aFmix32));
    d.setMembers(std::move(members));
    return d;
}

std::size_t changedSlots(const std::vector<MemberIndex>& before, const std::vector<Member>& beforeMembers,
                         const DirectoryPlacement& after)
{
    std::size_t changed = 0;
    for (std::size_t s = 0; s < before.size(); ++s)
        changed += beforeMembers[before[s]].id != after.members()[after.slotTable()[s]].id;
    return changed;
}

}  // namespace

class DirectoryTest : public QObject {
    Q_OBJECT

private slots:
    void initialLayoutIsContiguousAndEven()
    {
        const auto d = directory(numberedMembers("node-", 3));
        // Like `redis-cli --cluster create` with three masters: 0-5461, 5462-10922, 10923-16383.
        QCOMPARE(d.slotCounts(), (std::vector<std::size_t>{5462, 5461, 5461}));
        QCOMPARE(d.slotTable()[0], MemberIndex{0});
        QCOMPARE(d.slotTable()[5461], MemberIndex{0});
        QCOMPARE(d.slotTable()[5462], MemberIndex{1});
        QCOMPARE(d.slotTable()[16383], MemberIndex{2});
        QCOMPARE(d.lastMovedSlots(), std::size_t{0});
    }

    void keysUseRedisSlots()
    {
        const auto d = directory(numberedMembers("node-", 3));
        QCOMPARE(d.keyHash().id, HashId::RedisSlot);
        QCOMPARE(d.ownerOf("somekey"), std::string("node-03"));  // slot 11058
        QCOMPARE(d.ownerOf("{user1000}.following"), d.ownerOf("{user1000}.followers"));
    }

    void weightsSetTheTargets()
    {
        const auto targets = DirectoryPlacement::slotTargets({{"a", 4}, {"b", 4}, {"c", 1}, {"d", 1}});
        QCOMPARE(targets, (std::vector<std::size_t>{6554, 6554, 1638, 1638}));
        const auto d = directory({{"a", 4}, {"b", 4}, {"c", 1}, {"d", 1}});
        QCOMPARE(d.slotCounts(), targets);
        const auto shares = *d.keySpaceShares();
        QCOMPARE(shares[2], 1638.0 / 16384.0);
    }

    void addingMovesOnlyTheNewMembersShare()
    {
        const auto before = directory(numberedMembers("cache-", 8));
        const auto afterPtr = before.withMembers(numberedMembers("cache-", 9));
        const auto& after = dynamic_cast<const DirectoryPlacement&>(*afterPtr);
        // Every moved slot goes to the new member, and it gets its fair 16384/9.
        QCOMPARE(after.slotCounts()[8], std::size_t{1820});
        QCOMPARE(after.lastMovedSlots(), std::size_t{1820});
        QCOMPARE(changedSlots(before.slotTable(), before.members(), after), std::size_t{1820});
        for (std::size_t s = 0; s < kRedisSlotCount; ++s)
            if (after.slotTable()[s] != before.slotTable()[s])
                QCOMPARE(after.slotTable()[s], MemberIndex{8});
        // Taken evenly: each old member gives 227 or 228.
        for (std::size_t i = 0; i < 8; ++i)
            QVERIFY(after.slotCounts()[i] == 1820 || after.slotCounts()[i] == 1821);
    }

    void removingMovesOnlyTheRemovedMembersSlots()
    {
        const auto before = directory(numberedMembers("cache-", 8));
        auto members = numberedMembers("cache-", 8);
        members.erase(members.begin() + 2);  // cache-03
        const auto afterPtr = before.withMembers(members);
        const auto& after = dynamic_cast<const DirectoryPlacement&>(*afterPtr);
        QCOMPARE(after.lastMovedSlots(), std::size_t{2048});
        QCOMPARE(changedSlots(before.slotTable(), before.members(), after), std::size_t{2048});
        for (std::size_t s = 0; s < kRedisSlotCount; ++s)
            if (before.members()[before.slotTable()[s]].id != "cache-03")
                QCOMPARE(after.members()[after.slotTable()[s]].id,
                         before.members()[before.slotTable()[s]].id);
        for (const std::size_t c : after.slotCounts())
            QVERIFY(c == 2340 || c == 2341);
    }

    void moveSlotByHand()
    {
        auto d = directory(numberedMembers("cache-", 4));
        QCOMPARE(d.slotTable()[100], MemberIndex{0});
        d.moveSlot(100, "cache-04");
        QCOMPARE(d.slotTable()[100], MemberIndex{3});
        QCOMPARE(d.ownerOfHash(100), MemberIndex{3});
        QVERIFY_THROWS_EXCEPTION(ValidationError, d.moveSlot(16384, "cache-01"));
        QVERIFY_THROWS_EXCEPTION(ValidationError, d.moveSlot(5, "cache-99"));
        QCOMPARE(d.slotTable()[5], MemberIndex{0});
        // The same membership again keeps the hand-made move; an explicit rebalance undoes
        // the imbalance with a single slot (cache-04's highest goes back to cache-01).
        const auto again = d.withMembers(d.members());
        QCOMPARE(dynamic_cast<const DirectoryPlacement&>(*again).lastMovedSlots(), std::size_t{0});
        QCOMPARE(dynamic_cast<const DirectoryPlacement&>(*again).slotTable(), d.slotTable());
        d.rebalance();
        QCOMPARE(d.lastMovedSlots(), std::size_t{1});
        QCOMPARE(d.slotCounts(), (std::vector<std::size_t>{4096, 4096, 4096, 4096}));
        QCOMPARE(d.slotTable()[100], MemberIndex{3});
        QCOMPARE(d.slotTable()[16383], MemberIndex{0});
    }
};

QTEST_APPLESS_MAIN(DirectoryTest)
#include "tst_directory.moc"
