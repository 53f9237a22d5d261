// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/RingView.h"

#include "model/DisplayText.h"
#include "model/core/LabSnapshot.h"
#include "ui/common/Colour.h"
#include "ui/common/MemberColors.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"
#include "ui/lab/ring/RingScene.h"
#include "ui/lab/ring/RingText.h"

#include <QMouseEvent>
#include <QImage>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

namespace {

constexpr double kSmallestArc = 1.0 / 4194304.0;  // 2⁻²²: 1,024 hash positions
constexpr double kWheelStep = 1.0015;             // zoom per eighth of a degree
constexpr double kDragThreshold = 4.0;

// A dead member's arcs, points and keys: grey, half way to the background.
QColor deadMemberColor()
{
    return mixedColor(palette::current().mutedInk, palette::current().background, 0.45);
}

}  // namespace

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
            colors_.push_back(deadMembers_.contains(fromStd(member.id)) ? deadMemberColor() : memberColor(member.id));
        for (const Member& member : snapshot_->previousMembers)
            previousColors_.push_back(memberColor(member.id));
        keySpace_ = keySpaceOf(snapshot_->config);
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

double RingView::keySpaceOf(const PlacementConfig& config)
{
    // Where keys land: the directory's Redis slots, Maglev's table slots, else the hash ring.
    switch (config.algorithm) {
    case Algorithm::Directory: return kRedisSlotCount;
    case Algorithm::Maglev: return config.maglevTableSize;
    default: return kHashSpace;
    }
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
    const RingScene& s = scene(size());
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

std::vector<double> RingView::bandShares() const
{
    std::vector<double> shares(colors_.size(), 0.0);
    if (!snapshot_ || size().isEmpty())
        return shares;
    QImage image(size(), QImage::Format_RGB32);
    {
        QPainter painter(&image);
        render(painter, size());
    }
    const RingScene& s = scene(size());
    const double radius = (s.circles.arcInner + s.circles.arcOuter) / 2.0;
    constexpr int kSamples = 7200;
    for (int i = 0; i < kSamples; ++i) {
        const double angle = s.map.angleOfOffset((i + 0.5) / kSamples);
        const QPoint at = polar(s.circles.center, radius, angle).toPoint();
        if (!image.rect().contains(at))
            continue;
        const QRgb pixel = image.pixel(at);
        for (std::size_t m = 0; m < s.shown.size(); ++m)
            if (s.shown[m].rgb() == pixel) {
                shares[m] += 1.0 / kSamples;
                break;
            }
    }
    return shares;
}

std::size_t RingView::markedMovedKeys() const
{
    return scene(size()).markedKeys;
}

std::size_t RingView::markedTableEntries() const
{
    return snapshot_ ? scene(size()).changeMarks.markedCells : 0;
}

std::size_t RingView::visibleTableEntries() const
{
    return snapshot_ ? scene(size()).changeMarks.visibleCells : 0;
}

QString RingView::markLegendText() const
{
    return snapshot_ ? scene(size()).legend.markKey : QString();
}

std::vector<std::uint32_t> RingView::markedEntriesAsPainted() const
{
    std::vector<std::uint32_t> marked;
    if (!snapshot_ || size().isEmpty() || !scene(size()).marksChanges)
        return marked;
    QImage image(size(), QImage::Format_RGB32);
    {
        QPainter painter(&image);
        render(painter, size());
    }
    const RingScene& s = scene(size());
    // A quarter of the way out across the marker ring: clear of the circle in its middle.
    const double radius = s.circles.markInner + (s.circles.markOuter - s.circles.markInner) / 4.0;
    const std::uint32_t cells = snapshot_->config.maglevTableSize;
    for (std::uint32_t cell = 0; cell < cells; ++cell) {
        const double fraction = (cell + 0.5) / cells;
        if (!s.map.visible(fraction))
            continue;
        const QPointF at = polar(s.circles.center, radius, s.map.angle(fraction));
        const QPoint pixel(static_cast<int>(std::floor(at.x())), static_cast<int>(std::floor(at.y())));
        if (!image.rect().contains(pixel))
            continue;
        // At least half covered by a mark (near-black over the light track).
        const QRgb rgb = image.pixel(pixel);
        if (std::max({qRed(rgb), qGreen(rgb), qBlue(rgb)}) < 0x80)
            marked.push_back(cell);
    }
    return marked;
}

const RingScene& RingView::scene(const QSize& size) const
{
    const bool ghostRows = animating();
    if (scene_ && scene_->size == size && scene_->ghostRows == ghostRows)
        return *scene_;
    painter_.invalidate();
    scene_ = std::make_unique<RingScene>(RingScene::Setting{.snapshot = snapshot_,
                                                            .colors = colors_,
                                                            .previousColors = previousColors_,
                                                            .space = keySpace_,
                                                            .previousSpace = previousKeySpace_,
                                                            .viewStart = viewStart_,
                                                            .viewLength = viewLength_,
                                                            .highlighted = highlighted_,
                                                            .textScale = textScale_,
                                                            .ghostRows = ghostRows,
                                                            .size = size,
                                                            .deadMembers = deadMembers_});
    return *scene_;
}

void RingView::render(QPainter& painter, const QSize& size) const
{
    painter_.render(painter, scene(size), counterText(), progress());
    if (snapshot_ && !traceMarks_.empty())
        paintTraceMarks(painter, scene(size), traceMarks_);
}

void RingView::setDeadMembers(const QStringList& ids)
{
    if (ids == deadMembers_)
        return;
    deadMembers_ = ids;
    if (snapshot_)
        for (std::size_t m = 0; m < snapshot_->members.size(); ++m)
            colors_[m] = deadMembers_.contains(fromStd(snapshot_->members[m].id)) ? deadMemberColor()
                                                                                   : memberColor(snapshot_->members[m].id);
    invalidate();
}

void RingView::setTraceMarks(std::vector<TraceMark> marks)
{
    traceMarks_ = std::move(marks);
    update();
}

std::vector<QRectF> RingView::traceLabelBoxes() const
{
    if (!snapshot_ || size().isEmpty())
        return {};
    QImage image(size(), QImage::Format_RGB32);
    QPainter painter(&image);
    painter_.render(painter, scene(size()), counterText(), progress());
    return paintTraceMarks(painter, scene(size()), traceMarks_);
}

void RingView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    render(painter, size());
    if (snapshot_)
        paintRingHover(painter, scene(size()), hover_, hoverPosition_, hoverText_);
}

