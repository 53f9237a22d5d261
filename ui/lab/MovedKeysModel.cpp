// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/MovedKeysModel.h"

#include "model/DisplayText.h"

namespace ringlab::ui {

MovedKeysModel::MovedKeysModel(QObject* parent) : QAbstractTableModel(parent) {}

void MovedKeysModel::setSnapshots(std::shared_ptr<const LabSnapshot> previous, std::shared_ptr<const LabSnapshot> current)
{
    beginResetModel();
    current_ = std::move(current);
    previous_ = current_ && isPreviousOf(previous.get(), *current_) ? std::move(previous) : nullptr;
    moved_ = previous_ ? movedKeyIndices(*previous_, *current_) : std::vector<std::uint32_t>();
    // Node filters name members by index: a filter for a member no longer there is dropped.
    if (!previous_ || filter_.from >= static_cast<int>(previous_->members.size()))
        filter_.from = -1;
    if (!current_ || filter_.to >= static_cast<int>(current_->members.size()))
        filter_.to = -1;
    shown_ = filter_.any() && previous_ ? filterMovedKeys(*previous_, *current_, moved_, filter_) : moved_;
    endResetModel();
}

void MovedKeysModel::setFilter(const MovedKeyFilter& filter)
{
    beginResetModel();
    filter_ = filter;
    shown_ = filter_.any() && previous_ ? filterMovedKeys(*previous_, *current_, moved_, filter_) : moved_;
    endResetModel();
}

QString MovedKeysModel::keyAt(int row) const
{
    return fromStd(current_->keys.key(keyIndexAt(row)));
}

QByteArray MovedKeysModel::csv() const
{
    if (!previous_)
        return QByteArrayLiteral("key,from,to\n");
    const std::string text = movedKeysCsv(*previous_, *current_, shown_);
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

int MovedKeysModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(shown_.size());
}

int MovedKeysModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MovedKeysModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const std::uint32_t k = keyIndexAt(index.row());
    switch (index.column()) {
    case KeyColumn: return keyAt(index.row());
    case FromColumn: return fromStd(previous_->members[previous_->assignment.owners[k]].id);
    case ToColumn: return fromStd(current_->members[current_->assignment.owners[k]].id);
    default: return {};
    }
}

QVariant MovedKeysModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case KeyColumn: return tr("Key");
    case FromColumn: return tr("From");
    case ToColumn: return tr("To");
    default: return {};
    }
}

}  // namespace ringlab::ui
