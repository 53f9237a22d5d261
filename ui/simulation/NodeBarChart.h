// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/ChartWidget.h"

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace ringlab::ui {

// Several figures per node side by side (key load, request load, …) as grouped bars in
// % of the node's fair share, with reference lines (fair, a capacity) across the plot.
struct NodeBarData {
    struct Set {
        QString name;  // in the legend: "requests (peak/mean 2.31)"
        QColor color;
        QList<double> percents;  // one per node
    };
    struct Line {
        double percent = 0.0;
        QString label;
        QColor color;
        bool dashed = false;
    };
    QString title;
    QString valueAxisTitle;         // empty: "% of fair share"
    double smallestMaximum = 100.0;  // the value axis reaches at least this far
    QStringList nodes;
    std::vector<Set> sets;
    std::vector<Line> lines;
};

class NodeBarChart : public ChartWidget {
    Q_OBJECT

public:
    explicit NodeBarChart(QWidget* parent = nullptr);
    ~NodeBarChart() override;

    void setData(NodeBarData data);
    const NodeBarData& data() const { return data_; }
    using ChartWidget::setPlaceholder;
    using ChartWidget::setBusy;
    double valueAxisMaximum() const;

    QString exportTitle() const override;

protected:
    QChart* buildChart(Target target, const QSizeF& size) const override;
    bool layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const override;

private:
    NodeBarData data_;
};

}  // namespace ringlab::ui
