// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The real clients' placements (issue 13's targets): how long building one takes (Maglev's
// table at 100 hosts × 65,537 slots and 1,000 hosts × 655,373; ketama's and the article's
// rings of 1,000 hosts), ketama's lookups against libmemcached's own in one process, on
// the same fleet and keys, and lookups on the article's ring of 10,000 members x 160 points.
// Best of several runs each. Prints figures; not a test (docs/performance.md).
#include "model/core/KetamaPlacement.h"
#include "model/core/KeySet.h"
#include "model/core/LookupBenchmark.h"
#include "model/core/MaglevPlacement.h"
#include "model/core/RingPlacement.h"
#include "model/core/TwemproxyHashes.h"

#include <libmemcached/memcached.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
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

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

void printLoad(const char* when)
{
    double load[1] = {0.0};
    if (getloadavg(load, 1) == 1)
        std::printf("load average %s: %.2f\n", when, load[0]);
}

// The article's ring at 10,000 members x 160 points (1.6 M points, larger than the caches):
// lookups one by one as `ringlab-cli bench` times them (hash the key, then ownerOfHash
// through the interface), the hash alone, and assign() over the cached hashes on one thread
// (what a membership change re-runs). Each round takes the three in turn, so that a busy
// moment of the machine does not fall on one alone.
void largeRingLookups(const KeySet& keys)
{
    constexpr int kRounds = 9;
    const auto ring = makePlacement({.algorithm = Algorithm::Ring}, numberedMembers("cache-", 10000, 5));
    const HashFunction& hash = ring->keyHash();
    const auto hashes = keys.hashes(hash);
    std::vector<double> lookup, hashOnly, assign;
    printLoad("before");
    for (int round = 0; round < kRounds; ++round) {
        lookup.push_back(timeLookups(*ring, keys, 1).nsPerOperation);
        hashOnly.push_back(timeHashOnly(hash, keys, 1).nsPerOperation);
        assign.push_back(timeReassign(*ring, *hashes, 1, false).nsPerOperation);
    }
    printLoad("after");
    const auto& points = dynamic_cast<const RingPlacement&>(*ring);
    std::printf("\n== article ring, 10,000 members cache-00001 ... x 160 (%zu points, %.1f MiB), "
                "1,000,000 keys session:user:{i}, one thread; min / median of %d rounds\n",
                points.pointCount(), static_cast<double>(ring->memoryBytes()) / (1024.0 * 1024.0), kRounds);
    const auto line = [](const char* what, const std::vector<double>& ns, const char* target) {
        std::printf("%-36s %7.1f / %7.1f ns a key%s\n", what, *std::min_element(ns.begin(), ns.end()), median(ns), target);
    };
    line("lookup one by one (hash + owner)", lookup, "   (target <= 200 ns)");
    line("hash alone", hashOnly, "");
    line("assign(), cached hashes", assign, "");
}

void buildTimes()
{
    std::printf("== building (best of 5)\n");
    build("maglev, 100 hosts, 65,537 slots", {.algorithm = Algorithm::Maglev}, fleet(100, ":8080"), 10);
    build("maglev, 1,000 hosts, 655,373 slots", {.algorithm = Algorithm::Maglev, .maglevTableSize = 655373},
          fleet(1000, ":8080"), 100);
    build("ketama, 1,000 hosts (160 points each)", {.algorithm = Algorithm::Ketama}, fleet(1000, ":11211"), 20);
    build("envoy-ring, 1,000 hosts (minimum ring 1,024: 2 points each)", {.algorithm = Algorithm::EnvoyRing},
          fleet(1000, ":8080"), 20);
    build("envoy-ring, 1,000 hosts, minimum ring 160,000 (160 points each)",
          {.algorithm = Algorithm::EnvoyRing, .envoyMinRingSize = 160000}, fleet(1000, ":8080"), 20);
    build("cassandra, 1,000 nodes x 256 tokens", {.algorithm = Algorithm::Cassandra, .cassandra = {.numTokens = 256}},
          fleet(1000, ""), 0);
    build("article ring, 1,000 hosts x 160 replicas", {.algorithm = Algorithm::Ring}, fleet(1000, ":11211"), 0);
    build("article ring, 10,000 hosts x 160 replicas", {.algorithm = Algorithm::Ring}, fleet(10000, ":11211"), 200);
}

}  // namespace

