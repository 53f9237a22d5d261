// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/ViewCaption.h"

#include "model/DisplayText.h"
#include "model/core/KetamaPlacement.h"
#include "model/core/LabSnapshot.h"
#include "ui/common/Palette.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QObject>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

QString algorithmCaption(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Ring: return QObject::tr("ring");
    case Algorithm::Modulo: return QObject::tr("modulo");
    case Algorithm::Directory: return QObject::tr("directory");
    case Algorithm::Rendezvous: return QObject::tr("rendezvous");
    case Algorithm::Jump: return QObject::tr("jump");
    case Algorithm::Ketama: return QObject::tr("ketama");
    case Algorithm::Maglev: return QObject::tr("maglev");
    case Algorithm::EnvoyRing: return QObject::tr("envoy-ring");
    case Algorithm::Cassandra: return QObject::tr("cassandra");
    }
    return fromStd(algorithmName(algorithm));
}

QString placementCaption(const LabSnapshot& snapshot)
{
    const PlacementConfig& config = snapshot.config;
    const QString algorithm = algorithmCaption(config.algorithm);
    switch (config.algorithm) {
    case Algorithm::Directory:
        return QObject::tr("%1 · CRC16 slots").arg(algorithm);
    case Algorithm::Ketama: {
        // The key hash: MD5 in every client but twemproxy, whose pool names its own.
        const QString keyHash = config.ketamaDialect == KetamaDialect::Twemproxy
                                    ? fromStd(twemproxyHashName(hashFunction(config.twemproxyHash)))
                                    : QStringLiteral("MD5");
        return QStringLiteral("%1 · %2 · %3").arg(algorithm, fromStd(choiceOf(kKetamaDialects, config.ketamaDialect).name), keyHash);
    }
    case Algorithm::Maglev:
        return QObject::tr("%1 · %2 slots · xxHash64").arg(algorithm, formatCount(config.maglevTableSize));
    case Algorithm::EnvoyRing:
        return QObject::tr("%1 · %2 points · xxHash64").arg(algorithm, formatCount(snapshot.ringPoints.size()));
    case Algorithm::Cassandra:
        return QObject::tr("%1 · %2 tokens · Murmur3").arg(algorithm, formatCount(snapshot.ringPoints.size()));
    case Algorithm::Ring: {
        const QString hash = fromStd(hashFunction(config.hash).name);
        return config.replicas == 1 ? QObject::tr("%1 · %2 · 1 replica").arg(algorithm, hash)
                                    : QObject::tr("%1 · %2 · %3 replicas")
                                          .arg(algorithm, hash, formatCount(static_cast<std::size_t>(config.replicas)));
    }
    case Algorithm::Modulo:
    case Algorithm::Rendezvous:
    case Algorithm::Jump:
        break;
    }
    return QObject::tr("%1 · %2").arg(algorithm, fromStd(hashFunction(config.hash).name));
}

QString movementCaption(const LabSnapshot& snapshot, bool animating)
{
    if (!snapshot.diff)
        return {};
    const QString change = snapshot.change.empty() ? QObject::tr("the change") : fromStd(snapshot.change);
    // Until the keys have moved on screen, the figures would give the answer away.
    if (animating)
        return QObject::tr("after %1: keys moving…").arg(change);
    const AssignmentDiff& diff = *snapshot.diff;
    const QString moved = formatShare(diff.movedFraction(), 2);
    const QString least = formatShare(diff.leastFraction(), 2);
    const QString ideal = formatShare(diff.idealFraction, 2);
    // A replicated store: the primary owners are one figure of three.
    if (snapshot.replicaChange) {
        const ReplicaChange& replicas = *snapshot.replicaChange;
        return QObject::tr("after %1: primary owner changed for %2 of keys · replica set changed for %3 · "
                           "replica copies streamed: %4 of copies · least possible %5 · ideal %6")
            .arg(change, moved, formatShare(replicas.replicaSetChangedShare(), 2),
                 formatShare(replicas.streamedCopyShare(), 2), least, ideal);
    }
    // Maglev: what the article's ring moves for the same change on the same keys.
    if (snapshot.ringMovedFraction) {
        const QString ring = formatShare(*snapshot.ringMovedFraction, 2);
        if (const auto ratio = snapshot.movedOverRingMoved())
            return QObject::tr("after %1: moved %2 of keys · least possible %3 · ideal %4 · ring: %5 "
                               "(Maglev moves %6× as many)")
                .arg(change, moved, least, ideal, ring, ratioCaption(*ratio));
        return QObject::tr("after %1: moved %2 of keys · least possible %3 · ideal %4 · ring: %5")
            .arg(change, moved, least, ideal, ring);
    }
    return QObject::tr("after %1: moved %2 of keys · least possible %3 · ideal %4").arg(change, moved, least, ideal);
}

