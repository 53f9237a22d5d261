// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/CassandraPlacement.h"

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
    if (const auto* given = givenTokens(members[member].id)) {
        std::transform(given->begin(), given->end(), positions.begin(), tokenToUnsigned);
        return;
    }
    const std::vector<std::uint64_t> tokens = randomTokens(members[member].id, config_.tokenSeed, positions.size());
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
    WideRingPlacement::rebuild(members);
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
    // vnode numbers the node's tokens in the order they were drawn or given.
    std::vector<std::uint64_t> drawn(pointCountOf(member));
    hashWidePoints(members(), member, drawn);
    const std::int64_t token = static_cast<std::int64_t>(drawn[vnode] ^ (std::uint64_t{1} << 63));
    return members()[member].id + " token " + std::to_string(token);
}

}  // namespace ringlab
