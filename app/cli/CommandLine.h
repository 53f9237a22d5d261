// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab::cli {

struct CommandHelp;

// A mistake in how the command was called; printed as one line, exit status 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// "--name value" or "--name=value" options after a sub-command, as its CommandHelp lists them
// (an option without an argument there is a flag). Every option the command does not list,
// every repeated option and every stray argument is an error.
class CommandLine {
public:
    CommandLine(const CommandHelp& help, const std::vector<std::string>& arguments);

    const std::string& command() const noexcept { return command_; }
    bool has(std::string_view name) const;
    std::string value(std::string_view name, std::string_view fallback = {}) const;
    long long integer(std::string_view name, long long fallback, long long min, long long max) const;
    double number(std::string_view name, double fallback, double min, double max) const;

private:
    std::string command_;
    std::map<std::string, std::string, std::less<>> values_;
};

}  // namespace ringlab::cli
