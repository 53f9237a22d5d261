// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/AvalancheHeatMap.h"

#include "ui/common/Colour.h"
#include "ui/explorer/ExplorerText.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QImage>
#include <QLinearGradient>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>

namespace ringlab::ui {

namespace {

constexpr int kColumns = kHashBits;
// Rows drawn for an empty map (a 16-byte key).
constexpr std::size_t kPlaceholderRows = 128;

QString percent(double fraction)
{
    return formatShare(fraction, 2);
}

}  // namespace

struct AvalancheHeatMap::Layout {
    double text = 14.0;
    double pad = 8.0;
    bool beside = false;
    QRectF figures;
    QRectF matrix;
    std::size_t rows = kPlaceholderRows;
    double labelRight = 0.0;  // the y tick labels end here
    double titleX = 0.0;      // centre of the rotated y title
    QRectF colorBlock;        // the colour bar with its title and labels

    double rowTop(std::size_t row) const
    {
        return matrix.top() + matrix.height() * static_cast<double>(row) / static_cast<double>(rows);
    }
    double columnLeft(int column) const
    {
        return matrix.left() + matrix.width() * column / static_cast<double>(kColumns);
    }
};

AvalancheHeatMap::AvalancheHeatMap(QWidget* parent) : QWidget(parent), hash_(&hashFunction(HashId::Fnv1a))
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
}

AvalancheHeatMap::~AvalancheHeatMap() = default;

void AvalancheHeatMap::setResult(const HashFunction& hash, std::shared_ptr<const AvalancheResult> result,
                                 const QString& inputs)
{
    hash_ = &hash;
    result_ = std::move(result);
    inputs_ = inputs;
    error_.clear();
    pending_ = false;
    update();
}

void AvalancheHeatMap::setInputs(const QString& inputs)
{
    inputs_ = inputs;
    update();
}

void AvalancheHeatMap::setPending(const HashFunction& hash, const QString& inputs)
{
    hash_ = &hash;
    inputs_ = inputs;
    error_.clear();
    pending_ = true;
    update();
}

void AvalancheHeatMap::setError(const HashFunction& hash, const QString& message)
{
    hash_ = &hash;
    result_.reset();
    error_ = message;
    pending_ = false;
    update();
}

QString AvalancheHeatMap::worstBiasText() const
{
    return pending_ || !result_ ? QString() : percent(result_->worstBias);
}

QString AvalancheHeatMap::meanBiasText() const
{
    return pending_ || !result_ ? QString() : percent(result_->meanBias);
}

std::optional<AvalancheVerdict> AvalancheHeatMap::verdict() const
{
    if (pending_ || !result_)
        return std::nullopt;
    return avalancheVerdict(*result_);
}

QString AvalancheHeatMap::verdictText() const
{
    const auto v = verdict();
    if (!v)
        return {};
    switch (*v) {
    case AvalancheVerdict::Pass: return tr("PASS");
    case AvalancheVerdict::Fail: return tr("FAIL");
    case AvalancheVerdict::TooFewInputs: return tr("TOO FEW INPUTS");
    }
    return {};
}

std::optional<double> AvalancheHeatMap::cellValue(std::size_t inputBit, int outputBit) const
{
    if (!result_ || inputBit >= result_->matrix.inputBits || outputBit < 0 || outputBit >= kColumns)
        return std::nullopt;
    return result_->matrix.flipProbability(inputBit, outputBit);
}

QColor AvalancheHeatMap::flipColor(double probability)
{
    const double t = std::clamp(probability, 0.0, 1.0) * static_cast<double>(palette::current().flipScale.size() - 1);
    const auto index = std::min(static_cast<std::size_t>(t), palette::current().flipScale.size() - 2);
    return mixedColor(palette::current().flipScale[index], palette::current().flipScale[index + 1],
                      t - static_cast<double>(index));
}

QString AvalancheHeatMap::exportTitle() const
{
    return tr("Avalanche of %1").arg(fromStd(hash_->name));
}

AvalancheHeatMap::Layout AvalancheHeatMap::layout(const QSize& size) const
{
    // The figures beside the map or above it, whichever leaves the map more room; a map much
    // wider than tall counts only as wide as 1.5 × its height.
    const auto score = [](const Layout& l) {
        return std::min(l.matrix.width(), 1.5 * l.matrix.height()) * l.matrix.height();
    };
    Layout beside = layout(size, true);
    Layout above = layout(size, false);
    return score(beside) >= score(above) ? beside : above;
}

