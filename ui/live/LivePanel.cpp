// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/live/LivePanel.h"

#include "model/LabModel.h"
#include "model/Translation.h"
#include "model/core/ValidationError.h"
#include "ui/common/MemberColors.h"
#include "ui/common/Palette.h"
#include "ui/common/VerticalScrollArea.h"
#include "ui/live/LiveCharts.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPainter>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ringlab::ui {

namespace {

constexpr int kMaxRunSeconds = 600;
constexpr int kDefaultRunSeconds = 20;
constexpr int kDefaultRate = 10'000;
constexpr int kMaxRate = 1'000'000;
constexpr int kDefaultMemoryMegabytes = 64;
constexpr int kMaxMemoryMegabytes = 4096;

QString count(std::uint64_t value)
{
    return QLocale().toString(static_cast<qulonglong>(value));
}

QString stateText(live::ServerState state)
{
    switch (state) {
    case live::ServerState::Running: return LivePanel::tr("running");
    case live::ServerState::Stopped: return LivePanel::tr("stopped");
    case live::ServerState::Killed: return LivePanel::tr("killed");
    case live::ServerState::Died: return LivePanel::tr("died");
    case live::ServerState::External: return LivePanel::tr("external");
    }
    return {};
}

QColor stateColor(live::ServerState state)
{
    switch (state) {
    case live::ServerState::Running: return palette::current().goodVerdict;
    case live::ServerState::External: return palette::current().mainSeries;
    case live::ServerState::Stopped: return palette::current().mutedInk;
    case live::ServerState::Killed: return palette::current().alarmRed;
    case live::ServerState::Died: return palette::current().accentOrange;
    }
    return palette::current().mutedInk;
}

// A round status light.
QIcon lightIcon(const QColor& color)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(color.darker(140), 1.0));
    painter.setBrush(color);
    painter.drawEllipse(QRectF(2.0, 2.0, 12.0, 12.0));
    return QIcon(pixmap);
}

bool isDead(live::ServerState state)
{
    return state == live::ServerState::Killed || state == live::ServerState::Stopped || state == live::ServerState::Died;
}

QTableWidgetItem* numberItem(const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

}  // namespace

LivePanel::LivePanel(LabModel* lab, QWidget* parent) : QWidget(parent), lab_(lab)
{
    // In a dock of any height: what does not fit scrolls, rather than pushing the ring away.
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(buildControls());
    auto* split = new QSplitter(Qt::Horizontal);
    split->setChildrenCollapsible(false);
    split->addWidget(buildServers());
    split->addWidget(buildCharts());
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(verticalScrollArea(content));

    LiveWorker* worker = session_.worker();
    connect(&session_, &LiveSession::phaseChanged, this, &LivePanel::showPhase);
    connect(worker, &LiveWorker::started, this, [this](const LiveFleetStatus& status) {
        history_.clear();
        betweenRuns_.clear();
        showCharts();
        showStatus(status);
        QStringList servers;
        for (const live::FleetServer& server : status.servers)
            servers << tr("%1 on %2").arg(QString::fromStdString(server.id), QString::fromStdString(server.endpoint.text()));
        showMessage({}, false);
        logLine(tr("Fleet ready: %1.").arg(servers.join(QStringLiteral(", "))));
    });
    connect(worker, &LiveWorker::failed, this, [this](const QString& text) {
        showMessage(tr("The fleet did not start: %1").arg(text), true);
        logLine(tr("The fleet did not start: %1").arg(text));
    });
    connect(worker, &LiveWorker::filled, this, [this](const LiveFleetStatus& status) {
        showStatus(status);
        std::uint64_t items = 0;
        for (const auto& stats : status.stats)
            items += stats ? stats->currItems : 0;
        logLine(tr("Filled: the servers hold %1 items.").arg(count(items)));
    });
    connect(worker, &LiveWorker::statusChanged, this, &LivePanel::showStatus);
    connect(worker, &LiveWorker::secondDone, this, &LivePanel::showSecond);
    connect(worker, &LiveWorker::eventApplied, this, [this](const QString& text) {
        const double at = history_.empty() ? 0.0 : history_.back().timeSeconds + 1.0;
        betweenRuns_.push_back({at, liveEventLabel(text), palette::current().alarmRed});
        logLine(liveEventLabel(text));
        showCharts();
    });
    connect(worker, &LiveWorker::message, this, [this](const QString& text) {
        showMessage(text, true);
        logLine(text);
    });
    connect(worker, &LiveWorker::progress, this,
            [this](double fraction) { progress_->setValue(static_cast<int>(fraction * 1000.0)); });
    connect(worker, &LiveWorker::fleetStopped, this, [this] {
        showStatus({});
        logLine(tr("Every server RingLab started is stopped."));
    });
    showPhase();
}

