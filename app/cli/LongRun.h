// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/RunControl.h"

#include <string>

namespace ringlab::cli {

// The control a long computation runs under. While it lives (and its copies), Ctrl+C asks the
// run to stop at its next checkpoint (it then throws ComputationCancelled and the CLI exits
// 130 with one line) and a second Ctrl+C ends the process at once; outside such runs Ctrl+C
// ends the process as usual. It reports "label: 42 %" on stderr (rewritten in place) when
// stderr is a terminal and the run takes longer than a moment, and clears the line at the end.
RunControl longRunControl(std::string label);

}  // namespace ringlab::cli
