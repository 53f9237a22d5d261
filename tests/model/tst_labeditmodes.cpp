// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LabEditModes on its own: the modes the lab takes edits in (idle, holding, pushing, jumping)
// and every move between them.
#include "model/LabEditModes.h"

#include <QUndoCommand>
#include <QTest>

using namespace ringlab;
using Mode = LabEditModes::Mode;
using Admission = LabEditModes::Admission;

namespace {

HeldEdit addingNine()
{
    LabState next;
    next.members = numberedMembers("cache-", 9);
    return {next, "Add cache-09", "adding cache-09", {}, -1};
}

}  // namespace

class LabEditModesTest : public QObject {
    Q_OBJECT

private slots:
    void idleAppliesEveryEdit()
    {
        LabEditModes modes;
        QCOMPARE(modes.mode(), Mode::Idle);
        QVERIFY(!modes.asksFirst());
        QCOMPARE(modes.admit("adding cache-09", true), Admission::Apply);
        QCOMPARE(modes.admit(QString(), true), Admission::Apply);
        QVERIFY(modes.computesEachState());
        QVERIFY(modes.closesOpenStep());
        QVERIFY(modes.mayJump());
        QVERIFY(!modes.heldEdit());
    }

    // Ask first holds only what the counter would measure: a named change over the same keys.
    void askFirstHoldsOnlyMeasuredEdits()
    {
        LabEditModes modes;
        modes.setAsksFirst(true);
        QCOMPARE(modes.admit("adding cache-09", true), Admission::Hold);
        QCOMPARE(modes.admit(QString(), true), Admission::Apply);
        QCOMPARE(modes.admit("adding cache-09", false), Admission::Apply);
        QCOMPARE(modes.mode(), Mode::Idle);
    }

    void holdingRefusesAnotherMeasuredEditAndWalks()
    {
        LabEditModes modes;
        modes.setAsksFirst(true);
        modes.hold(addingNine());
        QCOMPARE(modes.mode(), Mode::Holding);
        QVERIFY(modes.heldEdit());
        QCOMPARE(modes.heldEdit()->change, QString("adding cache-09"));
        QCOMPARE(modes.admit("removing cache-02", true), Admission::Refuse);
        QCOMPARE(modes.admit(QString(), true), Admission::Apply);
        QVERIFY(!modes.mayJump());
        // Ask first turned off meanwhile (a lesson scene plays its own action): edits pass, the
        // held one stays.
        modes.setAsksFirst(false);
        QCOMPARE(modes.admit("removing cache-02", true), Admission::Apply);
        QCOMPARE(modes.mode(), Mode::Holding);
    }

    void releaseGivesTheHeldEditBackOnce()
    {
        LabEditModes modes;
        modes.setAsksFirst(true);
        modes.hold(addingNine());
        const std::optional<HeldEdit> released = modes.release();
        QVERIFY(released);
        QCOMPARE(released->next.members.size(), std::size_t{9});
        QCOMPARE(released->text, QString("Add cache-09"));
        QCOMPARE(modes.mode(), Mode::Idle);
        QVERIFY(!modes.release());
        QVERIFY(modes.asksFirst());
        QCOMPARE(modes.admit("adding cache-09", true), Admission::Hold);
    }

    void dropForgetsTheHeldEdit()
    {
        LabEditModes modes;
        QVERIFY(!modes.drop());
        modes.hold(addingNine());
        QVERIFY(modes.drop());
        QCOMPARE(modes.mode(), Mode::Idle);
        QVERIFY(!modes.heldEdit());
        QVERIFY(!modes.drop());
    }

    // Pushing: the step's redo is the edit, the computation waits for the end of the push, the
    // open step stays open; then back where it came from.
    void pushingGoesBackWhereItCameFrom()
    {
        LabEditModes modes;
        QUndoCommand step, other;
        {
            const LabEditModes::Scope pushing = modes.push(&step);
            QCOMPARE(modes.mode(), Mode::Pushing);
            QVERIFY(modes.pushes(&step));
            QVERIFY(!modes.pushes(&other));
            QVERIFY(!modes.computesEachState());
            QVERIFY(!modes.closesOpenStep());
        }
        QCOMPARE(modes.mode(), Mode::Idle);
        QVERIFY(!modes.pushes(&step));
        QVERIFY(modes.computesEachState());

        modes.hold(addingNine());
        {
            const LabEditModes::Scope pushing = modes.push(&step);
            QCOMPARE(modes.mode(), Mode::Pushing);
        }
        QCOMPARE(modes.mode(), Mode::Holding);
    }

    // Jumping: states applied on the way are computed once at the end, and close the open step.
    void jumpingComputesOnceAtTheEnd()
    {
        LabEditModes modes;
        QUndoCommand step;
        {
            const LabEditModes::Scope jumping = modes.jump();
            QCOMPARE(modes.mode(), Mode::Jumping);
            QVERIFY(!modes.computesEachState());
            QVERIFY(modes.closesOpenStep());
            QVERIFY(!modes.pushes(&step));
            {
                // An edit made on the way (a view reacting to a state) is a push of its own.
                const LabEditModes::Scope pushing = modes.push(&step);
                QCOMPARE(modes.mode(), Mode::Pushing);
            }
            QCOMPARE(modes.mode(), Mode::Jumping);
        }
        QCOMPARE(modes.mode(), Mode::Idle);
        QVERIFY(modes.computesEachState());
    }
};

QTEST_GUILESS_MAIN(LabEditModesTest)
#include "tst_labeditmodes.moc"
