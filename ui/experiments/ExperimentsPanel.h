// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/NewestJob.h"
#include "model/core/Experiments.h"
#include "ui/common/ChartWidget.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace ringlab::ui {

// Text of the experiment catalogue (claims, setups, notes, units) in the user's language.
QString experimentText(const char* english);
QString experimentText(std::string_view english);

// The chart of one experiment: the article's, RingLab's and the theoretical value side by
// side as bars (one group per member or hash when there are several), or for the replicas
// sweep the measured curves against theory on a log axis.
class ExperimentChart : public ChartWidget {
    Q_OBJECT

public:
    explicit ExperimentChart(QWidget* parent = nullptr);

    // nullptr experiment: an empty chart that says what to do.
    void setExperiment(const Experiment* experiment, std::optional<ExperimentResult> result);
    const Experiment* experiment() const { return experiment_; }

    QString exportTitle() const override;

protected:
    QChart* buildChart(Target target, const QSizeF& size) const override;
    bool layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const override;

private:
    const Experiment* experiment_ = nullptr;
    std::optional<ExperimentResult> result_;
};

// The "Experiments" panel: every claim of the seed articles with the article's value, RingLab's
// measurement, the theory and a verdict badge (green: matches, amber: differs, grey: timing or
// RingLab's own layout), a chart of the selected row, its setup and the reason a figure
// differs. Runs on the thread pool with progress and Cancel; the table fills row by row.
class ExperimentsPanel : public QWidget {
    Q_OBJECT

public:
    // The figures first (they must fit on a projector); the claim and the note follow, and the
    // selected row's are shown in full beside the table.
    enum Column { IdColumn, VerdictColumn, ArticleColumn, MeasuredColumn, TheoryColumn, ClaimColumn, NoteColumn, ColumnCount };

    explicit ExperimentsPanel(QWidget* parent = nullptr);
    ~ExperimentsPanel() override;

    void runAll();
    void runSelected();
    void cancel();
    bool isRunning() const;
    // Selects the row of that experiment (and charts it).
    void selectExperiment(std::string_view id);

    // The outcome shown in each row, in catalogue order; nullopt until the row has run.
    const std::vector<std::optional<ExperimentOutcome>>& outcomes() const { return outcomes_; }

    QTableWidget* table() const { return table_; }
    ExperimentChart* chart() const { return chart_; }
    QPushButton* runAllButton() const { return runAll_; }
    QPushButton* runSelectedButton() const { return runSelected_; }
    QPushButton* cancelButton() const { return cancel_; }
    QProgressBar* progressBar() const { return progress_; }
    QLabel* statusLabel() const { return status_; }

signals:
    // A run ended (finished or cancelled).
    void runFinished();

protected:
    void changeEvent(QEvent* event) override;

private:
    // The buttons, headers, every row's texts and figures, the status and the selected row's
    // details in the language installed.
    void retranslateUi();
    void start(std::vector<std::string> ids);
    void showOutcome(const ExperimentOutcome& outcome);
    // A row's figures, verdict and notes from its outcome (nothing before it has run).
    void showOutcomeTexts(int row);
    void finished(JobOutcome<double> outcome);
    void showSelection();
    void updateStatus();
    void exportChart();

    QTableWidget* table_ = nullptr;
    ExperimentChart* chart_ = nullptr;
    QLabel* details_ = nullptr;
    QPushButton* runAll_ = nullptr;
    QPushButton* runSelected_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* export_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;

    std::vector<std::optional<ExperimentOutcome>> outcomes_;
    double lastRunSeconds_ = 0.0;
    bool lastRunCancelled_ = false;
    QString lastRunError_;  // why the last run stopped, "" when it did not fail
    std::size_t runTotal_ = 0;  // experiments in the current run
    std::size_t runDone_ = 0;   // … and how many have reported
    NewestJob<double> job_;     // a run; its result is the seconds it took
};

}  // namespace ringlab::ui
