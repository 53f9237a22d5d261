// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/live/LiveCharts.h"

#include "ui/common/MemberColors.h"
#include "ui/common/Palette.h"

#include <QCoreApplication>

#include <map>

namespace ringlab::ui {

namespace {

// The charts' words, translated with the panel's.
struct LiveText {
    Q_DECLARE_TR_FUNCTIONS(ringlab::ui::LivePanel)
};

// The second a live point stands for: a staircase step of one second.
constexpr double kStepSeconds = 1.0;

QColor eventColor(const QString& eventText)
{
    if (eventText.startsWith(QLatin1String("kill")) || eventText.startsWith(QLatin1String("stop")))
        return palette::current().alarmRed;
    if (eventText.startsWith(QLatin1String("restart")))
        return palette::current().recoveryTeal;
    return palette::current().flapPurple;
}

TimeSeriesData base(const QString& title, const QString& valueTitle, TimeSeriesData::Unit unit,
                    const std::vector<TimeSeriesEvent>& events)
{
    TimeSeriesData data;
    data.title = title;
    data.valueTitle = valueTitle;
    data.timeTitle = LiveText::tr("time since the run started (s)");
    data.unit = unit;
    data.events = events;
    return data;
}

TimeSeriesLine line(const QString& name, const QColor& color, bool dashed = false)
{
    return TimeSeriesLine{name, color, {}, dashed, kStepSeconds};
}

}  // namespace

QString liveEventLabel(const QString& eventText)
{
    const qsizetype space = eventText.indexOf(QLatin1Char(' '));
    const QString verb = eventText.left(space);
    const QString rest = space < 0 ? QString() : eventText.mid(space + 1);
    if (verb == QLatin1String("kill"))
        return LiveText::tr("kill %1").arg(rest);
    if (verb == QLatin1String("stop"))
        return LiveText::tr("stop %1").arg(rest);
    if (verb == QLatin1String("restart"))
        return LiveText::tr("restart %1 empty").arg(rest);
    if (verb == QLatin1String("add"))
        return LiveText::tr("add %1").arg(rest);
    if (verb == QLatin1String("reweight"))
        return LiveText::tr("reweight %1").arg(rest);
    return eventText;
}

LiveCharts liveCharts(const std::vector<live::LiveSecond>& history, const std::vector<TimeSeriesEvent>& betweenRuns)
{
    std::vector<TimeSeriesEvent> events = betweenRuns;
    for (const live::LiveSecond& second : history)
        for (const std::string& event : second.events) {
            const QString text = QString::fromStdString(event);
            events.push_back({second.timeSeconds, liveEventLabel(text), eventColor(text)});
        }

    LiveCharts charts;
    charts.requests = base(LiveText::tr("Requests each second"), LiveText::tr("requests/s"), TimeSeriesData::Unit::Count, events);
    TimeSeriesLine hits = line(LiveText::tr("hits"), palette::current().goodVerdict);
    TimeSeriesLine misses = line(LiveText::tr("misses"), palette::current().accentOrange);
    TimeSeriesLine reads = line(LiveText::tr("database reads"), palette::current().alarmRed);
    TimeSeriesLine predictedReads = line(LiveText::tr("database reads, predicted"), palette::current().baselineGrey, true);

    charts.hitRate = base(LiveText::tr("Hit rate"), LiveText::tr("% of requests"), TimeSeriesData::Unit::Percent, events);
    charts.hitRate.valueMaximum = 100.0;
    TimeSeriesLine hitRate = line(LiveText::tr("measured"), palette::current().mainSeries);
    TimeSeriesLine predictedHitRate = line(LiveText::tr("predicted"), palette::current().baselineGrey, true);

    charts.serverRequests = base(LiveText::tr("Requests per server"), LiveText::tr("GETs/s"), TimeSeriesData::Unit::Count, events);
    charts.serverItems = base(LiveText::tr("Items per server (curr_items)"), LiveText::tr("items"), TimeSeriesData::Unit::Count, events);
    // By server id, in the order the servers first appear.
    std::map<std::string, std::size_t> lineOf;
    for (const live::LiveSecond& second : history) {
        const double t = second.timeSeconds;
        hits.points.append(QPointF(t, static_cast<double>(second.hits)));
        misses.points.append(QPointF(t, static_cast<double>(second.misses)));
        reads.points.append(QPointF(t, static_cast<double>(second.databaseReads)));
        hitRate.points.append(QPointF(t, second.hitRate * 100.0));
        if (second.predicted) {
            predictedReads.points.append(QPointF(t, second.predicted->databaseReadsPerSecond));
            predictedHitRate.points.append(QPointF(t, (1.0 - second.predicted->missShare) * 100.0));
        }
        for (const live::LiveServerSecond& server : second.servers) {
            const auto [found, added] = lineOf.try_emplace(server.id, charts.serverRequests.lines.size());
            if (added) {
                const QString id = QString::fromStdString(server.id);
                charts.serverRequests.lines.push_back(line(id, memberColor(id)));
                charts.serverItems.lines.push_back(line(id, memberColor(id)));
            }
            charts.serverRequests.lines[found->second].points.append(QPointF(t, static_cast<double>(server.requests)));
            // A server that does not answer holds nothing a client can read.
            charts.serverItems.lines[found->second].points.append(
                QPointF(t, server.stats ? static_cast<double>(server.stats->currItems) : 0.0));
        }
    }
    charts.requests.lines = {hits, misses, reads};
    if (!predictedReads.points.isEmpty())
        charts.requests.lines.push_back(predictedReads);
    charts.hitRate.lines = {hitRate};
    if (!predictedHitRate.points.isEmpty())
        charts.hitRate.lines.push_back(predictedHitRate);
    if (!history.empty()) {
        const double end = history.back().timeSeconds + kStepSeconds;
        for (TimeSeriesData* data : {&charts.requests, &charts.hitRate, &charts.serverRequests, &charts.serverItems})
            data->durationSeconds = end;
    }
    return charts;
}

}  // namespace ringlab::ui
