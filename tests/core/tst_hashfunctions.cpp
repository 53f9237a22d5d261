// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Known-answer vectors for every hash, and jump hash against Guava's published values.
#include "model/core/HashFunctions.h"
#include "model/core/JumpPlacement.h"

#include <QTest>

#include <openssl/evp.h>

#include <array>

using namespace ringlab;

namespace {

std::string_view bytesOf(const QByteArray& bytes)
{
    return std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

// xxHash's own sanity-check buffer (cli/xsum_sanity_check.c, XSUM_fillTestBuffer): byte i is
// the top byte of PRIME32 × PRIME64^i.
std::string xxhashSanityBuffer(std::size_t length)
{
    std::string buffer(length, '\0');
    std::uint64_t generator = 2654435761U;
    for (auto& c : buffer) {
        c = static_cast<char>(static_cast<unsigned char>(generator >> 56));
        generator *= 11400714785074694797ULL;
    }
    return buffer;
}

// SMHasher's VerificationTest: hash {}, {0}, {0,1}, … {0 … 254} with seeds 256, 255, … 1,
// store the 256 results little-endian one after the other and hash those 1024 bytes with
// seed 0.
template <class Hash>
std::uint32_t smhasherVerification(Hash hash)
{
    std::array<char, 256> key{};
    std::array<char, 1024> results{};
    for (std::uint32_t i = 0; i < 256; ++i) {
        key[i] = static_cast<char>(i);
        const std::uint32_t h = hash(std::string_view(key.data(), i), 256 - i);
        for (std::uint32_t b = 0; b < 4; ++b)
            results[4 * i + b] = static_cast<char>(static_cast<unsigned char>(h >> (8 * b)));
    }
    return hash(std::string_view(results.data(), results.size()), 0);
}

}  // namespace

class HashFunctionsTest : public QObject {
    Q_OBJECT

private slots:
    void knownAnswers_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<quint32>("fnv1a");
        QTest::addColumn<quint32>("fnv1aFmix32");
        QTest::addColumn<quint32>("md5");
        // Values printed by the article's own JavaScript (fnv1a, fmix32(fnv1a)) and by
        // node's crypto md5 (digest.readUInt32BE(0)).
        QTest::newRow("empty") << QByteArray("") << 2166136261U << 2872998923U << 3558706393U;
        QTest::newRow("a") << QByteArray("a") << 3826002220U << 444641715U << 214005177U;
        QTest::newRow("foobar") << QByteArray("foobar") << 3214735720U << 202221276U << 945354274U;
        QTest::newRow("vnode") << QByteArray("cache-01#0") << 3836199032U << 1461557590U
                               << 2006100920U;
        QTest::newRow("session") << QByteArray("session:user:0") << 1377445726U << 2473538914U
                                 << 3117092470U;
        QTest::newRow("user:42") << QByteArray("user:42") << 795573122U << 599759890U << 1457184536U;
        QTest::newRow("host:port vnode") << QByteArray("10.0.0.1:6379#159") << 76986636U
                                         << 1476683820U << 1162077022U;
    }

    void knownAnswers()
    {
        QFETCH(QByteArray, key);
        QFETCH(quint32, fnv1a);
        QFETCH(quint32, fnv1aFmix32);
        QFETCH(quint32, md5);
        const std::string_view bytes(key.constData(), static_cast<std::size_t>(key.size()));
        QCOMPARE(fnv1a32(bytes), fnv1a);
        QCOMPARE(ringlab::fnv1aFmix32(bytes), fnv1aFmix32);
        QCOMPARE(md5First32(bytes), md5);
        QCOMPARE(findHash("fnv1a")->hash(bytes), fnv1a);
        QCOMPARE(findHash("fnv1a-fmix32")->hash(bytes), fnv1aFmix32);
        QCOMPARE(findHash("md5")->hash(bytes), md5);
    }

