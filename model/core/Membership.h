// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/ValidationError.h"

#include <cstddef>
#include <cstdint>
#include <istream>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab {

struct Member {
    std::string id;
    double weight = 1.0;
    friend bool operator==(const Member&, const Member&) = default;
};

// Placements store the owner of a key as an index into their member list.
using MemberIndex = std::uint16_t;
inline constexpr std::size_t kMaxMembers = 65535;
// Long enough for any host name with a port; views elide what does not fit their room.
inline constexpr std::size_t kMaxMemberIdLength = 255;  // bytes of UTF-8
// Weights are relative; the range keeps every sum and ratio finite for all algorithms.
inline constexpr double kMinWeight = 0.001;
inline constexpr double kMaxWeight = 1'000'000.0;

// Throws ValidationError for an empty list, an empty, too long or duplicate id, an id with a
// control character, ',' or '=', a weight outside [kMinWeight, kMaxWeight], or more than
// kMaxMembers members.
void validateMembers(std::span<const Member> members);
void validateWeight(std::string_view id, double weight);
void validateMemberId(std::string_view id);

// "cache-01,cache-02=2,10.0.0.1:6379=0.5": ids may contain ':'; '=' introduces a weight.
std::vector<Member> parseMemberList(std::string_view text);
// One member a line: "id" or "id<TAB>weight"; blank lines and lines starting with '#' are
// skipped; a trailing CR is dropped. Errors name the line number.
std::vector<Member> parseMembersFile(std::istream& in);
// Strict number parsing for user input ("2", "0.5", "1e3"); nothing may follow the number.
double parseWeight(std::string_view id, std::string_view text);

// Sum of weights and each member's weight-fair share (weight / total).
double totalWeight(std::span<const Member> members) noexcept;
std::vector<double> fairShares(std::span<const Member> members);
// "cache-01 … cache-08": members named prefix + zero-padded number, weight 1.
std::vector<Member> numberedMembers(std::string_view prefix, std::size_t count, int digits = 2,
                                    std::size_t first = 1);

}  // namespace ringlab
