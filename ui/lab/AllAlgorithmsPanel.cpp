// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/AllAlgorithmsPanel.h"

#include "model/DisplayText.h"
#include "model/LabModel.h"
#include "model/Translation.h"
#include "ui/common/AnimationClock.h"
#include "ui/common/ViewCaption.h"
#include "ui/lab/LabControlsPanel.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ringlab::ui {

namespace {

// The members before the snapshot's change, or none when it kept them (only the balance then).
std::vector<Member> membersBefore(const LabSnapshot& snapshot)
{
    if (!snapshot.diff || snapshot.previousMembers == snapshot.members)
        return {};
    return snapshot.previousMembers;
}

}  // namespace

AllAlgorithmsPanel::AllAlgorithmsPanel(LabModel* lab, QWidget* parent)
    : QWidget(parent),
      lab_(lab),
      job_(this, {.done =
                      [this](JobOutcome<std::vector<AlgorithmComparisonRow>> outcome) {
                          if (outcome.result)
                              show(std::move(*outcome.result));
                      },
                  .progress =
                      [this](double fraction) {
                          caption_->setText(tr("Measuring every algorithm on this change… %1")
                                                .arg(formatShare(fraction, 0)));
                      }})
{
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    caption_ = new QLabel;
    caption_->setWordWrap(true);
    QFont bold = caption_->font();
    bold.setBold(true);
    caption_->setFont(bold);
    copy_ = new QPushButton;
    connect(copy_, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(tableText()); });
    top->addWidget(caption_, 1);
    top->addWidget(copy_);
    layout->addLayout(top);

    table_ = new QTableWidget(0, ColumnCount);
    table_->setObjectName(QStringLiteral("AllAlgorithmsTable"));
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(table_, 1);

    connect(lab_, &LabModel::resultReady, this, &AllAlgorithmsPanel::onResultReady);
    retranslateUi();
}

void AllAlgorithmsPanel::retranslateUi()
{
    copy_->setText(tr("Copy table"));
    copy_->setToolTip(tr("Copies the table as tab-separated text, for a spreadsheet or a slide"));
    table_->setHorizontalHeaderLabels({tr("Algorithm"), tr("Key hash"), tr("Moved"), tr("Least\npossible"),
                                       tr("Relative\nstd-dev"), tr("Peak/fair"), tr("Min/fair"), tr("Lookup")});
    table_->horizontalHeaderItem(MovedColumn)->setToolTip(tr("Keys the change moved, as the counter says for the lab's algorithm"));
    table_->horizontalHeaderItem(LeastColumn)->setToolTip(tr("The fewest keys any placement must move to reach these loads"));
    table_->horizontalHeaderItem(LookupColumn)->setToolTip(
        tr("Hash and owner of one key, best of %1 rounds over the first %L2 keys, on this machine now")
            .arg(kComparisonTimedRounds)
            .arg(static_cast<qulonglong>(kComparisonTimedKeys)));
    // The rows and their caption again from the figures (a measurement under way shows its
    // own when it comes).
    if (job_.busy())
        return;
    if (outcomes_.empty() || !measured_)
        caption_->setText(tr("Waiting for the lab's result…"));
    else
        show(std::vector(outcomes_));
}

void AllAlgorithmsPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void AllAlgorithmsPanel::setAnimationClock(AnimationClock* clock)
{
    if (clock_)
        disconnect(clock_, nullptr, this, nullptr);
    clock_ = clock;
    if (clock_) {
        connect(clock_, &AnimationClock::tick, this, [this] {
            if (movesHidden_ != hidesMoves())
                fillMoves();
        });
        connect(clock_, &AnimationClock::finished, this, &AllAlgorithmsPanel::fillMoves);
    }
    fillMoves();
}

void AllAlgorithmsPanel::onResultReady()
{
    pending_ = lab_->result().primary;
    stale_ = pending_ != nullptr;
    if (isVisible())
        measure();
}

void AllAlgorithmsPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (!pending_)
        pending_ = lab_->result().primary;
    stale_ = pending_ && pending_ != measured_;
    if (stale_)
        measure();
}

