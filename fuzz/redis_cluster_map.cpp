// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the readers of a real Redis Cluster's slot map (model/core/RedisClusterMap.h,
// `cluster nodes`, CLUSTER SHARDS, CLUSTER SLOTS) on the same bytes. Bad input throws
// ValidationError; what a reader accepts is a directory whose table validates (or names the
// slots without a master in its notes), and a complete table places keys.

#include "fuzz/FuzzCheck.h"
#include "model/core/DirectoryPlacement.h"
#include "model/core/RedisClusterMap.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

using namespace ringlab;
using ringlab::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (Fleet (*reader)(std::string_view) : {readRedisClusterNodes, readRedisClusterShards, readRedisClusterSlots}) {
        Fleet fleet;
        try {
            fleet = reader(text);
        } catch (const ValidationError&) {
            continue;
        }
        require(fleet.config.algorithm == Algorithm::Directory && !fleet.members.empty(),
                "a reader accepted a map without masters");
        bool complete = true;
        for (const std::string& note : fleet.notes)
            complete = complete && !note.ends_with("the cluster is down for them");
        try {
            const auto placement = makePlacement(fleet.config, fleet.members);
            require(complete, "a table with unowned slots was accepted");
            require(dynamic_cast<const DirectoryPlacement&>(*placement).slotRanges() == fleet.config.redisSlots,
                    "the directory does not hold the slot table it was read with");
        } catch (const ValidationError&) {
            require(!complete, "a complete slot table read from a map was refused");
        }
    }
    return 0;
}
