#pragma once

#include "model/core/KeySet.h"
#include "model/core/Placement.h"

#include <functional>

namespace ringlab {

// Timing loops shared by `ringlab-cli bench`, the benchmarks and the GUI. Each figure is the
// best of `rounds` runs on one thread (the fastest run is the one least disturbed by the
// rest of the machine).
struct LookupTiming {
    double nsPerOperation = 0.0;
    double operationsPerSecond() const noexcept
    {
        return nsPerOperation > 0.0 ? 1e9 / nsPerOperation : 0.0;
    }
};

// Full lookups: hash the key, then find its owner. `keys` should be materialized().
LookupTiming timeLookups(const Placement& placement, const KeySet& keys, int rounds);
// The hash alone over the same keys: the floor a lookup cannot beat.
LookupTiming timeHashOnly(const HashFunction& hash, const KeySet& keys, int rounds);
// The hash alone for each of `hashes` (by default every selectable one) over the same keys:
// ns per key, what `ringlab-cli bench` prints as hash_only_ns.
struct HashTiming {
    const HashFunction* hash = nullptr;
    LookupTiming timing;
};
std::vector<HashTiming> timeHashes(const KeySet& keys, int rounds,
                                   std::span<const HashFunction> hashes = selectableHashes());
// Re-assigning every key from cached hashes (what a membership change costs), on all
// hardware threads when `parallel`. nsPerOperation is per key.
LookupTiming timeReassign(const Placement& placement, std::span<const std::uint32_t> hashes,
                          int rounds, bool parallel);

// Seconds of the fastest of `rounds` calls.
double bestSeconds(int rounds, const std::function<void()>& work);

}  // namespace ringlab
