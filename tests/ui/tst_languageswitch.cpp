// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// View > Language takes effect at once: English → German → French → English in one window,
// whose menus, views and panels speak each language in turn while the lab (its state, undo
// history and computed result), the dock layout, the chosen view and the text scale stay.
#include "model/Translation.h"
#include "tests/common/SmallLab.h"
#include "ui/common/AnimationClock.h"
#include "ui/lab/BucketView.h"
#include "ui/lab/KeyTracePanel.h"
#include "ui/lab/RingView.h"
#include "ui/lesson/AskFirst.h"
#include "ui/lab/TimelineBar.h"
#include "ui/window/MainWindow.h"

#include <QDockWidget>
#include <QGroupBox>
#include <QMenuBar>
#include <QToolButton>
#include <QTest>

using namespace ringlab;
using namespace ringlab::ui;
using namespace ringlab::tests;

namespace {

QString translated(const char* context, const char* source)
{
    return QCoreApplication::translate(context, source);
}

// The titles of the lab panel's groups ("Placement", "Keys", "Nodes" in English).
QStringList groupTitles(MainWindow& window)
{
    QStringList titles;
    for (const QGroupBox* group : window.findChild<QDockWidget*>("LabDock")->findChildren<QGroupBox*>())
        titles << group->title();
    return titles;
}

struct DockPlace {
    bool visible = false;
    QRect geometry = {};
};

std::map<QString, DockPlace> dockPlaces(MainWindow& window)
{
    std::map<QString, DockPlace> places;
    for (const QDockWidget* dock : window.findChildren<QDockWidget*>())
        // A dock behind another's tab has no place on screen to keep.
        places[dock->objectName()] = {dock->isVisible(), dock->visibleRegion().isEmpty() ? QRect() : dock->geometry()};
    return places;
}

// Runs the queued work of a dock shown or a layout restored (their resizes come as posted
// events) until nothing is left, however slow the build.
void settleLayout()
{
    for (int round = 0; round < 10; ++round) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

}  // namespace

class LanguageSwitchTest : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { installLanguage(QStringLiteral("en")); }

