// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/MainWindow.h"

#include "model/LessonFile.h"
#include "model/ScenarioFile.h"
#include "model/Translation.h"
#include "ui/common/AnimationClock.h"
#include "ui/common/FullScreenView.h"
#include "ui/common/Palette.h"
#include "ui/lab/AllAlgorithmsPanel.h"
#include "ui/lab/BucketView.h"
#include "ui/experiments/ExperimentsPanel.h"
#include "ui/explorer/HashExplorer.h"
#include "ui/lab/LoadChart.h"
#include "ui/lab/KeyTracePanel.h"
#include "ui/live/LivePanel.h"
#include "ui/window/FleetImport.h"
#include "ui/window/LabExports.h"
#include "ui/lesson/AskFirst.h"
#include "ui/lesson/PresentationWindow.h"
#include "ui/lab/ReplicasSweepChart.h"
#include "ui/lab/RingView.h"
#include "ui/lab/TimelineBar.h"
#include "ui/simulation/SimulationPanel.h"
#include "ui/common/VerticalScrollArea.h"
#include "ringlab/Version.h"

#include <QActionGroup>
#include <QApplication>
#include <QButtonGroup>
#include <QCloseEvent>
#include <QCursor>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace ringlab::ui {

namespace {

// The height the hash explorer's dock grows to when shown.
constexpr int kHashExplorerHeight = 520;
constexpr int kExperimentsHeight = 640;
constexpr int kSimulationHeight = 700;
constexpr int kKeyTraceHeight = 420;
constexpr int kAllAlgorithmsHeight = 420;
constexpr int kLiveHeight = 640;

// The speed slider runs 0 … 8 for 0.25× … 4× on a log scale.
double speedFromSlider(int value)
{
    return std::pow(2.0, (value - 4) / 2.0);
}

int sliderFromSpeed(double speed)
{
    return static_cast<int>(std::lround(std::log2(speed) * 2.0 + 4.0));
}

}  // namespace

MainWindow::MainWindow(bool rememberSettings, QWidget* parent)
    : QMainWindow(parent), rememberSettings_(rememberSettings)
{
    setObjectName(QStringLiteral("RingLabMainWindow"));
    setAcceptDrops(true);
    clock_ = new AnimationClock(this);
    // Ask first keeps its question across a change of language (it translates itself).
    askFirst_ = new AskFirst(&lab_, clock_, this);
    buildInterface();

    connect(&lab_, &LabModel::resultReady, this, [this] { showResult(true); });
    connect(&lab_, &LabModel::busyChanged, this, [this](bool busy) {
        progress_->setVisible(busy);
        cancel_->setVisible(busy);
        if (!busy)
            progress_->setValue(0);
    });
    connect(&lab_, &LabModel::replicasSweepStarted, this, [this] { sweepChart_->setBusy(true); });
    connect(&lab_, &LabModel::replicasSweepReady, this, [this](const BalanceSweep& sweep) {
        sweepChart_->setBusy(false);
        sweepChart_->setSweep(sweep);
    });

    resize(1600, 1000);
    const bool savedLayout = rememberSettings_ && QSettings().contains(QStringLiteral("window/state"));
    if (rememberSettings_)
        loadSettings();
    // Once laid out, the lab panel takes the width its node table needs, unless the user's
    // own layout was restored.
    if (!savedLayout) {
        QTimer::singleShot(0, this, &MainWindow::fitDocks);
        // Once more when the table holds its first figures, which widen its columns.
        connect(&lab_, &LabModel::resultReady, this, [this] { QTimer::singleShot(0, this, &MainWindow::fitDocks); },
                Qt::SingleShotConnection);
    }
}

void MainWindow::buildInterface()
{
    updateWindowTitle();
    labControls_ = new LabControlsPanel(&lab_);
    buildCentral();
    buildLabDock();
    buildCharts();
    buildHashExplorer();
    buildExperimentsPanel();
    buildSimulationPanel();
    buildKeyTracePanel();
    buildAllAlgorithmsPanel();
    buildLivePanel();
    buildActions();
    connect(&lab_, &LabModel::progress, progress_, &QProgressBar::setValue);
    connect(labControls_, &LabControlsPanel::messageShown, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
}

void MainWindow::tearDownInterface()
{
    // Everything buildInterface made goes; the lab, the clock and Ask first stay.
    QWidget* menus = menuWidget();
    setMenuWidget(nullptr);
    delete menus;
    for (QToolBar* toolbar : findChildren<QToolBar*>(Qt::FindDirectChildrenOnly)) {
        removeToolBar(toolbar);
        delete toolbar;
    }
    // The lab's controls go with their dock, before the compare controls they lent the central bar.
    for (QDockWidget* dock : findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly)) {
        removeDockWidget(dock);
        delete dock;
    }
    delete takeCentralWidget();
    QStatusBar* status = statusBar();
    setStatusBar(nullptr);
    delete status;
}

