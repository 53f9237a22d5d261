// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// MD5 as RFC 1321 defines it, written for short keys: no context to set up, the 64 steps
// unrolled at compile time, and a key of up to 55 bytes one block (ketama hashes every key and
// every server label with MD5; libcrypto's EVP interface cost more than the digest itself).
#include "model/core/HashFunctions.h"

#include <array>
#include <bit>
#include <cstring>
#include <utility>

namespace ringlab {

namespace {

// K[i] = floor(|sin(i + 1)| × 2^32), RFC 1321 section 3.4.
constexpr std::array<std::uint32_t, 64> kSines = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
};
constexpr std::array<int, 16> kShifts = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};

struct State {
    std::uint32_t a = 0x67452301, b = 0xefcdab89, c = 0x98badcfe, d = 0x10325476;
};

std::uint32_t loadLittleEndian(const unsigned char* bytes) noexcept
{
    return std::uint32_t{bytes[0]} | (std::uint32_t{bytes[1]} << 8) | (std::uint32_t{bytes[2]} << 16) |
           (std::uint32_t{bytes[3]} << 24);
}

template <std::size_t I>
inline void step(std::uint32_t& a, std::uint32_t& b, std::uint32_t& c, std::uint32_t& d,
                 const std::array<std::uint32_t, 16>& words) noexcept
{
    std::uint32_t mixed = 0;
    std::size_t word = 0;
    if constexpr (I < 16) {
        mixed = d ^ (b & (c ^ d));
        word = I;
    } else if constexpr (I < 32) {
        mixed = c ^ (d & (b ^ c));
        word = (5 * I + 1) % 16;
    } else if constexpr (I < 48) {
        mixed = b ^ c ^ d;
        word = (3 * I + 5) % 16;
    } else {
        mixed = c ^ (b | ~d);
        word = (7 * I) % 16;
    }
    const std::uint32_t sum = a + mixed + kSines[I] + words[word];
    a = d;
    d = c;
    c = b;
    b += std::rotl(sum, kShifts[(I / 16) * 4 + I % 4]);
}

void compress(State& state, const unsigned char* block) noexcept
{
    std::array<std::uint32_t, 16> words;
    for (std::size_t i = 0; i < words.size(); ++i)
        words[i] = loadLittleEndian(block + 4 * i);
    std::uint32_t a = state.a, b = state.b, c = state.c, d = state.d;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        (step<I>(a, b, c, d, words), ...);
    }(std::make_index_sequence<64>{});
    state.a += a;
    state.b += b;
    state.c += c;
    state.d += d;
}

}  // namespace

Md5Digest md5Digest(std::string_view bytes) noexcept
{
    State state;
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    std::size_t left = bytes.size();
    for (; left >= 64; left -= 64, data += 64)
        compress(state, data);
    // The rest, 0x80, zeros and the length in bits (little-endian) fill one block, or two when
    // the rest leaves fewer than 9 bytes.
    std::array<unsigned char, 128> tail{};
    if (left > 0)
        std::memcpy(tail.data(), data, left);
    tail[left] = 0x80;
    const std::size_t tailSize = left < 56 ? 64 : 128;
    const std::uint64_t bits = static_cast<std::uint64_t>(bytes.size()) * 8;
    for (std::size_t i = 0; i < 8; ++i)
        tail[tailSize - 8 + i] = static_cast<unsigned char>(bits >> (8 * i));
    compress(state, tail.data());
    if (tailSize == 128)
        compress(state, tail.data() + 64);
    Md5Digest digest;
    const std::array<std::uint32_t, 4> words = {state.a, state.b, state.c, state.d};
    for (std::size_t w = 0; w < 4; ++w)
        for (std::size_t i = 0; i < 4; ++i)
            digest[4 * w + i] = static_cast<std::uint8_t>(words[w] >> (8 * i));
    return digest;
}

}  // namespace ringlab
