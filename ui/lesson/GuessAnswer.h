// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Lesson.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace ringlab {
struct LabSnapshot;
}

namespace ringlab::ui {

// The reveal of a guess-then-reveal question (GuessFlow holds it for both its skins: a lesson
// scene's question in PresentationWindow and the lab's Ask first dialog, a moved-share slider
// question). The truth is the lesson's measuredTruth of the lab's result after the
// change, worded as the lab's views word it; the answer sets the class's guess beside it.
class GuessAnswer {
    Q_DECLARE_TR_FUNCTIONS(ringlab::ui::GuessAnswer)

public:
    GuessAnswer(const LessonQuestion& question, const LabSnapshot& snapshot);

    // In the question's unit; nullopt when the snapshot does not have it.
    const std::optional<double>& truth() const noexcept { return truth_; }
    // "11.06 % (110,600 keys)", "434 % of its fair share" …
    const QString& truthCaption() const noexcept { return truthCaption_; }
    // The answer: the guess (a slider value, or the choice picked, from 0; -1 for none), the
    // truth and how far off the guess was, the choices' texts in `language`.
    QString text(std::optional<double> guess, int guessChoice, const QString& language) const;

    // A value in the question's unit, with as many decimals as its step needs: "30 %", "250,000".
    static QString valueText(const LessonQuestion& question, double value);
    static int decimals(const LessonQuestion& question);

private:
    LessonQuestion question_;
    std::optional<double> truth_;
    QString truthCaption_;
};

// Ask first's question: the share of the keys the change moves, guessed on 0 … 100 % in steps of 1.
LessonQuestion movedShareQuestion();

}  // namespace ringlab::ui
