// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ringlab program run as a process: --screenshot renders a real picture or refuses in one
// line, --version and --help need no display, and without a display one line says what to do.
#include "ringlab/Version.h"
#include "tests/common/FileSizeLimit.h"
#include "tests/common/ImageInk.h"
#include "tests/common/TestFiles.h"
#include "tests/common/TestPaths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace ringlab;
using namespace ringlab::tests;

namespace {

// As on a machine with no desktop session: no X11 or Wayland display, no platform chosen.
QProcessEnvironment environmentWithoutDisplay()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        environment.remove(QString::fromLatin1(name));
    return environment;
}

}  // namespace

class RingLabProgramTest : public QObject {
    Q_OBJECT

private slots:
    void screenshotRendersAPicture()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath("lab.png");
        QProcess process;
        process.start(tests::guiPath(), {"--screenshot", png, "--scenario",
                                         tests::sourcePath(QStringLiteral("resources/scenarios/naive-ring.json"))});
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitCode(), 0);
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1600, 1000));
        // Not blank: many colours, and text (dark pixels) on the light background.
        const Ink ink = inkOf(image);
        QVERIFY2(ink.colours > 200, qPrintable(QString::number(ink.colours)));
        QVERIFY(ink.dark > 500);
    }

    // `ringlab --screenshot` onto a full disk or a loop of links: exit 1 and one line naming the
    // file and the reason, the old picture (or the link) left as it was.
    void screenshotThatCannotBeWrittenExitsOne()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath("lab.png");
        const QByteArray old("an old picture");
        QVERIFY(writeFile(png, old));
        const QString loop = dir.filePath("loop.png");
        QCOMPARE(symlink("loop.png", QFile::encodeName(loop).constData()), 0);
        const QString scenario = tests::sourcePath(QStringLiteral("resources/scenarios/naive-ring.json"));
        for (const auto& [target, reason] : {std::pair{png, QByteArray("File too large")},
                                             std::pair{loop, QByteArray("Too many levels of symbolic links")}}) {
            QProcess process;
            limitFileSize(process, 1000);
            process.start(tests::guiPath(), {"--screenshot", target, "--scenario", scenario, "--size", "640x400"});
            QVERIFY(process.waitForFinished(120000));
            QCOMPARE(process.exitStatus(), QProcess::NormalExit);
            QCOMPARE(process.exitCode(), 1);
            QCOMPARE(process.readAllStandardError(),
                     "ringlab: Cannot write " + QFile::encodeName(target) + ": " + reason + "\n");
        }
        QCOMPARE(fileBytes(png), old);
        QVERIFY(QFileInfo(loop).isSymLink());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System), (QStringList{"lab.png", "loop.png"}));
    }

    void screenshotRefusesABadScenario()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath("bad.json");
        QVERIFY(writeFile(bad, R"({"format": "ringlab-scenario", "version": 7, "members": []})"));
        QProcess process;
        process.start(tests::guiPath(), {"--screenshot", dir.filePath("x.png"), "--scenario", bad});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 2);
        const QByteArray err = process.readAllStandardError();
        const QList<QByteArray> lines = err.trimmed().split('\n');
        QCOMPARE(lines.size(), 1);
        QVERIFY2(err.contains("Unsupported scenario version 7"), err.constData());
        QVERIFY(!QFile::exists(dir.filePath("x.png")));
    }

    // A scene of no lesson is refused, not ignored.
    void aSceneWithoutALessonIsRefused()
    {
        QTemporaryDir dir;
        QProcess process;
        process.start(tests::guiPath(), {"--screenshot", dir.filePath("x.png"), "--scene", "3"});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 2);
        QCOMPARE(process.readAllStandardError(), QByteArray("ringlab: --scene needs --lesson: which lesson's scene?\n"));
        QVERIFY(!QFile::exists(dir.filePath("x.png")));
    }

    // Issue 24, item 3: a keys file that cannot be used, named by a scenario or a lesson, was
    // the default 1,000,000 keys with exit 0 (a lesson: 240 s, then "did not finish computing
    // in time"). It is refused at load: exit 2, one line naming the file and the reason.
    void screenshotRefusesAnUnusableKeysFile_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QByteArray>("file");
        QTest::newRow("scenario") << "--scenario"
                                  << QByteArray(R"({"format": "ringlab-scenario", "version": 1, "members": [{"id": "a"}],
                                                   "keys": {"file": "keys.txt"}})");
        QTest::newRow("lesson") << "--lesson"
                                << QByteArray(R"({"format": "ringlab-lesson", "version": 1, "title": "T", "scenes": [
                                                 {"title": "a", "text": "b", "views": ["ring"],
                                                  "scenario": {"members": [{"id": "a"}], "keys": {"file": "keys.txt"}}}]})");
    }

    void screenshotRefusesAnUnusableKeysFile()
    {
        QFETCH(QString, option);
        QFETCH(QByteArray, file);
        QTemporaryDir dir;
        const QString named = dir.filePath("named.json");
        QVERIFY(writeFile(named, file));
        QVERIFY(writeFile(dir.filePath("keys.txt"), ""));
        QStringList arguments{"--screenshot", dir.filePath("x.png"), option, named};
        if (option == "--lesson")
            arguments << "--scene" << "1";
        QProcess process;
        QElapsedTimer timer;
        timer.start();
        process.start(tests::guiPath(), arguments);
        QVERIFY(process.waitForFinished(60000));
        QVERIFY2(timer.elapsed() < 30000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(process.exitCode(), 2);
        const QByteArray err = process.readAllStandardError();
        QCOMPARE(err.trimmed().split('\n').size(), 1);
        QVERIFY2(err.contains(QFile::encodeName(dir.filePath("keys.txt"))) && err.contains("holds no key"), err.constData());
        QVERIFY(!QFile::exists(dir.filePath("x.png")));
    }

    void versionAndHelpNeedNoDisplay()
    {
        QProcess process;
        process.setProcessEnvironment(environmentWithoutDisplay());
        process.start(tests::guiPath(), {"--version"});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(process.readAllStandardOutput(), QByteArray("RingLab " RINGLAB_VERSION "\n"));
        QCOMPARE(process.readAllStandardError(), QByteArray());

        process.start(tests::guiPath(), {"--help"});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(process.readAllStandardOutput().contains("--screenshot"));
    }

    // Without a display the window cannot open: one line says how to run RingLab instead of
    // Qt's abort; --screenshot renders off-screen by itself.
    void noDisplayIsExplainedInOneLine()
    {
        QProcess process;
        process.setProcessEnvironment(environmentWithoutDisplay());
        process.start(tests::guiPath(), {});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 1);
        const QByteArray err = process.readAllStandardError();
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.startsWith("ringlab: no display"), err.constData());
        QVERIFY(err.contains("QT_QPA_PLATFORM=offscreen ringlab --screenshot"));

        QTemporaryDir dir;
        process.start(tests::guiPath(), {"--screenshot", dir.filePath("lab.png")});
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(QImage(dir.filePath("lab.png")).size(), QSize(1600, 1000));
    }
};

QTEST_MAIN(RingLabProgramTest)
#include "tst_ringlabprogram.moc"
