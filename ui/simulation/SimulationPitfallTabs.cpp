// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/simulation/SimulationPitfallTabs.h"

#include "ui/common/ChartStyle.h"
#include "ui/simulation/NodeBarChart.h"
#include "ui/common/Palette.h"
#include "ui/simulation/TransferMatrixView.h"
#include "ui/common/ViewCaption.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLocale>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

namespace {

constexpr int kMaxNodes = 200;
constexpr int kMaxKeys = 25'000'000;

QString ratioText(double ratio)
{
    return QLocale().toString(ratio, 'f', 2);
}

QTableWidget* resultTable(QWidget* area)
{
    auto* layout = new QVBoxLayout(area);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* table = new QTableWidget;
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->verticalHeader()->hide();
    QFont font = table->font();
    font.setPointSizeF(font.pointSizeF() * 1.25);
    table->setFont(font);
    table->horizontalHeader()->setFont(font);
    table->setWordWrap(true);
    layout->addWidget(table);
    return table;
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment alignment = Qt::AlignRight | Qt::AlignVCenter)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(alignment);
    return item;
}

}  // namespace

// ---- Version skew

VersionSkewTab::VersionSkewTab(QWidget* parent) : SimulationTab(parent)
{
    const VersionSkewConfig defaults;
    setIntroduction([] {
        return tr("A rolling deploy: some clients already see the new membership, the rest the old one. They "
                  "disagree on where some keys live; a key written by both groups lands in two places.");
    });
    before_ = addCountSetting([] { return tr("Nodes before"); }, 1, kMaxNodes,
                              static_cast<int>(defaults.groups[0].members.size()),
                              [] { return tr("Membership the old clients see"); });
    after_ = addCountSetting([] { return tr("Nodes after"); }, 1, kMaxNodes,
                             static_cast<int>(defaults.groups[1].members.size()),
                             [] { return tr("Membership the new clients see"); });
    newShare_ =
        addNumberSetting([] { return tr("Clients on the new version"); }, 0.0, 100.0,
                         defaults.groups[1].clientShare * 100.0, 0, [] { return percentSuffix(); },
                         [] { return tr("Share of the requests sent by clients that already see the new nodes"); });
    keys_ = addCountSetting([] { return tr("Keys"); }, 1, kMaxKeys, static_cast<int>(defaults.keys.size()),
                            [] { return tr("Keys session:user:{i}"); });
    requests_ = addCountSetting([] { return tr("Requests"); }, 1, 100'000'000, static_cast<int>(defaults.requests),
                                [] { return tr("Reads and writes across both groups"); });
    writeShare_ =
        addNumberSetting([] { return tr("Writes"); }, 0.0, 100.0, defaults.writeShare * 100.0, 0,
                         [] { return percentSuffix(); }, [] { return tr("Share of the requests that write"); });
    // The stale-read rate of each client group against the share of keys in dispute, and
    // the numbers under it.
    chart_ = new NodeBarChart;
    groups_ = resultTable(resultsArea());
    static_cast<QVBoxLayout*>(resultsArea()->layout())->insertWidget(0, chart_, 3);
    groups_->setMaximumHeight(groups_->fontMetrics().height() * 7);
    groups_->setColumnCount(5);
    keepTranslated([this] {
        chart_->setPlaceholder(tr("Press Run to simulate"));
        groups_->setHorizontalHeaderLabels(
            {tr("Client group"), tr("Membership version"), tr("Reads"), tr("Writes"), tr("Stale reads")});
    });
    groups_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
}

SimulationTab::Job VersionSkewTab::prepareRun()
{
    VersionSkewConfig config;
    const auto before = static_cast<std::size_t>(before_->value());
    const auto after = static_cast<std::size_t>(after_->value());
    const double newShare = newShare_->value() / 100.0;
    config.groups = {
        {tr("version %1").arg(before).toStdString(), before, numberedMembers("cache-", before), 1.0 - newShare},
        {tr("version %1").arg(after).toStdString(), after, numberedMembers("cache-", after), newShare},
    };
    config.keys = KeySet::fromPattern(config.keys.pattern(), static_cast<std::size_t>(keys_->value()));
    config.requests = static_cast<std::size_t>(requests_->value());
    config.writeShare = writeShare_->value() / 100.0;
    validateVersionSkewConfig(config);
    return [this, config](const RunControl& control) -> ShowResult {
        auto result = std::make_shared<const VersionSkewResult>(runVersionSkew(config, control));
        return [this, result] { showResult(result); };
    };
}

std::vector<const ExportableView*> VersionSkewTab::exportableViews() const
{
    return {chart_};
}

