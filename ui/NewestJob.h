// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <utility>

namespace ringlab::ui {

// One background job at a time on a thread pool, newest request wins: a request made
// while a job runs waits (replacing any request already waiting), and when the running job
// ends with a request waiting its result is dropped and the waiting one starts. `done` gets
// the result of the newest request only, on the context's thread.
//
// A job must own what it reads (capture by value): when the owner is destroyed mid-run the
// job finishes on the pool and its result is discarded.
template <class Result>
class NewestJob {
public:
    using Job = std::function<Result()>;

    // Jobs run on `pool` (the global one when null).
    NewestJob(QObject* context, std::function<void(Result)> done, QThreadPool* pool = nullptr)
        : done_(std::move(done)), pool_(pool ? pool : QThreadPool::globalInstance())
    {
        QObject::connect(&watcher_, &QFutureWatcherBase::finished, context, [this] { finished(); });
    }
    NewestJob(const NewestJob&) = delete;
    NewestJob& operator=(const NewestJob&) = delete;

    void request(Job job)
    {
        if (running_) {
            waiting_ = std::move(job);
            return;
        }
        start(std::move(job));
    }
    // A job runs or waits: the result on screen is not the newest request's yet.
    bool busy() const noexcept { return running_ || static_cast<bool>(waiting_); }

private:
    void start(Job job)
    {
        running_ = true;
        watcher_.setFuture(QtConcurrent::run(pool_, std::move(job)));
    }

    void finished()
    {
        running_ = false;
        if (waiting_) {
            start(std::exchange(waiting_, Job{}));
            return;
        }
        done_(watcher_.result());
    }

    QFutureWatcher<Result> watcher_;
    Job waiting_;
    std::function<void(Result)> done_;
    QThreadPool* pool_;
    bool running_ = false;
};

}  // namespace ringlab::ui
