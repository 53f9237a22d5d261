// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/ScreenshotRunner.h"

#include "model/LessonFile.h"
#include "model/UserFiles.h"
#include "ui/common/AnimationClock.h"
#include "ui/window/MainWindow.h"
#include "ui/lesson/PresentationWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPixmap>

#include <cstdio>
#include <functional>

namespace ringlab::ui {

namespace {

// Runs the event loop until `done` holds or timeoutMs pass; returns `done`.
bool waitFor(const std::function<bool()>& done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs && !done())
        QApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 50);
    return done();
}

// As every program of RingLab: 1 for a file that could not be written, 2 for bad input.
constexpr int kFailedWriteStatus = 1;

int savePng(const QImage& image, const QString& pngPath)
{
    if (const QString problem = savePngAtomically(image, pngPath); !problem.isEmpty()) {
        std::fprintf(stderr, "ringlab: %s\n", qPrintable(problem));
        return kFailedWriteStatus;
    }
    return 0;
}

}  // namespace

bool waitUntilSettled(MainWindow& window, int timeoutMs)
{
    const LabModel& lab = *window.lab();
    return waitFor([&lab] { return !lab.busy() && lab.result().primary && !lab.sweepPending(); }, timeoutMs);
}

int runScreenshot(const QString& pngPath, const QString& scenarioPath, QSize size)
{
    MainWindow window(false);
    window.resize(size);
    if (!scenarioPath.isEmpty()) {
        if (const QString problem = window.openScenario(scenarioPath); !problem.isEmpty()) {
            std::fprintf(stderr, "ringlab: %s\n", qPrintable(problem));
            return 2;
        }
    }
    window.show();
    if (!waitUntilSettled(window)) {
        std::fprintf(stderr, "ringlab: the lab did not finish computing in time\n");
        return 2;
    }
    window.animationClock()->skipToEnd();
    QApplication::processEvents();
    return savePng(window.grab().toImage(), pngPath);
}

int runLessonScreenshot(const QString& pngPath, const QString& lessonName, int sceneNumber, const QString& language,
                        QSize size)
{
    auto loaded = loadLesson(lessonName);
    if (const auto* problem = std::get_if<QString>(&loaded)) {
        std::fprintf(stderr, "ringlab: %s\n", qPrintable(*problem));
        return 2;
    }
    Lesson& lesson = std::get<Lesson>(loaded);
    const int scenes = static_cast<int>(lesson.scenes.size());
    if (sceneNumber < 1 || sceneNumber > scenes) {
        std::fprintf(stderr, "ringlab: the lesson \"%s\" has scenes 1 to %d, not %d\n", qPrintable(lesson.id), scenes,
                     sceneNumber);
        return 2;
    }
    LabModel lab;
    PresentationWindow presentation(&lab);
    presentation.resize(size);
    presentation.setActionDelay(0);
    presentation.show();
    presentation.setLesson(std::move(lesson), language);
    presentation.showScene(sceneNumber - 1);
    // A scene with a question: RINGLAB_LESSON_GUESS=ask shows the question; a number (the
    // slider) or a letter (a choice) is the class's guess, revealed; without it the scene is
    // revealed with no guess.
    const QByteArray guess = qgetenv("RINGLAB_LESSON_GUESS");
    if (waitFor([&presentation] { return presentation.settled() || presentation.asking(); }, 120000) &&
        presentation.asking()) {
        if (guess == "ask") {
            QApplication::processEvents();
            return savePng(presentation.grab().toImage(), pngPath);
        }
        if (guess.size() == 1 && guess.at(0) >= 'A' && guess.at(0) <= 'E')
            presentation.setGuessChoice(guess.at(0) - 'A');
        else if (bool number = false; !guess.isEmpty() && (guess.toDouble(&number), number))
            presentation.setGuess(guess.toDouble());
        presentation.reveal();
    }
    if (!waitFor([&presentation] { return presentation.settled(); }, 120000)) {
        std::fprintf(stderr, "ringlab: the lesson's lab did not finish computing in time\n");
        return 2;
    }
    presentation.animationClock()->skipToEnd();
    QApplication::processEvents();
    return savePng(presentation.grab().toImage(), pngPath);
}

}  // namespace ringlab::ui
