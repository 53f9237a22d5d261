// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The guess-then-reveal flow on its own, no window: its stages and their moves, a guess locked
// in by reveal, a new question that forgets the last, and the answer's words, which are
// GuessAnswer's for the same question and lab result.
#include "model/core/LabSnapshot.h"
#include "ui/common/ViewCaption.h"
#include "ui/lesson/GuessAnswer.h"
#include "ui/lesson/GuessFlow.h"

#include <QTest>

using namespace ringlab;
using namespace ringlab::ui;

namespace {

// A result after a change that moved `moved` of `total` keys.
LabSnapshot snapshotMoving(std::size_t moved, std::size_t total)
{
    LabSnapshot snapshot;
    AssignmentDiff diff;
    diff.totalKeys = total;
    diff.movedKeys = moved;
    snapshot.diff = diff;
    return snapshot;
}

LessonQuestion choicesQuestion()
{
    LessonQuestion question;
    question.kind = LessonQuestion::Kind::Choices;
    question.measure = LessonQuestion::Measure::MovedShare;
    for (const auto& [text, from, to] : {std::tuple{"about 1/8", 0.0, 20.0}, std::tuple{"about half", 20.0, 70.0},
                                         std::tuple{"almost all", 70.0, 100.0}}) {
        LessonQuestion::Choice choice;
        choice.text.set(QStringLiteral("en"), QString::fromUtf8(text));
        choice.from = from;
        choice.to = to;
        question.choices.push_back(choice);
    }
    return question;
}

}  // namespace

class GuessFlowTest : public QObject {
    Q_OBJECT

private slots:
    void aSliderGuessIsLockedInByRevealAndAnsweredByGuessAnswer()
    {
        GuessFlow flow;
        QCOMPARE(flow.stage(), GuessFlow::Stage::Off);
        QVERIFY(!flow.setGuess(30.0));  // nothing asked
        QVERIFY(!flow.reveal());

        const LessonQuestion question = movedShareQuestion();
        flow.ask(question);
        QVERIFY(flow.asking());
        QCOMPARE(flow.sliderSteps(), 100);
        QCOMPARE(flow.sliderPosition(), 50);  // the middle, but no guess yet
        QVERIFY(!flow.guess());
        QVERIFY(flow.guessText().isEmpty());

        QVERIFY(flow.setGuess(30.4));  // onto the question's steps
        QCOMPARE(flow.guess().value_or(-1), 30.0);
        QCOMPARE(flow.guessText(), GuessAnswer::valueText(question, 30.0));
        QVERIFY(flow.setSliderPosition(250));  // within the slider's range
        QCOMPARE(flow.guess().value_or(-1), 100.0);
        QVERIFY(flow.stepGuess(-70));
        QCOMPARE(flow.guess().value_or(-1), 30.0);

        const LabSnapshot after = snapshotMoving(11060, 100000);
        QVERIFY(!flow.measure(after));  // not before reveal
        QVERIFY(!flow.showAnswer());
        QVERIFY(flow.reveal());
        QCOMPARE(flow.stage(), GuessFlow::Stage::Revealing);
        QVERIFY(!flow.reveal());
        QVERIFY(!flow.setGuess(11.0));  // locked in
        QVERIFY(!flow.stepGuess(1));
        QCOMPARE(flow.guess().value_or(-1), 30.0);
        QVERIFY(!flow.showAnswer());  // the truth is not measured yet
        QVERIFY(flow.answerText({}).isEmpty());

        QVERIFY(flow.measure(after));
        QVERIFY(!flow.answerShown());  // a skin shows it after the animation
        QVERIFY(flow.showAnswer());
        QVERIFY(flow.answerShown());
        const GuessAnswer expected(question, after);
        QCOMPARE(flow.truth().value_or(-1), expected.truth().value_or(-2));
        QCOMPARE(flow.answerText({}), expected.text(30.0, -1, {}));
        QVERIFY2(flow.answerText({}).contains(formatShare(0.1106, 2)), qPrintable(flow.answerText({})));

        // Play again: the change again, the same guess, a truth measured again.
        flow.replay();
        QCOMPARE(flow.stage(), GuessFlow::Stage::Revealing);
        QVERIFY(!flow.truth());
        QCOMPARE(flow.guess().value_or(-1), 30.0);
        const LabSnapshot again = snapshotMoving(25000, 100000);
        QVERIFY(flow.measure(again) && flow.showAnswer());
        QCOMPARE(flow.answerText({}), GuessAnswer(question, again).text(30.0, -1, {}));

        // A new question forgets the guess and the truth.
        flow.ask(question);
        QVERIFY(flow.asking());
        QVERIFY(!flow.guess());
        QVERIFY(!flow.truth());
        QCOMPARE(flow.sliderPosition(), 50);
        // The first step takes the guess from where the slider stands.
        QVERIFY(flow.stepGuess(10));
        QCOMPARE(flow.guess().value_or(-1), 50.0);
    }

    void revealWithoutAGuessShowsTheTruthAlone()
    {
        GuessFlow flow;
        const LessonQuestion question = movedShareQuestion();
        flow.ask(question);
        QVERIFY(flow.reveal());
        const LabSnapshot after = snapshotMoving(500, 1000);
        QVERIFY(flow.measure(after) && flow.showAnswer());
        QCOMPARE(flow.answerText({}), GuessAnswer(question, after).text(std::nullopt, -1, {}));
        QVERIFY(flow.answerText({}).startsWith(QStringLiteral("The truth: ")));
    }

    void cancelForgetsEverything()
    {
        GuessFlow flow;
        flow.ask(movedShareQuestion());
        QVERIFY(flow.setGuess(40.0));
        flow.cancel();
        QCOMPARE(flow.stage(), GuessFlow::Stage::Off);
        QVERIFY(!flow.guess());
        QVERIFY(!flow.reveal());
        QVERIFY(!flow.measure(snapshotMoving(1, 2)));
        flow.replay();  // nothing to play again
        QCOMPARE(flow.stage(), GuessFlow::Stage::Off);
    }

    void aChoiceIsPickedAndJudged()
    {
        GuessFlow flow;
        const LessonQuestion question = choicesQuestion();
        flow.ask(question);
        QVERIFY(!flow.setGuess(50.0));  // no slider
        QVERIFY(!flow.setGuessChoice(3));
        QCOMPARE(flow.guessChoice(), -1);
        QVERIFY(flow.stepGuess(-1));  // the first step up picks the last
        QCOMPARE(flow.guessChoice(), 2);
        QVERIFY(flow.stepGuess(1));  // and stays within the choices
        QCOMPARE(flow.guessChoice(), 2);
        QVERIFY(flow.setGuessChoice(1));
        QVERIFY(flow.reveal());
        QVERIFY(!flow.setGuessChoice(0));
        const LabSnapshot after = snapshotMoving(1106, 10000);
        QVERIFY(flow.measure(after) && flow.showAnswer());
        const QString answer = flow.answerText(QStringLiteral("en"));
        QCOMPARE(answer, GuessAnswer(question, after).text(std::nullopt, 1, QStringLiteral("en")));
        QVERIFY2(answer.contains(QStringLiteral("The right one: A — about 1/8")), qPrintable(answer));
    }
};

QTEST_GUILESS_MAIN(GuessFlowTest)
#include "tst_guessflow.moc"
