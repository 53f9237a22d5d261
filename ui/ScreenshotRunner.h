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

}  // namespace ringlab::ui
