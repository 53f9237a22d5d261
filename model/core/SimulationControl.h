// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/LabSnapshot.h"  // ComputationCancelled

#include <atomic>
#include <functional>

namespace ringlab {

// Progress and cancellation for the simulations (FailoverSimulation, VersionSkew, HotKeys,
// MigrationPlan, EcommerceScenario). Every run function calls `progress` on the thread that
// runs it and throws ComputationCancelled soon after `*cancelled` becomes true.
struct SimulationControl {
    std::function<void(double)> progress;           // fraction done, 0 … 1
    const std::atomic<bool>* cancelled = nullptr;   // set from any thread to stop the run

    // Reports `fraction`, then throws ComputationCancelled when the run was cancelled.
    void checkpoint(double fraction) const
    {
        if (progress)
            progress(fraction);
        if (cancelled && cancelled->load(std::memory_order_relaxed))
            throw ComputationCancelled();
    }
};

}  // namespace ringlab
