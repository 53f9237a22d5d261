// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/DisplayText.h"

#include <QColor>
#include <QFont>
#include <QPointF>
#include <QString>

#include <string_view>
#include <vector>

class QPainter;

namespace ringlab::ui {

// Lines of text in mixed sizes, painted by the hash explorer's views: a big number next to
// its label, a verdict as a filled badge.
struct TextRun {
    QString text;
    QFont font;
    QColor color;
    QColor badge;  // valid: the run is drawn white on a rounded box of this colour
};
using TextLine = std::vector<TextRun>;

double textLineHeight(const TextLine& line);
double textLineWidth(const TextLine& line, double gap);
// Paints the runs left to right on one baseline from `topLeft`, `gap` apart; runs that do not
// fit in maxWidth are elided (or left out when nothing of them fits). Returns the height.
double paintTextLine(QPainter& painter, const TextLine& line, const QPointF& topLeft, double maxWidth, double gap);

// The runs laid out in lines no wider than maxWidth: a run that does not fit goes to the next
// line, and a plain run wider than a line breaks between words.
std::vector<TextLine> wrapTextLine(const TextLine& line, double maxWidth, double gap);

}  // namespace ringlab::ui
