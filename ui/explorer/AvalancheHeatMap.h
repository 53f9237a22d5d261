// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/AvalancheAnalysis.h"
#include "ui/explorer/ExplorerText.h"
#include "ui/common/ViewExport.h"

#include <QColor>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>

namespace ringlab::ui {

// One hash's avalanche matrix as a heat map: a row per input bit, a column per output bit
// 0 … 31, each cell coloured by how often flipping the input bit flipped the output bit (blue
// never, white half the time: ideal, red always; Paul Tol's colour-blind-safe diverging
// scheme), the worst cell ringed; the worst and mean bias in large type with SMHasher's
// verdict, a colour bar, the inputs. Wide views put the figures beside the map, narrow ones
// above it. Hover names a cell.
class AvalancheHeatMap : public QWidget, public ExportableView {
    Q_OBJECT

public:
    explicit AvalancheHeatMap(QWidget* parent = nullptr);
    ~AvalancheHeatMap() override;

    // `inputs` says what was hashed ("300,000 random 16-byte inputs, seed 1").
    void setResult(const HashFunction& hash, std::shared_ptr<const AvalancheResult> result, const QString& inputs);
    // A new analysis runs for `hash`: the figures say so and the last map stays, faded.
    void setPending(const HashFunction& hash, const QString& inputs);
    // The analysis was refused (no inputs, …): the message replaces the map.
    void setError(const HashFunction& hash, const QString& message);
    // What was hashed, worded again (a language switch).
    void setInputs(const QString& inputs);

    const HashFunction& hash() const noexcept { return *hash_; }
    const std::shared_ptr<const AvalancheResult>& result() const noexcept { return result_; }
    bool pending() const noexcept { return pending_; }
    QString errorText() const { return error_; }

    // What the view shows, as text ("100.00 %"); empty while pending or without a result.
    QString worstBiasText() const;
    QString meanBiasText() const;
    QString verdictText() const;  // "PASS", "FAIL" or "TOO FEW INPUTS"
    std::optional<AvalancheVerdict> verdict() const;
    // The flip probability a cell shows; nullopt outside the matrix.
    std::optional<double> cellValue(std::size_t inputBit, int outputBit) const;

    // The colour for a flip probability in [0, 1]: 0.5 is white.
    static QColor flipColor(double probability);
    // Where a cell is painted in a view of `size`; empty without a result.
    QRectF cellRect(const QSize& size, std::size_t inputBit, int outputBit) const;
    // The cell under a point of a view of `size`.
    std::optional<std::pair<std::size_t, int>> cellAt(const QSize& size, const QPointF& point) const;

    using QWidget::render;
    void render(QPainter& painter, const QSize& size) const override;
    QSize exportSize() const override { return size(); }
    QString exportTitle() const override;
    // Enlarges every text of the view (a presentation).
    void setTextScale(double scale);
    QSize sizeHint() const override { return {780, 420}; }
    QSize minimumSizeHint() const override { return {360, 260}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Layout;
    Layout layout(const QSize& size) const;
    Layout layout(const QSize& size, bool beside) const;
    struct FigureLine {
        TextLine line;
        double spaceAfter = 0.0;  // in units of the view's text size
    };
    // The figures' lines for a block `width` wide, beside the map or above it.
    std::vector<FigureLine> figureLines(double text, bool beside, double width) const;
    void paintFigures(QPainter& painter, const Layout& layout) const;
    void paintMatrix(QPainter& painter, const Layout& layout) const;
    void paintColorBar(QPainter& painter, const Layout& layout) const;

    const HashFunction* hash_;
    std::shared_ptr<const AvalancheResult> result_;
    QString inputs_;
    QString error_;
    bool pending_ = false;
    double textScale_ = 1.0;
};

}  // namespace ringlab::ui
