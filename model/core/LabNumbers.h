// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/LabSnapshot.h"

#include <string>

namespace ringlab {

// The lab's numbers as CSV (RFC 4180 quoting where a field needs it, '.' decimals, LF line
// ends), in sections parted by an empty line:
//
//   node,weight,points,key_space_percent,keys,percent_of_fair[,owns_effective_percent]
//     a row per member, the node table's figures: ring points (tokens) where the placement
//     has a ring, else empty; the exact key-space share where the placement defines it, else
//     empty; Cassandra adds "Owns (effective)"
//   change,total_keys,moved_keys,moved_percent,least_keys,least_percent,ideal_percent
//     after a measured change (the snapshot's AssignmentDiff) only: one row
//   from,to,keys,percent_of_keys
//     after a measured change only: the flows from → to, largest first
//
// Percentages with four decimals, weights with up to six significant digits.
std::string labNumbersCsv(const LabSnapshot& snapshot);

}  // namespace ringlab
