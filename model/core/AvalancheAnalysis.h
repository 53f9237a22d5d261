// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/HashFunctions.h"
#include "model/core/KeySet.h"
#include "model/core/Membership.h"
#include "model/core/RunControl.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab {

// How well a hash scatters, the way SMHasher measures it, plus where a ring's virtual nodes
// land. Bit numbering everywhere: input bit i is bit (i % 8) of byte i / 8, counted from the
// least significant bit; output bit j is bit j of the 32-bit hash value (0 = least
// significant).

inline constexpr int kHashBits = 32;
// SMHasher's avalanche test hashes 300,000 random keys per key length and fails a hash whose
// worst bias exceeds 1 %. With n inputs a perfect hash still shows sampling noise: one
// standard deviation of a cell's bias is 1/√n (0.18 % at 300,000), and the worst of a few
// thousand cells lies about 3.5–4 of those out.
inline constexpr std::size_t kSmhasherAvalancheInputs = 300'000;
inline constexpr double kSmhasherBiasLimit = 0.01;
// count × length of random inputs: 4 million 16-byte inputs, or 262,144 of 256 bytes.
inline constexpr std::size_t kMaxAvalancheInputBytes = std::size_t{64} << 20;

// ---- Inputs

// `count` byte strings of `length` bytes each from std::mt19937_64(seed): every string takes
// ceil(length / 8) draws in turn, each written little-endian. The same seed gives the same
// strings on every machine. Throws ValidationError for length 0 or count × length over
// kMaxAvalancheInputBytes.
KeySet randomAvalancheInputs(std::size_t count, std::size_t length, std::uint64_t seed);

// ---- Avalanche

// For each (input bit, output bit): how often flipping the input bit flipped the output bit.
struct AvalancheMatrix {
    std::size_t inputs = 0;               // inputs analysed
    std::size_t inputBits = 0;            // rows: 8 × the longest input
    std::vector<std::uint64_t> samples;   // per input bit: the inputs long enough to have it
    std::vector<std::uint64_t> flips;     // inputBits × kHashBits, row by row

    std::uint64_t flipCount(std::size_t inputBit, int outputBit) const noexcept
    {
        return flips[inputBit * kHashBits + static_cast<std::size_t>(outputBit)];
    }
    // 0.5 is ideal; 0 when the row has no sample.
    double flipProbability(std::size_t inputBit, int outputBit) const noexcept;
    // |2p − 1|: 0 ideal, 1 when the output bit always or never follows the input bit.
    double bias(std::size_t inputBit, int outputBit) const noexcept;
    // The fewest samples of any row (= inputs when all inputs have the same length).
    std::uint64_t minSamples() const noexcept;

    friend bool operator==(const AvalancheMatrix&, const AvalancheMatrix&) = default;
};

struct AvalancheResult {
    AvalancheMatrix matrix;
    // Largest |2p − 1| over all cells with samples (SMHasher's "worst bias", which it prints
    // × 100 as a percentage); the first such cell in row order.
    double worstBias = 0.0;
    std::size_t worstInputBit = 0;
    int worstOutputBit = 0;
    double meanBias = 0.0;  // mean |2p − 1| over the cells with samples

    friend bool operator==(const AvalancheResult&, const AvalancheResult&) = default;
};

// Flips every bit of every input (each input's own length) and counts the output bits that
// change. Counts are integers summed per chunk of inputs, so the result is the same on one
// thread as on all of them. Throws ValidationError when no input has a byte, and
// ComputationCancelled soon after control's flag is set; progress is the share of inputs done.
AvalancheResult analyzeAvalanche(const HashFunction& hash, const KeySet& inputs,
                                 bool parallel = true, const RunControl& control = {});

// SMHasher's verdict on a worst bias, with the sampling noise of the inputs taken into account:
// Fail only when some cell is further from ideal than both the 1 % limit and what an ideal
// hash reaches by chance with that cell's samples. The window and the CLI both print this.
enum class AvalancheVerdict { Pass, Fail, TooFewInputs };

