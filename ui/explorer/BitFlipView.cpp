// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/BitFlipView.h"

#include "model/Translation.h"

#include "ui/explorer/ExplorerText.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

namespace {

constexpr int kOutputBits = kHashBits;
constexpr int kIdealChanged = kHashBits / 2;
// Output strips leave a little room after every 8 bits (in cells).
constexpr double kNibbleGap = 0.3;

double stripWidth(double cell)
{
    return cell * (kOutputBits + 3.0 * kNibbleGap);
}

// x of output cell `index` (0 = bit 31) from the strip's left edge.
double outputCellX(double cell, int index)
{
    return cell * (index + kNibbleGap * (index / 8));
}

QString byteLabel(unsigned char byte)
{
    if (byte >= 0x20 && byte < 0x7f)
        return QString(QLatin1Char(static_cast<char>(byte)));
    return QStringLiteral("%1").arg(byte, 2, 16, QLatin1Char('0')).toUpper();
}

}  // namespace

QString printableBytes(std::string_view bytes)
{
    QString text;
    for (const char c : bytes) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte < 0x7f && byte != '\\')
            text += QLatin1Char(c);
        else
            text += QStringLiteral("\\x%1").arg(byte, 2, 16, QLatin1Char('0'));
    }
    return text;
}

struct BitFlipView::Layout {
    double text = 14.0;
    double pad = 8.0;
    QRectF band;
    double nameLeft = 0.0;
    double nameWidth = 0.0;
    // The key.
    double keyLeft = 0.0;
    std::size_t bytesPerLine = 1;
    double keyLineHeight = 0.0;
    double keyCell = 0.0;
    double keyCellHeight = 0.0;
    double byteGap = 0.0;
    double charTop = 0.0;
    double charHeight = 0.0;
    double cellsTop = 0.0;
    double flipTextTop = 0.0;
    // The hashes.
    double headerTop = 0.0;
    double headerHeight = 0.0;
    bool stacked = false;
    double cell = 0.0;
    double stripHeight = 0.0;
    double beforeLeft = 0.0;
    double afterLeft = 0.0;  // stacked: = beforeLeft
    double countLeft = 0.0;
    bool gauge = true;  // a bar beside each count
    double rowsTop = 0.0;
    double rowPitch = 0.0;

    // Long keys take several lines of bytes.
    double byteLeft(std::size_t byte) const
    {
        return keyLeft + static_cast<double>(byte % bytesPerLine) * (8.0 * keyCell + byteGap);
    }
    double byteTop(std::size_t byte) const
    {
        return charTop + static_cast<double>(byte / bytesPerLine) * keyLineHeight;
    }
    QRectF keyCellRect(std::size_t inputBit) const
    {
        const std::size_t byte = inputBit / 8;
        const auto column = static_cast<double>(7 - inputBit % 8);  // bit 7 on the left
        return QRectF(byteLeft(byte) + column * keyCell, byteTop(byte) + charHeight, keyCell, keyCellHeight);
    }
    double stripTop(std::size_t row, bool after) const
    {
        const double top = rowsTop + static_cast<double>(row) * rowPitch + (rowPitch - rowHeight()) / 2.0;
        return stacked && after ? top + stripHeight + 0.12 * stripHeight : top;
    }
    double rowHeight() const { return stacked ? 2.12 * stripHeight : stripHeight; }
};

BitFlipView::BitFlipView(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
}

BitFlipView::~BitFlipView() = default;

void BitFlipView::setFlip(const QString& key, std::size_t inputBit)
{
    key_ = key.toUtf8();
    inputBit_ = inputBit;
    error_.clear();
    explanation_.reset();
    if (key_.isEmpty()) {
        error_ = tr("Type a key of at least one character.");
    } else {
        try {
            explanation_ =
                explainBitFlip(std::string_view(key_.constData(), static_cast<std::size_t>(key_.size())), inputBit);
        } catch (const std::exception& e) {
            error_ = userMessage(e);
        }
    }
    update();
}

QString BitFlipView::shownBits(std::size_t hashRow, bool after) const
{
    if (!explanation_ || hashRow >= explanation_->hashes.size())
        return {};
    const BitFlipHash& h = explanation_->hashes[hashRow];
    const std::uint32_t value = after ? h.after : h.before;
    QString bits;
    for (int bit = kOutputBits - 1; bit >= 0; --bit)
        bits += ((value >> bit) & 1U) ? QLatin1Char('1') : QLatin1Char('0');
    return bits;
}

