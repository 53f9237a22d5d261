// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/simulation/TransferMatrixView.h"

#include "ui/common/ChartStyle.h"
#include "ui/common/Colour.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

using namespace chartstyle;

namespace {

constexpr int kMinCellTextPixels = 10;

// The background through Paul Tol's light blue to his dark blue.
QColor heat(double t)
{
    return mixedColor(palette::current().background, palette::current().mainSeries, t);
}

}  // namespace

TransferMatrixView::TransferMatrixView(QWidget* parent) : QWidget(parent)
{
    setMinimumSize(320, 240);
}

void TransferMatrixView::setMatrix(const QString& title, const QStringList& nodes,
                                   std::vector<std::vector<std::uint64_t>> bytes)
{
    title_ = title;
    nodes_.clear();
    for (const QString& node : nodes)
        nodes_.append(shortMemberId(node));
    bytes_ = std::move(bytes);
    update();
}

void TransferMatrixView::setPlaceholder(const QString& text)
{
    placeholder_ = text;
    update();
}

void TransferMatrixView::setBusy(bool busy)
{
    busy_ = busy;
    update();
}

QString TransferMatrixView::bytesText(std::uint64_t bytes)
{
    return bytes == 0 ? QStringLiteral("·") : QLocale().formattedDataSize(static_cast<qint64>(bytes), 1);
}

void TransferMatrixView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    render(painter, size());
}

void TransferMatrixView::render(QPainter& painter, const QSize& size) const
{
    const qreal scale = typeScale(QSizeF(size));
    painter.fillRect(QRect(QPoint(0, 0), size), palette::current().background);
    const QFont titleFont = pixelFont(scaledPixels(kTitlePixels, scale), true);
    const QFont labelFont = pixelFont(scaledPixels(kLabelPixels, scale));
    const QFontMetricsF titleMetrics(titleFont);
    const QFontMetricsF labelMetrics(labelFont);
    painter.setPen(palette::current().ink);
    painter.setFont(titleFont);
    painter.drawText(QRectF(0.0, kChartMargin, size.width(), titleMetrics.height()), Qt::AlignHCenter, title_);

    const qreal top = kChartMargin + titleMetrics.height() * 2.2 + labelMetrics.height();
    const auto count = static_cast<qsizetype>(nodes_.size());
    QRectF area(QPointF(kChartMargin, top), QPointF(size.width() - kChartMargin, size.height() - kChartMargin));
    if (count == 0 || busy_) {
        painter.setFont(pixelFont(scaledPixels(kVeilPixels, scale), true));
        painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, busy_ ? tr("Simulating…") : placeholder_);
        return;
    }

    // Row labels (from) on the left, column labels (to) above, square-ish cells.
    qreal labelWidth = labelMetrics.horizontalAdvance(tr("from ↓  to →"));
    for (const QString& node : nodes_)
        labelWidth = std::max(labelWidth, labelMetrics.horizontalAdvance(node));
    labelWidth += 12.0;
    const qreal cell = std::min((area.width() - labelWidth) / static_cast<qreal>(count),
                                (area.height() - labelMetrics.height() * 1.6) / static_cast<qreal>(count));
    const qreal left = area.left() + labelWidth;
    const qreal gridTop = area.top() + labelMetrics.height() * 1.6;

    std::uint64_t largest = 1;
    for (const auto& row : bytes_)
        for (const std::uint64_t value : row)
            largest = std::max(largest, value);

    painter.setFont(labelFont);
    painter.setPen(palette::current().mutedInk);
    painter.drawText(QRectF(area.left(), area.top(), labelWidth + cell * static_cast<qreal>(count), labelMetrics.height()),
                     Qt::AlignLeft, tr("from ↓  to →"));
    // Column names, slanted when the cells are narrow.
    const bool slanted = std::any_of(nodes_.begin(), nodes_.end(),
                                     [&](const QString& node) { return labelMetrics.horizontalAdvance(node) > cell - 4.0; });
    painter.setPen(palette::current().ink);
    // Every so many names where the cells are shorter than a line of text.
    const auto stride = static_cast<qsizetype>(std::max(1.0, std::ceil(labelMetrics.height() / std::max(cell, 1.0))));
    for (qsizetype i = 0; i < count; i += stride) {
        const qreal x = left + cell * static_cast<qreal>(i);
        if (slanted) {
            painter.save();
            painter.translate(x + cell / 2.0, gridTop - 4.0);
            painter.rotate(-30.0);
            painter.drawText(QPointF(0.0, 0.0), nodes_[i]);
            painter.restore();
        } else {
            painter.drawText(QRectF(x, gridTop - labelMetrics.height() - 2.0, cell, labelMetrics.height()),
                             Qt::AlignCenter, nodes_[i]);
        }
        painter.drawText(QRectF(area.left(), gridTop + cell * static_cast<qreal>(i), labelWidth - 8.0, cell),
                         Qt::AlignRight | Qt::AlignVCenter, nodes_[i]);
    }

    // The cells: the bytes in the largest type up to the label size that fits every cell.
    QStringList texts;
    for (const auto& row : bytes_)
        for (const std::uint64_t value : row)
            texts.append(bytesText(value));
    int cellPixels = scaledPixels(kLabelPixels, scale);
    for (; cellPixels >= kMinCellTextPixels; --cellPixels) {
        const QFontMetricsF metrics(pixelFont(cellPixels));
        if (std::all_of(texts.begin(), texts.end(), [&](const QString& t) { return metrics.horizontalAdvance(t) <= cell - 6.0; }))
            break;
    }
    const QFont cellFont = pixelFont(cellPixels);
    painter.setFont(cellFont);
    for (qsizetype from = 0; from < count && from < static_cast<qsizetype>(bytes_.size()); ++from) {
        const auto& row = bytes_[static_cast<std::size_t>(from)];
        for (qsizetype to = 0; to < count && to < static_cast<qsizetype>(row.size()); ++to) {
            const std::uint64_t value = row[static_cast<std::size_t>(to)];
            const QRectF box(left + cell * static_cast<qreal>(to), gridTop + cell * static_cast<qreal>(from), cell, cell);
            const double t = std::sqrt(static_cast<double>(value) / static_cast<double>(largest));
            painter.fillRect(box, from == to ? palette::current().noTransferCell : heat(t));
            painter.setPen(QPen(palette::current().grid, 1.0));
            painter.drawRect(box);
            if (cellPixels >= kMinCellTextPixels && from != to) {
                painter.setPen(t > 0.55 ? palette::current().onBadge : palette::current().ink);
                painter.drawText(box, Qt::AlignCenter, bytesText(value));
            }
        }
    }
}

QSize TransferMatrixView::exportSize() const
{
    return {1280, 900};
}

QString TransferMatrixView::exportTitle() const
{
    return title_;
}

}  // namespace ringlab::ui
