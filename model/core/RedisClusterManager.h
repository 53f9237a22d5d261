// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

// The slot arithmetic of redis-cli's cluster manager (src/redis-cli.c of Redis 7.0,
// `redis-cli --cluster create | reshard | rebalance`), reproduced operation for operation,
// single-precision floats where redis-cli uses them. A slot table is 16,384 owners, each the
// index of a master in the order redis-cli lists the masters (for reshard and rebalance: the
// node it was given first, then the others as that node's CLUSTER NODES lists them); ties
// between masters with as many slots (reshard) or the same balance (rebalance) keep that order,
// as glibc's qsort (a merge sort) keeps it.
namespace ringlab::rediscli {

inline constexpr MemberIndex kNoOwner = static_cast<MemberIndex>(kMaxMembers);
// CLUSTER_MANAGER_REBALANCE_THRESHOLD: --cluster-threshold's default, in percent.
inline constexpr float kDefaultRebalanceThreshold = 2.0f;


// `--cluster create`: the order the nodes become masters (round robin over the hosts, each
// host's nodes in the order given; the host is what precedes the last ':' of "ip:port", the
// whole name when it has none). Returns indexes into `addresses`; with --cluster-replicas 0
// every node is a master.
std::vector<std::size_t> createMasterOrder(std::span<const std::string> addresses);
// `--cluster create`: "Master[i] -> Slots first - last" for `masters` masters (>= 1).
std::vector<SlotRange> createSlotRanges(std::size_t masters);
// The table create gives `masters` masters (owner i = the i-th master of createMasterOrder).
std::vector<MemberIndex> createSlotTable(std::size_t masters);

struct ReshardItem {
    std::uint32_t slot = 0;
    std::size_t source = 0;
    friend bool operator==(const ReshardItem&, const ReshardItem&) = default;
};
// clusterManagerComputeReshardTable: the slots `--cluster reshard --cluster-slots N
// --cluster-from SOURCES` moves, in the order it moves them. The sources are taken by slot
// count, most first (ties in the order given); the first gives ceil(N * its share of the
// sources' slots), each other floor(...), every one its lowest-numbered slots, never more than
// N in all: it can be fewer than N (three sources of 10 slots asked for 5 give 2 + 1 + 1).
std::vector<ReshardItem> reshardTable(std::span<const MemberIndex> owners,
                                      std::span<const std::size_t> sources, int slots);
// `--cluster-from all`: every master but the target, in order.
std::vector<std::size_t> allSourcesBut(std::size_t masters, std::size_t target);

struct RebalanceOptions {
    std::vector<float> weights;  // per master; empty or a missing entry: 1 (--cluster-weight)
    float threshold = kDefaultRebalanceThreshold;  // --cluster-threshold
    bool useEmptyMasters = false;                  // --cluster-use-empty-masters
};
struct RebalanceMove {
    std::size_t source = 0;
    std::size_t target = 0;
    std::vector<std::uint32_t> movedSlots;  // in the order moved (a member named "slots" clashes with Qt)
    friend bool operator==(const RebalanceMove&, const RebalanceMove&) = default;
};
struct RebalancePlan {
    bool thresholdReached = false;  // false: "No rebalancing needed! All nodes are within …"
    float totalWeight = 0;
    std::vector<int> balance;       // per master before moving (+ gives, − receives); 0 if not involved
    std::vector<RebalanceMove> moves;  // "Moving N slots from A to B", in order
};
// clusterManagerCommandRebalance on the table of `masters` masters. A master with no slots
// takes part only with useEmptyMasters (otherwise its weight is 0); each master's expected
// count is (int)(16384 / total weight * weight); the rounding remainder is taken from the
// receivers (and the masters at balance), in order, one slot each per pass; then the most
// negative balance receives from the most positive, each source giving its lowest slots.
RebalancePlan rebalancePlan(std::span<const MemberIndex> owners, std::size_t masters,
                            const RebalanceOptions& options);

// Slot counts per master (unowned slots not counted).
std::vector<std::size_t> slotCounts(std::span<const MemberIndex> owners, std::size_t masters);
// A master's slots as CLUSTER NODES prints them: contiguous ranges, ascending.
std::vector<SlotRange> slotRanges(std::span<const MemberIndex> owners, MemberIndex master);

}  // namespace ringlab::rediscli