    void murmur3KnownAnswers_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<quint32>("expected");
        // Published MurmurHash3_x86_32 vectors, seed 0.
        QTest::newRow("empty") << QByteArray("") << 0U;
        QTest::newRow("hello") << QByteArray("hello") << 0x248bfa47U;
        QTest::newRow("fox") << QByteArray("The quick brown fox jumps over the lazy dog") << 0x2e4ff723U;
    }

    void murmur3KnownAnswers()
    {
        QFETCH(QByteArray, key);
        QFETCH(quint32, expected);
        QCOMPARE(murmur3x86_32(bytesOf(key)), expected);
        QCOMPARE(findHash("murmur3")->hash(bytesOf(key)), expected);
    }

    void murmur3MatchesSmhashersVerificationValue()
    {
        // SMHasher's main.cpp lists 0xB0F57EE3 for MurmurHash3_x86_32: one value that covers
        // every tail length and the seed.
        QCOMPARE(smhasherVerification([](std::string_view b, std::uint32_t seed) {
                     return murmur3x86_32(b, seed);
                 }),
                 0xB0F57EE3U);
    }

    void xxh32KnownAnswers()
    {
        // xxHash's sanity check (cli/xsum_sanity_check.c), seed 0.
        QCOMPARE(xxh32(""), 0x02CC5D05U);
        QCOMPARE(xxh32(xxhashSanityBuffer(1)), 0xCF65B03EU);
        QCOMPARE(xxh32(xxhashSanityBuffer(14)), 0x1208E7E2U);
        QCOMPARE(xxh32(xxhashSanityBuffer(222)), 0x5BD11DBDU);
        QCOMPARE(findHash("xxh32")->hash(xxhashSanityBuffer(14)), 0x1208E7E2U);
        // SMHasher's verification value for XXH32.
        QCOMPARE(smhasherVerification([](std::string_view b, std::uint32_t seed) {
                     return xxh32(b, seed);
                 }),
                 0xBA88B743U);
    }

    void xxh3KnownAnswers_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<quint64>("xxh3");
        // XXH3_64bits of xxHash's sanity buffer, seed 0 (cli/xsum_sanity_check.c): one length
        // for each of XXH3's code paths. RingLab keeps the low 32 bits.
        QTest::newRow("empty") << 0 << quint64{0x2D06800538D394C2ULL};
        QTest::newRow("1-3") << 1 << quint64{0xC44BDFF4074EECDBULL};
        QTest::newRow("4-8") << 6 << quint64{0x27B56A84CD2D7325ULL};
        QTest::newRow("9-16") << 12 << quint64{0xA713DAF0DFBB77E7ULL};
        QTest::newRow("17-32") << 24 << quint64{0xA3FE70BF9D3510EBULL};
        QTest::newRow("33-64") << 48 << quint64{0x397DA259ECBA1F11ULL};
        QTest::newRow("65-96") << 80 << quint64{0xBCDEFBBB2C47C90AULL};
        QTest::newRow("129-240") << 195 << quint64{0xCD94217EE362EC3AULL};
        QTest::newRow("one block") << 403 << quint64{0xCDEB804D65C6DEA4ULL};
    }

    void xxh3KnownAnswers()
    {
        QFETCH(int, length);
        QFETCH(quint64, xxh3);
        const std::string bytes = xxhashSanityBuffer(static_cast<std::size_t>(length));
        QCOMPARE(xxh3Low32(bytes), static_cast<std::uint32_t>(xxh3));
        QCOMPARE(findHash("xxh3")->hash(bytes), static_cast<std::uint32_t>(xxh3));
    }

    void crc32KnownAnswers()
    {
        // The CRC-32/ISO-HDLC check value, and the empty input.
        QCOMPARE(crc32Ieee("123456789"), 0xCBF43926U);
        QCOMPARE(crc32Ieee(""), 0U);
        QCOMPARE(findHash("crc32")->hash("123456789"), 0xCBF43926U);
        // "The quick brown fox jumps over the lazy dog": 0x414FA339 (gzip, PNG).
        QCOMPARE(crc32Ieee("The quick brown fox jumps over the lazy dog"), 0x414FA339U);
    }

    void fmix32KnownAnswers()
    {
        QCOMPARE(fmix32(0), 0U);
        QCOMPARE(fmix32(1), 1364076727U);
        QCOMPARE(fmix32(0xdeadbeefU), 233162409U);
        QCOMPARE(fmix32(0xffffffffU), 2180083513U);
    }

    void md5ReadsFirstFourBytesBigEndian()
    {
        // RFC 1321 test suite: MD5("abc") = 900150983cd24fb0…, MD5("message digest") = f96b697d…
        QCOMPARE(md5First32("abc"), 0x90015098U);
        QCOMPARE(md5First32("message digest"), 0xf96b697dU);
    }

    // RFC 1321's own test suite (appendix A.5), whole digests.
    void md5RfcTestSuite_data()
    {
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QByteArray>("digest");
        QTest::newRow("empty") << QByteArray("") << QByteArray("d41d8cd98f00b204e9800998ecf8427e");
        QTest::newRow("a") << QByteArray("a") << QByteArray("0cc175b9c0f1b6a831c399e269772661");
        QTest::newRow("abc") << QByteArray("abc") << QByteArray("900150983cd24fb0d6963f7d28e17f72");
        QTest::newRow("message digest") << QByteArray("message digest") << QByteArray("f96b697d7cb7938d525a2f31aaf161d0");
        QTest::newRow("alphabet") << QByteArray("abcdefghijklmnopqrstuvwxyz") << QByteArray("c3fcd3d76192e4007dfb496cca67e13b");
        QTest::newRow("62 characters") << QByteArray("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
                                       << QByteArray("d174ab98d277d9f5a5611c2c9f419d9f");
        QTest::newRow("80 digits") << QByteArray("1234567890").repeated(8) << QByteArray("57edf4a22be3c955ac49da2e2107b67a");
    }

    void md5RfcTestSuite()
    {
        QFETCH(QByteArray, message);
        QFETCH(QByteArray, digest);
        const Md5Digest ours = md5Digest(std::string_view(message.constData(), std::size_t(message.size())));
        QCOMPARE(QByteArray(reinterpret_cast<const char*>(ours.data()), 16).toHex(), digest);
    }

    // RingLab's own MD5 against libcrypto's for every length across the one- and two-block
    // tails (55, 56, 63, 64 bytes …) and several blocks, over bytes of every value.
    void md5MatchesLibcrypto()
    {
        EVP_MD* md = EVP_MD_fetch(nullptr, "MD5", nullptr);
        QVERIFY(md != nullptr);
        std::string bytes;
        std::uint32_t state = 12345;
        for (std::size_t length = 0; length <= 300; ++length) {
            std::array<unsigned char, EVP_MAX_MD_SIZE> theirs{};
            unsigned int size = 0;
            QVERIFY(EVP_Digest(bytes.data(), bytes.size(), theirs.data(), &size, md, nullptr) == 1);
            QCOMPARE(size, 16U);
            const Md5Digest ours = md5Digest(bytes);
            QVERIFY2(std::equal(ours.begin(), ours.end(), theirs.begin()), qPrintable(QString::number(length)));
            state = state * 1664525U + 1013904223U;
            bytes.push_back(static_cast<char>(state >> 24));
        }
        EVP_MD_free(md);
    }

    void utf8BytesAreHashed()
    {
        // "ü" is two UTF-8 bytes, hashed one after the other.
        const std::string key = "\xc3\xbc";
        std::uint32_t h = 0x811c9dc5U;
        h = (h ^ 0xc3U) * 0x01000193U;
        h = (h ^ 0xbcU) * 0x01000193U;
        QCOMPARE(fnv1a32(key), h);
    }

    void crc16Xmodem()
    {
        QCOMPARE(ringlab::crc16Xmodem("123456789"), std::uint16_t{0x31C3});
        QCOMPARE(ringlab::crc16Xmodem(""), std::uint16_t{0});
    }

    void redisKeySlots_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QByteArray>("hashedPart");
        // The hash-tag rules of the Redis Cluster specification.
        QTest::newRow("no tag") << QByteArray("somekey") << QByteArray("somekey");
        QTest::newRow("tag") << QByteArray("{user1000}.following") << QByteArray("user1000");
        QTest::newRow("same tag") << QByteArray("{user1000}.followers") << QByteArray("user1000");
        QTest::newRow("first tag wins") << QByteArray("foo{bar}{zap}") << QByteArray("bar");
        QTest::newRow("empty tag: whole key") << QByteArray("foo{}{bar}") << QByteArray("foo{}{bar}");
        QTest::newRow("nested brace") << QByteArray("foo{{bar}}zap") << QByteArray("{bar");
        QTest::newRow("unclosed") << QByteArray("foo{bar") << QByteArray("foo{bar");
    }

    void redisKeySlots()
    {
        QFETCH(QByteArray, key);
        QFETCH(QByteArray, hashedPart);
        const auto view = [](const QByteArray& b) {
            return std::string_view(b.constData(), static_cast<std::size_t>(b.size()));
        };
        QCOMPARE(redisKeySlot(view(key)), ringlab::crc16Xmodem(view(hashedPart)) % 16384U);
    }

    void redisPublishedSlots()
    {
        // Slots printed by `CLUSTER KEYSLOT` in Redis's documentation.
        QCOMPARE(redisKeySlot("somekey"), 11058U);
        QCOMPARE(redisKeySlot("foo{hash_tag}"), 2515U);
        QCOMPARE(redisKeySlot("123456789"), 0x31C3U % 16384U);
    }

    void jumpMatchesGuava()
    {
        // Guava's HashingTest.testConsistentHash_linearCongruentialGeneratorCompatibility.
        const int golden100[] = {0, 55, 62, 8, 45, 59, 86, 97, 82, 59,
                                 73, 37, 17, 56, 86, 21, 90, 37, 38, 83};
        for (int i = 0; i < 20; ++i)
            QCOMPARE(jumpConsistentHash(static_cast<std::uint64_t>(i), 100), golden100[i]);
        QCOMPARE(jumpConsistentHash(10863919174838991ULL, 11), 6);
        QCOMPARE(jumpConsistentHash(2016238256797177309ULL, 11), 3);
        QCOMPARE(jumpConsistentHash(1673758223894951030ULL, 11), 5);
        QCOMPARE(jumpConsistentHash(2, 100001), 80343);
        QCOMPARE(jumpConsistentHash(2201, 100001), 22152);
        QCOMPARE(jumpConsistentHash(2202, 100001), 15018);
    }

    void jumpMovesOnlyToTheNewBucket()
    {
        // The paper's defining property: growing n to n+1 moves a key only to bucket n.
        for (std::uint64_t key = 0; key < 2000; ++key) {
            std::int32_t previous = jumpConsistentHash(key * 0x9E3779B97F4A7C15ULL, 1);
            QCOMPARE(previous, 0);
            for (std::int32_t n = 2; n <= 64; ++n) {
                const std::int32_t now = jumpConsistentHash(key * 0x9E3779B97F4A7C15ULL, n);
                QVERIFY(now == previous || now == n - 1);
                previous = now;
            }
        }
    }

    // Cassandra's Murmur3Partitioner tokens. The strings: the DataStax python-driver's
    // tests/unit/test_metadata.py (_verify_hash); the byte blocks: Cassandra's own values as
    // the DataStax C# driver's src/Cassandra.Tests/TokenTests.cs (MurmurHashTest) lists them.
    void murmur3CassandraTokens_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qint64>("token");
        QTest::newRow("123") << QByteArray("123") << Q_INT64_C(-7468325962851647638);
        QTest::newRow("00ff10fa99 x 10") << QByteArray::fromHex("00ff10fa99").repeated(10) << Q_INT64_C(5837342703291459765);
        QTest::newRow("fe x 8") << QByteArray::fromHex("fe").repeated(8) << Q_INT64_C(-8927430733708461935);
        QTest::newRow("10 x 8") << QByteArray::fromHex("10").repeated(8) << Q_INT64_C(1446172840243228796);
        QTest::newRow("MAX_LONG") << QByteArray("9223372036854775807") << Q_INT64_C(7162290910810015547);
        QTest::newRow("01..10") << QByteArray::fromHex("0102030405060708090a0b0c0d0e0f10") << Q_INT64_C(-5563837382979743776);
        QTest::newRow("02..11") << QByteArray::fromHex("02030405060708090a0b0c0d0e0f1011") << Q_INT64_C(-1513403162740402161);
        QTest::newRow("03..12") << QByteArray::fromHex("030405060708090a0b0c0d0e0f101112") << Q_INT64_C(-495360443712684655);
        QTest::newRow("04..13") << QByteArray::fromHex("0405060708090a0b0c0d0e0f10111213") << Q_INT64_C(1734091135765407943);
        QTest::newRow("05..14") << QByteArray::fromHex("05060708090a0b0c0d0e0f1011121314") << Q_INT64_C(-3199412112042527988);
        QTest::newRow("06..15") << QByteArray::fromHex("060708090a0b0c0d0e0f101112131415") << Q_INT64_C(-6316563938475080831);
        QTest::newRow("07..16") << QByteArray::fromHex("0708090a0b0c0d0e0f10111213141516") << Q_INT64_C(8228893370679682632);
        QTest::newRow("00 x 16") << QByteArray(16, '\0') << Q_INT64_C(5457549051747178710);
        QTest::newRow("ff x 16") << QByteArray::fromHex("ff").repeated(16) << Q_INT64_C(-2824192546314762522);
        QTest::newRow("fe x 16") << QByteArray::fromHex("fe").repeated(16) << Q_INT64_C(-833317529301936754);
        QTest::newRow("00010203 ff x 12") << QByteArray::fromHex("00010203ffffffffffffffffffffffff") << Q_INT64_C(6463632673159404390);
        QTest::newRow("fe x 17") << QByteArray::fromHex("fe").repeated(17) << Q_INT64_C(-1672437813826982685);
        QTest::newRow("fe x 4") << QByteArray::fromHex("fefefefe") << Q_INT64_C(4566408979886474012);
        QTest::newRow("00 x 4") << QByteArray::fromHex("00000000") << Q_INT64_C(-3485513579396041028);
        QTest::newRow("00017f7f") << QByteArray::fromHex("00017f7f") << Q_INT64_C(6573459401642635627);
        QTest::newRow("00ffffff") << QByteArray::fromHex("00ffffff") << Q_INT64_C(123573637386978882);
        QTest::newRow("ff010203") << QByteArray::fromHex("ff010203") << Q_INT64_C(-2839127690952877842);
        QTest::newRow("e2e7") << QByteArray::fromHex("e2e7") << Q_INT64_C(-8582699461035929883);
        QTest::newRow("e2e7 x 3, 01") << QByteArray::fromHex("e2e7e2e7e2e701") << Q_INT64_C(2222373981930033306);
    }

    void murmur3CassandraTokens()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qint64, token);
        const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
        QCOMPARE(murmur3CassandraToken(view), token);
        const HashFunction& hash = *findHash("murmur3-cassandra");
        QCOMPARE(hashValueText(hash, view), std::to_string(token));
        // Its 32-bit value keeps the tokens' order: the top bits of token + 2^63.
        QCOMPARE(hash.hash(view), static_cast<std::uint32_t>(tokenToUnsigned(token) >> 32));
    }

    // Where Cassandra's tail differs from the reference MurmurHash3: a tail byte >= 0x80.
    void murmur3CassandraDiffersFromTheReferenceOnHighTailBytes()
    {
        QCOMPARE(tokenToUnsigned(std::numeric_limits<std::int64_t>::min()), std::uint64_t{0});
        QCOMPARE(tokenToUnsigned(0), std::uint64_t{1} << 63);
        // Sixteen 0xff bytes have no tail: the two agree there; "\xe2\xe7" is all tail.
        QCOMPARE(murmur3CassandraToken("\xe2\xe7"), Q_INT64_C(-8582699461035929883));
    }

    void xxh64KnownAnswers()
    {
        QCOMPARE(xxh64(""), std::uint64_t{0xef46db3751d8e999ULL});  // xxHash's own test of the empty input
        QCOMPARE(xxh64("foo"), std::uint64_t{3728699739546630719ULL});  // Envoy's hash_test.cc
        const HashFunction& hash = *findHash("xxh64");
        QCOMPARE(hash.hash("foo"), static_cast<std::uint32_t>(3728699739546630719ULL >> 32));
        QCOMPARE(hashValueText(hash, "foo"), std::string("3728699739546630719"));
        // 32-bit hashes print their own value; xxh3 its full 64 bits.
        QCOMPARE(hashValueText(*findHash("fnv1a"), "a"), std::to_string(fnv1a32("a")));
        QCOMPARE(hashValueText(*findHash("xxh3"), "a"), std::to_string(hashFunction(HashId::Xxh3).wide("a")));
        QCOMPARE(static_cast<std::uint32_t>(hashFunction(HashId::Xxh3).wide("a")), xxh3Low32("a"));
    }

    void registry()
    {
        QCOMPARE(selectableHashes().size(), std::size_t{9});
        const char* names[] = {"fnv1a-fmix32", "fnv1a", "md5", "murmur3", "xxh32", "xxh3", "crc32", "xxh64",
                               "murmur3-cassandra"};
        std::string joined;
        for (std::size_t i = 0; i < 9; ++i) {
            QCOMPARE(selectableHashes()[i].name, std::string_view(names[i]));
            QCOMPARE(findHash(names[i]), &selectableHashes()[i]);
            QVERIFY(!selectableHashes()[i].summary.empty());
            if (i)
                joined += '|';
            joined += names[i];
        }
        QCOMPARE(selectableHashNames(), std::string_view(joined));
        QVERIFY(findHash("crc16") == nullptr);
        QVERIFY(findHash("redis-slot") == nullptr);  // internal to the directory
        QVERIFY(findHash("md5-ketama") == nullptr);  // internal to ketama
        QVERIFY(findHash("xxh64-maglev") == nullptr);  // internal to Maglev
        for (const auto& h : selectableHashes())
            QCOMPARE(&hashFunction(h.id), &h);
    }
};

QTEST_APPLESS_MAIN(HashFunctionsTest)
#include "tst_hashfunctions.moc"
