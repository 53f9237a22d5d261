// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 14, item 2, off-screen: the timeline under the views is the undo history. Clicking or
// dragging to an earlier step animates the views there, and what they show equals the engine's
// figures for that jump; Back and Forward go one change; Replay and Slow motion replay the
// movement; an edit at an earlier step forks the future; a held change (Ask first) holds the
// timeline too; and the keys that moved stay marked once the animation ends. With
// RINGLAB_TIMELINE_SCREENSHOTS=DIR the window after a jump is written there for review.
#include "model/LabCommands.h"
#include "model/core/MembershipChange.h"
#include "ui/common/AnimationClock.h"
#include "ui/common/ViewCaption.h"
#include "ui/lab/BucketView.h"
#include "ui/lab/RingView.h"
#include "ui/lab/TimelineBar.h"
#include "ui/lesson/PresentationWindow.h"
#include "ui/window/MainWindow.h"

#include "tests/common/CliRunner.h"
#include "tests/common/SmallLab.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QSlider>
#include <QStyleOptionSlider>
#include <QToolButton>
#include <QTranslator>
#include <QTest>

using namespace ringlab;
using namespace ringlab::ui;

namespace {

bool settleAfter(MainWindow& window, std::uint64_t generation)
{
    return QTest::qWaitFor(
        [&] { return !window.lab()->busy() && window.lab()->result().primary->generation > generation; }, 120000);
}

std::uint64_t generationOf(MainWindow& window)
{
    return window.lab()->result().primary->generation;
}

// The keys of the sample whose owner differs from the one before the last change.
std::size_t movedInSample(const LabSnapshot& snapshot)
{
    std::size_t moved = 0;
    for (std::size_t k = 0; k < snapshot.sample.size(); ++k)
        moved += snapshot.sample.moved(k, snapshot.members, snapshot.previousMembers);
    return moved;
}

// The centre of the slider's handle, where a user grabs it.
QPoint handleCenter(const QSlider* slider)
{
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = slider->orientation();
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = slider->sliderPosition();
    option.sliderValue = slider->value();
    option.subControls = QStyle::SC_SliderGroove | QStyle::SC_SliderHandle;
    return slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider).center();
}

// The counter's text for `step` (the undo step `from` → `to` over the lab's keys) as the
// engine measures it: what `ringlab-cli move` computes for the same two states.
QString expectedCounter(MainWindow& window, const QString& change, const LabState& from, const LabState& to)
{
    const KeySet& keys = window.lab()->keys();
    const AssignmentDiff diff = diffAssignments(assignKeys(*makePlacement(from.config, from.members), keys),
                                                assignKeys(*makePlacement(to.config, to.members), keys));
    return QString("after %1: moved %2 of keys · least possible %3 · ideal %4")
        .arg(change, formatShare(diff.movedFraction(), 2), formatShare(diff.leastFraction(), 2),
             formatShare(diff.idealFraction, 2));
}

// A click where step `step`'s dot is drawn, on the widget drawn there.
void clickStep(TimelineBar* timeline, int step)
{
    QWidget* strip = timeline->childAt(timeline->stepCenter(step));
    QVERIFY(strip);
    QTest::mouseClick(strip, Qt::LeftButton, {}, strip->mapFrom(timeline, timeline->stepCenter(step)));
}

}  // namespace

class TestTimeline : public QObject {
    Q_OBJECT

    // The states after each step: [0] the start, then one per edit.
    std::vector<std::vector<Member>> steps_;

    // The window at 1600 × 1000 with the small lab and three edits, each computed: four steps.
    bool showWithHistory(MainWindow& window)
    {
        window.resize(1600, 1000);
        window.show();
        return makeHistory(window);
    }

    bool makeHistory(MainWindow& window)
    {
        if (!tests::useSmallLab(window))
            return false;
        steps_ = {window.lab()->members()};
        const auto edit = [&](auto change) {
            const std::uint64_t generation = generationOf(window);
            if (!change().isEmpty() || !settleAfter(window, generation))
                return false;
            steps_.push_back(window.lab()->members());
            return true;
        };
        return edit([&] { return window.lab()->addMember("cache-09"); }) &&
               edit([&] { return window.lab()->addMember("cache-10"); }) &&
               edit([&] { return window.lab()->removeMember("cache-03"); });
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
    }

