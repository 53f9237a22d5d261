// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChangeLabStateCommand on its own, on a QUndoStack over a recorder instead of a lab: what each
// undo and redo applies and how the counter names it, and when edits merge into one step.
#include "model/LabCommands.h"

#include <QUndoStack>
#include <QTest>

#include <utility>
#include <vector>

using namespace ringlab;

namespace {

// Records every state applied, and extends or pushes the steps the test says.
class RecordingTarget : public LabStepTarget {
public:
    struct Applied {
        LabState state;
        QString change;
    };
    std::vector<Applied> applied;
    const QUndoCommand* extended = nullptr;
    const QUndoCommand* pushed = nullptr;

    void applyState(const LabState& state, const QString& change) override { applied.push_back({state, change}); }
    bool extendsStep(const QUndoCommand* step) const noexcept override { return step && step == extended; }
    bool pushes(const QUndoCommand* step) const noexcept override { return step == pushed; }
};

LabState withReplicas(int replicas)
{
    LabState state;
    state.members = numberedMembers("cache-", 4);
    state.config.replicas = replicas;
    return state;
}

// Pushes a step as LabModel::commit() does: the target says it is being pushed.
ChangeLabStateCommand* push(QUndoStack& stack, RecordingTarget& target, ChangeLabStateCommand* step)
{
    target.pushed = step;
    stack.push(step);
    target.pushed = nullptr;
    return step;
}

}  // namespace

class LabCommandsTest : public QObject {
    Q_OBJECT

private slots:
    // The redo QUndoStack::push runs is the edit itself; undo and a later redo are named after
    // the step's text.
    void undoAndRedoAreNamedAfterTheStep()
    {
        RecordingTarget target;
        QUndoStack stack;
        push(stack, target, new ChangeLabStateCommand(&target, withReplicas(160), withReplicas(645), "Replicas 645",
                                                      "setting replicas to 645"));
        stack.undo();
        stack.redo();
        QCOMPARE(target.applied.size(), std::size_t{3});
        QCOMPARE(target.applied[0].state, withReplicas(645));
        QCOMPARE(target.applied[0].change, QString("setting replicas to 645"));
        QCOMPARE(target.applied[1].state, withReplicas(160));
        QCOMPARE(target.applied[1].change, QString("undoing “Replicas 645”"));
        QCOMPARE(target.applied[2].state, withReplicas(645));
        QCOMPARE(target.applied[2].change, QString("redoing “Replicas 645”"));
    }

    // Whether a redo is the edit is the target's word, not a count of redos.
    void aRedoIsTheEditOnlyWhileTheTargetPushesIt()
    {
        RecordingTarget target;
        ChangeLabStateCommand step(&target, withReplicas(160), withReplicas(200), "Replicas 200", "setting replicas to 200");
        step.redo();
        target.pushed = &step;
        step.redo();
        QCOMPARE(target.applied.size(), std::size_t{2});
        QCOMPARE(target.applied[0].change, QString("redoing “Replicas 200”"));
        QCOMPARE(target.applied[1].change, QString("setting replicas to 200"));
    }

    // A step that is no change to measure (a scenario opened) stays unnamed both ways.
    void aStepNotMeasuredStaysUnnamed()
    {
        RecordingTarget target;
        QUndoStack stack;
        push(stack, target, new ChangeLabStateCommand(&target, withReplicas(160), withReplicas(100), "Open", QString()));
        stack.undo();
        stack.redo();
        QCOMPARE(target.applied.size(), std::size_t{3});
        for (const auto& applied : target.applied)
            QVERIFY(applied.change.isNull());
    }

    // Edits with the same merge key and target merge while the target extends the step: the
    // step keeps its before and takes the newest after, text and name.
    void editsMergeWhileTheTargetExtendsTheStep()
    {
        RecordingTarget target;
        QUndoStack stack;
        auto* first = push(stack, target,
                           new ChangeLabStateCommand(&target, withReplicas(160), withReplicas(300), "Replicas 300",
                                                     "setting replicas to 300", ChangeLabStateCommand::ReplicasSlider));
        target.extended = first;
        push(stack, target,
             new ChangeLabStateCommand(&target, withReplicas(300), withReplicas(645), "Replicas 645",
                                       "setting replicas to 645", ChangeLabStateCommand::ReplicasSlider));
        QCOMPARE(stack.count(), 1);
        QCOMPARE(first->before(), withReplicas(160));
        QCOMPARE(first->after(), withReplicas(645));
        QCOMPARE(first->text(), QString("Replicas 645"));
        QCOMPARE(first->change(), QString("setting replicas to 645"));
        stack.undo();
        QCOMPARE(target.applied.back().state, withReplicas(160));
        QCOMPARE(target.applied.back().change, QString("undoing “Replicas 645”"));
    }

    void editsDoNotMergeOtherwise_data()
    {
        QTest::addColumn<bool>("extended");
        QTest::addColumn<int>("mergeKey");
        QTest::addColumn<QString>("mergeTarget");
        QTest::newRow("the step not extended") << false << int(ChangeLabStateCommand::WeightEdit) << "cache-01";
        QTest::newRow("another merge key") << true << int(ChangeLabStateCommand::ReplicasSlider) << "cache-01";
        QTest::newRow("another member") << true << int(ChangeLabStateCommand::WeightEdit) << "cache-02";
        QTest::newRow("no merge key") << true << int(ChangeLabStateCommand::NoMerge) << "cache-01";
    }

    void editsDoNotMergeOtherwise()
    {
        QFETCH(bool, extended);
        QFETCH(int, mergeKey);
        QFETCH(QString, mergeTarget);
        RecordingTarget target;
        QUndoStack stack;
        LabState heavier = withReplicas(160);
        heavier.members[0].weight = 2;
        auto* first = push(stack, target,
                           new ChangeLabStateCommand(&target, withReplicas(160), heavier, "Weight 2", "weight 2",
                                                     ChangeLabStateCommand::WeightEdit, "cache-01"));
        target.extended = extended ? first : nullptr;
        push(stack, target,
             new ChangeLabStateCommand(&target, heavier, withReplicas(200), "Next", "next",
                                       static_cast<ChangeLabStateCommand::MergeKey>(mergeKey), mergeTarget));
        QCOMPARE(stack.count(), 2);
        QCOMPARE(first->after(), heavier);
    }

    // A drag that ends where it started leaves nothing to undo.
    void aDragBackToTheStartLeavesNoStep()
    {
        RecordingTarget target;
        QUndoStack stack;
        auto* first = push(stack, target,
                           new ChangeLabStateCommand(&target, withReplicas(160), withReplicas(300), "Replicas 300",
                                                     "setting replicas to 300", ChangeLabStateCommand::ReplicasSlider));
        target.extended = first;
        push(stack, target,
             new ChangeLabStateCommand(&target, withReplicas(300), withReplicas(160), "Replicas 160",
                                       "setting replicas to 160", ChangeLabStateCommand::ReplicasSlider));
        QCOMPARE(stack.count(), 0);
        QCOMPARE(target.applied.back().state, withReplicas(160));
    }
};

QTEST_GUILESS_MAIN(LabCommandsTest)
#include "tst_labcommands.moc"
