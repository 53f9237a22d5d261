// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/RingView.h"

#include "model/DisplayText.h"
#include "model/core/LabSnapshot.h"
#include "model/core/Parallel.h"
#include "ui/AnimationClock.h"
#include "ui/MemberColors.h"
#include "ui/ViewCaption.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>

#include <algorithm>
#include <string_view>
#include <unordered_set>
#include <cmath>
#include <numbers>
#include <optional>
#include <unordered_map>

namespace ringlab::ui {

namespace {

// More legend rows than any screen holds; the rest are counted, not laid out.
constexpr std::size_t kMaxLegendRows = 1024;

constexpr double kTwoPi = 2.0 * std::numbers::pi;
constexpr double kHashSpace = 4294967296.0;                   // 2³² ring positions
constexpr double kZoomGap = 18.0 * std::numbers::pi / 180.0;  // the cut at the top of a zoomed ring
constexpr double kSmallestArc = 1.0 / 4194304.0;              // 2⁻²²: 1,024 hash positions
constexpr double kWheelStep = 1.0015;                         // zoom per eighth of a degree
constexpr double kDragThreshold = 4.0;
constexpr double kHoverReach = 7.0;                           // pixels around a point or dot
constexpr std::size_t kLabelledPoints = 32;                   // fewer visible points get labels
constexpr std::size_t kOutlinedArcPoints = 64;                // more visible points: arcs by pixel

constexpr QRgb kInk = 0xff222222;
constexpr QRgb kMutedInk = 0xff6b6b6b;
constexpr QRgb kCircleInk = 0xff3d3d3d;
constexpr QRgb kPanelFill = 0xfff7f8fa;
constexpr QRgb kPanelRule = 0xffd5d9df;
constexpr QRgb kZoomArc = 0xff222222;

double wrapUnit(double fraction)
{
    return fraction - std::floor(fraction);
}

// "0x2C00 01A3": eight hex digits in two groups.
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
    return keySpace == kHashSpace ? hexPosition(position) : groupedCount(position);
}

// "3·2³⁰" for the quarters of the hash ring.
QString quarterLabel(int quarter, double keySpace)
{
    if (keySpace != kHashSpace)
        return groupedCount(static_cast<std::size_t>(keySpace / 4.0 * quarter));
    switch (quarter) {
    case 0: return QStringLiteral("0");
    case 1: return QStringLiteral("2³⁰");
    case 2: return QStringLiteral("2³¹");
    default: return QStringLiteral("3·2³⁰");
    }
}

QPointF polar(const QPointF& center, double radius, double angle)
{
    return {center.x() + radius * std::sin(angle), center.y() - radius * std::cos(angle)};
}

// The box of a text of `size` at `angle` whose nearest edge is `radius` from `center`:
// outside that radius for `outward`, inside it otherwise.
QRectF radialTextRect(const QPointF& center, double angle, double radius, bool outward, const QSizeF& size)
{
    const double half = 0.5 * (std::abs(size.width() * std::sin(angle)) + std::abs(size.height() * std::cos(angle)));
    const QPointF at = polar(center, outward ? radius + half : radius - half, angle);
    return {at.x() - size.width() / 2.0, at.y() - size.height() / 2.0, size.width(), size.height()};
}

// The inverse of polar(): the angle of `position` seen from `center`, in [0, 2π).
double angleAt(const QPointF& center, const QPointF& position)
{
    return wrapUnit(std::atan2(position.x() - center.x(), center.y() - position.y()) / kTwoPi) * kTwoPi;
}

// Maps fractions of the key space onto the circle: angles in radians clockwise from the
// top. A zoomed ring spreads the visible arc over the circle but a cut at the top.
struct ArcMap {
    double start = 0.0;
    double length = 1.0;
    double gap = 0.0;

    bool whole() const noexcept { return length >= 1.0; }
    double offset(double fraction) const noexcept { return wrapUnit(fraction - start); }
    bool visible(double fraction) const noexcept { return whole() || offset(fraction) <= length; }
    double angleOfOffset(double offsetFraction) const noexcept
    {
        return gap / 2.0 + offsetFraction / length * (kTwoPi - gap);
    }
    double angle(double fraction) const noexcept { return angleOfOffset(offset(fraction)); }
    double offsetAtAngle(double angle) const noexcept
    {
        return std::clamp((angle - gap / 2.0) / (kTwoPi - gap), 0.0, 1.0) * length;
    }
};

// Radial jitter of a key's dot inside the key band, from its index: the same key keeps its
// place across snapshots.
double keyJitter(std::uint32_t keyIndex)
{
    return static_cast<double>(fmix32(keyIndex * 0x9e3779b9U)) / kHashSpace;
}

// Ring points closer than this many pixels along the circle are drawn as a band of ticks,
// one a pixel, each in its majority owner's colour.
constexpr double kDenseTickSpacing = 2.0;

// The tick band of dense ring points: the visible arc cut into one bin per pixel of
// circumference at `radius`; each bin's tick takes the member with the most points in it.
struct BandTick {
    double angle = 0.0;
    std::size_t owner = 0;
};

std::vector<BandTick> majorityTicks(const std::vector<RingPoint>& points, const std::vector<std::uint32_t>& visible,
                                    const ArcMap& map, double space, double radius)
{
    const double range = kTwoPi - map.gap;
    const auto bins = static_cast<std::size_t>(std::max(1.0, std::ceil(radius * range)));
    std::vector<BandTick> ticks;
    // Visible points come in ring order, so each bin's points are consecutive. Points per
    // owner in the current bin, and the owners in the order they first appear in it (the
    // first of equally many wins); a bin of a large fleet holds thousands of owners.
    std::vector<std::uint32_t> pointsOf;
    std::vector<std::size_t> owners;
    std::size_t currentBin = bins;
    const auto flush = [&] {
        if (owners.empty())
            return;
        std::size_t winner = owners.front();
        for (const std::size_t owner : owners) {
            if (pointsOf[owner] > pointsOf[winner])
                winner = owner;
        }
        ticks.push_back({map.gap / 2.0 + (static_cast<double>(currentBin) + 0.5) / static_cast<double>(bins) * range,
                         winner});
        for (const std::size_t owner : owners)
            pointsOf[owner] = 0;
        owners.clear();
    };
    for (const std::uint32_t p : visible) {
        const double angle = map.angle(points[p].position / space);
        const auto bin = std::min(bins - 1, static_cast<std::size_t>((angle - map.gap / 2.0) / range * static_cast<double>(bins)));
        if (bin != currentBin) {
            flush();
            currentBin = bin;
        }
        const std::size_t owner = points[p].owner;
        if (owner >= pointsOf.size())
            pointsOf.resize(owner + 1, 0);
        if (pointsOf[owner]++ == 0)
            owners.push_back(owner);
    }
    flush();
    return ticks;
}

QString zoomFactorCaption(double length)
{
    const double factor = 1.0 / length;
    return factor < 10.0 ? RingView::tr("zoom %1×").arg(QLocale().toString(factor, 'f', 1))
                         : RingView::tr("zoom %1×").arg(groupedCount(static_cast<std::size_t>(std::lround(factor))));
}

// One line of the text in the middle of the ring.
struct CenterLine {
    QString text;
    QFont font;
    QRectF rect;
    bool head = false;
};

// A caption's words: a number and its "%" stay together.
QStringList wordsOf(QString text)
{
    text.replace(QStringLiteral(" %"), QStringLiteral("\u00a0%"));
    return text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
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

// The middle of the ring: a bold head and plain lines centred on `center`, each line inside
// the circle of `radius`. The largest type that fits, wrapped between words if need be (never
// inside one); where even the smallest readable type does not fit, the last lines are left
// out, and in a tiny ring all of them.
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

}  // namespace

struct RingView::Scene {
    QSize size;
    bool ghostRows = false;  // the legend lists removed members while keys leave them
    double text = 16.0;
    QString title;
    QString counter;
    QRectF body;
    // Wide views have the legend beside the ring, one member a row; narrow or square ones
    // have it under the ring as a grid of several columns (`compact`), whichever leaves the
    // larger ring.
    bool compact = false;
    QRectF legend;
    QRectF legendHead;  // "members … share of keys"; in a compact legend also the zoom line
    QRectF legendMore;  // "+ 3 more", when not every member has a row
    QPointF center;
    double radius = 100.0;
    double pointInner = 0.0, pointOuter = 0.0, highlightOuter = 0.0;
    double arcInner = 0.0, arcOuter = 0.0;
    double dotInner = 0.0, dotOuter = 0.0, dotSize = 3.0;
    double scaleInner = 0.0, labelRadius = 0.0;
    ArcMap map;
    int highlighted = -1;      // member index
    std::vector<QColor> shown;  // member colours as drawn: faded but the highlighted one
    std::vector<std::size_t> drawOrder;  // members, the highlighted one last

