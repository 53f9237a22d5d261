// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/KeySet.h"
#include "model/core/Placement.h"
#include "model/core/RunControl.h"
#include "model/core/Translatable.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab {

// The in-process cache each client keeps in front of the ring.
enum class LocalCacheKind : std::uint8_t {
    Lru,   // least recently used, simulated over the request stream (what a client can build)
    TopK,  // the k most popular keys pinned (perfect knowledge: the upper bound for size k)
};
std::span<const LocalCacheKind> allLocalCacheKinds() noexcept;
std::string_view localCacheName(LocalCacheKind kind) noexcept;  // "lru", "topk"
std::optional<LocalCacheKind> findLocalCache(std::string_view name) noexcept;
const char* localCacheLabel(LocalCacheKind kind) noexcept;      // English, translatable

// Requests follow Zipf over the keys (key 0 the most popular). One window of `requests`
// requests is drawn with the seed; an LRU cache first sees an equal warm-up window.
struct HotKeysConfig {
    std::vector<Member> members = numberedMembers("cache-", 8);
    PlacementConfig placement;
    KeySet keys = KeySet::fromPattern("product:{i}", 100'000);
    double zipfExponent = 1.0;
    std::size_t requests = 1'000'000;
    LocalCacheKind localCache = LocalCacheKind::Lru;
    std::size_t localCacheSize = 1'000;  // keys; 0 = no local cache
    // Consistent hashing with bounded loads (Mirrokni, Thorup, Zadimoghaddam): each request is
    // a ball, node i's capacity is ⌈(1 + ε) · requests · wᵢ / Σw⌉ (the paper's ⌈(1 + ε) · m/n⌉
    // for equal weights), a request whose node is full walks on in preference order (ring:
    // clockwise) to the first node with room.
    double epsilon = 0.25;
    std::uint64_t seed = 1;
};

void validateHotKeysConfig(const HotKeysConfig& config);

struct NodeHotLoad {
    std::string id;
    double weight = 1.0;
    std::size_t keys = 0;
    double keysOfFair = 0.0;           // 1.0 = its weight-fair share of keys
    std::size_t requests = 0;          // plain placement, no remedy
    double requestsOfFair = 0.0;
    std::size_t requestsBehindLocalCache = 0;  // what still reaches it past the local cache
    double behindLocalCacheOfFair = 0.0;
    std::size_t boundedRequests = 0;   // with bounded loads (no local cache)
    double boundedOfFair = 0.0;
    std::size_t boundedCapacity = 0;
};

struct HotKeysResult {
    std::vector<NodeHotLoad> nodes;
    std::size_t requests = 0;
    // Peak over mean of the share-of-fair ratios (1.0 = perfectly balanced).
    double keysPeakToMean = 0.0;
    double requestsPeakToMean = 0.0;
    std::string hottestKey, hottestKeyOwner;
    double hottestKeyShare = 0.0;      // of all requests, exact
    double localCacheHitRate = 0.0;
    double behindLocalCachePeakToMean = 0.0;
    double boundedPeakToMean = 0.0;
    bool boundedWithinCapacity = true;  // no node above its capacity (always, by construction)
    std::size_t boundedKeysMoved = 0;   // keys with at least one request served off their owner
    double boundedRequestsMovedShare = 0.0;
};

HotKeysResult runHotKeys(const HotKeysConfig& config, const RunControl& control = {});

}  // namespace ringlab
