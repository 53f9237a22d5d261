// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Where the source tree and ringlab-cli are, read at run time from the environment ctest sets
// (tests/CMakeLists.txt): no absolute path is compiled into a test, so a compiler cache serves
// the same objects to every clone of the repository.
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace ringlab::tests {

inline QString pathFromEnvironment(const char* name)
{
    const QByteArray value = qgetenv(name);
    if (value.isEmpty()) {
        std::fprintf(stderr, "%s is not set: run the test through ctest\n", name);
        std::exit(2);
    }
    return QString::fromLocal8Bit(value);
}

// A file of the source tree, from its path relative to the root ("resources/lessons").
inline QString sourcePath(const QString& relative)
{
    return pathFromEnvironment("RINGLAB_SOURCE_DIR") + QLatin1Char('/') + relative;
}

inline std::string sourcePathStd(const char* relative)
{
    return sourcePath(QString::fromUtf8(relative)).toStdString();
}

inline QString cliPath()
{
    return pathFromEnvironment("RINGLAB_CLI_PATH");
}

inline QString guiPath()
{
    return pathFromEnvironment("RINGLAB_GUI_PATH");
}

}  // namespace ringlab::tests
