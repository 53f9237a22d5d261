// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/simulation/SimulationFailoverTabs.h"

#include "ui/common/ChartStyle.h"
#include "ui/common/MemberColors.h"
#include "ui/common/ViewCaption.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace ringlab::ui {

namespace {

constexpr int kMaxNodes = 200;
constexpr int kMaxKeys = 5'000'000;  // the engine follows every key on every node
constexpr double kMaxSeconds = 86'400.0;

QColor eventColor(NodeEventKind kind)
{
    switch (kind) {
    case NodeEventKind::Kill: return palette::current().alarmRed;
    case NodeEventKind::Revive: return palette::current().recoveryTeal;
    case NodeEventKind::SlowDown: return palette::current().accentOrange;
    case NodeEventKind::Flap: return palette::current().flapPurple;
    }
    return palette::current().ink;
}

// "Kill cache-02", and for a flap that ends, its end as a second marker.
std::vector<TimeSeriesEvent> eventMarkers(const std::vector<NodeEvent>& events)
{
    std::vector<TimeSeriesEvent> markers;
    for (const NodeEvent& event : events) {
        const QString node = QString::fromStdString(event.node);
        markers.push_back({event.atSeconds, SimulationTab::tr("%1 %2").arg(simulationText(nodeEventLabel(event.kind)), node),
                           eventColor(event.kind)});
        if (event.kind == NodeEventKind::Flap && std::isfinite(event.untilSeconds))
            markers.push_back({event.untilSeconds, SimulationTab::tr("%1 steady").arg(node), palette::current().recoveryTeal});
    }
    return markers;
}

QString outOfRingLabel(const std::string& node)
{
    return SimulationTab::tr("%1 out of the ring").arg(QString::fromStdString(node));
}

// The stretches each node spent out of the client's ring, in the node's colour.
std::vector<TimeSeriesSpan> outOfRingSpans(const FailoverResult& result, double end)
{
    std::vector<TimeSeriesSpan> spans;
    std::map<std::size_t, double> removedAt;
    for (const MembershipChange& change : result.changes) {
        if (!change.added) {
            removedAt[change.node] = change.timeSeconds;
        } else if (const auto found = removedAt.find(change.node); found != removedAt.end()) {
            spans.push_back({found->second, change.timeSeconds, memberColor(result.nodes[change.node]),
                             outOfRingLabel(result.nodes[change.node])});
            removedAt.erase(found);
        }
    }
    for (const auto& [node, from] : removedAt)
        spans.push_back({from, end, memberColor(result.nodes[node]), outOfRingLabel(result.nodes[node])});
    return spans;
}

QString nodeList(const std::vector<std::string>& nodes)
{
    QStringList ids;
    for (const std::string& id : nodes)
        ids.append(QString::fromStdString(id));
    return ids.isEmpty() ? SimulationTab::tr("none") : ids.join(QStringLiteral(", "));
}

QString readsPerSecond(double value)
{
    return SimulationTab::tr("%1/s").arg(formatCount(static_cast<std::size_t>(std::llround(value))));
}

QGridLayout* chartGrid(QWidget* area)
{
    auto* grid = new QGridLayout(area);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(6);
    return grid;
}

}  // namespace

// ---- Settings

