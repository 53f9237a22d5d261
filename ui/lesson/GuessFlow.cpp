// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/GuessFlow.h"

#include "model/core/LabSnapshot.h"

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

void GuessFlow::ask(const LessonQuestion& question)
{
    question_ = question;
    stage_ = Stage::Asking;
    sliderSteps_ = sliderSteps(question);
    sliderPosition_ = sliderSteps_ / 2;
    guessSet_ = false;
    guessChoice_ = -1;
    measured_.reset();
}

int GuessFlow::sliderSteps(const LessonQuestion& question)
{
    if (question.kind != LessonQuestion::Kind::Slider || question.step <= 0.0)
        return 0;
    return std::max(0, static_cast<int>(std::lround((question.maximum - question.minimum) / question.step)));
}

void GuessFlow::cancel()
{
    stage_ = Stage::Off;
    guessSet_ = false;
    guessChoice_ = -1;
    measured_.reset();
}

bool GuessFlow::setSliderPosition(int position)
{
    if (!asking() || !isSlider())
        return false;
    sliderPosition_ = std::clamp(position, 0, sliderSteps_);
    guessSet_ = true;
    return true;
}

bool GuessFlow::setGuess(double value)
{
    if (!isSlider() || question_.step <= 0.0)
        return false;
    return setSliderPosition(static_cast<int>(std::lround((value - question_.minimum) / question_.step)));
}

bool GuessFlow::setGuessChoice(int index)
{
    if (!asking() || isSlider() || index < 0 || index >= static_cast<int>(question_.choices.size()))
        return false;
    guessChoice_ = index;
    return true;
}

bool GuessFlow::stepGuess(int steps)
{
    if (isSlider())
        return setSliderPosition(sliderPosition_ + (guessSet_ ? steps : 0));
    const int count = static_cast<int>(question_.choices.size());
    const int direction = steps > 0 ? 1 : -1;
    return setGuessChoice(guessChoice_ < 0 ? (direction > 0 ? 0 : count - 1)
                                           : std::clamp(guessChoice_ + direction, 0, count - 1));
}

std::optional<double> GuessFlow::guess() const
{
    if (!isSlider() || !guessSet_)
        return std::nullopt;
    return question_.minimum + sliderPosition_ * question_.step;
}

QString GuessFlow::guessText() const
{
    const std::optional<double> value = guess();
    return value ? GuessAnswer::valueText(question_, *value) : QString();
}

bool GuessFlow::reveal()
{
    if (!asking())
        return false;
    stage_ = Stage::Revealing;
    return true;
}

bool GuessFlow::measure(const LabSnapshot& snapshot)
{
    if (stage_ != Stage::Revealing)
        return false;
    measured_.emplace(question_, snapshot);
    return true;
}

bool GuessFlow::showAnswer()
{
    if (stage_ != Stage::Revealing || !measured_)
        return false;
    stage_ = Stage::Revealed;
    return true;
}

void GuessFlow::replay()
{
    if (!guessLocked())
        return;
    stage_ = Stage::Revealing;
    measured_.reset();
}

QString GuessFlow::answerText(const QString& language) const
{
    return measured_ ? measured_->text(guess(), guessChoice_, language) : QString();
}

}  // namespace ringlab::ui
