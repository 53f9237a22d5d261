// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/ring/RingText.h"

#include "ui/common/ViewCaption.h"
#include "ui/lab/ring/RingGeometry.h"

#include <QFontMetricsF>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <optional>

namespace ringlab::ui {

QString hexPosition(std::uint32_t value)
{
    const auto group = [](std::uint32_t bits) {
        return QStringLiteral("%1").arg(bits, 4, 16, QLatin1Char('0')).toUpper();
    };
    return QStringLiteral("0x%1 %2").arg(group(value >> 16), group(value & 0xffffU));
}

QString positionCaption(double value, double keySpace)
{
    const auto position = static_cast<std::uint32_t>(std::fmod(std::round(value), keySpace));
    return keySpace == kHashSpace ? hexPosition(position) : formatCount(position);
}

QString quarterLabel(int quarter, double keySpace, bool wide)
{
    if (keySpace != kHashSpace)
        return formatCount(static_cast<std::size_t>(keySpace / 4.0 * quarter));
    switch (quarter) {
    case 0: return QStringLiteral("0");
    case 1: return wide ? QStringLiteral("2⁶²") : QStringLiteral("2³⁰");
    case 2: return wide ? QStringLiteral("2⁶³") : QStringLiteral("2³¹");
    default: return wide ? QStringLiteral("3·2⁶²") : QStringLiteral("3·2³⁰");
    }
}

QString zoomFactorCaption(double length)
{
    const double factor = 1.0 / length;
    return factor < 10.0 ? RingText::tr("zoom %1×").arg(QLocale().toString(factor, 'f', 1))
                         : RingText::tr("zoom %1×").arg(formatCount(static_cast<std::size_t>(std::lround(factor))));
}

namespace {

// A caption's words: a number and its "%" stay together.
QStringList wordsOf(const QString& text)
{
    return attachUnits(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// The words as lines no wider than `width`, filled greedily; nothing when a word is wider.
std::optional<QStringList> wrapWords(const QStringList& words, const QFontMetricsF& metrics, double width)
{
    QStringList lines;
    QString line;
    for (const QString& word : words) {
        if (metrics.horizontalAdvance(word) > width)
            return std::nullopt;
        const QString joined = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (line.isEmpty() || metrics.horizontalAdvance(joined) <= width) {
            line = joined;
        } else {
            lines << line;
            line = word;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines;
}

// As many lines as the greedy wrap at `width`, but as even in length as they can be.
std::optional<QStringList> balancedWrap(const QStringList& words, const QFontMetricsF& metrics, double width)
{
    const auto lines = wrapWords(words, metrics, width);
    if (!lines || lines->size() < 2)
        return lines;
    double low = 0.0;
    double high = width;
    for (int i = 0; i < 12 && high - low > 1.0; ++i) {
        const double middle = (low + high) / 2.0;
        const auto tried = wrapWords(words, metrics, middle);
        (tried && tried->size() <= lines->size() ? high : low) = middle;
    }
    return wrapWords(words, metrics, high);
}

}  // namespace

std::vector<CenterLine> fitCenterText(QStringList paragraphs, const QPointF& center, double radius, double text)
{
    if (radius <= text)
        return {};
    const double smallestHead = std::min(text * 1.3, 14.0);
    const double smallestBody = std::min(text, 12.0);
    const auto place = [&](std::vector<CenterLine>& lines, double height) {
        double y = center.y() - height / 2.0;
        for (CenterLine& line : lines) {
            const QFontMetricsF metrics(line.font);
            const double inkTop = y + (line.rect.height() - metrics.height()) / 2.0;
            const double reach = std::max(std::abs(inkTop - center.y()), std::abs(inkTop + metrics.height() - center.y()));
            if (reach >= radius || line.rect.width() / 2.0 > std::sqrt(radius * radius - reach * reach))
                return false;
            const double width = line.rect.width() + text * 0.5;
            line.rect = QRectF(center.x() - width / 2.0, y, width, line.rect.height());
            y += line.rect.height();
        }
        return true;
    };
    // Rather smaller type than lines broken in two (but the head's), then any breaks.
    for (; !paragraphs.isEmpty(); paragraphs.removeLast()) {
        for (const bool fewBreaks : {true, false}) {
            for (double scale = 1.0;; scale -= 0.05) {
                const double headPixels = std::max(smallestHead, text * 1.3 * scale);
                const double bodyPixels = std::max(smallestBody, text * scale);
                const QFont headFont = viewFont(headPixels, true);
                const QFont bodyFont = viewFont(bodyPixels);
                const QFontMetricsF headMetrics(headFont);
                const QFontMetricsF bodyMetrics(bodyFont);
                for (const double share : {1.0, 0.9, 0.8, 0.7, 0.6}) {
                    std::vector<CenterLine> lines;
                    double height = 0.0;
                    bool wrapped = true;
                    for (qsizetype i = 0; i < paragraphs.size() && wrapped; ++i) {
                        const bool head = i == 0;
                        const QFontMetricsF& metrics = head ? headMetrics : bodyMetrics;
                        const auto parts = balancedWrap(wordsOf(paragraphs[i]), metrics, 2.0 * radius * share);
                        wrapped = parts.has_value() && (!fewBreaks || parts->size() <= (head ? 2 : 1));
                        const double lineHeight = head ? headPixels * 1.31 : bodyPixels * 1.35;
                        for (const QString& part : parts.value_or(QStringList{})) {
                            lines.push_back({part, head ? headFont : bodyFont,
                                             QRectF(0.0, 0.0, metrics.horizontalAdvance(part), lineHeight), head});
                            height += lineHeight;
                        }
                    }
                    if (wrapped && place(lines, height))
                        return lines;
                }
                if (headPixels <= smallestHead && bodyPixels <= smallestBody)
                    break;
            }
        }
    }
    // Not even the head alone in the smallest type: a ring this small shows none.
    return {};
}

}  // namespace ringlab::ui