AvalancheHeatMap::Layout AvalancheHeatMap::layout(const QSize& size, bool beside) const
{
    Layout l;
    const double width = size.width();
    const double height = size.height();
    l.text = viewTextPixelSize(size, textScale_);
    l.pad = 0.7 * l.text;
    l.rows = result_ ? std::max<std::size_t>(result_->matrix.inputBits, 1) : kPlaceholderRows;
    l.beside = beside;

    const QFontMetricsF tick(viewFont(0.95 * l.text));
    const double colorBlockHeight = 2.0 * tick.height() + 1.1 * l.text + 0.6 * l.text;
    QRectF mapArea;
    if (l.beside) {
        const double figuresWidth = std::clamp(0.4 * width, std::min(13.0 * l.text, 0.5 * width), 24.0 * l.text);
        l.figures = QRectF(width - l.pad - figuresWidth, l.pad, figuresWidth, height - 2.0 * l.pad);
        l.colorBlock = QRectF(l.figures.left(), l.figures.bottom() - colorBlockHeight, figuresWidth, colorBlockHeight);
        mapArea = QRectF(l.pad, l.pad, l.figures.left() - 3.0 * l.pad, height - 2.0 * l.pad);
    } else {
        double figuresHeight = 0.0;
        for (const FigureLine& figure : figureLines(l.text, false, width - 2.0 * l.pad))
            figuresHeight += textLineHeight(figure.line) + figure.spaceAfter * l.text;
        l.figures = QRectF(l.pad, l.pad, width - 2.0 * l.pad, figuresHeight);
        mapArea = QRectF(l.pad, l.figures.bottom() + 0.6 * l.pad, width - 2.0 * l.pad,
                         height - l.figures.bottom() - 2.6 * l.pad - colorBlockHeight);
    }
    // Room for the rotated y title, the tick labels, and the x tick labels and title below.
    const double titleWidth = tick.height();
    const double labelWidth = tick.horizontalAdvance(QStringLiteral("000")) + 0.5 * l.text;
    l.titleX = mapArea.left() + titleWidth / 2.0;
    const double left = mapArea.left() + titleWidth + labelWidth + 0.3 * l.text;
    const double bottom = mapArea.bottom() - 2.0 * tick.height() - 0.3 * l.text;
    const double columnWidth = std::min((mapArea.right() - left) / kColumns, 2.6 * l.text);
    l.labelRight = left - 0.3 * l.text;
    l.matrix = QRectF(left, mapArea.top() + 0.3 * l.text, std::max(0.0, columnWidth * kColumns),
                      std::max(0.0, bottom - mapArea.top() - 0.3 * l.text));
    if (!l.beside) {
        const double blockWidth = std::min(mapArea.width(), std::max(l.matrix.width(), 22.0 * l.text));
        l.colorBlock = QRectF(std::min(l.matrix.left(), mapArea.right() - blockWidth),
                              height - l.pad - colorBlockHeight, blockWidth, colorBlockHeight);
    }
    return l;
}

QRectF AvalancheHeatMap::cellRect(const QSize& size, std::size_t inputBit, int outputBit) const
{
    if (!result_ || inputBit >= result_->matrix.inputBits || outputBit < 0 || outputBit >= kColumns)
        return {};
    const Layout l = layout(size);
    return QRectF(QPointF(l.columnLeft(outputBit), l.rowTop(inputBit)),
                  QPointF(l.columnLeft(outputBit + 1), l.rowTop(inputBit + 1)));
}

std::optional<std::pair<std::size_t, int>> AvalancheHeatMap::cellAt(const QSize& size, const QPointF& point) const
{
    if (!result_)
        return std::nullopt;
    const Layout l = layout(size);
    if (!l.matrix.contains(point) || l.matrix.isEmpty())
        return std::nullopt;
    const auto row =
        static_cast<std::size_t>((point.y() - l.matrix.top()) / l.matrix.height() * static_cast<double>(l.rows));
    const auto column = static_cast<int>((point.x() - l.matrix.left()) / l.matrix.width() * kColumns);
    if (row >= result_->matrix.inputBits || column >= kColumns)
        return std::nullopt;
    return std::pair{row, column};
}

void AvalancheHeatMap::render(QPainter& painter, const QSize& size) const
{
    painter.save();
    painter.fillRect(QRect(QPoint(0, 0), size), palette::current().background);
    const Layout l = layout(size);
    paintMatrix(painter, l);
    paintFigures(painter, l);
    paintColorBar(painter, l);
    painter.restore();
}

