// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The seed article's consistent-hash ring, reproduced verbatim in behaviour.
// Shared by bench/js/article_ring_bench.mjs and tests/golden/gen_article_owners.mjs.
// No npm dependencies: md5 comes from node's built-in crypto.
import { createHash } from 'node:crypto';

export function fnv1a(str) { let h = 0x811c9dc5; for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 0x01000193); } return h >>> 0; }
export function fmix32(h) { h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35); h ^= h >>> 16; return h >>> 0; }
export const defaultHash = (str) => fmix32(fnv1a(str));
export const md5Hash = (str) => createHash('md5').update(str).digest().readUInt32BE(0);

export class ConsistentHashRing {
  #nodes = new Map();            // id -> weight, insertion order
  #positions = new Uint32Array(0);
  #owners = [];

  constructor({ replicas = 160, hash = defaultHash } = {}) {
    this.replicas = replicas;
    this.hash = hash;
  }

  addNode(id, weight = 1) {
    if (this.#nodes.has(id)) return this;
    this.#nodes.set(id, weight);
    this.#rebuild();
    return this;
  }

  removeNode(id) {
    if (this.#nodes.delete(id)) this.#rebuild();
    return this;
  }

  #rebuild() {
    const pairs = [];
    for (const [id, weight] of this.#nodes) {
      const points = Math.max(1, Math.round(this.replicas * weight));
      for (let i = 0; i < points; i++) pairs.push([this.hash(`${id}#${i}`), id]);
    }
    pairs.sort((a, b) => a[0] - b[0]);
    this.#positions = Uint32Array.from(pairs, (p) => p[0]);
    this.#owners = pairs.map((p) => p[1]);
  }

  #successor(h) {
    const pos = this.#positions;
    let lo = 0, hi = pos.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pos[mid] < h) lo = mid + 1; else hi = mid;
    }
    return lo === pos.length ? 0 : lo;
  }

  get(key) {
    if (this.#positions.length === 0) return undefined;
    return this.#owners[this.#successor(this.hash(key))];
  }

  getReplicas(key, count = 1) {
    const n = this.#positions.length; if (n === 0) return [];
    const wanted = Math.min(count, this.#nodes.size); const out = [];
    const start = this.#successor(this.hash(key));
    for (let step = 0; step < n && out.length < wanted; step++) { const owner = this.#owners[(start + step) % n]; if (!out.includes(owner)) out.push(owner); }
    return out;
  }
}
