#pragma once

#include <QString>

namespace ringlab::ui {

class MainWindow;

// Waits (running the event loop) until the lab has finished computing and the replicas
// chart has its data, at most timeoutMs. Returns false on a time-out.
bool waitUntilSettled(MainWindow& window, int timeoutMs = 120000);

// `ringlab --screenshot FILE.png [--scenario FILE.json]`: renders the main window at
// 1600 × 1000 off-screen with the animation finished and writes the PNG. Returns the exit
// status: 0, or 2 after one line on stderr (a bad scenario, an unwritable file).
int runScreenshot(const QString& pngPath, const QString& scenarioPath);

// `ringlab --screenshot FILE.png --lesson ID --scene N [--lang de]`: renders scene N (from 1)
// of a built-in lesson or a lesson file as the presentation shows it at 1920 × 1080,
// off-screen, after the scene's action has played and the animation has finished, with the
// lesson text in `language`. Returns 0, or 2 after one line on stderr.
int runLessonScreenshot(const QString& pngPath, const QString& lesson, int sceneNumber, const QString& language);

}  // namespace ringlab::ui