FailoverSettings::FailoverSettings(SimulationTab& tab, const FailoverConfig& defaults, Policies policies)
    : form_(tab.settingsForm()), defaults_(defaults), policies_(policies)
{
    tab.addSettingsHeading([] { return SimulationTab::tr("Fleet and traffic"); });
    nodes = tab.addCountSetting([] { return SimulationTab::tr("Nodes"); }, 1, kMaxNodes, 4,
                                [] { return SimulationTab::tr("Cache nodes cache-01, cache-02, …"); });
    keys = tab.addCountSetting([] { return SimulationTab::tr("Keys"); }, 1, kMaxKeys, 10'000,
                               [pattern = QString::fromStdString(defaults.keys.pattern())] {
                                   return SimulationTab::tr("Keys %1 for i = 0 … keys − 1").arg(pattern);
                               });
    requestsPerSecond =
        tab.addNumberSetting([] { return SimulationTab::tr("Requests/s"); }, 1.0, 10'000'000.0, 10'000.0, 0, {},
                             [] { return SimulationTab::tr("Reads the clients send per second of simulated time"); });
    popularity = tab.addChoiceSetting([] { return SimulationTab::tr("Popularity"); },
                                      [] { return SimulationTab::tr("Which key each request asks for"); });
    for (const PopularityKind kind : allPopularityKinds())
        tab.addChoiceItem(
            popularity, [kind] { return simulationText(popularityLabel(kind)); }, static_cast<int>(kind));
    zipfExponent =
        tab.addNumberSetting([] { return SimulationTab::tr("Zipf exponent"); }, 0.01, 5.0, 1.0, 2, {},
                             [] { return SimulationTab::tr("Larger: a few keys get most of the requests"); });
    warmHitRate = tab.addNumberSetting(
        [] { return SimulationTab::tr("Hit rate before"); }, 0.0, 100.0, 100.0, 1, [] { return percentSuffix(); },
        [] { return SimulationTab::tr("Share of requests to a cached key that hit before any event"); });

    tab.addSettingsHeading([] { return SimulationTab::tr("Client"); });
    failoverDepth = tab.addCountSetting(
        [] { return SimulationTab::tr("Failover depth"); }, 1, kMaxNodes, 2,
        [] { return SimulationTab::tr("Owners tried in ring order (the article's failoverDepth)"); });
    policy = tab.addChoiceSetting([] { return SimulationTab::tr("Policy"); },
                                  [] { return SimulationTab::tr("How the client decides a node is gone"); });
    for (const MembershipPolicyKind kind : allMembershipPolicies())
        tab.addChoiceItem(
            policy, [kind] { return simulationText(membershipPolicyLabel(kind)); }, static_cast<int>(kind));
    downtime = tab.addNumberSetting(
        [] { return SimulationTab::tr("Downtime"); }, 0.1, kMaxSeconds, 10.0, 1, [] { return SimulationTab::tr(" s"); },
        [] { return SimulationTab::tr("Fixed penalty: a failing node stays out this long (downtimeMs)"); });
    failuresToRemove = tab.addCountSetting([] { return SimulationTab::tr("Failures K"); }, 1, 1000, 3,
                                           [] { return SimulationTab::tr("Consecutive failures that remove a node"); });
    failureWindow = tab.addNumberSetting(
        [] { return SimulationTab::tr("Within"); }, 0.1, kMaxSeconds, 10.0, 1, [] { return SimulationTab::tr(" s"); },
        [] { return SimulationTab::tr("The K failures must fall within this window"); });
    initialBackoff = tab.addNumberSetting(
        [] { return SimulationTab::tr("First backoff"); }, 0.1, kMaxSeconds, 10.0, 1,
        [] { return SimulationTab::tr(" s"); },
        [] { return SimulationTab::tr("Wait before the first health check; doubles after each failed one"); });
    maxBackoff = tab.addNumberSetting([] { return SimulationTab::tr("Longest backoff"); }, 0.1, kMaxSeconds, 640.0, 1,
                                      [] { return SimulationTab::tr(" s"); },
                                      [] { return SimulationTab::tr("The backoff stops doubling here"); });

    tab.addSettingsHeading([] { return SimulationTab::tr("Event"); });
    eventKind = tab.addChoiceSetting([] { return SimulationTab::tr("What"); },
                                     [] { return SimulationTab::tr("What happens to the node"); });
    for (const NodeEventKind kind : allNodeEventKinds())
        tab.addChoiceItem(
            eventKind, [kind] { return simulationText(nodeEventLabel(kind)); }, static_cast<int>(kind));
    eventNode = tab.addTextSetting([] { return SimulationTab::tr("Node"); }, QStringLiteral("cache-02"),
                                   [] { return SimulationTab::tr("The node's id"); });
    eventAt = tab.addNumberSetting([] { return SimulationTab::tr("At"); }, 0.0, kMaxSeconds, 1.0, 1,
                                   [] { return SimulationTab::tr(" s"); },
                                   [] { return SimulationTab::tr("Simulated time of the event"); });
    flapPeriod =
        tab.addNumberSetting([] { return SimulationTab::tr("Flap period"); }, 0.1, kMaxSeconds, 5.0, 1,
                             [] { return SimulationTab::tr(" s"); },
                             [] { return SimulationTab::tr("Unreachable for one period, reachable for the next, …"); });
    flapUntil = tab.addNumberSetting([] { return SimulationTab::tr("Flap until"); }, 0.0, kMaxSeconds, 480.0, 1,
                                     [] { return SimulationTab::tr(" s"); },
                                     [] { return SimulationTab::tr("Reachable for good from then on"); });
    timeoutShare = tab.addNumberSetting(
        [] { return SimulationTab::tr("Time-outs"); }, 0.0, 100.0, 100.0, 0, [] { return percentSuffix(); },
        [] { return SimulationTab::tr("Slow down: share of requests to the node that time out"); });

    tab.addSettingsHeading([] { return SimulationTab::tr("Timeline"); });
    step = tab.addNumberSetting([] { return SimulationTab::tr("Step"); }, 0.01, kMaxSeconds, 1.0, 2,
                                [] { return SimulationTab::tr(" s"); },
                                [] { return SimulationTab::tr("Each point of the charts covers one step"); });
    duration = tab.addNumberSetting([] { return SimulationTab::tr("Duration"); }, 0.01, kMaxSeconds, 2.0, 1,
                                    [] { return SimulationTab::tr(" s"); },
                                    [] { return SimulationTab::tr("Simulated time in all"); });

    write(defaults);
    QObject::connect(policy, &QComboBox::currentIndexChanged, &tab, [this] { showRelevant(); });
    QObject::connect(eventKind, &QComboBox::currentIndexChanged, &tab, [this] { showRelevant(); });
    QObject::connect(popularity, &QComboBox::currentIndexChanged, &tab, [this] { showRelevant(); });
    showRelevant();
}

