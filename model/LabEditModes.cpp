// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/LabEditModes.h"

#include <utility>

namespace ringlab {

LabEditModes::Mode LabEditModes::mode() const noexcept
{
    switch (walk_) {
    case Pushing: return Mode::Pushing;
    case Jumping: return Mode::Jumping;
    default: return held_ ? Mode::Holding : Mode::Idle;
    }
}

LabEditModes::Admission LabEditModes::admit(const QString& change, bool keepsKeys) const noexcept
{
    if (!asksFirst_ || change.isNull() || !keepsKeys)
        return Admission::Apply;
    return held_ ? Admission::Refuse : Admission::Hold;
}

void LabEditModes::hold(HeldEdit edit)
{
    held_ = std::move(edit);
}

std::optional<HeldEdit> LabEditModes::release()
{
    return std::exchange(held_, std::nullopt);
}

bool LabEditModes::drop() noexcept
{
    return release().has_value();
}

LabEditModes::Scope::Scope(LabEditModes& modes, Walk walk, const QUndoCommand* step) noexcept
    : modes_(modes), walk_(std::exchange(modes.walk_, walk)), step_(std::exchange(modes.pushed_, step))
{
}

LabEditModes::Scope::~Scope()
{
    modes_.walk_ = walk_;
    modes_.pushed_ = step_;
}

LabEditModes::Scope LabEditModes::push(const QUndoCommand* step) noexcept
{
    return Scope(*this, Pushing, step);
}

LabEditModes::Scope LabEditModes::jump() noexcept
{
    return Scope(*this, Jumping, nullptr);
}

}  // namespace ringlab
