// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lab/ring/RingGeometry.h"
#include "ui/lab/ring/RingLegend.h"

#include <QColor>
#include <QFont>
#include <QSize>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace ringlab {
struct LabSnapshot;
}

namespace ringlab::ui {

// "The clockwise rule, small" (issue 14): a lab of at most kSmallRingPoints ring points and
// kSmallRingKeys keys (e.g. 4 nodes × 3 virtual nodes, 12 keys) is drawn for the first minutes
// of a lesson: every point labelled outside the circle ("cache-01#2"), every key by its name
// inside it, and each key's clockwise walk to the point that owns it. 24 points and 16 keys
// are what a projected 1280 × 720 ring labels without crowding.
inline constexpr std::size_t kSmallRingPoints = 24;
inline constexpr std::size_t kSmallRingKeys = 16;
// A key that changed owner is drawn this much larger while it moves and after, so the eye finds it.
inline constexpr double kMovedKeyScale = 1.5;

// The ring view laid out for one snapshot at one size, zoom and highlight: where the legend,
// the ring, its points and labels and every key dot go, and the dots grouped by colour for
// painting. Built when any of those change; every paint, animation frame and hover reads it.
struct RingScene {
    // What the scene is laid out from: the view's state.
    struct Setting {
        std::shared_ptr<const LabSnapshot> snapshot;  // none while the first one is computed
        const std::vector<QColor>& colors;            // by member
        const std::vector<QColor>& previousColors;    // by previous member
        double space = kHashSpace;                    // 2³², or the directory's slot count
        double previousSpace = kHashSpace;
        double viewStart = 0.0;  // the visible arc, as fractions of the key space
        double viewLength = 1.0;
        QString highlighted;     // member id, empty for none
        double textScale = 1.0;
        bool ghostRows = false;  // the legend lists removed members while keys leave them
        QSize size;
        QStringList deadMembers = {};  // ids whose live server is down: "dead" in the legend
    };
    explicit RingScene(const Setting& setting);

    // What `position` is over: a legend row, a ring point's tick or a key's dot.
    RingHit hitAt(const QPointF& position) const;

    std::shared_ptr<const LabSnapshot> snapshot;
    std::vector<QColor> colors;  // by member
    double space = kHashSpace;
    double previousSpace = kHashSpace;
    QSize size;
    bool ghostRows = false;
    double text = 16.0;
    double textScale = 1.0;
    QString title;
    QString counter;
    QRectF body;
    RingLegend legend;
    RingCircles circles;
    double dotSize = 3.0;
    ArcMap map;
    int highlighted = -1;                // member index
    QString highlightedId;               // empty unless a member is highlighted
    std::vector<QColor> shown;           // member colours as drawn: faded but the highlighted one
    std::vector<std::size_t> drawOrder;  // members, the highlighted one last

    // Few visible points are labelled "cache-03#17" just inside the arcs, over the keys.
    struct PointLabel {
        QString text;
        QRectF rect;
        std::size_t member = 0;
        std::optional<QPointF> anchor;  // small labs: the tick's outer end, a leader line to the label
    };
    std::vector<PointLabel> pointLabels;
    double pointLabelText = 16.0;  // their type size

    // A small lab (kSmallRingPoints, kSmallRingKeys): every key labelled and its walk drawn.
    bool small = false;
    struct KeyLabel {
        QString text;
        QRectF rect;
        std::size_t member = 0;
        std::uint32_t key = 0;  // sample index
        QPointF anchor;         // the key's dot: a leader line to the label
    };
    std::vector<KeyLabel> keyLabels;
    double keyLabelText = 16.0;
    // A key's clockwise walk on its own circle (keyRadius) to its owning point.
    struct Walk {
        std::uint32_t key = 0;    // sample index
        std::uint32_t point = 0;  // index into ringPoints: the first point clockwise
    };
    std::vector<Walk> walks;
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
    // Maglev after a change: marks just outside the band on the table entries that changed
    // owner (snapshot->changedTableEntries); none otherwise.
    ChangeMarks changeMarks;
    bool marksChanges = false;
    std::vector<double> keyRadius;  // by sample index
    std::vector<QPointF> keyAt;     // end position, by sample index
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
    // At rest after a change, until the next one: the visible keys that changed owner, drawn
    // larger in full colour, by owner (markedKeys counts them), over the others in their
    // settled colour.
    std::vector<DotGroup> movedMarks;
    std::vector<DotGroup> settledDots;
    std::size_t markedKeys = 0;

private:
    void placeCenterText();
    void placePointLabels();
    void placeSmallRingLabels();
    QString pointLabelOf(const RingPoint& point) const;
    void groupDots(const std::vector<QColor>& previousColors);
};

}  // namespace ringlab::ui