void VersionSkewTab::setResultsBusy(bool busy)
{
    groups_->setEnabled(!busy);
    chart_->setBusy(busy);
}

void VersionSkewTab::showResult(std::shared_ptr<const VersionSkewResult> result)
{
    result_ = std::move(result);
    const VersionSkewResult& r = *result_;
    headline()->setFigures({
        {tr("keys the groups disagree on"),
         tr("%1 (%2 keys)").arg(formatShare(r.disputedShare, 2), formatCount(r.keysInDispute)),
         palette::current().alarmRed},
        {tr("keys written to two places"),
         tr("%1 of %2 written").arg(formatCount(r.keysWrittenToTwoPlaces), formatCount(r.keysWritten)),
         r.keysWrittenToTwoPlaces > 0 ? palette::current().alarmRed : QColor()},
        {tr("stale reads"), tr("%1 of %2 reads").arg(formatCount(r.staleReads), formatCount(r.reads))},
    });
    NodeBarData chart;
    chart.title = tr("Stale reads by client group, against the keys in dispute");
    chart.valueAxisTitle = tr("% (see the legend)");
    chart.smallestMaximum = 1.0;
    NodeBarData::Set stale{tr("stale reads, % of the group's reads"), palette::current().alarmRed, {}};
    NodeBarData::Set writes{tr("writes, % of the group's requests"), palette::current().mainSeries, {}};
    for (const GroupTraffic& group : r.groups) {
        chart.nodes << QString::fromStdString(group.name);
        stale.percents << group.staleReadShare() * 100.0;
        writes.percents << group.writeShare() * 100.0;
    }
    chart.sets = {stale, writes};
    chart.lines = {{r.disputedShare * 100.0, tr("keys in dispute %1").arg(formatShare(r.disputedShare, 2)),
                    palette::current().ink, true}};
    chart_->setData(std::move(chart));
    groups_->setRowCount(static_cast<int>(r.groups.size()));
    for (int row = 0; row < groups_->rowCount(); ++row) {
        const GroupTraffic& group = r.groups[static_cast<std::size_t>(row)];
        groups_->setItem(row, 0, cell(QString::fromStdString(group.name), Qt::AlignLeft | Qt::AlignVCenter));
        groups_->setItem(row, 1, cell(QString::number(group.membershipVersion)));
        groups_->setItem(row, 2, cell(formatCount(group.reads)));
        groups_->setItem(row, 3, cell(formatCount(group.writes)));
        groups_->setItem(row, 4, cell(formatCount(group.staleReads)));
    }
}

// ---- Hot keys

HotKeysTab::HotKeysTab(QWidget* parent) : SimulationTab(parent)
{
    const HotKeysConfig defaults;
    setIntroduction([] {
        return tr("Consistent hashing balances keys, not requests: under Zipf popularity the node that owns the "
                  "hottest keys overheats. Remedies: a small local cache in each client, bounded loads.");
    });
    nodes_ = addCountSetting([] { return tr("Nodes"); }, 1, kMaxNodes, static_cast<int>(defaults.members.size()),
                             [] { return tr("cache-01, cache-02, …"); });
    keys_ = addCountSetting([] { return tr("Keys"); }, 1, kMaxKeys, static_cast<int>(defaults.keys.size()),
                            [] { return tr("Keys product:{i}"); });
    zipf_ = addNumberSetting([] { return tr("Zipf exponent"); }, 0.01, 5.0, defaults.zipfExponent, 2, {},
                             [] { return tr("Larger: a few keys get most of the requests"); });
    requests_ = addCountSetting([] { return tr("Requests"); }, 1, 100'000'000, static_cast<int>(defaults.requests),
                                [] { return tr("Requests drawn with the seed"); });
    cacheKind_ = addChoiceSetting([] { return tr("Local cache"); },
                                  [] { return tr("The in-process cache each client keeps in front of the ring"); });
    for (const LocalCacheKind kind : allLocalCacheKinds())
        addChoiceItem(
            cacheKind_, [kind] { return simulationText(localCacheLabel(kind)); }, static_cast<int>(kind));
    cacheSize_ =
        addCountSetting([] { return tr("Local cache size"); }, 0, 10'000'000, static_cast<int>(defaults.localCacheSize),
                        [] { return tr("Keys the local cache holds; 0: none"); });
    epsilon_ = addNumberSetting([] { return tr("Bounded loads ε"); }, 0.01, 10.0, defaults.epsilon, 2, {},
                                [] { return tr("Each node takes at most (1 + ε) × its fair share of the requests"); });
    chart_ = new NodeBarChart;
    keepTranslated([this] { chart_->setPlaceholder(tr("Press Run to simulate")); });
    auto* layout = new QVBoxLayout(resultsArea());
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(chart_);
}

