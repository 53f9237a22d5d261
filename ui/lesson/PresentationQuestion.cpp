// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The presentation's skin of the guess-then-reveal flow: a scene's question asked large in place
// of its text and views, the class's guess on a slider or among choices, Reveal, and once the
// change has played the answer panel (its truth and wording are GuessAnswer's, as Ask first's).
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
#include <cmath>

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
    connect(guessSlider_, &QSlider::valueChanged, this, [this] {
        guessSet_ = true;
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
    if (answerShown_)
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
    updateSceneTitle();
    const bool slider = question.kind == LessonQuestion::Kind::Slider;
    sliderRow_->setVisible(slider);
    guessValue_->setVisible(slider);
    if (slider) {
        const QSignalBlocker quiet(guessSlider_);
        const int steps = static_cast<int>(std::lround((question.maximum - question.minimum) / question.step));
        guessSlider_->setRange(0, steps);
        guessSlider_->setSingleStep(1);
        guessSlider_->setPageStep(std::max(1, steps / 10));
        guessSlider_->setValue(steps / 2);
    }
    guessSet_ = false;
    guessChoice_ = -1;
    for (QPushButton* button : choiceButtons_)
        button->setChecked(false);
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
    guessValue_->setText(guessSet_ ? GuessAnswer::valueText(*scene->question, *guess()) : tr("?"));
}

std::optional<double> PresentationWindow::guess() const
{
    const LessonScene* scene = currentScene();
    if (!scene || !scene->question || scene->question->kind != LessonQuestion::Kind::Slider || !guessSet_)
        return std::nullopt;
    return scene->question->minimum + guessSlider_->value() * scene->question->step;
}

void PresentationWindow::setGuess(double value)
{
    const LessonScene* scene = currentScene();
    if (!scene || !scene->question || scene->question->kind != LessonQuestion::Kind::Slider || revealed_)
        return;
    const int position = static_cast<int>(std::lround((value - scene->question->minimum) / scene->question->step));
    guessSlider_->setValue(std::clamp(position, guessSlider_->minimum(), guessSlider_->maximum()));
    guessSet_ = true;
    updateGuessText();
}

void PresentationWindow::stepGuess(int steps)
{
    const LessonScene* scene = currentScene();
    if (!scene || !scene->question)
        return;
    if (scene->question->kind == LessonQuestion::Kind::Slider) {
        // The first key press takes the guess from where the slider stands.
        guessSlider_->setValue(std::clamp(guessSlider_->value() + (guessSet_ ? steps : 0), guessSlider_->minimum(),
                                          guessSlider_->maximum()));
        guessSet_ = true;
        updateGuessText();
        return;
    }
    const int count = static_cast<int>(scene->question->choices.size());
    const int direction = steps > 0 ? 1 : -1;
    setGuessChoice(guessChoice_ < 0 ? (direction > 0 ? 0 : count - 1) : std::clamp(guessChoice_ + direction, 0, count - 1));
}

void PresentationWindow::setGuessChoice(int index)
{
    const LessonScene* scene = currentScene();
    if (!scene || !scene->question || scene->question->kind != LessonQuestion::Kind::Choices || revealed_)
        return;
    if (index < 0 || index >= static_cast<int>(scene->question->choices.size()))
        return;
    guessChoice_ = index;
    for (std::size_t i = 0; i < choiceButtons_.size(); ++i)
        choiceButtons_[i]->setChecked(static_cast<int>(i) == index);
}

void PresentationWindow::reveal()
{
    const LessonScene* scene = currentScene();
    if (phase_ != Phase::Asking || !scene || !scene->question)
        return;
    revealed_ = true;
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
    if (!scene || !scene->question || !revealed_ || answerShown_ || phase_ != Phase::Played || !problem_.isEmpty())
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
    measured_.emplace(*scene->question, *lab_->result().primary);
    answerShown_ = true;
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
    const QString answer = measured_ ? measured_->text(guess(), guessChoice_, language_) : QString();
    answer_->setText(QStringLiteral("<div style='color:%1'>%2</div><div><b>%3</b></div>")
                         .arg(palette::current().mutedInk.name(), prompt,
                              // A figure never breaks from its unit.
                              attachUnits(answer.toHtmlEscaped())));
}

}  // namespace ringlab::ui
