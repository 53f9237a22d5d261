// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lab model: every edit undoable, refused edits change nothing, results equal the engine.
#include "model/LabCommands.h"
#include "model/LabModel.h"
#include "tests/common/TestFiles.h"

#include <QSignalSpy>
#include <QTest>

#include <functional>

using namespace ringlab;
using namespace ringlab::tests;

namespace {

void waitForResult(LabModel& lab)
{
    QTRY_VERIFY_WITH_TIMEOUT(!lab.busy() && lab.result().primary, 60000);
}

LabState smallState()
{
    LabState state;
    state.members = numberedMembers("cache-", 4);
    state.keys.count = 20000;
    return state;
}

}  // namespace

class LabModelTest : public QObject {
    Q_OBJECT

private slots:
    void startsWithTheArticlesFleet()
    {
        LabModel lab;
        QCOMPARE(lab.members(), numberedMembers("cache-", 8));
        QCOMPARE(lab.state().config.algorithm, Algorithm::Ring);
        QCOMPARE(lab.state().config.hash, HashId::Fnv1aFmix32);
        QCOMPARE(lab.state().config.replicas, 160);
        waitForResult(lab);
        QCOMPARE(lab.result().primary->assignment.owners.size(), std::size_t{1'000'000});
    }

    void resultEqualsTheEngine()
    {
        LabModel lab;
        QVERIFY(lab.replaceState(smallState(), "small").isEmpty());
        waitForResult(lab);
        QVERIFY(lab.addMember("cache-05").isEmpty());
        waitForResult(lab);
        const auto& snapshot = *lab.result().primary;
        const auto before = makePlacement({}, numberedMembers("cache-", 4));
        const auto after = makePlacement({}, numberedMembers("cache-", 5));
        const auto keys = KeySet::fromPattern("session:user:{i}", 20000);
        const auto expected = diffAssignments(assignKeys(*before, keys), assignKeys(*after, keys));
        QVERIFY(snapshot.diff.has_value());
        QCOMPARE(snapshot.diff->movedKeys, expected.movedKeys);
        QCOMPARE(snapshot.assignment.owners, assignKeys(*after, keys).owners);
    }

    void undoRestoresThePreviousStateExactly()
    {
        LabModel lab;
        QVERIFY(lab.replaceState(smallState(), "small").isEmpty());
        const LabState start = lab.state();
        QVERIFY(lab.addMember("big", 3.0).isEmpty());
        QVERIFY(lab.setHash(HashId::Md5).isEmpty());
        QVERIFY(lab.setAlgorithm(Algorithm::Rendezvous).isEmpty());
        QVERIFY(lab.renameMember("cache-02", "10.0.0.2:6379").isEmpty());
        QVERIFY(lab.removeMember("cache-03").isEmpty());
        QVERIFY(lab.setKeyPattern("user:{i}", 5000).isEmpty());
        QCOMPARE(lab.undoStack()->count(), 7);
        for (int i = 0; i < 6; ++i)
            lab.undoStack()->undo();
        QCOMPARE(lab.state(), start);
        waitForResult(lab);
        const auto fresh = assignKeys(*makePlacement({}, numberedMembers("cache-", 4)),
                                      KeySet::fromPattern("session:user:{i}", 20000));
        QCOMPARE(lab.result().primary->assignment.owners, fresh.owners);
        for (int i = 0; i < 6; ++i)
            lab.undoStack()->redo();
        QCOMPARE(lab.state().config.algorithm, Algorithm::Rendezvous);
        QCOMPARE(lab.state().keys.pattern, QString("user:{i}"));
    }

    void refusedEditsChangeNothing_data()
    {
        QTest::addColumn<int>("edit");
        QTest::addColumn<QString>("message");
        QTest::newRow("duplicate id") << 0 << "duplicate node id \"cache-01\"";
        QTest::newRow("empty id") << 1 << "node id is empty";
        QTest::newRow("zero weight") << 2 << "must be between 0.001 and 1000000, got 0";
        QTest::newRow("NaN weight") << 3 << "got nan";
        QTest::newRow("rename to existing") << 4 << "duplicate node id \"cache-02\"";
        QTest::newRow("remove unknown") << 5 << "There is no node";
        QTest::newRow("replicas 0") << 6 << "replicas must be at least 1";
        QTest::newRow("ring too large") << 7 << "the limit is 16777216 points";
        QTest::newRow("pattern without i") << 8 << "no {i} placeholder";
        QTest::newRow("too many keys") << 9 << "between";
        QTest::newRow("missing key file") << 10 << "keys file \"/nonexistent/keys.txt\" does not exist";
        QTest::newRow("remove the last") << 11 << "last node";
        // Issue 25, item 3: jump and modulo would ignore the weights.
        QTest::newRow("jump with a weighted node") << 12 << "jump ignores weights, and node \"cache-01\" has weight 2";
        QTest::newRow("a weight under modulo") << 13 << "modulo ignores weights, and node \"cache-01\" has weight 3";
    }

