// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#!/usr/bin/env node
// Benchmark of the seed article's JavaScript ring (see article_ring.mjs).
// Usage: node bench/js/article_ring_bench.mjs [keyCount=1000000]
// Prints the best of 5 rounds:
//   js-ring lookups_per_second=<integer>
//   js-ring ns_per_lookup=<x.y>
//   js-hash-only ns_per_hash=<x.y>
import { ConsistentHashRing, defaultHash } from './article_ring.mjs';

const arg = process.argv[2];
const N = arg === undefined ? 1000000 : Number(arg);
if (!Number.isInteger(N) || N <= 0) {
  process.stderr.write(`usage: node article_ring_bench.mjs [keyCount]  (got ${JSON.stringify(arg)})\n`);
  process.exit(2);
}
const ROUNDS = 5;

const ring = new ConsistentHashRing({ replicas: 160, hash: defaultHash });
for (let i = 1; i <= 8; i++) ring.addNode(`cache-${String(i).padStart(2, '0')}`);

const keys = new Array(N);
for (let i = 0; i < N; i++) keys[i] = `session:user:${i}`;

function lookupPass() {
  let sink = 0;
  for (let i = 0; i < keys.length; i++) sink += ring.get(keys[i]).length;
  return sink;
}

function hashPass() {
  let sum = 0;
  for (let i = 0; i < keys.length; i++) sum = (sum + defaultHash(keys[i])) >>> 0;
  return sum;
}

function bestOf(fn) {
  let best = Infinity, check = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = process.hrtime.bigint();
    check ^= fn();
    const dt = Number(process.hrtime.bigint() - t0);
    if (dt < best) best = dt;
  }
  return { best, check };
}

// warm-up (lets the JIT tier up both loops before timing)
let warm = 0;
for (let w = 0; w < 2; w++) warm ^= lookupPass() ^ hashPass();

const lookup = bestOf(lookupPass);
const hashing = bestOf(hashPass);

const nsPerLookup = lookup.best / N;
console.log(`js-ring lookups_per_second=${Math.round(1e9 / nsPerLookup)}`);
console.log(`js-ring ns_per_lookup=${nsPerLookup.toFixed(1)}`);
console.log(`js-hash-only ns_per_hash=${(hashing.best / N).toFixed(1)}`);
// checksum so the work cannot be optimised away
process.stderr.write(`checksum=${(warm ^ lookup.check ^ hashing.check) >>> 0} keys=${N} rounds=${ROUNDS}\n`);
