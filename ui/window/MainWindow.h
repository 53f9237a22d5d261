// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LabModel.h"
#include "ui/common/Retranslations.h"
#include "ui/lab/LabControlsPanel.h"
#include "ui/lab/LabViewSet.h"

#include <QKeySequence>
#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>
#include <vector>

class QAction;
class QDockWidget;
class QButtonGroup;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QSlider;
class QStackedWidget;
class QTableView;
class QToolBar;
class QToolButton;

namespace ringlab::ui {

class AllAlgorithmsPanel;
class AnimationClock;
class BucketView;
class ExperimentsPanel;
class HashExplorer;
class KeyTracePanel;
class LivePanel;
class SimulationPanel;
class PresentationWindow;
class AskFirst;
class FullScreenView;
class LoadChart;
class ReplicasSweepChart;
class RingView;
class TimelineBar;

// The lab window: the lab's controls and node table (LabControlsPanel) on the left, the
// ring/bucket view (two side by side in compare mode) in the middle, the load and replicas
// charts below.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // With rememberSettings, the window restores and saves its layout, the last scenario and
    // the animation speed (QSettings); screenshots run without.
    explicit MainWindow(bool rememberSettings = true, QWidget* parent = nullptr);
    ~MainWindow() override;

    LabModel* lab() noexcept { return &lab_; }
    AnimationClock* animationClock() noexcept { return clock_; }
    // The lab's views and charts, which show its result.
    LabViewSet* views() noexcept { return views_; }
    RingView* ringView() noexcept { return views_->ring(); }
    BucketView* bucketView() noexcept { return views_->buckets(); }
    // The compare pane's ring (shown in compare mode).
    RingView* compareRingView() noexcept { return views_->compareRing(); }
    LoadChart* loadChart() noexcept { return views_->loadChart(); }
    ReplicasSweepChart* sweepChart() noexcept { return views_->sweepChart(); }
    // The panels (MainWindowPanels.cpp), each in a dock of its own, shown from the View menu.
    HashExplorer* hashExplorer() const;
    // View > Hash explorer: shows or hides the explorer's dock.
    QAction* hashExplorerAction() const;
    ExperimentsPanel* experimentsPanel() const;
    // View > Experiments: shows or hides the experiments' dock.
    QAction* experimentsAction() const;
    SimulationPanel* simulationPanel() const;
    // View > Simulation: shows or hides the production pitfalls' dock.
    QAction* simulationAction() const;
    KeyTracePanel* keyTracePanel() const;
    // View > Trace keys: shows or hides the trace's dock.
    QAction* keyTraceAction() const;
    AllAlgorithmsPanel* allAlgorithmsPanel() const;
    // View > All algorithms (and the button beside Compare with): the last change under each.
    QAction* allAlgorithmsAction() const;
    LivePanel* livePanel() const;
    // View > Live: real memcached servers for the lab's members (issue 15).
    QAction* liveAction() const;
    // View > Ask first: a change waits for the class's guess of how many keys it moves.
    AskFirst* askFirst() noexcept { return askFirst_; }
    // The undo history under the views: go to any step, step, replay, slow motion.
    TimelineBar* timeline() noexcept { return timeline_; }
    QTableView* nodeTable() noexcept { return labControls_->nodeTable(); }
    QLabel* messageLabel() noexcept { return labControls_->messageLabel(); }
    QPushButton* addNodeButton() noexcept { return labControls_->addNodeButton(); }
    bool showingBuckets() const;

