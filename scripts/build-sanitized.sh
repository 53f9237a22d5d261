#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures (once) and builds the sanitizer tree, build-asan/: clang with AddressSanitizer,
# UndefinedBehaviorSanitizer and libFuzzer's coverage instrumentation (-DRINGLAB_FUZZ=ON). It
# holds everything the release tree holds but the benchmarks, and the fuzz targets: run-tests.sh
# runs the suites there, run-fuzz.sh fuzzes there. Line tables (-g1) are all a sanitizer report
# needs; full debug information doubles the Qt-heavy sources' compile and link time.
# Usage: scripts/build-sanitized.sh [--target NAME ...]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/build-asan"
if [ -f "$dir/CMakeCache.txt" ] && ! grep -q '^RINGLAB_FUZZ:BOOL=ON' "$dir/CMakeCache.txt"; then
  echo "build-sanitized: $dir was configured without the fuzz targets (by gcc, before the sanitizer and fuzz trees became one): remove it and run again" >&2
  exit 2
fi
CC=clang CXX=clang++ "$root/scripts/build.sh" "$dir" "$@" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRINGLAB_FUZZ=ON \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" -DRINGLAB_BENCHMARKS=OFF
