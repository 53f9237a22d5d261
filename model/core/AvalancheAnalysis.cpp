// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/AvalancheAnalysis.h"

#include "model/core/Parallel.h"
#include "model/core/RingPlacement.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cmath>
#include <mutex>
#include <random>
#include <set>

namespace ringlab {

KeySet randomAvalancheInputs(std::size_t count, std::size_t length, std::uint64_t seed)
{
    if (length == 0)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "random inputs need a length of at least 1 byte"),
            {});
    if (count > kMaxAvalancheInputBytes / length)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "%1 random inputs of %2 bytes are over the limit of %3 bytes in all"),
            {std::to_string(count), std::to_string(length), std::to_string(kMaxAvalancheInputBytes)});
    std::mt19937_64 random(seed);
    std::vector<std::string> inputs(count, std::string(length, '\0'));
    for (auto& input : inputs) {
        for (std::size_t at = 0; at < length; at += 8) {
            const std::uint64_t draw = random();
            for (std::size_t b = 0; b < 8 && at + b < length; ++b)
                input[at + b] = static_cast<char>(static_cast<unsigned char>(draw >> (8 * b)));
        }
    }
    return KeySet::fromKeys(std::move(inputs), "random " + std::to_string(length) +
                                                   "-byte inputs, mt19937_64 seed " +
                                                   std::to_string(seed));
}

// ---- Avalanche

double AvalancheMatrix::flipProbability(std::size_t inputBit, int outputBit) const noexcept
{
    const std::uint64_t n = samples[inputBit];
    return n == 0 ? 0.0
                  : static_cast<double>(flipCount(inputBit, outputBit)) / static_cast<double>(n);
}

double AvalancheMatrix::bias(std::size_t inputBit, int outputBit) const noexcept
{
    return samples[inputBit] == 0 ? 0.0 : std::abs(2.0 * flipProbability(inputBit, outputBit) - 1.0);
}

std::uint64_t AvalancheMatrix::minSamples() const noexcept
{
    return samples.empty() ? 0 : *std::min_element(samples.begin(), samples.end());
}

namespace {

// kSpread[b] holds bit k of b in byte k: adding it to a word counts eight output bits at
// once, one 8-bit lane each.
constexpr std::array<std::uint64_t, 256> kSpread = [] {
    std::array<std::uint64_t, 256> table{};
    for (unsigned b = 0; b < 256; ++b)
        for (unsigned k = 0; k < 8; ++k)
            if ((b >> k) & 1U)
                table[b] |= std::uint64_t{1} << (8 * k);
    return table;
}();

// Flip counts for one chunk of inputs: 8-bit lanes (four words of eight per input bit) that
// are emptied into 64-bit totals before any lane can overflow.
class FlipCounter {
public:
    explicit FlipCounter(std::size_t rows) : lanes_(rows * 4, 0), totals_(rows * kHashBits, 0) {}

    void add(std::size_t row, std::uint32_t changed) noexcept
    {
        std::uint64_t* lane = &lanes_[row * 4];
        lane[0] += kSpread[changed & 0xffU];
        lane[1] += kSpread[(changed >> 8) & 0xffU];
        lane[2] += kSpread[(changed >> 16) & 0xffU];
        lane[3] += kSpread[changed >> 24];
    }

    // Each input adds at most once to a row: after 255 inputs the lanes must be emptied.
    void endInput()
    {
        if (++pending_ == 255)
            flush();
    }

    void flush()
    {
        for (std::size_t word = 0; word < lanes_.size(); ++word) {
            const std::uint64_t value = lanes_[word];
            if (value == 0)
                continue;
            std::uint64_t* total = &totals_[word * 8];  // row * 32 + (word % 4) * 8
            for (unsigned k = 0; k < 8; ++k)
                total[k] += (value >> (8 * k)) & 0xffU;
            lanes_[word] = 0;
        }
        pending_ = 0;
    }

    const std::vector<std::uint64_t>& totals() const noexcept { return totals_; }

private:
    std::vector<std::uint64_t> lanes_;
    std::vector<std::uint64_t> totals_;
    unsigned pending_ = 0;
};

}  // namespace