std::vector<const ExportableView*> HotKeysTab::exportableViews() const
{
    return {chart_};
}

SimulationTab::Job HotKeysTab::prepareRun()
{
    HotKeysConfig config;
    config.members = numberedMembers("cache-", static_cast<std::size_t>(nodes_->value()));
    config.keys = KeySet::fromPattern(config.keys.pattern(), static_cast<std::size_t>(keys_->value()));
    config.zipfExponent = zipf_->value();
    config.requests = static_cast<std::size_t>(requests_->value());
    config.localCache = static_cast<LocalCacheKind>(cacheKind_->currentData().toInt());
    config.localCacheSize = static_cast<std::size_t>(cacheSize_->value());
    config.epsilon = epsilon_->value();
    validateHotKeysConfig(config);
    return [this, config](const RunControl& control) -> ShowResult {
        auto result = std::make_shared<const HotKeysResult>(runHotKeys(config, control));
        return [this, config, result] { showResult(config, result); };
    };
}

void HotKeysTab::setResultsBusy(bool busy)
{
    chart_->setBusy(busy);
}

void HotKeysTab::showResult(const HotKeysConfig& config, std::shared_ptr<const HotKeysResult> result)
{
    result_ = std::move(result);
    const HotKeysResult& r = *result_;
    NodeBarData bars;
    bars.title = tr("Load per node, Zipf %1").arg(QLocale().toString(config.zipfExponent, 'g', 3));
    NodeBarData::Set keys{tr("keys (peak/mean %1)").arg(ratioText(r.keysPeakToMean)), palette::current().baselineGrey, {}};
    NodeBarData::Set requests{tr("requests (peak/mean %1)").arg(ratioText(r.requestsPeakToMean)),
                              palette::current().alarmRed, {}};
    NodeBarData::Set cached{tr("behind the local cache (%1)").arg(ratioText(r.behindLocalCachePeakToMean)),
                            palette::current().accentOrange, {}};
    NodeBarData::Set bounded{tr("bounded loads (%1)").arg(ratioText(r.boundedPeakToMean)), palette::current().mainSeries, {}};
    for (const NodeHotLoad& node : r.nodes) {
        bars.nodes.append(QString::fromStdString(node.id));
        keys.percents.append(node.keysOfFair * 100.0);
        requests.percents.append(node.requestsOfFair * 100.0);
        cached.percents.append(node.behindLocalCacheOfFair * 100.0);
        bounded.percents.append(node.boundedOfFair * 100.0);
    }
    bars.sets = {keys, requests};
    if (config.localCacheSize > 0)
        bars.sets.push_back(cached);
    bars.sets.push_back(bounded);
    bars.lines = {{100.0, tr("fair"), palette::current().ink, false},
                  {(1.0 + config.epsilon) * 100.0, tr("cap 1 + ε"), palette::current().mainSeries, true}};
    chart_->setData(bars);

    headline()->setFigures({
        {tr("hottest key"), tr("%1 on %2, %3 of requests")
                                .arg(QString::fromStdString(r.hottestKey), QString::fromStdString(r.hottestKeyOwner),
                                     formatShare(r.hottestKeyShare, 2))},
        {tr("peak/mean keys"), ratioText(r.keysPeakToMean)},
        {tr("peak/mean requests"), ratioText(r.requestsPeakToMean), palette::current().alarmRed},
        {tr("local cache hit rate"), formatShare(r.localCacheHitRate, 1)},
        {tr("peak/mean behind the local cache"), ratioText(r.behindLocalCachePeakToMean)},
        {tr("peak/mean with bounded loads"), ratioText(r.boundedPeakToMean), palette::current().mainSeries},
        {tr("bounded loads: keys moved"), tr("%1 (%2 of requests served off their owner)")
                                              .arg(formatCount(r.boundedKeysMoved),
                                                   formatShare(r.boundedRequestsMovedShare, 1))},
    });
}

// ---- Migration

