// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: ringlab-cli's argument parsing. The input is a command line split at NUL bytes:
// "move\0--nodes\0a,b\0--add\0c" (a scenario of `simulate` is the second word, as in
// main.cpp). The arguments after the command go through CommandLine with that command's
// option table (app/cli/CommandHelp.h), and every option is then read the ways the commands
// read them: value(), integer(), number(), a node list, placementConfig(). Bad input throws
// UsageError or ValidationError. The commands themselves are not run: most would compute for
// seconds on valid arguments.

#include "app/cli/CommandHelp.h"
#include "app/cli/CommandLine.h"
#include "app/cli/Commands.h"
#include "fuzz/FuzzCheck.h"
#include "model/core/MaglevPlacement.h"
#include "model/core/Membership.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

using namespace ringlab;
using namespace ringlab::cli;
using ringlab::fuzz::require;

namespace {

std::vector<std::string> splitAtNul(std::string_view input)
{
    std::vector<std::string> words;
    while (true) {
        const std::size_t nul = input.find('\0');
        words.emplace_back(input.substr(0, nul));
        if (nul == std::string_view::npos)
            return words;
        input.remove_prefix(nul + 1);
    }
}

void readInteger(const CommandLine& cmd, const std::string& name, long long min, long long max)
{
    try {
        const long long value = cmd.integer(name, min, min, max);
        require(value >= min && value <= max, "integer() returned a value outside its range");
    } catch (const UsageError&) {
    }
}

void readNumber(const CommandLine& cmd, const std::string& name, double min, double max)
{
    try {
        const double value = cmd.number(name, min, min, max);
        require(std::isfinite(value) && value >= min && value <= max,
                "number() returned a value outside its range");
    } catch (const UsageError&) {
    }
}

void readOption(const CommandLine& cmd, const OptionHelp& option)
{
    const std::string name(option.name);
    if (!cmd.has(name)) {
        require(cmd.value(name, "fallback") == "fallback", "value() of an absent option is not the fallback");
        require(cmd.integer(name, 7, 0, 10) == 7, "integer() of an absent option is not the fallback");
        require(cmd.number(name, 0.5, 0.0, 1.0) == 0.5, "number() of an absent option is not the fallback");
        return;
    }
    const std::string value = cmd.value(name);
    if (option.argument.empty()) {
        require(value.empty(), "a flag has a value");
        return;
    }
    // The ranges the commands use: counts, seeds, shares, seconds and rates.
    readInteger(cmd, name, 1, 1'000'000);
    readInteger(cmd, name, 0, std::numeric_limits<long long>::max());
    readInteger(cmd, name, std::numeric_limits<long long>::min(), std::numeric_limits<long long>::max());
    readNumber(cmd, name, 0.0, 1.0);
    readNumber(cmd, name, 1e-9, 1e9);
    readNumber(cmd, name, -std::numeric_limits<double>::max(), std::numeric_limits<double>::max());
    if (option.argument.find("ID") != std::string_view::npos) {
        try {
            const std::vector<Member> members = parseMemberList(value);
            require(!members.empty(), "an empty node list was accepted");
        } catch (const ValidationError&) {
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::vector<std::string> words = splitAtNul({reinterpret_cast<const char*>(data), size});
    std::string commandName = words.front();
    std::size_t firstArgument = 1;
    if (commandName == "simulate" && words.size() > 1) {
        commandName += " " + words[1];
        firstArgument = 2;
    }
    const CommandHelp* help = findCommandHelp(commandName);
    if (!help)
        return 0;
    const std::vector<std::string> arguments(words.begin() + static_cast<std::ptrdiff_t>(firstArgument), words.end());

    try {
        const CommandLine cmd(*help, arguments);
        require(cmd.command() == help->name, "the command line names another command");
        for (const OptionHelp& option : help->options)
            readOption(cmd, option);
        for (const std::string_view prefix : {"", "to-"}) {
            try {
                const PlacementConfig config = placementConfig(cmd, {}, prefix);
                require(config.replicas >= 1 && config.replicas <= 1'000'000, "replicas outside 1 … 1000000");
                require(MaglevPlacement::isPrime(config.maglevTableSize), "a Maglev table size that is not prime");
            } catch (const UsageError&) {
            } catch (const ValidationError&) {  // a table size that is not prime
            }
        }
    } catch (const UsageError&) {
    }
    return 0;
}
