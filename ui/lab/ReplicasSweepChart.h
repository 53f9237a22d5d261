// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/LabSnapshot.h"
#include "ui/common/ChartWidget.h"

#include <QList>
#include <QPointF>
#include <QString>

#include <optional>
#include <vector>

namespace ringlab::ui {

// How evenly a ring spreads the load as its points per node grow: relative std-dev of the
// load (%) against the sweep's knob (the article's replicas, Cassandra's num_tokens or Envoy's
// points per host) on a log axis, with a marker (point, vertical line, value) at the lab's
// setting. While a new sweep is computed, setBusy(true) veils the chart and says so.
class ReplicasSweepChart : public ChartWidget {
    Q_OBJECT

public:
    explicit ReplicasSweepChart(QWidget* parent = nullptr);
    ~ReplicasSweepChart() override;

    // The lab's sweep; its caption names what was swept ("ring, 8 nodes, fnv1a-fmix32,
    // 1,000,000 keys") and the marker goes to the knob's value in the sweep's setting.
    void setSweep(const BalanceSweep& sweep);
    // The lab's state: the marker goes to its setting and, where it lies on the sweep's curve
    // (replicasPointOf: exactly the figure the load chart shows), shows its own point, which
    // joins the curve when the lab's keys are the ones the sweep used.
    void setLabSnapshot(const LabSnapshot& snapshot);
    using ChartWidget::setBusy;
    // Enlarges every text of the chart (1 = as sized for its pixels).
    using ChartWidget::setTextScale;

    bool isBusy() const { return busy(); }
    SweepKnob knob() const { return sweepKnobFor(basis_.algorithm); }
    int currentReplicas() const { return currentReplicas_; }
    QString caption() const { return caption_; }
    // What the chart shows: (replicas, relative std-dev in %) in replicas order; the value at
    // the marker (the measured point's, else interpolated on the log axis between sweep
    // points, nullopt outside the sweep) and the marker's label.
    QList<QPointF> points() const;
    std::optional<double> currentValue() const;
    QString markerLabel() const;
    // The y axis title: which load's relative std-dev the curve is (the primary owners' where
    // the load chart beside it shows every replica's).
    QString valueAxisTitle() const;

    QString exportTitle() const override;

protected:
    QChart* buildChart(Target target, const QSizeF& size) const override;
    bool layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const override;
    // The caption again from the sweep shown, in the language installed.
    void retranslateUi() override;

private:
    // Type sizes for a chart of a given size: smaller charts get proportionally smaller type.
    struct TypeSizes {
        int caption = 0;
        int label = 0;
        int axisTitle = 0;
        int marker = 0;
        int markerDetail = 0;
        int veil = 0;
        friend bool operator==(const TypeSizes&, const TypeSizes&) = default;
    };

    struct MarkerValue {
        double relativeStdDevPercent = 0.0;
        double memoryBytes = 0.0;
        bool interpolated = false;
    };

    std::optional<MarkerValue> markerValue() const;
    TypeSizes typeSizes(const QSizeF& size) const;

    // "160 replicas", "16 tokens", "128 points per host".
    QString knobText(int value) const;
    // The x axis' title.
    QString knobAxisTitle() const;

    std::vector<ReplicasPoint> sweep_;
    PlacementConfig basis_ = sweepBasis({});  // of the sweep shown
    int currentReplicas_ = 0;
    // The lab's own point, when it lies on the sweep's curve (the same basis).
    std::optional<ReplicasPoint> measuredOnCurve() const;

    std::optional<ReplicasPoint> measured_;
    PlacementConfig measuredConfig_;
    std::size_t measuredMembers_ = 0;
    bool measuredOnSweptKeys_ = false;
    // The lab's load chart shows every replica's load (Cassandra at RF over 1); the sweep is of
    // the primary owners', and says so.
    bool labShowsReplicaLoad_ = false;
    QString caption_;
    std::optional<BalanceSweep> sweepShown_;
};

}  // namespace ringlab::ui
