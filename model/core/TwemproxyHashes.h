// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/HashFunctions.h"

#include <span>
#include <string_view>

namespace ringlab {

// twemproxy's (nutcracker's) key hashes, written from its src/hashkit and checked key for key
// against a real nutcracker (tests/live/tst_twemproxy). Its quirks are kept, since they decide
// where a key lives:
// - the bytes are C `char`, signed on x86: fnv1_64, fnv1a_64, fnv1_32, fnv1a_32, one_at_a_time
//   and hsieh's three-byte tail sign-extend a byte >= 0x80 before mixing it in;
// - fnv1_64 returns its 64-bit state truncated to 32 bits, and fnv1a_64 is computed in 32 bits
//   from the 64-bit offset basis and prime truncated (not FNV-1a 64);
// - crc32 is libmemcached's: the IEEE CRC-32's bits 16 … 30 (0 … 32767); crc32a the whole CRC;
// - crc16 keeps a 32-bit state, so the XMODEM CRC's shifted-out bits stay above bit 16;
// - md5 is the digest's first four bytes little-endian (ketama's word 0);
// - murmur is MurmurHash2 with seed 0xdeadbeef × length; jenkins is lookup3's hashlittle with
//   initval 13;
// - an empty key hashes to 0 (server_pool_hash).
// Each function's name() is "twemproxy-" and twemproxy's own name ("twemproxy-fnv1a_64").
std::span<const HashFunction> twemproxyHashes() noexcept;
// The hash a pool's `hash:` names ("fnv1a_64"); nullptr if twemproxy has none of that name.
const HashFunction* findTwemproxyHash(std::string_view name) noexcept;
// twemproxy's own name of one of twemproxyHashes(): "fnv1a_64".
std::string_view twemproxyHashName(const HashFunction& hash) noexcept;
// "one_at_a_time|md5|crc16|…": twemproxy's names, in its own order (nc_hashkit.h).
std::string_view twemproxyHashNames() noexcept;
// twemproxy's default hash (`hash:` left out): fnv1a_64.
inline constexpr HashId kTwemproxyDefaultHash = HashId::TwemproxyFnv1a_64;
bool isTwemproxyHash(HashId id) noexcept;

}  // namespace ringlab
