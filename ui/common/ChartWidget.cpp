// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/ChartWidget.h"

#include "ui/common/ChartStyle.h"
#include "ui/common/Palette.h"

#include <QChart>
#include <QChartView>
#include <QResizeEvent>
#include <QVBoxLayout>

namespace ringlab::ui {

ChartWidget::ChartWidget(const QSize& minimumSize, QWidget* parent)
    : QWidget(parent), chartView_(new QChartView(this))
{
    chartView_->setRenderHint(QPainter::Antialiasing);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(chartView_);
    setMinimumSize(minimumSize);
    // The chart's colours are set when it is built.
    connect(palette::ThemeSignals::instance(), &palette::ThemeSignals::themeChanged, this, &ChartWidget::rebuild);
}

ChartWidget::~ChartWidget() = default;

void ChartWidget::rebuild()
{
    builtFor_ = QSizeF(chartView_->size());
    QChart* previous = chartView_->chart();
    chartView_->setChart(buildChart(Target::Screen, builtFor_));
    // Later: a caller may be inside a signal of the previous chart's series.
    previous->deleteLater();
}

void ChartWidget::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void ChartWidget::retranslateUi()
{
    rebuild();
}

void ChartWidget::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (layoutDiffers(builtFor_, QSizeF(event->size())))
        rebuild();
}

void ChartWidget::setTextScale(double scale)
{
    if (scale == textScale_)
        return;
    textScale_ = scale;
    rebuild();
}

qreal ChartWidget::typeScale(const QSizeF& size) const
{
    return chartstyle::typeScale(size) * textScale_;
}

void ChartWidget::setBusy(bool busy)
{
    if (busy == busy_)
        return;
    busy_ = busy;
    rebuild();
}

void ChartWidget::setPlaceholder(const QString& text)
{
    if (text == placeholder_)
        return;
    placeholder_ = text;
    rebuild();
}

void ChartWidget::render(QPainter& painter, const QSize& size) const
{
    renderChart(painter, buildChart(Target::Export, QSizeF(size)), size);
}

QSize ChartWidget::exportSize() const
{
    return {1280, 720};
}

}  // namespace ringlab::ui
