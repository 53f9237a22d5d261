// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/ChartStyle.h"
#include "ui/common/ChartWidget.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>

#include <optional>
#include <vector>

namespace ringlab::ui {

// One line over simulated time: x in seconds, y in the chart's unit.
struct TimeSeriesLine {
    QString name;
    QColor color;
    QList<QPointF> points;
    bool dashed = false;
    // Each point is a figure over [x, x + stepSeconds) (a simulation step): drawn as a
    // staircase. Unset: points joined by straight lines.
    std::optional<double> stepSeconds;

    friend bool operator==(const TimeSeriesLine&, const TimeSeriesLine&) = default;
};

// Something that happened at one moment (kill cache-02, revive, flap): a vertical line with
// its label above the plot.
struct TimeSeriesEvent {
    double seconds = 0.0;
    QString label;
    QColor color;

    friend bool operator==(const TimeSeriesEvent&, const TimeSeriesEvent&) = default;
};

// A stretch of time shaded across the plot (a node marked down, the dual-read window).
struct TimeSeriesSpan {
    double fromSeconds = 0.0;
    double toSeconds = 0.0;
    QColor color;
    QString label;  // written inside the span where it fits ("cache-02 out of the ring")

    friend bool operator==(const TimeSeriesSpan&, const TimeSeriesSpan&) = default;
};

struct TimeSeriesData {
    enum class Unit { Percent, Count };

    QString title;       // over the chart: "Cache hit rate"
    QString valueTitle;  // along the y axis: "% of requests"
    QString timeTitle;   // along the x axis; empty: "simulated time (s)"
    Unit unit = Unit::Count;
    std::vector<TimeSeriesLine> lines;
    std::vector<TimeSeriesEvent> events;
    std::vector<TimeSeriesSpan> spans;
    // The top of the y axis (two charts compared side by side share one); by default just
    // above the highest point.
    std::optional<double> valueMaximum;
    // The end of the time axis; by default the last point.
    std::optional<double> durationSeconds;

    friend bool operator==(const TimeSeriesData&, const TimeSeriesData&) = default;
};

// Lines over simulated time in the lab's chart style: large type for a projector, a legend
// when there is more than one line, event markers on the time axis, shaded spans. While a
// run is under way or before the first one, a veil over the plot says so.
class TimeSeriesChart : public ChartWidget {
    Q_OBJECT

public:
    explicit TimeSeriesChart(QWidget* parent = nullptr);
    ~TimeSeriesChart() override;

    void setData(TimeSeriesData data);
    const TimeSeriesData& data() const { return data_; }
    // Shown over an empty chart ("Press Run to simulate").
    using ChartWidget::setPlaceholder;
    // Veils the plot while a run is under way; the previous lines stay underneath.
    using ChartWidget::setBusy;
    using ChartWidget::busy;

    // The y axis as drawn: the top and the gridline interval.
    double valueAxisMaximum() const;
    double valueAxisInterval() const;
    double timeAxisMaximum() const;
    // "25 %", "12,000", "1.5M": a value as the axis labels and headline figures write it.
    static QString valueText(double value, TimeSeriesData::Unit unit, double interval);

    QString exportTitle() const override;

protected:
    QChart* buildChart(Target target, const QSizeF& size) const override;
    bool layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const override;

private:
    struct TypeSizes {
        int title = 0;
        int label = 0;
        int axisTitle = 0;
        int legend = 0;
        int event = 0;
        int veil = 0;
        friend bool operator==(const TypeSizes&, const TypeSizes&) = default;
    };

    TypeSizes typeSizes(const QSizeF& size) const;
    chartstyle::AxisScale valueScale() const;
    chartstyle::AxisScale timeScale() const;
    QString veilText() const;

    TimeSeriesData data_;
};

}  // namespace ringlab::ui
