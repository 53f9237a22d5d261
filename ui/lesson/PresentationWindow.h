// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Lesson.h"
#include "model/core/LabSnapshot.h"
#include "ui/lesson/GuessFlow.h"

#include <QTimer>
#include <QWidget>

#include <optional>
#include <vector>

class QBoxLayout;
class QLabel;
class QPushButton;
class QSlider;

namespace ringlab {
class LabModel;
}

namespace ringlab::ui {

class AnimationClock;
class AvalanchePanel;
class PresenterOverlay;
class BucketView;
class LabView;
class LabViewSet;
class LoadChart;
class ReplicasSweepChart;
class RingView;
class VnodePanel;

// A lesson on a projector: one scene at a time, its title and text in large type over the
// scene's views of the lab, a scene counter ("3 / 14") and a key hint at the bottom. Entering
// a scene sets the lab to the scene's state (shown at once, without animation); after a short
// pause the scene's action plays through the lab's own edits and the views animate it.
//
// Keys (presenter clickers send these): Right, Page Down, Space, Down: next scene; Left,
// Page Up, Backspace, Up: previous; Home, End: first, last; R: the action again; Escape:
// leaves (leaveRequested). P: the pen (1, 2, 3 its colour), L: the pointer, E or Delete: wipes
// the pen's strokes, which also go when the scene changes (PresenterOverlay). The lab keeps the state of the last scene shown; every step the
// presentation took is on the lab's undo stack.
//
// A scene with a question asks it first, large, in place of the scene's text and views (both
// could give the answer away): the class guesses on a slider (Left/Right, Up/Down in larger
// steps) or picks a choice (A–E, Up/Down), and Reveal (Space, Enter, Page Down) locks the guess
// in. Then the scene's change plays, and after its animation the answer panel shows the guess,
// the truth (the lab's own figure, the one the counter shows) and how far off the guess was.
// The question's stages, guess and truth are GuessFlow's (Ask first is its other skin).
class PresentationWindow : public QWidget {
    Q_OBJECT

public:
    // The pause between a scene's start state and its action, so the class sees the before.
    static constexpr int kDefaultActionDelayMs = 900;

    explicit PresentationWindow(LabModel* lab, QWidget* parent = nullptr);
    ~PresentationWindow() override;

    // Shows the first scene (an empty lesson shows nothing).
    void setLesson(Lesson lesson, const QString& language);
    void setLanguage(const QString& language);
    const Lesson& lesson() const noexcept { return lesson_; }
    QString language() const { return language_; }

    int sceneIndex() const noexcept { return sceneIndex_; }  // from 0
    int sceneCount() const noexcept { return static_cast<int>(lesson_.scenes.size()); }
    void showScene(int index);
    void nextScene();
    void previousScene();
    // Back to the scene's start state, then its action again.
    void replayAction();
    void setActionDelay(int milliseconds);

    // The scene's action has been played and everything shown has its data.
    bool settled() const;
    bool isShowing(LessonView view) const;

    AnimationClock* animationClock() const noexcept { return clock_; }
    QLabel* titleLabel() const noexcept { return title_; }
    QLabel* textLabel() const noexcept { return text_; }
    QLabel* counterLabel() const noexcept { return counter_; }
    QPushButton* replayButton() const noexcept { return replay_; }
    // The ring or bucket view (null for the other kinds).
    const LabView* labView(LessonView view) const;
    // The widget that shows this view in the scene's layout: for Compare the compare
    // algorithm's ring, or its buckets when the scene shows buckets and no ring.
    const QWidget* viewWidget(LessonView view) const;

