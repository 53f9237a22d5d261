#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures (once) and builds RingLab for development: warnings are errors.
# Usage: scripts/build.sh [build-dir] [extra cmake args]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:-$root/build}"
shift || true
if [ ! -f "$dir/build.ninja" ]; then
  cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DRINGLAB_WERROR=ON "$@"
fi
cmake --build "$dir" --parallel "$(nproc)"
