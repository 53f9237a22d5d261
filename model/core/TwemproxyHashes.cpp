// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/TwemproxyHashes.h"

#include <array>
#include <string>

namespace ringlab {

namespace {

// A C `char` as twemproxy's x86 build reads it: signed, then widened.
std::uint32_t signedByte(char c) noexcept
{
    return static_cast<std::uint32_t>(static_cast<std::int32_t>(static_cast<signed char>(c)));
}

std::uint32_t oneAtATime(std::string_view key) noexcept
{
    std::uint32_t value = 0;
    for (const char c : key) {
        value += signedByte(c);
        value += value << 10;
        value ^= value >> 6;
    }
    value += value << 3;
    value ^= value >> 11;
    value += value << 15;
    return value;
}

std::uint32_t crc16(std::string_view key) noexcept
{
    // A 32-bit state: the bits shifted out of the 16-bit CRC stay (hash_crc16).
    std::uint32_t crc = 0;
    for (const char c : key)
        crc = (crc << 8) ^ crc16XmodemTable()[((crc >> 8) ^ signedByte(c)) & 0xffU];
    return crc;
}

std::uint32_t crc32Libmemcached(std::string_view key) noexcept
{
    return (crc32Ieee(key) >> 16) & 0x7fffU;
}

std::uint32_t fnv1_64(std::string_view key) noexcept
{
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const char c : key) {
        hash *= 0x100000001b3ULL;
        hash ^= static_cast<std::uint64_t>(static_cast<std::int64_t>(static_cast<signed char>(c)));
    }
    return static_cast<std::uint32_t>(hash);
}

std::uint32_t fnv1a_64(std::string_view key) noexcept
{
    // 32-bit arithmetic with the 64-bit constants truncated, as hash_fnv1a_64 is written.
    auto hash = static_cast<std::uint32_t>(0xcbf29ce484222325ULL);
    for (const char c : key) {
        hash ^= signedByte(c);
        hash *= static_cast<std::uint32_t>(0x100000001b3ULL);
    }
    return hash;
}

constexpr std::uint32_t kFnv32Basis = 2166136261U;
constexpr std::uint32_t kFnv32Prime = 16777619U;

std::uint32_t fnv1_32(std::string_view key) noexcept
{
    std::uint32_t hash = kFnv32Basis;
    for (const char c : key) {
        hash *= kFnv32Prime;
        hash ^= signedByte(c);
    }
    return hash;
}

std::uint32_t fnv1a_32(std::string_view key) noexcept
{
    std::uint32_t hash = kFnv32Basis;
    for (const char c : key) {
        hash ^= signedByte(c);
        hash *= kFnv32Prime;
    }
    return hash;
}

std::uint32_t byteAt(std::string_view key, std::size_t i) noexcept
{
    return static_cast<unsigned char>(key[i]);
}

std::uint32_t sixteenBits(std::string_view key, std::size_t i) noexcept
{
    return (byteAt(key, i + 1) << 8) + byteAt(key, i);
}

std::uint32_t hsieh(std::string_view key) noexcept
{
    if (key.empty())
        return 0;
    std::uint32_t hash = 0;
    std::size_t i = 0;
    for (std::size_t blocks = key.size() / 4; blocks > 0; --blocks, i += 4) {
        hash += sixteenBits(key, i);
        const std::uint32_t tmp = (sixteenBits(key, i + 2) << 11) ^ hash;
        hash = (hash << 16) ^ tmp;
        hash += hash >> 11;
    }
    switch (key.size() & 3U) {
    case 3:
        hash += sixteenBits(key, i);
        hash ^= hash << 16;
        hash ^= signedByte(key[i + 2]) << 18;
        hash += hash >> 11;
        break;
    case 2:
        hash += sixteenBits(key, i);
        hash ^= hash << 11;
        hash += hash >> 17;
        break;
    case 1:
        hash += byteAt(key, i);
        hash ^= hash << 10;
        hash += hash >> 1;
        break;
    default:
        break;
    }
    hash ^= hash << 3;
    hash += hash >> 5;
    hash ^= hash << 4;
    hash += hash >> 17;
    hash ^= hash << 25;
    hash += hash >> 6;
    return hash;
}

std::uint32_t littleEndian32(std::string_view key, std::size_t i) noexcept
{
    return byteAt(key, i) | (byteAt(key, i + 1) << 8) | (byteAt(key, i + 2) << 16) | (byteAt(key, i + 3) << 24);
}

std::uint32_t murmur2(std::string_view key) noexcept
{
    constexpr std::uint32_t m = 0x5bd1e995U;
    const auto length = static_cast<std::uint32_t>(key.size());
    std::uint32_t h = (0xdeadbeefU * length) ^ length;
    std::size_t i = 0;
    for (; key.size() - i >= 4; i += 4) {
        std::uint32_t k = littleEndian32(key, i);
        k *= m;
        k ^= k >> 24;
        k *= m;
        h *= m;
        h ^= k;
    }
    switch (key.size() - i) {
    case 3:
        h ^= byteAt(key, i + 2) << 16;
        [[fallthrough]];
    case 2:
        h ^= byteAt(key, i + 1) << 8;
        [[fallthrough]];
    case 1:
        h ^= byteAt(key, i);
        h *= m;
        break;
    default:
        break;
    }
    h ^= h >> 13;
    h *= m;
    h ^= h >> 15;
    return h;
}

constexpr std::uint32_t rotate(std::uint32_t x, int k) noexcept
{
    return (x << k) | (x >> (32 - k));
}

// lookup3's hashlittle, initval 13, read a byte at a time: on a little-endian machine its
// aligned word reads give the same value.
std::uint32_t jenkins(std::string_view key) noexcept
{
    std::uint32_t a = 0xdeadbeefU + static_cast<std::uint32_t>(key.size()) + 13U;
    std::uint32_t b = a;
    std::uint32_t c = a;
    std::size_t i = 0;
    std::size_t length = key.size();
    for (; length > 12; length -= 12, i += 12) {
        a += littleEndian32(key, i);
        b += littleEndian32(key, i + 4);
        c += littleEndian32(key, i + 8);
        a -= c; a ^= rotate(c, 4);  c += b;
        b -= a; b ^= rotate(a, 6);  a += c;
        c -= b; c ^= rotate(b, 8);  b += a;
        a -= c; a ^= rotate(c, 16); c += b;
        b -= a; b ^= rotate(a, 19); a += c;
        c -= b; c ^= rotate(b, 4);  b += a;
    }
    // The last 1 … 12 bytes, zero-padded to three words (lookup3's byte-wise tail). Built in
    // registers: copying them into a zeroed buffer and reading it back as words made each
    // read wait for the buffer's stores (a store-to-load forwarding stall of several narrower
    // stores into one wider load), which a lookup exposed after the hash (issue 25).
    const auto byte = [&](std::size_t k, unsigned shift) { return byteAt(key, i + k) << shift; };
    switch (length) {
    case 12: c += byte(11, 24); [[fallthrough]];
    case 11: c += byte(10, 16); [[fallthrough]];
    case 10: c += byte(9, 8); [[fallthrough]];
    case 9: c += byte(8, 0); [[fallthrough]];
    case 8: b += byte(7, 24); [[fallthrough]];
    case 7: b += byte(6, 16); [[fallthrough]];
    case 6: b += byte(5, 8); [[fallthrough]];
    case 5: b += byte(4, 0); [[fallthrough]];
    case 4: a += byte(3, 24); [[fallthrough]];
    case 3: a += byte(2, 16); [[fallthrough]];
    case 2: a += byte(1, 8); [[fallthrough]];
    case 1: a += byte(0, 0); break;
    default: return c;  // no tail: lookup3 returns c unmixed
    }
    c ^= b; c -= rotate(b, 14);
    a ^= c; a -= rotate(c, 11);
    b ^= a; b -= rotate(a, 25);
    c ^= b; c -= rotate(b, 16);
    a ^= c; a -= rotate(c, 4);
    b ^= a; b -= rotate(a, 14);
    c ^= b; c -= rotate(b, 24);
    return c;
}

// server_pool_hash: an empty key is hash 0, whatever the function.
template <HashFn hash>
std::uint32_t poolHash(std::string_view key) noexcept
{
    return key.empty() ? 0 : hash(key);
}

constexpr std::string_view kPrefix = "twemproxy-";

constexpr std::array kTwemproxyHashes{
    HashFunction{HashId::TwemproxyOneAtATime, "twemproxy-one_at_a_time", "twemproxy's one_at_a_time (Jenkins' one-at-a-time, signed bytes)", &poolHash<oneAtATime>},
    HashFunction{HashId::TwemproxyMd5, "twemproxy-md5", "twemproxy's md5: MD5, first four digest bytes little-endian", &poolHash<md5Ketama>},
    HashFunction{HashId::TwemproxyCrc16, "twemproxy-crc16", "twemproxy's crc16: CRC16-XMODEM in a 32-bit state", &poolHash<crc16>},
    HashFunction{HashId::TwemproxyCrc32, "twemproxy-crc32", "twemproxy's crc32 (libmemcached's): CRC-32 bits 16 to 30", &poolHash<crc32Libmemcached>},
    HashFunction{HashId::TwemproxyCrc32a, "twemproxy-crc32a", "twemproxy's crc32a: the whole IEEE CRC-32", &poolHash<crc32Ieee>},
    HashFunction{HashId::TwemproxyFnv1_64, "twemproxy-fnv1_64", "twemproxy's fnv1_64: FNV-1 64, low 32 bits", &poolHash<fnv1_64>},
    HashFunction{HashId::TwemproxyFnv1a_64, "twemproxy-fnv1a_64", "twemproxy's fnv1a_64 (its default): FNV-1a in 32 bits with the 64-bit constants truncated", &poolHash<fnv1a_64>},
    HashFunction{HashId::TwemproxyFnv1_32, "twemproxy-fnv1_32", "twemproxy's fnv1_32: FNV-1 32 (signed bytes)", &poolHash<fnv1_32>},
    HashFunction{HashId::TwemproxyFnv1a_32, "twemproxy-fnv1a_32", "twemproxy's fnv1a_32: FNV-1a 32 (signed bytes)", &poolHash<fnv1a_32>},
    HashFunction{HashId::TwemproxyHsieh, "twemproxy-hsieh", "twemproxy's hsieh: Paul Hsieh's SuperFastHash", &poolHash<hsieh>},
    HashFunction{HashId::TwemproxyMurmur, "twemproxy-murmur", "twemproxy's murmur: MurmurHash2, seed 0xdeadbeef times the length", &poolHash<murmur2>},
    HashFunction{HashId::TwemproxyJenkins, "twemproxy-jenkins", "twemproxy's jenkins: lookup3 hashlittle, initval 13", &poolHash<jenkins>},
};

}  // namespace

std::span<const HashFunction> twemproxyHashes() noexcept
{
    return kTwemproxyHashes;
}

std::string_view twemproxyHashName(const HashFunction& hash) noexcept
{
    return hash.name.substr(kPrefix.size());
}

const HashFunction* findTwemproxyHash(std::string_view name) noexcept
{
    for (const auto& h : kTwemproxyHashes)
        if (twemproxyHashName(h) == name)
            return &h;
    return nullptr;
}

std::string_view twemproxyHashNames() noexcept
{
    static const std::string names = [] {
        std::string text;
        for (const auto& h : kTwemproxyHashes)
            text.append(text.empty() ? "" : "|").append(twemproxyHashName(h));
        return text;
    }();
    return names;
}

bool isTwemproxyHash(HashId id) noexcept
{
    for (const auto& h : kTwemproxyHashes)
        if (h.id == id)
            return true;
    return false;
}

}  // namespace ringlab
