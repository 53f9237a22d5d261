// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the window's loaders end to end. A scenario or a lesson file is opened the way
// File > Open (`--scenario`) and File > Open lesson (`--lesson FILE`) open it, into a real
// MainWindow (QT_QPA_PLATFORM=offscreen, one QApplication and one window for the process), and
// rendered off-screen: the window with its views, then every view and chart of it again at a
// squeezed size; a lesson's first two scenes with the views they name, questions revealed. A
// refused file is a message, and the lab stays as it was.
//
// The input: the first byte's lowest bit chooses a lesson (0, e.g. 'L') or a scenario (1,
// e.g. 'S'), its next two bits the window's size ('L' and 'S': 1280 × 720); the rest is the
// file. The keys are capped (ringlab::fuzz::kCappedKeys) in the file before it is written, where it is JSON:
// what the fuzzer searches is the loading and the drawing, not the engine's speed over a
// million keys.

#include "fuzz/CappedKeys.h"
#include "fuzz/FuzzCheck.h"
#include "model/LabModel.h"
#include "ui/common/AnimationClock.h"
#include "ui/common/ViewExport.h"
#include "ui/explorer/HashExplorer.h"
#include "ui/lesson/PresentationWindow.h"
#include "ui/window/MainWindow.h"
#include "ui/window/ScreenshotRunner.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QTemporaryDir>
#include <QUndoStack>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>

using namespace ringlab;
using namespace ringlab::ui;
using ringlab::fuzz::require;

namespace {

constexpr std::size_t kAvalancheInputs = 500;
// Scenes shown of a lesson, from the first: each is a lab computed and drawn (the seeds hold
// the built-in lessons two scenes at a time).
constexpr int kMaxScenesShown = 2;
constexpr int kSettleMs = 30'000;
constexpr std::array kWindowSizes = {QSize(640, 400), QSize(1280, 720), QSize(1280, 720), QSize(1920, 1080)};
// Every view and chart is drawn once more squeezed, as a crowded layout may leave it.
constexpr std::array kSqueezedSizes = {QSize(1, 1), QSize(57, 31)};

struct Harness {
    Harness()
    {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
        window = std::make_unique<MainWindow>(false);
        require(dir.isValid(), "no temporary directory");
        // A small lab to start from, so that the first input does not wait for a million keys.
        LabState small;
        small.members = numberedMembers("cache-", 8);
        small.keys.count = ringlab::fuzz::kCappedKeys;
        require(window->lab()->replaceState(small, QStringLiteral("small")).isEmpty(), "the small lab was refused");
        window->show();
        require(waitUntilSettled(*window), "the small lab did not settle");
        window->grab();  // the fonts and caches of the first paint, before any input is timed
    }

    int argc = 1;
    char name[14] = "window_loader";
    char* argv[2] = {name, nullptr};
    std::unique_ptr<QApplication> app;
    std::unique_ptr<MainWindow> window;
    QTemporaryDir dir;
};

// Made once and never taken down: at exit Qt's own globals may be gone before the window
// (a crash in ~QWindow); only the temporary directory goes.
Harness* instance = nullptr;

Harness& harness()
{
    if (!instance) {
        instance = new Harness;
        std::atexit([] { instance->dir.remove(); });
    }
    return *instance;
}

bool waitFor(const std::function<bool()>& done)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < kSettleMs && !done())
        QApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 20);
    return done();
}

// Paints a widget as the window system would (its layout done first), and then every view
// and chart inside it at the squeezed sizes.
void render(QWidget& widget)
{
    QApplication::processEvents();
    const QImage image = widget.grab().toImage();
    require(image.size() == widget.size() || widget.size().isEmpty(), "a grab of the wrong size");
    for (const QWidget* child : widget.findChildren<const QWidget*>()) {
        const auto* view = dynamic_cast<const ExportableView*>(child);
        if (!view || !child->isVisible())
            continue;
        for (const QSize& size : kSqueezedSizes) {
            QImage squeezed(size, QImage::Format_ARGB32_Premultiplied);
            QPainter painter(&squeezed);
            view->render(painter, size);
        }
    }
}

void openScenario(MainWindow& window, const QString& path)
{
    LabModel& lab = *window.lab();
    const LabState before = lab.state();
    if (const QString problem = window.openScenario(path); !problem.isEmpty()) {
        require(lab.state() == before, "a refused scenario changed the lab");
        return;
    }
    if (waitUntilSettled(window, kSettleMs)) {
        window.animationClock()->skipToEnd();
        render(window);
    }
}

void presentLesson(MainWindow& window, const QString& path, QSize size)
{
    LabModel& lab = *window.lab();
    const LabState before = lab.state();
    if (const QString problem = window.presentLesson(path); !problem.isEmpty()) {
        require(lab.state() == before, "a refused lesson changed the lab");
        require(window.presentation() == nullptr, "a refused lesson is presented");
        return;
    }
    PresentationWindow* presentation = window.presentation();
    require(presentation != nullptr, "an accepted lesson is not presented");
    presentation->setActionDelay(0);
    // The avalanche maps over 300,000 inputs take seconds; a few hundred draw the same maps.
    if (auto* avalanche = presentation->findChild<AvalanchePanel*>()) {
        AvalancheInputSpec inputs = avalanche->inputs();
        inputs.count = kAvalancheInputs;
        avalanche->setInputs(inputs);
    }
    presentation->showNormal();
    presentation->resize(size);
    for (int index = 0; index < std::min(presentation->sceneCount(), kMaxScenesShown); ++index) {
        presentation->showScene(index);
        if (!waitFor([presentation] { return presentation->settled() || presentation->asking(); }))
            continue;
        if (presentation->asking()) {
            render(*presentation);
            presentation->reveal();
            if (!waitFor([presentation] { return presentation->settled(); }))
                continue;
        }
        presentation->animationClock()->skipToEnd();
        render(*presentation);
    }
    presentation->close();  // deleted later
    QApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    require(window.presentation() == nullptr, "a closed presentation is still there");
}

}  // namespace

// fontconfig, under Qt's first font lookups, keeps allocations it no longer points to (the
// system library's, not RingLab's): LeakSanitizer would report them on the first input.
extern "C" const char* __lsan_default_suppressions()
{
    return "leak:libfontconfig.so\n";
}

// libFuzzer calls it once before the first input: the window is made outside any unit's time.
extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    harness();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    Harness& h = harness();
    const bool lesson = (data[0] & 1u) == 0;
    const QSize windowSize = kWindowSizes[(data[0] >> 1) & 3u];
    const QByteArray bytes(reinterpret_cast<const char*>(data + 1), static_cast<qsizetype>(size - 1));
    const QString path = h.dir.filePath(QStringLiteral("fuzz.json"));
    {
        QFile file(path);
        require(file.open(QIODevice::WriteOnly | QIODevice::Truncate), "cannot write the input file");
        const QByteArray written = ringlab::fuzz::withCappedKeys(bytes, lesson);
        require(file.write(written) == written.size(), "cannot write the input file");
    }
    try {
        h.window->resize(windowSize);
        if (lesson)
            presentLesson(*h.window, path, windowSize);
        else
            openScenario(*h.window, path);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "exception: %s\n", error.what());
        ringlab::fuzz::fail("an exception escaped loading or rendering");
    }
    // Nothing of one input stays for the next but the lab it left.
    h.window->lab()->undoStack()->clear();
    return 0;
}
