// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <QRectF>

#include <cstddef>
#include <limits>
#include <vector>

namespace ringlab::ui {

// No fair-share line (or no share) for a column.
inline constexpr double kNoBucketLine = std::numeric_limits<double>::quiet_NaN();

// What a bucket layout makes room for in one column (a member's bucket).
struct BucketColumnLoad {
    bool present = false;
    double opacity = 1.0;
    std::size_t dots = 0;
    double fairDots = kNoBucketLine;   // where the fair-share line goes, in dots
    double shareDots = kNoBucketLine;  // the member's share of all keys, in dots: the pile's height
};

// Where the bucket view's buckets and their dots are for one set of members, as the ring has
// RingGeometry: columns side by side across the area, the dots of each piled from the bottom
// of its bucket row by row, at the largest spacing at which the tallest pile fits.
struct BucketGeometry {
    std::vector<QRectF> columns;  // header and bucket, by column; zero width when absent
    std::vector<double> opacity;
    std::vector<double> fairY;    // the fair-share line, kNoBucketLine for none
    std::vector<std::size_t> perRow;
    // Each pile's rows are this much further apart than the dots across, so that its height
    // stands for the member's share of all keys, not of the sample (the figure beside it).
    std::vector<double> rowScale;
    double headerHeight = 0.0;
    double pitch = 8.0;

    // Columns for `loads` across `area` with type `text` pixels tall: the present ones of equal
    // width (columnWidth) with gaps, an absent one of no width where it would stand. The dot
    // spacing is the largest up to `largestPitch` (stepping down by 8 %) at which the tallest
    // pile or fair line, at least `atLeastTallest` dots, fits the bucket `headroom` times over.
    static BucketGeometry make(const QRectF& area, double text, const std::vector<BucketColumnLoad>& loads,
                               double largestPitch, double headroom, std::size_t atLeastTallest);
    // The width of each of `present` columns across `width`, as make() places them.
    static double columnWidth(double width, double text, double present);
    // `a` at t = 0 to `b` at t = 1: columns slide and widen, opacity, row scale, fair line and
    // spacing change linearly (a fair line only where both have one).
    static BucketGeometry between(const BucketGeometry& a, const BucketGeometry& b, double t);

    double dotSize() const { return pitch * 0.8; }
    QRectF bucket(std::size_t column) const { return columns[column].adjusted(0.0, headerHeight, 0.0, 0.0); }
    // Dots pile up from the bottom of the bucket, row by row, centred across it.
    QPointF dot(std::size_t column, std::size_t slot) const;
    // The height of a pile of `dots` in a column.
    double pileHeight(std::size_t column, std::size_t dots) const;
};

}  // namespace ringlab::ui
