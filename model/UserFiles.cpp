// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/UserFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace ringlab {

namespace {

// The context this file's messages are translated in.
struct UserFiles {
    Q_DECLARE_TR_FUNCTIONS(UserFiles)
};

}  // namespace

std::variant<QByteArray, QString> readUserFile(const QString& path, qint64 maxBytes)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (info.isDir())
        return UserFiles::tr("Cannot open %1: it is a folder.").arg(shown);
    if (info.exists() && !info.isFile())
        return UserFiles::tr("Cannot open %1: it is not a regular file (a device or a pipe).").arg(shown);
    if (info.size() > maxBytes)
        return UserFiles::tr("Cannot open %1: it is larger than %L2 bytes.").arg(shown).arg(maxBytes);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return UserFiles::tr("Cannot open %1: %2").arg(shown, file.errorString());
    QByteArray bytes = file.read(maxBytes + 1);  // the file may have grown since
    if (bytes.size() > maxBytes)
        return UserFiles::tr("Cannot open %1: it is larger than %L2 bytes.").arg(shown).arg(maxBytes);
    return bytes;
}

QString saveAtomically(const QString& path, const QByteArray& bytes)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo target(path);
    if (target.isDir())
        return UserFiles::tr("Cannot write %1: it is a folder.").arg(shown);
    if (target.exists() && !target.isFile())
        return UserFiles::tr("Cannot write %1: it is not a regular file (a device or a pipe), and RingLab "
                              "writes only new files or regular ones.")
            .arg(shown);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return UserFiles::tr("Cannot write %1: %2").arg(shown, file.errorString());
    file.write(bytes);
    if (!file.commit())
        return UserFiles::tr("Cannot write %1: %2").arg(shown, file.errorString());
    return {};
}

}  // namespace ringlab
