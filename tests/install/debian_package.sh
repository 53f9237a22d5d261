#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package: CPack builds ringlab_<version>_amd64.deb from this build; its
# dependencies come from dpkg-shlibdeps; it is installed (apt-get where root and RingLab is not
# installed already, else unpacked with dpkg -x into a scratch root) and the installed programs
# run from the installed paths: ringlab-cli reproduces a figure, ringlab renders a screenshot
# without a display.
set -euo pipefail
build="$1" app_id="$2" version="$3"
work="$(mktemp -d)"
installed_by_test=false
cleanup() {
  if $installed_by_test; then
    DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq ringlab >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; exit 1; }

cpack --config "$build/CPackConfig.cmake" -B "$work" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack"; }
deb="$work/ringlab_${version}_amd64.deb"
[ -f "$deb" ] || { ls "$work"; fail "no $deb"; }
echo "built ${deb##*/}: $(du -h "$deb" | cut -f1)"

depends="$(dpkg-deb -f "$deb" Depends)"
echo "Depends: $depends"
for library in libqt6widgets6 libqt6charts6 libqt6svg6 libqt6gui6 libqt6core6 libxxhash0 zlib1g libc6 libstdc++6; do
  grep -q "\b$library\b" <<<"$depends" || fail "Depends lacks $library"
done
[ "$(dpkg-deb -f "$deb" Package)" = ringlab ] || fail "the package is not called ringlab"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "the package's version is not $version"
contents="$(dpkg-deb -c "$deb" | awk '{print $6}')"
for file in ./usr/bin/ringlab ./usr/bin/ringlab-cli "./usr/share/applications/$app_id.desktop" \
            "./usr/share/metainfo/$app_id.metainfo.xml" "./usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
            "./usr/share/icons/hicolor/48x48/apps/$app_id.png" ./usr/share/man/man1/ringlab-cli.1.gz \
            ./usr/share/man/man1/ringlab.1.gz ./usr/share/bash-completion/completions/ringlab-cli \
            ./usr/share/doc/ringlab/copyright; do
  grep -qxF "$file" <<<"$contents" || fail "the package lacks $file"
done

if [ "$(id -u)" -eq 0 ] && ! dpkg-query -W -f='${Status}' ringlab 2>/dev/null | grep -q "install ok installed"; then
  echo "installing with apt-get (root)"
  installed_by_test=true
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$deb" >"$work/apt.log" 2>&1 ||
    { cat "$work/apt.log"; fail "apt-get install $deb"; }
  rootdir=""
else
  echo "unpacking with dpkg -x into a scratch root"
  dpkg -x "$deb" "$work/root"
  rootdir="$work/root"
fi
desktop-file-validate "$rootdir/usr/share/applications/$app_id.desktop" || fail "the installed desktop entry is not valid"
appstreamcli validate --no-net "$rootdir/usr/share/metainfo/$app_id.metainfo.xml" >/dev/null || fail "the installed metainfo is not valid"

[ "$("$rootdir/usr/bin/ringlab-cli" --version)" = "ringlab-cli $version" ] || fail "installed ringlab-cli --version"
reproduced="$("$rootdir/usr/bin/ringlab-cli" reproduce --only modulo-8-9,ring-8-9 --format csv)"
echo "$reproduced" | head -3
grep -q '^modulo-8-9,' <<<"$reproduced" && grep -q '88.9' <<<"$reproduced" || fail "installed ringlab-cli reproduce"

shot="$work/lab.png"
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$rootdir/usr/bin/ringlab" --screenshot "$shot" ||
  fail "installed ringlab --screenshot without a display"
[ "$(file -b "$shot" | cut -d, -f1)" = "PNG image data" ] || fail "the screenshot is not a PNG"
[ "$(stat -c %s "$shot")" -gt 20000 ] || fail "the screenshot is nearly empty"
set +e
message="$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$rootdir/usr/bin/ringlab" 2>&1)"
status=$?
set -e
[ "$status" -eq 1 ] && [ "$(wc -l <<<"$message")" -eq 1 ] && grep -q "no display" <<<"$message" ||
  fail "installed ringlab without a display should say so in one line (exit $status): $message"
echo "PASS: the Debian package installs and both installed programs run"
