// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a bar chart on screen draws, read back from its Qt Charts series: the tests compare it
// with the core's figures rather than with what the chart class says it shows.

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QColor>
#include <QWidget>

#include <vector>

namespace ringlab::tests {

struct DrawnBars {
    std::vector<double> heights;      // per slot, every set stacked
    std::vector<QColor> colours;      // per slot, the colour of the set that draws it (the last non-zero)
};

inline DrawnBars drawnBars(const QWidget& chartWidget)
{
    DrawnBars drawn;
    // The chart view shown: a view may hold several and show one.
    const QChartView* view = nullptr;
    for (const QChartView* candidate : chartWidget.findChildren<QChartView*>())
        if (!view && candidate->isVisibleTo(&chartWidget))
            view = candidate;
    if (!view || !view->chart())
        return drawn;
    for (QAbstractSeries* series : view->chart()->series()) {
        auto* bars = qobject_cast<QAbstractBarSeries*>(series);
        if (!bars)
            continue;
        for (QBarSet* set : bars->barSets()) {
            if (drawn.heights.size() < static_cast<std::size_t>(set->count())) {
                drawn.heights.resize(static_cast<std::size_t>(set->count()), 0.0);
                drawn.colours.resize(static_cast<std::size_t>(set->count()));
            }
            for (int i = 0; i < set->count(); ++i) {
                drawn.heights[static_cast<std::size_t>(i)] += set->at(i);
                if (set->at(i) != 0.0)
                    drawn.colours[static_cast<std::size_t>(i)] = set->color();
            }
        }
    }
    return drawn;
}

}  // namespace ringlab::tests
