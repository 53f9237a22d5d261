// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/simulation/NodeBarChart.h"

#include "ui/common/ChartOverlay.h"
#include "ui/common/ChartStyle.h"
#include "ui/common/ViewCaption.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QFontMetricsF>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

using namespace chartstyle;

namespace {

constexpr int kMaxIntervals = 5;
constexpr qreal kLineLabelGap = 8.0;

// The reference lines with their labels right of the plot, and the veil.
class NodeBarAnnotations final : public ChartOverlay {
public:
    NodeBarAnnotations(QChart* chart, QAbstractSeries* series, std::vector<NodeBarData::Line> lines, QFont font,
                       ChartVeil veil)
        : ChartOverlay(chart, std::move(veil)), series_(series), lines_(std::move(lines)), font_(std::move(font))
    {
    }

protected:
    void paintOverlay(QPainter& painter) const override
    {
        const QRectF plot = chart_->plotArea();
        const QFontMetricsF metrics(font_);
        painter.setFont(font_);
        for (const NodeBarData::Line& line : lines_) {
            const qreal y = chart_->mapToPosition(QPointF(0.0, line.percent), series_).y();
            if (y < plot.top() - 0.5)
                continue;
            QPen pen(line.color, line.dashed ? 4.0 : 2.5, line.dashed ? Qt::CustomDashLine : Qt::SolidLine, Qt::FlatCap);
            if (line.dashed)
                pen.setDashPattern({3.0, 2.0});
            painter.setPen(pen);
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
            painter.setPen(line.color);
            painter.drawText(QPointF(plot.right() + kLineLabelGap, y + (metrics.ascent() - metrics.descent()) / 2.0),
                             line.label);
        }
    }

private:
    QAbstractSeries* series_;
    std::vector<NodeBarData::Line> lines_;
    QFont font_;
};

}  // namespace

NodeBarChart::NodeBarChart(QWidget* parent) : ChartWidget(QSize(320, 220), parent)
{
    rebuild();
}

NodeBarChart::~NodeBarChart() = default;

void NodeBarChart::setData(NodeBarData data)
{
    data_ = std::move(data);
    rebuild();
}

double NodeBarChart::valueAxisMaximum() const
{
    double highest = data_.smallestMaximum;
    for (const NodeBarData::Set& set : data_.sets)
        for (const double percent : set.percents)
            highest = std::max(highest, percent);
    for (const NodeBarData::Line& line : data_.lines)
        highest = std::max(highest, line.percent);
    return roundScale(highest * 1.1, kMaxIntervals).maximum;
}

QChart* NodeBarChart::buildChart(Target, const QSizeF& size) const
{
    const qreal scale = typeScale(size);
    const int label = scaledPixels(kLabelPixels, scale);
    QChart* chart = makeChart();
    chart->setTitleFont(pixelFont(scaledPixels(kTitlePixels, scale), true));
    chart->setTitle(data_.title.toHtmlEscaped());

    auto* series = new QBarSeries;
    for (const NodeBarData::Set& set : data_.sets) {
        auto* bars = new QBarSet(set.name);
        bars->append(set.percents);
        bars->setColor(set.color);
        bars->setPen(Qt::NoPen);
        series->append(bars);
    }
    chart->addSeries(series);

    auto* xAxis = new QBarCategoryAxis;
    // Names cut to a length an axis can lay out; the full names where two would read alike.
    QStringList names;
    for (const QString& node : data_.nodes)
        names.append(shortMemberId(node));
    if (QStringList(names).removeDuplicates() > 0)
        names = data_.nodes;
    xAxis->append(names.isEmpty() ? QStringList{QString()} : names);
    styleAxis(xAxis, {}, label, label);
    xAxis->setGridLineVisible(false);
    chart->addAxis(xAxis, Qt::AlignBottom);
    series->attachAxis(xAxis);

    const double maximum = valueAxisMaximum();
    QValueAxis* yAxis = makeValueAxis(maximum, roundInterval(maximum / 1.1 / kMaxIntervals));
    yAxis->setLabelFormat(QStringLiteral("%.0f %%"));
    styleAxis(yAxis, data_.valueAxisTitle.isEmpty() ? tr("% of fair share") : data_.valueAxisTitle, label,
              scaledPixels(kAxisTitlePixels, scale));
    yAxis->setLineVisible(false);
    chart->addAxis(yAxis, Qt::AlignLeft);
    series->attachAxis(yAxis);

    if (data_.sets.size() > 1)
        showLegend(chart, Qt::AlignBottom, scaledPixels(18, scale));

    const QFont lineFont = pixelFont(label, true);
    qreal labelRoom = 0.0;
    for (const NodeBarData::Line& line : data_.lines)
        labelRoom = std::max(labelRoom, QFontMetricsF(lineFont).horizontalAdvance(line.label));
    chart->setMargins(QMargins(kChartMargin, kChartMargin,
                               kChartMargin + static_cast<int>(std::ceil(labelRoom + 2.0 * kLineLabelGap)), kChartMargin));

    const QString veil = busy() ? tr("Simulating…") : (data_.sets.empty() ? placeholder() : QString());
    new NodeBarAnnotations(chart, series, data_.lines, lineFont,
                           {veil, pixelFont(scaledPixels(kVeilPixels, scale), true)});
    return chart;
}

bool NodeBarChart::layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const
{
    return typeScale(size) != typeScale(builtFor);
}

QString NodeBarChart::exportTitle() const
{
    return data_.title;
}

}  // namespace ringlab::ui
