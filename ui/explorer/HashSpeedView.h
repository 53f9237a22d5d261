// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/LookupBenchmark.h"
#include "ui/common/ViewExport.h"

#include <QWidget>

#include <vector>

namespace ringlab::ui {

// What the speed view shows: timeHashes()'s ns per key for every selectable hash and the
// keys they were measured on.
struct HashSpeedData {
    std::vector<HashTiming> timings;
    QString keys;  // "200,000 keys session:user:0 …"
    int rounds = 0;
};

// How fast each hash is on short keys: one bar per hash, its length the nanoseconds per key
// (shorter is faster), the figure and its multiple of the fastest beside it. These are the
// numbers `ringlab-cli bench` prints as hash_only_ns, measured by the same loop on this machine.
class HashSpeedView : public QWidget, public ExportableView {
    Q_OBJECT

public:
    explicit HashSpeedView(QWidget* parent = nullptr);

    void setData(HashSpeedData data);
    // A measurement runs: the bars stay, faded.
    void setPending(bool pending);
    void setError(const QString& message);

    const HashSpeedData& data() const noexcept { return data_; }
    bool pending() const noexcept { return pending_; }
    // "5.6 ns", "2.7 × the time of the fastest" for a row; empty for a row that is not there.
    QString nsText(std::size_t row) const;
    QString ratioText(std::size_t row) const;
    // Under the title: the keys, how the runs are shown, and a warning when they spread widely.
    QString counterText() const;

    using QWidget::render;
    void render(QPainter& painter, const QSize& size) const override;
    QSize exportSize() const override { return size(); }
    QString exportTitle() const override;
    QSize sizeHint() const override { return {1200, 420}; }
    QSize minimumSizeHint() const override { return {480, 300}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    double fastestNs() const;

    HashSpeedData data_;
    bool pending_ = false;
    QString error_;
};

}  // namespace ringlab::ui
