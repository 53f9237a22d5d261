// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/KeyTrace.h"
#include "ui/lab/ring/RingTraceOverlay.h"

#include <QWidget>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;
class QTableWidget;
class QTabWidget;
class QTimer;

namespace ringlab {
class LabModel;
}

namespace ringlab::ui {

class MovedKeysModel;

// View > Trace keys: follow keys through the lab. "Traced keys": keys typed (commas or line
// breaks between them) or clicked in the ring, each with its hash as the placement looks it up
// (decimal and hex), its place on the ring (or slot), the point that owns it, its owner now
// and before the last change, and its replica order; the selected key's clockwise walk spelt
// out below; double-click zooms the ring to it. "Moved keys": every key the last change moved,
// from → to, filtered by text and nodes, exported as CSV.
class KeyTracePanel : public QWidget {
    Q_OBJECT

public:
    enum TraceColumn { KeyCol, HashCol, HexCol, PositionCol, PointCol, OwnerCol, BeforeCol, MovedCol, ReplicasCol, TraceColumns };

    explicit KeyTracePanel(LabModel* lab, QWidget* parent = nullptr);
    ~KeyTracePanel() override;

    // Adds the keys in `text` (commas or line breaks between them) to the traced ones.
    void traceKeys(const QString& text);
    void addKey(const QString& key);
    void clearKeys();
    QStringList tracedKeys() const { return keys_; }
    // By traced key, as the table shows them.
    const std::vector<KeyChangeTrace>& traces() const noexcept { return traces_; }
    int replicaCount() const;
    void setReplicaCount(int count);
    // The ring's marks for the traced keys (the selected one current).
    std::vector<TraceMark> marks() const;
    // The same keys traced on another snapshot (the compare pane's algorithm), as its ring marks them.
    std::vector<TraceMark> marksOn(const LabSnapshot& snapshot) const;
    // The visible arc (start, length, as fractions of the key space) that shows traced key
    // `row` and the walk to its owner.
    std::pair<double, double> zoomArc(int row) const;
    // Writes the moved keys shown as CSV to `path`; "" or why not.
    QString exportMovedKeys(const QString& path);
    // The explanation of the selected key's walk, as shown.
    QString detailText() const;

    QTabWidget* tabs() const noexcept { return tabs_; }
    QLineEdit* keyEdit() const noexcept { return keyEdit_; }
    QTableWidget* traceTable() const noexcept { return table_; }
    MovedKeysModel* movedKeys() const noexcept { return moved_; }
    QTableView* movedTable() const noexcept { return movedTable_; }
    QLineEdit* movedFilterEdit() const noexcept { return filterEdit_; }
    QComboBox* fromFilter() const noexcept { return fromFilter_; }
    QComboBox* toFilter() const noexcept { return toFilter_; }
    QLabel* movedCountLabel() const noexcept { return movedCount_; }
    // Applies the filter fields now (they otherwise wait for typing to pause).
    void applyFilter();

signals:
    // The traced keys or their traces changed: the ring's marks with them.
    void marksChanged();
    // Show this arc of the ring (double-click on a traced key).
    void zoomRequested(double start, double length);

protected:
    void changeEvent(QEvent* event) override;

private:
    // The panel's fixed texts in the language installed.
    void retranslateUi();
    void refresh();
    void retrace();
    void fillTable();
    void fillNodeFilters();
    void updateMovedCount();
    void updateDetail();
    void chooseAndExport();
    double keySpace() const;
    QString positionText(const KeyTrace& trace) const;

    LabModel* lab_;
    std::shared_ptr<const LabSnapshot> current_;
    std::shared_ptr<const LabSnapshot> previous_;  // null unless current_ measured against it
    QStringList keys_;
    std::vector<KeyChangeTrace> traces_;

    QTabWidget* tabs_ = nullptr;
    QLabel* keysLabel_ = nullptr;
    QPushButton* trace_ = nullptr;
    QPushButton* clear_ = nullptr;
    QLabel* replicasLabel_ = nullptr;
    QLabel* filterLabel_ = nullptr;
    QLabel* fromLabel_ = nullptr;
    QLabel* toLabel_ = nullptr;
    QLineEdit* keyEdit_ = nullptr;
    QSpinBox* replicas_ = nullptr;
    QTableWidget* table_ = nullptr;
    QLabel* detail_ = nullptr;
    MovedKeysModel* moved_ = nullptr;
    QTableView* movedTable_ = nullptr;
    QLineEdit* filterEdit_ = nullptr;
    QComboBox* fromFilter_ = nullptr;
    QComboBox* toFilter_ = nullptr;
    QLabel* movedCount_ = nullptr;
    QPushButton* export_ = nullptr;
    QTimer* filterDelay_ = nullptr;
};

}  // namespace ringlab::ui
