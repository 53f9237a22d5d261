// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/RunControl.h"
#include "model/live/LiveLab.h"
#include "model/live/MemcachedFleet.h"

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>

#include <memory>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

class QTimer;

namespace ringlab::ui {

// What a fleet is started from: the lab's members, placement and keys, and the panel's settings.
struct LiveStartRequest {
    std::vector<Member> members;  // local servers to start (one per member)
    // Servers the user runs (id = host:port); when not empty, connected to instead of started.
    std::vector<std::pair<Member, live::Endpoint>> external;
    live::FleetOptions options;
    live::LiveLabConfig config;
};

// The fleet as it is now: every server, its own stats (nullopt: it did not answer) and the keys
// the placement gives it (what its curr_items is after a fill).
struct LiveFleetStatus {
    std::vector<live::FleetServer> servers;
    std::vector<std::optional<live::ServerStats>> stats;
    std::vector<std::size_t> expectedItems;
};

// The message of a live-lab error as the user reads it: LiveError and ValidationError from
// their templates in the current language, anything else as it is.
QString liveUserMessage(const std::exception& error);

// The thread side of the live lab: owns the MemcachedFleet and its LiveLab and does everything
// to them on the one thread it lives on (the fleet forks its servers there, and they die with
// that thread: PR_SET_PDEATHSIG). Reports by signals, which reach the GUI queued. Between runs
// it looks at the fleet once a second (servers that died, their stats).
class LiveWorker : public QObject {
    Q_OBJECT

public:
    LiveWorker();
    ~LiveWorker() override;

    // Any thread: an event for the fleet, applied at the start of the next second of a run, or
    // by applyQueued() between runs.
    void queueEvent(live::LiveEvent event);

    // On the worker's thread (queued calls from LiveSession).
    void start(const LiveStartRequest& request);
    void fill(const RunControl& control);
    void run(int seconds, const RunControl& control);
    void applyQueued();
    // Stops every server it started and forgets the fleet (idempotent).
    void shutDown();

signals:
    void started(const ringlab::ui::LiveFleetStatus& status);
    void failed(const QString& message);
    void statusChanged(const ringlab::ui::LiveFleetStatus& status);
    void filled(const ringlab::ui::LiveFleetStatus& status);
    void secondDone(const ringlab::live::LiveSecond& second);
    void runFinished();
    void eventApplied(const QString& text);
    void message(const QString& text);
    void progress(double fraction);
    void fleetStopped();

private:
    // The stats from `second` when given, else asked of every server now.
    LiveFleetStatus status(const live::LiveSecond* second = nullptr);
    void poll();
    std::vector<live::LiveEvent> takeQueued();

    std::unique_ptr<live::LiveLab> lab_;
    std::vector<std::size_t> expected_;  // keysPerServer(), until the members change
    bool membersChanged_ = false;
    QTimer* poll_ = nullptr;
    std::mutex queueMutex_;
    std::vector<live::LiveEvent> queued_;
};

// The GUI side: a QThread that lives as long as the session, with the worker on it. Every call
// returns at once; results come as the worker's signals (worker()). Fill and run are cancelled
// by stop() and by the destructor, which stops every server and joins the thread.
class LiveSession : public QObject {
    Q_OBJECT

public:
    enum class Phase { Idle, Starting, Ready, Filling, Running, Stopping };

    explicit LiveSession(QObject* parent = nullptr);
    ~LiveSession() override;

    LiveWorker* worker() const noexcept { return worker_; }
    Phase phase() const noexcept { return phase_; }
    bool hasFleet() const noexcept { return phase_ == Phase::Ready || phase_ == Phase::Filling || phase_ == Phase::Running; }

    void start(LiveStartRequest request);
    void fill();
    void run(int seconds);
    void apply(live::LiveEvent event);
    // Cancels a fill or run and stops every server RingLab started.
    void stop();

signals:
    void phaseChanged(ringlab::ui::LiveSession::Phase phase);

private:
    void setPhase(Phase phase);
    void cancelControl();

    QThread thread_;
    LiveWorker* worker_ = nullptr;
    Phase phase_ = Phase::Idle;
    RunControl control_;
};

}  // namespace ringlab::ui

Q_DECLARE_METATYPE(ringlab::ui::LiveFleetStatus)
Q_DECLARE_METATYPE(ringlab::live::LiveSecond)
