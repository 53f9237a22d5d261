// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/VnodeStrip.h"

#include "ui/explorer/ExplorerText.h"
#include "ui/common/MemberColors.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

namespace {

QColor verdictInk(UniformityVerdict verdict)
{
    switch (verdict) {
    case UniformityVerdict::Clustered: return palette::current().badVerdict;
    case UniformityVerdict::TooRegular: return palette::current().cautionVerdict;
    case UniformityVerdict::Even: break;
    }
    return palette::current().goodVerdict;
}

// Bars reach the top of their band at this many times the even share per bin.
constexpr double kBarScale = 2.5;
// Members named in the legend under the strips; more are left to the ring view's legend.
constexpr std::size_t kMaxLegendMembers = 16;

constexpr double kRingSize = 4294967296.0;
// The strips keep at least this share of the view's width: the type beside them gets smaller
// first, by steps, down to the smallest size still read.
constexpr double kMinStripShare = 0.4;
constexpr double kTextStep = 0.9;
constexpr double kMinTextPixels = 9.0;
// Pixel columns a strip tells apart, at most (a 16K screen's width).
constexpr std::size_t kMaxColumns = 16384;

}  // namespace

std::shared_ptr<const VnodeStripData> computeVnodeStrips(const std::vector<Member>& members, int replicas,
                                                         std::span<const HashFunction> hashes)
{
    auto data = std::make_shared<VnodeStripData>();
    data->members = members;
    data->replicas = replicas;
    for (const HashFunction& hash : hashes) {
        VnodeStripRow row;
        row.hash = &hash;
        const std::vector<VnodePosition> points = vnodePositions(hash, members, replicas);
        row.positions.reserve(points.size());
        row.members.reserve(points.size());
        for (const VnodePosition& p : points) {
            row.positions.push_back(p.position);
            row.members.push_back(static_cast<std::uint32_t>(p.member));
        }
        const std::size_t bins = defaultUniformityBins(row.positions.size());
        row.uniformity = ringUniformity(row.positions, bins);
        data->points = row.positions.size();
        data->rows.push_back(std::move(row));
    }
    return data;
}

struct VnodeStrip::Layout {
    double text = 14.0;
    double pad = 8.0;
    double bandHeight = 0.0;
    double nameLeft = 0.0;
    double stripLeft = 0.0;
    double stripRight = 0.0;
    double statsLeft = 0.0;
    double statsRight = 0.0;
    double headerTop = 0.0;
    double rowsTop = 0.0;
    double rowPitch = 0.0;
    double stripHeight = 0.0;
    bool statsOnTwoLines = true;
    double axisTop = 0.0;
    double legendTop = 0.0;
    double legendLine = 0.0;
    bool legend = false;
    // Where each member's swatch and id go, lines wrapped to the strips' width.
    std::vector<QPointF> legendAt;

    QRectF strip(std::size_t row) const
    {
        return QRectF(stripLeft, rowsTop + static_cast<double>(row) * rowPitch + (rowPitch - stripHeight) / 2.0,
                      stripRight - stripLeft, stripHeight);
    }
};