    struct LegendRow {
        QRectF rect;
        QString id;
        QString label;  // the id as shown: at most kMaxShownIdCharacters
        QColor color;
        QString share;
        bool removed = false;
    };
    std::vector<LegendRow> legendRows;
    std::size_t legendHidden = 0;
    QRectF zoomBox;

    // Few visible points are labelled "cache-03#17" just inside the arcs, over the keys.
    struct PointLabel {
        QString text;
        QRectF rect;
        std::size_t member = 0;
    };
    std::vector<PointLabel> pointLabels;
    struct TextLine {
        QString text;
        QFont font;
        QColor color;
        QRectF rect;
    };
    std::vector<TextLine> centerLines;  // in the middle of the ring

    std::vector<std::uint32_t> visiblePoints;  // indices into ringPoints
    std::vector<QPointF> pointAt;              // on the circle, parallel to visiblePoints
    // Where ring points are closer than kDenseTickSpacing, one tick per pixel along the
    // circle in the colour of the member with the most points there: drawn one by one, the
    // members painted last would cover the band.
    std::vector<BandTick> bandTicks;
    std::vector<double> keyRadius;             // by sample index
    std::vector<QPointF> keyAt;                // end position, by sample index
    std::vector<char> keyVisible;
    std::size_t visibleKeys = 0;

    struct DotGroup {
        QColor color;
        std::vector<QRectF> rects;
    };
    std::vector<DotGroup> restDots;   // every key at its end state
    std::vector<DotGroup> stillDots;  // the keys that neither move nor change owner
    // Keys that change owner or position, by (previous owner, owner).
    struct MoveGroup {
        QColor from;
        QColor to;
        bool ownerChanged = false;
        std::vector<std::uint32_t> keys;
    };
    std::vector<MoveGroup> moving;
};

RingView::RingView(QWidget* parent) : LabView(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::ClickFocus);
}

RingView::~RingView() = default;

void RingView::snapshotChanged(const std::shared_ptr<const LabSnapshot>&)
{
    previousKeySpace_ = keySpace_;
    colors_.clear();
    previousColors_.clear();
    if (snapshot_) {
        for (const Member& member : snapshot_->members)
            colors_.push_back(memberColor(member.id));
        for (const Member& member : snapshot_->previousMembers)
            previousColors_.push_back(memberColor(member.id));
        keySpace_ = snapshot_->config.algorithm == Algorithm::Directory ? kRedisSlotCount : kHashSpace;
        if (!snapshot_->diff)
            previousKeySpace_ = keySpace_;
    }
    if (keySpace_ != previousKeySpace_) {
        viewStart_ = 0.0;
        viewLength_ = 1.0;
    }
    hover_ = {};
    hoverText_.clear();
}

double RingView::smallestArc() const
{
    return std::max(kSmallestArc, 16.0 / keySpace_);
}

void RingView::setVisibleArc(double start, double length)
{
    viewLength_ = std::clamp(length, smallestArc(), 1.0);
    viewStart_ = viewLength_ >= 1.0 ? 0.0 : wrapUnit(start);
    invalidate();
}

void RingView::resetZoom()
{
    setVisibleArc(0.0, 1.0);
}

QString RingView::exportTitle() const
{
    return snapshot_ ? tr("RingLab ring: %1").arg(placementCaption(*snapshot_)) : tr("RingLab ring");
}

void RingView::invalidate()
{
    scene_.reset();
    update();
}

std::vector<double> RingView::tickShares() const
{
    std::vector<double> shares(colors_.size(), 0.0);
    const Scene& s = scene(size());
    if (!snapshot_)
        return shares;
    if (!s.bandTicks.empty()) {
        for (const BandTick& tick : s.bandTicks)
            shares[tick.owner] += 1.0 / static_cast<double>(s.bandTicks.size());
    } else {
        for (const std::uint32_t p : s.visiblePoints)
            shares[snapshot_->ringPoints[p].owner] += 1.0 / static_cast<double>(s.visiblePoints.size());
    }
    return shares;
}

