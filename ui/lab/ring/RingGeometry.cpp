// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/ring/RingGeometry.h"

#include "model/core/HashFunctions.h"

namespace ringlab::ui {

QPointF polar(const QPointF& center, double radius, double angle)
{
    return {center.x() + radius * std::sin(angle), center.y() - radius * std::cos(angle)};
}

double angleAt(const QPointF& center, const QPointF& position)
{
    return wrapUnit(std::atan2(position.x() - center.x(), center.y() - position.y()) / kTwoPi) * kTwoPi;
}

QRectF radialTextRect(const QPointF& center, double angle, double radius, bool outward, const QSizeF& size)
{
    const double half = 0.5 * (std::abs(size.width() * std::sin(angle)) + std::abs(size.height() * std::cos(angle)));
    const QPointF at = polar(center, outward ? radius + half : radius - half, angle);
    return {at.x() - size.width() / 2.0, at.y() - size.height() / 2.0, size.width(), size.height()};
}

std::vector<AngleSpan> visibleSpans(const ArcMap& map, double offset, double length)
{
    if (map.whole())
        return {{map.angleOfOffset(offset), map.angleOfOffset(offset + length)}};
    // The arc as it lies from the view's start, and once more a turn earlier: the part that
    // wraps past the end of the key space into the visible arc.
    std::vector<AngleSpan> spans;
    for (const double shift : {0.0, 1.0}) {
        const double from = std::max(offset, shift);
        const double to = std::min(offset + length, shift + map.length);
        if (from < to)
            spans.push_back({map.angleOfOffset(from - shift), map.angleOfOffset(to - shift)});
    }
    return spans;
}

AngleSpan arcEndingAt(const ArcMap& map, double end, double length)
{
    const double endOffset = map.offset(end);
    return {map.angleOfOffset(map.whole() ? endOffset - length : std::max(0.0, endOffset - length)),
            map.angleOfOffset(endOffset)};
}

double ownedFraction(const std::vector<RingPoint>& points, std::size_t first, std::size_t last)
{
    const std::size_t n = points.size();
    if (first == 0 && last == n - 1)
        return 1.0;
    return static_cast<std::uint32_t>(points[last].position - points[(first + n - 1) % n].position) / kHashSpace;
}

RingCircles RingCircles::around(const QPointF& center, double radius)
{
    RingCircles c;
    c.center = center;
    c.radius = radius;
    c.pointInner = radius * 0.965;
    c.pointOuter = radius * 1.035;
    c.highlightOuter = radius * 1.065;
    c.arcOuter = radius * 0.955;
    c.arcInner = radius * 0.895;
    c.markInner = radius * 0.965;
    c.markOuter = radius * 1.035;
    c.dotOuter = radius * 0.865;
    c.dotInner = radius * 0.67;
    c.scaleInner = radius * 1.05;
    c.labelRadius = radius * 1.1;
    return c;
}

double ringRadiusIn(const QRectF& area, const QSizeF& scaleLabel)
{
    return std::max(20.0, std::min((area.width() / 2.0 - scaleLabel.width()) / 1.1,
                                   (area.height() / 2.0 - scaleLabel.height()) / 1.1));
}

double keyDotSize(double radius, std::size_t visibleKeys)
{
    return std::clamp(radius * 0.011, 2.5, 6.0) *
           std::clamp(std::sqrt(1500.0 / static_cast<double>(std::max<std::size_t>(1, visibleKeys))), 1.0, 1.8);
}

double keyJitter(std::uint32_t keyIndex)
{
    return static_cast<double>(fmix32(keyIndex * 0x9e3779b9U)) / kHashSpace;
}

double pointSpacing(const ArcMap& map, double radius, std::size_t count)
{
    return radius * (kTwoPi - map.gap) / static_cast<double>(std::max<std::size_t>(1, count));
}

ChangeMarks changeMarks(const std::vector<std::uint32_t>& changed, std::uint32_t cells, const ArcMap& map,
                        double radius)
{
    ChangeMarks marks;
    if (cells == 0)
        return marks;
    const double range = kTwoPi - map.gap;
    const double first = map.gap / 2.0;
    const auto count = static_cast<double>(cells);
    // The cells whose middle is on the visible arc: lo … lo + n − 1, counted on past the end
    // of the table where the arc wraps.
    std::uint64_t lo = 0;
    std::uint64_t n = cells;
    if (!map.whole()) {
        const double startCells = map.start * count;
        lo = static_cast<std::uint64_t>(std::max(0.0, std::ceil(startCells - 0.5)));
        const double last = std::floor(startCells + map.length * count - 0.5);
        n = last + 1.0 > static_cast<double>(lo) ? std::min<std::uint64_t>(cells, static_cast<std::uint64_t>(last + 1.0) - lo)
                                                 : 0;
    }
    const auto changedIn = [&](std::uint64_t from, std::uint64_t to) {  // cells from … to, to < cells
        return static_cast<std::size_t>(std::upper_bound(changed.begin(), changed.end(), to) -
                                        std::lower_bound(changed.begin(), changed.end(), from));
    };
    marks.visibleCells = n;
    if (n > 0) {
        const std::uint64_t from = lo % cells;
        const std::uint64_t to = from + n - 1;
        marks.markedCells = to < cells ? changedIn(from, to) : changedIn(from, cells - 1) + changedIn(0, to - cells);
    }
    const auto isChanged = [&](std::uint64_t cell) {
        return std::binary_search(changed.begin(), changed.end(), static_cast<std::uint32_t>(cell % cells));
    };

    marks.wholeCells = range * radius / (map.length * count) >= kWholeCellMark;
    if (marks.wholeCells) {
        const double cellAngle = range / (map.length * count);
        const double inset = std::min(1.0 / radius, 0.15 * cellAngle);
        for (std::uint64_t i = 0; i < n; ++i) {
            const std::uint64_t cell = lo + i;
            if (!isChanged(cell))
                continue;
            const double from = map.angleOfOffset(static_cast<double>(cell) / count - map.start) + inset;
            const double to = map.angleOfOffset(static_cast<double>(cell + 1) / count - map.start) - inset;
            marks.spans.push_back({std::max(from, first), std::min(to, first + range)});
        }
        return marks;
    }
    const auto bins = static_cast<std::size_t>(std::max(1.0, std::ceil(radius * range / kMarkBin)));
    const double binAngle = range / static_cast<double>(bins);
    std::optional<std::size_t> runStart;
    for (std::size_t bin = 0; bin <= bins; ++bin) {
        bool marked = false;
        if (bin < bins) {
            const double fraction = map.fractionAtAngle(first + (static_cast<double>(bin) + 0.5) * binAngle);
            marked = isChanged(std::min<std::uint64_t>(static_cast<std::uint64_t>(fraction * count), cells - 1));
        }
        if (marked && !runStart)
            runStart = bin;
        if (!marked && runStart) {
            marks.spans.push_back({first + static_cast<double>(*runStart) * binAngle, first + static_cast<double>(bin) * binAngle});
            runStart.reset();
        }
    }
    return marks;
}

std::vector<BandTick> majorityTicks(const std::vector<RingPoint>& points, const std::vector<std::uint32_t>& visible,
                                    const ArcMap& map, double space, double radius)
{
    const double range = kTwoPi - map.gap;
    const auto bins = static_cast<std::size_t>(std::max(1.0, std::ceil(radius * range)));
    std::vector<BandTick> ticks;
    // Visible points come in ring order, so each bin's points are consecutive. Points per
    // owner in the current bin, and the owners in the order they first appear in it (the
    // first of equally many wins); a bin of a large fleet holds thousands of owners.
    std::vector<std::uint32_t> pointsOf;
    std::vector<std::size_t> owners;
    std::size_t currentBin = bins;
    const auto flush = [&] {
        if (owners.empty())
            return;
        std::size_t winner = owners.front();
        for (const std::size_t owner : owners) {
            if (pointsOf[owner] > pointsOf[winner])
                winner = owner;
        }
        ticks.push_back({map.gap / 2.0 + (static_cast<double>(currentBin) + 0.5) / static_cast<double>(bins) * range,
                         winner});
        for (const std::size_t owner : owners)
            pointsOf[owner] = 0;
        owners.clear();
    };
    for (const std::uint32_t p : visible) {
        const double angle = map.angle(points[p].position / space);
        const auto bin = std::min(bins - 1, static_cast<std::size_t>((angle - map.gap / 2.0) / range * static_cast<double>(bins)));
        if (bin != currentBin) {
            flush();
            currentBin = bin;
        }
        const std::size_t owner = points[p].owner;
        if (owner >= pointsOf.size())
            pointsOf.resize(owner + 1, 0);
        if (pointsOf[owner]++ == 0)
            owners.push_back(owner);
    }
    flush();
    return ticks;
}

double scaleStep(double visible, double space)
{
    double step = 1.0;
    if (space == kHashSpace) {
        step = std::exp2(std::floor(std::log2(visible / 4.0)));
    } else {
        const double rough = visible / 8.0;
        const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
        for (const double multiple : {1.0, 2.0, 5.0, 10.0}) {
            step = multiple * magnitude;
            if (step >= rough)
                break;
        }
    }
    return std::max(1.0, step);
}

QPolygonF annularSector(const QPointF& center, double inner, double outer, double from, double to, int steps)
{
    QPolygonF polygon;
    polygon.reserve(2 * steps + 2);
    for (int i = 0; i <= steps; ++i)
        polygon << polar(center, outer, from + (to - from) * i / steps);
    for (int i = steps; i >= 0; --i)
        polygon << polar(center, inner, from + (to - from) * i / steps);
    return polygon;
}

std::optional<QRectF> labelInsideCircle(const QPointF& center, double radius, double gap, double angle,
                                        const QSizeF& size, const std::vector<QRectF>& occupied)
{
    const QRectF home = radialTextRect(center, angle, radius - gap, false, size);
    const auto inside = [&](const QPointF& corner) {
        return std::hypot(corner.x() - center.x(), corner.y() - center.y()) <= radius;
    };
    const double row = (size.height() + 2.0) * (std::cos(angle) >= 0.0 ? 1.0 : -1.0);
    for (const double shift : {0.0, row, -row, 2.0 * row, -2.0 * row}) {
        const QRectF rect = home.translated(0.0, shift);
        if (inside(rect.topLeft()) && inside(rect.topRight()) && inside(rect.bottomLeft()) &&
            inside(rect.bottomRight()) &&
            std::none_of(occupied.begin(), occupied.end(), [&](const QRectF& other) { return other.intersects(rect); }))
            return rect;
    }
    return std::nullopt;
}

namespace {

// The nearest of `count` places `at(i)` to `position` that `accept(i)`, closer than `reach`.
template <class At, class Accept>
std::optional<std::size_t> nearestWithin(std::size_t count, const QPointF& position, double reach, At&& at,
                                         Accept&& accept)
{
    std::optional<std::size_t> best;
    double bestDistance = reach;
    for (std::size_t i = 0; i < count; ++i) {
        if (!accept(i))
            continue;
        const QPointF p = at(i);
        const double distance = std::hypot(p.x() - position.x(), p.y() - position.y());
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

double distanceFrom(const QPointF& center, const QPointF& position)
{
    return std::hypot(position.x() - center.x(), position.y() - center.y());
}

}  // namespace

std::optional<std::size_t> pointTickAt(const RingCircles& circles, const std::vector<QPointF>& pointAt,
                                       const QPointF& position, double dotSize)
{
    const double radius = distanceFrom(circles.center, position);
    if (radius < circles.arcOuter || radius > circles.highlightOuter + kHoverReach)
        return std::nullopt;
    // Compare against the point's tick at the mouse's radius.
    const double scale = radius / circles.radius;
    const QPointF& c = circles.center;
    return nearestWithin(
        pointAt.size(), position, kHoverReach + dotSize / 2.0,
        [&](std::size_t i) {
            const QPointF& p = pointAt[i];
            return QPointF(c.x() + (p.x() - c.x()) * scale, c.y() + (p.y() - c.y()) * scale);
        },
        [](std::size_t) { return true; });
}

std::optional<std::size_t> keyDotAt(const RingCircles& circles, const std::vector<QPointF>& keyAt,
                                    const std::vector<char>& keyVisible, const QPointF& position, double dotSize)
{
    const double radius = distanceFrom(circles.center, position);
    if (radius < circles.dotInner - kHoverReach || radius > circles.dotOuter + kHoverReach)
        return std::nullopt;
    return nearestWithin(
        keyAt.size(), position, kHoverReach + dotSize / 2.0, [&](std::size_t k) { return keyAt[k]; },
        [&](std::size_t k) { return keyVisible[k] != 0; });
}

}  // namespace ringlab::ui
