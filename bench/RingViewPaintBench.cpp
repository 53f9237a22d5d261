// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Paint time of one RingView / BucketView frame at 1600×1000 on the raster engine: 12
// members × 500 replicas (6,000 ring points) and 5,000 sampled keys, with the static layer
// cold (first frame after a new snapshot) and warm, at rest and halfway through the
// animation after a membership change. Prints figures; not a test (see docs/performance.md).
#include "model/core/LabSnapshot.h"
#include "ui/common/AnimationClock.h"
#include "ui/lab/BucketView.h"
#include "ui/lab/RingView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

using namespace ringlab;

namespace {

constexpr QSize kFrameSize(1600, 1000);
constexpr int kColdFrames = 40;
constexpr int kWarmFrames = 300;

struct Figures {
    double median = 0.0;
    double best = 0.0;
};

Figures summarize(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.front()};
}

double paintOnce(const ui::ExportableView& view, QImage& frame)
{
    QElapsedTimer timer;
    timer.start();
    {
        QPainter painter(&frame);
        view.render(painter, kFrameSize);
    }
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

// Cold: a new snapshot before every frame drops the cached static layer.
template <class View>
Figures coldFrames(View& view, const std::shared_ptr<const LabSnapshot>& snapshot, QImage& frame)
{
    std::vector<double> ms;
    for (int i = 0; i < kColdFrames; ++i) {
        view.setSnapshot(snapshot);
        ms.push_back(paintOnce(view, frame));
    }
    return summarize(std::move(ms));
}

template <class View>
Figures warmFrames(View& view, QImage& frame)
{
    paintOnce(view, frame);
    std::vector<double> ms;
    for (int i = 0; i < kWarmFrames; ++i)
        ms.push_back(paintOnce(view, frame));
    return summarize(std::move(ms));
}

void print(const char* view, const char* state, const Figures& cold, const Figures& warm)
{
    std::printf("%-10s %-24s cold: median %6.2f ms, best %6.2f ms   warm: median %6.2f ms, best %6.2f ms\n",
                view, state, cold.median, cold.best, warm.median, warm.best);
}

template <class View>
void measure(const char* name, const std::shared_ptr<const LabSnapshot>& rest,
             const std::shared_ptr<const LabSnapshot>& changed, ui::AnimationClock& clock, QImage& frame)
{
    View view;
    view.resize(kFrameSize);
    view.setAnimationClock(&clock);
    clock.skipToEnd();
    const Figures restCold = coldFrames(view, rest, frame);
    print(name, "at rest", restCold, warmFrames(view, frame));
    clock.setPaused(true);
    clock.start();  // paused at progress 0 until moved on below
    clock.setPaused(false);
    while (clock.progress() < 0.5)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
    clock.setPaused(true);
    const Figures movingCold = coldFrames(view, changed, frame);
    char state[64];
    std::snprintf(state, sizeof state, "animation at %.3f", clock.progress());
    print(name, state, movingCold, warmFrames(view, frame));
    clock.setPaused(false);
    clock.skipToEnd();
}

}  // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);

    const PlacementConfig config{Algorithm::Ring, HashId::Fnv1aFmix32, 500};
    const KeySet keys = KeySet::fromPattern("session:user:{i}", 1'000'000);
    const auto rest = computeSnapshot({numberedMembers("cache-", 12), config, keys}, nullptr, 1);
    const auto changed = computeSnapshot({numberedMembers("cache-", 13), config, keys}, rest, 2);
    std::size_t moved = 0;
    for (std::size_t k = 0; k < changed->sample.size(); ++k)
        moved += changed->sample.moved(k, changed->members, changed->previousMembers) ? 1 : 0;
    std::printf("frame %dx%d ARGB32_Premultiplied, raster; %zu ring points, %zu sampled keys; "
                "after adding cache-13: %zu ring points, %zu sampled keys changed owner\n",
                kFrameSize.width(), kFrameSize.height(), rest->ringPoints.size(), rest->sample.size(),
                changed->ringPoints.size(), moved);
    std::printf("cold = first frame after setSnapshot (static layer rebuilt), %d frames; "
                "warm = static layer cached, %d frames\n",
                kColdFrames, kWarmFrames);

    QImage frame(kFrameSize, QImage::Format_ARGB32_Premultiplied);
    frame.fill(Qt::white);
    ui::AnimationClock clock;
    measure<ui::RingView>("RingView", rest, changed, clock, frame);
    measure<ui::BucketView>("BucketView", rest, changed, clock, frame);
    return 0;
}
