// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/NodeBarChart.h"

#include "ui/ChartOverlay.h"
#include "ui/ChartStyle.h"
#include "ui/ViewCaption.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QLegend>
#include <QResizeEvent>
#include <QVBoxLayout>
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
                       QString veil, QFont veilFont)
        : ChartOverlay(chart), series_(series), lines_(std::move(lines)), font_(std::move(font)),
          veil_(std::move(veil)), veilFont_(std::move(veilFont))
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
        if (!veil_.isEmpty()) {
            painter.fillRect(plot, QColor(255, 255, 255, 210));
            painter.setPen(QColor(kInk));
            painter.setFont(veilFont_);
            painter.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap, veil_);
        }
    }

private:
    QAbstractSeries* series_;
    std::vector<NodeBarData::Line> lines_;
    QFont font_;
    QString veil_;
    QFont veilFont_;
};

}  // namespace

NodeBarChart::NodeBarChart(QWidget* parent) : QWidget(parent), chartView_(new QChartView(this))
{
    chartView_->setRenderHint(QPainter::Antialiasing);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(chartView_);
    setMinimumSize(320, 220);
    rebuild();
}

NodeBarChart::~NodeBarChart() = default;

void NodeBarChart::setData(NodeBarData data)
{
    data_ = std::move(data);
    rebuild();
}

void NodeBarChart::setPlaceholder(const QString& text)
{
    placeholder_ = text;
    rebuild();
}

void NodeBarChart::setBusy(bool busy)
{
    if (busy == busy_)
        return;
    busy_ = busy;
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
    const double needed = highest * 1.1;
    const double interval = roundInterval(needed / kMaxIntervals);
    return std::ceil(needed / interval) * interval;
}

QChart* NodeBarChart::buildChart(const QSizeF& size) const
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
    auto* yAxis = new QValueAxis;
    yAxis->setRange(0.0, maximum);
    yAxis->setTickType(QValueAxis::TicksDynamic);
    yAxis->setTickAnchor(0.0);
    yAxis->setTickInterval(roundInterval(maximum / 1.1 / kMaxIntervals));
    yAxis->setLabelFormat(QStringLiteral("%.0f %%"));
    styleAxis(yAxis, data_.valueAxisTitle.isEmpty() ? tr("% of fair share") : data_.valueAxisTitle, label,
              scaledPixels(kAxisTitlePixels, scale));
    yAxis->setLineVisible(false);
    chart->addAxis(yAxis, Qt::AlignLeft);
    series->attachAxis(yAxis);

    if (data_.sets.size() > 1) {
        chart->legend()->show();
        chart->legend()->setAlignment(Qt::AlignBottom);
        chart->legend()->setFont(pixelFont(scaledPixels(18, scale)));
        chart->legend()->setLabelColor(QColor(kInk));
    }

    const QFont lineFont = pixelFont(label, true);
    qreal labelRoom = 0.0;
    for (const NodeBarData::Line& line : data_.lines)
        labelRoom = std::max(labelRoom, QFontMetricsF(lineFont).horizontalAdvance(line.label));
    chart->setMargins(QMargins(kChartMargin, kChartMargin,
                               kChartMargin + static_cast<int>(std::ceil(labelRoom + 2.0 * kLineLabelGap)), kChartMargin));

    const QString veil = busy_ ? tr("Simulating…") : (data_.sets.empty() ? placeholder_ : QString());
    new NodeBarAnnotations(chart, series, data_.lines, lineFont, veil, pixelFont(scaledPixels(kVeilPixels, scale), true));
    return chart;
}

void NodeBarChart::rebuild()
{
    screenScale_ = typeScale(chartView_->size());
    QChart* previous = chartView_->chart();
    chartView_->setChart(buildChart(chartView_->size()));
    previous->deleteLater();
}

void NodeBarChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (typeScale(event->size()) != screenScale_)
        rebuild();
}

void NodeBarChart::render(QPainter& painter, const QSize& size) const
{
    renderChart(painter, buildChart(QSizeF(size)), size);
}

QSize NodeBarChart::exportSize() const
{
    return {1280, 720};
}

QString NodeBarChart::exportTitle() const
{
    return data_.title;
}

}  // namespace ringlab::ui
