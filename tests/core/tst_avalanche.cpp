// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The hash explorer's engine: SMHasher's avalanche test, the single bit-flip explainer, and
// where virtual nodes land on the ring.
#include "model/core/AvalancheAnalysis.h"
#include "model/core/RingPlacement.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <random>

using namespace ringlab;

namespace {

const HashFunction& hashNamed(const char* name)
{
    const HashFunction* hash = findHash(name);
    if (!hash)
        qFatal("no hash %s", name);
    return *hash;
}

}  // namespace

class AvalancheTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // SMHasher's avalanche test: 300,000 random keys. Fewer are not enough for a 1 % bound:
        // with n keys one cell's bias has a standard deviation of 1/√n, and the worst of the
        // 128 × 32 cells of 16-byte keys lies about 3.7 of those out (1.2 % at 100,000 keys,
        // 0.7 % at 300,000, where 1 % is 5.5 standard deviations).
        randomInputs_ = randomAvalancheInputs(kSmhasherAvalancheInputs, 16, 1);
    }

    void randomInputsFollowTheSeed()
    {
        const KeySet inputs = randomAvalancheInputs(3, 12, 42);
        QCOMPARE(inputs.size(), std::size_t{3});
        std::mt19937_64 random(42);
        std::string expected;
        for (int i = 0; i < 3; ++i) {
            std::string input;
            for (int draw = 0; draw < 2; ++draw) {  // 12 bytes: two draws, the second cut short
                const std::uint64_t value = random();
                for (int b = 0; b < 8 && input.size() < 12; ++b)
                    input += static_cast<char>(static_cast<unsigned char>(value >> (8 * b)));
            }
            QCOMPARE(inputs.key(std::size_t(i)), input);
        }
        QCOMPARE(randomAvalancheInputs(100, 16, 7).key(99), randomAvalancheInputs(100, 16, 7).key(99));
        QVERIFY(randomAvalancheInputs(1, 16, 7).key(0) != randomAvalancheInputs(1, 16, 8).key(0));
        QVERIFY_THROWS_EXCEPTION(ValidationError, randomAvalancheInputs(10, 0, 1));
    }

    void fnv1aFailsTheAvalancheTest()
    {
        const AvalancheResult r = analyzeAvalanche(hashNamed("fnv1a"), randomInputs_);
        // FNV-1a's last step multiplies by an odd prime after an XOR: the lowest output bit
        // is the parity of the lowest bits of all input bytes, so flipping input bit 0 always
        // flips output bit 0.
        QCOMPARE(r.worstBias, 1.0);
        QCOMPARE(r.worstInputBit, std::size_t{0});
        QCOMPARE(r.worstOutputBit, 0);
        QCOMPARE(r.matrix.flipCount(0, 0), std::uint64_t{kSmhasherAvalancheInputs});
        QVERIFY(r.meanBias > 0.1);
        qInfo("fnv1a: worst bias %.3f %%, mean %.3f %%", r.worstBias * 100, r.meanBias * 100);
    }

    void mixedHashesPassTheAvalancheTest_data()
    {
        QTest::addColumn<QString>("hash");
        for (const char* name : {"fnv1a-fmix32", "murmur3", "xxh32", "xxh3"})
            QTest::newRow(name) << name;
    }

    void mixedHashesPassTheAvalancheTest()
    {
        QFETCH(QString, hash);
        const AvalancheResult r = analyzeAvalanche(hashNamed(qPrintable(hash)), randomInputs_);
        QCOMPARE(r.matrix.inputBits, std::size_t{128});
        QCOMPARE(r.matrix.minSamples(), std::uint64_t{kSmhasherAvalancheInputs});
        QVERIFY2(r.worstBias < kSmhasherBiasLimit, qPrintable(QString::number(r.worstBias * 100)));
        // The mean of |2p − 1| over pure noise is √(2/π)/√n ≈ 0.146 %.
        QVERIFY2(r.meanBias < 0.002, qPrintable(QString::number(r.meanBias * 100)));
        qInfo("%s: worst bias %.3f %%, mean %.3f %%", qPrintable(hash), r.worstBias * 100,
              r.meanBias * 100);
    }

    void crc32IsLinear()
    {
        // A CRC is linear: flipping one input bit XORs a fixed pattern into the output, so
        // every cell flips always or never, whatever the rest of the key.
        const AvalancheResult r =
            analyzeAvalanche(hashNamed("crc32"), randomAvalancheInputs(2000, 16, 3));
        QCOMPARE(r.worstBias, 1.0);
        QCOMPARE(r.meanBias, 1.0);
    }

    void parallelEqualsSequential_data()
    {
        QTest::addColumn<QString>("hash");
        QTest::addColumn<QString>("inputs");
        for (const char* name : {"fnv1a", "murmur3", "md5"}) {
            QTest::addRow("%s random", name) << name << "random";
            QTest::addRow("%s pattern", name) << name << "pattern";
        }
    }

    void parallelEqualsSequential()
    {
        QFETCH(QString, hash);
        QFETCH(QString, inputs);
        // Enough inputs for one chunk per thread, and more than 255 in a chunk (the counters
        // empty their 8-bit lanes every 255 inputs).
        const KeySet keys = inputs == "random" ? randomAvalancheInputs(5000, 9, 11)
                                               : KeySet::fromPattern("session:user:{i}", 5000);
        const AvalancheResult parallel = analyzeAvalanche(hashNamed(qPrintable(hash)), keys, true);
        const AvalancheResult sequential = analyzeAvalanche(hashNamed(qPrintable(hash)), keys, false);
        QVERIFY(parallel == sequential);
        QCOMPARE(parallel.matrix.inputs, std::size_t{5000});
    }

    void matrixCountsEveryFlip()
    {
        // Against a plain recount: every cell is the number of inputs whose output bit
        // changed, and each row's samples are the inputs long enough to have that bit.
        const KeySet keys = KeySet::fromPattern("cache-01#{i}", 160);  // 10 to 12 bytes
        const HashFunction& hash = hashNamed("fnv1a-fmix32");
        const AvalancheResult r = analyzeAvalanche(hash, keys);
        QCOMPARE(r.matrix.inputBits, std::size_t{96});
        QCOMPARE(r.matrix.samples[0], std::uint64_t{160});
        QCOMPARE(r.matrix.samples[79], std::uint64_t{160});   // byte 9: every label
        QCOMPARE(r.matrix.samples[80], std::uint64_t{150});   // byte 10: #10 … #159
        QCOMPARE(r.matrix.samples[95], std::uint64_t{60});    // byte 11: #100 … #159
        QCOMPARE(r.matrix.minSamples(), std::uint64_t{60});
        std::vector<std::uint64_t> flips(96 * 32, 0);
        for (std::size_t k = 0; k < keys.size(); ++k) {
            const std::string key = keys.key(k);
            for (std::size_t bit = 0; bit < key.size() * 8; ++bit) {
                const BitFlipExplanation e = explainBitFlip(key, bit, std::span(&hash, 1));
                for (int j = 0; j < 32; ++j)
                    flips[bit * 32 + std::size_t(j)] += (e.hashes[0].changed() >> j) & 1U;
            }
        }
        QVERIFY(r.matrix.flips == flips);
        double worst = 0;
        double sum = 0;
        for (std::size_t i = 0; i < 96; ++i)
            for (int j = 0; j < 32; ++j) {
                const double p = double(flips[i * 32 + std::size_t(j)]) / double(r.matrix.samples[i]);
                worst = std::max(worst, std::abs(2 * p - 1));
                sum += std::abs(2 * p - 1);
            }
        QCOMPARE(r.worstBias, worst);
        QVERIFY(std::abs(r.meanBias - sum / (96 * 32)) < 1e-12);
        QCOMPARE(r.matrix.bias(r.worstInputBit, r.worstOutputBit), r.worstBias);
    }

    void noInputRefused()
    {
        QVERIFY_THROWS_EXCEPTION(ValidationError,
                                 analyzeAvalanche(hashNamed("fnv1a"), KeySet::fromKeys({})));
        QVERIFY_THROWS_EXCEPTION(ValidationError,
                                 analyzeAvalanche(hashNamed("fnv1a"), KeySet::fromKeys({""})));
    }

    void explainerChangedBitsAreTheXor_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<int>("bit");
        QTest::newRow("first bit") << QByteArray("session:user:42") << 0;
        QTest::newRow("last bit") << QByteArray("session:user:42") << 15 * 8 - 1;
        QTest::newRow("vnode digit") << QByteArray("cache-01#7") << 72;
        QTest::newRow("one byte") << QByteArray("a") << 5;
        QTest::newRow("utf-8") << QByteArray("\xc3\xbc") << 9;
    }

    void explainerChangedBitsAreTheXor()
    {
        QFETCH(QByteArray, key);
        QFETCH(int, bit);
        const std::string a = key.toStdString();
        const BitFlipExplanation e = explainBitFlip(a, std::size_t(bit));
        QCOMPARE(e.key, a);
        QCOMPARE(e.inputBit, std::size_t(bit));
        // The flipped key differs from the key in exactly that bit.
        std::string b = a;
        b[std::size_t(bit) / 8] = static_cast<char>(b[std::size_t(bit) / 8] ^ (1 << (bit % 8)));
        QCOMPARE(e.flippedKey, b);
        QCOMPARE(e.hashes.size(), selectableHashes().size());
        for (std::size_t i = 0; i < e.hashes.size(); ++i) {
            const BitFlipHash& h = e.hashes[i];
            QCOMPARE(h.hash, &selectableHashes()[i]);
            QCOMPARE(h.before, h.hash->hash(a));
            QCOMPARE(h.after, h.hash->hash(b));
            QCOMPARE(h.changed(), h.hash->hash(a) ^ h.hash->hash(b));
            QCOMPARE(h.changedCount(), std::popcount(h.hash->hash(a) ^ h.hash->hash(b)));
        }
    }

    void explainerRefusesABitOutsideTheKey()
    {
        QVERIFY_THROWS_EXCEPTION(ValidationError, explainBitFlip("ab", 16));
        QVERIFY_THROWS_EXCEPTION(ValidationError, explainBitFlip("", 0));
        QCOMPARE(explainBitFlip("ab", 15).flippedKey, std::string("a\xe2"));
    }

    void vnodePositionsAreTheLabelsHashes()
    {
        const std::vector<std::string> ids{"cache-01", "cache-02"};
        const HashFunction& hash = hashNamed("murmur3");
        const auto points = vnodePositions(hash, ids, 3);
        QCOMPARE(points.size(), std::size_t{6});
        QCOMPARE(points[4].label, std::string("cache-02#1"));
        QCOMPARE(points[4].member, std::size_t{1});
        QCOMPARE(points[4].vnode, 1U);
        QCOMPARE(points[4].position, murmur3x86_32("cache-02#1"));
        QVERIFY_THROWS_EXCEPTION(ValidationError, vnodePositions(hash, std::vector<std::string>{}, 3));
        QVERIFY_THROWS_EXCEPTION(ValidationError, vnodePositions(hash, ids, 0));
        QVERIFY_THROWS_EXCEPTION(ValidationError,
                                 vnodePositions(hash, std::vector<std::string>{"a", "a"}, 3));
        QVERIFY_THROWS_EXCEPTION(ValidationError,
                                 vnodePositions(hash, ids, std::uint32_t(kMaxRingPoints)));
    }

    void vnodePositionsAreTheRingsPoints()
    {
        // With weights, the member overload gives exactly the points RingPlacement builds.
        const std::vector<Member> members{{"cache-01", 4}, {"cache-02", 1}, {"10.0.0.3:6379", 0.5}};
        for (const auto& hash : selectableHashes()) {
            RingPlacement ring(hash, 40);
            ring.setMembers(members);
            auto points = vnodePositions(hash, members, 40);
            QCOMPARE(points.size(), std::size_t{160 + 40 + 20});
            std::vector<std::uint32_t> positions;
            for (const auto& p : points)
                positions.push_back(p.position);
            std::sort(positions.begin(), positions.end());
            QVERIFY(std::equal(positions.begin(), positions.end(), ring.positions().begin(),
                               ring.positions().end()));
        }
    }

    void fnv1aVnodesCluster()
    {
        // The article's point: plain FNV-1a puts cache-01#0 … #159 in clumps (labels that
        // differ in their last digit land about 2^24 apart), fmix32 spreads them out.
        const std::vector<std::string> ids{"cache-01"};
        const auto fnv = ringUniformity(vnodePositions(hashNamed("fnv1a"), ids, 160), 16);
        const auto mixed = ringUniformity(vnodePositions(hashNamed("fnv1a-fmix32"), ids, 160), 16);
        QCOMPARE(fnv.points, std::size_t{160});
        QCOMPARE(fnv.degreesOfFreedom, std::size_t{15});
        qInfo("chi-square, 160 points in 16 bins: fnv1a %.1f (p %.3g), fnv1a-fmix32 %.1f (p %.3g)",
              fnv.chiSquare, fnv.pValue, mixed.chiSquare, mixed.pValue);
        QVERIFY(fnv.chiSquare > 5 * mixed.chiSquare);
        QVERIFY(fnv.chiSquarePerDf() > 5);
        QVERIFY(fnv.pValue < 1e-9);
        QVERIFY(mixed.pValue > 0.01);
    }

    // The explorer's and the CLI's verdict: fnv1a clusters cache-01#0 … #159, fnv1a-fmix32
    // spreads them like chance, and crc32 (linear) spaces them more evenly than chance ever
    // would: too regular, which the old "p ≥ 0.01 = even" called even.
    void uniformityVerdicts()
    {
        const std::vector<std::string> ids{"cache-01"};
        const auto verdict = [&](const char* hash) {
            const auto points = vnodePositions(hashNamed(hash), ids, 160);
            return uniformityVerdict(ringUniformity(points, defaultUniformityBins(points.size())));
        };
        QCOMPARE(verdict("fnv1a"), UniformityVerdict::Clustered);
        QCOMPARE(verdict("fnv1a-fmix32"), UniformityVerdict::Even);
        QCOMPARE(verdict("crc32"), UniformityVerdict::TooRegular);
        UniformityTest test;
        test.pValue = 0.5;
        QCOMPARE(uniformityVerdict(test), UniformityVerdict::Even);
        test.pValue = 0.995;
        QCOMPARE(uniformityVerdictName(uniformityVerdict(test)), std::string_view("too regular"));
    }

    void chiSquareCountsBins()
    {
        // Four bins of 2^30: two points in the first, one in the third, one in the last.
        const std::vector<std::uint32_t> positions{0, 0x3fffffffU, 0x80000000U, 0xffffffffU};
        const UniformityTest t = ringUniformity(positions, 4);
        QCOMPARE(t.points, std::size_t{4});
        QCOMPARE(t.bins, std::size_t{4});
        QCOMPARE(t.degreesOfFreedom, std::size_t{3});
        QCOMPARE(t.chiSquare, 2.0);  // (1 + 1 + 0 + 0) / 1
        QCOMPARE(t.observed, (std::vector<std::uint64_t>{2, 0, 1, 1}));  // what the vnode strip draws
        QVERIFY(std::abs(t.pValue - chiSquareUpperTail(2.0, 3)) < 1e-15);
        QCOMPARE(ringUniformity(std::vector<std::uint32_t>{1, 1U << 31}, 2).chiSquare, 0.0);
        QVERIFY_THROWS_EXCEPTION(ValidationError, ringUniformity(positions, 1));
        QVERIFY_THROWS_EXCEPTION(ValidationError, ringUniformity(std::vector<std::uint32_t>{}, 4));
        QCOMPARE(defaultUniformityBins(160), std::size_t{16});
        QCOMPARE(defaultUniformityBins(5), std::size_t{2});
        QCOMPARE(defaultUniformityBins(1'000'000), std::size_t{1024});
    }

    void chiSquareTailMatchesTables_data()
    {
        QTest::addColumn<double>("chiSquare");
        QTest::addColumn<double>("df");
        QTest::addColumn<double>("p");
        QTest::addColumn<double>("tolerance");
        // Two degrees of freedom: exactly exp(−x/2). The others are the 5 % and 1 % critical
        // values of printed chi-square tables (given to three decimals).
        QTest::newRow("df 2") << 5.0 << 2.0 << std::exp(-2.5) << 1e-13;
        QTest::newRow("df 1, 5 %") << 3.841 << 1.0 << 0.05 << 1e-4;
        QTest::newRow("df 10, 5 %") << 18.307 << 10.0 << 0.05 << 1e-4;
        QTest::newRow("df 15, 1 %") << 30.578 << 15.0 << 0.01 << 1e-4;
        QTest::newRow("df 100, 5 %") << 124.342 << 100.0 << 0.05 << 1e-4;
        QTest::newRow("df 100, 95 %") << 77.929 << 100.0 << 0.95 << 1e-4;
        QTest::newRow("zero") << 0.0 << 5.0 << 1.0 << 0.0;
    }

    void chiSquareTailMatchesTables()
    {
        QFETCH(double, chiSquare);
        QFETCH(double, df);
        QFETCH(double, p);
        QFETCH(double, tolerance);
        const double tail = chiSquareUpperTail(chiSquare, df);
        QVERIFY2(std::abs(tail - p) <= tolerance, qPrintable(QString::number(tail, 'g', 10)));
    }

private:
    KeySet randomInputs_;
};

QTEST_APPLESS_MAIN(AvalancheTest)
#include "tst_avalanche.moc"
