// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Maglev as Envoy builds it: the tables of Envoy's own tests, the key hash, the weighted fill,
// a table that is a permutation fill, and what moves when a host leaves: the table entries
// that change owner and the keys a ring moves for the same change, as the lab shows them.
#include "model/core/KeySet.h"
#include "model/core/LabSnapshot.h"
#include "model/core/MaglevPlacement.h"
#include "model/core/MembershipChange.h"

#include <QTest>

#include <algorithm>
#include <numeric>

using namespace ringlab;

namespace {

std::unique_ptr<MaglevPlacement> maglev(const std::vector<Member>& members, std::uint32_t tableSize)
{
    auto placement = makePlacement({.algorithm = Algorithm::Maglev, .maglevTableSize = tableSize}, members);
    return std::unique_ptr<MaglevPlacement>(static_cast<MaglevPlacement*>(placement.release()));
}

// The entries whose owner's id differs, by a plain walk over both tables.
std::vector<std::uint32_t> differingEntries(const MaglevPlacement& before, const MaglevPlacement& after)
{
    std::vector<std::uint32_t> differing;
    for (std::uint32_t i = 0; i < before.tableSize(); ++i)
        if (before.members()[before.table()[i]].id != after.members()[after.table()[i]].id)
            differing.push_back(i);
    return differing;
}

std::vector<MemberIndex> entries(std::initializer_list<int> owners)
{
    std::vector<MemberIndex> table;
    for (const int owner : owners)
        table.push_back(static_cast<MemberIndex>(owner));
    return table;
}

}  // namespace

class MaglevTest : public QObject {
    Q_OBJECT

private slots:
    // envoy/test/extensions/load_balancing_policies/maglev/maglev_lb_test.cc: the tables that
    // Basic, Weighted and BasicWithHostName expect (hosts in the order the test lists them; a
    // context's hash i picks entry i mod M).
    void reproducesEnvoysTables()
    {
        const auto basic = maglev(parseMemberList("127.0.0.1:90,127.0.0.1:91,127.0.0.1:92,127.0.0.1:93,"
                                                  "127.0.0.1:94,127.0.0.1:95"),
                                  7);
        QCOMPARE(basic->table(), entries({2, 4, 0, 1, 5, 0, 3}));
        // BasicStability: the order the hosts come in does not matter.
        const auto shuffled = maglev(parseMemberList("127.0.0.1:93,127.0.0.1:95,127.0.0.1:90,127.0.0.1:92,"
                                                     "127.0.0.1:91,127.0.0.1:94"),
                                     7);
        for (std::size_t i = 0; i < 7; ++i)
            QCOMPARE(shuffled->members()[shuffled->table()[i]].id, basic->members()[basic->table()[i]].id);
        // Weighted: 127.0.0.1:90 of weight 1 and :91 of weight 2 over 17 entries (6 and 11).
        const auto weighted = maglev(parseMemberList("127.0.0.1:90=1,127.0.0.1:91=2"), 17);
        QCOMPARE(weighted->table(), entries({1, 0, 0, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 0, 1}));
        QCOMPARE(weighted->entryCounts(), (std::vector<std::size_t>{6, 11}));
        // BasicWithHostName: hashing the host names "90" … "95".
        const auto named = maglev(parseMemberList("90,91,92,93,94,95"), 7);
        QCOMPARE(named->table(), entries({2, 5, 0, 3, 4, 1, 0}));
        // SingleHost.
        const auto single = maglev(parseMemberList("127.0.0.1:90"), 7);
        QCOMPARE(single->table(), entries({0, 0, 0, 0, 0, 0, 0}));
    }

