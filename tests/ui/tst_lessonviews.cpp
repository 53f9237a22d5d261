// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every list of views a lesson file may name renders: a lesson with one scene for every
// combination the loader accepts (pairs, triples, up to all seven), opened as File > Open
// lesson / `--lesson FILE` opens it, each scene rendered at 1280 × 720 and 1920 × 1080. Each
// named view is on screen, inside the window and large enough to read; the others are hidden.
//
// RINGLAB_LESSON_VIEWS_GRABS=DIR saves every render there as a PNG, to look at.
#include "model/LessonFile.h"
#include "tests/common/ImageInk.h"
#include "tests/common/SmallLab.h"
#include "tests/common/TestFiles.h"
#include "ui/common/AnimationClock.h"
#include "ui/explorer/HashExplorer.h"
#include "ui/explorer/VnodeStrip.h"
#include "ui/lesson/PresentationWindow.h"
#include "ui/window/MainWindow.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <exception>

using namespace ringlab;
using namespace ringlab::ui;
using namespace ringlab::tests;

namespace {

// The article's fleet (8 nodes, compare with modulo) over 100,000 keys, as tests/common/SmallLab.h.
QJsonObject scene(const std::vector<LessonView>& views)
{
    QJsonArray names;
    QStringList title;
    for (LessonView view : views) {
        names.append(lessonViewName(view));
        title << lessonViewName(view);
    }
    return QJsonObject{
        {"title", title.join(", ")},
        {"text", "Every view a lesson may name."},
        {"scenario", QJsonObject{{"base", "article-fleet"}, {"keys", QJsonObject{{"pattern", "k{i}"}, {"count", 100000}}}}},
        {"views", names}};
}

QByteArray lessonJson(const QJsonArray& scenes)
{
    return QJsonDocument(QJsonObject{{"format", "ringlab-lesson"}, {"version", 1}, {"title", "Views"}, {"scenes", scenes}})
        .toJson();
}

// Every non-empty set of views (in the loader's order) the lesson loader accepts in a scene.
std::vector<std::vector<LessonView>> acceptedViewLists()
{
    const std::vector<LessonView> all = lessonViews();
    std::vector<std::vector<LessonView>> lists;
    for (unsigned mask = 1; mask < (1u << all.size()); ++mask) {
        std::vector<LessonView> views;
        for (std::size_t i = 0; i < all.size(); ++i)
            if (mask & (1u << i))
                views.push_back(all[i]);
        if (std::holds_alternative<Lesson>(parseLesson(lessonJson({scene(views)}), "probe", QDir::tempPath())))
            lists.push_back(std::move(views));
    }
    return lists;
}

QString namesOf(const std::vector<LessonView>& views)
{
    QStringList names;
    for (LessonView view : views)
        names << lessonViewName(view);
    return names.join(',');
}

bool settle(const PresentationWindow& presentation)
{
    QElapsedTimer timer;
    timer.start();
    while (!presentation.settled() && timer.elapsed() < 60000)
        QTest::qWait(5);
    return presentation.settled();
}

// Large enough to read a view's caption and what it draws at the smallest supported screen.
constexpr QSize kSmallestReadableView(160, 120);

}  // namespace

class LessonViewsTest : public QObject {
    Q_OBJECT

private slots:
    void theLoaderAcceptsEveryCombinationWithoutCompareAlone()
    {
        const auto lists = acceptedViewLists();
        const std::size_t viewCount = lessonViews().size();
        // Only "compare" without the ring or the buckets beside it is refused.
        std::size_t expected = 0;
        for (unsigned mask = 1; mask < (1u << viewCount); ++mask) {
            const bool compare = mask & (1u << static_cast<unsigned>(LessonView::Compare));
            const bool beside = mask & ((1u << static_cast<unsigned>(LessonView::Ring)) |
                                        (1u << static_cast<unsigned>(LessonView::Buckets)));
            expected += !compare || beside;
        }
        QCOMPARE(lists.size(), expected);
    }

