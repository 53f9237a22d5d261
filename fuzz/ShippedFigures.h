// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine's figures a shipped scenario or lesson names ({experiment:ring-8-9}: a million keys
// assigned twice) are measured on first use and remembered for the process, as in the app. A
// fuzz target measures them once before its first input, from the seed files libFuzzer is
// given, so that no input pays for the engine's speed (scripts/run-fuzz.sh reports an input
// over 2 s as slow).

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>

#include <functional>

namespace ringlab::fuzz {

// Calls `load` on every *.json file in the directories among libFuzzer's arguments.
inline void loadShippedFiles(int* argc, char*** argv, const std::function<void(const QByteArray&)>& load)
{
    for (int i = 1; argc && argv && i < *argc; ++i) {
        const QDir directory(QString::fromLocal8Bit((*argv)[i]));
        if ((*argv)[i][0] == '-' || !directory.exists())
            continue;
        for (const QString& name : directory.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            QFile file(directory.filePath(name));
            if (file.open(QIODevice::ReadOnly))
                load(file.readAll());
        }
    }
}

}  // namespace ringlab::fuzz
