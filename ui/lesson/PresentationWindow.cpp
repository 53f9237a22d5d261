// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/PresentationWindow.h"

#include "model/LabModel.h"
#include "ui/common/AnimationClock.h"
#include "ui/explorer/AvalancheHeatMap.h"
#include "ui/lab/BucketView.h"
#include "ui/explorer/HashExplorer.h"
#include "ui/lab/LabViewSet.h"
#include "ui/lab/LoadChart.h"
#include "ui/lesson/GuessAnswer.h"
#include "ui/lesson/GuessSlider.h"
#include "ui/lesson/PresenterOverlay.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"
#include "ui/lab/ReplicasSweepChart.h"
#include "ui/lab/RingView.h"
#include "ui/explorer/VnodeStrip.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

namespace {

// Type at 1920 × 1080, scaled with the window: readable from the back of a classroom.
constexpr double kTitlePixels = 50.0;
constexpr double kTextPixels = 30.0;
constexpr double kCounterPixels = 30.0;
constexpr double kHintPixels = 20.0;
// The question (PresentationQuestion.cpp): its prompt, the guess on the slider, the choices
// and the answer after it.
constexpr double kPromptPixels = 46.0;
constexpr double kGuessPixels = 84.0;
constexpr double kChoicePixels = 40.0;
constexpr double kAnswerPixels = 34.0;
constexpr double kMinimumScale = 0.45;
// The lab views' type in a presentation, over what they choose for their size (see
// applyTypeSizes); the charts' own type is larger to start with.
constexpr double kViewTextScale = 2.0;
constexpr double kChartTextScale = 0.75;
constexpr double kDenseViewTextScale = 0.62;
// Up to this many lab views stand in one row; more take two.
constexpr int kViewsInOneRow = 3;

void setPixelSize(QWidget* widget, double pixels, bool bold)
{
    QFont font = widget->font();
    font.setPixelSize(std::max(9, static_cast<int>(std::lround(pixels))));
    font.setBold(bold);
    widget->setFont(font);
}

// Explorer panels come with their own controls; in a presentation the keys belong to the
// presenter, so nothing inside takes the keyboard focus.
void keepFocusOff(QWidget* panel)
{
    panel->setFocusPolicy(Qt::NoFocus);
    for (QWidget* child : panel->findChildren<QWidget*>())
        child->setFocusPolicy(Qt::NoFocus);
}

}  // namespace

void PresentationWindow::updateHint()
{
    if (overlay_ && overlay_->tool() == PresenterOverlay::Tool::Pen)
        hint_->setText(tr("Pen: draw with the mouse   1 / 2 / 3: colour   E: wipe   P: pen off   Esc: back to the lab"));
    else if (overlay_ && overlay_->tool() == PresenterOverlay::Tool::Pointer)
        hint_->setText(tr("Pointer: follows the mouse   E: wipe the pen   L: pointer off   Esc: back to the lab"));
    else if (asking() && guess_.isSlider())
        hint_->setText(tr("← / →: guess   ↑ / ↓: in larger steps   Space / Enter: reveal   Esc: back to the lab"));
    else if (asking())
        hint_->setText(tr("A, B, … or ↑ / ↓: choose   Space / Enter: reveal   Esc: back to the lab"));
    else
        hint_->setText(tr("→ / Space: next   ← : previous   R: play again   P: pen   L: pointer   + / −: text size   "
                          "Esc: back to the lab"));
}

void PresentationWindow::retranslateUi()
{
    setWindowTitle(tr("RingLab — lesson"));
    replay_->setText(tr("Play again"));
    replay_->setToolTip(tr("Plays the scene's change again (R)"));
    reveal_->setText(tr("Reveal"));
    reveal_->setToolTip(tr("Locks the guess in and plays the scene's change (Space, Enter)"));
    updateHint();
    showSceneText();
}

void PresentationWindow::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

