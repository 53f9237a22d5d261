// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LabState.h"

#include <QString>

#include <optional>

class QUndoCommand;

namespace ringlab {

// An edit Ask first holds back until the class has guessed: what LabModel::commit() would
// have pushed.
struct HeldEdit {
    LabState next;
    QString text, change, mergeTarget;
    int mergeKey = -1;
};

// The modes LabModel takes its edits in, and every move between them:
//   Idle     edits are pushed as undo steps, and each state applied is computed;
//   Holding  Ask first holds an edit (heldEdit()) until release() or drop(); another edit the
//            counter would measure is refused meanwhile, and so is a walk through the history;
//   Pushing  commit() pushes an undo step: the step's redo is the edit itself, and the
//            computation waits until commit() knows what the step is measured from; entered
//            from Idle or Holding (an edit not measured, a scenario opened, passes a held
//            one), and left for where it came from;
//   Jumping  goToStep() undoes or redoes several steps: one computation at the end.
// Ask first itself (setAsksFirst) is a setting, not a mode: it decides whether an edit is held.
class LabEditModes {
    enum Walk { None, Pushing, Jumping };

public:
    enum class Mode { Idle, Holding, Pushing, Jumping };
    // What commit() does with an edit.
    enum class Admission { Apply, Hold, Refuse };

    Mode mode() const noexcept;

    void setAsksFirst(bool asks) noexcept { asksFirst_ = asks; }
    bool asksFirst() const noexcept { return asksFirst_; }

    // An edit named `change` (null: not measured) that keeps the keys or not: Hold while Ask
    // first is on and the counter would measure it, Refuse when an edit is held already.
    Admission admit(const QString& change, bool keepsKeys) const noexcept;
    // Idle -> Holding.
    void hold(HeldEdit edit);
    const HeldEdit* heldEdit() const noexcept { return held_ ? &*held_ : nullptr; }
    // Holding -> Idle, with the held edit (none when nothing was held).
    std::optional<HeldEdit> release();
    // Holding -> Idle, the held edit forgotten; false when nothing was held.
    bool drop() noexcept;

    // While one lives the lab is Pushing `step` (or Jumping); its end goes back.
    class Scope {
    public:
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;
        ~Scope();

    private:
        friend class LabEditModes;
        Scope(LabEditModes& modes, Walk walk, const QUndoCommand* step) noexcept;
        LabEditModes& modes_;
        Walk walk_;
        const QUndoCommand* step_;
    };
    [[nodiscard]] Scope push(const QUndoCommand* step) noexcept;
    // Whether a walk through the history may start: not while an edit is held.
    bool mayJump() const noexcept { return !held_; }
    [[nodiscard]] Scope jump() noexcept;

    // The redo being run is `step` being pushed (its first redo: the edit itself).
    bool pushes(const QUndoCommand* step) const noexcept { return walk_ == Pushing && pushed_ == step; }
    // A state applied now is computed at once: not while pushing or jumping.
    bool computesEachState() const noexcept { return walk_ == None; }
    // A state applied now comes from an undo, a redo or a jump: the next edit starts a step of
    // its own.
    bool closesOpenStep() const noexcept { return walk_ != Pushing; }

private:
    bool asksFirst_ = false;
    std::optional<HeldEdit> held_;
    Walk walk_ = None;
    const QUndoCommand* pushed_ = nullptr;
};

}  // namespace ringlab
