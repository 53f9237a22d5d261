// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/MaglevPlacement.h"

#include "model/core/SeenIndices.h"

#include <algorithm>
#include <numeric>

namespace ringlab {

bool MaglevPlacement::isPrime(std::uint64_t n) noexcept
{
    if (n < 2)
        return false;
    for (std::uint64_t d = 2; d * d <= n; ++d)
        if (n % d == 0)
            return false;
    return true;
}

void MaglevPlacement::validateTableSize(std::uint64_t tableSize)
{
    if (tableSize < 2 || tableSize > kMaxMaglevTableSize || !isPrime(tableSize))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the Maglev table size must be a prime between 2 and %1, as Envoy requires a prime; got %2"),
            {std::to_string(kMaxMaglevTableSize), std::to_string(tableSize)});
}

MaglevPlacement::MaglevPlacement(std::uint32_t tableSize)
    : Placement(hashFunction(HashId::Xxh64)), tableSize_(tableSize),
      entryHash_(xxh64EntryHash(tableSize))
{
    validateTableSize(tableSize);
}

void MaglevPlacement::rebuild(const std::vector<Member>& members)
{
    struct Entry {
        MemberIndex member;
        std::uint64_t offset;
        std::uint64_t skip;
        double weight;
        double target = 0.0;
        std::uint64_t next = 0;
    };
    const std::uint64_t size = tableSize_;
    // Envoy normalises weights by their sum and sorts hosts by the name it hashes.
    const double sum = totalWeight(members);
    std::vector<MemberIndex> order(members.size());
    std::iota(order.begin(), order.end(), MemberIndex{0});
    std::sort(order.begin(), order.end(),
              [&](MemberIndex a, MemberIndex b) { return members[a].id < members[b].id; });
    std::vector<Entry> entries;
    entries.reserve(members.size());
    double maxWeight = 0.0;
    for (const MemberIndex m : order) {
        const std::string_view name = members[m].id;
        const double weight = members[m].weight / sum;
        maxWeight = std::max(maxWeight, weight);
        entries.push_back({m, xxh64(name, 0) % size, xxh64(name, 1) % (size - 1) + 1, weight});
    }

    constexpr MemberIndex kEmpty = static_cast<MemberIndex>(kMaxMembers);
    std::vector<MemberIndex> table(size, kEmpty);
    std::uint64_t filled = 0;
    for (std::uint32_t round = 1; filled < size; ++round) {
        for (std::size_t i = 0; i < entries.size() && filled < size; ++i) {
            Entry& entry = entries[i];
            if (round * entry.weight < entry.target)
                continue;
            entry.target += maxWeight;
            std::uint64_t c = (entry.offset + entry.skip * entry.next) % size;
            while (table[c] != kEmpty) {
                ++entry.next;
                c = (entry.offset + entry.skip * entry.next) % size;
            }
            table[c] = entry.member;
            ++entry.next;
            ++filled;
        }
    }
    table_ = std::move(table);
}

void MaglevPlacement::ownersOfHash(KeyHash entry, std::size_t count,
                                   std::vector<MemberIndex>& out) const
{
    out.clear();
    const std::size_t wanted = std::min(count, members().size());
    SeenIndices seen(members().size(), wanted);
    for (std::size_t step = 0; step < table_.size() && out.size() < wanted; ++step) {
        const MemberIndex owner = table_[(wrapped(entry) + step) % table_.size()];
        if (seen.insert(owner))
            out.push_back(owner);
    }
}

void MaglevPlacement::assign(std::span<const KeyHash> entries,
                             std::span<MemberIndex> owners) const noexcept
{
    const MemberIndex* table = table_.data();
    for (std::size_t i = 0; i < entries.size(); ++i)
        owners[i] = table[wrapped(entries[i])];
}

std::vector<std::size_t> MaglevPlacement::entryCounts() const
{
    std::vector<std::size_t> counts(members().size(), 0);
    for (const MemberIndex owner : table_)
        ++counts[owner];
    return counts;
}

std::optional<std::vector<double>> MaglevPlacement::keySpaceShares() const
{
    std::vector<double> shares;
    for (const std::size_t count : entryCounts())
        shares.push_back(static_cast<double>(count) / static_cast<double>(table_.size()));
    return shares;
}

}  // namespace ringlab
