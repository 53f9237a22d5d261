// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/Placement.h"

#include "model/core/CassandraPlacement.h"
#include "model/core/DirectoryPlacement.h"
#include "model/core/EnvoyRingPlacement.h"
#include "model/core/JumpPlacement.h"
#include "model/core/KetamaPlacement.h"
#include "model/core/MaglevPlacement.h"
#include "model/core/ModuloPlacement.h"
#include "model/core/RendezvousPlacement.h"
#include "model/core/RingPlacement.h"
#include "model/core/TwemproxyModulaPlacement.h"
#include "model/core/MessageText.h"

#include <array>

namespace ringlab {

namespace {

struct AlgorithmName {
    Algorithm algorithm;
    std::string_view name;
};

constexpr std::array kAlgorithmNames{
    AlgorithmName{Algorithm::Ring, "ring"},
    AlgorithmName{Algorithm::Modulo, "modulo"},
    AlgorithmName{Algorithm::Directory, "directory"},
    AlgorithmName{Algorithm::Rendezvous, "rendezvous"},
    AlgorithmName{Algorithm::Jump, "jump"},
    AlgorithmName{Algorithm::Ketama, "ketama"},
    AlgorithmName{Algorithm::Maglev, "maglev"},
    AlgorithmName{Algorithm::EnvoyRing, "envoy-ring"},
    AlgorithmName{Algorithm::Cassandra, "cassandra"},
};

constexpr std::array kAlgorithms{Algorithm::Ring, Algorithm::Modulo, Algorithm::Directory,
                                 Algorithm::Rendezvous, Algorithm::Jump, Algorithm::Ketama,
                                 Algorithm::Maglev, Algorithm::EnvoyRing, Algorithm::Cassandra};

}  // namespace

std::span<const Algorithm> allAlgorithms() noexcept
{
    return kAlgorithms;
}

std::string_view algorithmName(Algorithm algorithm) noexcept
{
    for (const auto& entry : kAlgorithmNames)
        if (entry.algorithm == algorithm)
            return entry.name;
    return "?";
}

bool usesSelectedHash(Algorithm algorithm) noexcept
{
    return algorithm == Algorithm::Ring || algorithm == Algorithm::Modulo || algorithm == Algorithm::Rendezvous ||
           algorithm == Algorithm::Jump;
}

std::optional<Algorithm> findAlgorithm(std::string_view name) noexcept
{
    // The directory is Redis Cluster's: 16,384 CRC16 slots, {hash tags} and all.
    if (name == "redis-cluster")
        return Algorithm::Directory;
    for (const auto& entry : kAlgorithmNames)
        if (entry.name == name)
            return entry.algorithm;
    return std::nullopt;
}

std::string_view algorithmNames() noexcept
{
    return "ring|modulo|directory|rendezvous|jump|ketama|maglev|envoy-ring|cassandra";
}

std::string_view tokenAllocationName(CassandraTokenAllocation allocation) noexcept
{
    return allocation == CassandraTokenAllocation::Random ? "random" : "replication-aware";
}

std::optional<CassandraTokenAllocation> findTokenAllocation(std::string_view name) noexcept
{
    for (const auto allocation : {CassandraTokenAllocation::ReplicationAware, CassandraTokenAllocation::Random})
        if (tokenAllocationName(allocation) == name)
            return allocation;
    return std::nullopt;
}

void Placement::setMembers(std::vector<Member> members)
{
    validateMembers(members);
    rebuild(members);
    members_ = std::move(members);
}

void Placement::assign(std::span<const KeyHash> keyHashes,
                       std::span<MemberIndex> owners) const noexcept
{
    for (std::size_t i = 0; i < keyHashes.size(); ++i)
        owners[i] = ownerOfHash(keyHashes[i]);
}

std::unique_ptr<Placement> Placement::withMembers(std::vector<Member> members) const
{
    auto copy = clone();
    copy->setMembers(std::move(members));
    return copy;
}

void validatePlacement(const PlacementConfig& config, std::span<const Member> members)
{
    if (config.algorithm == Algorithm::Ring)
        RingPlacement::validateReplicas(config.replicas);
    if (config.algorithm == Algorithm::Maglev)
        MaglevPlacement::validateTableSize(config.maglevTableSize);
    validateMembers(members);
    if (config.algorithm == Algorithm::Ring)
        RingPlacement::validateSize(config.replicas, members);
    if (config.algorithm == Algorithm::Ketama)
        KetamaPlacement::validateWeights(members);
    if (config.algorithm == Algorithm::EnvoyRing)
        EnvoyRingPlacement::validateRingSizes(config.envoyMinRingSize, config.envoyMaxRingSize);
    if (config.algorithm == Algorithm::Cassandra)
        CassandraPlacement::validate(config.cassandra, members);
    if (config.algorithm == Algorithm::Directory && !config.redisSlots.empty())
        DirectoryPlacement::validateSlotTable(config.redisSlots);
    if (config.algorithm == Algorithm::Modulo && config.moduloDialect == ModuloDialect::Twemproxy)
        TwemproxyModulaPlacement::validateWeights(members);
    validateHashTag(config);
}

bool honoursHashTag(Algorithm algorithm) noexcept
{
    return usesSelectedHash(algorithm) || algorithm == Algorithm::Ketama;
}

void validateHashTag(const PlacementConfig& config)
{
    const HashTag tag = config.hashTag;
    if (!tag.isSet())
        return;
    if (tag.close == '\0')
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "a hash tag is two characters, as twemproxy's hash_tag: the second is missing"), {});
    if (!honoursHashTag(config.algorithm))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "%1 hashes keys its own way and takes no hash tag (twemproxy's hash_tag applies to ring, modulo, rendezvous, jump and ketama)"),
            {std::string(algorithmName(config.algorithm))});
}

std::unique_ptr<Placement> makePlacement(const PlacementConfig& config,
                                         std::vector<Member> members)
{
    const HashFunction& hash = hashFunction(config.hash);
    std::unique_ptr<Placement> placement;
    switch (config.algorithm) {
    case Algorithm::Ring:
        placement = std::make_unique<RingPlacement>(hash, config.replicas);
        break;
    case Algorithm::Modulo:
        if (config.moduloDialect == ModuloDialect::Twemproxy)
            placement = std::make_unique<TwemproxyModulaPlacement>(hashFunction(config.twemproxyHash));
        else
            placement = std::make_unique<ModuloPlacement>(hash);
        break;
    case Algorithm::Directory:
        placement = std::make_unique<DirectoryPlacement>(hash, config.redisSlots);
        break;
    case Algorithm::Rendezvous:
        placement = std::make_unique<RendezvousPlacement>(hash);
        break;
    case Algorithm::Jump:
        placement = std::make_unique<JumpPlacement>(hash);
        break;
    case Algorithm::Ketama:
        placement = std::make_unique<KetamaPlacement>(config.ketamaDialect, hashFunction(config.twemproxyHash));
        break;
    case Algorithm::Maglev:
        placement = std::make_unique<MaglevPlacement>(config.maglevTableSize);
        break;
    case Algorithm::EnvoyRing:
        placement = std::make_unique<EnvoyRingPlacement>(config.envoyMinRingSize, config.envoyMaxRingSize);
        break;
    case Algorithm::Cassandra:
        placement = std::make_unique<CassandraPlacement>(config.cassandra);
        break;
    }
    validateHashTag(config);
    placement->setHashTag(config.hashTag);
    placement->setMembers(std::move(members));
    return placement;
}

}  // namespace ringlab
