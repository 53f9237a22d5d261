// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/CassandraPlacement.h"

#include "model/core/CassandraTokenAllocator.h"

#include "model/core/MessageText.h"
#include "model/core/SeenIndices.h"
#include "model/core/ValidationError.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <set>

namespace ringlab {

namespace {

std::uint64_t splitmix64(std::uint64_t& state) noexcept
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::string_view trimmed(std::string_view text) noexcept
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

// Splits "id=value" parts separated by `separator`; an empty text gives no parts.
std::vector<std::pair<std::string_view, std::string_view>> splitAssignments(std::string_view text,
                                                                           char separator)
{
    std::vector<std::pair<std::string_view, std::string_view>> parts;
    if (trimmed(text).empty())
        return parts;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(separator, start), text.size());
        const std::string_view part = trimmed(text.substr(start, end - start));
        const std::size_t equals = part.find('=');
        if (equals == std::string_view::npos || trimmed(part.substr(0, equals)).empty())
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError", "expected node=value, got %1"), {quotedValue(part)});
        parts.emplace_back(trimmed(part.substr(0, equals)), trimmed(part.substr(equals + 1)));
        start = end + 1;
    }
    return parts;
}

std::int64_t parseToken(std::string_view id, std::string_view text)
{
    std::int64_t token = 0;
    const char* last = text.data() + text.size();
    const auto [end, error] = std::from_chars(text.data(), last, token);
    if (text.empty() || error != std::errc{} || end != last)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "node %1: %2 is not a token (a whole number from -9223372036854775808 to 9223372036854775807)"),
            {quotedValue(id), quotedValue(text)});
    return token;
}

void validateNumbers(const CassandraConfig& config)
{
    if (config.numTokens < 1 || config.numTokens > kMaxNumTokens)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "num_tokens must be 1 to %1, as Cassandra allows, got %2"),
            {std::to_string(kMaxNumTokens), std::to_string(config.numTokens)});
    if (config.replicationFactor < 0)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the replication factor must be at least 1, got %1"),
            {std::to_string(config.replicationFactor)});
}

void validateReplicationFactor(int replicationFactor, std::size_t nodes)
{
    if (replicationFactor < 0)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "a replication factor must be at least 1, got %1"),
                              {std::to_string(replicationFactor)});
    if (static_cast<std::size_t>(replicationFactor) > nodes)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "replication factor %1 needs at least %1 nodes; there are %2"),
            {std::to_string(replicationFactor), std::to_string(nodes)});
}


constexpr std::uint64_t kSignBit = std::uint64_t{1} << 63;

CassandraToken signedToken(std::uint64_t position) noexcept
{
    return static_cast<CassandraToken>(position ^ kSignBit);
}

// The replication factor the allocator balances for: allocate_tokens_for_local_replication_factor,
// the one given or Cassandra 4.0's 3 (not capped by the fleet: the first nodes of a new ring
// split ranges until there are that many).
int allocationReplicas(const CassandraConfig& config) noexcept
{
    return config.replicationFactor > 0 ? config.replicationFactor : kDefaultReplicationFactor;
}

// TokenAllocation.createStrategy for the node about to join: how many racks the allocator sees.
// A rack no node of the ring is in yet counts as one ("treat it as a separate unit").
std::size_t racksSeenByAllocator(const std::set<std::string>& racksInRing, const std::string& rack)
{
    return racksInRing.count(rack) != 0 ? racksInRing.size() : 1;
}

void refuseRackCount(std::string_view node, std::size_t racks, int replicas)
{
    throw ValidationError(
        RINGLAB_TRANSLATE_NOOP("ValidationError", "replication-aware token allocation for node %1: its data centre has %2 racks, fewer than the replication factor %3, which Cassandra refuses; put the first %3 nodes in different racks or use random token allocation"),
        {quotedValue(node), std::to_string(racks), std::to_string(replicas)});
}

// Cassandra's partitioner.getRandomToken() for a node, made repeatable: its random tokens'
// generator.
class NodeRandomTokens {
public:
    NodeRandomTokens(std::string_view id, std::uint64_t seed) : state_(xxh64(id, seed)) {}
    CassandraToken operator()() noexcept
    {
        std::uint64_t token = 0;
        while (token == 0)
            token = splitmix64(state_);
        return signedToken(token);
    }

private:
    std::uint64_t state_;
};

