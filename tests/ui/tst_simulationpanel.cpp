// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Simulation panel shows the engine's numbers: the failover tab's headline and series
// equal runFailoverSimulation()'s for the same settings (the article's 24.6 %, 0 hard
// failures, three healthy nodes); a refused setting names the problem and keeps the previous
// results; Cancel stops a long run and keeps them too; the main window offers the dock.
#include "model/core/FailoverSimulation.h"
#include "ui/window/MainWindow.h"
#include "ui/simulation/SimulationFailoverTabs.h"
#include "ui/simulation/SimulationPanel.h"
#include "ui/simulation/NodeBarChart.h"
#include "ui/simulation/SimulationPitfallTabs.h"
#include "ui/common/ViewCaption.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QLocale>
#include <QTest>

using namespace ringlab;
using namespace ringlab::ui;

namespace {

constexpr int kTimeoutMs = 120000;

bool runAndWait(SimulationTab& tab)
{
    QSignalSpy shown(&tab, &SimulationTab::resultsShown);
    tab.run();
    return shown.wait(kTimeoutMs);
}

}  // namespace

class TestSimulationPanel : public QObject {
    Q_OBJECT

private slots:
    void failoverDefaultsShowTheEnginesNumbers();
    void invalidSettingShowsAnErrorAndKeepsResults();
    void cancelStopsALongRunAndKeepsResults();
    void mainWindowOffersTheDock();
    void settingsAreWholeAtTheAppsTypeSize();
    void versionSkewChartsWhatItComputes();
};

void TestSimulationPanel::failoverDefaultsShowTheEnginesNumbers()
{
    FailoverTab tab;
    tab.resize(1400, 700);
    tab.show();
    QVERIFY(runAndWait(tab));

    const FailoverConfig config;
    const FailoverResult expected = runFailoverSimulation(config);
    const FailoverStep* step = firstStepFrom(expected, config.events.front().atSeconds);
    QVERIFY(step);
    // The article's figures, through the engine and on screen.
    QCOMPARE(step->cacheMisses, std::size_t{2462});
    const QString misses = tab.headline()->value(QStringLiteral("misses after kill cache-02"));
    QCOMPARE(misses, QStringLiteral("%1 (%2 of %3)")
                         .arg(formatShare(static_cast<double>(step->cacheMisses) / static_cast<double>(step->requests), 1),
                              formatCount(step->cacheMisses), formatCount(step->requests)));
    QVERIFY2(misses.startsWith(QStringLiteral("24.6\u00a0%")), qPrintable(misses));
    QCOMPARE(tab.headline()->value(QStringLiteral("hard failures")), QStringLiteral("0"));
    QCOMPARE(tab.headline()->value(QStringLiteral("healthy")), QStringLiteral("cache-01, cache-03, cache-04"));
    QVERIFY(tab.errorLabel()->isHidden());

    // One point per engine step in every series, with the engine's values.
    QVERIFY(tab.result());
    QCOMPARE(tab.result()->steps.size(), expected.steps.size());
    for (TimeSeriesChart* chart : {tab.hitRateChart(), tab.databaseReadsChart(), tab.keysRemappedChart()}) {
        QCOMPARE(chart->data().lines.size(), std::size_t{1});
        QCOMPARE(static_cast<std::size_t>(chart->data().lines.front().points.size()), expected.steps.size());
        QCOMPARE(chart->data().events.size(), std::size_t{1});
    }
    QCOMPARE(tab.nodeLoadChart()->data().lines.size(), expected.nodes.size());
    for (std::size_t i = 0; i < expected.steps.size(); ++i) {
        const auto index = static_cast<qsizetype>(i);
        QCOMPARE(tab.hitRateChart()->data().lines.front().points[index].y(), expected.steps[i].hitRate * 100.0);
        QCOMPARE(tab.databaseReadsChart()->data().lines.front().points[index].y(),
                 expected.steps[i].databaseReadsPerSecond);
        QCOMPARE(tab.keysRemappedChart()->data().lines.front().points[index].y(),
                 static_cast<double>(expected.steps[i].keysRemapped));
    }
}

void TestSimulationPanel::invalidSettingShowsAnErrorAndKeepsResults()
{
    FailoverTab tab;
    tab.show();
    QVERIFY(runAndWait(tab));
    const std::shared_ptr<const FailoverResult> before = tab.result();
    const TimeSeriesData chartBefore = tab.hitRateChart()->data();
    const QString missesBefore = tab.headline()->value(QStringLiteral("misses after kill cache-02"));

    tab.settings().eventNode->setText(QStringLiteral("cache-09"));
    QSignalSpy shown(&tab, &SimulationTab::resultsShown);
    tab.run();
    QVERIFY(!tab.running());
    QVERIFY(tab.errorLabel()->isVisibleTo(&tab));
    QVERIFY2(tab.errorLabel()->text().contains(QStringLiteral("cache-09")), qPrintable(tab.errorLabel()->text()));
    QCOMPARE(shown.count(), 0);
    QCOMPARE(tab.result(), before);
    QCOMPARE(tab.hitRateChart()->data(), chartBefore);
    QCOMPARE(tab.headline()->value(QStringLiteral("misses after kill cache-02")), missesBefore);

    // Fixed, the next run clears the error.
    tab.settings().eventNode->setText(QStringLiteral("cache-02"));
    QVERIFY(runAndWait(tab));
    QVERIFY(tab.errorLabel()->isHidden());
}

