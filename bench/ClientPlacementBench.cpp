// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The real clients' placements (issue 13's targets): how long building one takes (Maglev's
// table at 100 hosts × 65,537 slots and 1,000 hosts × 655,373; ketama's and the article's
// rings of 1,000 hosts), and ketama's lookups against libmemcached's own in one process, on
// the same fleet and keys. Best of several runs each. Prints figures; not a test
// (docs/performance.md).
#include "model/core/KetamaPlacement.h"
#include "model/core/KeySet.h"
#include "model/core/MaglevPlacement.h"

#include <libmemcached/memcached.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <limits>
#include <string>

using namespace ringlab;

namespace {

double bestMilliseconds(int runs, const std::function<void()>& work)
{
    double best = std::numeric_limits<double>::infinity();
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        work();
        best = std::min(best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    return best;
}

std::vector<Member> fleet(std::size_t count, const char* port)
{
    std::vector<Member> members;
    for (std::size_t i = 0; i < count; ++i)
        members.push_back({"10." + std::to_string(i / 65536) + "." + std::to_string(i / 256 % 256) + "." +
                               std::to_string(i % 256) + port,
                           1.0});
    return members;
}

// Prints the best build time; `target` 0 for a figure without one.
void build(const char* what, const PlacementConfig& config, const std::vector<Member>& members, double target)
{
    std::size_t bytes = 0;
    const double ms = bestMilliseconds(5, [&] { bytes = makePlacement(config, members)->memoryBytes(); });
    std::printf("%-44s %9.1f ms  %9.1f KiB", what, ms, static_cast<double>(bytes) / 1024.0);
    if (target > 0)
        std::printf("   (target <= %.0f ms)", target);
    std::printf("\n");
}

}  // namespace

int main()
{
    std::printf("== building (best of 5)\n");
    build("maglev, 100 hosts, 65,537 slots", {.algorithm = Algorithm::Maglev}, fleet(100, ":8080"), 10);
    build("maglev, 1,000 hosts, 655,373 slots", {.algorithm = Algorithm::Maglev, .maglevTableSize = 655373},
          fleet(1000, ":8080"), 100);
    build("ketama, 1,000 hosts (160 points each)", {.algorithm = Algorithm::Ketama}, fleet(1000, ":11211"), 20);
    build("article ring, 1,000 hosts x 160 replicas", {.algorithm = Algorithm::Ring}, fleet(1000, ":11211"), 0);
    build("article ring, 10,000 hosts x 160 replicas", {.algorithm = Algorithm::Ring}, fleet(10000, ":11211"), 200);

    // libmemcached aborts beyond 100 servers: the comparison fleet has 100.
    constexpr std::size_t kServers = 100;
    const std::vector<Member> servers = fleet(kServers, ":11211");
    const auto ketama = makePlacement({.algorithm = Algorithm::Ketama}, servers);
    memcached_st* memc = memcached_create(nullptr);
    memcached_behavior_set(memc, MEMCACHED_BEHAVIOR_KETAMA_WEIGHTED, 1);
    for (const Member& m : servers) {
        const MemcachedServer server = parseMemcachedServer(m.id);
        memcached_server_add_with_weight(memc, server.host.c_str(), server.port, 1);
    }
    const KeySet keys = KeySet::fromPattern("session:user:{i}", 1'000'000);
    std::vector<std::string> held;
    held.reserve(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        held.emplace_back(keys.key(i));
    std::size_t agree = 0;
    const double ours = bestMilliseconds(5, [&] {
        std::size_t sum = 0;
        for (const std::string& key : held)
            sum += ketama->ownerOfHash(ketama->keyHash().hash(key));
        agree += sum;
    });
    const double theirs = bestMilliseconds(5, [&] {
        std::size_t sum = 0;
        for (const std::string& key : held)
            sum += memcached_generate_hash(memc, key.data(), key.size());
        agree -= sum;
    });
    const double hashOnly = bestMilliseconds(5, [&] {
        std::size_t sum = 0;
        for (const std::string& key : held)
            sum += md5Ketama(key);
        agree += sum & 1;
    });
    memcached_free(memc);
    const double perKey = 1e6 / static_cast<double>(held.size());
    std::printf("\n== ketama lookups, %zu servers, 1,000,000 keys session:user:{i} (best of 5, one thread)\n", kServers);
    std::printf("RingLab ketama        %7.1f ns a key\n", ours * perKey);
    std::printf("libmemcached 1.1.4    %7.1f ns a key\n", theirs * perKey);
    std::printf("MD5 of the key alone  %7.1f ns a key\n", hashOnly * perKey);
    std::printf("RingLab / libmemcached speed: %.2fx; lookup / hash alone: %.2fx\n", theirs / ours, ours / hashOnly);
    return agree == std::numeric_limits<std::size_t>::max() ? 1 : 0;
}