const RingView::Scene& RingView::scene(const QSize& size) const
{
    const bool ghostRows = animating();
    if (scene_ && scene_->size == size && scene_->ghostRows == ghostRows)
        return *scene_;
    staticLayerValid_ = false;
    scene_ = std::make_unique<Scene>();
    Scene& s = *scene_;
    s.size = size;
    s.ghostRows = ghostRows;
    s.text = viewTextPixelSize(size, textScale_);
    if (!snapshot_) {
        s.title = tr("Computing…");
        return s;
    }
    const LabSnapshot& snap = *snapshot_;
    s.title = placementCaption(snap);
    s.counter = counterCaption(snap);
    const double bandHeight = captionBandHeight(size, s.title, s.counter, textScale_);
    s.body = QRectF(0.0, bandHeight, size.width(), std::max(1.0, size.height() - bandHeight));
    const double pad = s.text * 0.8;

    // Legend: one row per member, the removed ones too during the animation. No screen holds
    // more than kMaxLegendRows rows: past them the rows are only counted ("+ 9,000 more").
    const std::string highlightedId = highlighted_.toStdString();
    std::size_t unlisted = 0;
    // Two significant digits of a member's mean share: 12.5 % of 8, 0.010 % of 10,000.
    const int shareDecimals =
        std::clamp(static_cast<int>(std::ceil(std::log10(static_cast<double>(std::max<std::size_t>(1, snap.members.size()))))) - 1, 1, 4);
    for (std::size_t m = 0; m < snap.members.size(); ++m) {
        if (!highlighted_.isEmpty() && snap.members[m].id == highlightedId)
            s.highlighted = static_cast<int>(m);
        if (s.legendRows.size() == kMaxLegendRows) {
            ++unlisted;
            continue;
        }
        const QString id = fromStd(snap.members[m].id);
        s.legendRows.push_back({{}, id, shortMemberId(id), colors_[m],
                                percentCaption(m < snap.stats.members.size() ? snap.stats.members[m].share : 0.0, shareDecimals),
                                false});
    }
    // The ids the legend makes room for: removed members count even when their rows are
    // gone, so that the ring keeps its size and place when the animation ends.
    QStringList layoutIds;
    for (const auto& row : s.legendRows)
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
            if (ghostRows) {
                if (s.legendRows.size() < kMaxLegendRows)
                    s.legendRows.push_back(
                        {{}, fromStd(id), shortMemberId(fromStd(id)), previousColors_[m], tr("removed"), true});
                else
                    ++unlisted;
            }
        }
    }
    const QFontMetricsF legendMetrics(viewFont(s.text, true));
    double idWidth = 0.0;
    double shareWidth = legendMetrics.horizontalAdvance(tr("100.0 %"));
    for (const auto& row : s.legendRows) {
        idWidth = std::max(idWidth, legendMetrics.horizontalAdvance(row.label));
        shareWidth = std::max(shareWidth, legendMetrics.horizontalAdvance(row.share));
    }
    const bool zoomed = viewLength_ < 1.0;

    // The ring fills the rest but room for its scale labels: "3·2³⁰" on the whole ring,
    // "0x0000 0000" on a zoomed one.
    const QFontMetricsF labelMetrics(viewFont(zoomed ? s.text * 0.85 : s.text * 1.05));
    const double labelWidth =
        labelMetrics.horizontalAdvance(zoomed ? hexPosition(0) : quarterLabel(3, keySpace_)) + s.text * 0.4;
    const double labelHeight = labelMetrics.height() + s.text * 0.3;
    const auto radiusIn = [&](const QRectF& area) {
        return std::max(20.0, std::min((area.width() / 2.0 - labelWidth) / 1.1, (area.height() / 2.0 - labelHeight) / 1.1));
    };

    // Beside the ring: the legend's width does not depend on the zoom, nor the ring's size.
    // Enlarged type (a projector) may take a little more of the width.
    const double legendShare = textScale_ > 1.2 ? 0.42 : 0.34;
    const double legendWidth =
        std::min(std::max(idWidth + shareWidth + s.text * 3.2, s.text * 11.0), size.width() * legendShare);
    const double legendLeft = s.body.right() - legendWidth - pad;
    const QRectF wideArea(s.body.left() + pad, s.body.top() + pad, legendLeft - s.body.left() - 2.0 * pad,
                          s.body.height() - 2.0 * pad);

    // Under the ring: as many columns as fit, at most about a third of the height; the zoom
    // goes on the heading line, so that zooming does not resize the ring.
    double gridIdWidth = 0.0;
    for (const QString& id : layoutIds)
        gridIdWidth = std::max(gridIdWidth, legendMetrics.horizontalAdvance(id));
    double gridShareWidth = legendMetrics.horizontalAdvance(tr("99.9 %"));
    for (const auto& row : s.legendRows) {
        if (!row.removed)
            gridShareWidth = std::max(gridShareWidth, legendMetrics.horizontalAdvance(row.share));
    }
    const double gutter = s.text * 0.7;
    const double cellWidth = s.text * 0.95 + s.text * 0.5 + gridIdWidth + s.text * 0.6 + gridShareWidth;
    const double gridWidth = s.body.width() - 2.0 * pad - s.text;
    const std::size_t gridColumns = std::clamp<std::size_t>(
        static_cast<std::size_t>(std::max(1.0, std::floor((gridWidth + gutter) / (cellWidth + gutter)))), 1,
        std::max<std::size_t>(1, layoutCount));
    const double gridRowHeight = s.text * 1.45;
    const double gridHeadHeight = s.text * 1.5;
    const auto gridRowsWanted = (layoutCount + gridColumns - 1) / gridColumns;
    const auto gridRowsIn = [&](double share) {
        return static_cast<std::size_t>(
            std::max(1.0, std::floor((s.body.height() * share - gridHeadHeight - s.text * 0.8) / gridRowHeight)));
    };
    // A third of the height, or a little more where that shows every member.
    const std::size_t gridRowsRoom = gridRowsIn(0.45) >= gridRowsWanted ? gridRowsWanted : gridRowsIn(0.34);
    const std::size_t gridRows = std::max<std::size_t>(1, std::min(gridRowsWanted, gridRowsRoom));
    const double gridLegendHeight = s.text * 0.3 + gridHeadHeight + static_cast<double>(gridRows) * gridRowHeight + s.text * 0.5;
    const QRectF gridLegend(s.body.left() + pad, s.body.bottom() - pad - gridLegendHeight, s.body.width() - 2.0 * pad,
                            gridLegendHeight);
    const QRectF compactArea(s.body.left() + pad, s.body.top() + pad, s.body.width() - 2.0 * pad,
                             gridLegend.top() - pad - s.body.top() - pad);
    // The wide layout unless the grid gives a clearly larger ring, or whole ids where the
    // wide legend would have to shorten them. Decided on what holds during the animation and
    // after it alike (the legend beside the ring is wider while it says "removed"), so that
    // the layout does not switch when the animation ends.
    const bool removals = layoutCount > snap.members.size();
    const double settledShareWidth = std::max({gridShareWidth, shareWidth,
                                               removals ? legendMetrics.horizontalAdvance(tr("removed")) : 0.0});
    const double settledWidth = std::max(gridIdWidth, idWidth) + settledShareWidth + s.text * 3.2;
    const double settledLegendWidth = std::min(std::max(settledWidth, s.text * 11.0), size.width() * legendShare);
    const QRectF settledWideArea(wideArea.left(), wideArea.top(),
                                 s.body.right() - settledLegendWidth - pad - s.body.left() - 2.0 * pad, wideArea.height());
    const bool wideShortens = settledLegendWidth < settledWidth;
    const bool gridShortens = cellWidth > gridWidth;
    s.compact = radiusIn(compactArea) > radiusIn(settledWideArea) * 1.08 || (wideShortens && !gridShortens);

    QRectF area = wideArea;
    if (s.compact) {
        area = compactArea;
        s.legend = gridLegend;
        s.legendHead = QRectF(gridLegend.left() + s.text * 0.5, gridLegend.top() + s.text * 0.3, gridWidth, gridHeadHeight);
        const std::size_t capacity = gridColumns * gridRows;
        if (s.legendRows.size() + unlisted > capacity) {
            s.legendHidden = s.legendRows.size() + unlisted - (capacity - 1);
            s.legendRows.resize(std::min(s.legendRows.size(), capacity - 1));
        }
        // Down the columns, then across.
        const double columnPitch = (gridWidth + gutter) / static_cast<double>(gridColumns);
        const auto cell = [&](std::size_t index) {
            return QRectF(s.legendHead.left() + static_cast<double>(index / gridRows) * columnPitch,
                          s.legendHead.bottom() + static_cast<double>(index % gridRows) * gridRowHeight,
                          columnPitch - gutter, gridRowHeight);
        };
        for (std::size_t r = 0; r < s.legendRows.size(); ++r)
            s.legendRows[r].rect = cell(r);
        if (s.legendHidden > 0)
            s.legendMore = cell(s.legendRows.size());
        if (zoomed)
            s.zoomBox = s.legendHead;
    } else {
        const double rowHeight = s.text * 1.55;
        const double zoomBoxHeight = zoomed ? s.text * 10.5 : 0.0;
        const double rowsTop = s.body.top() + pad + s.text * 2.2;
        const double rowsRoom = s.body.bottom() - pad - s.text * 0.5 - rowsTop - zoomBoxHeight;
        const auto fitting = static_cast<std::size_t>(std::max(0.0, rowsRoom / rowHeight));
        if (s.legendRows.size() + unlisted > fitting) {
            const std::size_t kept = std::min(s.legendRows.size(), fitting > 0 ? fitting - 1 : 0);
            s.legendHidden = s.legendRows.size() + unlisted - kept;
            s.legendRows.resize(kept);
        }
        const QRectF rows(legendLeft + s.text * 0.5, rowsTop, legendWidth - s.text, rowHeight);
        for (std::size_t r = 0; r < s.legendRows.size(); ++r)
            s.legendRows[r].rect = rows.translated(0.0, static_cast<double>(r) * rowHeight);
        s.legendHead = QRectF(legendLeft + s.text * 0.5, s.body.top() + pad + s.text * 0.5, legendWidth - s.text,
                              s.text * 1.4);
        if (s.legendHidden > 0)
            s.legendMore = s.legendRows.empty()
                               ? QRectF(s.legendHead.left(), s.legendHead.bottom() + s.text * 0.8, s.legendHead.width(),
                                        s.text * 1.55)
                               : s.legendRows.back().rect.translated(0.0, rowHeight);
        double legendBottom =
            rowsTop + static_cast<double>(s.legendRows.size() + (s.legendHidden > 0 ? 1 : 0)) * rowHeight;
        if (zoomed) {
            s.zoomBox = QRectF(rows.left(), legendBottom + s.text * 0.5, rows.width(), zoomBoxHeight - s.text * 0.5);
            legendBottom = s.zoomBox.bottom();
        }
        s.legend =
            QRectF(legendLeft, s.body.top() + pad, legendWidth, legendBottom + s.text * 0.5 - s.body.top() - pad);
    }
    s.radius = radiusIn(area);
    s.center = area.center();
    const double r = s.radius;
    s.pointInner = r * 0.965;
    s.pointOuter = r * 1.035;
    s.highlightOuter = r * 1.065;
    s.arcOuter = r * 0.955;
    s.arcInner = r * 0.895;
    s.dotOuter = r * 0.865;
    s.dotInner = r * 0.67;
    s.dotSize = std::clamp(r * 0.011, 2.5, 6.0);
    s.scaleInner = r * 1.05;
    s.labelRadius = r * 1.1;
    s.map = ArcMap{viewStart_, viewLength_, zoomed ? kZoomGap : 0.0};

    // Ring points on screen.
    const double space = keySpace_;
    for (std::size_t p = 0; p < snap.ringPoints.size(); ++p) {
        const double fraction = snap.ringPoints[p].position / space;
        if (!s.map.visible(fraction))
            continue;
        s.visiblePoints.push_back(static_cast<std::uint32_t>(p));
        s.pointAt.push_back(polar(s.center, r, s.map.angle(fraction)));
    }

    if (const double spacing = r * (kTwoPi - s.map.gap) / static_cast<double>(std::max<std::size_t>(1, s.visiblePoints.size()));
        spacing < kDenseTickSpacing)
        s.bandTicks = majorityTicks(snap.ringPoints, s.visiblePoints, s.map, space, r);

    // Members as drawn: faded but the highlighted one, which goes on top.
    for (std::size_t m = 0; m < colors_.size(); ++m) {
        s.shown.push_back(s.highlighted < 0 || static_cast<int>(m) == s.highlighted ? colors_[m] : dimmedColor(colors_[m]));
        if (static_cast<int>(m) != s.highlighted)
            s.drawOrder.push_back(m);
    }
    if (s.highlighted >= 0)
        s.drawOrder.push_back(static_cast<std::size_t>(s.highlighted));

    // Keys: their end position; dots grow where few are visible.
    const KeySample& sample = snap.sample;
    const std::size_t keyCount = sample.size();
    s.keyRadius.resize(keyCount);
    s.keyAt.resize(keyCount);
    s.keyVisible.assign(keyCount, 0);
    for (std::size_t k = 0; k < keyCount; ++k) {
        s.keyRadius[k] = s.dotInner + (s.dotOuter - s.dotInner) * keyJitter(sample.keyIndex[k]);
        const double fraction = sample.position[k] / space;
        if (!s.map.visible(fraction))
            continue;
        s.keyVisible[k] = 1;
        ++s.visibleKeys;
        s.keyAt[k] = polar(s.center, s.keyRadius[k], s.map.angle(fraction));
    }
    s.dotSize *= std::clamp(std::sqrt(1500.0 / static_cast<double>(std::max<std::size_t>(1, s.visibleKeys))), 1.0, 1.8);

    // The middle: what the ring holds, or the highlighted member.
    QStringList middle;
    QColor centerColor = QColor::fromRgba(kMutedInk);
    if (s.highlighted >= 0) {
        const auto m = static_cast<std::size_t>(s.highlighted);
        const auto count = static_cast<std::size_t>(
            std::count_if(snap.ringPoints.begin(), snap.ringPoints.end(), [&](const RingPoint& p) { return p.owner == m; }));
        middle << shortMemberId(fromStd(snap.members[m].id));
        if (!snap.ringPoints.empty())
            middle << (count == 1 ? tr("1 point") : tr("%1 points").arg(groupedCount(count)));
        if (m < snap.stats.members.size()) {
            const MemberLoad& load = snap.stats.members[m];
            if (load.keySpaceShare && !snap.ringPoints.empty())
                middle << tr("%1 of the ring").arg(percentCaption(*load.keySpaceShare, 1));
            middle << tr("%1 of keys").arg(percentCaption(load.share, 1));
        }
        centerColor = colors_[m].darker(130);
    } else if (!snap.ringPoints.empty() && s.map.whole()) {
        middle << (snap.ringPoints.size() == 1 ? tr("1 ring point") : tr("%1 ring points").arg(groupedCount(snap.ringPoints.size())));
        middle << tr("dots: %1 keys").arg(groupedCount(snap.sample.size()));
    } else if (!snap.ringPoints.empty()) {
        middle << tr("%1 of %2 points")
                           .arg(groupedCount(s.visiblePoints.size()), groupedCount(snap.ringPoints.size()));
        middle << tr("dots: %1 of %2 keys").arg(groupedCount(s.visibleKeys), groupedCount(snap.sample.size()));
    } else {
        middle << tr("%1 has no ring").arg(algorithmCaption(snap.config.algorithm));
        middle << (space == kHashSpace ? tr("dots: keys at their hash") : tr("dots: keys at their slot"));
        middle << tr("colour: owner");
    }
    // Inside the keys' band, wrapped between words and in smaller type where the ring is small.
    for (auto& line : fitCenterText(middle, s.center, s.dotInner - s.dotSize * 1.2 - s.text * 0.3, s.text))
        s.centerLines.push_back({std::move(line.text), std::move(line.font),
                                 line.head ? centerColor : QColor::fromRgba(kMutedInk), line.rect});

    if (s.visiblePoints.size() <= kLabelledPoints) {
        const QFontMetricsF metrics(viewFont(s.text * 0.85, true));
        const auto taken = [&](const QRectF& rect) {
            return std::any_of(s.pointLabels.begin(), s.pointLabels.end(),
                               [&](const Scene::PointLabel& other) { return other.rect.intersects(rect); }) ||
                   std::any_of(s.centerLines.begin(), s.centerLines.end(),
                               [&](const Scene::TextLine& line) { return line.rect.intersects(rect); });
        };
        for (const std::uint32_t p : s.visiblePoints) {
            const RingPoint& point = snap.ringPoints[p];
            const QString text = shortMemberId(fromStd(RingPlacement::vnodeLabel(snap.members[point.owner].id, point.vnode)), kMaxShownIdCharacters + 8);
            const QSizeF box(metrics.horizontalAdvance(text) + s.text * 0.6, metrics.height());
            // Next to its tick, or a row or two above or below when that place is taken, as
            // long as it stays inside the arcs.
            const double angle = s.map.angle(point.position / space);
            const QRectF home = radialTextRect(s.center, angle, s.arcInner - s.text * 0.3, false, box);
            const double row = (box.height() + 2.0) * (std::cos(angle) >= 0.0 ? 1.0 : -1.0);
            for (const double shift : {0.0, row, -row, 2.0 * row, -2.0 * row}) {
                const QRectF rect = home.translated(0.0, shift);
                const auto inside = [&](const QPointF& corner) {
                    return std::hypot(corner.x() - s.center.x(), corner.y() - s.center.y()) <= s.arcInner;
                };
                if (inside(rect.topLeft()) && inside(rect.topRight()) && inside(rect.bottomLeft()) &&
                    inside(rect.bottomRight()) && !taken(rect)) {
                    s.pointLabels.push_back({text, rect, point.owner});
                    break;
                }
            }
        }
    }

    // Dots grouped by colour: every key at rest, and during the animation the keys that
    // stay; the others grouped by (previous owner, owner).
    std::vector<std::vector<QRectF>> rest(colors_.size());
    std::vector<std::vector<QRectF>> still(colors_.size());
    std::unordered_map<std::uint64_t, std::size_t> groupOf;  // (previous owner + 1, owner) → group
    for (std::size_t k = 0; k < keyCount; ++k) {
        const std::size_t owner = sample.owner[k];
        if (s.keyVisible[k])
            addDot(rest[owner], s.keyAt[k], s.dotSize);
        if (!snap.diff)
            continue;
        const bool ownerChanged = sample.moved(k, snap.members, snap.previousMembers);
        const bool slides = sample.previousPosition[k] / previousKeySpace_ != sample.position[k] / space;
        if (!ownerChanged && !slides) {
            if (s.keyVisible[k])
                addDot(still[owner], s.keyAt[k], s.dotSize);
            continue;
        }
        const std::size_t previous = sample.previousOwner[k] >= 0 ? static_cast<std::size_t>(sample.previousOwner[k]) + 1 : 0;
        const auto [found, added] = groupOf.try_emplace((std::uint64_t{previous} << 32) | owner, s.moving.size());
        if (added) {
            QColor from = s.shown[owner];
            if (previous > 0) {
                from = previousColors_[previous - 1];
                if (s.highlighted >= 0 && fromStd(snap.previousMembers[previous - 1].id) != highlighted_)
                    from = dimmedColor(from);
            }
            s.moving.push_back({from, s.shown[owner], ownerChanged, {}});
        }
        s.moving[found->second].keys.push_back(static_cast<std::uint32_t>(k));
    }
    for (std::size_t m = 0; m < colors_.size(); ++m) {
        if (!rest[m].empty())
            s.restDots.push_back({s.shown[m], std::move(rest[m])});
        if (!still[m].empty())
            s.stillDots.push_back({s.shown[m], std::move(still[m])});
    }
    return s;
}

