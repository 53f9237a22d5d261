// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Experiments panel off-screen: every row is there before a run, a run fills each row
// with exactly the engine's figures and verdicts, Cancel stops a run, the chart draws, and
// View > Experiments (Ctrl+E) opens the dock. With RINGLAB_EXPERIMENTS_SCREENSHOTS=DIR the
// panel and two charts are written there as PNGs for review.
#include "ui/experiments/ExperimentsPanel.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QImage>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableWidget>
#include <QScrollArea>
#include <QTest>

using namespace ringlab;
using namespace ringlab::ui;

namespace {

QString idOf(const Experiment& e)
{
    return QString::fromUtf8(e.id.data(), qsizetype(e.id.size()));
}

// Pixels that are not white: a chart that drew something has many.
int inkedPixels(const QImage& image)
{
    int inked = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            inked += image.pixel(x, y) != qRgb(255, 255, 255);
    return inked;
}

// The CLI's text of a figure ("2462 / 13.3 %") as the window writes it in the C locale:
// digits grouped ("2,462"), the unit joined by a no-break space.
QString asTheWindowWrites(const std::string& cliText)
{
    QString text = QString::fromStdString(cliText);
    static const QRegularExpression longNumber(QStringLiteral(R"((?<![\d.])(\d{4,}))"));
    for (QRegularExpressionMatch m = longNumber.match(text); m.hasMatch(); m = longNumber.match(text)) {
        QString digits = m.captured(1);
        for (qsizetype at = digits.size() - 3; at > 0; at -= 3)
            digits.insert(at, QLatin1Char(','));
        text.replace(m.capturedStart(1), m.capturedLength(1), digits);
    }
    static const QRegularExpression unit(QStringLiteral(R"((\d|–) (?=[^\d/ –]))"));
    return text.replace(unit, QStringLiteral("\\1\u00a0"));
}

}  // namespace

class ExperimentsPanelTest : public QObject {
    Q_OBJECT

private slots:
    void everyRowIsListedBeforeARun()
    {
        ExperimentsPanel panel;
        QCOMPARE(panel.table()->rowCount(), int(experiments().size()));
        for (int row = 0; row < panel.table()->rowCount(); ++row) {
            const Experiment& e = experiments()[std::size_t(row)];
            QCOMPARE(panel.table()->item(row, ExperimentsPanel::IdColumn)->text(), idOf(e));
            QCOMPARE(panel.table()->item(row, ExperimentsPanel::ArticleColumn)->text(), QString::fromUtf8(e.articleText));
            QVERIFY(panel.table()->item(row, ExperimentsPanel::MeasuredColumn)->text().isEmpty());
        }
        QVERIFY(!panel.cancelButton()->isEnabled());
    }

