// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// View > Language takes effect at once: English → German → French → English in one window,
// whose menus, views and panels speak each language in turn while the lab (its state, undo
// history and computed result), the dock layout, the chosen view and the text scale stay.
// Every panel retranslates in place: the same widgets, with what was set in them.
#include "model/Translation.h"
#include "model/core/Experiments.h"
#include "tests/common/SmallLab.h"
#include "ui/common/AnimationClock.h"
#include "ui/experiments/ExperimentsPanel.h"
#include "ui/explorer/HashExplorer.h"
#include "ui/lab/AllAlgorithmsPanel.h"
#include "ui/lab/BucketView.h"
#include "ui/lab/KeyTracePanel.h"
#include "ui/lab/LoadChart.h"
#include "ui/lab/ReplicasSweepChart.h"
#include "ui/lab/RingView.h"
#include "ui/lab/TimelineBar.h"
#include "ui/lesson/AskFirst.h"
#include "ui/live/LivePanel.h"
#include "ui/simulation/SimulationFailoverTabs.h"
#include "ui/simulation/SimulationPanel.h"
#include "ui/window/MainWindow.h"

#include <QDockWidget>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>

using namespace ringlab;
using namespace ringlab::ui;
using namespace ringlab::tests;

namespace {

QString translated(const char* context, const char* source)
{
    return QCoreApplication::translate(context, source);
}

// The titles of the lab panel's groups ("Placement", "Keys", "Nodes" in English).
QStringList groupTitles(MainWindow& window)
{
    QStringList titles;
    for (const QGroupBox* group : window.findChild<QDockWidget*>("LabDock")->findChildren<QGroupBox*>())
        titles << group->title();
    return titles;
}

struct DockPlace {
    bool visible = false;
    QRect geometry = {};
};

std::map<QString, DockPlace> dockPlaces(MainWindow& window)
{
    std::map<QString, DockPlace> places;
    for (const QDockWidget* dock : window.findChildren<QDockWidget*>())
        // A dock behind another's tab has no place on screen to keep.
        places[dock->objectName()] = {dock->isVisible(), dock->visibleRegion().isEmpty() ? QRect() : dock->geometry()};
    return places;
}

// Runs the queued work of a dock shown or a layout restored (their resizes come as posted
// events) until nothing is left, however slow the build.
void settleLayout()
{
    for (int round = 0; round < 10; ++round) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// Every text a button, label, group box or tab of the window shows.
QStringList shownTexts(QWidget& window)
{
    QStringList texts;
    for (const QAbstractButton* button : window.findChildren<QAbstractButton*>())
        texts << button->text();
    for (const QLabel* label : window.findChildren<QLabel*>())
        texts << label->text();
    for (const QGroupBox* group : window.findChildren<QGroupBox*>())
        texts << group->title();
    for (const QTabWidget* tabs : window.findChildren<QTabWidget*>())
        for (int i = 0; i < tabs->count(); ++i)
            texts << tabs->tabText(i);
    return texts;
}

}  // namespace

class LanguageSwitchTest : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { installLanguage(QStringLiteral("en")); }