void RingView::render(QPainter& painter, const QSize& size) const
{
    const Scene& s = scene(size);
    if (painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster) {
        const qreal ratio = painter.device()->devicePixelRatioF();
        // The layer's pixels are reused across snapshots of one size.
        if (staticLayer_.size() != size * ratio || staticLayer_.devicePixelRatio() != ratio) {
            staticLayer_ = QPixmap(size * ratio);
            staticLayer_.setDevicePixelRatio(ratio);
            staticLayerValid_ = false;
        }
        if (!staticLayerValid_) {
            QPainter layer(&staticLayer_);
            layer.setRenderHint(QPainter::Antialiasing);
            layer.setRenderHint(QPainter::TextAntialiasing);
            paintStatic(layer, s);
            staticLayerValid_ = true;
        }
        painter.drawPixmap(QPointF(0.0, 0.0), staticLayer_);
    } else {
        paintStatic(painter, s);
    }
    if (snapshot_) {
        paintKeys(painter, s, progress());
        paintPointLabels(painter, s);
    }
}

void RingView::paintPointLabels(QPainter& painter, const Scene& s) const
{
    if (s.pointLabels.empty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(viewFont(s.text * 0.85, true));
    for (const auto& label : s.pointLabels) {
        const QColor color = s.shown[label.member];
        painter.setPen(QPen(color, 1.5));
        painter.setBrush(QColor(255, 255, 255, 225));
        painter.drawRoundedRect(label.rect, s.text * 0.3, s.text * 0.3);
        painter.setPen(color.darker(160));
        painter.drawText(label.rect, Qt::AlignCenter, label.text);
    }
    painter.restore();
}

void RingView::paintStatic(QPainter& painter, const Scene& s) const
{
    painter.fillRect(QRectF(QPointF(0.0, 0.0), QSizeF(s.size)), Qt::white);
    paintCaptionBand(painter, s.size, s.title, counterText(), s.counter, textScale_);
    if (!snapshot_)
        return;
    const LabSnapshot& snap = *snapshot_;
    const double space = keySpace_;
    const double r = s.radius;
    const ArcMap& map = s.map;
    const std::vector<RingPoint>& points = snap.ringPoints;

    // Owned arcs: a point owns (previous point, itself]. Where there are many, each pixel of
    // the band takes its owner's colour directly: thousands of polygons would take tens of
    // milliseconds to fill.
    if (!points.empty()) {
        if (s.visiblePoints.size() > kOutlinedArcPoints && painter.paintEngine() &&
            painter.paintEngine()->type() == QPaintEngine::Raster)
            rasterizeOwnedArcs(painter, s);
        else
            outlineOwnedArcs(painter, s);
    }

    // The middle.
    for (const auto& line : s.centerLines) {
        painter.setFont(line.font);
        painter.setPen(line.color);
        painter.drawText(line.rect, Qt::AlignCenter, line.text);
    }

    // Scale labels never overlap (near the cut of a zoomed ring): one that would is left out.
    std::vector<QRectF> placed;
    const auto drawScaleLabel = [&](double angle, const QString& label) {
        const QFontMetricsF metrics(painter.font());
        const QRectF rect = radialTextRect(s.center, angle, s.labelRadius, true,
                                           {metrics.horizontalAdvance(label) + 4.0, metrics.height()});
        if (std::any_of(placed.begin(), placed.end(), [&](const QRectF& other) { return other.intersects(rect); }))
            return;
        placed.push_back(rect);
        painter.drawText(rect, Qt::AlignCenter, label);
    };

    // Scale: quarters labelled on the whole ring; on a zoomed one, round values in the
    // visible range (powers of two for hashes, 1-2-5 steps for slots).
    const auto drawTick = [&](double angle, bool major) {
        painter.setPen(QPen(QColor::fromRgba(kMutedInk), major ? 2.0 : 1.2, Qt::SolidLine, Qt::FlatCap));
        const double length = r * (major ? 0.04 : 0.02);
        painter.drawLine(polar(s.center, s.scaleInner, angle), polar(s.center, s.scaleInner + length, angle));
    };
    if (map.whole()) {
        for (int i = 0; i < 16; ++i)
            drawTick(kTwoPi * i / 16.0, i % 4 == 0);
        painter.setPen(QColor::fromRgba(kInk));
        painter.setFont(viewFont(s.text * 1.05));
        for (int quarter = 0; quarter < 4; ++quarter)
            drawScaleLabel(kTwoPi * quarter / 4.0, quarterLabel(quarter, space));
    } else {
        const double visible = map.length * space;
        double step = 1.0;
        if (space == kHashSpace) {
            step = std::exp2(std::floor(std::log2(visible / 4.0)));
        } else {
            const double rough = visible / 8.0;
            const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
            for (const double multiple : {1.0, 2.0, 5.0, 10.0}) {
                step = multiple * magnitude;
                if (step >= rough)
                    break;
            }
        }
        step = std::max(1.0, step);
        const double first = map.start * space;
        const double minor = step / 4.0;
        painter.setFont(viewFont(s.text * 0.85));
        for (double v = std::ceil(first / minor) * minor; v <= first + visible; v += minor) {
            const bool major = std::fmod(v, step) == 0.0;
            const double angle = map.angleOfOffset((v - first) / space);
            drawTick(angle, major);
            if (major) {
                painter.setPen(QColor::fromRgba(kInk));
                drawScaleLabel(angle, positionCaption(v, space));
            }
        }
    }

    // Ring points: a radial tick each, across the circle, thicker where they are sparse.
    if (!s.visiblePoints.empty()) {
        std::vector<std::vector<QLineF>> ticks(colors_.size());
        const bool band = !s.bandTicks.empty();
        for (const BandTick& tick : s.bandTicks)
            ticks[tick.owner].emplace_back(polar(s.center, s.pointInner, tick.angle),
                                           polar(s.center, s.pointOuter, tick.angle));
        for (std::size_t i = 0; i < s.visiblePoints.size(); ++i) {
            const RingPoint& point = points[s.visiblePoints[i]];
            // In a band, only the highlighted member's own ticks go on top of it.
            if (band && static_cast<int>(point.owner) != s.highlighted)
                continue;
            const double angle = map.angle(point.position / space);
            const double outer = static_cast<int>(point.owner) == s.highlighted ? s.highlightOuter : s.pointOuter;
            ticks[point.owner].emplace_back(polar(s.center, s.pointInner, angle), polar(s.center, outer, angle));
        }
        const double spacing = r * (kTwoPi - map.gap) / static_cast<double>(s.visiblePoints.size());
        const double width = std::clamp(spacing * 0.08, std::clamp(r * 0.0045, 1.0, 2.5), 5.0);
        // Ticks closer than a few pixels overlap anyway: antialiasing them costs three times
        // as much and shows nothing, and closer than one they are drawn one device pixel wide
        // (the fastest lines there are).
        painter.setRenderHint(QPainter::Antialiasing, spacing >= 4.0);
        for (const std::size_t m : s.drawOrder) {
            if (ticks[m].empty())
                continue;
            QPen pen(s.shown[m], static_cast<int>(m) == s.highlighted ? width * 1.6 : width, Qt::SolidLine, Qt::FlatCap);
            if (spacing < 1.0 && static_cast<int>(m) != s.highlighted) {
                pen.setWidth(0);
                pen.setCosmetic(true);
            }
            painter.setPen(pen);
            painter.drawLines(ticks[m].data(), static_cast<int>(ticks[m].size()));
        }
        painter.setRenderHint(QPainter::Antialiasing, true);
    }

    // The circle over the ticks, cut at the top when zoomed.
    painter.setBrush(Qt::NoBrush);
    const QPen circlePen(QColor::fromRgba(kCircleInk), std::max(1.5, r * 0.005), Qt::SolidLine, Qt::FlatCap);
    painter.setPen(circlePen);
    if (map.whole()) {
        painter.drawEllipse(s.center, r, r);
    } else {
        QPolygonF arc;
        const int steps = 360;
        for (int i = 0; i <= steps; ++i)
            arc << polar(s.center, r, map.angleOfOffset(map.length * i / steps));
        painter.drawPolyline(arc);
        painter.setPen(QPen(QColor::fromRgba(kCircleInk), std::max(2.0, r * 0.008), Qt::SolidLine, Qt::RoundCap));
        for (const double angle : {map.gap / 2.0, kTwoPi - map.gap / 2.0})
            painter.drawLine(polar(s.center, s.arcInner, angle), polar(s.center, s.highlightOuter, angle));
    }

    // Legend.
    painter.setPen(QPen(QColor::fromRgba(kPanelRule), 1.0));
    painter.setBrush(QColor::fromRgba(kPanelFill));
    painter.drawRoundedRect(s.legend, s.text * 0.4, s.text * 0.4);
    const QFont rowFont = viewFont(s.text);
    const QFont boldRowFont = viewFont(s.text, true);
    const QFont headFont = viewFont(s.text * 0.8);
    painter.setFont(headFont);
    painter.setPen(QColor::fromRgba(kMutedInk));
    if (!s.compact) {
        // Both headings where they fit side by side, else the one that says what the numbers are.
        const QFontMetricsF headMetrics(headFont);
        if (headMetrics.horizontalAdvance(tr("members")) + headMetrics.horizontalAdvance(tr("share of keys")) +
                s.text <= s.legendHead.width())
            painter.drawText(s.legendHead, Qt::AlignLeft | Qt::AlignVCenter, tr("members"));
        painter.drawText(s.legendHead, Qt::AlignRight | Qt::AlignVCenter, tr("share of keys"));
    } else if (map.whole()) {
        painter.drawText(s.legendHead, Qt::AlignLeft | Qt::AlignVCenter, tr("members · share of keys"));
    }
    for (const auto& row : s.legendRows) {
        const bool lit = s.highlighted >= 0 && row.id == highlighted_;
        const bool faded = row.removed || (s.highlighted >= 0 && !lit);
        if (lit) {
            QColor tint = row.color;
            tint.setAlphaF(0.18F);
            painter.setPen(Qt::NoPen);
            painter.setBrush(tint);
            painter.drawRoundedRect(row.rect.adjusted(-s.text * 0.3, 1.0, s.text * 0.3, -1.0), 4.0, 4.0);
        }
        const double swatch = s.text * 0.95;
        const QRectF swatchRect(row.rect.left(), row.rect.center().y() - swatch / 2.0, swatch, swatch);
        painter.setPen(Qt::NoPen);
        painter.setBrush(faded ? dimmedColor(row.color) : row.color);
        painter.drawRoundedRect(swatchRect, 3.0, 3.0);
        painter.setFont(lit ? boldRowFont : rowFont);
        painter.setPen(QColor::fromRgba(faded ? kMutedInk : kInk));
        const QRectF textRect = row.rect.adjusted(swatch + s.text * 0.5, 0.0, 0.0, 0.0);
        double shareWidth = QFontMetricsF(painter.font()).horizontalAdvance(row.share) + s.text * 0.6;
        // The highlighted id in bold where it fits, else whole in the regular weight.
        QFont idFont = lit && QFontMetricsF(boldRowFont).horizontalAdvance(row.label) > textRect.width() - shareWidth
                           ? rowFont
                           : painter.font();
        idFont.setStrikeOut(row.removed);
        const QFontMetricsF idMetrics(idFont);
        // A narrow cell keeps a removed member's whole id, struck out, rather than "removed".
        if (row.removed && idMetrics.horizontalAdvance(row.label) > textRect.width() - shareWidth)
            shareWidth = 0.0;
        else
            painter.drawText(textRect, Qt::AlignRight | Qt::AlignVCenter, row.share);
        painter.setFont(idFont);
        painter.drawText(textRect.adjusted(0.0, 0.0, -shareWidth, 0.0), Qt::AlignLeft | Qt::AlignVCenter,
                         idMetrics.elidedText(row.label, Qt::ElideMiddle, textRect.width() - shareWidth));
    }
    if (s.legendHidden > 0) {
        painter.setFont(rowFont);
        painter.setPen(QColor::fromRgba(kMutedInk));
        painter.drawText(s.legendMore, Qt::AlignLeft | Qt::AlignVCenter, tr("+ %1 more").arg(groupedCount(s.legendHidden)));
    }

    // Where the zoomed arc lies on the whole ring.
    if (!map.whole()) {
        const QRectF& box = s.zoomBox;
        const auto drawMiniRing = [&](const QPointF& miniCenter, double miniRadius, double width, double tick) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(QColor::fromRgba(kPanelRule).darker(115), std::max(2.0, width * 0.5)));
            painter.drawEllipse(miniCenter, miniRadius, miniRadius);
            painter.setPen(QPen(QColor::fromRgba(kMutedInk), 1.5));
            painter.drawLine(polar(miniCenter, miniRadius + 3.0, 0.0),
                             polar(miniCenter, miniRadius + tick, 0.0));
            painter.setPen(QPen(QColor::fromRgba(kZoomArc), width, Qt::SolidLine, Qt::FlatCap));
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
        if (s.compact) {
            // One line: the small ring, "zoom 50×", the range and, where it fits, the hint.
            const double miniRadius = box.height() * 0.3;
            drawMiniRing(QPointF(box.left() + miniRadius + 2.0, box.center().y() + 2.0), miniRadius,
                         std::max(3.0, s.text * 0.3), std::max(4.0, s.text * 0.35));
            double x = box.left() + 2.0 * miniRadius + s.text * 0.7;
            const auto drawPart = [&](const QString& part, const QFont& font, const QColor& color) {
                const double width = QFontMetricsF(font).horizontalAdvance(part);
                if (x + width > box.right() + 0.5)
                    return false;
                painter.setFont(font);
                painter.setPen(color);
                painter.drawText(QRectF(x, box.top(), width + 1.0, box.height()), Qt::AlignLeft | Qt::AlignVCenter, part);
                x += width + s.text * 0.7;
                return true;
            };
            const QString range = space == kHashSpace ? tr("%1 … %2") : tr("slots %1 … %2");
            if (drawPart(zoomFactorCaption(map.length), viewFont(s.text * 0.95, true), QColor::fromRgba(kInk)) &&
                drawPart(range.arg(from, to), viewFont(s.text * 0.85), QColor::fromRgba(kInk)))
                drawPart(tr("double-click: whole ring"), viewFont(s.text * 0.75), QColor::fromRgba(kMutedInk));
        } else {
            painter.setPen(QPen(QColor::fromRgba(kPanelRule), 1.0));
            painter.drawLine(box.topLeft(), box.topRight());
            const double miniRadius = s.text * 1.6;
            const QPointF miniCenter(box.left() + miniRadius + s.text * 0.2, box.top() + s.text * 1.2 + miniRadius);
            drawMiniRing(miniCenter, miniRadius, std::max(4.0, s.text * 0.4), s.text * 0.6);
            const double textLeft = miniCenter.x() + miniRadius + s.text * 0.8;
            painter.setPen(QColor::fromRgba(kInk));
            painter.setFont(boldRowFont);
            painter.drawText(QRectF(textLeft, miniCenter.y() - s.text, box.right() - textLeft, s.text * 2.0),
                             Qt::AlignLeft | Qt::AlignVCenter, zoomFactorCaption(map.length));
            const QString range = space == kHashSpace ? tr("from %1\nto %2") : tr("from slot %1\nto slot %2");
            const QRectF below(box.left(), miniCenter.y() + miniRadius + s.text * 0.6, box.width(),
                               box.bottom() - miniCenter.y() - miniRadius - s.text * 0.6);
            painter.setFont(viewFont(s.text * 0.85));
            const QString rangeText = range.arg(from, to);
            const QRectF used = painter.boundingRect(below, Qt::AlignLeft | Qt::AlignTop, rangeText);
            painter.drawText(below, Qt::AlignLeft | Qt::AlignTop, rangeText);
            painter.setPen(QColor::fromRgba(kMutedInk));
            painter.setFont(viewFont(s.text * 0.75));
            painter.drawText(below.adjusted(0.0, used.height() + s.text * 0.4, 0.0, 0.0),
                             Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                             tr("drag to pan, double-click for the whole ring"));
        }
    }
}