    void aKeysEntryIsItsXxHash64ModTheTableSize()
    {
        const auto placement = maglev(numberedMembers("10.0.0.", 5), kDefaultMaglevTableSize);
        // Envoy's hash_test.cc: HashUtil::xxHash64("foo") == 3728699739546630719.
        QCOMPARE(xxh64("foo"), std::uint64_t{3728699739546630719ULL});
        QCOMPARE(placement->keyHash().hash("foo"), static_cast<std::uint32_t>(3728699739546630719ULL % 65537));
        const auto keys = KeySet::fromPattern("user:{i}", 1000);
        for (std::size_t i = 0; i < keys.size(); ++i)
            QCOMPARE(placement->ownerOf(keys.key(i)),
                     placement->members()[placement->table()[xxh64(keys.key(i)) % 65537]].id);
        // Each table size has its own key hashes, cached apart.
        const auto small = maglev(numberedMembers("10.0.0.", 5), 7);
        const auto bigHashes = keys.hashes(placement->keyHash());
        const auto smallHashes = keys.hashes(small->keyHash());
        QCOMPARE(smallHashes->at(3), static_cast<std::uint32_t>(xxh64(keys.key(3)) % 7));
        QCOMPARE(bigHashes->at(3), static_cast<std::uint32_t>(xxh64(keys.key(3)) % 65537));
    }

    // Every entry is filled, every host has entries, and the counts follow the weights within
    // a round's worth (Envoy's min/max_entries_per_host bound: at most one entry apart per
    // unit of largest weight).
    void theTableIsAWeightedPermutationFill_data()
    {
        QTest::addColumn<int>("hosts");
        QTest::addColumn<bool>("weighted");
        QTest::addColumn<int>("tableSize");
        QTest::newRow("10 hosts, 65537") << 10 << false << 65537;
        QTest::newRow("100 hosts, 65537") << 100 << false << 65537;
        QTest::newRow("100 weighted hosts, 65537") << 100 << true << 65537;
        QTest::newRow("1000 hosts, 655373") << 1000 << false << 655373;
        QTest::newRow("7 weighted hosts, 101") << 7 << true << 101;
    }

    void theTableIsAWeightedPermutationFill()
    {
        QFETCH(int, hosts);
        QFETCH(bool, weighted);
        QFETCH(int, tableSize);
        std::vector<Member> members = numberedMembers("10.1.0.", static_cast<std::size_t>(hosts), 3);
        if (weighted)
            for (std::size_t i = 0; i < members.size(); ++i)
                members[i].weight = static_cast<double>(1 + i % 4);
        const auto placement = maglev(members, static_cast<std::uint32_t>(tableSize));
        const auto counts = placement->entryCounts();
        QCOMPARE(std::accumulate(counts.begin(), counts.end(), std::size_t{0}), std::size_t(tableSize));
        const double total = totalWeight(members);
        const double maxWeight = std::max_element(members.begin(), members.end(), [](const Member& a, const Member& b) {
                                     return a.weight < b.weight;
                                 })->weight;
        // Rounds = entries of the heaviest host; a host of weight w took w/max of them, ± 1.
        const double rounds = static_cast<double>(*std::max_element(counts.begin(), counts.end()));
        for (std::size_t m = 0; m < members.size(); ++m) {
            QVERIFY(counts[m] > 0);
            QVERIFY2(std::abs(static_cast<double>(counts[m]) - rounds * members[m].weight / maxWeight) <= 1.0,
                     qPrintable(QString("%1: %2 entries of %3 rounds").arg(m).arg(counts[m]).arg(rounds)));
        }
        const auto shares = placement->keySpaceShares();
        QVERIFY(shares);
        for (std::size_t m = 0; m < members.size(); ++m)
            QVERIFY(std::abs((*shares)[m] - members[m].weight / total) < 0.02);
    }

    // When a host leaves, its entries go to others, and some entries of staying hosts change
    // owner too (Maglev's disruption is small, not minimal); a ring moves only the leaver's.
    void aLeavingHostDisruptsOtherEntriesALittle()
    {
        const std::vector<Member> fleet = numberedMembers("10.2.0.", 100, 3);
        const auto before = maglev(fleet, kDefaultMaglevTableSize);
        std::vector<Member> smaller = fleet;
        smaller.erase(smaller.begin() + 40);
        const auto after = maglev(smaller, kDefaultMaglevTableSize);
        std::size_t leaverEntries = 0;
        std::size_t disrupted = 0;
        for (std::size_t i = 0; i < before->table().size(); ++i) {
            const std::string& was = before->members()[before->table()[i]].id;
            const std::string& now = after->members()[after->table()[i]].id;
            if (was == fleet[40].id)
                ++leaverEntries;
            else if (was != now)
                ++disrupted;
        }
        QVERIFY(leaverEntries > 600 && leaverEntries < 700);  // about 1 % of 65,537
        QVERIFY(disrupted > 0);
        QVERIFY(disrupted < leaverEntries);
    }

