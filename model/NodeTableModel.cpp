// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/NodeTableModel.h"

#include "model/DisplayText.h"
#include "model/Format.h"
#include "model/LabModel.h"
#include "model/core/CassandraPlacement.h"
#include "model/core/RingPlacement.h"

#include <QColor>
#include <QLocale>

#include <vector>

namespace ringlab {

namespace {

QStringList memberIds(const LabModel& lab)
{
    QStringList ids;
    for (const Member& m : lab.members())
        ids << QString::fromStdString(m.id);
    return ids;
}

}  // namespace

NodeTableModel::NodeTableModel(LabModel* lab, QObject* parent)
    : QAbstractTableModel(parent), lab_(lab), ids_(memberIds(*lab))
{
    connect(lab_, &LabModel::stateChanged, this, &NodeTableModel::onStateChanged);
    connect(lab_, &LabModel::resultReady, this, &NodeTableModel::onResultReady);
}

int NodeTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(ids_.size());
}

int NodeTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant NodeTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        if (section == Rack)
            return tr("The node's rack (double-click to change it). With racks given, replicas go to distinct racks first (NetworkTopologyStrategy); without, to the next distinct nodes clockwise (SimpleStrategy).");
        if (section == OwnsEffective)
            return tr("As nodetool status reports for a keyspace: the share of the token space the node holds a replica of, with the replication factor. The column adds up to the replication factor × 100 %.");
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Id: return tr("Node");
    case Weight: return tr("Weight");
    // Long names on two lines: the table fits the lab's panel with Cassandra's two more columns.
    case RingPoints: return lab_->state().config.algorithm == Algorithm::Cassandra ? tr("Tokens") : tr("Ring\npoints");
    case KeySpace: return tr("Key\nspace");
    case Keys: return tr("Keys");
    case OfFair: return tr("Of fair\nshare");
    case Rack: return tr("Rack");
    case OwnsEffective: return tr("Owns\n(effective)");
    default: return {};
    }
}

bool NodeTableModel::showsColumn(int column, Algorithm algorithm) noexcept
{
    return (column != Rack && column != OwnsEffective) || algorithm == Algorithm::Cassandra;
}

Qt::ItemFlags NodeTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && (index.column() == Id || index.column() == Weight ||
                            (index.column() == Rack && lab_->state().config.algorithm == Algorithm::Cassandra)))
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant NodeTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    if (row >= lab_->members().size())
        return {};
    const Member& member = lab_->members()[row];
    const MemberLoad* load = loadOf(row);
    const QLocale locale;
    const int column = index.column();

    if (role == Qt::TextAlignmentRole)
        return column == Id || column == Rack ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::EditRole) {
        if (column == Id)
            return QString::fromStdString(member.id);
        if (column == Weight)
            return member.weight;
        if (column == Rack)
            return lab_->rackOf(QString::fromStdString(member.id));
        return {};
    }
    if (role == Qt::ForegroundRole && column == OfFair && load && load->ofFair > kLoadLimitOfFair)
        return QColor(0xcc, 0x33, 0x11);  // over the article's 120 % limit
    if (role == Qt::ToolTipRole && column == Id)
        return QString::fromStdString(member.id);
    if (role == Qt::ToolTipRole && column == OfFair)
        return tr("Share of keys over share of weight; the article asks for at most 120 %.");
    if (role != Qt::DisplayRole)
        return {};

    switch (column) {
    case Id:
        return shortMemberId(QString::fromStdString(member.id), kShownIdCharacters);
    case Weight:
        return locale.toString(member.weight, 'g', 6);
    case RingPoints:
        switch (lab_->state().config.algorithm) {
        case Algorithm::Ring:
            return locale.toString(
                static_cast<qulonglong>(RingPlacement::pointsFor(lab_->state().config.replicas, member.weight)));
        case Algorithm::Ketama:
        case Algorithm::EnvoyRing:
        case Algorithm::Cassandra: {
            // These counts depend on the whole fleet (or the tokens given): the computed ring's,
            // once it is this fleet's.
            const std::shared_ptr<const LabSnapshot>& snapshot = lab_->result().primary;
            const RingPlacement* ring = snapshot ? snapshot->ring() : nullptr;
            if (!ring || !load || snapshot->config.algorithm != lab_->state().config.algorithm ||
                snapshot->members.size() != lab_->members().size())
                return QStringLiteral("…");
            return locale.toString(static_cast<qulonglong>(ring->pointCountOf(static_cast<MemberIndex>(row))));
        }
        default:
            return QStringLiteral("–");
        }
    case KeySpace:
        return load && load->keySpaceShare ? formatShare(*load->keySpaceShare, 2, locale)
                                           : QStringLiteral("–");
    case Keys:
        return load ? formatCount(load->keys, locale) : QStringLiteral("…");
    case OfFair:
        return load ? formatShare(load->ofFair, 1, locale) : QStringLiteral("…");
    case Rack: {
        if (lab_->state().config.algorithm != Algorithm::Cassandra)
            return QStringLiteral("–");
        const QString rack = lab_->rackOf(QString::fromStdString(member.id));
        return rack.isEmpty() ? QString::fromLatin1(CassandraPlacement::kDefaultRack) : rack;
    }
    case OwnsEffective: {
        const std::optional<double> owns = effectiveOwnershipOf(row);
        if (lab_->state().config.algorithm != Algorithm::Cassandra)
            return QStringLiteral("–");
        return owns ? formatShare(*owns, 1, locale) : QStringLiteral("…");
    }
    default:
        return {};
    }
}

