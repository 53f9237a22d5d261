// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace ringlab {
class LabModel;
}

namespace ringlab::ui {

class AnimationClock;
class TimelineStrip;

// The lab's undo history made visible under the views: step 0 is where the history starts,
// step i the state after the i-th change. Clicking or dragging along the strip goes to that
// step (the views animate there from what they show); Back and Forward go one change, Replay
// plays the last movement again, Slow motion plays every movement four times as slowly. An
// edit made at an earlier step forks the future: the later steps go, as with undo. While Ask
// first holds a change, the timeline waits for it.
class TimelineBar : public QWidget {
    Q_OBJECT

public:
    TimelineBar(LabModel* lab, AnimationClock* clock, QWidget* parent = nullptr);

    // Steps 0 … stepCount() - 1.
    int stepCount() const;
    int currentStep() const;
    // What step `step` is: "Start" for step 0, else the change's undo text.
    QString stepText(int step) const;
    // Where step `step`'s dot is drawn, in the bar's own coordinates.
    QPoint stepCenter(int step) const;
    // Goes to `step` (clamped), as a click on it does.
    void goToStep(int step);
    // The type scale of the views (View > Larger text).
    void setTextScale(double scale);

    QToolButton* backButton() const noexcept { return back_; }
    QToolButton* forwardButton() const noexcept { return forward_; }
    QToolButton* replayButton() const noexcept { return replay_; }
    QToolButton* slowMotionButton() const noexcept { return slowMotion_; }
    // "Step 3 of 7: Add cache-09", as shown beside the buttons.
    QLabel* positionLabel() const noexcept { return position_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    // The buttons' texts and the position in the language installed.
    void retranslateUi();
    void refresh();

    LabModel* lab_;
    AnimationClock* clock_;
    QToolButton* back_ = nullptr;
    QToolButton* forward_ = nullptr;
    QToolButton* replay_ = nullptr;
    QToolButton* slowMotion_ = nullptr;
    QLabel* position_ = nullptr;
    TimelineStrip* strip_ = nullptr;
};

}  // namespace ringlab::ui