// Few arcs, or a vector device: runs of one owner as polygons, exact at any scale.
void RingView::outlineOwnedArcs(QPainter& painter, const Scene& s) const
{
    const std::vector<RingPoint>& points = snapshot_->ringPoints;
    const ArcMap& map = s.map;
    std::vector<QPainterPath> bands(colors_.size());
    const double bleed = 0.45 / s.arcOuter;  // overlap neighbours so no seam shows
    const double firstAngle = map.gap / 2.0;
    const double lastAngle = kTwoPi - map.gap / 2.0;
    const auto addBand = [&](QPainterPath& path, double from, double to) {
        from -= bleed;
        to += bleed;
        if (!map.whole()) {
            from = std::max(from, firstAngle);
            to = std::min(to, lastAngle);
        }
        const int steps = std::max(1, static_cast<int>(std::ceil((to - from) / 0.03)));
        QPolygonF polygon;
        polygon.reserve(2 * steps + 2);
        for (int i = 0; i <= steps; ++i)
            polygon << polar(s.center, s.arcOuter, from + (to - from) * i / steps);
        for (int i = steps; i >= 0; --i)
            polygon << polar(s.center, s.arcInner, from + (to - from) * i / steps);
        path.addPolygon(polygon);
        path.closeSubpath();
    };
    const std::size_t n = points.size();
    for (std::size_t first = 0; first < n;) {
        std::size_t last = first;
        while (last + 1 < n && points[last + 1].owner == points[first].owner)
            ++last;
        const std::uint32_t begin = points[(first + n - 1) % n].position;
        const double length = first == 0 && last == n - 1
                                  ? 1.0
                                  : static_cast<std::uint32_t>(points[last].position - begin) / kHashSpace;
        const double offset = map.offset(begin / kHashSpace);
        QPainterPath& path = bands[points[first].owner];
        if (map.whole()) {
            addBand(path, map.angleOfOffset(offset), map.angleOfOffset(offset + length));
        } else {
            for (const double shift : {0.0, 1.0}) {
                const double from = std::max(offset, shift);
                const double to = std::min(offset + length, shift + map.length);
                if (from < to)
                    addBand(path, map.angleOfOffset(from - shift), map.angleOfOffset(to - shift));
            }
        }
        first = last + 1;
    }
    painter.setPen(Qt::NoPen);
    for (const std::size_t m : s.drawOrder)
        painter.fillPath(bands[m], s.shown[m]);
}