QString BitFlipView::changedText(std::size_t hashRow) const
{
    if (!explanation_ || hashRow >= explanation_->hashes.size())
        return {};
    return tr("%1 of %2").arg(explanation_->hashes[hashRow].changedCount()).arg(kOutputBits);
}

QString BitFlipView::exportTitle() const
{
    return tr("One bit of %1 flipped")
        .arg(printableBytes(std::string_view(key_.constData(), static_cast<std::size_t>(key_.size()))));
}

BitFlipView::Layout BitFlipView::layout(const QSize& size) const
{
    // The output bits come first: a long key folds onto more lines only while the hashes keep
    // readable rows, and the gauges beside the counts go when the bits need their room.
    const double t = viewTextPixelSize(size);
    const auto readable = [t](const Layout& l) { return l.cell >= 0.9 * t && l.stripHeight >= 1.15 * t; };
    Layout l = layout(size, 4, true);
    for (const auto& [keyLines, gauge] :
         {std::pair{std::size_t{1}, true}, std::pair{std::size_t{4}, false}, std::pair{std::size_t{1}, false}}) {
        if (readable(l))
            break;
        l = layout(size, keyLines, gauge);
    }
    return l;
}

BitFlipView::Layout BitFlipView::layout(const QSize& size, std::size_t maxKeyLines, bool gauge) const
{
    Layout l;
    l.gauge = gauge;
    const double width = size.width();
    const double height = size.height();
    l.text = viewTextPixelSize(size);
    l.pad = 0.7 * l.text;
    const double t = l.text;
    const double bandHeight = captionBandHeight(size, exportTitle(), tr("ideal: 16 of 32 output bits change"));
    l.band = QRectF(0.0, 0.0, width, bandHeight);

    const QFontMetricsF nameMetrics(viewFont(1.15 * t, true));
    for (const HashFunction& h : selectableHashes())
        l.nameWidth = std::max(l.nameWidth, nameMetrics.horizontalAdvance(fromStd(h.name)));
    l.nameWidth += t;
    l.nameLeft = l.pad;

    // The key: bytes of 8 cells, a little apart, as wide as fits up to a comfortable size; on
    // more lines when one line would make the digits too small to read.
    const std::size_t bytes = std::max<std::size_t>(static_cast<std::size_t>(key_.size()), 1);
    l.keyLeft = l.nameLeft + l.nameWidth;
    const double keyRoom = width - l.pad - l.keyLeft;
    const auto cellFor = [&](std::size_t perLine) {
        const auto n = static_cast<double>(perLine);
        return keyRoom / (n * 8.0 + (n - 1.0) * 0.6);
    };
    std::size_t lines = 1;
    l.bytesPerLine = bytes;
    while (cellFor(l.bytesPerLine) < 0.95 * t && lines < maxKeyLines && l.bytesPerLine > 1) {
        ++lines;
        l.bytesPerLine = (bytes + lines - 1) / lines;
    }
    l.keyCell = std::clamp(cellFor(l.bytesPerLine), 2.0, 1.5 * t);
    l.byteGap = 0.6 * l.keyCell;
    l.keyCellHeight = 1.45 * t;
    l.charHeight = QFontMetricsF(viewFont(1.15 * t, true)).height();
    l.keyLineHeight = l.charHeight + l.keyCellHeight + 0.3 * t;
    l.charTop = bandHeight + 0.5 * l.pad;
    l.cellsTop = l.charTop + l.charHeight;
    const std::size_t keyLines = (bytes + l.bytesPerLine - 1) / l.bytesPerLine;
    l.flipTextTop =
        l.charTop + static_cast<double>(keyLines - 1) * l.keyLineHeight + l.charHeight + l.keyCellHeight + 0.25 * t;

    // The hashes: before and after side by side when the cells stay readable, else stacked.
    const QFontMetricsF small(viewFont(0.95 * t));
    l.headerHeight = small.height();
    l.headerTop = l.flipTextTop + QFontMetricsF(viewFont(1.0 * t)).height() + 0.6 * t;
    l.rowsTop = l.headerTop + l.headerHeight + 0.15 * t;
    const QString widestCount = tr("%1 of %2").arg(kOutputBits).arg(kOutputBits);
    const double countWidth =
        QFontMetricsF(viewFont(1.3 * t, true)).horizontalAdvance(widestCount) + (gauge ? 6.5 * t : 0.5 * t);
    const double gap = 1.2 * t;
    const double stripsLeft = l.nameLeft + l.nameWidth;
    const double stripRoom = width - l.pad - stripsLeft - countWidth - gap;
    const double sideCell = std::min(1.8 * t, (stripRoom - gap) / (2.0 * (kOutputBits + 3.0 * kNibbleGap)));
    const auto hashes = static_cast<double>(selectableHashes().size());
    const double rowsRoom = std::max(0.0, height - l.pad - l.rowsTop);
    l.stacked = sideCell < 0.8 * t;
    if (!l.stacked) {
        l.cell = sideCell;
        l.rowPitch = std::min(rowsRoom / hashes, 2.4 * t);
        l.stripHeight = std::min(0.8 * l.rowPitch, 1.7 * t);
        l.beforeLeft = stripsLeft;
        l.afterLeft = l.beforeLeft + stripWidth(l.cell) + gap;
        l.countLeft = l.afterLeft + stripWidth(l.cell) + gap;
    } else {
        l.cell = std::max(2.0, std::min(2.0 * t, stripRoom / (kOutputBits + 3.0 * kNibbleGap)));
        l.rowPitch = std::min(rowsRoom / hashes, 4.4 * t);
        l.stripHeight = std::min(0.42 * l.rowPitch, 1.6 * t);
        l.beforeLeft = stripsLeft;
        l.afterLeft = stripsLeft;
        l.countLeft = l.beforeLeft + stripWidth(l.cell) + gap;
    }
    return l;
}