// The session's destructor stops every server and joins its thread.
LivePanel::~LivePanel() = default;

QWidget* LivePanel::buildControls()
{
    auto* box = new QWidget;
    auto* grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);

    startChoice_ = new QRadioButton;
    startChoice_->setChecked(true);
    connectChoice_ = new QRadioButton;
    auto* choices = new QButtonGroup(box);
    choices->addButton(startChoice_);
    choices->addButton(connectChoice_);
    const auto showMembers = [this] {
        startChoice_->setText(tr("Start one local memcached per lab member (%1)").arg(lab_->members().size()));
    };
    texts_.keep(showMembers);
    connect(lab_, &LabModel::stateChanged, this, showMembers);
    servers_ = new QLineEdit;
    servers_->setEnabled(false);
    servers_->setMinimumWidth(140);
    connect(connectChoice_, &QRadioButton::toggled, servers_, &QWidget::setEnabled);

    program_ = new QLineEdit(QStringLiteral("memcached"));
    memory_ = new QSpinBox;
    memory_->setRange(live::kMinMemoryMegabytes, kMaxMemoryMegabytes);
    memory_->setValue(kDefaultMemoryMegabytes);

    popularity_ = new QComboBox;
    popularity_->addItem(QString(), static_cast<int>(PopularityKind::Uniform));
    popularity_->addItem(QString(), static_cast<int>(PopularityKind::Zipf));
    exponent_ = new QDoubleSpinBox;
    exponent_->setRange(0.1, 3.0);
    exponent_->setSingleStep(0.1);
    exponent_->setValue(1.0);
    exponent_->setEnabled(false);
    connect(popularity_, &QComboBox::currentIndexChanged, this,
            [this](int index) { exponent_->setEnabled(index == 1); });
    rate_ = new QSpinBox;
    rate_->setRange(0, kMaxRate);
    rate_->setSingleStep(1000);
    rate_->setValue(kDefaultRate);
    rate_->setGroupSeparatorShown(true);
    seconds_ = new QSpinBox;
    seconds_->setRange(1, kMaxRunSeconds);
    seconds_->setValue(kDefaultRunSeconds);
    readThrough_ = new QCheckBox;
    readThrough_->setChecked(true);
    start_ = new QPushButton;
    fill_ = new QPushButton;
    run_ = new QPushButton;
    stop_ = new QPushButton;
    texts_.keep([this] {
        connectChoice_->setText(tr("Connect to servers you run:"));
        servers_->setPlaceholderText(tr("127.0.0.1:11211, 127.0.0.1:11212, …"));
        servers_->setToolTip(tr("One host:port per server, loopback only; they take the lab's members' names in order "
                                "(or write id=host:port)"));
        program_->setToolTip(tr("The memcached program: a name looked up in PATH, or a path"));
        memory_->setSuffix(tr(" MB"));
        memory_->setToolTip(tr("memcached -m: the memory each server may use for items"));
        popularity_->setItemText(0, tr("uniform"));
        popularity_->setItemText(1, tr("Zipf"));
        exponent_->setPrefix(tr("s = "));
        rate_->setSpecialValueText(tr("as fast as it goes"));
        rate_->setSuffix(tr(" /s"));
        seconds_->setSuffix(tr(" s"));
        seconds_->setToolTip(tr("Run stops by itself after this many seconds"));
        readThrough_->setText(tr("Read-through"));
        readThrough_->setToolTip(tr("A miss reads the database and stores the key on the server that missed; off, "
                                    "misses stay misses"));
        start_->setText(tr("Start servers"));
        fill_->setText(tr("Fill"));
        fill_->setToolTip(tr("SET every key of the lab on the server the placement gives it"));
        run_->setText(tr("Run"));
        run_->setToolTip(tr("GETs at the chosen rate for the chosen seconds"));
        stop_->setText(tr("Stop"));
        stop_->setToolTip(tr("Stops the traffic and every server RingLab started"));
    });
    progress_ = new QProgressBar;
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    progress_->setMaximumWidth(160);
    phase_ = new QLabel;
    message_ = new QLabel;
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->hide();
    connect(start_, &QPushButton::clicked, this, &LivePanel::startFleet);
    connect(fill_, &QPushButton::clicked, this, [this] {
        progress_->setValue(0);
        session_.fill();
    });
    connect(run_, &QPushButton::clicked, this, [this] {
        progress_->setValue(0);
        session_.run(seconds_->value());
    });
    connect(stop_, &QPushButton::clicked, this, &LivePanel::stopAll);

    // Row 1: which servers. Row 2: the servers' and the traffic's settings. Row 3: what to do.
    auto* which = new QHBoxLayout;
    which->addWidget(startChoice_);
    which->addSpacing(12);
    which->addWidget(connectChoice_);
    which->addWidget(servers_, 1);
    grid->addLayout(which, 0, 0);
    // Two rows of three label-field pairs, so that the panel fits a 1280-pixel window.
    auto* settings = new QGridLayout;
    settings->setHorizontalSpacing(6);
    const auto labelled = [this, settings](int row, int pair, const char* label, QWidget* field) {
        auto* text = new QLabel;
        text->setBuddy(field);
        texts_.keep([text, label] { text->setText(tr(label)); });
        settings->addWidget(text, row, pair * 2, Qt::AlignRight);
        settings->addWidget(field, row, pair * 2 + 1);
    };
    auto* popularity = new QWidget;
    auto* popularityLayout = new QHBoxLayout(popularity);
    popularityLayout->setContentsMargins(0, 0, 0, 0);
    popularityLayout->addWidget(popularity_);
    popularityLayout->addWidget(exponent_);
    labelled(0, 0, QT_TR_NOOP("Program:"), program_);
    labelled(0, 1, QT_TR_NOOP("Memory per server:"), memory_);
    labelled(0, 2, QT_TR_NOOP("Keys asked:"), popularity);
    labelled(1, 0, QT_TR_NOOP("Rate:"), rate_);
    labelled(1, 1, QT_TR_NOOP("Seconds:"), seconds_);
    settings->addWidget(readThrough_, 1, 4, 1, 2);
    settings->setColumnStretch(6, 1);
    grid->addLayout(settings, 1, 0);
    auto* actions = new QHBoxLayout;
    for (QPushButton* button : {start_, fill_, run_, stop_})
        actions->addWidget(button);
    actions->addSpacing(8);
    actions->addWidget(progress_);
    actions->addWidget(phase_);
    actions->addStretch(1);
    grid->addLayout(actions, 2, 0);
    grid->addWidget(message_, 3, 0);
    return box;
}

