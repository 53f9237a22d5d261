// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace ringlab {

// A 32-bit hash of a key's UTF-8 bytes. Every placement strategy hashes keys (and, where it
// needs them, member ids and virtual-node labels) with one of these.
using HashFn = std::uint32_t (*)(std::string_view bytes) noexcept;
// A 64-bit hash of a key's bytes (xxHash64, Cassandra's token as unsigned bits).
using WideHashFn = std::uint64_t (*)(std::string_view bytes) noexcept;
// What a placement looks a key up by: a 32-bit hash for most placements (values < 2^32), a
// table entry for Maglev and the directory, the full 64-bit value on 64-bit rings (Envoy's
// ring hash, Cassandra's token ring).
using KeyHash = std::uint64_t;

enum class HashId : std::uint8_t {
    Fnv1a,
    Fnv1aFmix32,
    Md5,
    Murmur3,
    Xxh32,
    Xxh3,
    Crc32,
    Xxh64,
    Murmur3Cassandra,
    // Redis Cluster's key slot (CRC16-XMODEM mod 16384, honouring {hash tags}); used by the
    // directory placement only, never offered as a selectable hash.
    RedisSlot,
    // libmemcached's and twemproxy's ketama key hash: the first four MD5 digest bytes,
    // little-endian; used by the ketama placement only.
    Md5Ketama,
    // Envoy's Maglev key: xxHash64(key, 0) mod the table size; used by the Maglev placement only.
    Xxh64MaglevEntry,
    // The full 64-bit xxHash64(key, 0): Envoy's ring hash key.
    Xxh64Full,
    // Cassandra's token on the unsigned scale (token + 2^63, order kept): the token ring's key.
    CassandraToken,
    // twemproxy's twelve key hashes (`hash:` in a nutcracker pool), bit for bit with its
    // src/hashkit: used by the ketama placement in the twemproxy dialect (TwemproxyHashes.h).
    TwemproxyOneAtATime,
    TwemproxyMd5,
    TwemproxyCrc16,
    TwemproxyCrc32,
    TwemproxyCrc32a,
    TwemproxyFnv1_64,
    TwemproxyFnv1a_64,
    TwemproxyFnv1_32,
    TwemproxyFnv1a_32,
    TwemproxyHsieh,
    TwemproxyMurmur,
    TwemproxyJenkins,
};

// A twemproxy pool's hash_tag ("{}"): two characters, or none ('\0', '\0').
struct HashTag {
    char open = '\0';
    char close = '\0';
    constexpr bool isSet() const noexcept { return open != '\0'; }
    friend bool operator==(const HashTag&, const HashTag&) = default;
    // (No <=>: moc, which reads this header for the test suites, cannot parse <compare>.)
    friend constexpr bool operator<(const HashTag& a, const HashTag& b) noexcept
    {
        return a.open != b.open ? a.open < b.open : a.close < b.close;
    }
};
// The bytes nutcracker hashes for `key` under `tag` (nc_server.c, server_pool_idx): after the
// first `open`, up to the first `close` after it, when that part is not empty; else the whole key.
constexpr std::string_view hashTagPart(std::string_view key, HashTag tag) noexcept
{
    const std::size_t start = key.find(tag.open);
    if (start == std::string_view::npos)
        return key;
    const std::size_t end = key.find(tag.close, start + 1);
    if (end == std::string_view::npos || end - start <= 1)
        return key;
    return key.substr(start + 1, end - start - 1);
}

struct HashFunction {
    HashId id;
    std::string_view name;     // as typed on the command line and stored in scenario files
    std::string_view summary;  // one line for help texts and tooltips
    HashFn fn;                 // the 32-bit value (unused when `modulus` or `wideKeys` is set)
    WideHashFn wide = nullptr;  // the full 64-bit value, for hashes that have one
    std::uint64_t modulus = 0;  // when set, the key hash is wide(key) mod modulus
    bool wideKeys = false;      // when set, the key hash is the full wide(key)
    // twemproxy's hash_tag: when set (two characters), only the part of a key between them is
    // hashed (hashTagPart); a placement's key hash carries its pool's tag, labels never do.
    HashTag hashTag = {};

    // The 32-bit value, for placements that hash member ids and labels with the selected hash.
    std::uint32_t hash32(std::string_view bytes) const noexcept { return fn(bytes); }
    KeyHash hash(std::string_view key) const noexcept
    {
        if (hashTag.isSet())
            key = hashTagPart(key, hashTag);
        if (wideKeys)
            return wide(key);
        return modulus != 0 ? wide(key) % modulus : fn(key);
    }
};

