// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Views and charts on real snapshots: what they show equals the engine, exports work.
#include "model/core/LabSnapshot.h"
#include "ui/lab/BucketView.h"
#include "ui/lab/LoadChart.h"
#include "ui/lab/ReplicasSweepChart.h"
#include "model/core/DirectoryPlacement.h"
#include "model/core/MaglevPlacement.h"
#include "ui/lab/RingView.h"
#include "ui/lab/ring/RingScene.h"
#include "ui/common/ViewCaption.h"
#include "tests/common/DrawnBars.h"
#include "ui/common/ChartWidget.h"
#include "tests/common/SqueezedRender.h"
#include "model/core/LoadHistogram.h"
#include "ui/common/Palette.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include "model/core/CassandraPlacement.h"
#include "model/core/ReplicaLoad.h"
#include "model/core/ReplicaStreaming.h"

#include <QTest>

#include <numeric>

using namespace ringlab;
using namespace ringlab::ui;

namespace {

std::shared_ptr<const LabSnapshot> snapshotOf(int replicas, std::size_t members,
                                              std::shared_ptr<const LabSnapshot> previous = {})
{
    return computeSnapshot({numberedMembers("cache-", members), {Algorithm::Ring, HashId::Fnv1aFmix32, replicas},
                            KeySet::fromPattern("session:user:{i}", 1'000'000)},
                           std::move(previous), 1);
}

}  // namespace

