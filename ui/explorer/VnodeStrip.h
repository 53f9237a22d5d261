// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/AvalancheAnalysis.h"
#include "ui/common/ViewExport.h"

#include <QWidget>

#include <memory>
#include <span>
#include <vector>

namespace ringlab::ui {

// Where one hash puts the virtual nodes id#0 … id#N of some members.
struct VnodeStripRow {
    const HashFunction* hash = nullptr;
    std::vector<std::uint32_t> positions;  // vnodePositions() order
    std::vector<std::uint32_t> members;    // each position's member index
    UniformityTest uniformity;             // over defaultUniformityBins(points) bins
};

struct VnodeStripData {
    std::vector<Member> members;
    int replicas = 0;
    std::size_t points = 0;  // per hash
    std::vector<VnodeStripRow> rows;
};

// The strips' numbers for every hash (vnodePositions(hash, members, replicas), then
// ringUniformity over defaultUniformityBins); throws ValidationError as vnodePositions does.
std::shared_ptr<const VnodeStripData> computeVnodeStrips(const std::vector<Member>& members, int replicas,
                                                         std::span<const HashFunction> hashes = selectableHashes());

// One row per hash across the ring, 0 on the left and 2³² on the right: a tick for every
// virtual node in its member's colour, and under it the points per chi-square bin as grey
// bars against a dashed line at the even share (bars over 2.5 times that are clipped and
// capped). Beside each row, χ² per degree of freedom (≈ 1 for an even spread), the p-value and
// a word: even or clustered.
class VnodeStrip : public QWidget, public ExportableView {
    Q_OBJECT

public:
    explicit VnodeStrip(QWidget* parent = nullptr);
    ~VnodeStrip() override;

    void setData(std::shared_ptr<const VnodeStripData> data);
    // New positions are being computed: the strips stay, faded.
    void setPending(bool pending);
    void setError(const QString& message);

    const std::shared_ptr<const VnodeStripData>& data() const noexcept { return data_; }
    bool pending() const noexcept { return pending_; }
    QString errorText() const { return error_; }
    // What a row shows beside the strip: "χ²/df 1.03", "p = 0.41", "✓ even".
    QString chiSquareText(std::size_t row) const;
    QString pValueText(std::size_t row) const;
    QString verdictText(std::size_t row) const;
    // Where a row's strip is painted in a view of `size`.
    QRectF stripRect(const QSize& size, std::size_t row) const;
    // How many members the legend under the strips names at this size (every member, up to
    // sixteen; none for one member).
    std::size_t legendEntries(const QSize& size) const;

    using QWidget::render;
    void render(QPainter& painter, const QSize& size) const override;
    QSize exportSize() const override { return size(); }
    QString exportTitle() const override;
    // Enlarges every text of the view (a presentation).
    void setTextScale(double scale);
    QSize sizeHint() const override { return {1200, 420}; }
    QSize minimumSizeHint() const override { return {480, 300}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct Layout;
    // The layout at the view's text size, or at a smaller one where the names and figures
    // beside the strips would leave them too little room.
    Layout layout(const QSize& size) const;
    Layout layoutWithText(const QSize& size, double text) const;
    QString counterText() const;
    void paintRow(QPainter& painter, const Layout& layout, std::size_t row) const;
    void paintAxis(QPainter& painter, const Layout& layout) const;

    std::shared_ptr<const VnodeStripData> data_;
    bool pending_ = false;
    QString error_;
    double textScale_ = 1.0;
};

}  // namespace ringlab::ui
