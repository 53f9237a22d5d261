// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/LoadHistogram.h"
#include "model/core/LoadStatistics.h"
#include "ui/common/ViewExport.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <cstddef>
#include <memory>

namespace ringlab {
struct LabSnapshot;
}

namespace ringlab::ui {

class LoadHistogramChart;
class MemberLoadChart;

// Each member's load against its weight-fair share, sized to be read on a classroom
// projector: up to kMaxMemberBars members a bar each (MemberLoadChart); over it a bar each
// would be an unreadable forest (and Qt Charts' cost grows with the square of the bars), so
// the members are counted instead, a histogram of % of fair share (LoadHistogramChart). Both
// head the fleet's figures (relative std-dev, peak/fair, min/fair) and say which load they
// show where two could be meant (Cassandra at RF over 1: every replica's).
class LoadChart : public QWidget, public ExportableView {
    Q_OBJECT

public:
    static constexpr double kFairPercent = 100.0;
    static constexpr double kLimitPercent = kLoadLimitOfFair * 100.0;
    // Up to this many members the chart draws a bar each; over it, a histogram.
    static constexpr std::size_t kMaxMemberBars = 64;
    static constexpr std::size_t kMaxHistogramBins = kMaxLoadHistogramBins;

    // The core's histogram (model/core/LoadHistogram.h) of the load shown.
    using Histogram = LoadHistogram;

    explicit LoadChart(QWidget* parent = nullptr);
    ~LoadChart() override;

    // Null clears the chart.
    void setSnapshot(std::shared_ptr<const LabSnapshot> snapshot);
    // Dims every other member's bar (or outlines its bin); an empty id (or one not in the
    // snapshot) highlights none.
    void setHighlightedMember(const QString& id);
    QString highlightedMember() const { return highlightedMember_; }
    // Enlarges every text of the chart (1 = as sized for its pixels).
    void setTextScale(double scale);

    // True when the chart shows the histogram rather than a bar per member.
    bool aggregated() const;
    Histogram histogram() const;      // empty unless aggregated()
    QString aggregateCaption() const;  // what the histogram shows; empty unless aggregated()
    // The first member with the highest and the lowest % of fair share; empty without a snapshot.
    QString mostLoadedMember() const;
    QString leastLoadedMember() const;
    // The member names as drawn at the chart's size (elided to their room), or with the
    // histogram the most and least loaded members' labels.
    QStringList drawnNames() const;

    // What the chart shows, in member order.
    QStringList memberIds() const;
    QList<double> barValues() const;   // % of weight-fair share
    QStringList barLabels() const;     // % of fair over the bars (drawn where bars are wide enough)
    // Every how many bars a name stands under the axis at the chart's size (1: all named);
    // 0 when there is no room for names at all.
    int nameStride() const;
    QStringList membersOverLimit() const;
    QString figuresText() const;       // the header line, as plain text
    // Which load the figures and bars are, where two could be meant: Cassandra at a replication
    // factor over 1 shows every replica's load (the core's replicaStats), not the primary
    // owners'; empty otherwise.
    QString loadKindCaption() const;
    QString setupDescription() const;  // what an exported image says it shows
    double yAxisMaximum() const;       // % of fair share (members, for the histogram) at the top of the y axis

    using QWidget::render;
    void render(QPainter& painter, const QSize& size) const override;
    QSize exportSize() const override;
    QString exportTitle() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // The chart for the snapshot: a bar per member, or the histogram.
    const ExportableView& shown() const;

    MemberLoadChart* bars_;
    LoadHistogramChart* histogramChart_;
    std::shared_ptr<const LabSnapshot> snapshot_;
    QString highlightedMember_;
};

}  // namespace ringlab::ui
