// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"

namespace ringlab {

// Option B, coordinator + lookup table, in the style of Redis Cluster: a key's slot is
// CRC16-XMODEM(key) mod 16384 (only the {hash tag} when the key has one), and an explicit
// table assigns every slot to a member. The selected hash plays no part.
//
// The table has history: a membership change rebalances the current table toward each
// member's weight-fair number of slots, moving only the slots that must move (those of
// removed members and each member's excess over its target) and only from members whose
// share shrank to members whose share grew; a single slot can be moved by hand.
class DirectoryPlacement final : public Placement {
public:
    explicit DirectoryPlacement(const HashFunction& hash) noexcept : Placement(hash) {}

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
    // Slots that changed owner in the last membership change.
    std::size_t lastMovedSlots() const noexcept { return lastMovedSlots_; }
    // Moves the fewest slots that give every member exactly its weight-fair slot count
    // (undoing hand-made moves where they unbalance).
    void rebalance();
    // Hands one slot to a member; throws ValidationError for a slot out of range or an
    // unknown member, changing nothing.
    void moveSlot(std::uint32_t slot, std::string_view memberId);

    // Weight-fair slot counts by largest remainder (ties to the earlier member); they sum to
    // 16384.
    static std::vector<std::size_t> slotTargets(const std::vector<Member>& members);

private:
    void rebuild(const std::vector<Member>& members) override;

    std::vector<MemberIndex> slots_;
    std::size_t lastMovedSlots_ = 0;
};

}  // namespace ringlab