// Every node's tokens (unsigned positions, in the order chosen): given ones; then, in list
// order, a node's kept tokens (it was in the ring before, with as many tokens) or new ones,
// random or chosen by Cassandra's allocator against the ring so far (TokenAllocation.allocate).
std::vector<std::vector<std::uint64_t>> chooseTokens(const CassandraConfig& config, const std::vector<Member>& members,
                                                     const std::vector<std::string>& racks, bool rackAware,
                                                     const std::map<std::string, std::vector<std::uint64_t>>& kept)
{
    std::vector<std::vector<std::uint64_t>> tokens(members.size());
    std::vector<bool> placed(members.size(), false);
    std::vector<std::size_t> joinOrder;  // the nodes placed so far, in order
    std::set<std::string> racksInRing;
    // The ring so far as the allocator takes it, built when a node first needs it.
    SortedTokens ring;
    bool ringBuilt = false;
    const auto addToRing = [&](std::size_t m) {
        for (const std::uint64_t position : tokens[m])
            ring.emplace(signedToken(position), m);
    };
    const auto place = [&](std::size_t m, std::vector<std::uint64_t> chosen, bool inRingAlready) {
        tokens[m] = std::move(chosen);
        placed[m] = true;
        joinOrder.push_back(m);
        racksInRing.insert(racks[m]);
        if (ringBuilt && !inRingAlready)
            addToRing(m);
    };
    for (std::size_t m = 0; m < members.size(); ++m)
        for (const MemberTokens& given : config.initialTokens)
            if (given.id == members[m].id) {
                std::vector<std::uint64_t> positions;
                std::transform(given.tokens.begin(), given.tokens.end(), std::back_inserter(positions), tokenToUnsigned);
                place(m, std::move(positions), false);
            }
    const int replicas = allocationReplicas(config);
    for (std::size_t m = 0; m < members.size(); ++m) {
        if (placed[m])
            continue;
        const std::string& id = members[m].id;
        const std::size_t count = CassandraPlacement::tokenCount(config.numTokens, members[m].weight);
        if (const auto keep = kept.find(id); keep != kept.end() && keep->second.size() == count) {
            place(m, keep->second, false);
            continue;
        }
        if (config.tokenAllocation == CassandraTokenAllocation::Random) {
            place(m, CassandraPlacement::randomTokens(id, config.tokenSeed, count), false);
            continue;
        }
        if (!ringBuilt) {
            for (const std::size_t node : joinOrder)
                addToRing(node);
            ringBuilt = true;
        }
        const int numTokens = static_cast<int>(count);
        NodeRandomTokens random(id, config.tokenSeed);
        const std::size_t racksSeen = rackAware ? racksSeenByAllocator(racksInRing, racks[m]) : 1;
        std::vector<CassandraToken> chosen;
        bool inRingAlready = false;
        if (replicas <= 1) {
            // NoReplicationTokenAllocator over the whole ring: it returns the ring with the new tokens.
            NoReplicationTokenAllocator allocator(std::move(ring));
            chosen = allocator.addUnit(m, numTokens, random);
            ring = std::move(allocator).releaseSortedTokens();
            inRingAlready = true;
        } else if (racksSeen == static_cast<std::size_t>(replicas)) {
            // As many racks as replicas: each rack is a ring of its own, without replication.
            SortedTokens rackRing;
            for (const auto& [token, node] : ring)
                if (racks[node] == racks[m])
                    rackRing.emplace(token, node);
            NoReplicationTokenAllocator allocator(std::move(rackRing));
            chosen = allocator.addUnit(m, numTokens, random);
        } else if (racksSeen > static_cast<std::size_t>(replicas) || racksSeen == 1) {
            const bool groupByRack = racksSeen > static_cast<std::size_t>(replicas);
            std::map<std::string, AllocationGroup> rackGroups;
            const auto groupOf = [&](std::size_t node) {
                return groupByRack ? rackGroups.try_emplace(racks[node], rackGroups.size()).first->second : node;
            };
            ReplicationAwareTokenAllocator allocator(std::move(ring), replicas);
            for (const std::size_t node : joinOrder)
                allocator.setGroup(node, groupOf(node));
            chosen = allocator.addUnit(m, groupOf(m), numTokens, random());
            ring = std::move(allocator).releaseSortedTokens();
            inRingAlready = true;
        } else {
            refuseRackCount(id, racksSeen, replicas);
        }
        // adjustForCrossDatacenterClashes: a token another node holds moves on by one (only a
        // rack's own ring can choose one).
        std::vector<std::uint64_t> positions;
        for (CassandraToken token : chosen) {
            if (!inRingAlready)
                while (ring.count(token) != 0)
                    ++token;
            positions.push_back(tokenToUnsigned(token));
        }
        place(m, std::move(positions), inRingAlready);
    }
    return tokens;
}

}  // namespace

