// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/LoadHistogram.h"
#include "ui/lab/SnapshotChart.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace ringlab {
struct LabSnapshot;
}

namespace ringlab::ui {

// The load chart of a fleet too large for a bar per member (LoadChart shows it): the core's
// histogram of the members by their % of fair share (model/core/LoadHistogram), the fair and
// limit lines across it, bins over the limit in red, the count over every bin, and the most
// and least loaded members named under it; the fleet's figures and a caption as the header.
class LoadHistogramChart : public SnapshotChart {
    Q_OBJECT

public:
    explicit LoadHistogramChart(QWidget* parent = nullptr);
    ~LoadHistogramChart() override;


    // What the histogram shows ("1,000 members, counted by …"); empty without a snapshot.
    QString caption() const;
    // The least and the most loaded members' labels under the histogram.
    QStringList drawnNames() const;
    double yAxisMaximum() const;  // members at the top of the y axis

    QString exportTitle() const override;

protected:
    QChart* buildChart(Target target, const QSizeF& size) const override;
    bool layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const override;

private:
    struct TextFit {
        int labelPixels = 0;
        int headerPixels = 0;
        bool headerWrapped = false;
        int setupPixels = 0;
        int namesHeight = 0;   // the edges and the extremes below the x axis
        int yTitlePixels = 0;  // 0: no room for the y axis title
        friend bool operator==(const TextFit&, const TextFit&) = default;
    };

    TextFit textFit(const QSizeF& size) const;
    void addHistogram(QChart* chart, Target target, const TextFit& fit) const;
    QString binToolTip(const LoadHistogram& histogram, std::size_t bin) const;
    // The most (or least) loaded member's label under the histogram: "most loaded cache-07: 131 %".
    QString extremeLabel(bool most) const;
    static QString axisTitle();
};

}  // namespace ringlab::ui
