// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Files a test hands RingLab: written whole, in a QTemporaryDir the test owns.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace ringlab::tests {

// Writes `bytes` to `path` (created or emptied first); false when that fails.
[[nodiscard]] inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The bytes of the file at `path`; empty when it cannot be read.
inline QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace ringlab::tests