void MainWindow::setLanguage(const QString& language)
{
    if (!installLanguage(language))
        return;
    if (rememberSettings_)
        saveLanguage(language);
    // Every widget takes its text when it is built: the window's widgets are built again over
    // the same lab, and what the user arranged is carried across.
    // A view shown full screen goes home first: it is about to be rebuilt.
    if (fullScreen_ && fullScreen_->view())
        fullScreen_->leave();
    const QByteArray layout = saveState();
    const int view = viewButtons_->checkedId();
    const QStringList tracedKeys = keyTracePanel_->tracedKeys();
    const int traceReplicas = keyTracePanel_->replicaCount();
    tearDownInterface();
    buildInterface();
    // The docks shown again keep their restored size (see addPanelDock); once the new widgets
    // have their sizes, the layout is restored once more, to the pixel.
    restoringLayout_ = true;
    restoreState(layout);
    QTimer::singleShot(0, this, [this, layout] {
        restoreState(layout);
        restoringLayout_ = false;
    });
    viewButtons_->button(view)->setChecked(true);
    speed_->setValue(sliderFromSpeed(clock_->speed()));
    pause_->setChecked(clock_->paused());
    setViewTextScale(viewTextScale_);
    keyTracePanel_->setReplicaCount(traceReplicas);
    if (!tracedKeys.isEmpty())
        keyTracePanel_->traceKeys(tracedKeys.join(QLatin1Char('\n')));
    if (lab_.sweepPending())
        sweepChart_->setBusy(true);
    else
        sweepChart_->setSweep(lab_.lastReplicasSweep());
    showResult(false);
    if (presentation_)
        presentation_->setLanguage(currentLessonLanguage());
}

void MainWindow::updateWindowTitle()
{
    setWindowTitle(labTitle_.isEmpty() ? tr("RingLab") : tr("RingLab — %1").arg(labTitle_));
}

void MainWindow::setViewTextScale(double scale)
{
    viewTextScale_ = std::clamp(scale, kMinViewTextScale, kMaxViewTextScale);
    for (const ViewPane* pane : {&primary_, &compare_}) {
        pane->ring->setTextScale(viewTextScale_);
        pane->buckets->setTextScale(viewTextScale_);
    }
    loadChart_->setTextScale(viewTextScale_);
    sweepChart_->setTextScale(viewTextScale_);
    timeline_->setTextScale(viewTextScale_);
    askFirst_->setTextScale(viewTextScale_);
    if (rememberSettings_)
        QSettings().setValue(QStringLiteral("view/textScale"), viewTextScale_);
}

void MainWindow::fitDocks()
{
    auto* dock = findChild<QDockWidget*>(QStringLiteral("LabDock"));
    auto* scroll = findChild<QScrollArea*>(QStringLiteral("LabScroll"));
    if (!dock || !scroll || !scroll->widget())
        return;
    // The table's columns, its frame and scroll bar, and the panel's margins around it.
    const QTableView* nodeTable = labControls_->nodeTable();
    const int table = nodeTable->horizontalHeader()->length() + 2 * nodeTable->frameWidth() +
                      nodeTable->verticalScrollBar()->sizeHint().width();
    const int around = scroll->widget()->width() - nodeTable->width();
    const int wanted = table + std::max(around, 40) + scroll->verticalScrollBar()->sizeHint().width();
    // Never wider than leaves the views their least width, so the window does not grow.
    const int room = width() - centralWidget()->minimumSizeHint().width() - 12;
    resizeDocks({dock}, {std::max(scroll->minimumWidth(), std::min({wanted, width() * 2 / 5, room}))}, Qt::Horizontal);
    // The charts under the views: three tenths of the height, enough for their type.
    auto* load = findChild<QDockWidget*>(QStringLiteral("LoadDock"));
    auto* sweep = findChild<QDockWidget*>(QStringLiteral("SweepDock"));
    const int chartHeight = std::max(220, height() * 3 / 10);
    if (load && sweep)
        resizeDocks({load, sweep}, {chartHeight, chartHeight}, Qt::Vertical);
}

MainWindow::~MainWindow()
{
    // The presentation works on this window's lab: it goes first.
    delete presentation_;
    // Child widgets outlive the members (QWidget hides and deletes them last), and they and
    // their slots read lab_: hide everything now, while the lab is alive, and drop the lab's
    // controls with the node table's model, so that nothing asks a destroyed lab for rows.
    hide();
    delete labControls_;
}

