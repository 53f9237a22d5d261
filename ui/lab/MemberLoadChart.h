// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lab/SnapshotChart.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace ringlab {
struct LabSnapshot;
}

namespace ringlab::ui {

// The load chart of a fleet small enough for a bar per member (LoadChart shows it): each
// member's load against its weight-fair share in the member's colour (100 % = exactly its
// share of the weight), a solid line at 100 %, the article's limit as a dashed red line at
// 120 %, the % of fair above every bar, the member names under them, and the fleet's figures
// as a header. Bars over the limit get a heavy outline.
class MemberLoadChart : public SnapshotChart {
    Q_OBJECT

public:
    explicit MemberLoadChart(QWidget* parent = nullptr);
    ~MemberLoadChart() override;


    // The member names as drawn at `size` (elided to their room), every nameStride(size)-th.
    QStringList drawnNames(const QSizeF& size) const;
    // Every how many bars a name stands under the axis at `size` (1: all named); 0 when there
    // is no room for names at all.
    int nameStride(const QSizeF& size) const;
    double yAxisMaximum() const;  // % of fair share at the top of the y axis

    QString exportTitle() const override;

protected:
    QChart* buildChart(Target target, const QSizeF& size) const override;
    bool layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const override;

private:
    // Type sizes that let the header and the member names fit a chart of a given size.
    struct TextFit {
        int labelPixels = 0;         // axis labels, line labels, and at most for names and counts
        int headerPixels = 0;
        bool headerWrapped = false;  // the figures on two lines
        int setupPixels = 0;         // the captions under the figures
        int namePixels = 0;          // 0: no room for the names
        bool namesSlanted = false;   // when they do not fit side by side
        int nameStride = 1;          // every member named, or every second, third, … one
        int namesHeight = 0;         // below the x axis
        int yTitlePixels = 0;        // 0: no room for the y axis title
        qreal slantedNameWidth = 0.0;  // slanted names are elided to this width
        friend bool operator==(const TextFit&, const TextFit&) = default;
    };

    TextFit textFit(const QSizeF& size) const;
    void addBars(QChart* chart, Target target, const TextFit& fit) const;
    QList<QStringList> memberLabelLines() const;  // the id, and the weight in a weighted fleet
    QString memberToolTip(std::size_t index) const;
    static QString yAxisTitle();
};

}  // namespace ringlab::ui