void FailoverSettings::showRelevant()
{
    const bool both = policies_ == Policies::Both;
    const bool fixed = static_cast<MembershipPolicyKind>(policy->currentData().toInt()) == MembershipPolicyKind::FixedPenalty;
    form_->setRowVisible(policy, !both);
    form_->setRowVisible(downtime, both || fixed);
    for (QWidget* field : std::initializer_list<QWidget*>{failuresToRemove, failureWindow, initialBackoff, maxBackoff})
        form_->setRowVisible(field, both || !fixed);
    const auto event = static_cast<NodeEventKind>(eventKind->currentData().toInt());
    form_->setRowVisible(flapPeriod, event == NodeEventKind::Flap);
    form_->setRowVisible(flapUntil, event == NodeEventKind::Flap);
    form_->setRowVisible(timeoutShare, event == NodeEventKind::SlowDown);
    form_->setRowVisible(zipfExponent, static_cast<PopularityKind>(popularity->currentData().toInt()) == PopularityKind::Zipf);
}

FailoverConfig FailoverSettings::read() const
{
    FailoverConfig config = defaults_;
    config.nodes = numberedMembers("cache-", static_cast<std::size_t>(nodes->value()));
    config.keys = KeySet::fromPattern(defaults_.keys.pattern(), static_cast<std::size_t>(keys->value()));
    config.requestsPerSecond = requestsPerSecond->value();
    config.popularity = {static_cast<PopularityKind>(popularity->currentData().toInt()), zipfExponent->value()};
    config.warmHitRate = warmHitRate->value() / 100.0;
    config.failoverDepth = static_cast<std::size_t>(failoverDepth->value());
    config.policy.kind = static_cast<MembershipPolicyKind>(policy->currentData().toInt());
    config.policy.downtimeSeconds = downtime->value();
    config.policy.failuresToRemove = failuresToRemove->value();
    config.policy.failureWindowSeconds = failureWindow->value();
    config.policy.initialBackoffSeconds = initialBackoff->value();
    config.policy.maxBackoffSeconds = maxBackoff->value();
    NodeEvent event;
    event.kind = static_cast<NodeEventKind>(eventKind->currentData().toInt());
    event.node = eventNode->text().trimmed().toStdString();
    event.atSeconds = eventAt->value();
    event.flapPeriodSeconds = flapPeriod->value();
    event.untilSeconds = flapUntil->value();
    event.timeoutShare = timeoutShare->value() / 100.0;
    config.events = {event};
    config.stepSeconds = step->value();
    config.durationSeconds = duration->value();
    validateFailoverConfig(config);
    return config;
}

