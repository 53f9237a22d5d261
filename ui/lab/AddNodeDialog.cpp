// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/AddNodeDialog.h"

#include "model/LabModel.h"
#include "model/core/Membership.h"
#include "ui/common/Palette.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ringlab::ui {

AddNodeDialog::AddNodeDialog(LabModel* lab, QWidget* parent) : QDialog(parent), lab_(lab)
{
    setObjectName(QStringLiteral("AddNodeDialog"));
    setWindowTitle(tr("Add node"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    id_ = new QLineEdit(lab_->suggestMemberId());
    id_->setObjectName(QStringLiteral("AddNodeId"));
    id_->setMinimumWidth(260);
    id_->selectAll();
    weight_ = new QDoubleSpinBox;
    weight_->setObjectName(QStringLiteral("AddNodeWeight"));
    // Wider than the lab accepts, so that the lab's own refusal names its range.
    weight_->setRange(0.0, kMaxWeight * 10.0);
    weight_->setDecimals(3);
    weight_->setValue(1.0);
    weight_->setToolTip(tr("Relative to the other nodes' weights: a node of weight 2 should carry twice the keys "
                           "of a node of weight 1"));
    form->addRow(tr("&Name:"), id_);
    form->addRow(tr("&Weight:"), weight_);
    layout->addLayout(form);
    message_ = new QLabel;
    message_->setObjectName(QStringLiteral("AddNodeMessage"));
    message_->setWordWrap(true);
    message_->setStyleSheet(QStringLiteral("color: %1; font-weight: bold;").arg(palette::current().errorInk.name()));
    message_->hide();
    layout->addWidget(message_);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Add"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &AddNodeDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons_);
    // A new attempt clears the old reason.
    connect(id_, &QLineEdit::textEdited, message_, &QWidget::hide);
    connect(weight_, &QDoubleSpinBox::valueChanged, message_, &QWidget::hide);
}

void AddNodeDialog::accept()
{
    const QString problem = lab_->addMember(id_->text(), weight_->value());
    if (!problem.isEmpty()) {
        message_->setText(problem);
        message_->show();
        id_->setFocus();
        return;
    }
    QDialog::accept();
}

}  // namespace ringlab::ui