// A key hash of a placement that works on 32 bits (all but the 64-bit rings): below 2^32.
constexpr std::uint32_t narrowKeyHash(KeyHash keyHash) noexcept
{
    return static_cast<std::uint32_t>(keyHash);
}

// The article's building blocks, exposed for tests and for the rendezvous score.
std::uint32_t fnv1a32(std::string_view bytes) noexcept;
constexpr std::uint32_t fmix32(std::uint32_t h) noexcept
{
    h ^= h >> 16;
    h *= 0x85ebca6bU;
    h ^= h >> 13;
    h *= 0xc2b2ae35U;
    h ^= h >> 16;
    return h;
}
std::uint32_t fnv1aFmix32(std::string_view bytes) noexcept;
using Md5Digest = std::array<std::uint8_t, 16>;
Md5Digest md5Digest(std::string_view bytes) noexcept;
std::uint32_t md5First32(std::string_view bytes) noexcept;  // first 4 digest bytes, big-endian
// Digest bytes 4w … 4w+3 read little-endian (w = 0 … 3): how ketama reads a digest.
std::uint32_t md5Word32(const Md5Digest& digest, std::size_t word) noexcept;
std::uint32_t md5Ketama(std::string_view bytes) noexcept;  // md5Word32(md5Digest(bytes), 0)
// MurmurHash3_x86_32 (Austin Appleby's public-domain algorithm, written here from it). The
// reference takes the length as an int; keys over 4 GiB would hash their length mod 2^32.
std::uint32_t murmur3x86_32(std::string_view bytes, std::uint32_t seed = 0) noexcept;
// xxHash (libxxhash): XXH32, and the low 32 bits of the 64-bit XXH3_64bits (seed 0).
std::uint32_t xxh32(std::string_view bytes, std::uint32_t seed = 0) noexcept;
std::uint32_t xxh3Low32(std::string_view bytes) noexcept;
// XXH64, as Envoy's HashUtil::xxHash64(key, seed) calls it.
std::uint64_t xxh64(std::string_view bytes, std::uint64_t seed = 0) noexcept;
// Cassandra's Murmur3Partitioner token: the first 64 bits of MurmurHash3_x64_128 (seed 0) as
// org.apache.cassandra.utils.MurmurHash computes them, where tail bytes are read as Java's
// signed bytes (a byte >= 0x80 sign-extends, unlike the reference C++), and Long.MIN_VALUE
// becomes Long.MAX_VALUE.
std::int64_t murmur3CassandraToken(std::string_view bytes) noexcept;
// A token on RingLab's unsigned 64-bit scale, order kept: token + 2^63.
constexpr std::uint64_t tokenToUnsigned(std::int64_t token) noexcept
{
    return static_cast<std::uint64_t>(token) ^ (std::uint64_t{1} << 63);
}
// zlib's crc32: CRC-32/ISO-HDLC (IEEE 802.3, reflected, as in gzip and PNG).
std::uint32_t crc32Ieee(std::string_view bytes) noexcept;
std::uint16_t crc16Xmodem(std::string_view bytes) noexcept;
// CRC16-XMODEM's byte table (polynomial 0x1021), for the CRCs built on it.
const std::array<std::uint16_t, 256>& crc16XmodemTable() noexcept;
std::uint32_t redisKeySlot(std::string_view key) noexcept;  // 0 … 16383

inline constexpr std::uint32_t kRedisSlotCount = 16384;

// Maglev's key hash for a table of `tableSize` entries: xxHash64(key, 0) mod tableSize.
HashFunction xxh64EntryHash(std::uint32_t tableSize) noexcept;
// The value a hash's users print: the 64-bit value of a hash that has one (Cassandra's token
// signed, as nodetool prints it), otherwise the 32-bit value; in decimal.
std::string hashValueText(const HashFunction& hash, std::string_view bytes);

// The hashes a user can choose for placement, in the order the UI offers them.
std::span<const HashFunction> selectableHashes() noexcept;
const HashFunction& hashFunction(HashId id) noexcept;
// nullptr when no selectable hash has that name.
const HashFunction* findHash(std::string_view name) noexcept;
// Also the placements' own key hashes ("redis-slot", "md5-ketama"), for printing a key's value.
const HashFunction* findKeyHash(std::string_view name) noexcept;
// "fnv1a-fmix32|fnv1a|md5|…": every selectable name in registry order, for usage and error
// messages.
std::string_view selectableHashNames() noexcept;

}  // namespace ringlab
