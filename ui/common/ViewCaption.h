// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/DisplayText.h"
#include "model/Format.h"
#include "model/core/Placement.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QSize>
#include <QString>

#include <cstddef>
#include <optional>
#include <vector>

class QFontMetricsF;
class QPainter;

namespace ringlab {
struct LabSnapshot;
}

namespace ringlab::ui {

// An algorithm's short name in the user's language ("ring", "Verzeichnis", "anneau").
QString algorithmCaption(Algorithm algorithm);
// "ring · fnv1a-fmix32 · 160 replicas", "directory · CRC16 slots", "jump · md5".
QString placementCaption(const LabSnapshot& snapshot);
// "after adding cache-09: moved 11.06 % of keys · least possible 11.06 % · ideal 11.11 %"
// from snapshot.diff and snapshot.change; while `animating`, "after adding cache-09: keys
// moving…" (the figures would give the answer away); empty without a movement. For Maglev
// after a change of members it goes on: "· ring: 11.06 % (Maglev moves 1.64× as many)", what
// the article's ring moves for the same change on the same keys (snapshot.ringMovedFraction).
// For Cassandra at a replication factor over 1 (snapshot.replicaChange) it names three figures:
// "primary owner changed for 20.97 % of keys · replica set changed for 69.31 % · replica copies
// streamed: 24.99 % of copies · least possible … · ideal …".
QString movementCaption(const LabSnapshot& snapshot, bool animating = false);
// What moved, least possible and ideal mean (rich text, for the counter's tooltip); with a
// snapshot that sets Maglev against the ring, what the ring's figure means too.
QString movementExplanation(const LabSnapshot* snapshot = nullptr);
// "1.64": a ratio with two decimals in the user's locale.
QString ratioCaption(double ratio);
// "8 members · 1,000,000 keys · 5,000 drawn".
QString populationCaption(const LabSnapshot& snapshot);
// What a view's caption band counts: the movement after a change, otherwise the population.
QString counterCaption(const LabSnapshot& snapshot, bool animating = false);


// Member ids are up to 255 bytes; a view never lays out more than this many characters of
// one (an axis, a legend row, a tooltip line).

// Pixel size of a view's body text: large enough to read from the back of a classroom on a
// projector, smaller only when the view itself is small.
// `scale` enlarges it for a projector (View > Larger text, the presentation's default).
double viewTextPixelSize(const QSize& viewSize, double scale = 1.0);
QFont viewFont(double pixelSize, bool bold = false);

// A count taken from a length in pixels (a strip's pixel columns, the rows that fit, a label
// stride): 0 for a negative, zero or not-a-number value, at most `most`. A view squeezed to
// nothing in a crowded layout has negative lengths, and a zero width makes quotients infinite;
// converted to an unsigned count as they are, either is a huge allocation or a loop without end.
std::size_t pixelCount(double value, std::size_t most);

// Height of the band paintCaptionBand() paints for these texts.
double captionBandHeight(const QSize& viewSize, const QString& title, const QString& counter, double scale = 1.0);
// Paints the band across the top of a view of `viewSize`: the title on the left in bold, the
// counter on the right (under the title, wrapped, when both do not fit on one line). Returns
// the part of the view below the band. `layoutCounter`, when given, sizes the band instead of
// `counter` (so that the band keeps its height while the counter's text changes).
QRectF paintCaptionBand(QPainter& painter, const QSize& viewSize, const QString& title,
                        const QString& counter, const QString& layoutCounter = {}, double scale = 1.0);

// Painting shared by the views (colours are mixed in ui/common/Colour.h).
// A dot as two rectangles, a square with its corners cut (round enough at the sizes drawn),
// so that thousands of dots of one colour are a single drawRects call.
void addDot(std::vector<QRectF>& rects, const QPointF& center, double size);
void fillDots(QPainter& painter, const QColor& color, const std::vector<QRectF>& rects);

}  // namespace ringlab::ui
