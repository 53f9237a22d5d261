// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPaintEngine>
#include <QPainter>
#include <QPixmap>

#include <functional>

namespace ringlab::ui {

// What a view paints that stands still between frames (buckets, the ring's arcs and ticks),
// kept as one picture per size and device pixel ratio and painted again only when marked
// stale. Only raster devices use it: an SVG export gets the vector drawing.
class LayerCache {
public:
    void invalidate() noexcept { valid_ = false; }

    // Draws the layer at the painter's origin, painting it first with `paint` when stale or
    // when `size` or the pixel ratio changed; on other devices calls `paint(painter)` directly.
    void draw(QPainter& painter, const QSize& size, const std::function<void(QPainter&)>& paint)
    {
        if (!painter.paintEngine() || painter.paintEngine()->type() != QPaintEngine::Raster) {
            paint(painter);
            return;
        }
        const qreal ratio = painter.device()->devicePixelRatioF();
        if (pixmap_.size() != size * ratio || pixmap_.devicePixelRatio() != ratio) {
            pixmap_ = QPixmap(size * ratio);
            pixmap_.setDevicePixelRatio(ratio);
            valid_ = false;
        }
        if (!valid_) {
            QPainter layer(&pixmap_);
            layer.setRenderHint(QPainter::Antialiasing);
            layer.setRenderHint(QPainter::TextAntialiasing);
            paint(layer);
            valid_ = true;
        }
        painter.drawPixmap(QPointF(0.0, 0.0), pixmap_);
    }

private:
    QPixmap pixmap_;
    bool valid_ = false;
};

}  // namespace ringlab::ui
