// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ringlab-cli-docs man|bash-completion: writes ringlab-cli's man page or bash completion from
// the option table the program parses with (CommandHelp). Run by the build; not installed.
#include "app/cli/CommandHelp.h"

#include <iostream>
#include <string_view>

int main(int argc, char** argv)
{
    const std::string_view what = argc == 2 ? argv[1] : "";
    if (what == "man")
        ringlab::cli::printManPage(std::cout);
    else if (what == "bash-completion")
        ringlab::cli::printBashCompletion(std::cout);
    else {
        std::cerr << "usage: ringlab-cli-docs man|bash-completion\n";
        return 2;
    }
    return 0;
}
