// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"

#include <QWidget>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QGridLayout;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QSpinBox;
class QTableView;

namespace ringlab {
class LabModel;
class NodeTableModel;
}

namespace ringlab::ui {

// An algorithm as the lab names it ("Hash ring (virtual nodes)", "Token ring (Cassandra)").
QString algorithmLabel(Algorithm algorithm);

// The lab's controls: placement (algorithm, hash, replicas), keys (pattern and count, or a
// file), the node table with its buttons and, under them, the message line; and, for the
// window's bar above the views, "Compare with" and its algorithm. They show the lab's state
// and hand every edit to the lab; a refused edit says why in the message line, and the
// control goes back to the lab's value.
class LabControlsPanel : public QWidget {
    Q_OBJECT

public:
    explicit LabControlsPanel(LabModel* lab, QWidget* parent = nullptr);

    // The compare toggle and its algorithm, for the window to place; a child of this panel
    // until it does.
    QWidget* compareControls() const noexcept { return compareControls_; }
    QTableView* nodeTable() const noexcept { return nodeTable_; }
    QLabel* messageLabel() const noexcept { return message_; }
    QPushButton* addNodeButton() const noexcept { return addNode_; }
    // "Add node…": the name and weight in a dialog (AddNodeDialog).
    QPushButton* addNodeAskedButton() const noexcept { return addNodeAsked_; }

    // Shows `text` in the message line (an error in red, until the next edit goes through);
    // empty text hides the line.
    void showMessage(const QString& text, bool error);

signals:
    // Non-empty text just shown in the message line, for the window's status bar.
    void messageShown(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Every text the controls show, in the language installed (QEvent::LanguageChange).
    void retranslateUi();
    QWidget* buildPlacement();
    QWidget* buildKeys();
    QWidget* buildNodes();
    QWidget* buildCompareControls();
    void syncFromLab();
    void edit(const QString& problem);  // shows a refused edit, or clears the message

    LabModel* lab_;
    NodeTableModel* nodeModel_ = nullptr;
    QComboBox* algorithm_ = nullptr;
    QButtonGroup* hashButtons_ = nullptr;
    QSlider* replicasSlider_ = nullptr;
    QSpinBox* replicasSpin_ = nullptr;
    QGroupBox* placementBox_ = nullptr;
    QGroupBox* keysBox_ = nullptr;
    QGroupBox* nodesBox_ = nullptr;
    QFormLayout* placementForm_ = nullptr;
    QFormLayout* keyForm_ = nullptr;
    QGridLayout* hashRow_ = nullptr;
    QHBoxLayout* replicasRow_ = nullptr;
    QPushButton* fromFile_ = nullptr;
    QComboBox* ketamaDialect_ = nullptr;
    QComboBox* twemproxyHash_ = nullptr;
    QSpinBox* maglevTableSize_ = nullptr;
    QSpinBox* envoyMinRingSize_ = nullptr;
    QSpinBox* replicationFactor_ = nullptr;
    QSpinBox* numTokens_ = nullptr;
    QComboBox* tokenAllocation_ = nullptr;
    QLineEdit* keyPattern_ = nullptr;
    QSpinBox* keyCount_ = nullptr;
    QLabel* keySource_ = nullptr;
    QTableView* nodeTable_ = nullptr;
    QPushButton* addNode_ = nullptr;
    QPushButton* addNodeAsked_ = nullptr;
    QPushButton* removeNode_ = nullptr;
    QLabel* message_ = nullptr;
    bool messageIsError_ = false;
    QWidget* compareControls_ = nullptr;
    QCheckBox* compareOn_ = nullptr;
    QComboBox* compareAlgorithm_ = nullptr;
    bool syncing_ = false;
};

}  // namespace ringlab::ui
