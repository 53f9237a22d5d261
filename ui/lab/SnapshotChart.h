// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/ChartWidget.h"

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
    std::shared_ptr<const LabSnapshot> snapshot_;
    QString highlightedMember_;
};

}  // namespace ringlab::ui
