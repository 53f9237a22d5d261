// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QImage>
#include <QPainter>

class QChart;
#include <QSize>
#include <QString>

namespace ringlab::ui {

// A view whose one paint routine can target the screen, a PNG and an SVG.
class ExportableView {
public:
    virtual ~ExportableView() = default;
    // Paints the whole view into `size` (logical pixels) on any painter.
    virtual void render(QPainter& painter, const QSize& size) const = 0;
    virtual QSize exportSize() const = 0;
    virtual QString exportTitle() const = 0;
};

// Lays out a chart built for `size` in a scene of its own and paints it (the chart is
// deleted with the scene): the render() of every Qt Charts view.
void renderChart(QPainter& painter, QChart* chart, const QSize& size);

// The view painted at its export size on the background, `scale` device pixels a logical
// one (what PNG export, the clipboard and frame export write); and as an SVG document.
QImage renderViewImage(const ExportableView& view, double scale = 1.0);
QByteArray renderViewSvg(const ExportableView& view);

// Both return an error message, empty on success; the file is written atomically.
QString exportPng(const ExportableView& view, const QString& path, double scale = 2.0);
QString exportSvg(const ExportableView& view, const QString& path);
// By the file name's suffix (.png or .svg).
QString exportView(const ExportableView& view, const QString& path);

}  // namespace ringlab::ui