QWidget* LivePanel::buildServers()
{
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    table_ = new QTableWidget(0, ColumnCount);
    texts_.keep([this] {
        table_->setHorizontalHeaderLabels({tr("Status"), tr("Server"), tr("Weight"), tr("Items"), tr("Placement"),
                                           tr("GETs/s"), tr("Hits"), tr("Misses"), tr("Evictions")});
        table_->horizontalHeaderItem(ItemsColumn)->setToolTip(tr("curr_items: what the server itself reports"));
        table_->horizontalHeaderItem(PlacementColumn)
            ->setToolTip(tr("The keys the lab's placement gives the server: "
                            "its items after a fill"));
        table_->horizontalHeaderItem(HitsColumn)->setToolTip(tr("In the last second"));
        table_->horizontalHeaderItem(MissesColumn)->setToolTip(tr("In the last second"));
    });
    table_->verticalHeader()->hide();
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(table_, &QWidget::customContextMenuRequested, this, &LivePanel::showServerMenu);
    connect(table_, &QTableWidget::itemSelectionChanged, this, &LivePanel::showPhase);
    table_->setMinimumHeight(100);
    layout->addWidget(table_, 3);

    kill_ = new QPushButton;
    stopServer_ = new QPushButton;
    restart_ = new QPushButton;
    reweight_ = new QPushButton;
    add_ = new QPushButton;
    texts_.keep([this] {
        kill_->setText(tr("Kill server"));
        kill_->setToolTip(tr("SIGKILL: the server dies at once, its items with it"));
        stopServer_->setText(tr("Stop gently"));
        stopServer_->setToolTip(tr("SIGTERM: the server shuts down; its items are gone too"));
        restart_->setText(tr("Restart empty"));
        reweight_->setText(tr("Reweight…"));
        add_->setText(tr("Add server"));
        add_->setToolTip(tr("Starts one more memcached and adds it to the lab"));
    });
    connect(kill_, &QPushButton::clicked, this, [this] { killServer(selectedServer()); });
    connect(stopServer_, &QPushButton::clicked, this, [this] { stopServer(selectedServer()); });
    connect(restart_, &QPushButton::clicked, this, [this] { restartServer(selectedServer()); });
    connect(reweight_, &QPushButton::clicked, this, [this] { chooseWeight(selectedServer()); });
    connect(add_, &QPushButton::clicked, this, &LivePanel::addServer);
    auto* buttons = new QGridLayout;
    buttons->addWidget(kill_, 0, 0);
    buttons->addWidget(stopServer_, 0, 1);
    buttons->addWidget(restart_, 0, 2);
    buttons->addWidget(reweight_, 1, 0);
    buttons->addWidget(add_, 1, 1);
    buttons->setColumnStretch(3, 1);
    layout->addLayout(buttons);

    log_ = new QPlainTextEdit;
    log_->setReadOnly(true);
    log_->setMaximumBlockCount(2000);
    texts_.keep([this] { log_->setPlaceholderText(tr("Every event and message of the fleet, one a line")); });
    log_->setMinimumHeight(60);
    layout->addWidget(log_, 2);
    return box;
}

