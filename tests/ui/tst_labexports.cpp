// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 14, items 7 and 8, off-screen: the Add node… dialog (one undo step with the id and
// weight given; a refusal stays in the dialog and changes nothing), the lab's numbers as CSV
// against the engine's figures, Copy view onto the clipboard, the last change's animation as
// frames (duration × rate files, the first the view at progress 0, the last at 1) and the
// timeline's steps as frames (one a step, the user's lab untouched). With
// RINGLAB_EXPORTS_SCREENSHOTS=DIR the window with the dialog (1280 × 720) and a few frames are
// written there for review.
#include "model/core/KeyTrace.h"
#include "model/core/LabNumbers.h"
#include "model/core/MessageText.h"
#include "ui/common/AnimationClock.h"
#include "ui/common/ViewExport.h"
#include "ui/lab/AddNodeDialog.h"
#include "ui/lab/LabControlsPanel.h"
#include "ui/lab/RingView.h"
#include "ui/window/LabExports.h"
#include "ui/window/MainWindow.h"

#include "tests/common/FileSizeLimit.h"
#include "tests/common/ImageInk.h"
#include "tests/common/SmallLab.h"
#include "tests/common/TestFiles.h"

#include <QAction>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QSignalSpy>
#include <QTest>

#include <functional>

using namespace ringlab;
using namespace ringlab::ui;

namespace {

QString screenshotDir()
{
    return qEnvironmentVariable("RINGLAB_EXPORTS_SCREENSHOTS");
}

bool settleAfter(MainWindow& window, std::uint64_t generation)
{
    return QTest::qWaitFor(
        [&] { return !window.lab()->busy() && window.lab()->result().primary->generation > generation; }, 120000);
}

AddNodeDialog* openAddNodeDialog(MainWindow& window)
{
    auto* button = window.findChild<QPushButton*>(QStringLiteral("AddNodeAsked"));
    if (!button)
        return nullptr;
    button->click();
    return window.findChild<AddNodeDialog*>();
}

QString percent(double fraction)
{
    return QString::number(fraction * 100.0, 'f', 4);
}

// Pixels that differ between two images of one size.
qsizetype differingPixels(const QImage& a, const QImage& b)
{
    const QImage x = a.convertToFormat(QImage::Format_ARGB32);
    const QImage y = b.convertToFormat(QImage::Format_ARGB32);
    qsizetype count = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int column = 0; column < x.width(); ++column)
            count += x.pixel(column, row) != y.pixel(column, row);
    return count;
}

}  // namespace