VnodeStrip::VnodeStrip(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

VnodeStrip::~VnodeStrip() = default;

void VnodeStrip::setData(std::shared_ptr<const VnodeStripData> data)
{
    data_ = std::move(data);
    pending_ = false;
    error_.clear();
    update();
}

void VnodeStrip::setPending(bool pending)
{
    pending_ = pending;
    update();
}

void VnodeStrip::setError(const QString& message)
{
    data_.reset();
    pending_ = false;
    error_ = message;
    update();
}

QString VnodeStrip::chiSquareText(std::size_t row) const
{
    if (!data_ || row >= data_->rows.size())
        return {};
    const double perDf = data_->rows[row].uniformity.chiSquarePerDf();
    const int decimals = perDf < 10.0 ? 2 : perDf < 100.0 ? 1 : 0;
    return tr("χ²/df %1").arg(QLocale().toString(perDf, 'f', decimals));
}

QString VnodeStrip::pValueText(std::size_t row) const
{
    if (!data_ || row >= data_->rows.size())
        return {};
    const double p = data_->rows[row].uniformity.pValue;
    if (p < 0.0001)
        return tr("p < %1").arg(QLocale().toString(0.0001, 'f', 4));
    return tr("p = %1").arg(QLocale().toString(p, 'f', p < 0.01 ? 4 : 2));
}

QString VnodeStrip::verdictText(std::size_t row) const
{
    if (!data_ || row >= data_->rows.size())
        return {};
    switch (uniformityVerdict(data_->rows[row].uniformity)) {
    case UniformityVerdict::Clustered: return tr("✗ clustered");
    case UniformityVerdict::TooRegular: return tr("! too regular");
    case UniformityVerdict::Even: break;
    }
    return tr("✓ even");
}

QString VnodeStrip::exportTitle() const
{
    return tr("Where the virtual nodes land");
}

QString VnodeStrip::counterText() const
{
    if (!data_ || data_->members.empty())
        return {};
    const auto& members = data_->members;
    const QString points = formatCount(data_->points);
    if (members.size() == 1)
        return tr("%1 · %2 virtual nodes").arg(shortMemberId(fromStd(members.front().id)), points);
    const bool equal = std::all_of(members.begin(), members.end(),
                                   [&](const Member& m) { return m.weight == members.front().weight; });
    if (equal && data_->points == members.size() * static_cast<std::size_t>(data_->replicas))
        return tr("%1 members × %2 virtual nodes = %3 points")
            .arg(members.size())
            .arg(formatCount(static_cast<std::size_t>(data_->replicas)), points);
    return tr("%1 members, %2 replicas × weight = %3 points")
        .arg(members.size())
        .arg(formatCount(static_cast<std::size_t>(data_->replicas)), points);
}

VnodeStrip::Layout VnodeStrip::layout(const QSize& size) const
{
    double text = viewTextPixelSize(size, textScale_);
    Layout l = layoutWithText(size, text);
    while (l.stripRight - l.stripLeft < kMinStripShare * size.width() && text * kTextStep >= kMinTextPixels) {
        text *= kTextStep;
        l = layoutWithText(size, text);
    }
    // Squeezed further, the strips shrink to nothing rather than run backwards.
    l.stripRight = std::max(l.stripRight, l.stripLeft);
    return l;
}

VnodeStrip::Layout VnodeStrip::layoutWithText(const QSize& size, double text) const
{
    Layout l;
    const double width = size.width();
    const double height = size.height();
    l.text = text;
    l.pad = 0.7 * l.text;
    const double t = l.text;
    l.bandHeight = captionBandHeight(size, exportTitle(), counterText(), textScale_);

    const QFontMetricsF nameMetrics(viewFont(1.15 * t, true));
    double nameWidth = 0.0;
    for (const HashFunction& h : selectableHashes())
        nameWidth = std::max(nameWidth, nameMetrics.horizontalAdvance(fromStd(h.name)));
    l.nameLeft = l.pad;
    l.stripLeft = l.pad + nameWidth + t;
    // Room for the widest of the figures, the verdicts and the header in this language.
    const QFontMetricsF verdictMetrics(viewFont(0.95 * t, true));
    const double verdictWidth = std::max({verdictMetrics.horizontalAdvance(tr("✗ clustered")),
                                          verdictMetrics.horizontalAdvance(tr("! too regular")),
                                          verdictMetrics.horizontalAdvance(tr("✓ even"))});
    const double statsWidth =
        std::max({QFontMetricsF(viewFont(1.3 * t, true))
                      .horizontalAdvance(tr("χ²/df %1").arg(QLocale().toString(99.99, 'f', 2))),
                  QFontMetricsF(viewFont(0.95 * t)).horizontalAdvance(tr("p = %1").arg(QLocale().toString(0.0001, 'f', 4))) +
                      verdictWidth + 0.4 * t,
                  QFontMetricsF(viewFont(0.95 * t)).horizontalAdvance(tr("χ²/df: 1 is even"))}) +
        0.5 * t;
    l.statsLeft = width - l.pad - statsWidth;
    l.statsRight = width - l.pad;
    l.stripRight = l.statsLeft - t;

    const QFontMetricsF small(viewFont(0.95 * t));
    const double axisHeight = 2.0 * small.height() + 0.4 * t;
    l.legend = data_ && data_->members.size() > 1 && data_->members.size() <= kMaxLegendMembers;
    l.legendLine = small.height() + 0.2 * t;
    double legendHeight = 0.0;
    if (l.legend) {
        // Every member named: entries wrap onto further lines rather than being cut.
        double x = l.stripLeft;
        double line = 0.0;
        for (const Member& m : data_->members) {
            const double w = 0.8 * t + 0.3 * t + small.horizontalAdvance(shortMemberId(fromStd(m.id)));
            if (x > l.stripLeft && x + w > l.stripRight) {
                x = l.stripLeft;
                line += 1.0;
            }
            l.legendAt.emplace_back(x, line * l.legendLine);
            x += w + t;
        }
        legendHeight = (line + 1.0) * l.legendLine + 0.2 * t;
    }
    l.headerTop = l.bandHeight + 0.4 * l.pad;
    l.rowsTop = l.headerTop + small.height() + 0.1 * t;
    const double rowsBottom = height - l.pad - axisHeight - legendHeight;
    const auto rows =
        static_cast<double>(data_ ? std::max<std::size_t>(data_->rows.size(), 1) : selectableHashes().size());
    l.rowPitch = std::min(std::max(0.0, rowsBottom - l.rowsTop) / rows, 4.5 * t);
    l.stripHeight = 0.84 * l.rowPitch;
    l.statsOnTwoLines = l.rowPitch >= 2.3 * t;
    l.axisTop = l.rowsTop + rows * l.rowPitch;
    l.legendTop = l.axisTop + axisHeight;
    return l;
}

QRectF VnodeStrip::stripRect(const QSize& size, std::size_t row) const
{
    if (!data_ || row >= data_->rows.size())
        return {};
    return layout(size).strip(row);
}

std::size_t VnodeStrip::legendEntries(const QSize& size) const
{
    return layout(size).legendAt.size();
}

void VnodeStrip::render(QPainter& painter, const QSize& size) const
{
    painter.save();
    painter.fillRect(QRect(QPoint(0, 0), size), palette::current().background);
    const Layout l = layout(size);
    paintCaptionBand(painter, size, exportTitle(), counterText(), {}, textScale_);
    if (data_) {
        for (std::size_t row = 0; row < data_->rows.size(); ++row)
            paintRow(painter, l, row);
    }
    paintAxis(painter, l);
    QString overlay = error_;
    if (overlay.isEmpty() && pending_)
        overlay = tr("computing positions …");
    else if (overlay.isEmpty() && !data_)
        overlay = tr("no members");
    if (!overlay.isEmpty()) {
        const QRectF area(l.pad, l.rowsTop, size.width() - 2.0 * l.pad, l.axisTop - l.rowsTop);
        if (data_)
            painter.fillRect(area, palette::ground(190));
        painter.setFont(viewFont(1.2 * l.text, true));
        painter.setPen(error_.isEmpty() ? palette::current().ink : palette::current().errorInk);
        painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, overlay);
    }
    painter.restore();
}

