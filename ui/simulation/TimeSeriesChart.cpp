// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/simulation/TimeSeriesChart.h"

#include "ui/common/ChartOverlay.h"
#include "ui/common/ViewCaption.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace ringlab::ui {

using namespace chartstyle;

namespace {

constexpr int kLegendPixels = 18;
constexpr int kEventPixels = 16;
constexpr int kEventRows = 2;          // rows of event labels above the plot
constexpr int kMaxValueIntervals = 5;  // gridlines on the value axis
constexpr int kMaxTimeIntervals = 6;
constexpr int kRightMargin = 24;       // room for the last time label
constexpr qreal kEventGap = 6.0;       // between the event labels and the plot
constexpr int kManyLines = 4;          // from here on lines are drawn thinner

// The title, the event markers, the shaded spans and the veil: drawn in the chart's scene,
// so the screen, PNG and SVG show the same.
class TimeSeriesAnnotations final : public ChartOverlay {
public:
    struct Title {
        QString text;
        QFont font;
    };

    TimeSeriesAnnotations(QChart* chart, QAbstractSeries* series, Title title, std::vector<TimeSeriesEvent> events,
                          std::vector<TimeSeriesSpan> spans, QFont eventFont, ChartVeil veil)
        : ChartOverlay(chart, std::move(veil)), series_(series), title_(std::move(title)), events_(std::move(events)),
          spans_(std::move(spans)), eventFont_(std::move(eventFont))
    {
    }

protected:
    void paintOverlay(QPainter& painter) const override
    {
        paintTitle(painter);
        paintSpans(painter);
        paintEvents(painter);
    }

private:
    qreal xAt(double seconds) const { return chart_->mapToPosition(QPointF(seconds, 0.0), series_).x(); }

    // Across the top of the chart, above the event labels (a QChart title would sit between
    // them and the plot).
    void paintTitle(QPainter& painter) const
    {
        const QFontMetricsF metrics(title_.font);
        const QRectF area = chart_->rect();
        painter.setFont(title_.font);
        painter.setPen(palette::current().ink);
        painter.drawText(QRectF(area.left(), area.top() + kChartMargin, area.width(), metrics.height()),
                         Qt::AlignHCenter | Qt::AlignTop, metrics.elidedText(title_.text, Qt::ElideRight, area.width()));
    }

    void paintSpans(QPainter& painter) const
    {
        const QRectF plot = chart_->plotArea();
        for (const TimeSeriesSpan& span : spans_) {
            const qreal left = std::clamp(xAt(span.fromSeconds), plot.left(), plot.right());
            const qreal right = std::clamp(xAt(span.toSeconds), plot.left(), plot.right());
            QColor fill = span.color;
            fill.setAlpha(45);
            const QRectF area(QPointF(left, plot.top()), QPointF(right, plot.bottom()));
            painter.fillRect(area, fill);
            const QFontMetricsF metrics(eventFont_);
            const QRectF text = area.adjusted(6.0, area.height() - metrics.height() - 6.0, -6.0, -6.0);
            if (!span.label.isEmpty() && metrics.horizontalAdvance(span.label) <= text.width()) {
                painter.setFont(eventFont_);
                painter.setPen(span.color.darker(160));
                painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter, span.label);
            }
        }
    }

    // A dashed line per event across the plot; above the plot the labels, each in the first
    // of the rows where it does not run into its neighbour (none where no row has room).
    void paintEvents(QPainter& painter) const
    {
        const QRectF plot = chart_->plotArea();
        const QFontMetricsF metrics(eventFont_);
        std::array<qreal, kEventRows> rowEnds;
        rowEnds.fill(-1e9);
        painter.setFont(eventFont_);
        for (const TimeSeriesEvent& event : events_) {
            const qreal x = xAt(event.seconds);
            if (x < plot.left() - 0.5 || x > plot.right() + 0.5)
                continue;
            QPen pen(event.color, 2.5, Qt::CustomDashLine, Qt::FlatCap);
            pen.setDashPattern({4.0, 3.0});
            painter.setPen(pen);
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));

            const qreal width = metrics.horizontalAdvance(event.label) + 6.0;
            const qreal left = std::clamp(x - width / 2.0, plot.left(), chart_->rect().right() - width);
            for (int row = 0; row < kEventRows; ++row) {
                auto& rowEnd = rowEnds[static_cast<std::size_t>(row)];
                if (left < rowEnd + 4.0)
                    continue;
                const qreal bottom = plot.top() - kEventGap - row * metrics.height();
                const QRectF box(left, bottom - metrics.height(), width, metrics.height());
                painter.fillRect(box, palette::current().background);
                painter.setPen(event.color.darker(115));
                painter.drawText(box, Qt::AlignCenter, event.label);
                rowEnd = box.right();
                break;
            }
        }
    }

    QAbstractSeries* series_;
    Title title_;
    std::vector<TimeSeriesEvent> events_;
    std::vector<TimeSeriesSpan> spans_;
    QFont eventFont_;
};

}  // namespace

TimeSeriesChart::TimeSeriesChart(QWidget* parent) : ChartWidget(QSize(280, 180), parent)
{
    rebuild();
}

TimeSeriesChart::~TimeSeriesChart() = default;

void TimeSeriesChart::setData(TimeSeriesData data)
{
    data_ = std::move(data);
    rebuild();
}

QString TimeSeriesChart::valueText(double value, TimeSeriesData::Unit unit, double interval)
{
    const QLocale locale;
    if (unit == TimeSeriesData::Unit::Percent)
        return formatPercent(value, interval < 1.0 ? 1 : 0, locale);
    if (value == 0.0)
        return QStringLiteral("0");
    if (interval >= 1e6)
        return tr("%1M").arg(locale.toString(value / 1e6, 'g', 4));
    if (interval >= 1e3)
        return tr("%1k").arg(locale.toString(value / 1e3, 'g', 4));
    if (interval < 1.0)
        return locale.toString(value, 'f', 1);
    return formatCount(static_cast<std::size_t>(std::llround(std::max(0.0, value))));
}