// Many arcs on a raster device: each pixel of the band is coloured by the owner of the
// position at its angle, with antialiased edges toward the inside and outside. The band is
// painted first on the white background, so its square is drawn opaque (a copy, not a blend).
void RingView::rasterizeOwnedArcs(QPainter& painter, const Scene& s) const
{
    const RingPlacement* ring = snapshot_->ring();
    if (!ring)
        return;
    const ArcMap& map = s.map;
    const double ratio = painter.device()->devicePixelRatioF();
    const double reach = s.arcOuter + 1.0;
    const QRect pixels =
        QRectF((s.center.x() - reach) * ratio, (s.center.y() - reach) * ratio, 2.0 * reach * ratio, 2.0 * reach * ratio)
            .toAlignedRect()
            .intersected(QRect(QPoint(0, 0), s.size * ratio));
    if (pixels.isEmpty())
        return;
    QImage band(pixels.size(), QImage::Format_RGB32);
    band.fill(Qt::white);
    std::vector<QRgb> colors;
    for (const QColor& color : s.shown)
        colors.push_back(color.rgba());
    const double outer2 = reach * reach;
    const double inner = std::max(0.0, s.arcInner - 1.0);
    const double inner2 = inner * inner;
    const double firstAngle = map.gap / 2.0;
    const double lastAngle = kTwoPi - map.gap / 2.0;
    const auto column = [&](double x) { return static_cast<int>(std::floor(x * ratio)) - pixels.left(); };
    // Rows are independent: both halves of the band are painted at once. Row addresses come
    // from bits(), taken once here, as scanLine() on a mutable image is not thread-safe.
    uchar* const bits = band.bits();
    const auto bytesPerLine = static_cast<std::size_t>(band.bytesPerLine());
    const auto paintRows = [&](std::size_t firstRow, std::size_t endRow) {
        for (std::size_t row = firstRow; row < endRow; ++row) {
            auto* line = reinterpret_cast<QRgb*>(bits + row * bytesPerLine);
            const double dy = (pixels.top() + static_cast<double>(row) + 0.5) / ratio - s.center.y();
            if (dy * dy > outer2)
                continue;
            // The row crosses the band once, or twice around the hole in the middle.
            const double outerChord = std::sqrt(outer2 - dy * dy);
            const double innerChord = dy * dy < inner2 ? std::sqrt(inner2 - dy * dy) : 0.0;
            const std::pair<double, double> spans[] = {{s.center.x() - outerChord, s.center.x() - innerChord},
                                                       {s.center.x() + innerChord, s.center.x() + outerChord}};
            for (const auto& [spanFrom, spanTo] : spans) {
                const int xLast = std::min(pixels.width() - 1, column(spanTo));
                for (int x = std::max(0, column(spanFrom)); x <= xLast; ++x) {
                    const double dx = (pixels.left() + x + 0.5) / ratio - s.center.x();
                    const double radius = std::sqrt(dx * dx + dy * dy);
                    const double coverage = std::clamp((radius - s.arcInner) * ratio + 0.5, 0.0, 1.0) *
                                            std::clamp((s.arcOuter - radius) * ratio + 0.5, 0.0, 1.0);
                    if (coverage <= 0.0)
                        continue;
                    double angle = std::atan2(dx, -dy);
                    if (angle < 0.0)
                        angle += kTwoPi;
                    if (!map.whole() && (angle < firstAngle || angle > lastAngle))
                        continue;
                    const double fraction = wrapUnit(map.start + map.offsetAtAngle(angle));
                    const auto position = static_cast<std::uint32_t>(std::min(fraction * kHashSpace, kHashSpace - 1.0));
                    const QRgb color = colors[ring->ownerOfHash(position)];
                    const auto onWhite = [coverage](int channel) {
                        return static_cast<int>(255.0 - (255.0 - channel) * coverage + 0.5);
                    };
                    line[x] = coverage >= 1.0 ? color
                                              : qRgb(onWhite(qRed(color)), onWhite(qGreen(color)), onWhite(qBlue(color)));
                }
            }
        }
    };
    parallelFor(static_cast<std::size_t>(pixels.height()), paintRows, 64);
    band.setDevicePixelRatio(ratio);
    painter.drawImage(QPointF(pixels.topLeft()) / ratio, band);
}

