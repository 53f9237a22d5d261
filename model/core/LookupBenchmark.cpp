// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/LookupBenchmark.h"

#include "model/core/Assignment.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <limits>

namespace ringlab {

namespace {

// Keeps the optimiser from dropping a loop whose results nothing else reads.
volatile std::uint64_t benchmarkSink;

void consume(std::uint64_t value)
{
    benchmarkSink = value;
}

LookupTiming perItem(double seconds, std::size_t items)
{
    return {items == 0 ? 0.0 : seconds * 1e9 / static_cast<double>(items)};
}

}  // namespace

double bestSeconds(int rounds, const std::function<void()>& work)
{
    double best = std::numeric_limits<double>::infinity();
    for (int r = 0; r < std::max(1, rounds); ++r) {
        const auto start = std::chrono::steady_clock::now();
        work();
        const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
        best = std::min(best, elapsed.count());
    }
    return best;
}

LookupTiming timeLookups(const Placement& placement, const KeySet& keys, int rounds, std::size_t maxKeys)
{
    const HashFunction& hash = placement.keyHash();
    const std::size_t count = std::min(keys.size(), maxKeys);
    const double seconds = bestSeconds(rounds, [&] {
        std::uint64_t checksum = 0;
        keys.forEachKey(0, count, [&](std::size_t, std::string_view key) {
            checksum += placement.ownerOfHash(hash.hash(key));
        });
        consume(checksum);
    });
    return perItem(seconds, count);
}

namespace {

double hashAllSeconds(const HashFunction& hash, const KeySet& keys)
{
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t checksum = 0;
    keys.forEachKey(0, keys.size(), [&](std::size_t, std::string_view key) { checksum += hash.hash(key); });
    consume(checksum);
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

LookupTiming timeHashOnly(const HashFunction& hash, const KeySet& keys, int rounds)
{
    return timeHashes(keys, rounds, std::span<const HashFunction>(&hash, 1)).front().timing;
}

std::vector<HashTiming> timeHashes(const KeySet& keys, int rounds,
                                   std::span<const HashFunction> hashes)
{
    std::vector<double> best(hashes.size(), std::numeric_limits<double>::infinity());
    std::vector<double> slowest(hashes.size(), 0.0);
    for (int r = 0; r < std::max(1, rounds); ++r)
        for (std::size_t h = 0; h < hashes.size(); ++h) {
            const double seconds = hashAllSeconds(hashes[h], keys);
            best[h] = std::min(best[h], seconds);
            slowest[h] = std::max(slowest[h], seconds);
        }
    std::vector<HashTiming> timings;
    for (std::size_t h = 0; h < hashes.size(); ++h) {
        LookupTiming timing = perItem(best[h], keys.size());
        timing.nsSlowest = perItem(slowest[h], keys.size()).nsPerOperation;
        timings.push_back({&hashes[h], timing});
    }
    return timings;
}

double largestSpread(std::span<const HashTiming> timings) noexcept
{
    double largest = 1.0;
    for (const HashTiming& t : timings)
        largest = std::max(largest, t.timing.spread());
    return largest;
}

LookupTiming timeReassign(const Placement& placement, std::span<const KeyHash> hashes,
                          int rounds, bool parallel)
{
    std::vector<MemberIndex> owners(hashes.size());
    const double seconds = bestSeconds(rounds, [&] {
        if (parallel) {
            const Assignment assignment = assignHashes(placement, hashes);
            consume(assignment.owners.empty() ? 0 : assignment.owners.back());
        } else {
            placement.assign(hashes, owners);
            consume(owners.empty() ? 0 : owners.back());
        }
    });
    return perItem(seconds, hashes.size());
}

}  // namespace ringlab
