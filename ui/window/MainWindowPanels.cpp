// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lab window's docks, declared once: id, title, View action, toolbar place, height, the
// factory that builds the dock's widget and wires it to the window, and where the dock goes.
// buildPanels makes each one's dock, action and toolbar button from this list, so that adding
// a panel touches this file only.
#include "ui/window/MainWindow.h"

#include "ui/common/VerticalScrollArea.h"
#include "ui/experiments/ExperimentsPanel.h"
#include "ui/explorer/HashExplorer.h"
#include "ui/lab/AllAlgorithmsPanel.h"
#include "ui/lab/KeyTracePanel.h"
#include "ui/lab/LoadChart.h"
#include "ui/lab/ReplicasSweepChart.h"
#include "ui/lab/RingView.h"
#include "ui/live/LivePanel.h"
#include "ui/simulation/SimulationPanel.h"

#include <QDockWidget>
#include <QLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QToolButton>

namespace ringlab::ui {

const std::vector<MainWindow::PanelSpec>& MainWindow::panelSpecs()
{
    static const std::vector<PanelSpec> specs = {
        // The lab's controls on the left, scrolling on a short screen.
        {"LabDock",
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "Lab"),
         nullptr,
         nullptr,
         {},
         0,
         false,
         [](MainWindow& window, QAction*) -> QWidget* {
             QScrollArea* scroll = verticalScrollArea(window.labControls_, QStringLiteral("LabScroll"));
             scroll->setMinimumWidth(window.labControls_->minimumSizeHint().width() +
                                     scroll->verticalScrollBar()->sizeHint().width());
             return scroll;
         },
         DockPlace::Left},
        // The charts of the lab's result under the views.
        {"LoadDock",
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "Load per node"),
         nullptr,
         nullptr,
         {},
         200,
         false,
         [](MainWindow& window, QAction*) -> QWidget* { return window.views_->loadChart(); },
         DockPlace::Bottom},
        {"SweepDock",
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "Balance against virtual nodes"),
         nullptr,
         nullptr,
         {},
         200,
         false,
         [](MainWindow& window, QAction*) -> QWidget* { return window.views_->sweepChart(); },
         DockPlace::Bottom},
        {"HashExplorerDock", QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "Hash explorer"),
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "&Hash explorer"),
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow",
                           "How the hashes scatter: avalanche, one bit flipped, virtual nodes"),
         QKeySequence(Qt::CTRL | Qt::Key_H), 520, true,
         [](MainWindow& window, QAction*) -> QWidget* { return new HashExplorer(&window.lab_); }},
        {"ExperimentsDock", QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "Experiments"),
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "&Experiments"),
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow",
                           "Every figure of the article, reproduced: article, RingLab, theory"),
         QKeySequence(Qt::CTRL | Qt::Key_E), 640, true,
         [](MainWindow&, QAction*) -> QWidget* { return new ExperimentsPanel; }},
        {"SimulationDock", QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "Simulation"),
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "&Simulation"),
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow",
                           "Production pitfalls, simulated: failover, flapping, version skew, "
                           "hot keys, migration, the e-commerce fleet"),
         QKeySequence(Qt::CTRL | Qt::Key_M), 700, true,
         [](MainWindow&, QAction*) -> QWidget* { return new SimulationPanel; }},
        {"KeyTraceDock", QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "Trace keys"),
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "&Trace keys"),
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "Follow keys: hash, clockwise walk, owner before and after, "
                                                      "replicas; the keys the last change moved"),
         QKeySequence(Qt::CTRL | Qt::Key_T), 420, true,
         [](MainWindow& window, QAction* shown) -> QWidget* {
             auto* panel = new KeyTracePanel(&window.lab_);
             // The ring marks the traced keys while the panel is open; a key dot clicked joins them.
             const auto showMarks = [&window, panel, shown] {
                 const bool on = shown->isChecked();
                 window.views_->ring()->setTraceMarks(on ? panel->marks() : std::vector<TraceMark>());
                 const auto& compared = window.lab_.result().compare;
                 window.views_->compareRing()->setTraceMarks(on && compared ? panel->marksOn(*compared)
                                                                            : std::vector<TraceMark>());
             };
             connect(panel, &KeyTracePanel::marksChanged, &window, showMarks);
             connect(shown, &QAction::toggled, panel, showMarks);
             connect(panel, &KeyTracePanel::zoomRequested, window.views_->ring(), &RingView::setVisibleArc);
             connect(window.views_->ring(), &RingView::keyClicked, panel, [panel, shown](const QString& key) {
                 if (shown->isChecked())
                     panel->addKey(key);
             });
             return panel;
         }},
        {"AllAlgorithmsDock", QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "All algorithms"),
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "&All algorithms"),
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "The last change under every algorithm: keys moved, the least "
                                                      "possible, balance, lookup time"),
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), 420, false,
         [](MainWindow& window, QAction* shown) -> QWidget* {
             auto* panel = new AllAlgorithmsPanel(&window.lab_);
             panel->setAnimationClock(window.clock_);
             // Beside Compare with: the same change, every algorithm at once.
             auto* button = new QToolButton;
             button->setDefaultAction(shown);
             button->setToolButtonStyle(Qt::ToolButtonTextOnly);
             window.labControls_->compareControls()->layout()->addWidget(button);
             return panel;
         }},
        {"LiveDock", QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "Live"),
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow", "&Live"),
         QT_TRANSLATE_NOOP("ringlab::ui::MainWindow",
                           "Real memcached servers on this machine, one per member: fill, run, "
                           "kill one, add one"),
         QKeySequence(Qt::CTRL | Qt::Key_L), 640, false,
         [](MainWindow& window, QAction* shown) -> QWidget* {
             auto* panel = new LivePanel(&window.lab_);
             // Closing the dock stops every server; the ring marks the dead ones.
             connect(shown, &QAction::toggled, panel, [panel](bool on) {
                 if (!on)
                     panel->stopAll();
             });
             connect(panel, &LivePanel::deadMembersChanged, &window, [&window](const QStringList& ids) {
                 window.views_->ring()->setDeadMembers(ids);
                 window.views_->compareRing()->setDeadMembers(ids);
             });
             return panel;
         }},
    };
    return specs;
}

