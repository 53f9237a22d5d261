// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/StandardOutput.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace ringlab::cli {

namespace {

// std::cout throws on a failed write while it lives, and no longer after: what is left in its
// buffer at exit (or flushed by std::cerr, which is tied to it) must not throw again.
class ThrowOnFailedWrite {
public:
    ThrowOnFailedWrite() { std::cout.exceptions(std::ios::badbit); }
    ~ThrowOnFailedWrite() { std::cout.exceptions(std::ios::goodbit); }
    ThrowOnFailedWrite(const ThrowOnFailedWrite&) = delete;
    ThrowOnFailedWrite& operator=(const ThrowOnFailedWrite&) = delete;
};

int reason() { return errno ? errno : -1; }

}  // namespace

int printToStandardOutput(const std::function<void()>& print)
{
    try {
        const ThrowOnFailedWrite throwing;
        errno = 0;
        print();
        std::cout.flush();
    } catch (const std::exception&) {
        // Not `catch (const std::ios_base::failure&)`: GCC 12's library throws it in a type
        // that this ABI's std::ios_base::failure does not match (GCC bug 66145).
        if (!std::cout.bad())
            throw;
        return reason();
    }
    if (std::fclose(stdout) != 0)
        return reason();
    return 0;
}

std::string unwritableOutputMessage(int error)
{
    std::string message = "cannot write the standard output";
    if (error > 0)
        message.append(": ").append(std::strerror(error));
    return message;
}

}  // namespace ringlab::cli