QWidget* LivePanel::buildCharts()
{
    // One chart a tab: in a dock a few hundred pixels tall, four side by side would be too
    // small to read from the back of a classroom.
    auto* tabs = new QTabWidget;
    tabs->setDocumentMode(true);
    for (std::size_t i = 0; i < charts_.size(); ++i) {
        charts_[i] = new TimeSeriesChart;
        charts_[i]->setMinimumSize(240, 160);
        tabs->addTab(charts_[i], QString());
    }
    texts_.keep([this, tabs] {
        const QStringList names = {tr("Requests"), tr("Hit rate"), tr("Requests per server"), tr("Items per server")};
        for (std::size_t i = 0; i < charts_.size(); ++i) {
            charts_[i]->setPlaceholder(tr("Start servers, Fill, then Run"));
            tabs->setTabText(static_cast<int>(i), names[static_cast<qsizetype>(i)]);
        }
    });
    tabs->setCurrentIndex(1);
    return tabs;
}

void LivePanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    // The kept texts, then what is worded from the fleet: its phase, its servers, its charts
    // (the log stays as it was written).
    texts_.run();
    showPhase();
    showStatus(LiveFleetStatus(status_));
    showCharts();
}

void LivePanel::showPhase()
{
    using Phase = LiveSession::Phase;
    const Phase phase = session_.phase();
    const bool idle = phase == Phase::Idle;
    const bool ready = phase == Phase::Ready;
    const bool events = ready || phase == Phase::Running;
    for (QWidget* setting : std::initializer_list<QWidget*>{startChoice_, connectChoice_, program_, memory_, popularity_,
                                                            rate_, readThrough_})
        setting->setEnabled(idle);
    servers_->setEnabled(idle && connectChoice_->isChecked());
    exponent_->setEnabled(idle && popularity_->currentIndex() == 1);
    start_->setEnabled(idle);
    fill_->setEnabled(ready);
    run_->setEnabled(ready);
    stop_->setEnabled(!idle && phase != Phase::Stopping);
    progress_->setVisible(phase == Phase::Filling || phase == Phase::Running);
    const QString id = selectedServer();
    const auto found = std::find_if(status_.servers.begin(), status_.servers.end(),
                                    [&](const live::FleetServer& server) { return QString::fromStdString(server.id) == id; });
    const bool chosen = events && found != status_.servers.end();
    const bool started = chosen && found->started();
    kill_->setEnabled(started && found->state == live::ServerState::Running);
    stopServer_->setEnabled(started && found->state == live::ServerState::Running);
    restart_->setEnabled(started && isDead(found->state));
    reweight_->setEnabled(chosen);
    add_->setEnabled(events);
    switch (phase) {
    case Phase::Idle: phase_->setText(tr("No servers")); break;
    case Phase::Starting: phase_->setText(tr("Starting…")); break;
    case Phase::Ready: phase_->setText(tr("Ready")); break;
    case Phase::Filling: phase_->setText(tr("Filling…")); break;
    case Phase::Running: phase_->setText(tr("Running…")); break;
    case Phase::Stopping: phase_->setText(tr("Stopping…")); break;
    }
}

QString LivePanel::selectedServer() const
{
    const auto rows = table_->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return {};
    const QTableWidgetItem* item = table_->item(rows.first().row(), ServerColumn);
    return item ? item->text() : QString();
}

