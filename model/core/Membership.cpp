// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/Membership.h"

#include "model/core/MessageText.h"
#include "model/core/TextFile.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <unordered_set>

namespace ringlab {

namespace {

std::string quoted(std::string_view text)
{
    return quotedValue(text);
}

std::string_view trimmed(std::string_view text)
{
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

}  // namespace

void validateMemberId(std::string_view id)
{
    if (id.empty())
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "node id is empty"), {});
    if (id.size() > kMaxMemberIdLength)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "node id %1 is longer than %2 bytes"),
                              {quoted(id), std::to_string(kMaxMemberIdLength)});
    if (containsControlCharacter(id) || id.find_first_of(",=") != std::string_view::npos)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "node id %1 contains a control character, ',' or '='"), {quoted(id)});
}

void validateWeight(std::string_view id, double weight)
{
    if (!(weight >= kMinWeight && weight <= kMaxWeight))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "weight of node %1 must be between %2 and %3, got %4"),
            {quoted(id), ValidationError::number(kMinWeight), ValidationError::number(kMaxWeight),
             ValidationError::number(weight)});
}

void validateMembers(std::span<const Member> members)
{
    if (members.empty())
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the node list is empty"), {});
    if (members.size() > kMaxMembers)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "too many nodes: %1 (at most %2)"),
                              {std::to_string(members.size()), std::to_string(kMaxMembers)});
    std::unordered_set<std::string_view> seen;
    seen.reserve(members.size());
    for (const auto& m : members) {
        validateMemberId(m.id);
        validateWeight(m.id, m.weight);
        if (!seen.insert(m.id).second)
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError", "duplicate node id %1"),
                {quoted(m.id)});
    }
}

double parseWeight(std::string_view id, std::string_view text)
{
    text = trimmed(text);
    double value = 0.0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size())
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "weight of node %1 is not a number: %2"),
            {quoted(id), quoted(text)});
    validateWeight(id, value);
    return value;
}

std::vector<Member> parseMemberList(std::string_view text)
{
    std::vector<Member> members;
    if (trimmed(text).empty())
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the node list is empty"), {});
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto comma = text.find(',', start);
        const auto item =
            trimmed(text.substr(start, comma == std::string_view::npos ? text.npos : comma - start));
        if (item.empty())
            throw ValidationError(
                RINGLAB_TRANSLATE_NOOP("ValidationError", "empty node id in node list %1"),
                {quoted(text)});
        Member m;
        if (const auto eq = item.rfind('='); eq != std::string_view::npos) {
            m.id = std::string(trimmed(item.substr(0, eq)));
            validateMemberId(m.id);
            m.weight = parseWeight(m.id, item.substr(eq + 1));
        } else {
            m.id = std::string(item);
        }
        members.push_back(std::move(m));
        if (comma == std::string_view::npos)
            break;
        start = comma + 1;
    }
    validateMembers(members);
    return members;
}

std::vector<Member> parseMembersFile(std::istream& in)
{
    // A line holds an id, a tab and a weight: room for generous spacing, none for garbage.
    constexpr std::size_t kMaxLineBytes = 1024;
    constexpr std::size_t kMaxFileBytes = 64u << 20;
    std::vector<Member> members;
    std::unordered_set<std::string> seen;
    LineReader reader(in, kMaxLineBytes, kMaxFileBytes);
    std::string_view line;
    while (reader.next(line)) {
        if (trimmed(line).empty() || trimmed(line).front() == '#')
            continue;
        try {
            Member m;
            if (const auto tab = line.find('\t'); tab != std::string::npos) {
                m.id = std::string(trimmed(line.substr(0, tab)));
                validateMemberId(m.id);
                m.weight = parseWeight(m.id, line.substr(tab + 1));
            } else {
                m.id = std::string(trimmed(line));
                validateMemberId(m.id);
            }
            if (!seen.insert(m.id).second)
                throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "duplicate node id %1"), {quoted(m.id)});
            if (members.size() == kMaxMembers)
                throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "too many nodes: more than %1"),
                                      {std::to_string(kMaxMembers)});
            members.push_back(std::move(m));
        } catch (const ValidationError& e) {
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "line %1: %2"),
                                  {std::to_string(reader.lineNumber()), e.what()});
        }
    }
    if (members.empty())
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the nodes file lists no node"), {});
    validateMembers(members);
    return members;
}

double totalWeight(std::span<const Member> members) noexcept
{
    double total = 0.0;
    for (const auto& m : members)
        total += m.weight;
    return total;
}

std::vector<double> fairShares(std::span<const Member> members)
{
    const double total = totalWeight(members);
    std::vector<double> shares;
    shares.reserve(members.size());
    for (const auto& m : members)
        shares.push_back(total > 0.0 ? m.weight / total : 0.0);
    return shares;
}

std::vector<Member> numberedMembers(std::string_view prefix, std::size_t count, int digits,
                                    std::size_t first)
{
    std::vector<Member> members;
    members.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        char number[32];
        std::snprintf(number, sizeof number, "%0*zu", digits, first + i);
        members.push_back({std::string(prefix) + number, 1.0});
    }
    return members;
}

}  // namespace ringlab
