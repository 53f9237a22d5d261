// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ringlab-cli as a user runs it, for the suites that hold its output against the engine.
#pragma once

#include "tests/common/TestPaths.h"

#include <QByteArray>
#include <QProcess>
#include <QStringList>

#include <cstdio>
#include <cstdlib>

namespace ringlab::tests {

struct CliRun {
    int exitCode = -1;  // -1 when the process crashed
    QByteArray out;
    QByteArray err;
};

// Runs ringlab-cli with `arguments` and `input` on its standard input, for up to two minutes.
inline CliRun runCli(const QStringList& arguments, const QByteArray& input = {})
{
    QProcess process;
    process.start(cliPath(), arguments);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        qFatal("ringlab-cli %s did not finish", qPrintable(arguments.join(' ')));
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

// A number as ringlab-cli's JSON report writes it (12 significant digits).
inline double printed(double value)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.12g", value);
    return std::strtod(text, nullptr);
}

}  // namespace ringlab::tests
