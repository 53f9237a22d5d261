// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/common/ViewExport.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QString>

#include <exception>

namespace ringlab::tests {

// Draws `view` at `size` (a crowded layout's, down to 0 x 0) and says what went wrong: "" when
// it drew without throwing within 2 s, else "TITLE at WxH threw …" or "… took N ms".
inline QString squeezedRenderProblem(const ringlab::ui::ExportableView& view, QSize size)
{
    QImage image(size.expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    const QString where = QStringLiteral("%1 at %2x%3").arg(view.exportTitle()).arg(size.width()).arg(size.height());
    QElapsedTimer timer;
    timer.start();
    try {
        view.render(painter, size);
    } catch (const std::exception& error) {
        return where + QStringLiteral(" threw ") + QString::fromUtf8(error.what());
    }
    if (timer.elapsed() >= 2000)
        return where + QStringLiteral(" took %1 ms").arg(timer.elapsed());
    return {};
}

}  // namespace ringlab::tests
