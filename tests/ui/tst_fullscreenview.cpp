// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// View > Full-screen view (F11): a view or chart goes alone on the whole screen and, with F11 or
// Escape, back exactly where it was; full screen it shows the same figures as the core's.
#include "model/core/LabSnapshot.h"
#include "tests/common/SmallLab.h"
#include "ui/common/FullScreenView.h"
#include "ui/lab/BucketView.h"
#include "ui/lab/LoadChart.h"
#include "ui/lab/RingView.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QDockWidget>
#include <QLocale>
#include <QStackedWidget>
#include <QTest>

using namespace ringlab;
using namespace ringlab::ui;

namespace {

QAction* fullScreenAction(MainWindow& window)
{
    return window.findChild<QAction*>(QStringLiteral("FullScreenViewAction"));
}

}  // namespace

class FullScreenViewTest : public QObject {
    Q_OBJECT

private slots:
    void theRingViewGoesFullScreenAndComesBack()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(tests::useSmallLab(window));
        RingView* ring = window.ringView();
        auto* stack = qobject_cast<QStackedWidget*>(ring->parentWidget());
        QVERIFY(stack);
        const int index = stack->indexOf(ring);
        const QSize inLayout = ring->size();
        QCOMPARE(stack->currentWidget(), ring);

        QAction* action = fullScreenAction(window);
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::Key_F11));
        ring->setFocus();
        QTRY_VERIFY(ring->hasFocus() || QApplication::focusWidget() == nullptr);
        QVERIFY(window.toggleFullScreen(ring));
        QCOMPARE(window.fullScreenView(), ring);
        QWidget* screen = ring->window();
        QVERIFY(screen != &window);
        QVERIFY(qobject_cast<FullScreenView*>(screen));
        QVERIFY(screen->isFullScreen());
        QVERIFY(screen->isVisible());
        QVERIFY(ring->isVisible());
        // The same view over the same snapshot: the core's figures.
        const LabSnapshot& snapshot = *window.lab()->result().primary;
        QCOMPARE(ring->snapshot().get(), &snapshot);
        const QString counter = ring->counterText();
        QVERIFY2(counter.contains(QStringLiteral("%1 members").arg(snapshot.members.size())), qPrintable(counter));
        QVERIFY2(counter.contains(QLocale(QLocale::English).toString(qulonglong{100000}) + QStringLiteral(" keys")),
                 qPrintable(counter));
        // RINGLAB_FULLSCREEN_GRAB=FILE.png: how it looks.
        if (const QString grab = qEnvironmentVariable("RINGLAB_FULLSCREEN_GRAB"); !grab.isEmpty())
            QVERIFY(screen->grab().save(grab));
        // Its place in the lab is held.
        QCOMPARE(stack->count(), 2);
        QVERIFY(stack->currentWidget() != ring);

        // Escape brings it back: the same page, shown, the same size.
        QTest::keyClick(screen, Qt::Key_Escape);
        QCOMPARE(window.fullScreenView(), nullptr);
        QCOMPARE(ring->parentWidget(), stack);
        QCOMPARE(stack->indexOf(ring), index);
        QCOMPARE(stack->currentWidget(), ring);
        QCOMPARE(stack->count(), 2);
        QVERIFY(!screen->isVisible());
        QTRY_COMPARE(ring->size(), inLayout);
        QCOMPARE(ring->counterText(), counter);
    }

    // F11 (the action) again puts it back, also for a chart in a dock.
    void theLoadChartLeavesItsDockAndReturns()
    {
        MainWindow window(false);
        window.show();
        QVERIFY(tests::useSmallLab(window));
        LoadChart* chart = window.loadChart();
        auto* dock = qobject_cast<QDockWidget*>(chart->parentWidget());
        QVERIFY(dock);
        QCOMPARE(dock->widget(), chart);
        QVERIFY(window.toggleFullScreen(chart));
        QVERIFY(chart->window()->isFullScreen());
        QVERIFY(dock->widget() != chart);
        fullScreenAction(window)->trigger();  // F11 with a view full screen: it comes back
        QCOMPARE(window.fullScreenView(), nullptr);
        QCOMPARE(dock->widget(), chart);
        QVERIFY(chart->isVisible());

        // Another view straight away: the chart goes back first.
        QVERIFY(window.toggleFullScreen(chart));
        QVERIFY(window.toggleFullScreen(window.ringView()));
        QCOMPARE(dock->widget(), chart);
        QCOMPARE(window.fullScreenView(), window.ringView());
        fullScreenAction(window)->trigger();
        QCOMPARE(window.fullScreenView(), nullptr);
        QCOMPARE(window.ringView()->window(), &window);
    }
};

QTEST_MAIN(FullScreenViewTest)
#include "tst_fullscreenview.moc"