    void theWindowChangesLanguageAndKeepsTheLab()
    {
        QVERIFY(installLanguage(QStringLiteral("en")));
        MainWindow window(false);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(useSmallLab(window));
        LabModel& lab = *window.lab();
        QCOMPARE(lab.addMember("cache-09"), QString());
        QVERIFY(waitUntilSettled(window));
        QCOMPARE(lab.setReplicas(200), QString());
        QVERIFY(waitUntilSettled(window));
        window.animationClock()->skipToEnd();

        // What the user arranged: the bucket view, larger text, the trace dock with a key.
        for (QToolButton* button : window.centralWidget()->findChildren<QToolButton*>())
            if (button->text() == QStringLiteral("Buckets"))
                button->click();
        QVERIFY(window.showingBuckets());
        window.keyTraceAction()->trigger();
        window.keyTracePanel()->addKey("session:user:42");
        for (QAction* action : window.findChild<QMenu*>("ViewMenu")->actions())
            if (action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Equal)))
                action->trigger();
        QTRY_VERIFY(window.findChild<QDockWidget*>("KeyTraceDock")->isVisible());
        settleLayout();  // the dock's own resize on showing

        const LabState state = lab.state();
        const int undoSteps = lab.undoStack()->count();
        const int undoIndex = lab.undoStack()->index();
        const auto result = lab.result().primary;
        const double textScale = window.ringView()->textScale();
        QVERIFY(textScale > 1.0);
        const QRect geometry = window.geometry();
        const auto docks = dockPlaces(window);
        const bool askFirstOn = window.askFirst()->action()->isChecked();

        QString previousMenu = window.menuBar()->actions().front()->text();
        QStringList previousGroups = groupTitles(window);
        QString previousCounter = window.ringView()->counterText();
        QCOMPARE(previousMenu, QStringLiteral("&File"));
        QVERIFY2(previousCounter.contains("moved"), qPrintable(previousCounter));

        for (const QString& language : {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("en")}) {
            window.setLanguage(language);
            settleLayout();
            QCOMPARE(QLocale().name().left(2), language);

            // The menus, a view's counter and the lab panel speak the new language.
            const QString menu = window.menuBar()->actions().front()->text();
            QCOMPARE(menu, translated("ringlab::ui::MainWindow", "&File"));
            QVERIFY2(menu != previousMenu, qPrintable(menu));
            const QStringList groups = groupTitles(window);
            QVERIFY(!groups.isEmpty());
            QVERIFY2(groups != previousGroups, qPrintable(groups.join(", ")));
            const QString counter = window.ringView()->counterText();
            QVERIFY2(!counter.isEmpty() && counter != previousCounter, qPrintable(counter));
            QCOMPARE(window.askFirst()->action()->text(), translated("ringlab::ui::AskFirst", "Ask &first"));

            // The lab is the same lab: state, undo history, the result computed once.
            QCOMPARE(lab.state(), state);
            QCOMPARE(lab.undoStack()->count(), undoSteps);
            QCOMPARE(lab.undoStack()->index(), undoIndex);
            QCOMPARE(lab.result().primary, result);
            QVERIFY(!lab.busy());
            QCOMPARE(window.ringView()->snapshot(), result);
            // So is what the user arranged.
            QVERIFY(window.showingBuckets());
            QCOMPARE(window.ringView()->textScale(), textScale);
            QCOMPARE(window.geometry(), geometry);
            for (const auto& [name, place] : dockPlaces(window)) {
                QVERIFY2(docks.count(name), qPrintable(name));
                QCOMPARE(place.visible, docks.at(name).visible);
                if (place.visible)
                    QVERIFY2(place.geometry == docks.at(name).geometry,
                             qPrintable(QStringLiteral("%1: %2,%3 %4×%5, was %6,%7 %8×%9").arg(name)
                                            .arg(place.geometry.x()).arg(place.geometry.y())
                                            .arg(place.geometry.width()).arg(place.geometry.height())
                                            .arg(docks.at(name).geometry.x()).arg(docks.at(name).geometry.y())
                                            .arg(docks.at(name).geometry.width()).arg(docks.at(name).geometry.height())));
            }
            QVERIFY(window.keyTraceAction()->isChecked());
            QCOMPARE(window.keyTracePanel()->tracedKeys(), QStringList{"session:user:42"});
            QCOMPARE(window.askFirst()->action()->isChecked(), askFirstOn);
            // The Edit menu's undo action is the new one, and works.
            const auto editActions = window.menuBar()->actions().at(1)->menu()->actions();
            QVERIFY(!editActions.isEmpty() && editActions.front()->isEnabled());

            if (const QByteArray dir = qgetenv("RINGLAB_LANGUAGE_SCREENSHOTS"); !dir.isEmpty())
                window.grab().save(QString::fromLocal8Bit(dir) + "/language-" + language + ".png");
            previousMenu = menu;
            previousGroups = groups;
            previousCounter = counter;
        }

        // Still a working window: an edit computes and shows as before.
        QCOMPARE(lab.removeMember("cache-01"), QString());
        QVERIFY(waitUntilSettled(window));
        QCOMPARE(lab.undoStack()->count(), undoSteps + 1);
        QCOMPARE(window.ringView()->snapshot(), lab.result().primary);
        if (const QByteArray dir = qgetenv("RINGLAB_LANGUAGE_SCREENSHOTS"); !dir.isEmpty())
            window.grab().save(QString::fromLocal8Bit(dir) + "/language-after-en.png");
    }

    // A 1280 × 720 projector: in every language the window fits it, the animation controls
    // stay on the toolbar and the timeline's buttons under the views.
    void everyLanguageFitsA1280By720Projector()
    {
        MainWindow window(false);
        window.resize(1280, 720);
        window.show();
        QVERIFY(waitUntilSettled(window));
        for (const QString& language : {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("en")}) {
            window.setLanguage(language);
            settleLayout();
            window.resize(1280, 720);
            settleLayout();
            QVERIFY2(window.size() == QSize(1280, 720),
                     qPrintable(QString("%1: %2 × %3").arg(language).arg(window.width()).arg(window.height())));
            const QString pause = translated("ringlab::ui::MainWindow", "Pause");
            const auto buttons = window.findChildren<QToolButton*>();
            const auto shown = std::find_if(buttons.begin(), buttons.end(), [&](const QToolButton* b) {
                return b->text() == pause && !b->visibleRegion().isEmpty();
            });
            QVERIFY2(shown != buttons.end(), qPrintable(language));
            QVERIFY(!window.timeline()->slowMotionButton()->visibleRegion().isEmpty());
        }
    }
};

QTEST_MAIN(LanguageSwitchTest)
#include "tst_languageswitch.moc"
