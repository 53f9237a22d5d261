// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/PendingMovement.h"

namespace ringlab {

void PendingMovement::add(const QString& change)
{
    if (change.isNull())
        unmeasured = true;
    else
        changes << change;
}

std::optional<std::string> PendingMovement::name(const QString& separator) const
{
    if (unmeasured)
        return std::nullopt;
    return changes.join(separator).toStdString();
}

void PendingMovement::renameSince(qsizetype count, const QString& change)
{
    changes.resize(count);
    changes << change;
}

}  // namespace ringlab