PresentationWindow::PresentationWindow(LabModel* lab, QWidget* parent) : QWidget(parent), lab_(lab)
{
    setObjectName(QStringLiteral("PresentationWindow"));
    setFocusPolicy(Qt::StrongFocus);
    setAutoFillBackground(true);
    QPalette background = palette();
    background.setColor(QPalette::Window, palette::current().background);
    background.setColor(QPalette::WindowText, palette::current().ink);
    setPalette(background);

    clock_ = new AnimationClock(this);
    actionTimer_.setSingleShot(true);
    actionTimer_.setInterval(kDefaultActionDelayMs);
    connect(&actionTimer_, &QTimer::timeout, this, &PresentationWindow::playAction);

    auto* layout = new QVBoxLayout(this);
    // The window is the screen; scenes never resize it.
    layout->setSizeConstraint(QLayout::SetNoConstraint);
    title_ = new QLabel;
    title_->setWordWrap(true);
    title_->setObjectName(QStringLiteral("SceneTitle"));
    text_ = new QLabel;
    text_->setWordWrap(true);
    text_->setObjectName(QStringLiteral("SceneText"));
    text_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(title_);
    layout->addWidget(text_);

    buildViews();
    stageWidget_ = new QWidget;
    stage_ = new QHBoxLayout(stageWidget_);
    stage_->setContentsMargins(0, 0, 0, 0);
    stage_->setSpacing(12);
    stage_->addWidget(primaryRow_, 3);
    stage_->addWidget(chartColumn_, 2);
    layout->addWidget(stageWidget_, 1);
    buildQuestionPanel();
    layout->addWidget(questionPanel_, 1);
    answer_ = new QLabel;
    answer_->setObjectName(QStringLiteral("AnswerPanel"));
    answer_->setWordWrap(true);
    answer_->setTextFormat(Qt::RichText);
    answer_->setAutoFillBackground(true);
    QPalette answerColours = answer_->palette();
    answerColours.setColor(QPalette::Window, palette::current().noteGround);
    answerColours.setColor(QPalette::WindowText, palette::current().ink);
    answer_->setPalette(answerColours);
    answer_->hide();
    layout->addWidget(answer_);

    auto* footer = new QHBoxLayout;
    hint_ = new QLabel;
    QPalette grey = hint_->palette();
    grey.setColor(QPalette::WindowText, palette::current().mutedInk);
    hint_->setPalette(grey);
    replay_ = new QPushButton;
    replay_->setFocusPolicy(Qt::NoFocus);
    connect(replay_, &QPushButton::clicked, this, &PresentationWindow::replayAction);
    counter_ = new QLabel;
    counter_->setObjectName(QStringLiteral("SceneCounter"));
    footer->addWidget(hint_, 1);
    footer->addWidget(replay_);
    footer->addSpacing(24);
    footer->addWidget(counter_);
    layout->addLayout(footer);

    connect(lab_, &LabModel::resultReady, this, &PresentationWindow::onResultReady);
    connect(clock_, &AnimationClock::finished, this, &PresentationWindow::maybeShowAnswer);
    connect(lab_, &LabModel::replicasSweepStarted, this, [this] { views_->sweepChart()->setBusy(true); });
    connect(lab_, &LabModel::replicasSweepReady, this, &PresentationWindow::showSweep);

    overlay_ = new PresenterOverlay(this);
    connect(overlay_, &PresenterOverlay::toolChanged, this, &PresentationWindow::updateHint);
    retranslateUi();
    applyTypeSizes();
}

PresentationWindow::~PresentationWindow() = default;

void PresentationWindow::closeEvent(QCloseEvent* event)
{
    // A closed presentation no longer plays into the lab (it is deleted later).
    actionTimer_.stop();
    QWidget::closeEvent(event);
}