    void theWindowChangesLanguageAndKeepsTheLab()
    {
        QVERIFY(installLanguage(QStringLiteral("en")));
        MainWindow window(false);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(useSmallLab(window));
        LabModel& lab = *window.lab();
        QCOMPARE(lab.addMember("cache-09"), QString());
        QVERIFY(waitUntilSettled(window));
        QCOMPARE(lab.setReplicas(200), QString());
        QVERIFY(waitUntilSettled(window));
        window.animationClock()->skipToEnd();

        // What the user arranged: the bucket view, larger text, the trace dock with a key.
        for (QToolButton* button : window.centralWidget()->findChildren<QToolButton*>())
            if (button->text() == QStringLiteral("Buckets"))
                button->click();
        QVERIFY(window.showingBuckets());
        window.keyTraceAction()->trigger();
        window.keyTracePanel()->addKey("session:user:42");
        for (QAction* action : window.findChild<QMenu*>("ViewMenu")->actions())
            if (action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Equal)))
                action->trigger();
        QTRY_VERIFY(window.findChild<QDockWidget*>("KeyTraceDock")->isVisible());
        settleLayout();  // the dock's own resize on showing

        const LabState state = lab.state();
        const int undoSteps = lab.undoStack()->count();
        const int undoIndex = lab.undoStack()->index();
        const auto result = lab.result().primary;
        const double textScale = window.ringView()->textScale();
        QVERIFY(textScale > 1.0);
        const QRect geometry = window.geometry();
        const auto docks = dockPlaces(window);
        const bool askFirstOn = window.askFirst()->action()->isChecked();

        QString previousMenu = window.menuBar()->actions().front()->text();
        QStringList previousGroups = groupTitles(window);
        QString previousCounter = window.ringView()->counterText();
        QCOMPARE(previousMenu, QStringLiteral("&File"));
        QVERIFY2(previousCounter.contains("moved"), qPrintable(previousCounter));

        for (const QString& language : {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("en")}) {
            window.setLanguage(language);
            settleLayout();
            QCOMPARE(QLocale().name().left(2), language);

            // The menus, a view's counter and the lab panel speak the new language.
            const QString menu = window.menuBar()->actions().front()->text();
            QCOMPARE(menu, translated("ringlab::ui::MainWindow", "&File"));
            QVERIFY2(menu != previousMenu, qPrintable(menu));
            const QStringList groups = groupTitles(window);
            QVERIFY(!groups.isEmpty());
            QVERIFY2(groups != previousGroups, qPrintable(groups.join(", ")));
            const QString counter = window.ringView()->counterText();
            QVERIFY2(!counter.isEmpty() && counter != previousCounter, qPrintable(counter));
            QCOMPARE(window.askFirst()->action()->text(), translated("ringlab::ui::AskFirst", "Ask &first"));

            // The lab is the same lab: state, undo history, the result computed once.
            QCOMPARE(lab.state(), state);
            QCOMPARE(lab.undoStack()->count(), undoSteps);
            QCOMPARE(lab.undoStack()->index(), undoIndex);
            QCOMPARE(lab.result().primary, result);
            QVERIFY(!lab.busy());
            QCOMPARE(window.ringView()->snapshot(), result);
            // So is what the user arranged.
            QVERIFY(window.showingBuckets());
            QCOMPARE(window.ringView()->textScale(), textScale);
            QCOMPARE(window.geometry(), geometry);
            for (const auto& [name, place] : dockPlaces(window)) {
                QVERIFY2(docks.count(name), qPrintable(name));
                QCOMPARE(place.visible, docks.at(name).visible);
                if (place.visible)
                    QVERIFY2(place.geometry == docks.at(name).geometry,
                             qPrintable(QStringLiteral("%1: %2,%3 %4×%5, was %6,%7 %8×%9").arg(name)
                                            .arg(place.geometry.x()).arg(place.geometry.y())
                                            .arg(place.geometry.width()).arg(place.geometry.height())
                                            .arg(docks.at(name).geometry.x()).arg(docks.at(name).geometry.y())
                                            .arg(docks.at(name).geometry.width()).arg(docks.at(name).geometry.height())));
            }
            QVERIFY(window.keyTraceAction()->isChecked());
            QCOMPARE(window.keyTracePanel()->tracedKeys(), QStringList{"session:user:42"});
            QCOMPARE(window.askFirst()->action()->isChecked(), askFirstOn);
            // The Edit menu's undo action is the new one, and works.
            const auto editActions = window.menuBar()->actions().at(1)->menu()->actions();
            QVERIFY(!editActions.isEmpty() && editActions.front()->isEnabled());

            if (const QByteArray dir = qgetenv("RINGLAB_LANGUAGE_SCREENSHOTS"); !dir.isEmpty())
                window.grab().save(QString::fromLocal8Bit(dir) + "/language-" + language + ".png");
            previousMenu = menu;
            previousGroups = groups;
            previousCounter = counter;
        }

        // Still a working window: an edit computes and shows as before.
        QCOMPARE(lab.removeMember("cache-01"), QString());
        QVERIFY(waitUntilSettled(window));
        QCOMPARE(lab.undoStack()->count(), undoSteps + 1);
        QCOMPARE(window.ringView()->snapshot(), lab.result().primary);
        if (const QByteArray dir = qgetenv("RINGLAB_LANGUAGE_SCREENSHOTS"); !dir.isEmpty())
            window.grab().save(QString::fromLocal8Bit(dir) + "/language-after-en.png");
    }

    // English → French → German with something set in every panel: after each switch the
    // panels are the same objects, keep what was set, and speak the new language (the .ts's
    // words, asked through QCoreApplication::translate), none of the sample left in English.
    void everyPanelRetranslatesInPlace()
    {
        QVERIFY(installLanguage(QStringLiteral("en")));
        MainWindow window(false);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(useSmallLab(window));
        for (QAction* action : {window.keyTraceAction(), window.simulationAction(), window.experimentsAction(),
                                window.hashExplorerAction(), window.allAlgorithmsAction(), window.liveAction()})
            if (!action->isChecked())
                action->trigger();
        settleLayout();

        // What the user set: a traced key and one typed but not traced yet, a simulation tab's
        // node count and its run, an experiment selected.
        KeyTracePanel* trace = window.keyTracePanel();
        trace->addKey(QStringLiteral("session:user:42"));
        trace->keyEdit()->setText(QStringLiteral("session:user:7"));
        SimulationPanel* simulation = window.simulationPanel();
        FailoverTab* failover = simulation->failover();
        failover->settings().nodes->setValue(6);
        simulation->tabs()->setCurrentWidget(failover);
        QSignalSpy shown(failover, &SimulationTab::resultsShown);
        failover->run();
        QVERIFY(shown.wait(120000));
        ExperimentsPanel* experimentsPanel = window.experimentsPanel();
        const std::string experimentId(experiments()[2].id);
        experimentsPanel->selectExperiment(experimentId);
        const int experimentRow = experimentsPanel->table()->currentRow();
        QCOMPARE(experimentRow, 2);
        QTRY_VERIFY(!window.allAlgorithmsPanel()->busy());

        const QList<QWidget*> before = {trace,
                                        trace->keyEdit(),
                                        trace->traceTable(),
                                        simulation,
                                        failover,
                                        failover->runButton(),
                                        failover->settings().nodes,
                                        experimentsPanel,
                                        experimentsPanel->table(),
                                        window.hashExplorer(),
                                        window.allAlgorithmsPanel(),
                                        window.livePanel(),
                                        window.livePanel()->startButton(),
                                        window.ringView(),
                                        window.bucketView(),
                                        window.loadChart(),
                                        window.sweepChart(),
                                        window.timeline(),
                                        window.nodeTable(),
                                        window.addNodeButton()};
        QList<QPointer<QWidget>> widgets;
        for (QWidget* widget : before)
            widgets << QPointer<QWidget>(widget);
        QStringList previousHeadline = failover->headline()->names();
        QString previousCaption = window.allAlgorithmsPanel()->captionLabel()->text();

        for (const QString& language : {QStringLiteral("fr"), QStringLiteral("de")}) {
            window.setLanguage(language);
            settleLayout();
            QCOMPARE(QLocale().name().left(2), language);

            // (a) The same widgets.
            for (int i = 0; i < widgets.size(); ++i) {
                QVERIFY2(!widgets[i].isNull(), qPrintable(QString::number(i)));
                QCOMPARE(widgets[i].data(), before[i]);
            }
            QCOMPARE(window.keyTracePanel(), trace);
            QCOMPARE(window.simulationPanel(), simulation);
            QCOMPARE(window.experimentsPanel(), experimentsPanel);

            // (b) What was set in them.
            QCOMPARE(trace->tracedKeys(), QStringList{"session:user:42"});
            QCOMPARE(trace->keyEdit()->text(), QStringLiteral("session:user:7"));
            QCOMPARE(failover->settings().nodes->value(), 6);
            QVERIFY(failover->result());
            QCOMPARE(experimentsPanel->table()->currentRow(), experimentRow);
            for (const QString& action :
                 {QStringLiteral("KeyTraceDock"), QStringLiteral("SimulationDock"), QStringLiteral("ExperimentsDock")})
                QVERIFY2(window.findChild<QDockWidget*>(action)->toggleViewAction()->isChecked(), qPrintable(action));

            // (c) A sample of each panel's texts, as the translation has them.
            QCOMPARE(trace->tabs()->tabText(0), translated("ringlab::ui::KeyTracePanel", "Traced keys"));
            QCOMPARE(trace->traceTable()->horizontalHeaderItem(KeyTracePanel::OwnerCol)->text(),
                     translated("ringlab::ui::KeyTracePanel", "Owner now"));
            QCOMPARE(trace->keyEdit()->toolTip(),
                     translated("ringlab::ui::KeyTracePanel", "One or more keys, separated by commas or line breaks"));
            QCOMPARE(simulation->tabs()->tabText(0), translated("ringlab::ui::SimulationPanel", "Failover"));
            QCOMPARE(failover->runButton()->text(), translated("ringlab::ui::SimulationTab", "&Run"));
            const auto* nodesLabel =
                qobject_cast<QLabel*>(failover->settingsForm()->labelForField(failover->settings().nodes));
            QVERIFY(nodesLabel);
            QCOMPARE(nodesLabel->text(), translated("ringlab::ui::SimulationTab", "Nodes"));
            QCOMPARE(failover->settings().downtime->suffix(), translated("ringlab::ui::SimulationTab", " s"));
            // The headline figures worded again from the run's result; a spin box writes its
            // figure in the language's digits.
            const QStringList headline = failover->headline()->names();
            QCOMPARE(headline.size(), previousHeadline.size());
            QVERIFY2(headline != previousHeadline, qPrintable(headline.join(" | ")));
            QCOMPARE(failover->settings().keys->text(), QLocale().toString(failover->settings().keys->value()));
            QCOMPARE(experimentsPanel->runAllButton()->text(), translated("ringlab::ui::ExperimentsPanel", "Run all"));
            QCOMPARE(experimentsPanel->table()->horizontalHeaderItem(ExperimentsPanel::ClaimColumn)->text(),
                     translated("ringlab::ui::ExperimentsPanel", "Claim"));
            QCOMPARE(experimentsPanel->statusLabel()->text(),
                     translated("ringlab::ui::ExperimentsPanel", "Not run yet"));
            QCOMPARE(window.hashExplorer()->tabs()->tabText(1),
                     translated("ringlab::ui::HashExplorer", "One bit flipped"));
            QCOMPARE(
                window.allAlgorithmsPanel()->table()->horizontalHeaderItem(AllAlgorithmsPanel::AlgorithmColumn)->text(),
                translated("ringlab::ui::AllAlgorithmsPanel", "Algorithm"));
            const QString caption = window.allAlgorithmsPanel()->captionLabel()->text();
            QVERIFY2(caption != previousCaption, qPrintable(caption));
            QCOMPARE(window.livePanel()->startButton()->text(), translated("ringlab::ui::LivePanel", "Start servers"));
            QCOMPARE(window.timeline()->replayButton()->text(), translated("ringlab::ui::TimelineBar", "Replay"));
            QCOMPARE(window.addNodeButton()->text(), translated("ringlab::ui::MainWindow", "Add node"));
            QCOMPARE(window.nodeTable()->model()->headerData(0, Qt::Horizontal).toString(),
                     translated("ringlab::NodeTableModel", "Node"));
            QCOMPARE(window.findChild<QDockWidget*>("SimulationDock")->windowTitle(),
                     translated("ringlab::ui::MainWindow", "Simulation"));
            QCOMPARE(window.findChild<QDockWidget*>("LabDock")->windowTitle(),
                     translated("ringlab::ui::MainWindow", "Lab"));
            QCOMPARE(window.simulationAction()->text(), translated("ringlab::ui::MainWindow", "&Simulation"));

            // (d) Known English texts are gone from the whole window.
            const QStringList texts = shownTexts(window);
            const std::pair<const char*, const char*> english[] = {
                {"ringlab::ui::KeyTracePanel", "Traced keys"},     {"ringlab::ui::KeyTracePanel", "Moved keys"},
                {"ringlab::ui::ExperimentsPanel", "Run all"},      {"ringlab::ui::ExperimentsPanel", "Run selected"},
                {"ringlab::ui::AllAlgorithmsPanel", "Copy table"}, {"ringlab::ui::LivePanel", "Start servers"},
                {"ringlab::ui::HashSpeedPanel", "Measure again"},  {"ringlab::ui::MainWindow", "Add node"},
                {"ringlab::ui::MainWindow", "Remove node"},        {"ringlab::ui::SimulationPanel", "Flapping"},
                {"ringlab::ui::TimelineBar", "Slow motion"},       {"ringlab::ui::MainWindow", "Skip to end"}};
            for (const auto& [context, source] : english) {
                QVERIFY2(translated(context, source) != QLatin1String(source), source);  // a word that changes
                QVERIFY2(!texts.contains(QLatin1String(source)), qPrintable(language + ": " + source));
            }

            if (const QByteArray dir = qgetenv("RINGLAB_LANGUAGE_SCREENSHOTS"); !dir.isEmpty()) {
                window.grab().save(QString::fromLocal8Bit(dir) + "/in-place-" + language + ".png");
                simulation->grab().save(QString::fromLocal8Bit(dir) + "/in-place-simulation-" + language + ".png");
            }
            previousHeadline = headline;
            previousCaption = caption;
        }
    }

    // A 1280 × 720 projector: in every language the window fits it, the animation controls
    // stay on the toolbar and the timeline's buttons under the views.
    void everyLanguageFitsA1280By720Projector()
    {
        MainWindow window(false);
        window.resize(1280, 720);
        window.show();
        QVERIFY(waitUntilSettled(window));
        for (const QString& language : {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("en")}) {
            window.setLanguage(language);
            settleLayout();
            window.resize(1280, 720);
            settleLayout();
            QVERIFY2(window.size() == QSize(1280, 720),
                     qPrintable(QString("%1: %2 × %3").arg(language).arg(window.width()).arg(window.height())));
            const QString pause = translated("ringlab::ui::MainWindow", "Pause");
            const auto buttons = window.findChildren<QToolButton*>();
            const auto shown = std::find_if(buttons.begin(), buttons.end(), [&](const QToolButton* b) {
                return b->text() == pause && !b->visibleRegion().isEmpty();
            });
            QVERIFY2(shown != buttons.end(), qPrintable(language));
            QVERIFY(!window.timeline()->slowMotionButton()->visibleRegion().isEmpty());
        }
    }
};

QTEST_MAIN(LanguageSwitchTest)
#include "tst_languageswitch.moc"
