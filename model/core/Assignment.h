// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/KeySet.h"
#include "model/core/Placement.h"
#include "model/core/RunControl.h"

#include <span>
#include <vector>

namespace ringlab {

// The owner of every key of a key set under one placement.
struct Assignment {
    std::vector<Member> members;
    std::vector<MemberIndex> owners;  // owners[key index] indexes members

    std::vector<std::size_t> keysPerMember() const;
};

// Runs on all hardware threads; the result equals the single-threaded one.
Assignment assignKeys(const Placement& placement, const KeySet& keys);
Assignment assignHashes(const Placement& placement, std::span<const KeyHash> keyHashes);
// The same in slices of 2^20 keys: `control` hears the fraction assigned after each slice and
// cancels between them (ComputationCancelled).
Assignment assignHashes(const Placement& placement, std::span<const KeyHash> keyHashes,
                        const RunControl& control);

}  // namespace ringlab
