// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/ReplicasSweepChart.h"

#include "model/LabModel.h"
#include "ui/common/ChartOverlay.h"
#include "ui/common/ChartStyle.h"
#include "ui/common/ViewCaption.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

namespace ringlab::ui {

namespace {

// Type sizes in logical pixels besides chartstyle's (the caption is the title); they shrink
// with typeScale().
constexpr int kMinCaptionPixels = 12;
constexpr int kMarkerPixels = 22;
constexpr int kMarkerDetailPixels = 17;
constexpr int kSweepVeilPixels = 30;

constexpr int kRightMargin = 24;  // room for the marker at the last point

constexpr double kDefaultMinReplicas = 1.0;
constexpr double kDefaultMaxReplicas = 1000.0;

using chartstyle::kChartMargin;
using chartstyle::pixelFont;

// The point, the vertical line and the value at the current replicas, and the veil while
// busy: drawn in the chart's scene, so the screen, PNG and SVG show the same.
class SweepAnnotations final : public ChartOverlay {
public:
    struct Marker {
        double replicas = 0.0;
        double percent = 0.0;
        QString label;
        QString detail;
        QFont labelFont;
        QFont detailFont;
    };

    SweepAnnotations(QChart* chart, QXYSeries* series, std::optional<Marker> marker, ChartVeil veil)
        : ChartOverlay(chart, std::move(veil)), series_(series), marker_(std::move(marker))
    {
    }

protected:
    void paintOverlay(QPainter& painter) const override
    {
        if (marker_)
            paintMarker(painter, *marker_);
    }

private:
    void paintMarker(QPainter& painter, const Marker& marker) const
    {
        const QRectF plot = chart_->plotArea();
        const QPointF point = chart_->mapToPosition(QPointF(marker.replicas, marker.percent), series_);

        painter.setPen(QPen(palette::current().ink, 2.0, Qt::DashLine, Qt::FlatCap));
        painter.drawLine(QPointF(point.x(), plot.top()), QPointF(point.x(), plot.bottom()));

        const qreal radius = 10.0;
        painter.setPen(QPen(palette::current().ink, 2.5));
        painter.setBrush(palette::current().accentOrange);
        painter.drawEllipse(point, radius, radius);

        const QFontMetricsF labelMetrics(marker.labelFont);
        const QFontMetricsF detailMetrics(marker.detailFont);
        const qreal padding = 8.0;
        const QSizeF boxSize(std::max(labelMetrics.horizontalAdvance(marker.label),
                                      detailMetrics.horizontalAdvance(marker.detail)) + 2.0 * padding,
                             labelMetrics.height() + detailMetrics.height() + 2.0 * padding);
        const QRectF box = labelBox(point, radius + 10.0, boxSize);
        painter.setPen(QPen(palette::current().ink, 1.5));
        painter.setBrush(palette::ground(235));
        painter.drawRoundedRect(box, 6.0, 6.0);

        painter.setPen(palette::current().ink);
        painter.setFont(marker.labelFont);
        painter.drawText(QPointF(box.left() + padding, box.top() + padding + labelMetrics.ascent()), marker.label);
        painter.setPen(palette::current().mutedInk);
        painter.setFont(marker.detailFont);
        painter.drawText(QPointF(box.left() + padding,
                                 box.top() + padding + labelMetrics.height() + detailMetrics.ascent()),
                         marker.detail);
    }

