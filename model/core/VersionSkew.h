// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/KeyPopularity.h"
#include "model/core/KeySet.h"
#include "model/core/Placement.h"
#include "model/core/RunControl.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ringlab {

// Clients that share one membership version (one side of a rolling deploy).
struct ClientGroup {
    std::string name;
    std::uint64_t membershipVersion = 0;
    std::vector<Member> members;
    double clientShare = 0.5;  // share of the requests this group sends; shares are normalised
};

// A rolling deploy 8 → 9: half the clients still see version 8 (cache-01 … cache-08), half
// already version 9 (… cache-09). A read-write workload runs across both.
struct VersionSkewConfig {
    PlacementConfig placement;
    std::vector<ClientGroup> groups{
        {"version 8", 8, numberedMembers("cache-", 8), 0.5},
        {"version 9", 9, numberedMembers("cache-", 9), 0.5},
    };
    KeySet keys = KeySet::fromPattern("session:user:{i}", 1'000'000);
    KeyPopularity popularity{PopularityKind::Uniform, 1.0};
    std::size_t requests = 1'000'000;
    double writeShare = 0.2;  // the rest are reads
    std::uint64_t seed = 1;
};

// Throws ValidationError (fewer than two groups, bad members, shares, …).
void validateVersionSkewConfig(const VersionSkewConfig& config);

struct GroupDisagreement {
    std::size_t groupA = 0, groupB = 0;  // indices into the groups
    std::size_t keys = 0;                // keys the two groups place on different nodes
    double share = 0.0;
};

struct GroupTraffic {
    std::string name;
    std::uint64_t membershipVersion = 0;
    std::size_t reads = 0, writes = 0;
    std::size_t staleReads = 0;  // read a node that did not take the key's latest write

    // Stale reads over the group's reads, writes over its requests (reads and writes); 0
    // without any.
    double staleReadShare() const;
    double writeShare() const;
};

struct VersionSkewResult {
    std::vector<GroupDisagreement> pairs;  // every pair of groups
    std::size_t keysInDispute = 0;         // keys on which not all groups agree
    double disputedShare = 0.0;
    std::vector<GroupTraffic> groups;
    std::size_t keysWritten = 0;
    std::size_t keysWrittenToTwoPlaces = 0;  // writes for one key landed on ≥ 2 nodes
    std::size_t staleReads = 0;
    std::size_t reads = 0;
};

VersionSkewResult runVersionSkew(const VersionSkewConfig& config,
                                 const RunControl& control = {});

}  // namespace ringlab
