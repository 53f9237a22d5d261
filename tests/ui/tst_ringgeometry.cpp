// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ring view's geometry at known coordinates, without a widget or an application: where a
// 32-bit position lands on the circle, the arcs a point owns and where they show on a zoomed
// ring (past 0 too), the tick band's bins, what the mouse is over and where labels go.
#include "model/core/Placement.h"
#include "ui/lab/ring/RingGeometry.h"
#include "ui/lab/ring/RingText.h"

#include <QTest>

#include <numeric>

#include <cmath>
#include <numbers>

using namespace ringlab;
using namespace ringlab::ui;

namespace {

constexpr double kPi = std::numbers::pi;
constexpr double kTolerance = 1e-9;

bool near(double a, double b, double tolerance = kTolerance)
{
    return std::abs(a - b) <= tolerance;
}

// Fractions of the key space are equal when they are near once round the ring (0.999… is 0).
bool nearOnRing(double a, double b)
{
    return near(wrapUnit(a - b + 0.5) - 0.5, 0.0);
}

QString pointText(const QPointF& p)
{
    return QStringLiteral("(%1, %2)").arg(p.x(), 0, 'g', 12).arg(p.y(), 0, 'g', 12);
}

std::vector<RingPoint> ringOf(const QList<quint32>& positions, const QList<int>& owners)
{
    std::vector<RingPoint> points;
    for (qsizetype i = 0; i < positions.size(); ++i)
        points.push_back({positions[i], static_cast<MemberIndex>(owners[i]), static_cast<std::uint32_t>(i)});
    return points;
}

std::vector<std::uint32_t> allOf(const std::vector<RingPoint>& points)
{
    std::vector<std::uint32_t> indices(points.size());
    for (std::size_t i = 0; i < indices.size(); ++i)
        indices[i] = static_cast<std::uint32_t>(i);
    return indices;
}

}  // namespace

class RingGeometryTest : public QObject {
    Q_OBJECT

private slots:
    // 0 at the top, clockwise: a quarter of the key space is a quarter turn.
    void angleOfPosition_data()
    {
        QTest::addColumn<quint32>("position");
        QTest::addColumn<double>("angle");
        QTest::newRow("0") << quint32{0} << 0.0;
        QTest::newRow("2^30") << quint32{1U << 30} << kPi / 2.0;
        QTest::newRow("2^31") << quint32{1U << 31} << kPi;
        QTest::newRow("3*2^30") << quint32{3U << 30} << 3.0 * kPi / 2.0;
        QTest::newRow("2^32-1") << quint32{0xffffffffU} << 2.0 * kPi * (1.0 - 1.0 / kHashSpace);
    }
    void angleOfPosition()
    {
        QFETCH(quint32, position);
        QFETCH(double, angle);
        const ArcMap whole;
        const double fraction = position / kHashSpace;
        QVERIFY2(near(whole.angle(fraction), angle), qPrintable(QString::number(whole.angle(fraction), 'g', 17)));
        QVERIFY(whole.visible(fraction));
        QVERIFY(nearOnRing(whole.fractionAtAngle(angle), fraction));
    }

