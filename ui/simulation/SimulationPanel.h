// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

#include <optional>

class QTabWidget;

namespace ringlab::ui {

class EcommerceTab;
class FailoverTab;
class FlappingTab;
class HotKeysTab;
class MigrationTab;
class SimulationTab;
class VersionSkewTab;

// The "Simulation" panel: the article's production pitfalls, one tab each, every number from
// the engine's simulations (model/core), the same ones `ringlab-cli simulate` prints.
class SimulationPanel : public QWidget {
    Q_OBJECT

public:
    enum class Pitfall { Failover, Flapping, VersionSkew, HotKeys, Migration, Ecommerce };

    explicit SimulationPanel(QWidget* parent = nullptr);

    QTabWidget* tabs() const { return tabs_; }
    SimulationTab* tab(Pitfall pitfall) const;
    // "failover", "flapping", "skew", "hotkeys", "migration", "ecommerce" (the CLI's names).
    static std::optional<Pitfall> findPitfall(const QString& name);

    FailoverTab* failover() const { return failover_; }
    FlappingTab* flapping() const { return flapping_; }
    VersionSkewTab* versionSkew() const { return versionSkew_; }
    HotKeysTab* hotKeys() const { return hotKeys_; }
    MigrationTab* migration() const { return migration_; }
    EcommerceTab* ecommerce() const { return ecommerce_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    // The tabs' titles and tooltips (each tab retranslates itself).
    void retranslateUi();

    QTabWidget* tabs_ = nullptr;
    FailoverTab* failover_ = nullptr;
    FlappingTab* flapping_ = nullptr;
    VersionSkewTab* versionSkew_ = nullptr;
    HotKeysTab* hotKeys_ = nullptr;
    MigrationTab* migration_ = nullptr;
    EcommerceTab* ecommerce_ = nullptr;
};

}  // namespace ringlab::ui
