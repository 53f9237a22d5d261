#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Re-reads every translatable text from the sources into resources/translations/ringlab_<lang>.ts,
# keeping the translations already there. Usage: scripts/update-translations.sh [de] [fr]
# (default: every language). Then translate the entries marked unfinished (Qt Linguist, or by
# hand) and build: the .ts files are compiled into the app.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${RINGLAB_TRANSLATIONS_BUILD_DIR:-$root/build}"
languages=("$@")
[ ${#languages[@]} -eq 0 ] && languages=(de fr)
# Configuring again picks up new source files (the list is a glob).
cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
project="$dir/ui/.lupdate/ringlab_ui_project"
project_cmake="$project.cmake"
[ -f "$project_cmake" ] || { echo "update-translations: $project_cmake is missing" >&2; exit 1; }
tools="$(sed -n 's/^Qt6LinguistTools_DIR:PATH=//p' "$dir/CMakeCache.txt")"
cmake "-DIN_FILE=$project_cmake" "-DOUT_FILE=$project.json" -P "$tools/GenerateLUpdateProject.cmake"
ts=()
for language in "${languages[@]}"; do ts+=("$root/resources/translations/ringlab_$language.ts"); done
lupdate="$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)"
"$lupdate" -project "$project.json" -ts "${ts[@]}" \
  -tr-function-alias QT_TRANSLATE_NOOP+=RINGLAB_TRANSLATE_NOOP -locations none -no-obsolete
