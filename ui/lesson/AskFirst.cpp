// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/AskFirst.h"

#include "model/LabModel.h"
#include "ui/common/AnimationClock.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"
#include "ui/lesson/GuessSlider.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace ringlab::ui {

namespace {

// Ask first's slider: one position per percent of the keys.
int movedShareSteps()
{
    return GuessFlow::sliderSteps(movedShareQuestion());
}

void setPixelSize(QWidget* widget, double pixels, bool bold)
{
    QFont font = widget->font();
    font.setPixelSize(std::max(10, static_cast<int>(std::lround(pixels))));
    font.setBold(bold);
    widget->setFont(font);
}

}  // namespace

AskFirst::AskFirst(LabModel* lab, AnimationClock* clock, QWidget* parent) : QDialog(parent), lab_(lab), clock_(clock)
{
    setObjectName(QStringLiteral("AskFirstDialog"));
    setWindowModality(Qt::WindowModal);

    action_ = new QAction(this);
    action_->setObjectName(QStringLiteral("AskFirstAction"));
    action_->setCheckable(true);
    connect(action_, &QAction::toggled, this, [this](bool on) {
        lab_->setHoldChanges(on);
        if (!on && flow_.asking())
            reject();
    });

    auto* layout = new QVBoxLayout(this);
    prompt_ = new QLabel;
    prompt_->setObjectName(QStringLiteral("AskFirstPrompt"));
    prompt_->setWordWrap(true);
    layout->addWidget(prompt_);
    guessValue_ = new QLabel;
    guessValue_->setObjectName(QStringLiteral("AskFirstGuess"));
    guessValue_->setAlignment(Qt::AlignCenter);
    layout->addWidget(guessValue_);
    auto* row = new QHBoxLayout;
    slider_ = new QSlider(Qt::Horizontal);
    slider_->setObjectName(QStringLiteral("AskFirstSlider"));
    slider_->setRange(0, movedShareSteps());
    slider_->setPageStep(10);
    sliderMinimum_ = new QLabel;
    sliderMaximum_ = new QLabel;
    spin_ = new QSpinBox;
    spin_->setObjectName(QStringLiteral("AskFirstSpin"));
    spin_->setRange(0, movedShareSteps());
    spin_->setValue(movedShareSteps() / 2);
    spin_->setAlignment(Qt::AlignRight);
    row->addWidget(sliderMinimum_);
    row->addWidget(slider_, 1);
    row->addWidget(sliderMaximum_);
    row->addSpacing(12);
    row->addWidget(spin_);
    layout->addLayout(row);
    connect(slider_, &QSlider::valueChanged, this, [this](int value) {
        flow_.setSliderPosition(value);
        const QSignalBlocker quiet(spin_);
        spin_->setValue(value);
        updateGuessText();
    });
    connect(spin_, &QSpinBox::valueChanged, slider_, &QSlider::setValue);
    answer_ = new QLabel;
    answer_->setObjectName(QStringLiteral("AskFirstAnswer"));
    answer_->setWordWrap(true);
    answer_->setTextFormat(Qt::RichText);
    layout->addWidget(answer_);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    cancel_ = new QPushButton;
    reveal_ = new QPushButton;
    reveal_->setObjectName(QStringLiteral("AskFirstReveal"));
    close_ = new QPushButton;
    buttons->addWidget(cancel_);
    buttons->addWidget(reveal_);
    buttons->addWidget(close_);
    layout->addLayout(buttons);
    connect(cancel_, &QPushButton::clicked, this, &AskFirst::reject);
    connect(reveal_, &QPushButton::clicked, this, &AskFirst::reveal);
    connect(close_, &QPushButton::clicked, this, &QDialog::accept);
    retranslateUi();
    applySizes();

    connect(lab_, &LabModel::changeHeld, this, &AskFirst::ask);
    connect(lab_, &LabModel::resultReady, this, &AskFirst::onResultReady);
    connect(clock_, &AnimationClock::finished, this, &AskFirst::maybeShowAnswer);
}

void AskFirst::ask(const QString& change)
{
    change_ = change;
    flow_.ask(movedShareQuestion());
    {
        const QSignalBlocker quiet(slider_);
        const QSignalBlocker quietSpin(spin_);
        slider_->setValue(flow_.sliderPosition());
        spin_->setValue(flow_.sliderPosition());
    }
    retranslateUi();
    guessValue_->show();
    slider_->parentWidget()->setEnabled(true);
    slider_->setEnabled(true);
    spin_->setEnabled(true);
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
    if (const std::optional<double> percent = flow_.guess())
        return static_cast<int>(std::lround(*percent));
    return std::nullopt;
}

void AskFirst::setGuess(int percent)
{
    // Once revealed the guess stands, as in the presentation.
    if (!flow_.setGuess(percent))
        return;
    const QSignalBlocker quiet(slider_);
    const QSignalBlocker quietSpin(spin_);
    slider_->setValue(flow_.sliderPosition());
    spin_->setValue(flow_.sliderPosition());
    updateGuessText();
}

