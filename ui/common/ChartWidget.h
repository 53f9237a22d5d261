// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/ViewExport.h"

#include <QSize>
#include <QSizeF>
#include <QString>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

namespace ringlab::ui {

// A Qt Charts chart as a widget: built by the chart class for the widget's size from what it
// shows, built anew after every change of that and on a resize that changes its layout (type
// sizes shrink with the chart), and built once more at the export size for a PNG or SVG. A
// chart that waits for data (busy, or nothing yet) veils its plot; the chart class says with
// what words.
class ChartWidget : public QWidget, public ExportableView {
    Q_OBJECT

public:
    ~ChartWidget() override;

    using QWidget::render;
    void render(QPainter& painter, const QSize& size) const override;
    QSize exportSize() const override;

protected:
    // The chart on screen can offer tooltips; an exported one says what it shows.
    enum class Target { Screen, Export };

    ChartWidget(const QSize& minimumSize, QWidget* parent);

    // A complete chart for the current state at `size`; the caller owns it.
    virtual QChart* buildChart(Target target, const QSizeF& size) const = 0;
    // True when a chart built for `size` would be laid out otherwise than one built for
    // `builtFor` (other type sizes, names placed otherwise): a resize rebuilds only then.
    virtual bool layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const = 0;

    // Replaces the chart on screen with one for the current state; the chart classes call it
    // after every change (and once their constructor is done).
    void rebuild();
    QChartView* chartView() const { return chartView_; }

    // Enlarges every text of the chart (1 = as sized for its pixels); the chart classes that
    // offer it make it public.
    void setTextScale(double scale);
    double textScale() const { return textScale_; }
    // How much the chart's type shrinks at `size` (chartstyle::typeScale), times the text scale.
    qreal typeScale(const QSizeF& size) const;

    // While busy the chart veils its plot; the chart classes that wait for runs make these public.
    void setBusy(bool busy);
    bool busy() const { return busy_; }
    // Shown over a chart with nothing to show yet.
    void setPlaceholder(const QString& text);
    const QString& placeholder() const { return placeholder_; }

    void resizeEvent(QResizeEvent* event) override;
    // QEvent::LanguageChange calls retranslateUi().
    void changeEvent(QEvent* event) override;
    // The chart built again in the language installed; a chart class that keeps texts of its
    // own (a caption, a placeholder) sets them again first.
    virtual void retranslateUi();

private:
    QChartView* chartView_;
    QSizeF builtFor_;
    double textScale_ = 1.0;
    bool busy_ = false;
    QString placeholder_;
};

}  // namespace ringlab::ui
