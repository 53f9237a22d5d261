// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/Colour.h"
#include "ui/lab/ring/RingPainter.h"

#include "model/core/LabSnapshot.h"
#include "model/core/Parallel.h"
#include "ui/common/AnimationClock.h"
#include "ui/common/ViewCaption.h"
#include "ui/common/Palette.h"
#include "ui/lab/ring/RingScene.h"
#include "ui/lab/ring/RingText.h"
#include "ui/lab/ring/RingTraceOverlay.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace ringlab::ui {


namespace {

constexpr std::size_t kOutlinedArcPoints = 64;  // more visible points: arcs by pixel

bool rasterDevice(const QPainter& painter)
{
    return painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster;
}

// Few arcs, or a vector device: runs of one owner as polygons, exact at any scale.
void outlineOwnedArcs(QPainter& painter, const RingScene& s)
{
    const std::vector<RingPoint>& points = s.snapshot->ringPoints;
    const ArcMap& map = s.map;
    std::vector<QPainterPath> bands(s.colors.size());
    const double bleed = 0.45 / s.circles.arcOuter;  // overlap neighbours so no seam shows
    const double firstAngle = map.gap / 2.0;
    const double lastAngle = kTwoPi - map.gap / 2.0;
    const auto addBand = [&](QPainterPath& path, const AngleSpan& span) {
        double from = span.from - bleed;
        double to = span.to + bleed;
        if (!map.whole()) {
            from = std::max(from, firstAngle);
            to = std::min(to, lastAngle);
        }
        const int steps = std::max(1, static_cast<int>(std::ceil((to - from) / 0.03)));
        path.addPolygon(annularSector(s.circles.center, s.circles.arcInner, s.circles.arcOuter, from, to, steps));
        path.closeSubpath();
    };
    const std::size_t n = points.size();
    for (std::size_t first = 0; first < n;) {
        std::size_t last = first;
        while (last + 1 < n && points[last + 1].owner == points[first].owner)
            ++last;
        const double begin = points[(first + n - 1) % n].position / kHashSpace;
        for (const AngleSpan& span : visibleSpans(map, map.offset(begin), ownedFraction(points, first, last)))
            addBand(bands[points[first].owner], span);
        first = last + 1;
    }
    painter.setPen(Qt::NoPen);
    for (const std::size_t m : s.drawOrder)
        painter.fillPath(bands[m], s.shown[m]);
}

// Many arcs on a raster device: each pixel of the band is coloured by the owner of the
// position at its angle, with antialiased edges toward the inside and outside. The band is
// painted first on the white background, so its square is drawn opaque (a copy, not a blend).
//
// Slot tables (the directory's 16,384 Redis slots, Maglev's lookup table) are painted the same
// way: each pixel takes the owner of the slot at its angle, so the band shows the table.
void rasterizeOwnedArcs(QPainter& painter, const RingScene& s)
{
    const Placement& placement = *s.snapshot->placement;
    const RingPlacement* ring = s.snapshot->ring();
    if (!ring && !hasSlotTable(s.snapshot->config.algorithm))
        return;
    // The key hash at a fraction of the circle: a ring position, or a slot.
    const double keySpace = ring ? kHashSpace : s.space;
    const ArcMap& map = s.map;
    const RingCircles& c = s.circles;
    const double ratio = painter.device()->devicePixelRatioF();
    const double reach = c.arcOuter + 1.0;
    const QRect pixels =
        QRectF((c.center.x() - reach) * ratio, (c.center.y() - reach) * ratio, 2.0 * reach * ratio, 2.0 * reach * ratio)
            .toAlignedRect()
            .intersected(QRect(QPoint(0, 0), s.size * ratio));
    if (pixels.isEmpty())
        return;
    QImage band(pixels.size(), QImage::Format_RGB32);
    band.fill(palette::current().background);
    std::vector<QRgb> colors;
    for (const QColor& color : s.shown)
        colors.push_back(color.rgba());
    const double outer2 = reach * reach;
    const double inner = std::max(0.0, c.arcInner - 1.0);
    const double inner2 = inner * inner;
    const double firstAngle = map.gap / 2.0;
    const double lastAngle = kTwoPi - map.gap / 2.0;
    const auto column = [&](double x) { return static_cast<int>(std::floor(x * ratio)) - pixels.left(); };
    // Rows are independent: both halves of the band are painted at once. Row addresses come
    // from bits(), taken once here, as scanLine() on a mutable image is not thread-safe.
    uchar* const bits = band.bits();
    const auto bytesPerLine = static_cast<std::size_t>(band.bytesPerLine());
    const auto paintRows = [&](std::size_t firstRow, std::size_t endRow) {
        for (std::size_t row = firstRow; row < endRow; ++row) {
            auto* line = reinterpret_cast<QRgb*>(bits + row * bytesPerLine);
            const double dy = (pixels.top() + static_cast<double>(row) + 0.5) / ratio - c.center.y();
            if (dy * dy > outer2)
                continue;
            // The row crosses the band once, or twice around the hole in the middle.
            const double outerChord = std::sqrt(outer2 - dy * dy);
            const double innerChord = dy * dy < inner2 ? std::sqrt(inner2 - dy * dy) : 0.0;
            const std::pair<double, double> spans[] = {{c.center.x() - outerChord, c.center.x() - innerChord},
                                                       {c.center.x() + innerChord, c.center.x() + outerChord}};
            for (const auto& [spanFrom, spanTo] : spans) {
                const int xLast = std::min(pixels.width() - 1, column(spanTo));
                for (int x = std::max(0, column(spanFrom)); x <= xLast; ++x) {
                    const double dx = (pixels.left() + x + 0.5) / ratio - c.center.x();
                    const double radius = std::sqrt(dx * dx + dy * dy);
                    const double coverage = std::clamp((radius - c.arcInner) * ratio + 0.5, 0.0, 1.0) *
                                            std::clamp((c.arcOuter - radius) * ratio + 0.5, 0.0, 1.0);
                    if (coverage <= 0.0)
                        continue;
                    double angle = std::atan2(dx, -dy);
                    if (angle < 0.0)
                        angle += kTwoPi;
                    if (!map.whole() && (angle < firstAngle || angle > lastAngle))
                        continue;
                    const double fraction = map.fractionAtAngle(angle);
                    const auto position = static_cast<std::uint32_t>(std::min(fraction * keySpace, keySpace - 1.0));
                    const QRgb color = colors[placement.ownerOfHash(placement.keyHashAt(position))];
                    const auto onWhite = [coverage](int channel) {
                        return static_cast<int>(255.0 - (255.0 - channel) * coverage + 0.5);
                    };
                    line[x] = coverage >= 1.0 ? color
                                              : qRgb(onWhite(qRed(color)), onWhite(qGreen(color)), onWhite(qBlue(color)));
                }
            }
        }
    };
    parallelFor(static_cast<std::size_t>(pixels.height()), paintRows, 64);
    band.setDevicePixelRatio(ratio);
    painter.drawImage(QPointF(pixels.topLeft()) / ratio, band);
}

// Scale: ticks round the outside, quarters labelled on the whole ring; on a zoomed one, round
// values in the visible range (powers of two for hashes, 1-2-5 steps for slots). Labels never
// overlap (near the cut of a zoomed ring): one that would is left out.
void paintScale(QPainter& painter, const RingScene& s)
{
    const ArcMap& map = s.map;
    const RingCircles& c = s.circles;
    std::vector<QRectF> placed;
    const auto drawScaleLabel = [&](double angle, const QString& label) {
        const QFontMetricsF metrics(painter.font());
        const QRectF rect = radialTextRect(c.center, angle, c.labelRadius, true,
                                           {metrics.horizontalAdvance(label) + 4.0, metrics.height()});
        if (std::any_of(placed.begin(), placed.end(), [&](const QRectF& other) { return other.intersects(rect); }))
            return;
        placed.push_back(rect);
        painter.drawText(rect, Qt::AlignCenter, label);
    };
    const auto drawTick = [&](double angle, bool major) {
        painter.setPen(QPen(palette::current().mutedInk, major ? 2.0 : 1.2, Qt::SolidLine, Qt::FlatCap));
        const double length = c.radius * (major ? 0.04 : 0.02);
        painter.drawLine(polar(c.center, c.scaleInner, angle), polar(c.center, c.scaleInner + length, angle));
    };
    if (map.whole()) {
        for (int i = 0; i < 16; ++i)
            drawTick(kTwoPi * i / 16.0, i % 4 == 0);
        painter.setPen(palette::current().ink);
        painter.setFont(viewFont(s.text * 1.05));
        for (int quarter = 0; quarter < 4; ++quarter)
            drawScaleLabel(kTwoPi * quarter / 4.0, quarterLabel(quarter, s.space, s.snapshot->placement->hasWideKeys()));
        return;
    }
    const double visible = map.length * s.space;
    const double step = scaleStep(visible, s.space);
    const double first = map.start * s.space;
    const double minor = step / 4.0;
    painter.setFont(viewFont(s.text * 0.85));
    for (double v = std::ceil(first / minor) * minor; v <= first + visible; v += minor) {
        const bool major = std::fmod(v, step) == 0.0;
        const double angle = map.angleOfOffset((v - first) / s.space);
        drawTick(angle, major);
        if (major) {
            painter.setPen(palette::current().ink);
            drawScaleLabel(angle, positionCaption(v, s.space));
        }
    }
}

// Ring points: a radial tick each, across the circle, thicker where they are sparse.
void paintPointTicks(QPainter& painter, const RingScene& s)
{
    const std::vector<RingPoint>& points = s.snapshot->ringPoints;
    const RingCircles& c = s.circles;
    std::vector<std::vector<QLineF>> ticks(s.colors.size());
    const bool band = !s.bandTicks.empty();
    for (const BandTick& tick : s.bandTicks)
        ticks[tick.owner].emplace_back(polar(c.center, c.pointInner, tick.angle), polar(c.center, c.pointOuter, tick.angle));
    for (std::size_t i = 0; i < s.visiblePoints.size(); ++i) {
        const RingPoint& point = points[s.visiblePoints[i]];
        // In a band, only the highlighted member's own ticks go on top of it.
        if (band && static_cast<int>(point.owner) != s.highlighted)
            continue;
        const double angle = s.map.angle(point.position / s.space);
        const double outer = static_cast<int>(point.owner) == s.highlighted ? c.highlightOuter : c.pointOuter;
        ticks[point.owner].emplace_back(polar(c.center, c.pointInner, angle), polar(c.center, outer, angle));
    }
    const double spacing = pointSpacing(s.map, c.radius, s.visiblePoints.size());
    const double width = std::clamp(spacing * 0.08, std::clamp(c.radius * 0.0045, 1.0, 2.5), 5.0);
    // Ticks closer than a few pixels overlap anyway: antialiasing them costs three times
    // as much and shows nothing, and closer than one they are drawn one device pixel wide
    // (the fastest lines there are).
    painter.setRenderHint(QPainter::Antialiasing, spacing >= 4.0);
    for (const std::size_t m : s.drawOrder) {
        if (ticks[m].empty())
            continue;
        QPen pen(s.shown[m], static_cast<int>(m) == s.highlighted ? width * 1.6 : width, Qt::SolidLine, Qt::FlatCap);
        if (spacing < 1.0 && static_cast<int>(m) != s.highlighted) {
            pen.setWidth(0);
            pen.setCosmetic(true);
        }
        painter.setPen(pen);
        painter.drawLines(ticks[m].data(), static_cast<int>(ticks[m].size()));
    }
    painter.setRenderHint(QPainter::Antialiasing, true);
}

// The circle over the ticks, cut at the top when zoomed.
void paintCircle(QPainter& painter, const RingScene& s)
{
    const ArcMap& map = s.map;
    const RingCircles& c = s.circles;
    painter.setBrush(Qt::NoBrush);
    const QPen circlePen(palette::current().softInk, std::max(1.5, c.radius * 0.005) * palette::current().lineScale,
                         Qt::SolidLine, Qt::FlatCap);
    painter.setPen(circlePen);
    if (map.whole()) {
        painter.drawEllipse(c.center, c.radius, c.radius);
        return;
    }
    QPolygonF arc;
    const int steps = 360;
    for (int i = 0; i <= steps; ++i)
        arc << polar(c.center, c.radius, map.angleOfOffset(map.length * i / steps));
    painter.drawPolyline(arc);
    painter.setPen(QPen(palette::current().softInk, std::max(2.0, c.radius * 0.008), Qt::SolidLine, Qt::RoundCap));
    for (const double angle : {map.gap / 2.0, kTwoPi - map.gap / 2.0})
        painter.drawLine(polar(c.center, c.arcInner, angle), polar(c.center, c.highlightOuter, angle));
}

// Maglev after a change: the entries whose owner changed, marked just outside the band over
// the circle, in near-black (no member's colour) on a light track. A cell wide enough to see
// gets its own mark; narrower cells are marked a few pixels at a time where the cell at that
// angle changed (changeMarks).
void paintChangeMarks(QPainter& painter, const RingScene& s)
{
    if (!s.marksChanges)
        return;
    const RingCircles& c = s.circles;
    // The track the marks sit on, over the circle: the marker ring reads as a strip of its own,
    // apart from the scale's ticks.
    const ArcMap& map = s.map;
    painter.save();
    painter.setPen(Qt::NoPen);
    const double from = map.whole() ? 0.0 : map.gap / 2.0;
    const double to = map.whole() ? kTwoPi : kTwoPi - map.gap / 2.0;
    painter.setBrush(palette::current().track);
    painter.drawPolygon(annularSector(c.center, c.markInner, c.markOuter, from, to, 720));
    painter.restore();
    if (s.changeMarks.spans.empty())
        return;
    QPainterPath marks;
    marks.setFillRule(Qt::WindingFill);
    for (const AngleSpan& span : s.changeMarks.spans) {
        const int steps = std::max(1, static_cast<int>(std::ceil((span.to - span.from) / 0.03)));
        marks.addPolygon(annularSector(c.center, c.markInner, c.markOuter, span.from, span.to, steps));
        marks.closeSubpath();
    }
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.fillPath(marks, palette::current().changedEntryMark);
    painter.restore();
}

// Everything but the keys and the point labels.
void paintStatic(QPainter& painter, const RingScene& s, const QString& counterText)
{
    painter.fillRect(QRectF(QPointF(0.0, 0.0), QSizeF(s.size)), palette::current().background);
    paintCaptionBand(painter, s.size, s.title, counterText, s.counter, s.textScale);
    if (!s.snapshot)
        return;
    // Owned arcs: a point owns (previous point, itself]. Where there are many, each pixel of
    // the band takes its owner's colour directly: thousands of polygons would take tens of
    // milliseconds to fill.
    if (!s.snapshot->ringPoints.empty()) {
        if (s.visiblePoints.size() > kOutlinedArcPoints && rasterDevice(painter))
            rasterizeOwnedArcs(painter, s);
        else
            outlineOwnedArcs(painter, s);
    } else if (hasSlotTable(s.snapshot->config.algorithm) && rasterDevice(painter)) {
        rasterizeOwnedArcs(painter, s);
    }
    for (const auto& line : s.centerLines) {
        painter.setFont(line.font);
        painter.setPen(line.color);
        painter.drawText(line.rect, Qt::AlignCenter, line.text);
    }
    paintScale(painter, s);
    if (!s.visiblePoints.empty())
        paintPointTicks(painter, s);
    paintCircle(painter, s);
    paintChangeMarks(painter, s);
    s.legend.paint(painter, s.text, s.map, s.space, s.highlightedId);
}

// The keys at `t` of the movement: at rest, each in its owner's colour; while they move, the
// keys that changed owner trail to their new owner's point and recolour.
void paintKeys(QPainter& painter, const RingScene& s, double t)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(Qt::NoPen);
    const bool moving = s.snapshot->diff && t < 1.0;
    if (!moving) {
        const auto fill = [&painter](const std::vector<RingScene::DotGroup>& groups) {
            for (const auto& group : groups)
                fillDots(painter, group.color, group.rects);
        };
        // After a change the keys that moved stay marked until the next one.
        if (s.snapshot->diff) {
            fill(s.settledDots);
            fill(s.movedMarks);
        } else {
            fill(s.restDots);
        }
        painter.restore();
        return;
    }
    for (const auto& group : s.stillDots)
        fillDots(painter, group.color, group.rects);

