// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lab window with a large fleet: 100, 1,000, 10,000 and 65,535 members (ring at the
// default replicas, and modulo), 1,000,000 keys, off-screen at 1600 × 1000. For each: the
// wall time from opening the fleet (one replaceState, as opening a scenario does) to the
// first full paint of the window, the time until the replicas sweep has arrived too, the
// peak RSS of the process, and the time of one more membership change (add a node; remove one
// from a fleet of kMaxMembers) until the window is painted again. Every fleet runs in a process of its own, so that each peak RSS is
// its own. Prints figures; not a test (see docs/performance.md).
//
// Usage: ringlab-bench-largefleet                 all fleets, one child process each
//        ringlab-bench-largefleet MEMBERS ALGORITHM   one fleet (ring or modulo)
#include "model/core/Membership.h"
#include "ui/common/AnimationClock.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QImage>
#include <QPixmap>
#include <QProcess>
#include <QTimer>

#include <sys/resource.h>

#include <cstdio>
#include <functional>

using namespace ringlab;

namespace {

constexpr QSize kWindowSize(1600, 1000);
constexpr int kTimeoutMs = 600000;

// Runs the event loop as the application does, asleep between events, until `done` holds.
// (QApplication::processEvents(flags, ms) does not wait for events: a loop around it would
// take a core from the computation it waits for.)
bool waitFor(const std::function<bool()>& done)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < kTimeoutMs && !done()) {
        QEventLoop loop;
        QTimer::singleShot(5, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return done();
}

double peakRssMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

double millisecondsSince(const QElapsedTimer& timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

// Waits for the lab's result (noting when it arrived in `resultAt`), finishes the animation
// and paints the whole window.
bool paintWhenReady(ui::MainWindow& window, const QElapsedTimer& timer, double& resultAt)
{
    LabModel& lab = *window.lab();
    if (!waitFor([&lab] { return !lab.busy() && lab.result().primary; }))
        return false;
    resultAt = millisecondsSince(timer);
    window.animationClock()->skipToEnd();
    QApplication::processEvents();
    const QImage frame = window.grab().toImage();
    return !frame.isNull();
}

int runFleet(std::size_t memberCount, Algorithm algorithm)
{
    ui::MainWindow window(false);
    window.resize(kWindowSize);
    window.show();
    LabModel& lab = *window.lab();
    if (!waitFor([&lab] { return !lab.busy() && lab.result().primary && !lab.sweepPending(); })) {
        std::fprintf(stderr, "the default lab did not settle\n");
        return 1;
    }
    const double rssBefore = peakRssMegabytes();

    LabState state = lab.state();
    state.members = numberedMembers("cache-", memberCount, 5);
    state.config.algorithm = algorithm;
    QElapsedTimer timer;
    timer.start();
    if (const QString problem = lab.replaceState(state, QStringLiteral("large fleet")); !problem.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(problem));
        return 1;
    }
    double openResult = 0.0;
    if (!paintWhenReady(window, timer, openResult)) {
        std::fprintf(stderr, "the fleet did not open in time\n");
        return 1;
    }
    const double toFirstPaint = millisecondsSince(timer);
    if (!waitFor([&lab] { return !lab.sweepPending(); })) {
        std::fprintf(stderr, "the replicas sweep did not finish in time\n");
        return 1;
    }
    QApplication::processEvents();
    (void)window.grab();
    const double toSweep = millisecondsSince(timer);
    const double rssOpened = peakRssMegabytes();

    // One more node; a fleet at the limit of kMaxMembers loses its last one instead.
    const bool full = memberCount == kMaxMembers;
    timer.restart();
    const QString problem = full ? lab.removeMember(QString::fromStdString(state.members.back().id))
                                 : lab.addMember(QStringLiteral("added-node"));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(problem));
        return 1;
    }
    double changeResult = 0.0;
    if (!paintWhenReady(window, timer, changeResult)) {
        std::fprintf(stderr, "the change did not finish in time\n");
        return 1;
    }
    const double change = millisecondsSince(timer);

    std::printf("| %zu | %s | %.0f ms | %.0f ms | %.0f ms | %.0f MB | %.0f ms | %.0f ms%s | %.0f MB |\n",
                memberCount, algorithm == Algorithm::Ring ? "ring" : "modulo", openResult, toFirstPaint, toSweep,
                rssOpened, changeResult, change, full ? " (remove)" : "", std::max(rssBefore, peakRssMegabytes()));
    return 0;
}

}  // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList arguments = QApplication::arguments();
    if (arguments.size() == 3) {
        bool valid = false;
        const qulonglong members = arguments[1].toULongLong(&valid);
        if (!valid || members == 0 || members > kMaxMembers ||
            (arguments[2] != QLatin1String("ring") && arguments[2] != QLatin1String("modulo"))) {
            std::fprintf(stderr, "usage: %s [MEMBERS ring|modulo]\n", argv[0]);
            return 2;
        }
        return runFleet(members, arguments[2] == QLatin1String("ring") ? Algorithm::Ring : Algorithm::Modulo);
    }
    if (arguments.size() != 1) {
        std::fprintf(stderr, "usage: %s [MEMBERS ring|modulo]\n", argv[0]);
        return 2;
    }

    std::printf("window %dx%d, 1,000,000 keys; peak RSS from getrusage(ru_maxrss)\n\n", kWindowSize.width(),
                kWindowSize.height());
    std::printf("| members | algorithm | open → result | → first full paint | → replicas sweep shown | "
                "peak RSS opened | add a node → result | → painted | peak RSS after |\n");
    std::printf("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    std::fflush(stdout);
    int status = 0;
    for (const int members : {100, 1000, 10000, 65535}) {
        for (const char* algorithm : {"ring", "modulo"}) {
            QProcess child;
            child.setProcessChannelMode(QProcess::ForwardedChannels);
            child.start(QApplication::applicationFilePath(),
                        {QString::number(members), QString::fromLatin1(algorithm)});
            if (!child.waitForFinished(-1) || child.exitCode() != 0) {
                std::printf("| %d | %s | failed (exit %d) | | | | | | |\n", members, algorithm, child.exitCode());
                status = 1;
            }
            std::fflush(stdout);
        }
    }
    return status;
}
