// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/live/LiveLab.h"
#include "ui/simulation/TimeSeriesChart.h"

#include <QString>

#include <vector>

namespace ringlab::ui {

// The Live panel's four charts, a point a second: requests that hit, missed and went to the
// database (with the prediction's database reads dashed), the hit rate (the prediction's
// dashed), requests per server and items per server (each server's own curr_items).
struct LiveCharts {
    TimeSeriesData requests;
    TimeSeriesData hitRate;
    TimeSeriesData serverRequests;
    TimeSeriesData serverItems;
};

// An event as the panel writes it: "kill cache-02" in the user's language.
QString liveEventLabel(const QString& eventText);

// `history`: every second of the session so far; `betweenRuns`: events applied between runs,
// drawn where the next second starts.
LiveCharts liveCharts(const std::vector<live::LiveSecond>& history, const std::vector<TimeSeriesEvent>& betweenRuns);

}  // namespace ringlab::ui
