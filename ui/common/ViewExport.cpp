// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/ViewExport.h"

#include "model/UserFiles.h"
#include "ui/common/Palette.h"

#include <QBuffer>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QFileInfo>
#include <QImage>
#include <QSvgGenerator>

namespace ringlab::ui {

void renderChart(QPainter& painter, QChart* chart, const QSize& size)
{
    QGraphicsScene scene;
    const QRectF area(QPointF(0.0, 0.0), QSizeF(size));
    scene.addItem(chart);
    chart->setGeometry(area);
    chart->layout()->activate();
    scene.render(&painter, area, area);
}

QImage renderViewImage(const ExportableView& view, double scale)
{
    const QSize size = view.exportSize();
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(palette::current().background);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    view.render(painter, size);
    return image;
}

QByteArray renderViewSvg(const ExportableView& view)
{
    const QSize size = view.exportSize();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(view.exportTitle());
    generator.setDescription(QObject::tr("Exported from RingLab"));
    {
        QPainter painter(&generator);
        painter.setRenderHint(QPainter::Antialiasing);
        view.render(painter, size);
    }
    return bytes;
}

QString exportPng(const ExportableView& view, const QString& path, double scale)
{
    return savePngAtomically(renderViewImage(view, scale), path);
}

QString exportSvg(const ExportableView& view, const QString& path)
{
    return saveAtomically(path, renderViewSvg(view));
}

QString exportView(const ExportableView& view, const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg"))
        return exportSvg(view, path);
    if (suffix == QLatin1String("png"))
        return exportPng(view, path);
    return QObject::tr("Choose a file name ending in .png or .svg (got “%1”).").arg(path);
}

}  // namespace ringlab::ui
