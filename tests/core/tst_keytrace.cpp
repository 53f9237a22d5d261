// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tracing a key: its hash as the placement looks it up, the owning ring point and the clockwise
// walk, the slot of a table, the replica order, all against the placement's own answers for
// every algorithm; through a change (before and after); the moved keys of a change against the
// diff, filtered and as CSV.
#include "model/core/KeyTrace.h"
#include "model/core/MessageText.h"
#include "model/core/WideRingPlacement.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace ringlab;

namespace {

PlacementConfig configFor(Algorithm algorithm)
{
    PlacementConfig config;
    config.algorithm = algorithm;
    if (algorithm == Algorithm::Maglev)
        config.maglevTableSize = 4099;
    return config;
}

const char* const kKeys[] = {"session:user:42", "session:user:0", "a", "", "{user}:cart", "ключ-7", "x,y\"z"};

}  // namespace

class TestKeyTrace : public QObject {
    Q_OBJECT

private slots:
    void traceMatchesTheEngine_data()
    {
        QTest::addColumn<int>("algorithm");
        for (const Algorithm algorithm : allAlgorithms())
            QTest::newRow(std::string(algorithmName(algorithm)).c_str()) << static_cast<int>(algorithm);
    }
    void traceMatchesTheEngine()
    {
        QFETCH(int, algorithm);
        const auto placement = makePlacement(configFor(static_cast<Algorithm>(algorithm)), numberedMembers("cache-", 8));
        const auto* ring = dynamic_cast<const RingPlacement*>(placement.get());
        const auto* wide = dynamic_cast<const WideRingPlacement*>(placement.get());
        for (const char* key : kKeys) {
            for (const std::size_t count : {std::size_t{1}, std::size_t{3}, std::size_t{8}, std::size_t{20}}) {
                const KeyTrace trace = traceKey(*placement, key, count);
                QCOMPARE(trace.key, std::string(key));
                QCOMPARE(trace.keyHash, placement->keyHash().hash(key));
                QCOMPARE(trace.ownerId, placement->ownerOf(key));
                QCOMPARE(trace.owner, placement->ownerOfHash(trace.keyHash));
                std::vector<MemberIndex> owners;
                placement->ownersOfHash(trace.keyHash, count, owners);
                QCOMPARE(trace.replicas, owners);
                QCOMPARE(trace.replicaIds.size(), std::min<std::size_t>(count, 8));
                QCOMPARE(trace.replicaIds.front(), trace.ownerId);
                QCOMPARE(trace.drawnPosition, placement->drawnPosition(trace.keyHash));
                // The decimal and hex texts say the same value.
                const std::uint64_t hexValue = std::stoull(trace.hashHex.substr(2), nullptr, 16);
                if (placement->algorithm() == Algorithm::Cassandra) {
                    QCOMPARE(trace.hashText, hashValueText(placement->keyHash(), key));
                    QCOMPARE(static_cast<std::int64_t>(hexValue), std::stoll(trace.hashText));
                    QCOMPARE(tokenToUnsigned(std::stoll(trace.hashText)), trace.keyHash);
                } else {
                    QCOMPARE(std::to_string(hexValue), trace.hashText);
                }
                if (placement->hasWideKeys()) {
                    QVERIFY(trace.wideHash);
                    QCOMPARE(trace.hashHex.size(), std::size_t{18});
                }
                if (placement->algorithm() == Algorithm::Maglev) {
                    QVERIFY(trace.slot.has_value());
                    QCOMPARE(trace.slotCount, std::uint64_t{4099});
                    QCOMPARE(std::uint64_t{*trace.slot}, xxh64(key, 0) % 4099);
                    QCOMPARE(trace.hashText, std::to_string(xxh64(key, 0)));
                } else if (placement->algorithm() == Algorithm::Directory) {
                    QCOMPARE(trace.slot, std::optional<std::uint32_t>(redisKeySlot(key)));
                    QCOMPARE(trace.slotCount, std::uint64_t{kRedisSlotCount});
                } else {
                    QVERIFY(!trace.slot);
                }
                if (!ring) {
                    QVERIFY(!trace.ownerPoint);
                    QVERIFY(trace.walk.empty());
                    continue;
                }
                // The owning point: the first at or after the hash, wrapping.
                QVERIFY(trace.ownerPoint);
                const TracePoint& point = *trace.ownerPoint;
                QCOMPARE(point.owner, trace.owner);
                if (wide) {
                    const auto positions = wide->positions64();
                    const auto at = std::lower_bound(positions.begin(), positions.end(), trace.keyHash);
                    QCOMPARE(point.index, at == positions.end() ? std::size_t{0} : static_cast<std::size_t>(at - positions.begin()));
                    QCOMPARE(point.position, positions[point.index]);
                } else {
                    const auto positions = ring->positions();
                    const auto at = std::lower_bound(positions.begin(), positions.end(), narrowKeyHash(trace.keyHash));
                    QCOMPARE(point.index, at == positions.end() ? std::size_t{0} : static_cast<std::size_t>(at - positions.begin()));
                    QCOMPARE(point.position, std::uint64_t{positions[point.index]});
                }
                QCOMPARE(point.drawnPosition, ring->positions()[point.index]);
                // Its label is one of the owner's points at that position.
                const std::vector<RingPoint> points = ring->points();
                bool labelled = false;
                for (const RingPoint& p : points)
                    labelled = labelled || (p.owner == point.owner && p.position == point.drawnPosition &&
                                            ring->pointLabel(p.owner, p.vnode) == point.label);
                QVERIFY2(labelled, point.label.c_str());
                // The walk starts at the owning point, steps clockwise, and ends at the last
                // replica's first point; each replica's first point is where the walk says.
                QVERIFY(!trace.walk.empty());
                QCOMPARE(trace.walk.front().index, point.index);
                QCOMPARE(trace.walk.size(), trace.walkLength);
                for (std::size_t s = 1; s < trace.walk.size(); ++s)
                    QCOMPARE(trace.walk[s].index, (point.index + s) % ring->pointCount());
                QCOMPARE(trace.replicaWalkIndex.size(), trace.replicas.size());
                QCOMPARE(trace.replicaWalkIndex.front(), std::size_t{0});
                for (std::size_t r = 0; r < trace.replicas.size(); ++r) {
                    const std::size_t step = trace.replicaWalkIndex[r];
                    QCOMPARE(trace.walk[step].owner, trace.replicas[r]);
                    for (std::size_t s = 0; s < step; ++s)
                        QVERIFY(trace.walk[s].owner != trace.replicas[r]);
                }
                QCOMPARE(*std::max_element(trace.replicaWalkIndex.begin(), trace.replicaWalkIndex.end()),
                         trace.walk.size() - 1);
            }
        }
    }

