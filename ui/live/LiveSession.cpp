// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/live/LiveSession.h"

#include "model/Translation.h"
#include "model/core/ValidationError.h"
#include "model/live/LiveError.h"

#include <QCoreApplication>
#include <QTimer>

#include <algorithm>

namespace ringlab::ui {

namespace {

constexpr int kPollMilliseconds = 1000;

}  // namespace

QString liveUserMessage(const std::exception& error)
{
    const auto* live = dynamic_cast<const live::LiveError*>(&error);
    if (!live)
        return userMessage(error);
    const QString message = QCoreApplication::translate("LiveError", live->messageTemplate());
    return QString::fromStdString(ValidationError::fill(message.toStdString(), live->arguments()));
}

// ---- LiveWorker (on the session's thread)

LiveWorker::LiveWorker() : poll_(new QTimer(this))
{
    poll_->setInterval(kPollMilliseconds);
    connect(poll_, &QTimer::timeout, this, &LiveWorker::poll);
}

LiveWorker::~LiveWorker() = default;

void LiveWorker::queueEvent(live::LiveEvent event)
{
    const std::lock_guard lock(queueMutex_);
    queued_.push_back(std::move(event));
}

std::vector<live::LiveEvent> LiveWorker::takeQueued()
{
    const std::lock_guard lock(queueMutex_);
    return std::exchange(queued_, {});
}

LiveFleetStatus LiveWorker::status(const live::LiveSecond* second)
{
    LiveFleetStatus status;
    if (!lab_)
        return status;
    status.servers = lab_->fleet().servers();
    if (second) {
        for (const live::LiveServerSecond& server : second->servers)
            status.stats.push_back(server.stats);
    } else {
        status.stats = lab_->serverStats();
    }
    status.stats.resize(status.servers.size());
    // The placement changes with an added or reweighted server only.
    if (expected_.size() != status.servers.size() || membersChanged_) {
        expected_ = lab_->keysPerServer();
        membersChanged_ = false;
    }
    status.expectedItems = expected_;
    return status;
}

void LiveWorker::start(const LiveStartRequest& request)
{
    poll_->stop();
    lab_.reset();
    expected_.clear();
    try {
        auto fleet = std::make_unique<live::MemcachedFleet>(request.options);
        if (request.external.empty())
            fleet->start(request.members);
        else
            fleet->connect(request.external);
        lab_ = std::make_unique<live::LiveLab>(std::move(fleet), request.config);
    } catch (const std::exception& error) {
        lab_.reset();
        emit failed(liveUserMessage(error));
        return;
    }
    emit started(status());
    poll_->start();
}

void LiveWorker::fill(const RunControl& control)
{
    if (!lab_)
        return;
    try {
        lab_->fill(control);
    } catch (const ComputationCancelled&) {
        emit message(tr("Fill cancelled."));
    } catch (const std::exception& error) {
        emit message(tr("The fill stopped: %1").arg(liveUserMessage(error)));
    }
    emit filled(status());
}

void LiveWorker::run(int seconds, const RunControl& control)
{
    if (!lab_) {
        emit runFinished();
        return;
    }
    poll_->stop();
    try {
        for (int s = 0; s < seconds && !control.cancelled(); ++s) {
            for (live::LiveEvent& event : takeQueued())
                lab_->post(std::move(event));
            const live::LiveSecond second = lab_->runSecond(control);
            membersChanged_ = membersChanged_ || !second.events.empty();
            emit secondDone(second);
            emit statusChanged(status(&second));
            emit progress(static_cast<double>(s + 1) / static_cast<double>(seconds));
            const auto& servers = lab_->fleet().servers();
            if (std::none_of(servers.begin(), servers.end(), [](const live::FleetServer& server) { return server.up(); })) {
                emit message(tr("No server is left: the run stops."));
                break;
            }
        }
    } catch (const ComputationCancelled&) {
    } catch (const std::exception& error) {
        emit message(liveUserMessage(error));
    }
    emit runFinished();
    emit statusChanged(status());
    poll_->start();
}

void LiveWorker::applyQueued()
{
    std::vector<live::LiveEvent> events = takeQueued();
    if (!lab_ || events.empty())
        return;
    for (const live::LiveEvent& event : events) {
        try {
            emit eventApplied(QString::fromStdString(lab_->apply(event)));
            membersChanged_ = true;
        } catch (const std::exception& error) {
            emit message(liveUserMessage(error));
        }
    }
    poll();
}

void LiveWorker::poll()
{
    if (!lab_)
        return;
    for (const std::string& id : lab_->fleet().reapUnexpectedExits())
        emit message(tr("%1 died unexpectedly: %2")
                         .arg(QString::fromStdString(id), QString::fromStdString(lab_->fleet().server(id).exitText)));
    emit statusChanged(status());
}

void LiveWorker::shutDown()
{
    poll_->stop();
    takeQueued();
    lab_.reset();  // the fleet's destructor stops every server it started and reaps it
    expected_.clear();
    emit fleetStopped();
}

// ---- LiveSession (on the GUI thread)

LiveSession::LiveSession(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<LiveFleetStatus>();
    qRegisterMetaType<live::LiveSecond>();
    thread_.setObjectName(QStringLiteral("RingLab live lab"));
    worker_ = new LiveWorker;
    worker_->moveToThread(&thread_);
    // What the worker reports ends the phase that asked for it.
    const auto ends = [this](auto signal, Phase from, Phase to) {
        connect(worker_, signal, this, [this, from, to] {
            if (phase_ == from)
                setPhase(to);
        });
    };
    ends(&LiveWorker::started, Phase::Starting, Phase::Ready);
    ends(&LiveWorker::failed, Phase::Starting, Phase::Idle);
    ends(&LiveWorker::filled, Phase::Filling, Phase::Ready);
    ends(&LiveWorker::runFinished, Phase::Running, Phase::Ready);
    ends(&LiveWorker::fleetStopped, Phase::Stopping, Phase::Idle);
    thread_.start();
}

LiveSession::~LiveSession()
{
    cancelControl();
    QMetaObject::invokeMethod(worker_, [worker = worker_] { worker->shutDown(); }, Qt::BlockingQueuedConnection);
    thread_.quit();
    thread_.wait();
    delete worker_;
}

void LiveSession::setPhase(Phase phase)
{
    if (phase_ == phase)
        return;
    phase_ = phase;
    emit phaseChanged(phase);
}

void LiveSession::cancelControl()
{
    control_.cancel();
    control_ = {};
}

void LiveSession::start(LiveStartRequest request)
{
    cancelControl();
    setPhase(Phase::Starting);
    QMetaObject::invokeMethod(worker_, [worker = worker_, request = std::move(request)] { worker->start(request); },
                              Qt::QueuedConnection);
}

void LiveSession::fill()
{
    if (phase_ != Phase::Ready)
        return;
    control_ = RunControl::watched([worker = worker_](double fraction) { emit worker->progress(fraction); });
    setPhase(Phase::Filling);
    QMetaObject::invokeMethod(worker_, [worker = worker_, control = control_] { worker->fill(control); },
                              Qt::QueuedConnection);
}

void LiveSession::run(int seconds)
{
    if (phase_ != Phase::Ready)
        return;
    control_ = RunControl::watched();
    setPhase(Phase::Running);
    QMetaObject::invokeMethod(worker_, [worker = worker_, seconds, control = control_] { worker->run(seconds, control); },
                              Qt::QueuedConnection);
}

void LiveSession::apply(live::LiveEvent event)
{
    if (!hasFleet())
        return;
    worker_->queueEvent(std::move(event));
    QMetaObject::invokeMethod(worker_, [worker = worker_] { worker->applyQueued(); }, Qt::QueuedConnection);
}

void LiveSession::stop()
{
    if (phase_ == Phase::Idle || phase_ == Phase::Stopping)
        return;
    cancelControl();
    setPhase(Phase::Stopping);
    QMetaObject::invokeMethod(worker_, [worker = worker_] { worker->shutDown(); }, Qt::QueuedConnection);
}

}  // namespace ringlab::ui
