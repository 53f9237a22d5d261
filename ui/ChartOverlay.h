// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChart>
#include <QGraphicsObject>
#include <QPainter>

namespace ringlab::ui {

// Drawing a chart's series cannot do itself (labels, reference lines, markers), as an item in
// the chart's own scene above the series and axes, so the screen, PNG and SVG show the same.
class ChartOverlay : public QGraphicsObject {
public:
    QRectF boundingRect() const override { return bounds_; }

    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) final
    {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        paintOverlay(*painter);
        painter->restore();
    }

protected:
    explicit ChartOverlay(QChart* chart) : QGraphicsObject(chart), chart_(chart)
    {
        setZValue(1000.0);  // above the series and the axes
        connect(chart, &QChart::plotAreaChanged, this, [this] {
            prepareGeometryChange();
            bounds_ = chart_->rect();
        });
    }

    virtual void paintOverlay(QPainter& painter) const = 0;

    QChart* chart_;

private:
    QRectF bounds_;
};

}  // namespace ringlab::ui
