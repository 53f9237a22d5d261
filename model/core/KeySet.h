// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/HashFunctions.h"

#include <cstdint>
#include <istream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab {

inline constexpr std::size_t kMaxKeys = 100'000'000;
// A key longer than this in a keys file is refused (memcached's own limit is 250 bytes).
inline constexpr std::size_t kMaxKeyLength = 4096;
inline constexpr std::size_t kMaxKeysFileBytes = std::size_t{4} << 30;
// A pattern's length and number of "{i}": enough for any real key scheme, and every key of a
// large set stays cheap to make.
inline constexpr std::size_t kMaxPatternLength = 256;
inline constexpr std::size_t kMaxPatternPlaceholders = 8;

// Throws ValidationError when the pattern has no "{i}", is longer than kMaxPatternLength or
// has more than kMaxPatternPlaceholders placeholders.
void validateKeyPattern(std::string_view pattern);

// The keys an experiment places: generated from a pattern ("session:user:{i}" for i in
// [0, n), made on demand, nothing stored) or read from a file. The hash of every key is
// computed once per hash function and cached, so a membership change only re-runs placement.
// Copies share the cache; the keys never change after construction.
class KeySet {
public:
    KeySet();
    // Throws ValidationError for a pattern validateKeyPattern refuses or count over kMaxKeys.
    static KeySet fromPattern(std::string pattern, std::size_t count);
    // One key a line; a trailing CR and a leading byte order mark are dropped; empty lines are
    // skipped. Throws ValidationError for a key over kMaxKeyLength bytes, more than maxKeys
    // keys or an input over kMaxKeysFileBytes.
    static KeySet fromLines(std::istream& in, std::string sourceName, std::size_t maxKeys = kMaxKeys);
    static KeySet fromKeys(std::vector<std::string> keys, std::string sourceName = "list");

    // The same keys held in memory (a pattern set formats each key on demand), for loops
    // that must not pay for formatting, such as benchmarks.
    KeySet materialized() const;

    std::size_t size() const noexcept { return count_; }
    bool isPattern() const noexcept { return !patternParts_.empty(); }
    const std::string& pattern() const noexcept { return pattern_; }
    // "session:user:{i}, i < 1000000" or the file's name and size.
    std::string description() const;

    std::string key(std::size_t i) const;
    // Calls f(index, key) for every key in [begin, end).
    template <class F>
    void forEachKey(std::size_t begin, std::size_t end, F&& f) const
    {
        std::string buffer;
        for (std::size_t i = begin; i < end; ++i)
            f(i, keyView(i, buffer));
    }

    // Thread-safe; computed in parallel on first use.
    std::shared_ptr<const std::vector<KeyHash>> hashes(const HashFunction& hash) const;

private:
    std::string_view keyView(std::size_t i, std::string& buffer) const;

    struct Cache;
    std::string pattern_;
    std::vector<std::string> patternParts_;  // pattern split at every "{i}"
    std::string keyBytes_;                   // stored keys, back to back
    std::vector<std::size_t> keyOffsets_;    // size()+1 offsets into keyBytes_
    std::size_t count_ = 0;
    std::shared_ptr<Cache> cache_;
};

}  // namespace ringlab
