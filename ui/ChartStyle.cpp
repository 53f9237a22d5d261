// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/ChartStyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QPen>

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

QChart* makeChart()
{
    auto* chart = new QChart;
    chart->legend()->hide();
    chart->setBackgroundRoundness(0.0);
    chart->setBackgroundBrush(Qt::white);
    chart->setBackgroundPen(Qt::NoPen);
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setMargins(QMargins(kChartMargin, kChartMargin, kChartMargin, kChartMargin));
    chart->setTitleBrush(QColor(kInk));
    return chart;
}

void styleAxis(QAbstractAxis* axis, const QString& title, int labelPixels, int titlePixels)
{
    axis->setLabelsFont(pixelFont(labelPixels));
    axis->setLabelsColor(QColor(kInk));
    axis->setTitleText(title);
    axis->setTitleFont(pixelFont(titlePixels));
    axis->setTitleBrush(QColor(kInk));
    axis->setGridLinePen(QPen(QColor(kGrid), 1.0));
    axis->setLinePen(QPen(QColor(kInk), 2.0));
}

}  // namespace ringlab::ui::chartstyle
