// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The presentation's skin of the guess-then-reveal flow: a scene's question asked large in place
// of its text and views, the class's guess on a slider or among choices, Reveal, and once the
// change has played the answer panel. The stages, the guess and the truth are GuessFlow's, as Ask
// first's; the truth and its wording GuessAnswer's.
#include "ui/lesson/PresentationWindow.h"

#include "model/Format.h"
#include "model/LabModel.h"
#include "ui/common/AnimationClock.h"
#include "ui/common/Palette.h"
#include "ui/lesson/GuessAnswer.h"
#include "ui/lesson/GuessSlider.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>

namespace ringlab::ui {

void PresentationWindow::buildQuestionPanel()
{
    questionPanel_ = new QWidget;
    questionPanel_->setObjectName(QStringLiteral("QuestionPanel"));
    auto* column = new QVBoxLayout(questionPanel_);
    column->setContentsMargins(0, 0, 0, 0);
    questionPrompt_ = new QLabel;
    questionPrompt_->setObjectName(QStringLiteral("QuestionPrompt"));
    questionPrompt_->setWordWrap(true);
    column->addWidget(questionPrompt_);
    column->addStretch(1);

    guessValue_ = new QLabel;
    guessValue_->setObjectName(QStringLiteral("GuessValue"));
    guessValue_->setAlignment(Qt::AlignCenter);
    column->addWidget(guessValue_);
    sliderRow_ = new QWidget;
    auto* row = new QHBoxLayout(sliderRow_);
    row->setContentsMargins(0, 0, 0, 0);
    sliderMinimum_ = new QLabel;
    sliderMaximum_ = new QLabel;
    guessSlider_ = new QSlider(Qt::Horizontal);
    guessSlider_->setObjectName(QStringLiteral("GuessSlider"));
    guessSlider_->setFocusPolicy(Qt::NoFocus);  // the keys belong to the presenter
    row->addWidget(sliderMinimum_);
    row->addWidget(guessSlider_, 1);
    row->addWidget(sliderMaximum_);
    column->addWidget(sliderRow_);
    connect(guessSlider_, &QSlider::valueChanged, this, [this](int position) {
        guess_.setSliderPosition(position);
        updateGuessText();
    });

    for (int i = 0; i < kMaxQuestionChoices; ++i) {
        auto* button = new QPushButton;
        button->setObjectName(QStringLiteral("Choice%1").arg(i + 1));
        button->setCheckable(true);
        button->setFocusPolicy(Qt::NoFocus);
        button->setStyleSheet(QStringLiteral("QPushButton { text-align: left; padding: 0.3em 0.7em; background: %1;"
                                             " color: %2; border: 2px solid %3; border-radius: 0.3em; }"
                                             "QPushButton:checked { background: %4; border-color: %4; color: %5; }")
                                  .arg(palette::current().panelGround.name(), palette::current().ink.name(),
                                       palette::current().rule.name(), palette::current().guess.name(),
                                       palette::current().onGuess.name()));
        connect(button, &QPushButton::clicked, this, [this, i] { setGuessChoice(i); });
        choiceButtons_.push_back(button);
        column->addWidget(button);
    }
    column->addStretch(1);

    auto* revealRow = new QHBoxLayout;
    reveal_ = new QPushButton;
    reveal_->setObjectName(QStringLiteral("RevealButton"));
    reveal_->setFocusPolicy(Qt::NoFocus);
    reveal_->setStyleSheet(QStringLiteral("QPushButton { padding: 0.3em 1.4em; background: %1; color: %2;"
                                          " border: none; border-radius: 0.3em; }")
                               .arg(palette::current().guess.name(), palette::current().onGuess.name()));
    connect(reveal_, &QPushButton::clicked, this, &PresentationWindow::reveal);
    revealRow->addStretch(1);
    revealRow->addWidget(reveal_);
    column->addLayout(revealRow);
    questionPanel_->hide();
}

void PresentationWindow::updateQuestionTexts()
{
    const LessonScene* scene = currentScene();
    if (!scene || !scene->question)
        return;
    const LessonQuestion& question = *scene->question;
    questionPrompt_->setText(question.prompt.text(language_));
    for (std::size_t i = 0; i < choiceButtons_.size(); ++i) {
        const bool used = i < question.choices.size();
        choiceButtons_[i]->setVisible(used && question.kind == LessonQuestion::Kind::Choices);
        if (used)
            choiceButtons_[i]->setText(tr("%1   %2").arg(QChar(u'A' + static_cast<char16_t>(i)))
                                           .arg(question.choices[i].text.text(language_)));
    }
    if (question.kind == LessonQuestion::Kind::Slider) {
        sliderMinimum_->setText(GuessAnswer::valueText(question, question.minimum));
        sliderMaximum_->setText(GuessAnswer::valueText(question, question.maximum));
    }
    updateGuessText();
    if (guess_.answerShown())
        updateAnswerText();
}

void PresentationWindow::updateSceneTitle()
{
    // Many scene titles state the answer ("changing N moves almost every key"): not before
    // the class has guessed.
    if (const LessonScene* scene = currentScene())
        title_->setText(asking() ? tr("Before the change: your guess") : scene->title.text(language_));
}

void PresentationWindow::showQuestion()
{
    const LessonScene* scene = currentScene();
    const LessonQuestion& question = *scene->question;
    phase_ = Phase::Asking;
    guess_.ask(question);
    updateSceneTitle();
    const bool slider = question.kind == LessonQuestion::Kind::Slider;
    sliderRow_->setVisible(slider);
    guessValue_->setVisible(slider);
    if (slider) {
        const QSignalBlocker quiet(guessSlider_);
        guessSlider_->setRange(0, guess_.sliderSteps());
        guessSlider_->setSingleStep(1);
        guessSlider_->setPageStep(std::max(1, guess_.sliderSteps() / 10));
    }
    showGuess();
    updateQuestionTexts();
    // The scene's text and views could give the answer away: the question stands in their place.
    text_->hide();
    stageWidget_->hide();
    answer_->hide();
    replay_->hide();
    questionPanel_->show();
    updateHint();
}

void PresentationWindow::updateGuessText()
{
    const LessonScene* scene = currentScene();
    if (!scene || !scene->question || scene->question->kind != LessonQuestion::Kind::Slider)
        return;
    guessValue_->setText(guess_.guess() ? guess_.guessText() : tr("?"));
}

void PresentationWindow::showGuess()
{
    if (guess_.isSlider()) {
        const QSignalBlocker quiet(guessSlider_);
        guessSlider_->setValue(guess_.sliderPosition());
    }
    for (std::size_t i = 0; i < choiceButtons_.size(); ++i)
        choiceButtons_[i]->setChecked(static_cast<int>(i) == guess_.guessChoice());
    updateGuessText();
}

std::optional<double> PresentationWindow::guess() const
{
    return guess_.guess();
}

void PresentationWindow::setGuess(double value)
{
    if (guess_.setGuess(value))
        showGuess();
}

void PresentationWindow::stepGuess(int steps)
{
    // The first key press on a slider takes the guess from where the slider stands.
    if (guess_.stepGuess(steps))
        showGuess();
}

void PresentationWindow::setGuessChoice(int index)
{
    if (guess_.setGuessChoice(index))
        showGuess();
}

void PresentationWindow::reveal()
{
    const LessonScene* scene = currentScene();
    if (phase_ != Phase::Asking || !scene || !scene->question || !guess_.reveal())
        return;
    questionPanel_->hide();
    phase_ = Phase::WaitingToPlay;
    updateSceneTitle();
    text_->show();
    stageWidget_->show();
    replay_->setVisible(scene->action.has_value());
    arrangeViews();
    updateHint();
    if (scene->action) {
        phase_ = Phase::WaitingToPlay;
        actionTimer_.start();
    } else {
        phase_ = Phase::Played;
        maybeShowAnswer();
    }
}

void PresentationWindow::maybeShowAnswer()
{
    const LessonScene* scene = currentScene();
    if (!scene || !scene->question || guess_.stage() != GuessFlow::Stage::Revealing || phase_ != Phase::Played
        || !problem_.isEmpty())
        return;
    if (lab_->busy() || !lab_->result().primary || clock_->running())
        return;
    if (scene->action) {
        const auto after = stateAfterAction(scene->state, *scene->action);
        if (!std::holds_alternative<LabState>(after) || !(lab_->state() == std::get<LabState>(after)))
            return;
    } else if (!(lab_->state() == scene->state)) {
        return;
    }
    guess_.measure(*lab_->result().primary);
    guess_.showAnswer();
    updateAnswerText();
    answer_->show();
}

void PresentationWindow::updateAnswerText()
{
    const LessonScene* scene = currentScene();
    if (!scene || !scene->question)
        return;
    const LessonQuestion& question = *scene->question;
    const QString prompt = question.prompt.text(language_).toHtmlEscaped();
    const QString answer = guess_.answerText(language_);
    answer_->setText(QStringLiteral("<div style='color:%1'>%2</div><div><b>%3</b></div>")
                         .arg(palette::current().mutedInk.name(), prompt,
                              // A figure never breaks from its unit.
                              attachUnits(answer.toHtmlEscaped())));
}

}  // namespace ringlab::ui
