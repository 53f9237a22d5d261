// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/Colour.h"
#include "ui/lab/ring/RingScene.h"

#include "model/DisplayText.h"
#include "model/core/LabSnapshot.h"
#include "ui/common/ViewCaption.h"
#include "ui/common/Palette.h"
#include "ui/lab/ring/RingText.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace ringlab::ui {


namespace {

constexpr std::size_t kLabelledPoints = 32;  // fewer visible points get labels

}  // namespace

RingScene::RingScene(const Setting& setting)
    : snapshot(setting.snapshot),
      colors(setting.colors),
      space(setting.space),
      previousSpace(setting.previousSpace),
      size(setting.size),
      ghostRows(setting.ghostRows),
      text(viewTextPixelSize(setting.size, setting.textScale)),
      textScale(setting.textScale)
{
    if (!snapshot) {
        title = RingText::tr("Computing…");
        return;
    }
    const LabSnapshot& snap = *snapshot;
    title = placementCaption(snap);
    counter = counterCaption(snap);
    const double bandHeight = captionBandHeight(size, title, counter, textScale);
    body = QRectF(0.0, bandHeight, size.width(), std::max(1.0, size.height() - bandHeight));

    if (!setting.highlighted.isEmpty()) {
        const std::string id = setting.highlighted.toStdString();
        const auto found =
            std::find_if(snap.members.begin(), snap.members.end(), [&](const Member& member) { return member.id == id; });
        if (found != snap.members.end()) {
            highlighted = static_cast<int>(found - snap.members.begin());
            highlightedId = setting.highlighted;
        }
    }

    // The legend takes its place, the ring fills the rest but room for its scale labels:
    // "3·2³⁰" on the whole ring, "0x0000 0000" on a zoomed one.
    const bool zoomed = setting.viewLength < 1.0;
    const QFontMetricsF labelMetrics(viewFont(zoomed ? text * 0.85 : text * 1.05));
    QSizeF scaleLabel(labelMetrics.horizontalAdvance(zoomed ? hexPosition(0) : quarterLabel(3, space)) + text * 0.4,
                      labelMetrics.height() + text * 0.3);
    pointLabelText = text * 0.85;
    small = !snap.ringPoints.empty() && snap.ringPoints.size() <= kSmallRingPoints &&
            snap.keys.size() <= kSmallRingKeys && snap.sample.size() == snap.keys.size();
    if (small) {
        // Large type, and room round the ring for the points' labels outside it.
        pointLabelText = text;
        keyLabelText = text * 0.95;
        const QFontMetricsF metrics(viewFont(pointLabelText, true));
        double widest = 0.0;
        for (const RingPoint& point : snap.ringPoints)
            widest = std::max(widest, metrics.horizontalAdvance(pointLabelOf(point)));
        scaleLabel = QSizeF(std::max(scaleLabel.width(), widest + text * 1.2),
                            std::max(scaleLabel.height(), metrics.height() * 1.6 + text * 0.3));
    }
    legend = RingLegend::layOut({.snapshot = snap,
                                 .colors = colors,
                                 .previousColors = setting.previousColors,
                                 .ghostRows = ghostRows,
                                 .body = body,
                                 .viewWidth = static_cast<double>(size.width()),
                                 .text = text,
                                 .textScale = textScale,
                                 .zoomed = zoomed,
                                 .scaleLabel = scaleLabel,
                                 .deadMembers = setting.deadMembers});
    circles = RingCircles::around(legend.ringArea.center(), ringRadiusIn(legend.ringArea, scaleLabel));
    const double r = circles.radius;
    map = ArcMap{setting.viewStart, setting.viewLength, zoomed ? kZoomGap : 0.0};

    // Ring points on screen.
    for (std::size_t p = 0; p < snap.ringPoints.size(); ++p) {
        const double fraction = snap.ringPoints[p].position / space;
        if (!map.visible(fraction))
            continue;
        visiblePoints.push_back(static_cast<std::uint32_t>(p));
        pointAt.push_back(polar(circles.center, r, map.angle(fraction)));
    }
    if (pointSpacing(map, r, visiblePoints.size()) < kDenseTickSpacing)
        bandTicks = majorityTicks(snap.ringPoints, visiblePoints, map, space, r);
    // The table's changed entries (the key space is the table).
    if (snap.changedTableEntries && snap.config.algorithm == Algorithm::Maglev &&
        space == static_cast<double>(snap.config.maglevTableSize)) {
        marksChanges = true;
        changeMarks = ui::changeMarks(*snap.changedTableEntries, snap.config.maglevTableSize, map, circles.markInner);
    }

    // Members as drawn: faded but the highlighted one, which goes on top.
    for (std::size_t m = 0; m < colors.size(); ++m) {
        shown.push_back(highlighted < 0 || static_cast<int>(m) == highlighted ? colors[m] : dimmedColor(colors[m]));
        if (static_cast<int>(m) != highlighted)
            drawOrder.push_back(m);
    }
    if (highlighted >= 0)
        drawOrder.push_back(static_cast<std::size_t>(highlighted));

    // Keys: their end position; dots grow where few are visible.
    const KeySample& sample = snap.sample;
    const std::size_t keyCount = sample.size();
    keyRadius.resize(keyCount);
    keyAt.resize(keyCount);
    keyVisible.assign(keyCount, 0);
    for (std::size_t k = 0; k < keyCount; ++k) {
        // A small lab's keys keep to the band's outer part: their labels go inside them.
        const double inner = small ? r * 0.74 : circles.dotInner;
        keyRadius[k] = inner + (circles.dotOuter - inner) * keyJitter(sample.keyIndex[k]);
        const double fraction = sample.position[k] / space;
        if (!map.visible(fraction))
            continue;
        keyVisible[k] = 1;
        ++visibleKeys;
        keyAt[k] = polar(circles.center, keyRadius[k], map.angle(fraction));
    }
    dotSize = keyDotSize(r, visibleKeys);

    if (!small)  // a small lab's middle holds its keys' labels; the caption counts them
        placeCenterText();
    if (small)
        placeSmallRingLabels();
    else if (visiblePoints.size() <= kLabelledPoints)
        placePointLabels();
    groupDots(setting.previousColors);
}

