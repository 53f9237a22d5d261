// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/Palette.h"

#include <QColor>
#include <QFont>
#include <QSizeF>
#include <QString>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QChart;
class QValueAxis;
QT_END_NAMESPACE

namespace ringlab::ui {

// The look every chart of the lab shares: the palette's ground, ink and grid, and type sized
// for a projector at the back of a classroom.
namespace chartstyle {

// Type sizes in logical pixels at kFullTypeSize; smaller charts shrink them in proportion,
// down to kMinTypeScale.
constexpr QSizeF kFullTypeSize(960.0, 540.0);
constexpr qreal kMinTypeScale = 0.7;
constexpr int kTitlePixels = 24;
constexpr int kLabelPixels = 20;
constexpr int kAxisTitlePixels = 20;
constexpr int kVeilPixels = 28;
constexpr int kChartMargin = 8;

QFont pixelFont(int pixels, bool bold = false);
// kMinTypeScale … 1 for a chart of `size`.
qreal typeScale(const QSizeF& size);
int scaledPixels(int pixels, qreal scale);
// 1, 2, 2.5 or 5 times a power of ten: the smallest at least `rough` (> 0).
double roundInterval(double rough);

// A value axis from 0 with gridlines at round intervals.
struct AxisScale {
    double maximum = 0.0;
    double interval = 0.0;
};
// At most `maxIntervals` round intervals (none smaller than `smallestInterval`) that reach `needed`.
AxisScale roundScale(double needed, int maxIntervals, double smallestInterval = 0.0);

// An empty chart on the background with no legend, no frame and the lab's margins.
QChart* makeChart();
// Dark labels and title at the given sizes, light grid lines, a dark axis line.
void styleAxis(QAbstractAxis* axis, const QString& title, int labelPixels, int titlePixels);
// From 0 to `maximum` with a gridline every `interval`; the caller styles and attaches it.
QValueAxis* makeValueAxis(double maximum, double interval);
// The series' names in dark type at `pixels`, on the given side of the plot.
void showLegend(QChart* chart, Qt::Alignment alignment, int pixels);

}  // namespace chartstyle

}  // namespace ringlab::ui