// `ringlab-bench-clients ring`: only the article ring's builds and lookups; `lookups`: only the
// ketama and twemproxy lookups (no builds, no article ring).
int main(int argc, char** argv)
{
    const std::string only = argc > 1 ? argv[1] : "";
    const bool ringOnly = only == "ring";
    const bool lookupsOnly = only == "lookups";
    if (ringOnly) {
        std::printf("== building (best of 5)\n");
        build("article ring, 1,000 hosts x 160 replicas", {.algorithm = Algorithm::Ring}, fleet(1000, ":11211"), 0);
        build("article ring, 10,000 hosts x 160 replicas", {.algorithm = Algorithm::Ring}, fleet(10000, ":11211"), 200);
        largeRingLookups(KeySet::fromPattern("session:user:{i}", 1'000'000).materialized());
        return 0;
    }
    if (!lookupsOnly)
        buildTimes();

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
    // Each round times the three in turn (as the twemproxy table below does), so that a busy
    // moment of the machine does not fall on one alone.
    std::size_t agree = 0;
    double ours = std::numeric_limits<double>::infinity();
    double theirs = ours;
    double hashOnly = ours;
    for (int round = 0; round < 5; ++round) {
        ours = std::min(ours, bestMilliseconds(1, [&] {
            std::size_t sum = 0;
            for (const std::string& key : held)
                sum += ketama->ownerOfHash(ketama->keyHash().hash(key));
            agree += sum;
        }));
        theirs = std::min(theirs, bestMilliseconds(1, [&] {
            std::size_t sum = 0;
            for (const std::string& key : held)
                sum += memcached_generate_hash(memc, key.data(), key.size());
            agree -= sum;
        }));
        hashOnly = std::min(hashOnly, bestMilliseconds(1, [&] {
            std::size_t sum = 0;
            for (const std::string& key : held)
                sum += md5Ketama(key);
            agree += sum & 1;
        }));
    }
    memcached_free(memc);
    const double perKey = 1e6 / static_cast<double>(held.size());
    std::printf("\n== ketama lookups, %zu servers, 1,000,000 keys session:user:{i} (best of 5 rounds, one thread)\n", kServers);
    std::printf("RingLab ketama        %7.1f ns a key\n", ours * perKey);
    std::printf("libmemcached 1.1.4    %7.1f ns a key\n", theirs * perKey);
    std::printf("MD5 of the key alone  %7.1f ns a key\n", hashOnly * perKey);
    std::printf("RingLab / libmemcached speed: %.2fx; lookup / hash alone: %.2fx\n", theirs / ours, ours / hashOnly);

    // twemproxy's ketama with each of its key hashes: a lookup (hash + owner) against the hash
    // alone, the same keys, the rounds interleaved.
    std::printf("\n== twemproxy ketama, %zu servers, 1,000,000 keys, one thread; best of 5 rounds\n", kServers);
    std::printf("%-14s %12s %12s %10s\n", "hash", "lookup ns", "hash ns", "ratio");
    for (const HashFunction& hash : twemproxyHashes()) {
        PlacementConfig config{.algorithm = Algorithm::Ketama, .ketamaDialect = KetamaDialect::Twemproxy};
        config.twemproxyHash = hash.id;
        const auto pool = makePlacement(config, servers);
        std::vector<double> lookups, alone;
        for (int round = 0; round < 5; ++round) {
            lookups.push_back(bestMilliseconds(1, [&] {
                std::size_t sum = 0;
                for (const std::string& key : held)
                    sum += pool->ownerOfHash(pool->keyHash().hash(key));
                agree += sum & 1;
            }));
            alone.push_back(bestMilliseconds(1, [&] {
                std::size_t sum = 0;
                for (const std::string& key : held)
                    sum += hash.hash(key);
                agree += sum & 1;
            }));
        }
        const double lookupNs = *std::min_element(lookups.begin(), lookups.end()) * perKey;
        const double hashNs = *std::min_element(alone.begin(), alone.end()) * perKey;
        std::printf("%-14s %12.1f %12.1f %9.2fx   (target <= 2x)\n", std::string(twemproxyHashName(hash)).c_str(),
                    lookupNs, hashNs, lookupNs / hashNs);
    }

    if (!lookupsOnly)
        largeRingLookups(keys.materialized());
    return agree == std::numeric_limits<std::size_t>::max() ? 1 : 0;
}