// The middle: what the ring holds, or the highlighted member; inside the keys' band, wrapped
// between words and in smaller type where the ring is small.
void RingScene::placeCenterText()
{
    const LabSnapshot& snap = *snapshot;
    QStringList middle;
    QColor centerColor = palette::current().mutedInk;
    if (highlighted >= 0) {
        const auto m = static_cast<std::size_t>(highlighted);
        middle << shortMemberId(fromStd(snap.members[m].id));
        if (const RingPlacement* ring = snap.ring(); ring && !snap.ringPoints.empty()) {
            const std::size_t count = ring->pointCountOf(static_cast<MemberIndex>(m));
            middle << (count == 1 ? RingText::tr("1 point") : RingText::tr("%1 points").arg(formatCount(count)));
        }
        if (m < snap.stats.members.size()) {
            const MemberLoad& load = snap.stats.members[m];
            if (load.keySpaceShare && !snap.ringPoints.empty())
                middle << RingText::tr("%1 of the ring").arg(formatShare(*load.keySpaceShare, 1));
            middle << RingText::tr("%1 of keys").arg(formatShare(load.share, 1));
        }
        centerColor = colors[m].darker(130);
    } else if (!snap.ringPoints.empty() && map.whole()) {
        middle << (snap.ringPoints.size() == 1 ? RingText::tr("1 ring point")
                                               : RingText::tr("%1 ring points").arg(formatCount(snap.ringPoints.size())));
        middle << RingText::tr("dots: %1 keys").arg(formatCount(snap.sample.size()));
    } else if (!snap.ringPoints.empty()) {
        middle << RingText::tr("%1 of %2 points").arg(formatCount(visiblePoints.size()), formatCount(snap.ringPoints.size()));
        middle << RingText::tr("dots: %1 of %2 keys").arg(formatCount(visibleKeys), formatCount(snap.sample.size()));
    } else {
        middle << RingText::tr("%1 has no ring").arg(algorithmCaption(snap.config.algorithm));
        if (hasSlotTable(snap.config.algorithm))
            middle << RingText::tr("band: the slot table's owners");
        middle << (space == kHashSpace ? RingText::tr("dots: keys at their hash") : RingText::tr("dots: keys at their slot"));
        middle << RingText::tr("colour: owner");
    }
    for (auto& line : fitCenterText(middle, circles.center, circles.dotInner - dotSize * 1.2 - text * 0.3, text))
        centerLines.push_back({std::move(line.text), std::move(line.font),
                               line.head ? centerColor : palette::current().mutedInk, line.rect});
}

// Each visible point's label next to its tick, or a row or two above or below, inside the
// arcs and clear of the middle's text and the other labels; where there is no room, none.
void RingScene::placePointLabels()
{
    const LabSnapshot& snap = *snapshot;
    const QFontMetricsF metrics(viewFont(text * 0.85, true));
    std::vector<QRectF> occupied;
    for (const TextLine& line : centerLines)
        occupied.push_back(line.rect);
    for (const std::uint32_t p : visiblePoints) {
        const RingPoint& point = snap.ringPoints[p];
        const QString label = pointLabelOf(point);
        const QSizeF box(metrics.horizontalAdvance(label) + text * 0.6, metrics.height());
        if (const auto rect = labelInsideCircle(circles.center, circles.arcInner, text * 0.3,
                                                map.angle(point.position / space), box, occupied)) {
            pointLabels.push_back({label, *rect, point.owner, std::nullopt});
            occupied.push_back(*rect);
        }
    }
}

