// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The live lab's client against 4 real memcached servers on loopback (model/live): SETs per
// second of the fill, and GETs per second with multi-key gets of 1 … 500 keys per server,
// unpaced, through the article's ring; then libmemcached's own mget through its ketama on the
// same servers for comparison. Median of the seconds run. Prints figures; not a test
// (docs/performance.md).
#include "model/live/LiveLab.h"

#include <libmemcached/memcached.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

using namespace ringlab;
using namespace ringlab::live;

namespace {

constexpr std::size_t kKeys = 100'000;
constexpr int kSeconds = 5;

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// libmemcached (Debian's libmemcached-dev) on the same servers: weighted ketama, mget of
// `batch` keys at a time, for `seconds`; GETs per second.
double libmemcachedGetsPerSecond(const MemcachedFleet& fleet, const KeySet& keys, std::size_t batch, double seconds)
{
    memcached_st* memc = memcached_create(nullptr);
    memcached_behavior_set(memc, MEMCACHED_BEHAVIOR_DISTRIBUTION, MEMCACHED_DISTRIBUTION_CONSISTENT_KETAMA);
    memcached_behavior_set(memc, MEMCACHED_BEHAVIOR_TCP_NODELAY, 1);
    for (const FleetServer& server : fleet.servers())
        memcached_server_add(memc, server.endpoint.host.c_str(), server.endpoint.port);
    std::vector<std::string> names(batch);
    std::vector<const char*> pointers(batch);
    std::vector<std::size_t> lengths(batch);
    std::size_t gets = 0, next = 0;
    const auto start = std::chrono::steady_clock::now();
    double elapsed = 0.0;
    while ((elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()) < seconds) {
        for (std::size_t i = 0; i < batch; ++i) {
            names[i] = keys.key(next++ % keys.size());
            pointers[i] = names[i].c_str();
            lengths[i] = names[i].size();
        }
        if (memcached_mget(memc, pointers.data(), lengths.data(), batch) != MEMCACHED_SUCCESS)
            break;
        memcached_return_t rc;
        while (memcached_result_st* result = memcached_fetch_result(memc, nullptr, &rc))
            memcached_result_free(result);
        gets += batch;
    }
    memcached_free(memc);
    return static_cast<double>(gets) / elapsed;
}

}  // namespace

int main()
{
    auto fleet = std::make_unique<MemcachedFleet>();
    fleet->start(numberedMembers("cache-", 4));
    LiveLabConfig config;
    config.keys = KeySet::fromPattern("user:{i}", kKeys);
    config.readThrough = false;
    LiveLab lab(std::move(fleet), config);
    const auto fillStart = std::chrono::steady_clock::now();
    lab.fill();
    const double fillSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - fillStart).count();
    std::printf("4 memcached servers on 127.0.0.1 (-t 1, -m 64), %zu keys user:{i}, 32-byte values\n", kKeys);
    std::printf("fill: %.0f SET/s (pipelined, 256 in flight per server)\n", static_cast<double>(kKeys) / fillSeconds);
    std::printf("\nRingLab's client, uniform keys, unpaced, %d s each (median GET/s of the seconds):\n", kSeconds);
    std::printf("%-28s %12s %10s\n", "keys per get per server", "GET/s", "hit rate");
    for (const std::size_t batch : {1, 10, 100, 500}) {
        LiveLabConfig batched = config;
        batched.batchKeys = batch;
        auto batchFleet = std::make_unique<MemcachedFleet>();
        batchFleet->start(numberedMembers("cache-", 4));
        LiveLab batchLab(std::move(batchFleet), batched);
        batchLab.fill();
        std::vector<double> rates;
        double hitRate = 0.0;
        for (int s = 0; s < kSeconds; ++s) {
            const LiveSecond second = batchLab.runSecond();
            rates.push_back(static_cast<double>(second.requests));
            hitRate = second.hitRate;
        }
        std::printf("%-28zu %12.0f %9.1f%%\n", batch, median(rates), hitRate * 100.0);
    }
    std::printf("\nlibmemcached 1.x mget through its own ketama, same servers, keys per mget over all servers\n"
                "(100 per server above = 400 here; GET/s over %d s):\n", kSeconds);
    for (const std::size_t batch : {10, 100, 400})
        std::printf("%-28zu %12.0f\n", batch, libmemcachedGetsPerSecond(lab.fleet(), config.keys, batch, kSeconds));
    return 0;
}
