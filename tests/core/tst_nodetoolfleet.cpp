// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fleets read from `nodetool ring` and `nodetool status` (resources/samples/): tokens, racks,
// the replication factor from "Owns (effective)", and malformed lines refused by line and field.
#include "model/core/CassandraPlacement.h"
#include "model/core/NodetoolFleet.h"
#include "model/core/ValidationError.h"

#include <QTest>

#include <fstream>
#include <sstream>

using namespace ringlab;

namespace {

std::string sample(const char* name)
{
    const QByteArray root = qgetenv("RINGLAB_SOURCE_DIR");
    if (root.isEmpty())
        qFatal("RINGLAB_SOURCE_DIR is not set: run the test through ctest");
    std::ifstream file(root.toStdString() + "/resources/samples/" + name);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

std::string refusal(const std::function<void()>& read)
{
    try {
        read();
    } catch (const ValidationError& e) {
        return e.what();
    }
    return "accepted";
}

}  // namespace

class NodetoolFleetTest : public QObject {
    Q_OBJECT

private slots:
    void readsTheRingsTokensAndRacks()
    {
        const std::string text = sample("nodetool-ring.txt");
        QVERIFY(looksLikeNodetoolRing(text));
        QVERIFY(!looksLikeNodetoolStatus(text));
        const Fleet fleet = readNodetoolRing(text);
        QCOMPARE(fleet.format, std::string("nodetool-ring"));
        QCOMPARE(fleet.config.algorithm, Algorithm::Cassandra);
        QCOMPARE(fleet.members.size(), std::size_t{6});
        QCOMPARE(fleet.members.front().id, std::string("10.0.1.13"));  // in the order the ring names them
        std::size_t tokens = 0;
        for (const MemberTokens& node : fleet.config.cassandra.initialTokens) {
            QCOMPARE(node.tokens.size(), std::size_t{16});
            tokens += node.tokens.size();
        }
        QCOMPARE(tokens, std::size_t{96});
        QCOMPARE(fleet.config.cassandra.initialTokens.front().tokens.front(), std::int64_t{-8961301167485265268});
        QCOMPARE(fleet.config.cassandra.racks.front(), (MemberRack{"10.0.1.13", "rack3"}));
        QVERIFY(fleet.notes.empty());
        // The placement takes exactly these tokens.
        const auto placement = makePlacement(fleet.config, fleet.members);
        const auto& ring = static_cast<const CassandraPlacement&>(*placement);
        QCOMPARE(ring.tokensOf(0).front(), std::int64_t{-8961301167485265268});
    }

    void readsStatusRacksAndReplicationFactor()
    {
        const std::string text = sample("nodetool-status.txt");
        QVERIFY(looksLikeNodetoolStatus(text));
        QVERIFY(!looksLikeNodetoolRing(text));
        const Fleet fleet = readNodetoolStatus(text);
        QCOMPARE(fleet.members.size(), std::size_t{6});
        QCOMPARE(fleet.members[1].id, std::string("10.0.1.12"));
        QCOMPARE(fleet.config.cassandra.racks[1].rack, std::string("rack2"));
        QCOMPARE(fleet.config.cassandra.numTokens, 16);
        QVERIFY(fleet.config.cassandra.initialTokens.empty());
        QCOMPARE(fleet.config.cassandra.replicationFactor, 3);  // six nodes owning 50 % each
        QCOMPARE(fleet.notes.size(), std::size_t{1});           // no tokens: RingLab chooses them
    }

    void readsRingAndStatusTogether()
    {
        const Fleet fleet = readNodetoolRingAndStatus(sample("nodetool-ring.txt"), sample("nodetool-status.txt"));
        QCOMPARE(fleet.format, std::string("nodetool"));
        QCOMPARE(fleet.config.cassandra.replicationFactor, 3);
        QCOMPARE(fleet.config.cassandra.initialTokens.size(), std::size_t{6});
        const auto placement = makePlacement(fleet.config, fleet.members);
        // As nodetool status says: 50.0 % each, within its one decimal.
        for (const double owns : static_cast<const CassandraPlacement&>(*placement).effectiveOwnership(3))
            QVERIFY2(std::abs(owns - 0.5) < 0.0005, qPrintable(QString::number(owns)));
    }

    void refusesMalformedLinesByLineAndField_data()
    {
        QTest::addColumn<QString>("which");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("token") << "ring" << "-8961301167485265268" << "-89613x"
                               << "nodetool ring line 6: token \"-89613x\" is not a token";
        QTest::newRow("ring state") << "ring" << "Up     Normal  1.24" << "Up     Resting 1.24"
                                    << "nodetool ring line 6: state \"Resting\" is not Normal, Leaving, Joining or Moving";
        QTest::newRow("ring owns") << "ring" << "50.00%              -8961301167485265268" << "fifty%              -8961301167485265268"
                                   << "nodetool ring line 6: owns \"fifty%\" is not a percentage";
        QTest::newRow("second datacentre") << "ring" << "  Warning:" << "Datacenter: dc2\n  Warning:"
                                           << "a second data centre \"dc2\" after \"dc1\"";
        QTest::newRow("status code") << "status" << "UN  10.0.1.12" << "XN  10.0.1.12"
                                     << "nodetool status line 7: status and state \"XN\" is not two letters";
        QTest::newRow("status tokens") << "status" << "1.19 GiB  16" << "1.19 GiB  sixteen"
                                       << "nodetool status line 7: tokens \"sixteen\" is not a token count";
        QTest::newRow("status load") << "status" << "1.19 GiB" << "1.19 GB/s"
                                     << "nodetool status line 7: load \"1.19\" is not a load";
        QTest::newRow("host id") << "status" << "5f3ad9de-4c1e" << "5f3ad9de+4c1e"
                                 << "nodetool status line 7: host id \"5f3ad9de+4c1e-4a7b-9d3f-2b7e15195ae0\" is not a UUID";
    }

    void refusesMalformedLinesByLineAndField()
    {
        QFETCH(QString, which);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, message);
        std::string text = sample(which == "ring" ? "nodetool-ring.txt" : "nodetool-status.txt");
        const std::size_t at = text.find(from.toStdString());
        QVERIFY(at != std::string::npos);
        text.replace(at, from.size(), to.toStdString());
        const std::string got = refusal([&] {
            which == "ring" ? readNodetoolRing(text) : readNodetoolStatus(text);
        });
        QVERIFY2(got.find(message.toStdString()) != std::string::npos, got.c_str());
    }

    void refusesRingAndStatusThatDisagree()
    {
        std::string status = sample("nodetool-status.txt");
        status.replace(status.find("10.0.1.16"), 9, "10.0.1.17");
        QCOMPARE(refusal([&] { readNodetoolRingAndStatus(sample("nodetool-ring.txt"), status); }),
                 std::string("nodetool status names \"10.0.1.17\", which nodetool ring does not"));
        QCOMPARE(refusal([] { readNodetoolRing("Datacenter: dc1\n"); }).substr(0, 31),
                 std::string("nodetool ring: no token line (e"));
    }

    void notesNodesThatAreNotUpAndNormal()
    {
        std::string status = sample("nodetool-status.txt");
        status.replace(status.find("UN  10.0.1.14"), 2, "DN");
        const Fleet fleet = readNodetoolStatus(status);
        QVERIFY(std::find(fleet.notes.begin(), fleet.notes.end(), "10.0.1.14 is Down Normal") != fleet.notes.end());
    }
};

QTEST_APPLESS_MAIN(NodetoolFleetTest)
#include "tst_nodetoolfleet.moc"