AxisScale TimeSeriesChart::valueScale() const
{
    double highest = 0.0;
    for (const TimeSeriesLine& line : data_.lines)
        for (const QPointF& point : line.points)
            highest = std::max(highest, point.y());
    double needed = data_.valueMaximum.value_or(highest * 1.08);
    if (needed <= 0.0)
        needed = data_.unit == TimeSeriesData::Unit::Percent ? 100.0 : 1.0;
    return roundScale(needed, kMaxValueIntervals);
}

AxisScale TimeSeriesChart::timeScale() const
{
    double last = 0.0;
    for (const TimeSeriesLine& line : data_.lines)
        for (const QPointF& point : line.points)
            last = std::max(last, point.x() + line.stepSeconds.value_or(0.0));
    const double duration = data_.durationSeconds.value_or(last);
    if (duration <= 0.0)
        return {10.0, 2.0};
    const double interval = roundInterval(duration / kMaxTimeIntervals);
    return {duration, interval};
}

double TimeSeriesChart::valueAxisMaximum() const
{
    return valueScale().maximum;
}

double TimeSeriesChart::valueAxisInterval() const
{
    return valueScale().interval;
}

double TimeSeriesChart::timeAxisMaximum() const
{
    return timeScale().maximum;
}

TimeSeriesChart::TypeSizes TimeSeriesChart::typeSizes(const QSizeF& size) const
{
    const qreal scale = typeScale(size);
    return {scaledPixels(kTitlePixels, scale),  scaledPixels(kLabelPixels, scale),
            scaledPixels(kAxisTitlePixels, scale), scaledPixels(kLegendPixels, scale),
            scaledPixels(kEventPixels, scale),  scaledPixels(kVeilPixels, scale)};
}

QString TimeSeriesChart::veilText() const
{
    if (busy())
        return tr("Simulating…");
    const bool empty = std::all_of(data_.lines.begin(), data_.lines.end(),
                                   [](const TimeSeriesLine& line) { return line.points.isEmpty(); });
    return empty ? placeholder() : QString();
}

QChart* TimeSeriesChart::buildChart(Target, const QSizeF& size) const
{
    const TypeSizes type = typeSizes(size);
    QChart* chart = makeChart();
    const QFont titleFont = pixelFont(type.title, true);
    const qreal titleBand = QFontMetricsF(titleFont).height() + kEventGap;
    const qreal eventBand =
        data_.events.empty() ? 0.0 : kEventRows * QFontMetricsF(pixelFont(type.event, true)).height() + kEventGap;
    chart->setMargins(QMargins(kChartMargin, kChartMargin + static_cast<int>(std::ceil(titleBand + eventBand)),
                               kRightMargin, kChartMargin));

    const AxisScale time = timeScale();
    QValueAxis* xAxis = makeValueAxis(time.maximum, time.interval);
    // As many decimals as the interval needs (0.25 s: two).
    int decimals = 0;
    while (decimals < 3 && std::abs(time.interval * std::pow(10.0, decimals) -
                                    std::round(time.interval * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    xAxis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
    styleAxis(xAxis, data_.timeTitle.isEmpty() ? tr("simulated time (s)") : data_.timeTitle, type.label, type.axisTitle);
    chart->addAxis(xAxis, Qt::AlignBottom);

    // Category boundaries at the gridlines, so that every label is written by valueText().
    const AxisScale value = valueScale();
    auto* yAxis = new QCategoryAxis;
    yAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    yAxis->setStartValue(0.0);
    const auto intervals = static_cast<int>(std::lround(value.maximum / value.interval));
    for (int i = 0; i <= intervals; ++i)
        yAxis->append(valueText(i * value.interval, data_.unit, value.interval), i * value.interval);
    yAxis->setRange(0.0, value.maximum);
    styleAxis(yAxis, data_.valueTitle, type.label, type.axisTitle);
    yAxis->setLineVisible(false);
    chart->addAxis(yAxis, Qt::AlignLeft);

    const qreal penWidth = data_.lines.size() >= kManyLines ? 2.5 : 4.0;
    QAbstractSeries* first = nullptr;
    for (const TimeSeriesLine& line : data_.lines) {
        auto* series = new QLineSeries;
        series->setName(line.name);
        series->setPen(QPen(line.color, penWidth, line.dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap,
                            Qt::RoundJoin));
        if (line.stepSeconds) {
            for (const QPointF& point : line.points) {
                series->append(point);
                series->append(point.x() + *line.stepSeconds, point.y());
            }
        } else {
            series->append(line.points);
        }
        chart->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
        if (!first)
            first = series;
    }
    // The annotations map times through a series; an empty chart gets an invisible one.
    if (!first) {
        auto* placeholder = new QLineSeries;
        chart->addSeries(placeholder);
        placeholder->attachAxis(xAxis);
        placeholder->attachAxis(yAxis);
        first = placeholder;
    }

    if (data_.lines.size() > 1) {
        showLegend(chart, Qt::AlignRight, type.legend);
        chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    }

    new TimeSeriesAnnotations(chart, first, {data_.title, titleFont}, data_.events, data_.spans, pixelFont(type.event, true),
                              {veilText(), pixelFont(type.veil, true), 12.0});
    return chart;
}

bool TimeSeriesChart::layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const
{
    return typeSizes(size) != typeSizes(builtFor);
}

QString TimeSeriesChart::exportTitle() const
{
    return data_.title;
}

}  // namespace ringlab::ui
