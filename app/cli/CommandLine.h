#pragma once

#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab::cli {

// A mistake in how the command was called; printed as one line, exit status 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// "--name value" or "--name=value" options after a sub-command. Every option a command does
// not know, every repeated option and every stray argument is an error.
class CommandLine {
public:
    CommandLine(std::string command, const std::vector<std::string>& arguments,
                const std::set<std::string, std::less<>>& valueOptions,
                const std::set<std::string, std::less<>>& flags = {});

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
