// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/HashSpeedView.h"

#include "ui/explorer/ExplorerText.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace ringlab::ui {

namespace {


}  // namespace

HashSpeedView::HashSpeedView(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void HashSpeedView::setData(HashSpeedData data)
{
    data_ = std::move(data);
    pending_ = false;
    error_.clear();
    update();
}

void HashSpeedView::setPending(bool pending)
{
    pending_ = pending;
    update();
}

void HashSpeedView::setError(const QString& message)
{
    error_ = message;
    pending_ = false;
    update();
}

double HashSpeedView::fastestNs() const
{
    double fastest = 0.0;
    for (const HashTiming& t : data_.timings)
        if (fastest == 0.0 || t.timing.nsPerOperation < fastest)
            fastest = t.timing.nsPerOperation;
    return fastest;
}

QString HashSpeedView::nsText(std::size_t row) const
{
    if (row >= data_.timings.size())
        return {};
    const double ns = data_.timings[row].timing.nsPerOperation;
    return tr("%1 ns").arg(QLocale().toString(ns, 'f', ns < 100.0 ? 1 : 0));
}

QString HashSpeedView::ratioText(std::size_t row) const
{
    const double fastest = fastestNs();
    if (row >= data_.timings.size() || fastest <= 0.0)
        return {};
    const double ratio = data_.timings[row].timing.nsPerOperation / fastest;
    return ratio == 1.0 ? tr("the fastest") : tr("%1 × the time of the fastest").arg(QLocale().toString(ratio, 'f', 1));
}

QString HashSpeedView::counterText() const
{
    const QString measured = tr("%1 · bar: best of %2 runs, line: up to the slowest · one thread")
                                 .arg(data_.keys)
                                 .arg(data_.rounds);
    const double spread = largestSpread(data_.timings);
    if (spread < kNoisySpread)
        return measured;
    return tr("%1 · runs differed by up to %2 %: the machine was busy, the order may not hold")
        .arg(measured)
        .arg(QLocale().toString((spread - 1.0) * 100.0, 'f', 0));
}

QString HashSpeedView::exportTitle() const
{
    return tr("Hash speed on short keys");
}

void HashSpeedView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    render(painter, size());
}

void HashSpeedView::render(QPainter& painter, const QSize& size) const
{
    painter.fillRect(QRect(QPoint(0, 0), size), palette::current().background);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QString counter = data_.timings.empty() ? QString() : counterText();
    const QRectF body = paintCaptionBand(painter, size, tr("Nanoseconds per key, hash alone (shorter is faster)"),
                                         counter);
    const double text = viewTextPixelSize(size);
    const double pad = 0.8 * text;
    if (!error_.isEmpty() || data_.timings.empty()) {
        painter.setFont(viewFont(text));
        painter.setPen(error_.isEmpty() ? palette::current().softInk : palette::current().errorInk);
        painter.drawText(body.adjusted(pad, pad, -pad, -pad), Qt::AlignCenter | Qt::TextWordWrap,
                         error_.isEmpty() ? tr("Measuring…") : error_);
        return;
    }

    const QFont nameFont = viewFont(text, true);
    const QFont figureFont = viewFont(text);
    const QFontMetricsF nameMetrics(nameFont);
    const QFontMetricsF figureMetrics(figureFont);
    double nameWidth = 0.0;
    double figureWidth = 0.0;
    double slowest = 0.0;
    for (std::size_t row = 0; row < data_.timings.size(); ++row) {
        nameWidth = std::max(nameWidth, nameMetrics.horizontalAdvance(fromStd(data_.timings[row].hash->name)));
        figureWidth = std::max(figureWidth, figureMetrics.horizontalAdvance(nsText(row) + QStringLiteral("  ") +
                                                                             ratioText(row)));
        slowest = std::max({slowest, data_.timings[row].timing.nsPerOperation, data_.timings[row].timing.nsSlowest});
    }
    const QRectF area = body.adjusted(pad, pad, -pad, -pad);
    const double rowHeight = area.height() / static_cast<double>(data_.timings.size());
    const double barLeft = area.left() + nameWidth + pad;
    const double barSpan = std::max(10.0, area.right() - barLeft - figureWidth - pad);
    const double barHeight = std::min(rowHeight * 0.62, 1.6 * text);

    painter.save();
    if (pending_)
        painter.setOpacity(0.4);
    for (std::size_t row = 0; row < data_.timings.size(); ++row) {
        const double middle = area.top() + (static_cast<double>(row) + 0.5) * rowHeight;
        painter.setFont(nameFont);
        painter.setPen(palette::current().ink);
        painter.drawText(QRectF(area.left(), middle - rowHeight / 2, nameWidth, rowHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, fromStd(data_.timings[row].hash->name));
        const QRectF track(barLeft, middle - barHeight / 2, barSpan, barHeight);
        painter.fillRect(track, palette::current().track);
        const double share = slowest > 0.0 ? data_.timings[row].timing.nsPerOperation / slowest : 0.0;
        const QRectF bar(track.left(), track.top(), std::max(2.0, share * barSpan), barHeight);
        painter.fillRect(bar, palette::current().speedBar);
        // The spread of the runs: a line from the best to the slowest.
        const double slowestRun = data_.timings[row].timing.nsSlowest;
        if (slowest > 0.0 && slowestRun > data_.timings[row].timing.nsPerOperation) {
            const double end = track.left() + std::min(1.0, slowestRun / slowest) * barSpan;
            painter.setPen(QPen(palette::current().ink, std::max(1.5, text * 0.12)));
            painter.drawLine(QPointF(bar.right(), middle), QPointF(end, middle));
            painter.drawLine(QPointF(end, middle - barHeight * 0.3), QPointF(end, middle + barHeight * 0.3));
        }
        painter.setFont(figureFont);
        painter.setPen(palette::current().ink);
        const double figureLeft =
            track.left() + std::min(1.0, std::max(data_.timings[row].timing.nsSlowest,
                                                  data_.timings[row].timing.nsPerOperation) / slowest) * barSpan;
        const QRectF figure(std::max(bar.right(), figureLeft) + 0.5 * pad, middle - rowHeight / 2, figureWidth + pad,
                            rowHeight);
        painter.drawText(figure, Qt::AlignLeft | Qt::AlignVCenter, nsText(row));
        painter.setPen(palette::current().softInk);
        painter.drawText(figure.adjusted(figureMetrics.horizontalAdvance(nsText(row) + QStringLiteral("  ")), 0, 0, 0),
                         Qt::AlignLeft | Qt::AlignVCenter, ratioText(row));
    }
    painter.restore();
}

}  // namespace ringlab::ui