void FailoverSettings::write(const FailoverConfig& config)
{
    nodes->setValue(static_cast<int>(config.nodes.size()));
    keys->setValue(static_cast<int>(config.keys.size()));
    requestsPerSecond->setValue(config.requestsPerSecond);
    popularity->setCurrentIndex(popularity->findData(static_cast<int>(config.popularity.kind)));
    zipfExponent->setValue(config.popularity.zipfExponent);
    warmHitRate->setValue(config.warmHitRate * 100.0);
    failoverDepth->setValue(static_cast<int>(config.failoverDepth));
    policy->setCurrentIndex(policy->findData(static_cast<int>(config.policy.kind)));
    downtime->setValue(config.policy.downtimeSeconds);
    failuresToRemove->setValue(config.policy.failuresToRemove);
    failureWindow->setValue(config.policy.failureWindowSeconds);
    initialBackoff->setValue(config.policy.initialBackoffSeconds);
    maxBackoff->setValue(config.policy.maxBackoffSeconds);
    if (!config.events.empty()) {
        const NodeEvent& event = config.events.front();
        eventKind->setCurrentIndex(eventKind->findData(static_cast<int>(event.kind)));
        eventNode->setText(QString::fromStdString(event.node));
        eventAt->setValue(event.atSeconds);
        flapPeriod->setValue(event.flapPeriodSeconds);
        if (std::isfinite(event.untilSeconds))
            flapUntil->setValue(event.untilSeconds);
        timeoutShare->setValue(event.timeoutShare * 100.0);
    }
    step->setValue(config.stepSeconds);
    duration->setValue(config.durationSeconds);
}

// ---- Charts

FailoverCharts failoverCharts(const FailoverConfig& config, const FailoverResult& result)
{
    FailoverCharts charts;
    const double end = config.durationSeconds;
    const std::vector<TimeSeriesEvent> events = eventMarkers(config.events);
    const std::vector<TimeSeriesSpan> spans = outOfRingSpans(result, end);
    const auto base = [&](const QString& title, const QString& valueTitle, TimeSeriesData::Unit unit) {
        TimeSeriesData data;
        data.title = title;
        data.valueTitle = valueTitle;
        data.unit = unit;
        data.events = events;
        data.spans = spans;
        data.durationSeconds = end;
        return data;
    };
    const auto line = [&](const QString& name, const QColor& color, auto value) {
        TimeSeriesLine series{name, color, {}, false, config.stepSeconds};
        for (const FailoverStep& step : result.steps)
            series.points.append(QPointF(step.timeSeconds, value(step)));
        return series;
    };

    charts.hitRate = base(SimulationTab::tr("Cache hit rate"), SimulationTab::tr("% of requests"), TimeSeriesData::Unit::Percent);
    charts.hitRate.valueMaximum = 100.0;
    charts.hitRate.lines.push_back(line(SimulationTab::tr("hit rate"), palette::current().mainSeries,
                                        [](const FailoverStep& step) { return step.hitRate * 100.0; }));

    charts.databaseReads = base(SimulationTab::tr("Database reads"), SimulationTab::tr("reads/s"), TimeSeriesData::Unit::Count);
    charts.databaseReads.lines.push_back(line(SimulationTab::tr("database reads/s"), palette::current().alarmRed,
                                              [](const FailoverStep& step) { return step.databaseReadsPerSecond; }));

    charts.keysRemapped = base(SimulationTab::tr("Keys remapped"), SimulationTab::tr("keys per step"), TimeSeriesData::Unit::Count);
    charts.keysRemapped.lines.push_back(line(SimulationTab::tr("keys remapped"), palette::current().flapPurple,
                                             [](const FailoverStep& step) { return static_cast<double>(step.keysRemapped); }));

    charts.nodeLoad = base(SimulationTab::tr("Load per node"), SimulationTab::tr("requests/s answered"), TimeSeriesData::Unit::Count);
    for (std::size_t node = 0; node < result.nodes.size(); ++node) {
        const QString id = QString::fromStdString(result.nodes[node]);
        charts.nodeLoad.lines.push_back(line(id, memberColor(id), [&](const FailoverStep& step) {
            return node < step.requestsPerNode.size()
                       ? static_cast<double>(step.requestsPerNode[node]) / config.stepSeconds
                       : 0.0;
        }));
    }
    return charts;
}

