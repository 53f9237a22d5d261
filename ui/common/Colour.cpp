// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/Colour.h"

#include "ui/common/Palette.h"

namespace ringlab::ui {

QColor mixedColor(const QColor& from, const QColor& to, double t)
{
    const auto channel = [t](float a, float b) { return static_cast<float>(a + (b - a) * t); };
    return QColor::fromRgbF(channel(from.redF(), to.redF()), channel(from.greenF(), to.greenF()),
                            channel(from.blueF(), to.blueF()));
}

QColor onBackground(const QColor& color, double strength)
{
    return mixedColor(palette::current().background, color, strength);
}

QColor dimmedColor(const QColor& color)
{
    return onBackground(color, 0.25);
}

QColor settledColor(const QColor& color)
{
    return mixedColor(color, palette::current().background, 0.5);
}

}  // namespace ringlab::ui
