// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/LabModel.h"

#include "model/DisplayText.h"
#include "model/LabCommands.h"
#include "model/ScenarioFile.h"
#include "model/Translation.h"
#include "model/core/CassandraPlacement.h"
#include "model/core/KetamaPlacement.h"
#include "model/core/MaglevPlacement.h"
#include "model/core/TextFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace ringlab {

namespace {

LabState defaultState()
{
    LabState state;
    state.members = numberedMembers("cache-", 8);
    return state;
}

// The keys `spec` names: a pattern's are made on demand, a file is read here (off the GUI
// thread). Throws an exception whose what() is the message for the user, naming the file.
KeySet loadKeys(const KeySpec& spec)
{
    if (spec.file.isEmpty())
        return KeySet::fromPattern(spec.pattern.toStdString(), static_cast<std::size_t>(spec.count));
    auto loaded = readLabKeysFile(spec.file);
    if (const auto* problem = std::get_if<QString>(&loaded))
        throw std::runtime_error(problem->toStdString());
    return std::get<KeySet>(std::move(loaded));
}

}  // namespace

LabModel::LabModel(QObject* parent)
    : QObject(parent),
      state_(defaultState()),
      keys_(loadKeys(state_.keys)),
      keysSpec_(state_.keys),
      computation_(this, {.done = [this](JobOutcome<Computed> outcome) { computationDone(std::move(outcome)); },
                          .progress = [this](double fraction) { emit progress(static_cast<int>(fraction * 1000.0)); }}),
      sweep_(this, {.done =
                        [this](JobOutcome<BalanceSweep> outcome) {
                            if (!outcome.result)
                                return;
                            lastReplicasSweep_ = std::move(*outcome.result);
                            emit replicasSweepReady(lastReplicasSweep_);
                        },
                    .started = [this] { emit replicasSweepStarted(); }})
{
    qRegisterMetaType<BalanceSweep>();
    sweepDebounce_.setSingleShot(true);
    sweepDebounce_.setInterval(400);
    connect(&sweepDebounce_, &QTimer::timeout, this, &LabModel::requestReplicasSweep);
    requestComputation();
    sweepDebounce_.start();
}

LabModel::~LabModel() = default;

int LabModel::memberIndex(const QString& id) const
{
    const std::string wanted = id.toStdString();
    for (std::size_t i = 0; i < state_.members.size(); ++i)
        if (state_.members[i].id == wanted)
            return static_cast<int>(i);
    return -1;
}

QString LabModel::commit(LabState next, const QString& text, const QString& change, int mergeKey,
                         const QString& mergeTarget, MayHold mayHold)
{
    if (next == state_)
        return {};
    if (const QString problem = validateLabState(next); !problem.isEmpty())
        return problem;
    const bool newKeys = !(next.keys == state_.keys);
    if (mayHold == MayHold::Yes) {
        switch (modes_.admit(change, !newKeys)) {
        case LabEditModes::Admission::Refuse:
            return tr("First reveal how many keys %1 moves.").arg(modes_.heldEdit()->change);
        case LabEditModes::Admission::Hold:
            modes_.hold({std::move(next), text, change, mergeTarget, mergeKey});
            emit changeHeld(change);
            return {};
        case LabEditModes::Admission::Apply: break;
        }
    }
    // The step's movement starts here, wherever a merged edit finds the result by then.
    OpenStep opened;
    if (mergeKey != ChangeLabStateCommand::NoMerge) {
        opened.before = pending_;
        opened.before.base = pending_.measuredFrom(result_);
    }
    const int index = undoStack_.index();
    auto* step = new ChangeLabStateCommand(this, state_, std::move(next), text, change,
                                           static_cast<ChangeLabStateCommand::MergeKey>(mergeKey), mergeTarget);
    {
        const LabEditModes::Scope pushing = modes_.push(step);
        undoStack_.push(step);  // deletes `step` when it merges
    }
    if (undoStack_.index() > index) {
        if (mergeKey != ChangeLabStateCommand::NoMerge)
            opened.step = undoStack_.command(index);
        openStep_ = std::move(opened);
    } else {
        // Merged into the open step (or, back where it started, that step dropped): measured
        // from the state before the step, not from the values in between.
        pending_ = openStep_.before;
        pending_.add(change);
        if (undoStack_.index() < index)
            openStep_ = {};
    }
    requestComputation();
    if (newKeys)
        keysEdit_ = undoStack_.command(undoStack_.index() - 1);
    return {};
}

void LabModel::setHoldChanges(bool hold)
{
    modes_.setAsksFirst(hold);
}

QString LabModel::releaseHeldChange()
{
    std::optional<HeldEdit> held = modes_.release();
    if (!held)
        return {};
    return commit(std::move(held->next), held->text, held->change, held->mergeKey, held->mergeTarget, MayHold::No);
}