    // Beside the point, where the box hides the least of the curve: above right, above left,
    // below right, below left, or at the top of the plot beside the vertical line.
    QRectF labelBox(const QPointF& point, qreal offset, const QSizeF& size) const
    {
        const QRectF plot = chart_->plotArea().adjusted(4.0, 4.0, -4.0, -4.0);
        const qreal right = point.x() + offset;
        const qreal left = point.x() - offset - size.width();
        const qreal above = point.y() - offset - size.height();
        const qreal below = point.y() + offset;
        const std::array<QPointF, 6> corners{QPointF(right, above), QPointF(left, above), QPointF(right, below),
                                             QPointF(left, below), QPointF(right, plot.top()),
                                             QPointF(left, plot.top())};
        const std::vector<QPointF> curve = curvePoints();
        QRectF best;
        int bestHidden = std::numeric_limits<int>::max();
        for (const QPointF& corner : corners) {
            QRectF box(corner, size);
            if (box.left() < plot.left() || box.right() > plot.right())
                continue;
            box.moveTop(std::clamp(box.top(), plot.top(), std::max(plot.top(), plot.bottom() - size.height())));
            const QRectF around = box.adjusted(-6.0, -6.0, 6.0, 6.0);
            const auto hidden = static_cast<int>(
                std::count_if(curve.begin(), curve.end(), [&](const QPointF& p) { return around.contains(p); }));
            if (hidden < bestHidden) {
                best = box;
                bestHidden = hidden;
            }
        }
        return bestHidden == std::numeric_limits<int>::max() ? QRectF(QPointF(left, above), size) : best;
    }

    // The curve on the chart, sampled every few pixels.
    std::vector<QPointF> curvePoints() const
    {
        std::vector<QPointF> samples;
        const QList<QPointF> points = series_->points();
        for (qsizetype i = 0; i + 1 < points.size(); ++i) {
            const QPointF from = chart_->mapToPosition(points[i], series_);
            const QPointF to = chart_->mapToPosition(points[i + 1], series_);
            const int steps = std::max(1, static_cast<int>(QLineF(from, to).length() / 4.0));
            for (int step = 0; step < steps; ++step)
                samples.push_back(from + (to - from) * (static_cast<qreal>(step) / steps));
        }
        if (!points.isEmpty())
            samples.push_back(chart_->mapToPosition(points.back(), series_));
        return samples;
    }