class TestLabExports : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        window_ = std::make_unique<MainWindow>(false);
        window_->resize(1280, 720);
        window_->show();
        QVERIFY(tests::useSmallLab(*window_));
    }

    void cleanup() { window_.reset(); }

    void addNodeDialogAddsOneStep()
    {
        MainWindow& window = *window_;
        LabModel& lab = *window.lab();
        AddNodeDialog* dialog = openAddNodeDialog(window);
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->idEdit()->text(), QStringLiteral("cache-09"));
        QCOMPARE(dialog->weightBox()->value(), 1.0);
        dialog->idEdit()->setText(QStringLiteral("big-01"));
        dialog->weightBox()->setValue(3.0);
        const auto generation = lab.result().primary->generation;
        dialog->buttons()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(!dialog->isVisible());
        QCOMPARE(lab.undoStack()->count(), 1);
        QCOMPARE(lab.members().size(), std::size_t{9});
        QCOMPARE(lab.members().back().id, std::string("big-01"));
        QCOMPARE(lab.members().back().weight, 3.0);
        QVERIFY(settleAfter(window, generation));
        QCOMPARE(lab.result().primary->diff.has_value(), true);
        // Undo takes the node, name and weight, back in one step.
        lab.undoStack()->undo();
        QCOMPARE(lab.members().size(), std::size_t{8});
    }

    void addNodeDialogRefusalStaysOpen()
    {
        MainWindow& window = *window_;
        LabModel& lab = *window.lab();
        const LabState before = lab.state();
        AddNodeDialog* dialog = openAddNodeDialog(window);
        QVERIFY(dialog);
        // A taken id.
        dialog->idEdit()->setText(QStringLiteral("cache-03"));
        dialog->buttons()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->messageLabel()->isVisible());
        QVERIFY2(dialog->messageLabel()->text().contains(QStringLiteral("cache-03")), qPrintable(dialog->messageLabel()->text()));
        QVERIFY(lab.state() == before);
        QCOMPARE(lab.undoStack()->count(), 0);
        // A weight out of range: the lab names its range.
        dialog->idEdit()->setText(QStringLiteral("new-01"));
        QVERIFY(!dialog->messageLabel()->isVisible() || dialog->messageLabel()->text().contains(QStringLiteral("cache-03")));
        dialog->weightBox()->setValue(0.0);
        dialog->buttons()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->messageLabel()->isVisible());
        QVERIFY2(dialog->messageLabel()->text().contains(QStringLiteral("new-01")), qPrintable(dialog->messageLabel()->text()));
        QVERIFY(lab.state() == before);
        QCOMPARE(lab.undoStack()->count(), 0);
        if (const QString dir = screenshotDir(); !dir.isEmpty()) {
            QApplication::processEvents();
            QImage shot = window.grab().toImage();
            const QImage box = dialog->grab().toImage();
            QPainter painter(&shot);
            painter.drawImage((shot.width() - box.width()) / 2, (shot.height() - box.height()) / 2, box);
            painter.end();
            shot.save(QDir(dir).filePath(QStringLiteral("add-node-dialog.png")));
            window.findChild<QPushButton*>(QStringLiteral("AddNodeAsked"))->parentWidget()->grab().save(
                QDir(dir).filePath(QStringLiteral("node-buttons.png")));
        }
        dialog->buttons()->button(QDialogButtonBox::Cancel)->click();
        QVERIFY(!dialog->isVisible());
        QVERIFY(lab.state() == before);
    }

    void labNumbersCsvHasTheEnginesFigures()
    {
        MainWindow& window = *window_;
        LabModel& lab = *window.lab();
        // An id with a quote and a space, which CSV must quote.
        const QString odd = QStringLiteral("say \"hi\" 9");
        auto generation = lab.result().primary->generation;
        QCOMPARE(lab.addMember(odd, 2.0), QString());
        QVERIFY(settleAfter(window, generation));
        const LabSnapshot& snapshot = *lab.result().primary;
        QVERIFY(snapshot.diff);
        const QStringList lines = QString::fromStdString(labNumbersCsv(snapshot)).split(QLatin1Char('\n'));
        QCOMPARE(lines.first(), QStringLiteral("node,weight,points,key_space_percent,keys,percent_of_fair"));
        const std::vector<MemberLoad>& loads = snapshot.stats.members;
        QCOMPARE(loads.size(), std::size_t{9});
        for (std::size_t i = 0; i < loads.size(); ++i) {
            const MemberLoad& load = loads[i];
            const QString id = QString::fromStdString(load.id);
            const QString field = id == odd ? QStringLiteral("\"say \"\"hi\"\" 9\"") : id;
            const QString expected = QStringLiteral("%1,%2,%3,%4,%5,%6")
                                         .arg(field, QString::number(load.weight))
                                         .arg(snapshot.ring()->pointCountOf(static_cast<MemberIndex>(i)))
                                         .arg(percent(*load.keySpaceShare))
                                         .arg(load.keys)
                                         .arg(percent(load.ofFair));
            QCOMPARE(lines[qsizetype(i) + 1], expected);
        }
        // The ring points are the article's: round(160 × weight).
        QVERIFY(lines[9].contains(QStringLiteral(",2,320,")));
        const AssignmentDiff& diff = *snapshot.diff;
        qsizetype at = lines.indexOf(QStringLiteral("change,total_keys,moved_keys,moved_percent,least_keys,least_percent,ideal_percent"));
        QVERIFY(at > 0);
        QCOMPARE(lines[at + 1], QStringLiteral("%1,%2,%3,%4,%5,%6,%7")
                                    .arg(QString::fromStdString(csvField(snapshot.change)))
                                    .arg(diff.totalKeys)
                                    .arg(diff.movedKeys)
                                    .arg(percent(diff.movedFraction()))
                                    .arg(diff.leastMovedKeys)
                                    .arg(percent(diff.leastFraction()), percent(diff.idealFraction)));
        at = lines.indexOf(QStringLiteral("from,to,keys,percent_of_keys"));
        QVERIFY(at > 0);
        QVERIFY(!diff.flows.empty());
        std::size_t moved = 0;
        for (std::size_t i = 0; i < diff.flows.size(); ++i) {
            const KeyFlow& flow = diff.flows[i];
            QCOMPARE(lines[at + 1 + qsizetype(i)], QStringLiteral("%1,%2,%3,%4")
                                                       .arg(QString::fromStdString(csvField(flow.from)),
                                                            QString::fromStdString(csvField(flow.to)))
                                                       .arg(flow.keys)
                                                       .arg(percent(diff.fractionOfKeys(flow.keys))));
            QCOMPARE(QString::fromStdString(flow.to), odd);  // every moved key went to the new node
            moved += flow.keys;
        }
        QCOMPARE(moved, diff.movedKeys);

        // Written through the atomic save; a folder is refused and nothing is written.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("numbers.csv"));
        QCOMPARE(exportLabNumbers(lab, path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray::fromStdString(labNumbersCsv(snapshot)));
        QDir(dir.path()).mkdir(QStringLiteral("folder.csv"));
        const QString refused = exportLabNumbers(lab, dir.filePath(QStringLiteral("folder.csv")));
        QVERIFY2(refused.contains(QStringLiteral("folder")), qPrintable(refused));
        QVERIFY(QDir(dir.filePath(QStringLiteral("folder.csv"))).isEmpty());
        QVERIFY(window.findChild<QAction*>(QStringLiteral("ExportLabNumbers")));
    }

    void copyViewPutsTheViewOnTheClipboard()
    {
        MainWindow& window = *window_;
        auto* copy = window.findChild<QAction*>(QStringLiteral("CopyView"));
        QVERIFY(copy);
        QCOMPARE(copy->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
        QGuiApplication::clipboard()->clear();
        QCursor::setPos(window.ringView()->mapToGlobal(window.ringView()->rect().center()));
        window.ringView()->setFocus();
        copy->trigger();
        const QImage image = QGuiApplication::clipboard()->image();
        QCOMPARE(image.size(), window.ringView()->exportSize());
        QCOMPARE(differingPixels(image, renderViewImage(*window.ringView(), 1.0)), qsizetype(0));
        QVERIFY(tests::inkOf(image).colours > 8);
    }

    void animationFramesAtFixedSteps()
    {
        MainWindow& window = *window_;
        LabModel& lab = *window.lab();
        QTemporaryDir dir;
        RingView& ring = *window.ringView();
        // Before any change there is nothing to animate.
        QVERIFY(!exportAnimationFrames(ring, lab.previousSnapshot(), 1800, 10, FrameFormat::Png, dir.path(), false).isEmpty());
        QVERIFY(QDir(dir.path()).isEmpty());

        const auto generation = lab.result().primary->generation;
        QCOMPARE(lab.addMember(lab.suggestMemberId()), QString());
        QVERIFY(settleAfter(window, generation));
        AnimationClock& clock = *window.animationClock();
        clock.skipToEnd();
        const int duration = clock.durationMs();
        QCOMPARE(duration, 1800);
        QStringList written;
        QCOMPARE(exportAnimationFrames(ring, lab.previousSnapshot(), duration, 10, FrameFormat::Png, dir.path(), false,
                                       &written),
                 QString());
        QCOMPARE(animationFrameCount(duration, 10), 18);
        QCOMPARE(written.size(), 18);
        QCOMPARE(existingFrameFiles(dir.path(), QStringLiteral("frame")).size(), 18);
        QCOMPARE(QFileInfo(written.first()).fileName(), QStringLiteral("frame-0001.png"));
        QCOMPARE(QFileInfo(written.last()).fileName(), QStringLiteral("frame-0018.png"));

        // The first frame is the view at progress 0, the last at 1 (twice the export size).
        const QImage first(written.first());
        const QImage last(written.last());
        QCOMPARE(first.size(), ring.exportSize() * 2);
        clock.seek(0.0);
        const QImage atStart = renderViewImage(ring, 2.0);
        clock.seek(1.0);
        const QImage atEnd = renderViewImage(ring, 2.0);
        QCOMPARE(differingPixels(first, atStart), qsizetype(0));
        QCOMPARE(differingPixels(last, atEnd), qsizetype(0));
        QVERIFY(differingPixels(first, last) > 1000);  // the keys moved between them
        const QImage middle(written[8]);
        QVERIFY(differingPixels(middle, first) > 0 && differingPixels(middle, last) > 0);

        // Frames already there are refused, or replaced when asked.
        QVERIFY(!exportAnimationFrames(ring, lab.previousSnapshot(), duration, 10, FrameFormat::Png, dir.path(), false)
                     .isEmpty());
        QCOMPARE(exportAnimationFrames(ring, lab.previousSnapshot(), duration, 30, FrameFormat::Svg, dir.path(), true,
                                       &written),
                 QString());
        QCOMPARE(existingFrameFiles(dir.path(), QStringLiteral("frame")).size(), 54);  // 1.8 s × 30, no PNG left
        QFile svg(dir.filePath(QStringLiteral("frame-0054.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("<svg"));
        if (const QString shots = screenshotDir(); !shots.isEmpty()) {
            first.save(QDir(shots).filePath(QStringLiteral("frame-first.png")));
            middle.save(QDir(shots).filePath(QStringLiteral("frame-middle.png")));
            last.save(QDir(shots).filePath(QStringLiteral("frame-last.png")));
        }
        // The menu entry asks for a folder, a rate and a format first.
        auto* action = window.findChild<QAction*>(QStringLiteral("ExportAnimationFrames"));
        QVERIFY(action);
        QString dialogName;
        QTimer::singleShot(0, this, [&dialogName] {
            QWidget* dialog = QApplication::activeModalWidget();
            if (!dialog)
                return;
            dialogName = dialog->objectName();
            if (const QString shots = screenshotDir(); !shots.isEmpty())
                dialog->grab().save(QDir(shots).filePath(QStringLiteral("frames-dialog.png")));
            static_cast<QDialog*>(dialog)->reject();
        });
        action->trigger();
        QCOMPARE(dialogName, QStringLiteral("FramesDialog"));
    }

    // Every export onto a full disk: the message names the file and the reason, and a file
    // already there stays whole (frames: the frame that failed is not left half-written).
    void exportsOntoAFullDiskKeepTheOldFile()
    {
        MainWindow& window = *window_;
        LabModel& lab = *window.lab();
        const auto generation = lab.result().primary->generation;
        QCOMPARE(lab.addMember(lab.suggestMemberId()), QString());
        QVERIFY(settleAfter(window, generation));
        QTemporaryDir dir;
        const QByteArray old("an old file");
        const auto refusal = [&](const QString& name, const std::function<QString(const QString&)>& write) {
            const QString path = dir.filePath(name);
            if (!tests::writeFile(path, old))
                return QStringLiteral("cannot write the old file");
            QString problem;
            {
                const tests::FileSizeLimit limit(100);
                problem = write(path);
            }
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly) || file.readAll() != old)
                return QStringLiteral("the old file was changed");
            return problem;
        };
        const auto expected = [&](const QString& name) {
            return "Cannot write " + QDir::toNativeSeparators(dir.filePath(name)) + ": File too large";
        };
        QCOMPARE(refusal("numbers.csv", [&](const QString& path) { return exportLabNumbers(lab, path); }),
                 expected("numbers.csv"));
        QCOMPARE(refusal("ring.png", [&](const QString& path) { return exportView(*window.ringView(), path); }),
                 expected("ring.png"));
        QCOMPARE(refusal("ring.svg", [&](const QString& path) { return exportView(*window.ringView(), path); }),
                 expected("ring.svg"));
        const QString frames = dir.filePath("frames");
        QString problem;
        {
            const tests::FileSizeLimit limit(100);
            problem = exportAnimationFrames(*window.ringView(), lab.previousSnapshot(), 1800, 10, FrameFormat::Png,
                                            frames, false);
        }
        QCOMPARE(problem, "Cannot write " + QDir::toNativeSeparators(QDir(frames).filePath("frame-0001.png")) +
                              ": File too large");
        QCOMPARE(QDir(frames).entryList(QDir::Files | QDir::Hidden), QStringList());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 (QStringList{"numbers.csv", "ring.png", "ring.svg"}));
    }

    void stepFramesOneAStep()
    {
        MainWindow& window = *window_;
        LabModel& lab = *window.lab();
        QTemporaryDir dir;
        {
            StepFramesExport none(lab, *window.ringView(), FrameFormat::Png, dir.path(), false);
            QSignalSpy finished(&none, &StepFramesExport::finished);
            none.start();
            QVERIFY(finished.wait(10000));
            QVERIFY(!finished.first().first().toString().isEmpty());
        }
        auto generation = lab.result().primary->generation;
        QCOMPARE(lab.addMember(QStringLiteral("cache-09")), QString());
        QVERIFY(settleAfter(window, generation));
        generation = lab.result().primary->generation;
        QCOMPARE(lab.removeMember(QStringLiteral("cache-03")), QString());
        QVERIFY(settleAfter(window, generation));
        generation = lab.result().primary->generation;
        QCOMPARE(lab.setWeight(QStringLiteral("cache-05"), 2.0), QString());
        QVERIFY(settleAfter(window, generation));
        window.animationClock()->skipToEnd();
        const LabState userState = lab.state();
        const auto userSnapshot = lab.result().primary;
        const int steps = lab.undoStack()->count();
        QCOMPARE(steps, 3);

        StepFramesExport job(lab, *window.ringView(), FrameFormat::Png, dir.path(), false);
        QCOMPARE(job.frameCount(), steps + 1);
        QSignalSpy finished(&job, &StepFramesExport::finished);
        QSignalSpy progressed(&job, &StepFramesExport::progressed);
        job.start();
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.first().first().toString(), QString());
        QCOMPARE(job.written().size(), steps + 1);
        QCOMPARE(progressed.size(), steps + 1);
        QCOMPARE(existingFrameFiles(dir.path(), QStringLiteral("step")),
                 (QStringList{QStringLiteral("step-0000.png"), QStringLiteral("step-0001.png"),
                              QStringLiteral("step-0002.png"), QStringLiteral("step-0003.png")}));
        // The user's lab is as it was.
        QVERIFY(lab.state() == userState);
        QCOMPARE(lab.result().primary, userSnapshot);
        QCOMPARE(lab.undoStack()->count(), steps);
        // The last step's frame is the user's view at the end of its change; each step differs.
        const QImage lastStep(job.written().last());
        QCOMPARE(lastStep.size(), window.ringView()->exportSize() * 2);
        const qsizetype off = differingPixels(lastStep, renderViewImage(*window.ringView(), 2.0));
        QVERIFY2(off < lastStep.width() * lastStep.height() / 200, qPrintable(QString::number(off)));
        for (int i = 1; i < job.written().size(); ++i)
            QVERIFY(differingPixels(QImage(job.written()[i - 1]), QImage(job.written()[i])) > 1000);
        // Refused over the frames now there.
        StepFramesExport again(lab, *window.ringView(), FrameFormat::Png, dir.path(), false);
        QSignalSpy refused(&again, &StepFramesExport::finished);
        again.start();
        QVERIFY(refused.wait(10000));
        QVERIFY(!refused.first().first().toString().isEmpty());
        if (const QString shots = screenshotDir(); !shots.isEmpty())
            for (const QString& path : job.written())
                QFile::copy(path, QDir(shots).filePath(QFileInfo(path).fileName()));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("ExportStepFrames")));
    }

private:
    std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(TestLabExports)
#include "tst_labexports.moc"
