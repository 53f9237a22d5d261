// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <vector>

class QPainter;

namespace ringlab {
struct LabSnapshot;
}

namespace ringlab::ui {

struct ArcMap;

// More legend rows than any screen holds; the rest are counted, not laid out.
inline constexpr std::size_t kMaxLegendRows = 1024;

// The ring view's legend: a row per member with its colour and share of keys (and, while keys
// leave them, the removed members), and on a zoomed ring where the visible arc lies on the
// whole one. Wide views have it beside the ring, one member a row; narrow or square ones
// under the ring as a grid of several columns (`compact`), whichever leaves the larger ring.
// Rows that do not fit are counted ("+ 3 more").
struct RingLegend {
    struct Row {
        QRectF rect;
        QString id;
        QString label;  // the id as shown: at most kMaxShownIdCharacters
        QColor color;
        QString share;
        bool removed = false;
        bool dead = false;  // its live server is down: a cross on the swatch, "dead" for the share
    };

    // What the legend is laid out for.
    struct Setting {
        const LabSnapshot& snapshot;
        const std::vector<QColor>& colors;          // by member
        const std::vector<QColor>& previousColors;  // by previous member
        bool ghostRows = false;                     // rows for the removed members
        QRectF body;                                // the view under its caption band
        double viewWidth = 0.0;
        double text = 16.0;  // body text pixels
        double textScale = 1.0;
        bool zoomed = false;
        QSizeF scaleLabel;  // the widest and tallest scale label around the ring
        QStringList deadMembers = {};
    };
    static RingLegend layOut(const Setting& setting);

    // `highlighted`: the highlighted member's id, empty for none. `space`: the key space's size.
    void paint(QPainter& painter, double text, const ArcMap& map, double space, const QString& highlighted) const;

    bool compact = false;
    QRectF panel;
    QRectF head;  // "members … share of keys"; in a compact legend also the zoom line
    QRectF more;  // "+ 3 more", when not every member has a row
    std::vector<Row> rows;
    std::size_t hidden = 0;
    QRectF zoomBox;
    // Maglev after a change: what the marks outside the band mean, "marked: 8,288 of 65,537
    // slots changed owner", with a swatch of the mark; empty otherwise.
    QString markKey;
    QRectF markKeyRect;
    QRectF ringArea;  // what the legend leaves for the ring and its scale

private:
    void paintMarkKey(QPainter& painter, double text) const;
    void paintZoom(QPainter& painter, double text, const ArcMap& map, double space) const;
};

}  // namespace ringlab::ui