void PresentationWindow::buildViews()
{
    primaryRow_ = new QWidget;
    // arrangeViews places the scene's views in it.
    auto* grid = new QGridLayout(primaryRow_);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(12);
    views_ = new LabViewSet(clock_, this);
    for (LabView* view : std::initializer_list<LabView*>{views_->ring(), views_->buckets(), views_->compareRing(),
                                                         views_->compareBuckets()}) {
        view->setFocusPolicy(Qt::NoFocus);
        primaryViews_.push_back(view);
    }
    vnodes_ = new VnodePanel;
    vnodes_->setLab(lab_);
    vnodes_->setControlsVisible(false);  // the scene sets the lab; no desktop controls on the screen
    keepFocusOff(vnodes_);
    primaryViews_.push_back(vnodes_);
    avalanche_ = new AvalanchePanel;
    avalanche_->setHash(0, HashId::Fnv1a);
    avalanche_->setHash(1, HashId::Fnv1aFmix32);
    avalanche_->setInputControlsVisible(false);
    keepFocusOff(avalanche_);
    primaryViews_.push_back(avalanche_);
    for (QWidget* view : primaryViews_) {
        view->setParent(primaryRow_);
        view->hide();
    }

    chartColumn_ = new QWidget;
    auto* column = new QVBoxLayout(chartColumn_);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(12);
    for (QWidget* chart : {static_cast<QWidget*>(views_->loadChart()), static_cast<QWidget*>(views_->sweepChart())}) {
        keepFocusOff(chart);
        column->addWidget(chart, 1);
    }
}

void PresentationWindow::setLesson(Lesson lesson, const QString& language)
{
    lesson_ = std::move(lesson);
    language_ = language;
    sceneIndex_ = -1;
    if (!lesson_.scenes.empty())
        showScene(0);
}

void PresentationWindow::setLanguage(const QString& language)
{
    language_ = language;
    showSceneText();
}

const LessonScene* PresentationWindow::currentScene() const
{
    if (sceneIndex_ < 0 || sceneIndex_ >= sceneCount())
        return nullptr;
    return &lesson_.scenes[static_cast<std::size_t>(sceneIndex_)];
}

bool PresentationWindow::isShowing(LessonView view) const
{
    const LessonScene* scene = currentScene();
    return scene && std::find(scene->views.begin(), scene->views.end(), view) != scene->views.end();
}

void PresentationWindow::showScene(int index)
{
    if (index < 0 || index >= sceneCount())
        return;
    sceneIndex_ = index;
    // A new scene asks its question (again); a replay does not. The pen's strokes were about
    // the scene before.
    guess_.cancel();
    overlay_->clear();
    showSceneText();
    arrangeViews();
    startScene();
    emit sceneShown(index);
}

void PresentationWindow::nextScene()
{
    // Past the last scene nothing happens: presenters keep pressing Space at the end.
    if (sceneIndex_ + 1 < sceneCount())
        showScene(sceneIndex_ + 1);
}

void PresentationWindow::previousScene()
{
    if (sceneIndex_ > 0)
        showScene(sceneIndex_ - 1);
}

void PresentationWindow::replayAction()
{
    if (const LessonScene* scene = currentScene(); scene && scene->action)
        startScene();
}

void PresentationWindow::setActionDelay(int milliseconds)
{
    actionTimer_.setInterval(milliseconds);
}

void PresentationWindow::showSceneText()
{
    const LessonScene* scene = currentScene();
    if (!scene)
        return;
    updateSceneTitle();
    updateQuestionTexts();
    text_->setText(problem_.isEmpty() ? scene->text.text(language_) : problem_);
    counter_->setText(QStringLiteral("%1 / %2").arg(sceneIndex_ + 1).arg(sceneCount()));
    replay_->setVisible(scene->action.has_value());
    setWindowTitle(tr("RingLab — %1").arg(lesson_.title.text(language_)));
}