void AllAlgorithmsPanel::measure()
{
    if (!pending_ || !stale_)
        return;
    stale_ = false;
    const std::shared_ptr<const LabSnapshot> snapshot = pending_;
    job_.request([snapshot](const RunControl& control) {
        return compareAlgorithms(snapshot->config, membersBefore(*snapshot), snapshot->members, snapshot->keys, control);
    });
    // What the rows will be measured for, once they come.
    measured_ = snapshot;
}

void AllAlgorithmsPanel::show(std::vector<AlgorithmComparisonRow> outcomes)
{
    outcomes_ = std::move(outcomes);
    const LabSnapshot& snapshot = *measured_;
    const bool change = !membersBefore(snapshot).empty();
    const QString keys = formatCount(snapshot.keys.size());
    caption_->setText(change ? tr("%1 under every algorithm: %2 → %3 members, %4 keys")
                                   .arg(fromStd(snapshot.change), formatCount(snapshot.previousMembers.size()),
                                        formatCount(snapshot.members.size()), keys)
                             : tr("No change of members to measure: the balance of %1 members under every algorithm, %2 keys")
                                   .arg(formatCount(snapshot.members.size()), keys));
    const QLocale locale;
    table_->clearSpans();
    table_->setRowCount(static_cast<int>(outcomes_.size()));
    for (int row = 0; row < table_->rowCount(); ++row) {
        const AlgorithmComparisonRow& outcome = outcomes_[static_cast<std::size_t>(row)];
        const auto set = [&](int column, const QString& text) {
            auto* item = new QTableWidgetItem(text);
            item->setTextAlignment(column <= KeyHashColumn ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
            if (outcome.algorithm == snapshot.config.algorithm) {  // the lab's own row
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            table_->setItem(row, column, item);
        };
        set(AlgorithmColumn, algorithmLabel(outcome.algorithm));
        for (int column = KeyHashColumn; column < ColumnCount; ++column)
            table_->setItem(row, column, nullptr);
        if (outcome.refusal) {
            set(KeyHashColumn, tr("refused: %1").arg(userMessage(*outcome.refusal)));
            table_->setSpan(row, KeyHashColumn, 1, ColumnCount - KeyHashColumn);
            continue;
        }
        set(KeyHashColumn, fromStd(outcome.keyHash));
        set(StdDevColumn, formatShare(outcome.relativeStdDev, 1));
        set(PeakColumn, locale.toString(outcome.peakOfFair, 'f', 2));
        set(MinColumn, locale.toString(outcome.minOfFair, 'f', 2));
        set(LookupColumn, tr("%1 ns").arg(locale.toString(outcome.lookupNs, 'f', 1)));
    }
    fillMoves();
}

bool AllAlgorithmsPanel::hidesMoves() const
{
    // Until the keys have moved on screen, the figures would give the answer away.
    return clock_ && clock_->progress() < 1.0 && measured_ && measured_ == lab_->result().primary;
}

void AllAlgorithmsPanel::fillMoves()
{
    if (!measured_)
        return;
    const bool moving = hidesMoves();
    movesHidden_ = moving;
    for (int row = 0; row < table_->rowCount() && row < static_cast<int>(outcomes_.size()); ++row) {
        const AlgorithmComparisonRow& outcome = outcomes_[static_cast<std::size_t>(row)];
        if (outcome.refusal)
            continue;
        const auto figure = [&](const std::optional<double>& fraction) {
            if (!fraction)
                return QStringLiteral("–");
            return moving ? QStringLiteral("…") : formatShare(*fraction, 2);
        };
        for (const auto& [column, fraction] : {std::pair{MovedColumn, outcome.movedFraction}, std::pair{LeastColumn, outcome.leastFraction}}) {
            auto* item = table_->item(row, AlgorithmColumn)->clone();
            item->setText(figure(fraction));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(row, column, item);
        }
    }
}

QString AllAlgorithmsPanel::tableText() const
{
    QStringList lines;
    QStringList header;
    for (int column = 0; column < ColumnCount; ++column)
        header << table_->horizontalHeaderItem(column)->text().replace(QLatin1Char('\n'), QLatin1Char(' '));
    lines << header.join(QLatin1Char('\t'));
    for (int row = 0; row < table_->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < ColumnCount; ++column)
            cells << (table_->item(row, column) ? table_->item(row, column)->text() : QString());
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

}  // namespace ringlab::ui
