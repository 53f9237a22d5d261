// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/DirectoryPlacement.h"

#include "model/core/ModuloPlacement.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <unordered_map>

namespace ringlab {

std::vector<std::size_t> DirectoryPlacement::slotTargets(const std::vector<Member>& members)
{
    const double total = totalWeight(members);
    const std::size_t n = members.size();
    std::vector<std::size_t> targets(n);
    std::vector<double> remainders(n);
    std::size_t assigned = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double quota = kRedisSlotCount * members[i].weight / total;
        targets[i] = static_cast<std::size_t>(std::floor(quota));
        remainders[i] = quota - std::floor(quota);
        assigned += targets[i];
    }
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return remainders[a] > remainders[b]; });
    for (std::size_t k = 0; assigned < kRedisSlotCount; ++k, ++assigned)
        ++targets[order[k % n]];
    return targets;
}

namespace {

constexpr MemberIndex kFree = static_cast<MemberIndex>(kMaxMembers);

// Moves the fewest slots that bring every member to its target: members over target give up
// their highest-numbered slots; free slots go, in ascending order, to the members under
// target, in list order (on an empty table: contiguous ranges like
// `redis-cli --cluster create`). Returns how many slots changed owner.
std::size_t applyTargets(std::vector<MemberIndex>& slots, std::vector<std::size_t> counts,
                         const std::vector<std::size_t>& targets)
{
    std::size_t freed = 0;
    for (std::uint32_t s = kRedisSlotCount; s-- > 0;) {
        const MemberIndex owner = slots[s];
        if (owner == kFree) {
            ++freed;
        } else if (counts[owner] > targets[owner]) {
            --counts[owner];
            slots[s] = kFree;
            ++freed;
        }
    }
    std::size_t member = 0;
    for (std::uint32_t s = 0; s < kRedisSlotCount; ++s) {
        if (slots[s] != kFree)
            continue;
        while (counts[member] >= targets[member])
            ++member;
        slots[s] = static_cast<MemberIndex>(member);
        ++counts[member];
    }
    return freed;
}

}  // namespace

void DirectoryPlacement::rebuild(const std::vector<Member>& members)
{
    auto targets = slotTargets(members);
    std::vector<MemberIndex> slots(kRedisSlotCount, kFree);
    std::vector<std::size_t> counts(members.size(), 0);
    if (slots_.empty()) {
        applyTargets(slots, counts, targets);
        slots_ = std::move(slots);
        lastMovedSlots_ = 0;
        return;
    }

    // Keep every slot whose owner stays a member.
    const auto& previous = Placement::members();
    std::unordered_map<std::string_view, std::size_t> previousIndex;
    for (std::size_t i = 0; i < previous.size(); ++i)
        previousIndex.emplace(previous[i].id, i);
    std::vector<MemberIndex> translate(previous.size(), kFree);
    std::vector<int> shareChange(members.size(), 1);  // -1 shrank, 0 same, +1 grew (new)
    const double totalBefore = totalWeight(previous);
    const double totalAfter = totalWeight(members);
    for (std::size_t i = 0; i < members.size(); ++i) {
        if (const auto found = previousIndex.find(members[i].id); found != previousIndex.end()) {
            translate[found->second] = static_cast<MemberIndex>(i);
            const double before = previous[found->second].weight / totalBefore;
            const double after = members[i].weight / totalAfter;
            shareChange[i] = after > before ? 1 : (after < before ? -1 : 0);
        }
    }
    for (std::uint32_t s = 0; s < kRedisSlotCount; ++s) {
        slots[s] = translate[slots_[s]];
        if (slots[s] != kFree)
            ++counts[slots[s]];
    }

    // The fewest moves in the right direction only: a member whose fair share did not grow
    // receives nothing, one whose share did not shrink gives nothing. The rounding slack that
    // leaves goes to (or comes from) the members whose share did change that way.
    std::size_t sum = 0;
    for (std::size_t i = 0; i < members.size(); ++i) {
        if (shareChange[i] <= 0)
            targets[i] = std::min(targets[i], counts[i]);
        if (shareChange[i] >= 0)
            targets[i] = std::max(targets[i], counts[i]);
        sum += targets[i];
    }
    const auto adjust = [&](int direction) {
        std::vector<std::size_t> eligible;
        for (std::size_t i = 0; i < members.size(); ++i)
            if (shareChange[i] == direction && (direction > 0 || targets[i] > 0))
                eligible.push_back(i);
        if (eligible.empty())
            for (std::size_t i = 0; i < members.size(); ++i)
                if (direction > 0 || targets[i] > 0)
                    eligible.push_back(i);
        for (std::size_t k = 0; sum != kRedisSlotCount; k = (k + 1) % eligible.size()) {
            if (direction < 0 && targets[eligible[k]] == 0)
                continue;
            targets[eligible[k]] = direction > 0 ? targets[eligible[k]] + 1 : targets[eligible[k]] - 1;
            sum = direction > 0 ? sum + 1 : sum - 1;
        }
    };
    if (sum < kRedisSlotCount)
        adjust(1);
    else if (sum > kRedisSlotCount)
        adjust(-1);

    lastMovedSlots_ = applyTargets(slots, std::move(counts), targets);
    slots_ = std::move(slots);
}

void DirectoryPlacement::rebalance()
{
    auto slots = slots_;
    lastMovedSlots_ = applyTargets(slots, slotCounts(), slotTargets(members()));
    slots_ = std::move(slots);
}

void DirectoryPlacement::ownersOfHash(KeyHash slot, std::size_t count,
                                      std::vector<MemberIndex>& out) const
{
    consecutiveMembers(ownerOfHash(slot), members().size(), count, out);
}

std::vector<std::size_t> DirectoryPlacement::slotCounts() const
{
    std::vector<std::size_t> counts(members().size(), 0);
    for (const MemberIndex owner : slots_)
        ++counts[owner];
    return counts;
}

std::optional<std::vector<double>> DirectoryPlacement::keySpaceShares() const
{
    std::vector<double> shares;
    for (const std::size_t c : slotCounts())
        shares.push_back(static_cast<double>(c) / kRedisSlotCount);
    return shares;
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
    slots_[slot] = static_cast<MemberIndex>(found - list.begin());
}

}  // namespace ringlab
