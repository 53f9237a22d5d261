// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

class QPainter;

namespace ringlab::ui {

struct RingScene;

// A traced key as the ring view marks it (the Trace panel hands these over): where the key
// is and where its owning point is, in the view's key space (a drawn hash position, or a slot).
struct TraceMark {
    QString label;                        // "session:user:42 → cache-03"
    double position = 0.0;                // the key
    std::optional<double> ownerPosition;  // the point that owns it (rings only)
    int owner = -1;                       // member index: the marker is filled in its colour
    bool current = false;                 // the one selected in the panel: drawn in the accent colour
};

// The clockwise walk from `key` to `owner` (fractions of the key space) on the circle of
// `radius`, over the visible arc: a thick arc in `color` on a white halo, a stroke from it up
// to the owning point's tick and an arrow head where it reaches the point's angle. The trace
// marks and a small lab's keys (RingScene::small) draw their walks with it.
void paintClockwiseWalk(QPainter& painter, const RingScene& scene, double key, double owner, double radius,
                        const QColor& color, double line);

// Paints every mark on the visible arc over the scene: a ringed marker at the key, the
// clockwise walk to its owning point as a thick arc ending in an arrow at that point, the point
// ringed, and the label in a box inside the ring. Returns the labels' boxes (for the tests).
std::vector<QRectF> paintTraceMarks(QPainter& painter, const RingScene& scene, const std::vector<TraceMark>& marks);

}  // namespace ringlab::ui