ViewPane MainWindow::makePane()
{
    ViewPane pane;
    pane.stack = new QStackedWidget;
    pane.ring = new RingView;
    pane.buckets = new BucketView;
    pane.ring->setAnimationClock(clock_);
    pane.buckets->setAnimationClock(clock_);
    pane.stack->addWidget(pane.ring);
    pane.stack->addWidget(pane.buckets);
    for (auto* view : {static_cast<QWidget*>(pane.ring), static_cast<QWidget*>(pane.buckets)})
        view->setMinimumSize(320, 320);
    connect(pane.ring, &RingView::memberClicked, this, [this](const QString& id) {
        for (const ViewPane* p : {&primary_, &compare_}) {
            p->ring->setHighlightedMember(id);
            p->buckets->setHighlightedMember(id);
        }
        loadChart_->setHighlightedMember(id);
    });
    connect(pane.buckets, &BucketView::memberClicked, pane.ring, [this](const QString& id) {
        for (const ViewPane* p : {&primary_, &compare_}) {
            p->ring->setHighlightedMember(id);
            p->buckets->setHighlightedMember(id);
        }
        loadChart_->setHighlightedMember(id);
    });
    return pane;
}

void MainWindow::buildCentral()
{
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);

    auto* bar = new QHBoxLayout;
    viewButtons_ = new QButtonGroup(central);
    for (const auto& [id, text] : {std::pair{0, tr("Ring")}, std::pair{1, tr("Buckets")}}) {
        auto* button = new QToolButton;
        button->setText(text);
        button->setCheckable(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setMinimumWidth(90);
        viewButtons_->addButton(button, id);
        bar->addWidget(button);
    }
    viewButtons_->button(0)->setChecked(true);
    connect(viewButtons_, &QButtonGroup::idClicked, this, &MainWindow::updatePanes);
    bar->addSpacing(24);
    bar->addWidget(labControls_->compareControls());
    bar->addStretch(1);
    layout->addLayout(bar);

    // The one animation clock's controls go in the main toolbar (buildActions), where a
    // narrow window still has room for them.
    animationControls_ = new QWidget;
    auto* animation = new QHBoxLayout(animationControls_);
    animation->setContentsMargins(0, 0, 0, 0);
    speed_ = new QSlider(Qt::Horizontal);
    speed_->setRange(0, 8);
    speed_->setValue(4);
    speed_->setMaximumWidth(160);
    speed_->setMinimumWidth(80);
    // No label beside it: a 1280-pixel toolbar in French has no room left; the tooltip names it.
    speed_->setToolTip(tr("Animation speed"));
    connect(speed_, &QSlider::valueChanged, this, [this](int v) { clock_->setSpeed(speedFromSlider(v)); });
    animation->addWidget(speed_);
    pause_ = new QToolButton;
    pause_->setText(tr("Pause"));
    pause_->setCheckable(true);
    connect(pause_, &QToolButton::toggled, clock_, &AnimationClock::setPaused);
    animation->addWidget(pause_);
    auto* skip = new QToolButton;
    skip->setText(tr("Skip to end"));
    connect(skip, &QToolButton::clicked, clock_, &AnimationClock::skipToEnd);
    animation->addWidget(skip);

    auto* panes = new QHBoxLayout;
    primary_ = makePane();
    compare_ = makePane();
    comparePane_ = compare_.stack;
    panes->addWidget(primary_.stack, 1);
    panes->addWidget(comparePane_, 1);
    comparePane_->hide();
    layout->addLayout(panes, 1);
    timeline_ = new TimelineBar(&lab_, clock_);
    layout->addWidget(timeline_);
    setCentralWidget(central);

    progress_ = new QProgressBar;
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    progress_->setMaximumWidth(240);
    progress_->hide();
    cancel_ = new QPushButton(tr("Cancel"));
    cancel_->setToolTip(tr("Stop the computation and take back the last change"));
    cancel_->hide();
    connect(cancel_, &QPushButton::clicked, &lab_, &LabModel::cancelComputation);
    statusBar()->addPermanentWidget(progress_);
    statusBar()->addPermanentWidget(cancel_);
}

