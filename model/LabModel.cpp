// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/LabModel.h"

#include "model/LabCommands.h"
#include "model/ScenarioFile.h"
#include "model/Translation.h"
#include "model/core/TextFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QtConcurrent>

namespace ringlab {

struct LabModel::Job {
    std::shared_ptr<ComputationControl> control = std::make_shared<ComputationControl>();
    QFutureWatcher<LabResult> watcher;
    std::uint64_t generation = 0;
    QString error;  // set by the worker when the computation failed
};

namespace {

LabState defaultState()
{
    LabState state;
    state.members = numberedMembers("cache-", 8);
    return state;
}

}  // namespace

LabModel::LabModel(QObject* parent) : QObject(parent), state_(defaultState())
{
    qRegisterMetaType<std::vector<ReplicasPoint>>();
    loadKeys(state_.keys, keys_);
    keysSpec_ = state_.keys;
    progressTimer_.setInterval(100);
    connect(&progressTimer_, &QTimer::timeout, this, [this] {
        if (running_)
            emit progress(running_->control->permille.load());
    });
    sweepDebounce_.setSingleShot(true);
    sweepDebounce_.setInterval(400);
    connect(&sweepDebounce_, &QTimer::timeout, this, &LabModel::requestReplicasSweep);
    requestComputation();
    sweepDebounce_.start();
}

LabModel::~LabModel()
{
    if (running_) {
        running_->control->cancelled = true;
        running_->watcher.waitForFinished();
    }
    if (sweepControl_)
        sweepControl_->cancelled = true;
    QThreadPool::globalInstance()->waitForDone();
}

int LabModel::memberIndex(const QString& id) const
{
    const std::string wanted = id.toStdString();
    for (std::size_t i = 0; i < state_.members.size(); ++i)
        if (state_.members[i].id == wanted)
            return static_cast<int>(i);
    return -1;
}

QString LabModel::loadKeys(const KeySpec& spec, KeySet& keys) const
{
    if (spec.file.isEmpty()) {
        try {
            keys = KeySet::fromPattern(spec.pattern.toStdString(), static_cast<std::size_t>(spec.count));
        } catch (const ValidationError& e) {
            return userMessage(e);
        }
        return {};
    }
    try {
        std::ifstream in = openTextFile(QFile::encodeName(spec.file).toStdString(), kKeysFileName);
        try {
            KeySet loaded = KeySet::fromLines(in, QFileInfo(spec.file).fileName().toStdString());
            if (loaded.size() == 0)
                return tr("The key file %1 holds no key.").arg(spec.file);
            keys = std::move(loaded);
        } catch (const ValidationError& e) {
            return tr("The key file %1: %2").arg(spec.file, userMessage(e));
        }
    } catch (const ValidationError& e) {
        return userMessage(e);
    }
    return {};
}

QString LabModel::commit(LabState next, const QString& text, const QString& change, int mergeKey,
                         const QString& mergeTarget)
{
    if (next == state_)
        return {};
    if (const QString problem = validateLabState(next); !problem.isEmpty())
        return problem;
    if (!(next.keys == keysSpec_)) {
        KeySet probe;
        if (const QString problem = loadKeys(next.keys, probe); !problem.isEmpty())
            return problem;
    }
    undoStack_.push(new ChangeLabStateCommand(
        this, state_, std::move(next), text, change,
        static_cast<ChangeLabStateCommand::MergeKey>(mergeKey), mergeTarget));
    return {};
}

void LabModel::applyState(const LabState& state, const QString& change, const QString& mergeTag)
{
    if (change.isNull())
        pendingUnmeasured_ = true;
    else if (!mergeTag.isEmpty() && mergeTag == pendingMergeTag_ && !pendingChanges_.isEmpty())
        pendingChanges_.last() = change;
    else
        pendingChanges_ << change;
    pendingMergeTag_ = mergeTag;
    const bool sweepInputsChanged = state.members != state_.members ||
                                    state.config.hash != state_.config.hash ||
                                    !(state.keys == state_.keys);
    state_ = state;
    QString keysProblem;
    if (!(state_.keys == keysSpec_)) {
        KeySet loaded;
        keysProblem = loadKeys(state_.keys, loaded);
        if (keysProblem.isEmpty()) {
            keys_ = std::move(loaded);
            keysSpec_ = state_.keys;
        }
    }
    emit stateChanged();
    if (!keysProblem.isEmpty())
        emit computationFailed(keysProblem);
    requestComputation();
    if (sweepInputsChanged)
        sweepDebounce_.start();
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
    return commit(std::move(next), tr("Remove %1").arg(id), tr("removing %1").arg(id));
}

QString LabModel::renameMember(const QString& id, const QString& newId)
{
    const int index = memberIndex(id);
    if (index < 0)
        return tr("There is no node “%1”.").arg(id);
    LabState next = state_;
    next.members[static_cast<std::size_t>(index)].id = newId.trimmed().toStdString();
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
    if (running_) {
        // Newest wins: stop the running job; it starts again with the latest state.
        running_->control->cancelled = true;
        rerunWhenDone_ = true;
        return;
    }
    LabSetup setup{state_.members, state_.config, keys_,
                   pendingUnmeasured_ ? std::nullopt
                                      : std::optional<std::string>(pendingChanges_.join(tr(", then ")).toStdString())};
    auto job = std::make_shared<Job>();
    job->generation = ++generation_;
    const LabResult previous = result_;
    const std::optional<Algorithm> compare = state_.compareAlgorithm;
    running_ = job;
    connect(&job->watcher, &QFutureWatcher<LabResult>::finished, this, &LabModel::onComputationFinished);
    job->watcher.setFuture(QtConcurrent::run([setup, previous, compare, job]() -> LabResult {
        LabResult result;
        try {
            result.primary = computeSnapshot(setup, previous.primary, job->generation, job->control.get());
            if (compare) {
                LabSetup other = setup;
                other.config.algorithm = *compare;
                result.compare = computeSnapshot(other, previous.compare, job->generation, job->control.get());
            }
        } catch (const ComputationCancelled&) {
            return {};
        } catch (const std::exception& e) {
            job->error = userMessage(e);
            return {};
        }
        return result;
    }));
    progressTimer_.start();
    emit busyChanged(true);
}

void LabModel::onComputationFinished()
{
    const std::shared_ptr<Job> job = std::move(running_);
    progressTimer_.stop();
    LabResult result = job->watcher.result();
    if (result.primary && !rerunWhenDone_) {
        result_ = std::move(result);
        pendingChanges_.clear();
        pendingMergeTag_.clear();
        pendingUnmeasured_ = false;
        emit progress(1000);
        emit resultReady();
    } else if (!job->error.isEmpty()) {
        emit computationFailed(job->error);
    }
    if (rerunWhenDone_) {
        rerunWhenDone_ = false;
        requestComputation();
        return;
    }
    emit busyChanged(false);
}

void LabModel::cancelComputation()
{
    if (!running_)
        return;
    running_->control->cancelled = true;
    // The edit never showed: taking it back is no change to count.
    pendingUnmeasured_ = true;
    if (undoStack_.canUndo())
        undoStack_.undo();
}

std::vector<int> LabModel::replicasSweepFor(const std::vector<Member>& members)
{
    std::vector<int> within;
    for (const int replicas : defaultReplicasSweep()) {
        std::size_t points = 0;
        for (const Member& member : members)
            points += RingPlacement::pointsFor(replicas, member.weight);
        if (points > kMaxSweepRingPoints && !within.empty())
            break;
        within.push_back(replicas);
    }
    return within;
}

void LabModel::requestReplicasSweep()
{
    // Not beside the lab's own computation: the views wait for that one.
    if (running_) {
        sweepDebounce_.start();
        return;
    }
    if (sweepControl_)
        sweepControl_->cancelled = true;
    auto control = std::make_shared<ComputationControl>();
    sweepControl_ = control;
    const std::vector<Member> members = state_.members;
    const HashId hash = state_.config.hash;
    const KeySet keys = keys_;
    sweepRunning_ = true;
    emit replicasSweepStarted();
    auto* watcher = new QFutureWatcher<std::vector<ReplicasPoint>>(this);
    connect(watcher, &QFutureWatcher<std::vector<ReplicasPoint>>::finished, this, [this, watcher, control] {
        watcher->deleteLater();
        if (control->cancelled || control != sweepControl_)
            return;
        sweepRunning_ = false;
        lastReplicasSweep_ = watcher->result();
        emit replicasSweepReady(lastReplicasSweep_);
    });
    watcher->setFuture(QtConcurrent::run([members, hash, keys, control]() -> std::vector<ReplicasPoint> {
        try {
            return replicasSweep(members, hash, keys, replicasSweepFor(members), kReplicasSweepKeys, control.get());
        } catch (const std::exception&) {
            return {};
        }
    }));
}

}  // namespace ringlab