    // The next scene's lab differs in nothing the replicas sweep depends on (here only in the
    // compare algorithm): the lab computes no new sweep, and the sweep chart must not wait for one.
    void theSweepShowsWhenTheNextSceneKeepsItsInputs()
    {
        QJsonObject first = scene({LessonView::Ring});
        QJsonObject second = scene({LessonView::Sweep});
        QJsonObject scenario = second.value("scenario").toObject();
        scenario.insert("compare", QJsonValue::Null);
        second.insert("scenario", scenario);
        QTemporaryDir dir;
        const QString path = dir.filePath("sweep.json");
        QVERIFY(writeFile(path, lessonJson({first, second})));
        MainWindow window(false);
        QVERIFY(useSmallLab(window));
        QCOMPARE(window.presentLesson(path), QString());
        PresentationWindow* presentation = window.presentation();
        QVERIFY(settle(*presentation));
        QTRY_VERIFY_WITH_TIMEOUT(!window.lab()->sweepPending(), 60000);  // the first scene's sweep is done
        presentation->showScene(1);
        QVERIFY(settle(*presentation));
    }

    void everyCombinationOfViewsRenders_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    void everyCombinationOfViewsRenders()
    {
        QFETCH(QSize, size);
        const auto lists = acceptedViewLists();
        QJsonArray scenes;
        for (const auto& views : lists)
            scenes.append(scene(views));
        QTemporaryDir dir;
        const QString path = dir.filePath("views.json");
        QVERIFY(writeFile(path, lessonJson(scenes)));
        const QString grabs = qEnvironmentVariable("RINGLAB_LESSON_VIEWS_GRABS");

        MainWindow window(false);
        QVERIFY(useSmallLab(window));
        QCOMPARE(window.presentLesson(path), QString());
        PresentationWindow* presentation = window.presentation();
        QVERIFY(presentation);
        presentation->setActionDelay(0);
        // The presentation fills the screen; here the screen is `size`.
        presentation->showNormal();
        presentation->resize(size);
        QCOMPARE(presentation->size(), size);

        QElapsedTimer timer;
        timer.start();
        for (int index = 0; index < presentation->sceneCount(); ++index) {
            const std::vector<LessonView>& views = lists[static_cast<std::size_t>(index)];
            const QString what = namesOf(views);
            presentation->showScene(index);
            QVERIFY2(settle(*presentation), qPrintable(what));
            presentation->animationClock()->skipToEnd();
            // The layout of the scene's views, as the window system would before painting it.
            QCoreApplication::processEvents();
            QImage image;
            try {
                image = presentation->grab().toImage();
            } catch (const std::exception& error) {
                QFAIL(qPrintable(QStringLiteral("%1: rendering threw %2").arg(what, QString::fromUtf8(error.what()))));
            }
            QCOMPARE(image.size(), size);
            QVERIFY2(inkOf(image).colours > 20, qPrintable(what));
            if (!grabs.isEmpty())
                image.save(QDir(grabs).filePath(QStringLiteral("%1-%2x%3.png").arg(what).arg(size.width()).arg(size.height())));

            for (LessonView view : lessonViews()) {
                const QWidget* widget = presentation->viewWidget(view);
                QVERIFY(widget);
                const bool named = std::find(views.begin(), views.end(), view) != views.end();
                const QString where = QStringLiteral("%1: %2").arg(what, lessonViewName(view));
                if (!named) {
                    QVERIFY2(!widget->isVisible(), qPrintable(where + " is shown but not named"));
                    continue;
                }
                QVERIFY2(widget->isVisible(), qPrintable(where + " is not shown"));
                const QRect area(widget->mapTo(presentation, QPoint(0, 0)), widget->size());
                QVERIFY2(presentation->rect().contains(area),
                         qPrintable(QStringLiteral("%1 stands at %2,%3 %4×%5, outside the window")
                                        .arg(where).arg(area.x()).arg(area.y()).arg(area.width()).arg(area.height())));
                QVERIFY2(area.width() >= kSmallestReadableView.width() && area.height() >= kSmallestReadableView.height(),
                         qPrintable(QStringLiteral("%1 is only %2×%3").arg(where).arg(area.width()).arg(area.height())));
            }
        }
        qInfo("%zu combinations at %dx%d rendered in %lld ms", lists.size(), size.width(), size.height(),
              static_cast<long long>(timer.elapsed()));
    }
};

QTEST_MAIN(LessonViewsTest)
#include "tst_lessonviews.moc"
