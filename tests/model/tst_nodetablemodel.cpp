// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The node table: consistent under QAbstractItemModelTester, figures from the engine,
// in-place edits validated.
#include "model/LabModel.h"
#include "model/NodeTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

using namespace ringlab;

class NodeTableModelTest : public QObject {
    Q_OBJECT

private slots:
    void passesTheModelTester()
    {
        LabModel lab;
        NodeTableModel table(&lab);
        QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(table.rowCount(), 8);
        QVERIFY(lab.addMember("cache-09").isEmpty());
        QCOMPARE(table.rowCount(), 9);
        QVERIFY(lab.removeMember("cache-01").isEmpty());
        QVERIFY(lab.setWeight("cache-02", 2).isEmpty());
        lab.undoStack()->undo();
        lab.undoStack()->undo();
        lab.undoStack()->undo();
        QCOMPARE(table.rowCount(), 8);
        QTRY_VERIFY_WITH_TIMEOUT(!lab.busy(), 60000);
    }

    void showsTheEnginesFigures()
    {
        LabModel lab;
        LabState state;
        state.members = {{"big", 4}, {"small", 1}};
        state.keys.count = 50000;
        QVERIFY(lab.replaceState(state, "two").isEmpty());
        NodeTableModel table(&lab);
        QTRY_VERIFY_WITH_TIMEOUT(!lab.busy() && lab.result().primary, 60000);
        const auto stats = lab.result().primary->stats;
        QCOMPARE(table.index(0, NodeTableModel::Id).data().toString(), QString("big"));
        QCOMPARE(table.index(0, NodeTableModel::RingPoints).data().toString(), QLocale().toString(640));
        QCOMPARE(table.index(1, NodeTableModel::Keys).data().toString(),
                 QLocale().toString(static_cast<qulonglong>(stats.members[1].keys)));
        QCOMPARE(table.index(1, NodeTableModel::OfFair).data().toString(),
                 QLocale().toString(stats.members[1].ofFair * 100, 'f', 1) + " %");
        QVERIFY(table.flags(table.index(0, NodeTableModel::Weight)) & Qt::ItemIsEditable);
        QVERIFY(!(table.flags(table.index(0, NodeTableModel::Keys)) & Qt::ItemIsEditable));
    }

    // Points that depend on the whole fleet (ketama, Envoy's ring, Cassandra's tokens): the
    // column shows the computed ring's own count.
    void countsTheComputedRingsPoints_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::newRow("ketama") << static_cast<int>(Algorithm::Ketama);
        QTest::newRow("envoy-ring") << static_cast<int>(Algorithm::EnvoyRing);
        QTest::newRow("cassandra") << static_cast<int>(Algorithm::Cassandra);
    }

    void countsTheComputedRingsPoints()
    {
        QFETCH(int, algorithm);
        LabModel lab;
        LabState state;
        state.config.algorithm = static_cast<Algorithm>(algorithm);
        state.members = {{"10.0.0.1:80", 1}, {"10.0.0.2:80", 3}, {"10.0.0.3:80", 1}};
        state.keys.count = 10000;
        QVERIFY(lab.replaceState(state, "three").isEmpty());
        NodeTableModel table(&lab);
        QTRY_VERIFY_WITH_TIMEOUT(!lab.busy() && lab.result().primary, 60000);
        const RingPlacement* ring = lab.result().primary->ring();
        QVERIFY(ring);
        for (int row = 0; row < 3; ++row)
            QCOMPARE(table.index(row, NodeTableModel::RingPoints).data().toString(),
                     QLocale().toString(static_cast<qulonglong>(ring->pointCountOf(static_cast<MemberIndex>(row)))));
    }

    void editsInPlace()
    {
        LabModel lab;
        NodeTableModel table(&lab);
        QVERIFY(table.setData(table.index(2, NodeTableModel::Weight), 2.5));
        QCOMPARE(lab.members()[2].weight, 2.5);
        QVERIFY(table.setData(table.index(2, NodeTableModel::Id), "10.0.0.3:6379"));
        QCOMPARE(lab.members()[2].id, std::string("10.0.0.3:6379"));
        QCOMPARE(table.index(2, NodeTableModel::Id).data().toString(), QString("10.0.0.3:6379"));
    }

    void rejectedEditsKeepTheOldValue_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("weight text") << int(NodeTableModel::Weight) << QVariant("heavy") << "must be a number";
        QTest::newRow("weight zero") << int(NodeTableModel::Weight) << QVariant(0.0) << "must be between 0.001 and 1000000, got 0";
        QTest::newRow("weight negative") << int(NodeTableModel::Weight) << QVariant("-3") << "got -3";
        // Finite but huge weights once gave nan shares and a sweep that never finished.
        QTest::newRow("weight huge") << int(NodeTableModel::Weight) << QVariant(1e308) << "got 1e+308";
        QTest::newRow("id too long") << int(NodeTableModel::Id) << QVariant(QString(256, 'n')) << "is longer than 255 bytes";
        QTest::newRow("id with DEL") << int(NodeTableModel::Id) << QVariant("cache\x7f") << "contains a control character";
        QTest::newRow("empty id") << int(NodeTableModel::Id) << QVariant("") << "node id is empty";
        QTest::newRow("duplicate id") << int(NodeTableModel::Id) << QVariant("cache-01") << "duplicate node id";
    }

    void rejectedEditsKeepTheOldValue()
    {
        QFETCH(int, column);
        QFETCH(QVariant, value);
        QFETCH(QString, message);
        LabModel lab;
        NodeTableModel table(&lab);
        QSignalSpy rejected(&table, &NodeTableModel::editRejected);
        const LabState before = lab.state();
        const QModelIndex cell = table.index(3, column);
        const QVariant old = cell.data();
        QVERIFY(!table.setData(cell, value));
        QCOMPARE(rejected.count(), 1);
        QVERIFY2(rejected.at(0).at(0).toString().contains(message), qPrintable(rejected.at(0).at(0).toString()));
        QCOMPARE(lab.state(), before);
        QCOMPARE(cell.data(), old);
    }
};

QTEST_MAIN(NodeTableModelTest)
#include "tst_nodetablemodel.moc"