    const KeySample& sample = s.snapshot->sample;
    const ArcMap& map = s.map;
    const RingCircles& c = s.circles;
    const double eased = easeInOut(t);
    const bool ring = !s.snapshot->ringPoints.empty();
    // Trails: from the key clockwise and outward to its new owner's point, growing with the
    // animation and fading out at its end. Keys whose hash changed slide instead.
    if (ring) {
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setBrush(Qt::NoBrush);
        const double fade = std::clamp((1.0 - t) / 0.2, 0.0, 1.0);
        std::vector<QLineF> trails;
        for (const auto& group : s.moving) {
            if (!group.ownerChanged)
                continue;
            trails.clear();
            for (const std::uint32_t k : group.keys) {
                const double fraction = sample.position[k] / s.space;
                if (!s.keyVisible[k] || sample.previousPosition[k] / s.previousSpace != fraction)
                    continue;
                const double start = map.offset(fraction);
                const double distance = wrapUnit(sample.ownerPoint[k] / s.space - fraction);
                const double reach = map.whole() ? distance * eased : std::min(distance * eased, map.length - start);
                const double rise = c.pointInner - s.keyRadius[k];
                const double from = map.angleOfOffset(start);
                const int steps = std::clamp(static_cast<int>(std::ceil((map.angleOfOffset(start + reach) - from) / 0.02)), 4, 120);
                QPointF previous = s.keyAt[k];
                for (int i = 1; i <= steps; ++i) {
                    const double along = reach * i / steps;
                    const double climbed = distance > 0.0 ? along / distance : eased * i / steps;
                    const QPointF at = polar(c.center, s.keyRadius[k] + rise * climbed, map.angleOfOffset(start + along));
                    trails.emplace_back(previous, at);
                    previous = at;
                }
            }
            QColor color = group.to;
            color.setAlphaF(static_cast<float>(0.7 * fade));
            // Separate segments: a wide pen on one long path costs tens of milliseconds.
            painter.setPen(QPen(color, std::max(1.5, s.dotSize * 0.4), Qt::SolidLine, Qt::FlatCap));
            painter.drawLines(trails.data(), static_cast<int>(trails.size()));
        }
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(Qt::NoPen);
    }

