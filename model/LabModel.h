// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LabCommands.h"
#include "model/LabEditModes.h"
#include "model/LabResult.h"
#include "model/LabState.h"
#include "model/NewestJob.h"
#include "model/PendingMovement.h"
#include "model/core/LabSnapshot.h"

#include <QObject>
#include <QTimer>
#include <QUndoStack>

#include <memory>
#include <optional>

namespace ringlab {

// The lab: members, algorithm, hash, replicas, keys; the undo stack every edit goes through;
// and the recomputation of everything the views show, off the GUI thread, newest request
// first (a key file is read there too). Edits validate first: a refused edit returns a message
// naming what is wrong and changes nothing; an edit whose key file turns out unreadable is
// taken back. The modes it takes edits in (Ask first holding one, a walk through the history)
// are LabEditModes'; what the next result will measure is a PendingMovement.
class LabModel : public QObject, public LabStepTarget {
    Q_OBJECT

public:
    // The balance sweep (sweepValuesFor, balanceSweep) runs on the lab's keys up to this many,
    // so that its point at the lab's setting equals the load chart's figure for key sets up to
    // a million.
    static constexpr std::size_t kReplicasSweepKeys = 1'000'000;
    // The sweep leaves out values whose ring would hold more points than this: a fleet of
    // thousands of members would otherwise build rings of millions of points for minutes.
    static constexpr std::size_t kMaxSweepRingPoints = 2'000'000;

    explicit LabModel(QObject* parent = nullptr);
    ~LabModel() override;

    const LabState& state() const noexcept { return state_; }
    const std::vector<Member>& members() const noexcept { return state_.members; }
    QUndoStack* undoStack() noexcept { return &undoStack_; }
    const LabResult& result() const noexcept { return result_; }
    // The primary snapshot before result().primary, what its movement was measured against
    // (isPreviousOf in model/core/KeyTrace.h tells); null before the second result.
    const std::shared_ptr<const LabSnapshot>& previousSnapshot() const noexcept { return previousPrimary_; }
    bool busy() const noexcept { return computation_.busy(); }
    // A balance sweep is scheduled or running.
    bool sweepPending() const noexcept { return sweepDebounce_.isActive() || sweep_.busy(); }
    const KeySet& keys() const noexcept { return keys_; }
    // The newest balance sweep (what replicasSweepReady last carried); no points before the first.
    const BalanceSweep& lastReplicasSweep() const noexcept { return lastReplicasSweep_; }

    // Edits; each returns "" or the reason it was refused.
    QString addMember(const QString& id, double weight = 1.0);
    QString removeMember(const QString& id);
    QString renameMember(const QString& id, const QString& newId);
    QString setWeight(const QString& id, double weight);
    QString setAlgorithm(Algorithm algorithm);
    QString setHash(HashId hash);
    QString setReplicas(int replicas);
    QString setKetamaDialect(KetamaDialect dialect);
    // twemproxy's key hash (one of twemproxyHashes()), used with the twemproxy dialect.
    QString setTwemproxyHash(HashId hash);
    QString setMaglevTableSize(qint64 tableSize);
    QString setEnvoyMinRingSize(qint64 size);
    QString setNumTokens(int numTokens);
    // Cassandra's replication factor; 0: the default, min(3, nodes).
    QString setReplicationFactor(int replicationFactor);
    // How Cassandra chooses new nodes' tokens (replication-aware needs one rack or at least RF).
    QString setTokenAllocation(CassandraTokenAllocation allocation);
    // Cassandra's rack of a node; "" puts it back in the default rack1. With no rack given at
    // all, replicas follow SimpleStrategy, else NetworkTopologyStrategy.
    QString setRack(const QString& id, const QString& rack);
    // The rack given for `id`, or "".
    QString rackOf(const QString& id) const;
    QString setKeyPattern(const QString& pattern, qint64 count);
    QString setKeyFile(const QString& path);
    QString setCompareAlgorithm(std::optional<Algorithm> algorithm);
    // A whole state at once (opening a scenario or a preset), as one undo step.
    QString replaceState(const LabState& state, const QString& undoText);