void VnodeStrip::paintRow(QPainter& painter, const Layout& l, std::size_t index) const
{
    const double t = l.text;
    const VnodeStripRow& row = data_->rows[index];
    const QRectF strip = l.strip(index);
    const QColor ink = palette::current().ink;
    painter.save();

    painter.setFont(viewFont(1.15 * t, true));
    painter.setPen(ink);
    painter.drawText(QRectF(l.nameLeft, strip.top(), l.stripLeft - l.nameLeft - 0.5 * t, strip.height()),
                     Qt::AlignLeft | Qt::AlignVCenter, fromStd(row.hash->name));

    painter.fillRect(strip, palette::current().panelGround);
    painter.setRenderHint(QPainter::Antialiasing, false);

    // Ticks: the upper part of the strip, one per pixel column and member, wider when few.
    const double tickBottom = strip.top() + 0.42 * strip.height();
    const double tickWidth = std::clamp(
        0.35 * strip.width() / static_cast<double>(std::max<std::size_t>(row.positions.size(), 1)), 1.0, 3.0);
    const std::size_t columns = pixelCount(std::ceil(strip.width()), kMaxColumns) + 1;
    const std::size_t memberCount = data_->members.size();
    // A bit per member and pixel column: 8 MB, not 64 MB, for 65,535 members across 1,000 px.
    std::vector<bool> seen(memberCount * columns, false);
    std::vector<std::vector<QLineF>> ticks(memberCount);
    for (std::size_t i = 0; i < row.positions.size(); ++i) {
        const double x = strip.left() + static_cast<double>(row.positions[i]) / kRingSize * strip.width();
        const std::size_t column = pixelCount(x - strip.left(), columns - 1);
        const std::size_t member = row.members[i];
        if (seen[member * columns + column])
            continue;
        seen[member * columns + column] = true;
        const double cx = std::floor(x) + 0.5;
        ticks[member].emplace_back(QPointF(cx, strip.top() + 1.0), QPointF(cx, tickBottom));
    }
    for (std::size_t m = 0; m < memberCount; ++m) {
        if (ticks[m].empty())
            continue;
        painter.setPen(QPen(memberColor(data_->members[m].id), tickWidth, Qt::SolidLine, Qt::FlatCap));
        painter.drawLines(ticks[m].data(), static_cast<int>(ticks[m].size()));
    }

    // Points per bin under the ticks, against the even share.
    const QRectF bars(strip.left(), tickBottom + 0.08 * strip.height(), strip.width(),
                      strip.bottom() - tickBottom - 0.08 * strip.height());
    const double expected = static_cast<double>(row.positions.size()) / static_cast<double>(row.uniformity.observed.size());
    const double top = kBarScale * expected;
    const double binWidth = bars.width() / static_cast<double>(row.uniformity.observed.size());
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette::current().vnodeTick);
    std::vector<QRectF> rects;
    std::vector<QPointF> capped;
    rects.reserve(row.uniformity.observed.size());
    for (std::size_t b = 0; b < row.uniformity.observed.size(); ++b) {
        const double share = std::min(1.0, static_cast<double>(row.uniformity.observed[b]) / top);
        if (share <= 0.0)
            continue;
        const double left = bars.left() + static_cast<double>(b) * binWidth;
        rects.emplace_back(left, bars.bottom() - share * bars.height(), std::max(1.0, binWidth), share * bars.height());
        if (static_cast<double>(row.uniformity.observed[b]) > top)
            capped.emplace_back(left + binWidth / 2.0, bars.top());
    }
    if (!rects.empty())
        painter.drawRects(rects.data(), static_cast<int>(rects.size()));
    painter.setRenderHint(QPainter::Antialiasing, true);
    // Clipped bars carry a dark cap.
    painter.setBrush(ink);
    const double cap = std::max(2.0, std::min(0.3 * t, 0.25 * bars.height()));
    for (const QPointF& p : capped)
        painter.drawRect(QRectF(p.x() - std::max(1.0, binWidth) / 2.0, p.y(), std::max(1.0, binWidth), cap / 2.0));
    const double evenY = bars.bottom() - bars.height() / kBarScale;
    painter.setPen(QPen(ink, 1.2, Qt::DashLine));
    painter.drawLine(QPointF(bars.left(), evenY), QPointF(bars.right(), evenY));

    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(palette::current().stripFrame, 1.0));
    painter.drawRect(strip);

    // χ²/df, p and the word.
    const UniformityVerdict verdict = uniformityVerdict(row.uniformity);
    const QColor verdictColor = verdictInk(verdict);
    const double statsWidth = l.statsRight - l.statsLeft;
    if (l.statsOnTwoLines) {
        const TextLine first{{chiSquareText(index), viewFont(1.3 * t, true), ink, {}}};
        const TextLine second{{pValueText(index), viewFont(0.95 * t), palette::current().softInk, {}},
                              {verdictText(index), viewFont(0.95 * t, true), verdictColor, {}}};
        const double h = textLineHeight(first) + textLineHeight(second);
        const double y = strip.center().y() - h / 2.0;
        paintTextLine(painter, first, QPointF(l.statsLeft, y), statsWidth, 0.4 * t);
        paintTextLine(painter, second, QPointF(l.statsLeft, y + textLineHeight(first)), statsWidth, 0.4 * t);
    } else {
        const TextLine line{{chiSquareText(index), viewFont(1.15 * t, true), ink, {}},
                            {verdictText(index).section(QLatin1Char(' '), 0, 0), viewFont(1.15 * t, true), verdictColor, {}}};
        paintTextLine(painter, line, QPointF(l.statsLeft, strip.center().y() - textLineHeight(line) / 2.0), statsWidth,
                      0.3 * t);
    }
    painter.restore();
}

