// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/LoadStatistics.h"
#include "ui/common/ChartWidget.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <memory>
#include <vector>

namespace ringlab {
struct LabSnapshot;
struct LoadStatistics;
}

namespace ringlab::ui {

// Each member's load against its weight-fair share: one bar per member in the member's
// colour (100 % = exactly its share of the weight), a solid line at 100 %, the article's
// limit as a dashed red line at 120 %, the key count above every bar, and the fleet's
// figures (relative std-dev, peak/fair, min/fair) as a header. Bars over the limit get a
// heavy outline and their percentage. Sized to be read on a classroom projector.
//
// Over kMaxMemberBars members a bar each would be an unreadable forest (and Qt Charts' cost
// grows with the square of the bars): the chart counts members instead, a histogram of % of
// fair share with the fair and limit lines, bins over the limit in red, and the most and
// least loaded members named under it; a caption says so.
class LoadChart : public ChartWidget {
    Q_OBJECT

public:
    static constexpr double kFairPercent = 100.0;
    static constexpr double kLimitPercent = kLoadLimitOfFair * 100.0;
    // Up to this many members the chart draws a bar each; over it, a histogram.
    static constexpr std::size_t kMaxMemberBars = 64;
    static constexpr std::size_t kMaxHistogramBins = 30;

    // Members counted by % of fair share in bins of equal width: bin 0 is [edge(0), edge(1)],
    // every later bin i is (edge(i), edge(i + 1)], so a bin starting at the limit or above it
    // holds only members over the limit.
    struct Histogram {
        double firstEdge = 0.0;  // % of fair share
        double binWidth = 0.0;
        std::vector<std::size_t> counts;
        double edge(std::size_t i) const { return firstEdge + static_cast<double>(i) * binWidth; }
        // The bin of a member at `percent` (within the histogram's range).
        std::size_t binOf(double percent) const;
        bool overLimit(std::size_t bin) const;
    };
    // The fewest bins of a width from 0.1, 0.2, 0.5, 1, 2, 4, 5, 10, 20, 30, 40, 60, 120, 240, …
    // % (each divides the limit) that cover every member's % of fair share in at most `maxBins`.
    static Histogram histogramOf(const LoadStatistics& stats, std::size_t maxBins = kMaxHistogramBins);

    explicit LoadChart(QWidget* parent = nullptr);
    ~LoadChart() override;

    // Null clears the chart.
    void setSnapshot(std::shared_ptr<const LabSnapshot> snapshot);
    // Dims every other member's bar; an empty id (or one not in the snapshot) highlights none.
    void setHighlightedMember(const QString& id);
    // Enlarges every text of the chart (1 = as sized for its pixels).
    using ChartWidget::setTextScale;
    QString highlightedMember() const { return highlightedMember_; }

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
    QString setupDescription() const;  // what an exported image says it shows
    double yAxisMaximum() const;       // % of fair share at the top of the y axis

    QString exportTitle() const override;

protected:
    QChart* buildChart(Target target, const QSizeF& size) const override;
    bool layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const override;

private:
    // Type sizes that let the header and the member names fit a chart of a given size.
    struct TextFit {
        int labelPixels = 0;         // axis labels, line labels, and at most for names and counts
        int setupPixels = 0;         // the setup line under the header of an exported image
        int headerPixels = 0;
        bool headerWrapped = false;  // the figures on two lines
        int namePixels = 0;          // 0: no room for the names
        bool namesSlanted = false;   // when they do not fit side by side
        int nameStride = 1;          // every member named, or every second, third, … one
        int namesHeight = 0;         // below the x axis
        int yTitlePixels = 0;        // 0: no room for the y axis title
        qreal slantedNameWidth = 0.0;  // slanted names are elided to this width
        friend bool operator==(const TextFit&, const TextFit&) = default;
    };

    TextFit textFit(const QSizeF& size) const;
    void addMemberBars(QChart* chart, Target target, const TextFit& fit) const;
    void addHistogram(QChart* chart, Target target, const TextFit& fit) const;
    QList<QStringList> memberLabelLines() const;  // the id, and the weight in a weighted fleet
    QString memberToolTip(std::size_t index) const;
    QString binToolTip(const Histogram& histogram, std::size_t bin) const;
    // The most (or least) loaded member's label under the histogram: "most loaded cache-07: 131 %".
    QString extremeLabel(bool most) const;
    QString titleHtml(Target target, const TextFit& fit) const;
    static QString yAxisTitle();
    static QString histogramAxisTitle();

    std::shared_ptr<const LabSnapshot> snapshot_;
    QString highlightedMember_;
};

}  // namespace ringlab::ui
