#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# `cmake --install` into a scratch prefix: both programs, the desktop entry and metainfo under
# the application id (valid for desktop-file-validate and appstreamcli), the icon as SVG and
# PNG sizes, man pages that render without warnings, the bash completion; and the installed
# programs run from there.
set -euo pipefail
build="$1" app_id="$2" version="$3"
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
fail() { echo "FAIL: $*"; exit 1; }
for file in bin/ringlab bin/ringlab-cli \
            "share/applications/$app_id.desktop" "share/metainfo/$app_id.metainfo.xml" \
            "share/icons/hicolor/scalable/apps/$app_id.svg" \
            share/man/man1/ringlab.1.gz share/man/man1/ringlab-cli.1.gz share/doc/ringlab/copyright \
            share/doc/ringlab/samples/twemproxy-nutcracker.yml share/doc/ringlab/samples/libmemcached.conf \
            share/doc/ringlab/samples/envoy-clusters.yaml \
            share/bash-completion/completions/ringlab-cli; do
  [ -s "$prefix/$file" ] || fail "cmake --install did not install $file"
done
for size in 16 22 24 32 48 64 128 256; do
  png="$prefix/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
  [ -s "$png" ] || fail "no ${size}x${size} icon"
  dimensions="$(file -b "$png" | grep -o '[0-9]* x [0-9]*')"
  [ "$dimensions" = "$size x $size" ] || fail "the ${size}x${size} icon is $dimensions"
done

desktop-file-validate "$prefix/share/applications/$app_id.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net --pedantic "$prefix/share/metainfo/$app_id.metainfo.xml" || fail "appstreamcli validate"
grep -q "<release version=\"$version\"" "$prefix/share/metainfo/$app_id.metainfo.xml" ||
  fail "the metainfo's release is not $version"
grep -qx "Icon=$app_id" "$prefix/share/applications/$app_id.desktop" || fail "the desktop entry's icon is not $app_id"

for page in ringlab ringlab-cli; do
  warnings="$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l "$prefix/share/man/man1/$page.1.gz" 2>&1 >/dev/null)"
  [ -z "$warnings" ] || fail "man $page: $warnings"
  LC_ALL=C.UTF-8 MANWIDTH=80 man -E UTF-8 -l "$prefix/share/man/man1/$page.1.gz" 2>/dev/null | grep -q "RingLab $version" ||
    fail "man $page does not show version $version"
done
# Every command and option of ringlab-cli is in its man page, as the program lists them.
cli_man="$(LC_ALL=C.UTF-8 MANWIDTH=200 man -E UTF-8 -l "$prefix/share/man/man1/ringlab-cli.1.gz" 2>/dev/null)"
for command in lookup distribution move bench avalanche vnodes reproduce "simulate failover" "simulate ecommerce"; do
  # shellcheck disable=SC2086
  options="$("$prefix/bin/ringlab-cli" help $command | grep -o '^  --[a-z-]*' | sed 's/^  //')"
  [ -n "$options" ] || fail "ringlab-cli help $command lists no option"
  for option in $options; do
    [ "$option" = --help ] && continue
    grep -q -- "$option" <<<"$cli_man" || fail "man ringlab-cli lacks $option of $command"
  done
done
# ringlab's options, as its --help lists them, are all in its man page.
gui_man="$(LC_ALL=C.UTF-8 MANWIDTH=200 man -E UTF-8 -l "$prefix/share/man/man1/ringlab.1.gz" 2>/dev/null)"
for option in $("$prefix/bin/ringlab" --help | grep -o '^  --[a-z-]*' | sed 's/^  //'); do
  grep -q -- "$option" <<<"$gui_man" || fail "man ringlab lacks $option"
done

[ "$("$prefix/bin/ringlab-cli" --version)" = "ringlab-cli $version" ] || fail "ringlab-cli --version"
[ "$(env -u DISPLAY -u WAYLAND_DISPLAY "$prefix/bin/ringlab" --version)" = "RingLab $version" ] || fail "ringlab --version"
echo "PASS: the installed tree is complete and valid"
