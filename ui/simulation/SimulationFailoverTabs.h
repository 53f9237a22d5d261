// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/FailoverSimulation.h"
#include "ui/simulation/SimulationTab.h"
#include "ui/simulation/TimeSeriesChart.h"

#include <array>
#include <memory>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace ringlab::ui {

// The widgets of a FailoverConfig in a tab's settings form: fleet, traffic, the client
// (failover depth and policy), one event and the timeline.
class FailoverSettings {
public:
    // Both: the run compares the two policies, so the settings of both show and no choice.
    enum class Policies { One, Both };

    FailoverSettings(SimulationTab& tab, const FailoverConfig& defaults, Policies policies);

    // Throws ValidationError naming the wrong value.
    FailoverConfig read() const;
    void write(const FailoverConfig& config);

    QSpinBox* nodes = nullptr;
    QSpinBox* keys = nullptr;
    QDoubleSpinBox* requestsPerSecond = nullptr;
    QComboBox* popularity = nullptr;
    QDoubleSpinBox* zipfExponent = nullptr;
    QDoubleSpinBox* warmHitRate = nullptr;  // percent
    QSpinBox* failoverDepth = nullptr;
    QComboBox* policy = nullptr;
    QDoubleSpinBox* downtime = nullptr;
    QSpinBox* failuresToRemove = nullptr;
    QDoubleSpinBox* failureWindow = nullptr;
    QDoubleSpinBox* initialBackoff = nullptr;
    QDoubleSpinBox* maxBackoff = nullptr;
    QComboBox* eventKind = nullptr;
    QLineEdit* eventNode = nullptr;
    QDoubleSpinBox* eventAt = nullptr;
    QDoubleSpinBox* flapPeriod = nullptr;
    QDoubleSpinBox* flapUntil = nullptr;
    QDoubleSpinBox* timeoutShare = nullptr;  // percent
    QDoubleSpinBox* step = nullptr;
    QDoubleSpinBox* duration = nullptr;

private:
    void showRelevant();

    QFormLayout* form_;
    FailoverConfig defaults_;
    Policies policies_;
};

// What one failover run shows over time.
struct FailoverCharts {
    TimeSeriesData hitRate;
    TimeSeriesData databaseReads;
    TimeSeriesData keysRemapped;
    TimeSeriesData nodeLoad;  // requests/s answered by each node, a line per node
};
FailoverCharts failoverCharts(const FailoverConfig& config, const FailoverResult& result);

// The article's ShardedCache: four nodes, user:0 … user:9999, kill cache-02 → 24.6 % misses,
// 0 hard failures, the three healthy nodes listed. Any fleet, traffic, policy and event.
class FailoverTab : public SimulationTab {
    Q_OBJECT

public:
    explicit FailoverTab(QWidget* parent = nullptr);

    FailoverSettings& settings() { return settings_; }
    TimeSeriesChart* hitRateChart() const { return charts_[0]; }
    TimeSeriesChart* databaseReadsChart() const { return charts_[1]; }
    TimeSeriesChart* keysRemappedChart() const { return charts_[2]; }
    TimeSeriesChart* nodeLoadChart() const { return charts_[3]; }
    // The result on screen (null before the first run).
    std::shared_ptr<const FailoverResult> result() const { return result_; }
    std::vector<const ExportableView*> exportableViews() const override;

protected:
    Job prepareRun() override;
    void setResultsBusy(bool busy) override;

private:
    void showResult(const FailoverConfig& config, std::shared_ptr<const FailoverResult> result);

    FailoverSettings settings_;
    std::array<TimeSeriesChart*, 4> charts_{};
    std::shared_ptr<const FailoverResult> result_;
};

// A flapping node under the article's fixed penalty and under the production policy, side
// by side on shared scales: churn storm against calm.
class FlappingTab : public SimulationTab {
    Q_OBJECT

public:
    static constexpr std::size_t kRows = 3;  // hit rate, keys remapped, database reads

    explicit FlappingTab(QWidget* parent = nullptr);

    FailoverSettings& settings() { return settings_; }
    // column 0: fixed penalty, 1: the policy.
    TimeSeriesChart* chart(std::size_t row, std::size_t column) const { return charts_[row][column]; }
    std::shared_ptr<const PolicyComparison> result() const { return result_; }
    std::vector<const ExportableView*> exportableViews() const override;

protected:
    Job prepareRun() override;
    void setResultsBusy(bool busy) override;

private:
    void showResult(const FailoverConfig& config, std::shared_ptr<const PolicyComparison> result);

    FailoverSettings settings_;
    std::array<std::array<TimeSeriesChart*, 2>, kRows> charts_{};
    std::shared_ptr<const PolicyComparison> result_;
};

}  // namespace ringlab::ui
