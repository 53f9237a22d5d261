// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A real server program (nutcracker, redis-server) started for a live test: fork and exec, and
// the child killed with the test (PR_SET_PDEATHSIG), so nothing outlives a crashed suite.
#pragma once

#include <csignal>
#include <string>
#include <sys/prctl.h>
#include <sys/types.h>
#include <unistd.h>
#include <vector>

namespace ringlab::tests {

// The child's pid; a program that cannot be run exits 127.
inline pid_t startProcess(const std::vector<std::string>& arguments)
{
    const pid_t parent = ::getpid();
    const pid_t child = ::fork();
    if (child == 0) {
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent)
            ::_exit(127);
        std::vector<char*> argv;
        for (const std::string& a : arguments)
            argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        ::execvp(argv[0], argv.data());
        ::_exit(127);
    }
    return child;
}

}  // namespace ringlab::tests
