// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab::cli {

// One option of a command: "--name ARGUMENT" (a flag when `argument` is empty).
struct OptionHelp {
    std::string_view name;
    std::string_view argument;
    std::string_view text;
};

// What a command accepts and what it does. The parser accepts exactly these options, and
// `--help`, the man page and the bash completion are written from the same table, so the
// three cannot disagree with what the command takes.
struct CommandHelp {
    std::string_view name;      // "lookup", or "simulate failover" for a simulation scenario
    std::string_view summary;   // one line
    std::string_view synopsis;  // the arguments after "ringlab-cli NAME"
    std::string_view description;
    std::vector<OptionHelp> options;
};

std::span<const CommandHelp> commandHelps();
// The options that set the placement (--algorithm, --hash, …): what a --fleet file sets.
std::span<const OptionHelp> placementRuleOptions();
// "lookup", "simulate failover"; null when there is no such command.
const CommandHelp* findCommandHelp(std::string_view name);
// The scenarios of `simulate`, in the order the help lists them.
std::vector<std::string_view> simulationScenarios();

void printCommandHelp(std::ostream& out, const CommandHelp& help);
void printUsage(std::ostream& out);
void printVersion(std::ostream& out);

// The two files that `cmake --install` puts beside the program, written from the table above.
void printManPage(std::ostream& out);
void printBashCompletion(std::ostream& out);

}  // namespace ringlab::cli
