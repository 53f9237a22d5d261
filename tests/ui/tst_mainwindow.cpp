// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lab window as a user drives it (offscreen): what the table, the ring, the bars and the
// counter show agrees with the engine; undo restores; a refused edit changes nothing; the
// window fits a projector. The program run as a process (--screenshot, --version, no display)
// is tst_ringlabprogram.
#include "model/Format.h"
#include "model/NodeTableModel.h"
#include "model/core/AssignmentDiff.h"
#include "ui/common/AnimationClock.h"
#include "model/core/AlgorithmComparison.h"
#include "ui/lab/AllAlgorithmsPanel.h"
#include "ui/lab/BucketView.h"
#include "ui/lab/LabView.h"
#include "ui/lab/LoadChart.h"
#include "ui/window/FleetImport.h"
#include "ui/window/MainWindow.h"
#include "model/fleet/FleetFile.h"
#include "ui/lab/ReplicasSweepChart.h"
#include "ui/lab/RingView.h"
#include "ui/window/ScreenshotRunner.h"
#include "ui/common/ViewCaption.h"
#include "ringlab/Version.h"
#include "model/core/MaglevPlacement.h"
#include "tests/common/CliRunner.h"
#include "tests/common/DrawnBars.h"
#include "tests/common/FileSizeLimit.h"
#include "tests/common/SmallLab.h"
#include "tests/common/TestFiles.h"
#include "tests/common/TestPaths.h"

#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QHeaderView>
#include <QScrollArea>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTest>

#include <numeric>

#include <unistd.h>

using namespace ringlab;
using namespace ringlab::ui;
using namespace ringlab::tests;

namespace {

// File > Save scenario as… as a user answers it: `path` typed into the file dialog, a
// replacement confirmed; returns the text of the warning the save ended with ("" for none).
QString saveThroughTheMenu(MainWindow& window, const QString& path)
{
    auto* action = window.findChild<QAction*>(QStringLiteral("SaveScenarioAsAction"));
    if (!action)
        return QStringLiteral("no Save scenario as… action");
    QString warning;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* dialog = qobject_cast<QFileDialog*>(modal)) {
            // Later, not in this slot: the dialog may ask whether to replace the file, and the
            // timer must be free to answer that too.
            if (auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")); name && name->text() != path) {
                name->setText(path);
                QTimer::singleShot(0, name, [name] { QTest::keyClick(name, Qt::Key_Return); });
            }
        } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            if (qobject_cast<QFileDialog*>(box->parentWidget())) {  // "… already exists. Replace it?"
                QTimer::singleShot(0, box, [box] { box->button(QMessageBox::Yes)->click(); });
            } else {
                warning = box->text();
                QTimer::singleShot(0, box, [box] { box->accept(); });
            }
        }
    });
    answer.start(50);
    action->trigger();
    return warning;
}

