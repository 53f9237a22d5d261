// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/AvalancheAnalysis.h"
#include "ui/common/ViewExport.h"

#include <QWidget>

#include <optional>

namespace ringlab::ui {

// One key, one flipped input bit, every selectable hash: the key's bytes as bits (the flipped
// bit marked; a click picks another), then for each hash the 32 output bits before and after
// the flip, bit 31 on the left, with the bits that changed filled in the same colour as the
// flipped input bit, and how many changed against the ideal 16 of 32. Wide views put before
// and after side by side, narrow ones one above the other.
class BitFlipView : public QWidget, public ExportableView {
    Q_OBJECT

public:
    explicit BitFlipView(QWidget* parent = nullptr);
    ~BitFlipView() override;

    // The key's UTF-8 bytes; a bit outside the key shows the reason instead of the hashes.
    void setFlip(const QString& key, std::size_t inputBit);

    // What the view shows: explainBitFlip()'s answer, or the reason there is none.
    const std::optional<BitFlipExplanation>& explanation() const noexcept { return explanation_; }
    QString errorText() const { return error_; }
    // The 32 digits a row shows, bit 31 first ("0110…"); empty for a row that is not there.
    QString shownBits(std::size_t hashRow, bool after) const;
    // "16 of 32".
    QString changedText(std::size_t hashRow) const;

    // The key bit under a point of a view of `size` (an input bit number).
    std::optional<std::size_t> keyBitAt(const QSize& size, const QPointF& point) const;
    QRectF keyBitRect(const QSize& size, std::size_t inputBit) const;

    using QWidget::render;
    void render(QPainter& painter, const QSize& size) const override;
    QSize exportSize() const override { return size(); }
    QString exportTitle() const override;
    QSize sizeHint() const override { return {1200, 420}; }
    QSize minimumSizeHint() const override { return {480, 300}; }

signals:
    void inputBitClicked(std::size_t inputBit);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Layout;
    Layout layout(const QSize& size) const;
    Layout layout(const QSize& size, std::size_t maxKeyLines, bool gauge) const;
    void paintKey(QPainter& painter, const Layout& layout) const;
    void paintHashes(QPainter& painter, const Layout& layout) const;

    std::optional<BitFlipExplanation> explanation_;
    QByteArray key_;
    std::size_t inputBit_ = 0;
    QString error_;
};

// "cache-01#0", with bytes that are not printable ASCII as \xNN.
QString printableBytes(std::string_view bytes);

}  // namespace ringlab::ui