    void theStepsAreTheUndoHistory()
    {
        MainWindow window(false);
        QVERIFY(showWithHistory(window));
        TimelineBar* timeline = window.timeline();
        QCOMPARE(timeline->stepCount(), 4);
        QCOMPARE(timeline->currentStep(), 3);
        QCOMPARE(timeline->stepText(0), QString("Start"));
        QCOMPARE(timeline->stepText(1), QString("Add cache-09"));
        QCOMPARE(timeline->stepText(3), QString("Remove cache-03"));
        QCOMPARE(timeline->positionLabel()->text(), QString("Step 3 of 3"));
        QVERIFY(timeline->backButton()->isEnabled());
        QVERIFY(!timeline->forwardButton()->isEnabled());
        // The dots stand left to right, apart, inside the bar.
        for (int step = 1; step < 4; ++step)
            QVERIFY(timeline->stepCenter(step).x() > timeline->stepCenter(step - 1).x() + 8);
        QVERIFY(timeline->rect().contains(timeline->stepCenter(3)));
    }

    // A click on step 1 from step 3 undoes two changes as one movement, named for the jump, and
    // the counter's figures are the engine's for cache-01…10 without 03 → cache-01…09.
    void clickingAnEarlierStepAnimatesThere()
    {
        MainWindow window(false);
        QVERIFY(showWithHistory(window));
        TimelineBar* timeline = window.timeline();
        const std::uint64_t generation = generationOf(window);
        clickStep(timeline, 1);
        QCOMPARE(timeline->currentStep(), 1);
        QCOMPARE(window.lab()->members(), steps_[1]);
        QVERIFY(settleAfter(window, generation));
        QCOMPARE(window.lab()->result().primary->generation, generation + 1);  // one computation

        const auto& snapshot = window.ringView()->snapshot();
        QVERIFY(snapshot->diff);
        const AssignmentDiff expected =
            diffMembershipChange(window.lab()->state().config, steps_[3], steps_[1], window.lab()->keys());
        QCOMPARE(snapshot->diff->movedKeys, expected.movedKeys);
        QCOMPARE(snapshot->diff->leastMovedKeys, expected.leastMovedKeys);
        QVERIFY(window.animationClock()->progress() < 1.0);
        const QString change = "going back 2 steps to “Add cache-09”";
        QVERIFY2(window.ringView()->counterText().startsWith("after " + change), qPrintable(window.ringView()->counterText()));
        window.animationClock()->skipToEnd();
        const QString counter = window.ringView()->counterText();
        QCOMPARE(counter, QString("after %1: moved %2 of keys · least possible %3 · ideal %4")
                              .arg(change, formatShare(expected.movedFraction(), 2),
                                   formatShare(expected.leastFraction(), 2), formatShare(expected.idealFraction, 2)));
        QCOMPARE(window.bucketView()->counterText(), counter);
        QCOMPARE(timeline->positionLabel()->text(), QString("Step 1 of 3"));
        QVERIFY(timeline->forwardButton()->isEnabled());

        if (const QString dir = qEnvironmentVariable("RINGLAB_TIMELINE_SCREENSHOTS"); !dir.isEmpty())
            QVERIFY(window.grab().save(dir + "/timeline-jump.png"));
    }

