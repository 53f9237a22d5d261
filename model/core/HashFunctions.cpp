// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/HashFunctions.h"

#include "model/core/TwemproxyHashes.h"

#include <xxhash.h>
#include <zlib.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <limits>
#include <memory>
#include <string>

namespace ringlab {

std::uint32_t fnv1a32(std::string_view bytes) noexcept
{
    std::uint32_t h = 0x811c9dc5U;
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x01000193U;
    }
    return h;
}

std::uint32_t fnv1aFmix32(std::string_view bytes) noexcept
{
    return fmix32(fnv1a32(bytes));
}

std::uint32_t md5First32(std::string_view bytes) noexcept
{
    const Md5Digest digest = md5Digest(bytes);
    return (std::uint32_t{digest[0]} << 24) | (std::uint32_t{digest[1]} << 16) |
           (std::uint32_t{digest[2]} << 8) | std::uint32_t{digest[3]};
}

std::uint32_t md5Word32(const Md5Digest& digest, std::size_t word) noexcept
{
    const std::size_t at = 4 * word;
    return (std::uint32_t{digest[at + 3]} << 24) | (std::uint32_t{digest[at + 2]} << 16) |
           (std::uint32_t{digest[at + 1]} << 8) | std::uint32_t{digest[at]};
}

std::uint32_t md5Ketama(std::string_view bytes) noexcept
{
    return md5Word32(md5Digest(bytes), 0);
}

std::uint32_t murmur3x86_32(std::string_view bytes, std::uint32_t seed) noexcept
{
    constexpr std::uint32_t c1 = 0xcc9e2d51U;
    constexpr std::uint32_t c2 = 0x1b873593U;
    const auto mixK = [](std::uint32_t k) {
        k *= c1;
        k = std::rotl(k, 15);
        return k * c2;
    };
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    const std::size_t blocks = bytes.size() / 4;
    std::uint32_t h = seed;
    for (std::size_t b = 0; b < blocks; ++b) {
        // Blocks are read little-endian (as the reference does on x86), whatever this CPU is.
        const unsigned char* p = data + 4 * b;
        const std::uint32_t k = std::uint32_t{p[0]} | (std::uint32_t{p[1]} << 8) |
                                (std::uint32_t{p[2]} << 16) | (std::uint32_t{p[3]} << 24);
        h ^= mixK(k);
        h = std::rotl(h, 13);
        h = h * 5 + 0xe6546b64U;
    }
    const unsigned char* tail = data + 4 * blocks;
    std::uint32_t k = 0;
    switch (bytes.size() & 3U) {
    case 3: k ^= std::uint32_t{tail[2]} << 16; [[fallthrough]];
    case 2: k ^= std::uint32_t{tail[1]} << 8; [[fallthrough]];
    case 1:
        k ^= std::uint32_t{tail[0]};
        h ^= mixK(k);
        break;
    default: break;
    }
    h ^= static_cast<std::uint32_t>(bytes.size());
    return fmix32(h);
}

std::uint32_t xxh32(std::string_view bytes, std::uint32_t seed) noexcept
{
    return XXH32(bytes.data(), bytes.size(), seed);
}

std::uint32_t xxh3Low32(std::string_view bytes) noexcept
{
    return static_cast<std::uint32_t>(XXH3_64bits(bytes.data(), bytes.size()));
}

std::uint64_t xxh64(std::string_view bytes, std::uint64_t seed) noexcept
{
    return XXH64(bytes.data(), bytes.size(), seed);
}

namespace {

constexpr std::uint64_t fmix64(std::uint64_t k) noexcept
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ULL;
    k ^= k >> 33;
    return k;
}

std::uint64_t littleEndian64(const unsigned char* p) noexcept
{
    std::uint64_t v = 0;
    for (int i = 7; i >= 0; --i)
        v = (v << 8) | p[i];
    return v;
}

}  // namespace

