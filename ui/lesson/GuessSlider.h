// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QSlider;

namespace ringlab::ui {

// The guess colour: a picked choice, Reveal and the guess slider, in the lesson and Ask first.
inline constexpr const char* kGuessColor = "#1f5fa8";

// A slider the back row can see and a touch screen can grab: a groove `groove` pixels high, a
// handle `handle` pixels wide in the guess colour, ringed in the theme's background.
void styleGuessSlider(QSlider* slider, int groove, int handle);

}  // namespace ringlab::ui