    // The article's ring: the point label is "cache-NN#vnode", the one whose hash is the position.
    void ringPointLabelIsTheHashedLabel()
    {
        const auto placement = makePlacement({}, numberedMembers("cache-", 8));
        const KeyTrace trace = traceKey(*placement, "session:user:42", 3);
        QVERIFY(trace.ownerPoint);
        QCOMPARE(placement->hash().hash32(trace.ownerPoint->label), trace.ownerPoint->drawnPosition);
        QVERIFY(trace.ownerPoint->label.starts_with(trace.ownerId + "#"));
        QVERIFY(trace.ownerPoint->drawnPosition >= narrowKeyHash(trace.keyHash) || trace.ownerPoint->index == 0);
    }

    void splitsTypedKeys()
    {
        QCOMPARE(splitKeyList(" a, b ,\n\nc\r\n, ,d"), (std::vector<std::string>{"a", "b", "c", "d"}));
        QCOMPARE(splitKeyList(""), std::vector<std::string>{});
        QCOMPARE(splitKeyList("session:user:42"), std::vector<std::string>{"session:user:42"});
    }

    void csvQuotes()
    {
        QCOMPARE(csvField("plain"), std::string("plain"));
        QCOMPARE(csvField("a,b"), std::string("\"a,b\""));
        QCOMPARE(csvField("say \"hi\""), std::string("\"say \"\"hi\"\"\""));
        QCOMPARE(csvField("two\nlines"), std::string("\"two\nlines\""));
    }