    // Opens a scenario file as one undoable step; returns "" or the reason it was refused
    // (the current lab is left as it was).
    // `name`, when given, stands for the file's own (a preset's, translated).
    QString openScenario(const QString& path, const QString& name = {});
    QString saveScenarioAs(const QString& path);
    // File > Import fleet…: a fleet file (a twemproxy pool, a libmemcached string, Redis's
    // cluster nodes, nodetool ring or status, an Envoy cluster) sets the lab's members and
    // placement as one undoable step, keeping its keys; `pool` chooses one of several. Returns
    // "" or the reason it was refused (the lab is left as it was).
    QString importFleet(const QString& path, const QString& pool = {});
    // Presents a built-in lesson (by id) or a lesson file full screen over this window, from
    // scene `sceneNumber` (1 = the first); returns "" or why the lesson was refused (the lab is
    // left as it was). Escape comes back here with the lab as the last scene left it.
    QString presentLesson(const QString& lessonIdOrPath, int sceneNumber = 1);
    // The running presentation, or null.
    PresentationWindow* presentation() const;
    // View > Full-screen view (F11): `view` (a view or chart of this window) alone on the whole
    // screen, or back in its place when it is already there; false if it cannot go.
    bool toggleFullScreen(QWidget* view);
    // The view shown full screen, or null.
    QWidget* fullScreenView() const;
    // Speaks `language` from now on (View > Language): installs its translators; on the
    // QEvent::LanguageChange that follows, every widget retranslates itself in place (its
    // retranslateUi) and the window its menus, actions and dock titles: the same widgets, with
    // what the user set in them, and a live fleet runs on.
    void setLanguage(const QString& language);

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    // A file dropped on the window: a scenario (.json) is opened, anything else imported as a
    // fleet; a refusal is a dialog.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // Everything in the window: menus, toolbar, docks, panels, views, status bar.
    void buildInterface();
    // QEvent::LanguageChange: the window's own texts (menus, actions, toolbar, dock titles,
    // title) in the language just installed; the widgets retranslate themselves.
    void retranslateUi();
    // Edit > Undo and Redo, made again in each language (Qt words them when it makes them).
    void makeUndoActions();
    void updateWindowTitle();
    void buildActions();
    void buildCentral();
    // Where a dock goes. Left: the lab's controls, always there (no View action). Bottom: a
    // chart under the views, shown and at least `height` tall, each beside the one before; the
    // View menu lists it first, by its title. Tabbed: a panel tabbed beside the last chart, hidden until its View
    // action shows it in front and at least `height` tall.
    enum class DockPlace { Left, Bottom, Tabbed };
    // One dock of the window. The texts are MainWindow's, translated when shown; `make` builds
    // the dock's widget and wires it to the window (`shown`: its dock's action).
    struct PanelSpec {
        const char* id;  // the dock's object name, under which the window's layout is saved
        const char* title;
        const char* actionText;  // null: the dock's title (a chart), or no action (the lab)
        const char* toolTip;
        QKeySequence shortcut;
        int height;
        bool inToolBar;  // else in the View menu only
        std::function<QWidget*(MainWindow& window, QAction* shown)> make;
        DockPlace place = DockPlace::Tabbed;
    };
    struct Panel {
        const PanelSpec* spec;
        QDockWidget* dock;
    };
    // Every dock, declared once (MainWindowPanels.cpp): the lab, the two charts, the panels.
    static const std::vector<PanelSpec>& panelSpecs();
    void buildPanels();
    void retranslatePanels();
    // The View actions of the docks at `place` into the View menu, or (`toolBar`) those of
    // them that go in the toolbar.
    void addPanelActions(QWidget* menuOrToolBar, bool toolBar, DockPlace place = DockPlace::Tabbed);
    QDockWidget* panelDock(const char* id) const;
    QAction* panelAction(const char* id) const;
    template <typename PanelWidget>
    PanelWidget* panel(const char* id) const;
    // One side of the central area: the ring and the bucket view of one algorithm, one shown.
    QStackedWidget* makePane(QWidget* ring, QWidget* buckets);
    void showResult(bool animate);
    void updatePanes();
    void chooseAndOpenScenario();
    void chooseAndSaveScenario();
    void chooseAndImportFleet();
    // The pool first when the file holds several; a refusal is a dialog.
    void importFleetAskingForThePool(const QString& path);
    void openDroppedFile(const QString& path);
    void chooseAndPresentLesson();
    // Lessons: the built-in lessons, titled in the lesson language, and Open lesson file….
    void fillLessonsMenu();
    // The views' and charts' type scale (View > Larger text, Ctrl+=), kept in the settings.
    void setViewTextScale(double scale);
    // The lab panel as wide as its node table needs (at most two fifths of the window), the
    // charts three tenths of its height.
    void fitDocks();
    void showAbout();
    void buildLanguageMenu(QMenu* menu);
    // View > Theme: light, dark, high contrast; kept in the settings.
    void buildThemeMenu(QMenu* menu);
    // The view or chart under the mouse, else the one with the focus, else the lab's view shown.
    QWidget* viewToShowFullScreen() const;
    void chooseLanguage(const QString& language);
    void exportView(const QString& what);
    void loadSettings();
    void saveSettings();
    // A setting that could not be saved (a full disk), said in a dialog once a session.
    void warnSettingsNotSaved(const QString& problem);

    LabModel lab_;
    LabControlsPanel* labControls_ = nullptr;
    AnimationClock* clock_ = nullptr;
    bool rememberSettings_;
    QString scenarioPath_;
    QString labTitle_;  // the open scenario's name, in the window title
    bool settingsWarningShown_ = false;
    Retranslations texts_;  // the window's own texts, set again by retranslateUi
    QMenu* editMenu_ = nullptr;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QMenu* lessonsMenu_ = nullptr;
    QMenu* languageMenu_ = nullptr;

    LabViewSet* views_ = nullptr;
    QStackedWidget* primaryPane_ = nullptr;
    QStackedWidget* comparePane_ = nullptr;
    std::vector<Panel> panels_;
    TimelineBar* timeline_ = nullptr;
    QPointer<PresentationWindow> presentation_;
    QPointer<FullScreenView> fullScreen_;
    AskFirst* askFirst_ = nullptr;

    QButtonGroup* viewButtons_ = nullptr;
    QSlider* speed_ = nullptr;
    QToolButton* pause_ = nullptr;
    QWidget* animationControls_ = nullptr;
    double viewTextScale_ = 1.0;
    static constexpr double kMinViewTextScale = 0.8;
    static constexpr double kMaxViewTextScale = 2.5;
    QProgressBar* progress_ = nullptr;
    QPushButton* cancel_ = nullptr;
};

}  // namespace ringlab::ui
