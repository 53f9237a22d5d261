// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/BucketGeometry.h"

#include "ui/common/ViewCaption.h"

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

namespace {

double lerp(double a, double b, double t)
{
    return a + (b - a) * t;
}

}  // namespace

double BucketGeometry::columnWidth(double width, double text, double present)
{
    const double margin = text * 0.6;
    const double gap = std::clamp(width / present * 0.08, 3.0, text * 0.8);
    return std::max(1.0, (width - 2.0 * margin - gap * (present - 1.0)) / present);
}

QPointF BucketGeometry::dot(std::size_t column, std::size_t slot) const
{
    const QRectF& rect = columns[column];
    const std::size_t row = slot / perRow[column];
    const std::size_t place = slot % perRow[column];
    const double inset = (rect.width() - static_cast<double>(perRow[column]) * pitch) / 2.0;
    return {rect.left() + inset + (static_cast<double>(place) + 0.5) * pitch,
            rect.bottom() - (static_cast<double>(row) + 0.5) * pitch * rowScale[column]};
}

double BucketGeometry::pileHeight(std::size_t column, std::size_t dots) const
{
    const std::size_t rows = (dots + perRow[column] - 1) / perRow[column];
    return static_cast<double>(rows) * pitch * rowScale[column];
}

BucketGeometry BucketGeometry::between(const BucketGeometry& a, const BucketGeometry& b, double t)
{
    BucketGeometry result = b;
    for (std::size_t c = 0; c < b.columns.size(); ++c) {
        const QRectF& from = a.columns[c];
        const QRectF& to = b.columns[c];
        result.columns[c] = QRectF(lerp(from.left(), to.left(), t), to.top(), lerp(from.width(), to.width(), t),
                                   to.height());
        result.opacity[c] = lerp(a.opacity[c], b.opacity[c], t);
        result.rowScale[c] = lerp(a.rowScale[c], b.rowScale[c], t);
        if (!std::isnan(a.fairY[c]) && !std::isnan(b.fairY[c]))
            result.fairY[c] = lerp(a.fairY[c], b.fairY[c], t);
    }
    result.pitch = lerp(a.pitch, b.pitch, t);
    return result;
}

BucketGeometry BucketGeometry::make(const QRectF& area, double text, const std::vector<BucketColumnLoad>& loads,
                                    double largestPitch, double headroom, std::size_t atLeastTallest)
{
    BucketGeometry layout;
    const std::size_t count = loads.size();
    layout.columns.resize(count);
    layout.opacity.resize(count);
    layout.fairY.assign(count, kNoBucketLine);
    layout.perRow.assign(count, 1);
    layout.rowScale.assign(count, 1.0);
    layout.headerHeight = text * 4.6;
    const auto present = static_cast<double>(std::max<std::ptrdiff_t>(
        1, std::count_if(loads.begin(), loads.end(), [](const BucketColumnLoad& l) { return l.present; })));
    const double margin = text * 0.6;
    const double gap = std::clamp(area.width() / present * 0.08, 3.0, text * 0.8);
    const double width = columnWidth(area.width(), text, present);
    double x = area.left() + margin;
    std::size_t tallest = std::max<std::size_t>(1, atLeastTallest);
    for (std::size_t c = 0; c < count; ++c) {
        layout.opacity[c] = loads[c].opacity;
        if (loads[c].present) {
            layout.columns[c] = QRectF(x, area.top(), width, area.height());
            x += width + gap;
            const double pile = std::isnan(loads[c].shareDots) ? static_cast<double>(loads[c].dots) : loads[c].shareDots;
            const double fair = std::isnan(loads[c].fairDots) ? 0.0 : loads[c].fairDots;
            tallest = std::max(tallest, static_cast<std::size_t>(std::ceil(std::max(pile, fair))));
        } else {
            layout.columns[c] = QRectF(x - gap / 2.0, area.top(), 0.0, area.height());
        }
    }

    // The largest spacing at which the tallest pile (or fair line) fits the bucket, with
    // `headroom` to spare.
    const double inner = width - 2.0 * std::min(width * 0.06, text * 0.4);
    const double height = area.height() - layout.headerHeight - text * 0.3;
    const auto perRowAt = [&](double spacing) {
        // A bucket squeezed to no width holds one dot a row (inner is then negative).
        return std::max<std::size_t>(1, pixelCount(inner / spacing, tallest + 1));
    };
    const auto fits = [&](double spacing) {
        const std::size_t dotsPerRow = perRowAt(spacing);
        return static_cast<double>((tallest + dotsPerRow - 1) / dotsPerRow) * spacing * headroom <= height;
    };
    // Spacings step down from the largest by a fixed ratio, so that layouts mostly share one.
    double pitch = std::max(1.0, std::min(largestPitch, inner));
    while (pitch > 1.0 && !fits(pitch))
        pitch = std::max(1.0, pitch * 0.92);
    layout.pitch = pitch;
    for (std::size_t c = 0; c < count; ++c) {
        if (!loads[c].present)
            continue;
        layout.perRow[c] = perRowAt(pitch);
        // The top of the last row, full or not, stands at the share.
        if (!std::isnan(loads[c].shareDots) && loads[c].dots > 0) {
            const std::size_t rows = (loads[c].dots + layout.perRow[c] - 1) / layout.perRow[c];
            layout.rowScale[c] = loads[c].shareDots / static_cast<double>(rows * layout.perRow[c]);
        }
        if (!std::isnan(loads[c].fairDots))
            layout.fairY[c] =
                layout.columns[c].bottom() - loads[c].fairDots / static_cast<double>(layout.perRow[c]) * pitch;
    }
    return layout;
}

}  // namespace ringlab::ui
