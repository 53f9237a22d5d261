// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/ring/RingTraceOverlay.h"

#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"
#include "ui/lab/ring/RingScene.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

namespace {

// An arc on the circle of `radius` from angle `from` to `to` (clockwise from the top).
QPainterPath arcPath(const QPointF& center, double radius, double from, double to)
{
    QPainterPath path;
    const int steps = std::clamp(static_cast<int>((to - from) / 0.01), 1, 2000);
    path.moveTo(polar(center, radius, from));
    for (int i = 1; i <= steps; ++i)
        path.lineTo(polar(center, radius, from + (to - from) * i / steps));
    return path;
}

}  // namespace

void paintClockwiseWalk(QPainter& painter, const RingScene& s, double key, double owner, double radius,
                        const QColor& color, double line)
{
    const RingCircles& c = s.circles;
    const QColor halo = palette::ground(230);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double length = wrapUnit(owner - key);
    for (const AngleSpan& span : visibleSpans(s.map, s.map.offset(key), length)) {
        const QPainterPath path = arcPath(c.center, radius, span.from, span.to);
        painter.strokePath(path, QPen(halo, line + 4.0, Qt::SolidLine, Qt::FlatCap));
        painter.strokePath(path, QPen(color, line, Qt::SolidLine, Qt::FlatCap));
    }
    if (s.map.visible(owner)) {
        const double angle = s.map.angle(owner);
        // From the walk up to the point's tick, and an arrow head.
        const QPointF at = polar(c.center, radius, angle);
        painter.setPen(QPen(color, line, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(at, polar(c.center, c.pointOuter, angle));
        const double head = line * 3.2;
        // Clockwise tangent at `angle` (angles grow clockwise from the top).
        const QPointF tangent(std::cos(angle), std::sin(angle));
        const QPointF normal(-tangent.y(), tangent.x());
        const QPolygonF arrow{at, at - tangent * head + normal * head * 0.55, at - tangent * head - normal * head * 0.55};
        painter.setPen(QPen(halo, 2.0));
        painter.setBrush(color);
        painter.drawPolygon(arrow);
    }
    painter.restore();
}

std::vector<QRectF> paintTraceMarks(QPainter& painter, const RingScene& s, const std::vector<TraceMark>& marks)
{
    std::vector<QRectF> boxes;
    if (marks.empty())
        return boxes;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const RingCircles& c = s.circles;
    const double walkRadius = (c.dotOuter + c.arcInner) / 2.0;
    const double line = std::max(3.0, s.text * 0.22);
    const QColor ink = palette::current().ink;
    const QColor accent = palette::current().accentOrange;
    const QColor halo = palette::ground(230);
    const QFont font = viewFont(s.text * 1.05, true);
    const QFontMetricsF metrics(font);
    std::vector<QRectF> occupied;

    // The current mark last, on top.
    std::vector<const TraceMark*> order;
    for (const TraceMark& mark : marks)
        if (!mark.current)
            order.push_back(&mark);
    for (const TraceMark& mark : marks)
        if (mark.current)
            order.push_back(&mark);

    for (const TraceMark* mark : order) {
        const QColor color = mark->current ? accent : ink;
        const double key = wrapUnit(mark->position / s.space);
        const bool keyVisible = s.map.visible(key);
        // The walk: clockwise from the key to its owning point, the point ringed.
        if (mark->ownerPosition) {
            const double owner = wrapUnit(*mark->ownerPosition / s.space);
            paintClockwiseWalk(painter, s, key, owner, walkRadius, color, line);
            if (s.map.visible(owner)) {
                painter.setPen(QPen(color, line, Qt::SolidLine, Qt::RoundCap));
                painter.setBrush(Qt::NoBrush);
                painter.drawEllipse(polar(c.center, c.radius, s.map.angle(owner)), line * 2.2, line * 2.2);
            }
        }
        if (!keyVisible)
            continue;
        const double angle = s.map.angle(key);
        // The key: a dot in its owner's colour, ringed.
        const QPointF at = polar(c.center, walkRadius, angle);
        const double r = std::max(6.0, s.text * 0.42);
        painter.setPen(QPen(halo, line + 4.0));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(at, r, r);
        painter.setPen(QPen(color, line));
        painter.setBrush(mark->owner >= 0 && static_cast<std::size_t>(mark->owner) < s.colors.size()
                             ? s.colors[static_cast<std::size_t>(mark->owner)]
                             : palette::current().background);
        painter.drawEllipse(at, r, r);

        // The label inside the ring, beside the key, clear of the other labels.
        const double pad = s.text * 0.35;
        const QSizeF size(metrics.horizontalAdvance(mark->label) + 2.0 * pad, metrics.height() + pad);
        std::optional<QRectF> box = labelInsideCircle(c.center, walkRadius - r - line, s.text * 0.3, angle, size, occupied);
        if (!box)
            box = radialTextRect(c.center, angle, c.labelRadius, true, size);
        // Inside the view, however near its edge the key lies.
        box->moveLeft(std::clamp(box->left(), 0.0, std::max(0.0, s.size.width() - box->width())));
        box->moveTop(std::clamp(box->top(), 0.0, std::max(0.0, s.size.height() - box->height())));
        occupied.push_back(*box);
        boxes.push_back(*box);
        painter.setPen(QPen(color, 2.0));
        painter.setBrush(palette::ground(240));
        painter.drawRoundedRect(*box, 5.0, 5.0);
        painter.setFont(font);
        painter.setPen(ink);
        painter.drawText(*box, Qt::AlignCenter, mark->label);
    }
    painter.restore();
    return boxes;
}

}  // namespace ringlab::ui
