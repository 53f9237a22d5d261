#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Quick start 2: install what is missing, build, and run the whole test suite twice: once in
# the release build, once built with AddressSanitizer + UndefinedBehaviorSanitizer. The suite
# includes the install checks (tests/install): that setup.sh's packages cover everything the
# build uses (scripts/check-setup-closure.sh), the installed tree, and the Debian package
# installed and run. Then fuzzes the input readers for 60 s each (scripts/run-fuzz.sh: nine
# targets, two at a time, 5 minutes, after building build-fuzz). Pass
# --quick to skip the sanitizer run and the fuzzing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"

export QT_QPA_PLATFORM=offscreen
jobs="$(nproc)"

echo "== release build and tests"
"$root/scripts/build.sh" "$root/build"
ctest --test-dir "$root/build" --output-on-failure --parallel "$jobs"

if [ "${1:-}" != "--quick" ]; then
  echo "== AddressSanitizer + UndefinedBehaviorSanitizer build and tests"
  # Line tables (-g1) are all the sanitizers' reports need: full debug info of the Qt-heavy
  # sources doubles the tree's compile and link time. No benchmarks: nothing runs them here.
  "$root/scripts/build.sh" "$root/build-asan" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRINGLAB_SANITIZE=ON \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" -DRINGLAB_BENCHMARKS=OFF
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 LSAN_OPTIONS="suppressions=$root/tests/lsan.supp" \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir "$root/build-asan" --output-on-failure --parallel "$jobs"

  echo "== fuzzing: 60 s per target (docs/testing.md)"
  "$root/scripts/run-fuzz.sh" 60
fi
