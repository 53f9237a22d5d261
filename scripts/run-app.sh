#!/usr/bin/env bash
# Quick start 1: install what is missing, build, and start RingLab.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
"$root/scripts/build.sh" "$root/build"
exec "$root/build/app/gui/ringlab" "$@"
