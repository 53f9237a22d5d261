// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/LoadStatistics.h"
#include "ui/common/ChartStyle.h"

#include <QColor>
#include <QFont>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QChart;
class QPainter;
QT_END_NAMESPACE

namespace ringlab {
struct LabSnapshot;
}

// What the two load charts (MemberLoadChart, a bar per member, and LoadHistogramChart, members
// counted by their % of fair share) share: type sizes for a projector, the fair and limit lines'
// labels, the axes, and the header of the fleet's figures with what load they are.
namespace ringlab::ui::loadchart {

inline constexpr double kFairPercent = 100.0;
inline constexpr double kLimitPercent = kLoadLimitOfFair * 100.0;

// Type sizes in logical pixels besides chartstyle's, chosen for a projector at the back of a
// classroom; in a small chart they shrink with typeScale(). Where text still does not fit,
// it shrinks down to the minimums, then changes form.
inline constexpr int kHeaderPixels = 30;
inline constexpr int kMinHeaderPixels = 20;  // on one line; below that the figures take two lines
inline constexpr int kMinWrappedHeaderPixels = 14;
inline constexpr int kSetupPixels = 18;
inline constexpr int kMinBarLabelPixels = 12;  // below that the bars go unlabelled
inline constexpr int kAxisTitlePixels = 18;
inline constexpr qreal kNameGap = 8.0;  // between the x axis and the names under it

QString fairLineLabel();
QString limitLineLabel();
// Room right of the plot for the labels of the 100 % and 120 % lines.
int lineLabelRoom(int labelPixels);

// Room above the tallest bar for its labels, the limit always in view.
chartstyle::AxisScale yScaleFor(double tallestPercent);
// Member counts of a histogram: room above the tallest bin for its count, whole members.
chartstyle::AxisScale countScaleFor(double tallestCount);
// An x axis of `count` unlabelled slots: it places the bars; the annotations name them.
void attachSlotAxis(QChart* chart, QAbstractSeries* series, std::size_t count);
// The y axis from 0 to scale.maximum, with gridlines every scale.interval; the title only
// when titlePixels leaves room for it.
void attachValueAxis(QChart* chart, QAbstractSeries* series, const chartstyle::AxisScale& scale,
                     const QString& labelFormat, const QString& title, int labelPixels, int titlePixels);

// Largest size from `largest` down to `smallest` at which every one of `texts` is at most
// `width` wide; nullopt when even `smallest` is too big.
std::optional<int> fittingPixels(const QStringList& texts, bool bold, qreal width, int largest, int smallest);
// Draws `text` centred on `x` with its bottom at `bottom`, on the background so that it stays
// legible where it crosses a line; returns the top.
qreal drawBoxedText(QPainter& painter, qreal x, qreal bottom, const QString& text, const QFont& font,
                    const QColor& color);

// The fleet's figures (relative std-dev, peak/fair, min/fair) as plain text.
QString figuresText(const LoadStatistics& stats);
// Which load the figures are where two could be meant (Cassandra at RF over 1: every
// replica's); empty otherwise.
QString loadKindCaption(const LabSnapshot& snapshot);
// What an exported image says it shows: members, placement, keys.
QString setupDescription(const LabSnapshot& snapshot);

// The header over a chart: its type size and whether the figures take two lines.
struct HeaderFit {
    int headerPixels = 0;
    bool headerWrapped = false;
    int setupPixels = 0;  // the captions under the figures
    friend bool operator==(const HeaderFit&, const HeaderFit&) = default;
};
// The largest header that fits `width`: on one line down to a minimum, else on two lines;
// enlarged text (a projector, `textScale` over 1) wraps before it shrinks.
HeaderFit fitHeader(const LoadStatistics& stats, qreal width, qreal typeScale, double textScale);
// The header as the chart's title: the figures, what load they are, `caption` (may be empty)
// and, on an export, the setup.
QString titleHtml(const LabSnapshot& snapshot, const HeaderFit& fit, const QString& caption, bool exported);
// Its height at the fit's type size.
qreal titleHeight(const LabSnapshot& snapshot, const HeaderFit& fit, const QString& caption);
// The chart of a snapshot with no load yet (or none at all).
QChart* emptyChart();

}  // namespace ringlab::ui::loadchart
