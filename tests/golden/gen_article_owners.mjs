// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#!/usr/bin/env node
// Generates tests/golden/article_owners.tsv from the seed article's JavaScript ring.
// Usage (from the repo root):
//   node tests/golden/gen_article_owners.mjs > tests/golden/article_owners.tsv
// Sanity figures (per-node counts, remap shares) are printed to stderr only.
import { ConsistentHashRing, defaultHash, fnv1a, md5Hash } from '../../bench/js/article_ring.mjs';

const HASHES = [
  ['fnv1a-fmix32', defaultHash],
  ['fnv1a', fnv1a],
  ['md5', md5Hash],
];

const range = (prefix, n) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const cacheIds = (n) => Array.from({ length: n }, (_, i) => `cache-${String(i + 1).padStart(2, '0')}`);

// [membership as [id, weight] pairs in insertion order, replica counts to cover]
const MEMBERSHIPS = [
  [cacheIds(4).map((id) => [id, 1]), [1, 160]],                                    // (a)
  [cacheIds(8).map((id) => [id, 1]), [1, 160]],                                    // (b)
  [[['cache-01', 4], ['cache-02', 4], ['cache-03', 1], ['cache-04', 1]], [1, 160]], // (c)
  [[['10.0.0.1:6379', 1], ['10.0.0.2:6379', 1], ['10.0.0.3:6379', 1]], [1, 160]],  // (d)
  // (e) fractional weights: replicas 3 gives 1.5 -> 2, 4.5 -> 5, 6 points (Math.round);
  //     replicas 1 gives 0.5 -> 1 (Math.round, and Math.max(1, ..)), 1.5 -> 2, 2 points.
  [[['cache-01', 0.5], ['cache-02', 1.5], ['cache-03', 2]], [1, 3, 160]],
];

const KEYS = [
  ...range('user:', 200),
  ...range('session:user:', 100),
  '',
  'a',
  '{tag}x',
  'key with spaces',
  '~~~~',
];

for (const k of KEYS) {
  if (/[^\x20-\x7e]/.test(k)) throw new Error(`non-printable-ASCII key: ${JSON.stringify(k)}`);
}

const out = [];
out.push('# Produced by tests/golden/gen_article_owners.mjs from the seed article\'s code');
out.push('# (fnv1a, fmix32, defaultHash = fmix32(fnv1a), md5Hash = first 4 bytes of md5 big-endian,');
out.push('#  ConsistentHashRing with points = max(1, round(replicas * weight)), vnode label "${id}#${i}").');
out.push('# Regenerate: node tests/golden/gen_article_owners.mjs > tests/golden/article_owners.tsv');
out.push('# Columns: hash<TAB>replicas<TAB>nodes<TAB>key<TAB>owner<TAB>replicas3');
out.push('# nodes = comma-separated id=weight in insertion order; owner = ring.get(key);');
out.push('# replicas3 = ring.getReplicas(key, 3).join(","). The key may be empty (empty 4th field).');

for (const [hashName, hash] of HASHES) {
  for (const [members, replicaList] of MEMBERSHIPS) {
    const nodesField = members.map(([id, w]) => `${id}=${w}`).join(',');
    for (const replicas of replicaList) {
      const ring = new ConsistentHashRing({ replicas, hash });
      for (const [id, w] of members) ring.addNode(id, w);
      for (const key of KEYS) {
        out.push([hashName, replicas, nodesField, key, ring.get(key), ring.getReplicas(key, 3).join(',')].join('\t'));
      }
    }
  }
}
process.stdout.write(out.join('\n') + '\n');

// ---- sanity checks against the article's published figures (stderr only) ----
const log = (s) => process.stderr.write(s + '\n');

{
  const ring = new ConsistentHashRing();
  for (const id of cacheIds(4)) ring.addNode(id);
  const counts = new Map(cacheIds(4).map((id) => [id, 0]));
  for (let i = 0; i < 10000; i++) { const o = ring.get(`user:${i}`); counts.set(o, counts.get(o) + 1); }
  log(`sanity: user:0..9999 on cache-01..04 (replicas 160, fnv1a-fmix32): ` +
      [...counts].map(([id, c]) => `${id}=${c}`).join(' ') + '  (article: 2213 / 2462 / 2923 / 2402)');
}

{
  const mk = (n) => { const r = new ConsistentHashRing(); for (const id of cacheIds(n)) r.addNode(id); return r; };
  const r8 = mk(8), r9 = mk(9), r7 = mk(7);
  const N = 1000000;
  let moved9 = 0, moved7 = 0;
  for (let i = 0; i < N; i++) {
    const k = `session:user:${i}`;
    const o = r8.get(k);
    if (r9.get(k) !== o) moved9++;
    if (r7.get(k) !== o) moved7++;
  }
  log(`sanity: session:user:0..999999, 8 -> 9 nodes: ${moved9} moved = ${(100 * moved9 / N).toFixed(2)} %  (article: 11.06 %)`);
  log(`sanity: session:user:0..999999, 8 -> 7 nodes: ${moved7} moved = ${(100 * moved7 / N).toFixed(2)} %  (article: 12.60 %)`);
}
