// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/KeySet.h"
#include "model/core/Placement.h"

#include <functional>

namespace ringlab {

// Timing loops shared by `ringlab-cli bench`, the benchmarks and the GUI. Each figure is the
// best of `rounds` runs on one thread (the fastest run is the one least disturbed by the
// rest of the machine).
struct LookupTiming {
    double nsPerOperation = 0.0;  // the best round
    double nsSlowest = 0.0;       // the slowest round: with the best, the spread of the runs
    double operationsPerSecond() const noexcept
    {
        return nsPerOperation > 0.0 ? 1e9 / nsPerOperation : 0.0;
    }
    // Slowest over best; kNoisySpread and more says the machine was busy while it measured.
    double spread() const noexcept
    {
        return nsPerOperation > 0.0 && nsSlowest > 0.0 ? nsSlowest / nsPerOperation : 1.0;
    }
};
inline constexpr double kNoisySpread = 1.25;

// Full lookups: hash the key, then find its owner, over the first `maxKeys` keys. `keys`
// should be materialized().
LookupTiming timeLookups(const Placement& placement, const KeySet& keys, int rounds,
                         std::size_t maxKeys = SIZE_MAX);
// The hash alone over the same keys: the floor a lookup cannot beat.
LookupTiming timeHashOnly(const HashFunction& hash, const KeySet& keys, int rounds);
// The hash alone for each of `hashes` (by default every selectable one) over the same keys:
// ns per key, what `ringlab-cli bench` prints as hash_only_ns. Rounds take the hashes in
// turn, so that a busy moment of the machine does not fall on one hash alone.
struct HashTiming {
    const HashFunction* hash = nullptr;
    LookupTiming timing;
};
std::vector<HashTiming> timeHashes(const KeySet& keys, int rounds,
                                   std::span<const HashFunction> hashes = selectableHashes());
// Re-assigning every key from cached hashes (what a membership change costs), on all
// hardware threads when `parallel`. nsPerOperation is per key.
LookupTiming timeReassign(const Placement& placement, std::span<const KeyHash> hashes,
                          int rounds, bool parallel);

// Seconds of the fastest of `rounds` calls.
double bestSeconds(int rounds, const std::function<void()>& work);
// The largest spread among `timings`: above kNoisySpread the figures are indicative only.
double largestSpread(std::span<const HashTiming> timings) noexcept;

}  // namespace ringlab
