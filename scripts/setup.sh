#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages RingLab needs to build, test, package and run, if any is missing.
# Only what is listed here (and what it hard-depends on) reaches a fresh machine: installs run
# without Recommends. scripts/check-setup-closure.sh, run by run-tests.sh, fails when the build
# uses a file from a package outside that closure. libqt6opengl6-dev: Qt6Charts' CMake files
# need Qt6OpenGL's, which qt6-base-dev only recommends. desktop-file-utils, appstream: the
# install tests validate the desktop entry and metainfo, man-db renders the man pages; dpkg-dev, file: CPack's DEB generator
# computes the package's dependencies with dpkg-shlibdeps. The fuzz build (scripts/run-fuzz.sh):
# clang; libclang-rt-14-dev, the sanitizer and libFuzzer runtimes that -fsanitize=fuzzer links
# (clang only recommends it); libfuzzer-14-dev, libFuzzer's own package; llvm: llvm-ar for
# clang's builds and llvm-symbolizer for readable stacks. libmemcached-dev: tst_ketama compares
# RingLab's ketama with libmemcached's own, key for key. memcached: the live lab (model/live,
# `ringlab-cli live`, tests/live) starts real memcached servers on loopback; redis-server:
# tests/live checks Redis Cluster's CLUSTER KEYSLOT against RingLab's slot on a real node;
# nutcracker: tests/live stores keys through a real twemproxy and checks where they land.
# libyaml-cpp-dev: model/fleet reads twemproxy pools and Envoy clusters with yaml-cpp.
# Idempotent: when everything is there it only checks and returns.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config ccache
  qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqt6opengl6-dev qt6-qpa-plugins qt6-translations-l10n libgl-dev
  libssl-dev libxxhash-dev zlib1g-dev
  libmemcached-dev memcached redis-server redis-tools nutcracker
  libyaml-cpp-dev
  fonts-dejavu-core
  desktop-file-utils appstream dpkg-dev file man-db
  clang libclang-rt-14-dev libfuzzer-14-dev llvm
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "setup: run as root or install sudo" >&2; exit 1; }
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
