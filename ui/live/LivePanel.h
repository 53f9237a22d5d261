// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/Retranslations.h"
#include "ui/live/LiveSession.h"
#include "ui/simulation/TimeSeriesChart.h"

#include <QStringList>
#include <QWidget>

#include <array>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableWidget;

namespace ringlab {
class LabModel;
}

namespace ringlab::ui {

// The live lab (issue 15): real memcached servers on loopback, one per lab member (or servers
// the user runs), filled through the lab's placement and asked for keys a second at a time;
// kill, stop, restart, add and reweight a server while the charts show what the servers
// report next to what the failover simulation predicted. The fleet lives on the session's
// thread (LiveSession); Stop, closing the panel's dock and destroying the panel stop every
// server RingLab started.
class LivePanel : public QWidget {
    Q_OBJECT

public:
    enum Column {
        StatusColumn,
        ServerColumn,  // its address and pid in the tooltip
        WeightColumn,
        ItemsColumn,
        PlacementColumn,
        RequestsColumn,
        HitsColumn,
        MissesColumn,
        EvictionsColumn,
        ColumnCount
    };

    explicit LivePanel(LabModel* lab, QWidget* parent = nullptr);
    ~LivePanel() override;

    LiveSession* session() noexcept { return &session_; }
    // The fleet as last reported, and every second of traffic since the fleet started.
    const LiveFleetStatus& fleetStatus() const noexcept { return status_; }
    const std::vector<live::LiveSecond>& history() const noexcept { return history_; }
    // The servers killed, stopped or dead, by id (what the ring view marks dead).
    QStringList deadMembers() const;

    // The controls, for the tests.
    QTableWidget* serverTable() const noexcept { return table_; }
    QLabel* messageLabel() const noexcept { return message_; }
    QPlainTextEdit* eventLog() const noexcept { return log_; }
    QLineEdit* programEdit() const noexcept { return program_; }
    QLineEdit* serversEdit() const noexcept { return servers_; }
    QRadioButton* connectChoice() const noexcept { return connectChoice_; }
    QSpinBox* secondsBox() const noexcept { return seconds_; }
    QSpinBox* rateBox() const noexcept { return rate_; }
    QCheckBox* readThroughBox() const noexcept { return readThrough_; }
    QPushButton* startButton() const noexcept { return start_; }
    QPushButton* fillButton() const noexcept { return fill_; }
    QPushButton* runButton() const noexcept { return run_; }
    QPushButton* stopButton() const noexcept { return stop_; }
    QPushButton* killButton() const noexcept { return kill_; }
    QPushButton* stopServerButton() const noexcept { return stopServer_; }
    QPushButton* restartButton() const noexcept { return restart_; }
    QPushButton* addButton() const noexcept { return add_; }
    QPushButton* reweightButton() const noexcept { return reweight_; }
    const std::array<TimeSeriesChart*, 4>& charts() const noexcept { return charts_; }

    // The buttons' actions; the server ones act on `id`.
    void startFleet();
    void killServer(const QString& id);
    void stopServer(const QString& id);
    void restartServer(const QString& id);
    void addServer();
    void reweightServer(const QString& id, double weight);
    // Stops traffic and every server (the Stop button, closing the dock).
    void stopAll();

signals:
    void deadMembersChanged(const QStringList& ids);

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildControls();
    QWidget* buildServers();
    QWidget* buildCharts();
    void showPhase();
    void showStatus(const LiveFleetStatus& status);
    void showSecond(const live::LiveSecond& second);
    void showCharts();
    void showMessage(const QString& text, bool problem);
    void logLine(const QString& text);
    void postEvent(live::LiveEventKind kind, const QString& id, double weight = 1.0);
    QString selectedServer() const;
    void chooseWeight(const QString& id);
    void showServerMenu(const QPoint& position);
    // The servers listed for Connect, read against the lab's members; "" or what is wrong.
    QString readListedServers(std::vector<std::pair<Member, live::Endpoint>>& servers) const;

    LabModel* lab_;
    LiveSession session_;
    LiveFleetStatus status_;
    std::vector<live::LiveSecond> history_;
    std::vector<TimeSeriesEvent> betweenRuns_;
    QStringList dead_;
    // The fleet was started from the lab's members: an added or reweighted server is the lab's too.
    bool mirrorsLab_ = false;

    QRadioButton* startChoice_ = nullptr;
    QRadioButton* connectChoice_ = nullptr;
    QLineEdit* servers_ = nullptr;
    QLineEdit* program_ = nullptr;
    QSpinBox* memory_ = nullptr;
    QComboBox* popularity_ = nullptr;
    QDoubleSpinBox* exponent_ = nullptr;
    QSpinBox* rate_ = nullptr;
    QSpinBox* seconds_ = nullptr;
    QCheckBox* readThrough_ = nullptr;
    QPushButton* start_ = nullptr;
    QPushButton* fill_ = nullptr;
    QPushButton* run_ = nullptr;
    QPushButton* stop_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* phase_ = nullptr;
    QLabel* message_ = nullptr;
    QTableWidget* table_ = nullptr;
    QPushButton* kill_ = nullptr;
    QPushButton* stopServer_ = nullptr;
    QPushButton* restart_ = nullptr;
    QPushButton* add_ = nullptr;
    QPushButton* reweight_ = nullptr;
    QPlainTextEdit* log_ = nullptr;
    std::array<TimeSeriesChart*, 4> charts_ = {};
    Retranslations texts_;  // what buildControls, buildServers and buildCharts worded
};

}  // namespace ringlab::ui
