// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/PresentationWindow.h"

#include "model/LabModel.h"
#include "ui/common/AnimationClock.h"
#include "ui/explorer/AvalancheHeatMap.h"
#include "ui/lab/BucketView.h"
#include "ui/explorer/HashExplorer.h"
#include "ui/lab/LoadChart.h"
#include "ui/common/Palette.h"
#include "ui/lab/ReplicasSweepChart.h"
#include "ui/lab/RingView.h"
#include "ui/explorer/VnodeStrip.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
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
constexpr double kMinimumScale = 0.45;
// The lab views' type in a presentation, over what they choose for their size (see
// applyTypeSizes); the charts' own type is larger to start with.
constexpr double kViewTextScale = 2.0;
constexpr double kChartTextScale = 0.75;
constexpr double kDenseViewTextScale = 0.62;

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

PresentationWindow::PresentationWindow(LabModel* lab, QWidget* parent) : QWidget(parent), lab_(lab)
{
    setWindowTitle(tr("RingLab — lesson"));
    setObjectName(QStringLiteral("PresentationWindow"));
    setFocusPolicy(Qt::StrongFocus);
    setAutoFillBackground(true);
    QPalette background = palette();
    background.setColor(QPalette::Window, QColor(palette::kBackground));
    background.setColor(QPalette::WindowText, QColor(palette::kInk));
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
    stage_ = new QHBoxLayout;
    stage_->setSpacing(12);
    stage_->addWidget(primaryRow_, 3);
    stage_->addWidget(chartColumn_, 2);
    layout->addLayout(stage_, 1);

    auto* footer = new QHBoxLayout;
    hint_ = new QLabel(tr("→ / Space: next   ← : previous   R: play again   + / −: text size   Esc: back to the lab"));
    QPalette grey = hint_->palette();
    grey.setColor(QPalette::WindowText, QColor(palette::kMutedInk));
    hint_->setPalette(grey);
    replay_ = new QPushButton(tr("Play again"));
    replay_->setFocusPolicy(Qt::NoFocus);
    replay_->setToolTip(tr("Plays the scene's change again (R)"));
    connect(replay_, &QPushButton::clicked, this, &PresentationWindow::replayAction);
    counter_ = new QLabel;
    counter_->setObjectName(QStringLiteral("SceneCounter"));
    footer->addWidget(hint_, 1);
    footer->addWidget(replay_);
    footer->addSpacing(24);
    footer->addWidget(counter_);
    layout->addLayout(footer);

    connect(lab_, &LabModel::resultReady, this, &PresentationWindow::onResultReady);
    connect(lab_, &LabModel::replicasSweepStarted, this, [this] { sweep_->setBusy(true); });
    connect(lab_, &LabModel::replicasSweepReady, this, &PresentationWindow::showSweep);
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
    auto* row = new QHBoxLayout(primaryRow_);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(12);
    ring_ = new RingView;
    buckets_ = new BucketView;
    compareRing_ = new RingView;
    compareBuckets_ = new BucketView;
    for (LabView* view : std::initializer_list<LabView*>{ring_, buckets_, compareRing_, compareBuckets_}) {
        view->setAnimationClock(clock_);
        view->setFocusPolicy(Qt::NoFocus);
        row->addWidget(view, 1);
    }
    vnodes_ = new VnodePanel;
    vnodes_->setLab(lab_);
    vnodes_->setControlsVisible(false);  // the scene sets the lab; no desktop controls on the screen
    keepFocusOff(vnodes_);
    row->addWidget(vnodes_, 1);
    avalanche_ = new AvalanchePanel;
    avalanche_->setHash(0, HashId::Fnv1a);
    avalanche_->setHash(1, HashId::Fnv1aFmix32);
    avalanche_->setInputControlsVisible(false);
    keepFocusOff(avalanche_);
    row->addWidget(avalanche_, 1);

    chartColumn_ = new QWidget;
    auto* column = new QVBoxLayout(chartColumn_);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(12);
    load_ = new LoadChart;
    sweep_ = new ReplicasSweepChart;
    for (QWidget* chart : {static_cast<QWidget*>(load_), static_cast<QWidget*>(sweep_)}) {
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
    title_->setText(scene->title.text(language_));
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
    ring_->setVisible(ring);
    buckets_->setVisible(buckets);
    // The compare algorithm's view stands beside the first view of the same kind.
    compareRing_->setVisible(compare && ring);
    compareBuckets_->setVisible(compare && !ring && buckets);
    buckets_->shareScaleWith(compare && !ring && buckets ? compareBuckets_ : nullptr);
    vnodes_->setVisible(isShowing(LessonView::Vnodes));
    avalanche_->setVisible(isShowing(LessonView::Avalanche));
    load_->setVisible(isShowing(LessonView::Load));
    sweep_->setVisible(isShowing(LessonView::Sweep));

    const bool anyPrimary = ring || buckets || isShowing(LessonView::Vnodes) || isShowing(LessonView::Avalanche);
    const bool anyChart = isShowing(LessonView::Load) || isShowing(LessonView::Sweep);
    primaryRow_->setVisible(anyPrimary);
    chartColumn_->setVisible(anyChart);
    // Side by side: the lab views take the larger part, unless there are several of them.
    const int primaryCount = static_cast<int>(ring) + static_cast<int>(buckets) + static_cast<int>(compare) +
                             static_cast<int>(isShowing(LessonView::Vnodes)) +
                             static_cast<int>(isShowing(LessonView::Avalanche));
    stage_->setStretchFactor(primaryRow_, primaryCount > 1 ? 2 * primaryCount : 3);
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
    if (lab_->state() == scene->state) {
        if (!lab_->busy() && lab_->result().primary)
            onStartStateShown();
        return;  // else the running computation reports the start state
    }
    // The new scene's text must not stand over the previous scene's views while its own lab
    // state is computed.
    clearViews();
    if (const QString problem = lab_->replaceState(scene->state, tr("Lesson scene %1").arg(sceneIndex_ + 1));
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
        showSnapshots(phase_ == Phase::Played);
}

void PresentationWindow::onStartStateShown()
{
    // A new scene's lab appears at once; only its action is animated.
    showSnapshots(false);
    if (!sweep_->isBusy() && !lab_->sweepPending())
        showSweep(lab_->lastReplicasSweep());
    if (currentScene()->action) {
        phase_ = Phase::WaitingToPlay;
        actionTimer_.start();
    } else {
        phase_ = Phase::Played;
    }
}

void PresentationWindow::playAction()
{
    const LessonScene* scene = currentScene();
    if (!scene || !scene->action || phase_ != Phase::WaitingToPlay || !(lab_->state() == scene->state))
        return;
    phase_ = Phase::Played;
    if (const QString problem = playLessonAction(*lab_, *scene->action); !problem.isEmpty()) {
        problem_ = problem;
        showSceneText();
    }
}

void PresentationWindow::showSnapshots(bool animate)
{
    const LabResult& result = lab_->result();
    ring_->setSnapshot(result.primary);
    buckets_->setSnapshot(result.primary);
    load_->setSnapshot(result.primary);
    compareRing_->setSnapshot(result.compare);
    compareBuckets_->setSnapshot(result.compare);
    if (result.primary)
        sweep_->setLabSnapshot(*result.primary);
    if (animate && result.primary && result.primary->diff && result.primary->diff->movedKeys > 0)
        clock_->start();
    else
        clock_->skipToEnd();
}

void PresentationWindow::clearViews()
{
    for (LabView* view : {static_cast<LabView*>(ring_), static_cast<LabView*>(buckets_),
                          static_cast<LabView*>(compareRing_), static_cast<LabView*>(compareBuckets_)})
        view->setSnapshot({});
    load_->setSnapshot({});
    sweep_->setBusy(true);
}

const LabView* PresentationWindow::labView(LessonView view) const
{
    switch (view) {
    case LessonView::Ring: return ring_;
    case LessonView::Buckets: return buckets_;
    default: return nullptr;
    }
}

void PresentationWindow::showSweep(const BalanceSweep& sweep)
{
    sweep_->setBusy(false);
    sweep_->setSweep(sweep);
}

bool PresentationWindow::settled() const
{
    if (phase_ != Phase::Played || lab_->busy() || !lab_->result().primary)
        return false;
    if (isShowing(LessonView::Sweep) && (lab_->sweepPending() || sweep_->isBusy()))
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
    const int margin = static_cast<int>(std::lround(32 * scale));
    layout()->setContentsMargins(margin, margin / 2, margin, margin / 2);
    layout()->setSpacing(static_cast<int>(std::lround(14 * scale)));
    // The views' own type, enlarged for the back of the room: at 1080p headline figures of
    // 28 px and more, no label under 18 px; + and − adjust it.
    const double viewScale = kViewTextScale * scale * viewTextZoom_;
    for (LabView* view : std::initializer_list<LabView*>{ring_, buckets_, compareRing_, compareBuckets_})
        view->setTextScale(viewScale);
    // The hash views hold seven rows or two 32 × 32 maps: their type grows less.
    vnodes_->view()->setTextScale(viewScale * kDenseViewTextScale);
    for (int side = 0; side < 2; ++side)
        avalanche_->heatMap(side)->setTextScale(viewScale * kDenseViewTextScale);
    load_->setTextScale(viewScale * kChartTextScale);
    sweep_->setTextScale(viewScale * kChartTextScale);
}

void PresentationWindow::zoomViewText(double factor)
{
    viewTextZoom_ = std::clamp(viewTextZoom_ * factor, 0.6, 1.6);
    applyTypeSizes();
}

void PresentationWindow::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    applyTypeSizes();
}

void PresentationWindow::keyPressEvent(QKeyEvent* event)
{
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