    QXYSeries* series_;
    std::optional<Marker> marker_;
};

}  // namespace

ReplicasSweepChart::ReplicasSweepChart(QWidget* parent) : ChartWidget(QSize(480, 320), parent)
{
    rebuild();
}

ReplicasSweepChart::~ReplicasSweepChart() = default;

void ReplicasSweepChart::retranslateUi()
{
    if (!sweepShown_) {
        ChartWidget::retranslateUi();
        return;
    }
    const BalanceSweep sweep = *sweepShown_;
    setSweep(sweep);
}

void ReplicasSweepChart::setSweep(const BalanceSweep& sweep)
{
    sweepShown_ = sweep;
    sweep_ = sweep.points;
    std::sort(sweep_.begin(), sweep_.end(),
              [](const ReplicasPoint& a, const ReplicasPoint& b) { return a.replicas < b.replicas; });
    basis_ = sweepBasis(sweep.config);
    currentReplicas_ = measuredOnCurve() ? sweepKnobValue(measuredConfig_, measuredMembers_)
                                         : sweepKnobValue(sweep.config, sweep.memberCount);
    const QString members = QLocale().toString(static_cast<qulonglong>(sweep.memberCount));
    const QString keys = QLocale().toString(static_cast<qulonglong>(sweep.keyCount));
    if (knob() == SweepKnob::Replicas) {
        const std::string_view hashName = hashFunction(sweep.config.hash).name;
        caption_ = tr("ring, %1 nodes, %2, %3 keys")
                       .arg(members, QString::fromUtf8(hashName.data(), static_cast<qsizetype>(hashName.size())), keys);
    } else {
        caption_ = tr("%1, %2 nodes, %3 keys").arg(QString::fromUtf8(algorithmName(sweep.config.algorithm).data()), members, keys);
    }
    // A large fleet's sweep stops short (LabModel::kMaxSweepRingPoints); the caption says where.
    const std::vector<int> full = sweepValuesFor(sweep.config, {}, SIZE_MAX);
    if (!sweep_.empty() && !full.empty() && sweep_.back().replicas < full.back())
        caption_ = tr("%1 · up to %2 for this many nodes").arg(caption_, knobText(sweep_.back().replicas));
    rebuild();
}

void ReplicasSweepChart::setLabSnapshot(const LabSnapshot& snapshot)
{
    measured_ = replicasPointOf(snapshot);
    measuredConfig_ = snapshot.config;
    measuredMembers_ = snapshot.members.size();
    measuredOnSweptKeys_ = snapshot.keys.size() <= LabModel::kReplicasSweepKeys;
    labShowsReplicaLoad_ = snapshot.replicaStats.has_value();
    // A snapshot of another setting than the sweep's (a new sweep is on its way) moves no marker.
    if (sweep_.empty() || sweepBasis(snapshot.config) == basis_)
        currentReplicas_ = sweepKnobValue(snapshot.config, snapshot.members.size());
    rebuild();
}

std::optional<ReplicasPoint> ReplicasSweepChart::measuredOnCurve() const
{
    if (!measured_ || sweepBasis(measuredConfig_) != basis_)
        return std::nullopt;
    return measured_;
}

QString ReplicasSweepChart::knobText(int value) const
{
    switch (knob()) {
    case SweepKnob::NumTokens: return value == 1 ? tr("1 token") : tr("%L1 tokens").arg(value);
    case SweepKnob::EnvoyPointsPerHost: return value == 1 ? tr("1 point per host") : tr("%L1 points per host").arg(value);
    case SweepKnob::Replicas: break;
    }
    return value == 1 ? tr("1 replica") : tr("%1 replicas").arg(value);
}

QString ReplicasSweepChart::knobAxisTitle() const
{
    switch (knob()) {
    case SweepKnob::NumTokens: return tr("tokens per node (num_tokens)");
    case SweepKnob::EnvoyPointsPerHost: return tr("points per host (minimum ring size ÷ hosts)");
    case SweepKnob::Replicas: break;
    }
    return tr("virtual nodes per member (replicas)");
}

QList<QPointF> ReplicasSweepChart::points() const
{
    QList<QPointF> result;
    const std::optional<ReplicasPoint> measured = measuredOnCurve();
    const bool joinsCurve = measured && measuredOnSweptKeys_ && !sweep_.empty();
    bool joined = false;
    for (const ReplicasPoint& point : sweep_) {
        if (joinsCurve && !joined && measured->replicas <= point.replicas) {
            result.append(QPointF(measured->replicas, measured->relativeStdDev * 100.0));
            joined = true;
            if (measured->replicas == point.replicas)
                continue;
        }
        result.append(QPointF(point.replicas, point.relativeStdDev * 100.0));
    }
    return result;
}

std::optional<ReplicasSweepChart::MarkerValue> ReplicasSweepChart::markerValue() const
{
    if (const std::optional<ReplicasPoint> measured = measuredOnCurve(); measured && measured->replicas == currentReplicas_)
        return MarkerValue{measured->relativeStdDev * 100.0, static_cast<double>(measured->memoryBytes), false};
    const std::optional<SweepReading> reading = sweepReadingAt(sweep_, currentReplicas_);
    if (!reading)
        return std::nullopt;
    return MarkerValue{reading->relativeStdDev * 100.0, reading->memoryBytes, reading->interpolated};
}

std::optional<double> ReplicasSweepChart::currentValue() const
{
    const std::optional<MarkerValue> value = markerValue();
    return value ? std::optional<double>(value->relativeStdDevPercent) : std::nullopt;
}

QString ReplicasSweepChart::valueAxisTitle() const
{
    return labShowsReplicaLoad_ ? tr("primary owners' std-dev") : tr("relative std-dev of load");
}

QString ReplicasSweepChart::markerLabel() const
{
    const std::optional<MarkerValue> value = markerValue();
    if (!value)
        return {};
    const QString percent = formatShare(value->relativeStdDevPercent / 100.0, 1);
    return tr("%1: %2").arg(knobText(currentReplicas_), value->interpolated ? tr("≈ %1").arg(percent) : percent);
}

ReplicasSweepChart::TypeSizes ReplicasSweepChart::typeSizes(const QSizeF& size) const
{
    const qreal scale = typeScale(size);
    const auto scaled = [scale](int pixels) { return chartstyle::scaledPixels(pixels, scale); };
    TypeSizes sizes{scaled(chartstyle::kTitlePixels),  scaled(chartstyle::kLabelPixels),
                    scaled(chartstyle::kAxisTitlePixels), scaled(kMarkerPixels),
                    scaled(kMarkerDetailPixels),       scaled(kSweepVeilPixels)};
    // The caption on one line.
    const qreal captionWidth = size.width() - 4.0 * kChartMargin;
    while (sizes.caption > kMinCaptionPixels &&
           QFontMetricsF(pixelFont(sizes.caption)).horizontalAdvance(caption_) > captionWidth)
        --sizes.caption;
    return sizes;
}

QChart* ReplicasSweepChart::buildChart(Target, const QSizeF& size) const
{
    const TypeSizes type = typeSizes(size);
    QChart* chart = chartstyle::makeChart();
    chart->setMargins(QMargins(kChartMargin, kChartMargin, kRightMargin, kChartMargin));
    chart->setTitleFont(pixelFont(type.caption));
    chart->setTitle(caption_.toHtmlEscaped());

    auto* series = new QLineSeries;
    series->setPen(QPen(palette::current().mainSeries, 4.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    series->append(points());
    chart->addSeries(series);

    // 1 … 1000 unless the sweep reaches further (num_tokens: to 1,536).
    double minReplicas = kDefaultMinReplicas;
    double maxReplicas = kDefaultMaxReplicas;
    double maxPercent = 0.0;
    if (!sweep_.empty()) {
        minReplicas = std::min(minReplicas, std::pow(10.0, std::floor(std::log10(sweep_.front().replicas))));
        maxReplicas = std::max(maxReplicas, static_cast<double>(sweep_.back().replicas));
        for (const ReplicasPoint& point : sweep_)
            maxPercent = std::max(maxPercent, point.relativeStdDev * 100.0);
    }

    auto* xAxis = new QLogValueAxis;
    xAxis->setBase(10.0);
    xAxis->setRange(minReplicas, maxReplicas);
    xAxis->setMinorTickCount(0);
    xAxis->setLabelFormat(QStringLiteral("%g"));
    chartstyle::styleAxis(xAxis, knobAxisTitle(), type.label, type.axisTitle);
    chart->addAxis(xAxis, Qt::AlignBottom);
    series->attachAxis(xAxis);

    // At most five intervals, with room above the highest point.
    constexpr int kMaxIntervals = 5;
    const chartstyle::AxisScale scale =
        chartstyle::roundScale(sweep_.empty() ? 100.0 : std::max(10.0, maxPercent * 1.1), kMaxIntervals);
    QValueAxis* yAxis = chartstyle::makeValueAxis(scale.maximum, scale.interval);
    yAxis->setLabelFormat(scale.interval < 1.0 ? QStringLiteral("%.1f %%") : QStringLiteral("%.0f %%"));
    chartstyle::styleAxis(yAxis, valueAxisTitle(), type.label, type.axisTitle);
    chart->addAxis(yAxis, Qt::AlignLeft);
    series->attachAxis(yAxis);

    std::optional<SweepAnnotations::Marker> marker;
    if (const std::optional<MarkerValue> value = markerValue()) {
        const QString memory = QLocale().formattedDataSize(static_cast<qint64>(std::llround(value->memoryBytes)), 1);
        marker = SweepAnnotations::Marker{
            static_cast<double>(currentReplicas_), value->relativeStdDevPercent, markerLabel(),
            value->interpolated ? tr("ring ≈ %1 per client").arg(memory) : tr("ring %1 per client").arg(memory),
            pixelFont(type.marker, true), pixelFont(type.markerDetail)};
    }
    ChartVeil veil{{}, pixelFont(type.veil, true)};
    if (busy())
        veil.text = tr("Computing the sweep…");
    else if (sweep_.empty())
        veil.text = tr("No sweep yet");
    new SweepAnnotations(chart, series, std::move(marker), std::move(veil));
    return chart;
}

bool ReplicasSweepChart::layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const
{
    return typeSizes(size) != typeSizes(builtFor);
}

QString ReplicasSweepChart::exportTitle() const
{
    return tr("Load spread against virtual nodes");
}

}  // namespace ringlab::ui
