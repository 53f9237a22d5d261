// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/simulation/SimulationPanel.h"

#include "ui/simulation/SimulationFailoverTabs.h"
#include "ui/simulation/SimulationPitfallTabs.h"

#include <QEvent>
#include <QTabWidget>
#include <QVBoxLayout>

#include <array>

namespace ringlab::ui {

namespace {

constexpr std::array<const char*, 6> kPitfallNames{"failover", "flapping", "skew", "hotkeys", "migration", "ecommerce"};

}  // namespace

SimulationPanel::SimulationPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    tabs_ = new QTabWidget;
    failover_ = new FailoverTab;
    flapping_ = new FlappingTab;
    versionSkew_ = new VersionSkewTab;
    hotKeys_ = new HotKeysTab;
    migration_ = new MigrationTab;
    ecommerce_ = new EcommerceTab;
    for (SimulationTab* tab :
         std::initializer_list<SimulationTab*>{failover_, flapping_, versionSkew_, hotKeys_, migration_, ecommerce_})
        tabs_->addTab(tab, QString());
    retranslateUi();
    layout->addWidget(tabs_);
}

void SimulationPanel::retranslateUi()
{
    tabs_->setTabText(0, tr("Failover"));
    tabs_->setTabText(1, tr("Flapping"));
    tabs_->setTabText(2, tr("Version skew"));
    tabs_->setTabText(3, tr("Hot keys"));
    tabs_->setTabText(4, tr("Migration"));
    tabs_->setTabText(5, tr("E-commerce"));
    tabs_->setTabToolTip(0, tr("A node dies: its keys fail over and become misses"));
    tabs_->setTabToolTip(1, tr("A flapping node: the fixed penalty against K failures with backoff"));
    tabs_->setTabToolTip(2, tr("A rolling deploy: clients on two membership versions"));
    tabs_->setTabToolTip(3, tr("Zipf popularity overheats one node; a local cache and bounded loads"));
    tabs_->setTabToolTip(4, tr("Durable data: the bytes to copy and the dual-read window"));
    tabs_->setTabToolTip(5, tr("The article's 25-million-key fleet under every algorithm"));
}

void SimulationPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

SimulationTab* SimulationPanel::tab(Pitfall pitfall) const
{
    return static_cast<SimulationTab*>(tabs_->widget(static_cast<int>(pitfall)));
}

std::optional<SimulationPanel::Pitfall> SimulationPanel::findPitfall(const QString& name)
{
    for (std::size_t i = 0; i < kPitfallNames.size(); ++i) {
        if (name == QLatin1String(kPitfallNames[i]))
            return static_cast<Pitfall>(i);
    }
    return std::nullopt;
}

}  // namespace ringlab::ui