const MemberLoad* NodeTableModel::loadOf(std::size_t row) const
{
    const std::shared_ptr<const LabSnapshot>& snapshot = lab_->result().primary;
    if (!snapshot)
        return nullptr;
    const std::vector<MemberLoad>& loads = snapshot->stats.members;
    const std::string& id = lab_->members()[row].id;
    if (row < loads.size() && loads[row].id == id)
        return &loads[row];
    if (indexedSnapshot_ != snapshot) {
        indexedSnapshot_ = snapshot;
        loadRowOfId_.clear();
        loadRowOfId_.reserve(loads.size());
        for (std::size_t i = 0; i < loads.size(); ++i)
            loadRowOfId_.emplace(loads[i].id, i);
    }
    const auto found = loadRowOfId_.find(id);
    return found != loadRowOfId_.end() ? &loads[found->second] : nullptr;
}

std::optional<double> NodeTableModel::effectiveOwnershipOf(std::size_t row) const
{
    const std::shared_ptr<const LabSnapshot>& snapshot = lab_->result().primary;
    const MemberLoad* load = loadOf(row);
    if (!load || snapshot->effectiveOwnership.empty())
        return std::nullopt;
    return snapshot->effectiveOwnership[static_cast<std::size_t>(load - snapshot->stats.members.data())];
}

bool NodeTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const QString id = ids_.value(index.row());
    QString problem;
    if (index.column() == Id) {
        problem = lab_->renameMember(id, value.toString());
    } else if (index.column() == Rack) {
        problem = lab_->setRack(id, value.toString());
    } else if (index.column() == Weight) {
        bool ok = false;
        const double weight = value.typeId() == QMetaType::QString ? QLocale().toDouble(value.toString(), &ok)
                                                                  : value.toDouble(&ok);
        if (!ok && value.typeId() == QMetaType::QString)
            problem = tr("The weight of %1 must be a number, not “%2”.").arg(id, value.toString());
        else
            problem = lab_->setWeight(id, weight);
    } else {
        return false;
    }
    if (!problem.isEmpty()) {
        emit editRejected(problem);
        return false;
    }
    return true;
}

void NodeTableModel::onStateChanged()
{
    const QStringList ids = memberIds(*lab_);
    if (ids.size() != ids_.size()) {
        beginResetModel();
        ids_ = ids;
        endResetModel();
        return;
    }
    ids_ = ids;
    if (!ids_.isEmpty())
        emit dataChanged(index(0, 0), index(static_cast<int>(ids_.size()) - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, RingPoints, RingPoints);  // "Tokens" for Cassandra
}

void NodeTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!ids_.isEmpty())
        emit dataChanged(index(0, 0), index(static_cast<int>(ids_.size()) - 1, ColumnCount - 1));
}

void NodeTableModel::onResultReady()
{
    if (!ids_.isEmpty())
        emit dataChanged(index(0, RingPoints), index(static_cast<int>(ids_.size()) - 1, ColumnCount - 1));
}

}  // namespace ringlab
