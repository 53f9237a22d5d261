// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Translation.h"
#include "model/core/RunControl.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <optional>
#include <utility>

namespace ringlab {

// How a background job ended.
template <class Result>
struct JobOutcome {
    std::optional<Result> result;  // the job ran to its end
    bool cancelled = false;        // cancel() stopped it
    QString error;                 // it threw: the reason, as the user reads it
};

// The one way RingLab runs work off the GUI thread: one job at a time on a thread pool, newest
// request wins. A request made while a job runs cancels that job (through its RunControl) and
// waits, replacing any request already waiting; the cancelled job's result is dropped and the
// waiting one starts. `done` gets only the newest request's outcome, on the context's thread,
// and also a job that cancel() stopped (JobOutcome::cancelled). While a job runs, `progress`
// gets its RunControl's progress every kProgressIntervalMs.
//
// A job captures by value what it reads. Destroying the runner cancels the running job and
// waits for it, so a job may also report to its owner (queued to the owner's thread).
template <class Result>
class NewestJob {
public:
    using Job = std::function<Result(const RunControl&)>;
    struct Handlers {
        std::function<void(JobOutcome<Result>)> done = {};
        std::function<void(double)> progress = {};  // may be empty
        std::function<void()> started = {};         // a job starts (the newest); may be empty
    };
    static constexpr int kProgressIntervalMs = 50;

    // Jobs run on `pool` (the global one when null).
    NewestJob(QObject* context, Handlers handlers, QThreadPool* pool = nullptr)
        : handlers_(std::move(handlers)), pool_(pool ? pool : QThreadPool::globalInstance())
    {
        QObject::connect(&watcher_, &QFutureWatcherBase::finished, context, [this] { finished(); });
        progressTimer_.setInterval(kProgressIntervalMs);
        progressTimer_.callOnTimeout(context, [this] {
            if (handlers_.progress)
                handlers_.progress(control_.progress());
        });
    }
    NewestJob(const NewestJob&) = delete;
    NewestJob& operator=(const NewestJob&) = delete;
    ~NewestJob()
    {
        control_.cancel();
        watcher_.waitForFinished();
    }

    void request(Job job)
    {
        if (running_) {
            control_.cancel();
            waiting_ = std::move(job);
            return;
        }
        start(std::move(job));
    }
    // Drops the waiting request and stops the running job at its next checkpoint.
    void cancel()
    {
        waiting_ = {};
        control_.cancel();
    }
    bool running() const noexcept { return running_; }
    // A job runs or waits: what is on screen is not the newest request's result yet.
    bool busy() const noexcept { return running_ || static_cast<bool>(waiting_); }

private:
    void start(Job job)
    {
        running_ = true;
        control_ = RunControl::watched();
        watcher_.setFuture(QtConcurrent::run(pool_, [job = std::move(job), control = control_] {
            JobOutcome<Result> outcome;
            try {
                outcome.result = job(control);
            } catch (const ComputationCancelled&) {
                outcome.cancelled = true;
            } catch (const std::exception& error) {
                outcome.error = userMessage(error);
            }
            return outcome;
        }));
        progressTimer_.start();
        if (handlers_.started)
            handlers_.started();
    }

    void finished()
    {
        running_ = false;
        progressTimer_.stop();
        if (waiting_) {
            start(std::exchange(waiting_, Job{}));
            return;
        }
        handlers_.done(watcher_.result());
    }

    Handlers handlers_;
    QThreadPool* pool_;
    QFutureWatcher<JobOutcome<Result>> watcher_;
    QTimer progressTimer_;
    RunControl control_;
    Job waiting_;
    bool running_ = false;
};

}  // namespace ringlab
