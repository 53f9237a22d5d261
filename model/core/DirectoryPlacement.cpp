// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/DirectoryPlacement.h"

#include "model/core/ModuloPlacement.h"
#include "model/core/RedisClusterManager.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>
#include <unordered_map>

namespace ringlab {

namespace {

using rediscli::kNoOwner;

// `redis-cli --cluster rebalance --cluster-use-empty-masters` over `masters` masters of
// `table`, with these weights; returns how many slots changed owner.
std::size_t rebalanceTable(std::vector<MemberIndex>& table, std::vector<float> weights)
{
    const std::size_t masters = weights.size();
    rediscli::RebalanceOptions options;
    options.weights = std::move(weights);
    options.useEmptyMasters = true;
    std::size_t moved = 0;
    for (const auto& move : rediscli::rebalancePlan(table, masters, options).moves) {
        for (const std::uint32_t slot : move.movedSlots)
            table[slot] = static_cast<MemberIndex>(move.target);
        moved += move.movedSlots.size();
    }
    return moved;
}

std::vector<float> weightsOf(const std::vector<Member>& members)
{
    std::vector<float> weights;
    for (const Member& m : members)
        weights.push_back(static_cast<float>(m.weight));
    return weights;
}

// The slot table of `members` from `previousTable` (owners indexed by `previousIds`): owners
// that stay keep their slots; the others leave, rebalanced away as masters of weight 0 listed
// after the members. Returns the slots that changed owner.
std::size_t rebalanceFrom(const std::vector<std::string_view>& previousIds,
                          const std::vector<MemberIndex>& previousTable, const std::vector<Member>& members,
                          std::vector<MemberIndex>& table)
{
    std::unordered_map<std::string_view, std::size_t> index;
    for (std::size_t i = 0; i < members.size(); ++i)
        index.emplace(members[i].id, i);
    std::vector<float> weights = weightsOf(members);
    std::vector<std::size_t> translate(previousIds.size());
    for (std::size_t i = 0; i < previousIds.size(); ++i) {
        if (const auto found = index.find(previousIds[i]); found != index.end()) {
            translate[i] = found->second;
        } else {
            translate[i] = weights.size();
            weights.push_back(0.0f);
        }
    }
    if (weights.size() > kMaxMembers)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "too many nodes leave and join at once: at most %1 in all"),
                              {std::to_string(kMaxMembers)});
    table.assign(kRedisSlotCount, kNoOwner);
    for (std::uint32_t s = 0; s < kRedisSlotCount; ++s)
        table[s] = static_cast<MemberIndex>(translate[previousTable[s]]);
    const std::size_t moved = rebalanceTable(table, std::move(weights));
    for (const MemberIndex owner : table)
        if (owner >= members.size())
            throw std::logic_error("redis-cli's rebalance left a slot on a node that leaves");
    return moved;
}

}  // namespace

void DirectoryPlacement::validateSlotTable(const std::vector<MemberSlots>& table)
{
    std::vector<bool> owned(kRedisSlotCount, false);
    for (const MemberSlots& entry : table) {
        for (const SlotRange& range : entry.ranges) {
            if (range.first > range.last || range.last >= kRedisSlotCount)
                throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "slot range %1-%2 of \"%3\" is not within 0 … %4"),
                                      {std::to_string(range.first), std::to_string(range.last), entry.id,
                                       std::to_string(kRedisSlotCount - 1)});
            for (std::uint32_t s = range.first; s <= range.last; ++s) {
                if (owned[s])
                    throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "slot %1 has two owners in the slot table (one is \"%2\")"),
                                          {std::to_string(s), entry.id});
                owned[s] = true;
            }
        }
    }
    if (const auto free = std::find(owned.begin(), owned.end(), false); free != owned.end())
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "slot %1 has no owner in the slot table: every one of the %2 slots needs one"),
                              {std::to_string(free - owned.begin()), std::to_string(kRedisSlotCount)});
}