QByteArray contentsOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class MainWindowTest : public QObject {
    Q_OBJECT

private slots:
    void addingANodeThroughTheUiAgreesWithTheEngine()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        QTest::mouseClick(window.addNodeButton(), Qt::LeftButton);
        QCOMPARE(window.lab()->members().back().id, std::string("cache-09"));
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->busy() && window.lab()->result().primary->members.size() == 9, 60000);
        QApplication::processEvents();

        // The engine's answer for the same change.
        const auto keys = KeySet::fromPattern("session:user:{i}", 100000);
        const auto before = makePlacement({}, numberedMembers("cache-", 8));
        const auto after = makePlacement({}, numberedMembers("cache-", 9));
        const auto assignment = assignKeys(*after, keys);
        const auto stats = computeLoadStatistics(assignment, after->keySpaceShares());
        const auto diff = diffAssignments(assignKeys(*before, keys), assignment);

        // Table.
        QAbstractItemModel* table = window.nodeTable()->model();
        QCOMPARE(table->rowCount(), 9);
        for (int row = 0; row < 9; ++row) {
            QCOMPARE(table->index(row, NodeTableModel::Id).data().toString().toStdString(), stats.members[std::size_t(row)].id);
            QCOMPARE(table->index(row, NodeTableModel::Keys).data().toString(),
                     QLocale().toString(static_cast<qulonglong>(stats.members[std::size_t(row)].keys)));
        }
        // Ring and bucket views show the new snapshot.
        QCOMPARE(window.ringView()->snapshot()->members.size(), std::size_t{9});
        QCOMPARE(window.ringView()->snapshot()->assignment.owners, assignment.owners);
        QCOMPARE(window.bucketView()->snapshot().get(), window.ringView()->snapshot().get());
        // Bars.
        const auto bars = window.loadChart()->barValues();
        QCOMPARE(bars.size(), std::size_t{9});
        for (std::size_t i = 0; i < 9; ++i)
            QVERIFY(std::abs(bars[i] - stats.members[i].ofFair * 100.0) < 1e-9);
        // Counter.
        QVERIFY(window.ringView()->snapshot()->diff);
        QCOMPARE(window.ringView()->snapshot()->diff->movedKeys, diff.movedKeys);
        // The keys that changed owner are animating, and the counter names the change without
        // giving its figures away.
        QVERIFY(window.animationClock()->progress() < 1.0);
        for (const LabView* view : {static_cast<const LabView*>(window.ringView()),
                                    static_cast<const LabView*>(window.bucketView())}) {
            const QString moving = view->counterText();
            QVERIFY2(moving.startsWith("after adding cache-09"), qPrintable(moving));
            QVERIFY2(!moving.contains(formatShare(diff.movedFraction(), 2)), qPrintable(moving));
        }
        // Once the keys have moved, the three figures, as the engine has them.
        window.animationClock()->skipToEnd();
        QCOMPARE(diff.leastMovedKeys, diff.movedKeys);  // the ring moves only what cache-09 gains
        const QString counter = window.ringView()->counterText();
        QCOMPARE(counter, QString("after adding cache-09: moved %1 of keys · least possible %2 · ideal %3")
                              .arg(formatShare(diff.movedFraction(), 2), formatShare(diff.leastFraction(), 2),
                                   formatShare(diff.idealFraction, 2)));
        QCOMPARE(window.bucketView()->counterText(), counter);
    }

    // A fleet of thousands opens as one edit: the load chart counts members instead of drawing
    // a bar each, the table holds every member with its figures from the core, a 255-byte id
    // shows cut in the middle (whole in its tooltip), the sweep stays within its ring budget and
    // one more node is added as in a small lab.
    void aLargeFleetOpensAndStaysUsable()
    {
        MainWindow window(false);
        window.resize(1280, 720);
        window.show();
        LabState state;
        state.members = numberedMembers("cache-", 5000, 4);
        const QString longId = QString(85, QChar(0xFF37));
        state.members.push_back({longId.toStdString(), 1.0});
        state.keys.count = 200000;
        QVERIFY(window.lab()->replaceState(state, "large fleet").isEmpty());
        QVERIFY(waitUntilSettled(window));
        window.animationClock()->skipToEnd();
        QApplication::processEvents();

        const auto& snapshot = window.lab()->result().primary;
        QCOMPARE(snapshot->members.size(), std::size_t{5001});
        LoadChart* chart = window.loadChart();
        QVERIFY(chart->aggregated());
        // The bins drawn are the core's histogram of the snapshot's load.
        const LoadHistogram core = loadHistogram(snapshot->stats);
        const tests::DrawnBars drawn = tests::drawnBars(*chart);
        QCOMPARE(drawn.heights.size(), core.counts.size());
        for (std::size_t i = 0; i < core.counts.size(); ++i)
            QCOMPARE(drawn.heights[i], static_cast<double>(core.counts[i]));
        QCOMPARE(chart->mostLoadedMember().toStdString(), mostLoadedMember(snapshot->stats)->id);

        QAbstractItemModel* table = window.nodeTable()->model();
        QCOMPARE(table->rowCount(), 5001);
        for (const int row : {0, 2500, 4999}) {
            const MemberLoad& load = snapshot->stats.members[std::size_t(row)];
            QCOMPARE(table->index(row, NodeTableModel::Id).data().toString().toStdString(), load.id);
            QCOMPARE(table->index(row, NodeTableModel::Keys).data().toString(),
                     QLocale().toString(static_cast<qulonglong>(load.keys)));
        }
        const QString shownId = table->index(5000, NodeTableModel::Id).data().toString();
        QVERIFY2(shownId.size() <= NodeTableModel::kShownIdCharacters, qPrintable(shownId));
        QVERIFY(shownId.contains(QChar(0x2026)));
        QCOMPARE(table->index(5000, NodeTableModel::Id).data(Qt::ToolTipRole).toString(), longId);
        QCOMPARE(table->index(5000, NodeTableModel::Id).data(Qt::EditRole).toString(), longId);

        const std::vector<ReplicasPoint>& sweep = window.lab()->lastReplicasSweep().points;
        QVERIFY(!sweep.empty());
        QVERIFY(sweep.back().replicas < 1000);
        QCOMPARE(sweep.back().replicas, sweepValuesFor(state.config, state.members, LabModel::kMaxSweepRingPoints).back());
        QVERIFY(5001 * static_cast<std::size_t>(sweep.back().replicas) <= LabModel::kMaxSweepRingPoints);

        // Only the lab's result is awaited here: the sweep of a fleet this size is checked above.
        QVERIFY(window.lab()->addMember("cache-5001").isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->busy() && window.lab()->result().primary->members.size() == 5002,
                                 120000);
        QCOMPARE(table->rowCount(), 5002);
        QVERIFY(!window.grab().isNull());
    }

    // The load chart and the replicas sweep beside it show one relative std-dev for the lab's
    // state, to the digit, and the sweep's curve passes through it.
    void loadChartAndSweepAgreeOnTheBalance()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        QVERIFY(window.lab()->setReplicas(150).isEmpty());  // between two sweep points (140, 160)
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->busy() && !window.lab()->sweepPending() &&
                                     window.lab()->result().primary->config.replicas == 150,
                                 60000);
        QApplication::processEvents();
        const LabSnapshot& snapshot = *window.lab()->result().primary;
        const QString figure = formatShare(snapshot.stats.relativeStdDev, 1);
        QVERIFY(window.loadChart()->figuresText().startsWith("relative std-dev " + figure + "   "));
        QCOMPARE(window.sweepChart()->markerLabel(), QString("150 replicas: %1").arg(figure));
        QCOMPARE(*window.sweepChart()->currentValue(), snapshot.stats.relativeStdDev * 100.0);
        const QList<QPointF> curve = window.sweepChart()->points();
        QVERIFY(std::any_of(curve.begin(), curve.end(), [&](const QPointF& p) {
            return p.x() == 150.0 && p.y() == snapshot.stats.relativeStdDev * 100.0;
        }));
        // The sweep computed at a replicas value equals the lab's own figure there.
        const auto swept = replicasSweep(snapshot.members, snapshot.config.hash, snapshot.keys, {150});
        QCOMPARE(swept.front().relativeStdDev, snapshot.stats.relativeStdDev);
    }

    // All algorithms on the lab's last change: each row as compareAlgorithms measures it, and
    // the lab's own row saying what the counter and the load chart say.
    void allAlgorithmsShowTheChangeUnderEach()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        window.allAlgorithmsAction()->trigger();
        QVERIFY(window.lab()->addMember("cache-09").isEmpty());
        AllAlgorithmsPanel* panel = window.allAlgorithmsPanel();
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->busy() && window.lab()->result().primary->members.size() == 9 &&
                                     !panel->busy() && panel->measuredSnapshot() == window.lab()->result().primary.get() &&
                                     panel->table()->rowCount() > 0,
                                 120000);
        const LabSnapshot& snapshot = *window.lab()->result().primary;
        QVERIFY(panel->captionLabel()->text().startsWith("adding cache-09 under every algorithm: 8 → 9 members"));
        // While the keys move on screen the moves stay hidden, as the counter hides them.
        window.animationClock()->start();
        QTRY_COMPARE(panel->table()->item(0, AllAlgorithmsPanel::MovedColumn)->text(), QString("…"));
        window.animationClock()->skipToEnd();
        const auto expected = compareAlgorithms(snapshot.config, snapshot.previousMembers, snapshot.members, snapshot.keys);
        QCOMPARE(panel->table()->rowCount(), static_cast<int>(expected.size()));
        const auto cell = [&](std::size_t row, int column) {
            return panel->table()->item(static_cast<int>(row), column)->text();
        };
        for (std::size_t row = 0; row < expected.size(); ++row) {
            QCOMPARE(cell(row, AllAlgorithmsPanel::MovedColumn), formatShare(*expected[row].movedFraction, 2));
            QCOMPARE(cell(row, AllAlgorithmsPanel::LeastColumn), formatShare(*expected[row].leastFraction, 2));
            QCOMPARE(cell(row, AllAlgorithmsPanel::PeakColumn), QLocale().toString(expected[row].peakOfFair, 'f', 2));
            QCOMPARE(cell(row, AllAlgorithmsPanel::StdDevColumn), formatShare(expected[row].relativeStdDev, 1));
        }
        // The lab's own algorithm (the ring) reads as the counter and the load chart do.
        const std::size_t ring = 0;
        QCOMPARE(expected[ring].algorithm, Algorithm::Ring);
        QVERIFY(window.ringView()->counterText().contains("moved " + cell(ring, AllAlgorithmsPanel::MovedColumn) +
                                                          " of keys · least possible " +
                                                          cell(ring, AllAlgorithmsPanel::LeastColumn)));
        QVERIFY(window.loadChart()->figuresText().startsWith("relative std-dev " + cell(ring, AllAlgorithmsPanel::StdDevColumn)));
        QVERIFY(panel->tableText().split('\n')[1].startsWith(cell(ring, AllAlgorithmsPanel::AlgorithmColumn) + '\t'));
        if (const QByteArray path = qgetenv("RINGLAB_ALL_ALGORITHMS_SCREENSHOT"); !path.isEmpty())
            window.grab().save(QString::fromLocal8Bit(path));
    }

    // Cassandra's and Envoy's rings sweep their own knob (num_tokens, points per host): the
    // marker names it and shows the load chart's figure, which the sweep computes too.
    void theSweepTurnsTheLabsOwnKnob_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<QString>("marker");
        QTest::addColumn<QString>("axisWord");
        QTest::newRow("cassandra") << static_cast<int>(Algorithm::Cassandra) << "16 tokens" << "num_tokens";
        QTest::newRow("envoy-ring") << static_cast<int>(Algorithm::EnvoyRing) << "128 points per host" << "hosts";
    }

    void theSweepTurnsTheLabsOwnKnob()
    {
        QFETCH(int, algorithm);
        QFETCH(QString, marker);
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        QVERIFY(window.lab()->setAlgorithm(static_cast<Algorithm>(algorithm)).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->busy() && !window.lab()->sweepPending() &&
                                     window.lab()->result().primary->config.algorithm == static_cast<Algorithm>(algorithm),
                                 60000);
        QApplication::processEvents();
        const LabSnapshot& snapshot = *window.lab()->result().primary;
        const QString figure = formatShare(snapshot.stats.relativeStdDev, 1);
        QCOMPARE(window.sweepChart()->knob(), sweepKnobFor(static_cast<Algorithm>(algorithm)));
        QCOMPARE(window.sweepChart()->markerLabel(), QString("%1: %2").arg(marker, figure));
        // The load chart shows every replica's load at Cassandra's replication factor (the
        // sweep measures the primary owners'): the same figure for Envoy's ring.
        const QString shown = formatShare(snapshot.shownLoad().relativeStdDev, 1);
        QCOMPARE(snapshot.replicaStats.has_value(), static_cast<Algorithm>(algorithm) == Algorithm::Cassandra);
        QVERIFY2(window.loadChart()->figuresText().startsWith("relative std-dev " + shown + "   "),
                 qPrintable(window.loadChart()->figuresText()));
        const int value = sweepKnobValue(snapshot.config, snapshot.members.size());
        const auto swept = balanceSweep(snapshot.members, snapshot.config, snapshot.keys, {value});
        QCOMPARE(swept.front().relativeStdDev, snapshot.stats.relativeStdDev);
        // The curve is this algorithm's: its points are what the engine gives at each value.
        const BalanceSweep& sweep = window.lab()->lastReplicasSweep();
        QCOMPARE(sweep.config.algorithm, static_cast<Algorithm>(algorithm));
        const auto& last = sweep.points.back();
        QCOMPARE(balanceSweep(snapshot.members, snapshot.config, snapshot.keys, {last.replicas}).front().relativeStdDev,
                 last.relativeStdDev);
    }

    // Opening a scenario, ticking Compare and undoing are not changes to count as the user's;
    // undo names itself.
    void theCounterCountsOnlyChanges()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        QVERIFY(!window.lab()->result().primary->diff);
        QVERIFY(!window.ringView()->counterText().contains("moved"));

        QVERIFY(window.lab()->setCompareAlgorithm(Algorithm::Modulo).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->busy() && window.lab()->result().compare, 60000);
        QVERIFY(!window.lab()->result().primary->diff);
        QVERIFY(!window.lab()->result().compare->diff);

        QVERIFY(window.lab()->removeMember("cache-03").isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->busy() && window.lab()->members().size() == 7, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(window.lab()->result().primary->members.size() == 7, 60000);
        window.animationClock()->skipToEnd();
        QVERIFY(window.ringView()->counterText().startsWith("after removing cache-03: moved"));
        const auto& diff = *window.lab()->result().compare->diff;
        QVERIFY(diff.movedKeys > 4 * diff.leastMovedKeys);  // modulo lands far above the least

        window.lab()->undoStack()->undo();
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->busy() && window.lab()->result().primary->members.size() == 8, 60000);
        window.animationClock()->skipToEnd();
        QVERIFY2(window.ringView()->counterText().startsWith("after undoing “Remove cache-03”: moved"),
                 qPrintable(window.ringView()->counterText()));

        QVERIFY(window.lab()->replaceState(window.lab()->state(), "same").isEmpty());  // no change: no step
        LabState other = window.lab()->state();
        other.members.push_back({"cache-99", 1.0});
        QVERIFY(window.lab()->replaceState(other, "Open other").isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->busy() && window.lab()->result().primary->members.size() == 9, 60000);
        QVERIFY(!window.lab()->result().primary->diff);
        QVERIFY(!window.ringView()->counterText().contains("moved"));
    }

    void undoRestoresThePreviousStateExactly()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        const LabState start = window.lab()->state();
        const auto startOwners = window.lab()->result().primary->assignment.owners;
        QTest::mouseClick(window.addNodeButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->busy(), 60000);
        QVERIFY(window.lab()->setHash(HashId::Fnv1a).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->busy(), 60000);
        window.lab()->undoStack()->undo();
        window.lab()->undoStack()->undo();
        QCOMPARE(window.lab()->state(), start);
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->busy() && window.ringView()->snapshot()->members.size() == 8, 60000);
        QCOMPARE(window.ringView()->snapshot()->assignment.owners, startOwners);
        QCOMPARE(window.nodeTable()->model()->rowCount(), 8);
        QCOMPARE(window.loadChart()->barValues().size(), std::size_t{8});
    }

    void aRejectedEditChangesNothing()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        const LabState start = window.lab()->state();
        const auto snapshot = window.ringView()->snapshot();
        QAbstractItemModel* table = window.nodeTable()->model();
        QVERIFY(!table->setData(table->index(1, NodeTableModel::Weight), QStringLiteral("-2")));
        QVERIFY(!table->setData(table->index(1, NodeTableModel::Id), QStringLiteral("cache-01")));
        QCOMPARE(window.lab()->state(), start);
        QCOMPARE(window.lab()->undoStack()->count(), 0);
        QVERIFY(window.messageLabel()->isVisible());
        QVERIFY2(window.messageLabel()->text().contains("duplicate node id"), qPrintable(window.messageLabel()->text()));
        QCOMPARE(table->index(1, NodeTableModel::Weight).data().toString(), QLocale().toString(1.0));
        QApplication::processEvents();
        QCOMPARE(window.ringView()->snapshot().get(), snapshot.get());
    }

    // Values the lab cannot take are refused with the reason, never clamped in silence; the
    // next edit that goes through clears the message.
    void everyRefusalSaysWhy()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        const LabState start = window.lab()->state();
        auto* keyCount = window.findChild<QSpinBox*>(QStringLiteral("KeyCount"));
        auto* replicas = window.findChild<QSpinBox*>(QStringLiteral("ReplicasSpin"));
        QVERIFY(keyCount && replicas);
        const auto type = [](QSpinBox* box, const QString& text) {
            box->setFocus();
            box->selectAll();
            QTest::keyClicks(box, text);
            QTest::keyClick(box, Qt::Key_Return);
        };
        for (const auto& [text, message] : {std::pair{"0", "The key count must be between 1 and 10,000,000, not 0."},
                                            std::pair{"999999999", "not 999,999,999"}}) {
            type(keyCount, QString::fromLatin1(text));
            QVERIFY2(window.messageLabel()->isVisible() && window.messageLabel()->text().contains(QString::fromUtf8(message)),
                     qPrintable(window.messageLabel()->text()));
            QCOMPARE(window.lab()->state(), start);
            QCOMPARE(keyCount->value(), static_cast<int>(start.keys.count));  // the old value is back
        }
        type(replicas, "0");
        QVERIFY2(window.messageLabel()->text().contains("replicas must be at least 1, got 0"),
                 qPrintable(window.messageLabel()->text()));
        QCOMPARE(window.lab()->state(), start);
        QVERIFY(window.lab()->addMember("cache-42").isEmpty());
        QVERIFY(!window.messageLabel()->isVisible());
    }

    // Issue 25: every shipped fleet sample opens in the window (File > Import fleet…) with the
    // members and placement the fleet reader gives, and the load chart's figures are the ones
    // `ringlab-cli distribution --fleet` prints for the same keys.
    void importedSamplesGiveTheCliFigures_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<QString>("pool");
        const QDir samples(sourcePath(QStringLiteral("resources/samples")));
        const QStringList files = samples.entryList(QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 3);
        for (const QString& file : files) {
            const QStringList pools = fleetPools(samples.filePath(file));
            if (pools.isEmpty())
                QTest::newRow(qPrintable(file)) << samples.filePath(file) << QString();
            for (const QString& pool : pools)
                QTest::addRow("%s %s", qPrintable(file), qPrintable(pool)) << samples.filePath(file) << pool;
        }
    }

    void importedSamplesGiveTheCliFigures()
    {
        QFETCH(QString, sample);
        QFETCH(QString, pool);
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        QCOMPARE(window.importFleet(sample, pool), QString());
        const Fleet fleet = fleet::readFleetFile(QFile::encodeName(sample).toStdString(), "", pool.toStdString());
        QCOMPARE(window.lab()->state().members, fleet.members);
        QCOMPARE(window.lab()->state().config, fleet.config);
        QVERIFY(window.windowTitle().contains(QFileInfo(sample).fileName()));
        QVERIFY(waitUntilSettled(window));
        const LabSnapshot& snapshot = *window.lab()->result().primary;

        QStringList arguments{"distribution", "--fleet", sample, "--keys", QString::number(window.lab()->state().keys.count),
                              "--format", "json"};
        if (!pool.isEmpty())
            arguments << "--pool" << pool;
        const CliRun cli = runCli(arguments);
        QVERIFY2(cli.exitCode == 0, cli.err.constData());
        const QJsonObject printed = QJsonDocument::fromJson(cli.out).object();
        const QJsonArray members = printed.value("members").toArray();
        QCOMPARE(std::size_t(members.size()), snapshot.members.size());
        for (qsizetype m = 0; m < members.size(); ++m) {
            const QJsonObject row = members[m].toObject();
            QCOMPARE(row.value("node").toString().toStdString(), snapshot.members[std::size_t(m)].id);
            QCOMPARE(std::size_t(row.value("keys").toDouble()), snapshot.stats.members[std::size_t(m)].keys);
        }
        // JSON prints 12 significant digits.
        QVERIFY(std::abs(printed.value("relative_stddev_percent").toDouble() - snapshot.stats.relativeStdDev * 100.0) < 1e-9);
        // The chart shows what the core says it shows: the keys' first owners, or for a
        // replicated Cassandra every replica's load.
        QVERIFY(window.loadChart()->figuresText().startsWith("relative std-dev " + formatShare(snapshot.shownLoad().relativeStdDev, 1)));
    }

    // A malformed fleet file is refused naming the line and the field; the lab stays, and so
    // does its undo history. A file dropped on the window is imported the same way.
    void aFleetFileIsImportedOrRefused()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        QTemporaryDir dir;
        const QString broken = dir.filePath("pool.yml");
        QVERIFY(writeFile(broken, "alpha:\n  listen: 127.0.0.1:22121\n  hash: fnv1a_65\n  servers:\n   - 127.0.0.1:11211:1\n"));
        const LabState before = window.lab()->state();
        const int steps = window.lab()->undoStack()->count();
        const QString problem = window.importFleet(broken);
        QVERIFY2(problem.contains("pool.yml") && problem.contains("line 3") && problem.contains("hash"), qPrintable(problem));
        QCOMPARE(window.lab()->state(), before);
        QCOMPARE(window.lab()->undoStack()->count(), steps);

        const QString good = dir.filePath("nutcracker.yml");
        QVERIFY(writeFile(good, "alpha:\n  listen: 127.0.0.1:22121\n  hash: murmur\n  servers:\n   - 127.0.0.1:11211:1 a\n   - 127.0.0.1:11212:2 b\n"));
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(good)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        QTRY_COMPARE(window.lab()->state().members, (std::vector<Member>{{"a", 1}, {"b", 2}}));
        QCOMPARE(window.lab()->state().config.algorithm, Algorithm::Ketama);
        QCOMPARE(window.lab()->state().config.twemproxyHash, HashId::TwemproxyMurmur);
        QCOMPARE(window.lab()->state().keys, before.keys);  // the lab's keys stay
        window.lab()->undoStack()->undo();
        QCOMPARE(window.lab()->state(), before);
    }

    // The real clients' controls: a Client box for ketama and a Table size box for Maglev, each
    // shown only for its algorithm; the hash toggle is off where the placement hashes keys its
    // own way; a table size that is not prime is refused with the reason, the old one kept.
    void realClientControlsShowForTheirAlgorithm()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        auto* dialect = window.findChild<QComboBox*>(QStringLiteral("KetamaDialect"));
        auto* tableSize = window.findChild<QSpinBox*>(QStringLiteral("MaglevTableSize"));
        QVERIFY(dialect && tableSize);
        QVERIFY(!dialect->isVisible() && !tableSize->isVisible());
        const auto hashTogglesEnabled = [&] {
            int enabled = 0;
            for (const auto* button : window.findChildren<QToolButton*>())
                enabled += findHash(button->text().toStdString()) != nullptr && button->isEnabled();
            return enabled;
        };
        QCOMPARE(hashTogglesEnabled(), static_cast<int>(selectableHashes().size()));

        auto* twemproxyHash = window.findChild<QComboBox*>(QStringLiteral("TwemproxyHash"));
        QVERIFY(twemproxyHash);
        QVERIFY(window.lab()->setAlgorithm(Algorithm::Ketama).isEmpty());
        QVERIFY(dialect->isVisible() && !tableSize->isVisible() && !twemproxyHash->isVisible());
        QCOMPARE(hashTogglesEnabled(), 0);
        dialect->setCurrentIndex(dialect->findText(QStringLiteral("twemproxy")));
        QCOMPARE(window.lab()->state().config.ketamaDialect, KetamaDialect::Twemproxy);
        QVERIFY(waitUntilSettled(window));
        QCOMPARE(window.lab()->result().primary->config.ketamaDialect, KetamaDialect::Twemproxy);
        // twemproxy's key hash: its default shown, another one chosen reaches the placement.
        QVERIFY(twemproxyHash->isVisible());
        QCOMPARE(twemproxyHash->currentText(), QStringLiteral("fnv1a_64"));
        QCOMPARE(twemproxyHash->count(), static_cast<int>(twemproxyHashes().size()));
        twemproxyHash->setCurrentIndex(twemproxyHash->findText(QStringLiteral("murmur")));
        QCOMPARE(window.lab()->state().config.twemproxyHash, HashId::TwemproxyMurmur);
        QVERIFY(waitUntilSettled(window));
        QCOMPARE(window.lab()->result().primary->config.twemproxyHash, HashId::TwemproxyMurmur);

        QVERIFY(window.lab()->setAlgorithm(Algorithm::Maglev).isEmpty());
        QVERIFY(!dialect->isVisible() && tableSize->isVisible());
        QCOMPARE(tableSize->value(), 65537);
        const LabState before = window.lab()->state();
        tableSize->setFocus();
        tableSize->selectAll();
        QTest::keyClicks(tableSize, QStringLiteral("65536"));
        QTest::keyClick(tableSize, Qt::Key_Return);
        QVERIFY2(window.messageLabel()->isVisible() &&
                     window.messageLabel()->text().contains(QStringLiteral("must be a prime between 2 and 16777259")),
                 qPrintable(window.messageLabel()->text()));
        QCOMPARE(window.lab()->state(), before);
        QCOMPARE(tableSize->value(), 65537);  // the old value is back
        tableSize->selectAll();
        QTest::keyClicks(tableSize, QStringLiteral("101"));
        QTest::keyClick(tableSize, Qt::Key_Return);
        QCOMPARE(window.lab()->state().config.maglevTableSize, 101U);
        QVERIFY(!window.messageLabel()->isVisible());
        QVERIFY(waitUntilSettled(window));
        // The node table shows each member's share of the 101 slots as its key space.
        const auto* maglev = dynamic_cast<const MaglevPlacement*>(window.lab()->result().primary->placement.get());
        QVERIFY(maglev);
        QCOMPARE(maglev->table().size(), std::size_t{101});
        const auto counts = maglev->entryCounts();
        QAbstractItemModel* table = window.nodeTable()->model();
        for (int row = 0; row < table->rowCount(); ++row)
            QCOMPARE(table->index(row, NodeTableModel::KeySpace).data().toString(),
                     formatShare(static_cast<double>(counts[static_cast<std::size_t>(row)]) / 101.0, 2));
        // Ketama's points per member, as the computed ring counts them.
        QVERIFY(window.lab()->setAlgorithm(Algorithm::Ketama).isEmpty());
        QVERIFY(waitUntilSettled(window));
        const RingPlacement* ring = window.lab()->result().primary->ring();
        QVERIFY(ring);
        for (int row = 0; row < table->rowCount(); ++row)
            QCOMPARE(table->index(row, NodeTableModel::RingPoints).data().toString(),
                     QLocale().toString(static_cast<qulonglong>(ring->pointCountOf(static_cast<MemberIndex>(row)))));
    }

    void compareModeShowsBothCounters()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        QVERIFY(window.lab()->setCompareAlgorithm(Algorithm::Modulo).isEmpty());
        QVERIFY(waitUntilSettled(window));
        QVERIFY(window.lab()->removeMember("cache-05").isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->busy() && window.lab()->result().compare &&
                                     window.lab()->result().compare->diff, 60000);
        const auto& compare = *window.lab()->result().compare;
        QVERIFY(compare.diff->movedFraction() > 0.8);  // the blog: about 80 % and more
        QVERIFY(window.lab()->result().primary->diff->movedFraction() < 0.2);
    }

    // Compare with turned off: the compare pane's views let go of the compare algorithm's
    // snapshot (they kept it, stale and hidden, with all its keys, until compare came back).
    void leavingCompareModeEmptiesTheComparePane()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        QVERIFY(window.lab()->setCompareAlgorithm(Algorithm::Modulo).isEmpty());
        QVERIFY(waitUntilSettled(window));
        QVERIFY(window.lab()->result().compare);
        QCOMPARE(window.compareRingView()->snapshot(), window.lab()->result().compare);
        QCOMPARE(window.views()->compareBuckets()->snapshot(), window.lab()->result().compare);

        QVERIFY(window.lab()->setCompareAlgorithm(std::nullopt).isEmpty());
        QVERIFY(waitUntilSettled(window));
        QVERIFY(!window.lab()->result().compare);
        QVERIFY(!window.compareRingView()->snapshot());
        QVERIFY(!window.views()->compareBuckets()->snapshot());
        QCOMPARE(window.ringView()->snapshot(), window.lab()->result().primary);
    }

    // A full disk: File > Save scenario as… says so in a dialog, and the file already there,
    // the window's title and the scenario it saves to stay as they were.
    void saveAsOntoAFullDiskKeepsEverything()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        QTemporaryDir dir;
        QCOMPARE(saveThroughTheMenu(window, dir.filePath("lab.json")), QString());
        QCOMPARE(window.windowTitle(), QStringLiteral("RingLab — lab"));
        const QByteArray saved = contentsOf(dir.filePath("lab.json"));
        QVERIFY(saved.contains("cache-08"));
        const QString other = dir.filePath("other.json");
        QVERIFY(writeFile(other, saved));
        QString warning;
        {
            const FileSizeLimit limit(100);
            warning = saveThroughTheMenu(window, other);
        }
        QCOMPARE(warning, "Cannot write " + QDir::toNativeSeparators(other) + ": File too large");
        QCOMPARE(window.windowTitle(), QStringLiteral("RingLab — lab"));
        QCOMPARE(contentsOf(other), saved);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), (QStringList{"lab.json", "other.json"}));
        // A loop of links is refused, not replaced by a file.
        const QString loop = dir.filePath("loop.json");
        QCOMPARE(symlink("loop.json", QFile::encodeName(loop).constData()), 0);
        QCOMPARE(window.saveScenarioAs(loop),
                 "Cannot write " + QDir::toNativeSeparators(loop) + ": Too many levels of symbolic links");
        QVERIFY(QFileInfo(loop).isSymLink());
        QCOMPARE(window.windowTitle(), QStringLiteral("RingLab — lab"));
    }

    // Common projectors: at 1280 × 720 and 1366 × 768 the window fits the screen and every
    // control can be reached (the lab panel scrolls); at 1600 × 1000 the node table shows
    // five rows or more and every column whole.
    void theLabFitsProjectorScreens_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1366x768") << QSize(1366, 768);
        QTest::newRow("1600x1000") << QSize(1600, 1000);
    }

    void theLabFitsProjectorScreens()
    {
        QFETCH(QSize, screen);
        QFont font = QApplication::font();
        const QFont before = font;
        font.setPointSizeF(std::max(font.pointSizeF(), 11.0));  // as the app sets it
        QApplication::setFont(font);
        {
            MainWindow window(false);
            window.resize(screen);
            window.show();
            QVERIFY(waitUntilSettled(window));
            QTest::qWait(50);
            QCOMPARE(window.size(), screen);
            auto* scroll = window.findChild<QScrollArea*>(QStringLiteral("LabScroll"));
            QVERIFY(scroll);
            scroll->ensureWidgetVisible(window.addNodeButton());
            QApplication::processEvents();
            QVERIFY(!window.addNodeButton()->visibleRegion().isEmpty());
            QVERIFY(window.ringView()->width() >= 320 && window.ringView()->height() >= 320);
            // The animation controls stay on the toolbar, even after an edit with a long undo text.
            LabState other = window.lab()->state();
            other.config.replicas = 150;
            QVERIFY(window.lab()->replaceState(other, "Open a scenario with a rather long name indeed").isEmpty());
            QApplication::processEvents();
            const auto buttons = window.findChildren<QToolButton*>();
            const auto pause = std::find_if(buttons.begin(), buttons.end(),
                                            [](const QToolButton* b) { return b->text() == "Pause"; });
            QVERIFY(pause != buttons.end());
            QVERIFY(!(*pause)->visibleRegion().isEmpty());
            if (screen.height() >= 1000) {
                const QTableView* table = window.nodeTable();
                QVERIFY2(table->viewport()->height() >= 5 * table->verticalHeader()->defaultSectionSize(),
                         qPrintable(QString::number(table->viewport()->height())));
                QVERIFY2(table->horizontalHeader()->length() <= table->viewport()->width(),
                         qPrintable(QString("%1 > %2").arg(table->horizontalHeader()->length()).arg(table->viewport()->width())));
            }
        }
        QApplication::setFont(before);
    }

    // View > Larger text (Ctrl+=) enlarges the views' and charts' type; Ctrl+0 resets it.
    void textSizeFollowsTheViewMenu()
    {
        MainWindow window(false);
        window.show();
        auto* viewMenu = window.findChild<QMenu*>(QStringLiteral("ViewMenu"));
        const auto action = [&](const QString& text) {
            for (QAction* a : viewMenu->actions())
                if (a->text() == text)
                    return a;
            return static_cast<QAction*>(nullptr);
        };
        QAction* larger = action("&Larger text");
        QAction* normalSize = action("&Normal text size");
        QVERIFY(larger && normalSize);
        QVERIFY(larger->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Equal)));
        QCOMPARE(normalSize->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_0));
        const double normal = window.ringView()->textPixelSize();
        larger->trigger();
        QVERIFY(window.ringView()->textPixelSize() > normal * 1.1);
        QCOMPARE(window.bucketView()->textScale(), window.ringView()->textScale());
        normalSize->trigger();
        QCOMPARE(window.ringView()->textPixelSize(), normal);
    }

    // A closed chart dock can be opened again from the View menu.
    void closedDocksReopenFromTheViewMenu()
    {
        MainWindow window(false);
        window.show();
        auto* viewMenu = window.findChild<QMenu*>(QStringLiteral("ViewMenu"));
        QVERIFY(viewMenu);
        for (const char* name : {"LoadDock", "SweepDock"}) {
            auto* dock = window.findChild<QDockWidget*>(QString::fromLatin1(name));
            QVERIFY(dock);
            dock->close();
            QVERIFY(!dock->isVisible());
            QAction* toggle = dock->toggleViewAction();
            QVERIFY(viewMenu->actions().contains(toggle));
            QVERIFY(!toggle->isChecked());
            toggle->trigger();
            QVERIFY(dock->isVisible());
        }
    }

    void aboutShowsVersionLicenceAndQt()
    {
        MainWindow window;
        QMenu* help = window.findChild<QMenu*>(QStringLiteral("HelpMenu"));
        QVERIFY(help);
        QVERIFY(window.menuBar()->actions().contains(help->menuAction()));
        QAction* about = help->actions().value(0);
        QVERIFY(about);
        about->trigger();
        auto* box = window.findChild<QMessageBox*>(QStringLiteral("AboutRingLab"));
        QVERIFY(box);
        QVERIFY(box->text().contains(QStringLiteral("RingLab " RINGLAB_VERSION)));
        QVERIFY(box->informativeText().contains(QStringLiteral("GPL-3.0-or-later")));
        QVERIFY(box->informativeText().contains(QString::fromLatin1(qVersion())));

        box->close();
    }
};

QTEST_MAIN(MainWindowTest)
#include "tst_mainwindow.moc"
