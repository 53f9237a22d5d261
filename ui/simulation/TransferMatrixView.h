// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/ViewExport.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <cstdint>
#include <vector>

namespace ringlab::ui {

// What each node must copy to each other node after a membership change: a from → to heat
// map, white for nothing, deep blue for the largest transfer, the bytes written in the cells
// where they fit.
class TransferMatrixView : public QWidget, public ExportableView {
    Q_OBJECT

public:
    explicit TransferMatrixView(QWidget* parent = nullptr);

    // bytes[from][to] over `nodes`; an empty list clears the view.
    void setMatrix(const QString& title, const QStringList& nodes, std::vector<std::vector<std::uint64_t>> bytes);
    void setPlaceholder(const QString& text);
    void setBusy(bool busy);
    const std::vector<std::vector<std::uint64_t>>& bytes() const { return bytes_; }
    QStringList nodes() const { return nodes_; }
    // "12.3 MB": a cell's text.
    static QString bytesText(std::uint64_t bytes);

    void render(QPainter& painter, const QSize& size) const override;
    QSize exportSize() const override;
    QString exportTitle() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString title_;
    QStringList nodes_;
    std::vector<std::vector<std::uint64_t>> bytes_;
    QString placeholder_;
    bool busy_ = false;
};

}  // namespace ringlab::ui
