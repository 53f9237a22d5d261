// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/LongRun.h"

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <memory>
#include <unistd.h>

namespace ringlab::cli {

namespace {

std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

extern "C" void onInterrupt(int)
{
    interrupted.store(true);
    std::signal(SIGINT, SIG_DFL);  // a second Ctrl+C ends the process at once
}

// One long run: Ctrl+C cancels it while it lives; throttled progress on a terminal's stderr,
// its line cleared when the run is done.
class LongRun {
public:
    explicit LongRun(std::string label) : label_(std::move(label))
    {
        interrupted.store(false);
        std::signal(SIGINT, onInterrupt);
    }
    LongRun(const LongRun&) = delete;
    LongRun& operator=(const LongRun&) = delete;
    ~LongRun()
    {
        std::signal(SIGINT, SIG_DFL);
        clear();
    }

    void show(double fraction)
    {
        if (!shows_)
            return;
        const auto now = Clock::now();
        if (now - start_ < kQuietStart || now - last_ < kInterval) {
            if (fraction >= 1.0)
                clear();
            return;
        }
        last_ = now;
        if (fraction >= 1.0)
            return clear();
        std::fprintf(stderr, "\r%s: %3d %%", label_.c_str(), static_cast<int>(fraction * 100.0));
        std::fflush(stderr);
        written_ = true;
    }

private:
    using Clock = std::chrono::steady_clock;
    static constexpr auto kQuietStart = std::chrono::milliseconds(700);  // short runs say nothing
    static constexpr auto kInterval = std::chrono::milliseconds(250);

    void clear()
    {
        if (written_)
            std::fprintf(stderr, "\r\033[K");
        written_ = false;
    }

    std::string label_;
    bool shows_ = isatty(STDERR_FILENO) == 1;
    bool written_ = false;
    Clock::time_point start_ = Clock::now();
    Clock::time_point last_{};
};

}  // namespace

RunControl longRunControl(std::string label)
{
    auto run = std::make_shared<LongRun>(std::move(label));
    return RunControl::watched([run](double fraction) { run->show(fraction); }, &interrupted);
}

}  // namespace ringlab::cli
