// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/Commands.h"
#include "app/cli/LongRun.h"
#include "app/cli/StandardOutput.h"
#include "model/core/Membership.h"
#include "model/core/MessageText.h"

#include <algorithm>
#include <iostream>
#include <string_view>

#include <csignal>

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

void printError(std::string_view message)
{
    std::cerr << "ringlab-cli: " << message << '\n';
}

// Runs the command line; every failure ends in one line on stderr and its exit status.
int runReporting(const std::vector<std::string>& all)
{
    try {
        int status = 0;
        if (const int error = printToStandardOutput([&] { status = run(all); })) {
            printError(unwritableOutputMessage(error));
            return 1;
        }
        return status;
    } catch (const UsageError& e) {
        printError(ringlab::singleLine(e.what()));
    } catch (const ringlab::ValidationError& e) {
        printError(ringlab::singleLine(e.what()));
    } catch (const ringlab::ComputationCancelled&) {
        printError("interrupted");
        return 130;  // as a shell reports a run ended by Ctrl+C
    } catch (const std::bad_alloc&) {
        printError("out of memory");
        return 1;
    }
    return 2;
}

}  // namespace

int main(int argc, char** argv)
{
    // Output grown past RLIMIT_FSIZE fails (EFBIG) and is reported as on a full disk, instead
    // of the signal ending the program silently. SIGPIPE keeps its default, as in coreutils: a
    // reader that closed the pipe (`| head -1`) ends the program silently with status 141.
    std::signal(SIGXFSZ, SIG_IGN);
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> all(argv + 1, argv + argc);
    if (all.empty()) {
        printError("no command given (ringlab-cli --help lists them)");
        return 2;
    }
    return runReporting(all);
}