    void refusedEditsChangeNothing()
    {
        QFETCH(int, edit);
        QFETCH(QString, message);
        LabModel lab;
        if (edit == 11)
            QVERIFY(lab.replaceState({{{"only", 1}}, {}, {}, {}}, "one").isEmpty());
        if (edit == 12)
            QVERIFY(lab.replaceState({{{"cache-01", 2}, {"cache-02", 1}}, {}, {}, {}}, "weighted").isEmpty());
        if (edit == 13)
            QVERIFY(lab.replaceState({{{"cache-01", 1}, {"cache-02", 1}}, {Algorithm::Modulo}, {}, {}}, "modulo").isEmpty());
        const LabState before = lab.state();
        const int steps = lab.undoStack()->count();
        QSignalSpy changed(&lab, &LabModel::stateChanged);
        QString problem;
        switch (edit) {
        case 0: problem = lab.addMember("cache-01"); break;
        case 1: problem = lab.addMember("  "); break;
        case 2: problem = lab.setWeight("cache-01", 0.0); break;
        case 3: problem = lab.setWeight("cache-01", std::nan("")); break;
        case 4: problem = lab.renameMember("cache-01", "cache-02"); break;
        case 5: problem = lab.removeMember("cache-99"); break;
        case 6: problem = lab.setReplicas(0); break;
        case 7: problem = lab.setReplicas(3'000'000); break;
        case 8: problem = lab.setKeyPattern("user", 1000); break;
        case 9: problem = lab.setKeyPattern("user:{i}", 20'000'000); break;
        case 10: problem = lab.setKeyFile("/nonexistent/keys.txt"); break;
        case 11: problem = lab.removeMember("only"); break;
        case 12: problem = lab.setAlgorithm(Algorithm::Jump); break;
        case 13: problem = lab.setWeight("cache-01", 3.0); break;
        }
        QVERIFY2(problem.contains(message), qPrintable(problem));
        QCOMPARE(lab.state(), before);
        QCOMPARE(lab.undoStack()->count(), steps);
        QCOMPARE(changed.count(), 0);
    }

    // Cassandra 4.0's allocator needs one rack or at least as many racks as replicas: a rack set
    // on one node of four at RF 3 is refused saying so, and random allocation takes it.
    void racksNeedTheirTokenAllocation()
    {
        LabModel lab;
        LabState cassandra;
        cassandra.members = numberedMembers("n", 4);
        cassandra.config.algorithm = Algorithm::Cassandra;
        cassandra.config.cassandra.replicationFactor = 3;
        cassandra.keys.count = 1000;
        QVERIFY(lab.replaceState(cassandra, "cassandra").isEmpty());
        const QString refused = lab.setRack("n01", "r2");
        QVERIFY2(!refused.isEmpty() && refused.contains("rack"), qPrintable(refused));
        QCOMPARE(lab.state(), cassandra);
        QVERIFY(lab.setTokenAllocation(CassandraTokenAllocation::Random).isEmpty());
        QCOMPARE(lab.state().config.cassandra.tokenAllocation, CassandraTokenAllocation::Random);
        QVERIFY(lab.setRack("n01", "r2").isEmpty());
        lab.undoStack()->undo();
        lab.undoStack()->undo();
        QCOMPARE(lab.state(), cassandra);
    }

    void sliderEditsMergeIntoOneStep()
    {
        LabModel lab;
        const int steps = lab.undoStack()->count();
        for (int replicas = 161; replicas <= 200; ++replicas)
            QVERIFY(lab.setReplicas(replicas).isEmpty());
        QCOMPARE(lab.undoStack()->count(), steps + 1);
        for (double w : {1.5, 2.0, 2.5})
            QVERIFY(lab.setWeight("cache-01", w).isEmpty());
        QCOMPARE(lab.undoStack()->count(), steps + 2);
        lab.undoStack()->undo();
        QCOMPARE(lab.members()[0].weight, 1.0);
        lab.undoStack()->undo();
        QCOMPARE(lab.state().config.replicas, 160);
        // Newest wins: after a burst of edits the result is the last state's.
        waitForResult(lab);
        QCOMPARE(lab.result().primary->config.replicas, 160);
    }