void DirectoryPlacement::rebuild(const std::vector<Member>& members)
{
    std::vector<MemberIndex> table;
    std::size_t moved = 0;
    if (!slots_.empty() && members == Placement::members()) {
        // The same membership (a new key set, a recomputation): nothing to rebalance; a
        // reshard or a hand-made move stays.
        table = slots_;
    } else if (!slots_.empty()) {
        std::vector<std::string_view> previousIds;
        for (const Member& m : Placement::members())
            previousIds.push_back(m.id);
        moved = rebalanceFrom(previousIds, slots_, members, table);
    } else if (!initialTable_.empty()) {
        // A real cluster's map: its owners that are not members leave as in a change.
        validateSlotTable(initialTable_);
        std::vector<std::string_view> ownerIds;
        std::vector<MemberIndex> ownerTable(kRedisSlotCount, kNoOwner);
        for (const MemberSlots& entry : initialTable_) {
            const auto index = static_cast<MemberIndex>(ownerIds.size());
            ownerIds.push_back(entry.id);
            for (const SlotRange& range : entry.ranges)
                std::fill(ownerTable.begin() + range.first, ownerTable.begin() + range.last + 1, index);
        }
        const bool ownersStay = std::all_of(ownerIds.begin(), ownerIds.end(), [&](std::string_view id) {
            return std::any_of(members.begin(), members.end(), [&](const Member& m) { return m.id == id; });
        });
        if (ownersStay) {
            std::vector<MemberIndex> memberOfOwner;
            for (const std::string_view id : ownerIds)
                memberOfOwner.push_back(static_cast<MemberIndex>(
                    std::find_if(members.begin(), members.end(), [&](const Member& m) { return m.id == id; }) -
                    members.begin()));
            table.resize(kRedisSlotCount);
            for (std::uint32_t s = 0; s < kRedisSlotCount; ++s)
                table[s] = memberOfOwner[ownerTable[s]];
        } else {
            moved = rebalanceFrom(ownerIds, ownerTable, members, table);
        }
    } else {
        // `redis-cli --cluster create` with the members as masters, then (if the weights
        // differ) `--cluster rebalance` with them.
        std::vector<std::string> ids;
        for (const Member& m : members)
            ids.push_back(m.id);
        const auto masterOrder = rediscli::createMasterOrder(ids);
        table = rediscli::createSlotTable(members.size());
        for (MemberIndex& owner : table)
            owner = static_cast<MemberIndex>(masterOrder[owner]);
        const bool equalWeights = std::all_of(members.begin(), members.end(),
                                              [&](const Member& m) { return m.weight == members.front().weight; });
        if (!equalWeights)
            rebalanceTable(table, weightsOf(members));
    }
    slots_ = std::move(table);
    lastMovedSlots_ = moved;
}

void DirectoryPlacement::rebalance()
{
    auto table = slots_;
    lastMovedSlots_ = rebalanceTable(table, weightsOf(members()));
    slots_ = std::move(table);
}

void DirectoryPlacement::ownersOfHash(KeyHash slot, std::size_t count,
                                      std::vector<MemberIndex>& out) const
{
    consecutiveMembers(ownerOfHash(slot), members().size(), count, out);
}

std::vector<std::size_t> DirectoryPlacement::slotCounts() const
{
    return rediscli::slotCounts(slots_, members().size());
}

std::vector<MemberSlots> DirectoryPlacement::slotRanges() const
{
    std::vector<MemberSlots> table;
    for (std::size_t m = 0; m < members().size(); ++m)
        if (auto ranges = rediscli::slotRanges(slots_, static_cast<MemberIndex>(m)); !ranges.empty())
            table.push_back({members()[m].id, std::move(ranges)});
    return table;
}

std::optional<std::vector<double>> DirectoryPlacement::keySpaceShares() const
{
    std::vector<double> shares;
    for (const std::size_t c : slotCounts())
        shares.push_back(static_cast<double>(c) / kRedisSlotCount);
    return shares;
}

std::size_t DirectoryPlacement::memberIndex(std::string_view id, bool target) const
{
    const auto& list = members();
    const auto found = std::find_if(list.begin(), list.end(), [&](const Member& m) { return m.id == id; });
    if (found == list.end())
        throw ValidationError(target ? RINGLAB_TRANSLATE_NOOP("ValidationError", "no node \"%1\" to reshard to")
                                     : RINGLAB_TRANSLATE_NOOP("ValidationError", "no node \"%1\" to reshard from"),
                              {std::string(id)});
    return static_cast<std::size_t>(found - list.begin());
}

