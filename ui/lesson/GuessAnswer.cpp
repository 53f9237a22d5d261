// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/GuessAnswer.h"

#include "model/core/LabSnapshot.h"
#include "ui/common/ViewCaption.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

GuessAnswer::GuessAnswer(const LessonQuestion& question, const LabSnapshot& snapshot)
    : question_(question), truth_(measuredTruth(question, snapshot))
{
    if (!truth_)
        return;
    // The counter's moved share, the load chart's % of fair, key counts grouped.
    switch (question.measure) {
    case LessonQuestion::Measure::MovedShare:
        truthCaption_ = tr("%1 (%2 keys)")
                            .arg(formatShare(snapshot.diff->movedFraction(), 2), formatCount(snapshot.diff->movedKeys));
        break;
    case LessonQuestion::Measure::MovedKeys:
        truthCaption_ = tr("%1 keys (%2)")
                            .arg(formatCount(snapshot.diff->movedKeys), formatShare(snapshot.diff->movedFraction(), 2));
        break;
    case LessonQuestion::Measure::PeakOfFair:
        truthCaption_ = tr("%1 of its fair share").arg(formatShare(snapshot.stats.peakOfFair, 0));
        break;
    case LessonQuestion::Measure::KeysOf:
        truthCaption_ = tr("%1 keys").arg(formatCount(static_cast<std::size_t>(*truth_)));
        break;
    case LessonQuestion::Measure::ShareOf:
        truthCaption_ = tr("%1 of the keys").arg(formatShare(*truth_ / 100.0, 2));
        break;
    }
}

QString GuessAnswer::text(std::optional<double> guess, int guessChoice, const QString& language) const
{
    if (!truth_)
        return tr("The lab has no figure for this question.");
    if (question_.kind == LessonQuestion::Kind::Choices) {
        const int right = rightChoice(question_, *truth_);
        const auto choiceText = [&](int i) {
            return tr("%1 — %2").arg(QChar(u'A' + static_cast<char16_t>(i)))
                .arg(question_.choices[static_cast<std::size_t>(i)].text.text(language));
        };
        if (guessChoice < 0)
            return tr("The answer: %1. Measured: %2.").arg(choiceText(right), truthCaption_);
        if (guessChoice == right)
            return tr("Your answer %1 is right. Measured: %2.").arg(choiceText(right), truthCaption_);
        return tr("Your answer: %1. The right one: %2. Measured: %3.")
            .arg(choiceText(guessChoice), choiceText(right), truthCaption_);
    }
    if (!guess)
        return tr("The truth: %1.").arg(truthCaption_);
    const double off = std::abs(*guess - *truth_);
    QString distance;
    if (off <= question_.step / 2.0)
        distance = tr("spot on!");
    else if (measureIsPercent(question_.measure))
        distance = tr("off by %1 percentage points").arg(QLocale().toString(off, 'f', 1));
    else
        distance = tr("off by %1 keys").arg(formatCount(static_cast<std::size_t>(std::llround(off))));
    return tr("Your guess: %1 · the truth: %2 · %3").arg(valueText(question_, *guess), truthCaption_, distance);
}

int GuessAnswer::decimals(const LessonQuestion& question)
{
    return question.step < 1.0 ? (question.step < 0.1 ? 2 : 1) : 0;
}

QString GuessAnswer::valueText(const LessonQuestion& question, double value)
{
    if (measureIsPercent(question.measure))
        return formatShare(value / 100.0, decimals(question));
    return formatCount(static_cast<std::size_t>(std::llround(std::max(0.0, value))));
}

LessonQuestion movedShareQuestion()
{
    LessonQuestion question;
    question.kind = LessonQuestion::Kind::Slider;
    question.measure = LessonQuestion::Measure::MovedShare;
    question.minimum = 0.0;
    question.maximum = 100.0;
    question.step = 1.0;
    return question;
}

}  // namespace ringlab::ui
