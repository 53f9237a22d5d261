// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/Colour.h"
#include "ui/lab/ring/RingLegend.h"

#include "model/DisplayText.h"
#include "model/core/LabSnapshot.h"
#include "ui/common/ViewCaption.h"
#include "ui/common/Palette.h"
#include "ui/lab/ring/RingGeometry.h"
#include "ui/lab/ring/RingText.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <string_view>
#include <unordered_set>

namespace ringlab::ui {


RingLegend RingLegend::layOut(const Setting& setting)
{
    RingLegend legend;
    const LabSnapshot& snap = setting.snapshot;
    const double text = setting.text;
    const QRectF& body = setting.body;
    const double pad = text * 0.8;

    // One row per member, the removed ones too during the animation. No screen holds more
    // than kMaxLegendRows rows: past them the rows are only counted ("+ 9,000 more").
    std::size_t unlisted = 0;
    // Two significant digits of a member's mean share: 12.5 % of 8, 0.010 % of 10,000.
    const int shareDecimals =
        std::clamp(static_cast<int>(std::ceil(std::log10(static_cast<double>(std::max<std::size_t>(1, snap.members.size()))))) - 1, 1, 4);
    for (std::size_t m = 0; m < snap.members.size(); ++m) {
        if (legend.rows.size() == kMaxLegendRows) {
            ++unlisted;
            continue;
        }
        const QString id = fromStd(snap.members[m].id);
        const bool dead = setting.deadMembers.contains(id);
        legend.rows.push_back({{}, id, shortMemberId(id), setting.colors[m],
                               dead ? RingText::tr("dead")
                                    : formatShare(m < snap.stats.members.size() ? snap.stats.members[m].share : 0.0,
                                                     shareDecimals),
                               false, dead});
    }
    // The ids the legend makes room for: removed members count even when their rows are
    // gone, so that the ring keeps its size and place when the animation ends.
    QStringList layoutIds;
    for (const auto& row : legend.rows)
        layoutIds << row.label;
    std::size_t layoutCount = snap.members.size();
    if (snap.diff) {
        std::unordered_set<std::string_view> current;
        current.reserve(snap.members.size());
        for (const Member& member : snap.members)
            current.insert(member.id);
        for (std::size_t m = 0; m < snap.previousMembers.size(); ++m) {
            const std::string& id = snap.previousMembers[m].id;
            if (current.contains(id))
                continue;
            ++layoutCount;
            if (static_cast<std::size_t>(layoutIds.size()) < kMaxLegendRows)
                layoutIds << shortMemberId(fromStd(id));
            if (setting.ghostRows) {
                if (legend.rows.size() < kMaxLegendRows)
                    legend.rows.push_back({{}, fromStd(id), shortMemberId(fromStd(id)), setting.previousColors[m],
                                           RingText::tr("removed"), true, false});
                else
                    ++unlisted;
            }
        }
    }
    const QFontMetricsF legendMetrics(viewFont(text, true));
    double idWidth = 0.0;
    double shareWidth = legendMetrics.horizontalAdvance(formatPercent(100.0, 1));
    for (const auto& row : legend.rows) {
        idWidth = std::max(idWidth, legendMetrics.horizontalAdvance(row.label));
        shareWidth = std::max(shareWidth, legendMetrics.horizontalAdvance(row.share));
    }
    const auto radiusIn = [&](const QRectF& area) { return ringRadiusIn(area, setting.scaleLabel); };

    // The key to the marks on Maglev's changed table entries: a swatch and the text wrapped
    // beside it, under the rows.
    if (snap.changedTableEntries && snap.config.algorithm == Algorithm::Maglev)
        legend.markKey = RingText::tr("marked: %1 of %2 slots changed owner")
                             .arg(formatCount(snap.changedTableEntries->size()),
                                  formatCount(snap.config.maglevTableSize));
    const QFont keyFont = viewFont(text * 0.9);
    const auto markKeyHeight = [&](double width) {
        if (legend.markKey.isEmpty())
            return 0.0;
        const double textWidth = std::max(text, width - text * 1.5);
        const double wrapped = QFontMetricsF(keyFont)
                                   .boundingRect(QRectF(0.0, 0.0, textWidth, 1e6), Qt::TextWordWrap, legend.markKey)
                                   .height();
        return std::min(wrapped, 5.0 * QFontMetricsF(keyFont).lineSpacing());
    };

    // Beside the ring: the legend's width does not depend on the zoom, nor the ring's size.
    // Enlarged type (a projector) may take a little more of the width.
    const double legendShare = setting.textScale > 1.2 ? 0.42 : 0.34;
    const double legendWidth =
        std::min(std::max(idWidth + shareWidth + text * 3.2, text * 11.0), setting.viewWidth * legendShare);
    const double legendLeft = body.right() - legendWidth - pad;
    const QRectF wideArea(body.left() + pad, body.top() + pad, legendLeft - body.left() - 2.0 * pad,
                          body.height() - 2.0 * pad);

    // Under the ring: as many columns as fit, at most about a third of the height; the zoom
    // goes on the heading line, so that zooming does not resize the ring.
    double gridIdWidth = 0.0;
    for (const QString& id : layoutIds)
        gridIdWidth = std::max(gridIdWidth, legendMetrics.horizontalAdvance(id));
    double gridShareWidth = legendMetrics.horizontalAdvance(formatPercent(99.9, 1));
    for (const auto& row : legend.rows) {
        if (!row.removed)
            gridShareWidth = std::max(gridShareWidth, legendMetrics.horizontalAdvance(row.share));
    }
    const double gutter = text * 0.7;
    const double cellWidth = text * 0.95 + text * 0.5 + gridIdWidth + text * 0.6 + gridShareWidth;
    const double gridWidth = body.width() - 2.0 * pad - text;
    const std::size_t gridColumns =
        std::max<std::size_t>(1, pixelCount(std::floor((gridWidth + gutter) / (cellWidth + gutter)), layoutCount));
    const double gridRowHeight = text * 1.45;
    const double gridHeadHeight = text * 1.5;
    const auto gridRowsWanted = (layoutCount + gridColumns - 1) / gridColumns;
    const auto gridRowsIn = [&](double share) {
        return static_cast<std::size_t>(
            std::max(1.0, std::floor((body.height() * share - gridHeadHeight - text * 0.8) / gridRowHeight)));
    };
    // A third of the height, or a little more where that shows every member.
    const std::size_t gridRowsRoom = gridRowsIn(0.45) >= gridRowsWanted ? gridRowsWanted : gridRowsIn(0.34);
    const std::size_t gridRows = std::max<std::size_t>(1, std::min(gridRowsWanted, gridRowsRoom));
    const double gridKeyHeight = legend.markKey.isEmpty() ? 0.0 : markKeyHeight(gridWidth) + text * 0.4;
    const double gridLegendHeight =
        text * 0.3 + gridHeadHeight + static_cast<double>(gridRows) * gridRowHeight + gridKeyHeight + text * 0.5;
    const QRectF gridLegend(body.left() + pad, body.bottom() - pad - gridLegendHeight, body.width() - 2.0 * pad,
                            gridLegendHeight);
    const QRectF compactArea(body.left() + pad, body.top() + pad, body.width() - 2.0 * pad,
                             gridLegend.top() - pad - body.top() - pad);
    // The wide layout unless the grid gives a clearly larger ring, or whole ids where the
    // wide legend would have to shorten them. Decided on what holds during the animation and
    // after it alike (the legend beside the ring is wider while it says "removed"), so that
    // the layout does not switch when the animation ends.
    const bool removals = layoutCount > snap.members.size();
    const double settledShareWidth = std::max({gridShareWidth, shareWidth,
                                               removals ? legendMetrics.horizontalAdvance(RingText::tr("removed")) : 0.0});
    const double settledWidth = std::max(gridIdWidth, idWidth) + settledShareWidth + text * 3.2;
    const double settledLegendWidth = std::min(std::max(settledWidth, text * 11.0), setting.viewWidth * legendShare);
    const QRectF settledWideArea(wideArea.left(), wideArea.top(),
                                 body.right() - settledLegendWidth - pad - body.left() - 2.0 * pad, wideArea.height());
    const bool wideShortens = settledLegendWidth < settledWidth;
    const bool gridShortens = cellWidth > gridWidth;
    legend.compact = radiusIn(compactArea) > radiusIn(settledWideArea) * 1.08 || (wideShortens && !gridShortens);

    legend.ringArea = wideArea;
    if (legend.compact) {
        legend.ringArea = compactArea;
        legend.panel = gridLegend;
        legend.head = QRectF(gridLegend.left() + text * 0.5, gridLegend.top() + text * 0.3, gridWidth, gridHeadHeight);
        const std::size_t capacity = gridColumns * gridRows;
        if (legend.rows.size() + unlisted > capacity) {
            legend.hidden = legend.rows.size() + unlisted - (capacity - 1);
            legend.rows.resize(std::min(legend.rows.size(), capacity - 1));
        }
        // Down the columns, then across.
        const double columnPitch = (gridWidth + gutter) / static_cast<double>(gridColumns);
        const auto cell = [&](std::size_t index) {
            return QRectF(legend.head.left() + static_cast<double>(index / gridRows) * columnPitch,
                          legend.head.bottom() + static_cast<double>(index % gridRows) * gridRowHeight,
                          columnPitch - gutter, gridRowHeight);
        };
        for (std::size_t r = 0; r < legend.rows.size(); ++r)
            legend.rows[r].rect = cell(r);
        if (legend.hidden > 0)
            legend.more = cell(legend.rows.size());
        if (!legend.markKey.isEmpty())
            legend.markKeyRect = QRectF(legend.head.left(),
                                        legend.head.bottom() + static_cast<double>(gridRows) * gridRowHeight + text * 0.4,
                                        gridWidth, gridKeyHeight - text * 0.4);
        if (setting.zoomed)
            legend.zoomBox = legend.head;
    } else {
        const double rowHeight = text * 1.55;
        const double zoomBoxHeight = setting.zoomed ? text * 10.5 : 0.0;
        const double keyHeight = legend.markKey.isEmpty() ? 0.0 : markKeyHeight(legendWidth - text) + text * 0.8;
        const double rowsTop = body.top() + pad + text * 2.2;
        const double rowsRoom = body.bottom() - pad - text * 0.5 - rowsTop - zoomBoxHeight - keyHeight;
        const std::size_t fitting = pixelCount(rowsRoom / rowHeight, legend.rows.size() + unlisted);
        if (legend.rows.size() + unlisted > fitting) {
            const std::size_t kept = std::min(legend.rows.size(), fitting > 0 ? fitting - 1 : 0);
            legend.hidden = legend.rows.size() + unlisted - kept;
            legend.rows.resize(kept);
        }
        const QRectF rows(legendLeft + text * 0.5, rowsTop, legendWidth - text, rowHeight);
        for (std::size_t r = 0; r < legend.rows.size(); ++r)
            legend.rows[r].rect = rows.translated(0.0, static_cast<double>(r) * rowHeight);
        legend.head = QRectF(legendLeft + text * 0.5, body.top() + pad + text * 0.5, legendWidth - text, text * 1.4);
        if (legend.hidden > 0)
            legend.more = legend.rows.empty()
                              ? QRectF(legend.head.left(), legend.head.bottom() + text * 0.8, legend.head.width(),
                                       text * 1.55)
                              : legend.rows.back().rect.translated(0.0, rowHeight);
        double legendBottom =
            rowsTop + static_cast<double>(legend.rows.size() + (legend.hidden > 0 ? 1 : 0)) * rowHeight;
        if (!legend.markKey.isEmpty()) {
            legend.markKeyRect = QRectF(rows.left(), legendBottom + text * 0.8, rows.width(), keyHeight - text * 0.8);
            legendBottom = legend.markKeyRect.bottom();
        }
        if (setting.zoomed) {
            legend.zoomBox = QRectF(rows.left(), legendBottom + text * 0.5, rows.width(), zoomBoxHeight - text * 0.5);
            legendBottom = legend.zoomBox.bottom();
        }
        legend.panel = QRectF(legendLeft, body.top() + pad, legendWidth, legendBottom + text * 0.5 - body.top() - pad);
    }
    return legend;
}

void RingLegend::paint(QPainter& painter, double text, const ArcMap& map, double space, const QString& highlighted) const
{
    painter.setPen(QPen(palette::current().rule, 1.0));
    painter.setBrush(palette::current().panelGround);
    painter.drawRoundedRect(panel, text * 0.4, text * 0.4);
    const QFont rowFont = viewFont(text);
    const QFont boldRowFont = viewFont(text, true);
    const QFont headFont = viewFont(text * 0.8);
    painter.setFont(headFont);
    painter.setPen(palette::current().mutedInk);
    if (!compact) {
        // Both headings where they fit side by side, else the one that says what the numbers are.
        const QFontMetricsF headMetrics(headFont);
        if (headMetrics.horizontalAdvance(RingText::tr("members")) +
                headMetrics.horizontalAdvance(RingText::tr("share of keys")) + text <= head.width())
            painter.drawText(head, Qt::AlignLeft | Qt::AlignVCenter, RingText::tr("members"));
        painter.drawText(head, Qt::AlignRight | Qt::AlignVCenter, RingText::tr("share of keys"));
    } else if (map.whole()) {
        painter.drawText(head, Qt::AlignLeft | Qt::AlignVCenter, RingText::tr("members · share of keys"));
    }
    for (const auto& row : rows) {
        const bool lit = !highlighted.isEmpty() && row.id == highlighted;
        const bool faded = row.removed || (!highlighted.isEmpty() && !lit);
        if (lit) {
            QColor tint = row.color;
            tint.setAlphaF(0.18F);
            painter.setPen(Qt::NoPen);
            painter.setBrush(tint);
            painter.drawRoundedRect(row.rect.adjusted(-text * 0.3, 1.0, text * 0.3, -1.0), 4.0, 4.0);
        }
        const double swatch = text * 0.95;
        const QRectF swatchRect(row.rect.left(), row.rect.center().y() - swatch / 2.0, swatch, swatch);
        painter.setPen(Qt::NoPen);
        painter.setBrush(faded ? dimmedColor(row.color) : row.color);
        painter.drawRoundedRect(swatchRect, 3.0, 3.0);
        if (row.dead) {
            painter.setPen(QPen(palette::current().alarmRed, std::max(2.0, text * 0.16), Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(swatchRect.topLeft(), swatchRect.bottomRight());
            painter.drawLine(swatchRect.topRight(), swatchRect.bottomLeft());
        }
        painter.setFont(lit ? boldRowFont : rowFont);
        painter.setPen(faded ? palette::current().mutedInk : palette::current().ink);
        const QRectF textRect = row.rect.adjusted(swatch + text * 0.5, 0.0, 0.0, 0.0);
        double shareWidth = QFontMetricsF(painter.font()).horizontalAdvance(row.share) + text * 0.6;
        // The highlighted id in bold where it fits, else whole in the regular weight.
        QFont idFont = lit && QFontMetricsF(boldRowFont).horizontalAdvance(row.label) > textRect.width() - shareWidth
                           ? rowFont
                           : painter.font();
        idFont.setStrikeOut(row.removed);
        const QFontMetricsF idMetrics(idFont);
        // A narrow cell keeps a removed member's whole id, struck out, rather than "removed".
        if (row.removed && idMetrics.horizontalAdvance(row.label) > textRect.width() - shareWidth)
            shareWidth = 0.0;
        else if (row.dead) {
            painter.setPen(palette::current().alarmRed);
            painter.drawText(textRect, Qt::AlignRight | Qt::AlignVCenter, row.share);
            painter.setPen(palette::current().mutedInk);
        } else {
            painter.drawText(textRect, Qt::AlignRight | Qt::AlignVCenter, row.share);
        }
        painter.setFont(idFont);
        painter.drawText(textRect.adjusted(0.0, 0.0, -shareWidth, 0.0), Qt::AlignLeft | Qt::AlignVCenter,
                         idMetrics.elidedText(row.label, Qt::ElideMiddle, textRect.width() - shareWidth));
    }
    if (hidden > 0) {
        painter.setFont(rowFont);
        painter.setPen(palette::current().mutedInk);
        painter.drawText(more, Qt::AlignLeft | Qt::AlignVCenter, RingText::tr("+ %1 more").arg(formatCount(hidden)));
    }
    paintMarkKey(painter, text);
    if (!map.whole())
        paintZoom(painter, text, map, space);
}

// The mark as a swatch (a short piece of the marker ring, as tall as a line) and what it means.
void RingLegend::paintMarkKey(QPainter& painter, double text) const
{
    if (markKey.isEmpty())
        return;
    const QFont keyFont = viewFont(text * 0.9);
    const double line = QFontMetricsF(keyFont).lineSpacing();
    const QRectF swatch(markKeyRect.left(), markKeyRect.top() + (line - text * 0.95) / 2.0, text * 0.95, text * 0.95);
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette::current().track);
    painter.drawRect(swatch);
    painter.setBrush(palette::current().changedEntryMark);
    painter.drawRect(swatch.adjusted(text * 0.28, 0.0, -text * 0.28, 0.0));
    painter.setFont(keyFont);
    painter.setPen(palette::current().ink);
    painter.drawText(markKeyRect.adjusted(text * 1.5, 0.0, 0.0, 0.0), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                     markKey);
}

// Where the zoomed arc lies on the whole ring: a small ring with the arc on it, the zoom
// factor and the range.
void RingLegend::paintZoom(QPainter& painter, double text, const ArcMap& map, double space) const
{
    const QRectF& box = zoomBox;
    const auto drawMiniRing = [&](const QPointF& miniCenter, double miniRadius, double width, double tick) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette::current().rule.darker(115), std::max(2.0, width * 0.5)));
        painter.drawEllipse(miniCenter, miniRadius, miniRadius);
        painter.setPen(QPen(palette::current().mutedInk, 1.5));
        painter.drawLine(polar(miniCenter, miniRadius + 3.0, 0.0), polar(miniCenter, miniRadius + tick, 0.0));
        painter.setPen(QPen(palette::current().ink, width, Qt::SolidLine, Qt::FlatCap));
        const double arcAngle = map.length * kTwoPi;
        if (arcAngle * miniRadius < 3.0) {
            // Too short to see as an arc: a radial mark.
            painter.drawLine(polar(miniCenter, miniRadius - width * 0.875, kTwoPi * map.start),
                             polar(miniCenter, miniRadius + width * 0.875, kTwoPi * map.start));
        } else {
            QPolygonF arc;
            const int steps = std::max(2, static_cast<int>(map.length * 120.0));
            for (int i = 0; i <= steps; ++i)
                arc << polar(miniCenter, miniRadius, kTwoPi * map.start + arcAngle * i / steps);
            painter.drawPolyline(arc);
        }
    };
    const QString from = positionCaption(map.start * space, space);
    const QString to = positionCaption((map.start + map.length) * space - 1.0, space);
    if (compact) {
        // One line: the small ring, "zoom 50×", the range and, where it fits, the hint.
        const double miniRadius = box.height() * 0.3;
        drawMiniRing(QPointF(box.left() + miniRadius + 2.0, box.center().y() + 2.0), miniRadius,
                     std::max(3.0, text * 0.3), std::max(4.0, text * 0.35));
        double x = box.left() + 2.0 * miniRadius + text * 0.7;
        const auto drawPart = [&](const QString& part, const QFont& font, const QColor& color) {
            const double width = QFontMetricsF(font).horizontalAdvance(part);
            if (x + width > box.right() + 0.5)
                return false;
            painter.setFont(font);
            painter.setPen(color);
            painter.drawText(QRectF(x, box.top(), width + 1.0, box.height()), Qt::AlignLeft | Qt::AlignVCenter, part);
            x += width + text * 0.7;
            return true;
        };
        const QString range = space == kHashSpace ? RingText::tr("%1 … %2") : RingText::tr("slots %1 … %2");
        if (drawPart(zoomFactorCaption(map.length), viewFont(text * 0.95, true), palette::current().ink) &&
            drawPart(range.arg(from, to), viewFont(text * 0.85), palette::current().ink))
            drawPart(RingText::tr("double-click: whole ring"), viewFont(text * 0.75), palette::current().mutedInk);
    } else {
        painter.setPen(QPen(palette::current().rule, 1.0));
        painter.drawLine(box.topLeft(), box.topRight());
        const double miniRadius = text * 1.6;
        const QPointF miniCenter(box.left() + miniRadius + text * 0.2, box.top() + text * 1.2 + miniRadius);
        drawMiniRing(miniCenter, miniRadius, std::max(4.0, text * 0.4), text * 0.6);
        const double textLeft = miniCenter.x() + miniRadius + text * 0.8;
        painter.setPen(palette::current().ink);
        painter.setFont(viewFont(text, true));
        painter.drawText(QRectF(textLeft, miniCenter.y() - text, box.right() - textLeft, text * 2.0),
                         Qt::AlignLeft | Qt::AlignVCenter, zoomFactorCaption(map.length));
        const QString range = space == kHashSpace ? RingText::tr("from %1\nto %2") : RingText::tr("from slot %1\nto slot %2");
        const QRectF below(box.left(), miniCenter.y() + miniRadius + text * 0.6, box.width(),
                           box.bottom() - miniCenter.y() - miniRadius - text * 0.6);
        painter.setFont(viewFont(text * 0.85));
        const QString rangeText = range.arg(from, to);
        const QRectF used = painter.boundingRect(below, Qt::AlignLeft | Qt::AlignTop, rangeText);
        painter.drawText(below, Qt::AlignLeft | Qt::AlignTop, rangeText);
        painter.setPen(palette::current().mutedInk);
        painter.setFont(viewFont(text * 0.75));
        painter.drawText(below.adjusted(0.0, used.height() + text * 0.4, 0.0, 0.0),
                         Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                         RingText::tr("drag to pan, double-click for the whole ring"));
    }
}

}  // namespace ringlab::ui