QRectF BitFlipView::keyBitRect(const QSize& size, std::size_t inputBit) const
{
    if (inputBit >= static_cast<std::size_t>(key_.size()) * 8)
        return {};
    return layout(size).keyCellRect(inputBit);
}

std::optional<std::size_t> BitFlipView::keyBitAt(const QSize& size, const QPointF& point) const
{
    const Layout l = layout(size);
    for (std::size_t bit = 0; bit < static_cast<std::size_t>(key_.size()) * 8; ++bit)
        if (l.keyCellRect(bit).contains(point))
            return bit;
    return std::nullopt;
}

void BitFlipView::render(QPainter& painter, const QSize& size) const
{
    painter.save();
    painter.fillRect(QRect(QPoint(0, 0), size), palette::current().background);
    const Layout l = layout(size);
    paintCaptionBand(painter, size, exportTitle(), tr("ideal: 16 of 32 output bits change"));
    paintKey(painter, l);
    if (explanation_) {
        paintHashes(painter, l);
    } else {
        painter.setFont(viewFont(1.2 * l.text, true));
        painter.setPen(palette::current().errorInk);
        painter.drawText(QRectF(l.pad, l.headerTop, size.width() - 2.0 * l.pad, size.height() - l.headerTop - l.pad),
                         Qt::AlignCenter | Qt::TextWordWrap, error_);
    }
    painter.restore();
}

