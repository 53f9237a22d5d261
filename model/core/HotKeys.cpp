// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/HotKeys.h"

#include "model/core/NamedChoice.h"
#include "model/core/Assignment.h"
#include "model/core/KeyPopularity.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <list>
#include <unordered_map>

namespace ringlab {

namespace {

constexpr ChoiceTable<LocalCacheKind, 2> kLocalCaches{{
    {LocalCacheKind::Lru, "lru", RINGLAB_TRANSLATE_NOOP("Simulation", "LRU (least recently used)")},
    {LocalCacheKind::TopK, "topk", RINGLAB_TRANSLATE_NOOP("Simulation", "Perfect top-k (the most popular keys)")},
}};
constexpr auto kLocalCacheKinds = choiceValues(kLocalCaches);
constexpr std::size_t kMaxRequests = 100'000'000;

// A least-recently-used set of key indices.
class LruCache {
public:
    explicit LruCache(std::size_t capacity) : capacity_(capacity) { index_.reserve(capacity); }
    // True on a hit; a miss inserts the key, evicting the least recently used.
    bool access(std::size_t key)
    {
        if (capacity_ == 0)
            return false;
        if (const auto found = index_.find(key); found != index_.end()) {
            order_.splice(order_.begin(), order_, found->second);
            return true;
        }
        if (order_.size() == capacity_) {
            index_.erase(order_.back());
            order_.pop_back();
        }
        order_.push_front(key);
        index_.emplace(key, order_.begin());
        return false;
    }

private:
    std::size_t capacity_;
    std::list<std::size_t> order_;
    std::unordered_map<std::size_t, std::list<std::size_t>::iterator> index_;
};

// Each count's share of the total over the member's weight-fair share.
std::vector<double> ofFair(const std::vector<std::size_t>& counts, const std::vector<double>& fair)
{
    double total = 0.0;
    for (const std::size_t c : counts)
        total += static_cast<double>(c);
    std::vector<double> ratios(counts.size(), 0.0);
    if (total > 0.0)
        for (std::size_t i = 0; i < counts.size(); ++i)
            ratios[i] = static_cast<double>(counts[i]) / total / fair[i];
    return ratios;
}

double peak(const std::vector<double>& ratios)
{
    return ratios.empty() ? 0.0 : *std::max_element(ratios.begin(), ratios.end());
}

}  // namespace

std::span<const LocalCacheKind> allLocalCacheKinds() noexcept { return kLocalCacheKinds; }

std::string_view localCacheName(LocalCacheKind kind) noexcept
{
    return choiceOf(kLocalCaches, kind).name;
}

std::optional<LocalCacheKind> findLocalCache(std::string_view name) noexcept
{
    return findChoice(kLocalCaches, name);
}

const char* localCacheLabel(LocalCacheKind kind) noexcept
{
    return choiceOf(kLocalCaches, kind).label;
}

void validateHotKeysConfig(const HotKeysConfig& config)
{
    validateMembers(config.members);
    if (config.keys.size() == 0)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the key set is empty"), {});
    KeySampler({PopularityKind::Zipf, config.zipfExponent}, config.keys.size());
    if (config.requests < 1 || config.requests > kMaxRequests)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "requests must be between 1 and 100,000,000, got %1"),
            {std::to_string(config.requests)});
    if (config.localCacheSize > config.keys.size())
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "local cache size %1 is larger than the key set (%2 keys)"),
            {std::to_string(config.localCacheSize), std::to_string(config.keys.size())});
    if (!(config.epsilon > 0.0) || !std::isfinite(config.epsilon))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "epsilon must be a number > 0, got %1"),
            {ValidationError::number(config.epsilon)});
}

