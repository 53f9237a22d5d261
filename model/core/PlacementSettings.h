// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"

#include <span>
#include <string_view>
#include <vector>

namespace ringlab {

// The settings of a PlacementConfig that only some algorithms read. A setting given for an
// algorithm that does not read it would be ignored in silence: the CLI refuses it, naming the
// algorithms that take it.
enum class PlacementSetting : std::uint8_t {
    Hash,              // the selected key hash
    Replicas,          // the ring's virtual nodes per unit of weight
    KetamaDialect,
    TwemproxyHash,     // the key hash of ketama in the twemproxy dialect and of twemproxy's modula
    ModuloDialect,
    HashTag,           // twemproxy's hash_tag
    MaglevTableSize,
    EnvoyRingSizes,    // Envoy's minimum and maximum ring size
    CassandraTokens,   // num_tokens, the token seed, initial tokens
    Racks,
    ReplicationFactor,
    RedisSlots,        // the directory's given slot table
};

bool settingApplies(PlacementSetting setting, const PlacementConfig& config) noexcept;
// "ring, modulo, rendezvous and jump": who reads the setting, for a message.
std::string_view algorithmsReading(PlacementSetting setting) noexcept;

// Jump and modulo have no notion of weight (a key's bucket is a number below the member count):
// a weight other than 1 would be ignored. Throws ValidationError naming the first such member.
// The engine itself still builds them from a weighted fleet (the article's comparisons show
// exactly that jump ignores a 64/16 GB mix); what a user sets up is checked with this.
void validateWeightsHonoured(Algorithm algorithm, std::span<const Member> members);

// validatePlacement, and then validateWeightsHonoured (but for twemproxy's modula, which counts
// weights as entries): what a user sets up (a scenario, the
// window's lab, a command's options) is checked with this.
void validateSetup(const PlacementConfig& config, std::span<const Member> members);

// Racks given for some nodes must be given for every node: a node left out would silently be
// in Cassandra's default rack1. Throws ValidationError naming the first node without a rack.
void validateRacksCoverMembers(const CassandraConfig& config, std::span<const Member> members);

// Every member's rack in member order: the given one, else Cassandra's default rack1. Empty when
// no rack is given (SimpleStrategy).
std::vector<MemberRack> withEveryRack(const std::vector<MemberRack>& racks, std::span<const Member> members);

}  // namespace ringlab
