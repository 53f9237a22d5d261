#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fuzzes RingLab's input readers and the window's loaders (fuzz/, docs/testing.md): builds the
# sanitizer tree, build-asan (scripts/build-sanitized.sh: clang, AddressSanitizer,
# UndefinedBehaviorSanitizer, the libFuzzer targets), replays the saved inputs (ctest -L fuzz:
# fuzz/regressions and the seeds; RINGLAB_FUZZ_REPLAYED=1 skips that, as run-tests.sh does
# right after running every suite of that tree), then runs each target
# for SECONDS (default 60), as many targets at a time as there are cores. run-tests.sh runs it
# for 60 s a target; before a release, run
# `scripts/run-fuzz.sh 1800`. Exits 1 naming every input that crashed, leaked, broke a
# property, took over 2 s or over 2 GB; the corpus each run adds to stays in build-asan.
#
#   scripts/run-fuzz.sh [SECONDS_PER_TARGET] [TARGET ...]      (targets: fuzz/CMakeLists.txt)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-60}"
shift || true
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "usage: run-fuzz.sh [SECONDS_PER_TARGET] [TARGET ...]" >&2; exit 2; }
build="$root/build-asan"
"$root/scripts/setup.sh"
"$root/scripts/build-sanitized.sh"
if [ "${RINGLAB_FUZZ_REPLAYED:-}" != 1 ]; then
  echo "== fuzz: saved inputs replayed"
  ctest --test-dir "$build" --output-on-failure -L fuzz
fi

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for seeds in "$build"/fuzz/*.seeds; do targets+=("$(basename "$seeds" .seeds)"); done
fi

# One target per core at a time: each libFuzzer process is single-threaded.
fuzz_target() {
  local target="$1" program="$build/fuzz/fuzz_$1"
  # The first directory is the writable corpus libFuzzer adds to; the seed directories after it
  # (the repository's and the shipped files) are only read, so the repository never changes.
  local corpus="$build/fuzz/corpus/$target" out="$build/fuzz/findings/$target"
  rm -rf "$out"
  mkdir -p "$corpus" "$out"
  local seed_dirs
  mapfile -t seed_dirs < "$build/fuzz/$target.seeds"
  # An input is slow after 2 s; window_loader's after 5 s: each of its lesson scenes is a lab
  # computed (its replicas sweep too) and a window drawn, 1 to 3 s under the sanitizers.
  local slow=2
  [ "$target" = window_loader ] && slow=5
  local options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -report_slow_units="$slow"
                 -artifact_prefix="$out/" -print_final_stats=1)
  [ -f "$root/fuzz/$target.dict" ] && options+=(-dict="$root/fuzz/$target.dict")
  local status=0
  "$program" "${options[@]}" "$corpus" "${seed_dirs[@]}" >"$out/log" 2>&1 || status=$?
  echo "$status" >"$out/status"
}

for target in "${targets[@]}"; do
  [ -x "$build/fuzz/fuzz_$target" ] || { echo "run-fuzz: no fuzz target $target" >&2; exit 2; }
done
jobs_at_once="$(nproc)"
echo "== fuzz: ${#targets[@]} targets for ${seconds} s each, $jobs_at_once at a time"
running=0
for target in "${targets[@]}"; do
  if [ "$running" -ge "$jobs_at_once" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  fuzz_target "$target" &
  running=$((running + 1))
done
wait

findings=()
for target in "${targets[@]}"; do
  out="$build/fuzz/findings/$target"
  echo "== fuzz: $target"
  grep -E '^stat::(number_of_executed_units|peak_rss_mb)|Done [0-9]+ runs' "$out/log" || true
  status="$(cat "$out/status" 2>/dev/null || echo 1)"
  # crash-, leak-, timeout-, oom- and slow-unit- files: each an input to look at.
  inputs=()
  for f in "$out"/crash-* "$out"/leak-* "$out"/timeout-* "$out"/oom-* "$out"/slow-unit-*; do
    [ -e "$f" ] && inputs+=("$f")
  done
  if [ "$status" -ne 0 ] || [ ${#inputs[@]} -gt 0 ]; then
    tail -n 40 "$out/log" >&2
    [ ${#inputs[@]} -eq 0 ] && inputs=("(no input saved; see $out/log)")
    for f in "${inputs[@]}"; do findings+=("$target: $f"); done
  fi
done

if [ ${#findings[@]} -gt 0 ]; then
  echo "run-fuzz: findings (replay one with build-asan/fuzz/fuzz_TARGET FILE; keep it as a"
  echo "regression test in fuzz/regressions/TARGET/):"
  printf '  %s\n' "${findings[@]}"
  exit 1
fi
echo "run-fuzz: ${#targets[@]} targets, ${seconds} s each, no finding"