AvalancheResult analyzeAvalanche(const HashFunction& hash, const KeySet& inputs, bool parallel,
                                 const RunControl& control)
{
    // The rows and their sample counts come from the lengths alone.
    std::vector<std::uint64_t> inputsOfLength;
    inputs.forEachKey(0, inputs.size(), [&](std::size_t, std::string_view key) {
        if (key.size() >= inputsOfLength.size())
            inputsOfLength.resize(key.size() + 1, 0);
        ++inputsOfLength[key.size()];
    });
    const std::size_t longest = inputsOfLength.empty() ? 0 : inputsOfLength.size() - 1;
    if (longest == 0)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the avalanche test needs at least one input of one byte or more"),
            {});

    AvalancheResult result;
    AvalancheMatrix& m = result.matrix;
    m.inputs = inputs.size();
    m.inputBits = longest * 8;
    m.samples.assign(m.inputBits, 0);
    m.flips.assign(m.inputBits * kHashBits, 0);
    // A row of byte b has a sample from every input longer than b.
    std::uint64_t longer = 0;
    for (std::size_t b = longest; b-- > 0;) {
        longer += inputsOfLength[b + 1];
        for (std::size_t bit = 0; bit < 8; ++bit)
            m.samples[b * 8 + bit] = longer;
    }

    std::mutex mutex;
    std::atomic<std::size_t> inputsDone{0};
    const auto analyzeChunk = [&](std::size_t begin, std::size_t end) {
        FlipCounter counter(m.inputBits);
        std::string buffer;
        // Slices, so that a cancelled run stops soon and the first chunk can report progress.
        constexpr std::size_t kSlice = 64;
        for (std::size_t slice = begin; slice < end && !control.cancelled(); slice += kSlice) {
            const std::size_t sliceEnd = std::min(end, slice + kSlice);
            inputs.forEachKey(slice, sliceEnd, [&](std::size_t, std::string_view key) {
                buffer.assign(key);
                const std::uint32_t original = hash.hash32(buffer);
                for (std::size_t byte = 0; byte < buffer.size(); ++byte) {
                    for (unsigned bit = 0; bit < 8; ++bit) {
                        const auto mask = static_cast<char>(1U << bit);
                        buffer[byte] = static_cast<char>(buffer[byte] ^ mask);
                        counter.add(byte * 8 + bit, original ^ hash.hash32(buffer));
                        buffer[byte] = static_cast<char>(buffer[byte] ^ mask);
                    }
                }
                counter.endInput();
            });
            const std::size_t done = inputsDone += sliceEnd - slice;
            if (begin == 0)  // only the calling thread reports
                control.report(static_cast<double>(done) / static_cast<double>(inputs.size()));
        }
        counter.flush();
        // Integer sums: the order the chunks finish in cannot change the result.
        const std::lock_guard lock(mutex);
        for (std::size_t i = 0; i < m.flips.size(); ++i)
            m.flips[i] += counter.totals()[i];
    };
    // Every input costs 8 × length hashes: a few hundred inputs make a chunk worth a thread.
    if (parallel)
        parallelFor(inputs.size(), analyzeChunk, 256);
    else
        analyzeChunk(0, inputs.size());
    control.throwIfCancelled();  // before reporting the end: a stopped run did not get there
    control.report(1.0);

    double sum = 0.0;
    std::size_t cells = 0;
    for (std::size_t i = 0; i < m.inputBits; ++i) {
        if (m.samples[i] == 0)
            continue;
        for (int j = 0; j < kHashBits; ++j) {
            const double b = m.bias(i, j);
            sum += b;
            ++cells;
            if (b > result.worstBias) {
                result.worstBias = b;
                result.worstInputBit = i;
                result.worstOutputBit = j;
            }
        }
    }
    result.meanBias = cells ? sum / static_cast<double>(cells) : 0.0;
    return result;
}

double avalancheNoiseBias(std::uint64_t samples) noexcept
{
    return samples == 0 ? 1.0 : std::min(1.0, 5.0 / std::sqrt(static_cast<double>(samples)));
}

