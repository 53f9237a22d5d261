// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/TimelineBar.h"

#include "model/LabModel.h"
#include "ui/common/AnimationClock.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QToolButton>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

// The steps as dots on a line, the current one ringed and named right of the last dot (the one
// under the mouse instead while it hovers); the steps after it (what Forward would redo) hollow. Painted with the widget palette so that it follows the
// window's colours.
class TimelineStrip : public QWidget {
public:
    TimelineStrip(TimelineBar* bar, QUndoStack* stack) : QWidget(bar), bar_(bar), stack_(stack)
    {
        setFocusPolicy(Qt::StrongFocus);
        setMouseTracking(true);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }

    void setTextScale(double scale)
    {
        QFont f = font();
        f.setPixelSize(static_cast<int>(std::lround(QFontInfo(parentWidget()->font()).pixelSize() * scale)));
        setFont(f);
        updateGeometry();
        update();
    }

    QSize sizeHint() const override { return {400, std::max(rowHeight(), dotRadius() * 3) + 6}; }
    QSize minimumSizeHint() const override { return {120, sizeHint().height()}; }

    QPoint stepCenter(int step) const
    {
        return {static_cast<int>(std::lround(left() + step * spacing())), lineY()};
    }

    int stepAt(double x) const
    {
        const int steps = stack_->count() + 1;
        return std::clamp(static_cast<int>(std::lround((x - left()) / spacing())), 0, steps - 1);
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const QPalette& colours = palette();
        const bool enabled = isEnabled();
        const QColor done = enabled ? colours.color(QPalette::Highlight) : colours.color(QPalette::Disabled, QPalette::WindowText);
        const QColor ahead = colours.color(QPalette::Disabled, QPalette::WindowText);
        const int steps = stack_->count() + 1;
        const int current = stack_->index();
        const double r = dotRadius();

        painter.setPen(QPen(done, r * 0.6, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(stepCenter(0), stepCenter(current));
        painter.setPen(QPen(ahead, r * 0.4, Qt::DashLine, Qt::RoundCap));
        painter.drawLine(stepCenter(current), stepCenter(steps - 1));

        // Dots only where they stand apart; a long history is a line with its ends and the handle.
        const bool dots = spacing() >= 2.5 * r;
        for (int step = 0; step < steps; ++step) {
            if (!dots && step != 0 && step != steps - 1)
                continue;
            const bool past = step <= current;
            painter.setPen(QPen(past ? done : ahead, std::max(1.5, r * 0.3)));
            painter.setBrush(past ? QBrush(done) : colours.brush(QPalette::Base));
            painter.drawEllipse(QPointF(stepCenter(step)), r * 0.7, r * 0.7);
        }
        if (hovered_ >= 0 && hovered_ != current) {
            painter.setPen(QPen(colours.color(QPalette::WindowText), 2.0));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(QPointF(stepCenter(hovered_)), r * 1.1, r * 1.1);
        }
        painter.setPen(QPen(colours.color(QPalette::Base), 3.0));
        painter.setBrush(done);
        painter.drawEllipse(QPointF(stepCenter(current)), r * 1.3, r * 1.3);
        if (hasFocus()) {
            painter.setPen(QPen(colours.color(QPalette::WindowText), 1.5, Qt::DotLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(QPointF(stepCenter(current)), r * 1.8, r * 1.8);
        }

        // The step under the mouse, else the current one, named right of the last dot.
        if (steps == 1)
            return;
        const int named = hovered_ >= 0 ? hovered_ : current;
        QFont bold = font();
        bold.setBold(named == current);
        painter.setFont(bold);
        painter.setPen(colours.color(enabled ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
        const int x = textLeft();
        const QString text = QFontMetrics(bold).elidedText(bar_->stepText(named), Qt::ElideRight, width() - x);
        painter.drawText(QRect(x, 0, width() - x, height()), Qt::AlignLeft | Qt::AlignVCenter, text);
    }

    void mousePressEvent(QMouseEvent* event) override
    {
        if (event->button() != Qt::LeftButton)
            return QWidget::mousePressEvent(event);
        dragging_ = true;
        bar_->goToStep(stepAt(event->position().x()));
    }

    void mouseMoveEvent(QMouseEvent* event) override
    {
        const int step = stepAt(event->position().x());
        if (dragging_ && step != stack_->index())
            bar_->goToStep(step);
        if (step != hovered_) {
            hovered_ = step;
            setToolTip(bar_->stepText(step));
            update();
        }
    }

    void mouseReleaseEvent(QMouseEvent* event) override
    {
        dragging_ = false;
        QWidget::mouseReleaseEvent(event);
    }

    void leaveEvent(QEvent* event) override
    {
        hovered_ = -1;
        update();
        QWidget::leaveEvent(event);
    }

    void keyPressEvent(QKeyEvent* event) override
    {
        switch (event->key()) {
        case Qt::Key_Left: bar_->goToStep(stack_->index() - 1); break;
        case Qt::Key_Right: bar_->goToStep(stack_->index() + 1); break;
        case Qt::Key_Home: bar_->goToStep(0); break;
        case Qt::Key_End: bar_->goToStep(stack_->count()); break;
        default: QWidget::keyPressEvent(event);
        }
    }

private:
    int rowHeight() const { return QFontMetrics(font()).height(); }
    int dotRadius() const { return std::max(6, rowHeight() * 2 / 5); }
    int lineY() const { return height() / 2; }
    double left() const { return dotRadius() * 2.0 + 2.0; }
    // The steps' names take at most this share of the width, right of the dots.
    double textRoom() const { return std::min(width() * 0.4, QFontMetrics(font()).averageCharWidth() * 28.0); }
    int textLeft() const { return stepCenter(stack_->count()).x() + dotRadius() * 2 + 6; }
    // Steps spread over the width, but no further apart than a few dots' widths.
    double spacing() const
    {
        const int gaps = std::max(1, stack_->count());
        return std::clamp((width() - 2.0 * left() - textRoom()) / gaps, 1.0, dotRadius() * 16.0);
    }

    TimelineBar* bar_;
    QUndoStack* stack_;
    int hovered_ = -1;
    bool dragging_ = false;
};

TimelineBar::TimelineBar(LabModel* lab, AnimationClock* clock, QWidget* parent)
    : QWidget(parent), lab_(lab), clock_(clock)
{
    setObjectName(QStringLiteral("Timeline"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 2);
    auto button = [this, layout] {
        auto* b = new QToolButton(this);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        layout->addWidget(b);
        return b;
    };
    back_ = button();
    forward_ = button();
    replay_ = button();
    slowMotion_ = button();
    slowMotion_->setCheckable(true);
    position_ = new QLabel(this);
    layout->addWidget(position_);
    strip_ = new TimelineStrip(this, lab_->undoStack());
    layout->addWidget(strip_, 1);

    QUndoStack* stack = lab_->undoStack();
    connect(back_, &QToolButton::clicked, this, [this] { goToStep(currentStep() - 1); });
    connect(forward_, &QToolButton::clicked, this, [this] { goToStep(currentStep() + 1); });
    connect(replay_, &QToolButton::clicked, clock_, &AnimationClock::start);
    connect(slowMotion_, &QToolButton::toggled, clock_, &AnimationClock::setSlowMotion);
    connect(clock_, &AnimationClock::slowMotionChanged, slowMotion_, &QToolButton::setChecked);
    connect(stack, &QUndoStack::indexChanged, this, &TimelineBar::refresh);
    connect(lab_, &LabModel::stateChanged, this, &TimelineBar::refresh);
    connect(lab_, &LabModel::changeHeld, this, &TimelineBar::refresh);
    connect(lab_, &LabModel::resultReady, this, &TimelineBar::refresh);
    retranslateUi();
}

void TimelineBar::retranslateUi()
{
    back_->setText(tr("◀ Back"));
    back_->setToolTip(tr("Back one change, animated (Ctrl+Z)"));
    forward_->setText(tr("Forward ▶"));
    forward_->setToolTip(tr("Forward one change, animated (Ctrl+Shift+Z)"));
    replay_->setText(tr("Replay"));
    replay_->setToolTip(tr("Play the last change's movement again"));
    slowMotion_->setText(tr("Slow motion"));
    slowMotion_->setToolTip(tr("Play every change four times as slowly"));
    strip_->setAccessibleName(tr("Timeline"));
    position_->setMinimumWidth(position_->fontMetrics().horizontalAdvance(tr("Step %L1 of %L2").arg(888).arg(888)));
    refresh();  // the position and the strip's "Start"
}

void TimelineBar::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

int TimelineBar::stepCount() const
{
    return lab_->undoStack()->count() + 1;
}

int TimelineBar::currentStep() const
{
    return lab_->undoStack()->index();
}

QString TimelineBar::stepText(int step) const
{
    return step <= 0 ? tr("Start") : lab_->undoStack()->text(step - 1);
}

QPoint TimelineBar::stepCenter(int step) const
{
    return strip_->mapTo(this, strip_->stepCenter(step));
}

void TimelineBar::goToStep(int step)
{
    // Refused while a held change waits for its reveal: it was asked about at this step.
    lab_->goToStep(step);
}

void TimelineBar::setTextScale(double scale)
{
    strip_->setTextScale(scale);
}

void TimelineBar::refresh()
{
    const bool free = !lab_->hasHeldChange();
    const int step = currentStep();
    strip_->setEnabled(free);
    back_->setEnabled(free && step > 0);
    forward_->setEnabled(free && step + 1 < stepCount());
    const auto& primary = lab_->result().primary;
    replay_->setEnabled(primary && primary->diff && primary->diff->movedKeys > 0);
    position_->setText(stepCount() == 1 ? tr("No change yet") : tr("Step %L1 of %L2").arg(step).arg(stepCount() - 1));
    strip_->update();
}

}  // namespace ringlab::ui
