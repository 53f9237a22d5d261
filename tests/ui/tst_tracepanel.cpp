// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Trace keys panel off-screen, against the engine: session:user:42 through the 8 → 9 change
// (hash in decimal and hex, owner before and after, replica order), the ring's marks and the
// zoom to a traced key, a key dot clicked in the ring, the moved keys of the change (count =
// the diff's, on the default million keys too), their filters and the CSV export. With
// RINGLAB_TRACE_SCREENSHOTS=DIR the window is written there with a traced key, at 1280 × 720 and
// 1600 × 1000 (RINGLAB_TRACE_LANG=de for German), for review.
#include "model/core/KeyTrace.h"
#include "ui/common/AnimationClock.h"
#include "ui/lab/KeyTracePanel.h"
#include "ui/lab/MovedKeysModel.h"
#include "ui/lab/RingView.h"
#include "ui/window/MainWindow.h"

#include "tests/common/SmallLab.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QSignalSpy>
#include <QTest>

using namespace ringlab;
using namespace ringlab::ui;

namespace {

QString cell(const QTableWidget* table, int row, int column)
{
    return table->item(row, column)->text();
}

bool addNode(MainWindow& window, const QString& id)
{
    const auto generation = window.lab()->result().primary->generation;
    if (!window.lab()->addMember(id).isEmpty())
        return false;
    return QTest::qWaitFor([&] { return !window.lab()->busy() && window.lab()->result().primary->generation > generation; },
                           120000);
}

}  // namespace

class TestTracePanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (qEnvironmentVariable("RINGLAB_TRACE_LANG") == QLatin1String("de")) {
            auto* translator = new QTranslator(this);
            if (translator->load(QStringLiteral(":/i18n/ringlab_de.qm")))
                QCoreApplication::installTranslator(translator);
            QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        }
    }

    // The teacher's case: trace session:user:42 with 8 nodes, add cache-09.
    void tracesSessionUser42ThroughEightToNine()
    {
        MainWindow window(false);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(tests::useSmallLab(window));
        KeyTracePanel* panel = window.keyTracePanel();
        QVERIFY(panel);
        window.keyTraceAction()->trigger();
        QVERIFY(window.keyTraceAction()->isChecked());

        panel->keyEdit()->setText(QStringLiteral("session:user:42"));
        emit panel->keyEdit()->returnPressed();  // as Trace
        QVERIFY(panel->keyEdit()->text().isEmpty());
        QCOMPARE(panel->tracedKeys(), QStringList{QStringLiteral("session:user:42")});
        QTableWidget* table = panel->traceTable();
        QCOMPARE(table->rowCount(), 1);

        const auto eight = window.lab()->result().primary;
        const Placement& before = *eight->placement;
        const std::string key = "session:user:42";
        const KeyHash hash = before.keyHash().hash(key);
        QCOMPARE(cell(table, 0, KeyTracePanel::HashCol), QString::number(hash));
        QCOMPARE(cell(table, 0, KeyTracePanel::HexCol), QStringLiteral("0x%1").arg(hash, 8, 16, QLatin1Char('0')));
        QCOMPARE(cell(table, 0, KeyTracePanel::OwnerCol), QString::fromStdString(before.ownerOf(key)));
        QCOMPARE(cell(table, 0, KeyTracePanel::BeforeCol), QStringLiteral("—"));
        // Clockwise: the owning point is the first at or after the hash.
        const auto positions = eight->ring()->positions();
        const auto at = std::lower_bound(positions.begin(), positions.end(), narrowKeyHash(hash));
        const std::size_t point = at == positions.end() ? 0 : static_cast<std::size_t>(at - positions.begin());
        QCOMPARE(panel->traces().front().after.ownerPoint->index, point);
        QVERIFY(cell(table, 0, KeyTracePanel::PointCol).startsWith(QString::fromStdString(before.ownerOf(key)) + QLatin1Char('#')));

        // The ring marks it, with the walk to its owning point.
        QCOMPARE(window.ringView()->traceMarks().size(), std::size_t{1});
        const TraceMark& mark = window.ringView()->traceMarks().front();
        QCOMPARE(mark.position, double(narrowKeyHash(hash)));
        QCOMPARE(*mark.ownerPosition, double(positions[point]));
        QVERIFY(mark.current);
        QCOMPARE(window.ringView()->traceLabelBoxes().size(), std::size_t{1});

        QVERIFY(addNode(window, QStringLiteral("cache-09")));
        window.animationClock()->skipToEnd();
        const auto nine = window.lab()->result().primary;
        QVERIFY(nine->diff);
        QCOMPARE(window.lab()->previousSnapshot(), eight);
        const Placement& after = *nine->placement;
        QCOMPARE(cell(table, 0, KeyTracePanel::HashCol), QString::number(after.keyHash().hash(key)));
        QCOMPARE(cell(table, 0, KeyTracePanel::OwnerCol), QString::fromStdString(after.ownerOf(key)));
        QCOMPARE(cell(table, 0, KeyTracePanel::BeforeCol), QString::fromStdString(before.ownerOf(key)));
        const bool moved = before.ownerOf(key) != after.ownerOf(key);
        QCOMPARE(cell(table, 0, KeyTracePanel::MovedCol), QCoreApplication::translate("ringlab::ui::KeyTracePanel", moved ? "yes" : "no"));
        std::vector<MemberIndex> owners;
        after.ownersOfHash(after.keyHash().hash(key), 3, owners);
        QStringList replicas;
        for (const MemberIndex m : owners)
            replicas << QString::fromStdString(after.members()[m].id);
        QCOMPARE(cell(table, 0, KeyTracePanel::ReplicasCol), replicas.join(QStringLiteral(" → ")));
        // Five replicas asked: five distinct nodes.
        panel->setReplicaCount(5);
        QCOMPARE(cell(table, 0, KeyTracePanel::ReplicasCol).count(QStringLiteral(" → ")), 4);
        QVERIFY(panel->detailText().contains(QStringLiteral("session:user:42")));

        // Double-click zooms the ring to the key and its owning point.
        const auto [start, length] = panel->zoomArc(0);
        QVERIFY(length < 0.05);
        emit panel->traceTable()->cellDoubleClicked(0, 0);
        QCOMPARE(window.ringView()->visibleArcLength(), length);
        QCOMPARE(window.ringView()->visibleArcStart(), start);
        const double keyFraction = narrowKeyHash(after.keyHash().hash(key)) / kHashSpace;
        QVERIFY(wrapUnit(keyFraction - start) <= length);

        // The moved keys: as many as the counter's.
        MovedKeysModel* movedKeys = panel->movedKeys();
        QCOMPARE(movedKeys->movedCount(), nine->diff->movedKeys);
        QCOMPARE(static_cast<std::size_t>(movedKeys->rowCount()), nine->diff->movedKeys);
        QVERIFY(panel->movedCountLabel()->text().contains(QLocale().toString(qulonglong(nine->diff->movedKeys))));
        // Every row's owners are the engine's, and the row's key did move.
        for (int row : {0, movedKeys->rowCount() / 2, movedKeys->rowCount() - 1}) {
            const std::string k = movedKeys->keyAt(row).toStdString();
            QCOMPARE(movedKeys->index(row, MovedKeysModel::FromColumn).data().toString().toStdString(), before.ownerOf(k));
            QCOMPARE(movedKeys->index(row, MovedKeysModel::ToColumn).data().toString().toStdString(), after.ownerOf(k));
            QVERIFY(before.ownerOf(k) != after.ownerOf(k));
        }
        // On a ring every moved key went to cache-09: the To filter on it keeps them all.
        panel->toFilter()->setCurrentIndex(panel->toFilter()->findText(QStringLiteral("cache-09")));
        panel->applyFilter();
        QCOMPARE(movedKeys->shownCount(), nine->diff->movedKeys);
        panel->toFilter()->setCurrentIndex(panel->toFilter()->findText(QStringLiteral("cache-01")));
        panel->applyFilter();
        QCOMPARE(movedKeys->shownCount(), std::size_t{0});
        // From cache-03: the keys cache-03 lost, the engine's flow.
        panel->toFilter()->setCurrentIndex(0);
        panel->fromFilter()->setCurrentIndex(panel->fromFilter()->findText(QStringLiteral("cache-03")));
        panel->applyFilter();
        std::size_t lost = 0;
        for (const KeyFlow& flow : nine->diff->flows)
            lost += flow.from == "cache-03" ? flow.keys : 0;
        QCOMPARE(movedKeys->shownCount(), lost);
        // Text: the moved keys whose name holds "user:42".
        panel->fromFilter()->setCurrentIndex(0);
        panel->movedFilterEdit()->setText(QStringLiteral("user:42"));
        panel->applyFilter();
        std::size_t expected = 0;
        for (std::uint32_t k = 0; k < nine->keys.size(); ++k) {
            const std::string name = nine->keys.key(k);
            expected += name.find("user:42") != std::string::npos &&
                                eight->members[eight->assignment.owners[k]].id != nine->members[nine->assignment.owners[k]].id
                            ? 1
                            : 0;
        }
        QCOMPARE(movedKeys->shownCount(), expected);
        QVERIFY(panel->movedCountLabel()->text().contains(QLocale().toString(qulonglong(expected))));
        panel->movedFilterEdit()->clear();
        panel->applyFilter();
        QCOMPARE(movedKeys->shownCount(), nine->diff->movedKeys);

        // Clicking a key dot in the ring traces it.
        RingView* ring = window.ringView();
        ring->resetZoom();
        QSignalSpy clicked(ring, &RingView::keyClicked);
        emit ring->keyClicked(QStringLiteral("session:user:7"));
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(panel->tracedKeys().size(), 2);
        QCOMPARE(panel->tracedKeys().back(), QStringLiteral("session:user:7"));
        QCOMPARE(window.ringView()->traceMarks().size(), std::size_t{2});
        // Two labels, apart.
        const std::vector<QRectF> boxes = window.ringView()->traceLabelBoxes();
        QCOMPARE(boxes.size(), std::size_t{2});
        QVERIFY(!boxes[0].intersects(boxes[1]));

        if (const QString dir = qEnvironmentVariable("RINGLAB_TRACE_SCREENSHOTS"); !dir.isEmpty()) {
            const QString lang = qEnvironmentVariable("RINGLAB_TRACE_LANG", QStringLiteral("en"));
            panel->traceTable()->selectRow(0);
            for (const QSize size : {QSize(1280, 720), QSize(1600, 1000)}) {
                window.resize(size);
                QTest::qWait(200);
                window.ringView()->resetZoom();
                window.grab().save(QDir(dir).filePath(QStringLiteral("trace-%1-%2.png").arg(lang).arg(size.width())));
                emit panel->traceTable()->cellDoubleClicked(0, 0);
                QTest::qWait(50);
                window.grab().save(QDir(dir).filePath(QStringLiteral("trace-zoom-%1-%2.png").arg(lang).arg(size.width())));
                panel->tabs()->setCurrentIndex(1);
                QTest::qWait(50);
                window.grab().save(QDir(dir).filePath(QStringLiteral("moved-%1-%2.png").arg(lang).arg(size.width())));
                panel->tabs()->setCurrentIndex(0);
            }
        }

        // Closing the panel takes the marks off the ring; a click then traces nothing.
        window.keyTraceAction()->trigger();
        QVERIFY(window.ringView()->traceMarks().empty());
        emit ring->keyClicked(QStringLiteral("session:user:8"));
        QCOMPARE(panel->tracedKeys().size(), 2);
    }

    // In compare mode the compare pane's ring marks the same keys where its algorithm puts them.
    void theComparePaneMarksTheSameKeys()
    {
        MainWindow window(false);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(tests::useSmallLab(window));
        window.keyTraceAction()->trigger();
        window.keyTracePanel()->traceKeys(QStringLiteral("session:user:42"));
        const auto generation = window.lab()->result().primary->generation;
        QCOMPARE(window.lab()->setCompareAlgorithm(Algorithm::Jump), QString());
        QVERIFY(QTest::qWaitFor(
            [&] { return !window.lab()->busy() && window.lab()->result().primary->generation > generation; }, 120000));
        const auto& compared = window.lab()->result().compare;
        QVERIFY(compared);
        const KeyTrace expected = traceKey(*compared->placement, "session:user:42", 1);
        const std::vector<TraceMark>& marks = window.compareRingView()->traceMarks();
        QCOMPARE(marks.size(), std::size_t{1});
        QCOMPARE(marks.front().owner, static_cast<int>(expected.owner));
        QCOMPARE(marks.front().position, static_cast<double>(expected.drawnPosition));
        QVERIFY(marks.front().label.endsWith(QString::fromStdString(expected.ownerId)));
        QCOMPARE(window.ringView()->traceMarks().size(), std::size_t{1});
        window.keyTraceAction()->trigger();
        QVERIFY(window.compareRingView()->traceMarks().empty());
    }

    // The CSV export of a small lab is the engine's moved keys, line for line.
    void exportsTheMovedKeysAsCsv()
    {
        MainWindow window(false);
        LabState state;
        state.members = numberedMembers("n", 3, 1);
        state.config.algorithm = Algorithm::Modulo;
        state.keys.count = 1000;
        QVERIFY(window.lab()->replaceState(state, "tiny").isEmpty());
        QVERIFY(waitUntilSettled(window));
        const auto before = window.lab()->result().primary;
        QVERIFY(addNode(window, QStringLiteral("n4")));
        const auto after = window.lab()->result().primary;
        KeyTracePanel* panel = window.keyTracePanel();
        QCOMPARE(panel->movedKeys()->movedCount(), after->diff->movedKeys);

        QString expected = QStringLiteral("key,from,to\n");
        for (std::uint32_t k = 0; k < after->keys.size(); ++k) {
            const std::string key = after->keys.key(k);
            const std::string from = before->placement->ownerOf(key);
            const std::string to = after->placement->ownerOf(key);
            if (from != to)
                expected += QStringLiteral("%1,%2,%3\n").arg(QString::fromStdString(key), QString::fromStdString(from),
                                                             QString::fromStdString(to));
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("moved.csv"));
        QCOMPARE(panel->exportMovedKeys(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), expected);
        // A directory is refused, with a reason.
        QVERIFY(!panel->exportMovedKeys(dir.path()).isEmpty());
        // Filtered: only the rows shown.
        panel->toFilter()->setCurrentIndex(panel->toFilter()->findText(QStringLiteral("n4")));
        panel->applyFilter();
        QCOMPARE(panel->exportMovedKeys(path), QString());
        file.close();
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(static_cast<std::size_t>(lines.size() - 1), panel->movedKeys()->shownCount());
        for (qsizetype i = 1; i < lines.size(); ++i)
            QVERIFY(lines[i].endsWith(QStringLiteral(",n4")));
    }

    // The default million keys: the list counts the diff's moved keys and filters without delay.
    void aMillionKeysStayFast()
    {
        MainWindow window(false);
        QVERIFY(waitUntilSettled(window));
        QCOMPARE(window.lab()->result().primary->keys.size(), std::size_t{1000000});
        QVERIFY(addNode(window, QStringLiteral("cache-09")));
        const auto nine = window.lab()->result().primary;
        KeyTracePanel* panel = window.keyTracePanel();
        QCOMPARE(panel->movedKeys()->movedCount(), nine->diff->movedKeys);
        QElapsedTimer timer;
        timer.start();
        panel->movedFilterEdit()->setText(QStringLiteral("99"));
        panel->applyFilter();
        QVERIFY(panel->movedKeys()->shownCount() > 0);
        (void)panel->movedKeys()->index(panel->movedKeys()->rowCount() - 1, 0).data();
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
    }
};

QTEST_MAIN(TestTracePanel)
#include "tst_tracepanel.moc"
