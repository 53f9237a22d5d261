// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/UserFiles.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

namespace ringlab {

namespace {

// The context this file's messages are translated in.
struct UserFiles {
    Q_DECLARE_TR_FUNCTIONS(UserFiles)
};

// Writes all of `bytes`. A full disk takes part of a write and refuses only the next one
// (ENOSPC, or EFBIG past RLIMIT_FSIZE): the rest is written again until the kernel says why.
bool writeAll(QSaveFile& file, const QByteArray& bytes)
{
    for (qint64 written = 0; written < bytes.size();) {
        const qint64 count = file.write(bytes.constData() + written, bytes.size() - written);
        if (count <= 0)
            return false;
        written += count;
    }
    return file.flush();
}

// Flushes the new file to the disk before it replaces the old one: a file system that
// allocates late reports a full disk only here (QSaveFile::commit ignores it). "" or why.
QString syncToDisk(const QSaveFile& file)
{
    if (::fsync(file.handle()) != 0 && errno != EINVAL)  // EINVAL: a file system without fsync
        return QString::fromLocal8Bit(std::strerror(errno));
    return {};
}

// A loop of links (ELOOP): QSaveFile would give up following it and replace the link itself.
bool isLinkLoop(const QString& path)
{
    struct stat info {};
    return ::stat(QFile::encodeName(path).constData(), &info) != 0 && errno == ELOOP;
}

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
    if (isLinkLoop(path))
        return UserFiles::tr("Cannot write %1: %2").arg(shown, QString::fromLocal8Bit(std::strerror(ELOOP)));
    // Unbuffered, so that each write reaches the kernel and a refusal carries its reason.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return UserFiles::tr("Cannot write %1: %2").arg(shown, file.errorString());
    QString reason;
    if (!writeAll(file, bytes))
        reason = file.errorString();
    else
        reason = syncToDisk(file);
    if (!reason.isEmpty()) {
        file.cancelWriting();  // the old file stays as it was
        return UserFiles::tr("Cannot write %1: %2").arg(shown, reason);
    }
    if (!file.commit())
        return UserFiles::tr("Cannot write %1: %2").arg(shown, file.errorString());
    return {};
}

QString savePngAtomically(const QImage& image, const QString& path)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return UserFiles::tr("Cannot encode the PNG image for %1.").arg(QDir::toNativeSeparators(path));
    return saveAtomically(path, bytes);
}

}  // namespace ringlab
