// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Format.h"

namespace ringlab {

QChar unitSpace(const QLocale& locale)
{
    return locale.language() == QLocale::French ? QChar(0x202F) : QChar(0x00A0);
}

QString formatNumber(double value, int decimals, const QLocale& locale)
{
    return locale.toString(value, 'f', decimals);
}

QString formatCount(std::size_t count, const QLocale& locale)
{
    QLocale grouped = locale;
    grouped.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    return grouped.toString(static_cast<qulonglong>(count));
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
