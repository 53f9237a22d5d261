// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode off-screen: the presenter's keys, the scene's action played through the
// lab (and again on demand), the text in the chosen language, a refused lesson that leaves
// the lab alone, and `ringlab --screenshot … --lesson … --scene …`.
#include "model/LessonFile.h"
#include "model/ScenarioFile.h"
#include "tests/common/FileSizeLimit.h"
#include "tests/common/ImageInk.h"
#include "tests/common/SmallLab.h"
#include "tests/common/TestFiles.h"
#include "ui/common/AnimationClock.h"
#include "ui/common/ViewCaption.h"
#include "ui/window/MainWindow.h"
#include "ui/lab/LabView.h"
#include "ui/lesson/AskFirst.h"
#include "ui/lesson/PresentationWindow.h"
#include "ui/lesson/PresenterOverlay.h"
#include "ui/window/ScreenshotRunner.h"
#include "tests/common/TestPaths.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace ringlab;
using namespace ringlab::ui;
using namespace ringlab::tests;

namespace {

// Four small scenes, 20,000 keys each, so the lab answers quickly.
const QByteArray kLesson = R"({
  "format": "ringlab-lesson", "version": 1,
  "title": {"en": "Test lesson", "de": "Testlektion", "fr": "Leçon de test"},
  "scenes": [
    {"title": {"en": "Add", "de": "Hinzufügen", "fr": "Ajouter"}, "text": "A fifth node joins.",
     "scenario": {"base": "article-fleet", "algorithm": "modulo", "compare": null,
                  "members": [{"id": "cache-01"}, {"id": "cache-02"}, {"id": "cache-03"}, {"id": "cache-04"}],
                  "keys": {"pattern": "k{i}", "count": 20000}},
     "action": {"type": "add-member", "member": "cache-05"}, "views": ["buckets"]},
    {"title": "Kill", "text": "cache-02 dies.",
     "scenario": {"base": "article-fleet", "compare": null, "keys": {"pattern": "k{i}", "count": 20000}},
     "action": {"type": "remove-member", "member": "cache-02"}, "views": ["ring", "load"]},
    {"title": "Replicas", "text": "From 160 to 500.",
     "scenario": {"base": "article-fleet", "keys": {"pattern": "k{i}", "count": 20000}},
     "action": {"type": "set-replicas", "replicas": 500}, "views": ["ring", "compare", "sweep"]},
    {"title": "Still", "text": "Nothing moves.",
     "scenario": {"base": "mixed-4-4-1-1", "keys": {"pattern": "k{i}", "count": 20000}}, "views": ["load"]}
  ]})";

// Scenes that ask first: a slider on the moved share, choices on the moved share, and choices
// on the busiest node's load of a scene without an action.
const QByteArray kQuestionLesson = R"({
  "format": "ringlab-lesson", "version": 1, "title": "Questions",
  "scenes": [
    {"title": "Guess", "text": "The answer is in this text.",
     "scenario": {"base": "article-fleet", "algorithm": "modulo", "compare": null,
                  "members": [{"id": "cache-01"}, {"id": "cache-02"}, {"id": "cache-03"}, {"id": "cache-04"}],
                  "keys": {"pattern": "k{i}", "count": 20000}},
     "action": {"type": "add-member", "member": "cache-05"}, "views": ["buckets"],
     "question": {"prompt": {"en": "How many of the 20,000 keys move?", "de": "Wie viele der 20.000 Schlüssel wandern?"},
                  "measure": "moved-share", "kind": "slider"}},
    {"title": "Pick", "text": "cache-02 dies.",
     "scenario": {"base": "article-fleet", "compare": null, "keys": {"pattern": "k{i}", "count": 20000}},
     "action": {"type": "remove-member", "member": "cache-02"}, "views": ["ring", "load"],
     "question": {"prompt": "How many keys move?", "measure": "moved-share", "kind": "choices",
                  "choices": [{"text": "about 1/8", "from": 0, "to": 20}, {"text": "half", "from": 20, "to": 70},
                              {"text": "nearly all", "from": 70, "to": 100}]}},
    {"title": "Peak", "text": "One point each.",
     "scenario": {"base": "naive-ring", "keys": {"pattern": "k{i}", "count": 20000}}, "views": ["ring", "load"],
     "question": {"prompt": "The busiest node carries how much of its fair share?", "measure": "peak-of-fair",
                  "kind": "choices", "choices": [{"text": "up to 150 %", "from": 0, "to": 150},
                                                 {"text": "more", "from": 150, "to": 100000}]}}
  ]})";

