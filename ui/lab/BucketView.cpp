// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/BucketView.h"

#include "model/DisplayText.h"
#include "model/core/LabSnapshot.h"
#include "ui/common/AnimationClock.h"
#include "ui/common/Colour.h"
#include "ui/common/MemberColors.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"

#include <QFontMetricsF>
#include <QHash>
#include <QLocale>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string_view>
#include <unordered_map>

namespace ringlab::ui {

namespace {

// The animation in three acts: added buckets open, keys fly, buckets settle (a removed
// one closes) and piles close their gaps.
constexpr double kOpenEnd = 0.15;
constexpr double kSettleStart = 0.85;
constexpr double kGhostOpacity = 0.35;

constexpr double kNoLine = kNoBucketLine;

double lerp(double a, double b, double t)
{
    return a + (b - a) * t;
}

QPointF lerp(const QPointF& a, const QPointF& b, double t)
{
    return a + (b - a) * t;
}

// Near-black or white, whichever reads better on `fill` (a member's colour, the same in every
// theme).
QColor textOn(const QColor& fill)
{
    const double luminance = 0.2126 * fill.redF() + 0.7152 * fill.greenF() + 0.0722 * fill.blueF();
    return luminance > 0.5 ? palette::theme(palette::ThemeId::Light).ink : QColor(Qt::white);
}

// The largest font (from `pixels` down to 55 % of it) in which `text` fits `width`: whole
// pixels, rounded down so that it does fit.
QFont fittedFont(const QString& text, double pixels, double width, bool bold)
{
    const QFont font = viewFont(pixels, bold);
    const double advance = QFontMetricsF(font).horizontalAdvance(text);
    if (advance <= width)
        return font;
    return viewFont(std::max(std::ceil(pixels * 0.55), std::floor(pixels * width / advance)), bold);
}

// "8,765", "125k", "62.5k", "1.25M": exact below 10,000, three significant digits above.
QString compactCount(std::size_t count)
{
    const QLocale locale;
    if (count < 10'000)
        return formatCount(count);
    if (count < 999'500)
        return BucketView::tr("%1k").arg(locale.toString(static_cast<double>(count) / 1e3, 'g', 3));
    return BucketView::tr("%1M").arg(locale.toString(static_cast<double>(count) / 1e6, 'g', 3));
}

// What ids all begin with, up to a separator or to where digits follow letters: "cache-"
// for cache-01 … cache-10, "node" for node1 … node12; empty when every id would not keep
// something after it.
QString sharedPrefix(const QStringList& ids)
{
    if (ids.size() < 2)
        return {};
    qsizetype length = ids.front().size();
    for (const QString& id : ids) {
        qsizetype same = 0;
        while (same < std::min(length, id.size()) && id[same] == ids.front()[same])
            ++same;
        length = same;
    }
    const QString& first = ids.front();
    for (; length > 0; --length) {
        const QChar before = first[length - 1];
        const bool boundary = !before.isLetterOrNumber() || (before.isLetter() && first[length].isDigit());
        if (boundary && std::all_of(ids.begin(), ids.end(), [&](const QString& id) { return id.size() > length; }))
            return first.left(length);
    }
    return {};
}

}  // namespace

struct BucketView::Scene {
    QSize size;
    double text = 16.0;
    QString title;
    QString counter;
    QStringList footer;  // one to three lines
    QRectF footerRect;
    int highlighted = -1;  // column

    // Every member before or after the change, in the new order; a removed member keeps
    // its place next to its former neighbour.
    struct Column {
        QString id;
        QString label;  // on the chip: the id, or what follows the prefix all ids share
        QColor color;
        QColor shown;  // faded unless highlighted
        int member = -1;
        int previous = -1;
    };
    std::vector<Column> columns;
    std::vector<double> pileHeights;  // at rest, by member
    Layout rest;    // the end state
    Layout before;  // the state before the change (with a diff only)
    Layout during;  // every column of both

    // Each sampled key's place in each layout.
    std::vector<QPointF> atRest, atBefore, leaving, arriving;
    struct DotGroup {
        QColor color;
        std::vector<QRectF> rects;
    };
    std::vector<DotGroup> restDots;
    // At rest after a change, until the next one: the keys that changed bucket in full colour
    // over the others in their settled colour.
    std::vector<DotGroup> movedMarks;
    std::vector<DotGroup> settledDots;
    std::size_t markedKeys = 0;
    // Keys by (column before, column after).
    struct Flow {
        std::size_t from = 0;
        std::size_t to = 0;
        std::vector<std::uint32_t> keys;
    };
    std::vector<Flow> flows;
};

BucketView::BucketView(QWidget* parent) : LabView(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

BucketView::~BucketView() = default;

QString BucketView::exportTitle() const
{
    return snapshot_ ? tr("RingLab buckets: %1").arg(placementCaption(*snapshot_)) : tr("RingLab buckets");
}

void BucketView::invalidate()
{
    scene_.reset();
    update();
}

const BucketView::Scene& BucketView::scene(const QSize& size) const
{
    if (scene_ && scene_->size == size)
        return *scene_;
    staticLayer_.invalidate();
    scene_ = std::make_unique<Scene>();
    Scene& s = *scene_;
    s.size = size;
    s.text = viewTextPixelSize(size, textScale_);
    if (!snapshot_) {
        s.title = tr("Computing…");
        return s;
    }
    const LabSnapshot& snap = *snapshot_;
    const KeySample& sample = snap.sample;
    s.title = placementCaption(snap);
    s.counter = counterCaption(snap);

    // Columns: the new members in order, removed ones after their former left neighbour.
    std::unordered_map<std::string_view, std::size_t> memberOf;
    memberOf.reserve(snap.members.size());
    for (std::size_t m = 0; m < snap.members.size(); ++m)
        memberOf.emplace(snap.members[m].id, m);
    const bool changed = snap.diff.has_value();
    // Removed members, each after the kept member that came before it in the previous
    // membership (index 0: before every kept member).
    std::vector<std::vector<std::size_t>> removedAfter(snap.members.size() + 1);
    std::vector<int> previousOf(snap.members.size(), -1);
    if (changed) {
        std::size_t after = 0;
        for (std::size_t p = 0; p < snap.previousMembers.size(); ++p) {
            if (const auto it = memberOf.find(snap.previousMembers[p].id); it != memberOf.end()) {
                previousOf[it->second] = static_cast<int>(p);
                after = it->second + 1;
            } else {
                removedAfter[after].push_back(p);
            }
        }
    }
    const auto addRemoved = [&](std::size_t slot) {
        for (const std::size_t p : removedAfter[slot]) {
            const QString id = fromStd(snap.previousMembers[p].id);
            s.columns.push_back({id, shortMemberId(id), memberColor(id), {}, -1, static_cast<int>(p)});
        }
    };
    addRemoved(0);
    for (std::size_t m = 0; m < snap.members.size(); ++m) {
        const QString id = fromStd(snap.members[m].id);
        s.columns.push_back({id, shortMemberId(id), memberColor(id), {}, static_cast<int>(m), previousOf[m]});
        addRemoved(m + 1);
    }
    const std::size_t columnCount = s.columns.size();
    for (std::size_t c = 0; c < columnCount; ++c) {
        Scene::Column& column = s.columns[c];
        if (!highlighted_.isEmpty() && column.id == highlighted_)
            s.highlighted = static_cast<int>(c);
        column.shown = highlighted_.isEmpty() || column.id == highlighted_ ? column.color : dimmedColor(column.color);
    }
    std::vector<std::size_t> newColumn(snap.members.size());
    std::vector<std::size_t> oldColumn(snap.previousMembers.size());
    for (std::size_t c = 0; c < columnCount; ++c) {
        if (s.columns[c].member >= 0)
            newColumn[static_cast<std::size_t>(s.columns[c].member)] = c;
        if (s.columns[c].previous >= 0)
            oldColumn[static_cast<std::size_t>(s.columns[c].previous)] = c;
    }

    // Each key's slot in its bucket before and after: its rank there in sample order.
    const std::size_t keyCount = sample.size();
    std::vector<std::size_t> keyFrom(keyCount), keyTo(keyCount), slotFrom(keyCount), slotTo(keyCount);
    std::vector<std::size_t> oldFill(columnCount, 0), newFill(columnCount, 0);
    for (std::size_t k = 0; k < keyCount; ++k) {
        keyTo[k] = newColumn[sample.owner[k]];
        slotTo[k] = newFill[keyTo[k]]++;
        keyFrom[k] = changed && sample.previousOwner[k] >= 0 ? oldColumn[static_cast<std::size_t>(sample.previousOwner[k])]
                                                             : keyTo[k];
        slotFrom[k] = oldFill[keyFrom[k]]++;
    }

    // Chips: whole ids where they fit the narrowest bucket in readable type, else what
    // follows the prefix they all share ("01" … "10" for cache-01 … cache-10, in larger type),
    // the footer saying what the prefix is.
    QStringList parts;
    {
        const double narrowest = BucketGeometry::columnWidth(size.width(), s.text, static_cast<double>(changed ? columnCount : snap.members.size()));
        const double room = narrowest - 2.0 * std::min(s.text * 0.3, narrowest * 0.05);
        const QFontMetricsF readable(viewFont(s.text * 0.8, true));
        QStringList ids;
        for (const Scene::Column& column : s.columns)
            ids << column.label;
        const QString prefix = std::all_of(ids.begin(), ids.end(), [&](const QString& id) {
            return readable.horizontalAdvance(id) <= room;
        }) ? QString() : sharedPrefix(ids);
        if (!prefix.isEmpty()) {
            for (Scene::Column& column : s.columns)
                column.label = column.label.mid(prefix.size());
            // The columns at rest: a member the change removed leaves with the animation.
            std::vector<const Scene::Column*> resting;
            for (const Scene::Column& column : s.columns)
                if (column.member >= 0)
                    resting.push_back(&column);
            if (resting.empty())
                resting = {&s.columns.front(), &s.columns.back()};
            parts << tr("%1 … %2: %3 … %4")
                         .arg(resting.front()->label, resting.back()->label, shortMemberId(resting.front()->id),
                              shortMemberId(resting.back()->id));
        }
    }
    parts << tr("each dot: one of %1 sampled keys").arg(formatCount(sample.size()))
          << tr("dashed line and 100 %: fair share");
    // The footer on one line, or on up to three where it is too long for one.
    const QFontMetricsF footerMetrics(viewFont(s.text * 0.8));
    const double footerWidth = size.width() - s.text * 1.2;
    const QString separator = QStringLiteral(" · ");
    for (const QString& part : parts) {
        const QString joined = s.footer.isEmpty() ? part : s.footer.back() + separator + part;
        if (s.footer.isEmpty())
            s.footer << part;
        else if (footerMetrics.horizontalAdvance(joined) <= footerWidth || s.footer.size() == 3)
            s.footer.back() = joined;
        else
            s.footer << part;
    }

    // The three layouts share the area between the caption band and the footer.
    const double band = captionBandHeight(size, s.title, s.counter, textScale_);
    const double footerHeight = s.text * (0.5 + 1.2 * static_cast<double>(s.footer.size()));
    s.footerRect = QRectF(s.text * 0.6, size.height() - footerHeight, footerWidth, footerHeight);
    const QRectF area(0.0, band + s.text * 0.6, size.width(), std::max(1.0, s.footerRect.top() - band - s.text * 0.6));
    const auto sampleShare = [&](double share) { return share * static_cast<double>(keyCount); };
    const auto totalKeys = static_cast<double>(std::max<std::size_t>(1, snap.keys.size()));
    std::vector<BucketColumnLoad> loads(columnCount);
    for (std::size_t c = 0; c < columnCount; ++c) {
        const Scene::Column& column = s.columns[c];
        const auto member = static_cast<std::size_t>(column.member);
        const bool measured = column.member >= 0 && member < snap.stats.members.size();
        loads[c] = {column.member >= 0, column.member >= 0 ? 1.0 : 0.0, newFill[c],
                    measured ? sampleShare(snap.stats.members[member].fairShare) : kNoLine,
                    measured ? sampleShare(snap.stats.members[member].share) : kNoLine};
    }
    // At rest piles keep some headroom, so that while keys fly (before the piles settle)
    // the buckets can mostly keep the spacing they have at rest.
    constexpr double restHeadroom = 1.12;
    const std::size_t partnerTallest =
        scalePartner_ && scalePartner_->snapshot() ? tallestPile(*scalePartner_->snapshot()) : 0;
    s.rest = BucketGeometry::make(area, s.text, loads, s.text * 0.75, restHeadroom, partnerTallest);
    s.pileHeights.assign(snap.members.size(), 0.0);
    for (std::size_t m = 0; m < snap.members.size(); ++m)
        s.pileHeights[m] = s.rest.pileHeight(newColumn[m], newFill[newColumn[m]]);
    if (changed) {
        const std::vector<double> previousFair = fairShares(snap.previousMembers);
        std::vector<BucketColumnLoad> beforeLoads(columnCount), duringLoads(columnCount);
        for (std::size_t c = 0; c < columnCount; ++c) {
            const Scene::Column& column = s.columns[c];
            const auto previous = static_cast<std::size_t>(column.previous);
            beforeLoads[c] = {column.previous >= 0, column.previous >= 0 ? 1.0 : 0.0, oldFill[c],
                              column.previous >= 0 ? sampleShare(previousFair[previous]) : kNoLine,
                              column.previous >= 0 && previous < snap.previousKeys.size()
                                  ? sampleShare(static_cast<double>(snap.previousKeys[previous]) / totalKeys)
                                  : kNoLine};
            // While keys fly, each dot is one sampled key: piles count the sample.
            duringLoads[c] = {true, column.member >= 0 ? 1.0 : kGhostOpacity, std::max(oldFill[c], newFill[c]),
                              loads[c].fairDots, kNoLine};
        }
        s.before = BucketGeometry::make(area, s.text, beforeLoads, s.text * 0.75, restHeadroom, partnerTallest);
        s.during = BucketGeometry::make(area, s.text, duringLoads, s.rest.pitch, 1.0, partnerTallest);
    }

    // Positions and groups for drawing.
    s.atRest.resize(keyCount);
    std::vector<std::vector<QRectF>> rest(columnCount);
    std::vector<std::vector<QRectF>> marks(columnCount);
    std::vector<std::vector<QRectF>> settled(columnCount);
    for (std::size_t k = 0; k < keyCount; ++k) {
        s.atRest[k] = s.rest.dot(keyTo[k], slotTo[k]);
        addDot(rest[keyTo[k]], s.atRest[k], s.rest.dotSize());
        if (!changed)
            continue;
        const bool moved = keyFrom[k] != keyTo[k];
        addDot((moved ? marks : settled)[keyTo[k]], s.atRest[k], s.rest.dotSize());
        s.markedKeys += moved;
    }
    for (std::size_t c = 0; c < columnCount; ++c) {
        if (!rest[c].empty())
            s.restDots.push_back({s.columns[c].shown, std::move(rest[c])});
        if (!marks[c].empty())
            s.movedMarks.push_back({s.columns[c].shown, std::move(marks[c])});
        if (!settled[c].empty())
            s.settledDots.push_back({settledColor(s.columns[c].shown), std::move(settled[c])});
    }
    if (changed) {
        s.atBefore.resize(keyCount);
        s.leaving.resize(keyCount);
        s.arriving.resize(keyCount);
        std::unordered_map<std::uint64_t, std::size_t> flowOf;  // (column before, column after) → flow
        for (std::size_t k = 0; k < keyCount; ++k) {
            s.atBefore[k] = s.before.dot(keyFrom[k], slotFrom[k]);
            s.leaving[k] = s.during.dot(keyFrom[k], slotFrom[k]);
            s.arriving[k] = s.during.dot(keyTo[k], slotTo[k]);
            const auto [flow, added] =
                flowOf.try_emplace((std::uint64_t{keyFrom[k]} << 32) | keyTo[k], s.flows.size());
            if (added)
                s.flows.push_back({keyFrom[k], keyTo[k], {}});
            s.flows[flow->second].keys.push_back(static_cast<std::uint32_t>(k));
        }
        // Keys that stay are drawn first, flying ones over them.
        std::stable_partition(s.flows.begin(), s.flows.end(), [](const Scene::Flow& f) { return f.from == f.to; });
    }
    return s;
}

std::size_t BucketView::markedMovedKeys() const
{
    return scene(size()).markedKeys;
}

std::vector<double> BucketView::pileHeights() const
{
    return scene(size()).pileHeights;
}

QStringList BucketView::footerLines() const
{
    return scene(size()).footer;
}

std::vector<QColor> BucketView::memberColors() const
{
    const Scene& s = scene(size());
    std::vector<QColor> colors(snapshot_ ? snapshot_->members.size() : 0);
    for (const Scene::Column& column : s.columns)
        if (column.member >= 0)
            colors[static_cast<std::size_t>(column.member)] = column.color;
    return colors;
}

std::size_t BucketView::tallestPile(const LabSnapshot& snapshot)
{
    // Piles stand at each member's share of all keys, before and after; fair lines too.
    const auto keyCount = static_cast<double>(snapshot.sample.size());
    const auto totalKeys = static_cast<double>(std::max<std::size_t>(1, snapshot.keys.size()));
    double tallest = 0.0;
    for (const auto& member : snapshot.stats.members)
        tallest = std::max({tallest, member.share * keyCount, member.fairShare * keyCount});
    for (const std::size_t keys : snapshot.previousKeys)
        tallest = std::max(tallest, static_cast<double>(keys) / totalKeys * keyCount);
    if (snapshot.diff)
        for (const double share : fairShares(snapshot.previousMembers))
            tallest = std::max(tallest, share * keyCount);
    return static_cast<std::size_t>(std::ceil(tallest));
}

void BucketView::shareScaleWith(BucketView* partner)
{
    if (scalePartner_ == partner)
        return;
    BucketView* previous = scalePartner_;
    scalePartner_ = partner;
    if (previous && previous->scalePartner_ == this)
        previous->shareScaleWith(nullptr);
    if (partner)
        partner->shareScaleWith(this);
    invalidate();
}

void BucketView::snapshotChanged(const std::shared_ptr<const LabSnapshot>& previous)
{
    LabView::snapshotChanged(previous);
    // The partner's scale depends on this snapshot too.
    if (scalePartner_)
        scalePartner_->invalidate();
}

void BucketView::paintBackground(QPainter& painter, const Scene& s, const Layout& layout) const
{
    painter.fillRect(QRectF(QPointF(0.0, 0.0), QSizeF(s.size)), palette::current().background);
    paintCaptionBand(painter, s.size, s.title, counterText(), s.counter, textScale_);
    if (!snapshot_)
        return;
    const LabSnapshot& snap = *snapshot_;
    painter.setFont(viewFont(s.text * 0.8));
    painter.setPen(palette::current().mutedInk);
    const QFontMetricsF footerMetrics(painter.font());
    QStringList footer;
    for (const QString& line : s.footer)
        footer << footerMetrics.elidedText(line, Qt::ElideRight, s.footerRect.width());
    painter.drawText(s.footerRect, Qt::AlignLeft | Qt::AlignVCenter, footer.join(QLatin1Char('\n')));

    const double text = s.text;
    const auto headerPadding = [text](double width) { return std::min(text * 0.3, width * 0.05); };
    // Every header says it the same way, in the largest type where all fit: "121,279 keys"
    // and "97 % of fair", else "121,279" and "97 %", else "121k" and "97 %" rather than
    // small type (and nothing in dozens of narrow buckets).
    enum class Form { Spelled, Exact, Rounded };
    const auto countText = [&](const MemberLoad& load, Form form) {
        switch (form) {
        case Form::Spelled: return tr("%1 keys").arg(formatCount(load.keys));
        case Form::Exact: return formatCount(load.keys);
        case Form::Rounded: break;
        }
        return compactCount(load.keys);
    };
    const auto percentText = [&](const MemberLoad& load, Form form) {
        return form == Form::Spelled ? tr("%1 of fair").arg(formatShare(load.ofFair, 0))
                                     : formatShare(load.ofFair, 0);
    };
    // Buckets opening or closing in the animation do not count: the style would flicker.
    double widest = 0.0;
    for (const QRectF& column : layout.columns)
        widest = std::max(widest, column.width());
    const auto allFit = [&](double pixels, Form form) {
        const QFontMetricsF plain(viewFont(pixels));
        const QFontMetricsF bold(viewFont(pixels, true));
        for (std::size_t c = 0; c < s.columns.size(); ++c) {
            const auto member = static_cast<std::size_t>(s.columns[c].member);
            const double width = layout.columns[c].width();
            if (s.columns[c].member < 0 || member >= snap.stats.members.size() || width < widest * 0.9)
                continue;
            const double room = width - 2.0 * headerPadding(width);
            const MemberLoad& load = snap.stats.members[member];
            if (plain.horizontalAdvance(countText(load, form)) > room ||
                bold.horizontalAdvance(percentText(load, form)) > room)
                return false;
        }
        return true;
    };
    double linePixels = 0.0;  // none fit
    Form lineForm = Form::Exact;
    constexpr std::pair<Form, double> styles[] = {{Form::Spelled, 0.95}, {Form::Spelled, 0.85}, {Form::Exact, 0.95},
                                                  {Form::Exact, 0.85},   {Form::Rounded, 0.95}, {Form::Rounded, 0.85},
                                                  {Form::Rounded, 0.75}, {Form::Rounded, 0.65}};
    for (const auto& [form, scale] : styles) {
        if (allFit(text * scale, form)) {
            linePixels = text * scale;
            lineForm = form;
            break;
        }
    }
    const QFont lineFont = viewFont(std::max(linePixels, text * 0.65));
    const QFontMetricsF lineMetrics(lineFont);
    const QFont boldFont = viewFont(std::max(linePixels, text * 0.65), true);
    const QFontMetricsF boldMetrics(boldFont);

    for (std::size_t c = 0; c < s.columns.size(); ++c) {
        const QRectF column = layout.columns[c];
        if (column.width() < 2.0 || layout.opacity[c] < 0.01)
            continue;
        const Scene::Column& info = s.columns[c];
        const bool lit = static_cast<int>(c) == s.highlighted;
        const bool faded = s.highlighted >= 0 && !lit;
        painter.save();
        painter.setOpacity(layout.opacity[c]);

        // The bucket.
        QColor fill = palette::current().panelGround;
        if (lit) {
            fill = info.color;
            fill.setAlphaF(0.14F);
        }
        painter.setPen(lit ? QPen(info.color, 2.5) : Qt::NoPen);
        painter.setBrush(fill);
        painter.drawRoundedRect(layout.bucket(c), text * 0.3, text * 0.3);

        // The header: the id on a chip of the member's colour, then count and % of fair.
        const double pad = headerPadding(column.width());
        const QRectF chip(column.left(), column.top(), column.width(), text * 1.7);
        painter.setPen(Qt::NoPen);
        painter.setBrush(info.shown);
        painter.drawRoundedRect(chip, text * 0.3, text * 0.3);
        // Texts too wide for their bucket (dozens of members) are left out, not cut to "…".
        const auto fits = [&](const QFontMetricsF& metrics, const QString& line) {
            return metrics.horizontalAdvance(line) <= column.width() - 2.0 * pad;
        };
        const QFont chipFont = fittedFont(info.label, text, chip.width() - 2.0 * pad, true);
        painter.setPen(textOn(info.shown));
        if (fits(QFontMetricsF(chipFont), info.label)) {
            painter.setFont(chipFont);
            painter.drawText(chip, Qt::AlignCenter, info.label);
        } else {
            // Dozens of narrow buckets: the chip's label stands on end, as large as the chip
            // is wide, so that every bucket still says whose it is.
            const QFont upright = fittedFont(info.label, std::min(text, chip.width() * 0.9), chip.height() - 2.0, true);
            if (QFontMetricsF(upright).horizontalAdvance(info.label) <= chip.height() - 2.0) {
                painter.save();
                painter.translate(chip.center());
                painter.rotate(-90.0);
                painter.setFont(upright);
                painter.drawText(QRectF(-chip.height() / 2.0, -chip.width() / 2.0, chip.height(), chip.width()),
                                 Qt::AlignCenter, info.label);
                painter.restore();
            }
        }

        const QRectF countLine(column.left(), chip.bottom() + text * 0.25, column.width(), text * 1.3);
        const QRectF percentLine = countLine.translated(0.0, text * 1.3);
        painter.setPen(faded ? palette::current().mutedInk : palette::current().ink);
        painter.setFont(lineFont);
        if (info.member < 0) {
            if (fits(lineMetrics, tr("removed")))
                painter.drawText(countLine, Qt::AlignCenter, tr("removed"));
        } else if (linePixels > 0.0 && static_cast<std::size_t>(info.member) < snap.stats.members.size()) {
            // A bucket still opening may be too narrow yet.
            const MemberLoad& load = snap.stats.members[static_cast<std::size_t>(info.member)];
            if (const QString count = countText(load, lineForm); fits(lineMetrics, count))
                painter.drawText(countLine, Qt::AlignCenter, count);
            painter.setFont(boldFont);
            if (load.ofFair > kLoadLimitOfFair && !faded)
                painter.setPen(palette::current().alarmRed);
            if (const QString percent = percentText(load, lineForm); fits(boldMetrics, percent))
                painter.drawText(percentLine, Qt::AlignCenter, percent);
        }
        painter.restore();
    }
}

// Over the keys, so that a pile above its fair share shows by how much.
void BucketView::paintFairLines(QPainter& painter, const Layout& layout) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (std::size_t c = 0; c < layout.columns.size(); ++c) {
        if (std::isnan(layout.fairY[c]) || layout.columns[c].width() < 2.0)
            continue;
        const QRectF bucket = layout.bucket(c);
        const QLineF line(bucket.left() + 2.0, layout.fairY[c], bucket.right() - 2.0, layout.fairY[c]);
        painter.setOpacity(layout.opacity[c]);
        // Dashes of ink on the ground's colour: visible on any pile and on the empty bucket.
        painter.setPen(QPen(palette::current().background, 2.0, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(line);
        painter.setPen(QPen(palette::current().softInk, 2.0, Qt::DashLine, Qt::FlatCap));
        painter.drawLine(line);
    }
    painter.restore();
}

BucketView::Layout BucketView::layoutAt(const Scene& s, double t)
{
    if (t >= 1.0)
        return s.rest;
    if (t < kOpenEnd)
        return BucketGeometry::between(s.before, s.during, easeInOut(t / kOpenEnd));
    if (t < kSettleStart)
        return s.during;
    return BucketGeometry::between(s.during, s.rest, easeInOut((t - kSettleStart) / (1.0 - kSettleStart)));
}

bool BucketView::drawsColumns(const QSize& size) const
{
    if (!snapshot_)
        return true;
    return static_cast<double>(snapshot_->members.size()) * kMinColumnPitch <= static_cast<double>(size.width());
}

QString BucketView::tooManyColumnsText(const QSize& size) const
{
    if (drawsColumns(size))
        return {};
    return tr("%1 members: too many for a bucket each at this width. The load chart counts them by "
              "their % of fair share; the ring shows which keys move.")
        .arg(formatCount(snapshot_->members.size()));
}

void BucketView::render(QPainter& painter, const QSize& size) const
{
    if (!drawsColumns(size)) {
        const double text = viewTextPixelSize(size, textScale_);
        painter.fillRect(QRectF(QPointF(0.0, 0.0), QSizeF(size)), palette::current().background);
        const QRectF body =
            paintCaptionBand(painter, size, placementCaption(*snapshot_), counterText(), counterCaption(*snapshot_), textScale_);
        painter.setFont(viewFont(text * 1.1));
        painter.setPen(palette::current().mutedInk);
        painter.drawText(body.adjusted(text * 2.0, text, -text * 2.0, -text), Qt::AlignCenter | Qt::TextWordWrap,
                         tooManyColumnsText(size));
        return;
    }
    const Scene& s = scene(size);
    const double t = progress();
    const Layout layout = layoutAt(s, t);
    // Buckets and headers stand still at rest and while keys fly: cached then.
    const StaticLayer kind = t >= 1.0 ? StaticLayer::Rest
                             : t >= kOpenEnd && t < kSettleStart ? StaticLayer::During
                                                                 : StaticLayer::None;
    if (kind == StaticLayer::None) {
        paintBackground(painter, s, layout);
    } else {
        if (staticKind_ != kind) {
            staticLayer_.invalidate();
            staticKind_ = kind;
        }
        staticLayer_.draw(painter, size, [&](QPainter& layer) { paintBackground(layer, s, layout); });
    }
    if (snapshot_) {
        paintKeys(painter, s, t);
        paintFairLines(painter, layout);
    }
}

void BucketView::paintKeys(QPainter& painter, const Scene& s, double t) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(Qt::NoPen);
    if (t >= 1.0) {
        const auto fill = [&painter](const std::vector<Scene::DotGroup>& groups) {
            for (const auto& group : groups)
                fillDots(painter, group.color, group.rects);
        };
        // After a change the keys that moved stay marked until the next one.
        if (s.flows.empty()) {
            fill(s.restDots);
        } else {
            fill(s.settledDots);
            fill(s.movedMarks);
        }
        painter.restore();
        return;
    }
    // Open: every key rides along with its bucket. Fly: keys that changed owner move to
    // their new bucket and recolour. Settle: every key goes to its place at rest.
    std::vector<QRectF> rects;
    for (const Scene::Flow& flow : s.flows) {
        rects.clear();
        const bool moves = flow.from != flow.to;
        const double flyingSize = s.during.dotSize() * (moves ? 1.2 : 1.0);  // the eye follows them
        QColor color = s.columns[flow.to].shown;
        if (t < kOpenEnd) {
            const double u = easeInOut(t / kOpenEnd);
            const double size = lerp(s.before.dotSize(), s.during.dotSize(), u);
            color = s.columns[flow.from].shown;
            for (const std::uint32_t k : flow.keys)
                addDot(rects, lerp(s.atBefore[k], s.leaving[k], u), size);
        } else if (t < kSettleStart) {
            const double v = (t - kOpenEnd) / (kSettleStart - kOpenEnd);
            const double u = easeInOut(v);
            color = mixedColor(s.columns[flow.from].shown, s.columns[flow.to].shown, v);
            for (const std::uint32_t k : flow.keys)
                addDot(rects, moves ? lerp(s.leaving[k], s.arriving[k], u) : s.leaving[k], flyingSize);
        } else {
            const double u = easeInOut((t - kSettleStart) / (1.0 - kSettleStart));
            const double size = lerp(flyingSize, s.rest.dotSize(), u);
            for (const std::uint32_t k : flow.keys)
                addDot(rects, lerp(moves ? s.arriving[k] : s.leaving[k], s.atRest[k], u), size);
        }
        fillDots(painter, color, rects);
    }
    painter.restore();
}

void BucketView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    render(painter, size());
}

void BucketView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !snapshot_) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const Scene& s = scene(size());
    const Layout layout = layoutAt(s, progress());
    QString id;
    for (std::size_t c = 0; c < s.columns.size(); ++c) {
        if (s.columns[c].member >= 0 && layout.columns[c].contains(event->position()))
            id = s.columns[c].id;
    }
    if (id == highlighted_)
        id.clear();
    setHighlightedMember(id);
    emit memberClicked(id);
}

}  // namespace ringlab::ui
