#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package: dist/ringlab_<version>_amd64.deb (CPack's DEB generator; the
# library dependencies come from dpkg-shlibdeps). Install it with
#   sudo apt-get install ./dist/ringlab_<version>_amd64.deb
# Usage: scripts/package.sh [build-dir]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:-$root/build}"
"$root/scripts/setup.sh"
"$root/scripts/build.sh" "$dir"
mkdir -p "$root/dist"
log="$(mktemp)"
cpack --config "$dir/CPackConfig.cmake" -B "$root/dist" >"$log" 2>&1 || { cat "$log" >&2; rm -f "$log"; exit 1; }
rm -f "$log"
rm -rf "$root/dist/_CPack_Packages"
version="$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$dir/CMakeCache.txt")"
echo "$root/dist/ringlab_${version}_amd64.deb"