void RingView::paintKeys(QPainter& painter, const Scene& s, double t) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(Qt::NoPen);
    const bool moving = snapshot_->diff && t < 1.0;
    for (const auto& group : moving ? s.stillDots : s.restDots)
        fillDots(painter, group.color, group.rects);
    if (!moving) {
        painter.restore();
        return;
    }

    const KeySample& sample = snapshot_->sample;
    const ArcMap& map = s.map;
    const double eased = easeInOut(t);
    const bool ring = !snapshot_->ringPoints.empty();
    // Trails: from the key clockwise and outward to its new owner's point, growing with the
    // animation and fading out at its end. Keys whose hash changed slide instead.
    if (ring) {
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setBrush(Qt::NoBrush);
        const double fade = std::clamp((1.0 - t) / 0.2, 0.0, 1.0);
        std::vector<QLineF> trails;
        for (const auto& group : s.moving) {
            if (!group.ownerChanged)
                continue;
            trails.clear();
            for (const std::uint32_t k : group.keys) {
                const double fraction = sample.position[k] / keySpace_;
                if (!s.keyVisible[k] || sample.previousPosition[k] / previousKeySpace_ != fraction)
                    continue;
                const double start = map.offset(fraction);
                const double distance = wrapUnit(sample.ownerPoint[k] / keySpace_ - fraction);
                const double reach = map.whole() ? distance * eased : std::min(distance * eased, map.length - start);
                const double rise = s.pointInner - s.keyRadius[k];
                const double from = map.angleOfOffset(start);
                const int steps = std::clamp(static_cast<int>(std::ceil((map.angleOfOffset(start + reach) - from) / 0.02)), 4, 120);
                QPointF previous = s.keyAt[k];
                for (int i = 1; i <= steps; ++i) {
                    const double along = reach * i / steps;
                    const double climbed = distance > 0.0 ? along / distance : eased * i / steps;
                    const QPointF at = polar(s.center, s.keyRadius[k] + rise * climbed, map.angleOfOffset(start + along));
                    trails.emplace_back(previous, at);
                    previous = at;
                }
            }
            QColor color = group.to;
            color.setAlphaF(static_cast<float>(0.7 * fade));
            // Separate segments: a wide pen on one long path costs tens of milliseconds.
            painter.setPen(QPen(color, std::max(1.5, s.dotSize * 0.4), Qt::SolidLine, Qt::FlatCap));
            painter.drawLines(trails.data(), static_cast<int>(trails.size()));
        }
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(Qt::NoPen);
    }

    // Dots that slide to a new hash and recolour to their new owner; keys that changed owner
    // are drawn larger so the eye finds them.
    std::vector<QRectF> rects;
    for (const auto& group : s.moving) {
        rects.clear();
        const double size = group.ownerChanged ? s.dotSize * 1.5 : s.dotSize;
        for (const std::uint32_t k : group.keys) {
            const double before = sample.previousPosition[k] / previousKeySpace_;
            const double after = sample.position[k] / keySpace_;
            const double fraction = wrapUnit(before + (wrapUnit(after - before + 0.5) - 0.5) * eased);
            if (!map.visible(fraction))
                continue;
            addDot(rects, polar(s.center, s.keyRadius[k], map.angle(fraction)), size);
        }
        fillDots(painter, mixedColor(group.from, group.to, t), rects);
    }
    painter.restore();
}

void RingView::paintHover(QPainter& painter, const Scene& s) const
{
    if (hover_.kind == HitKind::None || hover_.kind == HitKind::LegendRow || hoverText_.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const LabSnapshot& snap = *snapshot_;
    QColor accent = QColor::fromRgba(kInk);
    QPointF marker;
    if (hover_.kind == HitKind::Point) {
        const RingPoint& point = snap.ringPoints[hover_.index];
        accent = colors_[point.owner];
        const auto it = std::find(s.visiblePoints.begin(), s.visiblePoints.end(), hover_.index);
        marker = s.pointAt[static_cast<std::size_t>(it - s.visiblePoints.begin())];
        // Outline the arc this point owns.
        const std::size_t n = snap.ringPoints.size();
        const double end = point.position / keySpace_;
        const double length = n == 1 ? 1.0
                                     : static_cast<std::uint32_t>(point.position -
                                                                  snap.ringPoints[(hover_.index + n - 1) % n].position) /
                                           keySpace_;
        const double to = s.map.angleOfOffset(s.map.offset(end));
        const double from = s.map.angleOfOffset(s.map.whole() ? s.map.offset(end) - length
                                                              : std::max(0.0, s.map.offset(end) - length));
        const int steps = std::clamp(static_cast<int>((to - from) / 0.02), 1, 400);
        QPolygonF band;
        for (int i = 0; i <= steps; ++i)
            band << polar(s.center, s.arcOuter, from + (to - from) * i / steps);
        for (int i = steps; i >= 0; --i)
            band << polar(s.center, s.arcInner, from + (to - from) * i / steps);
        painter.setPen(QPen(QColor::fromRgba(kInk), 2.0));
        painter.setBrush(accent);
        painter.drawPolygon(band);
    } else {
        accent = colors_[snap.sample.owner[hover_.index]];
        marker = s.keyAt[hover_.index];
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor::fromRgba(kInk), 2.5));
    painter.drawEllipse(marker, s.dotSize * 1.8, s.dotSize * 1.8);

    const QStringList lines = hoverText_.split(QLatin1Char('\n'));
    const QFont headFont = viewFont(s.text, true);
    const QFont lineFont = viewFont(s.text * 0.9);
    const QFontMetricsF headMetrics(headFont);
    const QFontMetricsF lineMetrics(lineFont);
    double width = headMetrics.horizontalAdvance(lines.front());
    for (qsizetype i = 1; i < lines.size(); ++i)
        width = std::max(width, lineMetrics.horizontalAdvance(lines[i]));
    const double pad = s.text * 0.6;
    const double height = headMetrics.height() + static_cast<double>(lines.size() - 1) * lineMetrics.height();
    QRectF box(hoverPosition_ + QPointF(s.text, s.text), QSizeF(width + 2.0 * pad, height + 2.0 * pad));
    if (box.right() > s.size.width())
        box.moveRight(hoverPosition_.x() - s.text);
    if (box.bottom() > s.size.height())
        box.moveBottom(hoverPosition_.y() - s.text);
    box.moveLeft(std::max(0.0, box.left()));
    box.moveTop(std::max(0.0, box.top()));
    painter.setPen(QPen(accent, 3.0));
    painter.setBrush(QColor(255, 255, 255, 242));
    painter.drawRoundedRect(box, 6.0, 6.0);
    painter.setPen(QColor::fromRgba(kInk));
    double y = box.top() + pad;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QFontMetricsF& metrics = i == 0 ? headMetrics : lineMetrics;
        painter.setFont(i == 0 ? headFont : lineFont);
        painter.drawText(QRectF(box.left() + pad, y, width, metrics.height()), Qt::AlignLeft | Qt::AlignVCenter, lines[i]);
        y += metrics.height();
    }
    painter.restore();
}