void LabModel::dropHeldChange()
{
    if (modes_.drop())
        emit stateChanged();  // the controls show the lab as it is again
}

void LabModel::applyState(const LabState& state, const QString& change)
{
    if (modes_.closesOpenStep())
        openStep_ = {};  // an undo, a redo or a jump: the next edit is a step of its own
    pending_.add(change);
    const bool sweepInputsChanged = state.members != state_.members ||
                                    !(sweepBasis(state.config) == sweepBasis(state_.config)) ||
                                    !(state.keys == state_.keys);
    state_ = state;
    emit stateChanged();
    if (modes_.computesEachState())  // else commit() or goToStep() asks once, at the end
        requestComputation();
    if (sweepInputsChanged)
        sweepDebounce_.start();
}

bool LabModel::goToStep(int step)
{
    if (!modes_.mayJump())
        return false;
    step = std::clamp(step, 0, undoStack_.count());
    const int from = undoStack_.index();
    if (step == from)
        return true;
    const qsizetype named = pending_.changes.size();
    const bool unmeasured = pending_.unmeasured;
    const KeySpec keys = state_.keys;
    {
        const LabEditModes::Scope jumping = modes_.jump();
        undoStack_.setIndex(step);
    }
    // The views move from the state they show to this one: measurable over the same keys, even
    // across steps that are not (a scenario opened, a lesson scene set up).
    pending_.unmeasured = unmeasured || !(state_.keys == keys);
    const int steps = std::abs(step - from);
    if (steps > 1 || pending_.changes.size() == named) {
        const QString target = step == 0 ? tr("the start") : tr("“%1”").arg(undoStack_.text(step - 1));
        if (steps == 1)
            pending_.renameSince(named, (step < from ? tr("going back one step to %1") : tr("going forward one step to %1")).arg(target));
        else
            pending_.renameSince(named, (step < from ? tr("going back %L1 steps to %2") : tr("going forward %L1 steps to %2"))
                                            .arg(steps)
                                            .arg(target));
    }
    requestComputation();
    return true;
}

QString LabModel::addMember(const QString& id, double weight)
{
    LabState next = state_;
    next.members.push_back({id.trimmed().toStdString(), weight});
    return commit(std::move(next), tr("Add %1").arg(id.trimmed()), tr("adding %1").arg(id.trimmed()));
}

QString LabModel::removeMember(const QString& id)
{
    const int index = memberIndex(id);
    if (index < 0)
        return tr("There is no node “%1”.").arg(id);
    if (state_.members.size() == 1)
        return tr("The last node cannot be removed: a lab needs at least one.");
    LabState next = state_;
    next.members.erase(next.members.begin() + index);
    // A node's given tokens and rack leave with it.
    next.config.cassandra = forMembers(next.config.cassandra, next.members);
    return commit(std::move(next), tr("Remove %1").arg(id), tr("removing %1").arg(id));
}

QString LabModel::renameMember(const QString& id, const QString& newId)
{
    const int index = memberIndex(id);
    if (index < 0)
        return tr("There is no node “%1”.").arg(id);
    LabState next = state_;
    const std::string oldId = id.toStdString();
    const std::string renamed = newId.trimmed().toStdString();
    next.members[static_cast<std::size_t>(index)].id = renamed;
    // The node keeps its given tokens and rack under its new name.
    for (MemberTokens& t : next.config.cassandra.initialTokens)
        if (t.id == oldId)
            t.id = renamed;
    for (MemberRack& r : next.config.cassandra.racks)
        if (r.id == oldId)
            r.id = renamed;
    return commit(std::move(next), tr("Rename %1 to %2").arg(id, newId.trimmed()),
                  tr("renaming %1 to %2").arg(id, newId.trimmed()));
}

QString LabModel::setWeight(const QString& id, double weight)
{
    const int index = memberIndex(id);
    if (index < 0)
        return tr("There is no node “%1”.").arg(id);
    LabState next = state_;
    next.members[static_cast<std::size_t>(index)].weight = weight;
    return commit(std::move(next), tr("Set weight of %1 to %2").arg(id).arg(weight),
                  tr("setting the weight of %1 to %2").arg(id).arg(weight), ChangeLabStateCommand::WeightEdit, id);
}

QString LabModel::setAlgorithm(Algorithm algorithm)
{
    LabState next = state_;
    next.config.algorithm = algorithm;
    const QString name = QString::fromUtf8(algorithmName(algorithm).data());
    return commit(std::move(next), tr("Algorithm %1").arg(name), tr("switching to %1").arg(name));
}