MigrationTab::MigrationTab(QWidget* parent) : SimulationTab(parent)
{
    const MigrationConfig defaults;
    setIntroduction([] {
        return tr("Remapping is not migration: with durable data every moved key must be copied to its new node "
                  "before it can be read there. Until the copy is done, reads go to both places.");
    });
    before_ = addCountSetting([] { return tr("Nodes before"); }, 1, kMaxNodes, static_cast<int>(defaults.before.size()),
                              [] { return tr("cache-01, …"); });
    after_ = addCountSetting([] { return tr("Nodes after"); }, 1, kMaxNodes, static_cast<int>(defaults.after.size()),
                             [] { return tr("cache-01, …"); });
    keys_ = addCountSetting([] { return tr("Keys"); }, 1, kMaxKeys, static_cast<int>(defaults.keys.size()),
                            [] { return tr("Keys session:user:{i}"); });
    medianBytes_ =
        addNumberSetting([] { return tr("Median value size"); }, 1.0, 1e9, defaults.sizes.medianBytes, 0,
                         [] { return tr(" B"); }, [] { return tr("Value sizes are lognormal around this median"); });
    sigma_ = addNumberSetting([] { return tr("Size spread σ"); }, 0.0, 5.0, defaults.sizes.sigma, 2, {},
                              [] { return tr("Standard deviation of ln(size); 0: every value the median"); });
    bandwidth_ = addNumberSetting([] { return tr("Copy bandwidth"); }, 0.001, 100'000.0,
                                  defaults.copyBytesPerSecond / 1e6, 1, [] { return tr(" MB/s"); },
                                  [] { return tr("Each node copies at this rate, sending and receiving alike"); });
    matrix_ = new TransferMatrixView;
    keepTranslated([this] { matrix_->setPlaceholder(tr("Press Run to simulate")); });
    auto* layout = new QVBoxLayout(resultsArea());
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(matrix_);
}

std::vector<const ExportableView*> MigrationTab::exportableViews() const
{
    return {matrix_};
}

SimulationTab::Job MigrationTab::prepareRun()
{
    MigrationConfig config;
    config.before = numberedMembers("cache-", static_cast<std::size_t>(before_->value()));
    config.after = numberedMembers("cache-", static_cast<std::size_t>(after_->value()));
    config.keys = KeySet::fromPattern(config.keys.pattern(), static_cast<std::size_t>(keys_->value()));
    config.sizes = {medianBytes_->value(), sigma_->value()};
    config.copyBytesPerSecond = bandwidth_->value() * 1e6;
    validateMigrationConfig(config);
    return [this, config](const RunControl& control) -> ShowResult {
        auto result = std::make_shared<const MigrationResult>(runMigrationPlan(config, control));
        return [this, result] { showResult(result); };
    };
}

void MigrationTab::setResultsBusy(bool busy)
{
    matrix_->setBusy(busy);
}

void MigrationTab::showResult(std::shared_ptr<const MigrationResult> result)
{
    result_ = std::move(result);
    const MigrationResult& r = *result_;
    QStringList nodes;
    for (const std::string& id : r.nodes)
        nodes.append(QString::fromStdString(id));
    matrix_->setMatrix(tr("Bytes to copy, from → to"), nodes, r.bytesFromTo);
    const QLocale locale;
    headline()->setFigures({
        {tr("keys moved"), tr("%1 (%2 of %3)")
                               .arg(formatShare(r.movedKeyShare(), 2),
                                    formatCount(r.movedKeys), formatCount(r.totalKeys))},
        {tr("bytes to copy"), tr("%1 of %2").arg(TransferMatrixView::bytesText(r.movedBytes),
                                                 TransferMatrixView::bytesText(r.totalBytes))},
        {tr("dual-read window"), tr("%1 s").arg(locale.toString(r.dualReadSeconds, 'f', 1)), palette::current().alarmRed},
        {tr("busiest node"), QString::fromStdString(r.busiestNode)},
    });
}

// ---- E-commerce

namespace {
constexpr int kFigureRows = 3;  // database reads twice, peak load; then the requirements
}

