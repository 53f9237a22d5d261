#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Would a fresh Debian 12 machine get everything this build uses from scripts/setup.sh?
#
#   scripts/check-setup-closure.sh BUILD_DIR [SETUP_SCRIPT]
#
# Collects what the configured and built tree uses: every CMake package configuration the
# configure step found, every library file the build links, every shared library the built
# programs load (ldd, plus what `ringlab --screenshot` opens at run time: Qt's plugins) and the
# tools the build and the tests run. Each must belong to a Debian package in the hard
# dependency closure (Depends and Pre-Depends, no Recommends) of SETUP_SCRIPT's packages=( … )
# list (default: scripts/setup.sh). Prints each missing package with the file that needs it
# and exits 1; exits 2 when it cannot check.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:?usage: check-setup-closure.sh BUILD_DIR [SETUP_SCRIPT]}"
setup="${2:-$root/scripts/setup.sh}"
fail() { echo "check-setup-closure: $*" >&2; exit 2; }
[ -f "$build/CMakeCache.txt" ] || fail "no $build/CMakeCache.txt: configure and build first"
build="$(cd "$build" && pwd)"
[ -f "$setup" ] || fail "no setup script $setup"

packages="$(sed -n '/^packages=(/,/^)/p' "$setup" | sed '1s/^packages=(//; $s/)$//; s/#.*//' | tr -s ' \n' ' ')"
[ -n "${packages// }" ] || fail "no packages=( … ) list in $setup"
# shellcheck disable=SC2086  # the list is a word list
closure="$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
             --no-replaces --no-enhances $packages 2>/dev/null | grep -v '^ ' | tr -d '<>' | sort -u)"
for p in $packages; do
  grep -qxF "$p" <<<"$closure" || fail "apt-cache knows no package \"$p\" (run apt-get update first?)"
done

inputs=()  # "path<TAB>why"
add() { inputs+=("$1"$'\t'"$2"); }

# CMake package configurations the configure step found.
while IFS= read -r dir; do
  for config in "$dir"/*Config.cmake "$dir"/*-config.cmake; do
    [ -f "$config" ] && { add "$config" "CMake package"; break; }
  done
done < <(sed -n 's/^[A-Za-z0-9_]*_DIR:PATH=//p' "$build/CMakeCache.txt" | grep '^/' || true)

# Library and tool paths the configure step found and the build uses.
linked="$(cat "$build/build.ninja" "$build"/CMakeFiles/rules.ninja 2>/dev/null || true)"
while IFS= read -r file; do
  grep -qF "$file" <<<"$linked" && add "$file" "build input"
done < <(sed -n 's/^[A-Za-z0-9_.-]*:FILEPATH=//p' "$build/CMakeCache.txt" | grep '^/' || true)

# Shared libraries every built program (the apps, the tests, the benchmarks) loads.
while IFS= read -r program; do
  while IFS= read -r library; do add "$library" "loaded by ${program##*/}"; done \
    < <(ldd "$program" 2>/dev/null | awk '/=> \// {print $3}')
done < <(find "$build" -path '*/CMakeFiles' -prune -o -type f -perm -u+x -print | while read -r f; do
           head -c4 "$f" | grep -q $'\x7fELF' && echo "$f"; done)

# What the window opens at run time beyond its link line: Qt's platform, image and icon plugins.
gui="$build/app/gui/ringlab"
if [ -x "$gui" ]; then
  shot="$(mktemp --suffix=.png)"
  while IFS= read -r library; do add "$library" "opened by ringlab at run time"; done < <(
    LD_DEBUG=files QT_QPA_PLATFORM=offscreen "$gui" --screenshot "$shot" 2>&1 >/dev/null |
      sed -n 's/.*calling init: \(\/.*\)$/\1/p' | sort -u)
  rm -f "$shot"
fi

# Tools the build, the tests and the packaging run.
for tool in cmake ctest cpack ninja c++ lrelease desktop-file-validate appstreamcli dpkg-shlibdeps \
            dpkg-deb file man; do
  path="$(command -v "$tool" || true)"
  [ -z "$path" ] && [ -x "/usr/lib/qt6/bin/$tool" ] && path="/usr/lib/qt6/bin/$tool"
  [ -n "$path" ] || { echo "check-setup-closure: the tool $tool is not installed at all" >&2; exit 1; }
  add "$path" "tool"
done

# Owners, asked of dpkg in one call: each file under its own path, its real path and the
# other side of Debian's merged /usr (dpkg records /lib/… for some, /usr/lib/… for others).
declare -A why=() candidates=()
for entry in "${inputs[@]}"; do
  file="${entry%%$'\t'*}"
  case "$file" in "$build"/* | "$root"/*) continue ;; esac
  real="$(realpath -e "$file" 2>/dev/null || echo "$file")"
  forms="$file $real"
  for f in $file $real; do
    case "$f" in /usr/*) forms+=" ${f#/usr}" ;; /*) forms+=" /usr$f" ;; esac
  done
  why["$file"]="${entry#*$'\t'}"
  candidates["$file"]="$forms"
done
declare -A owner=()
# shellcheck disable=SC2046
while IFS= read -r line; do
  case "$line" in "diversion "*) continue ;; esac
  path="${line#*: }"
  package="${line%%: *}"
  owner["$path"]="${package%%[:,]*}"
done < <(dpkg -S $(printf '%s\n' "${candidates[@]}" | tr ' ' '\n' | sort -u) 2>/dev/null || true)

missing=()
for file in "${!candidates[@]}"; do
  package=""
  for f in ${candidates[$file]}; do
    [ -n "${owner[$f]:-}" ] && { package="${owner[$f]}"; break; }
  done
  if [ -z "$package" ]; then
    missing+=("(no Debian package owns it: installed by hand?) $file, ${why[$file]}")
  elif ! grep -qxF "$package" <<<"$closure"; then
    missing+=("$package for $file, ${why[$file]}")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "check-setup-closure: a fresh machine set up by ${setup#"$root"/} would lack:"
  printf '  %s\n' "${missing[@]}" | sort -u
  echo "check-setup-closure: add the package(s) to packages=( … ) in ${setup#"$root"/}"
  exit 1
fi
echo "check-setup-closure: ${#candidates[@]} files the build uses, all from setup.sh's packages and what they depend on"
