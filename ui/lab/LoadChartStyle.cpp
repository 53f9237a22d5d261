// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/LoadChartStyle.h"

#include "model/core/LabSnapshot.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"
#include "ui/lab/LoadChart.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPen>
#include <QTextDocument>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace ringlab::ui::loadchart {

namespace {

using chartstyle::kChartMargin;
using chartstyle::pixelFont;

constexpr qreal kLineLabelGap = 10.0;  // between the plot and the line labels
constexpr int kMaxIntervals = 5;       // gridline intervals on the y axis
constexpr int kEmptyMargin = 20;       // round the message of a chart with no load yet

// The fleet's figures for the header; the peak is flagged once it is over the limit.
struct Figure {
    QString name;
    QString value;
    bool overLimit = false;
};

std::array<Figure, 3> figures(const LoadStatistics& stats)
{
    const QLocale locale;
    return {{{LoadChart::tr("relative std-dev"), formatShare(stats.relativeStdDev, 1)},
             {LoadChart::tr("peak/fair"), locale.toString(stats.peakOfFair, 'f', 2),
              stats.peakOfFair > kLoadLimitOfFair},
             {LoadChart::tr("min/fair"), locale.toString(stats.minOfFair, 'f', 2)}}};
}

// The figures with their values in bold, the peak in the limit's colour once over it, on
// one line or with the first figure on a line of its own.
QString figuresHtml(const LoadStatistics& stats, bool wrapped)
{
    QString html;
    const std::array<Figure, 3> all = figures(stats);
    for (std::size_t i = 0; i < all.size(); ++i) {
        const Figure& figure = all[i];
        if (i == 1 && wrapped)
            html += QStringLiteral("<br>");
        else if (i > 0)
            html += QStringLiteral("&nbsp;&nbsp;&nbsp; ");
        const QColor color(figure.overLimit ? palette::current().alarmRed : palette::current().ink);
        html += QStringLiteral("%1 <b><span style='color:%2'>%3</span></b>")
                    .arg(figure.name.toHtmlEscaped(), color.name(), figure.value.toHtmlEscaped());
    }
    return html;
}

QString captionHtml(int pixels, const QColor& color, const QString& text)
{
    return QStringLiteral("<br><span style='font-size:%1px; color:%2'>%3</span>")
        .arg(pixels)
        .arg(color.name(), text.toHtmlEscaped());
}

}  // namespace

QString fairLineLabel()
{
    return LoadChart::tr("fair");
}

QString limitLineLabel()
{
    return LoadChart::tr("limit %1").arg(formatShare(kLoadLimitOfFair, 0));
}

int lineLabelRoom(int labelPixels)
{
    const QFontMetricsF metrics(pixelFont(labelPixels, true));
    const qreal width = std::max(metrics.horizontalAdvance(fairLineLabel()),
                                 metrics.horizontalAdvance(limitLineLabel()));
    return static_cast<int>(std::ceil(kLineLabelGap + width)) + kChartMargin;
}

chartstyle::AxisScale yScaleFor(double tallestPercent)
{
    return chartstyle::roundScale(std::max(150.0, tallestPercent * 1.22), kMaxIntervals);
}

chartstyle::AxisScale countScaleFor(double tallestCount)
{
    return chartstyle::roundScale(std::max(5.0, tallestCount * 1.18), kMaxIntervals, 1.0);
}

void attachSlotAxis(QChart* chart, QAbstractSeries* series, std::size_t count)
{
    auto* axis = new QBarCategoryAxis;
    QStringList categories;
    for (std::size_t i = 0; i < count; ++i)
        categories.append(QString::number(i));
    axis->append(categories);
    axis->setLabelsVisible(false);
    axis->setGridLineVisible(false);
    axis->setLinePen(QPen(palette::current().ink, 2.0));
    chart->addAxis(axis, Qt::AlignBottom);
    series->attachAxis(axis);
}

void attachValueAxis(QChart* chart, QAbstractSeries* series, const chartstyle::AxisScale& scale,
                     const QString& labelFormat, const QString& title, int labelPixels, int titlePixels)
{
    QValueAxis* axis = chartstyle::makeValueAxis(scale.maximum, scale.interval);
    axis->setLabelFormat(labelFormat);
    chartstyle::styleAxis(axis, titlePixels > 0 ? title : QString(), labelPixels, titlePixels);
    axis->setLineVisible(false);
    chart->addAxis(axis, Qt::AlignLeft);
    series->attachAxis(axis);
}

std::optional<int> fittingPixels(const QStringList& texts, bool bold, qreal width, int largest, int smallest)
{
    for (int pixels = largest; pixels >= smallest; --pixels) {
        const QFontMetricsF metrics(pixelFont(pixels, bold));
        const bool fits = std::all_of(texts.begin(), texts.end(), [&](const QString& text) {
            return metrics.horizontalAdvance(text) <= width;
        });
        if (fits)
            return pixels;
    }
    return std::nullopt;
}

