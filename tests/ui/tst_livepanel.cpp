// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Live panel off-screen, against real memcached servers (Debian's memcached, installed by
// scripts/setup.sh): four servers started from the panel for a lab of four members, filled
// (each server's curr_items, as the table shows it, equals the placement's key count), one
// killed from the panel (its light says killed, the ring view marks it dead, the next seconds'
// misses are its share of the keys), Stop (every pid gone from /proc); a bogus memcached path
// and a non-loopback server give one message and the lab keeps working; closing the dock and
// destroying the window while a run is under way leave nothing running. With
// RINGLAB_LIVE_SCREENSHOTS=DIR the window is written there after the kill, at 1600 × 1000 and
// 1280 × 720 (RINGLAB_LIVE_LANG=de or fr for German or French), for review.
#include "model/LabModel.h"
#include "model/Translation.h"
#include "ui/lab/RingView.h"
#include "ui/lab/ring/RingScene.h"
#include "ui/lab/ring/RingText.h"
#include "ui/live/LivePanel.h"
#include "ui/window/MainWindow.h"
#include "ui/window/ScreenshotRunner.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QCheckBox>
#include <QDockWidget>
#include <QMenuBar>
#include <QTableWidget>
#include <QScrollArea>
#include <QTest>

#include <memory>

using namespace ringlab;
using namespace ringlab::ui;

namespace {

constexpr int kStartTimeoutMs = 30000;
constexpr std::size_t kKeys = 20000;
using Phase = LiveSession::Phase;

// The window's lab: `members` servers cache-01 … over kKeys keys, computed.
[[nodiscard]] bool useLiveLab(MainWindow& window, int members)
{
    LabState state;
    state.members = numberedMembers("cache-", static_cast<std::size_t>(members));
    state.keys.count = static_cast<qint64>(kKeys);
    if (!window.lab()->replaceState(state, QStringLiteral("live")).isEmpty())
        return false;
    window.lab()->undoStack()->clear();
    return waitUntilSettled(window);
}

bool processExists(pid_t pid)
{
    return QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid));
}

std::vector<pid_t> startedPids(const LivePanel& panel)
{
    std::vector<pid_t> pids;
    for (const live::FleetServer& server : panel.fleetStatus().servers)
        if (server.pid > 0)
            pids.push_back(server.pid);
    return pids;
}

int rowOf(const LivePanel& panel, const QString& id)
{
    const QTableWidget* table = panel.serverTable();
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, LivePanel::ServerColumn)->text() == id)
            return row;
    return -1;
}

QString cell(const LivePanel& panel, int row, int column)
{
    const QTableWidgetItem* item = panel.serverTable()->item(row, column);
    return item ? item->text() : QString();
}

// The lab's panel shown, rate and seconds small, misses left as misses.
LivePanel* openPanel(MainWindow& window)
{
    window.liveAction()->trigger();
    LivePanel* panel = window.livePanel();
    panel->rateBox()->setValue(4000);
    panel->secondsBox()->setValue(2);
    panel->readThroughBox()->setChecked(false);
    return panel;
}

bool waitForPhase(LivePanel* panel, Phase phase, int timeoutMs = kStartTimeoutMs)
{
    return QTest::qWaitFor([&] { return panel->session()->phase() == phase; }, timeoutMs);
}

}  // namespace

class TestLivePanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const QString language = qEnvironmentVariable("RINGLAB_LIVE_LANG");
        if (!language.isEmpty())
            QVERIFY(installLanguage(language));
    }

    // A language switch with a fleet running (issue 26): the servers run on, the Live panel and
    // its dock stay the same objects and speak the new language at once, the fleet's table with
    // them; stopped, the next switch retranslates it again.
    void aLanguageSwitchKeepsTheFleetRunning()
    {
        // The language the other tests run in (the default QLocale's, else English), back at the end.
        const QString before = appLanguages().contains(QLocale().name().left(2)) ? QLocale().name().left(2)
                                                                               : QStringLiteral("en");
        const QString running = before == QLatin1String("de") ? QStringLiteral("fr") : QStringLiteral("de");
        const QString stopped = before == QLatin1String("en") ? QStringLiteral("fr") : QStringLiteral("en");
        auto window = std::make_unique<MainWindow>(false);
        window->resize(1600, 1000);
        window->show();
        QVERIFY(useLiveLab(*window, 3));
        LivePanel* panel = openPanel(*window);
        panel->startButton()->click();
        QVERIFY(waitForPhase(panel, Phase::Ready));
        const std::vector<pid_t> pids = startedPids(*panel);
        QCOMPARE(pids.size(), std::size_t{3});
        auto* dock = window->findChild<QDockWidget*>(QStringLiteral("LiveDock"));
        QVERIFY(dock && dock->isVisible());
        const QString fileMenu = window->menuBar()->actions().front()->text();

        window->setLanguage(running);
        QTRY_VERIFY(window->menuBar()->actions().front()->text() != fileMenu);
        QCOMPARE(window->menuBar()->actions().front()->text(),
                 QCoreApplication::translate("ringlab::ui::MainWindow", "&File"));
        QCOMPARE(dock->windowTitle(), QCoreApplication::translate("ringlab::ui::MainWindow", "Live"));
        QCOMPARE(window->livePanel(), panel);
        QCOMPARE(window->findChild<QDockWidget*>(QStringLiteral("LiveDock")), dock);
        QVERIFY(dock->isVisible());
        QVERIFY(window->liveAction()->isChecked());
        QCOMPARE(panel->session()->phase(), Phase::Ready);
        QCOMPARE(startedPids(*panel), pids);
        for (const pid_t pid : pids)
            QVERIFY(processExists(pid));
        QCOMPARE(panel->startButton()->text(), QCoreApplication::translate("ringlab::ui::LivePanel", "Start servers"));
        QCOMPARE(panel->serverTable()->horizontalHeaderItem(0)->text(),
                 QCoreApplication::translate("ringlab::ui::LivePanel", "Status"));
        QCOMPARE(panel->serverTable()->item(0, 0)->text(), QCoreApplication::translate("ringlab::ui::LivePanel", "running"));
        // And still the lab's fleet: a fill puts each member's keys on its server.
        panel->fillButton()->click();
        QVERIFY(waitForPhase(panel, Phase::Ready));
        QCOMPARE(panel->fleetStatus().expectedItems.size(), std::size_t{3});

        panel->stopAll();
        QVERIFY(waitForPhase(panel, Phase::Idle));
        for (const pid_t pid : pids)
            QTRY_VERIFY(!processExists(pid));
        window->setLanguage(stopped);
        QTRY_COMPARE(window->livePanel()->startButton()->text(),
                     QCoreApplication::translate("ringlab::ui::LivePanel", "Start servers"));
        QCOMPARE(window->livePanel(), panel);
        QVERIFY(window->liveAction()->isChecked());
        QVERIFY(installLanguage(before));
    }

    void startsFillsKillsAndStops()
    {
        auto window = std::make_unique<MainWindow>(false);
        window->resize(1600, 1000);
        window->show();
        QVERIFY(useLiveLab(*window, 4));
        LivePanel* panel = openPanel(*window);
        QVERIFY(window->liveAction()->isChecked());

        // Start: four servers, each running with a pid of its own.
        panel->startButton()->click();
        QVERIFY(waitForPhase(panel, Phase::Ready));
        QCOMPARE(panel->serverTable()->rowCount(), 4);
        const std::vector<pid_t> pids = startedPids(*panel);
        QCOMPARE(pids.size(), std::size_t{4});
        for (const pid_t pid : pids)
            QVERIFY(processExists(pid));
        for (int row = 0; row < 4; ++row)
            QCOMPARE(cell(*panel, row, LivePanel::StatusColumn), LivePanel::tr("running"));

        // Fill: each server's own curr_items equals the placement's keys for it, as the lab's
        // load statistics count them.
        panel->fillButton()->click();
        QVERIFY(waitForPhase(panel, Phase::Ready));
        const LabSnapshot& snapshot = *window->lab()->result().primary;
        QCOMPARE(snapshot.stats.members.size(), std::size_t{4});
        QCOMPARE(panel->fleetStatus().expectedItems.size(), std::size_t{4});
        std::size_t total = 0;
        for (int row = 0; row < 4; ++row) {
            const auto& member = snapshot.stats.members[static_cast<std::size_t>(row)];
            QCOMPARE(cell(*panel, row, LivePanel::ServerColumn), QString::fromStdString(member.id));
            QCOMPARE(panel->fleetStatus().expectedItems[static_cast<std::size_t>(row)], member.keys);
            QCOMPARE(cell(*panel, row, LivePanel::PlacementColumn), QLocale().toString(static_cast<qulonglong>(member.keys)));
            QCOMPARE(cell(*panel, row, LivePanel::ItemsColumn), QLocale().toString(static_cast<qulonglong>(member.keys)));
            total += member.keys;
        }
        QCOMPARE(total, kKeys);

        // A warm fleet: every GET hits.
        panel->runButton()->click();
        QCOMPARE(panel->session()->phase(), Phase::Running);
        QVERIFY(waitForPhase(panel, Phase::Ready));
        QCOMPARE(panel->history().size(), std::size_t{2});
        for (const live::LiveSecond& second : panel->history()) {
            QVERIFY(second.requests > 0);
            QCOMPARE(second.misses + second.hardFailures, std::size_t{0});
        }
        QCOMPARE(panel->charts()[0]->data().lines[0].points.size(), 2);
        QCOMPARE(panel->charts()[0]->data().lines[0].points.back().y(),
                 static_cast<double>(panel->history().back().hits));

        // Kill cache-02 from the panel: its light says killed, the ring view marks it dead.
        const int killedRow = rowOf(*panel, QStringLiteral("cache-02"));
        QVERIFY(killedRow >= 0);
        panel->serverTable()->selectRow(killedRow);
        QVERIFY(panel->killButton()->isEnabled());
        panel->killButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(cell(*panel, killedRow, LivePanel::StatusColumn), LivePanel::tr("killed"), 10000);
        QVERIFY(!processExists(pids[static_cast<std::size_t>(killedRow)]));
        QCOMPARE(panel->deadMembers(), QStringList{QStringLiteral("cache-02")});
        QCOMPARE(window->ringView()->deadMembers(), QStringList{QStringLiteral("cache-02")});
        window->ringView()->resize(900, 700);
        const RingScene& scene = window->ringView()->layout();
        bool legendSaysDead = false;
        for (const RingLegend::Row& row : scene.legend.rows)
            if (row.id == QLatin1String("cache-02"))
                legendSaysDead = row.dead && row.share == RingText::tr("dead");
            else
                QVERIFY(!row.dead);
        QVERIFY2(legendSaysDead, qPrintable(QStringLiteral("%1 legend rows, view %2x%3")
                                                .arg(scene.legend.rows.size())
                                                .arg(window->ringView()->width())
                                                .arg(window->ringView()->height())));
        QVERIFY(panel->eventLog()->toPlainText().contains(QStringLiteral("cache-02")));
        // The killed server, still selected, can be restarted, not killed again.
        QVERIFY(panel->restartButton()->isEnabled());
        QVERIFY(!panel->killButton()->isEnabled());

        // The next seconds miss what cache-02 held (no read-through): its share of the keys,
        // within binomial noise of the requests made.
        const std::size_t before = panel->history().size();
        panel->secondsBox()->setValue(3);
        panel->runButton()->click();
        QCOMPARE(panel->session()->phase(), Phase::Running);
        QVERIFY(waitForPhase(panel, Phase::Ready));
        QCOMPARE(panel->history().size(), before + 3);
        std::size_t requests = 0;
        std::size_t reads = 0;
        for (std::size_t s = before; s < panel->history().size(); ++s) {
            requests += panel->history()[s].requests;
            reads += panel->history()[s].databaseReads;
        }
        const double share = static_cast<double>(snapshot.stats.members[1].keys) / static_cast<double>(kKeys);
        const double measured = static_cast<double>(reads) / static_cast<double>(requests);
        const double noise = 4.0 * std::sqrt(share * (1.0 - share) / static_cast<double>(requests));
        QVERIFY2(std::abs(measured - share) <= noise + 0.002,
                 qPrintable(QStringLiteral("miss share %1, cache-02 owned %2").arg(measured).arg(share)));
        QVERIFY(panel->charts()[0]->data().lines[2].points.back().y() > 0.0);
        // The killed server answers no stats.
        QCOMPARE(cell(*panel, killedRow, LivePanel::ItemsColumn), QStringLiteral("–"));

        if (const QString directory = qEnvironmentVariable("RINGLAB_LIVE_SCREENSHOTS"); !directory.isEmpty()) {
            QDir().mkpath(directory);
            QString language = qEnvironmentVariable("RINGLAB_LIVE_LANG");
            if (language.isEmpty())
                language = QStringLiteral("en");
            for (const QSize size : {QSize(1600, 1000), QSize(1280, 720)}) {
                window->resize(size);
                QTest::qWait(300);
                window->grab().save(QStringLiteral("%1/live-%2-%3x%4.png")
                                        .arg(directory, language)
                                        .arg(size.width())
                                        .arg(size.height()));
            }
        }

        // In a 1280-pixel window the panel pushes nothing away: it scrolls up and down, and
        // its content fits its width.
        window->resize(1280, 720);
        QTest::qWait(100);
        QVERIFY(panel->minimumSizeHint().height() <= 100);
        QVERIFY(panel->findChild<QScrollArea*>()->widget()->minimumSizeHint().width() <= panel->width());
        window->resize(1600, 1000);

        // Stop: every server RingLab started is gone, the ring's marks with them.
        panel->stopButton()->click();
        QVERIFY(waitForPhase(panel, Phase::Idle));
        for (const pid_t pid : pids)
            QVERIFY2(!processExists(pid), qPrintable(QString::number(pid)));
        QCOMPARE(panel->serverTable()->rowCount(), 0);
        QVERIFY(window->ringView()->deadMembers().isEmpty());
        QVERIFY(panel->startButton()->isEnabled());
    }

    void aBogusProgramGivesOneMessage()
    {
        MainWindow window(false);
        window.resize(1280, 720);
        window.show();
        QVERIFY(useLiveLab(window, 3));
        LivePanel* panel = openPanel(window);
        panel->programEdit()->setText(QStringLiteral("/nonexistent/memcached"));
        panel->startButton()->click();
        QVERIFY(waitForPhase(panel, Phase::Idle));
        QTRY_VERIFY(panel->messageLabel()->isVisible());
        QVERIFY2(panel->messageLabel()->text().contains(QStringLiteral("/nonexistent/memcached")),
                 qPrintable(panel->messageLabel()->text()));
        QCOMPARE(panel->serverTable()->rowCount(), 0);
        QVERIFY(panel->startButton()->isEnabled());
        QVERIFY(!panel->fillButton()->isEnabled());
        // The lab keeps working.
        const auto generation = window.lab()->result().primary->generation;
        QVERIFY(window.lab()->addMember(QStringLiteral("cache-04")).isEmpty());
        QVERIFY(QTest::qWaitFor([&] { return !window.lab()->busy() && window.lab()->result().primary->generation > generation; },
                                60000));
        QCOMPARE(window.lab()->members().size(), std::size_t{4});
    }

    void onlyLoopbackServers()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useLiveLab(window, 2));
        LivePanel* panel = openPanel(window);
        panel->connectChoice()->setChecked(true);
        panel->serversEdit()->setText(QStringLiteral("10.0.0.7:11211, 127.0.0.1:11212"));
        panel->startButton()->click();
        QVERIFY(panel->messageLabel()->isVisible());
        QVERIFY2(panel->messageLabel()->text().contains(QStringLiteral("10.0.0.7")), qPrintable(panel->messageLabel()->text()));
        QCOMPARE(panel->session()->phase(), Phase::Idle);
    }

    void closingTheDockOrTheWindowStopsEverything()
    {
        auto window = std::make_unique<MainWindow>(false);
        window->show();
        QVERIFY(useLiveLab(*window, 2));
        LivePanel* panel = openPanel(*window);
        panel->startButton()->click();
        QVERIFY(waitForPhase(panel, Phase::Ready));
        std::vector<pid_t> pids = startedPids(*panel);
        QCOMPARE(pids.size(), std::size_t{2});
        window->liveAction()->trigger();  // closes the dock
        QVERIFY(!window->liveAction()->isChecked());
        QVERIFY(waitForPhase(panel, Phase::Idle));
        for (const pid_t pid : pids)
            QVERIFY(!processExists(pid));

        // A run under way when the window goes: its destructor stops the servers and joins.
        window->liveAction()->trigger();
        panel->startButton()->click();
        QVERIFY(waitForPhase(panel, Phase::Ready));
        pids = startedPids(*panel);
        QCOMPARE(pids.size(), std::size_t{2});
        panel->secondsBox()->setValue(60);
        panel->runButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->history().empty(), 10000);
        window.reset();
        for (const pid_t pid : pids)
            QVERIFY2(!processExists(pid), qPrintable(QString::number(pid)));
    }
};

QTEST_MAIN(TestLivePanel)
#include "tst_livepanel.moc"