    // Ask first: while on, an edit that the counter would measure (same keys, a named change)
    // is held instead of applied, nothing computed, and changeHeld() says so; one edit at a
    // time (another is refused until then). releaseHeldChange() applies it as the edit would
    // have been (one undo step), dropHeldChange() forgets it.
    void setHoldChanges(bool hold);
    bool holdsChanges() const noexcept { return modes_.asksFirst(); }
    bool hasHeldChange() const noexcept { return modes_.heldEdit() != nullptr; }
    QString releaseHeldChange();
    void dropHeldChange();

    // Goes to step `step` of the undo history (0: where it starts, clamped), undoing or redoing
    // every change in between, as one movement: a jump of more than one step is named for where
    // it goes ("going back 3 steps to “Add cache-09”"). Refused (false) while a change is held.
    bool goToStep(int step);

    // A member id that is not taken yet ("cache-09" after cache-01 … cache-08).
    QString suggestMemberId() const;

    // Used by the undo commands: sets the state without validation or a new undo step.
    // `change` names it for the counter ("adding cache-09"); a null string: no change to
    // measure (a scenario opened, a lesson scene set up, compare mode turned on).
    void applyState(const LabState& state, const QString& change) override;
    // Whether the edits being made now may merge into undo step `step` (the same slider still
    // being dragged): only into the step the newest edit made, while nothing else was applied
    // since (an undo, a jump along the timeline), so that its movement is measured from the
    // state before the step.
    bool extendsStep(const QUndoCommand* step) const noexcept override { return step && step == openStep_.step; }
    // Whether undo step `step` is being pushed by an edit now (its redo is the edit itself).
    bool pushes(const QUndoCommand* step) const noexcept override { return modes_.pushes(step); }

public slots:
    // Stops the running recomputation and takes back the edit that started it.
    void cancelComputation();

signals:
    void stateChanged();
    void resultReady();
    void busyChanged(bool busy);
    void progress(int permille);
    void replicasSweepReady(const ringlab::BalanceSweep& sweep);
    void replicasSweepStarted();
    // A background computation failed (for example an unreadable key file).
    void computationFailed(const QString& message);
    // Ask first: an edit is held; `change` is what the counter will call it ("adding cache-09").
    void changeHeld(const QString& change);

private:
    // One recomputation's yield: the result, and the keys it read when the key spec changed.
    struct Computed {
        LabResult result;
        std::optional<KeySet> keys;
        KeySpec keysSpec;
        std::shared_ptr<const LabSnapshot> measuredFrom;  // the primary snapshot it was measured against
    };

    // Whether Ask first may hold the edit commit() is given.
    enum class MayHold { Yes, No };
    // `change`: as applyState() takes it.
    QString commit(LabState next, const QString& text, const QString& change,
                   int mergeKey = -1, const QString& mergeTarget = {}, MayHold mayHold = MayHold::Yes);
    void requestComputation();
    void requestReplicasSweep();
    void computationDone(JobOutcome<Computed> outcome);
    int memberIndex(const QString& id) const;

    LabState state_;
    KeySet keys_;
    KeySpec keysSpec_;
    QUndoStack undoStack_;
    LabResult result_;
    std::shared_ptr<const LabSnapshot> previousPrimary_;
    std::uint64_t generation_ = 0;
    LabEditModes modes_;
    // The changes since the last result, which its movement will show.
    PendingMovement pending_;
    // The undo step the newest edits merge into, and where its movement starts: the pending
    // movement as it was before its first edit, measured from the result shown then.
    struct OpenStep {
        const QUndoCommand* step = nullptr;
        PendingMovement before;
    };
    OpenStep openStep_;
    // The undo step of the newest edit that changed the keys, taken back if they cannot be read.
    const QUndoCommand* keysEdit_ = nullptr;
    QTimer sweepDebounce_;
    BalanceSweep lastReplicasSweep_;
    NewestJob<Computed> computation_;
    NewestJob<BalanceSweep> sweep_;
};

}  // namespace ringlab

Q_DECLARE_METATYPE(ringlab::BalanceSweep)
