#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The closure check must fail, naming the package, when setup.sh lacks one the build uses:
# today's list without libqt6opengl6-dev (which qt6-base-dev only recommends, and which
# Qt6Charts' CMake files need) is the case that once kept RingLab from building anywhere else.
# The check finds that package among the CMake package configurations the configure step
# recorded, so it runs on the build's configure record alone (CMakeCache.txt and the ninja
# files): no programs to ldd and no window to run, the same verdict in seconds. The whole
# build is checked by the setup_closure test.
set -euo pipefail
root="$1" build="$2"
setup="$(mktemp)"
configured="$(mktemp -d)"
trap 'rm -rf "$setup" "$configured"' EXIT
grep -q 'libqt6opengl6-dev' "$root/scripts/setup.sh" || { echo "setup.sh no longer lists libqt6opengl6-dev"; exit 1; }
sed 's/ libqt6opengl6-dev//' "$root/scripts/setup.sh" > "$setup"
mkdir "$configured/CMakeFiles"
ln -s "$build/CMakeCache.txt" "$configured/CMakeCache.txt"
ln -s "$build/build.ninja" "$configured/build.ninja"
ln -s "$build/CMakeFiles/rules.ninja" "$configured/CMakeFiles/rules.ninja"
set +e
output="$("$root/scripts/check-setup-closure.sh" "$configured" "$setup" 2>&1)"
status=$?
set -e
echo "$output"
[ "$status" -eq 1 ] || { echo "FAIL: expected exit 1 without libqt6opengl6-dev, got $status"; exit 1; }
grep -q '^  libqt6opengl6-dev for .*Qt6OpenGLConfig.cmake, CMake package$' <<<"$output" ||
  { echo "FAIL: the report does not name libqt6opengl6-dev and the file that needs it"; exit 1; }
echo "PASS: a setup.sh without libqt6opengl6-dev is refused, naming the package"
