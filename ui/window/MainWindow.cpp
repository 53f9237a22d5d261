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
#include "ui/window/WindowSettings.h"
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
    connect(&lab_, &LabModel::replicasSweepStarted, this, [this] { views_->sweepChart()->setBusy(true); });
    connect(&lab_, &LabModel::replicasSweepReady, this, [this](const BalanceSweep& sweep) {
        views_->sweepChart()->setBusy(false);
        views_->sweepChart()->setSweep(sweep);
    });

    resize(1600, 1000);
    const bool savedLayout = rememberSettings_ && settings::windowState.isSet();
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
    // The lab's controls before the central bar they lend the compare controls to, and before
    // the panels (All algorithms puts its button among those).
    labControls_ = new LabControlsPanel(&lab_);
    buildCentral();
    buildPanels();
    buildActions();
    connect(&lab_, &LabModel::progress, progress_, &QProgressBar::setValue);
    connect(labControls_, &LabControlsPanel::messageShown, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
}

void MainWindow::setLanguage(const QString& language)
{
    // Installing the translators sends every window QEvent::LanguageChange (changeEvent).
    if (!installLanguage(language))
        return;
    if (rememberSettings_)
        warnSettingsNotSaved(saveLanguage(language));
    if (presentation_)
        presentation_->setLanguage(currentLessonLanguage());
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && locale() != QLocale()) {
        // Before the widgets retranslate: the spin boxes and every widget that reads its
        // locale take the language's digits too (QLocale::setDefault alone leaves them).
        setLocale(QLocale());
    }
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void MainWindow::retranslateUi()
{
    // The widgets in the docks and the central area retranslate themselves (each on its own
    // QEvent::LanguageChange); the window's own texts are these.
    if (!labControls_)
        return;  // not built yet
    updateWindowTitle();
    texts_.run();
    retranslatePanels();
    makeUndoActions();
    fillLessonsMenu();
    const QString current = QLocale().name().left(2);
    for (QAction* action : languageMenu_->actions())
        action->setChecked(action->data().toString() == current);
}

void MainWindow::updateWindowTitle()
{
    setWindowTitle(labTitle_.isEmpty() ? tr("RingLab") : tr("RingLab — %1").arg(labTitle_));
}

