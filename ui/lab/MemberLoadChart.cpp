// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/MemberLoadChart.h"

#include "model/core/LabSnapshot.h"
#include "ui/common/ChartOverlay.h"
#include "ui/common/Colour.h"
#include "ui/common/MemberColors.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"
#include "ui/lab/LoadChart.h"
#include "ui/lab/LoadChartStyle.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QFontMetricsF>
#include <QLocale>
#include <QStackedBarSeries>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <vector>

namespace ringlab::ui {

using namespace loadchart;

namespace {

constexpr int kMinNamePixels = 14;  // side by side; below that the names are slanted
constexpr int kMinSlantedNamePixels = 10;
constexpr qreal kLineLabelGap = 10.0;   // between the plot and the line labels
constexpr qreal kSin45 = std::numbers::sqrt2 / 2.0;

constexpr qreal kBarWidth = 0.72;     // of a member's slot
constexpr qreal kFadedStrength = 0.3;  // bars of members other than the highlighted one
constexpr qreal kOverLimitOutline = 4.0;  // at most; thinner around narrow bars

using chartstyle::kChartMargin;
using chartstyle::kLabelPixels;
using chartstyle::pixelFont;
using chartstyle::scaledPixels;

double percentOfFair(const MemberLoad& load)
{
    return load.ofFair * 100.0;
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
        const qreal fairY = at(0.0, kFairPercent).y();
        const qreal limitY = at(0.0, kLimitPercent).y();

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
            texts.append(formatShare(bar.percent / 100.0, 0));
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
            Label label{tr("%1: %2").arg(bar.name.front(), formatShare(bar.percent / 100.0, 0)),
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

}  // namespace

MemberLoadChart::MemberLoadChart(QWidget* parent) : SnapshotChart(QSize(480, 320), parent)
{
    rebuild();
}

MemberLoadChart::~MemberLoadChart() = default;

int MemberLoadChart::nameStride(const QSizeF& size) const
{
    const TextFit fit = textFit(size);
    return fit.namePixels > 0 ? fit.nameStride : 0;
}

QStringList MemberLoadChart::drawnNames(const QSizeF& size) const
{
    if (!hasLoad())
        return {};
    const TextFit fit = textFit(size);
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

double MemberLoadChart::yAxisMaximum() const
{
    double tallest = 0.0;
    if (snapshot_) {
        for (const MemberLoad& load : snapshot_->shownLoad().members)
            tallest = std::max(tallest, percentOfFair(load));
    }
    return yScaleFor(tallest).maximum;
}

QList<QStringList> MemberLoadChart::memberLabelLines() const
{
    const std::vector<MemberLoad>& loads = snapshot_->shownLoad().members;
    const bool weighted = std::any_of(loads.begin(), loads.end(),
                                      [&](const MemberLoad& load) { return load.weight != loads.front().weight; });
    QList<QStringList> labels;
    for (const MemberLoad& load : loads) {
        QStringList lines{shortMemberId(QString::fromStdString(load.id))};
        if (weighted)
            lines.append(LoadChart::tr("weight %1").arg(QLocale().toString(load.weight, 'g', 4)));
        labels.append(lines);
    }
    return labels;
}

MemberLoadChart::TextFit MemberLoadChart::textFit(const QSizeF& size) const
{
    const qreal scale = typeScale(size);
    TextFit fit;
    fit.labelPixels = scaledPixels(kLabelPixels, scale);
    fit.setupPixels = scaledPixels(kSetupPixels, scale);
    if (!hasLoad())
        return fit;

    // The header, over the plot and the line labels.
    const HeaderFit header = fitHeader(snapshot_->shownLoad(), size.width() - kChartMargin - lineLabelRoom(fit.labelPixels),
                                       scale, textScale());
    fit.headerPixels = header.headerPixels;
    fit.headerWrapped = header.headerWrapped;

    // The member names: side by side in the largest type that fits a slot, else slanted at
    // 45° (neighbouring names a slot × sin 45° apart) taking at most a quarter of the height,
    // else none. The plot is the chart less the y axis (title and labels) and the line labels.
    const int axisTitlePixels = scaledPixels(kAxisTitlePixels, scale);
    const qreal yAxisWidth =
        QFontMetricsF(pixelFont(axisTitlePixels)).height() +
        QFontMetricsF(pixelFont(fit.labelPixels)).horizontalAdvance(formatShare(yAxisMaximum() / 100.0, 0)) + 24.0;
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
    const qreal room = plotHeight(size, header, {}, fit.namesHeight);
    fit.yTitlePixels =
        fittingPixels({yAxisTitle()}, false, room, axisTitlePixels, kMinBarLabelPixels).value_or(0);
    return fit;
}

QString MemberLoadChart::yAxisTitle()
{
    return LoadChart::tr("% of weight-fair share");
}

QChart* MemberLoadChart::buildChart(Target target, const QSizeF& size) const
{
    const TextFit fit = textFit(size);
    QChart* chart = titledChart(target, {fit.headerPixels, fit.headerWrapped, fit.setupPixels}, {});
    if (hasLoad())
        addBars(chart, target, fit);
    return chart;
}

void MemberLoadChart::addBars(QChart* chart, Target target, const TextFit& fit) const
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
        set->setColor(dimmed ? onBackground(memberColor(id), kFadedStrength) : memberColor(id));
        set->setPen(Qt::NoPen);
        series->append(set);
        marks.push_back({percentOfFair(load), names[static_cast<qsizetype>(i)],
                         ringlab::overLimit(load), highlighted, dimmed});
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

QString MemberLoadChart::memberToolTip(std::size_t index) const
{
    const MemberLoad& load = snapshot_->shownLoad().members[index];
    const QLocale locale;
    QString text = LoadChart::tr("<b>%1</b><br>%2 keys (%3 of all)<br>fair share %4<br>%5 of fair")
                       .arg(shortMemberId(QString::fromStdString(load.id), 48).toHtmlEscaped(),
                            locale.toString(static_cast<qulonglong>(load.keys)), formatShare(load.share, 2),
                            formatShare(load.fairShare, 2), formatShare(percentOfFair(load) / 100.0, 1));
    if (load.keySpaceShare)
        text += LoadChart::tr("<br>key space %1").arg(formatShare(*load.keySpaceShare, 2));
    return text;
}

bool MemberLoadChart::layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const
{
    return textFit(size) != textFit(builtFor);
}

QString MemberLoadChart::exportTitle() const
{
    return snapshot_ && snapshot_->replicaStats ? LoadChart::tr("Replica load per member") : LoadChart::tr("Load per member");
}

}  // namespace ringlab::ui
