// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/AnimationClock.h"

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

namespace {
constexpr int kBaseDurationMs = 1800;
}

AnimationClock::AnimationClock(QObject* parent) : QObject(parent)
{
    timer_.setInterval(16);
    timer_.setTimerType(Qt::PreciseTimer);
    connect(&timer_, &QTimer::timeout, this, &AnimationClock::advance);
}

int AnimationClock::durationMs() const noexcept
{
    return static_cast<int>(kBaseDurationMs / speed_ * (slowMotion_ ? kSlowMotionFactor : 1.0));
}

void AnimationClock::start()
{
    progress_ = 0.0;
    progressAtResume_ = 0.0;
    elapsed_.start();
    if (!paused_)
        timer_.start();
    emit tick(progress_);
}

void AnimationClock::setPaused(bool paused)
{
    if (paused == paused_)
        return;
    paused_ = paused;
    if (paused) {
        timer_.stop();
    } else if (progress_ < 1.0) {
        progressAtResume_ = progress_;
        elapsed_.start();
        timer_.start();
    }
    emit pausedChanged(paused_);
}

void AnimationClock::skipToEnd()
{
    timer_.stop();
    progress_ = 1.0;
    emit tick(progress_);
    emit finished();
}

void AnimationClock::seek(double progress)
{
    timer_.stop();
    progress_ = std::clamp(progress, 0.0, 1.0);
    progressAtResume_ = progress_;
    emit tick(progress_);
}

void AnimationClock::setSpeed(double speed)
{
    speed = std::clamp(speed, 0.25, 4.0);
    if (speed == speed_)
        return;
    restartElapsed();
    speed_ = speed;
    emit speedChanged(speed_);
}

void AnimationClock::setSlowMotion(bool slowMotion)
{
    if (slowMotion == slowMotion_)
        return;
    restartElapsed();
    slowMotion_ = slowMotion;
    emit slowMotionChanged(slowMotion_);
}

void AnimationClock::restartElapsed()
{
    // Keep the current progress; only the rest runs at the new duration.
    progressAtResume_ = progress_;
    elapsed_.start();
}

void AnimationClock::advance()
{
    progress_ = std::min(1.0, progressAtResume_ + static_cast<double>(elapsed_.elapsed()) / durationMs());
    emit tick(progress_);
    if (progress_ >= 1.0) {
        timer_.stop();
        emit finished();
    }
}

double easeInOut(double t) noexcept
{
    t = std::clamp(t, 0.0, 1.0);
    return t * t * (3.0 - 2.0 * t);
}

}  // namespace ringlab::ui
