// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/LayerCache.h"
#include "ui/lab/BucketGeometry.h"
#include "ui/lab/LabView.h"

#include <QColor>
#include <QPointer>

#include <memory>
#include <vector>

namespace ringlab {
struct LabSnapshot;
}

namespace ringlab::ui {

class AnimationClock;

// One bucket per member, for every algorithm: a header with the id in its colour, the key
// count and the % of the fair share, and the sampled keys piled up as dots, so the height
// of a pile is the member's load; a dashed line marks the fair share. After a change the
// keys that changed owner fly to their new bucket while the others stay put: a removed
// member's bucket stays as a faded ghost until they have left, an added one opens first.
// A click on a bucket highlights its member (again: none).
class BucketView : public LabView {
    Q_OBJECT

public:
    explicit BucketView(QWidget* parent = nullptr);
    ~BucketView() override;

    void render(QPainter& painter, const QSize& size) const override;
    QString exportTitle() const override;

    // Side by side (compare mode) the two views pile their keys at one scale, so that equal
    // loads stand equally high and the fair-share lines line up. Links both ways; nullptr
    // unlinks.
    void shareScaleWith(BucketView* partner);

    // The sampled keys drawn marked at rest: those whose bucket changed in the last change.
    std::size_t markedMovedKeys() const;
    // How high each member's pile stands at rest, in pixels, in member order: in proportion
    // to its keys (the figure printed above it), not to its share of the drawn sample.
    std::vector<double> pileHeights() const;
    // The lines under the buckets (what a chip's short label stands for, what a dot is).
    QStringList footerLines() const;
    // The colour each member's chip and dots are painted in, in member order.
    std::vector<QColor> memberColors() const;
    // False when the members are too many for a column each at `size` (a column and its gap
    // narrower than kMinColumnPitch pixels): the view then says so instead of drawing
    // columns no one could read.
    static constexpr double kMinColumnPitch = 6.0;
    bool drawsColumns(const QSize& size) const;
    // What the view says instead of its columns; empty when it draws them.
    QString tooManyColumnsText(const QSize& size) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    using Layout = BucketGeometry;
    struct Scene;
    enum class StaticLayer { None, Rest, During };

    // The tallest pile or fair line (in dots of the sample) a snapshot shows, before or after.
    static std::size_t tallestPile(const LabSnapshot& snapshot);
    static Layout layoutAt(const Scene& scene, double progress);

    const Scene& scene(const QSize& size) const;
    void invalidate() override;
    void snapshotChanged(const std::shared_ptr<const LabSnapshot>& previous) override;
    void paintBackground(QPainter& painter, const Scene& scene, const Layout& layout) const;
    void paintKeys(QPainter& painter, const Scene& scene, double progress) const;
    void paintFairLines(QPainter& painter, const Layout& layout) const;

    QPointer<BucketView> scalePartner_;
    mutable std::unique_ptr<Scene> scene_;
    mutable LayerCache staticLayer_;  // everything but the keys
    mutable StaticLayer staticKind_ = StaticLayer::None;  // what staticLayer_ was painted for
};

}  // namespace ringlab::ui
