// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

namespace ringlab::ui {

// A member's colour comes from its id alone (a colour-blind-safe palette, indexed by the
// id's number for numbered fleets, else by its hash), so adding or removing a member never
// recolours another.
QColor memberColor(const QString& id);
QColor memberColor(std::string_view id);

}  // namespace ringlab::ui
