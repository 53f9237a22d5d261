// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/ViewExport.h"

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

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

class NodeBarChart : public QWidget, public ExportableView {
    Q_OBJECT

public:
    explicit NodeBarChart(QWidget* parent = nullptr);
    ~NodeBarChart() override;

    void setData(NodeBarData data);
    const NodeBarData& data() const { return data_; }
    void setPlaceholder(const QString& text);
    void setBusy(bool busy);
    double valueAxisMaximum() const;

    using QWidget::render;
    void render(QPainter& painter, const QSize& size) const override;
    QSize exportSize() const override;
    QString exportTitle() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QChart* buildChart(const QSizeF& size) const;
    void rebuild();

    QChartView* chartView_ = nullptr;
    NodeBarData data_;
    QString placeholder_;
    bool busy_ = false;
    qreal screenScale_ = 0.0;
};

}  // namespace ringlab::ui
