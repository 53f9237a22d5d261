// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/LoadChart.h"

#include "model/core/LabSnapshot.h"
#include "ui/common/ViewCaption.h"
#include "ui/lab/LoadChartStyle.h"
#include "ui/lab/LoadHistogramChart.h"
#include "ui/lab/MemberLoadChart.h"

#include <QResizeEvent>

namespace ringlab::ui {

LoadChart::LoadChart(QWidget* parent)
    : QWidget(parent), bars_(new MemberLoadChart(this)), histogramChart_(new LoadHistogramChart(this))
{
    // The two charts take the whole of this widget, whatever its size: the minimum is its own.
    setMinimumSize(bars_->minimumSize());
    bars_->setMinimumSize(0, 0);
    histogramChart_->setMinimumSize(0, 0);
    histogramChart_->hide();
}

LoadChart::~LoadChart() = default;

void LoadChart::setSnapshot(std::shared_ptr<const LabSnapshot> snapshot)
{
    snapshot_ = std::move(snapshot);
    // Only the chart shown is built for the snapshot; the other is cleared.
    const bool histogram = aggregated();
    bars_->setSnapshot(histogram ? nullptr : snapshot_);
    histogramChart_->setSnapshot(histogram ? snapshot_ : nullptr);
    bars_->setGeometry(rect());
    histogramChart_->setGeometry(rect());
    bars_->setVisible(!histogram);
    histogramChart_->setVisible(histogram);
}

void LoadChart::setHighlightedMember(const QString& id)
{
    if (id == highlightedMember_)
        return;
    highlightedMember_ = id;
    bars_->setHighlightedMember(id);
    histogramChart_->setHighlightedMember(id);
}

void LoadChart::setTextScale(double scale)
{
    bars_->setTextScale(scale);
    histogramChart_->setTextScale(scale);
}

void LoadChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    bars_->setGeometry(rect());
    histogramChart_->setGeometry(rect());
}

const ExportableView& LoadChart::shown() const
{
    if (aggregated())
        return *histogramChart_;
    return *bars_;
}

bool LoadChart::aggregated() const
{
    return snapshot_ && snapshot_->shownLoad().members.size() > kMaxMemberBars;
}

LoadChart::Histogram LoadChart::histogram() const
{
    return aggregated() ? loadHistogram(snapshot_->shownLoad()) : Histogram{};
}

QString LoadChart::aggregateCaption() const
{
    return aggregated() ? histogramChart_->caption() : QString();
}

QString LoadChart::mostLoadedMember() const
{
    const MemberLoad* load = snapshot_ ? ringlab::mostLoadedMember(snapshot_->shownLoad()) : nullptr;
    return load ? QString::fromStdString(load->id) : QString();
}

QString LoadChart::leastLoadedMember() const
{
    const MemberLoad* load = snapshot_ ? ringlab::leastLoadedMember(snapshot_->shownLoad()) : nullptr;
    return load ? QString::fromStdString(load->id) : QString();
}

QStringList LoadChart::drawnNames() const
{
    return aggregated() ? histogramChart_->drawnNames() : bars_->drawnNames(QSizeF(size()));
}

QStringList LoadChart::memberIds() const
{
    QStringList ids;
    if (snapshot_) {
        for (const MemberLoad& load : snapshot_->shownLoad().members)
            ids.append(QString::fromStdString(load.id));
    }
    return ids;
}

QList<double> LoadChart::barValues() const
{
    QList<double> values;
    if (snapshot_) {
        for (const MemberLoad& load : snapshot_->shownLoad().members)
            values.append(load.ofFair * 100.0);
    }
    return values;
}

QStringList LoadChart::barLabels() const
{
    QStringList labels;
    if (snapshot_) {
        for (const MemberLoad& load : snapshot_->shownLoad().members)
            labels.append(formatShare(load.ofFair, 0));
    }
    return labels;
}

int LoadChart::nameStride() const
{
    return aggregated() ? 0 : bars_->nameStride(QSizeF(size()));
}

QStringList LoadChart::membersOverLimit() const
{
    QStringList ids;
    if (snapshot_) {
        for (const MemberLoad* load : ringlab::membersOverLimit(snapshot_->shownLoad()))
            ids.append(QString::fromStdString(load->id));
    }
    return ids;
}

QString LoadChart::figuresText() const
{
    return snapshot_ ? loadchart::figuresText(snapshot_->shownLoad()) : QString();
}

QString LoadChart::loadKindCaption() const
{
    return snapshot_ ? loadchart::loadKindCaption(*snapshot_) : QString();
}

QString LoadChart::setupDescription() const
{
    return snapshot_ ? loadchart::setupDescription(*snapshot_) : QString();
}

double LoadChart::yAxisMaximum() const
{
    return aggregated() ? histogramChart_->yAxisMaximum() : bars_->yAxisMaximum();
}

void LoadChart::render(QPainter& painter, const QSize& size) const
{
    shown().render(painter, size);
}

QSize LoadChart::exportSize() const
{
    return shown().exportSize();
}

QString LoadChart::exportTitle() const
{
    return shown().exportTitle();
}

}  // namespace ringlab::ui
