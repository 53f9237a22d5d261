// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The two twemproxy rules the engine models besides ketama: `distribution: modula`
// (TwemproxyModulaPlacement) and `hash_tag` (the part of a key a placement hashes). Checked
// against a real nutcracker in tests/live/tst_twemproxy; here, their arithmetic.
#include "model/core/KeySet.h"
#include "model/core/Placement.h"
#include "model/core/TwemproxyHashes.h"
#include "model/core/TwemproxyModulaPlacement.h"

#include <QTest>

#include <array>
#include <cstring>

using namespace ringlab;

namespace {

constexpr std::uint32_t rotl(std::uint32_t x, int k)
{
    return (x << k) | (x >> (32 - k));
}

// lookup3's hashlittle (initval 13) as Bob Jenkins wrote it for a little-endian machine: whole
// 12-byte blocks, then the last 1 … 12 bytes copied into three zeroed words.
// (Its mixing steps three to a line, as lookup3.c writes them.)
// clang-format off
std::uint32_t lookup3Reference(std::string_view key)
{
    std::uint32_t a = 0xdeadbeefU + static_cast<std::uint32_t>(key.size()) + 13U;
    std::uint32_t b = a;
    std::uint32_t c = a;
    std::size_t length = key.size();
    const char* k = key.data();
    std::array<std::uint32_t, 3> words{};
    for (; length > 12; length -= 12, k += 12) {
        std::memcpy(words.data(), k, 12);
        a += words[0]; b += words[1]; c += words[2];
        a -= c; a ^= rotl(c, 4);  c += b;
        b -= a; b ^= rotl(a, 6);  a += c;
        c -= b; c ^= rotl(b, 8);  b += a;
        a -= c; a ^= rotl(c, 16); c += b;
        b -= a; b ^= rotl(a, 19); a += c;
        c -= b; c ^= rotl(b, 4);  b += a;
    }
    if (length == 0)
        return c;
    words = {};
    std::memcpy(words.data(), k, length);
    a += words[0]; b += words[1]; c += words[2];
    c ^= b; c -= rotl(b, 14);
    a ^= c; a -= rotl(c, 11);
    b ^= a; b -= rotl(a, 25);
    c ^= b; c -= rotl(b, 16);
    a ^= c; a -= rotl(c, 4);
    b ^= a; b -= rotl(a, 14);
    c ^= b; c -= rotl(b, 24);
    return c;
}
// clang-format on

// "key:7", built by appending (GCC 12 warns, -Wrestrict, of "key:" + std::to_string(i)).
std::string numbered(const char* prefix, int i)
{
    return std::string(prefix).append(std::to_string(i));
}

}  // namespace

class TwemproxyRulesTest : public QObject {
    Q_OBJECT

    static PlacementConfig modula(HashId hash = kTwemproxyDefaultHash)
    {
        PlacementConfig config;
        config.algorithm = Algorithm::Modulo;
        config.moduloDialect = ModuloDialect::Twemproxy;
        config.twemproxyHash = hash;
        return config;
    }

private slots:
    void modulaGivesEachServerItsWeightInEntries()
    {
        // Weights 1, 3, 2: entries a | b b b | c c; a hash h goes to entry h % 6.
        const std::vector<Member> members{{"a", 1}, {"b", 3}, {"c", 2}};
        const auto placement = makePlacement(modula(), members);
        const MemberIndex expected[] = {0, 1, 1, 1, 2, 2};
        for (KeyHash h = 0; h < 60; ++h)
            QCOMPARE(placement->ownerOfHash(h), expected[h % 6]);
        QCOMPARE(placement->ownerOfHash(0xffffffffULL), expected[0xffffffffULL % 6]);
    }

    void modulaHashesKeysWithThePoolsHash()
    {
        const std::vector<Member> members{{"a", 2}, {"b", 1}, {"c", 4}};
        for (const HashFunction& hash : twemproxyHashes()) {
            const auto placement = makePlacement(modula(hash.id), members);
            QCOMPARE(placement->keyHash().id, hash.id);
            for (int i = 0; i < 200; ++i) {
                const std::string key = numbered("key:", i);
                const std::uint32_t entry = hash.hash32(key) % 7;
                const std::size_t owner = entry < 2 ? 0 : entry < 3 ? 1 : 2;
                QCOMPARE(placement->ownerOf(key), members[owner].id);
            }
        }
    }

    void modulaWithEqualWeightsIsHashModN()
    {
        const std::vector<Member> members{{"a", 1}, {"b", 1}, {"c", 1}, {"d", 1}, {"e", 1}};
        const auto placement = makePlacement(modula(HashId::TwemproxyMd5), members);
        const HashFunction& md5 = hashFunction(HashId::TwemproxyMd5);
        for (int i = 0; i < 500; ++i) {
            const std::string key = numbered("user:", i);
            QCOMPARE(placement->ownerOf(key), members[md5.hash32(key) % 5].id);
        }
    }

    void modulaKeySpaceShares()
    {
        const auto placement = makePlacement(modula(), {{"a", 1}, {"b", 3}, {"c", 3}});
        const std::vector<double> shares = *placement->keySpaceShares();
        // 2^32 = 7 × 613566756 + 4: entries 0 … 3 get one value more (a, and b's three).
        QCOMPARE(shares[0], (613566756.0 + 1) / 4294967296.0);
        QCOMPARE(shares[1], 3 * (613566756.0 + 1) / 4294967296.0);
        QCOMPARE(shares[2], 3 * 613566756.0 / 4294967296.0);
        QVERIFY(placement->addressesMembersByPosition());
    }

