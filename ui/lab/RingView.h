// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lab/LabView.h"
#include "ui/lab/ring/RingGeometry.h"
#include "ui/lab/ring/RingPainter.h"
#include "ui/lab/ring/RingTraceOverlay.h"

#include <QColor>

#include <memory>
#include <vector>

namespace ringlab {
struct LabSnapshot;
}

namespace ringlab::ui {

class AnimationClock;
struct RingScene;

// The hash ring, 0 … 2³²−1 clockwise from the top: every virtual node as a radial tick in its
// member's colour, the arcs each member owns as coloured bands inside the circle, the sampled
// keys as dots at their hash, a legend and a caption band. After a change, keys that changed
// owner recolour and trail clockwise to their new point while the animation clock runs.
// The legend stands beside the ring in wide views and under it, as a grid, in narrow or
// square ones (compare mode); the text in the middle is fitted inside the keys' band.
//
// Mouse: hover names a ring point or key; a click highlights a member (again: none); the
// wheel zooms into the arc under the cursor, a drag pans it, a double-click shows the whole
// ring again. Other algorithms have no ring: their keys are drawn at their hash (the
// directory: at their slot) with the owner's colour.
//
// The widget keeps the state (snapshot, zoom, hover) and handles the mouse; a RingScene lays
// a frame out (ring/RingScene), a RingPainter paints it (ring/RingPainter).
class RingView : public LabView {
    Q_OBJECT

public:
    explicit RingView(QWidget* parent = nullptr);
    ~RingView() override;

    // The visible arc as fractions of the key space: `start` in [0, 1) (wrapping), `length`
    // in (0, 1]; 1 shows the whole ring with 0 at the top.
    void setVisibleArc(double start, double length);
    void resetZoom();
    double visibleArcStart() const noexcept { return viewStart_; }
    double visibleArcLength() const noexcept { return viewLength_; }

    // What the hover overlay shows (empty when the mouse is over nothing).
    QString hoverText() const { return hoverText_; }
    // How much of the ring-point ticks each member's colour takes, by member, at the view's
    // size: where points are denser than pixels, its share of the one-a-pixel band.
    std::vector<double> tickShares() const;
    // How much of the owned-arcs band each member's colour takes as painted at the view's size,
    // by member: sampled at 7,200 angles along the middle of the band.
    std::vector<double> bandShares() const;
    // Maglev after a change: the table entries on the visible arc that the marks outside the
    // band stand for (the changed ones), and the entries on it; 0 and 0 without marks.
    std::size_t markedTableEntries() const;
    std::size_t visibleTableEntries() const;
    // Which of the table entries whose middle is on the visible arc are marked, read from the
    // painted pixels: at each such entry's middle angle, halfway across the marker ring. For
    // the tests, at zooms where an entry is wide enough for a mark of its own.
    std::vector<std::uint32_t> markedEntriesAsPainted() const;
    // The sampled keys drawn marked at rest: the visible ones whose owner changed in the last
    // change (RingScene::movedMarks).
    std::size_t markedMovedKeys() const;
    // The legend's line on the marks ("marked: 1,004 of 65,537 slots changed owner"), empty
    // without marks.
    QString markLegendText() const;
    // The frame as laid out at the view's size: a small lab's labels and walks (RingScene::small),
    // for the tests.
    const RingScene& layout() const { return scene(size()); }
    // Traced keys (the Trace panel's), marked over the ring with the walk to their owners.
    void setTraceMarks(std::vector<TraceMark> marks);
    const std::vector<TraceMark>& traceMarks() const noexcept { return traceMarks_; }
    // Where the trace marks' labels are painted at the view's size (for the tests).
    std::vector<QRectF> traceLabelBoxes() const;
    // Members whose live server is down (killed, stopped, died: the Live panel's): their arcs,
    // points and keys greyed, a cross on their legend swatch and "dead" for their share.
    void setDeadMembers(const QStringList& ids);
    const QStringList& deadMembers() const noexcept { return deadMembers_; }

signals:
    // A key dot was clicked: the key.
    void keyClicked(const QString& key);

public:
    void render(QPainter& painter, const QSize& size) const override;
    QString exportTitle() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    const RingScene& scene(const QSize& size) const;
    void invalidate() override;
    void snapshotChanged(const std::shared_ptr<const LabSnapshot>& previous) override;
    QString describe(const RingHit& hit) const;
    void updateHover(const QPointF& position);
    double fractionAt(const QPointF& position) const;
    static double keySpaceOf(const PlacementConfig& config);
    double smallestArc() const;

    std::vector<QColor> colors_;          // by member index
    std::vector<QColor> previousColors_;  // by previous member index
    double keySpace_ = kHashSpace;  // 2³², or the directory's slot count
    double previousKeySpace_ = kHashSpace;

    double viewStart_ = 0.0;
    double viewLength_ = 1.0;

    RingHit hover_;
    QPointF hoverPosition_;
    QString hoverText_;
    QPointF pressPosition_;
    double dragAnchor_ = 0.0;  // fraction of the key space held under the cursor while panning
    bool dragging_ = false;
    bool clickPending_ = false;  // the left button went down and has not dragged

    std::vector<TraceMark> traceMarks_;
    QStringList deadMembers_;
    mutable std::unique_ptr<RingScene> scene_;
    mutable RingPainter painter_;
};

}  // namespace ringlab::ui