// The bias an ideal hash stays under by chance in every one of a few thousand cells with
// `samples` inputs each: five standard deviations, 5 / √samples (1 when there is no sample).
double avalancheNoiseBias(std::uint64_t samples) noexcept;
AvalancheVerdict avalancheVerdict(const AvalancheResult& result) noexcept;
// "pass", "fail", "too few inputs": the CLI's words (the window translates its own).
std::string_view avalancheVerdictName(AvalancheVerdict verdict) noexcept;

// ---- One flip, explained

struct BitFlipHash {
    const HashFunction* hash = nullptr;
    std::uint32_t before = 0;  // hash of the key
    std::uint32_t after = 0;   // hash of the key with the input bit flipped
    std::uint32_t changed() const noexcept { return before ^ after; }
    int changedCount() const noexcept;
};

struct BitFlipExplanation {
    std::string key;
    std::string flippedKey;
    std::size_t inputBit = 0;
    std::vector<BitFlipHash> hashes;  // in the order asked for
};

// Throws ValidationError when inputBit ≥ 8 × key.size().
BitFlipExplanation explainBitFlip(std::string_view key, std::size_t inputBit,
                                  std::span<const HashFunction> hashes = selectableHashes());

// ---- Virtual-node positions

struct VnodePosition {
    std::string label;        // "cache-01#7", as RingPlacement::vnodeLabel makes it
    std::size_t member = 0;   // index into the ids or members given
    std::uint32_t vnode = 0;
    std::uint32_t position = 0;  // hash(label)
};

// id#0 … id#count-1 for every id, ids in order. Throws ValidationError for no ids, an empty
// or duplicate id, count 0 or more than kMaxRingPoints points in all.
std::vector<VnodePosition> vnodePositions(const HashFunction& hash,
                                          std::span<const std::string> memberIds,
                                          std::uint32_t count);
// The ring's own points: RingPlacement::pointsFor(replicas, weight) labels per member.
std::vector<VnodePosition> vnodePositions(const HashFunction& hash,
                                          std::span<const Member> members, int replicas);

// Pearson's chi-square of the positions against a uniform ring cut into `bins` equal arcs
// (bin = position × bins / 2^32): Σ (observed − expected)² / expected, bins − 1 degrees of
// freedom. chiSquarePerDf near 1 is what a uniform placement gives; pValue is the chance a
// uniform placement gives at least this chi-square.
struct UniformityTest {
    std::size_t points = 0;
    std::size_t bins = 0;
    double chiSquare = 0.0;
    std::size_t degreesOfFreedom = 0;
    double pValue = 1.0;
    std::vector<std::uint64_t> observed;  // points per bin (bin = position × bins / 2³²)
    double chiSquarePerDf() const noexcept
    {
        return degreesOfFreedom ? chiSquare / static_cast<double>(degreesOfFreedom) : 0.0;
    }
};

// What the chi-square says of a placement, at the 1 % level: clustered when a uniform
// placement reaches this chi-square or more only 1 % of the time; too regular when it comes
// this close to the even share or closer only 1 % of the time (a linear hash spaces
// sequential labels like cache-01#0, #1, … evenly: it looks even, but it is not random, and
// the keys it hashes fall into the same pattern); else even.
enum class UniformityVerdict { Clustered, Even, TooRegular };
inline constexpr double kUniformitySignificance = 0.01;
UniformityVerdict uniformityVerdict(const UniformityTest& test) noexcept;
std::string_view uniformityVerdictName(UniformityVerdict verdict) noexcept;  // "clustered", …

inline constexpr std::size_t kMaxUniformityBins = 1'000'000;
// About ten expected points a bin (the chi-square approximation wants at least five):
// points / 10, at least 2, at most 1024.
std::size_t defaultUniformityBins(std::size_t points) noexcept;
// Throws ValidationError for no position or bins outside [2, kMaxUniformityBins].
UniformityTest ringUniformity(std::span<const std::uint32_t> positions, std::size_t bins);
UniformityTest ringUniformity(std::span<const VnodePosition> points, std::size_t bins);

// P(X ≥ chiSquare) for X chi-square distributed with `degreesOfFreedom` (the regularized
// upper incomplete gamma function Q(df/2, x/2)).
double chiSquareUpperTail(double chiSquare, double degreesOfFreedom) noexcept;

}  // namespace ringlab
