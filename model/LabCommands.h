// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LabState.h"

#include <QUndoCommand>

namespace ringlab {

// What a lab's undo step acts on: LabModel, or a test's recorder.
class LabStepTarget {
public:
    // Sets the state without validation or a new undo step; `change` names it for the counter
    // ("adding cache-09"), a null string: no change to measure.
    virtual void applyState(const LabState& state, const QString& change) = 0;
    // Whether the edits being made now may merge into undo step `step`.
    virtual bool extendsStep(const QUndoCommand* step) const noexcept = 0;
    // Whether `step` is being pushed now: the redo QUndoStack::push runs is the edit itself,
    // any later one the user's redo.
    virtual bool pushes(const QUndoCommand* step) const noexcept = 0;

protected:
    ~LabStepTarget() = default;
};

// Every edit of the lab is one of these: it stores the whole state before and after (a few
// members and settings), so undo restores the previous state exactly. Edits that share a
// merge key (the same slider, the same member's weight) merge into one step while the target
// still extends it (LabModel::extendsStep: nothing was undone or redone in between).
class ChangeLabStateCommand : public QUndoCommand {
public:
    enum MergeKey { NoMerge = -1, ReplicasSlider = 1, WeightEdit, KeyCountEdit };

    // `change` names the edit for the counter ("adding cache-09"), null when it is no change to
    // measure; undo and redo are named after the undo text.
    ChangeLabStateCommand(LabStepTarget* target, LabState before, LabState after, const QString& text,
                          QString change, MergeKey mergeKey = NoMerge, QString mergeTarget = {});

    void undo() override;
    void redo() override;
    int id() const override { return mergeKey_; }
    bool mergeWith(const QUndoCommand* other) override;
    // The states on either side of the step and its name for the counter (exporting the
    // timeline's steps replays them on a lab of its own).
    const LabState& before() const noexcept { return before_; }
    const LabState& after() const noexcept { return after_; }
    const QString& change() const noexcept { return change_; }

private:
    LabStepTarget* target_;
    LabState before_;
    LabState after_;
    QString change_;
    MergeKey mergeKey_;
    QString mergeTarget_;  // e.g. the member whose weight is edited
};

}  // namespace ringlab