Lesson questionLesson()
{
    auto parsed = parseLesson(kQuestionLesson, QStringLiteral("questions"), QDir::tempPath());
    if (const auto* problem = std::get_if<QString>(&parsed))
        qFatal("question lesson refused: %s", qPrintable(*problem));
    return std::get<Lesson>(std::move(parsed));
}

Lesson testLesson()
{
    auto parsed = parseLesson(kLesson, QStringLiteral("test"), QDir::tempPath());
    if (const auto* problem = std::get_if<QString>(&parsed))
        qFatal("test lesson refused: %s", qPrintable(*problem));
    return std::get<Lesson>(std::move(parsed));
}

// The test lesson at 1280 × 720 in English, its actions played at once.
void showTestLesson(PresentationWindow& presentation)
{
    presentation.setActionDelay(0);
    presentation.resize(1280, 720);
    presentation.show();
    presentation.setLesson(testLesson(), "en");
}

bool settle(const PresentationWindow& presentation)
{
    QElapsedTimer timer;
    timer.start();
    while (!presentation.settled() && timer.elapsed() < 60000)
        QTest::qWait(20);
    return presentation.settled();
}

// A rich-text label's words, a no-break space as a space.
QString shownText(const QLabel* label)
{
    return label->text().replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
}

// How many pixels of an image have exactly this colour.
int pixelsOf(const QImage& image, const QColor& colour)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    const QRgb wanted = colour.rgb();
    int count = 0;
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            count += static_cast<int>(line[x] == wanted);
    }
    return count;
}

// A drag from `from` to `to` in steps, through the window system as a mouse would, so that
// the event lands on whatever widget is under it.
void drag(QWidget& window, QPoint from, QPoint to)
{
    QWindow* handle = window.windowHandle();
    QTest::mousePress(handle, Qt::LeftButton, {}, from);
    for (int step = 1; step <= 10; ++step)
        QTest::mouseMove(handle, from + (to - from) * step / 10);
    QTest::mouseRelease(handle, Qt::LeftButton, {}, to);
}

std::vector<std::string> memberIds(const LabModel& lab)
{
    std::vector<std::string> ids;
    for (const Member& member : lab.members())
        ids.push_back(member.id);
    return ids;
}

}  // namespace

class PresentationTest : public QObject {
    Q_OBJECT

private slots:
    void presenterKeysNavigate()
    {
        LabModel lab;
        PresentationWindow presentation(&lab);
        showTestLesson(presentation);
        QCOMPARE(presentation.sceneIndex(), 0);
        QCOMPARE(presentation.counterLabel()->text(), QStringLiteral("1 / 4"));

        QTest::keyClick(&presentation, Qt::Key_Right);
        QCOMPARE(presentation.sceneIndex(), 1);
        QTest::keyClick(&presentation, Qt::Key_PageDown);
        QCOMPARE(presentation.sceneIndex(), 2);
        QTest::keyClick(&presentation, Qt::Key_Space);
        QCOMPARE(presentation.sceneIndex(), 3);
        QCOMPARE(presentation.counterLabel()->text(), QStringLiteral("4 / 4"));
        // Past the end: the last scene stays as it is, not set up and played again.
        QSignalSpy shown(&presentation, &PresentationWindow::sceneShown);
        QTest::keyClick(&presentation, Qt::Key_Space);
        QCOMPARE(presentation.sceneIndex(), 3);
        QCOMPARE(shown.count(), 0);
        QTest::keyClick(&presentation, Qt::Key_Left);
        QCOMPARE(presentation.sceneIndex(), 2);
        QTest::keyClick(&presentation, Qt::Key_PageUp);
        QCOMPARE(presentation.sceneIndex(), 1);
        QCOMPARE(presentation.titleLabel()->text(), QStringLiteral("Kill"));

        // The lab follows to the scene shown, then its action plays.
        QVERIFY(settle(presentation));
        QCOMPARE(lab.members().size(), std::size_t{7});
        QVERIFY(presentation.isShowing(LessonView::Ring));
        QVERIFY(!presentation.isShowing(LessonView::Buckets));

        QSignalSpy leave(&presentation, &PresentationWindow::leaveRequested);
        QTest::keyClick(&presentation, Qt::Key_Escape);
        QCOMPARE(leave.count(), 1);
        QVERIFY(!presentation.isVisible());
        // Leaving keeps the lab as the scene left it.
        QCOMPARE(lab.members().size(), std::size_t{7});
    }