void MainWindow::setViewTextScale(double scale)
{
    viewTextScale_ = std::clamp(scale, kMinViewTextScale, kMaxViewTextScale);
    views_->setTextScale(viewTextScale_, viewTextScale_);
    timeline_->setTextScale(viewTextScale_);
    askFirst_->setTextScale(viewTextScale_);
    if (rememberSettings_)
        warnSettingsNotSaved(settings::viewTextScale.set(viewTextScale_));
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

QStackedWidget* MainWindow::makePane(QWidget* ring, QWidget* buckets)
{
    auto* pane = new QStackedWidget;
    for (QWidget* view : {ring, buckets}) {
        view->setMinimumSize(320, 320);
        pane->addWidget(view);
    }
    return pane;
}

void MainWindow::buildCentral()
{
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);

    auto* bar = new QHBoxLayout;
    viewButtons_ = new QButtonGroup(central);
    for (const auto& [id, text] : {std::pair{0, QT_TR_NOOP("Ring")}, std::pair{1, QT_TR_NOOP("Buckets")}}) {
        auto* button = new QToolButton;
        texts_.keep([button, source = text] { button->setText(tr(source)); });
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
    texts_.keep([this] { speed_->setToolTip(tr("Animation speed")); });
    connect(speed_, &QSlider::valueChanged, this, [this](int v) { clock_->setSpeed(speedFromSlider(v)); });
    animation->addWidget(speed_);
    pause_ = new QToolButton;
    pause_->setCheckable(true);
    connect(pause_, &QToolButton::toggled, clock_, &AnimationClock::setPaused);
    animation->addWidget(pause_);
    auto* skip = new QToolButton;
    texts_.keep([this, skip] {
        pause_->setText(tr("Pause"));
        skip->setText(tr("Skip to end"));
    });
    connect(skip, &QToolButton::clicked, clock_, &AnimationClock::skipToEnd);
    animation->addWidget(skip);

    auto* panes = new QHBoxLayout;
    views_ = new LabViewSet(clock_, this);
    views_->linkHighlights();
    primaryPane_ = makePane(views_->ring(), views_->buckets());
    comparePane_ = makePane(views_->compareRing(), views_->compareBuckets());
    panes->addWidget(primaryPane_, 1);
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
    cancel_ = new QPushButton;
    texts_.keep([this] {
        cancel_->setText(tr("Cancel"));
        cancel_->setToolTip(tr("Stop the computation and take back the last change"));
    });
    cancel_->hide();
    connect(cancel_, &QPushButton::clicked, &lab_, &LabModel::cancelComputation);
    statusBar()->addPermanentWidget(progress_);
    statusBar()->addPermanentWidget(cancel_);
}

void MainWindow::buildActions()
{
    // Each text is set by keepTranslated, now and again after a language switch.
    const auto menu = [this](QMenu* parent, const char* title) {
        QMenu* added = parent ? parent->addMenu(QString()) : menuBar()->addMenu(QString());
        texts_.keep([added, title] { added->setTitle(tr(title)); });
        return added;
    };
    const auto action = [this](QMenu* parent, const char* text, auto&& slot) {
        QAction* added = parent->addAction(QString(), this, std::forward<decltype(slot)>(slot));
        texts_.keep([added, text] { added->setText(tr(text)); });
        return added;
    };
    QMenu* file = menu(nullptr, QT_TR_NOOP("&File"));
    QAction* open = action(file, QT_TR_NOOP("&Open scenario…"), [this] { chooseAndOpenScenario(); });
    open->setShortcut(QKeySequence::Open);
    QAction* save = action(file, QT_TR_NOOP("&Save scenario as…"), [this] { chooseAndSaveScenario(); });
    save->setObjectName(QStringLiteral("SaveScenarioAsAction"));
    save->setShortcut(QKeySequence::SaveAs);
    action(file, QT_TR_NOOP("Import &fleet…"), [this] {
        chooseAndImportFleet();
    })->setObjectName(QStringLiteral("ImportFleetAction"));
    action(file, QT_TR_NOOP("Open &lesson…"), [this] { chooseAndPresentLesson(); });
    QMenu* presets = menu(file, QT_TR_NOOP("Presets"));
    // The built-in scenarios, named in the user's language; each file describes itself in it.
    const auto addPreset = [this, presets, action](const char* menuText, const char* resource, const char* name) {
        action(presets, menuText, [this, resource, name] {
            if (const QString problem = openScenario(QString::fromLatin1(resource), tr(name)); !problem.isEmpty())
                QMessageBox::warning(this, tr("Cannot open %1").arg(tr(name)), problem);
        });
    };
    addPreset(QT_TR_NOOP("The article's 8-node fleet"), ":/scenarios/article-fleet.json",
              QT_TR_NOOP("The article's 8-node fleet"));
    addPreset(QT_TR_NOOP("Mixed hardware 4:4:1:1"), ":/scenarios/mixed-4-4-1-1.json",
              QT_TR_NOOP("Mixed hardware 4:4:1:1"));
    addPreset(QT_TR_NOOP("E-commerce fleet (8 nodes, 64 GB and 16 GB)"), ":/scenarios/ecommerce.json",
              QT_TR_NOOP("E-commerce fleet"));
    addPreset(QT_TR_NOOP("Naive ring: one point per node"), ":/scenarios/naive-ring.json",
              QT_TR_NOOP("Naive ring: one point per node"));
    QMenu* exports = menu(file, QT_TR_NOOP("&Export"));
    action(exports, QT_TR_NOOP("Ring view (PNG or SVG)…"), [this] { exportView(QStringLiteral("ring")); });
    action(exports, QT_TR_NOOP("Bucket view (PNG or SVG)…"), [this] { exportView(QStringLiteral("buckets")); });
    action(exports, QT_TR_NOOP("Load chart (PNG or SVG)…"), [this] { exportView(QStringLiteral("load")); });
    action(exports, QT_TR_NOOP("Replicas chart (PNG or SVG)…"), [this] { exportView(QStringLiteral("sweep")); });
    file->addSeparator();
    QAction* quit = action(file, QT_TR_NOOP("&Quit"), [this] { close(); });
    quit->setShortcut(QKeySequence::Quit);

    editMenu_ = menu(nullptr, QT_TR_NOOP("&Edit"));
    makeUndoActions();
    texts_.keep(addLabExportActions(*this, exports, editMenu_));

    QMenu* viewMenu = menu(nullptr, QT_TR_NOOP("&View"));
    viewMenu->setObjectName(QStringLiteral("ViewMenu"));
    // A closed chart comes back from here.
    addPanelActions(viewMenu, false, DockPlace::Bottom);
    viewMenu->addSeparator();
    // The views' and charts' type for a projector: larger, smaller, as sized for the pixels.
    QAction* larger = action(viewMenu, QT_TR_NOOP("&Larger text"), [this] { setViewTextScale(viewTextScale_ * 1.15); });
    larger->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    action(viewMenu, QT_TR_NOOP("&Smaller text"), [this] {
        setViewTextScale(viewTextScale_ / 1.15);
    })->setShortcut(QKeySequence::ZoomOut);
    action(viewMenu, QT_TR_NOOP("&Normal text size"), [this] {
        setViewTextScale(1.0);
    })->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    // F11 also from the full-screen window, which is a window of its own.
    QAction* fullScreen =
        action(viewMenu, QT_TR_NOOP("&Full-screen view"), [this] { toggleFullScreen(viewToShowFullScreen()); });
    fullScreen->setObjectName(QStringLiteral("FullScreenViewAction"));
    fullScreen->setShortcut(QKeySequence(Qt::Key_F11));
    fullScreen->setShortcutContext(Qt::ApplicationShortcut);
    texts_.keep([fullScreen] {
        fullScreen->setToolTip(
            tr("The view or chart under the mouse alone on the whole screen; F11 or Esc brings it back"));
    });
    buildThemeMenu(menu(viewMenu, QT_TR_NOOP("&Theme")));
    viewMenu->addSeparator();
    addPanelActions(viewMenu, false);
    viewMenu->addSeparator();
    viewMenu->addAction(askFirst_->action());
    viewMenu->addSeparator();
    buildLanguageMenu(menu(viewMenu, QT_TR_NOOP("&Language")));

    lessonsMenu_ = menu(nullptr, QT_TR_NOOP("&Lessons"));
    lessonsMenu_->setObjectName(QStringLiteral("LessonsMenu"));
    fillLessonsMenu();
    QMenu* help = menu(nullptr, QT_TR_NOOP("&Help"));
    help->setObjectName(QStringLiteral("HelpMenu"));
    action(help, QT_TR_NOOP("&About RingLab"), [this] { showAbout(); })->setMenuRole(QAction::AboutRole);
    action(help, QT_TR_NOOP("About &Qt"), [] { QApplication::aboutQt(); })->setMenuRole(QAction::AboutQtRole);

    QToolBar* toolbar = addToolBar(QString());
    toolbar->setObjectName(QStringLiteral("MainToolBar"));
    texts_.keep([toolbar] { toolbar->setWindowTitle(tr("Main")); });
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    // In the toolbar the file buttons keep a short name (the full one is their tooltip), so
    // that a long translation does not push the animation controls off a 1280-pixel window.
    // Undo and redo are the timeline's Back and Forward under the views (and Ctrl+Z).
    const auto addShortButton = [this, toolbar](QAction* fileAction, const char* shortName) {
        auto* button = new QToolButton;
        button->setDefaultAction(fileAction);
        const auto keepShort = [button, fileAction, shortName] {
            button->setText(tr(shortName));
            button->setToolTip(fileAction->text());
        };
        connect(fileAction, &QAction::changed, button, keepShort);
        texts_.keep(keepShort);
        toolbar->addWidget(button);
    };
    addShortButton(open, QT_TR_NOOP("Open…"));
    addShortButton(save, QT_TR_NOOP("Save as…"));
    toolbar->addSeparator();
    toolbar->addAction(askFirst_->action());
    toolbar->addSeparator();
    addPanelActions(toolbar, true);
    auto* spacer = new QWidget;
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolbar->addWidget(spacer);
    toolbar->addWidget(animationControls_);
}

void MainWindow::makeUndoActions()
{
    // Qt words "Undo %1" when it makes the action: a new pair in each language, in the old
    // pair's place.
    QAction* undo = lab_.undoStack()->createUndoAction(editMenu_);
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = lab_.undoStack()->createRedoAction(editMenu_);
    redo->setShortcut(QKeySequence::Redo);
    QAction* before = undo_ ? undo_ : (editMenu_->actions().isEmpty() ? nullptr : editMenu_->actions().front());
    editMenu_->insertAction(before, undo);
    editMenu_->insertAction(before, redo);
    delete undo_;
    delete redo_;
    undo_ = undo;
    redo_ = redo;
}

void MainWindow::showResult(bool animate)
{
    views_->setResult(lab_.result(), animate);
    updatePanes();
}

bool MainWindow::showingBuckets() const
{
    return viewButtons_->checkedId() == 1;
}

void MainWindow::updatePanes()
{
    for (QStackedWidget* pane : {primaryPane_, comparePane_})
        pane->setCurrentIndex(showingBuckets() ? 1 : 0);
    const bool comparing = lab_.state().compareAlgorithm.has_value() && lab_.result().compare;
    comparePane_->setVisible(comparing);
    views_->buckets()->shareScaleWith(comparing ? views_->compareBuckets() : nullptr);
}

void MainWindow::buildLanguageMenu(QMenu* menu)
{
    languageMenu_ = menu;
    menu->setObjectName(QStringLiteral("LanguageMenu"));
    auto* group = new QActionGroup(menu);
    const QString current = QLocale().name().left(2);
    // Each language in its own name: no translation.
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
    // Not from inside the menu's own signal.
    QTimer::singleShot(0, this, [this, language] { setLanguage(language); });
}

void MainWindow::fillLessonsMenu()
{
    // The built-in lessons by their titles in the lesson language.
    lessonsMenu_->clear();
    const QString language = currentLessonLanguage();
    for (const QString& id : builtInLessonIds()) {
        const auto lesson = loadBuiltInLesson(id);
        const QString title = std::holds_alternative<Lesson>(lesson) ? std::get<Lesson>(lesson).title.text(language) : id;
        lessonsMenu_->addAction(title, this, [this, id] {
            if (const QString problem = presentLesson(id); !problem.isEmpty())
                QMessageBox::warning(this, tr("Cannot present the lesson"), problem);
        });
    }
    lessonsMenu_->addSeparator();
    lessonsMenu_->addAction(tr("Open lesson file…"), this, &MainWindow::chooseAndPresentLesson);
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

void MainWindow::buildThemeMenu(QMenu* menu)
{
    menu->setObjectName(QStringLiteral("ThemeMenu"));
    auto* group = new QActionGroup(menu);
    for (const palette::ThemeId id : {palette::ThemeId::Light, palette::ThemeId::Dark, palette::ThemeId::HighContrast}) {
        QAction* action = menu->addAction(QString(), this, [this, id] {
            palette::setTheme(id);
            if (rememberSettings_)
                warnSettingsNotSaved(settings::theme.set(palette::themeKey(id)));
        });
        texts_.keep([action, id] { action->setText(palette::themeName(id)); });
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
    return showingBuckets() ? static_cast<QWidget*>(views_->buckets()) : views_->ring();
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
        view = views_->ring();
        name = tr("ring");
    } else if (what == QLatin1String("buckets")) {
        view = views_->buckets();
        name = tr("buckets");
    } else if (what == QLatin1String("load")) {
        view = views_->loadChart();
        name = tr("load");
    } else {
        view = views_->sweepChart();
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
    restoreGeometry(settings::windowGeometry.value());
    restoreState(settings::windowState.value());
    speed_->setValue(sliderFromSpeed(settings::animationSpeed.value()));
    setViewTextScale(settings::viewTextScale.value());
    if (const auto theme = palette::themeFromKey(settings::theme.value()))
        palette::setTheme(*theme);
    const QString last = settings::lastScenario.value();
    if (!last.isEmpty() && QFileInfo::exists(last)) {
        if (const QString problem = openScenario(last); !problem.isEmpty())
            labControls_->showMessage(tr("The last scenario could not be reopened: %1").arg(problem), true);
        else
            lab_.undoStack()->clear();  // reopening is not an edit to take back
    }
}

void MainWindow::saveSettings()
{
    settings::windowGeometry.set(saveGeometry());
    settings::windowState.set(saveState());
    settings::animationSpeed.set(clock_->speed());
    warnSettingsNotSaved(settings::lastScenario.set(scenarioPath_));  // one file: the last write says
}

void MainWindow::warnSettingsNotSaved(const QString& problem)
{
    if (problem.isEmpty() || settingsWarningShown_)
        return;
    settingsWarningShown_ = true;  // once a session: each later setting would fail the same way
    QMessageBox::warning(this, tr("Settings not saved"),
                         tr("%1. The settings saved before stay as they were.").arg(problem));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (presentation_)
        presentation_->close();
    if (rememberSettings_)
        saveSettings();
    livePanel()->stopAll();
    event->accept();
}

}  // namespace ringlab::ui