std::vector<AvalancheHeatMap::FigureLine> AvalancheHeatMap::figureLines(double t, bool beside, double width) const
{
    const QString name = fromStd(hash_->name);
    const QColor ink = palette::current().ink;
    const QColor soft = palette::current().softInk;
    const QColor faint = palette::current().mutedInk;

    TextRun badge;
    TextRun explanation{{}, viewFont(1.0 * t), soft, {}};
    const QString limit = formatShare(kSmhasherBiasLimit, 0);
    if (const auto v = verdict()) {
        badge = {{}, viewFont(1.1 * t, true), ink, {}};
        switch (*v) {
        case AvalancheVerdict::Pass:
            badge.text = tr("✓ PASS");
            badge.badge = palette::current().goodVerdict;
            explanation.text = tr("under SMHasher's %1 limit").arg(limit);
            break;
        case AvalancheVerdict::Fail:
            badge.text = tr("✗ FAIL");
            badge.badge = palette::current().badVerdict;
            explanation.text = tr("over SMHasher's %1 limit").arg(limit);
            break;
        case AvalancheVerdict::TooFewInputs:
            badge.text = tr("? TOO FEW INPUTS");
            badge.badge = palette::current().unsureVerdict;
            explanation.text =
                tr("chance alone reaches %1 with so few inputs; SMHasher hashes %2")
                    .arg(formatShare(avalancheNoiseBias(result_->matrix.samples[result_->worstInputBit]), 1),
                         formatCount(kSmhasherAvalancheInputs));
            break;
        }
    } else if (pending_) {
        badge = {tr("computing…"), viewFont(1.1 * t, true), soft, {}};
        explanation.text = tr("flipping every bit of every input");
    }

    const QString worst = pending_ ? tr("…") : result_ ? worstBiasText() : tr("–");
    const QString mean = pending_ ? tr("…") : result_ ? meanBiasText() : tr("–");
    const TextRun inputs = error_.isEmpty()
                               ? TextRun{inputs_, viewFont(0.95 * t), faint, {}}
                               : TextRun{error_, viewFont(0.95 * t, true), palette::current().errorInk, {}};
    std::vector<FigureLine> lines;
    if (beside) {
        lines = {
            {{{name, viewFont(1.5 * t, true), ink, {}}}, 0.5},
            {{{tr("worst bias"), viewFont(1.1 * t), soft, {}}}, 0.0},
            {{{worst, viewFont(2.4 * t, true), ink, {}}, badge}, 0.1},
            {{explanation}, 0.6},
            {{{tr("mean bias"), viewFont(1.1 * t), soft, {}}, {mean, viewFont(1.5 * t, true), ink, {}}}, 0.5},
            {{inputs}, 0.0},
        };
    } else {
        lines = {
            {{{name, viewFont(1.5 * t, true), ink, {}}, badge}, 0.0},
            {{explanation}, 0.1},
            {{{tr("worst bias"), viewFont(1.1 * t), soft, {}},
              {worst, viewFont(2.0 * t, true), ink, {}},
              {tr("mean bias"), viewFont(1.1 * t), soft, {}},
              {mean, viewFont(1.4 * t, true), ink, {}}},
             0.1},
            {{inputs}, 0.0},
        };
    }
    // Empty runs out, long lines wrapped.
    std::vector<FigureLine> wrapped;
    for (FigureLine& figure : lines) {
        std::erase_if(figure.line, [](const TextRun& run) { return run.text.isEmpty(); });
        if (figure.line.empty())
            continue;
        std::vector<TextLine> pieces = wrapTextLine(figure.line, width, 0.5 * t);
        for (std::size_t i = 0; i < pieces.size(); ++i)
            wrapped.push_back({std::move(pieces[i]), i + 1 == pieces.size() ? figure.spaceAfter : 0.0});
    }
    return wrapped;
}

void AvalancheHeatMap::paintFigures(QPainter& painter, const Layout& l) const
{
    double y = l.figures.top();
    for (const FigureLine& figure : figureLines(l.text, l.beside, l.figures.width())) {
        y += paintTextLine(painter, figure.line, QPointF(l.figures.left(), y), l.figures.width(), 0.5 * l.text);
        y += figure.spaceAfter * l.text;
    }
}