EcommerceTab::EcommerceTab(QWidget* parent) : SimulationTab(parent)
{
    const EcommerceConfig defaults;
    setIntroduction([] {
        return tr("The article's system: 40,000 requests/s over 25,000,000 keys at a 94 % hit rate, 64 GB and "
                  "16 GB nodes growing from 8 to 12 before a sale, then one node lost. Which algorithm meets "
                  "all five requirements?");
    });
    keys_ = addCountSetting([] { return tr("Keys"); }, 1, kMaxKeys, static_cast<int>(defaults.keys.size()),
                            [] { return tr("Keys session:user:{i}"); });
    requestsPerSecond_ = addNumberSetting([] { return tr("Requests/s"); }, 1.0, 1e9, defaults.requestsPerSecond, 0, {},
                                          [] { return tr("Peak reads per second"); });
    hitRate_ = addNumberSetting([] { return tr("Hit rate"); }, 0.0, 100.0, defaults.hitRate * 100.0, 1,
                                [] { return percentSuffix(); }, [] { return tr("Cache hit rate before the change"); });
    maxOfFair_ = addNumberSetting([] { return tr("Load limit"); }, 100.0, 1000.0, defaults.maxOfFair * 100.0, 0,
                                  [] { return tr(" % of fair"); },
                                  [] { return tr("Requirement 3: no node above this share of its fair load"); });
    stormFactor_ = addNumberSetting(
        [] { return tr("Miss-storm factor"); }, 1.0, 100.0, defaults.stormFactor, 2, [] { return tr(" × ideal"); },
        [] {
            return tr("Requirements 1 and 2 hold while the keys moved stay within this many times "
                      "the ideal for a balanced result (the share of weight that changes hands)");
        });
    // One column per algorithm, one row per figure and requirement: the requirements read in full.
    table_ = resultTable(resultsArea());
    const auto rowNames = [] {
        QStringList rows{tr("DB reads/s during growth"), tr("DB reads/s after a loss"),
                         tr("Peak load, % of fair (before or after)")};
        for (const Requirement requirement : allRequirements())
            rows.append(simulationText(requirementLabel(requirement)));
        return rows;
    };
    table_->setRowCount(static_cast<int>(rowNames().size()));
    keepTranslated([this, rowNames] { table_->setVerticalHeaderLabels(rowNames()); });
    table_->verticalHeader()->show();
    table_->verticalHeader()->setFont(table_->font());
    table_->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->horizontalHeader()->setMinimumSectionSize(64);
}

SimulationTab::Job EcommerceTab::prepareRun()
{
    EcommerceConfig config;
    config.keys = KeySet::fromPattern(config.keys.pattern(), static_cast<std::size_t>(keys_->value()));
    config.requestsPerSecond = requestsPerSecond_->value();
    config.hitRate = hitRate_->value() / 100.0;
    config.maxOfFair = maxOfFair_->value() / 100.0;
    config.stormFactor = stormFactor_->value();
    validateEcommerceConfig(config);
    return [this, config](const RunControl& control) -> ShowResult {
        auto result = std::make_shared<const EcommerceResult>(runEcommerceScenario(config, control));
        return [this, result] { showResult(result); };
    };
}

void EcommerceTab::setResultsBusy(bool busy)
{
    table_->setEnabled(!busy);
}

void EcommerceTab::showResult(std::shared_ptr<const EcommerceResult> result)
{
    result_ = std::move(result);
    const EcommerceResult& r = *result_;
    const QLocale locale;
    const auto perSecond = [](double value) { return formatCount(static_cast<std::size_t>(std::llround(value))); };
    table_->setColumnCount(static_cast<int>(r.algorithms.size()));
    QStringList allHold;
    QFont bold = table_->font();
    bold.setBold(true);
    for (int column = 0; column < table_->columnCount(); ++column) {
        const AlgorithmOutcome& outcome = r.algorithms[static_cast<std::size_t>(column)];
        const QString name = algorithmCaption(outcome.algorithm);
        auto* nameItem = new QTableWidgetItem(name);
        nameItem->setFont(bold);
        table_->setHorizontalHeaderItem(column, nameItem);
        table_->setItem(0, column, cell(perSecond(outcome.databaseReadsPerSecondDuringGrowth)));
        table_->setItem(1, column, cell(perSecond(outcome.databaseReadsPerSecondDuringLoss)));
        table_->setItem(2, column, cell(formatShare(outcome.peakOfFair(), 0, locale)));
        for (std::size_t i = 0; i < outcome.requirements.size(); ++i) {
            const bool holds = outcome.requirements[i].holds;
            auto* mark = cell(holds ? tr("✓ yes") : tr("✗ no"), Qt::AlignCenter);
            mark->setForeground(holds ? palette::current().goodVerdict : palette::current().alarmRed);
            mark->setBackground(holds ? palette::current().goodGround : palette::current().badGround);
            mark->setFont(bold);
            table_->setItem(kFigureRows + static_cast<int>(i), column, mark);
        }
        if (outcome.allHold())
            allHold.append(name);
    }
    table_->resizeRowsToContents();
    headline()->setFigures({
        {tr("keys"), formatCount(r.keys)},
        {tr("database reads before"), tr("%1/s").arg(perSecond(r.baselineDatabaseReadsPerSecond))},
        {tr("meets all five"), allHold.isEmpty() ? tr("none") : allHold.join(QStringLiteral(", ")),
         allHold.isEmpty() ? palette::current().alarmRed : palette::current().goodVerdict},
        {tr("engine time"), tr("%1 s").arg(locale.toString(r.elapsedSeconds, 'f', 1))},
    });
}

}  // namespace ringlab::ui