void PresentationWindow::arrangeViews()
{
    const bool ring = isShowing(LessonView::Ring);
    const bool buckets = isShowing(LessonView::Buckets);
    const bool compare = isShowing(LessonView::Compare);
    views_->ring()->setVisible(ring);
    views_->buckets()->setVisible(buckets);
    // The compare algorithm's view stands beside the first view of the same kind.
    views_->compareRing()->setVisible(compare && ring);
    views_->compareBuckets()->setVisible(compare && !ring && buckets);
    views_->buckets()->shareScaleWith(compare && !ring && buckets ? views_->compareBuckets() : nullptr);
    vnodes_->setVisible(isShowing(LessonView::Vnodes));
    avalanche_->setVisible(isShowing(LessonView::Avalanche));
    views_->loadChart()->setVisible(isShowing(LessonView::Load));
    views_->sweepChart()->setVisible(isShowing(LessonView::Sweep));

    // The lab views side by side; four and more in two rows, so that none gets too narrow to read.
    auto* grid = static_cast<QGridLayout*>(primaryRow_->layout());
    for (QWidget* view : primaryViews_)
        grid->removeWidget(view);
    for (int i = 0; i < grid->columnCount(); ++i)
        grid->setColumnStretch(i, 0);
    for (int i = 0; i < grid->rowCount(); ++i)
        grid->setRowStretch(i, 0);
    std::vector<QWidget*> shown;
    for (QWidget* view : primaryViews_)
        if (!view->isHidden())
            shown.push_back(view);
    const int count = static_cast<int>(shown.size());
    const int columns = count <= kViewsInOneRow ? count : (count + 1) / 2;
    for (int i = 0; i < count; ++i) {
        grid->addWidget(shown[static_cast<std::size_t>(i)], i / std::max(1, columns), i % std::max(1, columns));
        grid->setColumnStretch(i % std::max(1, columns), 1);
        grid->setRowStretch(i / std::max(1, columns), 1);
    }

    const bool anyChart = isShowing(LessonView::Load) || isShowing(LessonView::Sweep);
    primaryRow_->setVisible(count > 0);
    chartColumn_->setVisible(anyChart);
    // Side by side: the lab views take the larger part, unless there are several of them.
    stage_->setStretchFactor(primaryRow_, columns > 1 ? 2 * columns : 3);
    stage_->setStretchFactor(chartColumn_, 2);
}

void PresentationWindow::startScene()
{
    const LessonScene* scene = currentScene();
    if (!scene)
        return;
    actionTimer_.stop();
    problem_.clear();
    phase_ = Phase::WaitingForStartState;
    // A replay plays the revealed change again; a question not yet revealed is asked again.
    if (guess_.guessLocked())
        guess_.replay();
    else
        guess_.cancel();
    answer_->hide();
    if (guess_.guessLocked() || !scene->question) {
        updateHint();
        questionPanel_->hide();
        text_->show();
        stageWidget_->show();
    }
    if (lab_->state() == scene->state) {
        if (!lab_->busy() && lab_->result().primary)
            onStartStateShown();
        return;  // else the running computation reports the start state
    }
    // The new scene's text must not stand over the previous scene's views while its own lab
    // state is computed.
    views_->clear();
    if (const QString problem = lab_->replaceState(scene->state, tr("Scene %1: %2").arg(sceneIndex_ + 1).arg(scene->title.text(language_)));
        !problem.isEmpty()) {
        problem_ = problem;
        phase_ = Phase::Idle;
        showSceneText();
    }
}

void PresentationWindow::onResultReady()
{
    const LessonScene* scene = currentScene();
    if (!scene)
        return;
    if (phase_ == Phase::WaitingForStartState && lab_->state() == scene->state)
        onStartStateShown();
    else
        views_->setResult(lab_->result(), phase_ == Phase::Played);
}