void AvalancheHeatMap::paintMatrix(QPainter& painter, const Layout& l) const
{
    const double t = l.text;
    const QFont tickFont = viewFont(0.95 * t);
    const QFontMetricsF tick(tickFont);
    painter.save();
    painter.setFont(tickFont);

    // Cells: one pixel each, scaled up without smoothing, so neighbours meet without seams and
    // an SVG export holds one small image instead of thousands of rectangles.
    if (result_) {
        const AvalancheMatrix& m = result_->matrix;
        QImage cells(kColumns, static_cast<int>(m.inputBits), QImage::Format_RGB32);
        for (std::size_t row = 0; row < m.inputBits; ++row) {
            auto* line = reinterpret_cast<QRgb*>(cells.scanLine(static_cast<int>(row)));
            for (int column = 0; column < kColumns; ++column)
                line[column] = m.samples[row] == 0 ? qRgb(0xd0, 0xd0, 0xd0)
                                                   : flipColor(m.flipProbability(row, column)).rgb();
        }
        painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter.drawImage(l.matrix, cells);
    } else {
        painter.fillRect(l.matrix, palette::current().panelGround);
    }
    painter.setRenderHint(QPainter::Antialiasing, true);

    // The worst cell, ringed in black on a white halo so that it shows on red and on blue.
    if (result_ && !pending_ && result_->worstBias > 0.0) {
        QRectF cell(QPointF(l.columnLeft(result_->worstOutputBit), l.rowTop(result_->worstInputBit)),
                    QPointF(l.columnLeft(result_->worstOutputBit + 1), l.rowTop(result_->worstInputBit + 1)));
        const double grow = std::max(0.0, (0.8 * t - cell.height()) / 2.0);
        const double growX = std::max(0.0, (0.8 * t - cell.width()) / 2.0);
        cell.adjust(-growX - 1.5, -grow - 1.5, growX + 1.5, grow + 1.5);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette::current().background, 4.0));
        painter.drawRect(cell);
        painter.setPen(QPen(palette::current().ink, 2.0));
        painter.drawRect(cell);
    }

    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(palette::current().frame, 1.0));
    painter.drawRect(l.matrix);

    // Input bits down the left: a tick at every byte, a label every few bytes.
    const double byteHeight = l.matrix.height() * 8.0 / static_cast<double>(l.rows);
    std::size_t labelEvery = 1;
    // Bounded: a matrix squeezed to no height at all has every label but the first left out.
    while (labelEvery * 8 < l.rows && byteHeight * static_cast<double>(labelEvery) < 1.25 * tick.height())
        labelEvery *= 2;
    const QColor soft = palette::current().softInk;
    painter.setPen(QPen(soft, 1.0));
    for (std::size_t byte = 0; byte * 8 <= l.rows; ++byte) {
        const double y = l.rowTop(byte * 8);
        if (byteHeight >= 4.0 || byte % labelEvery == 0)
            painter.drawLine(QPointF(l.matrix.left() - 0.25 * t, y), QPointF(l.matrix.left(), y));
        if (byte % labelEvery == 0 && byte * 8 < l.rows) {
            const QRectF label(l.labelRight - 4.0 * t, y - tick.height() / 2.0, 4.0 * t - 0.1 * t, tick.height());
            painter.drawText(label, Qt::AlignRight | Qt::AlignVCenter, QString::number(byte * 8));
        }
    }
    painter.save();
    painter.translate(l.titleX, l.matrix.center().y());
    painter.rotate(-90.0);
    painter.setPen(soft);
    QString yTitle = tr("input bit (8 per byte)");
    if (tick.horizontalAdvance(yTitle) > l.matrix.height())
        yTitle = tick.elidedText(tr("input bit"), Qt::ElideRight, l.matrix.height());
    painter.drawText(QRectF(-l.matrix.height() / 2.0, -tick.height() / 2.0, l.matrix.height(), tick.height()),
                     Qt::AlignCenter, yTitle);
    painter.restore();

    // Output bits along the bottom.
    const double columnWidth = l.matrix.width() / kColumns;
    for (const int column : {0, 8, 16, 24, 31}) {
        const double x = l.columnLeft(column) + columnWidth / 2.0;
        painter.drawLine(QPointF(x, l.matrix.bottom()), QPointF(x, l.matrix.bottom() + 0.25 * t));
        painter.drawText(QRectF(x - 2.0 * t, l.matrix.bottom() + 0.25 * t, 4.0 * t, tick.height()), Qt::AlignCenter,
                         QString::number(column));
    }
    painter.drawText(QRectF(l.matrix.left() - 4.0 * t, l.matrix.bottom() + 0.25 * t + tick.height(),
                            l.matrix.width() + 8.0 * t, tick.height()),
                     Qt::AlignCenter, tr("output bit"));

    // Pending, refused or empty: a word over the map.
    QString overlay;
    if (pending_)
        overlay = tr("computing %1 …").arg(fromStd(hash_->name));
    else if (!error_.isEmpty())
        overlay = tr("no map");
    else if (!result_)
        overlay = tr("no analysis yet");
    if (!overlay.isEmpty()) {
        if (result_)
            painter.fillRect(l.matrix, palette::ground(190));
        painter.setFont(viewFont(1.2 * t, true));
        painter.setPen(palette::current().ink);
        painter.drawText(l.matrix.adjusted(-3.0 * t, 0.0, 3.0 * t, 0.0), Qt::AlignCenter | Qt::TextWordWrap, overlay);
    }
    painter.restore();
}

