// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/PlacementSettings.h"

#include "model/core/CassandraPlacement.h"
#include "model/core/MessageText.h"

#include <algorithm>

namespace ringlab {

bool settingApplies(PlacementSetting setting, const PlacementConfig& config) noexcept
{
    const Algorithm algorithm = config.algorithm;
    switch (setting) {
    case PlacementSetting::Hash:
        // twemproxy's modula hashes keys with the pool's hash, not the selected one.
        return usesSelectedHash(algorithm) &&
               !(algorithm == Algorithm::Modulo && config.moduloDialect == ModuloDialect::Twemproxy);
    case PlacementSetting::Replicas:
        return algorithm == Algorithm::Ring;
    case PlacementSetting::KetamaDialect:
        return algorithm == Algorithm::Ketama;
    case PlacementSetting::TwemproxyHash:
        return (algorithm == Algorithm::Ketama && config.ketamaDialect == KetamaDialect::Twemproxy) ||
               (algorithm == Algorithm::Modulo && config.moduloDialect == ModuloDialect::Twemproxy);
    case PlacementSetting::ModuloDialect:
        return algorithm == Algorithm::Modulo;
    case PlacementSetting::HashTag:
        return honoursHashTag(algorithm);
    case PlacementSetting::MaglevTableSize:
        return algorithm == Algorithm::Maglev;
    case PlacementSetting::RedisSlots:
        return algorithm == Algorithm::Directory;
    case PlacementSetting::EnvoyRingSizes:
        return algorithm == Algorithm::EnvoyRing;
    case PlacementSetting::CassandraTokens:
    case PlacementSetting::Racks:
    case PlacementSetting::ReplicationFactor:
        return algorithm == Algorithm::Cassandra;
    }
    return false;
}

std::string_view algorithmsReading(PlacementSetting setting) noexcept
{
    switch (setting) {
    case PlacementSetting::Hash:
        return "ring, modulo, rendezvous and jump (the others hash keys their own way)";
    case PlacementSetting::Replicas:
        return "ring (ketama's points are fixed by its client, Envoy's ring by its ring sizes)";
    case PlacementSetting::KetamaDialect:
        return "ketama";
    case PlacementSetting::TwemproxyHash:
        return "ketama and modulo in the twemproxy dialect";
    case PlacementSetting::ModuloDialect:
        return "modulo";
    case PlacementSetting::HashTag:
        return "ring, modulo, rendezvous, jump and ketama (the others hash keys their own way)";
    case PlacementSetting::MaglevTableSize:
        return "maglev";
    case PlacementSetting::RedisSlots:
        return "directory (redis-cluster)";
    case PlacementSetting::EnvoyRingSizes:
        return "envoy-ring";
    case PlacementSetting::CassandraTokens:
    case PlacementSetting::Racks:
    case PlacementSetting::ReplicationFactor:
        return "cassandra";
    }
    return "";
}

void validateWeightsHonoured(Algorithm algorithm, std::span<const Member> members)
{
    if (algorithm != Algorithm::Jump && algorithm != Algorithm::Modulo)
        return;
    const auto weighted = std::find_if(members.begin(), members.end(), [](const Member& m) { return m.weight != 1.0; });
    if (weighted == members.end())
        return;
    throw ValidationError(
        RINGLAB_TRANSLATE_NOOP("ValidationError",
                               "%1 ignores weights, and node %2 has weight %3: give every node weight 1, or choose an algorithm that takes weights (ring, rendezvous, ketama, maglev, envoy-ring, cassandra, directory)"),
        {std::string(algorithmName(algorithm)), quotedValue(weighted->id), ValidationError::number(weighted->weight)});
}

void validateSetup(const PlacementConfig& config, std::span<const Member> members)
{
    validatePlacement(config, members);
    if (!(config.algorithm == Algorithm::Modulo && config.moduloDialect == ModuloDialect::Twemproxy))
        validateWeightsHonoured(config.algorithm, members);
}

void validateRacksCoverMembers(const CassandraConfig& config, std::span<const Member> members)
{
    if (config.racks.empty())
        return;
    for (const Member& m : members)
        if (std::none_of(config.racks.begin(), config.racks.end(), [&](const MemberRack& r) { return r.id == m.id; }))
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError",
                                       "racks are given, but not for node %1: give every node its rack (Cassandra would put it in rack1)"),
                {quotedValue(m.id)});
}

std::vector<MemberRack> withEveryRack(const std::vector<MemberRack>& racks, std::span<const Member> members)
{
    if (racks.empty())
        return {};
    std::vector<MemberRack> every;
    every.reserve(members.size());
    for (const Member& m : members) {
        const auto given = std::find_if(racks.begin(), racks.end(), [&](const MemberRack& r) { return r.id == m.id; });
        every.push_back({m.id, given != racks.end() ? given->rack : std::string(CassandraPlacement::kDefaultRack)});
    }
    return every;
}

}  // namespace ringlab