std::vector<MemberTokens> parseMemberTokens(std::string_view text)
{
    std::vector<MemberTokens> result;
    for (const auto& [id, list] : splitAssignments(text, ';')) {
        MemberTokens entry{std::string(id), {}};
        std::size_t start = 0;
        while (start <= list.size()) {
            const std::size_t end = std::min(list.find(',', start), list.size());
            entry.tokens.push_back(parseToken(id, trimmed(list.substr(start, end - start))));
            start = end + 1;
        }
        result.push_back(std::move(entry));
    }
    return result;
}

std::vector<MemberRack> parseMemberRacks(std::string_view text)
{
    std::vector<MemberRack> result;
    for (const auto& [id, rack] : splitAssignments(text, ',')) {
        if (rack.empty())
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "node %1 has an empty rack name"),
                                  {quotedValue(id)});
        if (containsControlCharacter(rack))
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError", "the rack name %1 of node %2 contains a control character"),
                {quotedValue(rack), quotedValue(id)});
        result.push_back({std::string(id), std::string(rack)});
    }
    return result;
}

std::string memberTokensText(const std::vector<MemberTokens>& tokens)
{
    std::string text;
    for (const MemberTokens& entry : tokens) {
        if (!text.empty())
            text.push_back(';');
        text.append(entry.id).push_back('=');
        for (std::size_t i = 0; i < entry.tokens.size(); ++i)
            text.append(i == 0 ? "" : ",").append(std::to_string(entry.tokens[i]));
    }
    return text;
}

CassandraConfig forMembers(CassandraConfig config, std::span<const Member> members)
{
    const auto absent = [&](const auto& entry) {
        return std::none_of(members.begin(), members.end(), [&](const Member& m) { return m.id == entry.id; });
    };
    std::erase_if(config.initialTokens, absent);
    std::erase_if(config.racks, absent);
    return config;
}

std::string memberRacksText(const std::vector<MemberRack>& racks)
{
    std::string text;
    for (const MemberRack& entry : racks) {
        if (!text.empty())
            text.push_back(',');
        text.append(entry.id).append("=").append(entry.rack);
    }
    return text;
}

CassandraPlacement::CassandraPlacement(const CassandraConfig& config)
    : WideRingPlacement(hashFunction(HashId::CassandraToken)), config_(config)
{
    validateNumbers(config_);
}

std::unique_ptr<CassandraPlacement> CassandraPlacement::after(const CassandraPlacement& previous,
                                                              const CassandraConfig& config, std::vector<Member> members)
{
    auto placement = std::make_unique<CassandraPlacement>(config);
    const CassandraConfig& was = previous.config_;
    if (was.numTokens == config.numTokens && was.tokenSeed == config.tokenSeed &&
        was.tokenAllocation == config.tokenAllocation)
        placement->nodeTokens_ = previous.nodeTokens_;
    placement->setMembers(std::move(members));
    return placement;
}

int CassandraPlacement::replicationFactor() const noexcept
{
    if (config_.replicationFactor > 0)
        return config_.replicationFactor;
    return static_cast<int>(std::min<std::size_t>(kDefaultReplicationFactor, members().size()));
}

std::size_t CassandraPlacement::tokenCount(int numTokens, double weight) noexcept
{
    return std::max<std::size_t>(1, static_cast<std::size_t>(std::llround(numTokens * weight)));
}

std::vector<std::uint64_t> CassandraPlacement::randomTokens(std::string_view memberId, std::uint64_t seed,
                                                            std::size_t count)
{
    std::uint64_t state = xxh64(memberId, seed);
    std::vector<std::uint64_t> tokens;
    tokens.reserve(count);
    while (tokens.size() < count) {
        const std::uint64_t token = splitmix64(state);
        if (token != 0)  // 0 is Long.MIN_VALUE, Cassandra's minimum token, which no node owns
            tokens.push_back(token);
    }
    return tokens;
}