void AvalancheHeatMap::paintColorBar(QPainter& painter, const Layout& l) const
{
    const double t = l.text;
    const QFont font = viewFont(0.95 * t);
    const QFontMetricsF metrics(font);
    const QRectF& block = l.colorBlock;
    painter.save();
    painter.setFont(font);
    painter.setPen(palette::current().softInk);
    QString title = tr("how often the output bit flips");
    if (metrics.horizontalAdvance(title) > block.width())
        title = tr("output bit flips");
    painter.drawText(QRectF(block.left(), block.top(), block.width(), metrics.height()),
                     Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(title, Qt::ElideRight, block.width()));
    const QRectF bar(block.left(), block.top() + metrics.height() + 0.3 * t, block.width(), 1.1 * t);
    QLinearGradient gradient(bar.topLeft(), bar.topRight());
    const auto steps = static_cast<double>(palette::current().flipScale.size() - 1);
    for (std::size_t i = 0; i < palette::current().flipScale.size(); ++i)
        gradient.setColorAt(static_cast<double>(i) / steps, palette::current().flipScale[i]);
    painter.fillRect(bar, gradient);
    painter.setPen(QPen(palette::current().frame, 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(bar);
    painter.drawLine(QPointF(bar.center().x(), bar.top()), QPointF(bar.center().x(), bar.bottom() + 0.2 * t));

    const QRectF labels(bar.left(), bar.bottom() + 0.2 * t, bar.width(), metrics.height());
    painter.setPen(palette::current().ink);
    // The ends and the middle, in as many words as fit.
    const QStringList choices[] = {{tr("0: never"), tr("0.5: ideal"), tr("1: always")},
                                   {tr("never"), tr("ideal"), tr("always")},
                                   {tr("0"), tr("0.5"), tr("1")}};
    for (const QStringList& words : choices) {
        const double middle = metrics.horizontalAdvance(words[1]);
        const double side = std::max(metrics.horizontalAdvance(words[0]), metrics.horizontalAdvance(words[2]));
        if (middle / 2.0 + side + 0.5 * t <= bar.width() / 2.0 || &words == &choices[2]) {
            painter.drawText(labels, Qt::AlignLeft | Qt::AlignVCenter, words[0]);
            painter.drawText(labels, Qt::AlignHCenter | Qt::AlignVCenter, words[1]);
            painter.drawText(labels, Qt::AlignRight | Qt::AlignVCenter, words[2]);
            break;
        }
    }
    painter.restore();
}

void AvalancheHeatMap::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    render(painter, size());
}

bool AvalancheHeatMap::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    const auto cell = cellAt(size(), help->pos());
    if (!cell || pending_) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    const auto [row, column] = *cell;
    const AvalancheMatrix& m = result_->matrix;
    QToolTip::showText(help->globalPos(),
                       tr("Input bit %1 (byte %2, bit %3) → output bit %4\n"
                          "flipped it in %5 of %6 inputs (%7); bias %8")
                           .arg(row)
                           .arg(row / 8)
                           .arg(row % 8)
                           .arg(column)
                           .arg(formatCount(m.flipCount(row, column)), formatCount(m.samples[row]),
                                formatShare(m.flipProbability(row, column), 1),
                                formatShare(m.bias(row, column), 1)),
                       this);
    return true;
}

void AvalancheHeatMap::setTextScale(double scale)
{
    textScale_ = scale;
    update();
}

}  // namespace ringlab::ui
