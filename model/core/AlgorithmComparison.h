// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One change of membership under every algorithm: the article's comparison table (keys moved,
// the least that must move, balance, lookup time), for the user's own fleet and keys.
#include "model/core/KeySet.h"
#include "model/core/Placement.h"
#include "model/core/RunControl.h"
#include "model/core/ValidationError.h"

#include <optional>
#include <string>
#include <vector>

namespace ringlab {

struct AlgorithmComparisonRow {
    Algorithm algorithm = Algorithm::Ring;
    std::string keyHash = {};  // the hash the placement looks keys up with ("md5-ketama", …)
    // The change's keys moved and the least any placement must move, as fractions of the keys;
    // nullopt without a change to measure.
    std::optional<double> movedFraction = {};
    std::optional<double> leastFraction = {};
    // The load after the change (of the members as they are now).
    double peakOfFair = 0.0;
    double minOfFair = 0.0;
    double relativeStdDev = 0.0;
    double lookupNs = 0.0;  // hash and owner, best of a few rounds over the first keys
    // Why this algorithm cannot take the fleet (then nothing else is set).
    std::optional<ValidationError> refusal = {};
};

// Keys a lookup timing runs over (the first of the set), and its rounds.
inline constexpr std::size_t kComparisonTimedKeys = 100'000;
inline constexpr int kComparisonTimedRounds = 3;

// For every algorithm in allAlgorithms() order: `config` with that algorithm (the lab's hash,
// replicas and client settings), `before` → `after` measured on `keys` (withMembers, as the
// lab changes a placement). An empty `before` measures no change, only the balance of `after`.
// A refused algorithm (ValidationError) gets its message and the others go on. Throws
// ComputationCancelled when `control` is cancelled.
std::vector<AlgorithmComparisonRow> compareAlgorithms(const PlacementConfig& config, const std::vector<Member>& before,
                                                const std::vector<Member>& after, const KeySet& keys,
                                                const RunControl& control = {});

}  // namespace ringlab