QString LabModel::setHash(HashId hash)
{
    LabState next = state_;
    next.config.hash = hash;
    const QString name = QString::fromUtf8(hashFunction(hash).name.data());
    return commit(std::move(next), tr("Hash %1").arg(name), tr("switching the hash to %1").arg(name));
}

QString LabModel::setReplicas(int replicas)
{
    LabState next = state_;
    next.config.replicas = replicas;
    return commit(std::move(next), tr("Replicas %1").arg(replicas), tr("setting replicas to %1").arg(replicas),
                  ChangeLabStateCommand::ReplicasSlider);
}

QString LabModel::setKetamaDialect(KetamaDialect dialect)
{
    LabState next = state_;
    next.config.ketamaDialect = dialect;
    const QString name = fromStd(choiceOf(kKetamaDialects, dialect).name);
    return commit(std::move(next), tr("Ketama dialect %1").arg(name), tr("switching ketama to %1").arg(name));
}

QString LabModel::setTwemproxyHash(HashId hash)
{
    LabState next = state_;
    next.config.twemproxyHash = hash;
    const QString name = fromStd(twemproxyHashName(hashFunction(hash)));
    return commit(std::move(next), tr("twemproxy hash %1").arg(name), tr("switching twemproxy's hash to %1").arg(name));
}

QString LabModel::setMaglevTableSize(qint64 tableSize)
{
    try {
        MaglevPlacement::validateTableSize(static_cast<std::uint64_t>(std::max<qint64>(tableSize, 0)));
    } catch (const ValidationError& e) {
        return userMessage(e);
    }
    LabState next = state_;
    next.config.maglevTableSize = static_cast<std::uint32_t>(tableSize);
    return commit(std::move(next), tr("Maglev table %L1").arg(tableSize), tr("setting the Maglev table to %L1 slots").arg(tableSize));
}

QString LabModel::setEnvoyMinRingSize(qint64 size)
{
    LabState next = state_;
    next.config.envoyMinRingSize = static_cast<std::uint64_t>(std::max<qint64>(size, 0));
    return commit(std::move(next), tr("Minimum ring size %L1").arg(size),
                  tr("setting the minimum ring size to %L1").arg(size));
}

QString LabModel::setNumTokens(int numTokens)
{
    LabState next = state_;
    next.config.cassandra.numTokens = numTokens;
    return commit(std::move(next), tr("num_tokens %L1").arg(numTokens), tr("setting num_tokens to %L1").arg(numTokens));
}

QString LabModel::setReplicationFactor(int replicationFactor)
{
    LabState next = state_;
    next.config.cassandra.replicationFactor = replicationFactor;
    return commit(std::move(next), tr("Replication factor %L1").arg(replicationFactor),
                  tr("setting the replication factor to %L1").arg(replicationFactor));
}

QString LabModel::setTokenAllocation(CassandraTokenAllocation allocation)
{
    LabState next = state_;
    next.config.cassandra.tokenAllocation = allocation;
    const QString name = QString::fromStdString(std::string(tokenAllocationName(allocation)));
    return commit(std::move(next), tr("Token allocation %1").arg(name), tr("allocating tokens %1").arg(name));
}

QString LabModel::setRack(const QString& id, const QString& rack)
{
    if (memberIndex(id) < 0)
        return tr("There is no node “%1”.").arg(id);
    const std::string name = rack.trimmed().toStdString();
    if (name.size() > kMaxMemberIdLength)
        return tr("A rack name takes at most %L1 bytes; “%2” has %L3.")
            .arg(kMaxMemberIdLength)
            .arg(shortMemberId(rack.trimmed(), kMaxShownIdCharacters))
            .arg(name.size());
    if (name.find_first_of(",;=") != std::string::npos)
        return tr("A rack name cannot hold “,”, “;” or “=”: they separate racks in scenario files and on the command line.");
    LabState next = state_;
    std::vector<MemberRack>& racks = next.config.cassandra.racks;
    const std::string member = id.toStdString();
    std::erase_if(racks, [&](const MemberRack& r) { return r.id == member; });
    if (!name.empty())
        racks.push_back({member, name});
    return commit(std::move(next), tr("Rack of %1: %2").arg(id, rack.trimmed()),
                  tr("moving %1 to rack %2").arg(id, rack.trimmed()));
}

QString LabModel::rackOf(const QString& id) const
{
    const std::string member = id.toStdString();
    for (const MemberRack& r : state_.config.cassandra.racks)
        if (r.id == member)
            return QString::fromStdString(r.rack);
    return {};
}

QString LabModel::setKeyPattern(const QString& pattern, qint64 count)
{
    LabState next = state_;
    next.keys = {pattern, count, {}};
    // Other keys: nothing to compare the new placement with.
    return commit(std::move(next), tr("Keys %1, %L2").arg(pattern).arg(count), QString(),
                  ChangeLabStateCommand::KeyCountEdit, pattern);
}

