#include "model/LabCommands.h"

#include "model/LabModel.h"

namespace ringlab {

ChangeLabStateCommand::ChangeLabStateCommand(LabModel* model, LabState before, LabState after,
                                             const QString& text, MergeKey mergeKey,
                                             QString mergeTarget)
    : QUndoCommand(text),
      model_(model),
      before_(std::move(before)),
      after_(std::move(after)),
      mergeKey_(mergeKey),
      mergeTarget_(std::move(mergeTarget))
{
}

void ChangeLabStateCommand::undo()
{
    model_->applyState(before_);
}

void ChangeLabStateCommand::redo()
{
    model_->applyState(after_);
}

bool ChangeLabStateCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = dynamic_cast<const ChangeLabStateCommand*>(other);
    if (!next || next->mergeKey_ != mergeKey_ || next->mergeTarget_ != mergeTarget_)
        return false;
    after_ = next->after_;
    setText(next->text());
    // A drag that ends where it started leaves nothing to undo.
    if (after_ == before_)
        setObsolete(true);
    return true;
}

}  // namespace ringlab
