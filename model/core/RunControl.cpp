// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/RunControl.h"

namespace ringlab {

RunControl RunControl::watched(std::function<void(double)> observer,
                               const std::atomic<bool>* alsoCancelledBy)
{
    RunControl control;
    control.shared_ = std::make_shared<Shared>();
    control.shared_->observer = std::move(observer);
    control.shared_->alsoCancelledBy = alsoCancelledBy;
    return control;
}

void RunControl::report(double fraction) const
{
    if (!shared_)
        return;
    const double whole = from_ + (to_ - from_) * fraction;
    shared_->progress.store(whole, std::memory_order_relaxed);
    if (shared_->observer)
        shared_->observer(whole);
}

RunControl RunControl::part(double from, double to) const
{
    RunControl part = *this;
    part.from_ = from_ + (to_ - from_) * from;
    part.to_ = from_ + (to_ - from_) * to;
    return part;
}

}  // namespace ringlab
