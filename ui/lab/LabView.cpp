// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/LabView.h"

#include "model/core/LabSnapshot.h"
#include "ui/common/AnimationClock.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"

#include <QHelpEvent>
#include <QToolTip>

namespace ringlab::ui {

LabView::LabView(QWidget* parent) : QWidget(parent)
{
    connect(palette::ThemeSignals::instance(), &palette::ThemeSignals::themeChanged, this, [this] { invalidate(); });
}

void LabView::setSnapshot(std::shared_ptr<const LabSnapshot> snapshot)
{
    std::shared_ptr<const LabSnapshot> previous = std::move(snapshot_);
    snapshot_ = std::move(snapshot);
    snapshotChanged(previous);
    invalidate();
}

void LabView::snapshotChanged(const std::shared_ptr<const LabSnapshot>&) {}

void LabView::setAnimationClock(AnimationClock* clock)
{
    if (clock_)
        disconnect(clock_, nullptr, this, nullptr);
    clock_ = clock;
    if (clock_)
        connect(clock_, &AnimationClock::tick, this, qOverload<>(&QWidget::update));
    update();
}

void LabView::setHighlightedMember(const QString& id)
{
    if (id == highlighted_)
        return;
    highlighted_ = id;
    invalidate();
}

void LabView::setTextScale(double scale)
{
    if (scale == textScale_)
        return;
    textScale_ = scale;
    invalidate();
}

double LabView::textPixelSize() const
{
    return viewTextPixelSize(size(), textScale_);
}

QString LabView::counterText() const
{
    return snapshot_ ? counterCaption(*snapshot_, animating()) : QString();
}

bool LabView::event(QEvent* event)
{
    // The caption band's counter explains its three figures.
    if (event->type() == QEvent::ToolTip && snapshot_ && snapshot_->diff) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (help->pos().y() <
            captionBandHeight(size(), placementCaption(*snapshot_), counterCaption(*snapshot_), textScale_))
            QToolTip::showText(help->globalPos(), movementExplanation(snapshot_.get()), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void LabView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        invalidate();
}

double LabView::progress() const
{
    return clock_ && snapshot_ && snapshot_->diff ? clock_->progress() : 1.0;
}

}  // namespace ringlab::ui