    // Dots that slide to a new hash and recolour to their new owner; keys that changed owner
    // are drawn larger so the eye finds them.
    std::vector<QRectF> rects;
    for (const auto& group : s.moving) {
        rects.clear();
        const double size = group.ownerChanged ? s.dotSize * kMovedKeyScale : s.dotSize;
        for (const std::uint32_t k : group.keys) {
            const double before = sample.previousPosition[k] / s.previousSpace;
            const double after = sample.position[k] / s.space;
            const double fraction = wrapUnit(before + (wrapUnit(after - before + 0.5) - 0.5) * eased);
            if (!map.visible(fraction))
                continue;
            addDot(rects, polar(c.center, s.keyRadius[k], map.angle(fraction)), size);
        }
        fillDots(painter, mixedColor(group.from, group.to, t), rects);
    }
    painter.restore();
}

void paintPointLabels(QPainter& painter, const RingScene& s)
{
    if (s.pointLabels.empty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(viewFont(s.pointLabelText, true));
    for (const auto& label : s.pointLabels) {
        const QColor color = s.shown[label.member];
        if (label.anchor) {
            // A small lab's label outside the circle: a leader from the tick, the box tinted.
            const QPointF near(std::clamp(label.anchor->x(), label.rect.left(), label.rect.right()),
                               std::clamp(label.anchor->y(), label.rect.top(), label.rect.bottom()));
            painter.setPen(QPen(color, 2.0));
            painter.drawLine(*label.anchor, near);
            QColor tint = color;
            tint.setAlpha(50);
            painter.setPen(QPen(color, 2.0));
            painter.setBrush(palette::current().background);
            painter.drawRoundedRect(label.rect, s.text * 0.3, s.text * 0.3);
            painter.setBrush(tint);
        } else {
            painter.setPen(QPen(color, 1.5));
            painter.setBrush(palette::ground(225));
        }
        painter.drawRoundedRect(label.rect, s.text * 0.3, s.text * 0.3);
        painter.setPen(color.darker(160));
        painter.drawText(label.rect, Qt::AlignCenter, label.text);
    }
    painter.restore();
}

// A small lab at rest: each key's clockwise walk to its owning point, in the owner's colour.
void paintKeyWalks(QPainter& painter, const RingScene& s)
{
    const KeySample& sample = s.snapshot->sample;
    const double line = std::max(2.5, s.text * 0.16);
    for (const RingScene::Walk& walk : s.walks) {
        const double key = sample.position[walk.key] / s.space;
        const double owner = s.snapshot->ringPoints[walk.point].position / s.space;
        paintClockwiseWalk(painter, s, key, owner, s.keyRadius[walk.key], s.shown[s.snapshot->ringPoints[walk.point].owner], line);
    }
}

// A small lab: every key's name next to its dot, in a box edged in its owner's colour.
void paintKeyLabels(QPainter& painter, const RingScene& s)
{
    if (s.keyLabels.empty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(viewFont(s.keyLabelText));
    for (const auto& label : s.keyLabels) {
        const QColor color = s.shown[label.member];
        const QPointF near(std::clamp(label.anchor.x(), label.rect.left(), label.rect.right()),
                           std::clamp(label.anchor.y(), label.rect.top(), label.rect.bottom()));
        painter.setPen(QPen(color, 1.2, Qt::DotLine));
        painter.drawLine(label.anchor, near);
        painter.setPen(QPen(color, 1.5));
        painter.setBrush(palette::ground(235));
        painter.drawRoundedRect(label.rect, s.text * 0.25, s.text * 0.25);
        painter.setPen(palette::current().ink);
        painter.drawText(label.rect, Qt::AlignCenter, label.text);
    }
    painter.restore();
}

}  // namespace

void RingPainter::render(QPainter& painter, const RingScene& scene, const QString& counterText, double progress)
{
    staticLayer_.draw(painter, scene.size, [&](QPainter& layer) { paintStatic(layer, scene, counterText); });
    if (scene.snapshot) {
        // A small lab's walks hold for the keys' owners at rest, not while they move.
        const bool atRest = !scene.snapshot->diff || progress >= 1.0;
        if (atRest)
            paintKeyWalks(painter, scene);
        paintKeys(painter, scene, progress);
        paintPointLabels(painter, scene);
        paintKeyLabels(painter, scene);
    }
}

void paintRingHover(QPainter& painter, const RingScene& s, const RingHit& hit, const QPointF& mouse, const QString& text)
{
    if (hit.kind == RingHit::Kind::None || hit.kind == RingHit::Kind::LegendRow || text.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const LabSnapshot& snap = *s.snapshot;
    const RingCircles& c = s.circles;
    QColor accent = palette::current().ink;
    QPointF marker;
    if (hit.kind == RingHit::Kind::Point) {
        const RingPoint& point = snap.ringPoints[hit.index];
        accent = s.colors[point.owner];
        const auto it = std::find(s.visiblePoints.begin(), s.visiblePoints.end(), hit.index);
        marker = s.pointAt[static_cast<std::size_t>(it - s.visiblePoints.begin())];
        // Outline the arc this point owns.
        const AngleSpan arc = arcEndingAt(s.map, point.position / s.space, ownedFraction(snap.ringPoints, hit.index, hit.index));
        const int steps = std::clamp(static_cast<int>((arc.to - arc.from) / 0.02), 1, 400);
        painter.setPen(QPen(palette::current().ink, 2.0));
        painter.setBrush(accent);
        painter.drawPolygon(annularSector(c.center, c.arcInner, c.arcOuter, arc.from, arc.to, steps));
    } else {
        accent = s.colors[snap.sample.owner[hit.index]];
        marker = s.keyAt[hit.index];
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(palette::current().ink, 2.5));
    painter.drawEllipse(marker, s.dotSize * 1.8, s.dotSize * 1.8);

    const QStringList lines = text.split(QLatin1Char('\n'));
    const QFont headFont = viewFont(s.text, true);
    const QFont lineFont = viewFont(s.text * 0.9);
    const QFontMetricsF headMetrics(headFont);
    const QFontMetricsF lineMetrics(lineFont);
    double width = headMetrics.horizontalAdvance(lines.front());
    for (qsizetype i = 1; i < lines.size(); ++i)
        width = std::max(width, lineMetrics.horizontalAdvance(lines[i]));
    const double pad = s.text * 0.6;
    const double height = headMetrics.height() + static_cast<double>(lines.size() - 1) * lineMetrics.height();
    QRectF box(mouse + QPointF(s.text, s.text), QSizeF(width + 2.0 * pad, height + 2.0 * pad));
    if (box.right() > s.size.width())
        box.moveRight(mouse.x() - s.text);
    if (box.bottom() > s.size.height())
        box.moveBottom(mouse.y() - s.text);
    box.moveLeft(std::max(0.0, box.left()));
    box.moveTop(std::max(0.0, box.top()));
    painter.setPen(QPen(accent, 3.0));
    painter.setBrush(palette::ground(242));
    painter.drawRoundedRect(box, 6.0, 6.0);
    painter.setPen(palette::current().ink);
    double y = box.top() + pad;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QFontMetricsF& metrics = i == 0 ? headMetrics : lineMetrics;
        painter.setFont(i == 0 ? headFont : lineFont);
        painter.drawText(QRectF(box.left() + pad, y, width, metrics.height()), Qt::AlignLeft | Qt::AlignVCenter, lines[i]);
        y += metrics.height();
    }
    painter.restore();
}

}  // namespace ringlab::ui
