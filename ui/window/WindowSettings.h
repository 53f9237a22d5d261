// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/SessionOption.h"

#include <QByteArray>
#include <QString>

namespace ringlab::ui::settings {

// What the main window remembers between runs (a MainWindow made with rememberSettings).
inline const SessionOption<QByteArray> windowGeometry{"window/geometry"};
inline const SessionOption<QByteArray> windowState{"window/state"};
inline const SessionOption<double> animationSpeed{"animation/speed", 1.0};
inline const SessionOption<double> viewTextScale{"view/textScale", 1.0};
inline const SessionOption<QString> theme{"view/theme"};     // palette::themeKey
inline const SessionOption<QString> lastScenario{"scenario/last"};  // a path; empty for none

}  // namespace ringlab::ui::settings