AvalancheVerdict avalancheVerdict(const AvalancheResult& result) noexcept
{
    if (result.worstBias <= kSmhasherBiasLimit)
        return AvalancheVerdict::Pass;
    const AvalancheMatrix& m = result.matrix;
    for (std::size_t row = 0; row < m.inputBits; ++row) {
        if (m.samples[row] == 0)
            continue;
        const double threshold = std::max(kSmhasherBiasLimit, avalancheNoiseBias(m.samples[row]));
        for (int column = 0; column < kHashBits; ++column)
            if (m.bias(row, column) > threshold)
                return AvalancheVerdict::Fail;
    }
    return AvalancheVerdict::TooFewInputs;
}

std::string_view avalancheVerdictName(AvalancheVerdict verdict) noexcept
{
    switch (verdict) {
    case AvalancheVerdict::Pass: return "pass";
    case AvalancheVerdict::Fail: return "fail";
    case AvalancheVerdict::TooFewInputs: return "too few inputs";
    }
    return "";
}

// ---- One flip, explained

int BitFlipHash::changedCount() const noexcept
{
    return std::popcount(changed());
}

BitFlipExplanation explainBitFlip(std::string_view key, std::size_t inputBit,
                                  std::span<const HashFunction> hashes)
{
    if (inputBit >= key.size() * 8)
        throw key.empty() ? ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "input bit %1 is outside the empty key"),
                                              {std::to_string(inputBit)})
                          : ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "input bit %1 is outside the key (%2 bytes have bits 0 … %3)"),
                                            {std::to_string(inputBit), std::to_string(key.size()),
                                             std::to_string(key.size() * 8 - 1)});
    BitFlipExplanation explanation;
    explanation.key = std::string(key);
    explanation.flippedKey = explanation.key;
    explanation.inputBit = inputBit;
    char& flipped = explanation.flippedKey[inputBit / 8];
    flipped = static_cast<char>(flipped ^ static_cast<char>(1U << (inputBit % 8)));
    for (const HashFunction& h : hashes)
        explanation.hashes.push_back({&h, h.hash32(explanation.key), h.hash32(explanation.flippedKey)});
    return explanation;
}

// ---- Virtual-node positions

namespace {

std::vector<VnodePosition> positionsOf(const HashFunction& hash,
                                       std::span<const std::string> ids,
                                       const std::vector<std::size_t>& counts)
{
    std::size_t total = 0;
    for (const std::size_t c : counts)
        total += c;
    if (total > kMaxRingPoints)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "%1 virtual nodes are over the limit of %2"),
            {std::to_string(total), std::to_string(kMaxRingPoints)});
    std::vector<VnodePosition> points;
    points.reserve(total);
    for (std::size_t m = 0; m < ids.size(); ++m) {
        for (std::size_t i = 0; i < counts[m]; ++i) {
            const auto vnode = static_cast<std::uint32_t>(i);
            std::string label = RingPlacement::vnodeLabel(ids[m], vnode);
            const std::uint32_t position = hash.hash32(label);
            points.push_back({std::move(label), m, vnode, position});
        }
    }
    return points;
}

}  // namespace

std::vector<VnodePosition> vnodePositions(const HashFunction& hash,
                                          std::span<const std::string> memberIds,
                                          std::uint32_t count)
{
    if (memberIds.empty())
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the node list is empty"), {});
    if (count == 0)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the number of virtual nodes per node must be at least 1"),
            {});
    std::set<std::string_view> seen;
    for (const auto& id : memberIds) {
        validateMemberId(id);
        if (!seen.insert(id).second)
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError", "duplicate node id %1"),
                {"\"" + id + "\""});
    }
    if (memberIds.size() * std::size_t{count} > kMaxRingPoints)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "%1 virtual nodes are over the limit of %2"),
            {std::to_string(memberIds.size() * std::size_t{count}), std::to_string(kMaxRingPoints)});
    return positionsOf(hash, memberIds, std::vector<std::size_t>(memberIds.size(), count));
}

