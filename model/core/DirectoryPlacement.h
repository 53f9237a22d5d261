// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"

namespace ringlab {

// Option B, coordinator + lookup table, in the style of Redis Cluster: a key's slot is
// CRC16-XMODEM(key) mod 16384 (only the {hash tag} when the key has one), and an explicit
// table assigns every slot to a member. The selected hash plays no part.
//
// The table is what redis-cli makes of it (model/core/RedisClusterManager.h): the first one is
// `redis-cli --cluster create`'s for the members as masters (in the order create makes them
// masters), then `--cluster rebalance --cluster-weight` with the members' weights when they
// differ; or the explicit table of the config (a real cluster's map). The table has history: a
// membership change is `--cluster rebalance --cluster-use-empty-masters` over the new members,
// in list order, with the weights they have, and the leaving members after them with weight 0
// (how Redis empties a master before `del-node`); `reshard` and `moveSlot` move slots by hand.
class DirectoryPlacement final : public Placement {
public:
    explicit DirectoryPlacement(const HashFunction& hash, std::vector<MemberSlots> initialTable = {}) noexcept
        : Placement(hash), initialTable_(std::move(initialTable))
    {
    }

    Algorithm algorithm() const noexcept override { return Algorithm::Directory; }
    const HashFunction& keyHash() const noexcept override
    {
        return hashFunction(HashId::RedisSlot);
    }
    MemberIndex ownerOfHash(KeyHash slot) const noexcept override
    {
        return slots_[slot % kRedisSlotCount];
    }
    // The slot's owner, then the members after it in list order.
    void ownersOfHash(KeyHash slot, std::size_t count,
                      std::vector<MemberIndex>& out) const override;
    std::optional<std::vector<double>> keySpaceShares() const override;
    std::size_t memoryBytes() const noexcept override
    {
        return slots_.size() * sizeof(MemberIndex);
    }
    std::unique_ptr<Placement> clone() const override
    {
        return std::make_unique<DirectoryPlacement>(*this);
    }

    const std::vector<MemberIndex>& slotTable() const noexcept { return slots_; }
    std::vector<std::size_t> slotCounts() const;
    // The table as ranges per member (members without slots left out), for a PlacementConfig.
    std::vector<MemberSlots> slotRanges() const;
    // Slots that changed owner in the last membership change, rebalance, reshard or move.
    std::size_t lastMovedSlots() const noexcept { return lastMovedSlots_; }
    // `redis-cli --cluster rebalance --cluster-use-empty-masters` with the members' weights
    // and the default 2 % threshold (within it nothing moves).
    void rebalance();
    // `redis-cli --cluster reshard --cluster-slots N --cluster-from SOURCES --cluster-to TARGET`
    // (sources in the order given; empty: every other member, as `--cluster-from all`). Returns
    // the slots moved, in order: at most N, fewer when the sources' shares round down. Throws
    // ValidationError (N outside 1 … 16384, an unknown member, the target among the sources),
    // changing nothing.
    std::vector<std::uint32_t> reshard(int slots, const std::vector<std::string>& sourceIds,
                                       std::string_view targetId);
    // Hands one slot to a member; throws ValidationError for a slot out of range or an
    // unknown member, changing nothing.
    void moveSlot(std::uint32_t slot, std::string_view memberId);

    // Throws ValidationError unless `table` gives every slot exactly one owner (owners that are
    // not members leave as in a membership change).
    static void validateSlotTable(const std::vector<MemberSlots>& table);

private:
    void rebuild(const std::vector<Member>& members) override;
    std::size_t memberIndex(std::string_view id, bool target) const;

    std::vector<MemberSlots> initialTable_;
    std::vector<MemberIndex> slots_;
    std::size_t lastMovedSlots_ = 0;
};

// The slot table as the command line and scenario files write it: "ID=RANGES;ID=RANGES", the
// ranges "0-5460,5462" (--redis-slots "10.0.0.1:6379=0-5460;10.0.0.2:6379=5461-16383").
// Throws ValidationError naming the part that is wrong; the text of an empty table is "".
std::vector<MemberSlots> parseMemberSlots(std::string_view text);
std::string memberSlotsText(const std::vector<MemberSlots>& table);
// Ranges as that text writes them: "0-199,5461".
std::string slotRangesText(const std::vector<SlotRange>& ranges);

}  // namespace ringlab
