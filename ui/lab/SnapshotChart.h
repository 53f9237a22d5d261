// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/ChartWidget.h"
#include "ui/lab/LoadChartStyle.h"

#include <QString>

#include <memory>

namespace ringlab {
struct LabSnapshot;
}

namespace ringlab::ui {

// A chart of one lab result with one member highlighted: what MemberLoadChart and
// LoadHistogramChart share. Each change rebuilds the chart.
class SnapshotChart : public ChartWidget {
public:
    using ChartWidget::ChartWidget;

    // Null clears the chart.
    void setSnapshot(std::shared_ptr<const LabSnapshot> snapshot)
    {
        snapshot_ = std::move(snapshot);
        rebuild();
    }
    // An empty id (or one not in the snapshot) highlights none.
    void setHighlightedMember(const QString& id)
    {
        if (id == highlightedMember_)
            return;
        highlightedMember_ = id;
        rebuild();
    }
    using ChartWidget::setTextScale;

protected:
    bool hasLoad() const;
    // A chart titled with the snapshot's load header (`caption` under its figures; the setup
    // too on an export), or the empty chart while the snapshot has no load.
    QChart* titledChart(Target target, const loadchart::HeaderFit& header, const QString& caption) const;
    // What is left for the plot in a chart of `size` under that header, above `namesHeight` of
    // labels under the x axis.
    qreal plotHeight(const QSizeF& size, const loadchart::HeaderFit& header, const QString& caption,
                     int namesHeight) const;

    std::shared_ptr<const LabSnapshot> snapshot_;
    QString highlightedMember_;
};

}  // namespace ringlab::ui