void BitFlipView::paintKey(QPainter& painter, const Layout& l) const
{
    const double t = l.text;
    painter.save();
    painter.setFont(viewFont(1.0 * t));
    painter.setPen(palette::current().softInk);
    painter.drawText(QRectF(l.nameLeft, l.cellsTop, l.nameWidth - 0.5 * t, l.keyCellHeight),
                     Qt::AlignLeft | Qt::AlignVCenter, tr("key"));
    const QColor changed = palette::current().flippedBit;
    const QFont charFont = viewFont(1.15 * t, true);
    const QFont digitFont = viewFont(std::clamp(std::min(0.7 * l.keyCellHeight, 1.15 * l.keyCell), 6.0, 1.0 * t));
    const bool flipping = explanation_.has_value();
    for (qsizetype byte = 0; byte < key_.size(); ++byte) {
        const auto value = static_cast<unsigned char>(key_[byte]);
        const double left = l.byteLeft(static_cast<std::size_t>(byte));
        const QRectF charRect(left - 0.5 * l.byteGap, l.byteTop(static_cast<std::size_t>(byte)),
                              8.0 * l.keyCell + l.byteGap, l.charHeight);
        const bool flippedByte = flipping && static_cast<std::size_t>(byte) == inputBit_ / 8;
        painter.setFont(charFont);
        painter.setPen(flippedByte ? changed : palette::current().ink);
        QString label = byteLabel(value);
        if (flippedByte)
            label = tr("%1 → %2").arg(label,
                                      byteLabel(static_cast<unsigned char>(explanation_->flippedKey[inputBit_ / 8])));
        painter.drawText(charRect, Qt::AlignCenter,
                         QFontMetricsF(charFont).elidedText(label, Qt::ElideRight, charRect.width() + l.byteGap));
        painter.setFont(digitFont);
        for (int bitInByte = 7; bitInByte >= 0; --bitInByte) {
            const std::size_t inputBit = static_cast<std::size_t>(byte) * 8 + static_cast<std::size_t>(bitInByte);
            const QRectF cell = l.keyCellRect(inputBit).adjusted(0.5, 0.5, -0.5, -0.5);
            const bool selected = flipping && inputBit == inputBit_;
            painter.setPen(selected ? QPen(changed.darker(130), 1.0) : QPen(palette::current().rule, 1.0));
            painter.setBrush(selected ? changed : palette::current().panelGround);
            painter.drawRect(cell);
            if (l.keyCell >= 6.0) {
                painter.setPen(selected ? palette::current().onBadge : palette::current().ink);
                painter.drawText(cell, Qt::AlignCenter, QString::number((value >> bitInByte) & 1U));
            }
        }
    }
    if (explanation_) {
        const BitFlipExplanation& e = *explanation_;
        const TextLine line{
            {tr("flipping input bit %1 (byte %2, bit %3) turns")
                 .arg(e.inputBit)
                 .arg(e.inputBit / 8)
                 .arg(e.inputBit % 8),
             viewFont(1.0 * t),
             palette::current().softInk,
             {}},
            {printableBytes(e.key), viewFont(1.0 * t, true), palette::current().ink, {}},
            {tr("into"), viewFont(1.0 * t), palette::current().softInk, {}},
            {printableBytes(e.flippedKey), viewFont(1.0 * t, true), changed, {}},
        };
        paintTextLine(painter, line, QPointF(l.keyLeft, l.flipTextTop), l.band.width() - l.pad - l.keyLeft, 0.35 * t);
    }
    painter.restore();
}

