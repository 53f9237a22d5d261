// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab::cli {

// One value in a report: its text as shown in tables and CSV, and for numbers the full
// value written to JSON.
struct Cell {
    std::string text;
    std::optional<double> number;

    static Cell of(std::string text) { return {std::move(text), std::nullopt}; }
    static Cell count(std::size_t value);
    static Cell decimal(double value, int decimals);
    static Cell percent(double fraction, int decimals = 2);  // 0.1106 -> "11.06" (number 11.06…)
    static Cell general(double value, int digits);  // printf "%.*g": 0.000123, 1.5e-42
};

struct Table {
    std::string id;  // JSON key and CSV section name
    std::vector<std::string> columns;
    std::vector<std::vector<Cell>> rows;
};

struct Report {
    std::vector<std::pair<std::string, Cell>> summary;
    std::vector<Table> tables;
    std::vector<std::string> notes;  // plain sentences, e.g. the jump renumbering warning
};

enum class Format { Table, Csv, Json, Markdown };
Format parseFormat(std::string_view text);  // throws UsageError
void writeReport(std::ostream& out, const Report& report, Format format);
// A JSON string literal: quotes, backslashes and control characters escaped.
std::string jsonString(std::string_view text);

}  // namespace ringlab::cli
