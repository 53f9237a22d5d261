// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Fleet.h"

#include <string_view>

// A real Redis Cluster's slot map, as redis-cli 7 prints it, read into a Fleet: the masters as
// members "ip:port" (weight 1), the directory with their slots as its explicit table
// (PlacementConfig::redisSlots), and in the notes what is shown but not placed: replicas
// ("127.0.0.1:30004 is a replica of 127.0.0.1:30001"), slots being migrated or imported, nodes
// marked fail. Malformed input is refused with a ValidationError naming the line and the field.
namespace ringlab {

// `redis-cli cluster nodes` (CLUSTER NODES): one node a line,
// "<id> <ip:port@cport[,hostname]> <flags> <master> <ping> <pong> <epoch> <link> <slot>...".
// The members are the masters in the order redis-cli's cluster manager takes them (the node
// marked myself first, then the others as listed), masters without slots included.
Fleet readRedisClusterNodes(std::string_view text);
bool looksLikeRedisClusterNodes(std::string_view text);

// `redis-cli cluster shards` (CLUSTER SHARDS) as redis-cli prints a reply on a terminal (or with
// --no-raw): "1) 1) \"slots\"" …, or raw, as it prints into a pipe or a file (one value a line:
// "slots", "0", "5460", "nodes", "id", …). The members are the shards' masters in reply order.
Fleet readRedisClusterShards(std::string_view text);
bool looksLikeRedisClusterShards(std::string_view text);

// `redis-cli cluster slots` (CLUSTER SLOTS), printed either way: "1) 1) (integer) 0" …, or raw
// ("0", "5460", "127.0.0.1", "7000", the node id, …).
// The members are the masters in order of their first range; a master without slots does not
// appear in CLUSTER SLOTS.
Fleet readRedisClusterSlots(std::string_view text);
bool looksLikeRedisClusterSlots(std::string_view text);

}  // namespace ringlab
