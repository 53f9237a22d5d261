// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the nodes readers of model/core/Membership.h on the same bytes: the nodes file
// (`--nodes-file`, parseMembersFile) and the `--nodes id[=weight],…` list (parseMemberList).
// Bad input throws ValidationError; what either accepts must pass validateMembers().

#include "fuzz/FuzzCheck.h"
#include "model/core/Membership.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <sstream>
#include <string>
#include <string_view>

using namespace ringlab;
using ringlab::fuzz::require;

namespace {

void requireValid(const std::vector<Member>& members, const char* what)
{
    try {
        validateMembers(members);
    } catch (const ValidationError&) {
        ringlab::fuzz::fail(what);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);

    std::istringstream file(text);
    try {
        const std::vector<Member> members = parseMembersFile(file);
        requireValid(members, "parseMembersFile accepted members that validateMembers refuses");
    } catch (const ValidationError&) {
    }

    std::vector<Member> members;
    try {
        members = parseMemberList(text);
    } catch (const ValidationError&) {
        return 0;
    }
    requireValid(members, "parseMemberList accepted members that validateMembers refuses");
    // Written back as the CLI documents the list, it reads as the same members.
    std::string written;
    for (const Member& member : members) {
        char weight[32];
        std::snprintf(weight, sizeof weight, "%.17g", member.weight);
        written += (written.empty() ? "" : ",") + member.id + "=" + weight;
    }
    std::vector<Member> reread;
    try {
        reread = parseMemberList(written);
    } catch (const ValidationError&) {
        ringlab::fuzz::fail("a node list written back is refused");
    }
    require(reread == members, "a node list written back reads as other members");
    return 0;
}
