// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/AskFirst.h"

#include "model/LabModel.h"
#include "ui/common/AnimationClock.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace ringlab::ui {

namespace {

void scaleFont(QWidget* widget, double factor, bool bold)
{
    QFont font = widget->font();
    font.setPointSizeF(font.pointSizeF() * factor);
    font.setBold(bold);
    widget->setFont(font);
}

}  // namespace

AskFirst::AskFirst(LabModel* lab, AnimationClock* clock, QWidget* parent) : QDialog(parent), lab_(lab), clock_(clock)
{
    setObjectName(QStringLiteral("AskFirstDialog"));
    setWindowTitle(tr("Ask first"));
    setWindowModality(Qt::WindowModal);

    action_ = new QAction(tr("Ask &first"), this);
    action_->setObjectName(QStringLiteral("AskFirstAction"));
    action_->setCheckable(true);
    action_->setToolTip(tr("Before a change is made, ask how many keys it will move; show the guess beside "
                           "the truth after the animation"));
    connect(action_, &QAction::toggled, this, [this](bool on) {
        lab_->setHoldChanges(on);
        if (!on && stage_ == Stage::Asking)
            reject();
    });

    auto* layout = new QVBoxLayout(this);
    prompt_ = new QLabel;
    prompt_->setObjectName(QStringLiteral("AskFirstPrompt"));
    prompt_->setWordWrap(true);
    scaleFont(prompt_, 1.4, true);
    layout->addWidget(prompt_);
    guessValue_ = new QLabel;
    guessValue_->setObjectName(QStringLiteral("AskFirstGuess"));
    guessValue_->setAlignment(Qt::AlignCenter);
    scaleFont(guessValue_, 2.2, true);
    layout->addWidget(guessValue_);
    auto* row = new QHBoxLayout;
    slider_ = new QSlider(Qt::Horizontal);
    slider_->setObjectName(QStringLiteral("AskFirstSlider"));
    slider_->setRange(0, 100);
    slider_->setPageStep(10);
    row->addWidget(new QLabel(percentCaption(0.0, 0)));
    row->addWidget(slider_, 1);
    row->addWidget(new QLabel(percentCaption(1.0, 0)));
    layout->addLayout(row);
    connect(slider_, &QSlider::valueChanged, this, [this] {
        guessSet_ = true;
        updateGuessText();
    });
    answer_ = new QLabel;
    answer_->setObjectName(QStringLiteral("AskFirstAnswer"));
    answer_->setWordWrap(true);
    answer_->setTextFormat(Qt::RichText);
    scaleFont(answer_, 1.4, false);
    layout->addWidget(answer_);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    cancel_ = new QPushButton(tr("Cancel the change"));
    reveal_ = new QPushButton(tr("Reveal"));
    reveal_->setObjectName(QStringLiteral("AskFirstReveal"));
    reveal_->setToolTip(tr("Locks the guess in, then makes the change (Enter)"));
    close_ = new QPushButton(tr("Close"));
    buttons->addWidget(cancel_);
    buttons->addWidget(reveal_);
    buttons->addWidget(close_);
    layout->addLayout(buttons);
    connect(cancel_, &QPushButton::clicked, this, &AskFirst::reject);
    connect(reveal_, &QPushButton::clicked, this, &AskFirst::reveal);
    connect(close_, &QPushButton::clicked, this, &QDialog::accept);
    setMinimumWidth(560);

    connect(lab_, &LabModel::changeHeld, this, &AskFirst::ask);
    connect(lab_, &LabModel::resultReady, this, &AskFirst::onResultReady);
    connect(clock_, &AnimationClock::finished, this, &AskFirst::maybeShowAnswer);
}

