#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures (once) and builds RingLab for development: warnings are errors.
# Usage: scripts/build.sh [build-dir] [--target NAME ...] [extra cmake args]
# Without --target it builds everything (programs, tests, benchmarks, packaging files);
# run-app.sh builds only the window (`--target ringlab`).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:-$root/build}"
shift || true
targets=()
cmake_args=()
while [ $# -gt 0 ]; do
  if [ "$1" = --target ] && [ $# -ge 2 ]; then
    targets+=(--target "$2")
    shift 2
  else
    cmake_args+=("$1")
    shift
  fi
done
if [ ! -f "$dir/build.ninja" ]; then
  cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DRINGLAB_WERROR=ON "${cmake_args[@]}"
fi
cmake --build "$dir" --parallel "$(nproc)" "${targets[@]}"
