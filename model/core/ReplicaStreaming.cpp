// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/ReplicaStreaming.h"

#include "model/core/CassandraPlacement.h"
#include "model/core/Parallel.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <unordered_map>

namespace ringlab {

int replicationFactorOf(const Placement& placement)
{
    if (const auto* cassandra = dynamic_cast<const CassandraPlacement*>(&placement))
        return cassandra->replicationFactor();
    return 1;
}

namespace {

constexpr std::size_t kNoNode = static_cast<std::size_t>(-1);

struct Tally {
    std::size_t primaryChanged = 0;
    std::size_t setChanged = 0;
    std::size_t copiesAfter = 0;
    std::size_t streamedCopies = 0;
    std::uint64_t bytesAfter = 0;
    std::uint64_t streamedBytes = 0;
    std::map<std::pair<std::size_t, std::size_t>, std::pair<std::size_t, std::uint64_t>> streams;  // over `nodes`
};

}  // namespace

ReplicaChange diffReplicaSets(const Placement& before, const Placement& after, const KeySet& keys,
                              const KeySizeDistribution& sizes, std::uint64_t seed, const RunControl& control)
{
    ReplicaChange result;
    result.replicasBefore = replicationFactorOf(before);
    result.replicasAfter = replicationFactorOf(after);
    result.totalKeys = keys.size();

    // The nodes before, then the ones that joined; each placement's members as indices into it.
    std::vector<std::string> nodes;
    std::unordered_map<std::string, std::size_t> nodeIndex;
    const auto nodeOf = [&](const std::string& id) {
        const auto [at, inserted] = nodeIndex.try_emplace(id, nodes.size());
        if (inserted)
            nodes.push_back(id);
        return at->second;
    };
    std::vector<std::size_t> beforeNode;
    std::vector<std::size_t> afterNode;
    for (const Member& m : before.members())
        beforeNode.push_back(nodeOf(m.id));
    for (const Member& m : after.members())
        afterNode.push_back(nodeOf(m.id));

    const auto hashesBefore = keys.hashes(before.keyHash());
    const auto hashesAfter = keys.hashes(after.keyHash());
    control.checkpoint(0.0);
    Tally total;
    std::mutex merge;
    parallelFor(keys.size(), [&](std::size_t begin, std::size_t end) {
        Tally tally;
        std::vector<MemberIndex> owners;
        std::vector<std::size_t> was;
        std::vector<std::size_t> is;
        std::vector<std::size_t> gained;
        std::vector<std::size_t> lost;
        for (std::size_t k = begin; k < end; ++k) {
            before.ownersOfHash((*hashesBefore)[k], static_cast<std::size_t>(result.replicasBefore), owners);
            was.clear();
            for (const MemberIndex m : owners)
                was.push_back(beforeNode[m]);
            after.ownersOfHash((*hashesAfter)[k], static_cast<std::size_t>(result.replicasAfter), owners);
            is.clear();
            for (const MemberIndex m : owners)
                is.push_back(afterNode[m]);
            const std::uint64_t bytes = keySizeBytes(sizes, seed, k);
            tally.copiesAfter += is.size();
            tally.bytesAfter += bytes * is.size();
            if (was.empty() || is.empty() || was.front() != is.front())
                ++tally.primaryChanged;
            const auto holds = [](const std::vector<std::size_t>& set, std::size_t node) {
                return std::find(set.begin(), set.end(), node) != set.end();
            };
            gained.clear();
            lost.clear();
            for (const std::size_t node : is)
                if (!holds(was, node))
                    gained.push_back(node);
            for (const std::size_t node : was)
                if (!holds(is, node))
                    lost.push_back(node);
            if (gained.empty() && lost.empty())
                continue;
            ++tally.setChanged;
            std::size_t staying = kNoNode;
            for (const std::size_t node : was)
                if (holds(is, node)) {
                    staying = node;
                    break;
                }
            for (std::size_t i = 0; i < gained.size(); ++i) {
                const std::size_t from = i < lost.size() ? lost[i] : (staying != kNoNode ? staying : was.front());
                auto& stream = tally.streams[{from, gained[i]}];
                ++stream.first;
                stream.second += bytes;
                ++tally.streamedCopies;
                tally.streamedBytes += bytes;
            }
        }
        const std::lock_guard lock(merge);
        total.primaryChanged += tally.primaryChanged;
        total.setChanged += tally.setChanged;
        total.copiesAfter += tally.copiesAfter;
        total.streamedCopies += tally.streamedCopies;
        total.bytesAfter += tally.bytesAfter;
        total.streamedBytes += tally.streamedBytes;
        for (const auto& [pair, amount] : tally.streams) {
            auto& into = total.streams[pair];
            into.first += amount.first;
            into.second += amount.second;
        }
    });
    control.checkpoint(1.0);

    result.primaryChangedKeys = total.primaryChanged;
    result.replicaSetChangedKeys = total.setChanged;
    result.copiesAfter = total.copiesAfter;
    result.streamedCopies = total.streamedCopies;
    result.bytesAfter = total.bytesAfter;
    result.streamedBytes = total.streamedBytes;
    for (const auto& [pair, amount] : total.streams)
        result.streams.push_back({nodes[pair.first], nodes[pair.second], amount.first, amount.second});
    std::sort(result.streams.begin(), result.streams.end(), [](const ReplicaStream& a, const ReplicaStream& b) {
        if (a.copies != b.copies)
            return a.copies > b.copies;
        return std::tie(a.from, a.to) < std::tie(b.from, b.to);
    });
    return result;
}

}  // namespace ringlab
