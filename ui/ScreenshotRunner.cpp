#include "ui/ScreenshotRunner.h"

#include "ui/AnimationClock.h"
#include "ui/MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPixmap>
#include <QSaveFile>

#include <cstdio>

namespace ringlab::ui {

bool waitUntilSettled(MainWindow& window, int timeoutMs)
{
    const LabModel& lab = *window.lab();
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs && (lab.busy() || !lab.result().primary || lab.sweepPending()))
        QApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 50);
    return !lab.busy() && lab.result().primary && !lab.sweepPending();
}

int runScreenshot(const QString& pngPath, const QString& scenarioPath)
{
    MainWindow window(false);
    window.resize(1600, 1000);
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
    const QImage image = window.grab().toImage();
    QSaveFile file(pngPath);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        std::fprintf(stderr, "ringlab: cannot write %s: %s\n", qPrintable(pngPath), qPrintable(file.errorString()));
        return 2;
    }
    return 0;
}

}  // namespace ringlab::ui
