// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/LabSnapshot.h"

#include <memory>

namespace ringlab {

// What one recomputation yields: the lab's snapshot and, in compare mode, the same change
// under the compare algorithm.
struct LabResult {
    std::shared_ptr<const LabSnapshot> primary;
    std::shared_ptr<const LabSnapshot> compare;
};

}  // namespace ringlab
