// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/KeyPopularity.h"

#include "model/core/NamedChoice.h"
#include "model/core/Membership.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace ringlab {

std::uint64_t mix64(std::uint64_t x) noexcept
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

std::uint64_t SimulationRandom::next() noexcept
{
    state_ += 0x9e3779b97f4a7c15ULL;
    return mix64(state_);
}

double SimulationRandom::uniform() noexcept
{
    return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

std::size_t SimulationRandom::below(std::size_t bound) noexcept
{
    // 53 random bits scaled: unbiased to within 2^-53 · bound, far below anything measured.
    return std::min(bound - 1, static_cast<std::size_t>(uniform() * static_cast<double>(bound)));
}

namespace {

constexpr ChoiceTable<PopularityKind, 3> kPopularities{{
    {PopularityKind::Uniform, "uniform", RINGLAB_TRANSLATE_NOOP("Simulation", "Uniform")},
    {PopularityKind::Zipf, "zipf", RINGLAB_TRANSLATE_NOOP("Simulation", "Zipf")},
    {PopularityKind::Sweep, "sweep", RINGLAB_TRANSLATE_NOOP("Simulation", "Every key in turn")},
}};
constexpr auto kPopularityKinds = choiceValues(kPopularities);

// log1p(x) / x and expm1(x) / x, accurate near 0 (rejection-inversion's helpers).
double log1pOverX(double x) noexcept
{
    return std::abs(x) > 1e-8 ? std::log1p(x) / x : 1.0 - x * (0.5 - x * (1.0 / 3.0 - 0.25 * x));
}
double expm1OverX(double x) noexcept
{
    return std::abs(x) > 1e-8 ? std::expm1(x) / x : 1.0 + x * 0.5 * (1.0 + x / 3.0 * (1.0 + 0.25 * x));
}

// Σ_{r=1..n} r^-s: exact for the first million terms, the rest by the midpoint integral
// (relative error far below 1e-9 there).
double zipfNormaliser(std::size_t n, double s)
{
    constexpr std::size_t exactTerms = 1'000'000;
    double sum = 0.0;
    const std::size_t exact = std::min(n, exactTerms);
    for (std::size_t r = exact; r >= 1; --r)
        sum += std::pow(static_cast<double>(r), -s);
    if (n > exact) {
        const double a = static_cast<double>(exact) + 0.5, b = static_cast<double>(n) + 0.5;
        sum += std::abs(s - 1.0) < 1e-12 ? std::log(b / a)
                                         : (std::pow(b, 1.0 - s) - std::pow(a, 1.0 - s)) / (1.0 - s);
    }
    return sum;
}

}  // namespace

std::span<const PopularityKind> allPopularityKinds() noexcept { return kPopularityKinds; }

std::optional<PopularityKind> findPopularity(std::string_view name) noexcept
{
    return findChoice(kPopularities, name);
}

const char* popularityLabel(PopularityKind kind) noexcept
{
    return choiceOf(kPopularities, kind).label;
}

KeySampler::KeySampler(KeyPopularity popularity, std::size_t keyCount)
    : popularity_(popularity), keyCount_(keyCount)
{
    if (keyCount == 0)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the key set is empty"), {});
    if (popularity.kind != PopularityKind::Zipf)
        return;
    if (!(popularity.zipfExponent > 0.0) || !std::isfinite(popularity.zipfExponent))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "Zipf exponent must be a number > 0, got %1"),
            {std::to_string(popularity.zipfExponent)});
    hIntegralX1_ = hIntegral(1.5) - 1.0;
    hIntegralN_ = hIntegral(static_cast<double>(keyCount) + 0.5);
    s_ = 2.0 - hIntegralInverse(hIntegral(2.5) - h(2.0));
    zipfNormaliser_ = zipfNormaliser(keyCount, popularity.zipfExponent);
}

double KeySampler::h(double x) const noexcept
{
    return std::exp(-popularity_.zipfExponent * std::log(x));
}

double KeySampler::hIntegral(double x) const noexcept
{
    const double logX = std::log(x);
    return expm1OverX((1.0 - popularity_.zipfExponent) * logX) * logX;
}

double KeySampler::hIntegralInverse(double x) const noexcept
{
    double t = x * (1.0 - popularity_.zipfExponent);
    if (t < -1.0)
        t = -1.0;
    return std::exp(log1pOverX(t) * x);
}

std::size_t KeySampler::next(SimulationRandom& random) noexcept
{
    switch (popularity_.kind) {
    case PopularityKind::Uniform: return random.below(keyCount_);
    case PopularityKind::Sweep: return static_cast<std::size_t>(sweepNext_++ % keyCount_);
    case PopularityKind::Zipf: break;
    }
    const double n = static_cast<double>(keyCount_);
    for (;;) {
        const double u = hIntegralN_ + random.uniform() * (hIntegralX1_ - hIntegralN_);
        const double x = hIntegralInverse(u);
        double k = std::floor(x + 0.5);
        k = std::clamp(k, 1.0, n);
        if (k - x <= s_ || u >= hIntegral(k + 0.5) - h(k))
            return static_cast<std::size_t>(k) - 1;
    }
}

double KeySampler::probability(std::size_t keyIndex) const noexcept
{
    if (popularity_.kind != PopularityKind::Zipf)
        return 1.0 / static_cast<double>(keyCount_);
    return h(static_cast<double>(keyIndex) + 1.0) / zipfNormaliser_;
}

}  // namespace ringlab
