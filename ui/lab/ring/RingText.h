// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace ringlab::ui {

// The ring view's texts are translated under the view's context wherever they are written,
// so that they keep their translations: RingText::tr("…").
struct RingText {
    Q_DECLARE_TR_FUNCTIONS(ringlab::ui::RingView)
};

// "0x2C00 01A3": eight hex digits in two groups.
QString hexPosition(std::uint32_t value);
// A position of the key space as the scale and the zoom range write it: in hex on the hash
// ring, as a slot number for the directory's `keySpace`.
QString positionCaption(double value, double keySpace);
// "3·2³⁰" for the quarters of the hash ring ("3·2⁶²" on a 64-bit ring); slot numbers for the
// directory's.
QString quarterLabel(int quarter, double keySpace, bool wide = false);
// "zoom 2.5×", "zoom 1,024×" for a visible arc of `length`.
QString zoomFactorCaption(double length);

// One line of the text in the middle of the ring.
struct CenterLine {
    QString text;
    QFont font;
    QRectF rect;
    bool head = false;
};

// The middle of the ring: a bold head and plain lines centred on `center`, each line inside
// the circle of `radius`, at the body text size `text`. The largest type that fits, wrapped
// between words if need be (never inside one); where even the smallest readable type does
// not fit, the last lines are left out, and in a tiny ring all of them.
std::vector<CenterLine> fitCenterText(QStringList paragraphs, const QPointF& center, double radius, double text);

}  // namespace ringlab::ui
