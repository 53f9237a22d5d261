// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/RingPlacement.h"

#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QSizeF>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <numbers>
#include <optional>
#include <vector>

// Where the parts of the ring view lie: pure maths over points and rectangles, no widget, so
// that it is tested at known coordinates. Angles are radians clockwise from the top; a place
// on the ring is a fraction of the key space (2³² hash positions, or the directory's slots).
namespace ringlab::ui {

inline constexpr double kTwoPi = 2.0 * std::numbers::pi;
inline constexpr double kHashSpace = 4294967296.0;                   // 2³² ring positions
inline constexpr double kZoomGap = 18.0 * std::numbers::pi / 180.0;  // the cut at the top of a zoomed ring
inline constexpr double kHoverReach = 7.0;                           // pixels around a point or dot
// Ring points closer than this many pixels along the circle are drawn as a band of ticks,
// one a pixel, each in its majority owner's colour.
inline constexpr double kDenseTickSpacing = 2.0;

inline double wrapUnit(double fraction)
{
    return fraction - std::floor(fraction);
}

// The point at `angle` on the circle of `radius` around `center`.
QPointF polar(const QPointF& center, double radius, double angle);
// The inverse of polar(): the angle of `position` seen from `center`, in [0, 2π).
double angleAt(const QPointF& center, const QPointF& position);

// The box of a text of `size` at `angle` whose nearest edge is `radius` from `center`:
// outside that radius for `outward`, inside it otherwise.
QRectF radialTextRect(const QPointF& center, double angle, double radius, bool outward, const QSizeF& size);

// An angle range, `from` before `to` clockwise.
struct AngleSpan {
    double from = 0.0;
    double to = 0.0;
};

// Maps fractions of the key space onto the circle. A zoomed ring spreads the visible arc
// (`length` from `start`) over the circle but a cut of `gap` at the top.
struct ArcMap {
    double start = 0.0;
    double length = 1.0;
    double gap = 0.0;

    bool whole() const noexcept { return length >= 1.0; }
    double offset(double fraction) const noexcept { return wrapUnit(fraction - start); }
    bool visible(double fraction) const noexcept { return whole() || offset(fraction) <= length; }
    double angleOfOffset(double offsetFraction) const noexcept
    {
        return gap / 2.0 + offsetFraction / length * (kTwoPi - gap);
    }
    double angle(double fraction) const noexcept { return angleOfOffset(offset(fraction)); }
    double offsetAtAngle(double angle) const noexcept
    {
        return std::clamp((angle - gap / 2.0) / (kTwoPi - gap), 0.0, 1.0) * length;
    }
    // The fraction of the key space shown at `angle` (in the cut: the nearer end of the arc).
    double fractionAtAngle(double angle) const noexcept { return wrapUnit(start + offsetAtAngle(angle)); }
};

// The angles over which the arc `offset` … `offset + length` (offsets from the map's start)
// shows: all of it on the whole ring; on a zoomed one its parts inside the visible arc, two
// where it covers the cut.
std::vector<AngleSpan> visibleSpans(const ArcMap& map, double offset, double length);
// The angles of the arc of `length` that ends at the visible fraction `end`; on a zoomed ring
// cut where the view begins.
AngleSpan arcEndingAt(const ArcMap& map, double end, double length);

// The share of the hash ring that the consecutive ring points first … last own together: from
// the point before `first` (wrapping) to `last`, the whole ring when they are all the points.
double ownedFraction(const std::vector<RingPoint>& points, std::size_t first, std::size_t last);

// The circles the ring view is drawn on, from the ring's radius: ring point ticks across the
// circle, owned arcs as a band just inside it, key dots further in, the scale outside.
struct RingCircles {
    QPointF center;
    double radius = 100.0;
    double pointInner = 0.0, pointOuter = 0.0, highlightOuter = 0.0;
    double arcInner = 0.0, arcOuter = 0.0;
    // Just outside the band, where a ring's point ticks go: the marks on slot-table entries
    // that changed owner (a table has no ring points).
    double markInner = 0.0, markOuter = 0.0;
    double dotInner = 0.0, dotOuter = 0.0;
    double scaleInner = 0.0, labelRadius = 0.0;