    // The scene's question is on screen, waiting for the class's guess and Reveal.
    bool asking() const noexcept { return guess_.asking(); }
    // The class's guess: a slider value in the question's unit (kept within its range, on its
    // steps), or a choice (from 0). Without one, Reveal shows the truth alone.
    void setGuess(double value);
    void setGuessChoice(int index);
    std::optional<double> guess() const;
    int guessChoice() const noexcept { return guess_.guessChoice(); }
    // Locks the guess in: the question gives way to the scene, its change plays, and once the
    // animation ends the answer panel shows guess, truth and how far off.
    void reveal();
    bool answerShown() const noexcept { return guess_.answerShown(); }
    // The truth the answer panel shows, in the question's unit (nullopt before it is known).
    std::optional<double> truth() const { return guess_.truth(); }
    QWidget* questionPanel() const noexcept { return questionPanel_; }
    QLabel* questionLabel() const noexcept { return questionPrompt_; }
    QSlider* guessSlider() const noexcept { return guessSlider_; }
    QLabel* guessLabel() const noexcept { return guessValue_; }
    const std::vector<QPushButton*>& choiceButtons() const noexcept { return choiceButtons_; }
    QPushButton* revealButton() const noexcept { return reveal_; }
    QLabel* answerLabel() const noexcept { return answer_; }
    // The pen and pointer layer over everything.
    PresenterOverlay* overlay() const noexcept { return overlay_; }
    QLabel* hintLabel() const noexcept { return hint_; }

signals:
    // Escape: the presenter leaves the presentation.
    void leaveRequested();
    void sceneShown(int index);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // + and −: the views' type larger or smaller, within reason.
    void zoomViewText(double factor);
    // Asking: the scene's action waits for the question's Reveal.
    enum class Phase { Idle, WaitingForStartState, Asking, WaitingToPlay, Played };

    void buildViews();
    void showSceneText();
    void arrangeViews();
    void applyTypeSizes();
    void startScene();
    void onResultReady();
    void onStartStateShown();
    void playAction();
    void showSweep(const BalanceSweep& sweep);
    const LessonScene* currentScene() const;
    // The keys that work now, at the bottom: the question's, the pen's or the pointer's, or the scenes'.
    void updateHint();
    // The window's own words, again in the language just installed.
    void retranslateUi();
    // P, L, E, 1–3: the pen and pointer; false for any other key.
    bool handleOverlayKey(int key);
    void buildQuestionPanel();
    void showQuestion();
    void updateQuestionTexts();
    // The scene's title, or while a question is asked a neutral one.
    void updateSceneTitle();
    void updateGuessText();
    // The slider and the choices where the flow's guess stands.
    void showGuess();
    void stepGuess(int steps);
    // Shows the answer once the scene's change has played, been computed and animated.
    void maybeShowAnswer();
    void updateAnswerText();

    LabModel* lab_;
    Lesson lesson_;
    QString language_;
    int sceneIndex_ = -1;
    Phase phase_ = Phase::Idle;
    double viewTextZoom_ = 1.0;
    QTimer actionTimer_;
    QString problem_;  // the lab refused the scene's state or action
    // The scene's question: its stage, the guess and the truth (Ask first's flow too). Locked
    // in once revealed, until another scene is shown; a replay measures the truth again.
    GuessFlow guess_;

    AnimationClock* clock_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* text_ = nullptr;
    QLabel* counter_ = nullptr;
    QLabel* hint_ = nullptr;
    QPushButton* replay_ = nullptr;
    QBoxLayout* stage_ = nullptr;  // the lab views beside the charts
    QWidget* stageWidget_ = nullptr;
    QWidget* questionPanel_ = nullptr;
    QLabel* questionPrompt_ = nullptr;
    QSlider* guessSlider_ = nullptr;
    QLabel* sliderMinimum_ = nullptr;
    QLabel* sliderMaximum_ = nullptr;
    QLabel* guessValue_ = nullptr;
    QWidget* sliderRow_ = nullptr;
    std::vector<QPushButton*> choiceButtons_;
    QPushButton* reveal_ = nullptr;
    QLabel* answer_ = nullptr;
    QWidget* primaryRow_ = nullptr;
    std::vector<QWidget*> primaryViews_;  // in the order they stand in
    QWidget* chartColumn_ = nullptr;
    LabViewSet* views_ = nullptr;  // the lab's ring, bucket and compare views and its charts
    VnodePanel* vnodes_ = nullptr;
    AvalanchePanel* avalanche_ = nullptr;
    PresenterOverlay* overlay_ = nullptr;
};

}  // namespace ringlab::ui
