// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Whether the suites are built with AddressSanitizer + UndefinedBehaviorSanitizer
// (RINGLAB_SANITIZE=ON defines RINGLAB_SANITIZED for them): timings measured there say nothing
// about RingLab, so a suite leaves its timing loops to the release build; and a run meant to last
// a few seconds needs less work there.
#pragma once

namespace ringlab::tests {

#ifdef RINGLAB_SANITIZED
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif

}  // namespace ringlab::tests
