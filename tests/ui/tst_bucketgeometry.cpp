// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/BucketGeometry.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace ringlab::ui;

namespace {

constexpr double kText = 16.0;
const QRectF kArea(0.0, 0.0, 600.0, 400.0);

BucketColumnLoad present(std::size_t dots, double fairDots = kNoBucketLine, double shareDots = kNoBucketLine)
{
    return {true, 1.0, dots, fairDots, shareDots};
}

}  // namespace

class BucketGeometryTest : public QObject {
    Q_OBJECT

private slots:
    // Present columns side by side, of one width, with one gap between them, from the margin;
    // an absent column takes no width where it would stand.
    void columnsShareTheWidth()
    {
        const std::vector<BucketColumnLoad> loads{present(10), {}, present(20), present(30)};
        const BucketGeometry g = BucketGeometry::make(kArea, kText, loads, 12.0, 1.0, 0);
        const double width = BucketGeometry::columnWidth(kArea.width(), kText, 3.0);
        QCOMPARE(g.columns.size(), std::size_t{4});
        QCOMPARE(g.columns[0].left(), kText * 0.6);
        for (const std::size_t c : {0, 2, 3})
            QCOMPARE(g.columns[c].width(), width);
        QCOMPARE(g.columns[1].width(), 0.0);
        const double gap = g.columns[2].left() - g.columns[0].right();
        QVERIFY(gap > 0.0);
        QCOMPARE(g.columns[3].left() - g.columns[2].right(), gap);
        QVERIFY(g.columns[1].left() > g.columns[0].right() && g.columns[1].left() < g.columns[2].left());
        QVERIFY(g.columns[3].right() <= kArea.right());
        QCOMPARE(g.headerHeight, kText * 4.6);
    }

    // The tallest pile fits its bucket with the headroom asked for, at the largest spacing that
    // does (the next larger step would not fit), and every dot lies inside its bucket.
    void theTallestPileFitsAtTheLargestSpacing()
    {
        const std::vector<BucketColumnLoad> loads{present(100), present(900), present(50)};
        const double headroom = 1.25;
        const BucketGeometry g = BucketGeometry::make(kArea, kText, loads, 12.0, headroom, 0);
        const double room = kArea.height() - g.headerHeight - kText * 0.3;
        QVERIFY(g.pitch < 12.0);
        QVERIFY(g.pileHeight(1, 900) * headroom <= room);
        BucketGeometry larger = g;
        larger.pitch = g.pitch / 0.92;
        const double inner = g.columns[1].width() - 2.0 * std::min(g.columns[1].width() * 0.06, kText * 0.4);
        larger.perRow[1] = static_cast<std::size_t>(std::floor(inner / larger.pitch));
        QVERIFY(larger.pileHeight(1, 900) * headroom > room);
        for (std::size_t c = 0; c < loads.size(); ++c) {
            const QRectF bucket = g.bucket(c);
            for (std::size_t slot = 0; slot < loads[c].dots; ++slot) {
                const QPointF dot = g.dot(c, slot);
                QVERIFY(dot.x() > bucket.left() && dot.x() < bucket.right());
                QVERIFY(dot.y() < bucket.bottom() && dot.y() > bucket.top());
            }
        }
        // A partner's taller pile (atLeastTallest) makes the spacing smaller still.
        QVERIFY(BucketGeometry::make(kArea, kText, loads, 12.0, headroom, 3000).pitch < g.pitch);
    }

    // A pile stands as tall as the member's share of all keys, and the fair line at its share.
    void pilesStandAtTheShareAndTheFairLineAtTheFairShare()
    {
        const std::vector<BucketColumnLoad> loads{present(30, 40.0, 45.0), present(50, 40.0, 35.0)};
        const BucketGeometry g = BucketGeometry::make(kArea, kText, loads, 12.0, 1.0, 0);
        for (std::size_t c = 0; c < 2; ++c) {
            const double perRow = static_cast<double>(g.perRow[c]);
            QCOMPARE(g.pileHeight(c, loads[c].dots), loads[c].shareDots / perRow * g.pitch);
            QCOMPARE(g.fairY[c], g.columns[c].bottom() - 40.0 / perRow * g.pitch);
        }
        const BucketGeometry unmeasured = BucketGeometry::make(kArea, kText, {present(30)}, 12.0, 1.0, 0);
        QVERIFY(std::isnan(unmeasured.fairY[0]));
        QCOMPARE(unmeasured.rowScale[0], 1.0);
    }

    // Between two layouts: the first at 0, the second at 1, halfway in the middle; a fair line
    // only where both have one.
    void betweenGoesFromOneLayoutToTheOther()
    {
        const BucketGeometry a = BucketGeometry::make(kArea, kText, {present(10, 12.0), {}}, 12.0, 1.0, 0);
        const BucketGeometry b = BucketGeometry::make(kArea, kText, {present(10, 14.0), present(10)}, 12.0, 1.0, 0);
        const BucketGeometry start = BucketGeometry::between(a, b, 0.0);
        const BucketGeometry end = BucketGeometry::between(a, b, 1.0);
        const BucketGeometry half = BucketGeometry::between(a, b, 0.5);
        for (std::size_t c = 0; c < 2; ++c) {
            QCOMPARE(start.columns[c].left(), a.columns[c].left());
            QCOMPARE(start.columns[c].width(), a.columns[c].width());
            QCOMPARE(end.columns[c], b.columns[c]);
            QCOMPARE(half.columns[c].width(), (a.columns[c].width() + b.columns[c].width()) / 2.0);
        }
        QCOMPARE(half.pitch, (a.pitch + b.pitch) / 2.0);
        QCOMPARE(half.fairY[0], (a.fairY[0] + b.fairY[0]) / 2.0);
        QVERIFY(std::isnan(half.fairY[1]));
    }
};

QTEST_APPLESS_MAIN(BucketGeometryTest)
#include "tst_bucketgeometry.moc"
