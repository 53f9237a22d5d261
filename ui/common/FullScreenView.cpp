// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/FullScreenView.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QKeyEvent>
#include <QLayout>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace ringlab::ui {

FullScreenView::FullScreenView(QWidget* parent) : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("FullScreenView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

FullScreenView::~FullScreenView()
{
    leave();
}

bool FullScreenView::present(QWidget* view)
{
    leave();
    QWidget* parent = view ? view->parentWidget() : nullptr;
    if (!parent)
        return false;
    auto* standIn = new QWidget;
    standIn->setMinimumSize(view->minimumSize());
    if (auto* stack = qobject_cast<QStackedWidget*>(parent)) {
        stackIndex_ = stack->indexOf(view);
        wasCurrent_ = stack->currentWidget() == view;
        stack->insertWidget(stackIndex_, standIn);
        stack->removeWidget(view);
        if (wasCurrent_)
            stack->setCurrentWidget(standIn);
    } else if (auto* dock = qobject_cast<QDockWidget*>(parent); dock && dock->widget() == view) {
        dock->setWidget(standIn);
    } else if (!parent->layout() || !parent->layout()->replaceWidget(view, standIn)) {
        delete standIn;
        return false;
    }
    standIn_ = standIn;
    view_ = view;
    layout()->addWidget(view);
    view->show();
    setWindowTitle(view->windowTitle());
    showFullScreen();
    raise();
    activateWindow();
    view->setFocus();
    return true;
}

void FullScreenView::leave()
{
    if (!view_ && !standIn_)
        return;
    QWidget* parent = standIn_ ? standIn_->parentWidget() : nullptr;
    if (view_) {
        layout()->removeWidget(view_);
        if (!parent) {
            // Its place is gone (the widgets around it were destroyed).
            view_->hide();
            view_->deleteLater();
        } else if (auto* stack = qobject_cast<QStackedWidget*>(parent)) {
            stack->insertWidget(stackIndex_, view_);
            if (wasCurrent_)
                stack->setCurrentWidget(view_);
        } else if (auto* dock = qobject_cast<QDockWidget*>(parent); dock && dock->widget() == standIn_) {
            dock->setWidget(view_);
        } else if (parent && parent->layout()) {
            view_->setParent(parent);
            parent->layout()->replaceWidget(standIn_, view_);
        }
        if (parent)
            view_->show();
    }
    delete standIn_.data();
    view_ = nullptr;
    stackIndex_ = -1;
    hide();
    emit left();
}

void FullScreenView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape) {
        leave();
        return;
    }
    QWidget::keyPressEvent(event);
}

void FullScreenView::closeEvent(QCloseEvent* event)
{
    leave();
    event->ignore();
}

}  // namespace ringlab::ui
