// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// How the window writes a figure: numbers in the user's locale, counts grouped, and a unit that
// never breaks from its number (a no-break space, a narrow one in French: "11,06 %"). Every
// view, lesson text and table takes its figures from here; the CLI writes plain text
// (app/cli/Report.h).
#pragma once

#include <QChar>
#include <QLocale>
#include <QString>

#include <cstddef>

namespace ringlab {

// The space between a figure and its unit: U+202F in French, U+00A0 elsewhere.
QChar unitSpace(const QLocale& locale = QLocale());
// "11.06" for 11.0612 with two decimals, "1,234.5" for 1234.5 with one: rounded as the CLI
// rounds (so both write 6.25 with one decimal as 6.2), digits grouped.
QString formatNumber(double value, int decimals, const QLocale& locale = QLocale());
// "1,000,000": digits grouped even where the locale would leave them out.
QString formatCount(std::size_t count, const QLocale& locale = QLocale());
// "11.06 %" for 11.0612 with two decimals.
QString formatPercent(double percent, int decimals, const QLocale& locale = QLocale());
// "11.06 %" for the fraction 0.110612 with two decimals.
QString formatShare(double fraction, int decimals, const QLocale& locale = QLocale());
// " %" with the unit space: a spin box's suffix.
QString percentSuffix(const QLocale& locale = QLocale());
// `text` with every " %" written with the unit space, for a text typed by someone else (a
// lesson's choice, a translation) that is laid out in words.
QString attachUnits(QString text, const QLocale& locale = QLocale());

}  // namespace ringlab