void BitFlipView::paintHashes(QPainter& painter, const Layout& l) const
{
    const double t = l.text;
    const BitFlipExplanation& e = *explanation_;
    const QColor ink = palette::current().ink;
    const QColor soft = palette::current().softInk;
    const QColor changedColor = palette::current().flippedBit;
    painter.save();

    // Headers over the strips and the counts.
    const QFont small = viewFont(0.95 * t);
    painter.setFont(small);
    const QRectF header(0.0, l.headerTop, 0.0, l.headerHeight);
    const auto stripHeader = [&](double left, const QString& title) {
        const double w = stripWidth(l.cell);
        painter.setPen(soft);
        painter.drawText(QRectF(left, header.top(), w, header.height()), Qt::AlignLeft | Qt::AlignVCenter,
                         tr("bit 31"));
        painter.drawText(QRectF(left, header.top(), w, header.height()), Qt::AlignRight | Qt::AlignVCenter,
                         tr("bit 0"));
        painter.setPen(ink);
        painter.setFont(viewFont(0.95 * t, true));
        painter.drawText(QRectF(left, header.top(), w, header.height()), Qt::AlignCenter, title);
        painter.setFont(small);
    };
    if (l.stacked) {
        stripHeader(l.beforeLeft, tr("before (upper) · after (lower)"));
    } else {
        stripHeader(l.beforeLeft, tr("before"));
        stripHeader(l.afterLeft, tr("after"));
    }
    painter.setPen(ink);
    painter.setFont(viewFont(0.95 * t, true));
    const double countRoom = l.band.width() - l.pad - l.countLeft;
    QString countTitle = tr("changed (16 is ideal)");
    if (QFontMetricsF(painter.font()).horizontalAdvance(countTitle) > countRoom)
        countTitle = tr("changed");
    painter.drawText(QRectF(l.countLeft, header.top(), countRoom, header.height()), Qt::AlignLeft | Qt::AlignVCenter,
                     countTitle);

    const QFont nameFont = viewFont(1.15 * t, true);
    const QFont digitFont = viewFont(std::clamp(std::min(0.68 * l.stripHeight, 1.1 * l.cell), 6.0, 1.05 * t));
    const QFont countFont = viewFont(1.3 * t, true);
    for (std::size_t row = 0; row < e.hashes.size(); ++row) {
        const BitFlipHash& h = e.hashes[row];
        const double top = l.stripTop(row, false);
        painter.setFont(nameFont);
        painter.setPen(ink);
        painter.drawText(QRectF(l.nameLeft, top, l.nameWidth - 0.5 * t, l.stripHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, fromStd(h.hash->name));

        painter.setFont(digitFont);
        for (const bool after : {false, true}) {
            const std::uint32_t value = after ? h.after : h.before;
            const double left = after ? l.afterLeft : l.beforeLeft;
            const double y = l.stripTop(row, after);
            for (int index = 0; index < kOutputBits; ++index) {
                const int bit = kOutputBits - 1 - index;
                const bool changed = ((h.changed() >> bit) & 1U) != 0;
                const QRectF cell =
                    QRectF(left + outputCellX(l.cell, index), y, l.cell, l.stripHeight).adjusted(0.5, 0.5, -0.5, -0.5);
                painter.setPen(changed ? QPen(changedColor.darker(130), 1.0)
                                       : QPen(palette::current().rule, 1.0));
                painter.setBrush(changed ? changedColor : palette::current().panelGround);
                painter.drawRect(cell);
                if (l.cell >= 6.0) {
                    painter.setPen(changed ? palette::current().onBadge : ink);
                    painter.drawText(cell, Qt::AlignCenter, QString::number((value >> bit) & 1U));
                }
            }
        }

        // "n of 32" and a gauge with the ideal half marked.
        const double rowTop = l.stripTop(row, false);
        const double rowHeight = l.rowHeight();
        painter.setFont(countFont);
        painter.setPen(ink);
        const QString count = changedText(row);
        const double countWidth =
            QFontMetricsF(countFont).horizontalAdvance(tr("%1 of %2").arg(kOutputBits).arg(kOutputBits));
        painter.drawText(QRectF(l.countLeft, rowTop, countWidth, rowHeight), Qt::AlignRight | Qt::AlignVCenter, count);
        const double gaugeLeft = l.countLeft + countWidth + 0.6 * t;
        const double gaugeWidth = std::min(5.5 * t, l.band.width() - l.pad - gaugeLeft);
        if (l.gauge && gaugeWidth > t) {
            const double gaugeHeight = std::min(0.6 * t, 0.5 * rowHeight);
            const QRectF track(gaugeLeft, rowTop + (rowHeight - gaugeHeight) / 2.0, gaugeWidth, gaugeHeight);
            painter.setPen(Qt::NoPen);
            painter.setBrush(palette::current().track);
            painter.drawRect(track);
            painter.setBrush(changedColor);
            painter.drawRect(
                QRectF(track.left(), track.top(), track.width() * h.changedCount() / kOutputBits, track.height()));
            const double ideal = track.left() + track.width() * kIdealChanged / kOutputBits;
            painter.setPen(QPen(ink, 2.0));
            painter.drawLine(QPointF(ideal, track.top() - 0.25 * t), QPointF(ideal, track.bottom() + 0.25 * t));
        }
    }
    painter.restore();
}

void BitFlipView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    render(painter, size());
}

void BitFlipView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        if (const auto bit = keyBitAt(size(), event->position())) {
            emit inputBitClicked(*bit);
            return;
        }
    }
    QWidget::mouseReleaseEvent(event);
}

bool BitFlipView::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    if (const auto bit = keyBitAt(size(), help->pos())) {
        QToolTip::showText(help->globalPos(),
                           tr("Input bit %1 (byte %2, bit %3): click to flip it").arg(*bit).arg(*bit / 8).arg(*bit % 8),
                           this);
    } else {
        QToolTip::hideText();
        event->ignore();
    }
    return true;
}

}  // namespace ringlab::ui
