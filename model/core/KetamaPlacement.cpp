// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/KetamaPlacement.h"

#include "model/core/MessageText.h"

#include <charconv>
#include <cmath>

namespace ringlab {

std::string_view ketamaDialectNames() noexcept
{
    return "libmemcached|twemproxy|spymemcached|libketama";
}

MemcachedServer parseMemcachedServer(std::string_view id)
{
    MemcachedServer server{std::string(id), kMemcachedDefaultPort};
    const auto colon = id.rfind(':');
    if (colon == std::string_view::npos || colon + 1 == id.size())
        return server;
    unsigned port = 0;
    const char* first = id.data() + colon + 1;
    const char* last = id.data() + id.size();
    const auto [end, error] = std::from_chars(first, last, port);
    if (error != std::errc{} || end != last || port > 65535)
        return server;
    server.host = std::string(id.substr(0, colon));
    // libmemcached takes port 0 as its default port.
    server.port = port == 0 ? kMemcachedDefaultPort : static_cast<std::uint16_t>(port);
    return server;
}

std::string KetamaPlacement::serverLabelPrefix(KetamaDialect dialect, std::string_view memberId)
{
    std::string prefix;
    switch (dialect) {
    case KetamaDialect::Libmemcached: {
        const MemcachedServer server = parseMemcachedServer(memberId);
        prefix = server.host;
        if (server.port != kMemcachedDefaultPort)
            prefix.append(":").append(std::to_string(server.port));
        break;
    }
    case KetamaDialect::Twemproxy:
        // An unnamed server on port 11211 is hashed as its host alone, as libmemcached does.
        prefix = memberId.ends_with(":11211") ? memberId.substr(0, memberId.size() - 6) : memberId;
        break;
    case KetamaDialect::Libketama:  // sprintf(ss, "%s-%d", slist[i].addr, k): the address as written
        prefix = memberId;
        break;
    case KetamaDialect::Spymemcached: {
        const MemcachedServer server = parseMemcachedServer(memberId);
        prefix.append("/").append(server.host).append(":").append(std::to_string(server.port));
        break;
    }
    }
    return prefix.append("-");
}

std::string KetamaPlacement::serverLabel(KetamaDialect dialect, std::string_view memberId,
                                         std::uint32_t k)
{
    return serverLabelPrefix(dialect, memberId).append(std::to_string(k));
}

KetamaPlacement::KetamaPlacement(KetamaDialect dialect, const HashFunction& twemproxyHash)
    : RingPlacement(dialect == KetamaDialect::Twemproxy ? twemproxyHash : hashFunction(HashId::Md5Ketama), 1),
      dialect_(dialect)
{
}

void KetamaPlacement::validateWeights(std::span<const Member> members)
{
    for (const Member& m : members)
        if (m.weight != std::floor(m.weight))
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError", "ketama takes whole-number weights, as libmemcached and twemproxy do: node %1 has weight %2"),
                {quotedValue(m.id), ValidationError::number(m.weight)});
}

std::vector<std::size_t> KetamaPlacement::pointsPerServer(std::span<const Member> members,
                                                          KetamaDialect dialect)
{
    std::uint64_t totalWeight = 0;
    for (const Member& m : members)
        totalWeight += static_cast<std::uint64_t>(m.weight);
    std::vector<std::size_t> counts;
    counts.reserve(members.size());
    if (dialect == KetamaDialect::Libketama) {
        // Exactly libketama's arithmetic (ketama_create_continuum):
        //   float pct = (float)slist[i].memory / (float)memory;
        //   unsigned int ks = floorf( pct * 40.0 * (float)numservers );
        // 40.0 is a double, so the product is a double, rounded to float as floorf's argument;
        // then four points a digest.
        const auto numservers = static_cast<float>(members.size());
        for (const Member& m : members) {
            const float pct = static_cast<float>(static_cast<std::uint64_t>(m.weight)) /
                              static_cast<float>(totalWeight);
            const auto product = static_cast<float>(static_cast<double>(pct) * 40.0 *
                                                    static_cast<double>(numservers));
            counts.push_back(static_cast<std::size_t>(std::floor(product)) * 4);
        }
        return counts;
    }
    // Exactly libmemcached's arithmetic: an integer total, then single precision throughout
    // (pct * 160 / 4 * live + 0.0000000001F), floored and times four.
    const auto live = static_cast<float>(members.size());
    for (const Member& m : members) {
        const float pct = static_cast<float>(static_cast<std::uint32_t>(m.weight)) /
                          static_cast<float>(totalWeight);
        const float scaled = pct * 160.0F / 4.0F * live + 0.0000000001F;
        counts.push_back(static_cast<std::size_t>(std::floor(scaled)) * 4);
    }
    return counts;
}

std::vector<std::size_t> KetamaPlacement::countPoints(const std::vector<Member>& members,
                                                      int /*replicas*/) const
{
    validateWeights(members);
    return pointsPerServer(members, dialect_);
}

void KetamaPlacement::hashPoints(const std::vector<Member>& members, std::size_t member,
                                 std::span<std::uint32_t> positions) const
{
    const std::string prefix = serverLabelPrefix(dialect_, members[member].id);
    std::string label = prefix;
    for (std::size_t k = 0; 4 * k < positions.size(); ++k) {
        label.resize(prefix.size());
        label.append(std::to_string(k));
        const Md5Digest digest = md5Digest(label);
        for (std::size_t word = 0; word < 4 && 4 * k + word < positions.size(); ++word)
            positions[4 * k + word] = md5Word32(digest, word);
    }
}

std::string KetamaPlacement::pointLabel(MemberIndex member, std::uint32_t vnode) const
{
    return serverLabel(dialect_, members()[member].id, vnode / 4)
        .append("[")
        .append(std::to_string(vnode % 4))
        .append("]");
}

}  // namespace ringlab
