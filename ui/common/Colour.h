// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

namespace ringlab::ui {

// Colours made from others, the one place they are mixed (the palette holds the colours
// themselves, ui/common/Palette.h).

// From `from` (t = 0) to `to` (t = 1), channel by channel, opaque.
QColor mixedColor(const QColor& from, const QColor& to, double t);
// `color` at `strength` over the view's background, opaque so that what is behind (gridlines)
// stays behind it.
QColor onBackground(const QColor& color, double strength);
// Members other than the highlighted one fade toward the background.
QColor dimmedColor(const QColor& color);
// After a change, at rest: the keys that kept their owner step back to this, half way to the
// background, so that the ones that moved stand out in their owner's full colour.
QColor settledColor(const QColor& color);

}  // namespace ringlab::ui
