#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# ringlab-cli's bash completion offers the commands, the scenarios, each command's options and
# the values of the options that take one of a few.
set -uo pipefail
# shellcheck source=/dev/null
source "$1" || { echo "FAIL: cannot source $1"; exit 1; }
failures=0
complete_words() {  # the words typed so far, the last one being completed
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  COMPREPLY=()
  _ringlab_cli
  echo "${COMPREPLY[*]}"
}
expect() {  # expected-reply, words...
  local expected="$1"; shift
  local got
  got="$(complete_words "$@")"
  if [ "$got" != "$expected" ]; then
    echo "FAIL: '$*' completes to '$got', expected '$expected'"
    failures=$((failures + 1))
  fi
}
expect "simulate" ringlab-cli sim
expect "move" ringlab-cli mo
expect "--version" ringlab-cli --v
expect "hotkeys" ringlab-cli simulate hot
expect "failover flapping" ringlab-cli simulate f
expect "--count" ringlab-cli lookup --nodes a --co
expect "--token-allocation --token-seed --tokens --to-nodes --to-nodes-file --to-algorithm --to-hash --to-replicas --to-racks --to-rf" ringlab-cli move --to
expect "ring rendezvous" ringlab-cli move --to-algorithm r
expect "md5 murmur3 murmur3-cassandra" ringlab-cli lookup --hash m
expect "csv" ringlab-cli distribution --format c
expect "twemproxy" ringlab-cli lookup --fleet pool.yml --fleet-format t
expect "twemproxy" ringlab-cli lookup --algorithm modulo --modulo-dialect t
expect "--fleet --fleet-format" ringlab-cli distribution --fle
expect "--cache --cache-size" ringlab-cli simulate hotkeys --cac
expect "lru" ringlab-cli simulate hotkeys --cache l
expect "" ringlab-cli lookup --nodes --co            # the value of --nodes, not an option
expect "--keys --kill --ketama-dialect" ringlab-cli simulate failover --k
expect "--keys --ketama-dialect" ringlab-cli simulate flapping --k    # flapping has no --kill
expect "--matrix" ringlab-cli avalanche --ma
expect "--format" ringlab-cli avalanche --matrix --fo  # --matrix takes no value
expect "ecommerce" ringlab-cli help simulate e
[ "$failures" -eq 0 ] || exit 1
echo "PASS: bash completion"
