// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Format.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace ringlab {

QChar unitSpace(const QLocale& locale)
{
    return locale.language() == QLocale::French ? QChar(0x202F) : QChar(0x00A0);
}

namespace {

QLocale grouped(const QLocale& locale)
{
    QLocale out = locale;
    out.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    return out;
}

}  // namespace

QString formatNumber(double value, int decimals, const QLocale& locale)
{
    if (!std::isfinite(value))
        return grouped(locale).toString(value, 'f', decimals);
    // Rounded as the CLI rounds (printf's "%.*f": 6.25 is 6.2 there, 6.3 for QLocale), then
    // written in the locale: the nearest double to those digits prints as those digits.
    std::string digits(static_cast<std::size_t>(std::snprintf(nullptr, 0, "%.*f", decimals, value)) + 1, '\0');
    std::snprintf(digits.data(), digits.size(), "%.*f", decimals, value);
    return grouped(locale).toString(std::strtod(digits.c_str(), nullptr), 'f', decimals);
}

QString formatCount(std::size_t count, const QLocale& locale)
{
    return grouped(locale).toString(static_cast<qulonglong>(count));
}

QString formatPercent(double percent, int decimals, const QLocale& locale)
{
    return formatNumber(percent, decimals, locale) + percentSuffix(locale);
}

QString formatShare(double fraction, int decimals, const QLocale& locale)
{
    return formatPercent(fraction * 100.0, decimals, locale);
}

QString percentSuffix(const QLocale& locale)
{
    return QString(unitSpace(locale)) + QLatin1Char('%');
}

QString attachUnits(QString text, const QLocale& locale)
{
    return text.replace(QStringLiteral(" %"), percentSuffix(locale));
}

}  // namespace ringlab
