// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace ringlab {
class LabModel;
}

namespace ringlab::ui {

// "Add node…": a node's id (the lab's next free one to start with) and weight in one step.
// OK hands both to LabModel::addMember, one undo step; when the lab refuses (the id is taken
// or malformed, the weight out of range or not whole for ketama) the dialog stays open with
// the lab's reason in red under the fields, and nothing changes.
class AddNodeDialog : public QDialog {
    Q_OBJECT

public:
    explicit AddNodeDialog(LabModel* lab, QWidget* parent = nullptr);

    QLineEdit* idEdit() const noexcept { return id_; }
    QDoubleSpinBox* weightBox() const noexcept { return weight_; }
    QLabel* messageLabel() const noexcept { return message_; }
    QDialogButtonBox* buttons() const noexcept { return buttons_; }

    // Adds the node; closes the dialog, or shows why the lab refused and stays open.
    void accept() override;

private:
    LabModel* lab_;
    QLineEdit* id_ = nullptr;
    QDoubleSpinBox* weight_ = nullptr;
    QLabel* message_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
};

}  // namespace ringlab::ui
