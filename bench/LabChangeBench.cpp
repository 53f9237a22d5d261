// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// From a membership change to the first animated frame, with 1,000,000 keys: the time a
// teacher waits between clicking "Add node" and seeing keys start to move.
// Prints figures; not a test (see docs/performance.md).
#include "ui/common/AnimationClock.h"
#include "ui/window/MainWindow.h"
#include "ui/lab/RingView.h"
#include "ui/window/ScreenshotRunner.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace ringlab;

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    ui::MainWindow window(false);
    window.resize(1600, 1000);
    window.show();
    if (!ui::waitUntilSettled(window)) {
        std::fprintf(stderr, "the lab did not settle\n");
        return 1;
    }
    std::printf("keys: %zu, members: %zu, view: %dx%d\n", window.lab()->keys().size(),
                window.lab()->members().size(), window.ringView()->width(), window.ringView()->height());

    QImage frame(window.ringView()->size(), QImage::Format_ARGB32_Premultiplied);
    std::vector<double> toResult;
    std::vector<double> toFrame;
    for (int round = 0; round < 10; ++round) {
        QElapsedTimer timer;
        timer.start();
        const QString problem = round % 2 == 0 ? window.lab()->addMember(QStringLiteral("cache-09"))
                                               : window.lab()->removeMember(QStringLiteral("cache-09"));
        if (!problem.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(problem));
            return 1;
        }
        while (window.lab()->busy())
            QApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 5);
        toResult.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        // The first animated frame: the view paints the movement at its first tick.
        {
            QPainter painter(&frame);
            window.ringView()->render(painter, frame.size());
        }
        toFrame.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        window.animationClock()->skipToEnd();
    }
    const auto report = [](const char* what, std::vector<double> values) {
        std::sort(values.begin(), values.end());
        std::printf("%s: median %.1f ms, best %.1f ms, worst %.1f ms\n", what, values[values.size() / 2],
                    values.front(), values.back());
    };
    report("change -> result ready", toResult);
    report("change -> first animated frame painted", toFrame);
    return 0;
}