void LivePanel::showStatus(const LiveFleetStatus& status)
{
    const QString selected = selectedServer();
    status_ = status;
    table_->setRowCount(static_cast<int>(status.servers.size()));
    const live::LiveSecond* last = history_.empty() ? nullptr : &history_.back();
    for (std::size_t s = 0; s < status.servers.size(); ++s) {
        const live::FleetServer& server = status.servers[s];
        const auto row = static_cast<int>(s);
        auto* light = new QTableWidgetItem(lightIcon(stateColor(server.state)), stateText(server.state));
        if (!server.exitText.empty())
            light->setToolTip(QString::fromStdString(server.exitText));
        table_->setItem(row, StatusColumn, light);
        const QString id = QString::fromStdString(server.id);
        auto* name = new QTableWidgetItem(id);
        name->setForeground(memberColor(id).darker(120));
        const QString address = QString::fromStdString(server.endpoint.text());
        name->setToolTip(server.pid ? tr("%1, pid %2").arg(address).arg(server.pid) : address);
        table_->setItem(row, ServerColumn, name);
        table_->setItem(row, WeightColumn, numberItem(QLocale().toString(server.weight, 'g', 6)));
        const auto& stats = s < status.stats.size() ? status.stats[s] : std::nullopt;
        table_->setItem(row, ItemsColumn, numberItem(stats ? count(stats->currItems) : QStringLiteral("–")));
        table_->setItem(row, PlacementColumn,
                        numberItem(s < status.expectedItems.size() ? count(status.expectedItems[s]) : QString()));
        table_->setItem(row, EvictionsColumn, numberItem(stats ? count(stats->evictions) : QStringLiteral("–")));
        const live::LiveServerSecond* second = nullptr;
        if (last)
            for (const live::LiveServerSecond& candidate : last->servers)
                if (candidate.id == server.id)
                    second = &candidate;
        table_->setItem(row, RequestsColumn, numberItem(second ? count(second->requests) : QString()));
        table_->setItem(row, HitsColumn, numberItem(second ? count(second->hits) : QString()));
        table_->setItem(row, MissesColumn, numberItem(second ? count(second->misses) : QString()));
        if (id == selected)
            table_->selectRow(row);
    }
    QStringList dead;
    for (const live::FleetServer& server : status.servers)
        if (isDead(server.state))
            dead << QString::fromStdString(server.id);
    if (dead != dead_) {
        dead_ = dead;
        emit deadMembersChanged(dead_);
    }
    showPhase();
}

void LivePanel::showSecond(const live::LiveSecond& second)
{
    history_.push_back(second);
    for (const std::string& event : second.events)
        logLine(tr("%1 s: %2").arg(QLocale().toString(second.timeSeconds, 'f', 0), liveEventLabel(QString::fromStdString(event))));
    for (const std::string& text : second.messages) {
        logLine(QString::fromStdString(text));
        showMessage(QString::fromStdString(text), true);
    }
    showCharts();
}

void LivePanel::showCharts()
{
    const LiveCharts charts = liveCharts(history_, betweenRuns_);
    charts_[0]->setData(charts.requests);
    charts_[1]->setData(charts.hitRate);
    charts_[2]->setData(charts.serverRequests);
    charts_[3]->setData(charts.serverItems);
}

void LivePanel::showMessage(const QString& text, bool problem)
{
    message_->setText(text);
    message_->setStyleSheet(problem ? QStringLiteral("color: %1;").arg(palette::current().errorInk.name()) : QString());
    message_->setVisible(!text.isEmpty());
}

void LivePanel::logLine(const QString& text)
{
    log_->appendPlainText(text);
}

QString LivePanel::readListedServers(std::vector<std::pair<Member, live::Endpoint>>& servers) const
{
    const QStringList entries =
        servers_->text().split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    if (entries.isEmpty())
        return tr("List the servers to connect to, host:port each (loopback only).");
    const std::vector<Member>& members = lab_->members();
    std::size_t unnamed = 0;
    for (const QString& entry : entries) {
        Member member;
        QString address = entry;
        if (const qsizetype equals = entry.indexOf(QLatin1Char('=')); equals >= 0) {
            member.id = entry.left(equals).toStdString();
            address = entry.mid(equals + 1);
        } else if (unnamed < members.size()) {
            member = members[unnamed++];
        } else {
            return tr("%1: name it (id=host:port); every member of the lab has a server already").arg(entry);
        }
        try {
            servers.emplace_back(member, live::parseLoopbackEndpoint(address.toStdString()));
        } catch (const std::exception& error) {
            return liveUserMessage(error);
        }
    }
    return {};
}