std::vector<VnodePosition> vnodePositions(const HashFunction& hash,
                                          std::span<const Member> members, int replicas)
{
    validateMembers(members);
    if (replicas < 1)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "replicas must be at least 1, got %1"),
            {std::to_string(replicas)});
    std::vector<std::string> ids;
    std::vector<std::size_t> counts;
    for (const auto& m : members) {
        ids.push_back(m.id);
        counts.push_back(RingPlacement::pointsFor(replicas, m.weight));
    }
    return positionsOf(hash, ids, counts);
}

std::size_t defaultUniformityBins(std::size_t points) noexcept
{
    return std::clamp<std::size_t>(points / 10, 2, 1024);
}

UniformityTest ringUniformity(std::span<const std::uint32_t> positions, std::size_t bins)
{
    if (positions.empty())
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the uniformity test needs at least one position"),
            {});
    if (bins < 2 || bins > kMaxUniformityBins)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the number of bins must be between 2 and %1, got %2"),
            {std::to_string(kMaxUniformityBins), std::to_string(bins)});
    std::vector<std::uint64_t> observed(bins, 0);
    for (const std::uint32_t p : positions)
        ++observed[static_cast<std::size_t>((std::uint64_t{p} * bins) >> 32)];
    UniformityTest test;
    test.points = positions.size();
    test.bins = bins;
    test.degreesOfFreedom = bins - 1;
    const double expected = static_cast<double>(positions.size()) / static_cast<double>(bins);
    for (const std::uint64_t o : observed) {
        const double d = static_cast<double>(o) - expected;
        test.chiSquare += d * d / expected;
    }
    test.pValue = chiSquareUpperTail(test.chiSquare, static_cast<double>(test.degreesOfFreedom));
    test.observed = std::move(observed);
    return test;
}

UniformityTest ringUniformity(std::span<const VnodePosition> points, std::size_t bins)
{
    std::vector<std::uint32_t> positions;
    positions.reserve(points.size());
    for (const auto& p : points)
        positions.push_back(p.position);
    return ringUniformity(positions, bins);
}

double chiSquareUpperTail(double chiSquare, double degreesOfFreedom) noexcept
{
    // Q(a, x) with a = df / 2, x = χ² / 2: the series for P below a + 1, Lentz's continued
    // fraction for Q above (Numerical Recipes, §6.2).
    const double a = degreesOfFreedom / 2.0;
    const double x = chiSquare / 2.0;
    if (!(a > 0.0) || !(x > 0.0))
        return 1.0;
    const double logPrefix = -x + a * std::log(x) - std::lgamma(a);
    constexpr double epsilon = 1e-15;
    constexpr double tiny = 1e-300;
    constexpr int maxIterations = 1'000'000;
    if (x < a + 1.0) {
        double term = 1.0 / a;
        double sum = term;
        for (int n = 1; n < maxIterations; ++n) {
            term *= x / (a + n);
            sum += term;
            if (term < sum * epsilon)
                break;
        }
        return std::clamp(1.0 - sum * std::exp(logPrefix), 0.0, 1.0);
    }
    double b = x + 1.0 - a;
    double c = 1.0 / tiny;
    double d = 1.0 / b;
    double h = d;
    for (int i = 1; i < maxIterations; ++i) {
        const double an = -i * (i - a);
        b += 2.0;
        d = an * d + b;
        if (std::abs(d) < tiny)
            d = tiny;
        c = b + an / c;
        if (std::abs(c) < tiny)
            c = tiny;
        d = 1.0 / d;
        const double delta = d * c;
        h *= delta;
        if (std::abs(delta - 1.0) < epsilon)
            break;
    }
    return std::clamp(std::exp(logPrefix) * h, 0.0, 1.0);
}

UniformityVerdict uniformityVerdict(const UniformityTest& test) noexcept
{
    if (test.pValue < kUniformitySignificance)
        return UniformityVerdict::Clustered;
    if (test.pValue > 1.0 - kUniformitySignificance)
        return UniformityVerdict::TooRegular;
    return UniformityVerdict::Even;
}

std::string_view uniformityVerdictName(UniformityVerdict verdict) noexcept
{
    switch (verdict) {
    case UniformityVerdict::Clustered: return "clustered";
    case UniformityVerdict::Even: return "even";
    case UniformityVerdict::TooRegular: return "too regular";
    }
    return "even";
}

}  // namespace ringlab
