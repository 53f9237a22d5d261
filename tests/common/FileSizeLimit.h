// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A full disk without a special mount: RLIMIT_FSIZE makes every write past `bytes` of a file
// fail with EFBIG (a short count first, as a full disk's ENOSPC does), and SIGXFSZ, which would
// otherwise end the process, is ignored by the programs (app/*/main.cpp).
#pragma once

#include <QProcess>

#include <csignal>

#include <sys/resource.h>

namespace ringlab::tests {

// For this process while it lives: files cannot grow past `bytes`; SIGXFSZ is ignored so a
// write past the limit fails instead of ending the test.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &saved_);
        savedHandler_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limited = saved_;
        limited.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limited);
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &saved_);
        std::signal(SIGXFSZ, savedHandler_);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

private:
    rlimit saved_{};
    void (*savedHandler_)(int) = SIG_DFL;
};

// The program `process` starts cannot grow a file past `bytes`. SIGXFSZ is set back to its
// default in the child, so the program itself must ignore it to see EFBIG (and not die).
inline void limitFileSize(QProcess& process, rlim_t bytes)
{
    process.setChildProcessModifier([bytes] {
        std::signal(SIGXFSZ, SIG_DFL);
        rlimit limit{};
        getrlimit(RLIMIT_FSIZE, &limit);
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    });
}

}  // namespace ringlab::tests