void CassandraPlacement::validate(const CassandraConfig& config, std::span<const Member> members)
{
    validateNumbers(config);
    const auto known = [&](const std::string& id) {
        return std::any_of(members.begin(), members.end(), [&](const Member& m) { return m.id == id; });
    };
    std::map<std::int64_t, std::string> owners;
    std::set<std::string> withTokens;
    for (const MemberTokens& entry : config.initialTokens) {
        if (!known(entry.id))
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "tokens are given for %1, which is not a node"),
                                  {quotedValue(entry.id)});
        if (!withTokens.insert(entry.id).second)
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "tokens are given twice for node %1"),
                                  {quotedValue(entry.id)});
        if (entry.tokens.empty() || entry.tokens.size() > static_cast<std::size_t>(kMaxNumTokens))
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError", "node %1 is given %2 tokens; a node takes 1 to %3"),
                {quotedValue(entry.id), std::to_string(entry.tokens.size()), std::to_string(kMaxNumTokens)});
        for (const std::int64_t token : entry.tokens) {
            const auto [at, inserted] = owners.emplace(token, entry.id);
            if (!inserted)
                throw ValidationError(
                    RINGLAB_TRANSLATE_NOOP("ValidationError", "token %1 is given to both %2 and %3; a token belongs to one node"),
                    {std::to_string(token), quotedValue(at->second), quotedValue(entry.id)});
        }
    }
    std::set<std::string> withRacks;
    for (const MemberRack& entry : config.racks) {
        if (!known(entry.id))
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "a rack is given for %1, which is not a node"),
                                  {quotedValue(entry.id)});
        if (!withRacks.insert(entry.id).second)
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "a rack is given twice for node %1"),
                                  {quotedValue(entry.id)});
    }
    validateReplicationFactor(config.replicationFactor, members.size());
    std::size_t total = 0;
    for (const Member& m : members) {
        const auto given = std::find_if(config.initialTokens.begin(), config.initialTokens.end(),
                                        [&](const MemberTokens& t) { return t.id == m.id; });
        total += given != config.initialTokens.end() ? given->tokens.size() : tokenCount(config.numTokens, m.weight);
    }
    if (total > kMaxRingPoints)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the token ring would hold %1 tokens; the limit is %2"),
            {std::to_string(total), std::to_string(kMaxRingPoints)});
    const int replicas = allocationReplicas(config);
    if (config.tokenAllocation != CassandraTokenAllocation::ReplicationAware || config.racks.empty() || replicas <= 1)
        return;
    // The racks each new node's allocator sees, the nodes joining in list order after those with
    // given tokens (chooseTokens' order).
    const auto rackOf = [&](const Member& m) {
        const auto rack = std::find_if(config.racks.begin(), config.racks.end(),
                                       [&](const MemberRack& r) { return r.id == m.id; });
        return rack != config.racks.end() ? rack->rack : std::string(kDefaultRack);
    };
    std::set<std::string> racksInRing;
    for (const Member& m : members)
        if (withTokens.count(m.id) != 0)
            racksInRing.insert(rackOf(m));
    for (const Member& m : members) {
        if (withTokens.count(m.id) != 0)
            continue;
        const std::size_t racksSeen = racksSeenByAllocator(racksInRing, rackOf(m));
        if (racksSeen > 1 && racksSeen < static_cast<std::size_t>(replicas))
            refuseRackCount(m.id, racksSeen, replicas);
        racksInRing.insert(rackOf(m));
    }
}

const std::vector<std::int64_t>* CassandraPlacement::givenTokens(std::string_view memberId) const noexcept
{
    for (const MemberTokens& entry : config_.initialTokens)
        if (entry.id == memberId)
            return &entry.tokens;
    return nullptr;
}

std::vector<std::size_t> CassandraPlacement::countPoints(const std::vector<Member>& members, int) const
{
    std::vector<std::size_t> counts;
    counts.reserve(members.size());
    for (const Member& m : members) {
        const auto* given = givenTokens(m.id);
        counts.push_back(given ? given->size() : tokenCount(config_.numTokens, m.weight));
    }
    return counts;
}

void CassandraPlacement::hashWidePoints(const std::vector<Member>& members, std::size_t member,
                                        std::span<std::uint64_t> positions) const
{
    const std::vector<std::uint64_t>& tokens = nodeTokens_.at(members[member].id);
    std::copy(tokens.begin(), tokens.end(), positions.begin());
}

