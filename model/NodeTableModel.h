#pragma once

#include <QAbstractTableModel>

namespace ringlab {

class LabModel;

// The members as a table: id, weight, ring points, key-space share, keys, % of fair share.
// Id and weight are editable in place; a refused edit keeps the old value and reports why
// through editRejected().
class NodeTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Id, Weight, RingPoints, KeySpace, Keys, OfFair, ColumnCount };

    explicit NodeTableModel(LabModel* lab, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

signals:
    void editRejected(const QString& message);

private:
    void onStateChanged();
    void onResultReady();

    LabModel* lab_;
    QStringList ids_;  // the rows as last announced to views
};

}  // namespace ringlab
