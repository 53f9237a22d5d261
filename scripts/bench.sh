#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Benchmarks: RingLab's lookups (ringlab-cli bench) beside the article's JavaScript ring run
# under Node on the same machine, and the lab window with fleets of 100 … 65,535 members.
# Figures for docs/performance.md.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
"$root/scripts/build.sh" "$root/build" >/dev/null

echo "== machine"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores"
echo "compiler: $(c++ --version | head -1)"
echo
echo "== ringlab-cli bench (1,000,000 keys session:user:{i}, 8 members, 160 replicas)"
"$root/build/app/cli/ringlab-cli" bench --rounds "${ROUNDS:-7}" "$@"
echo
if command -v node >/dev/null; then
  echo "== the article's JavaScript ring under $(node --version)"
  node "$root/bench/js/article_ring_bench.mjs"
else
  echo "(node not found: the JavaScript comparison is skipped)"
fi
echo
echo "== real clients' placements: builds, and ketama against libmemcached"
"$root/build/bench/ringlab-bench-clients"
echo
echo "== the live lab: GET/s against 4 local memcached servers, by batch size"
"$root/build/bench/ringlab-bench-live"
echo
echo "== the lab window with large fleets (off-screen)"
QT_QPA_PLATFORM=offscreen "$root/build/bench/ringlab-bench-largefleet" 2>/dev/null
