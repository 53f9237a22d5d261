// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the fuzz targets share: a failed property is a finding, reported like a crash.

#include <cstdio>
#include <cstdlib>

namespace ringlab::fuzz {

// Prints what broke and aborts, which libFuzzer (and the sanitizers) turn into a crash report
// with the input saved; in the replay build it fails the test naming the input being replayed.
[[noreturn]] inline void fail(const char* what)
{
    std::fprintf(stderr, "fuzz property violated: %s\n", what);
    std::abort();
}

inline void require(bool condition, const char* what)
{
    if (!condition)
        fail(what);
}

}  // namespace ringlab::fuzz
