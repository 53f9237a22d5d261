// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One change under every algorithm: each row's keys moved, least possible and balance against
// a recount key by key through the placements' own ownerOf; refusals stay in their row.
#include "model/core/AlgorithmComparison.h"

#include <QTest>

#include <algorithm>
#include <map>

using namespace ringlab;

namespace {

struct Recount {
    double moved = 0.0;
    double least = 0.0;
    double peakOfFair = 0.0;
    double minOfFair = 0.0;
};

// Key by key: owners by id before and after, the least from the per-id counts.
Recount recount(const PlacementConfig& config, const std::vector<Member>& before, const std::vector<Member>& after,
                const KeySet& keys)
{
    const auto placementBefore = makePlacement(config, before);
    const auto placementAfter = placementBefore->withMembers(after);
    std::map<std::string, double> countBefore;
    std::map<std::string, double> countAfter;
    std::size_t moved = 0;
    keys.forEachKey(0, keys.size(), [&](std::size_t, std::string_view key) {
        const std::string was = placementBefore->ownerOf(key);
        const std::string now = placementAfter->ownerOf(key);
        moved += was != now;
        ++countBefore[was];
        ++countAfter[now];
    });
    double least = 0.0;
    for (const auto& [id, count] : countBefore)
        least += std::max(0.0, count - countAfter[id]);
    double weights = 0.0;
    for (const Member& m : after)
        weights += m.weight;
    Recount result{static_cast<double>(moved) / static_cast<double>(keys.size()), least / static_cast<double>(keys.size()),
                   0.0, 1e300};
    for (const Member& m : after) {
        const double ofFair = countAfter[m.id] / static_cast<double>(keys.size()) / (m.weight / weights);
        result.peakOfFair = std::max(result.peakOfFair, ofFair);
        result.minOfFair = std::min(result.minOfFair, ofFair);
    }
    return result;
}

}  // namespace

class TestAlgorithmComparison : public QObject {
    Q_OBJECT

private slots:
    void everyAlgorithmMeasuresTheChangeAsItsPlacementDoes()
    {
        const KeySet keys = KeySet::fromPattern("session:user:{i}", 20000);
        const auto before = numberedMembers("cache-", 8);
        const auto after = numberedMembers("cache-", 9);
        PlacementConfig config;
        config.maglevTableSize = 4099;
        const auto outcomes = compareAlgorithms(config, before, after, keys);
        QCOMPARE(outcomes.size(), allAlgorithms().size());
        for (std::size_t a = 0; a < outcomes.size(); ++a) {
            const AlgorithmComparisonRow& outcome = outcomes[a];
            QCOMPARE(outcome.algorithm, allAlgorithms()[a]);
            QVERIFY2(!outcome.refusal, outcome.refusal ? outcome.refusal->what() : "");
            PlacementConfig own = config;
            own.algorithm = outcome.algorithm;
            const Recount expected = recount(own, before, after, keys);
            const char* name = algorithmName(outcome.algorithm).data();
            QVERIFY2(std::abs(*outcome.movedFraction - expected.moved) < 1e-12, name);
            QVERIFY2(std::abs(*outcome.leastFraction - expected.least) < 1e-12, name);
            QVERIFY2(std::abs(outcome.peakOfFair - expected.peakOfFair) < 1e-9, name);
            QVERIFY2(std::abs(outcome.minOfFair - expected.minOfFair) < 1e-9, name);
            QVERIFY2(outcome.lookupNs > 0.0, name);
            QCOMPARE(outcome.keyHash, std::string(makePlacement(own, after)->keyHash().name));
        }
        // The article's lesson in one table: modulo moves most of the keys, the ring the least.
        const auto row = [&](Algorithm a) { return outcomes[std::size_t(std::find(allAlgorithms().begin(), allAlgorithms().end(), a) - allAlgorithms().begin())]; };
        QVERIFY(*row(Algorithm::Modulo).movedFraction > 0.8);
        QVERIFY(*row(Algorithm::Ring).movedFraction - *row(Algorithm::Ring).leastFraction < 1e-12);
    }

    // Without a change only the balance is measured.
    void withoutAChangeMeasuresTheBalance()
    {
        const KeySet keys = KeySet::fromPattern("k{i}", 5000);
        const auto outcomes = compareAlgorithms({}, {}, numberedMembers("n", 4), keys);
        for (const AlgorithmComparisonRow& outcome : outcomes) {
            QVERIFY(!outcome.movedFraction && !outcome.leastFraction);
            QVERIFY(outcome.peakOfFair >= 1.0 && outcome.minOfFair <= 1.0);
        }
    }

    // An algorithm that refuses the fleet says why in its row; the others are measured.
    void aRefusalStaysInItsRow()
    {
        const KeySet keys = KeySet::fromPattern("k{i}", 5000);
        const std::vector<Member> fleet{{"a", 1.5}, {"b", 1.0}, {"c", 2.0}};
        const auto outcomes = compareAlgorithms({}, {}, fleet, keys);
        std::size_t refused = 0;
        for (const AlgorithmComparisonRow& outcome : outcomes) {
            PlacementConfig own;
            own.algorithm = outcome.algorithm;
            bool engineRefuses = false;
            try {
                (void)makePlacement(own, fleet);
            } catch (const ValidationError&) {
                engineRefuses = true;
            }
            QCOMPARE(outcome.refusal.has_value(), engineRefuses);
            refused += engineRefuses;
        }
        QVERIFY(refused > 0);  // ketama takes whole-number weights only
        QVERIFY(refused < outcomes.size());
    }
};

QTEST_MAIN(TestAlgorithmComparison)
#include "tst_algorithmcomparison.moc"
