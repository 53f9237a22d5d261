// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CommandLine.h"

#include "app/cli/CommandHelp.h"
#include "model/core/MessageText.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace ringlab::cli {

namespace {

// "--replica" as typed, or quoted and escaped when it holds anything but letters, digits and '-'.
std::string shownOption(std::string_view name)
{
    const bool plain = name.size() <= 64 && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
    });
    return plain ? "--" + std::string(name) : quotedValue("--" + std::string(name));
}

}  // namespace

CommandLine::CommandLine(const CommandHelp& help, const std::vector<std::string>& arguments)
    : command_(help.name)
{
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& argument = arguments[i];
        if (argument.rfind("--", 0) != 0)
            throw UsageError("unexpected argument " + quotedValue(argument) + " for " + command_);
        std::string name = argument.substr(2);
        std::string value;
        bool hasInlineValue = false;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name.resize(eq);
            hasInlineValue = true;
        }
        if (values_.contains(name))
            throw UsageError("option " + shownOption(name) + " given twice");
        const auto option = std::find_if(help.options.begin(), help.options.end(),
                                         [&](const OptionHelp& o) { return o.name == name; });
        if (option == help.options.end())
            throw UsageError("unknown option " + shownOption(name) + " for " + command_ + " (ringlab-cli help " +
                             command_ + " lists its options)");
        if (option->argument.empty()) {
            if (hasInlineValue)
                throw UsageError("option --" + name + " takes no value");
        } else if (!hasInlineValue) {
            if (i + 1 >= arguments.size())
                throw UsageError("option --" + name + " needs a value (" + std::string(option->argument) + ")");
            value = arguments[++i];
        }
        values_.emplace(std::move(name), std::move(value));
    }
}

bool CommandLine::has(std::string_view name) const
{
    return values_.find(name) != values_.end();
}

std::string CommandLine::value(std::string_view name, std::string_view fallback) const
{
    const auto found = values_.find(name);
    return found == values_.end() ? std::string(fallback) : found->second;
}

long long CommandLine::integer(std::string_view name, long long fallback, long long min,
                               long long max) const
{
    const auto found = values_.find(name);
    if (found == values_.end())
        return fallback;
    const std::string& text = found->second;
    long long number = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size())
        throw UsageError("--" + std::string(name) + " must be a whole number, got " + quotedValue(text));
    if (number < min || number > max)
        throw UsageError("--" + std::string(name) + " must be between " + std::to_string(min) +
                         " and " + std::to_string(max) + ", got " + text);  // a number
    return number;
}

double CommandLine::number(std::string_view name, double fallback, double min, double max) const
{
    const auto found = values_.find(name);
    if (found == values_.end())
        return fallback;
    const std::string& text = found->second;
    double number = 0.0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !(number >= min) ||
        !(number <= max)) {
        char range[96];
        std::snprintf(range, sizeof range, "%g and %g", min, max);
        throw UsageError("--" + std::string(name) + " must be a number between " + range + ", got " +
                         quotedValue(text));
    }
    return number;
}

}  // namespace ringlab::cli