QString LabModel::setKeyFile(const QString& path)
{
    LabState next = state_;
    next.keys.file = QFileInfo(path).absoluteFilePath();
    return commit(std::move(next), tr("Keys from %1").arg(QFileInfo(path).fileName()), QString());
}

QString LabModel::setCompareAlgorithm(std::optional<Algorithm> algorithm)
{
    LabState next = state_;
    next.compareAlgorithm = algorithm;
    return commit(std::move(next),
                  algorithm ? tr("Compare with %1").arg(QString::fromUtf8(algorithmName(*algorithm).data()))
                            : tr("Stop comparing"),
                  QString());
}

QString LabModel::replaceState(const LabState& state, const QString& undoText)
{
    return commit(state, undoText, QString());
}

QString LabModel::suggestMemberId() const
{
    // Continue a numbered fleet ("cache-08" -> "cache-09"), else "node-N".
    QString prefix = QStringLiteral("node-");
    int width = 2;
    if (!state_.members.empty()) {
        const QString last = QString::fromStdString(state_.members.back().id);
        qsizetype digits = 0;
        while (digits < last.size() && last.at(last.size() - 1 - digits).isDigit())
            ++digits;
        if (digits > 0) {
            prefix = last.left(last.size() - digits);
            width = static_cast<int>(digits);
        }
    }
    for (int n = static_cast<int>(state_.members.size()) + 1;; ++n) {
        const QString id = prefix + QStringLiteral("%1").arg(n, width, 10, QLatin1Char('0'));
        if (memberIndex(id) < 0)
            return id;
    }
}

void LabModel::requestComputation()
{
    // The keys as last read, or the spec to read them from in the job.
    const std::optional<KeySpec> keysToLoad =
        state_.keys == keysSpec_ ? std::nullopt : std::optional<KeySpec>(state_.keys);
    LabSetup setup{state_.members, state_.config, keys_, pending_.name(tr(", then "))};
    const std::uint64_t generation = ++generation_;
    const LabResult previous = pending_.measuredFrom(result_);
    const std::optional<Algorithm> compare = state_.compareAlgorithm;
    if (!computation_.busy())
        emit busyChanged(true);
    computation_.request([setup, keysToLoad, previous, compare, generation](const RunControl& control) mutable {
        Computed computed;
        if (keysToLoad) {
            computed.keys = loadKeys(*keysToLoad);
            computed.keysSpec = *keysToLoad;
            setup.keys = *computed.keys;
        }
        computed.result.primary = computeSnapshot(setup, previous.primary, generation, control);
        computed.measuredFrom = previous.primary;
        if (compare) {
            LabSetup other = setup;
            other.config.algorithm = *compare;
            computed.result.compare = computeSnapshot(other, previous.compare, generation, control);
        }
        return computed;
    });
}

void LabModel::computationDone(JobOutcome<Computed> outcome)
{
    if (outcome.result) {
        if (outcome.result->keys) {
            keys_ = std::move(*outcome.result->keys);
            keysSpec_ = outcome.result->keysSpec;
            keysEdit_ = nullptr;
        }
        // Kept only while the new snapshot measures its movement against it.
        previousPrimary_ = outcome.result->result.primary && outcome.result->result.primary->diff
                               ? outcome.result->measuredFrom
                               : nullptr;
        result_ = std::move(outcome.result->result);
        pending_ = {};
        emit progress(1000);
        emit resultReady();
    }
    emit busyChanged(false);
    if (outcome.error.isEmpty())
        return;
    emit computationFailed(outcome.error);
    // An edit whose keys cannot be read is taken back, if it is still the newest step.
    if (keysEdit_ && undoStack_.index() > 0 && undoStack_.command(undoStack_.index() - 1) == keysEdit_) {
        keysEdit_ = nullptr;
        pending_.unmeasured = true;
        undoStack_.undo();
    }
}

void LabModel::cancelComputation()
{
    if (!computation_.busy())
        return;
    computation_.cancel();
    // The edit never showed: taking it back is no change to count.
    pending_.unmeasured = true;
    if (undoStack_.canUndo())
        undoStack_.undo();
}

void LabModel::requestReplicasSweep()
{
    // Not beside the lab's own computation: the views wait for that one.
    if (computation_.busy()) {
        sweepDebounce_.start();
        return;
    }
    sweep_.request([members = state_.members, config = state_.config, keys = keys_](const RunControl& control) {
        return BalanceSweep{config, members.size(), std::min(keys.size(), kReplicasSweepKeys),
                            balanceSweep(members, config, keys, sweepValuesFor(config, members, kMaxSweepRingPoints),
                                         kReplicasSweepKeys, control)};
    });
}

}  // namespace ringlab
