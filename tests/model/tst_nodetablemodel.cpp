// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The node table: consistent under QAbstractItemModelTester, figures from the engine,
// in-place edits validated.
#include "model/Format.h"
#include "model/LabModel.h"
#include "model/NodeTableModel.h"
#include "model/core/CassandraPlacement.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

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
                 formatCount(stats.members[1].keys));
        QCOMPARE(table.index(1, NodeTableModel::OfFair).data().toString(),
                 formatShare(stats.members[1].ofFair, 1));
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

    // Cassandra: the rack and "Owns (effective)" columns show the engine's racks and
    // nodetool's figure (adding up to RF × 100 %); racks edit in place, and a node renamed or
    // removed takes its rack and given tokens along.
    void showsCassandrasRacksAndEffectiveOwnership()
    {
        LabModel lab;
        LabState state;
        state.config.algorithm = Algorithm::Cassandra;
        state.config.cassandra.replicationFactor = 2;
        state.members = {{"n1", 1}, {"n2", 1}, {"n3", 1}, {"n4", 1}};
        state.keys.count = 10000;
        QVERIFY(lab.replaceState(state, "four").isEmpty());
        NodeTableModel table(&lab);
        QVERIFY(NodeTableModel::showsColumn(NodeTableModel::OwnsEffective, Algorithm::Cassandra));
        QVERIFY(!NodeTableModel::showsColumn(NodeTableModel::Rack, Algorithm::Ring));
        QVERIFY(table.setData(table.index(0, NodeTableModel::Rack), "east"));
        QVERIFY(table.setData(table.index(1, NodeTableModel::Rack), "west"));
        QTRY_VERIFY_WITH_TIMEOUT(!lab.busy() && lab.result().primary &&
                                     lab.result().primary->config == lab.state().config, 60000);
        const auto& snapshot = *lab.result().primary;
        const auto& cassandra = dynamic_cast<const CassandraPlacement&>(*snapshot.placement);
        QCOMPARE(snapshot.replicationFactor, 2);
        const std::vector<double> owns = cassandra.effectiveOwnership(2);
        double total = 0;
        for (int row = 0; row < 4; ++row) {
            QCOMPARE(table.index(row, NodeTableModel::Rack).data().toString(),
                     QString::fromStdString(cassandra.rackOf(static_cast<MemberIndex>(row))));
            QCOMPARE(table.index(row, NodeTableModel::OwnsEffective).data().toString(),
                     formatShare(owns[static_cast<std::size_t>(row)], 1));
            total += owns[static_cast<std::size_t>(row)];
        }
        QCOMPARE(table.index(0, NodeTableModel::Rack).data().toString(), QString("east"));
        QCOMPARE(table.index(2, NodeTableModel::Rack).data().toString(), QString("rack1"));
        QVERIFY(std::abs(total - 2.0) < 1e-9);

        // Renamed, a node keeps its rack and tokens; removed, they go with it.
        LabState withTokens = lab.state();
        withTokens.config.cassandra.initialTokens = parseMemberTokens("n1=-100,200");
        const QString refused = lab.replaceState(withTokens, "tokens");
        QVERIFY2(refused.isEmpty(), qPrintable(refused));
        QVERIFY(table.setData(table.index(0, NodeTableModel::Id), "n1-renamed"));
        QCOMPARE(lab.rackOf("n1-renamed"), QString("east"));
        QCOMPARE(lab.state().config.cassandra.initialTokens.front().id, std::string("n1-renamed"));
        QVERIFY(lab.removeMember("n1-renamed").isEmpty());
        QVERIFY(lab.state().config.cassandra.initialTokens.empty());
        QCOMPARE(lab.state().config.cassandra.racks.size(), std::size_t{1});
        // An emptied rack puts the node back in rack1.
        QVERIFY(table.setData(table.index(0, NodeTableModel::Rack), ""));
        QVERIFY(lab.state().config.cassandra.racks.empty());
        QTRY_VERIFY_WITH_TIMEOUT(!lab.busy(), 60000);
    }

    void refusesBadRacksAndReplicationFactors()
    {
        LabModel lab;
        QVERIFY(lab.setAlgorithm(Algorithm::Cassandra).isEmpty());
        NodeTableModel table(&lab);
        const LabState before = lab.state();
        QSignalSpy rejected(&table, &NodeTableModel::editRejected);
        QVERIFY(!table.setData(table.index(0, NodeTableModel::Rack), "a,b"));
        QVERIFY(rejected.at(0).at(0).toString().contains("cannot hold"));
        QVERIFY(!table.setData(table.index(0, NodeTableModel::Rack), QString(256, 'r')));
        QVERIFY(rejected.at(1).at(0).toString().contains("at most 255 bytes"));
        QVERIFY(lab.setReplicationFactor(9).contains("replication factor 9 needs at least 9 nodes; there are 8"));
        QVERIFY(lab.setReplicationFactor(-1).contains("at least 1, got -1"));
        QCOMPARE(lab.state(), before);
        QVERIFY(!(table.flags(table.index(0, NodeTableModel::Rack)) & Qt::ItemIsEditable) ==
                (lab.state().config.algorithm != Algorithm::Cassandra));
        QTRY_VERIFY_WITH_TIMEOUT(!lab.busy(), 60000);
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
