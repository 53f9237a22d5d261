#pragma once

#include "ui/LabView.h"

#include <QColor>
#include <QPixmap>

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

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    struct Layout;
    struct ColumnLoad;
    struct Scene;
    enum class StaticLayer { None, Rest, During };

    static Layout makeLayout(const QRectF& area, double text, const std::vector<ColumnLoad>& loads,
                             double largestPitch, double headroom);
    static Layout layoutAt(const Scene& scene, double progress);

    const Scene& scene(const QSize& size) const;
    void invalidate() override;
    void paintBackground(QPainter& painter, const Scene& scene, const Layout& layout) const;
    void paintKeys(QPainter& painter, const Scene& scene, double progress) const;
    void paintFairLines(QPainter& painter, const Layout& layout) const;

    mutable std::unique_ptr<Scene> scene_;
    mutable QPixmap staticLayer_;  // everything but the keys, for raster devices
    mutable StaticLayer staticKind_ = StaticLayer::None;  // what staticLayer_ holds
};

}  // namespace ringlab::ui
