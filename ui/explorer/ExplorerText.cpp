// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/ExplorerText.h"

#include "ui/common/Palette.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace ringlab::ui {

namespace {

// A badge's text sits inside a box this many ems wider than the text on each side.
constexpr double kBadgePadding = 0.45;

double runWidth(const TextRun& run)
{
    const QFontMetricsF metrics(run.font);
    const double width = metrics.horizontalAdvance(run.text);
    return run.badge.isValid() ? width + 2.0 * kBadgePadding * run.font.pixelSize() : width;
}

}  // namespace

double textLineHeight(const TextLine& line)
{
    double height = 0.0;
    for (const TextRun& run : line)
        height = std::max(height, QFontMetricsF(run.font).height() * (run.badge.isValid() ? 1.15 : 1.0));
    return height;
}

double textLineWidth(const TextLine& line, double gap)
{
    double width = 0.0;
    for (const TextRun& run : line)
        width += runWidth(run);
    return width + gap * static_cast<double>(std::max<std::size_t>(line.size(), 1) - 1);
}

double paintTextLine(QPainter& painter, const TextLine& line, const QPointF& topLeft, double maxWidth, double gap)
{
    const double height = textLineHeight(line);
    // One baseline for every run, so that a small label reads on the line of a big number.
    double ascent = 0.0;
    double descent = 0.0;
    for (const TextRun& run : line) {
        const QFontMetricsF metrics(run.font);
        ascent = std::max(ascent, metrics.ascent());
        descent = std::max(descent, metrics.descent());
    }
    const double baseline = topLeft.y() + (height - ascent - descent) / 2.0 + ascent;
    double x = topLeft.x();
    const double right = topLeft.x() + maxWidth;
    painter.save();
    for (const TextRun& run : line) {
        const double available = right - x;
        if (available < 1.0)
            break;
        const QFontMetricsF metrics(run.font);
        painter.setFont(run.font);
        if (run.badge.isValid()) {
            const double padding = kBadgePadding * run.font.pixelSize();
            const double width = std::min(runWidth(run), available);
            const double boxHeight = metrics.height() * 1.1;
            const QRectF box(x, baseline - metrics.ascent() - 0.05 * metrics.height(), width, boxHeight);
            QPainterPath path;
            path.addRoundedRect(box, 0.25 * metrics.height(), 0.25 * metrics.height());
            painter.fillPath(path, run.badge);
            painter.setPen(palette::current().onBadge);
            painter.drawText(QPointF(x + padding, baseline),
                             metrics.elidedText(run.text, Qt::ElideRight, std::max(0.0, width - 2.0 * padding)));
            x += width + gap;
            continue;
        }
        painter.setPen(run.color);
        const QString text = metrics.horizontalAdvance(run.text) <= available
                                 ? run.text
                                 : metrics.elidedText(run.text, Qt::ElideRight, available);
        painter.drawText(QPointF(x, baseline), text);
        x += metrics.horizontalAdvance(text) + gap;
    }
    painter.restore();
    return height;
}

std::vector<TextLine> wrapTextLine(const TextLine& line, double maxWidth, double gap)
{
    std::vector<TextLine> lines(1);
    double x = 0.0;
    const auto place = [&](const TextRun& run) {
        const double width = runWidth(run);
        if (!lines.back().empty() && x + gap + width > maxWidth) {
            lines.emplace_back();
            x = 0.0;
        }
        x += (lines.back().empty() ? 0.0 : gap) + width;
        lines.back().push_back(run);
    };
    for (const TextRun& run : line) {
        if (run.badge.isValid() || runWidth(run) <= maxWidth) {
            place(run);
            continue;
        }
        // Word by word: as many words a piece as fit a line.
        const QFontMetricsF metrics(run.font);
        const QStringList words = run.text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QString piece;
        for (const QString& word : words) {
            const QString longer = piece.isEmpty() ? word : piece + QLatin1Char(' ') + word;
            if (!piece.isEmpty() && metrics.horizontalAdvance(longer) > maxWidth) {
                place({piece, run.font, run.color, run.badge});
                piece = word;
            } else {
                piece = longer;
            }
        }
        if (!piece.isEmpty())
            place({piece, run.font, run.color, run.badge});
    }
    return lines;
}

}  // namespace ringlab::ui
