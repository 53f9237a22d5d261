// Known-answer vectors for every hash, and jump hash against Guava's published values.
#include "model/core/HashFunctions.h"
#include "model/core/JumpPlacement.h"

#include <QtTest>

using namespace ringlab;

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

    void registry()
    {
        QCOMPARE(selectableHashes().size(), std::size_t{3});
        QCOMPARE(selectableHashes()[0].name, std::string_view("fnv1a-fmix32"));
        QVERIFY(findHash("crc16") == nullptr);
        QVERIFY(findHash("redis-slot") == nullptr);  // internal to the directory
        for (const auto& h : selectableHashes())
            QCOMPARE(&hashFunction(h.id), &h);
    }
};

QTEST_APPLESS_MAIN(HashFunctionsTest)
#include "tst_hashfunctions.moc"
