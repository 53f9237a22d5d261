// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace ringlab {
struct LabResult;
}

namespace ringlab::ui {

class AnimationClock;
class BucketView;
class LoadChart;
class ReplicasSweepChart;
class RingView;

// The lab's views of one result, on one animation clock: the ring and bucket views of the
// lab's algorithm and of the compare algorithm, the load chart and the replicas chart. The
// lab window and the presentation both show the lab's result through one of these, so that a
// result reaches every view the same way. The views are made without a parent: the window
// that holds the set places them in its layout (and so owns them).
class LabViewSet : public QObject {
    Q_OBJECT

public:
    explicit LabViewSet(AnimationClock* clock, QObject* parent = nullptr);

    RingView* ring() const noexcept { return ring_; }
    BucketView* buckets() const noexcept { return buckets_; }
    RingView* compareRing() const noexcept { return compareRing_; }
    BucketView* compareBuckets() const noexcept { return compareBuckets_; }
    LoadChart* loadChart() const noexcept { return load_; }
    ReplicasSweepChart* sweepChart() const noexcept { return sweep_; }
    AnimationClock* clock() const noexcept { return clock_; }

    // Every view shows `result` (the compare views its compare snapshot, or nothing without
    // one); the clock animates the change when `animate` and it moved keys, else skips to
    // the end.
    void setResult(const LabResult& result, bool animate);
    // No view shows a snapshot, and the replicas chart is veiled, until the next result.
    void clear();
    // The type of the ring and bucket views, and of the charts.
    void setTextScale(double viewScale, double chartScale);
    // A member clicked in any ring or bucket view is highlighted in all of them and the load chart.
    void linkHighlights();

private:
    void highlight(const QString& id);

    AnimationClock* clock_;
    RingView* ring_;
    BucketView* buckets_;
    RingView* compareRing_;
    BucketView* compareBuckets_;
    LoadChart* load_;
    ReplicasSweepChart* sweep_;
};

}  // namespace ringlab::ui