// ---- Failover

FailoverTab::FailoverTab(QWidget* parent) : SimulationTab(parent), settings_(*this, FailoverConfig{}, FailoverSettings::Policies::One)
{
    setIntroduction([] {
        return tr("The article's ShardedCache: a failing node leaves the ring and its keys fail over to the "
                  "next node clockwise, where they are ordinary misses.");
    });
    QGridLayout* grid = chartGrid(resultsArea());
    for (std::size_t i = 0; i < charts_.size(); ++i) {
        charts_[i] = new TimeSeriesChart;
        keepTranslated([chart = charts_[i]] { chart->setPlaceholder(tr("Press Run to simulate")); });
        grid->addWidget(charts_[i], static_cast<int>(i / 2), static_cast<int>(i % 2));
    }
}

std::vector<const ExportableView*> FailoverTab::exportableViews() const
{
    return {charts_.begin(), charts_.end()};
}

SimulationTab::Job FailoverTab::prepareRun()
{
    const FailoverConfig config = settings_.read();
    return [this, config](const RunControl& control) -> ShowResult {
        auto result = std::make_shared<const FailoverResult>(runFailoverSimulation(config, control));
        return [this, config, result] { showResult(config, result); };
    };
}

void FailoverTab::setResultsBusy(bool busy)
{
    for (TimeSeriesChart* chart : charts_)
        chart->setBusy(busy);
}

void FailoverTab::showResult(const FailoverConfig& config, std::shared_ptr<const FailoverResult> result)
{
    result_ = std::move(result);
    const FailoverCharts charts = failoverCharts(config, *result_);
    charts_[0]->setData(charts.hitRate);
    charts_[1]->setData(charts.databaseReads);
    charts_[2]->setData(charts.keysRemapped);
    charts_[3]->setData(charts.nodeLoad);

    const FailoverResult& r = *result_;
    QList<HeadlineFigures::Figure> figures;
    // The first event's immediate effect, as the CLI reports it.
    const NodeEvent& event = config.events.front();
    if (const FailoverStep* step = firstStepFrom(r, event.atSeconds)) {
        std::vector<std::string> healthy;
        for (std::size_t node = 0; node < r.nodes.size() && node < step->inRing.size(); ++node) {
            if (step->inRing[node])
                healthy.push_back(r.nodes[node]);
        }
        figures.append({tr("misses after %1 %2")
                            .arg(simulationText(nodeEventLabel(event.kind)).toLower(), QString::fromStdString(event.node)),
                        tr("%1 (%2 of %3)")
                            .arg(formatShare(step->missShare(), 1), formatCount(step->cacheMisses),
                                 formatCount(step->requests)),
                        palette::current().alarmRed});
        figures.append({tr("hard failures"), formatCount(step->hardFailures),
                        step->hardFailures > 0 ? palette::current().alarmRed : QColor()});
        figures.append({tr("healthy"), nodeList(healthy)});
    }
    figures.append({tr("misses, whole run"), tr("%1 (%2 of %3)").arg(formatShare(r.missShare(), 1),
                                                                     formatCount(r.cacheMisses), formatCount(r.requests))});
    figures.append({tr("hard failures, whole run"), formatCount(r.hardFailures),
                    r.hardFailures > 0 ? palette::current().alarmRed : QColor()});
    figures.append({tr("keys remapped"), formatCount(r.keysRemapped)});
    figures.append({tr("peak database reads"), readsPerSecond(r.peakDatabaseReadsPerSecond)});
    QStringList keysPerNode;
    for (std::size_t node = 0; node < r.nodes.size() && node < r.homeKeysPerNode.size(); ++node)
        keysPerNode.append(tr("%1 %2").arg(QString::fromStdString(r.nodes[node]), formatCount(r.homeKeysPerNode[node])));
    figures.append({tr("keys per node"), keysPerNode.join(QStringLiteral(" · "))});
    headline()->setFigures(figures);
}

// ---- Flapping

