// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/LoadChart.h"

#include "ui/common/ViewCaption.h"

#include "ui/common/ChartOverlay.h"
#include "ui/common/ChartStyle.h"

#include "model/core/LabSnapshot.h"
#include "ui/common/MemberColors.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QFontMetricsF>
#include <QLocale>
#include <QStackedBarSeries>
#include <QTextDocument>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <optional>
#include <vector>

namespace ringlab::ui {

namespace {

// Type sizes in logical pixels besides chartstyle's, chosen for a projector at the back of a
// classroom; in a small chart they shrink with typeScale(). Where text still does not fit,
// it shrinks down to the minimums, then changes form.
constexpr int kHeaderPixels = 30;
constexpr int kMinHeaderPixels = 20;  // on one line; below that the figures take two lines
constexpr int kMinWrappedHeaderPixels = 14;
constexpr int kSetupPixels = 18;
constexpr int kMinNamePixels = 14;  // side by side; below that the names are slanted
constexpr int kMinSlantedNamePixels = 10;
constexpr int kMinBarLabelPixels = 12;  // below that the bars go unlabelled
constexpr int kAxisTitlePixels = 18;

constexpr int kEmptyMargin = 20;        // round the message of a chart with no load yet
constexpr qreal kNameGap = 8.0;         // between the x axis and the member names
constexpr qreal kLineLabelGap = 10.0;   // between the plot and the line labels
constexpr qreal kSin45 = std::numbers::sqrt2 / 2.0;

constexpr qreal kBarWidth = 0.72;     // of a member's slot
constexpr qreal kFadedStrength = 0.3;  // bars of members other than the highlighted one
constexpr qreal kOverLimitOutline = 4.0;  // at most; thinner around narrow bars

using chartstyle::AxisScale;
using chartstyle::kChartMargin;
using chartstyle::kLabelPixels;
using chartstyle::pixelFont;
using chartstyle::scaledPixels;

// `color` at kFadedStrength on the background, opaque so that gridlines stay behind it.
QColor faded(const QColor& color)
{
    const QColor& ground = palette::current().background;
    const auto mix = [](float channel, float under) {
        return kFadedStrength * channel + (1.0 - kFadedStrength) * under;
    };
    return QColor::fromRgbF(static_cast<float>(mix(color.redF(), ground.redF())),
                            static_cast<float>(mix(color.greenF(), ground.greenF())),
                            static_cast<float>(mix(color.blueF(), ground.blueF())));
}

double percentOfFair(const MemberLoad& load)
{
    return load.ofFair * 100.0;
}

QString fairLineLabel()
{
    return LoadChart::tr("fair");
}

QString limitLineLabel()
{
    return LoadChart::tr("limit %1").arg(percentCaption(LoadChart::kLimitPercent / 100.0, 0));
}

// Room right of the plot for the labels of the 100 % and 120 % lines.
int lineLabelRoom(int labelPixels)
{
    const QFontMetricsF metrics(pixelFont(labelPixels, true));
    const qreal width = std::max(metrics.horizontalAdvance(fairLineLabel()),
                                 metrics.horizontalAdvance(limitLineLabel()));
    return static_cast<int>(std::ceil(kLineLabelGap + width)) + kChartMargin;
}

constexpr int kMaxIntervals = 5;  // gridline intervals on the y axis

// Room above the tallest bar for its labels, the limit always in view.
AxisScale yScaleFor(double tallestPercent)
{
    return chartstyle::roundScale(std::max(150.0, tallestPercent * 1.22), kMaxIntervals);
}

// Member counts of a histogram: room above the tallest bin for its count, whole members.
AxisScale countScaleFor(double tallestCount)
{
    return chartstyle::roundScale(std::max(5.0, tallestCount * 1.18), kMaxIntervals, 1.0);
}

// An x axis of `count` unlabelled slots: it places the bars; the annotations name them.
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

// The y axis from 0 to scale.maximum, with gridlines every scale.interval; the title only
// when titlePixels leaves room for it.
void attachValueAxis(QChart* chart, QAbstractSeries* series, const AxisScale& scale, const QString& labelFormat,
                     const QString& title, int labelPixels, int titlePixels)
{
    QValueAxis* axis = chartstyle::makeValueAxis(scale.maximum, scale.interval);
    axis->setLabelFormat(labelFormat);
    chartstyle::styleAxis(axis, titlePixels > 0 ? title : QString(), labelPixels, titlePixels);
    axis->setLineVisible(false);
    chart->addAxis(axis, Qt::AlignLeft);
    series->attachAxis(axis);
}

// The fleet's figures for the header; the peak is flagged once it is over the limit.
struct Figure {
    QString name;
    QString value;
    bool overLimit = false;
};

std::array<Figure, 3> figures(const LoadStatistics& stats)
{
    const QLocale locale;
    return {{{LoadChart::tr("relative std-dev"), percentCaption(stats.relativeStdDev, 1)},
             {LoadChart::tr("peak/fair"), locale.toString(stats.peakOfFair, 'f', 2),
              stats.peakOfFair * 100.0 > LoadChart::kLimitPercent},
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

// Largest size from `largest` down to `smallest` at which every one of `texts` is at most
// `width` wide; nullopt when even `smallest` is too big.
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

// Draws `text` centred on `x` with its bottom at `bottom`, on white so that it stays legible
// where it crosses a line; returns the top.
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

// What is drawn for one member besides its bar.
struct BarMark {
    double percent = 0.0;
    QStringList name;  // the id, and the weight in a weighted fleet
    bool overLimit = false;
    bool highlighted = false;
    bool dimmed = false;
};

// How the member names sit under the bars.
struct NameLayout {
    int pixels = 0;  // 0: no names
    bool slanted = false;
    std::size_t stride = 1;  // names every stride-th bar: too many members for all
    qreal slantedWidth = 0.0;  // slanted names are elided to this width
};

// A bar's name as drawn: side by side each line elided to the bar's slot, slanted the lines
// joined and elided to the room the layout leaves.
QStringList drawnNameLines(const QStringList& name, const NameLayout& layout, const QFontMetricsF& metrics,
                           qreal slotWidth)
{
    if (layout.slanted)
        return {metrics.elidedText(name.join(QStringLiteral("  ")), Qt::ElideMiddle, layout.slantedWidth)};
    QStringList lines;
    for (const QString& line : name)
        lines.append(metrics.elidedText(line, Qt::ElideMiddle, slotWidth));
    return lines;
}

// Everything the bar series cannot draw itself: the reference lines and their labels, the
// labels above the bars, the outline of bars over the limit and the member names (which a
// category axis would truncate). Lives in the chart's scene, so the screen, PNG and SVG show
// the same.
class LoadAnnotations final : public ChartOverlay {
public:
    LoadAnnotations(QChart* chart, QAbstractSeries* series, std::vector<BarMark> bars, int labelPixels,
                    NameLayout names)
        : ChartOverlay(chart), series_(series), bars_(std::move(bars)), labelPixels_(labelPixels), names_(names)
    {
    }

protected:
    void paintOverlay(QPainter& painter) const override
    {
        paintOverLimitOutlines(painter);
        paintReferenceLines(painter);
        paintBarLabels(painter);
        paintNames(painter);
    }

private:
    QPointF at(double slot, double percent) const
    {
        return chart_->mapToPosition(QPointF(slot, percent), series_);
    }

    qreal slotWidth() const { return chart_->plotArea().width() / static_cast<qreal>(bars_.size()); }

    void paintOverLimitOutlines(QPainter& painter) const
    {
        painter.setBrush(Qt::NoBrush);
        const qreal outline = std::clamp(slotWidth() / 12.0, 1.5, kOverLimitOutline);
        painter.setPen(QPen(palette::current().ink, outline, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        for (std::size_t i = 0; i < bars_.size(); ++i) {
            if (!bars_[i].overLimit)
                continue;
            const auto slot = static_cast<double>(i);
            painter.drawRect(QRectF(at(slot - kBarWidth / 2.0, bars_[i].percent),
                                    at(slot + kBarWidth / 2.0, 0.0)).normalized());
        }
    }

    void paintReferenceLines(QPainter& painter) const
    {
        const QRectF plot = chart_->plotArea();
        const qreal fairY = at(0.0, LoadChart::kFairPercent).y();
        const qreal limitY = at(0.0, LoadChart::kLimitPercent).y();

        painter.setPen(QPen(palette::current().ink, 2.5 * palette::current().lineScale));
        painter.drawLine(QPointF(plot.left(), fairY), QPointF(plot.right(), fairY));
        QPen limitPen(palette::current().alarmRed, 4.0, Qt::CustomDashLine, Qt::FlatCap);
        limitPen.setDashPattern({3.0, 2.0});
        painter.setPen(limitPen);
        painter.drawLine(QPointF(plot.left(), limitY), QPointF(plot.right(), limitY));

        // Labels right of the plot, centred on their lines, pushed apart when the scale
        // brings the lines close.
        const QFont font = pixelFont(labelPixels_, true);
        const QFontMetricsF metrics(font);
        qreal fairCentre = fairY;
        qreal limitCentre = limitY;
        if (fairCentre - limitCentre < metrics.height()) {
            const qreal middle = (fairCentre + limitCentre) / 2.0;
            fairCentre = middle + metrics.height() / 2.0;
            limitCentre = middle - metrics.height() / 2.0;
        }
        const qreal left = plot.right() + kLineLabelGap;
        const qreal toBaseline = (metrics.ascent() - metrics.descent()) / 2.0;
        painter.setFont(font);
        painter.setPen(palette::current().ink);
        painter.drawText(QPointF(left, fairCentre + toBaseline), fairLineLabel());
        painter.setPen(palette::current().alarmRed);
        painter.drawText(QPointF(left, limitCentre + toBaseline), limitLineLabel());
    }

    // Above every bar its % of fair (what the axis measures; red over the limit), in the
    // largest type that fits a bar's slot. Where that would collide, only the most and the
    // least loaded bars say their name and figure.
    void paintBarLabels(QPainter& painter) const
    {
        QStringList texts;
        for (const BarMark& bar : bars_)
            texts.append(percentCaption(bar.percent / 100.0, 0));
        const auto ink = [](const BarMark& bar) {
            return bar.dimmed ? palette::current().mutedInk : bar.overLimit ? palette::current().alarmRed : palette::current().ink;
        };
        if (const std::optional<int> pixels =
                fittingPixels(texts, true, slotWidth() - 4.0, labelPixels_, kMinBarLabelPixels)) {
            for (std::size_t i = 0; i < bars_.size(); ++i) {
                const QPointF top = at(static_cast<double>(i), bars_[i].percent);
                drawBoxedText(painter, top.x(), top.y() - 4.0, texts[static_cast<qsizetype>(i)],
                              pixelFont(*pixels, bars_[i].overLimit), ink(bars_[i]));
            }
            return;
        }
        if (bars_.empty())
            return;
        // Over the tallest bar, so that no label hides a bar; a thin line leads down to the
        // least loaded one.
        const auto [low, high] = std::minmax_element(bars_.begin(), bars_.end(), [](const BarMark& a, const BarMark& b) {
            return a.percent < b.percent;
        });
        const QFont font = pixelFont(labelPixels_, true);
        const QFontMetricsF metrics(font);
        const QRectF plot = chart_->plotArea();
        const qreal bottom = at(0.0, high->percent).y() - 4.0;
        struct Label {
            QString text;
            qreal barX = 0.0;
            qreal x = 0.0;  // kept inside the plot
            qreal half = 0.0;
        };
        const auto labelOf = [&](const BarMark& bar) {
            Label label{tr("%1: %2").arg(bar.name.front(), percentCaption(bar.percent / 100.0, 0)),
                        at(static_cast<double>(&bar - bars_.data()), 0.0).x()};
            label.half = metrics.horizontalAdvance(label.text) / 2.0 + 4.0;
            label.x = std::clamp(label.barX, plot.left() + label.half,
                                 std::max(plot.left() + label.half, plot.right() - label.half));
            return label;
        };
        const Label highest = labelOf(*high);
        const qreal highTop = drawBoxedText(painter, highest.x, bottom, highest.text, font, ink(*high));
        if (low == high)
            return;
        const Label lowest = labelOf(*low);
        const bool overlaps = std::abs(lowest.x - highest.x) < lowest.half + highest.half;
        const qreal lowBottom = overlaps ? highTop - 2.0 : bottom;
        painter.setPen(QPen(palette::current().mutedInk, 1.0, Qt::DotLine));
        painter.drawLine(QPointF(lowest.barX, lowBottom), QPointF(lowest.barX, at(0.0, low->percent).y() - 2.0));
        drawBoxedText(painter, lowest.x, lowBottom, lowest.text, font, ink(*low));
    }

    // Centred under the bars, or slanted at 45° with their ends at the bars.
    void paintNames(QPainter& painter) const
    {
        if (names_.pixels == 0)
            return;
        const qreal top = chart_->plotArea().bottom() + kNameGap;
        for (std::size_t i = 0; i < bars_.size(); i += names_.stride) {
            const BarMark& bar = bars_[i];
            const QFont font = pixelFont(names_.pixels, bar.highlighted);
            const QFontMetricsF metrics(font);
            const qreal x = at(static_cast<double>(i), 0.0).x();
            painter.setFont(font);
            painter.setPen(bar.dimmed ? palette::current().mutedInk : palette::current().ink);
            const QStringList lines = drawnNameLines(bar.name, names_, metrics, slotWidth() - 2.0);
            if (names_.slanted) {
                const QString& text = lines.front();
                painter.save();
                painter.translate(x, top);
                painter.rotate(-45.0);
                painter.drawText(QPointF(-metrics.horizontalAdvance(text), metrics.ascent() / 2.0), text);
                painter.restore();
            } else {
                qreal lineTop = top;
                for (const QString& line : lines) {
                    painter.drawText(QRectF(x - slotWidth() / 2.0, lineTop, slotWidth(), metrics.height()),
                                     Qt::AlignHCenter | Qt::AlignTop, line);
                    lineTop += metrics.lineSpacing();
                }
            }
        }
    }

    QAbstractSeries* series_;
    std::vector<BarMark> bars_;
    int labelPixels_;
    NameLayout names_;
};


// What the histogram draws besides its bins.
struct HistogramMarks {
    LoadChart::Histogram histogram;
    QString leastLabel;  // "least loaded cache-00012: 61 %"
    QString mostLabel;
    bool mostOverLimit = false;
    std::optional<std::size_t> highlightedBin;
    QString highlightedLabel;  // "cache-00042: 103 %"
};

// The histogram's edges in % of fair share under the axis, the count above every bin, the
// fair and limit lines across the bins, the most and least loaded members under the edges
// and the highlighted member over its bin.
class HistogramAnnotations final : public ChartOverlay {
public:
    HistogramAnnotations(QChart* chart, QAbstractSeries* series, HistogramMarks marks, int labelPixels)
        : ChartOverlay(chart), series_(series), marks_(std::move(marks)), labelPixels_(labelPixels)
    {
    }

protected:
    void paintOverlay(QPainter& painter) const override
    {
        paintHighlightedBin(painter);
        paintReferenceLines(painter);
        paintCounts(painter);
        paintEdges(painter);
        paintExtremes(painter);
    }

private:
    const LoadChart::Histogram& histogram() const { return marks_.histogram; }
    std::size_t bins() const { return histogram().counts.size(); }

    QPointF at(double slot, double count) const { return chart_->mapToPosition(QPointF(slot, count), series_); }
    // x of a % of fair share: bin i spans the slots i - ½ … i + ½.
    qreal xOf(double percent) const
    {
        return at((percent - histogram().firstEdge) / histogram().binWidth - 0.5, 0.0).x();
    }
    qreal slotWidth() const { return chart_->plotArea().width() / static_cast<qreal>(bins()); }

    void paintHighlightedBin(QPainter& painter) const
    {
        if (!marks_.highlightedBin)
            return;
        const auto bin = static_cast<double>(*marks_.highlightedBin);
        const auto count = static_cast<double>(histogram().counts[*marks_.highlightedBin]);
        const QRectF bar = QRectF(at(bin - 0.5, count), at(bin + 0.5, 0.0)).normalized();
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette::current().ink, 3.0, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawRect(bar);
        const QFont font = pixelFont(labelPixels_, true);
        const qreal half = QFontMetricsF(font).horizontalAdvance(marks_.highlightedLabel) / 2.0 + 4.0;
        const QRectF plot = chart_->plotArea();
        const qreal x = std::clamp(bar.center().x(), plot.left() + half, std::max(plot.left() + half, plot.right() - half));
        drawBoxedText(painter, x, plot.top() + QFontMetricsF(font).height() * 2.2, marks_.highlightedLabel, font,
                      palette::current().ink);
    }

    // Vertical lines at 100 % and 120 % where they fall within the bins, labelled above the
    // plot (clear of the counts over the bins): "fair" ending at its line, the limit starting
    // at its own.
    void paintReferenceLines(QPainter& painter) const
    {
        const QRectF plot = chart_->plotArea();
        const QFont font = pixelFont(labelPixels_, true);
        const QFontMetricsF metrics(font);
        painter.setFont(font);
        const qreal labelTop = plot.top() - metrics.height() - 2.0;
        const auto within = [&](qreal x) { return x >= plot.left() - 0.5 && x <= plot.right() + 0.5; };
        const qreal fairX = xOf(LoadChart::kFairPercent);
        if (within(fairX)) {
            painter.setPen(QPen(palette::current().ink, 2.5 * palette::current().lineScale));
            painter.drawLine(QPointF(fairX, labelTop + metrics.height()), QPointF(fairX, plot.bottom()));
            const QString label = fairLineLabel();
            const qreal width = metrics.horizontalAdvance(label);
            painter.setPen(palette::current().ink);
            painter.drawText(QRectF(std::max(fairX - width + 1.0, plot.left() - 2.0), labelTop, width, metrics.height()),
                             Qt::AlignCenter, label);
        }
        const qreal limitX = xOf(LoadChart::kLimitPercent);
        if (within(limitX)) {
            QPen limitPen(palette::current().alarmRed, 4.0, Qt::CustomDashLine, Qt::FlatCap);
            limitPen.setDashPattern({3.0, 2.0});
            painter.setPen(limitPen);
            painter.drawLine(QPointF(limitX, labelTop + metrics.height()), QPointF(limitX, plot.bottom()));
            const QString label = limitLineLabel();
            const qreal width = metrics.horizontalAdvance(label);
            const qreal right = chart_->rect().right() - 2.0;
            painter.setPen(palette::current().alarmRed);
            painter.drawText(QRectF(std::min(limitX - 1.0, right - width), labelTop, width, metrics.height()),
                             Qt::AlignCenter, label);
        }
    }

    // Over every bin its count, where the counts fit their bins.
    void paintCounts(QPainter& painter) const
    {
        QStringList texts;
        for (const std::size_t count : histogram().counts)
            texts.append(count > 0 ? groupedCount(count) : QString());
        const std::optional<int> pixels = fittingPixels(texts, true, slotWidth() - 2.0, labelPixels_, kMinBarLabelPixels);
        if (!pixels)
            return;
        for (std::size_t i = 0; i < bins(); ++i) {
            if (histogram().counts[i] == 0)
                continue;
            const QPointF top = at(static_cast<double>(i), static_cast<double>(histogram().counts[i]));
            drawBoxedText(painter, top.x(), top.y() - 3.0, texts[static_cast<qsizetype>(i)], pixelFont(*pixels, true),
                          histogram().overLimit(i) ? palette::current().alarmRed : palette::current().ink);
        }
    }

    // The bin edges in % of fair share, every so many so that they stand apart, always
    // including 100 % when it is an edge.
    void paintEdges(QPainter& painter) const
    {
        const QFont font = pixelFont(labelPixels_);
        const QFontMetricsF metrics(font);
        const int decimals = histogram().binWidth < 1.0 ? 1 : 0;
        const auto edgeText = [&](std::size_t i) { return percentCaption(histogram().edge(i) / 100.0, decimals); };
        qreal widest = 0.0;
        for (std::size_t i = 0; i <= bins(); ++i)
            widest = std::max(widest, metrics.horizontalAdvance(edgeText(i)));
        const std::size_t stride =
            std::max<std::size_t>(1, pixelCount(std::ceil((widest + metrics.height()) / slotWidth()), bins() + 1));
        const auto fairEdge = static_cast<std::size_t>(
            std::max(0.0, std::round((LoadChart::kFairPercent - histogram().firstEdge) / histogram().binWidth)));
        const qreal top = chart_->plotArea().bottom() + kNameGap / 2.0;
        painter.setFont(font);
        painter.setPen(palette::current().ink);
        for (std::size_t i = fairEdge % stride; i <= bins(); i += stride) {
            const qreal x = at(static_cast<double>(i) - 0.5, 0.0).x();
            painter.drawLine(QPointF(x, top - kNameGap / 2.0), QPointF(x, top));
            const QString text = edgeText(i);
            const qreal width = metrics.horizontalAdvance(text);
            painter.drawText(QPointF(x - width / 2.0, top + metrics.ascent()), text);
        }
    }

    // Under the edges: the least loaded member on the left, the most loaded on the right.
    void paintExtremes(QPainter& painter) const
    {
        const QRectF plot = chart_->plotArea();
        const qreal top = plot.bottom() + kNameGap / 2.0 + QFontMetricsF(pixelFont(labelPixels_, true)).lineSpacing() * 1.15;
        // Side by side: a smaller type where a translation is long, then each cut to half.
        const qreal gap = labelPixels_;
        int pixels = labelPixels_;
        const auto widthAt = [&](int size) {
            const QFontMetricsF metrics(pixelFont(size, true));
            return metrics.horizontalAdvance(marks_.leastLabel) + metrics.horizontalAdvance(marks_.mostLabel) + gap;
        };
        while (pixels > kMinBarLabelPixels && widthAt(pixels) > plot.width())
            --pixels;
        const QFont font = pixelFont(pixels, true);
        const QFontMetricsF metrics(font);
        const bool cut = widthAt(pixels) > plot.width();
        const auto fitted = [&](const QString& label) {
            return cut ? metrics.elidedText(label, Qt::ElideMiddle, (plot.width() - gap) / 2.0) : label;
        };
        const QRectF line(plot.left(), top, plot.width(), metrics.height());
        painter.setFont(font);
        painter.setPen(palette::current().ink);
        painter.drawText(line, Qt::AlignLeft | Qt::AlignTop, fitted(marks_.leastLabel));
        painter.setPen(marks_.mostOverLimit ? palette::current().alarmRed : palette::current().ink);
        painter.drawText(line, Qt::AlignRight | Qt::AlignTop, fitted(marks_.mostLabel));
    }

    QAbstractSeries* series_;
    HistogramMarks marks_;
    int labelPixels_;
};

}  // namespace

LoadChart::LoadChart(QWidget* parent) : ChartWidget(QSize(480, 320), parent)
{
    rebuild();
}

LoadChart::~LoadChart() = default;

void LoadChart::setSnapshot(std::shared_ptr<const LabSnapshot> snapshot)
{
    snapshot_ = std::move(snapshot);
    rebuild();
}

void LoadChart::setHighlightedMember(const QString& id)
{
    if (id == highlightedMember_)
        return;
    highlightedMember_ = id;
    rebuild();
}

QStringList LoadChart::memberIds() const
{
    QStringList ids;
    if (snapshot_) {
        for (const MemberLoad& load : snapshot_->shownLoad().members)
            ids.append(QString::fromStdString(load.id));
    }
    return ids;
}

QList<double> LoadChart::barValues() const
{
    QList<double> values;
    if (snapshot_) {
        for (const MemberLoad& load : snapshot_->shownLoad().members)
            values.append(percentOfFair(load));
    }
    return values;
}

QStringList LoadChart::barLabels() const
{
    QStringList labels;
    if (snapshot_) {
        for (const MemberLoad& load : snapshot_->shownLoad().members)
            labels.append(percentCaption(percentOfFair(load) / 100.0, 0));
    }
    return labels;
}

int LoadChart::nameStride() const
{
    const TextFit fit = textFit(QSizeF(size()));
    return fit.namePixels > 0 ? fit.nameStride : 0;
}

QStringList LoadChart::membersOverLimit() const
{
    QStringList ids;
    if (snapshot_) {
        for (const MemberLoad& load : snapshot_->shownLoad().members) {
            if (percentOfFair(load) > kLimitPercent)
                ids.append(QString::fromStdString(load.id));
        }
    }
    return ids;
}

bool LoadChart::aggregated() const
{
    return snapshot_ && snapshot_->shownLoad().members.size() > kMaxMemberBars;
}

std::size_t LoadChart::Histogram::binOf(double percent) const
{
    if (counts.empty())
        return 0;
    const std::size_t last = counts.size() - 1;
    const double rough = std::ceil((percent - firstEdge) / binWidth) - 1.0;
    auto bin = static_cast<std::size_t>(std::clamp(rough, 0.0, static_cast<double>(last)));
    // Settle rounding at the edges against the edges as edge() gives them.
    while (bin > 0 && percent <= edge(bin))
        --bin;
    while (bin < last && percent > edge(bin + 1))
        ++bin;
    return bin;
}

bool LoadChart::Histogram::overLimit(std::size_t bin) const
{
    return edge(bin) >= kLimitPercent - 1e-9;
}

LoadChart::Histogram LoadChart::histogramOf(const LoadStatistics& stats, std::size_t maxBins)
{
    Histogram histogram;
    if (stats.members.empty())
        return histogram;
    const auto [lowest, highest] = std::minmax_element(
        stats.members.begin(), stats.members.end(),
        [](const MemberLoad& a, const MemberLoad& b) { return a.ofFair < b.ofFair; });
    const double low = percentOfFair(*lowest);
    const double high = percentOfFair(*highest);
    const auto binsAt = [&](double width) {
        return std::max(1.0, std::ceil(high / width) - std::floor(low / width));
    };
    double width = 0.1;
    for (const double candidate : {0.1, 0.2, 0.5, 1.0, 2.0, 4.0, 5.0, 10.0, 20.0, 30.0, 40.0, 60.0, 120.0}) {
        width = candidate;
        if (binsAt(width) <= static_cast<double>(maxBins))
            break;
    }
    while (binsAt(width) > static_cast<double>(maxBins))
        width *= 2.0;
    histogram.binWidth = width;
    histogram.firstEdge = std::floor(low / width) * width;
    histogram.counts.assign(static_cast<std::size_t>(binsAt(width)), 0);
    for (const MemberLoad& load : stats.members)
        ++histogram.counts[histogram.binOf(percentOfFair(load))];
    return histogram;
}

LoadChart::Histogram LoadChart::histogram() const
{
    return aggregated() ? histogramOf(snapshot_->shownLoad()) : Histogram{};
}

QString LoadChart::aggregateCaption() const
{
    if (!aggregated())
        return {};
    return tr("%1 members, counted by their % of fair share (a bar each up to %2 members)")
        .arg(groupedCount(snapshot_->shownLoad().members.size()))
        .arg(kMaxMemberBars);
}

namespace {

// The first member with the highest (or lowest) % of fair share.
const MemberLoad* extremeMember(const LoadStatistics& stats, bool most)
{
    if (stats.members.empty())
        return nullptr;
    const auto less = [](const MemberLoad& a, const MemberLoad& b) { return a.ofFair < b.ofFair; };
    return most ? &*std::max_element(stats.members.begin(), stats.members.end(), less)
                : &*std::min_element(stats.members.begin(), stats.members.end(), less);
}

}  // namespace

QString LoadChart::mostLoadedMember() const
{
    const MemberLoad* load = snapshot_ ? extremeMember(snapshot_->shownLoad(), true) : nullptr;
    return load ? QString::fromStdString(load->id) : QString();
}

QString LoadChart::leastLoadedMember() const
{
    const MemberLoad* load = snapshot_ ? extremeMember(snapshot_->shownLoad(), false) : nullptr;
    return load ? QString::fromStdString(load->id) : QString();
}

QString LoadChart::extremeLabel(bool most) const
{
    const MemberLoad* load = extremeMember(snapshot_->shownLoad(), most);
    const QString id = shortMemberId(QString::fromStdString(load->id));
    const QString percent = percentCaption(percentOfFair(*load) / 100.0, 0);
    return most ? tr("most loaded %1: %2").arg(id, percent) : tr("least loaded %1: %2").arg(id, percent);
}

QStringList LoadChart::drawnNames() const
{
    if (!snapshot_ || snapshot_->shownLoad().members.empty())
        return {};
    if (aggregated())
        return {extremeLabel(false), extremeLabel(true)};
    const TextFit fit = textFit(QSizeF(size()));
    if (fit.namePixels == 0)
        return {};
    const NameLayout layout{fit.namePixels, fit.namesSlanted, static_cast<std::size_t>(fit.nameStride),
                            fit.slantedNameWidth};
    const QList<QStringList> names = memberLabelLines();
    const qreal slot = chartView()->chart()->plotArea().width() / static_cast<qreal>(names.size());
    QStringList drawn;
    for (qsizetype i = 0; i < names.size(); i += fit.nameStride)
        drawn.append(drawnNameLines(names[i], layout, QFontMetricsF(pixelFont(fit.namePixels)), slot - 2.0));
    return drawn;
}

double LoadChart::yAxisMaximum() const
{
    if (aggregated()) {
        const Histogram bins = histogram();
        return countScaleFor(static_cast<double>(*std::max_element(bins.counts.begin(), bins.counts.end()))).maximum;
    }
    double tallest = 0.0;
    for (const double value : barValues())
        tallest = std::max(tallest, value);
    return yScaleFor(tallest).maximum;
}

QString LoadChart::figuresText() const
{
    if (!snapshot_)
        return {};
    QStringList parts;
    for (const Figure& figure : figures(snapshot_->shownLoad()))
        parts.append(figure.name + QLatin1Char(' ') + figure.value);
    return parts.join(QStringLiteral("   "));
}

QString LoadChart::setupDescription() const
{
    const PlacementConfig& config = snapshot_->config;
    const QString algorithm = algorithmCaption(config.algorithm);
    const QString hash = QString::fromUtf8(hashFunction(config.hash).name);
    const std::size_t memberCount = snapshot_->members.size();
    const QString members = memberCount == 1 ? tr("1 member") : tr("%1 members").arg(memberCount);
    const QString keys = tr("%1 keys").arg(QLocale().toString(static_cast<qulonglong>(snapshot_->keys.size())));
    if (snapshot_->replicaStats)
        return tr("%1 · %2 · %3 · %4 · every replica at RF %5 (Owns (effective))")
            .arg(members, algorithm, hash, keys)
            .arg(snapshot_->replicationFactor);
    if (config.algorithm != Algorithm::Ring)
        return tr("%1 · %2 · %3 · %4").arg(members, algorithm, hash, keys);
    const QString replicas = config.replicas == 1 ? tr("1 replica") : tr("%1 replicas").arg(config.replicas);
    return tr("%1 · %2 · %3 · %4 · %5").arg(members, algorithm, replicas, hash, keys);
}

QString LoadChart::titleHtml(Target target, const TextFit& fit) const
{
    QString title = figuresHtml(snapshot_->shownLoad(), fit.headerWrapped);
    if (aggregated()) {
        title += QStringLiteral("<br><span style='font-size:%1px; color:%2'>%3</span>")
                     .arg(fit.setupPixels)
                     .arg(palette::current().ink.name(), aggregateCaption().toHtmlEscaped());
    }
    // An exported image stands alone: it says what it shows.
    if (target == Target::Export) {
        title += QStringLiteral("<br><span style='font-size:%1px; color:%2'>%3</span>")
                     .arg(fit.setupPixels)
                     .arg(palette::current().mutedInk.name(), setupDescription().toHtmlEscaped());
    }
    return title;
}

QList<QStringList> LoadChart::memberLabelLines() const
{
    const std::vector<MemberLoad>& loads = snapshot_->shownLoad().members;
    const bool weighted = std::any_of(loads.begin(), loads.end(),
                                      [&](const MemberLoad& load) { return load.weight != loads.front().weight; });
    QList<QStringList> labels;
    for (const MemberLoad& load : loads) {
        QStringList lines{shortMemberId(QString::fromStdString(load.id))};
        if (weighted)
            lines.append(tr("weight %1").arg(QLocale().toString(load.weight, 'g', 4)));
        labels.append(lines);
    }
    return labels;
}

LoadChart::TextFit LoadChart::textFit(const QSizeF& size) const
{
    const qreal scale = typeScale(size);
    TextFit fit;
    fit.labelPixels = scaledPixels(kLabelPixels, scale);
    fit.setupPixels = scaledPixels(kSetupPixels, scale);
    if (!snapshot_ || snapshot_->shownLoad().members.empty())
        return fit;

    // The header, over the plot and the line labels: on one line in the largest type that
    // fits, else on two.
    const qreal titleWidth = size.width() - kChartMargin - lineLabelRoom(fit.labelPixels);
    QTextDocument header;
    // On one line in the largest type down to a minimum, else on two lines; enlarged text (a
    // projector) wraps before it shrinks.
    const bool wrapBeforeShrinking = textScale() > 1.0;
    const auto fits = [&](int pixels, bool wrapped) {
        fit.headerPixels = pixels;
        fit.headerWrapped = wrapped;
        header.setDefaultFont(pixelFont(pixels));
        header.setHtml(figuresHtml(snapshot_->shownLoad(), wrapped));
        return header.idealWidth() <= titleWidth;
    };
    for (int pixels = scaledPixels(kHeaderPixels, scale); pixels >= kMinWrappedHeaderPixels; --pixels) {
        if (pixels >= kMinHeaderPixels && fits(pixels, false))
            break;
        if ((wrapBeforeShrinking || pixels < kMinHeaderPixels) && fits(pixels, true))
            break;
    }

    const int axisTitlePixels = scaledPixels(kAxisTitlePixels, scale);
    if (aggregated()) {
        // Under the histogram: its edges, then the least and most loaded members.
        fit.namePixels = fit.labelPixels;
        fit.namesHeight = static_cast<int>(std::ceil(QFontMetricsF(pixelFont(fit.labelPixels, true)).lineSpacing() * 2.3));
        QTextDocument captioned;
        captioned.setDefaultFont(pixelFont(fit.headerPixels));
        captioned.setHtml(titleHtml(Target::Screen, fit));
        const qreal plotHeight =
            size.height() - captioned.size().height() - fit.namesHeight - kNameGap - 2.0 * kChartMargin - 40.0;
        fit.yTitlePixels =
            fittingPixels({histogramAxisTitle()}, false, plotHeight, axisTitlePixels, kMinBarLabelPixels).value_or(0);
        return fit;
    }

    // The member names: side by side in the largest type that fits a slot, else slanted at
    // 45° (neighbouring names a slot × sin 45° apart) taking at most a quarter of the height,
    // else none. The plot is the chart less the y axis (title and labels) and the line labels.
    const qreal yAxisWidth =
        QFontMetricsF(pixelFont(axisTitlePixels)).height() +
        QFontMetricsF(pixelFont(fit.labelPixels)).horizontalAdvance(percentCaption(yAxisMaximum() / 100.0, 0)) + 24.0;
    const qreal plotWidth = size.width() - kChartMargin - yAxisWidth - lineLabelRoom(fit.labelPixels);
    const qreal slot = plotWidth / static_cast<qreal>(snapshot_->shownLoad().members.size());
    const QList<QStringList> labels = memberLabelLines();
    QStringList lines;
    for (const QStringList& label : labels)
        lines.append(label);
    if (const std::optional<int> sideBySide = fittingPixels(lines, false, slot - 6.0, fit.labelPixels, kMinNamePixels)) {
        fit.namePixels = *sideBySide;
        fit.namesHeight = static_cast<int>(std::ceil(QFontMetricsF(pixelFont(*sideBySide)).lineSpacing() *
                                                     static_cast<qreal>(labels.front().size())));
    } else {
        fit.namesSlanted = true;
        // Slanted, in the largest type whose longest name stays within a quarter of the height
        // (measured once: it does not depend on how many bars get a name), under every bar if
        // the slots are wide enough for that type, else under every second, third, … one.
        const auto slantedHeight = [&](int pixels) {
            const QFontMetricsF metrics(pixelFont(pixels, true));
            qreal widest = 0.0;
            for (const QStringList& label : labels)
                widest = std::max(widest, metrics.horizontalAdvance(label.join(QStringLiteral("  "))));
            return (widest + metrics.height()) * kSin45;
        };
        int tallest = fit.labelPixels;
        while (tallest > kMinSlantedNamePixels && slantedHeight(tallest) > size.height() / 4.0)
            --tallest;
        // Names still too long for a quarter of the height at the smallest type are elided.
        fit.slantedNameWidth =
            size.height() / 4.0 / kSin45 - QFontMetricsF(pixelFont(kMinSlantedNamePixels, true)).height();
        const auto members = static_cast<int>(labels.size());
        for (int stride = 1; tallest >= kMinSlantedNamePixels && stride <= members; ++stride) {
            const int pixels = std::min(tallest, static_cast<int>(slot * stride * kSin45 / 1.3));
            if (pixels >= kMinSlantedNamePixels) {
                fit.namePixels = pixels;
                fit.namesHeight = static_cast<int>(std::ceil(std::min(slantedHeight(pixels), size.height() / 4.0)));
                fit.nameStride = stride;
                break;
            }
        }
    }

    // The y axis title along the plot's height (less some slack for the axes), if it fits.
    const qreal plotHeight =
        size.height() - header.size().height() - fit.namesHeight - kNameGap - 2.0 * kChartMargin - 40.0;
    fit.yTitlePixels =
        fittingPixels({yAxisTitle()}, false, plotHeight, axisTitlePixels, kMinBarLabelPixels).value_or(0);
    return fit;
}

QString LoadChart::yAxisTitle()
{
    return tr("% of weight-fair share");
}

QString LoadChart::histogramAxisTitle()
{
    return tr("members");
}

QChart* LoadChart::buildChart(Target target, const QSizeF& size) const
{
    QChart* chart = chartstyle::makeChart();

    if (!snapshot_ || snapshot_->shownLoad().members.empty()) {
        chart->setMargins(QMargins(kEmptyMargin, kEmptyMargin, kEmptyMargin, kEmptyMargin));
        chart->setTitleFont(pixelFont(kHeaderPixels));
        chart->setTitle(tr("No load to show yet"));
        return chart;
    }

    const TextFit fit = textFit(size);
    chart->setTitleFont(pixelFont(fit.headerPixels));
    chart->setTitle(titleHtml(target, fit));
    if (aggregated())
        addHistogram(chart, target, fit);
    else
        addMemberBars(chart, target, fit);
    return chart;
}

void LoadChart::addMemberBars(QChart* chart, Target target, const TextFit& fit) const
{
    const std::vector<MemberLoad>& loads = snapshot_->shownLoad().members;
    const bool anyHighlighted = std::any_of(loads.begin(), loads.end(), [&](const MemberLoad& load) {
        return QString::fromStdString(load.id) == highlightedMember_;
    });
    const QList<QStringList> names = memberLabelLines();

    // One set per member, zero except in the member's own slot, stacked: full-width bars,
    // each in its member's colour.
    auto* series = new QStackedBarSeries;
    series->setBarWidth(kBarWidth);
    std::vector<BarMark> marks;
    double tallest = 0.0;
    for (std::size_t i = 0; i < loads.size(); ++i) {
        const MemberLoad& load = loads[i];
        const QString id = QString::fromStdString(load.id);
        const bool highlighted = id == highlightedMember_;
        const bool dimmed = anyHighlighted && !highlighted;
        auto* set = new QBarSet(id);
        for (std::size_t j = 0; j < loads.size(); ++j)
            set->append(j == i ? percentOfFair(load) : 0.0);
        set->setColor(dimmed ? faded(memberColor(id)) : memberColor(id));
        set->setPen(Qt::NoPen);
        series->append(set);
        marks.push_back({percentOfFair(load), names[static_cast<qsizetype>(i)],
                         percentOfFair(load) > kLimitPercent, highlighted, dimmed});
        tallest = std::max(tallest, percentOfFair(load));
    }
    chart->addSeries(series);

    // The axis places the bars; the names are drawn by the annotations.
    attachSlotAxis(chart, series, loads.size());
    attachValueAxis(chart, series, yScaleFor(tallest), QStringLiteral("%.0f %%"), yAxisTitle(), fit.labelPixels,
                    fit.yTitlePixels);

    chart->setMargins(QMargins(kChartMargin, kChartMargin, lineLabelRoom(fit.labelPixels),
                               kChartMargin + static_cast<int>(kNameGap) + fit.namesHeight));
    new LoadAnnotations(chart, series, std::move(marks), fit.labelPixels,
                        {fit.namePixels, fit.namesSlanted, static_cast<std::size_t>(fit.nameStride),
                         fit.slantedNameWidth});

    if (target == Target::Screen) {
        connect(series, &QStackedBarSeries::hovered, chartView(), [this](bool entered, int index) {
            if (entered && snapshot_ && index >= 0 &&
                static_cast<std::size_t>(index) < snapshot_->shownLoad().members.size())
                QToolTip::showText(QCursor::pos(), memberToolTip(static_cast<std::size_t>(index)), chartView());
            else
                QToolTip::hideText();
        });
    }
}

void LoadChart::addHistogram(QChart* chart, Target target, const TextFit& fit) const
{
    const Histogram bins = histogramOf(snapshot_->shownLoad());
    // Two stacked sets, so that the bins over the limit are red and the others not.
    auto* series = new QStackedBarSeries;
    series->setBarWidth(0.92);
    auto* withinLimit = new QBarSet(tr("within the limit"));
    auto* overLimit = new QBarSet(tr("over the limit"));
    for (std::size_t i = 0; i < bins.counts.size(); ++i) {
        const auto count = static_cast<double>(bins.counts[i]);
        withinLimit->append(bins.overLimit(i) ? 0.0 : count);
        overLimit->append(bins.overLimit(i) ? count : 0.0);
    }
    withinLimit->setColor(palette::current().histogramBlue);
    overLimit->setColor(palette::current().alarmRed);
    withinLimit->setPen(Qt::NoPen);
    overLimit->setPen(Qt::NoPen);
    series->append(withinLimit);
    series->append(overLimit);
    chart->addSeries(series);

    attachSlotAxis(chart, series, bins.counts.size());
    const auto fullest = static_cast<double>(*std::max_element(bins.counts.begin(), bins.counts.end()));
    attachValueAxis(chart, series, countScaleFor(fullest), QStringLiteral("%.0f"), histogramAxisTitle(),
                    fit.labelPixels, fit.yTitlePixels);

    HistogramMarks marks{bins, extremeLabel(false), extremeLabel(true),
                         percentOfFair(*extremeMember(snapshot_->shownLoad(), true)) > kLimitPercent, std::nullopt, {}};
    for (const MemberLoad& load : snapshot_->shownLoad().members) {
        if (!highlightedMember_.isEmpty() && load.id == highlightedMember_.toStdString()) {
            marks.highlightedBin = bins.binOf(percentOfFair(load));
            marks.highlightedLabel = tr("%1: %2").arg(shortMemberId(highlightedMember_),
                                                      percentCaption(percentOfFair(load) / 100.0, 0));
            break;
        }
    }
    // Room right of the plot for the last edge's label.
    const int rightRoom = static_cast<int>(std::ceil(
        QFontMetricsF(pixelFont(fit.labelPixels)).horizontalAdvance(percentCaption(bins.edge(bins.counts.size()) / 100.0, 1)) / 2.0));
    // Room above the plot for the labels of the fair and limit lines.
    const int lineLabelHeight = static_cast<int>(std::ceil(QFontMetricsF(pixelFont(fit.labelPixels, true)).height())) + 10;
    chart->setMargins(QMargins(kChartMargin, kChartMargin + lineLabelHeight, kChartMargin + rightRoom,
                               kChartMargin + static_cast<int>(kNameGap) + fit.namesHeight));
    new HistogramAnnotations(chart, series, std::move(marks), fit.labelPixels);

    if (target == Target::Screen) {
        connect(series, &QStackedBarSeries::hovered, chartView(), [this, bins](bool entered, int index) {
            if (entered && index >= 0 && static_cast<std::size_t>(index) < bins.counts.size())
                QToolTip::showText(QCursor::pos(), binToolTip(bins, static_cast<std::size_t>(index)), chartView());
            else
                QToolTip::hideText();
        });
    }
}

QString LoadChart::binToolTip(const Histogram& histogram, std::size_t bin) const
{
    const int decimals = histogram.binWidth < 1.0 ? 1 : 0;
    return tr("<b>%1 members</b><br>from %2 to %3 of their fair share")
        .arg(groupedCount(histogram.counts[bin]), percentCaption(histogram.edge(bin) / 100.0, decimals),
             percentCaption(histogram.edge(bin + 1) / 100.0, decimals));
}

QString LoadChart::memberToolTip(std::size_t index) const
{
    const MemberLoad& load = snapshot_->shownLoad().members[index];
    const QLocale locale;
    QString text = tr("<b>%1</b><br>%2 keys (%3 of all)<br>fair share %4<br>%5 of fair")
                       .arg(shortMemberId(QString::fromStdString(load.id), 48).toHtmlEscaped(),
                            locale.toString(static_cast<qulonglong>(load.keys)), percentCaption(load.share, 2),
                            percentCaption(load.fairShare, 2), percentCaption(percentOfFair(load) / 100.0, 1));
    if (load.keySpaceShare)
        text += tr("<br>key space %1").arg(percentCaption(*load.keySpaceShare, 2));
    return text;
}

bool LoadChart::layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const
{
    return textFit(size) != textFit(builtFor);
}

QString LoadChart::exportTitle() const
{
    return tr("Load per member");
}

}  // namespace ringlab::ui