void LivePanel::startFleet()
{
    LiveStartRequest request;
    const LabState& state = lab_->state();
    request.options.memcachedPath = program_->text().trimmed().toStdString();
    request.options.memoryMegabytes = memory_->value();
    request.config.placement = state.config;
    request.config.keys = lab_->keys();
    request.config.popularity.kind = static_cast<PopularityKind>(popularity_->currentData().toInt());
    request.config.popularity.zipfExponent = exponent_->value();
    request.config.requestsPerSecond = rate_->value();
    request.config.readThrough = readThrough_->isChecked();
    if (connectChoice_->isChecked()) {
        if (const QString problem = readListedServers(request.external); !problem.isEmpty()) {
            showMessage(problem, true);
            return;
        }
        mirrorsLab_ = request.external.size() == state.members.size() &&
                      std::equal(state.members.begin(), state.members.end(), request.external.begin(),
                                 [](const Member& member, const auto& server) { return member.id == server.first.id; });
    } else {
        if (state.members.empty()) {
            showMessage(tr("The lab has no members to start servers for."), true);
            return;
        }
        request.members = state.members;
        mirrorsLab_ = true;
    }
    if (request.options.memcachedPath.empty()) {
        showMessage(tr("Name the memcached program."), true);
        return;
    }
    showMessage({}, false);
    logLine(request.external.empty() ? tr("Starting the servers (%1)…").arg(request.members.size())
                                     : tr("Connecting to the servers (%1)…").arg(request.external.size()));
    session_.start(std::move(request));
}

void LivePanel::postEvent(live::LiveEventKind kind, const QString& id, double weight)
{
    if (id.isEmpty() || !session_.hasFleet())
        return;
    live::LiveEvent event;
    event.kind = kind;
    event.server = id.toStdString();
    event.weight = weight;
    session_.apply(std::move(event));
}

void LivePanel::killServer(const QString& id)
{
    postEvent(live::LiveEventKind::Kill, id);
}

void LivePanel::stopServer(const QString& id)
{
    postEvent(live::LiveEventKind::Stop, id);
}

void LivePanel::restartServer(const QString& id)
{
    postEvent(live::LiveEventKind::Restart, id);
}

void LivePanel::addServer()
{
    if (!session_.hasFleet())
        return;
    // A name neither the lab nor the fleet uses.
    QString id = lab_->suggestMemberId();
    const auto taken = [this](const QString& candidate) {
        return std::any_of(status_.servers.begin(), status_.servers.end(),
                           [&](const live::FleetServer& server) { return QString::fromStdString(server.id) == candidate; });
    };
    for (int n = static_cast<int>(status_.servers.size()) + 1; taken(id); ++n)
        id = QStringLiteral("cache-%1").arg(n, 2, 10, QLatin1Char('0'));
    postEvent(live::LiveEventKind::Add, id);
    if (mirrorsLab_)
        if (const QString problem = lab_->addMember(id); !problem.isEmpty())
            logLine(tr("The lab did not take %1: %2").arg(id, problem));
}

void LivePanel::reweightServer(const QString& id, double weight)
{
    postEvent(live::LiveEventKind::Reweight, id, weight);
    if (mirrorsLab_)
        if (const QString problem = lab_->setWeight(id, weight); !problem.isEmpty())
            logLine(tr("The lab did not take the weight of %1: %2").arg(id, problem));
}

void LivePanel::chooseWeight(const QString& id)
{
    const auto found = std::find_if(status_.servers.begin(), status_.servers.end(),
                                    [&](const live::FleetServer& server) { return QString::fromStdString(server.id) == id; });
    if (found == status_.servers.end())
        return;
    bool ok = false;
    const double weight = QInputDialog::getDouble(this, tr("Reweight %1").arg(id), tr("Weight of %1:").arg(id),
                                                  found->weight, 0.01, 1000.0, 2, &ok);
    if (ok)
        reweightServer(id, weight);
}

void LivePanel::showServerMenu(const QPoint& position)
{
    const QModelIndex index = table_->indexAt(position);
    if (!index.isValid())
        return;
    table_->selectRow(index.row());
    QMenu menu(this);
    for (QPushButton* button : {kill_, stopServer_, restart_, reweight_, add_})
        menu.addAction(button->text(), button, &QPushButton::click)->setEnabled(button->isEnabled());
    menu.exec(table_->viewport()->mapToGlobal(position));
}

void LivePanel::stopAll()
{
    session_.stop();
}

QStringList LivePanel::deadMembers() const
{
    return dead_;
}

}  // namespace ringlab::ui