    void runAllShowsTheEnginesFigures()
    {
        ExperimentsPanel panel;
        panel.resize(1700, 720);
        panel.show();
        QSignalSpy finished(&panel, &ExperimentsPanel::runFinished);
        panel.runAllButton()->click();
        QVERIFY(panel.isRunning());
        QVERIFY(panel.cancelButton()->isEnabled());
        QVERIFY(!panel.runAllButton()->isEnabled());
        QVERIFY(finished.wait(120000));
        QCOMPARE(panel.progressBar()->value(), 1000);
        QVERIFY(panel.runAllButton()->isEnabled());

        // Every row holds what the engine's run returned for its experiment, and shows exactly
        // that (the catalogue runs once here; tst_experiments asserts the engine's figures).
        const auto& outcomes = panel.outcomes();
        QCOMPARE(outcomes.size(), std::size_t(panel.table()->rowCount()));
        int differs = 0;
        for (int row = 0; row < panel.table()->rowCount(); ++row) {
            QVERIFY(outcomes[std::size_t(row)].has_value());
            const ExperimentOutcome& expected = *outcomes[std::size_t(row)];
            QCOMPARE(expected.experiment, &experiments()[std::size_t(row)]);
            QCOMPARE(expected.result.verdict, judge(*expected.experiment, expected.result.measured));
            const QString id = idOf(*expected.experiment);
            QCOMPARE(panel.table()->item(row, ExperimentsPanel::IdColumn)->text(), id);
            QCOMPARE(panel.table()->item(row, ExperimentsPanel::MeasuredColumn)->text(),
                     asTheWindowWrites(expected.result.measured.text()));
            QCOMPARE(panel.table()->item(row, ExperimentsPanel::TheoryColumn)->text(),
                     expected.result.theoretical.empty() ? QStringLiteral("–")
                                                         : asTheWindowWrites(expected.result.theoretical.text()));
            QTableWidgetItem* verdict = panel.table()->item(row, ExperimentsPanel::VerdictColumn);
            QCOMPARE(verdict->data(Qt::UserRole).toInt(), int(expected.result.verdict));
            QCOMPARE(verdict->text(), QString::fromUtf8(verdictName(expected.result.verdict).data()));
            differs += expected.result.verdict == Verdict::Differs;
            QStringList notes;
            for (const char* note : expected.notes())
                notes << QString::fromUtf8(note);
            QCOMPARE(panel.table()->item(row, ExperimentsPanel::NoteColumn)->text(), notes.join(' '));
        }
        QVERIFY(panel.statusLabel()->text().contains(QStringLiteral("%1 differ").arg(differs)));
        // The article's own figures, as the engine reproduces them.
        const auto rowOf = [](std::string_view id) { return int(findExperiment(id) - experiments().data()); };
        QCOMPARE(panel.table()->item(rowOf("ring-8-9"), ExperimentsPanel::MeasuredColumn)->text(), QString("11.06\u00a0%"));
        QCOMPARE(panel.table()->item(rowOf("failover-4-misses"), ExperimentsPanel::MeasuredColumn)->text(), QString("24.62\u00a0%"));

        // Charts: bars for a figure, curves for the sweep; both draw.
        for (const char* id : {"naive-ring-4-md5-names", "replicas-sweep"}) {
            panel.selectExperiment(id);
            QCOMPARE(panel.chart()->experiment(), findExperiment(id));
            QImage image(panel.chart()->exportSize(), QImage::Format_ARGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            panel.chart()->render(painter, image.size());
            painter.end();
            QVERIFY2(inkedPixels(image) > 5000, id);
            if (const QByteArray dir = qgetenv("RINGLAB_EXPERIMENTS_SCREENSHOTS"); !dir.isEmpty())
                image.save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("chart-%1.png").arg(id)));
        }
        panel.selectExperiment("replicas-160-500");
        if (const QByteArray dir = qgetenv("RINGLAB_EXPERIMENTS_SCREENSHOTS"); !dir.isEmpty())
            panel.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("panel.png")));

        // Docked and short, a long note stays in its own scrolling place, under the chart.
        panel.resize(1100, 300);
        panel.selectExperiment("naive-ring-4-md5-names");
        QApplication::processEvents();
        const auto* details = panel.findChild<QScrollArea*>(QStringLiteral("ExperimentDetails"));
        QVERIFY(details);
        const QRect chart(panel.chart()->mapTo(&panel, QPoint(0, 0)), panel.chart()->size());
        const QRect note(details->mapTo(&panel, QPoint(0, 0)), details->size());
        QVERIFY2(!chart.intersects(note), qPrintable(QString("chart %1,%2 %3x%4; note at %5").arg(chart.x()).arg(chart.y())
                                                         .arg(chart.width()).arg(chart.height()).arg(note.y())));
        QVERIFY(chart.height() > 0);
    }

    void cancelStopsARun()
    {
        ExperimentsPanel panel;
        QSignalSpy finished(&panel, &ExperimentsPanel::runFinished);
        panel.runAll();
        panel.cancelButton()->click();
        QVERIFY(finished.wait(120000));
        const auto shown = std::count_if(panel.outcomes().begin(), panel.outcomes().end(),
                                         [](const auto& outcome) { return outcome.has_value(); });
        QVERIFY(shown < std::ptrdiff_t(experiments().size()));
        QVERIFY(panel.statusLabel()->text().contains(QStringLiteral("cancelled")) || shown == 0);
        QVERIFY(panel.runAllButton()->isEnabled());
        QVERIFY(!panel.cancelButton()->isEnabled());
    }

    void viewMenuOpensTheDock()
    {
        MainWindow window(false);
        QAction* action = window.experimentsAction();
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("ExperimentsDock"));
        QVERIFY(dock);
        QVERIFY(dock->isHidden());
        window.show();
        action->trigger();
        QVERIFY(dock->isVisible());
        QCOMPARE(dock->widget(), static_cast<QWidget*>(window.experimentsPanel()));
    }
};

QTEST_MAIN(ExperimentsPanelTest)
#include "tst_experimentspanel.moc"