void PresentationWindow::onStartStateShown()
{
    // A new scene's lab appears at once; only its action is animated.
    views_->setResult(lab_->result(), false);
    // A scene whose lab differs from the last in nothing the sweep depends on gets no new
    // sweep: the one the lab holds is this scene's.
    if (!lab_->sweepPending())
        showSweep(lab_->lastReplicasSweep());
    if (currentScene()->question && !guess_.guessLocked()) {
        showQuestion();
        return;
    }
    if (currentScene()->action) {
        phase_ = Phase::WaitingToPlay;
        actionTimer_.start();
    } else {
        phase_ = Phase::Played;
        maybeShowAnswer();
    }
}

void PresentationWindow::playAction()
{
    const LessonScene* scene = currentScene();
    if (!scene || !scene->action || phase_ != Phase::WaitingToPlay || !(lab_->state() == scene->state))
        return;
    phase_ = Phase::Played;
    // The lab's "Ask first" is for the lab's own edits; a scene asks its own questions.
    const bool hold = lab_->holdsChanges();
    lab_->setHoldChanges(false);
    const QString played = playLessonAction(*lab_, *scene->action);
    lab_->setHoldChanges(hold);
    if (const QString& problem = played; !problem.isEmpty()) {
        problem_ = problem;
        showSceneText();
    }
}

const LabView* PresentationWindow::labView(LessonView view) const
{
    switch (view) {
    case LessonView::Ring: return views_->ring();
    case LessonView::Buckets: return views_->buckets();
    default: return nullptr;
    }
}

const QWidget* PresentationWindow::viewWidget(LessonView view) const
{
    switch (view) {
    case LessonView::Ring: return views_->ring();
    case LessonView::Buckets: return views_->buckets();
    case LessonView::Compare: return isShowing(LessonView::Ring) ? static_cast<QWidget*>(views_->compareRing()) : views_->compareBuckets();
    case LessonView::Load: return views_->loadChart();
    case LessonView::Sweep: return views_->sweepChart();
    case LessonView::Vnodes: return vnodes_;
    case LessonView::Avalanche: return avalanche_;
    }
    return nullptr;
}

void PresentationWindow::showSweep(const BalanceSweep& sweep)
{
    views_->sweepChart()->setBusy(false);
    views_->sweepChart()->setSweep(sweep);
}

bool PresentationWindow::settled() const
{
    if (phase_ != Phase::Played || lab_->busy() || !lab_->result().primary)
        return false;
    // A question's answer follows the animation; a screenshot skips to its end.
    if (currentScene()->question && !guess_.answerShown() && !clock_->running())
        return false;
    if (isShowing(LessonView::Sweep) && (lab_->sweepPending() || views_->sweepChart()->isBusy()))
        return false;
    if (isShowing(LessonView::Vnodes) && vnodes_->busy())
        return false;
    if (isShowing(LessonView::Avalanche) && avalanche_->busy())
        return false;
    return true;
}

void PresentationWindow::applyTypeSizes()
{
    const double scale = std::max(kMinimumScale, std::min(width() / 1920.0, height() / 1080.0));
    setPixelSize(title_, kTitlePixels * scale, true);
    setPixelSize(text_, kTextPixels * scale, false);
    setPixelSize(counter_, kCounterPixels * scale, true);
    setPixelSize(hint_, kHintPixels * scale, false);
    setPixelSize(replay_, kHintPixels * scale, false);
    setPixelSize(questionPrompt_, kPromptPixels * scale, true);
    setPixelSize(guessValue_, kGuessPixels * scale, true);
    setPixelSize(sliderMinimum_, kTextPixels * scale, false);
    setPixelSize(sliderMaximum_, kTextPixels * scale, false);
    for (QPushButton* button : choiceButtons_)
        setPixelSize(button, kChoicePixels * scale, false);
    setPixelSize(reveal_, kChoicePixels * scale, true);
    setPixelSize(answer_, kAnswerPixels * scale, false);
    answer_->setContentsMargins(QMargins(1, 1, 1, 1) * static_cast<int>(std::lround(12 * scale)));
    // A slider that the back row can see, and a handle to grab on a touch screen.
    const int groove = std::max(6, static_cast<int>(std::lround(14 * scale)));
    const int handle = std::max(18, static_cast<int>(std::lround(44 * scale)));
    styleGuessSlider(guessSlider_, groove, handle);
    const int margin = static_cast<int>(std::lround(32 * scale));
    layout()->setContentsMargins(margin, margin / 2, margin, margin / 2);
    layout()->setSpacing(static_cast<int>(std::lround(14 * scale)));
    // The views' own type, enlarged for the back of the room: at 1080p headline figures of
    // 28 px and more, no label under 18 px; + and − adjust it.
    const double viewScale = kViewTextScale * scale * viewTextZoom_;
    views_->setTextScale(viewScale, viewScale * kChartTextScale);
    // The hash views hold seven rows or two 32 × 32 maps: their type grows less.
    vnodes_->view()->setTextScale(viewScale * kDenseViewTextScale);
    for (int side = 0; side < 2; ++side)
        avalanche_->heatMap(side)->setTextScale(viewScale * kDenseViewTextScale);
}