    void theActionPlaysAndReplays()
    {
        LabModel lab;
        PresentationWindow presentation(&lab);
        showTestLesson(presentation);
        QVERIFY(settle(presentation));
        QCOMPARE(lab.state().config.algorithm, Algorithm::Modulo);
        QCOMPARE(memberIds(lab), (std::vector<std::string>{"cache-01", "cache-02", "cache-03", "cache-04", "cache-05"}));
        // The change animates: the clock ran (or runs) from the scene's start.
        QVERIFY(lab.result().primary->diff.has_value());
        QVERIFY(lab.result().primary->diff->movedKeys > 0);
        const int steps = lab.undoStack()->count();

        QTest::keyClick(&presentation, Qt::Key_R);
        QCOMPARE(lab.members().size(), std::size_t{4});  // back to the start at once
        QVERIFY(settle(presentation));
        QCOMPARE(lab.members().size(), std::size_t{5});
        QCOMPARE(lab.undoStack()->count(), steps + 2);  // back to the start, the action again

        QTest::mouseClick(presentation.replayButton(), Qt::LeftButton);
        QVERIFY(settle(presentation));
        QCOMPARE(lab.members().size(), std::size_t{5});
        QCOMPARE(lab.undoStack()->count(), steps + 4);

        presentation.showScene(2);
        QVERIFY(settle(presentation));
        QCOMPARE(lab.state().config.replicas, 500);
        QVERIFY(lab.result().compare != nullptr);

        presentation.showScene(3);  // no action: the lab is the scene's state
        QVERIFY(settle(presentation));
        QCOMPARE(lab.members().size(), std::size_t{4});
        QVERIFY(!presentation.replayButton()->isVisible());
    }

    // A new scene's text never stands over the previous scene's views: until its own state
    // is computed, the views show nothing.
    void sceneTextNeverSitsOverThePreviousScenesViews()
    {
        LabModel lab;
        PresentationWindow presentation(&lab);
        showTestLesson(presentation);
        QVERIFY(settle(presentation));
        presentation.showScene(2);
        const auto state = lab.state();
        for (const LessonView kind : {LessonView::Ring, LessonView::Buckets}) {
            const LabView* view = presentation.labView(kind);
            QVERIFY(view);
            QVERIFY(!view->snapshot() || view->snapshot()->config == state.config);
        }
        QVERIFY(settle(presentation));
        const LabView* ring = presentation.labView(LessonView::Ring);
        QVERIFY(ring->snapshot());
        QCOMPARE(ring->snapshot()->config.replicas, 500);
    }

    void textFollowsTheLanguage()
    {
        LabModel lab;
        PresentationWindow presentation(&lab);
        presentation.setLesson(std::get<Lesson>(loadBuiltInLesson("article")), "de");
        const Lesson& lesson = presentation.lesson();
        QCOMPARE(presentation.titleLabel()->text(), lesson.scenes.front().title.text("de"));
        QCOMPARE(presentation.titleLabel()->text(), QStringLiteral("Das Ausfallmuster"));
        presentation.setLanguage("fr");
        QCOMPARE(presentation.titleLabel()->text(), QStringLiteral("Le schéma des pannes"));
        QCOMPARE(presentation.counterLabel()->text(), QStringLiteral("1 / %1").arg(lesson.scenes.size()));
    }

    void typeIsLargeOnAProjector()
    {
        LabModel lab;
        PresentationWindow presentation(&lab);
        presentation.resize(1920, 1080);
        presentation.show();
        presentation.setLesson(testLesson(), "en");
        QVERIFY(presentation.titleLabel()->font().pixelSize() >= 40);
        QVERIFY(presentation.textLabel()->font().pixelSize() >= 24);
        // The views' own type: headline figures (the counter, 1.1 × the body) of 28 px and
        // more, no label (0.75 × the body at the smallest) under 18 px, in every scene layout.
        QVERIFY(settle(presentation));
        for (int scene = 0; scene < presentation.sceneCount(); ++scene) {
            presentation.showScene(scene);
            QVERIFY(settle(presentation));
            for (const LessonView kind : {LessonView::Ring, LessonView::Buckets}) {
                const LabView* view = presentation.labView(kind);
                if (!view->isVisible())
                    continue;
                QVERIFY2(1.1 * view->textPixelSize() >= 28.0, qPrintable(QString::number(view->textPixelSize())));
                QVERIFY2(0.75 * view->textPixelSize() >= 18.0, qPrintable(QString::number(view->textPixelSize())));
            }
        }
        // + and − change it.
        const double before = presentation.labView(LessonView::Ring)->textScale();
        QTest::keyClick(&presentation, Qt::Key_Plus);
        QVERIFY(presentation.labView(LessonView::Ring)->textScale() > before);
        QTest::keyClick(&presentation, Qt::Key_Minus);
        QCOMPARE(presentation.labView(LessonView::Ring)->textScale(), before);
        presentation.resize(960, 540);
        QVERIFY(presentation.titleLabel()->font().pixelSize() < 40);  // scales with the window
    }