// A small lab: each visible point's label outside the circle beside its tick (nudged along
// the circle or outward where labels would meet, clear of the scale's labels), each key's
// name inside the circle next to its dot (clear of the dots, the middle's text and the other
// labels), and each key's walk to the first point clockwise.
void RingScene::placeSmallRingLabels()
{
    const LabSnapshot& snap = *snapshot;
    const KeySample& sample = snap.sample;
    std::vector<QRectF> occupied;
    for (const TextLine& line : centerLines)
        occupied.push_back(line.rect);
    if (!legend.panel.isEmpty())
        occupied.push_back(legend.panel);
    const auto clear = [&](const QRectF& rect) {
        return std::none_of(occupied.begin(), occupied.end(), [&](const QRectF& other) { return other.intersects(rect); });
    };
    // Of the free places `at(step, nudge)` gives, the one nearest `anchor`.
    const auto nearestFree = [&](const QPointF& anchor, int steps, int nudges, const auto& at,
                                 const auto& allowed) -> std::optional<QRectF> {
        std::optional<QRectF> best;
        double bestDistance = 0.0;
        for (int step = 0; step < steps; ++step)
            for (int nudge = -nudges; nudge <= nudges; ++nudge) {
                const std::optional<QRectF> rect = at(step, nudge);
                if (!rect || !allowed(*rect) || !clear(*rect))
                    continue;
                const QPointF d = rect->center() - anchor;
                const double distance = std::hypot(d.x(), d.y());
                if (!best || distance < bestDistance) {
                    best = rect;
                    bestDistance = distance;
                }
            }
        return best;
    };
    if (map.whole()) {
        // The scale's quarter labels, where paintScale puts them.
        const QFontMetricsF metrics(viewFont(text * 1.05));
        for (int quarter = 0; quarter < 4; ++quarter) {
            const QString label = quarterLabel(quarter, space, snap.placement->hasWideKeys());
            occupied.push_back(radialTextRect(circles.center, kTwoPi * quarter / 4.0, circles.labelRadius, true,
                                              {metrics.horizontalAdvance(label) + 4.0, metrics.height()}));
        }
    }

    // Points: outside the circle, a leader line from the tick.
    const QFontMetricsF pointMetrics(viewFont(pointLabelText, true));
    for (const std::uint32_t p : visiblePoints) {
        const RingPoint& point = snap.ringPoints[p];
        const QString label = pointLabelOf(point);
        const QSizeF box(pointMetrics.horizontalAdvance(label) + text * 0.6, pointMetrics.height() * 1.1);
        const double angle = map.angle(point.position / space);
        const QPointF tick = polar(circles.center, circles.pointOuter, angle);
        std::optional<QRectF> placed = nearestFree(
            radialTextRect(circles.center, angle, circles.labelRadius, true, box).center(), 4, 16,
            [&](int step, int nudge) -> std::optional<QRectF> {
                const double radius = circles.labelRadius + step * box.height() * 0.6;
                return radialTextRect(circles.center, angle + nudge * box.height() * 0.6 / radius, radius, true, box);
            },
            [&](const QRectF& rect) { return body.contains(rect); });
        if (!placed)  // no free place (a tiny view): beside the tick all the same
            placed = radialTextRect(circles.center, angle, circles.labelRadius, true, box);
        pointLabels.push_back({label, *placed, point.owner, tick});
        occupied.push_back(*placed);
    }

    // Keys: inside the circle near their dot, over no dot.
    for (std::size_t k = 0; k < sample.size(); ++k)
        if (keyVisible[k])
            occupied.emplace_back(keyAt[k] - QPointF(dotSize, dotSize), QSizeF(2.0 * dotSize, 2.0 * dotSize));
    const QFontMetricsF keyMetrics(viewFont(keyLabelText));
    const auto insideBand = [&](const QRectF& rect) {
        const auto in = [&](const QPointF& corner) {
            return std::hypot(corner.x() - circles.center.x(), corner.y() - circles.center.y()) <= circles.arcInner;
        };
        return in(rect.topLeft()) && in(rect.topRight()) && in(rect.bottomLeft()) && in(rect.bottomRight());
    };
    for (std::size_t k = 0; k < sample.size(); ++k) {
        if (!keyVisible[k])
            continue;
        const QString label = shortMemberId(fromStd(snap.keys.key(sample.keyIndex[k])), kMaxShownIdCharacters);
        const QSizeF box(keyMetrics.horizontalAdvance(label) + text * 0.5, keyMetrics.height() * 1.05);
        const double angle = map.angle(sample.position[k] / space);
        const double start = keyRadius[k] - dotSize * 1.5;
        std::optional<QRectF> placed = nearestFree(
            keyAt[k], 24, 14,
            [&](int step, int nudge) -> std::optional<QRectF> {
                const double radius = start - step * box.height() * 0.6;
                if (radius < text)
                    return std::nullopt;
                return radialTextRect(circles.center, angle + nudge * box.height() * 0.7 / radius, radius, false, box);
            },
            insideBand);
        if (!placed)
            placed = radialTextRect(circles.center, angle, start, false, box);
        keyLabels.push_back({label, *placed, sample.owner[k], static_cast<std::uint32_t>(k), keyAt[k]});
        occupied.push_back(*placed);

        // The walk ends at the point the sample says owns the key (the ring's successor).
        const auto end = std::lower_bound(snap.ringPoints.begin(), snap.ringPoints.end(), sample.ownerPoint[k],
                                          [](const RingPoint& point, std::uint32_t position) { return point.position < position; });
        if (end != snap.ringPoints.end() && end->position == sample.ownerPoint[k])
            walks.push_back({static_cast<std::uint32_t>(k), static_cast<std::uint32_t>(end - snap.ringPoints.begin())});
    }
}

