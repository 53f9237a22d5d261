// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/DisplayText.h"
#include "model/core/Placement.h"

#include <QAbstractTableModel>

#include <memory>
#include <optional>
#include <string_view>
#include <unordered_map>

namespace ringlab {

class LabModel;
struct LabSnapshot;
struct MemberLoad;

// The members as a table: id, weight, ring points (Cassandra: tokens), key-space share, keys,
// % of fair share, and for Cassandra's token ring "Owns (effective)" and the rack (the views hide those two
// columns for the other algorithms). Id, weight and rack are editable in place; a refused edit keeps the old value and reports why
// through editRejected(). An id longer than kShownIdCharacters shows cut in the middle (its
// tooltip and the editor hold it whole).
class NodeTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Id, Weight, RingPoints, KeySpace, Keys, OfFair, OwnsEffective, Rack, ColumnCount };
    // Whether `column` says anything for `algorithm`.
    static bool showsColumn(int column, Algorithm algorithm) noexcept;
    static constexpr int kShownIdCharacters = kMaxShownIdCharacters;

    explicit NodeTableModel(LabModel* lab, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // After a language switch: the headers and cells again, in its words and digits.
    void retranslate();

signals:
    void editRejected(const QString& message);

private:
    void onStateChanged();
    void onResultReady();
    // The load of the member in `row`, from the newest result; null before it has one.
    const MemberLoad* loadOf(std::size_t row) const;
    // The member's "Owns (effective)" from the newest result, if it is Cassandra's.
    std::optional<double> effectiveOwnershipOf(std::size_t row) const;

    LabModel* lab_;
    // Row of each id in indexedSnapshot_'s statistics, for the rows whose member is not in
    // the same place there (a result for an older membership).
    mutable std::shared_ptr<const LabSnapshot> indexedSnapshot_;
    mutable std::unordered_map<std::string_view, std::size_t> loadRowOfId_;
    QStringList ids_;  // the rows as last announced to views
};

}  // namespace ringlab