    // The entries the ring view marks after a change are exactly those where the old and the
    // new table name different owners: all of a removed host's, all an added host takes.
    void changedEntriesAreWhereTheTablesDiffer_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<int>("tableSize");
        const QString eight = "cache-01,cache-02,cache-03,cache-04,cache-05,cache-06,cache-07,cache-08";
        QTest::newRow("remove cache-05") << eight << "cache-01,cache-02,cache-03,cache-04,cache-06,cache-07,cache-08"
                                         << int(kDefaultMaglevTableSize);
        QTest::newRow("add cache-09") << eight << eight + ",cache-09" << int(kDefaultMaglevTableSize);
        QTest::newRow("reweight cache-02") << eight << QString(eight).replace("cache-02", "cache-02=3") << 251;
        QTest::newRow("reordered, nothing changes") << eight << "cache-08,cache-07,cache-06,cache-05,cache-04,cache-03,"
                                                                "cache-02,cache-01"
                                                    << 251;
        QTest::newRow("remove the first") << eight << eight.mid(9) << 7;
    }

    void changedEntriesAreWhereTheTablesDiffer()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(int, tableSize);
        const auto old = maglev(parseMemberList(before.toStdString()), static_cast<std::uint32_t>(tableSize));
        const auto now = maglev(parseMemberList(after.toStdString()), static_cast<std::uint32_t>(tableSize));
        const auto changed = changedTableEntries(*old, *now);
        QVERIFY(changed);
        QCOMPARE(*changed, differingEntries(*old, *now));
        QVERIFY(std::is_sorted(changed->begin(), changed->end()));
        const auto marked = [&](std::uint32_t entry) { return std::binary_search(changed->begin(), changed->end(), entry); };
        const auto present = [](const MaglevPlacement& placement, const std::string& id) {
            return std::any_of(placement.members().begin(), placement.members().end(),
                               [&](const Member& m) { return m.id == id; });
        };
        for (std::uint32_t i = 0; i < old->tableSize(); ++i) {
            const std::string& was = old->members()[old->table()[i]].id;
            const std::string& is = now->members()[now->table()[i]].id;
            if (!present(*now, was))
                QVERIFY2(marked(i), qPrintable(QString("entry %1 of the removed %2").arg(i).arg(was.c_str())));
            if (!present(*old, is))
                QVERIFY2(marked(i), qPrintable(QString("entry %1 of the added %2").arg(i).arg(is.c_str())));
        }
        if (QTest::currentDataTag() == QLatin1String("reordered, nothing changes"))
            QVERIFY(changed->empty());
        // A table of another size has other slots: nothing to compare.
        QVERIFY(!changedTableEntries(*old, *maglev(parseMemberList(after.toStdString()), 65521)));
    }

    // The lab's snapshot after removing a host from a Maglev fleet holds the table's changed
    // entries and what the article's ring moves for the same change on the same keys: only the
    // removed host's keys.
    void aLabSnapshotComparesMaglevWithTheRing()
    {
        const KeySet keys = KeySet::fromPattern("session:user:{i}", 200'000);
        const std::vector<Member> fleet = numberedMembers("cache-", 8);
        std::vector<Member> smaller = fleet;
        smaller.erase(smaller.begin() + 4);  // cache-05
        const PlacementConfig config{.algorithm = Algorithm::Maglev};
        const auto first = computeSnapshot({fleet, config, keys, std::nullopt}, nullptr, 1);
        QVERIFY(!first->changedTableEntries && !first->ringMovedFraction);
        const auto second = computeSnapshot({smaller, config, keys, "removing cache-05"}, first, 2);
        QVERIFY(second->diff);
        QVERIFY(second->changedTableEntries);
        const auto& before = dynamic_cast<const MaglevPlacement&>(*first->placement);
        const auto& after = dynamic_cast<const MaglevPlacement&>(*second->placement);
        QCOMPARE(*second->changedTableEntries, differingEntries(before, after));

        // The ring: cache-05's keys under the article's ring, nothing else.
        QVERIFY(second->ringMovedFraction);
        const auto ringBefore = makePlacement({Algorithm::Ring, config.hash, config.replicas}, fleet);
        const Assignment owners = assignKeys(*ringBefore, keys);
        const double cache05 = static_cast<double>(owners.keysPerMember()[4]) / static_cast<double>(keys.size());
        QCOMPARE(*second->ringMovedFraction, cache05);
        const AssignmentDiff ring = diffMembershipChange({Algorithm::Ring, config.hash, config.replicas}, fleet,
                                                         smaller, keys);
        QCOMPARE(ring.movedKeys, ring.leastMovedKeys);
        // Maglev hands entries between staying hosts too: it moves more than it must.
        QVERIFY(second->diff->movedKeys > second->diff->leastMovedKeys);
        // The counter's ratio: Maglev's moved share over the ring's.
        QCOMPARE(*second->movedOverRingMoved(), second->diff->movedFraction() / cache05);
        QVERIFY(*second->movedOverRingMoved() > 1.0);
        QVERIFY(!first->movedOverRingMoved());
        QVERIFY(!movedOverReference(0.2, 0.0));
        QVERIFY(!movedOverReference(std::nullopt, 0.1));
        QCOMPARE(*movedOverReference(0.3, 0.2), 0.3 / 0.2);

        // Another table size: no marks, no ring; a change that is no Maglev change: neither.
        PlacementConfig larger = config;
        larger.maglevTableSize = 65521;
        const auto resized = computeSnapshot({smaller, larger, keys, "setting the table size"}, second, 3);
        QVERIFY(resized->diff && !resized->changedTableEntries && !resized->ringMovedFraction);
        const auto ringLab = computeSnapshot({fleet, PlacementConfig{}, keys, "choosing the ring"}, second, 4);
        QVERIFY(ringLab->diff && !ringLab->changedTableEntries && !ringLab->ringMovedFraction);
        // The same members with a table of the same size: nothing marked, nothing to compare.
        const auto again = computeSnapshot({smaller, config, keys, "undoing"}, second, 5);
        QVERIFY(again->changedTableEntries && again->changedTableEntries->empty());
        QVERIFY(!again->ringMovedFraction);
    }

    void refusesATableSizeThatIsNotPrime()
    {
        for (const std::uint32_t size : {0U, 1U, 8U, 65536U, 65535U, kMaxMaglevTableSize + 1}) {
            try {
                (void)maglev(numberedMembers("h", 3), size);
                QFAIL(qPrintable(QString::number(size)));
            } catch (const ValidationError& e) {
                QCOMPARE(QString::fromUtf8(e.what()),
                         QString("the Maglev table size must be a prime between 2 and 16777259, as Envoy requires a "
                                 "prime; got %1")
                             .arg(size));
            }
        }
        QVERIFY_THROWS_EXCEPTION(ValidationError,
                                 validatePlacement({.algorithm = Algorithm::Maglev, .maglevTableSize = 8},
                                                   numberedMembers("h", 3)));
        QVERIFY(MaglevPlacement::isPrime(kMaxMaglevTableSize));
        QVERIFY(MaglevPlacement::isPrime(655373));
    }

    void ownersWalkTheTableOnwardWithoutRepeats()
    {
        const auto placement = maglev(numberedMembers("h", 5), 11);
        std::vector<MemberIndex> owners;
        for (std::uint32_t entry = 0; entry < 11; ++entry) {
            placement->ownersOfHash(entry, 3, owners);
            QCOMPARE(owners.size(), std::size_t{3});
            QCOMPARE(owners.front(), placement->table()[entry]);
            QVERIFY(owners[0] != owners[1] && owners[1] != owners[2] && owners[0] != owners[2]);
        }
        placement->ownersOfHash(0, 9, owners);
        QCOMPARE(owners.size(), std::size_t{5});
    }
};

QTEST_APPLESS_MAIN(MaglevTest)
#include "tst_maglev.moc"
