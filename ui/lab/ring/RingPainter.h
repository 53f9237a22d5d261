// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/LayerCache.h"
#include "ui/lab/ring/RingGeometry.h"

#include <QString>

class QPainter;

namespace ringlab::ui {

struct RingScene;

// Paints a laid-out ring scene: the caption band, the arcs each member owns, the scale, the
// ring points' ticks, the circle, the text in the middle and the legend (together the static
// layer), then the key dots and, after a change, their trails at the animation's progress,
// and the labels of the ring points. On raster devices the static layer is kept as a pixmap,
// so that an animation frame only draws the keys.
class RingPainter {
public:
    // `counterText`: the caption band's counter as it reads now. `progress`: of the movement
    // after a change, 1 at its end.
    void render(QPainter& painter, const RingScene& scene, const QString& counterText, double progress);
    // The scene changed: the static layer is painted again on the next render.
    void invalidate() noexcept { staticLayer_.invalidate(); }

private:
    LayerCache staticLayer_;
};

// What the mouse is over, drawn on top: a ring point's arc outlined or a key ringed, and
// `text` in a box beside `mouse` (its first line in bold).
void paintRingHover(QPainter& painter, const RingScene& scene, const RingHit& hit, const QPointF& mouse,
                    const QString& text);

}  // namespace ringlab::ui