QString ratioCaption(double ratio)
{
    return QLocale().toString(ratio, 'f', 2);
}

QString movementExplanation(const LabSnapshot* snapshot)
{
    QString text = QObject::tr(
        "<p><b>Moved</b>: the keys whose owner changed.</p>"
        "<p><b>Least possible</b>: the fewest keys any placement must move to reach the new loads, "
        "the sum over nodes of the keys each one lost (all of a removed node's keys). A ring and "
        "rendezvous move exactly that; modulo lands far above it.</p>"
        "<p><b>Ideal</b>: what a balanced result needs, the share of weight that changes hands "
        "(1/9 when 8 equal nodes become 9). A real placement lands near it, above or below, "
        "because its loads are never exactly fair.</p>");
    if (snapshot && snapshot->replicaChange)
        text += QObject::tr(
            "<p><b>Primary owner changed</b>: the keys whose first replica is another node (what "
            "<b>moved</b> counts elsewhere). <b>Replica set changed</b>: the keys whose set of replica "
            "nodes differs at all. <b>Replica copies streamed</b>: the copies nodes receive, each from "
            "the node giving that replica up, over every copy after the change (keys × replication "
            "factor).</p>");
    if (snapshot && snapshot->ringMovedFraction)
        text += QObject::tr(
            "<p><b>Ring</b>: what the article's ring (this lab's hash and replicas) moves for the same "
            "change on the same keys: only the keys it must. Maglev also hands some table entries "
            "between nodes that stay, so it moves more, the more so the more nodes there are; Envoy's "
            "documentation says about twice as many.</p>");
    return text;
}

QString populationCaption(const LabSnapshot& snapshot)
{
    const std::size_t memberCount = snapshot.members.size();
    const QString members = memberCount == 1 ? QObject::tr("1 member")
                                             : QObject::tr("%1 members").arg(formatCount(memberCount));
    const std::size_t keyCount = snapshot.keys.size();
    const QString keys = keyCount == 1 ? QObject::tr("1 key") : QObject::tr("%1 keys").arg(formatCount(keyCount));
    if (snapshot.sample.size() == keyCount)
        return QObject::tr("%1 · %2").arg(members, keys);
    return QObject::tr("%1 · %2 · %3 drawn").arg(members, keys, formatCount(snapshot.sample.size()));
}

QString counterCaption(const LabSnapshot& snapshot, bool animating)
{
    const QString movement = movementCaption(snapshot, animating);
    return movement.isEmpty() ? populationCaption(snapshot) : movement;
}

double viewTextPixelSize(const QSize& viewSize, double scale)
{
    const double reach = std::min(static_cast<double>(viewSize.width()), 1.6 * viewSize.height());
    return std::clamp(reach / 64.0, 14.0, 26.0) * scale;
}

std::size_t pixelCount(double value, std::size_t most)
{
    if (!(value > 0.0))
        return 0;
    if (value >= static_cast<double>(most))
        return most;
    return static_cast<std::size_t>(value);
}

QFont viewFont(double pixelSize, bool bold)
{
    QFont font;
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixelSize))));
    font.setBold(bold);
    return font;
}

