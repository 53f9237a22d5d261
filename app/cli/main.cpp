#include "app/cli/Commands.h"
#include "model/core/Membership.h"

#include <iostream>

int main(int argc, char** argv)
{
    using namespace ringlab::cli;
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> all(argv + 1, argv + argc);
    if (all.empty() || all[0] == "--help" || all[0] == "-h" || all[0] == "help") {
        printUsage(all.empty() ? std::cerr : std::cout);
        return all.empty() ? 2 : 0;
    }
    const std::string& command = all[0];
    const std::vector<std::string> arguments(all.begin() + 1, all.end());
    try {
        if (command == "lookup")
            return runLookup(arguments, std::cin, std::cout);
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
        throw UsageError("unknown command \"" + command +
                         "\" (lookup, distribution, move, bench, avalanche, vnodes, reproduce, simulate; --help lists them)");
    } catch (const UsageError& e) {
        std::cerr << "ringlab-cli: " << e.what() << '\n';
    } catch (const ringlab::ValidationError& e) {
        std::cerr << "ringlab-cli: " << e.what() << '\n';
    } catch (const std::bad_alloc&) {
        std::cerr << "ringlab-cli: out of memory\n";
        return 1;
    }
    return 2;
}
