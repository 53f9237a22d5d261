// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

// The ring view's inks and its legend panel's colours; a member's colour comes from
// MemberColors.
namespace ringlab::ui::ringcolors {

inline constexpr QRgb kInk = 0xff222222;
inline constexpr QRgb kMutedInk = 0xff6b6b6b;
inline constexpr QRgb kCircleInk = 0xff3d3d3d;
inline constexpr QRgb kPanelFill = 0xfff7f8fa;
inline constexpr QRgb kPanelRule = 0xffd5d9df;
inline constexpr QRgb kZoomArc = 0xff222222;

}  // namespace ringlab::ui::ringcolors
