// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/ViewExport.h"

#include <QPointer>
#include <QWidget>

#include <memory>

namespace ringlab {
struct LabSnapshot;
}

namespace ringlab::ui {

class AnimationClock;

// What the ring and bucket views share: the snapshot they show, the animation clock they
// follow, the highlighted member, and the click that chooses it.
class LabView : public QWidget, public ExportableView {
    Q_OBJECT

public:
    void setSnapshot(std::shared_ptr<const LabSnapshot> snapshot);
    const std::shared_ptr<const LabSnapshot>& snapshot() const noexcept { return snapshot_; }
    // Repaints on every tick; without a clock the view shows the end state.
    void setAnimationClock(AnimationClock* clock);
    // Enlarges every text of the view (1 = as sized for its pixels).
    void setTextScale(double scale);
    double textScale() const noexcept { return textScale_; }
    // The body text's pixel size at the view's size and scale; labels are at least 0.75 of it,
    // headline figures 1.1.
    double textPixelSize() const;
    // Empty: no member highlighted.
    void setHighlightedMember(const QString& id);
    QString highlightedMember() const { return highlighted_; }

    // The counter in the caption band, as painted now: the movement after a change (without
    // figures while the keys are still moving), otherwise the population.
    QString counterText() const;

    QSize exportSize() const override { return size(); }
    QSize sizeHint() const override { return {960, 720}; }
    QSize minimumSizeHint() const override { return {320, 320}; }

signals:
    // A member was clicked: its id, empty for "none".
    void memberClicked(const QString& id);

protected:
    explicit LabView(QWidget* parent);

    // The movement's progress: 1 (the end state) without a clock or without a movement.
    double progress() const;
    bool animating() const { return progress() < 1.0; }
    bool event(QEvent* event) override;
    // QEvent::LanguageChange: the captions and labels, which are painted from the snapshot,
    // are laid out again in the new language (invalidate()).
    void changeEvent(QEvent* event) override;
    // Drops cached layers and repaints.
    virtual void invalidate() = 0;
    // Called with the new snapshot in place, before invalidate().
    virtual void snapshotChanged(const std::shared_ptr<const LabSnapshot>& previous);

    std::shared_ptr<const LabSnapshot> snapshot_;
    QPointer<AnimationClock> clock_;
    QString highlighted_;
    double textScale_ = 1.0;
};

}  // namespace ringlab::ui
