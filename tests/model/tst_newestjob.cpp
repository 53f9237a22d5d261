// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// NewestJob on its own: one job at a time, the newest request wins, a cancelled or failed job
// says so, and destroying the runner stops its job. And the one-thread pools panels run theirs on.
#include "model/NewestJob.h"
#include "model/OneThreadPool.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <memory>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace ringlab;

namespace {

using Flag = std::shared_ptr<std::atomic<bool>>;

Flag makeFlag()
{
    return std::make_shared<std::atomic<bool>>(false);
}

// A job that runs until it is cancelled (or `release` is set), then says it ran.
NewestJob<int>::Job runUntilStopped(Flag ran, Flag release = makeFlag(), int result = 0)
{
    return [ran, release, result](const RunControl& control) {
        ran->store(true);
        while (!release->load()) {
            control.throwIfCancelled();
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return result;
    };
}

struct Outcomes {
    std::vector<JobOutcome<int>> done;
    int started = 0;
    std::vector<double> progress;

    NewestJob<int>::Handlers handlers()
    {
        return {.done = [this](JobOutcome<int> outcome) { done.push_back(std::move(outcome)); },
                .progress = [this](double fraction) { progress.push_back(fraction); },
                .started = [this] { ++started; }};
    }
};

}  // namespace

class NewestJobTest : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        pool_.setMaxThreadCount(1);
    }

    void deliversTheJobsResult()
    {
        Outcomes outcomes;
        NewestJob<int> job(this, outcomes.handlers(), &pool_);
        QVERIFY(!job.busy());
        job.request([](const RunControl&) { return 42; });
        QVERIFY(job.busy());
        QVERIFY(job.running());
        QTRY_COMPARE(outcomes.done.size(), std::size_t{1});
        QVERIFY(!job.busy());
        QCOMPARE(outcomes.started, 1);
        QCOMPARE(outcomes.done[0].result, std::optional<int>(42));
        QVERIFY(!outcomes.done[0].cancelled);
        QVERIFY(outcomes.done[0].error.isEmpty());
    }

    // A request made while a job runs cancels it and waits; a newer one replaces the waiting
    // one, which never runs; only the newest request's outcome is delivered.
    void theNewestRequestWins()
    {
        Outcomes outcomes;
        NewestJob<int> job(this, outcomes.handlers(), &pool_);
        const Flag firstRan = makeFlag();
        const Flag secondRan = makeFlag();
        job.request(runUntilStopped(firstRan));
        QTRY_VERIFY(firstRan->load());
        job.request([secondRan](const RunControl&) {
            secondRan->store(true);
            return 2;
        });
        QVERIFY(job.busy());
        job.request([](const RunControl&) { return 3; });
        QTRY_COMPARE(outcomes.done.size(), std::size_t{1});
        QVERIFY(!job.busy());
        QCOMPARE(outcomes.done[0].result, std::optional<int>(3));
        QVERIFY(!secondRan->load());
        QCOMPARE(outcomes.started, 2);
        // Nothing else is delivered later.
        QCoreApplication::processEvents();
        QCOMPARE(outcomes.done.size(), std::size_t{1});
    }

    void cancelStopsTheJobAndDropsTheWaitingOne()
    {
        Outcomes outcomes;
        NewestJob<int> job(this, outcomes.handlers(), &pool_);
        const Flag ran = makeFlag();
        const Flag waitingRan = makeFlag();
        job.request(runUntilStopped(ran));
        QTRY_VERIFY(ran->load());
        job.request(runUntilStopped(waitingRan, makeFlag()));
        job.cancel();
        QTRY_COMPARE(outcomes.done.size(), std::size_t{1});
        QVERIFY(outcomes.done[0].cancelled);
        QVERIFY(!outcomes.done[0].result);
        QVERIFY(!waitingRan->load());
        QVERIFY(!job.busy());
    }

    void aJobThatThrowsGivesItsReason()
    {
        Outcomes outcomes;
        NewestJob<int> job(this, outcomes.handlers(), &pool_);
        job.request([](const RunControl&) -> int { throw std::runtime_error("keys.txt cannot be read"); });
        QTRY_COMPARE(outcomes.done.size(), std::size_t{1});
        QVERIFY(!outcomes.done[0].result);
        QVERIFY(!outcomes.done[0].cancelled);
        QCOMPARE(outcomes.done[0].error, QString("keys.txt cannot be read"));
    }

    void progressIsReportedWhileTheJobRuns()
    {
        Outcomes outcomes;
        NewestJob<int> job(this, outcomes.handlers(), &pool_);
        const Flag release = makeFlag();
        job.request([release](const RunControl& control) {
            control.checkpoint(0.25);
            while (!release->load())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            return 1;
        });
        QTRY_VERIFY(!outcomes.progress.empty() && outcomes.progress.back() == 0.25);
        release->store(true);
        QTRY_COMPARE(outcomes.done.size(), std::size_t{1});
        QCOMPARE(outcomes.done[0].result, std::optional<int>(1));
    }

    // Destroying the runner cancels its job and waits for it: nothing runs after, nothing is
    // delivered.
    void destroyingTheRunnerStopsItsJob()
    {
        Outcomes outcomes;
        const Flag ran = makeFlag();
        const auto finished = std::make_shared<std::atomic<bool>>(false);
        {
            NewestJob<int> job(this, outcomes.handlers(), &pool_);
            job.request([ran, finished](const RunControl& control) {
                ran->store(true);
                struct Finished {
                    std::shared_ptr<std::atomic<bool>> flag;
                    ~Finished() { flag->store(true); }
                } atEnd{finished};
                while (true) {
                    control.throwIfCancelled();
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                }
                return 0;
            });
            QTRY_VERIFY(ran->load());
        }
        QVERIFY(finished->load());
        QCoreApplication::processEvents();
        QVERIFY(outcomes.done.empty());
    }

    // One pool per tag, of one thread, the same on every call.
    void eachPanelHasAOneThreadPoolOfItsOwn()
    {
        struct ExplorerJobs;
        struct SimulationJobs;
        QThreadPool* explorer = oneThreadPool<ExplorerJobs>();
        QCOMPARE(explorer->maxThreadCount(), 1);
        QCOMPARE(oneThreadPool<ExplorerJobs>(), explorer);
        QVERIFY(oneThreadPool<SimulationJobs>() != explorer);
        QCOMPARE(oneThreadPool<SimulationJobs>()->maxThreadCount(), 1);
        QCOMPARE(explorer->parent(), QCoreApplication::instance());
    }

private:
    QThreadPool pool_;
};

QTEST_GUILESS_MAIN(NewestJobTest)
#include "tst_newestjob.moc"
