// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Translatable.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace ringlab {

// A seeded pseudo-random stream (SplitMix64): the same seed gives the same numbers on every
// platform and compiler, which the standard library's distributions do not promise.
class SimulationRandom {
public:
    explicit SimulationRandom(std::uint64_t seed) noexcept : state_(seed) {}
    std::uint64_t next() noexcept;
    double uniform() noexcept;                          // [0, 1)
    std::size_t below(std::size_t bound) noexcept;      // [0, bound), bound > 0
    bool chance(double probability) noexcept { return uniform() < probability; }

private:
    std::uint64_t state_;
};

// SplitMix64's finaliser: a stateless well-mixed 64-bit value of `x` (per-key sizes, …).
std::uint64_t mix64(std::uint64_t x) noexcept;

// Which key a request asks for. Key rank r is key index r of the key set, so under Zipf key 0
// ("user:0") is the most popular.
enum class PopularityKind : std::uint8_t {
    Uniform,  // every key equally likely
    Zipf,     // P(rank r) ∝ 1 / (r + 1)^exponent
    Sweep,    // request j asks for key j mod n: every key exactly once per n requests (the
              // article's ShardedCache run reads user:0 … user:9999 once each)
};

std::span<const PopularityKind> allPopularityKinds() noexcept;
std::optional<PopularityKind> findPopularity(std::string_view name) noexcept;
const char* popularityLabel(PopularityKind kind) noexcept;      // English, translatable

struct KeyPopularity {
    PopularityKind kind = PopularityKind::Uniform;
    double zipfExponent = 1.0;  // > 0; Zipf only
};

// Draws key indices in [0, keyCount). Zipf uses rejection-inversion sampling (Hörmann &
// Derflinger 1996): constant memory, so 25,000,000 keys cost nothing to set up.
// Throws ValidationError for keyCount 0 or an exponent that is not > 0.
class KeySampler {
public:
    KeySampler(KeyPopularity popularity, std::size_t keyCount);
    std::size_t next(SimulationRandom& random) noexcept;
    // Exact probability of one key under this popularity (Sweep: 1 / n).
    double probability(std::size_t keyIndex) const noexcept;
    const KeyPopularity& popularity() const noexcept { return popularity_; }
    std::size_t keyCount() const noexcept { return keyCount_; }

private:
    double h(double x) const noexcept;
    double hIntegral(double x) const noexcept;
    double hIntegralInverse(double x) const noexcept;

    KeyPopularity popularity_;
    std::size_t keyCount_;
    std::uint64_t sweepNext_ = 0;
    double hIntegralX1_ = 0.0, hIntegralN_ = 0.0, s_ = 0.0;
    double zipfNormaliser_ = 0.0;  // Σ 1/r^exponent, computed once (Zipf)
};

}  // namespace ringlab
