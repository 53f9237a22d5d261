// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lesson/GuessFlow.h"

#include <QDialog>

#include <optional>

class QAction;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace ringlab {
class LabModel;
}

namespace ringlab::ui {

class AnimationClock;

// The lab's "Ask first" (predict, then see): while its action is checked, every change the
// user makes on the same keys (a node added or removed, a weight, the hash, the replicas …)
// is held by the lab (LabModel::setHoldChanges) before anything is computed or drawn, and a
// dialog asks "How many of the N keys will move?" with a slider. Reveal locks the guess in
// and applies the change (one undo step, as always); the views animate it; once the animation
// ends the dialog comes back with the guess, the truth (the counter's moved share) and how far
// off the guess was. Cancel forgets the change. The stages, the guess and the truth are the
// lessons' GuessFlow (the presentation's question is its other skin); this dialog lays them out.
// Its type is sized for the front of the room: from the screen's height, times the views' text
// scale (View > Larger text).
class AskFirst : public QDialog {
    Q_OBJECT

public:
    AskFirst(LabModel* lab, AnimationClock* clock, QWidget* parent);

    // The checkable "Ask first" action (toolbar, View menu).
    QAction* action() const noexcept { return action_; }

    // The guess in % of the keys (0 … 100); nullopt until the slider is moved.
    std::optional<int> guess() const;
    void setGuess(int percent);
    // Locks the guess in and applies the held change.
    void reveal();
    // Cancel: forgets the held change.
    void reject() override;
    bool asking() const noexcept { return flow_.asking(); }
    bool answerShown() const noexcept { return flow_.answerShown(); }
    // The truth the answer shows: the moved share of the keys, in % (nullopt before).
    std::optional<double> truth() const { return flow_.truth(); }
    QLabel* promptLabel() const noexcept { return prompt_; }
    QLabel* guessLabel() const noexcept { return guessValue_; }
    QLabel* answerLabel() const noexcept { return answer_; }
    QSlider* slider() const noexcept { return slider_; }
    // The guess typed in, in step with the slider.
    QSpinBox* spinBox() const noexcept { return spin_; }
    // The views' text scale (1 = as sized for the screen).
    void setTextScale(double scale);
    double textScale() const noexcept { return textScale_; }
    QPushButton* revealButton() const noexcept { return reveal_; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void ask(const QString& change);
    void onResultReady();
    void maybeShowAnswer();
    void updateGuessText();
    // The answer's prompt and text, in the language installed.
    void updateAnswerText();
    void retranslateUi();
    // Type, slider and dialog sized for the screen the dialog is on and the text scale.
    void applySizes();

    LabModel* lab_;
    AnimationClock* clock_;
    QAction* action_ = nullptr;
    GuessFlow flow_;
    QString change_;
    QLabel* prompt_ = nullptr;
    QLabel* guessValue_ = nullptr;
    QSlider* slider_ = nullptr;
    QSpinBox* spin_ = nullptr;
    QLabel* sliderMinimum_ = nullptr;
    QLabel* sliderMaximum_ = nullptr;
    double textScale_ = 1.0;
    QLabel* answer_ = nullptr;
    QPushButton* reveal_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* close_ = nullptr;
};

}  // namespace ringlab::ui