    // Issue 24, item 4: edits that merge into one undo step (a slider dragged, a weight typed
    // again) are measured as that step, from the state before it to the state after, even when
    // results for the values in between came in; undo and redo measure the same step, and every
    // figure is the engine's for the two states over the lab's keys (what `ringlab-cli move` runs).
    void aMergedStepIsMeasuredWhole()
    {
        LabModel lab;
        QVERIFY(lab.replaceState(smallState(), "small").isEmpty());
        waitForResult(lab);
        const auto settledEdit = [&](const QString& problem, std::uint64_t generation) {
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QTRY_VERIFY_WITH_TIMEOUT(!lab.busy() && lab.result().primary->generation > generation, 60000);
        };
        const auto expectMovement = [&](const LabState& from, const LabState& to, const QString& change) {
            const auto keys = KeySet::fromPattern("session:user:{i}", 20000);
            const auto expected = diffAssignments(assignKeys(*makePlacement(from.config, from.members), keys),
                                                  assignKeys(*makePlacement(to.config, to.members), keys));
            const LabSnapshot& snapshot = *lab.result().primary;
            QVERIFY(snapshot.diff);
            QCOMPARE(QString::fromStdString(snapshot.change), change);
            QCOMPARE(snapshot.diff->movedKeys, expected.movedKeys);
            QCOMPARE(snapshot.diff->leastMovedKeys, expected.leastMovedKeys);
            QCOMPARE(snapshot.previousMembers, from.members);
            // What the key trace sets the snapshot against is the snapshot it was measured from.
            QVERIFY(lab.previousSnapshot());
            QVERIFY(lab.previousSnapshot()->config == from.config);
            QCOMPARE(lab.previousSnapshot()->generation, snapshot.previousGeneration);
        };
        const auto measuresTheStep = [&](const auto& edits, const QString& change) {
            const int steps = lab.undoStack()->count();
            for (const auto& edit : edits)
                settledEdit(edit(), lab.result().primary->generation);
            QCOMPARE(lab.undoStack()->count(), steps + 1);
            const auto* step = static_cast<const ChangeLabStateCommand*>(lab.undoStack()->command(steps));
            expectMovement(step->before(), step->after(), change);
            const QString text = step->text();
            settledEdit((lab.undoStack()->undo(), QString()), lab.result().primary->generation);
            expectMovement(step->after(), step->before(), "undoing “" + text + "”");
            settledEdit((lab.undoStack()->redo(), QString()), lab.result().primary->generation);
            expectMovement(step->before(), step->after(), "redoing “" + text + "”");
        };
        using Edit = std::function<QString()>;
        measuresTheStep(std::vector<Edit>{[&] { return lab.setReplicas(300); }, [&] { return lab.setReplicas(700); },
                                          [&] { return lab.setReplicas(645); }},
                        "setting replicas to 645");
        measuresTheStep(std::vector<Edit>{[&] { return lab.setWeight("cache-02", 2); },
                                          [&] { return lab.setWeight("cache-02", 3.5); },
                                          [&] { return lab.setWeight("cache-02", 2.5); }},
                        "setting the weight of cache-02 to 2.5");
    }

    // Ask first holds one measured edit, uncomputed, until it is released (then applied as the
    // edit, one undo step, measured as it) or dropped; meanwhile another measured edit and a walk
    // through the history are refused, and an edit that is not measured passes.
    void askFirstHoldsOneMeasuredEdit()
    {
        LabModel lab;
        QVERIFY(lab.replaceState(smallState(), "small").isEmpty());
        waitForResult(lab);
        const LabState small = lab.state();
        const int steps = lab.undoStack()->count();
        lab.setHoldChanges(true);
        QSignalSpy held(&lab, &LabModel::changeHeld);
        QVERIFY(lab.addMember("cache-05").isEmpty());
        QCOMPARE(held.count(), 1);
        QCOMPARE(held.first().first().toString(), QString("adding cache-05"));
        QVERIFY(lab.hasHeldChange());
        QCOMPARE(lab.state(), small);
        QCOMPARE(lab.undoStack()->count(), steps);
        QVERIFY(!lab.busy());
        QCOMPARE(lab.removeMember("cache-02"), QString("First reveal how many keys adding cache-05 moves."));
        QVERIFY(!lab.goToStep(0));
        QVERIFY(lab.setCompareAlgorithm(Algorithm::Modulo).isEmpty());  // not measured: applied
        QCOMPARE(lab.undoStack()->count(), steps + 1);
        QVERIFY(lab.hasHeldChange());
        lab.undoStack()->undo();  // an undo passes too
        QCOMPARE(lab.state(), small);
        QVERIFY(lab.hasHeldChange());
        waitForResult(lab);

        QVERIFY(lab.releaseHeldChange().isEmpty());
        QVERIFY(!lab.hasHeldChange());
        QVERIFY(lab.holdsChanges());
        QCOMPARE(lab.undoStack()->count(), steps + 1);
        QCOMPARE(lab.members().size(), std::size_t{5});
        waitForResult(lab);
        QCOMPARE(QString::fromStdString(lab.result().primary->change), QString("adding cache-05"));
        QVERIFY(lab.result().primary->diff);

        QVERIFY(lab.removeMember("cache-05").isEmpty());
        QVERIFY(lab.hasHeldChange());
        QSignalSpy changed(&lab, &LabModel::stateChanged);
        lab.dropHeldChange();
        QCOMPARE(changed.count(), 1);
        QVERIFY(!lab.hasHeldChange());
        QCOMPARE(lab.members().size(), std::size_t{5});
        QCOMPARE(lab.undoStack()->count(), steps + 1);
        QVERIFY(lab.goToStep(steps));
        QCOMPARE(lab.state(), small);
    }

