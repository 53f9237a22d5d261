// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/ChartStyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QLegend>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ringlab::ui::chartstyle {

QFont pixelFont(int pixels, bool bold)
{
    QFont font;
    font.setPixelSize(std::max(1, pixels));
    font.setBold(bold);
    return font;
}

qreal typeScale(const QSizeF& size)
{
    return std::clamp(std::min(size.width() / kFullTypeSize.width(), size.height() / kFullTypeSize.height()),
                      kMinTypeScale, 1.0);
}

int scaledPixels(int pixels, qreal scale)
{
    return static_cast<int>(std::lround(pixels * scale));
}

double roundInterval(double rough)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    for (const double multiple : {1.0, 2.0, 2.5, 5.0}) {
        if (multiple * magnitude >= rough)
            return multiple * magnitude;
    }
    return 10.0 * magnitude;
}

AxisScale roundScale(double needed, int maxIntervals, double smallestInterval)
{
    const double interval = std::max(smallestInterval, roundInterval(needed / maxIntervals));
    // A value a rounding error over a gridline does not add an interval.
    return {std::ceil(needed / interval - 1e-9) * interval, interval};
}

QChart* makeChart()
{
    auto* chart = new QChart;
    chart->legend()->hide();
    chart->setBackgroundRoundness(0.0);
    chart->setBackgroundBrush(palette::current().background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setMargins(QMargins(kChartMargin, kChartMargin, kChartMargin, kChartMargin));
    chart->setTitleBrush(palette::current().ink);
    return chart;
}

void styleAxis(QAbstractAxis* axis, const QString& title, int labelPixels, int titlePixels)
{
    axis->setLabelsFont(pixelFont(labelPixels));
    axis->setLabelsColor(palette::current().ink);
    axis->setTitleText(title);
    axis->setTitleFont(pixelFont(titlePixels));
    axis->setTitleBrush(palette::current().ink);
    const double weight = palette::current().lineScale;
    axis->setGridLinePen(QPen(palette::current().grid, 1.0 * weight));
    axis->setLinePen(QPen(palette::current().ink, 2.0 * weight));
}

QValueAxis* makeValueAxis(double maximum, double interval)
{
    auto* axis = new QValueAxis;
    axis->setRange(0.0, maximum);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(interval);
    axis->setMinorTickCount(0);
    return axis;
}

void showLegend(QChart* chart, Qt::Alignment alignment, int pixels)
{
    QLegend* legend = chart->legend();
    legend->show();
    legend->setAlignment(alignment);
    legend->setFont(pixelFont(pixels));
    legend->setLabelColor(palette::current().ink);
}

}  // namespace ringlab::ui::chartstyle