void AskFirst::updateGuessText()
{
    const std::optional<double> percent = flow_.guess();
    if (!percent) {
        guessValue_->setText(tr("?"));
        return;
    }
    const auto keys = static_cast<std::size_t>(std::llround(static_cast<double>(lab_->keys().size()) * *percent / 100.0));
    guessValue_->setText(tr("%1 · %2 keys").arg(flow_.guessText(), formatCount(keys)));
}

void AskFirst::retranslateUi()
{
    setWindowTitle(tr("Ask first"));
    action_->setText(tr("Ask &first"));
    action_->setToolTip(tr("Before a change is made, ask how many keys it will move; show the guess beside "
                           "the truth after the animation"));
    cancel_->setText(tr("Cancel the change"));
    reveal_->setText(tr("Reveal"));
    reveal_->setToolTip(tr("Locks the guess in, then makes the change (Enter)"));
    close_->setText(tr("Close"));
    sliderMinimum_->setText(formatShare(0.0, 0));
    sliderMaximum_->setText(formatShare(1.0, 0));
    spin_->setSuffix(percentSuffix());
    if (flow_.asking())
        prompt_->setText(tr("How many of the %1 keys will move after %2?").arg(formatCount(lab_->keys().size()), change_));
    else if (flow_.answerShown())
        updateAnswerText();
    updateGuessText();
}

void AskFirst::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void AskFirst::setTextScale(double scale)
{
    textScale_ = scale;
    applySizes();
}

void AskFirst::showEvent(QShowEvent* event)
{
    // Perhaps on another screen than when it was built.
    applySizes();
    QDialog::showEvent(event);
}

void AskFirst::applySizes()
{
    // 24 px type on a 1080-line screen (16 px on 720), times the views' text scale: the class
    // reads the question from the back of the room.
    const QScreen* shown = screen();
    const QRect available = shown ? shown->availableGeometry() : QRect(0, 0, 1920, 1080);
    const double base = std::clamp(available.height() / 45.0, 14.0, 40.0) * textScale_;
    setPixelSize(prompt_, base * 1.25, true);
    setPixelSize(guessValue_, base * 2.2, true);
    setPixelSize(answer_, base * 1.25, false);
    for (QWidget* widget : std::initializer_list<QWidget*>{sliderMinimum_, sliderMaximum_, spin_, cancel_, reveal_, close_})
        setPixelSize(widget, base, widget == reveal_);
    // A slider as wide as the dialog, with a handle to grab on a touch screen.
    const int groove = std::max(6, static_cast<int>(std::lround(base * 0.4)));
    const int handle = std::max(18, static_cast<int>(std::lround(base * 1.3)));
    styleGuessSlider(slider_, groove, handle);
    spin_->setMinimumWidth(static_cast<int>(std::lround(base * 5.0)));
    const int padding = static_cast<int>(std::lround(base * 0.35));
    for (QPushButton* button : {cancel_, reveal_, close_})
        button->setStyleSheet(QStringLiteral("QPushButton { padding: %1px %2px; }").arg(padding).arg(padding * 2));
    layout()->setSpacing(static_cast<int>(std::lround(base * 0.6)));
    const int margin = static_cast<int>(std::lround(base));
    layout()->setContentsMargins(margin, margin, margin, margin);
    // Half the screen's width, never wider than the screen.
    setMinimumWidth(std::min(available.width() - 40, std::max(560, static_cast<int>(std::lround(available.width() * 0.5 * std::min(textScale_, 1.6))))));
    adjustSize();
}

void AskFirst::reveal()
{
    if (!flow_.reveal())
        return;
    hide();  // the views show the change
    if (const QString problem = lab_->releaseHeldChange(); !problem.isEmpty() || !lab_->busy()) {
        // Refused after all, or nothing to compute: nothing moves, there is nothing to compare.
        flow_.cancel();
        if (!problem.isEmpty())
            lab_->dropHeldChange();
    }
}

void AskFirst::reject()
{
    if (flow_.asking())
        lab_->dropHeldChange();
    flow_.cancel();
    QDialog::reject();
}

void AskFirst::onResultReady()
{
    if (flow_.stage() != GuessFlow::Stage::Revealing || lab_->busy())
        return;
    const auto& snapshot = lab_->result().primary;
    if (!snapshot || !snapshot->diff) {
        flow_.cancel();
        return;
    }
    flow_.measure(*snapshot);
    // The answer follows the animation the result starts (MainWindow starts it on the same
    // signal); a change that moves nothing has none.
    QMetaObject::invokeMethod(this, &AskFirst::maybeShowAnswer, Qt::QueuedConnection);
}

void AskFirst::maybeShowAnswer()
{
    if (!flow_.measured() || clock_->running() || lab_->busy())
        return;
    const auto& snapshot = lab_->result().primary;
    if (!snapshot || !snapshot->diff || !flow_.showAnswer())
        return;
    updateAnswerText();
    answer_->show();
    guessValue_->hide();
    slider_->setEnabled(false);
    spin_->setEnabled(false);
    cancel_->hide();
    reveal_->hide();
    close_->show();
    close_->setDefault(true);
    open();
}

void AskFirst::updateAnswerText()
{
    // The counter's figure, worded as the counter words it.
    prompt_->setText(tr("After %1:").arg(change_));
    answer_->setText(QStringLiteral("<b>%1</b>").arg(flow_.answerText({}).toHtmlEscaped()));
}

}  // namespace ringlab::ui