FlappingTab::FlappingTab(QWidget* parent)
    : SimulationTab(parent), settings_(*this, flappingConfig(MembershipPolicyKind::FixedPenalty), FailoverSettings::Policies::Both)
{
    setIntroduction([] {
        return tr("A node that drops out and comes back again and again. Left: the article's fixed penalty "
                  "(every flap moves 1/N of the keys). Right: K failures in a window, exponential backoff and a "
                  "health check.");
    });
    QGridLayout* grid = chartGrid(resultsArea());
    for (std::size_t column = 0; column < 2; ++column) {
        auto* heading = new QLabel;
        keepTranslated([heading, policy = allMembershipPolicies()[column]] {
            heading->setText(simulationText(membershipPolicyLabel(policy)));
        });
        heading->setAlignment(Qt::AlignCenter);
        heading->setWordWrap(true);
        heading->setMinimumWidth(120);
        heading->setFont(chartstyle::pixelFont(chartstyle::kTitlePixels, true));
        grid->addWidget(heading, 0, static_cast<int>(column));
        for (std::size_t row = 0; row < kRows; ++row) {
            auto* chart = new TimeSeriesChart;
            keepTranslated([chart] { chart->setPlaceholder(tr("Press Run to simulate")); });
            charts_[row][column] = chart;
            grid->addWidget(chart, static_cast<int>(row + 1), static_cast<int>(column));
        }
    }
}

std::vector<const ExportableView*> FlappingTab::exportableViews() const
{
    std::vector<const ExportableView*> views;
    for (const auto& row : charts_)
        views.insert(views.end(), row.begin(), row.end());
    return views;
}

SimulationTab::Job FlappingTab::prepareRun()
{
    const FailoverConfig config = settings_.read();
    return [this, config](const RunControl& control) -> ShowResult {
        auto result = std::make_shared<const PolicyComparison>(runPolicyComparison(config, control));
        return [this, config, result] { showResult(config, result); };
    };
}

void FlappingTab::setResultsBusy(bool busy)
{
    for (const auto& row : charts_)
        for (TimeSeriesChart* chart : row)
            chart->setBusy(busy);
}

void FlappingTab::showResult(const FailoverConfig& config, std::shared_ptr<const PolicyComparison> result)
{
    result_ = std::move(result);
    const std::array<const FailoverResult*, 2> runs{&result_->fixedPenalty, &result_->consecutiveFailures};
    std::array<std::array<TimeSeriesData, 2>, kRows> rows;
    for (std::size_t column = 0; column < 2; ++column) {
        FailoverCharts charts = failoverCharts(config, *runs[column]);
        rows[0][column] = std::move(charts.hitRate);
        rows[1][column] = std::move(charts.keysRemapped);
        rows[2][column] = std::move(charts.databaseReads);
    }
    // One scale per row, so that the calm side looks calm next to the storm.
    for (std::size_t row = 0; row < kRows; ++row) {
        double highest = 0.0;
        for (const TimeSeriesData& side : rows[row])
            for (const TimeSeriesLine& line : side.lines)
                for (const QPointF& point : line.points)
                    highest = std::max(highest, point.y());
        for (std::size_t column = 0; column < 2; ++column) {
            if (!rows[row][column].valueMaximum)
                rows[row][column].valueMaximum = highest > 0.0 ? highest * 1.08 : 1.0;
            charts_[row][column]->setData(rows[row][column]);
        }
    }

    QList<HeadlineFigures::Figure> figures;
    for (std::size_t column = 0; column < 2; ++column) {
        const FailoverResult& r = *runs[column];
        const QString policy = column == 0 ? tr("fixed penalty") : tr("policy");
        std::size_t changes = r.changes.size();
        figures.append({tr("%1: ring changes").arg(policy), formatCount(changes),
                        column == 0 ? palette::current().alarmRed : palette::current().recoveryTeal});
        figures.append({tr("%1: keys remapped").arg(policy), formatCount(r.keysRemapped)});
        figures.append({tr("%1: misses").arg(policy), formatShare(r.missShare(), 1)});
        figures.append({tr("%1: database reads, mean").arg(policy), readsPerSecond(r.meanDatabaseReadsPerSecond)});
        figures.append({tr("%1: peak database reads").arg(policy), readsPerSecond(r.peakDatabaseReadsPerSecond)});
    }
    headline()->setFigures(figures);
}

}  // namespace ringlab::ui
