// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/LoadHistogram.h"
#include "model/core/Membership.h"

#include <QTest>

#include <vector>

using namespace ringlab;

namespace {

// Equal-weight members with these keys each.
LoadStatistics loadOf(const std::vector<std::size_t>& keys)
{
    return computeLoadStatistics(numberedMembers("m", keys.size(), 1, 0), keys);
}

}  // namespace

class LoadHistogramTest : public QObject {
    Q_OBJECT

private slots:
    // 50, 100, 130 and 120 % of fair: 4 % bins from 48 % (0.1 … 2 % need more than 30), each
    // member in the bin whose upper edge it reaches; the member at exactly the limit is in the
    // bin below it, not over it, and only bins from 120 % on are over the limit.
    void binsAreTheFewestThatCoverEveryMember()
    {
        const LoadStatistics stats = loadOf({50, 100, 130, 120});
        const LoadHistogram histogram = loadHistogram(stats);
        QCOMPARE(histogram.binWidth, 4.0);
        QCOMPARE(histogram.firstEdge, 48.0);
        QCOMPARE(histogram.counts.size(), std::size_t{21});
        std::vector<std::size_t> expected(21, 0);
        expected[0] = 1;   // [48, 52]
        expected[12] = 1;  // (96, 100]
        expected[17] = 1;  // (116, 120]
        expected[20] = 1;  // (128, 132]
        QCOMPARE(histogram.counts, expected);
        for (std::size_t bin = 0; bin < 21; ++bin)
            QCOMPARE(histogram.overLimit(bin), bin >= 18);
        QCOMPARE(histogram.binOf(48.0), std::size_t{0});
        QCOMPARE(histogram.binOf(52.0), std::size_t{0});
        QCOMPARE(histogram.binOf(52.01), std::size_t{1});
        QCOMPARE(histogram.binOf(120.0), std::size_t{17});
        QCOMPARE(histogram.binOf(120.01), std::size_t{18});
    }

    // Wider spreads take wider bins, doubling past 120 %; fewer bins allowed, wider again.
    void widthGrowsWithTheSpread()
    {
        const LoadStatistics narrow = loadOf({9986, 10000, 10014, 10000});  // 99.86 … 100.14 %
        QCOMPARE(loadHistogram(narrow).binWidth, 0.1);
        QCOMPARE(loadHistogram(narrow).counts.size(), std::size_t{4});
        const LoadStatistics wide = loadOf({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100});
        // 0 % and 2,000 %: 120 % takes 17 bins.
        QCOMPARE(loadHistogram(wide).binWidth, 120.0);
        QCOMPARE(loadHistogram(wide).counts.size(), std::size_t{17});
        QCOMPARE(loadHistogram(wide, 5).binWidth, 480.0);
        QCOMPARE(loadHistogram(wide, 5).counts, (std::vector<std::size_t>{19, 0, 0, 0, 1}));
        QVERIFY(loadHistogram(LoadStatistics{}).counts.empty());
    }

    // The first of equals is the most (least) loaded; over the limit means over 120 %, not at it.
    void extremesAndMembersOverLimit()
    {
        const LoadStatistics stats = loadOf({130, 50, 130, 50, 120, 120, 100, 100});
        QCOMPARE(mostLoadedMember(stats)->id, std::string("m0"));
        QCOMPARE(leastLoadedMember(stats)->id, std::string("m1"));
        const auto over = membersOverLimit(stats);
        QCOMPARE(over.size(), std::size_t{2});
        QCOMPARE(over[0]->id, std::string("m0"));
        QCOMPARE(over[1]->id, std::string("m2"));
        QCOMPARE(stats.members[4].ofFair, kLoadLimitOfFair);
        QVERIFY(!overLimit(stats.members[4]));
        QCOMPARE(mostLoadedMember(LoadStatistics{}), nullptr);
        QCOMPARE(leastLoadedMember(LoadStatistics{}), nullptr);
    }
};

QTEST_APPLESS_MAIN(LoadHistogramTest)
#include "tst_loadhistogram.moc"