void MainWindow::buildLabDock()
{
    QScrollArea* scroll = verticalScrollArea(labControls_, QStringLiteral("LabScroll"));
    scroll->setMinimumWidth(labControls_->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    auto* dock = new QDockWidget(tr("Lab"), this);
    dock->setObjectName(QStringLiteral("LabDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    dock->setWidget(scroll);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
}

void MainWindow::buildCharts()
{
    loadChart_ = new LoadChart;
    sweepChart_ = new ReplicasSweepChart;
    auto* loadDock = new QDockWidget(tr("Load per node"), this);
    loadDock->setObjectName(QStringLiteral("LoadDock"));
    loadDock->setWidget(loadChart_);
    auto* sweepDock = new QDockWidget(tr("Balance against virtual nodes"), this);
    sweepDock->setObjectName(QStringLiteral("SweepDock"));
    sweepDock->setWidget(sweepChart_);
    for (QDockWidget* dock : {loadDock, sweepDock}) {
        dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                          QDockWidget::DockWidgetClosable);
        dock->widget()->setMinimumHeight(200);
    }
    addDockWidget(Qt::BottomDockWidgetArea, loadDock);
    addDockWidget(Qt::BottomDockWidgetArea, sweepDock);
    splitDockWidget(loadDock, sweepDock, Qt::Horizontal);
}

void MainWindow::buildHashExplorer()
{
    hashExplorer_ = new HashExplorer(&lab_);
    hashExplorerAction_ =
        addPanelDock(hashExplorer_, tr("Hash explorer"), QStringLiteral("HashExplorerDock"), kHashExplorerHeight);
    hashExplorerAction_->setText(tr("&Hash explorer"));
    hashExplorerAction_->setToolTip(tr("How the hashes scatter: avalanche, one bit flipped, virtual nodes"));
    hashExplorerAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
}

void MainWindow::buildExperimentsPanel()
{
    experimentsPanel_ = new ExperimentsPanel;
    experimentsAction_ = addPanelDock(experimentsPanel_, tr("Experiments"), QStringLiteral("ExperimentsDock"), kExperimentsHeight);
    experimentsAction_->setText(tr("&Experiments"));
    experimentsAction_->setToolTip(tr("Every figure of the article, reproduced: article, RingLab, theory"));
    experimentsAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
}

void MainWindow::buildSimulationPanel()
{
    simulationPanel_ = new SimulationPanel;
    simulationAction_ = addPanelDock(simulationPanel_, tr("Simulation"), QStringLiteral("SimulationDock"), kSimulationHeight);
    simulationAction_->setText(tr("&Simulation"));
    simulationAction_->setToolTip(tr("Production pitfalls, simulated: failover, flapping, version skew, hot keys, "
                                     "migration, the e-commerce fleet"));
    simulationAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
}

void MainWindow::buildKeyTracePanel()
{
    keyTracePanel_ = new KeyTracePanel(&lab_);
    keyTraceAction_ = addPanelDock(keyTracePanel_, tr("Trace keys"), QStringLiteral("KeyTraceDock"), kKeyTraceHeight);
    keyTraceAction_->setText(tr("&Trace keys"));
    keyTraceAction_->setToolTip(tr("Follow keys: hash, clockwise walk, owner before and after, replicas; the keys "
                                   "the last change moved"));
    keyTraceAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    // The ring marks the traced keys while the panel is open; a key dot clicked joins them.
    const auto showMarks = [this] {
        const bool shown = keyTraceAction_->isChecked();
        primary_.ring->setTraceMarks(shown ? keyTracePanel_->marks() : std::vector<TraceMark>());
        const auto& compared = lab_.result().compare;
        compare_.ring->setTraceMarks(shown && compared ? keyTracePanel_->marksOn(*compared) : std::vector<TraceMark>());
    };
    connect(keyTracePanel_, &KeyTracePanel::marksChanged, this, showMarks);
    connect(keyTraceAction_, &QAction::toggled, this, showMarks);
    connect(keyTracePanel_, &KeyTracePanel::zoomRequested, primary_.ring, &RingView::setVisibleArc);
    connect(primary_.ring, &RingView::keyClicked, keyTracePanel_, [this](const QString& key) {
        if (keyTraceAction_->isChecked())
            keyTracePanel_->addKey(key);
    });
}

void MainWindow::buildAllAlgorithmsPanel()
{
    allAlgorithmsPanel_ = new AllAlgorithmsPanel(&lab_);
    allAlgorithmsPanel_->setAnimationClock(clock_);
    allAlgorithmsAction_ = addPanelDock(allAlgorithmsPanel_, tr("All algorithms"), QStringLiteral("AllAlgorithmsDock"),
                                        kAllAlgorithmsHeight);
    allAlgorithmsAction_->setText(tr("&All algorithms"));
    allAlgorithmsAction_->setToolTip(tr("The last change under every algorithm: keys moved, the least possible, balance, "
                                        "lookup time"));
    allAlgorithmsAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    // Beside Compare with: the same change, every algorithm at once.
    auto* button = new QToolButton;
    button->setDefaultAction(allAlgorithmsAction_);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    labControls_->compareControls()->layout()->addWidget(button);
}

void MainWindow::buildLivePanel()
{
    livePanel_ = new LivePanel(&lab_);
    liveAction_ = addPanelDock(livePanel_, tr("Live"), QStringLiteral("LiveDock"), kLiveHeight);
    liveAction_->setText(tr("&Live"));
    liveAction_->setToolTip(tr("Real memcached servers on this machine, one per member: fill, run, kill one, add one"));
    liveAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    // Closing the dock stops every server; the ring marks the dead ones.
    connect(liveAction_, &QAction::toggled, livePanel_, [this](bool shown) {
        if (!shown)
            livePanel_->stopAll();
    });
    connect(livePanel_, &LivePanel::deadMembersChanged, this, [this](const QStringList& ids) {
        primary_.ring->setDeadMembers(ids);
        compare_.ring->setDeadMembers(ids);
    });
}

QAction* MainWindow::addPanelDock(QWidget* panel, const QString& title, const QString& objectName, int height)
{
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                      QDockWidget::DockWidgetClosable);
    dock->setWidget(panel);
    tabifyDockWidget(findChild<QDockWidget*>(QStringLiteral("SweepDock")), dock);
    dock->hide();
    QAction* action = dock->toggleViewAction();
    connect(action, &QAction::toggled, dock, [this, dock, height](bool on) {
        if (!on || dock->isFloating() || restoringLayout_)
            return;
        // Once the dock has its tab: in front, and room for the charts (the ring gives way, and
        // the load chart beside it a quarter of the width).
        QTimer::singleShot(0, dock, [this, dock, height] {
            dock->raise();
            if (dock->height() < height)
                resizeDocks({dock}, {height}, Qt::Vertical);
            if (auto* load = findChild<QDockWidget*>(QStringLiteral("LoadDock")); load && load->isVisible() &&
                dockWidgetArea(load) == dockWidgetArea(dock))
                resizeDocks({load, dock}, {width() / 4, width() - width() / 4}, Qt::Horizontal);
        });
    });
    return action;
}

void MainWindow::buildActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open scenario…"), this, &MainWindow::chooseAndOpenScenario);
    open->setShortcut(QKeySequence::Open);
    QAction* save = file->addAction(tr("&Save scenario as…"), this, &MainWindow::chooseAndSaveScenario);
    save->setObjectName(QStringLiteral("SaveScenarioAsAction"));
    save->setShortcut(QKeySequence::SaveAs);
    file->addAction(tr("Import &fleet…"), this, &MainWindow::chooseAndImportFleet)
        ->setObjectName(QStringLiteral("ImportFleetAction"));
    file->addAction(tr("Open &lesson…"), this, &MainWindow::chooseAndPresentLesson);
    QMenu* presets = file->addMenu(tr("Presets"));
    // The built-in scenarios, named in the user's language; each file describes itself in it.
    const auto addPreset = [this, presets](const QString& menuText, const char* resource, const QString& name) {
        presets->addAction(menuText, this, [this, resource, name] {
            if (const QString problem = openScenario(QString::fromLatin1(resource), name); !problem.isEmpty())
                QMessageBox::warning(this, tr("Cannot open %1").arg(name), problem);
        });
    };
    addPreset(tr("The article's 8-node fleet"), ":/scenarios/article-fleet.json", tr("The article's 8-node fleet"));
    addPreset(tr("Mixed hardware 4:4:1:1"), ":/scenarios/mixed-4-4-1-1.json", tr("Mixed hardware 4:4:1:1"));
    addPreset(tr("E-commerce fleet (8 nodes, 64 GB and 16 GB)"), ":/scenarios/ecommerce.json", tr("E-commerce fleet"));
    addPreset(tr("Naive ring: one point per node"), ":/scenarios/naive-ring.json", tr("Naive ring: one point per node"));
    QMenu* exports = file->addMenu(tr("&Export"));
    exports->addAction(tr("Ring view (PNG or SVG)…"), this, [this] { exportView(QStringLiteral("ring")); });
    exports->addAction(tr("Bucket view (PNG or SVG)…"), this, [this] { exportView(QStringLiteral("buckets")); });
    exports->addAction(tr("Load chart (PNG or SVG)…"), this, [this] { exportView(QStringLiteral("load")); });
    exports->addAction(tr("Replicas chart (PNG or SVG)…"), this, [this] { exportView(QStringLiteral("sweep")); });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* editMenu = menuBar()->addMenu(tr("&Edit"));
    // No prefix of our own: Qt's translated "Undo %1" reads right in every language
    // (German "Rückgängig: Knoten hinzufügen", not "Rückgängig Knoten hinzufügen").
    QAction* undo = lab_.undoStack()->createUndoAction(editMenu);
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = lab_.undoStack()->createRedoAction(editMenu);
    redo->setShortcut(QKeySequence::Redo);
    editMenu->addAction(undo);
    editMenu->addAction(redo);
    addLabExportActions(*this, exports, editMenu);

    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->setObjectName(QStringLiteral("ViewMenu"));
    // A closed chart comes back from here.
    for (const char* name : {"LoadDock", "SweepDock"})
        if (auto* dock = findChild<QDockWidget*>(QString::fromLatin1(name)))
            viewMenu->addAction(dock->toggleViewAction());
    viewMenu->addSeparator();
    // The views' and charts' type for a projector: larger, smaller, as sized for the pixels.
    QAction* larger = viewMenu->addAction(tr("&Larger text"), this, [this] { setViewTextScale(viewTextScale_ * 1.15); });
    larger->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    viewMenu->addAction(tr("&Smaller text"), this, [this] { setViewTextScale(viewTextScale_ / 1.15); })
        ->setShortcut(QKeySequence::ZoomOut);
    viewMenu->addAction(tr("&Normal text size"), this, [this] { setViewTextScale(1.0); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    // F11 also from the full-screen window, which is a window of its own.
    QAction* fullScreen = viewMenu->addAction(tr("&Full-screen view"), this,
                                              [this] { toggleFullScreen(viewToShowFullScreen()); });
    fullScreen->setObjectName(QStringLiteral("FullScreenViewAction"));
    fullScreen->setShortcut(QKeySequence(Qt::Key_F11));
    fullScreen->setShortcutContext(Qt::ApplicationShortcut);
    fullScreen->setToolTip(tr("The view or chart under the mouse alone on the whole screen; F11 or Esc brings it back"));
    buildThemeMenu(viewMenu);
    viewMenu->addSeparator();
    viewMenu->addAction(hashExplorerAction_);
    viewMenu->addAction(experimentsAction_);
    viewMenu->addAction(simulationAction_);
    viewMenu->addAction(keyTraceAction_);
    viewMenu->addAction(allAlgorithmsAction_);
    viewMenu->addAction(liveAction_);
    viewMenu->addSeparator();
    viewMenu->addAction(askFirst_->action());
    viewMenu->addSeparator();
    buildLanguageMenu(viewMenu);

    buildLessonsMenu();
    buildHelpMenu();

    QToolBar* toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("MainToolBar"));
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    // In the toolbar the file buttons keep a short name (the full one is their tooltip), so
    // that a long translation does not push the animation controls off a 1280-pixel window.
    // Undo and redo are the timeline's Back and Forward under the views (and Ctrl+Z).
    const auto addShortButton = [toolbar](QAction* action, const QString& shortName) {
        auto* button = new QToolButton;
        button->setDefaultAction(action);
        const auto keepShort = [button, action, shortName] {
            button->setText(shortName);
            button->setToolTip(action->text());
        };
        keepShort();
        connect(action, &QAction::changed, button, keepShort);
        toolbar->addWidget(button);
    };
    addShortButton(open, tr("Open…"));
    addShortButton(save, tr("Save as…"));
    toolbar->addSeparator();
    toolbar->addAction(askFirst_->action());
    toolbar->addSeparator();
    toolbar->addAction(hashExplorerAction_);
    toolbar->addAction(experimentsAction_);
    toolbar->addAction(simulationAction_);
    toolbar->addAction(keyTraceAction_);
    auto* spacer = new QWidget;
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolbar->addWidget(spacer);
    toolbar->addWidget(animationControls_);
}

void MainWindow::showResult(bool animate)
{
    const LabResult& result = lab_.result();
    primary_.ring->setSnapshot(result.primary);
    primary_.buckets->setSnapshot(result.primary);
    loadChart_->setSnapshot(result.primary);
    if (result.primary)
        sweepChart_->setLabSnapshot(*result.primary);
    if (result.compare) {
        compare_.ring->setSnapshot(result.compare);
        compare_.buckets->setSnapshot(result.compare);
    }
    updatePanes();
    if (animate && result.primary && result.primary->diff && result.primary->diff->movedKeys > 0)
        clock_->start();
    else
        clock_->skipToEnd();
}

bool MainWindow::showingBuckets() const
{
    return viewButtons_->checkedId() == 1;
}

void MainWindow::updatePanes()
{
    for (ViewPane* pane : {&primary_, &compare_})
        pane->stack->setCurrentIndex(showingBuckets() ? 1 : 0);
    const bool comparing = lab_.state().compareAlgorithm.has_value() && lab_.result().compare;
    comparePane_->setVisible(comparing);
    primary_.buckets->shareScaleWith(comparing ? compare_.buckets : nullptr);
}

QString MainWindow::openScenario(const QString& path, const QString& name)
{
    auto loaded = loadScenario(path);
    if (const auto* error = std::get_if<QString>(&loaded))
        return *error;
    const Scenario& scenario = std::get<Scenario>(loaded);
    const QString title = !name.isEmpty() ? name : scenario.name.isEmpty() ? QFileInfo(path).fileName() : scenario.name;
    if (const QString problem = lab_.replaceState(scenario.state, tr("Open %1").arg(title)); !problem.isEmpty())
        return problem;
    if (!path.startsWith(QLatin1Char(':')))
        scenarioPath_ = path;
    labTitle_ = title;
    updateWindowTitle();
    labControls_->showMessage(scenario.description, false);
    return {};
}

QString MainWindow::saveScenarioAs(const QString& path)
{
    Scenario scenario;
    scenario.name = QFileInfo(path).completeBaseName();
    scenario.state = lab_.state();
    if (const QString problem = saveScenario(path, scenario); !problem.isEmpty())
        return problem;
    scenarioPath_ = path;
    labTitle_ = scenario.name;
    updateWindowTitle();
    return {};
}

void MainWindow::chooseAndOpenScenario()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), QFileInfo(scenarioPath_).path(),
                                                      tr("RingLab scenarios (*.json)"));
    if (path.isEmpty())
        return;
    if (const QString problem = openScenario(path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot open the scenario"), problem);
}

QString MainWindow::importFleet(const QString& path, const QString& pool)
{
    auto imported = ui::importFleet(path, lab_.state(), pool);
    if (const auto* error = std::get_if<QString>(&imported))
        return *error;
    const ImportedFleet& fleet = std::get<ImportedFleet>(imported);
    const QString title = QFileInfo(path).fileName();
    if (const QString problem = lab_.replaceState(fleet.state, tr("Import fleet %1").arg(title)); !problem.isEmpty())
        return problem;
    labTitle_ = title;
    updateWindowTitle();
    labControls_->showMessage(fleet.notes.isEmpty() ? tr("Imported %1 (%2), nodes: %L3.")
                                                          .arg(title, fleet.format)
                                                          .arg(fleet.state.members.size())
                                                    : fleet.notes.join(QLatin1Char('\n')),
                              false);
    return {};
}

void MainWindow::chooseAndImportFleet()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import fleet"), QFileInfo(scenarioPath_).path(), fleetFileFilter());
    if (!path.isEmpty())
        importFleetAskingForThePool(path);
}