    // The quarter labels name the key space the ring is drawn for: on a 64-bit ring (Envoy's,
    // Cassandra's) a key whose hash is a quarter of 2^64 is drawn at the label "2⁶²".
    void quarterLabelsNameTheDrawnKeySpace_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<QStringList>("labels");
        const QStringList narrow{"0", "2³⁰", "2³¹", "3·2³⁰"};
        const QStringList wide{"0", "2⁶²", "2⁶³", "3·2⁶²"};
        QTest::newRow("ring") << static_cast<int>(Algorithm::Ring) << narrow;
        QTest::newRow("ketama") << static_cast<int>(Algorithm::Ketama) << narrow;
        QTest::newRow("envoy-ring") << static_cast<int>(Algorithm::EnvoyRing) << wide;
        QTest::newRow("cassandra") << static_cast<int>(Algorithm::Cassandra) << wide;
    }
    void quarterLabelsNameTheDrawnKeySpace()
    {
        QFETCH(int, algorithm);
        QFETCH(QStringList, labels);
        const auto placement = makePlacement({.algorithm = static_cast<Algorithm>(algorithm)}, numberedMembers("n", 3));
        const bool wide = placement->hasWideKeys();
        const unsigned bits = wide ? 64 : 32;
        const ArcMap whole;
        for (int quarter = 0; quarter < 4; ++quarter) {
            QCOMPARE(quarterLabel(quarter, kHashSpace, wide), labels[quarter]);
            // The hash the label names, drawn where the label stands.
            const KeyHash named = quarter == 0 ? 0 : KeyHash{static_cast<unsigned>(quarter)} << (bits - 2);
            const double fraction = placement->drawnPosition(named) / kHashSpace;
            QVERIFY(near(whole.angle(fraction), kPi / 2.0 * quarter));
        }
    }

    // A zoomed ring spreads the visible arc over the circle but the cut at the top; the rest
    // of the key space is not visible, and an angle in the cut means the nearer end.
    void zoomedAngles_data()
    {
        QTest::addColumn<double>("start");
        QTest::addColumn<double>("length");
        QTest::addColumn<double>("fraction");
        QTest::addColumn<bool>("visible");
        QTest::addColumn<double>("angle");
        const double low = kZoomGap / 2.0;
        const double high = 2.0 * kPi - kZoomGap / 2.0;
        QTest::newRow("view start") << 0.25 << 0.5 << 0.25 << true << low;
        QTest::newRow("view middle") << 0.25 << 0.5 << 0.5 << true << kPi;
        QTest::newRow("view end") << 0.25 << 0.5 << 0.75 << true << high;
        QTest::newRow("outside") << 0.25 << 0.5 << 0.9 << false << 0.0;
        QTest::newRow("past 0: before it") << 0.9 << 0.2 << 0.95 << true << low + 0.25 * (high - low);
        QTest::newRow("past 0: at it") << 0.9 << 0.2 << 0.0 << true << kPi;
        QTest::newRow("past 0: after it") << 0.9 << 0.2 << 0.05 << true << low + 0.75 * (high - low);
        QTest::newRow("past 0: outside") << 0.9 << 0.2 << 0.5 << false << 0.0;
    }
    void zoomedAngles()
    {
        QFETCH(double, start);
        QFETCH(double, length);
        QFETCH(double, fraction);
        QFETCH(bool, visible);
        QFETCH(double, angle);
        const ArcMap map{start, length, kZoomGap};
        QCOMPARE(map.visible(fraction), visible);
        if (!visible)
            return;
        QVERIFY2(near(map.angle(fraction), angle), qPrintable(QString::number(map.angle(fraction), 'g', 17)));
        QVERIFY(nearOnRing(map.fractionAtAngle(angle), fraction));
    }

    void cutMeansTheNearerEnd()
    {
        const ArcMap map{0.25, 0.5, kZoomGap};
        QVERIFY(near(map.fractionAtAngle(0.0), 0.25));
        QVERIFY(near(map.fractionAtAngle(2.0 * kPi - 1e-6), 0.75));
    }

    // polar() and angleAt() on a circle of 50 around (100, 100); y grows downward.
    void pointOnCircle_data()
    {
        QTest::addColumn<double>("angle");
        QTest::addColumn<QPointF>("point");
        QTest::newRow("top") << 0.0 << QPointF(100.0, 50.0);
        QTest::newRow("right") << kPi / 2.0 << QPointF(150.0, 100.0);
        QTest::newRow("bottom") << kPi << QPointF(100.0, 150.0);
        QTest::newRow("left") << 3.0 * kPi / 2.0 << QPointF(50.0, 100.0);
        QTest::newRow("upper right") << kPi / 4.0 << QPointF(100.0 + 25.0 * std::sqrt(2.0), 100.0 - 25.0 * std::sqrt(2.0));
    }
    void pointOnCircle()
    {
        QFETCH(double, angle);
        QFETCH(QPointF, point);
        const QPointF center(100.0, 100.0);
        const QPointF at = polar(center, 50.0, angle);
        QVERIFY2(near(at.x(), point.x()) && near(at.y(), point.y()), qPrintable(pointText(at)));
        QVERIFY(near(angleAt(center, point), angle));
    }

    // Text boxes beside a radius: outside it for scale labels, inside for point labels.
    void radialText_data()
    {
        QTest::addColumn<double>("angle");
        QTest::addColumn<bool>("outward");
        QTest::addColumn<QRectF>("rect");
        QTest::newRow("top, outward") << 0.0 << true << QRectF(-20.0, -110.0, 40.0, 10.0);
        QTest::newRow("right, outward") << kPi / 2.0 << true << QRectF(100.0, -5.0, 40.0, 10.0);
        QTest::newRow("top, inward") << 0.0 << false << QRectF(-20.0, -100.0, 40.0, 10.0);
        QTest::newRow("left, inward") << 3.0 * kPi / 2.0 << false << QRectF(-100.0, -5.0, 40.0, 10.0);
    }
    void radialText()
    {
        QFETCH(double, angle);
        QFETCH(bool, outward);
        QFETCH(QRectF, rect);
        const QRectF box = radialTextRect(QPointF(0.0, 0.0), angle, 100.0, outward, QSizeF(40.0, 10.0));
        QVERIFY2(near(box.left(), rect.left()) && near(box.top(), rect.top()) && box.size() == rect.size(),
                 qPrintable(pointText(box.topLeft())));
    }

    // Where an arc (`offset` from the view's start, `length` long) shows, as offsets from the
    // view's start; on the whole ring as it is.
    void arcSpans_data()
    {
        QTest::addColumn<double>("start");
        QTest::addColumn<double>("length");
        QTest::addColumn<double>("offset");
        QTest::addColumn<double>("arc");
        QTest::addColumn<QList<QPointF>>("spans");  // (from, to) offsets
        QTest::newRow("whole ring") << 0.0 << 1.0 << 0.75 << 0.5 << QList<QPointF>{{0.75, 1.25}};
        QTest::newRow("inside the view") << 0.9 << 0.2 << 0.05 << 0.1 << QList<QPointF>{{0.05, 0.15}};
        QTest::newRow("runs off the view's end") << 0.9 << 0.2 << 0.15 << 0.1 << QList<QPointF>{{0.15, 0.2}};
        QTest::newRow("begins before the view, past 0") << 0.9 << 0.2 << 0.95 << 0.1 << QList<QPointF>{{0.0, 0.05}};
        QTest::newRow("covers the view") << 0.9 << 0.2 << 0.95 << 0.5 << QList<QPointF>{{0.0, 0.2}};
        QTest::newRow("wraps round into the view") << 0.9 << 0.2 << 0.1 << 0.95
                                                   << QList<QPointF>{{0.1, 0.2}, {0.0, 0.05}};
        QTest::newRow("outside the view") << 0.9 << 0.2 << 0.5 << 0.1 << QList<QPointF>{};
    }
    void arcSpans()
    {
        QFETCH(double, start);
        QFETCH(double, length);
        QFETCH(double, offset);
        QFETCH(double, arc);
        QFETCH(QList<QPointF>, spans);
        const ArcMap map{start, length, length < 1.0 ? kZoomGap : 0.0};
        const std::vector<AngleSpan> found = visibleSpans(map, offset, arc);
        QCOMPARE(found.size(), static_cast<std::size_t>(spans.size()));
        for (qsizetype i = 0; i < spans.size(); ++i) {
            const auto& span = found[static_cast<std::size_t>(i)];
            QVERIFY2(near(span.from, map.angleOfOffset(spans[i].x())) && near(span.to, map.angleOfOffset(spans[i].y())),
                     qPrintable(QStringLiteral("span %1: %2 … %3").arg(i).arg(span.from).arg(span.to)));
        }
    }

    // The arc a hovered point owns ends at the point; a zoomed ring cuts it where the view begins.
    void arcEndingAtAPoint_data()
    {
        QTest::addColumn<double>("start");
        QTest::addColumn<double>("length");
        QTest::addColumn<double>("end");
        QTest::addColumn<double>("arc");
        QTest::addColumn<double>("fromOffset");
        QTest::addColumn<double>("toOffset");
        QTest::newRow("whole ring") << 0.0 << 1.0 << 0.5 << 0.25 << 0.25 << 0.5;
        QTest::newRow("whole ring, past 0") << 0.0 << 1.0 << 0.1 << 0.25 << -0.15 << 0.1;
        QTest::newRow("zoomed") << 0.9 << 0.2 << 0.05 << 0.1 << 0.05 << 0.15;
        QTest::newRow("zoomed, begins before the view") << 0.9 << 0.2 << 0.95 << 0.1 << 0.0 << 0.05;
    }
    void arcEndingAtAPoint()
    {
        QFETCH(double, start);
        QFETCH(double, length);
        QFETCH(double, end);
        QFETCH(double, arc);
        QFETCH(double, fromOffset);
        QFETCH(double, toOffset);
        const ArcMap map{start, length, length < 1.0 ? kZoomGap : 0.0};
        const AngleSpan span = arcEndingAt(map, end, arc);
        QVERIFY2(near(span.from, map.angleOfOffset(fromOffset)), qPrintable(QString::number(span.from)));
        QVERIFY2(near(span.to, map.angleOfOffset(toOffset)), qPrintable(QString::number(span.to)));
    }

    // A point owns (the point before it, itself]; the first one the arc past 0 too.
    void ownedArcs_data()
    {
        QTest::addColumn<QList<quint32>>("positions");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        QTest::addColumn<double>("share");
        const QList<quint32> three{0x10000000U, 0x80000000U, 0xf0000000U};
        QTest::newRow("first point: past 0") << three << 0 << 0 << 1.0 / 8.0;
        QTest::newRow("second point") << three << 1 << 1 << 7.0 / 16.0;
        QTest::newRow("last point") << three << 2 << 2 << 7.0 / 16.0;
        QTest::newRow("a run of two") << three << 1 << 2 << 7.0 / 8.0;
        QTest::newRow("every point") << three << 0 << 2 << 1.0;
        QTest::newRow("a single point") << QList<quint32>{0x12345678U} << 0 << 0 << 1.0;
    }
    void ownedArcs()
    {
        QFETCH(QList<quint32>, positions);
        QFETCH(int, first);
        QFETCH(int, last);
        QFETCH(double, share);
        const auto points = ringOf(positions, QList<int>(positions.size(), 0));
        QCOMPARE(ownedFraction(points, static_cast<std::size_t>(first), static_cast<std::size_t>(last)), share);
    }

    // One tick per pixel of circumference: a ring of radius 1 has ceil(2π) = 7 bins; a bin's
    // tick takes the member with the most points in it, the first of equally many.
    void tickBinning_data()
    {
        QTest::addColumn<QList<quint32>>("positions");
        QTest::addColumn<QList<int>>("owners");
        QTest::addColumn<QList<int>>("bins");
        QTest::addColumn<QList<int>>("tickOwners");
        const quint32 bin = 0xffffffffU / 7U;  // a seventh of the positions
        const quint32 middle = bin / 2U;       // a bin's middle
        QTest::newRow("one bin, majority") << QList<quint32>{10, 20, 30} << QList<int>{0, 1, 1} << QList<int>{0}
                                           << QList<int>{1};
        QTest::newRow("one bin, a tie: the first") << QList<quint32>{10, 20, 30, 40} << QList<int>{2, 1, 1, 2}
                                                   << QList<int>{0} << QList<int>{2};
        QTest::newRow("two bins") << QList<quint32>{10, 20, 3 * bin + middle, 3 * bin + middle + 10, 3 * bin + middle + 20}
                                  << QList<int>{0, 0, 3, 4, 4} << QList<int>{0, 3} << QList<int>{0, 4};
        QList<quint32> spread;
        QList<int> spreadOwners;
        QList<int> everyBin;
        for (int i = 0; i < 7; ++i) {
            spread << static_cast<quint32>(i) * bin + middle;
            spreadOwners << i;
            everyBin << i;
        }
        QTest::newRow("one point a bin") << spread << spreadOwners << everyBin << everyBin;
        QTest::newRow("empty") << QList<quint32>{} << QList<int>{} << QList<int>{} << QList<int>{};
    }
    void tickBinning()
    {
        QFETCH(QList<quint32>, positions);
        QFETCH(QList<int>, owners);
        QFETCH(QList<int>, bins);
        QFETCH(QList<int>, tickOwners);
        const auto points = ringOf(positions, owners);
        const ArcMap whole;
        const std::vector<BandTick> ticks = majorityTicks(points, allOf(points), whole, kHashSpace, 1.0);
        QCOMPARE(ticks.size(), static_cast<std::size_t>(tickOwners.size()));
        for (qsizetype i = 0; i < tickOwners.size(); ++i) {
            const BandTick& tick = ticks[static_cast<std::size_t>(i)];
            QCOMPARE(tick.owner, static_cast<std::size_t>(tickOwners[i]));
            QVERIFY(near(tick.angle, (bins[i] + 0.5) / 7.0 * 2.0 * kPi));
        }
    }

    // A tick for every pixel along the visible arc, and each member as many as its arc of the
    // view holds (a tick more or less where two arcs meet).
    void tickBandCounts_data()
    {
        QTest::addColumn<double>("radius");
        QTest::addColumn<double>("viewLength");
        QTest::newRow("whole ring, radius 100") << 100.0 << 1.0;
        QTest::newRow("whole ring, radius 300") << 300.0 << 1.0;
        QTest::newRow("a quarter, radius 200") << 200.0 << 0.25;
    }
    void tickBandCounts()
    {
        QFETCH(double, radius);
        QFETCH(double, viewLength);
        // 8 members, each 4,000 points evenly spread over its eighth of the ring.
        std::vector<RingPoint> points;
        for (std::uint32_t i = 0; i < 32000; ++i)
            points.push_back({static_cast<std::uint32_t>(std::uint64_t{i} * (std::uint64_t{1} << 32) / 32000),
                              static_cast<MemberIndex>(i / 4000), i});
        const ArcMap map{0.0, viewLength, viewLength < 1.0 ? kZoomGap : 0.0};
        std::vector<std::uint32_t> visible;
        for (std::uint32_t i = 0; i < points.size(); ++i) {
            if (map.visible(points[i].position / kHashSpace))
                visible.push_back(i);
        }
        QVERIFY(pointSpacing(map, radius, visible.size()) < kDenseTickSpacing);
        const auto ticks = majorityTicks(points, visible, map, kHashSpace, radius);
        const auto bins = static_cast<std::size_t>(std::ceil(radius * (2.0 * kPi - map.gap)));
        QCOMPARE(ticks.size(), bins);
        std::vector<int> perOwner(8, 0);
        for (const BandTick& tick : ticks)
            ++perOwner[tick.owner];
        for (std::size_t m = 0; m < perOwner.size(); ++m) {
            const double from = static_cast<double>(m) / 8.0;
            const double inView = std::max(0.0, std::min(from + 0.125, viewLength) - from) / viewLength;
            QVERIFY2(std::abs(perOwner[m] - inView * static_cast<double>(bins)) <= 1.5,
                     qPrintable(QStringLiteral("member %1: %2 of %3 ticks").arg(m).arg(perOwner[m]).arg(bins)));
        }
    }

    // A ring of radius 100 around (200, 200) with points at the top and at the right: the mouse
    // hits a tick across the tick band, within the reach, and nothing elsewhere.
    void hitPointTicks_data()
    {
        QTest::addColumn<QPointF>("mouse");
        QTest::addColumn<int>("point");  // -1: none
        QTest::newRow("on the top tick") << QPointF(200.0, 100.0) << 0;
        QTest::newRow("top tick, outside the circle") << QPointF(200.0, 95.0) << 0;
        QTest::newRow("top tick, a little aside") << QPointF(206.0, 98.0) << 0;
        QTest::newRow("right tick") << QPointF(302.0, 201.0) << 1;
        QTest::newRow("beside the top tick, out of reach") << QPointF(212.0, 100.0) << -1;
        QTest::newRow("inside the arcs") << QPointF(200.0, 120.0) << -1;
        QTest::newRow("beyond the highlight") << QPointF(200.0, 80.0) << -1;
        QTest::newRow("middle") << QPointF(200.0, 200.0) << -1;
    }
    void hitPointTicks()
    {
        QFETCH(QPointF, mouse);
        QFETCH(int, point);
        const RingCircles circles = RingCircles::around(QPointF(200.0, 200.0), 100.0);
        const std::vector<QPointF> pointAt{polar(circles.center, 100.0, 0.0), polar(circles.center, 100.0, kPi / 2.0)};
        const auto hit = pointTickAt(circles, pointAt, mouse, 3.0);
        QCOMPARE(hit.has_value() ? static_cast<int>(*hit) : -1, point);
    }

    void hitKeyDots_data()
    {
        QTest::addColumn<QPointF>("mouse");
        QTest::addColumn<int>("key");  // -1: none
        QTest::newRow("on a dot") << QPointF(200.0, 125.0) << 0;
        QTest::newRow("near a dot") << QPointF(204.0, 128.0) << 0;
        QTest::newRow("the nearer of two") << QPointF(272.0, 201.0) << 2;
        QTest::newRow("a hidden key is not hit") << QPointF(200.0, 275.0) << -1;
        QTest::newRow("between dots, out of reach") << QPointF(250.0, 150.0) << -1;
        QTest::newRow("outside the dot band") << QPointF(200.0, 98.0) << -1;
    }
    void hitKeyDots()
    {
        QFETCH(QPointF, mouse);
        QFETCH(int, key);
        const RingCircles circles = RingCircles::around(QPointF(200.0, 200.0), 100.0);
        const std::vector<QPointF> keyAt{{200.0, 125.0}, {200.0, 275.0}, {275.0, 200.0}, {268.0, 200.0}};
        const std::vector<char> keyVisible{1, 0, 1, 1};
        const auto hit = keyDotAt(circles, keyAt, keyVisible, mouse, 3.0);
        QCOMPARE(hit.has_value() ? static_cast<int>(*hit) : -1, key);
    }

    // A point label just inside a circle of 100 around (0, 0), 3 pixels from it, at the top:
    // where it is free, else a row (12 pixels) down or up, twice as far, or nowhere.
    void labelPlacement_data()
    {
        QTest::addColumn<QSizeF>("size");
        QTest::addColumn<QList<QRectF>>("occupied");
        QTest::addColumn<bool>("placed");
        QTest::addColumn<double>("top");
        const QSizeF box(40.0, 10.0);
        QTest::newRow("free") << box << QList<QRectF>{} << true << -97.0;
        QTest::newRow("taken: a row down") << box << QList<QRectF>{{-5.0, -95.0, 10.0, 2.0}} << true << -85.0;
        QTest::newRow("two rows taken: two rows down")
            << box << QList<QRectF>{{-5.0, -95.0, 10.0, 2.0}, {-5.0, -83.0, 10.0, 2.0}} << true << -73.0;
        QTest::newRow("everything taken") << box << QList<QRectF>{{-100.0, -100.0, 200.0, 200.0}} << false << 0.0;
        QTest::newRow("too wide for the circle") << QSizeF(300.0, 10.0) << QList<QRectF>{} << false << 0.0;
    }
    void labelPlacement()
    {
        QFETCH(QSizeF, size);
        QFETCH(QList<QRectF>, occupied);
        QFETCH(bool, placed);
        QFETCH(double, top);
        const auto rect = labelInsideCircle(QPointF(0.0, 0.0), 100.0, 3.0, 0.0, size,
                                            std::vector<QRectF>(occupied.begin(), occupied.end()));
        QCOMPARE(rect.has_value(), placed);
        if (!rect)
            return;
        QVERIFY2(near(rect->top(), top), qPrintable(QString::number(rect->top())));
        QVERIFY(near(rect->center().x(), 0.0));
        QCOMPARE(rect->size(), size);
    }

    // Labelled scale steps on a zoomed ring: powers of two for hashes, 1-2-5 for slots, at least 1.
    void scaleSteps_data()
    {
        QTest::addColumn<double>("visible");
        QTest::addColumn<double>("space");
        QTest::addColumn<double>("step");
        QTest::newRow("hashes, 2^20 visible") << 1048576.0 << kHashSpace << 262144.0;
        QTest::newRow("hashes, 3,000,000 visible") << 3e6 << kHashSpace << 524288.0;
        QTest::newRow("hashes, 2 visible") << 2.0 << kHashSpace << 1.0;
        QTest::newRow("slots, 1,000 visible") << 1000.0 << 16384.0 << 200.0;
        QTest::newRow("slots, 16 visible") << 16.0 << 16384.0 << 2.0;
        QTest::newRow("slots, 36 visible") << 36.0 << 16384.0 << 5.0;
        QTest::newRow("slots, 4 visible") << 4.0 << 16384.0 << 1.0;
    }
    void scaleSteps()
    {
        QFETCH(double, visible);
        QFETCH(double, space);
        QFETCH(double, step);
        QCOMPARE(scaleStep(visible, space), step);
    }

    // The ring's radius leaves room for the scale labels, and is never below 20.
    void ringRadius_data()
    {
        QTest::addColumn<QRectF>("area");
        QTest::addColumn<QSizeF>("label");
        QTest::addColumn<double>("radius");
        QTest::newRow("wide") << QRectF(0.0, 0.0, 400.0, 300.0) << QSizeF(40.0, 20.0) << 130.0 / 1.1;
        QTest::newRow("tall") << QRectF(10.0, 10.0, 300.0, 400.0) << QSizeF(40.0, 20.0) << 110.0 / 1.1;
        QTest::newRow("tiny") << QRectF(0.0, 0.0, 50.0, 50.0) << QSizeF(40.0, 20.0) << 20.0;
    }
    void ringRadius()
    {
        QFETCH(QRectF, area);
        QFETCH(QSizeF, label);
        QFETCH(double, radius);
        QVERIFY(near(ringRadiusIn(area, label), radius));
    }

    // Marks on a table's changed cells: a span per changed cell where cells are wide, counted
    // on the visible arc (wrapping past cell 0), and sampled bins where they are narrow.
    void changeMarksOnWideCells()
    {
        const std::vector<std::uint32_t> changed{0, 3, 4, 9};
        const ChangeMarks whole = changeMarks(changed, 10, ArcMap{}, 100.0);  // 63 px a cell
        QVERIFY(whole.wholeCells);
        QCOMPARE(whole.visibleCells, std::size_t{10});
        QCOMPARE(whole.markedCells, std::size_t{4});
        QCOMPARE(whole.spans.size(), std::size_t{4});
        const double cell = kTwoPi / 10.0;
        QCOMPARE(whole.spans[1].from, 3 * cell + 0.01);  // inset a pixel each side
        QCOMPARE(whole.spans[1].to, 4 * cell - 0.01);
        QVERIFY(whole.spans[1].to < whole.spans[2].from);  // neighbours stay apart
        // Cells 7.6 … 2.4: the middles of 8, 9, 0 and 1 are on the arc; 9 and 0 changed.
        const ChangeMarks wrapped = changeMarks(changed, 10, ArcMap{0.76, 0.48, kZoomGap}, 100.0);
        QCOMPARE(wrapped.visibleCells, std::size_t{4});
        QCOMPARE(wrapped.markedCells, std::size_t{2});
        QCOMPARE(wrapped.spans.size(), std::size_t{2});
        for (const AngleSpan& span : wrapped.spans) {
            QVERIFY(span.from >= kZoomGap / 2.0);
            QVERIFY(span.to <= kTwoPi - kZoomGap / 2.0);
        }
        QCOMPARE(changeMarks({}, 10, ArcMap{}, 100.0).spans.size(), std::size_t{0});
    }

    void changeMarksSampleNarrowCells()
    {
        // Every other cell of 100,000 changed: narrow cells, runs of sampled bins, about half
        // the circle marked.
        std::vector<std::uint32_t> changed;
        for (std::uint32_t i = 0; i < 100000; i += 2)
            changed.push_back(i);
        const ChangeMarks marks = changeMarks(changed, 100000, ArcMap{}, 300.0);
        QVERIFY(!marks.wholeCells);
        QCOMPARE(marks.markedCells, std::size_t{50000});
        double covered = 0.0;
        for (const AngleSpan& span : marks.spans) {
            QVERIFY(span.to > span.from);
            covered += span.to - span.from;
        }
        QVERIFY2(std::abs(covered / kTwoPi - 0.5) < 0.1, qPrintable(QString::number(covered / kTwoPi)));
        // A bin is a few pixels wide, never one.
        QVERIFY(marks.spans.front().to - marks.spans.front().from >= 0.99 * kMarkBin / 300.0);
        // All changed: one span round the whole ring.
        std::vector<std::uint32_t> all(1000);
        std::iota(all.begin(), all.end(), 0U);
        const ChangeMarks full = changeMarks(all, 1000, ArcMap{}, 300.0);
        QCOMPARE(full.spans.size(), std::size_t{1});
        QCOMPARE(full.spans.front().to - full.spans.front().from, kTwoPi);
    }
};

QTEST_APPLESS_MAIN(RingGeometryTest)
#include "tst_ringgeometry.moc"
