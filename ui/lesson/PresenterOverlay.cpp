// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/PresenterOverlay.h"

#include "ui/common/Palette.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>
#include <array>

namespace ringlab::ui {

namespace {

// Bright, and unlike the node colours of the views: magenta, a strong green, a vivid blue.
constexpr std::array<QRgb, PresenterOverlay::kPenColourCount> kPenColours{0xffe6007e, 0xff00b84a, 0xff1463ff};
constexpr QRgb kPointerColour = 0xffff1a1a;
// The trail behind the pointer, and the pointer itself once the mouse rests.
constexpr qint64 kTrailMs = 350;
constexpr qint64 kRestBeforeFadeMs = 1500;
constexpr qint64 kFadeMs = 600;
constexpr int kFrameMs = 16;

}  // namespace

PresenterOverlay::PresenterOverlay(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("PresenterOverlay"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    sinceStart_.start();
    fadeTimer_.setInterval(kFrameMs);
    connect(&fadeTimer_, &QTimer::timeout, this, [this] {
        const qint64 now = sinceStart_.elapsed();
        std::erase_if(trail_, [now](const TrailPoint& p) { return now - p.ms > kTrailMs; });
        if (now - lastMoveMs_ > kRestBeforeFadeMs + kFadeMs) {
            pointerShown_ = false;
            if (trail_.empty())
                fadeTimer_.stop();
        }
        update();
    });
}

QColor PresenterOverlay::penColour(int index)
{
    return QColor::fromRgba(kPenColours[static_cast<std::size_t>(std::clamp(index, 0, kPenColourCount - 1))]);
}

QColor PresenterOverlay::pointerColour()
{
    return QColor::fromRgba(kPointerColour);
}

void PresenterOverlay::setTool(Tool tool)
{
    if (tool == tool_)
        return;
    tool_ = tool;
    drawing_ = false;
    pointerShown_ = false;
    trail_.clear();
    fadeTimer_.stop();
    // Only with a tool on does the layer take the mouse; otherwise the views get it as before.
    setAttribute(Qt::WA_TransparentForMouseEvents, tool_ == Tool::None);
    setMouseTracking(tool_ == Tool::Pointer);
    if (tool_ == Tool::Pen)
        setCursor(Qt::CrossCursor);
    else if (tool_ == Tool::Pointer)
        setCursor(Qt::BlankCursor);
    else
        unsetCursor();
    if (tool_ == Tool::Pointer) {
        // The dot appears where the mouse is, without waiting for it to move.
        if (const QPointF at = mapFromGlobal(QCursor::pos()); rect().contains(at.toPoint()))
            movePointer(at);
    }
    update();
    emit toolChanged(tool_);
}

void PresenterOverlay::setPenColourIndex(int index)
{
    penColour_ = std::clamp(index, 0, kPenColourCount - 1);
}

void PresenterOverlay::clear()
{
    drawing_ = false;
    if (strokes_.empty())
        return;
    strokes_.clear();
    update();
}

QPointF PresenterOverlay::fraction(QPointF position) const
{
    return {position.x() / std::max(1, width()), position.y() / std::max(1, height())};
}

QPointF PresenterOverlay::pixels(QPointF fraction) const
{
    return {fraction.x() * width(), fraction.y() * height()};
}

double PresenterOverlay::penWidth() const
{
    // 7 px at 1080 lines: a line the back row sees.
    return std::max(4.0, height() / 155.0);
}

void PresenterOverlay::mousePressEvent(QMouseEvent* event)
{
    event->accept();
    if (tool_ == Tool::Pen && event->button() == Qt::LeftButton) {
        drawing_ = true;
        strokes_.push_back({penColour(penColour_), {fraction(event->position())}});
        update();
    } else if (tool_ == Tool::Pointer) {
        movePointer(event->position());
    }
}

void PresenterOverlay::mouseMoveEvent(QMouseEvent* event)
{
    event->accept();
    if (tool_ == Tool::Pen && drawing_ && !strokes_.empty()) {
        strokes_.back().points.push_back(fraction(event->position()));
        update();
    } else if (tool_ == Tool::Pointer) {
        movePointer(event->position());
    }
}

void PresenterOverlay::mouseReleaseEvent(QMouseEvent* event)
{
    event->accept();
    drawing_ = false;
}

void PresenterOverlay::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    if (tool_ == Tool::Pointer) {
        pointerShown_ = false;
        trail_.clear();
        update();
    }
}

void PresenterOverlay::movePointer(QPointF position)
{
    pointer_ = position;
    pointerShown_ = true;
    lastMoveMs_ = sinceStart_.elapsed();
    trail_.push_back({position, lastMoveMs_});
    if (!fadeTimer_.isActive())
        fadeTimer_.start();
    update();
}

void PresenterOverlay::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintStrokes(painter);
    if (tool_ == Tool::Pointer)
        paintPointer(painter);
}

void PresenterOverlay::paintStrokes(QPainter& painter) const
{
    const double width = penWidth();
    for (const Stroke& stroke : strokes_) {
        QPainterPath path(pixels(stroke.points.front()));
        for (std::size_t i = 1; i < stroke.points.size(); ++i)
            path.lineTo(pixels(stroke.points[i]));
        if (stroke.points.size() == 1)
            path.lineTo(pixels(stroke.points.front()) + QPointF(0.01, 0.0));  // a dot for a tap
        // A halo of the ground under the colour: the stroke reads on full bars as on the empty page.
        QColor halo = palette::current().background;
        halo.setAlpha(200);
        painter.setPen(QPen(halo, width * 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(path);
        painter.setPen(QPen(stroke.colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(path);
    }
}

void PresenterOverlay::paintPointer(QPainter& painter)
{
    const qint64 now = sinceStart_.elapsed();
    const double radius = std::max(9.0, height() / 70.0);
    const QColor red = pointerColour();
    // The trail: smaller and fainter the older it is.
    for (std::size_t i = 1; i < trail_.size(); ++i) {
        const double age = std::clamp(static_cast<double>(now - trail_[i].ms) / kTrailMs, 0.0, 1.0);
        QColor colour = red;
        colour.setAlphaF(static_cast<float>(0.55 * (1.0 - age)));
        painter.setPen(QPen(colour, radius * (1.0 - 0.6 * age), Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(trail_[i - 1].at, trail_[i].at);
    }
    if (!pointerShown_)
        return;
    const qint64 resting = now - lastMoveMs_ - kRestBeforeFadeMs;
    const double opacity = resting <= 0 ? 1.0 : std::max(0.0, 1.0 - static_cast<double>(resting) / kFadeMs);
    painter.setOpacity(opacity);
    // A glow, then the dot with a rim of the ground.
    QRadialGradient glow(pointer_, radius * 2.6);
    QColor inner = red;
    inner.setAlpha(150);
    QColor outer = red;
    outer.setAlpha(0);
    glow.setColorAt(0.0, inner);
    glow.setColorAt(1.0, outer);
    painter.setPen(Qt::NoPen);
    painter.setBrush(glow);
    painter.drawEllipse(pointer_, radius * 2.6, radius * 2.6);
    painter.setBrush(red);
    painter.setPen(QPen(palette::current().background, std::max(2.0, radius / 4.0)));
    painter.drawEllipse(pointer_, radius, radius);
    painter.setOpacity(1.0);
}

}  // namespace ringlab::ui
