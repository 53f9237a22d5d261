#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Quick start 2: install what is missing, build, and run the whole test suite twice: once in
# the release build (gcc), once in the sanitizer tree (scripts/build-sanitized.sh: clang with
# AddressSanitizer + UndefinedBehaviorSanitizer, the fuzz targets beside the suites). The suite
# includes the install checks (tests/install): that setup.sh's packages cover everything the
# build uses (scripts/check-setup-closure.sh), the installed tree, and the Debian package
# installed and run. Then fuzzes the input readers for 60 s each (scripts/run-fuzz.sh: nine
# targets, two at a time, 5 minutes, in the same sanitizer tree). Pass
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
  echo "== the sanitizer tree (clang, AddressSanitizer + UndefinedBehaviorSanitizer, the fuzz targets) and its tests"
  "$root/scripts/build-sanitized.sh"
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 LSAN_OPTIONS="suppressions=$root/tests/lsan.supp" \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir "$root/build-asan" --output-on-failure --parallel "$jobs"

  echo "== fuzzing: 60 s per target (docs/testing.md)"
  # The saved inputs were just replayed with the suites.
  RINGLAB_FUZZ_REPLAYED=1 "$root/scripts/run-fuzz.sh" 60
fi
