// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/EcommerceScenario.h"
#include "model/core/HotKeys.h"
#include "model/core/MigrationPlan.h"
#include "model/core/VersionSkew.h"
#include "ui/simulation/SimulationTab.h"

#include <memory>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
class QTableWidget;

namespace ringlab::ui {

class NodeBarChart;
class TransferMatrixView;

// A rolling deploy 8 → 9: the keys two client groups place differently, the keys written to
// two places, the stale reads, each group with its membership version.
class VersionSkewTab : public SimulationTab {
    Q_OBJECT

public:
    explicit VersionSkewTab(QWidget* parent = nullptr);
    QTableWidget* groupTable() const { return groups_; }
    std::shared_ptr<const VersionSkewResult> result() const { return result_; }
    std::vector<const ExportableView*> exportableViews() const override;
    const NodeBarChart* staleReadChart() const { return chart_; }

protected:
    Job prepareRun() override;
    void setResultsBusy(bool busy) override;

private:
    void showResult(std::shared_ptr<const VersionSkewResult> result);

    QSpinBox* before_ = nullptr;
    QSpinBox* after_ = nullptr;
    QDoubleSpinBox* newShare_ = nullptr;
    QSpinBox* keys_ = nullptr;
    QSpinBox* requests_ = nullptr;
    QDoubleSpinBox* writeShare_ = nullptr;
    QTableWidget* groups_ = nullptr;
    NodeBarChart* chart_ = nullptr;
    std::shared_ptr<const VersionSkewResult> result_;
};

// Zipf requests on a balanced ring: per-node request load next to key load, behind a local
// cache and with bounded loads.
class HotKeysTab : public SimulationTab {
    Q_OBJECT

public:
    explicit HotKeysTab(QWidget* parent = nullptr);
    NodeBarChart* chart() const { return chart_; }
    std::shared_ptr<const HotKeysResult> result() const { return result_; }
    std::vector<const ExportableView*> exportableViews() const override;

protected:
    Job prepareRun() override;
    void setResultsBusy(bool busy) override;

private:
    void showResult(const HotKeysConfig& config, std::shared_ptr<const HotKeysResult> result);

    QSpinBox* nodes_ = nullptr;
    QSpinBox* keys_ = nullptr;
    QDoubleSpinBox* zipf_ = nullptr;
    QSpinBox* requests_ = nullptr;
    QComboBox* cacheKind_ = nullptr;
    QSpinBox* cacheSize_ = nullptr;
    QDoubleSpinBox* epsilon_ = nullptr;
    NodeBarChart* chart_ = nullptr;
    std::shared_ptr<const HotKeysResult> result_;
};

// Remapping is not migration: the bytes each node copies to each other node, and how long
// reads go to both places.
class MigrationTab : public SimulationTab {
    Q_OBJECT

public:
    explicit MigrationTab(QWidget* parent = nullptr);
    TransferMatrixView* matrix() const { return matrix_; }
    std::shared_ptr<const MigrationResult> result() const { return result_; }
    std::vector<const ExportableView*> exportableViews() const override;

protected:
    Job prepareRun() override;
    void setResultsBusy(bool busy) override;

private:
    void showResult(std::shared_ptr<const MigrationResult> result);

    QSpinBox* before_ = nullptr;
    QSpinBox* after_ = nullptr;
    QSpinBox* keys_ = nullptr;
    QDoubleSpinBox* medianBytes_ = nullptr;
    QDoubleSpinBox* sigma_ = nullptr;
    QDoubleSpinBox* bandwidth_ = nullptr;  // MB/s
    TransferMatrixView* matrix_ = nullptr;
    std::shared_ptr<const MigrationResult> result_;
};

// The article's e-commerce fleet, 8 → 12 nodes over 25,000,000 keys: per algorithm the
// database reads during the change, the peak node load and the five requirements.
class EcommerceTab : public SimulationTab {
    Q_OBJECT

public:
    explicit EcommerceTab(QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }
    QSpinBox* keysSpin() const { return keys_; }
    std::shared_ptr<const EcommerceResult> result() const { return result_; }
    std::vector<const ExportableView*> exportableViews() const override { return {}; }

protected:
    Job prepareRun() override;
    void setResultsBusy(bool busy) override;

private:
    void showResult(std::shared_ptr<const EcommerceResult> result);

    QSpinBox* keys_ = nullptr;
    QDoubleSpinBox* requestsPerSecond_ = nullptr;
    QDoubleSpinBox* hitRate_ = nullptr;
    QDoubleSpinBox* maxOfFair_ = nullptr;
    QDoubleSpinBox* stormFactor_ = nullptr;
    QTableWidget* table_ = nullptr;
    std::shared_ptr<const EcommerceResult> result_;
};

}  // namespace ringlab::ui
