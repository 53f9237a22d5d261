// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// render-icon SVG SIZE PNG: the application icon at one size, for the icon theme's PNG sizes.
// Run by the build; not installed. The PNG is written as the window saves (saveAtomically): a
// failed write fails the build step with one line, and a PNG already there stays whole.
#include "model/UserFiles.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <csignal>
#include <cstdio>

int main(int argc, char** argv)
{
    std::signal(SIGXFSZ, SIG_IGN);  // past RLIMIT_FSIZE a write fails (EFBIG) and is reported
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList arguments = QGuiApplication::arguments();
    bool sizeIsNumber = false;
    const int size = arguments.value(2).toInt(&sizeIsNumber);
    if (arguments.size() != 4 || !sizeIsNumber || size < 1) {
        std::fprintf(stderr, "usage: render-icon SVG SIZE PNG\n");
        return 2;
    }
    QSvgRenderer svg(arguments.at(1));
    if (!svg.isValid()) {
        std::fprintf(stderr, "render-icon: cannot read %s\n", qPrintable(arguments.at(1)));
        return 2;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    if (const QString problem = ringlab::savePngAtomically(image, arguments.at(3)); !problem.isEmpty()) {
        std::fprintf(stderr, "render-icon: %s\n", qPrintable(problem));
        return 1;
    }
    return 0;
}