    static RingCircles around(const QPointF& center, double radius);
};

// The largest ring in `area` that leaves room around it for scale labels of `scaleLabel`'s
// size; at least 20 pixels.
double ringRadiusIn(const QRectF& area, const QSizeF& scaleLabel);
// A key dot's size on a ring of `radius`: larger where few keys are visible.
double keyDotSize(double radius, std::size_t visibleKeys);
// Where between the dot band's inner (0) and outer (1) edge a key's dot lies, from its
// index: the same key keeps its place across snapshots.
double keyJitter(std::uint32_t keyIndex);

// Pixels along the circle of `radius` between `count` visible ring points evenly spread.
double pointSpacing(const ArcMap& map, double radius, std::size_t count);

// The tick band of dense ring points: the visible arc cut into one bin per pixel of
// circumference at `radius`; each bin's tick takes the member with the most points in it
// (the first of equally many in ring order).
struct BandTick {
    double angle = 0.0;
    std::size_t owner = 0;
};
// `visible` indexes `points` in ring order, `space` is the key space's size.
std::vector<BandTick> majorityTicks(const std::vector<RingPoint>& points, const std::vector<std::uint32_t>& visible,
                                    const ArcMap& map, double space, double radius);

// Marks on the changed cells of a table of `cells` entries (sorted, distinct indices below
// `cells`), over the visible arc of `map` on a circle of `radius`: where a cell is at least
// kWholeCellMark pixels wide, one span per visible changed cell, a little narrower than the
// cell so that neighbours stay apart; where cells are narrower, the arc is cut into bins of
// kMarkBin pixels, each marked when the cell at its middle changed (as the band takes the
// owner at each pixel's angle: a fair sample, the share of marked bins is about the share of
// changed cells), and runs of marked bins are one span. Bins of a few pixels rather than one:
// a mark a pixel wide would vanish on a projector.
inline constexpr double kWholeCellMark = 4.0;
inline constexpr double kMarkBin = 3.0;
struct ChangeMarks {
    std::vector<AngleSpan> spans;
    std::size_t visibleCells = 0;  // cells whose middle is on the visible arc
    std::size_t markedCells = 0;   // of those, the changed ones
    bool wholeCells = false;       // a span per cell (else per run of pixels)
};
ChangeMarks changeMarks(const std::vector<std::uint32_t>& changed, std::uint32_t cells, const ArcMap& map,
                        double radius);

// The step between labelled scale ticks on a zoomed ring showing `visible` positions of a
// key space of `space`: a power of two for hashes, 1-2-5 for slots; at least 1.
double scaleStep(double visible, double space);

// The band between the circles `inner` and `outer` from angle `from` to `to`, each edge cut
// into `steps` straight pieces.
QPolygonF annularSector(const QPointF& center, double inner, double outer, double from, double to, int steps);

// Where a label of `size` goes just inside the circle of `radius` (its nearest edge `gap`
// from it) at `angle`: there, or a row or two above or below when that place overlaps
// `occupied`, as long as it stays inside the circle; nothing when no place is free.
std::optional<QRectF> labelInsideCircle(const QPointF& center, double radius, double gap, double angle,
                                        const QSizeF& size, const std::vector<QRectF>& occupied);

// What a place in the view is over.
struct RingHit {
    enum class Kind { None, Point, Key, LegendRow };
    Kind kind = Kind::None;
    std::size_t index = 0;  // ring point, sample key or legend row
};

// The ring point whose tick passes nearest `position`, within kHoverReach and half a dot,
// when `position` lies in the tick band: its index into `pointAt` (the visible points on the
// circle).
std::optional<std::size_t> pointTickAt(const RingCircles& circles, const std::vector<QPointF>& pointAt,
                                       const QPointF& position, double dotSize);
// The visible key dot nearest `position`, within kHoverReach and half a dot, when `position`
// lies near the dot band: its index into `keyAt`.
std::optional<std::size_t> keyDotAt(const RingCircles& circles, const std::vector<QPointF>& keyAt,
                                    const std::vector<char>& keyVisible, const QPointF& position, double dotSize);

}  // namespace ringlab::ui
