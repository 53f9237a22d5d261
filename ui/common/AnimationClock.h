// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace ringlab::ui {

// The one clock every view animates by. A movement runs from progress 0 (old state) to 1
// (new state); views read progress() in their paint routine and interpolate, so thousands
// of keys cost one timer. Editing never waits for it: a new movement simply restarts it.
class AnimationClock : public QObject {
    Q_OBJECT

public:
    explicit AnimationClock(QObject* parent = nullptr);

    double progress() const noexcept { return progress_; }
    bool running() const noexcept { return timer_.isActive(); }
    bool paused() const noexcept { return paused_; }
    // 1.0 = the default duration; 0.25 … 4.
    double speed() const noexcept { return speed_; }
    // Slow motion: every movement takes kSlowMotionFactor times as long, at any speed.
    static constexpr double kSlowMotionFactor = 4.0;
    bool slowMotion() const noexcept { return slowMotion_; }
    int durationMs() const noexcept;

public slots:
    void start();            // from progress 0
    void setPaused(bool paused);
    void skipToEnd();        // progress 1 at once
    // Stops the clock at `progress` (clamped to 0 … 1) and repaints the views there: frame
    // export renders a movement at fixed steps this way, without waiting for real time.
    void seek(double progress);
    void setSpeed(double speed);
    void setSlowMotion(bool slowMotion);

signals:
    void tick(double progress);  // every frame while running, and once at 1
    void finished();
    void speedChanged(double speed);
    void pausedChanged(bool paused);
    void slowMotionChanged(bool slowMotion);

private:
    void advance();
    // From here on, the movement runs at the current duration.
    void restartElapsed();

    QTimer timer_;
    QElapsedTimer elapsed_;
    double progress_ = 1.0;
    double progressAtResume_ = 0.0;
    double speed_ = 1.0;
    bool paused_ = false;
    bool slowMotion_ = false;
};

// Smooth start and stop for positions; colours may use progress directly.
double easeInOut(double t) noexcept;

}  // namespace ringlab::ui