HotKeysResult runHotKeys(const HotKeysConfig& config, const RunControl& control)
{
    validateHotKeysConfig(config);
    const std::size_t n = config.members.size();
    const auto placement = makePlacement(config.placement, config.members);
    const auto hashes = config.keys.hashes(placement->keyHash());
    const Assignment assignment = assignHashes(*placement, *hashes);
    const auto fair = fairShares(config.members);
    control.checkpoint(0.1);

    HotKeysResult result;
    result.requests = config.requests;
    const KeyPopularity zipf{PopularityKind::Zipf, config.zipfExponent};
    KeySampler sampler(zipf, config.keys.size());
    SimulationRandom random(config.seed);

    LruCache lru(config.localCache == LocalCacheKind::Lru ? config.localCacheSize : 0);
    if (config.localCache == LocalCacheKind::Lru)
        for (std::size_t r = 0; r < config.requests; ++r)
            lru.access(sampler.next(random));  // warm-up window
    control.checkpoint(0.3);

    std::vector<std::size_t> requests(n, 0), behindCache(n, 0), bounded(n, 0), capacity(n, 0);
    for (std::size_t i = 0; i < n; ++i)
        capacity[i] = static_cast<std::size_t>(
            std::ceil((1.0 + config.epsilon) * static_cast<double>(config.requests) * fair[i]));
    std::vector<bool> keyMoved(config.keys.size(), false);
    std::size_t localHits = 0, requestsMoved = 0;
    std::vector<MemberIndex> preference;
    const std::size_t checkpointEvery = std::max<std::size_t>(1, config.requests / 35);
    for (std::size_t r = 0; r < config.requests; ++r) {
        const std::size_t key = sampler.next(random);
        const MemberIndex owner = assignment.owners[key];
        ++requests[owner];
        const bool local = config.localCache == LocalCacheKind::Lru ? lru.access(key)
                                                                    : key < config.localCacheSize;
        if (local)
            ++localHits;
        else
            ++behindCache[owner];
        // Bounded loads: the owner if it has room, else the next in preference order with room
        // (Σ capacity ≥ (1 + ε) · requests, so one always has).
        MemberIndex target = owner;
        if (bounded[owner] >= capacity[owner]) {
            placement->ownersOfHash((*hashes)[key], n, preference);
            target = *std::find_if(preference.begin(), preference.end(),
                                   [&](MemberIndex m) { return bounded[m] < capacity[m]; });
            ++requestsMoved;
            keyMoved[key] = true;
        }
        ++bounded[target];
        if ((r + 1) % checkpointEvery == 0)
            control.checkpoint(0.3 + 0.7 * static_cast<double>(r + 1) /
                                         static_cast<double>(config.requests));
    }

    const auto keysPerMember = assignment.keysPerMember();
    const auto keyRatios = ofFair(keysPerMember, fair);
    const auto requestRatios = ofFair(requests, fair);
    const auto behindRatios = ofFair(behindCache, fair);
    const auto boundedRatios = ofFair(bounded, fair);
    for (std::size_t i = 0; i < n; ++i) {
        NodeHotLoad load;
        load.id = config.members[i].id;
        load.weight = config.members[i].weight;
        load.keys = keysPerMember[i];
        load.keysOfFair = keyRatios[i];
        load.requests = requests[i];
        load.requestsOfFair = requestRatios[i];
        load.requestsBehindLocalCache = behindCache[i];
        load.behindLocalCacheOfFair = behindRatios[i];
        load.boundedRequests = bounded[i];
        load.boundedOfFair = boundedRatios[i];
        load.boundedCapacity = capacity[i];
        result.boundedWithinCapacity = result.boundedWithinCapacity && bounded[i] <= capacity[i];
        result.nodes.push_back(std::move(load));
    }
    result.keysPeakToMean = peak(keyRatios);
    result.requestsPeakToMean = peak(requestRatios);
    result.behindLocalCachePeakToMean = peak(behindRatios);
    result.boundedPeakToMean = peak(boundedRatios);
    result.hottestKey = config.keys.key(0);
    result.hottestKeyOwner = config.members[assignment.owners[0]].id;
    result.hottestKeyShare = sampler.probability(0);
    result.localCacheHitRate =
        static_cast<double>(localHits) / static_cast<double>(config.requests);
    result.boundedKeysMoved = static_cast<std::size_t>(
        std::count(keyMoved.begin(), keyMoved.end(), true));
    result.boundedRequestsMovedShare =
        static_cast<double>(requestsMoved) / static_cast<double>(config.requests);
    control.checkpoint(1.0);
    return result;
}

}  // namespace ringlab