std::int64_t murmur3CassandraToken(std::string_view bytes) noexcept
{
    constexpr std::uint64_t c1 = 0x87c37b91114253d5ULL;
    constexpr std::uint64_t c2 = 0x4cf5ad432745937fULL;
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    const std::size_t length = bytes.size();
    const std::size_t blocks = length / 16;
    std::uint64_t h1 = 0;
    std::uint64_t h2 = 0;
    const auto mixK1 = [](std::uint64_t k) { return std::rotl(k * c1, 31) * c2; };
    const auto mixK2 = [](std::uint64_t k) { return std::rotl(k * c2, 33) * c1; };
    for (std::size_t i = 0; i < blocks; ++i) {
        h1 ^= mixK1(littleEndian64(data + 16 * i));
        h1 = std::rotl(h1, 27) + h2;
        h1 = h1 * 5 + 0x52dce729;
        h2 ^= mixK2(littleEndian64(data + 16 * i + 8));
        h2 = std::rotl(h2, 31) + h1;
        h2 = h2 * 5 + 0x38495ab5;
    }
    // Java's ByteBuffer.get returns a signed byte, and (long) sign-extends it: a tail byte
    // >= 0x80 sets every bit above its own, which the reference C++ (uint8_t) does not.
    const unsigned char* tail = data + 16 * blocks;
    const auto signedByte = [&](std::size_t i) {
        return static_cast<std::uint64_t>(static_cast<std::int64_t>(static_cast<std::int8_t>(tail[i])));
    };
    std::uint64_t k1 = 0;
    std::uint64_t k2 = 0;
    const std::size_t rest = length & 15;
    for (std::size_t i = rest; i > 8; --i)
        k2 ^= signedByte(i - 1) << (8 * (i - 9));
    if (rest > 8)
        h2 ^= mixK2(k2);
    for (std::size_t i = std::min<std::size_t>(rest, 8); i > 0; --i)
        k1 ^= signedByte(i - 1) << (8 * (i - 1));
    if (rest > 0)
        h1 ^= mixK1(k1);
    h1 ^= length;
    h2 ^= length;
    h1 += h2;
    h2 += h1;
    h1 = fmix64(h1);
    h2 = fmix64(h2);
    h1 += h2;
    const auto token = static_cast<std::int64_t>(h1);
    return token == std::numeric_limits<std::int64_t>::min() ? std::numeric_limits<std::int64_t>::max() : token;
}

std::uint32_t crc32Ieee(std::string_view bytes) noexcept
{
    return static_cast<std::uint32_t>(
        crc32_z(0, reinterpret_cast<const Bytef*>(bytes.data()), bytes.size()));
}

namespace {

constexpr std::array<std::uint16_t, 256> makeCrc16Table()
{
    std::array<std::uint16_t, 256> table{};
    for (unsigned i = 0; i < 256; ++i) {
        auto crc = static_cast<std::uint16_t>(i << 8);
        for (int bit = 0; bit < 8; ++bit)
            crc = static_cast<std::uint16_t>((crc & 0x8000U) ? (crc << 1) ^ 0x1021U : crc << 1);
        table[i] = crc;
    }
    return table;
}

constexpr auto kCrc16Table = makeCrc16Table();

}  // namespace

const std::array<std::uint16_t, 256>& crc16XmodemTable() noexcept
{
    return kCrc16Table;
}

std::uint16_t crc16Xmodem(std::string_view bytes) noexcept
{
    std::uint16_t crc = 0;
    for (const char c : bytes) {
        const auto index = static_cast<std::uint8_t>((crc >> 8) ^ static_cast<unsigned char>(c));
        crc = static_cast<std::uint16_t>((crc << 8) ^ kCrc16Table[index]);
    }
    return crc;
}

std::uint32_t redisKeySlot(std::string_view key) noexcept
{
    // Redis Cluster: if the key holds "{…}" with at least one byte between the first '{' and
    // the first '}' after it, only that part is hashed, so related keys share a slot.
    if (const auto open = key.find('{'); open != std::string_view::npos) {
        if (const auto close = key.find('}', open + 1);
            close != std::string_view::npos && close > open + 1)
            key = key.substr(open + 1, close - open - 1);
    }
    return crc16Xmodem(key) % kRedisSlotCount;
}