void RingView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    render(painter, size());
    if (snapshot_)
        paintHover(painter, scene(size()));
}

RingView::Hit RingView::hitTest(const QPointF& position) const
{
    if (!snapshot_)
        return {};
    const Scene& s = scene(size());
    for (std::size_t r = 0; r < s.legendRows.size(); ++r) {
        if (s.legendRows[r].rect.contains(position) && !s.legendRows[r].removed)
            return {HitKind::LegendRow, r};
    }
    const double radius = std::hypot(position.x() - s.center.x(), position.y() - s.center.y());
    const auto nearest = [&](std::size_t count, auto&& at, auto&& accept) {
        std::size_t best = SIZE_MAX;
        double bestDistance = kHoverReach + s.dotSize / 2.0;
        for (std::size_t i = 0; i < count; ++i) {
            if (!accept(i))
                continue;
            const QPointF p = at(i);
            const double distance = std::hypot(p.x() - position.x(), p.y() - position.y());
            if (distance < bestDistance) {
                bestDistance = distance;
                best = i;
            }
        }
        return best;
    };
    if (radius >= s.arcOuter && radius <= s.highlightOuter + kHoverReach) {
        // Compare against the point's tick at the mouse's radius.
        const std::size_t best = nearest(
            s.visiblePoints.size(),
            [&](std::size_t i) {
                const QPointF& p = s.pointAt[i];
                const double scale = radius / s.radius;
                return QPointF(s.center.x() + (p.x() - s.center.x()) * scale, s.center.y() + (p.y() - s.center.y()) * scale);
            },
            [](std::size_t) { return true; });
        if (best != SIZE_MAX)
            return {HitKind::Point, s.visiblePoints[best]};
    }
    if (radius >= s.dotInner - kHoverReach && radius <= s.dotOuter + kHoverReach) {
        const std::size_t best = nearest(
            s.keyAt.size(), [&](std::size_t k) { return s.keyAt[k]; },
            [&](std::size_t k) { return s.keyVisible[k] != 0; });
        if (best != SIZE_MAX)
            return {HitKind::Key, best};
    }
    return {};
}

QString RingView::describe(const Hit& hit) const
{
    if (hit.kind == HitKind::None || hit.kind == HitKind::LegendRow)
        return {};
    const LabSnapshot& snap = *snapshot_;
    const bool hashes = keySpace_ == kHashSpace;
    const auto positionLine = [&](std::uint32_t position) {
        return hashes ? tr("position %1 · %2").arg(groupedCount(position), hexPosition(position))
                      : tr("slot %1").arg(groupedCount(position));
    };
    if (hit.kind == HitKind::Point) {
        const RingPoint& point = snap.ringPoints[hit.index];
        const std::string& owner = snap.members[point.owner].id;
        const std::size_t n = snap.ringPoints.size();
        const double owned =
            n == 1 ? 1.0
                   : static_cast<std::uint32_t>(point.position - snap.ringPoints[(hit.index + n - 1) % n].position) / kHashSpace;
        return QStringList{shortMemberId(fromStd(RingPlacement::vnodeLabel(owner, point.vnode)), kMaxShownIdCharacters + 8), positionLine(point.position),
                           tr("owner %1 · owns %2 of the ring").arg(shortMemberId(fromStd(owner), 48), percentCaption(owned, 3))}
            .join(QLatin1Char('\n'));
    }
    const KeySample& sample = snap.sample;
    const std::size_t k = hit.index;
    const std::string& owner = snap.members[sample.owner[k]].id;
    QStringList lines{fromStd(snap.keys.key(sample.keyIndex[k])),
                      hashes ? tr("hash %1 · %2").arg(groupedCount(sample.position[k]), hexPosition(sample.position[k]))
                             : positionLine(sample.position[k])};
    if (!snap.ringPoints.empty()) {
        const auto point = std::lower_bound(snap.ringPoints.begin(), snap.ringPoints.end(), sample.ownerPoint[k],
                                            [](const RingPoint& p, std::uint32_t position) { return p.position < position; });
        const std::uint32_t vnode = point != snap.ringPoints.end() ? point->vnode : 0;
        lines << tr("owner %1 (point %2)")
                     .arg(shortMemberId(fromStd(owner), 48),
                          shortMemberId(fromStd(RingPlacement::vnodeLabel(owner, vnode)), kMaxShownIdCharacters + 8));
    } else {
        lines << tr("owner %1").arg(shortMemberId(fromStd(owner), 48));
    }
    if (sample.moved(k, snap.members, snap.previousMembers))
        lines << tr("before the last change: %1")
                     .arg(shortMemberId(
                         fromStd(snap.previousMembers[static_cast<std::size_t>(sample.previousOwner[k])].id), 48));
    return lines.join(QLatin1Char('\n'));
}

void RingView::updateHover(const QPointF& position)
{
    const Hit hit = hitTest(position);
    const bool changed = hit.kind != hover_.kind || hit.index != hover_.index;
    hover_ = hit;
    hoverPosition_ = position;
    if (changed)
        hoverText_ = describe(hit);
    if (changed || hit.kind != HitKind::None)
        update();
}

double RingView::fractionAt(const QPointF& position) const
{
    const Scene& s = scene(size());
    return wrapUnit(s.map.start + s.map.offsetAtAngle(angleAt(s.center, position)));
}

void RingView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    pressPosition_ = event->position();
    dragging_ = false;
    clickPending_ = true;
    if (snapshot_)
        dragAnchor_ = fractionAt(pressPosition_);
}

void RingView::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF position = event->position();
    if ((event->buttons() & Qt::LeftButton) && snapshot_ && viewLength_ < 1.0) {
        const QPointF moved = position - pressPosition_;
        if (dragging_ || std::hypot(moved.x(), moved.y()) > kDragThreshold) {
            dragging_ = true;
            clickPending_ = false;
            const Scene& s = scene(size());
            setVisibleArc(dragAnchor_ - s.map.offsetAtAngle(angleAt(s.center, position)), viewLength_);
            return;
        }
    }
    updateHover(position);
}

void RingView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    if (dragging_) {
        dragging_ = false;
        updateHover(event->position());
        return;
    }
    if (!clickPending_)
        return;
    clickPending_ = false;
    const Hit hit = hitTest(event->position());
    QString id;
    if (hit.kind == HitKind::Point)
        id = fromStd(snapshot_->members[snapshot_->ringPoints[hit.index].owner].id);
    else if (hit.kind == HitKind::Key)
        id = fromStd(snapshot_->members[snapshot_->sample.owner[hit.index]].id);
    else if (hit.kind == HitKind::LegendRow)
        id = scene(size()).legendRows[hit.index].id;
    if (id == highlighted_)
        id.clear();
    setHighlightedMember(id);
    emit memberClicked(id);
}

void RingView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    clickPending_ = false;  // the release that follows is not a click
    resetZoom();
}

void RingView::wheelEvent(QWheelEvent* event)
{
    if (!snapshot_)
        return;
    const double steps = event->angleDelta().y();
    if (steps == 0.0)
        return;
    const QPointF position = event->position();
    const double under = fractionAt(position);
    const double length = std::clamp(viewLength_ / std::pow(kWheelStep, steps), smallestArc(), 1.0);
    // Keep the position under the cursor where it is; the cut appears once zoomed.
    const ArcMap zoomed{0.0, length, length < 1.0 ? kZoomGap : 0.0};
    setVisibleArc(under - zoomed.offsetAtAngle(angleAt(scene(size()).center, position)), length);
    updateHover(position);
    event->accept();
}

void RingView::leaveEvent(QEvent* event)
{
    hover_ = {};
    hoverText_.clear();
    update();
    QWidget::leaveEvent(event);
}

}  // namespace ringlab::ui
