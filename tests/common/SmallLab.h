// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A window whose lab answers quickly: for the tests that need a lab, not the default one of a
// million keys.
#pragma once

#include "ui/window/MainWindow.h"
#include "ui/window/ScreenshotRunner.h"

namespace ringlab::tests {

// Replaces the window's lab by cache-01 … cache-08 over 100,000 keys, as if it had opened that
// way (no undo step), and waits until it is computed, its replicas sweep too; false when the
// lab refused the state or did not settle in time.
[[nodiscard]] inline bool useSmallLab(ui::MainWindow& window)
{
    LabState state;
    state.members = numberedMembers("cache-", 8);
    state.keys.count = 100000;
    if (!window.lab()->replaceState(state, "small").isEmpty())
        return false;
    window.lab()->undoStack()->clear();
    return ui::waitUntilSettled(window);
}

}  // namespace ringlab::tests
