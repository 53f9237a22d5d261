// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ringlab-cli-docs man|bash-completion: writes ringlab-cli's man page or bash completion from
// the option table the program parses with (CommandHelp). Run by the build; not installed.
// Output that cannot be written fails the build step (exit 1, one line), as ringlab-cli does.
#include "app/cli/CommandHelp.h"
#include "app/cli/StandardOutput.h"

#include <csignal>
#include <iostream>
#include <string_view>

int main(int argc, char** argv)
{
    std::signal(SIGXFSZ, SIG_IGN);  // past RLIMIT_FSIZE a write fails (EFBIG) and is reported
    const std::string_view what = argc == 2 ? argv[1] : "";
    if (what != "man" && what != "bash-completion") {
        std::cerr << "usage: ringlab-cli-docs man|bash-completion\n";
        return 2;
    }
    const int error = ringlab::cli::printToStandardOutput([what] {
        if (what == "man")
            ringlab::cli::printManPage(std::cout);
        else
            ringlab::cli::printBashCompletion(std::cout);
    });
    if (error) {
        std::cerr << "ringlab-cli-docs: " << ringlab::cli::unwritableOutputMessage(error) << '\n';
        return 1;
    }
    return 0;
}