    // Dragging from the start to step 2 goes through step 1 to step 2; the future stays.
    void draggingAlongTheStrip()
    {
        MainWindow window(false);
        QVERIFY(showWithHistory(window));
        TimelineBar* timeline = window.timeline();
        const std::uint64_t generation = generationOf(window);
        clickStep(timeline, 0);
        QCOMPARE(window.lab()->members(), steps_[0]);
        QVERIFY(settleAfter(window, generation));
        QWidget* strip = timeline->childAt(timeline->stepCenter(0));
        QVERIFY(strip);
        const auto at = [&](int step) { return strip->mapFrom(timeline, timeline->stepCenter(step)); };
        QTest::mousePress(strip, Qt::LeftButton, {}, at(0));
        QMouseEvent move(QEvent::MouseMove, at(2), strip->mapToGlobal(at(2)), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(strip, &move);
        QCOMPARE(timeline->currentStep(), 2);
        QTest::mouseRelease(strip, Qt::LeftButton, {}, at(2));
        QCOMPARE(window.lab()->members(), steps_[2]);
        QCOMPARE(timeline->stepCount(), 4);
        // The keyboard on the strip: End goes to the last step, Left one back.
        strip->setFocus();
        QTest::keyClick(strip, Qt::Key_End);
        QCOMPARE(timeline->currentStep(), 3);
        QTest::keyClick(strip, Qt::Key_Left);
        QCOMPARE(timeline->currentStep(), 2);
    }

    void backAndForwardGoOneChange()
    {
        MainWindow window(false);
        QVERIFY(showWithHistory(window));
        TimelineBar* timeline = window.timeline();
        std::uint64_t generation = generationOf(window);
        timeline->backButton()->click();
        QCOMPARE(window.lab()->members(), steps_[2]);
        QVERIFY(settleAfter(window, generation));
        // One step keeps the undo's own name.
        window.animationClock()->skipToEnd();
        QVERIFY2(window.ringView()->counterText().startsWith("after undoing “Remove cache-03”: moved "),
                 qPrintable(window.ringView()->counterText()));
        generation = generationOf(window);
        timeline->forwardButton()->click();
        QCOMPARE(window.lab()->members(), steps_[3]);
        QVERIFY(settleAfter(window, generation));
        QVERIFY(!timeline->forwardButton()->isEnabled());
        for (int i = 0; i < 3; ++i)
            timeline->backButton()->click();
        QCOMPARE(timeline->currentStep(), 0);
        QVERIFY(!timeline->backButton()->isEnabled());
        QCOMPARE(timeline->positionLabel()->text(), QString("Step 0 of 3"));
    }

    void replayAndSlowMotion()
    {
        MainWindow window(false);
        QVERIFY(showWithHistory(window));
        TimelineBar* timeline = window.timeline();
        AnimationClock* clock = window.animationClock();
        clock->skipToEnd();
        QVERIFY(timeline->replayButton()->isEnabled());
        const int normal = clock->durationMs();
        timeline->slowMotionButton()->click();
        QVERIFY(clock->slowMotion());
        QCOMPARE(clock->durationMs(), static_cast<int>(normal * AnimationClock::kSlowMotionFactor));
        timeline->replayButton()->click();
        QVERIFY(clock->running());
        QVERIFY(clock->progress() < 1.0);
        QVERIFY(window.ringView()->counterText().endsWith("keys moving…"));
        timeline->slowMotionButton()->click();
        QVERIFY(!clock->slowMotion());
        QCOMPARE(clock->durationMs(), normal);
        // A lab opened afresh has no movement to replay.
        QVERIFY(tests::useSmallLab(window));
        QVERIFY(!timeline->replayButton()->isEnabled());
    }

    // An edit made at step 1 of 3 drops steps 2 and 3 and becomes step 2.
    void anEditAtAnEarlierStepForksTheFuture()
    {
        MainWindow window(false);
        QVERIFY(showWithHistory(window));
        TimelineBar* timeline = window.timeline();
        timeline->goToStep(1);
        QCOMPARE(window.lab()->addMember("cache-42"), QString());
        QCOMPARE(timeline->stepCount(), 3);
        QCOMPARE(timeline->currentStep(), 2);
        QCOMPARE(timeline->stepText(2), QString("Add cache-42"));
        QVERIFY(!timeline->forwardButton()->isEnabled());
    }

    // While Ask first holds a change, the timeline does not move; dropping it frees it again.
    void aHeldChangeHoldsTheTimeline()
    {
        MainWindow window(false);
        QVERIFY(showWithHistory(window));
        TimelineBar* timeline = window.timeline();
        window.lab()->setHoldChanges(true);
        QCOMPARE(window.lab()->addMember("cache-11"), QString());
        QVERIFY(window.lab()->hasHeldChange());
        QVERIFY(!timeline->backButton()->isEnabled());
        timeline->goToStep(0);
        QCOMPARE(timeline->currentStep(), 3);
        QCOMPARE(window.lab()->members(), steps_[3]);
        window.lab()->dropHeldChange();
        window.lab()->setHoldChanges(false);
        QVERIFY(timeline->backButton()->isEnabled());
        timeline->goToStep(0);
        QCOMPARE(window.lab()->members(), steps_[0]);
    }

    // Issue 24, item 4: the replicas slider dragged with the mouse from 160 past a value and
    // back, each value computed and shown on the way, is one step on the timeline, and the
    // counter measures that step (160 → where the drag ended), not the last increment; Back and
    // Forward measure the same step. Key repeats on the slider (Page Up held) likewise.
    void aDraggedSliderIsMeasuredAsTheStepTheTimelineRecords()
    {
        MainWindow window(false);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(waitUntilSettled(window));
        window.lab()->undoStack()->clear();
        TimelineBar* timeline = window.timeline();
        auto* slider = window.findChild<QSlider*>("ReplicasSlider");
        QVERIFY(slider && slider->isVisible());
        QCOMPARE(slider->value(), 160);
        const auto settled = [&](std::uint64_t generation) {
            QVERIFY(settleAfter(window, generation));
            window.animationClock()->skipToEnd();
        };
        const auto recordedStep = [&] {
            const QUndoStack* stack = window.lab()->undoStack();
            return static_cast<const ChangeLabStateCommand*>(stack->command(stack->index() - 1));
        };
        // The step just made, then Back and Forward over it: each counter as the engine has it.
        const auto expectTheStepMeasured = [&](int steps) {
            QCOMPARE(timeline->stepCount(), steps + 1);
            const ChangeLabStateCommand* step = recordedStep();
            QCOMPARE(timeline->stepText(steps), step->text());
            const QString change = step->change();
            QCOMPARE(window.ringView()->counterText(), expectedCounter(window, change, step->before(), step->after()));
            QCOMPARE(window.bucketView()->counterText(), window.ringView()->counterText());
            std::uint64_t generation = generationOf(window);
            timeline->backButton()->click();
            settled(generation);
            QCOMPARE(window.ringView()->counterText(),
                     expectedCounter(window, "undoing “" + step->text() + "”", step->after(), step->before()));
            generation = generationOf(window);
            timeline->forwardButton()->click();
            settled(generation);
            QCOMPARE(window.ringView()->counterText(),
                     expectedCounter(window, "redoing “" + step->text() + "”", step->before(), step->after()));
        };

        // The mouse: pressed on the handle, moved right in four strides and back one, each value
        // computed before the next, then released.
        const QPoint grab = handleCenter(slider);
        QTest::mousePress(slider, Qt::LeftButton, {}, grab);
        const int stride = std::max(4, slider->width() / 12);
        for (const int dx : {stride, 2 * stride, 3 * stride, 4 * stride, 3 * stride}) {
            const QPoint at = grab + QPoint(dx, 0);
            const std::uint64_t generation = generationOf(window);
            QMouseEvent move(QEvent::MouseMove, at, slider->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(slider, &move);
            settled(generation);
        }
        QTest::mouseRelease(slider, Qt::LeftButton, {}, grab + QPoint(3 * stride, 0));
        const int dragged = slider->value();
        QVERIFY2(dragged > 200, qPrintable(QString::number(dragged)));
        QCOMPARE(recordedStep()->before().config.replicas, 160);
        QCOMPARE(recordedStep()->after().config.replicas, dragged);
        expectTheStepMeasured(1);

        // The keyboard: Page Up held down (auto-repeated), each value computed before the next.
        slider->setFocus();
        for (int repeat = 0; repeat < 4; ++repeat) {
            const std::uint64_t generation = generationOf(window);
            QKeyEvent press(QEvent::KeyPress, Qt::Key_PageUp, Qt::NoModifier, QString(), repeat > 0);
            QApplication::sendEvent(slider, &press);
            settled(generation);
        }
        QKeyEvent release(QEvent::KeyRelease, Qt::Key_PageUp, Qt::NoModifier);
        QApplication::sendEvent(slider, &release);
        QCOMPARE(recordedStep()->before().config.replicas, dragged);
        QCOMPARE(recordedStep()->after().config.replicas, dragged + 4 * slider->pageStep());
        expectTheStepMeasured(2);
    }

    // Issue 24, item 4: the window and `ringlab-cli move` give the same keys moved for the same
    // step over the same keys (the default lab, 160 → 645 replicas), and so do undo and redo.
    void theWindowAndTheCliAgreeOnAStep()
    {
        MainWindow window(false);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(waitUntilSettled(window));
        QStringList ids;
        for (const Member& member : window.lab()->members())
            ids << QString::fromStdString(member.id);
        const tests::CliRun cli = tests::runCli({"move", "--nodes", ids.join(','), "--replicas", "160", "--to-replicas",
                                                 "645", "--keys", QString::number(window.lab()->keys().size()),
                                                 "--format", "json"});
        QCOMPARE(cli.exitCode, 0);
        const QJsonObject figures = QJsonDocument::fromJson(cli.out).object();
        const auto movedKeys = static_cast<std::size_t>(figures["moved_keys"].toInteger());
        const auto leastKeys = static_cast<std::size_t>(figures["least_keys"].toInteger());
        QVERIFY(movedKeys > 0);
        const auto expectFigures = [&] {
            const auto& diff = window.lab()->result().primary->diff;
            QVERIFY(diff);
            QCOMPARE(diff->movedKeys, movedKeys);
            QCOMPARE(diff->leastMovedKeys, leastKeys);
        };
        std::uint64_t generation = generationOf(window);
        QCOMPARE(window.lab()->setReplicas(645), QString());
        QVERIFY(settleAfter(window, generation));
        expectFigures();
        generation = generationOf(window);
        window.timeline()->backButton()->click();
        QVERIFY(settleAfter(window, generation));
        expectFigures();
        generation = generationOf(window);
        window.timeline()->forwardButton()->click();
        QVERIFY(settleAfter(window, generation));
        expectFigures();
    }

    // After the animation the keys that changed owner stay marked in both views, as many as
    // the sample holds, until the next change.
    void movedKeysStayMarkedUntilTheNextChange()
    {
        MainWindow window(false);
        QVERIFY(showWithHistory(window));
        window.animationClock()->skipToEnd();
        const auto& snapshot = window.ringView()->snapshot();
        const std::size_t moved = movedInSample(*snapshot);
        QVERIFY(moved > 0);
        QCOMPARE(window.ringView()->markedMovedKeys(), moved);
        QCOMPARE(window.bucketView()->markedMovedKeys(), moved);
        // A change that is not measured (other keys) leaves nothing marked.
        const std::uint64_t generation = generationOf(window);
        QCOMPARE(window.lab()->setKeyPattern("user:{i}", 50000), QString());
        QVERIFY(settleAfter(window, generation));
        QVERIFY(!window.ringView()->snapshot()->diff);
        QCOMPARE(window.ringView()->markedMovedKeys(), std::size_t{0});
        QCOMPARE(window.bucketView()->markedMovedKeys(), std::size_t{0});
    }

    // With RINGLAB_TIMELINE_SCREENSHOTS=DIR: the window after a jump back in German and French
    // at 1280 × 720 and 1920 × 1080, for review.
    void screenshotsInGermanAndFrench()
    {
        const QString dir = qEnvironmentVariable("RINGLAB_TIMELINE_SCREENSHOTS");
        if (dir.isEmpty())
            QSKIP("RINGLAB_TIMELINE_SCREENSHOTS is not set");
        for (const QString& language : {QStringLiteral("de"), QStringLiteral("fr")}) {
            QTranslator translator;
            QVERIFY(translator.load(QStringLiteral(":/i18n/ringlab_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
            QLocale::setDefault(QLocale(language));
            for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
                MainWindow window(false);
                window.resize(size);
                window.show();
                QVERIFY(makeHistory(window));
                const std::uint64_t generation = generationOf(window);
                window.timeline()->goToStep(1);
                QVERIFY(settleAfter(window, generation));
                window.animationClock()->skipToEnd();
                QVERIFY(window.grab().save(QStringLiteral("%1/timeline-%2-%3.png").arg(dir, language).arg(size.width())));
            }
            QCoreApplication::removeTranslator(&translator);
        }
        QLocale::setDefault(QLocale::c());
    }

    // The article's lesson, three scenes played (a question answered), then left: each scene
    // is a step named for it, and going back to it sets the lab to the scene's start, the step
    // after it to where its action left the lab; the jump back is measured like any other.
    void aLessonsScenesAreStepsToRewindTo()
    {
        MainWindow window(false);
        window.resize(1600, 1000);
        window.show();
        QCOMPARE(window.presentLesson(QStringLiteral("article")), QString());
        PresentationWindow* presentation = window.presentation();
        QVERIFY(presentation);
        presentation->setActionDelay(0);
        const Lesson lesson = presentation->lesson();
        constexpr int kScenes = 3;
        std::vector<LabState> ends;
        for (int i = 0; i < kScenes; ++i) {
            if (i > 0)
                presentation->showScene(i);
            // A question comes once the scene's state is computed; the guess is left out.
            QVERIFY(QTest::qWaitFor([&] { return presentation->asking() || presentation->settled(); }, 60000));
            if (presentation->asking())
                presentation->reveal();
            QVERIFY2(QTest::qWaitFor([&] { return presentation->settled(); }, 60000),
                     qPrintable(QString("scene %1, asking %2, busy %3").arg(i).arg(presentation->asking()).arg(window.lab()->busy())));
            ends.push_back(window.lab()->state());
        }
        QTest::keyClick(presentation, Qt::Key_Escape);

        TimelineBar* timeline = window.timeline();
        const auto stepNamed = [&](const QString& name) {
            for (int step = 1; step < timeline->stepCount(); ++step)
                if (timeline->stepText(step) == name)
                    return step;
            return -1;
        };
        for (int i = kScenes - 1; i >= 0; --i) {
            const LessonScene& scene = lesson.scenes[static_cast<std::size_t>(i)];
            const QString name = QString("Scene %1: %2").arg(i + 1).arg(scene.title.text("en"));
            const int step = stepNamed(name);
            QVERIFY2(step > 0, qPrintable(name));
            timeline->goToStep(step);
            QVERIFY(window.lab()->state() == scene.state);
            if (scene.action) {
                timeline->goToStep(step + 1);
                QVERIFY(window.lab()->state() == ends[static_cast<std::size_t>(i)]);
            }
        }
        // From the third scene's end back to the first scene's start: one measured movement.
        timeline->goToStep(timeline->stepCount() - 1);
        QVERIFY(settleAfter(window, 0));
        const std::uint64_t generation = generationOf(window);
        const int first = stepNamed(QString("Scene 1: %1").arg(lesson.scenes.front().title.text("en")));
        timeline->goToStep(first);
        QVERIFY(settleAfter(window, generation));
        const auto& snapshot = window.lab()->result().primary;
        QVERIFY(snapshot->diff);
        const AssignmentDiff expected = diffMembershipChange(lesson.scenes.front().state.config, ends.back().members,
                                                             lesson.scenes.front().state.members, window.lab()->keys());
        QCOMPARE(snapshot->diff->movedKeys, expected.movedKeys);
        QVERIFY2(QString::fromStdString(snapshot->change).startsWith("going back "), snapshot->change.c_str());
    }
};

QTEST_MAIN(TestTimeline)
#include "tst_timeline.moc"