std::vector<std::uint32_t> DirectoryPlacement::reshard(int slots, const std::vector<std::string>& sourceIds,
                                                       std::string_view targetId)
{
    if (slots < 1 || slots > static_cast<int>(kRedisSlotCount))
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "a reshard moves 1 to %1 slots, not %2"),
                              {std::to_string(kRedisSlotCount), std::to_string(slots)});
    const std::size_t target = memberIndex(targetId, true);
    std::vector<std::size_t> sources;
    for (const std::string& id : sourceIds) {
        const std::size_t source = memberIndex(id, false);
        if (source == target)
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "\"%1\" cannot be both the source and the target of a reshard"),
                                  {id});
        if (std::find(sources.begin(), sources.end(), source) != sources.end())
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "\"%1\" is named twice as a source of the reshard"), {id});
        sources.push_back(source);
    }
    if (sourceIds.empty())
        sources = rediscli::allSourcesBut(members().size(), target);
    if (sources.empty())
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "a reshard to \"%1\" has no other node to take slots from"),
                              {std::string(targetId)});
    std::vector<std::uint32_t> moved;
    for (const auto& item : rediscli::reshardTable(slots_, sources, slots)) {
        slots_[item.slot] = static_cast<MemberIndex>(target);
        moved.push_back(item.slot);
    }
    lastMovedSlots_ = moved.size();
    return moved;
}

void DirectoryPlacement::moveSlot(std::uint32_t slot, std::string_view memberId)
{
    if (slot >= kRedisSlotCount)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "slot %1 is out of range 0 … %2"),
                              {std::to_string(slot), std::to_string(kRedisSlotCount - 1)});
    const auto& list = members();
    const auto found = std::find_if(list.begin(), list.end(),
                                    [&](const Member& m) { return m.id == memberId; });
    if (found == list.end())
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "no node \"%1\" to move slot %2 to"),
                              {std::string(memberId), std::to_string(slot)});
    const auto owner = static_cast<MemberIndex>(found - list.begin());
    lastMovedSlots_ = slots_[slot] != owner ? 1 : 0;
    slots_[slot] = owner;
}

namespace {

std::string_view trimmedText(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::uint32_t parseSlot(std::string_view id, std::string_view text)
{
    std::uint32_t slot = 0;
    const char* last = text.data() + text.size();
    const auto [end, error] = std::from_chars(text.data(), last, slot);
    if (text.empty() || error != std::errc{} || end != last || slot >= kRedisSlotCount)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "node %1: \"%2\" is not a slot 0 … %3"),
                              {std::string(id), std::string(text), std::to_string(kRedisSlotCount - 1)});
    return slot;
}

}  // namespace

std::vector<MemberSlots> parseMemberSlots(std::string_view text)
{
    std::vector<MemberSlots> table;
    if (trimmedText(text).empty())
        return table;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(';', start), text.size());
        const std::string_view part = trimmedText(text.substr(start, end - start));
        const std::size_t equals = part.rfind('=');
        if (equals == std::string_view::npos || trimmedText(part.substr(0, equals)).empty())
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "expected node=slots, got \"%1\""), {std::string(part)});
        MemberSlots entry{std::string(trimmedText(part.substr(0, equals))), {}};
        const std::string_view list = part.substr(equals + 1);
        std::size_t from = 0;
        while (from <= list.size()) {
            const std::size_t to = std::min(list.find(',', from), list.size());
            const std::string_view range = trimmedText(list.substr(from, to - from));
            const std::size_t dash = range.find('-');
            const std::uint32_t first = parseSlot(entry.id, range.substr(0, dash));
            const std::uint32_t last = dash == std::string_view::npos ? first : parseSlot(entry.id, range.substr(dash + 1));
            if (last < first)
                throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "node %1: the slot range \"%2\" ends before it starts"),
                                      {entry.id, std::string(range)});
            entry.ranges.push_back({first, last});
            from = to + 1;
        }
        table.push_back(std::move(entry));
        start = end + 1;
    }
    return table;
}

std::string slotRangesText(const std::vector<SlotRange>& ranges)
{
    std::string text;
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        text.append(i == 0 ? "" : ",").append(std::to_string(ranges[i].first));
        if (ranges[i].last != ranges[i].first)
            text.append("-").append(std::to_string(ranges[i].last));
    }
    return text;
}

std::string memberSlotsText(const std::vector<MemberSlots>& table)
{
    std::string text;
    for (const MemberSlots& entry : table) {
        if (!text.empty())
            text.push_back(';');
        text.append(entry.id).append("=").append(slotRangesText(entry.ranges));
    }
    return text;
}

}  // namespace ringlab