    void suggestsTheNextFleetMember()
    {
        LabModel lab;
        QCOMPARE(lab.suggestMemberId(), QString("cache-09"));
        QVERIFY(lab.replaceState({{{"a", 1}, {"b", 1}}, {}, {}, {}}, "ab").isEmpty());
        QCOMPARE(lab.suggestMemberId(), QString("node-03"));
    }

    void compareModeComputesBoth()
    {
        LabModel lab;
        LabState state = smallState();
        state.compareAlgorithm = Algorithm::Modulo;
        QVERIFY(lab.replaceState(state, "compare").isEmpty());
        waitForResult(lab);
        QVERIFY(lab.addMember("cache-05").isEmpty());
        waitForResult(lab);
        QVERIFY(lab.result().compare);
        QCOMPARE(lab.result().compare->config.algorithm, Algorithm::Modulo);
        // The blog's demo: modulo moves far more than the ring for the same change.
        QVERIFY(lab.result().compare->diff->movedFraction() > 0.7);
        QVERIFY(lab.result().primary->diff->movedFraction() < 0.3);
    }

    void cancelTakesBackTheEdit()
    {
        LabModel lab;
        waitForResult(lab);
        const LabState before = lab.state();
        QVERIFY(lab.setKeyPattern("other:{i}", 10'000'000).isEmpty());
        QVERIFY(lab.busy());
        lab.cancelComputation();
        QCOMPARE(lab.state(), before);
        waitForResult(lab);
        QCOMPARE(lab.result().primary->keys.size(), std::size_t{1'000'000});
    }

    // A key file is read once, off the GUI thread, by the recomputation: its keys are the
    // result's. One the reader refuses is named in the failure and its edit is taken back.
    void keyFilesAreReadOffTheGuiThread()
    {
        QTemporaryDir dir;
        const QString good = dir.filePath("keys.txt");
        const QString bad = dir.filePath("long-line.txt");
        QByteArray keys;
        for (int i = 0; i < 1000; ++i)
            keys += "user:" + QByteArray::number(i) + "\n";
        QVERIFY(writeFile(good, keys));
        QVERIFY(writeFile(bad, "ok\n" + QByteArray(kMaxKeyLength + 1, 'k') + "\n"));
        LabModel lab;
        waitForResult(lab);
        QVERIFY(lab.setKeyFile(good).isEmpty());
        waitForResult(lab);
        QCOMPARE(lab.keys().size(), std::size_t{1000});
        QCOMPARE(lab.result().primary->keys.size(), std::size_t{1000});
        QCOMPARE(lab.result().primary->keys.description(), lab.keys().description());

        const LabState before = lab.state();
        QSignalSpy failed(&lab, &LabModel::computationFailed);
        QVERIFY(lab.setKeyFile(bad).isEmpty());  // only its kind is checked here
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 60000);
        const QString message = failed.first().first().toString();
        QVERIFY2(message.contains("long-line.txt") && message.contains("longer than"), qPrintable(message));
        QCOMPARE(lab.state(), before);
        waitForResult(lab);
        QCOMPARE(lab.result().primary->keys.size(), std::size_t{1000});
    }

    // Issue 24: the window's key files have the lab's limit, kMaxLabKeys (10,000,000), as its
    // key patterns do; an 11,000,000-key file was accepted.
    void aKeyFileOverTheLabsLimitIsRefused()
    {
        QTemporaryDir dir;
        const QString many = dir.filePath("eleven-million.txt");
        QByteArray lines;
        lines.reserve(22'000'000);
        for (int i = 0; i < 11'000'000; ++i)
            lines.append("k\n", 2);
        QVERIFY(writeFile(many, lines));
        LabModel lab;
        waitForResult(lab);
        const LabState before = lab.state();
        QSignalSpy failed(&lab, &LabModel::computationFailed);
        QVERIFY(lab.setKeyFile(many).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 60000);
        const QString message = failed.first().first().toString();
        QVERIFY2(message.contains(many) && message.contains("more than 10000000 keys"), qPrintable(message));
        QCOMPARE(lab.state(), before);
    }
};

QTEST_MAIN(LabModelTest)
#include "tst_labmodel.moc"
