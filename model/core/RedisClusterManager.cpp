// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/RedisClusterManager.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numeric>
#include <string_view>

namespace ringlab::rediscli {

namespace {

constexpr int kSlots = static_cast<int>(kRedisSlotCount);  // CLUSTER_MANAGER_SLOTS

std::string_view hostOf(std::string_view address)
{
    const auto colon = address.rfind(':');
    return colon == std::string_view::npos ? address : address.substr(0, colon);
}

}  // namespace

std::vector<std::size_t> createMasterOrder(std::span<const std::string> addresses)
{
    // clusterManagerCommandCreate: one array of nodes per ip, in order of first appearance,
    // then one node of each ip in turn.
    std::vector<std::string_view> hosts;
    std::vector<std::vector<std::size_t>> nodesOfHost;
    for (std::size_t i = 0; i < addresses.size(); ++i) {
        const std::string_view host = hostOf(addresses[i]);
        const auto found = std::find(hosts.begin(), hosts.end(), host);
        if (found == hosts.end()) {
            hosts.push_back(host);
            nodesOfHost.push_back({i});
        } else {
            nodesOfHost[static_cast<std::size_t>(found - hosts.begin())].push_back(i);
        }
    }
    std::vector<std::size_t> order;
    for (std::size_t round = 0; order.size() < addresses.size(); ++round)
        for (const auto& nodes : nodesOfHost)
            if (round < nodes.size())
                order.push_back(nodes[round]);
    return order;
}

std::vector<SlotRange> createSlotRanges(std::size_t masters)
{
    const int mastersCount = static_cast<int>(masters);
    const float slotsPerNode = kSlots / static_cast<float>(mastersCount);
    long first = 0;
    float cursor = 0.0f;
    std::vector<SlotRange> ranges;
    for (int i = 0; i < mastersCount; ++i) {
        long last = std::lround(cursor + slotsPerNode - 1);
        if (last > kSlots || i == mastersCount - 1)
            last = kSlots - 1;
        if (last < first)
            last = first;
        ranges.push_back({static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(last)});
        first = last + 1;
        cursor += slotsPerNode;
    }
    return ranges;
}

std::vector<MemberIndex> createSlotTable(std::size_t masters)
{
    std::vector<MemberIndex> owners(kRedisSlotCount, kNoOwner);
    const auto ranges = createSlotRanges(masters);
    for (std::size_t m = 0; m < ranges.size(); ++m)
        for (std::uint32_t s = ranges[m].first; s <= ranges[m].last && s < kRedisSlotCount; ++s)
            owners[s] = static_cast<MemberIndex>(m);
    return owners;
}

std::vector<std::size_t> slotCounts(std::span<const MemberIndex> owners, std::size_t masters)
{
    std::vector<std::size_t> counts(masters, 0);
    for (const MemberIndex owner : owners)
        if (owner < masters)
            ++counts[owner];
    return counts;
}

std::vector<SlotRange> slotRanges(std::span<const MemberIndex> owners, MemberIndex master)
{
    std::vector<SlotRange> ranges;
    for (std::uint32_t s = 0; s < owners.size(); ++s) {
        if (owners[s] != master)
            continue;
        if (!ranges.empty() && ranges.back().last + 1 == s)
            ranges.back().last = s;
        else
            ranges.push_back({s, s});
    }
    return ranges;
}

std::vector<std::size_t> allSourcesBut(std::size_t masters, std::size_t target)
{
    std::vector<std::size_t> sources;
    for (std::size_t m = 0; m < masters; ++m)
        if (m != target)
            sources.push_back(m);
    return sources;
}

namespace {

// clusterManagerComputeReshardTable, each source's slots ascending in `slotsOf` and its
// slots_count in `slotsCount` (rebalance calls it after earlier moves changed a source's slots
// but not its slots_count).
std::vector<ReshardItem> computeReshardTable(std::span<const std::size_t> sources,
                                             std::span<const std::vector<std::uint32_t>* const> slotsOf,
                                             std::span<const int> slotsCount, int numslots)
{
    int totSlots = 0;
    for (const int count : slotsCount)
        totSlots += count;
    std::vector<std::size_t> sorted(sources.size());
    std::iota(sorted.begin(), sorted.end(), std::size_t{0});
    // clusterManagerSlotCountCompareDesc under glibc's qsort: a stable merge sort.
    std::stable_sort(sorted.begin(), sorted.end(),
                     [&](std::size_t a, std::size_t b) { return slotsCount[a] > slotsCount[b]; });
    std::vector<ReshardItem> moved;
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        float n = (static_cast<float>(numslots) / static_cast<float>(totSlots) *
                   static_cast<float>(slotsCount[sorted[i]]));
        n = i == 0 ? static_cast<float>(std::ceil(n)) : static_cast<float>(std::floor(n));
        const int max = static_cast<int>(n);
        int count = 0;
        for (const std::uint32_t slot : *slotsOf[sorted[i]]) {
            if (count >= max || static_cast<int>(moved.size()) >= numslots)
                break;
            moved.push_back({slot, sources[sorted[i]]});
            ++count;
        }
    }
    return moved;
}

}  // namespace

