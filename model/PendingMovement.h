// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LabResult.h"

#include <QStringList>

#include <optional>
#include <string>

namespace ringlab {

// The movement the lab's next result will show: the changes made since the last result, and
// the result they are measured from.
struct PendingMovement {
    // Named changes in the order they were made ("adding cache-09", "removing cache-02").
    QStringList changes;
    // One change not to measure (a null name: a scenario opened, other keys) makes the whole
    // movement unmeasured.
    bool unmeasured = false;
    // What the changes are measured from when it is not the last result: the result before an
    // undo step that edits still merge into (a slider drag whose values in between were
    // computed and shown).
    std::optional<LabResult> base;

    // Adds one change, named as LabModel::applyState() takes it.
    void add(const QString& change);
    // The result the movement is measured from, given the lab's last one.
    LabResult measuredFrom(const LabResult& lastResult) const { return base.value_or(lastResult); }
    // What the counter calls the movement ("adding cache-09, then removing cache-02" with
    // separator ", then "); none when it is not measured.
    std::optional<std::string> name(const QString& separator) const;
    // Keeps the first `count` changes and names what follows them `change` instead (a walk
    // through the undo history named for where it goes).
    void renameSince(qsizetype count, const QString& change);
};

}  // namespace ringlab