QString RingScene::pointLabelOf(const RingPoint& point) const
{
    return shortMemberId(fromStd(snapshot->ring()->pointLabel(point.owner, point.vnode)), kMaxShownIdCharacters + 8);
}

// Dots grouped by colour: every key at rest, and during the animation the keys that stay;
// the others grouped by (previous owner, owner).
void RingScene::groupDots(const std::vector<QColor>& previousColors)
{
    const LabSnapshot& snap = *snapshot;
    const KeySample& sample = snap.sample;
    std::vector<std::vector<QRectF>> rest(colors.size());
    std::vector<std::vector<QRectF>> still(colors.size());
    std::vector<std::vector<QRectF>> marks(colors.size());
    std::vector<std::vector<QRectF>> settled(colors.size());
    std::unordered_map<std::uint64_t, std::size_t> groupOf;  // (previous owner + 1, owner) → group
    for (std::size_t k = 0; k < sample.size(); ++k) {
        const std::size_t owner = sample.owner[k];
        if (keyVisible[k])
            addDot(rest[owner], keyAt[k], dotSize);
        if (!snap.diff)
            continue;
        const bool ownerChanged = sample.moved(k, snap.members, snap.previousMembers);
        if (keyVisible[k] && ownerChanged) {
            addDot(marks[owner], keyAt[k], dotSize * kMovedKeyScale);
            ++markedKeys;
        } else if (keyVisible[k]) {
            addDot(settled[owner], keyAt[k], dotSize);
        }
        const bool slides = sample.previousPosition[k] / previousSpace != sample.position[k] / space;
        if (!ownerChanged && !slides) {
            if (keyVisible[k])
                addDot(still[owner], keyAt[k], dotSize);
            continue;
        }
        const std::size_t previous = sample.previousOwner[k] >= 0 ? static_cast<std::size_t>(sample.previousOwner[k]) + 1 : 0;
        const auto [found, added] = groupOf.try_emplace((std::uint64_t{previous} << 32) | owner, moving.size());
        if (added) {
            QColor from = shown[owner];
            if (previous > 0) {
                from = previousColors[previous - 1];
                if (highlighted >= 0 && fromStd(snap.previousMembers[previous - 1].id) != highlightedId)
                    from = dimmedColor(from);
            }
            moving.push_back({from, shown[owner], ownerChanged, {}});
        }
        moving[found->second].keys.push_back(static_cast<std::uint32_t>(k));
    }
    for (std::size_t m = 0; m < colors.size(); ++m) {
        if (!rest[m].empty())
            restDots.push_back({shown[m], std::move(rest[m])});
        if (!still[m].empty())
            stillDots.push_back({shown[m], std::move(still[m])});
        if (!marks[m].empty())
            movedMarks.push_back({shown[m], std::move(marks[m])});
        if (!settled[m].empty())
            settledDots.push_back({settledColor(shown[m]), std::move(settled[m])});
    }
}

RingHit RingScene::hitAt(const QPointF& position) const
{
    if (!snapshot)
        return {};
    for (std::size_t r = 0; r < legend.rows.size(); ++r) {
        if (legend.rows[r].rect.contains(position) && !legend.rows[r].removed)
            return {RingHit::Kind::LegendRow, r};
    }
    if (const auto point = pointTickAt(circles, pointAt, position, dotSize))
        return {RingHit::Kind::Point, visiblePoints[*point]};
    if (const auto key = keyDotAt(circles, keyAt, keyVisible, position, dotSize))
        return {RingHit::Kind::Key, *key};
    return {};
}

}  // namespace ringlab::ui
