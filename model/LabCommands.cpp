// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/LabCommands.h"

#include "model/LabModel.h"

namespace ringlab {

ChangeLabStateCommand::ChangeLabStateCommand(LabStepTarget* target, LabState before, LabState after,
                                             const QString& text, QString change, MergeKey mergeKey,
                                             QString mergeTarget)
    : QUndoCommand(text),
      target_(target),
      before_(std::move(before)),
      after_(std::move(after)),
      change_(std::move(change)),
      mergeKey_(mergeKey),
      mergeTarget_(std::move(mergeTarget))
{
}

void ChangeLabStateCommand::undo()
{
    target_->applyState(before_, change_.isNull() ? QString() : LabModel::tr("undoing “%1”").arg(text()));
}

void ChangeLabStateCommand::redo()
{
    if (change_.isNull() || target_->pushes(this))
        target_->applyState(after_, change_);
    else
        target_->applyState(after_, LabModel::tr("redoing “%1”").arg(text()));
}

bool ChangeLabStateCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = dynamic_cast<const ChangeLabStateCommand*>(other);
    if (!next || next->mergeKey_ != mergeKey_ || next->mergeTarget_ != mergeTarget_ || !target_->extendsStep(this))
        return false;
    after_ = next->after_;
    change_ = next->change_;
    setText(next->text());
    // A drag that ends where it started leaves nothing to undo.
    if (after_ == before_)
        setObsolete(true);
    return true;
}

}  // namespace ringlab
