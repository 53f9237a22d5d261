// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/Commands.h"
#include "app/cli/LongRun.h"
#include "model/core/Membership.h"
#include "model/core/MessageText.h"

#include <algorithm>
#include <iostream>

namespace {

using namespace ringlab::cli;
using ringlab::quotedValue;

bool asksForHelp(const std::vector<std::string>& arguments)
{
    return std::any_of(arguments.begin(), arguments.end(),
                       [](const std::string& a) { return a == "--help" || a == "-h"; });
}

// `help`, `help COMMAND`, `help simulate SCENARIO`, and COMMAND … --help. Asked for by name
// (`help …`, `--help …`), only the command's words may follow: anything else is refused, not
// ignored; after COMMAND's options the rest are that command's.
int printHelp(const std::vector<std::string>& words, bool byName)
{
    std::string name;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& word = words[i];
        if (byName && !name.empty() && name != "simulate")
            throw UsageError("help takes one command, got " + quotedValue(word) + " after " + quotedValue(name));
        if (word.starts_with("-")) {
            if (byName)
                throw UsageError("help takes a command, not the option " + quotedValue(word));
            continue;
        }
        name += (name.empty() ? "" : " ") + word;
        if (name != "simulate" && !byName)
            break;
    }
    if (name.empty()) {
        printUsage(std::cout);
        return 0;
    }
    if (name == "simulate") {
        std::cout << "usage: ringlab-cli simulate SCENARIO [options]\n\nscenarios (ringlab-cli help simulate "
                     "SCENARIO lists the options of one):\n";
        for (const std::string_view scenario : simulationScenarios()) {
            const CommandHelp& help = commandHelp("simulate " + std::string(scenario));
            std::cout << "  " << scenario << std::string(12 - scenario.size(), ' ') << help.summary << '\n';
        }
        return 0;
    }
    const CommandHelp* help = findCommandHelp(name);
    if (!help)
        throw UsageError("no command " + quotedValue(name) + " (ringlab-cli --help lists them)");
    printCommandHelp(std::cout, *help);
    return 0;
}

int run(const std::vector<std::string>& all)
{
    const std::string& command = all[0];
    const std::vector<std::string> arguments(all.begin() + 1, all.end());
    if (command == "--version") {
        if (!arguments.empty())
            throw UsageError("--version takes no argument, got " + quotedValue(arguments.front()));
        return printVersion(std::cout), 0;
    }
    if (command == "help" || command == "--help" || command == "-h")
        return printHelp(arguments, true);
    if (asksForHelp(arguments))
        return printHelp(all, false);
    if (command == "lookup")
        return runLookup(arguments, std::cin, std::cout);
    if (command == "hash")
        return runHash(arguments, std::cin, std::cout);
    if (command == "distribution")
        return runDistribution(arguments, std::cout);
    if (command == "move")
        return runMove(arguments, std::cout);
    if (command == "bench")
        return runBench(arguments, std::cout);
    if (command == "avalanche")
        return runAvalanche(arguments, std::cout);
    if (command == "vnodes")
        return runVnodes(arguments, std::cout);
    if (command == "reproduce")
        return runReproduce(arguments, std::cout);
    if (command == "simulate")
        return runSimulate(arguments, std::cout);
    if (command == "live")
        return runLive(arguments, std::cout);
    throw UsageError("unknown command " + quotedValue(command) + " (lookup, hash, distribution, move, bench, avalanche, vnodes, live, reproduce, simulate; --help lists them)");
}

}  // namespace

int main(int argc, char** argv)
{
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> all(argv + 1, argv + argc);
    try {
        if (all.empty())
            throw UsageError("no command given (ringlab-cli --help lists them)");
        const int status = run(all);
        // A full disk or a closed pipe must not pass for success: the output would be lost.
        std::cout.flush();
        if (!std::cout) {
            std::cerr << "ringlab-cli: cannot write the output (disk full or pipe closed)\n";
            return 1;
        }
        return status;
    } catch (const UsageError& e) {
        std::cerr << "ringlab-cli: " << ringlab::singleLine(e.what()) << '\n';
    } catch (const ringlab::ValidationError& e) {
        std::cerr << "ringlab-cli: " << ringlab::singleLine(e.what()) << '\n';
    } catch (const ringlab::ComputationCancelled&) {
        std::cerr << "ringlab-cli: interrupted\n";
        return 130;  // as a shell reports a run ended by Ctrl+C
    } catch (const std::bad_alloc&) {
        std::cerr << "ringlab-cli: out of memory\n";
        return 1;
    }
    return 2;
}