void CassandraPlacement::rebuild(const std::vector<Member>& members)
{
    // Tokens and racks of nodes not in this fleet (one that left) are kept and unused.
    const CassandraConfig present = forMembers(config_, members);
    validate(present, members);

    std::vector<std::string> racks;
    racks.reserve(members.size());
    for (const Member& m : members) {
        const auto rack = std::find_if(present.racks.begin(), present.racks.end(),
                                       [&](const MemberRack& r) { return r.id == m.id; });
        racks.push_back(rack != present.racks.end() ? rack->rack : std::string(kDefaultRack));
    }
    std::map<std::string, std::uint32_t> rackNumbers;
    std::vector<std::uint32_t> rackIndex;
    rackIndex.reserve(racks.size());
    for (const std::string& rack : racks)
        rackIndex.push_back(rackNumbers.try_emplace(rack, static_cast<std::uint32_t>(rackNumbers.size())).first->second);

    // The nodes that stay keep their tokens, as Cassandra's do when others join or leave.
    std::vector<std::vector<std::uint64_t>> chosen = chooseTokens(present, members, racks, !present.racks.empty(), nodeTokens_);
    std::map<std::string, std::vector<std::uint64_t>> nodeTokens;
    for (std::size_t m = 0; m < members.size(); ++m)
        nodeTokens[members[m].id] = std::move(chosen[m]);
    std::swap(nodeTokens_, nodeTokens);
    try {
        WideRingPlacement::rebuild(members);
    } catch (...) {
        std::swap(nodeTokens_, nodeTokens);
        throw;
    }
    racks_ = std::move(racks);
    rackIndex_ = std::move(rackIndex);
    rackCount_ = rackNumbers.size();
}

void CassandraPlacement::ownersOfHash(KeyHash keyHash, std::size_t count, std::vector<MemberIndex>& out) const
{
    if (!rackAware()) {
        WideRingPlacement::ownersOfHash(keyHash, count, out);
        return;
    }
    // NetworkTopologyStrategy's DatacenterEndpoints for one data centre.
    out.clear();
    const std::size_t wanted = std::min(count, members().size());
    if (wanted == 0)
        return;
    std::ptrdiff_t acceptableRackRepeats = static_cast<std::ptrdiff_t>(count) - static_cast<std::ptrdiff_t>(rackCount_);
    // A node passed over (its rack seen, no repeat left) would be passed over again: each node
    // is weighed once.
    SeenIndices nodesSeen(members().size(), wanted);
    SeenIndices racksSeen(rackCount_, wanted);
    walkFrom(successor64(keyHash), [&](MemberIndex node) {
        if (!nodesSeen.insert(node))
            return false;
        if (racksSeen.insert(rackIndex_[node])) {
            out.push_back(node);
        } else if (acceptableRackRepeats > 0) {
            --acceptableRackRepeats;
            out.push_back(node);
        }
        return out.size() == wanted;
    });
}

std::vector<double> CassandraPlacement::effectiveOwnership(int replicationFactor) const
{
    constexpr double space = 18446744073709551616.0;  // 2^64
    const std::span<const std::uint64_t> tokens = positions64();
    std::vector<double> shares(members().size(), 0.0);
    const std::size_t n = tokens.size();
    std::vector<MemberIndex> replicas;
    for (std::size_t i = 0; i < n; ++i) {
        // Token i's range (previous token, token i]; the first range wraps around.
        const double range = i == 0 ? 1.0 - static_cast<double>(tokens[n - 1] - tokens[0]) / space
                                    : static_cast<double>(tokens[i] - tokens[i - 1]) / space;
        ownersOfHash(tokens[i], static_cast<std::size_t>(replicationFactor), replicas);
        for (const MemberIndex node : replicas)
            shares[node] += range;
    }
    return shares;
}

std::vector<std::int64_t> CassandraPlacement::tokensOf(MemberIndex member) const
{
    std::vector<std::int64_t> tokens;
    const std::span<const std::uint64_t> positions = positions64();
    const std::span<const MemberIndex> owners = owners64();
    for (std::size_t i = 0; i < positions.size(); ++i)
        if (owners[i] == member)
            tokens.push_back(static_cast<std::int64_t>(positions[i] ^ (std::uint64_t{1} << 63)));
    return tokens;
}

std::string CassandraPlacement::pointLabel(MemberIndex member, std::uint32_t vnode) const
{
    // vnode numbers the node's tokens in the order they were given, drawn or allocated.
    const std::int64_t token = signedToken(nodeTokens_.at(members()[member].id)[vnode]);
    return members()[member].id + " token " + std::to_string(token);
}

}  // namespace ringlab
