// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QSizeF>
#include <QString>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QChart;
QT_END_NAMESPACE

namespace ringlab::ui {

// The look every chart of the lab shares: white ground, dark ink, light grid, Paul Tol's
// colour-blind-safe colours, and type sized for a projector at the back of a classroom.
namespace chartstyle {

constexpr QRgb kInk = 0xff222222;
constexpr QRgb kMutedInk = 0xff666666;
constexpr QRgb kGrid = 0xffdddddd;
constexpr QRgb kBlue = 0xff004488;    // high-contrast blue: the main line
constexpr QRgb kRed = 0xffcc3311;     // vibrant red: limits, kills, failures
constexpr QRgb kOrange = 0xffee7733;  // vibrant orange: slow-downs, markers
constexpr QRgb kTeal = 0xff009988;    // vibrant teal: revivals, passes
constexpr QRgb kPurple = 0xffaa3377;  // flaps
constexpr QRgb kGreyBand = 0xffeeeeee;

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

// An empty chart on white with no legend, no frame and the lab's margins.
QChart* makeChart();
// Dark labels and title at the given sizes, light grid lines, a dark axis line.
void styleAxis(QAbstractAxis* axis, const QString& title, int labelPixels, int titlePixels);

}  // namespace chartstyle

}  // namespace ringlab::ui
