// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/SnapshotChart.h"

#include "model/core/LabSnapshot.h"
#include "ui/common/ChartStyle.h"

#include <QChart>

namespace ringlab::ui {

bool SnapshotChart::hasLoad() const
{
    return snapshot_ && !snapshot_->shownLoad().members.empty();
}

QChart* SnapshotChart::titledChart(Target target, const loadchart::HeaderFit& header, const QString& caption) const
{
    if (!hasLoad())
        return loadchart::emptyChart();
    QChart* chart = chartstyle::makeChart();
    chart->setTitleFont(chartstyle::pixelFont(header.headerPixels));
    chart->setTitle(loadchart::titleHtml(*snapshot_, header, caption, target == Target::Export));
    return chart;
}

qreal SnapshotChart::plotHeight(const QSizeF& size, const loadchart::HeaderFit& header, const QString& caption,
                                int namesHeight) const
{
    // Less some slack for the axes.
    return size.height() - loadchart::titleHeight(*snapshot_, header, caption) - namesHeight - loadchart::kNameGap -
           2.0 * chartstyle::kChartMargin - 40.0;
}

}  // namespace ringlab::ui
