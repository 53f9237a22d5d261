// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>
#include <QString>

namespace ringlab::ui {

class MainWindow;

// Waits (running the event loop) until the lab has finished computing and the replicas
// chart has its data, at most timeoutMs. Returns false on a time-out.
bool waitUntilSettled(MainWindow& window, int timeoutMs = 120000);

inline constexpr QSize kLabScreenshotSize{1600, 1000};
inline constexpr QSize kLessonScreenshotSize{1920, 1080};

// `ringlab --screenshot FILE.png [--scenario FILE.json] [--size WxH]`: renders the main
// window at `size` (1600 × 1000 by default) off-screen with the animation finished and writes
// the PNG. Returns the exit status: 0; 1 after one line on stderr when the PNG cannot be written
// (a full disk, a loop of links: the old file stays); 2 after one line for a bad scenario.
int runScreenshot(const QString& pngPath, const QString& scenarioPath, QSize size = kLabScreenshotSize);

// `ringlab --screenshot FILE.png --lesson ID --scene N [--lang de]`: renders scene N (from 1)
// of a built-in lesson or a lesson file as the presentation shows it at `size` (1920 × 1080
// by default), off-screen, after the scene's action has played and the animation has
// finished, with the lesson text in `language`. Returns 0, 1 or 2 as runScreenshot does.
int runLessonScreenshot(const QString& pngPath, const QString& lesson, int sceneNumber, const QString& language,
                        QSize size = kLessonScreenshotSize);

}  // namespace ringlab::ui
