// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/LabViewSet.h"

#include "model/LabModel.h"
#include "ui/common/AnimationClock.h"
#include "ui/lab/BucketView.h"
#include "ui/lab/LoadChart.h"
#include "ui/lab/ReplicasSweepChart.h"
#include "ui/lab/RingView.h"

namespace ringlab::ui {

LabViewSet::LabViewSet(AnimationClock* clock, QObject* parent)
    : QObject(parent),
      clock_(clock),
      ring_(new RingView),
      buckets_(new BucketView),
      compareRing_(new RingView),
      compareBuckets_(new BucketView),
      load_(new LoadChart),
      sweep_(new ReplicasSweepChart)
{
    for (LabView* view : std::initializer_list<LabView*>{ring_, buckets_, compareRing_, compareBuckets_})
        view->setAnimationClock(clock_);
}

void LabViewSet::setResult(const LabResult& result, bool animate)
{
    ring_->setSnapshot(result.primary);
    buckets_->setSnapshot(result.primary);
    load_->setSnapshot(result.primary);
    compareRing_->setSnapshot(result.compare);
    compareBuckets_->setSnapshot(result.compare);
    if (result.primary)
        sweep_->setLabSnapshot(*result.primary);
    if (animate && result.primary && result.primary->diff && result.primary->diff->movedKeys > 0)
        clock_->start();
    else
        clock_->skipToEnd();
}

void LabViewSet::clear()
{
    for (LabView* view : std::initializer_list<LabView*>{ring_, buckets_, compareRing_, compareBuckets_})
        view->setSnapshot({});
    load_->setSnapshot({});
    sweep_->setBusy(true);
}

void LabViewSet::setTextScale(double viewScale, double chartScale)
{
    for (LabView* view : std::initializer_list<LabView*>{ring_, buckets_, compareRing_, compareBuckets_})
        view->setTextScale(viewScale);
    load_->setTextScale(chartScale);
    sweep_->setTextScale(chartScale);
}

void LabViewSet::linkHighlights()
{
    for (LabView* view : std::initializer_list<LabView*>{ring_, buckets_, compareRing_, compareBuckets_})
        connect(view, &LabView::memberClicked, this, &LabViewSet::highlight);
}

void LabViewSet::highlight(const QString& id)
{
    for (LabView* view : std::initializer_list<LabView*>{ring_, buckets_, compareRing_, compareBuckets_})
        view->setHighlightedMember(id);
    load_->setHighlightedMember(id);
}

}  // namespace ringlab::ui
