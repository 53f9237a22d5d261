// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// PendingMovement: the changes the lab's next result will show, how the counter names them and
// what they are measured from.
#include "model/PendingMovement.h"

#include <QTest>

using namespace ringlab;

class PendingMovementTest : public QObject {
    Q_OBJECT

private slots:
    void namesTheChangesInOrder()
    {
        PendingMovement pending;
        QCOMPARE(pending.name(", then "), std::optional<std::string>(""));
        pending.add("adding cache-09");
        pending.add("removing cache-02");
        QCOMPARE(pending.name(", then "), std::optional<std::string>("adding cache-09, then removing cache-02"));
    }

    // One change not to measure makes the whole movement unmeasured.
    void oneUnmeasuredChangeUnmeasuresAll()
    {
        PendingMovement pending;
        pending.add("adding cache-09");
        pending.add(QString());
        pending.add("removing cache-02");
        QVERIFY(pending.unmeasured);
        QCOMPARE(pending.changes, QStringList({"adding cache-09", "removing cache-02"}));
        QCOMPARE(pending.name(", then "), std::nullopt);
    }

    void isMeasuredFromItsBaseOrTheLastResult()
    {
        const auto last = std::make_shared<const LabSnapshot>();
        const auto before = std::make_shared<const LabSnapshot>();
        PendingMovement pending;
        QCOMPARE(pending.measuredFrom({last, nullptr}).primary, last);
        pending.base = LabResult{before, nullptr};
        QCOMPARE(pending.measuredFrom({last, nullptr}).primary, before);
    }

    void aWalkIsNamedForWhereItGoes()
    {
        PendingMovement pending;
        pending.add("adding cache-09");
        pending.add("undoing “Add cache-09”");
        pending.add("undoing “Remove cache-02”");
        pending.renameSince(1, "going back 2 steps to the start");
        QCOMPARE(pending.changes, QStringList({"adding cache-09", "going back 2 steps to the start"}));
    }
};

QTEST_GUILESS_MAIN(PendingMovementTest)
#include "tst_pendingmovement.moc"
