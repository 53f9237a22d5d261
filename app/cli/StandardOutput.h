// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Whether standard output took what the program wrote: the rule of ringlab-cli and of the
// build's ringlab-cli-docs (README "Command line"). A write that fails (a full disk, EFBIG
// past RLIMIT_FSIZE, a closed pipe where SIGPIPE is ignored) is exit 1 and one line; a closed
// pipe with SIGPIPE at its default ends the program silently (status 141), as in coreutils.
#pragma once

#include <functional>
#include <string>

namespace ringlab::cli {

// Runs `print`, which writes to std::cout, then flushes std::cout and closes standard output
// (some file systems report a failed write only then). The first write that fails ends `print`
// at once, so that nothing more is computed for nothing and errno is still the kernel's reason.
// Returns that errno (-1 when the kernel gave none), or 0 when everything was written; any
// other exception of `print` passes through.
int printToStandardOutput(const std::function<void()>& print);

// "cannot write the standard output: No space left on device" (no reason for 0 or -1).
std::string unwritableOutputMessage(int error);

}  // namespace ringlab::cli