    // The question comes first, in place of the scene's text and views; the change waits for
    // Reveal; after the animation the answer sets the guess beside the lab's own figure.
    void aQuestionWaitsForTheGuessThenShowsTheTruth()
    {
        LabModel lab;
        PresentationWindow presentation(&lab);
        presentation.setActionDelay(0);
        presentation.resize(1280, 720);
        presentation.show();
        presentation.setLesson(questionLesson(), "en");
        QTRY_VERIFY_WITH_TIMEOUT(presentation.asking(), 60000);
        QVERIFY(presentation.questionPanel()->isVisible());
        QCOMPARE(presentation.questionLabel()->text(), QStringLiteral("How many of the 20,000 keys move?"));
        QVERIFY(!presentation.textLabel()->isVisible());  // "The answer is in this text."
        // Nor in the title: a neutral one until the reveal.
        const auto* title = presentation.findChild<QLabel*>(QStringLiteral("SceneTitle"));
        QCOMPARE(title->text(), QStringLiteral("Before the change: your guess"));
        QVERIFY(!presentation.labView(LessonView::Buckets)->isVisible());
        QVERIFY(presentation.guessSlider()->isVisible());
        QCOMPARE(presentation.guessLabel()->text(), QStringLiteral("?"));
        // The change is held: not played, not computed.
        QTest::qWait(300);
        QCOMPARE(lab.members().size(), std::size_t{4});
        QVERIFY(!presentation.settled());

        // Right from the slider's middle (50 %), then a larger step up.
        QTest::keyClick(&presentation, Qt::Key_Right);
        QTest::keyClick(&presentation, Qt::Key_Right);
        QTest::keyClick(&presentation, Qt::Key_Right);
        QTest::keyClick(&presentation, Qt::Key_Up);
        QCOMPARE(presentation.guess().value_or(-1), 62.0);
        QCOMPARE(presentation.guessLabel()->text(), formatShare(0.62, 0));
        QCOMPARE(presentation.sceneIndex(), 0);  // the arrows guess, they do not leave the scene

        QTest::keyClick(&presentation, Qt::Key_Space);  // Reveal
        QVERIFY(!presentation.asking());
        QCOMPARE(title->text(), presentation.lesson().scenes.front().title.text("en"));
        QVERIFY(!presentation.questionPanel()->isVisible());
        QVERIFY(presentation.textLabel()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(presentation.answerShown(), 60000);
        QVERIFY(presentation.answerLabel()->isVisible());
        QCOMPARE(lab.members().size(), std::size_t{5});
        QVERIFY(!presentation.animationClock()->running());  // the answer follows the animation

        // The truth is the engine's: the diff the counter shows, worded the same way.
        const LabSnapshot& snapshot = *lab.result().primary;
        QVERIFY(snapshot.diff.has_value());
        QCOMPARE(*presentation.truth(), snapshot.diff->movedFraction() * 100.0);
        const QString moved = formatShare(snapshot.diff->movedFraction(), 2);
        QVERIFY2(counterCaption(snapshot).contains(moved), qPrintable(counterCaption(snapshot)));
        const QString answer = shownText(presentation.answerLabel());
        QVERIFY2(answer.contains(moved), qPrintable(answer));
        QVERIFY2(answer.contains(formatCount(snapshot.diff->movedKeys)), qPrintable(answer));
        QVERIFY2(answer.contains("Your guess: " + formatShare(0.62, 0)), qPrintable(answer));
        const QString off = QLocale().toString(std::abs(62.0 - snapshot.diff->movedFraction() * 100.0), 'f', 1);
        QVERIFY2(answer.contains("off by " + off + " percentage points"), qPrintable(answer));
        QVERIFY(presentation.settled());

        // Play again: the change again, the question not; the answer again after it.
        const int steps = lab.undoStack()->count();
        QTest::keyClick(&presentation, Qt::Key_R);
        QVERIFY(!presentation.asking());
        QVERIFY(!presentation.answerShown());
        QTRY_VERIFY_WITH_TIMEOUT(presentation.answerShown(), 60000);
        QCOMPARE(lab.undoStack()->count(), steps + 2);

        // Back to the scene: asked again. Then on to the next scene with Space after Reveal.
        presentation.showScene(0);
        QTRY_VERIFY_WITH_TIMEOUT(presentation.asking(), 60000);
        QTest::keyClick(&presentation, Qt::Key_Return);  // Reveal without a guess: the truth alone
        QTRY_VERIFY_WITH_TIMEOUT(presentation.answerShown(), 60000);
        QVERIFY2(shownText(presentation.answerLabel()).contains("The truth: " + moved), qPrintable(shownText(presentation.answerLabel())));
        QTest::keyClick(&presentation, Qt::Key_Space);
        QCOMPARE(presentation.sceneIndex(), 1);
    }

    void aChoiceIsJudgedByTheMeasuredTruth()
    {
        LabModel lab;
        PresentationWindow presentation(&lab);
        presentation.setActionDelay(0);
        presentation.resize(1600, 1000);
        presentation.show();
        presentation.setLesson(questionLesson(), "de");
        presentation.showScene(1);
        QTRY_VERIFY_WITH_TIMEOUT(presentation.asking(), 60000);
        QCOMPARE(presentation.choiceButtons()[0]->isVisible(), true);
        QCOMPARE(presentation.choiceButtons()[3]->isVisible(), false);
        QVERIFY(!presentation.guessSlider()->isVisible());
        QTest::keyClick(&presentation, Qt::Key_C);
        QCOMPARE(presentation.guessChoice(), 2);
        QVERIFY(presentation.choiceButtons()[2]->isChecked());
        QTest::keyClick(&presentation, Qt::Key_Up);
        QCOMPARE(presentation.guessChoice(), 1);
        QTest::mouseClick(presentation.choiceButtons()[0], Qt::LeftButton);
        QCOMPARE(presentation.guessChoice(), 0);
        QTest::mouseClick(presentation.revealButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(presentation.answerShown(), 60000);
        const LabSnapshot& snapshot = *lab.result().primary;
        const double truth = snapshot.diff->movedFraction() * 100.0;
        QCOMPARE(*presentation.truth(), truth);
        const int right = rightChoice(*presentation.lesson().scenes[1].question, truth);
        QCOMPARE(right, 0);  // a ring moves about 1/8 when one of 8 nodes leaves
        const QString answer = shownText(presentation.answerLabel());
        QVERIFY2(answer.contains(formatShare(snapshot.diff->movedFraction(), 2)), qPrintable(answer));
        QVERIFY2(answer.contains("A — about 1/8"), qPrintable(answer));

        // A question on a scene without a change: its views stay hidden until Reveal, then the
        // load chart's figure is the truth.
        presentation.showScene(2);
        QTRY_VERIFY_WITH_TIMEOUT(presentation.asking(), 60000);
        QVERIFY(!presentation.labView(LessonView::Ring)->isVisible());
        QTest::keyClick(&presentation, Qt::Key_1);
        QTest::keyClick(&presentation, Qt::Key_PageDown);  // a clicker's "next" reveals
        QTRY_VERIFY_WITH_TIMEOUT(presentation.answerShown(), 60000);
        QVERIFY(presentation.labView(LessonView::Ring)->isVisible());
        QCOMPARE(*presentation.truth(), lab.result().primary->stats.peakOfFair * 100.0);
        QVERIFY(shownText(presentation.answerLabel()).contains(formatShare(lab.result().primary->stats.peakOfFair, 0)));
    }

    // The lab's "Ask first": the change waits, uncomputed, for the guess; Reveal applies it as
    // one undo step, and after the animation the guess stands beside the counter's figure.
    void askFirstHoldsTheChangeUntilTheGuess()
    {
        MainWindow window(false);
        window.resize(1280, 720);
        window.show();
        QVERIFY(useSmallLab(window));
        LabModel& lab = *window.lab();
        AskFirst& ask = *window.askFirst();
        const LabState before = lab.state();
        const auto generation = lab.result().primary->generation;
        ask.action()->trigger();
        QVERIFY(ask.action()->isChecked());

        QCOMPARE(lab.addMember("cache-09"), QString());
        QVERIFY(ask.asking());
        QTRY_VERIFY(ask.isVisible());
        QVERIFY2(ask.promptLabel()->text().contains("How many of the 100,000 keys will move after adding cache-09?"),
                 qPrintable(ask.promptLabel()->text()));
        // Nothing applied, nothing computed, nothing on the undo stack.
        QTest::qWait(200);
        QCOMPARE(lab.state(), before);
        QVERIFY(!lab.busy());
        QCOMPARE(lab.result().primary->generation, generation);
        QCOMPARE(lab.undoStack()->count(), 0);
        // One question at a time.
        QVERIFY(lab.removeMember("cache-01").contains("First reveal"));

        QTest::keyClick(ask.slider(), Qt::Key_Right);  // 51 %
        ask.setGuess(30);
        QCOMPARE(ask.guess().value_or(-1), 30);
        QVERIFY(ask.guessLabel()->text().contains("30,000 keys"));
        if (const QByteArray dir = qgetenv("RINGLAB_ASKFIRST_SCREENSHOTS"); !dir.isEmpty())
            ask.grab().save(QString::fromLocal8Bit(dir) + "/askfirst-question.png");
        QTest::keyClick(&ask, Qt::Key_Return);  // Reveal is the default button
        QVERIFY(!ask.asking());
        QTRY_VERIFY_WITH_TIMEOUT(ask.answerShown(), 60000);
        QVERIFY(ask.isVisible());
        QCOMPARE(lab.members().size(), std::size_t{9});
        QCOMPARE(lab.undoStack()->count(), 1);
        QVERIFY(!window.animationClock()->running());
        const LabSnapshot& snapshot = *lab.result().primary;
        QCOMPARE(*ask.truth(), snapshot.diff->movedFraction() * 100.0);
        // The lessons' truth, measured the lessons' way: one guess flow, two skins.
        QCOMPARE(ask.truth(), measuredTruth(movedShareQuestion(), snapshot));
        const QString moved = formatShare(snapshot.diff->movedFraction(), 2);
        QVERIFY(counterCaption(snapshot).contains(moved));
        const QString answer = shownText(ask.answerLabel());
        QVERIFY2(answer.contains("Your guess: " + formatShare(0.30, 0)), qPrintable(answer));
        QVERIFY2(answer.contains(moved) && answer.contains(formatCount(snapshot.diff->movedKeys)), qPrintable(answer));
        if (const QByteArray dir = qgetenv("RINGLAB_ASKFIRST_SCREENSHOTS"); !dir.isEmpty()) {
            ask.grab().save(QString::fromLocal8Bit(dir) + "/askfirst-answer.png");
            window.grab().save(QString::fromLocal8Bit(dir) + "/askfirst-window.png");
        }
        // Reveal locked the guess in, as the presentation's does.
        ask.setGuess(80);
        QCOMPARE(ask.guess().value_or(-1), 30);
        QCOMPARE(shownText(ask.answerLabel()), answer);
        // The answer follows View > Language, as the presentation's does.
        const QString germanAfter = [&] {
            window.setLanguage(QStringLiteral("de"));
            return QCoreApplication::translate("ringlab::ui::AskFirst", "After %1:");
        }();
        QVERIFY2(germanAfter != QStringLiteral("After %1:"), qPrintable(germanAfter));
        QTRY_COMPARE(ask.promptLabel()->text(), germanAfter.arg("adding cache-09"));  // LanguageChange is posted
        QVERIFY2(shownText(ask.answerLabel()) != answer, qPrintable(shownText(ask.answerLabel())));
        window.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(shownText(ask.answerLabel()), answer);
        ask.accept();

        // Undo takes it back as ever, and asks nothing.
        lab.undoStack()->undo();
        QCOMPARE(lab.state(), before);
        QVERIFY(!ask.asking());

        // Cancel forgets the change.
        QVERIFY(waitUntilSettled(window));
        QCOMPARE(lab.setReplicas(500), QString());
        QVERIFY(ask.asking());
        ask.reject();
        QCOMPARE(lab.state(), before);
        QVERIFY(!lab.hasHeldChange());

        // Off: changes apply at once again.
        ask.action()->trigger();
        QCOMPARE(lab.setReplicas(500), QString());
        QCOMPARE(lab.state().config.replicas, 500);
        QVERIFY(!ask.asking());
    }

    void thePenDrawsOverTheViewsAndWipes()
    {
        using Tool = PresenterOverlay::Tool;
        LabModel lab;
        PresentationWindow presentation(&lab);
        showTestLesson(presentation);
        QVERIFY(settle(presentation));
        presentation.animationClock()->skipToEnd();
        PresenterOverlay& overlay = *presentation.overlay();
        const LabView* view = presentation.labView(LessonView::Buckets);
        QVERIFY(view && view->isVisible());
        QSignalSpy viewClicks(view, &LabView::memberClicked);
        const QPoint middle = view->mapTo(&presentation, view->rect().center());
        const QPoint from = middle - QPoint(view->width() / 4, 0);
        const QPoint to = middle + QPoint(view->width() / 4, view->height() / 8);

        // Off: the views take the mouse as ever.
        QCOMPARE(overlay.tool(), Tool::None);
        QVERIFY(overlay.testAttribute(Qt::WA_TransparentForMouseEvents));
        QTest::mouseClick(presentation.windowHandle(), Qt::LeftButton, {}, middle);
        QCOMPARE(viewClicks.count(), 1);
        const QColor magenta = PresenterOverlay::penColour(0);
        const int before = pixelsOf(presentation.grab().toImage(), magenta);

        // P: the pen; a drag draws a thick stroke and never clicks the view underneath.
        QTest::keyClick(&presentation, Qt::Key_P);
        QCOMPARE(overlay.tool(), Tool::Pen);
        QVERIFY(!overlay.testAttribute(Qt::WA_TransparentForMouseEvents));
        QVERIFY2(presentation.hintLabel()->text().contains("1 / 2 / 3"), qPrintable(presentation.hintLabel()->text()));
        drag(presentation, from, to);
        QCOMPARE(overlay.strokeCount(), 1);
        QCOMPARE(viewClicks.count(), 1);
        const QImage drawn = presentation.grab().toImage();
        QVERIFY2(pixelsOf(drawn, magenta) > before + (to - from).manhattanLength() * 2,
                 qPrintable(QString::number(pixelsOf(drawn, magenta))));
        if (const QByteArray dir = qgetenv("RINGLAB_PRESENTATION_SCREENSHOTS"); !dir.isEmpty())
            drawn.save(QString::fromLocal8Bit(dir) + "/presentation-pen.png");

        // 2: the second colour, for the next stroke.
        QTest::keyClick(&presentation, Qt::Key_2);
        QCOMPARE(overlay.penColourIndex(), 1);
        drag(presentation, to, from + QPoint(0, view->height() / 4));
        QCOMPARE(overlay.strokeCount(), 2);
        QVERIFY(pixelsOf(presentation.grab().toImage(), PresenterOverlay::penColour(1)) > 100);
        QCOMPARE(presentation.sceneIndex(), 0);  // the number key did not navigate

        // E wipes every stroke.
        QTest::keyClick(&presentation, Qt::Key_E);
        QCOMPARE(overlay.strokeCount(), 0);
        QCOMPARE(pixelsOf(presentation.grab().toImage(), magenta), before);

        // The next scene starts clean, the pen still in hand.
        drag(presentation, from, to);
        QCOMPARE(overlay.strokeCount(), 1);
        QTest::keyClick(&presentation, Qt::Key_Right);
        QCOMPARE(presentation.sceneIndex(), 1);
        QCOMPARE(overlay.strokeCount(), 0);
        QCOMPARE(overlay.tool(), Tool::Pen);

        // P again: off, and the mouse reaches the views again.
        QTest::keyClick(&presentation, Qt::Key_P);
        QCOMPARE(overlay.tool(), Tool::None);
        QVERIFY(overlay.testAttribute(Qt::WA_TransparentForMouseEvents));
        QVERIFY(!presentation.hintLabel()->text().contains("1 / 2 / 3"));
    }

    void thePointerFollowsTheMouse()
    {
        using Tool = PresenterOverlay::Tool;
        LabModel lab;
        PresentationWindow presentation(&lab);
        showTestLesson(presentation);
        QVERIFY(settle(presentation));
        presentation.animationClock()->skipToEnd();
        PresenterOverlay& overlay = *presentation.overlay();
        const QPoint at(presentation.width() / 3, presentation.height() / 2);
        const QColor red = PresenterOverlay::pointerColour();

        QTest::keyClick(&presentation, Qt::Key_L);
        QCOMPARE(overlay.tool(), Tool::Pointer);
        QVERIFY(!overlay.testAttribute(Qt::WA_TransparentForMouseEvents));
        QTest::mouseMove(presentation.windowHandle(), at - QPoint(40, 0));
        QTest::mouseMove(presentation.windowHandle(), at);
        const QImage shown = presentation.grab().toImage();
        QCOMPARE(shown.pixelColor(at).rgb(), red.rgb());
        QVERIFY(pixelsOf(shown, red) > 100);
        if (const QByteArray dir = qgetenv("RINGLAB_PRESENTATION_SCREENSHOTS"); !dir.isEmpty())
            shown.save(QString::fromLocal8Bit(dir) + "/presentation-pointer.png");
        // The pointer draws nothing that stays: the pen has no strokes.
        QCOMPARE(overlay.strokeCount(), 0);

        // L again: gone.
        QTest::keyClick(&presentation, Qt::Key_L);
        QCOMPARE(overlay.tool(), Tool::None);
        QVERIFY(presentation.grab().toImage().pixelColor(at).rgb() != red.rgb());
    }

    void aRefusedLessonLeavesTheLabAlone()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(useSmallLab(window));
        const LabState before = window.lab()->state();
        const int steps = window.lab()->undoStack()->count();
        QTemporaryDir dir;
        const QString broken = dir.filePath("broken.json");
        QVERIFY(writeFile(broken, "{\"format\": \"ringlab-lesson\", \"version\": 1, \"title\": \"T\", \"scenes\": [\n"
                                  "{\"title\": \"a\", \"text\": \"b\", \"scenario\": \"article-fleet\", \"views\": [\"ring\"],\n"
                                  " \"action\": {\"type\": \"teleport\"}}]}"));
        const QString problem = window.presentLesson(broken);
        QVERIFY2(problem.contains("broken.json, scene 1, \"action\": unknown action “teleport”"), qPrintable(problem));
        QCOMPARE(window.presentation(), nullptr);
        QCOMPARE(window.lab()->state(), before);
        QCOMPARE(window.lab()->undoStack()->count(), steps);
    }

    void theLessonsMenuListsTheBuiltInLessons()
    {
        MainWindow window(false);
        const auto* menu = window.menuBar()->findChild<QMenu*>("LessonsMenu");
        QVERIFY(menu);
        QStringList titles;
        for (const QAction* action : menu->actions())
            titles << action->text();
        QVERIFY2(titles.contains("From modulo to a hash ring"), qPrintable(titles.join('|')));
        QVERIFY2(titles.contains("Consistent hashing in five minutes"), qPrintable(titles.join('|')));

        QCOMPARE(window.presentLesson("blog", 2), QString());
        QVERIFY(window.presentation());
        QCOMPARE(window.presentation()->sceneIndex(), 1);
        QVERIFY(window.presentation()->isFullScreen());
        QTest::keyClick(window.presentation(), Qt::Key_Escape);
        QTRY_COMPARE(window.presentation(), nullptr);  // deleted on close
    }

    void screenshotRendersAScene()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath("scene.png");
        QProcess process;
        process.start(tests::guiPath(), {"--screenshot", png, "--lesson", "blog", "--scene", "1", "--lang", "de"});
        QVERIFY(process.waitForFinished(180000));
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1920, 1080));
        const Ink ink = inkOf(image);
        QVERIFY2(ink.colours > 50, qPrintable(QString::number(ink.colours)));
        QVERIFY(ink.dark > 2000);  // the title and text

        // The same scene's question, and its answer with a guess.
        for (const QByteArray& guess : {QByteArray("ask"), QByteArray("C")}) {
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert("RINGLAB_LESSON_GUESS", QString::fromLatin1(guess));
            process.setProcessEnvironment(environment);
            const QString shot = dir.filePath("question-" + QString::fromLatin1(guess) + ".png");
            process.start(tests::guiPath(), {"--screenshot", shot, "--lesson", "blog", "--scene", "1", "--size", "1280x720"});
            QVERIFY(process.waitForFinished(180000));
            QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
            QCOMPARE(QImage(shot).size(), QSize(1280, 720));
        }
    }

    void screenshotRefusesABadScene()
    {
        QTemporaryDir dir;
        QProcess process;
        process.start(tests::guiPath(), {"--screenshot", dir.filePath("x.png"), "--lesson", "blog", "--scene", "99"});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardError().contains("not 99"));
        QVERIFY(!QFile::exists(dir.filePath("x.png")));
    }

    // A scene's screenshot onto a full disk: status 1 (a failed write), the old PNG whole.
    void sceneScreenshotOntoAFullDiskKeepsTheOldPicture()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath("scene.png");
        QVERIFY(writeFile(png, "an old picture"));
        int status = -1;
        {
            const FileSizeLimit limit(1000);
            status = runLessonScreenshot(png, "blog", 1, "en", QSize(640, 400));
        }
        QCOMPARE(status, 1);
        QFile old(png);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("an old picture"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"scene.png"});
    }

    // A screenshot never replaces a pipe or a device, and a lesson whose keys file is gone is
    // refused at once instead of waiting for a lab that never settles.
    void screenshotsRefuseHostileTargetsAndLessons()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("shot.png");
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        // Of a small lab: what the picture shows does not matter here, only where it goes.
        Scenario small{.name = "Small", .description = {}, .state = {}};
        small.state.members = numberedMembers("cache-", 2);
        small.state.keys.count = 10000;
        const QString smallPath = dir.filePath("small.json");
        QCOMPARE(saveScenario(smallPath, small), QString());
        QVERIFY(std::holds_alternative<Scenario>(loadScenario(smallPath)));
        QCOMPARE(runScreenshot(fifo, smallPath, QSize(640, 400)), 1);  // a failed write
        QVERIFY(!QFileInfo(fifo).isFile());  // still the pipe
        const QString lesson = dir.filePath("gone.json");
        QVERIFY(writeFile(lesson, R"({"format": "ringlab-lesson", "version": 1, "title": "T", "scenes": [{"title": "a", "text": "b",
            "views": ["ring"], "scenario": {"members": [{"id": "x"}], "keys": {"file": "gone.txt"}}}]})"));
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(runLessonScreenshot(dir.filePath("out.png"), lesson, 1, "en", QSize(640, 400)), 2);
        QVERIFY(timer.elapsed() < 10000);
        QVERIFY(!QFile::exists(dir.filePath("out.png")));
    }
};

QTEST_MAIN(PresentationTest)
#include "tst_presentation.moc"