void MainWindow::buildPanels()
{
    QDockWidget* lastChart = nullptr;
    for (const PanelSpec& spec : panelSpecs()) {
        auto* dock = new QDockWidget(this);
        dock->setObjectName(QString::fromLatin1(spec.id));
        dock->setFeatures(spec.place == DockPlace::Left
                              ? QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                              : QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                                    QDockWidget::DockWidgetClosable);
        QAction* action = dock->toggleViewAction();
        action->setShortcut(spec.shortcut);
        QWidget* widget = spec.make(*this, action);
        panels_.push_back({&spec, dock});
        if (spec.place == DockPlace::Left) {
            addDockWidget(Qt::LeftDockWidgetArea, dock);
            dock->setWidget(widget);
            continue;
        }
        if (spec.place == DockPlace::Bottom) {
            widget->setMinimumHeight(spec.height);
            dock->setWidget(widget);
            addDockWidget(Qt::BottomDockWidgetArea, dock);
            if (lastChart)
                splitDockWidget(lastChart, dock, Qt::Horizontal);
            lastChart = dock;
            continue;
        }
        dock->setWidget(widget);
        tabifyDockWidget(lastChart, dock);
        dock->hide();
        const int height = spec.height;
        connect(action, &QAction::toggled, dock, [this, dock, height](bool on) {
            if (!on || dock->isFloating())
                return;
            // Once the dock has its tab: in front, and room for the charts (the ring gives way,
            // and the load chart beside it a quarter of the width).
            QTimer::singleShot(0, dock, [this, dock, height] {
                dock->raise();
                if (dock->height() < height)
                    resizeDocks({dock}, {height}, Qt::Vertical);
                if (auto* load = findChild<QDockWidget*>(QStringLiteral("LoadDock")); load && load->isVisible() &&
                    dockWidgetArea(load) == dockWidgetArea(dock))
                    resizeDocks({load, dock}, {width() / 4, width() - width() / 4}, Qt::Horizontal);
            });
        });
    }
    retranslatePanels();
}

void MainWindow::retranslatePanels()
{
    for (const Panel& panel : panels_) {
        panel.dock->setWindowTitle(tr(panel.spec->title));
        QAction* action = panel.dock->toggleViewAction();
        if (panel.spec->actionText)
            action->setText(tr(panel.spec->actionText));
        if (panel.spec->toolTip)
            action->setToolTip(tr(panel.spec->toolTip));
    }
}

void MainWindow::addPanelActions(QWidget* menuOrToolBar, bool toolBar, DockPlace place)
{
    for (const Panel& panel : panels_)
        if (panel.spec->place == place && (!toolBar || panel.spec->inToolBar))
            menuOrToolBar->addAction(panel.dock->toggleViewAction());
}

QDockWidget* MainWindow::panelDock(const char* id) const
{
    for (const Panel& panel : panels_)
        if (qstrcmp(panel.spec->id, id) == 0)
            return panel.dock;
    return nullptr;
}

template <typename PanelWidget>
PanelWidget* MainWindow::panel(const char* id) const
{
    QDockWidget* dock = panelDock(id);
    return dock ? qobject_cast<PanelWidget*>(dock->widget()) : nullptr;
}

QAction* MainWindow::panelAction(const char* id) const
{
    QDockWidget* dock = panelDock(id);
    return dock ? dock->toggleViewAction() : nullptr;
}

HashExplorer* MainWindow::hashExplorer() const { return panel<HashExplorer>("HashExplorerDock"); }
QAction* MainWindow::hashExplorerAction() const { return panelAction("HashExplorerDock"); }
ExperimentsPanel* MainWindow::experimentsPanel() const { return panel<ExperimentsPanel>("ExperimentsDock"); }
QAction* MainWindow::experimentsAction() const { return panelAction("ExperimentsDock"); }
SimulationPanel* MainWindow::simulationPanel() const { return panel<SimulationPanel>("SimulationDock"); }
QAction* MainWindow::simulationAction() const { return panelAction("SimulationDock"); }
KeyTracePanel* MainWindow::keyTracePanel() const { return panel<KeyTracePanel>("KeyTraceDock"); }
QAction* MainWindow::keyTraceAction() const { return panelAction("KeyTraceDock"); }
AllAlgorithmsPanel* MainWindow::allAlgorithmsPanel() const { return panel<AllAlgorithmsPanel>("AllAlgorithmsDock"); }
QAction* MainWindow::allAlgorithmsAction() const { return panelAction("AllAlgorithmsDock"); }
LivePanel* MainWindow::livePanel() const { return panel<LivePanel>("LiveDock"); }
QAction* MainWindow::liveAction() const { return panelAction("LiveDock"); }

}  // namespace ringlab::ui
