// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/KeyTrace.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace ringlab::ui {

// The keys the last change moved, a row each: key, owner before, owner after. Rows are made
// when shown, from the two snapshots' owners arrays (a million moved keys hold 4 MB of
// indices, no text); the filter keeps the rows of one node before, one after, or with a part of
// the key.
class MovedKeysModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { KeyColumn, FromColumn, ToColumn, ColumnCount };

    explicit MovedKeysModel(QObject* parent = nullptr);

    // `previous` may be null or another snapshot than the one `current` measured its movement
    // against: then nothing moved that the list can show.
    void setSnapshots(std::shared_ptr<const LabSnapshot> previous, std::shared_ptr<const LabSnapshot> current);
    void setFilter(const MovedKeyFilter& filter);
    // After a language switch: the headers again.
    void retranslate() { emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1); }
    const MovedKeyFilter& filter() const noexcept { return filter_; }

    // There is a measured change to list.
    bool hasChange() const noexcept { return previous_ != nullptr; }
    std::size_t movedCount() const noexcept { return moved_.size(); }
    std::size_t shownCount() const noexcept { return shown_.size(); }
    std::uint32_t keyIndexAt(int row) const { return shown_[static_cast<std::size_t>(row)]; }
    QString keyAt(int row) const;
    const std::shared_ptr<const LabSnapshot>& previous() const noexcept { return previous_; }
    const std::shared_ptr<const LabSnapshot>& current() const noexcept { return current_; }
    // The rows shown, as CSV ("key,from,to").
    QByteArray csv() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const LabSnapshot> previous_;
    std::shared_ptr<const LabSnapshot> current_;
    MovedKeyFilter filter_;
    std::vector<std::uint32_t> moved_;
    std::vector<std::uint32_t> shown_;
};

}  // namespace ringlab::ui