namespace {

std::uint32_t redisSlotHash(std::string_view key) noexcept
{
    return redisKeySlot(key);
}

// The registry needs one-argument functions: the seeded ones with seed 0.
std::uint32_t murmur3Seed0(std::string_view bytes) noexcept
{
    return murmur3x86_32(bytes, 0);
}

std::uint32_t xxh32Seed0(std::string_view bytes) noexcept
{
    return xxh32(bytes, 0);
}

std::uint64_t xxh3Seed0(std::string_view bytes) noexcept
{
    return XXH3_64bits(bytes.data(), bytes.size());
}

std::uint32_t xxh64High32(std::string_view bytes) noexcept
{
    return static_cast<std::uint32_t>(xxh64(bytes, 0) >> 32);
}

std::uint64_t xxh64Seed0(std::string_view bytes) noexcept
{
    return xxh64(bytes, 0);
}

std::uint64_t murmur3CassandraUnsigned(std::string_view bytes) noexcept
{
    return tokenToUnsigned(murmur3CassandraToken(bytes));
}

std::uint32_t murmur3CassandraHigh32(std::string_view bytes) noexcept
{
    return static_cast<std::uint32_t>(murmur3CassandraUnsigned(bytes) >> 32);
}

constexpr std::array kHashes{
    HashFunction{HashId::Fnv1aFmix32, "fnv1a-fmix32",
                 "FNV-1a finished with MurmurHash3's fmix32 (the article's default)",
                 &fnv1aFmix32},
    HashFunction{HashId::Fnv1a, "fnv1a", "32-bit FNV-1a: fast, weak avalanche", &fnv1a32},
    HashFunction{HashId::Md5, "md5", "MD5, first four digest bytes big-endian", &md5First32},
    HashFunction{HashId::Murmur3, "murmur3", "MurmurHash3 x86_32, seed 0", &murmur3Seed0},
    HashFunction{HashId::Xxh32, "xxh32", "xxHash XXH32, seed 0", &xxh32Seed0},
    HashFunction{HashId::Xxh3, "xxh3", "xxHash XXH3_64bits, seed 0, low 32 bits", &xxh3Low32, &xxh3Seed0},
    HashFunction{HashId::Crc32, "crc32",
                 "CRC-32 (zlib, IEEE 802.3): a checksum, linear, not built to scatter", &crc32Ieee},
    HashFunction{HashId::Xxh64, "xxh64", "xxHash XXH64, seed 0 (Envoy's hash), top 32 bits", &xxh64High32,
                 &xxh64Seed0},
    HashFunction{HashId::Murmur3Cassandra, "murmur3-cassandra",
                 "Cassandra's Murmur3 token (signed bytes in the tail), top 32 bits of token + 2^63",
                 &murmur3CassandraHigh32, &murmur3CassandraUnsigned},
};

// Hashes a placement fixes for its keys, never offered as a selectable hash.
constexpr std::array kPlacementHashes{
    HashFunction{HashId::RedisSlot, "redis-slot", "CRC16-XMODEM mod 16384 with {hash tags}",
                 &redisSlotHash},
    HashFunction{HashId::Md5Ketama, "md5-ketama", "MD5, first four digest bytes little-endian (ketama)",
                 &md5Ketama},
    HashFunction{HashId::Xxh64Full, "xxh64-64", "xxHash XXH64, seed 0, all 64 bits (Envoy's ring hash)",
                 &xxh64High32, &xxh64Seed0, 0, true},
    HashFunction{HashId::CassandraToken, "cassandra-token",
                 "Cassandra's Murmur3 token + 2^63, all 64 bits (the token ring's order)",
                 &murmur3CassandraHigh32, &murmur3CassandraUnsigned, 0, true},
};

}  // namespace

HashFunction xxh64EntryHash(std::uint32_t tableSize) noexcept
{
    return {HashId::Xxh64MaglevEntry, "xxh64-maglev", "xxHash64(key, 0) mod the Maglev table size", nullptr,
            &xxh64Seed0, tableSize};
}

std::string hashValueText(const HashFunction& hash, std::string_view bytes)
{
    // The part a hash tag leaves, as hash() hashes it (which narrows the key itself).
    const std::string_view part = hash.hashTag.isSet() ? hashTagPart(bytes, hash.hashTag) : bytes;
    if (hash.id == HashId::Murmur3Cassandra || hash.id == HashId::CassandraToken)
        return std::to_string(murmur3CassandraToken(part));
    if (hash.wide != nullptr)
        return std::to_string(hash.wide(part));
    return std::to_string(hash.hash(bytes));
}

std::span<const HashFunction> selectableHashes() noexcept
{
    return kHashes;
}

const HashFunction& hashFunction(HashId id) noexcept
{
    for (const auto& h : kHashes)
        if (h.id == id)
            return h;
    for (const auto& h : kPlacementHashes)
        if (h.id == id)
            return h;
    for (const auto& h : twemproxyHashes())
        if (h.id == id)
            return h;
    return kPlacementHashes.front();
}

const HashFunction* findHash(std::string_view name) noexcept
{
    for (const auto& h : kHashes)
        if (h.name == name)
            return &h;
    return nullptr;
}

const HashFunction* findKeyHash(std::string_view name) noexcept
{
    if (const HashFunction* selectable = findHash(name))
        return selectable;
    for (const auto& h : kPlacementHashes)
        if (h.name == name)
            return &h;
    for (const auto& h : twemproxyHashes())
        if (h.name == name)
            return &h;
    return nullptr;
}

std::string_view selectableHashNames() noexcept
{
    static const std::string names = [] {
        std::string text;
        for (const auto& h : kHashes)
            text.append(text.empty() ? "" : "|").append(h.name);
        return text;
    }();
    return names;
}

}  // namespace ringlab
