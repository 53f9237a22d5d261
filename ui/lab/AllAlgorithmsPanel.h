// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/NewestJob.h"
#include "model/core/AlgorithmComparison.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace ringlab {
class LabModel;
struct LabSnapshot;
}

namespace ringlab::ui {

class AnimationClock;

// The lab's last change of members under every algorithm, one row each: the article's
// comparison table for the user's own fleet and keys (keys moved and the least possible, as
// the counter gives them for the lab's algorithm; relative std-dev, peak and min of fair, as
// the load chart does; a lookup's time). Without a change of members, the balance alone.
// Measured off the GUI thread whenever the lab has a new result and the panel is shown.
class AllAlgorithmsPanel : public QWidget {
    Q_OBJECT

public:
    enum Column { AlgorithmColumn, KeyHashColumn, MovedColumn, LeastColumn, StdDevColumn, PeakColumn, MinColumn,
                  LookupColumn, ColumnCount };

    explicit AllAlgorithmsPanel(LabModel* lab, QWidget* parent = nullptr);
    // While `clock` animates a change, the keys moved stay hidden, as the counter hides them.
    void setAnimationClock(AnimationClock* clock);

    QTableWidget* table() const noexcept { return table_; }
    QLabel* captionLabel() const noexcept { return caption_; }
    bool busy() const noexcept { return job_.busy() || stale_; }
    // The rows shown, in allAlgorithms() order, and the snapshot they were measured for.
    const std::vector<AlgorithmComparisonRow>& outcomes() const noexcept { return outcomes_; }
    const LabSnapshot* measuredSnapshot() const noexcept { return measured_.get(); }
    // The table as tab-separated text, a header line first (what "Copy" puts on the clipboard).
    QString tableText() const;

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // The buttons, headers, caption and rows in the language installed.
    void retranslateUi();
    void onResultReady();
    void measure();
    void show(std::vector<AlgorithmComparisonRow> outcomes);
    // The Moved and Least columns: "…" while the keys are still moving on screen.
    void fillMoves();
    bool hidesMoves() const;

    LabModel* lab_;
    AnimationClock* clock_ = nullptr;
    QLabel* caption_ = nullptr;
    QTableWidget* table_ = nullptr;
    QPushButton* copy_ = nullptr;
    std::shared_ptr<const LabSnapshot> pending_;   // the snapshot being (or to be) measured
    std::shared_ptr<const LabSnapshot> measured_;  // the snapshot the rows are for
    std::vector<AlgorithmComparisonRow> outcomes_;
    bool movesHidden_ = false;
    bool stale_ = false;  // a newer result than the rows, not measured yet
    NewestJob<std::vector<AlgorithmComparisonRow>> job_;
};

}  // namespace ringlab::ui