    void modulaRefusesWhatNutcrackerCannotHold()
    {
        QVERIFY_THROWS_EXCEPTION(ValidationError, validatePlacement(modula(), std::vector<Member>{{"a", 1.5}}));
        std::vector<Member> heavy;
        for (int i = 0; i < 5000; ++i)
            heavy.push_back({numbered("n", i), kMaxWeight});
        QVERIFY_THROWS_EXCEPTION(ValidationError, validatePlacement(modula(), heavy));
        // The article's modulo still ignores weights.
        PlacementConfig article;
        article.algorithm = Algorithm::Modulo;
        validatePlacement(article, std::vector<Member>{{"a", 1.5}});
    }

    void hashTagPartIsNutcrackers()
    {
        const HashTag braces{'{', '}'};
        QCOMPARE(hashTagPart("user:{42}:cart", braces), std::string_view("42"));
        QCOMPARE(hashTagPart("{a}{b}", braces), std::string_view("a"));
        QCOMPARE(hashTagPart("x}{y}", braces), std::string_view("y"));
        QCOMPARE(hashTagPart("a{}b", braces), std::string_view("a{}b"));    // empty: the whole key
        QCOMPARE(hashTagPart("a{b", braces), std::string_view("a{b"));      // unclosed
        QCOMPARE(hashTagPart("plain", braces), std::string_view("plain"));
        QCOMPARE(hashTagPart("a{{b}", braces), std::string_view("{b"));     // after the first {
        QCOMPARE(hashTagPart("k:7:v", HashTag{':', ':'}), std::string_view("7"));
    }

    void hashTagNarrowsTheKeyHash()
    {
        const std::vector<Member> members{{"10.0.0.1:11211", 1}, {"10.0.0.2:11211", 1}, {"b", 1}};
        for (const Algorithm algorithm : {Algorithm::Ketama, Algorithm::Modulo, Algorithm::Ring, Algorithm::Jump}) {
            PlacementConfig config = algorithm == Algorithm::Modulo ? modula() : PlacementConfig{};
            config.algorithm = algorithm;
            config.ketamaDialect = KetamaDialect::Twemproxy;
            config.hashTag = {'{', '}'};
            const auto placement = makePlacement(config, members);
            const HashFunction& hash = placement->keyHash();
            for (int i = 0; i < 100; ++i) {
                const std::string tag = std::to_string(i);
                QCOMPARE(hash.hash("user:{" + tag + "}:cart"), hash.hash(tag));
                QCOMPARE(placement->ownerOf("session:{" + tag + "}"), placement->ownerOf("x{" + tag + "}y"));
            }
        }
    }

    // What --show-hash prints is the tagged part's hash, for 64-bit hashes too.
    void printedHashesHonourTheTag()
    {
        for (const HashId id : {HashId::Xxh64, HashId::Xxh3, HashId::Fnv1aFmix32}) {
            PlacementConfig config;
            config.hash = id;
            config.hashTag = {'{', '}'};
            const auto ring = makePlacement(config, {{"a", 1}, {"b", 1}});
            QCOMPARE(hashValueText(ring->keyHash(), "user:{42}:cart"), hashValueText(hashFunction(id), "42"));
        }
    }

    void keySetCachesTaggedHashesApart()
    {
        const KeySet keys = KeySet::fromKeys({"a{1}", "a{2}", "b{1}"});
        HashFunction tagged = hashFunction(HashId::TwemproxyFnv1a_64);
        tagged.hashTag = {'{', '}'};
        const auto plain = keys.hashes(hashFunction(HashId::TwemproxyFnv1a_64));
        const auto narrowed = keys.hashes(tagged);
        QVERIFY(plain.get() != narrowed.get());
        QCOMPARE((*narrowed)[0], (*narrowed)[2]);
        QVERIFY((*plain)[0] != (*plain)[2]);
    }

    // twemproxy's jenkins builds its last bytes in registers (no buffer): the same value for
    // every tail length, and the values tst_twemproxy found nutcracker to give.
    void jenkinsIsLookup3ForEveryTailLength()
    {
        const HashFunction& jenkins = *findTwemproxyHash("jenkins");
        std::string key;
        for (int length = 1; length <= 40; ++length) {
            key.push_back(static_cast<char>(length % 3 == 0 ? 0x80 + length : 'a' + length));
            QCOMPARE(jenkins.hash32(key), lookup3Reference(key));
        }
        QCOMPARE(jenkins.hash32(""), 0U);  // server_pool_hash
        QCOMPARE(jenkins.hash32("a"), 3768813200U);
        QCOMPARE(jenkins.hash32("abcd"), 3574732058U);
        QCOMPARE(jenkins.hash32("twelve bytes"), 2046310242U);
        QCOMPARE(jenkins.hash32("thirteen byte"), 1526567754U);
        QCOMPARE(jenkins.hash32("session:user:123456"), 187806058U);
        QCOMPARE(jenkins.hash32("clé-ü€:0123456789abcdefghij"), 1555546247U);
    }

    void hashTagRefusedWhereKeysAreHashedOtherwise()
    {
        for (const Algorithm algorithm : {Algorithm::Directory, Algorithm::Maglev, Algorithm::EnvoyRing, Algorithm::Cassandra}) {
            PlacementConfig config;
            config.algorithm = algorithm;
            config.hashTag = {'{', '}'};
            QVERIFY_THROWS_EXCEPTION(ValidationError, validatePlacement(config, std::vector<Member>{{"a", 1}}));
        }
        PlacementConfig half;
        half.hashTag = {'{', '\0'};
        QVERIFY_THROWS_EXCEPTION(ValidationError, validatePlacement(half, std::vector<Member>{{"a", 1}}));
    }
};

QTEST_GUILESS_MAIN(TwemproxyRulesTest)
#include "tst_twemproxyrules.moc"
