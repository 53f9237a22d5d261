// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/Palette.h"

#include <QChart>
#include <QFont>
#include <QGraphicsObject>
#include <QPainter>
#include <QString>

namespace ringlab::ui {

// Words over a chart's plot while it waits for data ("Simulating…"), the plot showing
// through a white veil; an empty text draws none.
struct ChartVeil {
    QString text;
    QFont font;
    qreal textMargin = 0.0;  // between the plot's edges and the words
};

// Drawing a chart's series cannot do itself (labels, reference lines, markers), as an item in
// the chart's own scene above the series and axes, so the screen, PNG and SVG show the same;
// the veil, if any, over all of it.
class ChartOverlay : public QGraphicsObject {
public:
    QRectF boundingRect() const override { return bounds_; }

    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) final
    {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        paintOverlay(*painter);
        paintVeil(*painter);
        painter->restore();
    }

protected:
    explicit ChartOverlay(QChart* chart, ChartVeil veil = {})
        : QGraphicsObject(chart), chart_(chart), veil_(std::move(veil))
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
    void paintVeil(QPainter& painter) const
    {
        if (veil_.text.isEmpty())
            return;
        const QRectF plot = chart_->plotArea();
        painter.fillRect(plot, palette::current().veil);
        painter.setPen(palette::current().ink);
        painter.setFont(veil_.font);
        const qreal margin = veil_.textMargin;
        painter.drawText(plot.adjusted(margin, margin, -margin, -margin), Qt::AlignCenter | Qt::TextWordWrap,
                         veil_.text);
    }

    ChartVeil veil_;
    QRectF bounds_;
};

}  // namespace ringlab::ui
