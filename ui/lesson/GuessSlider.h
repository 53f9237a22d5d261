// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QSlider;

namespace ringlab::ui {

// A slider the back row can see and a touch screen can grab: a groove `groove` pixels high, a
// handle `handle` pixels wide in the palette's guess colour, ringed in the theme's background.
void styleGuessSlider(QSlider* slider, int groove, int handle);

}  // namespace ringlab::ui