QString RingView::describe(const RingHit& hit) const
{
    if (hit.kind == RingHit::Kind::None || hit.kind == RingHit::Kind::LegendRow)
        return {};
    const LabSnapshot& snap = *snapshot_;
    const bool hashes = keySpace_ == kHashSpace;
    // A 64-bit ring (Envoy's, Cassandra's) is drawn at the top 32 bits of its positions.
    const bool wide = snap.placement->hasWideKeys();
    const auto positionLine = [&](std::uint32_t position) {
        if (wide)
            return tr("top 32 bits %1 · %2").arg(formatCount(position), hexPosition(position));
        return hashes ? tr("position %1 · %2").arg(formatCount(position), hexPosition(position))
                      : tr("slot %1").arg(formatCount(position));
    };
    if (hit.kind == RingHit::Kind::Point) {
        const RingPoint& point = snap.ringPoints[hit.index];
        const std::string& owner = snap.members[point.owner].id;
        const double owned = ownedFraction(snap.ringPoints, hit.index, hit.index);
        return QStringList{shortMemberId(fromStd(snap.ring()->pointLabel(point.owner, point.vnode)), kMaxShownIdCharacters + 8), positionLine(point.position),
                           tr("owner %1 · owns %2 of the ring").arg(shortMemberId(fromStd(owner), 48), formatShare(owned, 3))}
            .join(QLatin1Char('\n'));
    }
    const KeySample& sample = snap.sample;
    const std::size_t k = hit.index;
    const std::string& owner = snap.members[sample.owner[k]].id;
    const std::string key = snap.keys.key(sample.keyIndex[k]);
    QStringList lines{fromStd(key)};
    if (wide)  // the whole 64-bit value (Cassandra's token signed, as nodetool prints it)
        lines << tr("hash %1").arg(fromStd(hashValueText(snap.placement->keyHash(), key)));
    else if (hashes)
        lines << tr("hash %1 · %2").arg(formatCount(sample.position[k]), hexPosition(sample.position[k]));
    else
        lines << positionLine(sample.position[k]);
    if (!snap.ringPoints.empty()) {
        const auto point = std::lower_bound(snap.ringPoints.begin(), snap.ringPoints.end(), sample.ownerPoint[k],
                                            [](const RingPoint& p, std::uint32_t position) { return p.position < position; });
        const RingPoint& owning = point != snap.ringPoints.end() ? *point : snap.ringPoints.front();
        lines << tr("owner %1 (point %2)")
                     .arg(shortMemberId(fromStd(owner), 48),
                          shortMemberId(fromStd(snap.ring()->pointLabel(owning.owner, owning.vnode)), kMaxShownIdCharacters + 8));
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
    const RingHit hit = scene(size()).hitAt(position);
    const bool changed = hit.kind != hover_.kind || hit.index != hover_.index;
    hover_ = hit;
    hoverPosition_ = position;
    if (changed)
        hoverText_ = describe(hit);
    if (changed || hit.kind != RingHit::Kind::None)
        update();
}

double RingView::fractionAt(const QPointF& position) const
{
    const RingScene& s = scene(size());
    return s.map.fractionAtAngle(angleAt(s.circles.center, position));
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
            const RingScene& s = scene(size());
            setVisibleArc(dragAnchor_ - s.map.offsetAtAngle(angleAt(s.circles.center, position)), viewLength_);
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
    const RingHit hit = scene(size()).hitAt(event->position());
    QString id;
    if (hit.kind == RingHit::Kind::Point)
        id = fromStd(snapshot_->members[snapshot_->ringPoints[hit.index].owner].id);
    else if (hit.kind == RingHit::Kind::Key)
        id = fromStd(snapshot_->members[snapshot_->sample.owner[hit.index]].id);
    else if (hit.kind == RingHit::Kind::LegendRow)
        id = scene(size()).legend.rows[hit.index].id;
    if (hit.kind == RingHit::Kind::Key)
        emit keyClicked(fromStd(snapshot_->keys.key(snapshot_->sample.keyIndex[hit.index])));
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
    setVisibleArc(under - zoomed.offsetAtAngle(angleAt(scene(size()).circles.center, position)), length);
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