void TestSimulationPanel::cancelStopsALongRunAndKeepsResults()
{
    EcommerceTab tab;
    tab.show();
    // A first, small run gives results to keep.
    tab.keysSpin()->setValue(20'000);
    QVERIFY(runAndWait(tab));
    const std::shared_ptr<const EcommerceResult> before = tab.result();
    QVERIFY(before);
    QCOMPARE(before->keys, std::size_t{20'000});

    // The article's 25,000,000 keys: progress shows while the event loop keeps running.
    tab.keysSpin()->setValue(25'000'000);
    QSignalSpy failed(&tab, &SimulationTab::runFailed);
    tab.run();
    QVERIFY(tab.running());
    QVERIFY(tab.cancelButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(tab.progressBar()->value() > 0, kTimeoutMs);
    tab.cancelButton()->click();
    QVERIFY(failed.wait(kTimeoutMs));
    QCOMPARE(failed.constFirst().constFirst().toString(), QString());
    QVERIFY(!tab.running());
    QCOMPARE(tab.result(), before);
    QVERIFY(tab.statusLabel()->text().contains(QStringLiteral("Cancelled")));
    QCOMPARE(tab.table()->columnCount(), static_cast<int>(before->algorithms.size()));
    // One column per algorithm with the engine's verdict on every requirement.
    for (int column = 0; column < tab.table()->columnCount(); ++column) {
        const AlgorithmOutcome& outcome = before->algorithms[static_cast<std::size_t>(column)];
        QCOMPARE(tab.table()->horizontalHeaderItem(column)->text(),
                 QString::fromUtf8(algorithmName(outcome.algorithm).data()));
        QCOMPARE(tab.table()->item(2, column)->text(),
                 formatShare(outcome.peakOfFair(), 0));
        const int firstRequirementRow = tab.table()->rowCount() - static_cast<int>(outcome.requirements.size());
        for (std::size_t i = 0; i < outcome.requirements.size(); ++i)
            QCOMPARE(tab.table()->item(firstRequirementRow + static_cast<int>(i), column)->text(),
                     outcome.requirements[i].holds ? QStringLiteral("✓ yes") : QStringLiteral("✗ no"));
    }
}

void TestSimulationPanel::mainWindowOffersTheDock()
{
    MainWindow window(false);
    QAction* action = window.simulationAction();
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_M));
    auto* dock = window.findChild<QDockWidget*>(QStringLiteral("SimulationDock"));
    QVERIFY(dock);
    QCOMPARE(dock->widget(), static_cast<QWidget*>(window.simulationPanel()));
    window.show();
    QVERIFY(!dock->isVisible());
    action->trigger();
    QTRY_VERIFY(dock->isVisible());
    QCOMPARE(window.simulationPanel()->tabs()->count(), 6);
}

// Every setting's box shows whole in its column, at the type size the app uses, in every tab.
void TestSimulationPanel::settingsAreWholeAtTheAppsTypeSize()
{
    const QFont before = QApplication::font();
    QFont font = before;
    font.setPointSizeF(std::max(font.pointSizeF(), 11.0));
    QApplication::setFont(font);
    {
        SimulationPanel panel;
        panel.resize(1200, 520);
        panel.show();
        for (int t = 0; t < panel.tabs()->count(); ++t) {
            panel.tabs()->setCurrentIndex(t);
            QApplication::processEvents();
            const QList<QScrollArea*> scrolls = panel.tabs()->currentWidget()->findChildren<QScrollArea*>();
            const auto settings = std::find_if(scrolls.begin(), scrolls.end(), [](const QScrollArea* area) {
                return area->widget() && !area->widget()->findChildren<QAbstractSpinBox*>().isEmpty();
            });
            QVERIFY(settings != scrolls.end());
            const QScrollArea* scroll = *settings;
            for (const QAbstractSpinBox* box : scroll->widget()->findChildren<QAbstractSpinBox*>()) {
                if (!box->isVisible())
                    continue;  // a setting of another mode
                const int right = box->mapTo(scroll->viewport(), QPoint(box->width(), 0)).x();
                QVERIFY2(right <= scroll->viewport()->width(),
                         qPrintable(QString("tab %1: a box ends at %2 of %3").arg(t).arg(right).arg(scroll->viewport()->width())));
            }
        }
    }
    QApplication::setFont(before);
}

// The version-skew tab charts each group's stale-read rate against the keys in dispute,
// from the run's own figures.
void TestSimulationPanel::versionSkewChartsWhatItComputes()
{
    VersionSkewTab tab;
    tab.resize(1400, 700);
    tab.show();
    QVERIFY(runAndWait(tab));
    const VersionSkewResult& r = *tab.result();
    const NodeBarData& chart = tab.staleReadChart()->data();
    QCOMPARE(chart.nodes.size(), static_cast<qsizetype>(r.groups.size()));
    QCOMPARE(chart.sets.size(), std::size_t{2});
    for (std::size_t g = 0; g < r.groups.size(); ++g)
        QCOMPARE(chart.sets[0].percents[static_cast<qsizetype>(g)],
                 100.0 * static_cast<double>(r.groups[g].staleReads) / static_cast<double>(r.groups[g].reads));
    QCOMPARE(chart.lines.size(), std::size_t{1});
    QCOMPARE(chart.lines[0].percent, r.disputedShare * 100.0);
    QCOMPARE(tab.exportableViews().size(), std::size_t{1});
}

QTEST_MAIN(TestSimulationPanel)
#include "tst_simulationpanel.moc"
