// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/LoadHistogramChart.h"

#include "model/core/LabSnapshot.h"
#include "ui/common/ChartOverlay.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"
#include "ui/lab/LoadChart.h"
#include "ui/lab/LoadChartStyle.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QFontMetricsF>
#include <QStackedBarSeries>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <optional>

namespace ringlab::ui {

using namespace loadchart;

namespace {

using chartstyle::kChartMargin;
using chartstyle::kLabelPixels;
using chartstyle::pixelFont;
using chartstyle::scaledPixels;

double percentOfFair(const MemberLoad& load)
{
    return load.ofFair * 100.0;
}

const MemberLoad* extremeMember(const LoadStatistics& stats, bool most)
{
    return most ? mostLoadedMember(stats) : leastLoadedMember(stats);
}

// What the histogram draws besides its bins.
struct HistogramMarks {
    LoadHistogram histogram;
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
    const LoadHistogram& histogram() const { return marks_.histogram; }
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
        const qreal fairX = xOf(kFairPercent);
        if (within(fairX)) {
            painter.setPen(QPen(palette::current().ink, 2.5 * palette::current().lineScale));
            painter.drawLine(QPointF(fairX, labelTop + metrics.height()), QPointF(fairX, plot.bottom()));
            const QString label = fairLineLabel();
            const qreal width = metrics.horizontalAdvance(label);
            painter.setPen(palette::current().ink);
            painter.drawText(QRectF(std::max(fairX - width + 1.0, plot.left() - 2.0), labelTop, width, metrics.height()),
                             Qt::AlignCenter, label);
        }
        const qreal limitX = xOf(kLimitPercent);
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
            texts.append(count > 0 ? formatCount(count) : QString());
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
        const auto edgeText = [&](std::size_t i) { return formatShare(histogram().edge(i) / 100.0, decimals); };
        qreal widest = 0.0;
        for (std::size_t i = 0; i <= bins(); ++i)
            widest = std::max(widest, metrics.horizontalAdvance(edgeText(i)));
        const std::size_t stride =
            std::max<std::size_t>(1, pixelCount(std::ceil((widest + metrics.height()) / slotWidth()), bins() + 1));
        const auto fairEdge = static_cast<std::size_t>(
            std::max(0.0, std::round((kFairPercent - histogram().firstEdge) / histogram().binWidth)));
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

LoadHistogramChart::LoadHistogramChart(QWidget* parent) : SnapshotChart(QSize(480, 320), parent)
{
    rebuild();
}

LoadHistogramChart::~LoadHistogramChart() = default;

QString LoadHistogramChart::caption() const
{
    if (!snapshot_)
        return {};
    return LoadChart::tr("%1 members, counted by their % of fair share (a bar each up to %2 members)")
        .arg(formatCount(snapshot_->shownLoad().members.size()))
        .arg(LoadChart::kMaxMemberBars);
}

QString LoadHistogramChart::extremeLabel(bool most) const
{
    const MemberLoad* load = extremeMember(snapshot_->shownLoad(), most);
    const QString id = shortMemberId(QString::fromStdString(load->id));
    const QString percent = formatShare(percentOfFair(*load) / 100.0, 0);
    return most ? LoadChart::tr("most loaded %1: %2").arg(id, percent) : LoadChart::tr("least loaded %1: %2").arg(id, percent);
}

QStringList LoadHistogramChart::drawnNames() const
{
    if (!hasLoad())
        return {};
    return {extremeLabel(false), extremeLabel(true)};
}

double LoadHistogramChart::yAxisMaximum() const
{
    if (!hasLoad())
        return countScaleFor(0.0).maximum;
    const LoadHistogram bins = loadHistogram(snapshot_->shownLoad());
    return countScaleFor(static_cast<double>(*std::max_element(bins.counts.begin(), bins.counts.end()))).maximum;
}

LoadHistogramChart::TextFit LoadHistogramChart::textFit(const QSizeF& size) const
{
    const qreal scale = typeScale(size);
    TextFit fit;
    fit.labelPixels = scaledPixels(kLabelPixels, scale);
    fit.setupPixels = scaledPixels(kSetupPixels, scale);
    if (!hasLoad())
        return fit;
    const HeaderFit header = fitHeader(snapshot_->shownLoad(), size.width() - kChartMargin - lineLabelRoom(fit.labelPixels),
                                       scale, textScale());
    fit.headerPixels = header.headerPixels;
    fit.headerWrapped = header.headerWrapped;
    // Under the histogram: its edges, then the least and most loaded members.
    fit.namesHeight = static_cast<int>(std::ceil(QFontMetricsF(pixelFont(fit.labelPixels, true)).lineSpacing() * 2.3));
    const qreal room = plotHeight(size, header, caption(), fit.namesHeight);
    fit.yTitlePixels = fittingPixels({axisTitle()}, false, room, scaledPixels(kAxisTitlePixels, scale),
                                     kMinBarLabelPixels)
                           .value_or(0);
    return fit;
}

QString LoadHistogramChart::axisTitle()
{
    return LoadChart::tr("members");
}

QChart* LoadHistogramChart::buildChart(Target target, const QSizeF& size) const
{
    const TextFit fit = textFit(size);
    QChart* chart = titledChart(target, {fit.headerPixels, fit.headerWrapped, fit.setupPixels}, caption());
    if (hasLoad())
        addHistogram(chart, target, fit);
    return chart;
}

void LoadHistogramChart::addHistogram(QChart* chart, Target target, const TextFit& fit) const
{
    const LoadHistogram bins = loadHistogram(snapshot_->shownLoad());
    // Two stacked sets, so that the bins over the limit are red and the others not.
    auto* series = new QStackedBarSeries;
    series->setBarWidth(0.92);
    auto* withinLimit = new QBarSet(LoadChart::tr("within the limit"));
    auto* overLimit = new QBarSet(LoadChart::tr("over the limit"));
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
    attachValueAxis(chart, series, countScaleFor(fullest), QStringLiteral("%.0f"), axisTitle(),
                    fit.labelPixels, fit.yTitlePixels);

    HistogramMarks marks{bins, extremeLabel(false), extremeLabel(true),
                         ringlab::overLimit(*extremeMember(snapshot_->shownLoad(), true)), std::nullopt, {}};
    for (const MemberLoad& load : snapshot_->shownLoad().members) {
        if (!highlightedMember_.isEmpty() && load.id == highlightedMember_.toStdString()) {
            marks.highlightedBin = bins.binOf(percentOfFair(load));
            marks.highlightedLabel = LoadChart::tr("%1: %2").arg(shortMemberId(highlightedMember_),
                                                      formatShare(percentOfFair(load) / 100.0, 0));
            break;
        }
    }
    // Room right of the plot for the last edge's label.
    const int rightRoom = static_cast<int>(std::ceil(
        QFontMetricsF(pixelFont(fit.labelPixels)).horizontalAdvance(formatShare(bins.edge(bins.counts.size()) / 100.0, 1)) / 2.0));
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

QString LoadHistogramChart::binToolTip(const LoadHistogram& histogram, std::size_t bin) const
{
    const int decimals = histogram.binWidth < 1.0 ? 1 : 0;
    return LoadChart::tr("<b>%1 members</b><br>from %2 to %3 of their fair share")
        .arg(formatCount(histogram.counts[bin]), formatShare(histogram.edge(bin) / 100.0, decimals),
             formatShare(histogram.edge(bin + 1) / 100.0, decimals));
}

bool LoadHistogramChart::layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const
{
    return textFit(size) != textFit(builtFor);
}

QString LoadHistogramChart::exportTitle() const
{
    return snapshot_ && snapshot_->replicaStats ? LoadChart::tr("Replica load per member") : LoadChart::tr("Load per member");
}

}  // namespace ringlab::ui