class ViewsTest : public QObject {
    Q_OBJECT

private slots:
    // A crowded layout can leave a view any size, down to nothing: each view then draws what
    // fits, quickly, without throwing or converting a negative length to a count (which
    // UndefinedBehaviorSanitizer reports in the sanitizer build).
    void squeezedViewsDrawWithoutThrowingOrHanging()
    {
        const auto snapshot = computeSnapshot({numberedMembers("cache-", 8), {Algorithm::Ring, HashId::Fnv1aFmix32, 160},
                                               KeySet::fromPattern("k{i}", 20'000)},
                                              {}, 1);
        RingView ring;
        BucketView buckets;
        LoadChart load;
        ring.setSnapshot(snapshot);
        buckets.setSnapshot(snapshot);
        load.setSnapshot(snapshot);
        for (const ExportableView* view : std::initializer_list<const ExportableView*>{&ring, &buckets, &load}) {
            for (const QSize size : {QSize(0, 0), QSize(1, 1), QSize(57, 31), QSize(40, 600), QSize(600, 40)}) {
                const QString problem = tests::squeezedRenderProblem(*view, size);
                QVERIFY2(problem.isEmpty(), qPrintable(problem));
            }
        }
    }

    void loadChartShowsTheNaiveRingsImbalance()
    {
        // The article's Problem 3: one point per node, 8 nodes: 434 % and 3.7 % of fair.
        LoadChart chart;
        chart.setSnapshot(snapshotOf(1, 8));
        const auto bars = chart.barValues();
        QCOMPARE(bars.size(), std::size_t{8});
        QCOMPARE(std::round(*std::max_element(bars.begin(), bars.end())), 434.0);
        QCOMPARE(std::round(*std::min_element(bars.begin(), bars.end()) * 10) / 10, 3.7);
        QVERIFY(!chart.membersOverLimit().isEmpty());
        QVERIFY(chart.yAxisMaximum() >= 434.0);
        // What is drawn is the core's % of fair share per member, red-outlined where the core
        // says over the limit.
        const auto snapshot = snapshotOf(1, 8);
        chart.setSnapshot(snapshot);
        const tests::DrawnBars drawn = tests::drawnBars(chart);
        QCOMPARE(drawn.heights.size(), std::size_t{8});
        QStringList overLimitIds;
        for (std::size_t i = 0; i < 8; ++i) {
            const MemberLoad& load = snapshot->stats.members[i];
            QCOMPARE(drawn.heights[i], load.ofFair * 100.0);
            QCOMPARE(chart.barLabels()[static_cast<qsizetype>(i)], formatShare(load.ofFair, 0));
            if (overLimit(load))
                overLimitIds.append(QString::fromStdString(load.id));
        }
        QCOMPARE(chart.membersOverLimit(), overLimitIds);
    }

    // Cassandra at RF 3: the bars and the header's peak are every replica's load (Owns
    // (effective) over RF/N), the core's replicaLoadStatistics, not the primary owners'.
    void loadChartShowsCassandrasReplicaLoad()
    {
        PlacementConfig config{.algorithm = Algorithm::Cassandra};
        config.cassandra.tokenAllocation = CassandraTokenAllocation::Random;
        config.cassandra.replicationFactor = 3;
        const KeySet keys = KeySet::fromPattern("session:user:{i}", 200'000);
        const auto snapshot = computeSnapshot({numberedMembers("n", 9, 1), config, keys}, {}, 1);
        QVERIFY(snapshot->replicaStats);
        const auto placement = makePlacement(config, numberedMembers("n", 9, 1));
        const auto& ring = static_cast<const CassandraPlacement&>(*placement);
        const LoadStatistics core = replicaLoadStatistics(ring, *keys.hashes(ring.keyHash()), 3, ring.effectiveOwnership(3));
        LoadChart chart;
        chart.setSnapshot(snapshot);
        const QList<double> bars = chart.barValues();
        QCOMPARE(bars.size(), qsizetype(9));
        for (qsizetype i = 0; i < bars.size(); ++i)
            QCOMPARE(bars[i], core.members[static_cast<std::size_t>(i)].ofFair * 100.0);
        QVERIFY2(chart.figuresText().contains(QLocale().toString(core.peakOfFair, 'f', 2)), qPrintable(chart.figuresText()));
        QVERIFY2(chart.figuresText().contains(formatShare(core.relativeStdDev, 1)), qPrintable(chart.figuresText()));
        // The primary owners' peak is another figure, and not the one shown; the chart says
        // which it shows, on screen and in an export.
        QVERIFY(std::abs(snapshot->stats.peakOfFair - core.peakOfFair) > 0.005);
        QVERIFY(chart.setupDescription().contains("RF 3"));
        QVERIFY2(chart.loadKindCaption().contains("replica load"), qPrintable(chart.loadKindCaption()));
        QVERIFY(chart.loadKindCaption().contains("3"));
        QVERIFY(chart.exportTitle().contains("Replica"));
        // The balance sweep beside it is of the primary owners (replicasPointOf), and says so.
        ReplicasSweepChart sweep;
        sweep.setLabSnapshot(*snapshot);
        QVERIFY2(sweep.valueAxisTitle().contains("primary owners"), qPrintable(sweep.valueAxisTitle()));
        QVERIFY(sweep.valueAxisTitle().size() <= QString("relative std-dev of load").size());  // fits as that did
        QCOMPARE(replicasPointOf(*snapshot)->relativeStdDev, snapshot->stats.relativeStdDev);
        // Unreplicated, there is one load only, and nothing to tell apart.
        const auto unreplicated = snapshotOf(160, 8);
        chart.setSnapshot(unreplicated);
        QVERIFY(chart.loadKindCaption().isEmpty());
        QCOMPARE(chart.exportTitle(), QString("Load per member"));
        sweep.setLabSnapshot(*unreplicated);
        QVERIFY(!sweep.valueAxisTitle().contains("primary"));
    }

    // A dock may make the chart smaller than its minimum: the chart shown (a bar each, or the
    // histogram) still fills it, names and all, rather than being cut at the bottom.
    void loadChartFillsASmallDock()
    {
        for (const std::size_t members : {std::size_t{6}, LoadChart::kMaxMemberBars + 1}) {
            LoadChart chart;
            chart.setMinimumSize(0, 0);
            chart.resize(600, 250);
            chart.setSnapshot(snapshotOf(160, members));
            for (const QWidget* child : chart.findChildren<ChartWidget*>())
                QCOMPARE(child->size(), QSize(600, 250));
        }
    }

    // Fifty members in a docked chart: every other one named rather than none, and the bar
    // labels say % of fair, the axis's unit.
    void loadChartNamesALargeFleet()
    {
        LoadChart chart;
        chart.resize(700, 300);
        chart.setSnapshot(computeSnapshot({numberedMembers("cache-", 50), {Algorithm::Ring, HashId::Fnv1aFmix32, 160},
                                           KeySet::fromPattern("session:user:{i}", 100'000)},
                                          {}, 1));
        QVERIFY2(chart.nameStride() >= 2, qPrintable(QString::number(chart.nameStride())));
        QVERIFY(chart.nameStride() <= 5);
        const QStringList labels = chart.barLabels();
        const QList<double> bars = chart.barValues();
        QCOMPARE(labels.size(), 50);
        for (qsizetype i = 0; i < labels.size(); ++i)
            QCOMPARE(labels[i], formatShare(bars[i] / 100.0, 0));
        chart.resize(1600, 400);
        QCOMPARE(chart.nameStride(), 1);
    }

    // Up to LoadChart::kMaxMemberBars members a bar each, as ever; one more and the chart
    // counts members instead, and says so.
    void loadChartDrawsABarEachUpToTheThreshold()
    {
        const auto fleet = [](std::size_t members) {
            return computeSnapshot({numberedMembers("cache-", members), {Algorithm::Ring, HashId::Fnv1aFmix32, 160},
                                    KeySet::fromPattern("session:user:{i}", 100'000)},
                                   {}, 1);
        };
        LoadChart chart;
        chart.resize(1280, 400);
        chart.setSnapshot(fleet(LoadChart::kMaxMemberBars));
        QVERIFY(!chart.aggregated());
        QCOMPARE(chart.barValues().size(), qsizetype(LoadChart::kMaxMemberBars));
        QVERIFY(chart.histogram().counts.empty());
        QVERIFY(chart.aggregateCaption().isEmpty());
        chart.setSnapshot(fleet(LoadChart::kMaxMemberBars + 1));
        QVERIFY(chart.aggregated());
        QVERIFY(chart.aggregateCaption().contains(QString::number(LoadChart::kMaxMemberBars + 1)));
    }

    // A thousand members: the bins the chart draws are the core's histogram of % of fair share
    // (model/core/LoadHistogram), red exactly where the core says a bin is over the limit, and
    // the core's most and least loaded members named.
    void loadChartCountsALargeFleetByItsShareOfFair()
    {
        // The naive ring (one point per member) puts members far over the limit.
        const std::pair<Algorithm, int> setups[] = {{Algorithm::Ring, 160}, {Algorithm::Modulo, 160}, {Algorithm::Ring, 1}};
        for (const auto& [algorithm, replicas] : setups) {
            const auto snapshot = computeSnapshot(
                {numberedMembers("cache-", 1000, 4), {algorithm, HashId::Fnv1aFmix32, replicas},
                 KeySet::fromPattern("session:user:{i}", 200'000)},
                {}, 1);
            LoadChart chart;
            chart.resize(1280, 400);
            chart.setSnapshot(snapshot);
            QVERIFY(chart.aggregated());
            const LoadHistogram core = loadHistogram(snapshot->stats);
            QVERIFY(core.counts.size() > 1);
            const tests::DrawnBars drawn = tests::drawnBars(chart);
            QCOMPARE(drawn.heights.size(), core.counts.size());
            std::size_t redBins = 0;
            for (std::size_t i = 0; i < core.counts.size(); ++i) {
                QCOMPARE(drawn.heights[i], static_cast<double>(core.counts[i]));
                if (core.counts[i] > 0) {
                    QCOMPARE(drawn.colours[i] == palette::current().alarmRed, core.overLimit(i));
                    redBins += core.overLimit(i) ? 1 : 0;
                }
            }
            QCOMPARE(redBins > 0, !membersOverLimit(snapshot->stats).empty());
            if (replicas == 1)
                QVERIFY(redBins > 0);

            // The core's most and least loaded members, their % of fair the core's peak and min.
            const MemberLoad& most = *mostLoadedMember(snapshot->stats);
            const MemberLoad& least = *leastLoadedMember(snapshot->stats);
            QCOMPARE(chart.mostLoadedMember(), QString::fromStdString(most.id));
            QCOMPARE(chart.leastLoadedMember(), QString::fromStdString(least.id));
            QVERIFY(std::abs(most.ofFair - snapshot->stats.peakOfFair) < 1e-9);
            QVERIFY(std::abs(least.ofFair - snapshot->stats.minOfFair) < 1e-9);
            const QStringList named = chart.drawnNames();
            QCOMPARE(named.size(), 2);
            QVERIFY(named[0].contains(QString::fromStdString(least.id)));
            QVERIFY(named[0].contains(formatShare(least.ofFair, 0)));
            QVERIFY(named[1].contains(QString::fromStdString(most.id)));
            QVERIFY(named[1].contains(formatShare(most.ofFair, 0)));
        }
    }

    // A highlighted member's points in the ring's middle are the core's count for it (weight 3:
    // three times the replicas), and the same the CLI's ring_points prints.
    void ringViewCountsAHighlightedMembersPoints()
    {
        const auto snapshot = computeSnapshot({{{"a", 1.0}, {"b", 3.0}}, {Algorithm::Ring, HashId::Fnv1aFmix32, 40},
                                               KeySet::fromPattern("user:{i}", 2000)},
                                              {}, 1);
        const RingPlacement* ring = snapshot->ring();
        QVERIFY(ring);
        QCOMPARE(ring->pointCountOf(1), std::size_t{120});
        RingView view;
        view.resize(900, 700);
        view.setSnapshot(snapshot);
        for (const MemberIndex member : {MemberIndex{0}, MemberIndex{1}}) {
            view.setHighlightedMember(QString::fromStdString(snapshot->members[member].id));
            QStringList middle;
            for (const RingScene::TextLine& line : view.layout().centerLines)
                middle << line.text;
            const QString points = QString("%1 points").arg(formatCount(ring->pointCountOf(member)));
            QVERIFY2(middle.join(' ').contains(points), qPrintable(middle.join(" | ")));
        }
    }

    // A 255-byte id of wide characters (85 × U+FF37) is cut in the middle on the axis, in a
    // bar chart and as the histogram's most loaded member alike.
    void loadChartElidesALongMemberId()
    {
        const QString longId = QString(85, QChar(0xFF37));
        QCOMPARE(longId.toUtf8().size(), qsizetype(kMaxMemberIdLength));
        std::vector<Member> members = numberedMembers("cache-", 7);
        members.push_back({longId.toStdString(), 1.0});
        LoadChart chart;
        chart.resize(1280, 400);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setSnapshot(computeSnapshot({members, {Algorithm::Ring, HashId::Fnv1aFmix32, 160},
                                           KeySet::fromPattern("session:user:{i}", 100'000)},
                                          {}, 1));
        QApplication::processEvents();
        const QStringList names = chart.drawnNames();
        QCOMPARE(names.size(), 8);
        QCOMPARE(names.front(), QStringLiteral("cache-01"));  // short ids stay whole
        const QString& shown = names.back();
        QVERIFY2(shown.size() <= kMaxShownIdCharacters, qPrintable(shown));
        QVERIFY(shown.contains(QChar(0x2026)));
        QVERIFY(shown.startsWith(QChar(0xFF37)));

        // Modulo ignores weights: weighted three times the others, the long id holds a third of
        // its fair share, the least of a large fleet.
        std::vector<Member> fleet = numberedMembers("cache-", 200, 3);
        fleet.push_back({longId.toStdString(), 3.0});
        chart.setSnapshot(computeSnapshot({fleet, {Algorithm::Modulo, HashId::Fnv1aFmix32, 160},
                                           KeySet::fromPattern("session:user:{i}", 100'000)},
                                          {}, 1));
        QVERIFY(chart.aggregated());
        QCOMPARE(chart.leastLoadedMember(), longId);
        const QString label = chart.drawnNames().front();
        QVERIFY(!label.contains(longId));
        QVERIFY2(label.contains(shortMemberId(longId)), qPrintable(label));
    }

    void shortMemberIdKeepsBothEnds()
    {
        QCOMPARE(shortMemberId(QStringLiteral("cache-01")), QStringLiteral("cache-01"));
        const QString id = QStringLiteral("a-very-long-host-name.example.org:6379");
        const QString shortened = shortMemberId(id);
        QCOMPARE(shortened.size(), qsizetype(kMaxShownIdCharacters));
        QVERIFY(shortened.startsWith(QStringLiteral("a-very-long")));
        QVERIFY(shortened.endsWith(QStringLiteral(".org:6379")));
        QVERIFY(shortened.contains(QChar(0x2026)));
        // A character outside the BMP (a surrogate pair) is never split.
        const QString emoji = QString::fromUtf8("\xF0\x9F\x8D\x95").repeated(40);
        const QString cut = shortMemberId(emoji);
        QVERIFY(cut.size() < emoji.size());
        for (qsizetype i = 0; i < cut.size(); ++i) {
            if (cut[i].isHighSurrogate())
                QVERIFY(i + 1 < cut.size() && cut[i + 1].isLowSurrogate());
            if (cut[i].isLowSurrogate())
                QVERIFY(i > 0 && cut[i - 1].isHighSurrogate());
        }
    }

    // A column each while a column and its gap get kMinColumnPitch pixels; past that the
    // view says why it draws none and where to look instead.
    void bucketViewSaysWhenMembersAreTooManyForColumns()
    {
        BucketView view;
        const QSize size(1280, 480);
        const auto fleet = [](std::size_t members) {
            return computeSnapshot({numberedMembers("cache-", members, 4), {Algorithm::Ring, HashId::Fnv1aFmix32, 160},
                                    KeySet::fromPattern("session:user:{i}", 100'000)},
                                   {}, 1);
        };
        const auto fitting = static_cast<std::size_t>(size.width() / BucketView::kMinColumnPitch);
        view.setSnapshot(fleet(fitting));
        QVERIFY(view.drawsColumns(size));
        QVERIFY(view.tooManyColumnsText(size).isEmpty());
        view.setSnapshot(fleet(fitting + 1));
        QVERIFY(!view.drawsColumns(size));
        QVERIFY(view.tooManyColumnsText(size).contains(formatCount(fitting + 1)));
        QImage image(size, QImage::Format_ARGB32);
        QPainter painter(&image);
        view.render(painter, size);
    }

    void sweepMarkerEqualsTheLoadFigure()
    {
        const auto keys = KeySet::fromPattern("session:user:{i}", 1'000'000);
        const auto members = numberedMembers("cache-", 8);
        const auto sweep = replicasSweep(members, HashId::Fnv1aFmix32, keys, defaultReplicasSweep());
        ReplicasSweepChart chart;
        chart.setSweep({PlacementConfig{}, members.size(), keys.size(), sweep});
        const auto snapshot = snapshotOf(160, 8);
        QVERIFY(chart.currentValue().has_value());
        QVERIFY(std::abs(*chart.currentValue() - snapshot->stats.relativeStdDev * 100.0) < 1e-9);
    }

    // The blog's "hash % N is perfectly even": every label says 100 % of fair, so every pile
    // stands equally high, although the 5,000 drawn keys split unevenly; and after a change a
    // pile's height follows its keys, not its share of the sample.
    void bucketPilesFollowTheKeysTheyStandFor()
    {
        const auto keys = KeySet::fromPattern("session:user:{i}", 1'000'000);
        const auto even = computeSnapshot({numberedMembers("cache-", 5), {Algorithm::Modulo, HashId::Fnv1aFmix32, 160}, keys},
                                          {}, 1);
        const auto ring = computeSnapshot({numberedMembers("cache-", 8), {Algorithm::Ring, HashId::Fnv1aFmix32, 20}, keys},
                                          {}, 1);
        for (const auto& snapshot : {even, ring}) {
            BucketView view;
            view.resize(1400, 800);
            view.setSnapshot(snapshot);
            const std::vector<double> heights = view.pileHeights();
            QCOMPARE(heights.size(), snapshot->members.size());
            std::vector<std::size_t> sampled(snapshot->members.size(), 0);
            for (const MemberIndex owner : snapshot->sample.owner)
                ++sampled[owner];
            const double perKey = heights[0] / static_cast<double>(snapshot->stats.members[0].keys);
            double worstSampleError = 0.0;
            for (std::size_t m = 0; m < heights.size(); ++m) {
                const double expected = perKey * static_cast<double>(snapshot->stats.members[m].keys);
                QVERIFY2(std::abs(heights[m] - expected) <= 1e-6 * expected,
                         qPrintable(QString("%1: %2 px for %3 keys, expected %4")
                                        .arg(m).arg(heights[m]).arg(snapshot->stats.members[m].keys).arg(expected)));
                const double sampleShare = static_cast<double>(sampled[m]) / static_cast<double>(snapshot->sample.size());
                worstSampleError = std::max(worstSampleError, std::abs(sampleShare / snapshot->stats.members[m].share - 1.0));
            }
            QVERIFY2(worstSampleError > 0.02, "the sample is even enough that this test shows nothing");
        }
    }

    // Chips too narrow for whole ids show what follows the shared prefix, and the footer says
    // what the prefix is, for the buckets at rest: after cache-08 leaves, cache-01 … cache-07.
    void bucketFooterNamesTheBucketsAtRest()
    {
        const auto keys = KeySet::fromPattern("session:user:{i}", 100'000);
        const PlacementConfig modulo{Algorithm::Modulo, HashId::Fnv1aFmix32, 160};
        const auto eight = computeSnapshot({numberedMembers("cache-", 8), modulo, keys}, {}, 1);
        const auto seven = computeSnapshot({numberedMembers("cache-", 7), modulo, keys}, eight, 1);
        BucketView view;
        view.resize(380, 400);  // too narrow for "cache-01" on a chip
        view.setSnapshot(seven);
        const QString footer = view.footerLines().join(' ');
        QVERIFY2(footer.contains(QStringLiteral("01 … 07: cache-01 … cache-07")), qPrintable(footer));
    }

    // At 1000 replicas the points are denser than pixels: each member's colour must still
    // take its share of the band (12.5 % each), not the members drawn last all of it.
    void ringTickBandShowsEveryMembersShare()
    {
        RingView view;
        view.resize(1200, 900);
        view.setSnapshot(snapshotOf(1000, 8));
        const std::vector<double> shares = view.tickShares();
        QCOMPARE(shares.size(), std::size_t{8});
        for (const double share : shares)
            QVERIFY2(std::abs(share - 0.125) < 0.03, qPrintable(QString::number(share)));
        view.setSnapshot(snapshotOf(10, 8));  // sparse: every tick drawn
        for (const double share : view.tickShares())
            QVERIFY2(std::abs(share - 0.125) < 1e-9, qPrintable(QString::number(share)));
    }

    // Slot tables are drawn as the band: the directory's contiguous slot ranges and Maglev's
    // interleaved table, each member's colour taking its share of the table's slots.
    void slotTablesAreDrawnAsTheBand_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::newRow("directory") << static_cast<int>(Algorithm::Directory);
        QTest::newRow("maglev") << static_cast<int>(Algorithm::Maglev);
    }

    void slotTablesAreDrawnAsTheBand()
    {
        QFETCH(int, algorithm);
        std::vector<Member> members = numberedMembers("cache-", 6);
        members[4].weight = 2.0;
        PlacementConfig config;
        config.algorithm = static_cast<Algorithm>(algorithm);
        config.maglevTableSize = 4099;  // few enough slots for whole runs of pixels
        const auto snapshot = computeSnapshot({members, config, KeySet::fromPattern("k:{i}", 20000)}, nullptr, 1, {});
        RingView view;
        view.resize(1200, 900);
        view.setSnapshot(snapshot);
        std::vector<double> tableShares;
        if (const auto* directory = dynamic_cast<const DirectoryPlacement*>(snapshot->placement.get())) {
            for (const std::size_t count : directory->slotCounts())
                tableShares.push_back(static_cast<double>(count) / kRedisSlotCount);
        } else {
            const auto* maglev = dynamic_cast<const MaglevPlacement*>(snapshot->placement.get());
            QVERIFY(maglev);
            for (const std::size_t count : maglev->entryCounts())
                tableShares.push_back(static_cast<double>(count) / maglev->tableSize());
        }
        const std::vector<double> band = view.bandShares();
        QCOMPARE(band.size(), tableShares.size());
        double painted = 0.0;
        for (std::size_t m = 0; m < band.size(); ++m) {
            QVERIFY2(std::abs(band[m] - tableShares[m]) < 0.02,
                     qPrintable(QString("%1: band %2, table %3").arg(m).arg(band[m]).arg(tableShares[m])));
            painted += band[m];
        }
        QVERIFY2(painted > 0.97, qPrintable(QString::number(painted)));  // antialiased seams aside
    }

    // Maglev after a host leaves: the ring view marks exactly the table entries the core says
    // changed owner, its legend counts them, and the counter sets the keys Maglev moved against
    // the ring's figure for the same change.
    void maglevMarksTheEntriesThatChangedOwner()
    {
        const auto pair = [](std::uint32_t tableSize) {
            PlacementConfig config;
            config.algorithm = Algorithm::Maglev;
            config.maglevTableSize = tableSize;
            const std::vector<Member> fleet = numberedMembers("cache-", 8);
            std::vector<Member> smaller = fleet;
            smaller.erase(smaller.begin() + 4);  // cache-05
            const KeySet keys = KeySet::fromPattern("session:user:{i}", 100'000);
            auto before = computeSnapshot({fleet, config, keys, std::nullopt}, nullptr, 1);
            auto after = computeSnapshot({smaller, config, keys, "removing cache-05"}, before, 2);
            return std::pair{before, after};
        };

        // 251 entries: each wide enough on screen for a mark of its own.
        {
            const auto [before, after] = pair(251);
            QVERIFY(after->changedTableEntries && !after->changedTableEntries->empty());
            RingView view;
            view.resize(1200, 900);
            view.setSnapshot(before);
            QVERIFY(view.markedEntriesAsPainted().empty());
            QCOMPARE(view.markLegendText(), QString());
            view.setSnapshot(after);
            QCOMPARE(view.visibleTableEntries(), std::size_t{251});
            QCOMPARE(view.markedTableEntries(), after->changedTableEntries->size());
            QCOMPARE(view.markedEntriesAsPainted(), *after->changedTableEntries);
            QCOMPARE(view.markLegendText(), QString("marked: %1 of 251 slots changed owner")
                                                .arg(after->changedTableEntries->size()));
        }

        // Envoy's 65,537: the legend and the count are the core's; zoomed in, the marks are.
        const auto [before, after] = pair(kDefaultMaglevTableSize);
        const std::vector<std::uint32_t>& changed = *after->changedTableEntries;
        RingView view;
        view.resize(1200, 900);
        view.setSnapshot(before);
        view.setSnapshot(after);
        QCOMPARE(view.markedTableEntries(), changed.size());
        QCOMPARE(view.visibleTableEntries(), std::size_t{kDefaultMaglevTableSize});
        QCOMPARE(view.markLegendText(),
                 QString("marked: %1 of 65,537 slots changed owner").arg(formatCount(changed.size())));
        // On the whole ring a mark samples the entry at its angle: about the changed share.
        const double sampled = static_cast<double>(view.markedEntriesAsPainted().size()) / kDefaultMaglevTableSize;
        const double share = static_cast<double>(changed.size()) / kDefaultMaglevTableSize;
        QVERIFY2(std::abs(sampled - share) < 0.03, qPrintable(QString("%1 against %2").arg(sampled).arg(share)));
        for (const double start : {0.3, 0.9995}) {  // the second arc wraps past entry 0
            view.setVisibleArc(start, 0.003);
            std::vector<std::uint32_t> inArc;
            for (const std::uint32_t entry : changed) {
                const double offset = (entry + 0.5) / kDefaultMaglevTableSize - start;
                if (offset - std::floor(offset) <= 0.003)
                    inArc.push_back(entry);
            }
            QVERIFY(!inArc.empty());
            QCOMPARE(view.markedTableEntries(), inArc.size());
            std::vector<std::uint32_t> painted = view.markedEntriesAsPainted();
            std::sort(painted.begin(), painted.end());
            std::sort(inArc.begin(), inArc.end());
            QCOMPARE(painted, inArc);
        }

        // The counter: moved, then the ring's share and Maglev's over it.
        const double ring = *after->ringMovedFraction;
        const double ratio = after->diff->movedFraction() / ring;
        QCOMPARE(*after->movedOverRingMoved(), ratio);
        const QString counter = view.counterText();
        QVERIFY2(counter.endsWith(QString(" · ring: %1 (Maglev moves %2× as many)")
                                      .arg(formatShare(ring, 2), QLocale().toString(ratio, 'f', 2))),
                 qPrintable(counter));
        QVERIFY(counter.startsWith(QString("after removing cache-05: moved %1 of keys")
                                       .arg(formatShare(after->diff->movedFraction(), 2))));

        // The ring has no table: nothing marked, no ring figure.
        view.setSnapshot(snapshotOf(160, 8));
        view.setSnapshot(snapshotOf(160, 9, view.snapshot()));
        QCOMPARE(view.markedTableEntries(), std::size_t{0});
        QVERIFY(view.markedEntriesAsPainted().empty());
        QVERIFY(!view.counterText().contains("ring:"));
    }

    // Issue 14, "the clockwise rule, small": 4 nodes × 3 points and 12 keys label every point
    // and key, walk each key to the point the engine says owns it, and no two labels meet; a
    // large lab labels no key.
    void smallRingLabelsEveryPointAndKey_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1600x1000") << QSize(1600, 1000);
        QTest::newRow("800x600") << QSize(800, 600);
    }

    void smallRingLabelsEveryPointAndKey()
    {
        QFETCH(QSize, size);
        const auto snapshot = computeSnapshot({numberedMembers("cache-", 4), {Algorithm::Ring, HashId::Fnv1aFmix32, 3},
                                               KeySet::fromPattern("user:{i}", 12)},
                                              {}, 1);
        QCOMPARE(snapshot->ringPoints.size(), std::size_t{12});
        RingView view;
        view.resize(size);
        view.setSnapshot(snapshot);
        const RingScene& scene = view.layout();
        QVERIFY(scene.small);
        QCOMPARE(scene.pointLabels.size(), std::size_t{12});
        QCOMPARE(scene.keyLabels.size(), std::size_t{12});
        QCOMPARE(scene.walks.size(), std::size_t{12});

        QStringList pointTexts;
        for (const auto& label : scene.pointLabels)
            pointTexts << label.text;
        for (const RingPoint& point : snapshot->ringPoints)
            QVERIFY(pointTexts.contains(QString::fromStdString(snapshot->ring()->pointLabel(point.owner, point.vnode))));
        QStringList keyTexts;
        for (const auto& label : scene.keyLabels)
            keyTexts << label.text;
        for (int i = 0; i < 12; ++i)
            QVERIFY2(keyTexts.contains(QStringLiteral("user:%1").arg(i)), qPrintable(keyTexts.join(u',')));

        // Each walk ends at a point of the key's owner, the first point clockwise from the key.
        for (const RingScene::Walk& walk : scene.walks) {
            const std::string key = snapshot->keys.key(snapshot->sample.keyIndex[walk.key]);
            const RingPoint& end = snapshot->ringPoints[walk.point];
            QCOMPARE(snapshot->members[end.owner].id, snapshot->placement->ownerOf(key));
            const std::uint32_t hash = snapshot->sample.position[walk.key];
            for (const RingPoint& point : snapshot->ringPoints)  // no point between the key and the end
                QVERIFY(static_cast<std::uint32_t>(point.position - hash) >= static_cast<std::uint32_t>(end.position - hash));
        }

        // No two labels overlap, and every label is in the view.
        std::vector<QRectF> boxes;
        for (const auto& label : scene.pointLabels)
            boxes.push_back(label.rect);
        for (const auto& label : scene.keyLabels)
            boxes.push_back(label.rect);
        for (std::size_t a = 0; a < boxes.size(); ++a) {
            QVERIFY(QRectF(QPointF(0, 0), QSizeF(size)).contains(boxes[a]));
            for (std::size_t b = a + 1; b < boxes.size(); ++b)
                QVERIFY2(!boxes[a].intersects(boxes[b]), qPrintable(QStringLiteral("labels %1 and %2 overlap").arg(a).arg(b)));
        }
        QImage image(size, QImage::Format_RGB32);
        QPainter painter(&image);
        view.render(painter, size);  // paints without trouble

        // A large lab: no key labels, no walks.
        view.setSnapshot(computeSnapshot({numberedMembers("cache-", 4), {Algorithm::Ring, HashId::Fnv1aFmix32, 3},
                                          KeySet::fromPattern("user:{i}", static_cast<std::size_t>(kSmallRingKeys) + 1)},
                                         {}, 1));
        QVERIFY(!view.layout().small);
        QVERIFY(view.layout().keyLabels.empty());
        QVERIFY(view.layout().walks.empty());
        view.setSnapshot(computeSnapshot({numberedMembers("cache-", 4), {Algorithm::Ring, HashId::Fnv1aFmix32, 7},
                                          KeySet::fromPattern("user:{i}", 12)},
                                         {}, 1));
        QVERIFY(!view.layout().small);  // 28 points
    }

    void ringViewZoomAndHighlight()
    {
        RingView view;
        view.resize(1000, 800);
        view.setSnapshot(snapshotOf(160, 8));
        view.setVisibleArc(0.25, 0.01);
        QCOMPARE(view.visibleArcStart(), 0.25);
        QCOMPARE(view.visibleArcLength(), 0.01);
        view.resetZoom();
        QCOMPARE(view.visibleArcLength(), 1.0);
        view.setHighlightedMember("cache-03");
        QCOMPARE(view.highlightedMember(), QString("cache-03"));
    }

    void captionsCountTheMovement()
    {
        const auto eight = snapshotOf(160, 8);
        const auto nine = snapshotOf(160, 9, eight);
        QVERIFY(movementCaption(*eight).isEmpty());
        const QString counter = movementCaption(*nine);
        QVERIFY2(counter.contains(formatShare(nine->diff->movedFraction(), 2)), qPrintable(counter));
        QVERIFY2(counter.contains(formatShare(1.0 / 9.0, 2)), qPrintable(counter));
        QVERIFY(placementCaption(*nine).contains("160"));
    }

    // Cassandra 9 -> 12 nodes at RF 3: the counter shows the primary owners, the replica sets and
    // the copies streamed, each named, with the core's figures (diffReplicaSets).
    void captionsCountCassandrasReplicaMovement()
    {
        PlacementConfig config{.algorithm = Algorithm::Cassandra};
        config.cassandra.replicationFactor = 3;
        const KeySet keys = KeySet::fromPattern("session:user:{i}", 100'000);
        const auto nine = computeSnapshot({numberedMembers("n", 9, 1), config, keys}, {}, 1);
        const auto twelve = computeSnapshot({numberedMembers("n", 12, 1), config, keys, std::string("adding n10, n11, n12")}, nine, 2);
        QVERIFY(twelve->replicaChange);
        const auto before = makePlacement(config, numberedMembers("n", 9, 1));
        const auto after = before->withMembers(numberedMembers("n", 12, 1));
        const ReplicaChange core = diffReplicaSets(*before, *after, keys);
        QCOMPARE(twelve->replicaChange->replicaSetChangedKeys, core.replicaSetChangedKeys);
        QCOMPARE(twelve->replicaChange->streamedCopies, core.streamedCopies);
        const QString counter = movementCaption(*twelve);
        QVERIFY2(counter.contains("primary owner changed for " + formatShare(core.primaryChangedShare(), 2)), qPrintable(counter));
        QVERIFY2(counter.contains("replica set changed for " + formatShare(core.replicaSetChangedShare(), 2)), qPrintable(counter));
        QVERIFY2(counter.contains("replica copies streamed: " + formatShare(core.streamedCopyShare(), 2)), qPrintable(counter));
        QVERIFY(movementExplanation(twelve.get()).contains("Replica set changed"));
    }

    // The caption names the key hash the placement uses: twemproxy's pool hash, MD5 elsewhere.
    void ketamaCaptionsNameTheKeyHash()
    {
        LabSnapshot snapshot;
        snapshot.config.algorithm = Algorithm::Ketama;
        QVERIFY2(placementCaption(snapshot).endsWith(QStringLiteral("libmemcached · MD5")), qPrintable(placementCaption(snapshot)));
        snapshot.config.ketamaDialect = KetamaDialect::Twemproxy;
        snapshot.config.twemproxyHash = HashId::TwemproxyMurmur;
        QVERIFY2(placementCaption(snapshot).endsWith(QStringLiteral("twemproxy · murmur")), qPrintable(placementCaption(snapshot)));
    }

    void everyViewExportsPngAndSvg()
    {
        QTemporaryDir dir;
        const auto eight = snapshotOf(160, 8);
        const auto nine = snapshotOf(160, 9, eight);
        RingView ring;
        BucketView buckets;
        LoadChart load;
        ReplicasSweepChart sweep;
        for (QWidget* w : std::initializer_list<QWidget*>{&ring, &buckets, &load, &sweep})
            w->resize(1200, 800);
        ring.setSnapshot(nine);
        buckets.setSnapshot(nine);
        load.setSnapshot(nine);
        sweep.setSweep({PlacementConfig{}, nine->members.size(), 50000,
                        replicasSweep(nine->members, HashId::Fnv1aFmix32, nine->keys, {1, 10, 100, 1000}, 50000)});
        const std::pair<const ExportableView*, QString> views[] = {
            {&ring, "ring"}, {&buckets, "buckets"}, {&load, "load"}, {&sweep, "sweep"}};
        for (const auto& [view, name] : views) {
            const QString png = dir.filePath(name + ".png");
            const QString svg = dir.filePath(name + ".svg");
            QCOMPARE(exportView(*view, png), QString());
            QCOMPARE(exportView(*view, svg), QString());
            const QImage image(png);
            QVERIFY2(!image.isNull() && image.width() >= view->exportSize().width(), qPrintable(name));
            QSvgRenderer renderer(svg);
            QVERIFY2(renderer.isValid(), qPrintable(name));
        }
        QVERIFY(exportView(ring, dir.filePath("ring.bmp")).contains(".png or .svg"));
        QVERIFY(!exportView(ring, dir.filePath("no/such/dir/ring.png")).isEmpty());
    }
};

QTEST_MAIN(ViewsTest)
#include "tst_views.moc"