void PresentationWindow::zoomViewText(double factor)
{
    viewTextZoom_ = std::clamp(viewTextZoom_ * factor, 0.6, 1.6);
    applyTypeSizes();
}

void PresentationWindow::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    overlay_->setGeometry(rect());
    overlay_->raise();
    applyTypeSizes();
}

bool PresentationWindow::handleOverlayKey(int key)
{
    using Tool = PresenterOverlay::Tool;
    switch (key) {
    case Qt::Key_P:
        overlay_->setTool(overlay_->tool() == Tool::Pen ? Tool::None : Tool::Pen);
        return true;
    case Qt::Key_L:
        overlay_->setTool(overlay_->tool() == Tool::Pointer ? Tool::None : Tool::Pointer);
        return true;
    case Qt::Key_E:
    case Qt::Key_Delete:
        overlay_->clear();
        return true;
    default:
        break;
    }
    // With the pen on, the number keys pick its colour (a question's choices keep A–E).
    if (overlay_->tool() == Tool::Pen && key >= Qt::Key_1 && key < Qt::Key_1 + PresenterOverlay::kPenColourCount) {
        overlay_->setPenColourIndex(key - Qt::Key_1);
        return true;
    }
    return false;
}

void PresentationWindow::keyPressEvent(QKeyEvent* event)
{
    if (handleOverlayKey(event->key())) {
        event->accept();
        return;
    }
    if (asking()) {
        const int key = event->key();
        bool handled = true;
        if (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_PageDown)
            reveal();
        else if (key == Qt::Key_Right)
            stepGuess(1);
        else if (key == Qt::Key_Left)
            stepGuess(-1);
        else if (key == Qt::Key_Up)
            stepGuess(guess_.isSlider() ? guessSlider_->pageStep() : -1);
        else if (key == Qt::Key_Down)
            stepGuess(guess_.isSlider() ? -guessSlider_->pageStep() : 1);
        else if (key >= Qt::Key_A && key < Qt::Key_A + kMaxQuestionChoices)
            setGuessChoice(key - Qt::Key_A);
        else if (key >= Qt::Key_1 && key < Qt::Key_1 + kMaxQuestionChoices)
            setGuessChoice(key - Qt::Key_1);
        else
            handled = false;
        if (handled) {
            event->accept();
            return;
        }
    }
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
    case Qt::Key_Down:
        nextScene();
        break;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
    case Qt::Key_Up:
        previousScene();
        break;
    case Qt::Key_Home:
        showScene(0);
        break;
    case Qt::Key_End:
        showScene(sceneCount() - 1);
        break;
    case Qt::Key_R:
        replayAction();
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomViewText(1.15);
        break;
    case Qt::Key_Minus:
        zoomViewText(1.0 / 1.15);
        break;
    case Qt::Key_Escape:
        emit leaveRequested();
        close();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

}  // namespace ringlab::ui
