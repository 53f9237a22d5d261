// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <exception>
#include <functional>
#include <memory>

namespace ringlab {

// Thrown by a long computation that was asked to stop (RunControl::cancel).
class ComputationCancelled : public std::exception {
public:
    const char* what() const noexcept override { return "computation cancelled"; }
};

// The one cancel-and-progress token of every long computation (the lab's snapshot and replicas
// sweep, the experiments, the simulations, the avalanche test). A cheap handle: copies share one
// run. The computation calls checkpoint(fraction) on the thread that runs it; whoever started
// it cancels from any thread and reads progress() or gets it through the observer.
class RunControl {
public:
    // A run nobody watches or stops: every call is a no-op.
    RunControl() = default;
    // `observer` (may be empty) gets each fraction reported, on the computation's thread. The run
    // also counts as cancelled while `*alsoCancelledBy` is true (a flag a signal handler sets).
    static RunControl watched(std::function<void(double)> observer = {},
                              const std::atomic<bool>* alsoCancelledBy = nullptr);

    // Asks the run to stop at its next checkpoint.
    void cancel() const noexcept
    {
        if (shared_)
            shared_->cancelled.store(true, std::memory_order_relaxed);
    }
    bool cancelled() const noexcept
    {
        return shared_ && (shared_->cancelled.load(std::memory_order_relaxed) ||
                           (shared_->alsoCancelledBy &&
                            shared_->alsoCancelledBy->load(std::memory_order_relaxed)));
    }
    // Throws ComputationCancelled when the run was cancelled.
    void throwIfCancelled() const
    {
        if (cancelled())
            throw ComputationCancelled();
    }
    // Reports `fraction` (0 … 1 of this part), then throws when the run was cancelled.
    void checkpoint(double fraction) const
    {
        report(fraction);
        throwIfCancelled();
    }
    // Reports `fraction` without a cancellation point.
    void report(double fraction) const;
    // The last fraction reported for the whole run, 0 … 1.
    double progress() const noexcept
    {
        return shared_ ? shared_->progress.load(std::memory_order_relaxed) : 0.0;
    }
    // The same run, whose fractions 0 … 1 cover [from, to] of this one (a run in stages).
    RunControl part(double from, double to) const;

private:
    struct Shared {
        std::atomic<bool> cancelled{false};
        std::atomic<double> progress{0.0};
        std::function<void(double)> observer;
        const std::atomic<bool>* alsoCancelledBy = nullptr;
    };
    std::shared_ptr<Shared> shared_;
    double from_ = 0.0;
    double to_ = 1.0;
};

}  // namespace ringlab
