// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Lesson.h"
#include "ui/lesson/GuessAnswer.h"

#include <QString>

#include <optional>

namespace ringlab {
struct LabSnapshot;
}

namespace ringlab::ui {

// The guess-then-reveal flow, one for its two skins (the lab's Ask first dialog, a lesson
// scene's question in the presentation): the stage, the class's guess, the measured truth and
// the moves between them. The skins lay out the widgets, forward what the user does and show
// what the flow says; when to measure (the lab's result after the change) and when to show the
// answer (after the animation) they tell the flow, as only they know.
//
//   Off ──ask──▶ Asking ──reveal──▶ Revealing ──measure, showAnswer──▶ Revealed
//                  ▲  (the guess may change)   (the guess is locked in)    │
//                  └──────────── ask (a new question resets) ◀─────────────┘
// cancel goes back to Off from anywhere; replay takes Revealed back to Revealing (the change
// plays again, the guess stays, the truth is measured again).
class GuessFlow {
public:
    enum class Stage { Off, Asking, Revealing, Revealed };

    Stage stage() const noexcept { return stage_; }
    bool asking() const noexcept { return stage_ == Stage::Asking; }
    // Reveal was asked for: the guess can no longer change.
    bool guessLocked() const noexcept { return stage_ == Stage::Revealing || stage_ == Stage::Revealed; }
    bool answerShown() const noexcept { return stage_ == Stage::Revealed; }
    // The question asked last (kept after cancel, for the skins' texts).
    const LessonQuestion& question() const noexcept { return question_; }
    bool isSlider() const noexcept { return question_.kind == LessonQuestion::Kind::Slider; }

    // A new question: no guess, the slider in the middle, nothing measured.
    void ask(const LessonQuestion& question);
    // Back to Off: the guess and the truth forgotten.
    void cancel();

    // The slider's positions, 0 … sliderSteps(), one question step each (0 for choices).
    int sliderSteps() const noexcept { return sliderSteps_; }
    static int sliderSteps(const LessonQuestion& question);
    // Where the slider stands: the guess, or the middle before one.
    int sliderPosition() const noexcept { return sliderPosition_; }
    // The guess, from the slider (kept within its range) or in the question's unit (rounded to
    // its steps), or a choice (from 0). Each is refused (false) unless the flow is asking.
    bool setSliderPosition(int position);
    bool setGuess(double value);
    bool setGuessChoice(int index);
    // Moves the guess by `steps` slider steps, or to the next (steps > 0) or previous choice;
    // the first move of a slider takes the guess from where the slider stands.
    bool stepGuess(int steps);
    // In the question's unit; nullopt before the slider is moved (and for choices).
    std::optional<double> guess() const;
    int guessChoice() const noexcept { return guessChoice_; }
    // The slider's guess as the question words its values ("30 %"); empty before one.
    QString guessText() const;

    // Locks the guess in; false unless the flow is asking.
    bool reveal();
    // The truth, from the lab's result after the change (only while revealing).
    bool measure(const LabSnapshot& snapshot);
    bool measured() const noexcept { return measured_.has_value(); }
    // Revealing and measured: now Revealed, and answerText() has the answer.
    bool showAnswer();
    // After reveal: the change plays again, the guess stays, the truth is measured again.
    void replay();

    // In the question's unit; nullopt before it is measured.
    std::optional<double> truth() const { return measured_ ? measured_->truth() : std::nullopt; }
    // Guess, truth and how far off, worded by GuessAnswer (empty before it is measured).
    QString answerText(const QString& language) const;

private:
    Stage stage_ = Stage::Off;
    LessonQuestion question_;
    int sliderSteps_ = 0;
    int sliderPosition_ = 0;
    bool guessSet_ = false;
    int guessChoice_ = -1;
    std::optional<GuessAnswer> measured_;
};

}  // namespace ringlab::ui