void AskFirst::ask(const QString& change)
{
    change_ = change;
    stage_ = Stage::Asking;
    truth_.reset();
    guessSet_ = false;
    {
        const QSignalBlocker quiet(slider_);
        slider_->setValue(50);
    }
    prompt_->setText(tr("How many of the %1 keys will move after %2?").arg(groupedCount(lab_->keys().size()), change));
    updateGuessText();
    guessValue_->show();
    slider_->parentWidget()->setEnabled(true);
    slider_->setEnabled(true);
    slider_->setFocus();
    answer_->hide();
    cancel_->show();
    reveal_->show();
    reveal_->setDefault(true);
    close_->hide();
    open();
}

std::optional<int> AskFirst::guess() const
{
    if (!guessSet_)
        return std::nullopt;
    return slider_->value();
}

void AskFirst::setGuess(int percent)
{
    slider_->setValue(std::clamp(percent, 0, 100));
    guessSet_ = true;
    updateGuessText();
}

void AskFirst::updateGuessText()
{
    if (!guessSet_) {
        guessValue_->setText(tr("?"));
        return;
    }
    const auto keys = static_cast<std::size_t>(std::llround(static_cast<double>(lab_->keys().size()) * slider_->value() / 100.0));
    guessValue_->setText(tr("%1 · %2 keys").arg(percentCaption(slider_->value() / 100.0, 0), groupedCount(keys)));
}

void AskFirst::reveal()
{
    if (stage_ != Stage::Asking)
        return;
    stage_ = Stage::WaitingForTruth;
    hide();  // the views show the change
    if (const QString problem = lab_->releaseHeldChange(); !problem.isEmpty() || !lab_->busy()) {
        // Refused after all, or nothing to compute: nothing moves, there is nothing to compare.
        stage_ = Stage::Off;
        if (!problem.isEmpty())
            lab_->dropHeldChange();
    }
}

void AskFirst::reject()
{
    if (stage_ == Stage::Asking)
        lab_->dropHeldChange();
    stage_ = Stage::Off;
    QDialog::reject();
}

void AskFirst::onResultReady()
{
    if (stage_ != Stage::WaitingForTruth || lab_->busy())
        return;
    const auto& snapshot = lab_->result().primary;
    if (!snapshot || !snapshot->diff) {
        stage_ = Stage::Off;
        return;
    }
    truth_ = snapshot->diff->movedFraction() * 100.0;
    // The answer follows the animation the result starts (MainWindow starts it on the same
    // signal); a change that moves nothing has none.
    QMetaObject::invokeMethod(this, &AskFirst::maybeShowAnswer, Qt::QueuedConnection);
}

void AskFirst::maybeShowAnswer()
{
    if (stage_ != Stage::WaitingForTruth || !truth_ || clock_->running() || lab_->busy())
        return;
    const auto& snapshot = lab_->result().primary;
    if (!snapshot || !snapshot->diff)
        return;
    stage_ = Stage::Answer;
    // The counter's figure, worded as the counter words it.
    const QString truth = tr("%1 (%2 keys)").arg(percentCaption(snapshot->diff->movedFraction(), 2),
                                                 groupedCount(snapshot->diff->movedKeys));
    QString answer;
    if (const auto guessed = guess()) {
        const double off = std::abs(*guessed - *truth_);
        const QString distance = off <= 0.5 ? tr("spot on!")
                                            : tr("off by %1 percentage points").arg(QLocale().toString(off, 'f', 1));
        answer = tr("Your guess: %1 · the truth: %2 · %3").arg(percentCaption(*guessed / 100.0, 0), truth, distance);
    } else {
        answer = tr("The truth: %1.").arg(truth);
    }
    prompt_->setText(tr("After %1:").arg(change_));
    answer_->setText(QStringLiteral("<b>%1</b>").arg(answer.toHtmlEscaped()));
    answer_->show();
    guessValue_->hide();
    slider_->setEnabled(false);
    cancel_->hide();
    reveal_->hide();
    close_->show();
    close_->setDefault(true);
    open();
}

}  // namespace ringlab::ui