qreal drawBoxedText(QPainter& painter, qreal x, qreal bottom, const QString& text, const QFont& font,
                    const QColor& color)
{
    const QFontMetricsF metrics(font);
    const qreal width = metrics.horizontalAdvance(text) + 6.0;
    const QRectF box(x - width / 2.0, bottom - metrics.height(), width, metrics.height());
    painter.fillRect(box, palette::current().background);
    painter.setFont(font);
    painter.setPen(color);
    painter.drawText(box, Qt::AlignCenter, text);
    return box.top();
}

QString figuresText(const LoadStatistics& stats)
{
    QStringList parts;
    for (const Figure& figure : figures(stats))
        parts.append(figure.name + QLatin1Char(' ') + figure.value);
    return parts.join(QStringLiteral("   "));
}

QString loadKindCaption(const LabSnapshot& snapshot)
{
    if (!snapshot.replicaStats)
        return {};
    return LoadChart::tr("replica load: each key counted on all %1 of its replicas, not only its primary owner")
        .arg(snapshot.replicationFactor);
}

QString setupDescription(const LabSnapshot& snapshot)
{
    const PlacementConfig& config = snapshot.config;
    const QString algorithm = algorithmCaption(config.algorithm);
    const QString hash = QString::fromUtf8(hashFunction(config.hash).name);
    const std::size_t memberCount = snapshot.members.size();
    const QString members = memberCount == 1 ? LoadChart::tr("1 member") : LoadChart::tr("%1 members").arg(memberCount);
    const QString keys = LoadChart::tr("%1 keys").arg(QLocale().toString(static_cast<qulonglong>(snapshot.keys.size())));
    if (snapshot.replicaStats)
        return LoadChart::tr("%1 · %2 · %3 · %4 · every replica at RF %5 (Owns (effective))")
            .arg(members, algorithm, hash, keys)
            .arg(snapshot.replicationFactor);
    if (config.algorithm != Algorithm::Ring)
        return LoadChart::tr("%1 · %2 · %3 · %4").arg(members, algorithm, hash, keys);
    const QString replicas =
        config.replicas == 1 ? LoadChart::tr("1 replica") : LoadChart::tr("%1 replicas").arg(config.replicas);
    return LoadChart::tr("%1 · %2 · %3 · %4 · %5").arg(members, algorithm, replicas, hash, keys);
}

HeaderFit fitHeader(const LoadStatistics& stats, qreal width, qreal typeScale, double textScale)
{
    HeaderFit fit;
    fit.setupPixels = chartstyle::scaledPixels(kSetupPixels, typeScale);
    QTextDocument header;
    const bool wrapBeforeShrinking = textScale > 1.0;
    const auto fits = [&](int pixels, bool wrapped) {
        fit.headerPixels = pixels;
        fit.headerWrapped = wrapped;
        header.setDefaultFont(pixelFont(pixels));
        header.setHtml(figuresHtml(stats, wrapped));
        return header.idealWidth() <= width;
    };
    for (int pixels = chartstyle::scaledPixels(kHeaderPixels, typeScale); pixels >= kMinWrappedHeaderPixels; --pixels) {
        if (pixels >= kMinHeaderPixels && fits(pixels, false))
            break;
        if ((wrapBeforeShrinking || pixels < kMinHeaderPixels) && fits(pixels, true))
            break;
    }
    return fit;
}

QString titleHtml(const LabSnapshot& snapshot, const HeaderFit& fit, const QString& caption, bool exported)
{
    QString title = figuresHtml(snapshot.shownLoad(), fit.headerWrapped);
    if (const QString kind = loadKindCaption(snapshot); !kind.isEmpty())
        title += captionHtml(fit.setupPixels, palette::current().ink, kind);
    if (!caption.isEmpty())
        title += captionHtml(fit.setupPixels, palette::current().ink, caption);
    // An exported image stands alone: it says what it shows.
    if (exported)
        title += captionHtml(fit.setupPixels, palette::current().mutedInk, setupDescription(snapshot));
    return title;
}

qreal titleHeight(const LabSnapshot& snapshot, const HeaderFit& fit, const QString& caption)
{
    QTextDocument title;
    title.setDefaultFont(pixelFont(fit.headerPixels));
    title.setHtml(titleHtml(snapshot, fit, caption, false));
    return title.size().height();
}

QChart* emptyChart()
{
    QChart* chart = chartstyle::makeChart();
    chart->setMargins(QMargins(kEmptyMargin, kEmptyMargin, kEmptyMargin, kEmptyMargin));
    chart->setTitleFont(pixelFont(kHeaderPixels));
    chart->setTitle(LoadChart::tr("No load to show yet"));
    return chart;
}

}  // namespace ringlab::ui::loadchart