void MainWindow::importFleetAskingForThePool(const QString& path)
{
    QString pool;
    if (const QStringList pools = fleetPools(path); !pools.isEmpty()) {
        bool chosen = false;
        pool = QInputDialog::getItem(this, tr("Import fleet"), tr("The file holds several pools; import:"), pools, 0, false, &chosen);
        if (!chosen)
            return;
    }
    if (const QString problem = importFleet(path, pool); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot import the fleet"), problem);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.front().isLocalFile())
        return;
    event->acceptProposedAction();
    // Not inside the drop: a dialog would block the drag's source until it closes.
    const QString path = urls.front().toLocalFile();
    QTimer::singleShot(0, this, [this, path] { openDroppedFile(path); });
}

void MainWindow::openDroppedFile(const QString& path)
{
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        importFleetAskingForThePool(path);
        return;
    }
    if (const QString problem = openScenario(path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot open the scenario"), problem);
}

void MainWindow::chooseAndSaveScenario()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), scenarioPath_,
                                                tr("RingLab scenarios (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    if (const QString problem = saveScenarioAs(path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot save the scenario"), problem);
}

void MainWindow::buildLanguageMenu(QMenu* parent)
{
    QMenu* menu = parent->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("LanguageMenu"));
    auto* group = new QActionGroup(menu);
    const QString current = QLocale().name().left(2);
    for (const QString& language : appLanguages()) {
        QAction* action = menu->addAction(languageName(language), this, [this, language] { chooseLanguage(language); });
        action->setCheckable(true);
        action->setChecked(language == current);
        action->setData(language);
        group->addAction(action);
    }
}

