// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/NamedChoice.h"
#include "model/core/RingPlacement.h"

#include <string>

namespace ringlab {

// The memcached clients whose weighted ketama RingLab reproduces. Each server's points come from
// MD5 digests of "label-k", four points a digest; they differ in the label and in how many
// digests a server gets:
// - libmemcached 1.x (MEMCACHED_BEHAVIOR_KETAMA_WEIGHTED): "host-k" when the port is memcached's
//   default 11211, else "host:port-k";
// - twemproxy (distribution: ketama): the server's name if the pool gives it one, else
//   "host-k" for port 11211 and "host:port-k" for any other (nc_conf.c, conf_add_server: "to
//   maintain backward compatibility with libmemcached"); a member id without a port is a name;
// - spymemcached (libmemcached's MEMCACHED_DISTRIBUTION_CONSISTENT_KETAMA_SPY): "/host:port-k";
// - libketama (last.fm's original C library, RJ/ketama libketama/ketama.c): the address as its
//   server file gives it, "host:port-k" even for port 11211, and its own count of digests.
// (KetamaDialect itself is in Placement.h, part of the placement's config.)

inline constexpr ChoiceTable<KetamaDialect, 4> kKetamaDialects{{
    {KetamaDialect::Libmemcached, "libmemcached", "libmemcached"},
    {KetamaDialect::Twemproxy, "twemproxy", "twemproxy"},
    {KetamaDialect::Spymemcached, "spymemcached", "spymemcached"},
    {KetamaDialect::Libketama, "libketama", "libketama"},
}};
std::string_view ketamaDialectNames() noexcept;  // "libmemcached|twemproxy|spymemcached|libketama"

inline constexpr std::uint16_t kMemcachedDefaultPort = 11211;

// A member id as a memcached client reads it: "host:port", or "host" for port 11211.
struct MemcachedServer {
    std::string host;
    std::uint16_t port = kMemcachedDefaultPort;
};
MemcachedServer parseMemcachedServer(std::string_view id);

// libmemcached's weighted ketama continuum (src/libmemcached/hosts.cc, update_continuum), which
// twemproxy's `distribution: ketama` follows too:
// - a server of weight w out of W in all, among n servers, gets
//   floor(w/W × 160/4 × n + 1e-10) × 4 points, computed in single precision as the C code does;
// - each label k = 0, 1, … is hashed with MD5 and gives four points, the digest's four
//   little-endian 32-bit words;
// - points are sorted by position, equal positions by server order;
// - a key's hash is the first little-endian word of MD5(key) (in twemproxy, the pool's `hash:`,
//   fnv1a_64 by default), and its owner the first point at or after it, wrapping to the first.
// libketama (ketama_create_continuum) differs only in the count: floorf(pct * 40.0 * n) digests
// with pct = (float)w / (float)W, the product taken in double (40.0 is a double) and rounded to
// float by floorf's parameter, with no 1e-10 added; so 100 equal servers get 40 digests each
// (160 points) where libmemcached's all-float product 39.99999 gives 39 (61 equal servers get
// 39 from both). Its qsort leaves equal points in an unspecified order (glibc's merge sort
// keeps server order, as RingLab does), and ketama_get_server's bisection returns the first
// point at or after the hash, wrapping to the first: the same rule.
// Weights are whole numbers, as these clients take them (libketama's "memory" column is read
// with strtol).
class KetamaPlacement final : public RingPlacement {
public:
    // `twemproxyHash` (one of twemproxyHashes()) is the key hash in the twemproxy dialect; the
    // other clients always hash keys with MD5 (md5-ketama).
    explicit KetamaPlacement(KetamaDialect dialect,
                             const HashFunction& twemproxyHash = hashFunction(kTwemproxyDefaultHash));

    Algorithm algorithm() const noexcept override { return Algorithm::Ketama; }
    KetamaDialect dialect() const noexcept { return dialect_; }
    std::unique_ptr<Placement> clone() const override
    {
        return std::make_unique<KetamaPlacement>(*this);
    }
    // "10.0.1.1-7[2]": the text hashed, and which of its digest's four words the point is.
    std::string pointLabel(MemberIndex member, std::uint32_t vnode) const override;
    // The text a server's points 4k … 4k+3 are hashed from, in this dialect.
    static std::string serverLabel(KetamaDialect dialect, std::string_view memberId, std::uint32_t k);
    // serverLabel without k: "10.0.1.1-".
    static std::string serverLabelPrefix(KetamaDialect dialect, std::string_view memberId);

    // Points per server, in member order, as the dialect's client counts them.
    static std::vector<std::size_t> pointsPerServer(std::span<const Member> members,
                                                    KetamaDialect dialect = KetamaDialect::Libmemcached);
    // Throws ValidationError for a weight that is not a whole number.
    static void validateWeights(std::span<const Member> members);

protected:
    std::vector<std::size_t> countPoints(const std::vector<Member>& members,
                                         int replicas) const override;
    void hashPoints(const std::vector<Member>& members, std::size_t member,
                    std::span<std::uint32_t> positions) const override;

private:
    KetamaDialect dialect_;
};

}  // namespace ringlab
