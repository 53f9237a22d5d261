// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a change of membership does under one placement rule, measured apart from the lab: the
// keys it moves (what the experiments measure and the lab sets Maglev's movement against) and
// the entries of Maglev's lookup table that change owner (what the ring view marks).
#include "model/core/AssignmentDiff.h"
#include "model/core/KeySet.h"
#include "model/core/LoadStatistics.h"
#include "model/core/RunControl.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace ringlab {

class MaglevPlacement;

// A change of membership measured: the keys that moved, and the load after it.
struct MeasuredChange {
    AssignmentDiff diff;
    LoadStatistics after;
    std::shared_ptr<const Placement> placementAfter;
};

// The keys of `keys` that move when the members `before` become `after` under `config`: the
// placement built for `before`, then copied with `after` (withMembers, so the directory
// rebalances its table), every key assigned under both and the two compared. Throws
// ValidationError when the config or either membership is refused, ComputationCancelled when
// `control` is cancelled (it hears the fraction done).
MeasuredChange measureMembershipChange(const PlacementConfig& config, std::vector<Member> before,
                                       std::vector<Member> after, const KeySet& keys,
                                       const RunControl& control = {});
// Only the keys that move.
AssignmentDiff diffMembershipChange(const PlacementConfig& config, std::vector<Member> before,
                                    std::vector<Member> after, const KeySet& keys,
                                    const RunControl& control = {});

// The entries of two Maglev lookup tables whose owner differs, ascending. Owners are compared
// by member id, so a member that stays keeps its entries however the list is renumbered.
// nullopt when the tables differ in size: entry i is then another slot of the key space.
std::optional<std::vector<std::uint32_t>> changedTableEntries(const MaglevPlacement& before,
                                                              const MaglevPlacement& after);

// A moved share over another placement's for the same change (Maglev's over the ring's: 1.64
// when Maglev moves 1.64 times as many keys); nullopt when either is unknown or the reference
// moves nothing.
std::optional<double> movedOverReference(std::optional<double> moved, std::optional<double> referenceMoved);

}  // namespace ringlab