void MainWindow::chooseLanguage(const QString& language)
{
    // Not from inside the menu that is about to be rebuilt.
    QTimer::singleShot(0, this, [this, language] { setLanguage(language); });
}

void MainWindow::buildLessonsMenu()
{
    QMenu* lessons = menuBar()->addMenu(tr("&Lessons"));
    lessons->setObjectName(QStringLiteral("LessonsMenu"));
    const QString language = currentLessonLanguage();
    for (const QString& id : builtInLessonIds()) {
        const auto lesson = loadBuiltInLesson(id);
        const QString title = std::holds_alternative<Lesson>(lesson) ? std::get<Lesson>(lesson).title.text(language) : id;
        lessons->addAction(title, this, [this, id] {
            if (const QString problem = presentLesson(id); !problem.isEmpty())
                QMessageBox::warning(this, tr("Cannot present the lesson"), problem);
        });
    }
    lessons->addSeparator();
    lessons->addAction(tr("Open lesson file…"), this, &MainWindow::chooseAndPresentLesson);
}

void MainWindow::buildHelpMenu()
{
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("HelpMenu"));
    QAction* about = help->addAction(tr("&About RingLab"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::showAbout()
{
    auto* box = new QMessageBox(this);
    box->setObjectName(QStringLiteral("AboutRingLab"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(tr("About RingLab"));
    box->setIconPixmap(QApplication::windowIcon().pixmap(96, 96));
    box->setTextFormat(Qt::RichText);
    box->setText(tr("<h2>RingLab %1</h2><p>A lab that teaches and measures consistent hashing.</p>")
                     .arg(QStringLiteral(RINGLAB_VERSION)));
    box->setInformativeText(
        tr("<p>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). "
           "RingLab comes with no warranty.</p>"
           "<p>Qt %1 (built with %2); MD5 after RFC 1321, xxHash by libxxhash, CRC-32 by zlib.</p>")
            .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR)));
    box->setStandardButtons(QMessageBox::Close);
    box->open();
}

QString MainWindow::presentLesson(const QString& lessonIdOrPath, int sceneNumber)
{
    auto loaded = loadLesson(lessonIdOrPath);
    if (const auto* problem = std::get_if<QString>(&loaded))
        return *problem;
    Lesson& lesson = std::get<Lesson>(loaded);
    if (sceneNumber < 1 || sceneNumber > static_cast<int>(lesson.scenes.size()))
        return tr("The lesson has scenes 1 to %1, not %2.").arg(lesson.scenes.size()).arg(sceneNumber);
    if (presentation_)
        presentation_->close();
    presentation_ = new PresentationWindow(&lab_);
    presentation_->setAttribute(Qt::WA_DeleteOnClose);
    connect(presentation_, &PresentationWindow::leaveRequested, this, [this] {
        raise();
        activateWindow();
    });
    presentation_->showFullScreen();
    presentation_->setLesson(std::move(lesson), currentLessonLanguage());
    presentation_->showScene(sceneNumber - 1);
    presentation_->activateWindow();
    presentation_->setFocus();
    return {};
}

PresentationWindow* MainWindow::presentation() const
{
    return presentation_;
}

void MainWindow::buildThemeMenu(QMenu* parent)
{
    QMenu* menu = parent->addMenu(tr("&Theme"));
    menu->setObjectName(QStringLiteral("ThemeMenu"));
    auto* group = new QActionGroup(menu);
    for (const palette::ThemeId id : {palette::ThemeId::Light, palette::ThemeId::Dark, palette::ThemeId::HighContrast}) {
        QAction* action = menu->addAction(palette::themeName(id), this, [this, id] {
            palette::setTheme(id);
            if (rememberSettings_)
                QSettings().setValue(QStringLiteral("view/theme"), palette::themeKey(id));
        });
        action->setCheckable(true);
        action->setChecked(id == palette::current().id);
        action->setData(palette::themeKey(id));
        group->addAction(action);
        // --theme or another window may switch it too.
        connect(palette::ThemeSignals::instance(), &palette::ThemeSignals::themeChanged, action,
                [action, id] { action->setChecked(id == palette::current().id); });
    }
}

QWidget* MainWindow::viewToShowFullScreen() const
{
    if (fullScreen_ && fullScreen_->view())
        return fullScreen_->view();
    // A view or chart is whatever can be exported: the lab's views, its charts, the explorer's.
    const auto exportable = [this](QWidget* widget) -> QWidget* {
        for (; widget; widget = widget->parentWidget())
            if (dynamic_cast<ExportableView*>(widget))
                return widget->window() == this ? widget : nullptr;
        return nullptr;
    };
    if (QWidget* hovered = exportable(QApplication::widgetAt(QCursor::pos())))
        return hovered;
    if (QWidget* focused = exportable(QApplication::focusWidget()))
        return focused;
    return showingBuckets() ? static_cast<QWidget*>(primary_.buckets) : primary_.ring;
}

bool MainWindow::toggleFullScreen(QWidget* view)
{
    if (presentation_ && presentation_->isActiveWindow())
        return false;  // the lesson's own views stay where the lesson put them
    if (fullScreen_ && fullScreen_->view()) {
        const bool same = fullScreen_->view() == view;
        fullScreen_->leave();
        if (same)
            return true;
    }
    if (!view || view->window() != this)
        return false;
    if (!fullScreen_)
        fullScreen_ = new FullScreenView(this);
    return fullScreen_->present(view);
}

QWidget* MainWindow::fullScreenView() const
{
    return fullScreen_ ? fullScreen_->view() : nullptr;
}

void MainWindow::chooseAndPresentLesson()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open lesson"), QFileInfo(scenarioPath_).path(),
                                                      tr("RingLab lessons (*.json)"));
    if (path.isEmpty())
        return;
    if (const QString problem = presentLesson(path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot open the lesson"), problem);
}

void MainWindow::exportView(const QString& what)
{
    const ExportableView* view = nullptr;
    QString name;
    if (what == QLatin1String("ring")) {
        view = primary_.ring;
        name = tr("ring");
    } else if (what == QLatin1String("buckets")) {
        view = primary_.buckets;
        name = tr("buckets");
    } else if (what == QLatin1String("load")) {
        view = loadChart_;
        name = tr("load");
    } else {
        view = sweepChart_;
        name = tr("replicas");
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export"), name + QStringLiteral(".png"),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    if (const QString problem = ui::exportView(*view, path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot export"), problem);
    else
        statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
}

void MainWindow::loadSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    speed_->setValue(sliderFromSpeed(settings.value(QStringLiteral("animation/speed"), 1.0).toDouble()));
    setViewTextScale(settings.value(QStringLiteral("view/textScale"), 1.0).toDouble());
    if (const auto theme = palette::themeFromKey(settings.value(QStringLiteral("view/theme")).toString()))
        palette::setTheme(*theme);
    const QString last = settings.value(QStringLiteral("scenario/last")).toString();
    if (!last.isEmpty() && QFileInfo::exists(last)) {
        if (const QString problem = openScenario(last); !problem.isEmpty())
            labControls_->showMessage(tr("The last scenario could not be reopened: %1").arg(problem), true);
        else
            lab_.undoStack()->clear();  // reopening is not an edit to take back
    }
}

void MainWindow::saveSettings()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("animation/speed"), clock_->speed());
    settings.setValue(QStringLiteral("scenario/last"), scenarioPath_);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (presentation_)
        presentation_->close();
    if (rememberSettings_)
        saveSettings();
    livePanel_->stopAll();
    event->accept();
}

}  // namespace ringlab::ui
