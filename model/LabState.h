// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"

#include <QString>

#include <optional>
#include <vector>

namespace ringlab {

// Where the lab's keys come from: a pattern ("session:user:{i}", i < count) or a file.
struct KeySpec {
    QString pattern = QStringLiteral("session:user:{i}");
    qint64 count = 1'000'000;
    QString file;  // when set, keys are the file's lines and pattern/count are unused

    friend bool operator==(const KeySpec&, const KeySpec&) = default;
};

// From one key: a dozen keys is the small ring of the first lesson scenes, every key labelled
// (issue 14, "the clockwise rule, small").
inline constexpr qint64 kMinLabKeys = 1;
inline constexpr qint64 kMaxLabKeys = 10'000'000;

// Everything a user sets in the lab; what a scenario file stores and an undo step restores.
struct LabState {
    std::vector<Member> members;
    PlacementConfig config;
    KeySpec keys;
    std::optional<Algorithm> compareAlgorithm;  // compare mode: a second algorithm, same change

    friend bool operator==(const LabState&, const LabState&) = default;
};

}  // namespace ringlab