namespace {

// Where the band's texts go for one view size.
struct BandLayout {
    QFont titleFont;
    QFont counterFont;
    QRectF titleRect;
    QRectF counterRect;
    Qt::Alignment counterAlignment;
    double height = 0.0;
};

BandLayout bandLayout(const QSize& viewSize, const QString& title, const QString& counter, double scale)
{
    const double text = viewTextPixelSize(viewSize, scale);
    BandLayout layout{viewFont(text * 1.25, true), viewFont(text * 1.1), {}, {}, Qt::AlignRight, 0.0};
    const QFontMetricsF titleMetrics(layout.titleFont);
    const QFontMetricsF counterMetrics(layout.counterFont);
    const double padding = text * 0.6;
    const double innerWidth = std::max(0.0, viewSize.width() - 2.0 * padding);
    const double needed = titleMetrics.horizontalAdvance(title) + counterMetrics.horizontalAdvance(counter) + 2.0 * text;
    const bool oneLine = counter.isEmpty() || needed <= innerWidth;
    layout.titleRect = QRectF(padding, padding, innerWidth, titleMetrics.height());
    if (oneLine) {
        layout.counterRect = layout.titleRect;
    } else {
        // Under the title, wrapped on up to three lines.
        const double wrapped = counterMetrics.boundingRect(QRectF(0.0, 0.0, innerWidth, 1e6),
                                                           Qt::TextWordWrap, counter).height();
        layout.counterRect = QRectF(padding, layout.titleRect.bottom() + 0.2 * text, innerWidth,
                                    std::min(wrapped, 3.0 * counterMetrics.lineSpacing()));
        layout.counterAlignment = Qt::AlignLeft;
    }
    layout.height = (counter.isEmpty() ? layout.titleRect.bottom() : layout.counterRect.bottom()) + padding;
    return layout;
}

}  // namespace

double captionBandHeight(const QSize& viewSize, const QString& title, const QString& counter, double scale)
{
    return bandLayout(viewSize, title, counter, scale).height;
}

QRectF paintCaptionBand(QPainter& painter, const QSize& viewSize, const QString& title,
                        const QString& counter, const QString& layoutCounter, double scale)
{
    const BandLayout layout = bandLayout(viewSize, title, layoutCounter.isEmpty() ? counter : layoutCounter, scale);
    const double width = viewSize.width();
    painter.save();
    painter.fillRect(QRectF(0.0, 0.0, width, layout.height), palette::current().panelGround);
    painter.setPen(QPen(palette::current().rule, 1.0));
    painter.drawLine(QPointF(0.0, layout.height - 0.5), QPointF(width, layout.height - 0.5));

    painter.setPen(palette::current().ink);
    painter.setFont(layout.titleFont);
    painter.drawText(layout.titleRect, Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetricsF(layout.titleFont).elidedText(title, Qt::ElideRight, layout.titleRect.width()));
    if (!counter.isEmpty()) {
        painter.setPen(palette::current().counterInk);
        painter.setFont(layout.counterFont);
        painter.drawText(layout.counterRect, layout.counterAlignment | Qt::AlignTop | Qt::TextWordWrap, counter);
    }
    painter.restore();
    return QRectF(0.0, layout.height, width, std::max(0.0, viewSize.height() - layout.height));
}

void addDot(std::vector<QRectF>& rects, const QPointF& center, double size)
{
    const double half = size / 2.0;
    const double cut = std::min(size * 0.22, 1.2);
    rects.emplace_back(center.x() - half, center.y() - half + cut, size, size - 2.0 * cut);
    rects.emplace_back(center.x() - half + cut, center.y() - half, size - 2.0 * cut, size);
}

void fillDots(QPainter& painter, const QColor& color, const std::vector<QRectF>& rects)
{
    if (rects.empty())
        return;
    painter.setBrush(color);
    painter.drawRects(rects.data(), static_cast<int>(rects.size()));
}

}  // namespace ringlab::ui