    // 8 -> 9 nodes: the trace before and after against both placements; the moved keys are the
    // diff's, each one's owner differs, and none is missing.
    void throughAChange_data()
    {
        QTest::addColumn<int>("algorithm");
        for (const Algorithm algorithm : {Algorithm::Ring, Algorithm::Modulo, Algorithm::Jump, Algorithm::Ketama,
                                          Algorithm::Maglev, Algorithm::Cassandra, Algorithm::Directory})
            QTest::newRow(std::string(algorithmName(algorithm)).c_str()) << static_cast<int>(algorithm);
    }
    void throughAChange()
    {
        QFETCH(int, algorithm);
        const PlacementConfig config = configFor(static_cast<Algorithm>(algorithm));
        const KeySet keys = KeySet::fromPattern("session:user:{i}", 20000);
        const auto before = computeSnapshot({numberedMembers("cache-", 8), config, keys, std::nullopt}, nullptr, 1);
        const auto after = computeSnapshot({numberedMembers("cache-", 9), config, keys, "adding cache-09"}, before, 2);
        QVERIFY(after->diff);
        QVERIFY(isPreviousOf(before.get(), *after));
        QVERIFY(!isPreviousOf(after.get(), *after));
        QVERIFY(!isPreviousOf(nullptr, *after));

        const KeyChangeTrace change = traceKeyChange(before.get(), *after, "session:user:42", 3);
        QVERIFY(change.before);
        QCOMPARE(change.before->ownerId, before->placement->ownerOf("session:user:42"));
        QCOMPARE(change.after.ownerId, after->placement->ownerOf("session:user:42"));
        QCOMPARE(change.moved(), change.before->ownerId != change.after.ownerId);
        // The key's owner in the assignments is the same one.
        QCOMPARE(before->members[before->assignment.owners[42]].id, change.before->ownerId);
        QCOMPARE(after->members[after->assignment.owners[42]].id, change.after.ownerId);
        // Without the snapshot before, only the trace after.
        QVERIFY(!traceKeyChange(nullptr, *after, "session:user:42", 3).before);

        const std::vector<std::uint32_t> moved = movedKeyIndices(*before, *after);
        QCOMPARE(moved.size(), after->diff->movedKeys);
        QVERIFY(std::is_sorted(moved.begin(), moved.end()));
        std::set<std::uint32_t> movedSet(moved.begin(), moved.end());
        for (std::uint32_t k = 0; k < keys.size(); ++k) {
            const bool differs = before->members[before->assignment.owners[k]].id != after->members[after->assignment.owners[k]].id;
            QCOMPARE(movedSet.count(k) == 1, differs);
        }
        // Filters: by node before and after, by text; the parts add up.
        std::size_t byTo = 0;
        for (std::size_t m = 0; m < after->members.size(); ++m) {
            const auto kept = filterMovedKeys(*before, *after, moved, {.to = static_cast<int>(m)});
            for (const std::uint32_t k : kept)
                QCOMPARE(after->assignment.owners[k], static_cast<MemberIndex>(m));
            byTo += kept.size();
        }
        QCOMPARE(byTo, moved.size());
        std::size_t byFrom = 0;
        for (std::size_t m = 0; m < before->members.size(); ++m)
            byFrom += filterMovedKeys(*before, *after, moved, {.from = static_cast<int>(m)}).size();
        QCOMPARE(byFrom, moved.size());
        const auto withText = filterMovedKeys(*before, *after, moved, {.text = "user:42"});
        for (const std::uint32_t k : withText)
            QVERIFY(keys.key(k).find("user:42") != std::string::npos);
        std::size_t expected = 0;
        for (const std::uint32_t k : moved)
            expected += keys.key(k).find("user:42") != std::string::npos ? 1 : 0;
        QCOMPARE(withText.size(), expected);
        QCOMPARE(filterMovedKeys(*before, *after, moved, {}).size(), moved.size());
    }

    void csvOfMovedKeys()
    {
        const KeySet keys = KeySet::fromKeys({"a", "b,c", "d\"e", "f", "g", "h", "i", "j"});
        const PlacementConfig modulo{.algorithm = Algorithm::Modulo};
        const auto before = computeSnapshot({numberedMembers("n", 2, 1), modulo, keys, std::nullopt}, nullptr, 1);
        const auto after = computeSnapshot({numberedMembers("n", 3, 1), modulo, keys, "adding n3"}, before, 2);
        const auto moved = movedKeyIndices(*before, *after);
        QCOMPARE(moved.size(), after->diff->movedKeys);
        std::string expected = "key,from,to\n";
        for (std::uint32_t k = 0; k < keys.size(); ++k) {
            const std::string& from = before->members[before->assignment.owners[k]].id;
            const std::string& to = after->members[after->assignment.owners[k]].id;
            if (from != to)
                expected += csvField(keys.key(k)) + "," + from + "," + to + "\n";
        }
        QCOMPARE(movedKeysCsv(*before, *after, moved), expected);
    }
};

QTEST_APPLESS_MAIN(TestKeyTrace)
#include "tst_keytrace.moc"