void VnodeStrip::paintAxis(QPainter& painter, const Layout& l) const
{
    const double t = l.text;
    const QFont small = viewFont(0.95 * t);
    const QFontMetricsF metrics(small);
    const QColor soft = palette::current().softInk;
    painter.save();
    painter.setFont(small);
    painter.setPen(QPen(soft, 1.0));
    const double width = l.stripRight - l.stripLeft;
    const std::pair<double, QString> ticks[] = {
        {0.0, tr("0")}, {0.25, tr("2³⁰")}, {0.5, tr("2³¹")}, {0.75, tr("3·2³⁰")}, {1.0, tr("2³²")}};
    for (const auto& [fraction, label] : ticks) {
        const double x = l.stripLeft + fraction * width;
        painter.drawLine(QPointF(x, l.axisTop), QPointF(x, l.axisTop + 0.3 * t));
        const Qt::Alignment align = fraction == 0.0   ? Qt::AlignLeft
                                    : fraction == 1.0 ? Qt::AlignRight
                                                      : Qt::AlignHCenter;
        const double w = 6.0 * t;
        const double left = fraction == 0.0 ? x : fraction == 1.0 ? x - w : x - w / 2.0;
        painter.drawText(QRectF(left, l.axisTop + 0.3 * t, w, metrics.height()), align | Qt::AlignVCenter, label);
    }
    painter.drawText(QRectF(l.stripLeft, l.axisTop + 0.3 * t + metrics.height(), width, metrics.height()),
                     Qt::AlignHCenter | Qt::AlignVCenter, tr("position on the ring"));

    // What the strips and the figures mean, over them.
    const QRectF header(l.stripLeft, l.headerTop, width, metrics.height());
    QString legend = tr("ticks: one per virtual node · grey bars: virtual nodes per bin · dashed: an even spread");
    if (metrics.horizontalAdvance(legend) > width)
        legend = tr("ticks: virtual nodes · bars: per bin · dashed: even");
    painter.drawText(header, Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(legend, Qt::ElideRight, width));
    painter.drawText(QRectF(l.statsLeft, l.headerTop, l.statsRight - l.statsLeft, metrics.height()),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     metrics.elidedText(tr("χ²/df: 1 is even"), Qt::ElideRight, l.statsRight - l.statsLeft));

    if (l.legend) {
        const double swatch = 0.8 * t;
        for (std::size_t i = 0; i < data_->members.size(); ++i) {
            const Member& m = data_->members[i];
            const QPointF at = l.legendAt[i] + QPointF(0.0, l.legendTop + 0.2 * t);
            painter.fillRect(QRectF(at.x(), at.y() + (metrics.height() - swatch) / 2.0, swatch, swatch), memberColor(m.id));
            painter.setPen(palette::current().ink);
            painter.drawText(QPointF(at.x() + swatch + 0.3 * t, at.y() + metrics.ascent()),
                             shortMemberId(fromStd(m.id)));
        }
    }
    painter.restore();
}

void VnodeStrip::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    render(painter, size());
}

void VnodeStrip::setTextScale(double scale)
{
    textScale_ = scale;
    update();
}

}  // namespace ringlab::ui
