// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

class QImage;

#include <variant>

namespace ringlab {

// Reads a whole file the user named (a scenario, a lesson) of at most maxBytes; a directory,
// a device, a pipe or a larger file is refused with a message naming the path and the problem.
std::variant<QByteArray, QString> readUserFile(const QString& path, qint64 maxBytes);

// Writes `bytes` to `path` all at once (QSaveFile): a failed write (a full disk, a file past
// RLIMIT_FSIZE) is cancelled and leaves the old file as it was. Only a new path or an existing
// regular file is written, through links: a directory, a device such as /dev/null, a named pipe
// or a loop of links is refused, since replacing it with a file would destroy it.
// Returns a message naming the path and the problem (the kernel's reason), or "" on success.
QString saveAtomically(const QString& path, const QByteArray& bytes);

// `image` as a PNG file, written as saveAtomically writes.
QString savePngAtomically(const QImage& image, const QString& path);

}  // namespace ringlab
