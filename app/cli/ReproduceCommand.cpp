// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ringlab-cli reproduce: every experiment of the seed articles, the article's figure beside
// RingLab's measurement and the theory.
#include "app/cli/Commands.h"
#include "app/cli/Report.h"
#include "model/core/Experiments.h"
#include "model/core/MessageText.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ostream>

namespace ringlab::cli {

namespace {

std::vector<std::string> splitIds(const std::string& list)
{
    std::vector<std::string> ids;
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        if (comma == start)
            throw UsageError("--only takes experiment ids separated by commas, got " + quotedValue(list));
        ids.push_back(list.substr(start, comma - start));
        start = comma + 1;
    }
    return ids;
}

// A figure's cell: its text, and for a single value the number JSON writes.
Cell figureCell(const Figure& figure)
{
    if (figure.empty())
        return Cell::of("-");
    Cell cell = Cell::of(figure.text());
    if (figure.values.size() == 1 && !std::isnan(figure.values.front()))
        cell.number = figure.values.front();
    return cell;
}

std::string joined(const std::vector<const char*>& notes)
{
    std::string text;
    for (const char* note : notes) {
        if (!text.empty())
            text += ' ';
        text += note;
    }
    return text;
}

}  // namespace

int runReproduce(const std::vector<std::string>& arguments, std::ostream& out)
{
    const CommandLine cmd(commandHelp("reproduce"), arguments);
    const Format format = parseFormat(cmd.value("format", "table"));
    std::vector<std::string> ids;
    if (cmd.has("only")) {
        ids = splitIds(cmd.value("only"));
        for (const auto& id : ids)
            if (!findExperiment(id))
                throw UsageError("--only: no experiment " + quotedValue(id) + " (ringlab-cli reproduce lists them)");
    }

    const auto start = std::chrono::steady_clock::now();
    const auto outcomes = runExperiments(ids);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    std::size_t matches = 0;
    std::size_t differs = 0;
    Table table{"experiments",
                {"id", "claim", "article", "measured", "theory", "verdict", "setup", "note"},
                {}};
    for (const auto& outcome : outcomes) {
        const Experiment& e = *outcome.experiment;
        const ExperimentResult& r = outcome.result;
        matches += r.verdict == Verdict::Matches;
        differs += r.verdict == Verdict::Differs;
        std::string claim;
        if (e.source != "article")
            claim.append("(").append(e.source).append(") ");
        claim.append(e.claim);
        Cell article = Cell::of(e.articleText);
        if (e.article.values.size() == 1)
            article.number = e.article.values.front();
        table.rows.push_back({Cell::of(std::string(e.id)), Cell::of(claim), article,
                              figureCell(r.measured), figureCell(r.theoretical),
                              Cell::of(std::string(verdictName(r.verdict))), Cell::of(experimentSetup(e.setup)),
                              Cell::of(joined(outcome.notes()))});
    }

    Report report;
    report.summary = {{"experiments", Cell::count(outcomes.size())},
                      {"matches", Cell::count(matches)},
                      {"differs", Cell::count(differs)},
                      {"indicative", Cell::count(outcomes.size() - matches - differs)},
                      {"seconds", Cell::decimal(seconds, 2)}};
    if (format == Format::Table) {
        // A terminal table with every column would be hundreds of characters wide: the
        // figures stay in the table, the words follow it, one paragraph an experiment.
        for (auto& row : table.rows) {
            std::string details = row[0].text;
            details.append(": ").append(row[1].text).append(". Setup: ").append(row[6].text).append(".");
            if (!row[7].text.empty())
                details.append(" ").append(row[7].text);
            report.notes.push_back(std::move(details));
            row = {row[0], row[2], row[3], row[4], row[5]};
        }
        table.columns = {"id", "article", "measured", "theory", "verdict"};
    }
    report.tables.push_back(std::move(table));
    report.notes.push_back(
        "verdict: matches = RingLab measures the article's figure at the precision it prints "
        "(or within the stated tolerance for \"~\" figures); differs = it does not, and the note "
        "gives the likely reason; indicative = timings and RingLab's own memory layout, shown "
        "beside the article's but not held against them.");
    writeReport(out, report, format);
    return 0;
}

}  // namespace ringlab::cli