std::vector<ReshardItem> reshardTable(std::span<const MemberIndex> owners,
                                      std::span<const std::size_t> sources, int slots)
{
    // Each source's slots, ascending, in one pass over the table.
    std::size_t largest = 0;
    for (const std::size_t source : sources)
        largest = std::max(largest, source);
    std::vector<int> position(sources.empty() ? 0 : largest + 1, -1);
    for (std::size_t i = 0; i < sources.size(); ++i)
        if (position[sources[i]] < 0)
            position[sources[i]] = static_cast<int>(i);
    std::vector<std::vector<std::uint32_t>> slotsOf(sources.size());
    for (std::uint32_t s = 0; s < owners.size(); ++s)
        if (owners[s] < position.size() && position[owners[s]] >= 0)
            slotsOf[static_cast<std::size_t>(position[owners[s]])].push_back(s);
    std::vector<const std::vector<std::uint32_t>*> lists;
    std::vector<int> counts;
    for (std::size_t i = 0; i < sources.size(); ++i) {
        // A source named twice: each time with all its slots, as redis-cli lists it twice.
        lists.push_back(&slotsOf[static_cast<std::size_t>(position[sources[i]])]);
        counts.push_back(static_cast<int>(lists.back()->size()));
    }
    return computeReshardTable(sources, lists, counts, slots);
}

RebalancePlan rebalancePlan(std::span<const MemberIndex> owners, std::size_t masters,
                            const RebalanceOptions& options)
{
    std::vector<int> slotsCount;
    for (const std::size_t c : slotCounts(owners, masters))
        slotsCount.push_back(static_cast<int>(c));
    std::vector<float> weight(masters, 1.0f);
    for (std::size_t m = 0; m < masters && m < options.weights.size(); ++m)
        weight[m] = options.weights[m];

    RebalancePlan plan;
    plan.balance.assign(masters, 0);
    float totalWeight = 0;
    std::vector<std::size_t> involved;
    for (std::size_t m = 0; m < masters; ++m) {
        if (!options.useEmptyMasters && slotsCount[m] == 0) {
            weight[m] = 0;
            continue;
        }
        totalWeight += weight[m];
        involved.push_back(m);
    }
    plan.totalWeight = totalWeight;
    if (!(totalWeight > 0))  // every weight 0: redis-cli would divide by zero
        return plan;

    std::vector<int>& balance = plan.balance;
    int totalBalance = 0;
    for (const std::size_t m : involved) {
        const int expected = static_cast<int>((static_cast<float>(kSlots) / totalWeight) * weight[m]);
        balance[m] = slotsCount[m] - expected;
        totalBalance += balance[m];
        if (options.threshold > 0) {
            if (slotsCount[m] > 0) {
                const float errPerc = static_cast<float>(
                    std::fabs(100 - (100.0 * expected / slotsCount[m])));
                if (errPerc > options.threshold)
                    plan.thresholdReached = true;
            } else if (expected > 1) {
                plan.thresholdReached = true;
            }
        }
    }
    if (!plan.thresholdReached)
        return plan;
    while (totalBalance > 0)
        for (const std::size_t m : involved)
            if (balance[m] <= 0 && totalBalance > 0) {
                --balance[m];
                --totalBalance;
            }

    std::vector<std::size_t> weighted = involved;
    // clusterManagerCompareNodeBalance under glibc's qsort (stable).
    std::stable_sort(weighted.begin(), weighted.end(),
                     [&](std::size_t a, std::size_t b) { return balance[a] < balance[b]; });
    std::vector<int> moving = balance;
    std::vector<std::vector<std::uint32_t>> slotsOf(masters);
    for (std::uint32_t s = 0; s < owners.size(); ++s)
        if (owners[s] < masters)
            slotsOf[owners[s]].push_back(s);
    std::size_t dstIdx = 0;
    std::size_t srcIdx = weighted.empty() ? 0 : weighted.size() - 1;
    while (dstIdx < srcIdx) {
        const std::size_t dst = weighted[dstIdx];
        const std::size_t src = weighted[srcIdx];
        const int db = std::abs(moving[dst]);
        const int sb = std::abs(moving[src]);
        const int numslots = std::min(db, sb);
        if (numslots > 0) {
            const std::size_t source[] = {src};
            const std::vector<std::uint32_t>* const list[] = {&slotsOf[src]};
            const int count[] = {slotsCount[src]};
            RebalanceMove move{src, dst, {}};
            for (const ReshardItem& item : computeReshardTable(source, list, count, numslots))
                move.movedSlots.push_back(item.slot);
            // The source's lowest slots went; a receiver never gives in the same rebalance.
            slotsOf[src].erase(slotsOf[src].begin(), slotsOf[src].begin() + static_cast<std::ptrdiff_t>(move.movedSlots.size()));
            plan.moves.push_back(std::move(move));
        }
        moving[dst] += numslots;
        moving[src] -= numslots;
        if (moving[dst] == 0)
            ++dstIdx;
        if (moving[src] == 0)
            --srcIdx;
    }
    return plan;
}

}  // namespace ringlab::rediscli
