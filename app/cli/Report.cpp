// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/Report.h"

#include "app/cli/CommandLine.h"
#include "model/core/MessageText.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ringlab::cli {

Cell Cell::count(std::size_t value)
{
    return {std::to_string(value), static_cast<double>(value)};
}

Cell Cell::decimal(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return {buffer, value};
}

Cell Cell::general(double value, int digits)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
    return {buffer, value};
}

Cell Cell::percent(double fraction, int decimals)
{
    return decimal(fraction * 100.0, decimals);
}

Format parseFormat(std::string_view text)
{
    if (text == "table")
        return Format::Table;
    if (text == "csv")
        return Format::Csv;
    if (text == "json")
        return Format::Json;
    if (text == "markdown")
        return Format::Markdown;
    throw UsageError("--format must be table, csv, json or markdown, got " + quotedValue(std::string(text)));
}

std::string jsonString(std::string_view text)
{
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\t': out += "\\t"; break;
        case '\r': out += "\\r"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
                out += escaped;
            } else {
                out += c;
            }
        }
    }
    return out + "\"";
}

namespace {

std::string jsonValue(const Cell& cell)
{
    if (!cell.number)
        return jsonString(cell.text);
    if (!std::isfinite(*cell.number))
        return "null";  // JSON has no nan or infinity
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.12g", *cell.number);
    return buffer;
}

// Columns line up by characters on a terminal, not by bytes: "…" or "×" is one column.
std::size_t displayWidth(std::string_view text)
{
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0U) != 0x80U;
    }));
}

void writeTable(std::ostream& out, const Report& report)
{
    std::size_t labelWidth = 0;
    for (const auto& [label, cell] : report.summary)
        labelWidth = std::max(labelWidth, label.size());
    for (const auto& [label, cell] : report.summary)
        out << label << ':' << std::string(labelWidth - label.size() + 1, ' ') << cell.text << '\n';
    for (const auto& table : report.tables) {
        std::vector<std::size_t> widths;
        for (const auto& c : table.columns)
            widths.push_back(displayWidth(c));
        for (const auto& row : table.rows)
            for (std::size_t i = 0; i < row.size(); ++i)
                widths[i] = std::max(widths[i], displayWidth(row[i].text));
        const auto line = [&](const auto& cells, auto text) {
            for (std::size_t i = 0; i < cells.size(); ++i) {
                const std::string& t = text(cells[i]);
                // Text left, numbers right, so columns of figures line up.
                const bool left = i == 0;
                const std::string pad(widths[i] - displayWidth(t), ' ');
                out << (i ? "  " : "") << (left ? t + pad : pad + t);
            }
            out << '\n';
        };
        out << '\n';
        line(table.columns, [](const std::string& s) -> const std::string& { return s; });
        for (const auto& row : table.rows)
            line(row, [](const Cell& c) -> const std::string& { return c.text; });
    }
    for (const auto& note : report.notes)
        out << "\nnote: " << note << '\n';
}

void writeCsv(std::ostream& out, const Report& report)
{
    out << "metric,value\n";
    for (const auto& [label, cell] : report.summary)
        out << csvField(label) << ',' << csvField(cell.text) << '\n';
    for (const auto& note : report.notes)
        out << "note," << csvField(note) << '\n';
    for (const auto& table : report.tables) {
        out << '\n';
        for (std::size_t i = 0; i < table.columns.size(); ++i)
            out << (i ? "," : "") << csvField(table.columns[i]);
        out << '\n';
        for (const auto& row : table.rows) {
            for (std::size_t i = 0; i < row.size(); ++i)
                out << (i ? "," : "") << csvField(row[i].text);
            out << '\n';
        }
    }
}

void writeJson(std::ostream& out, const Report& report)
{
    out << "{\n";
    bool first = true;
    const auto separator = [&] {
        out << (first ? "" : ",\n");
        first = false;
    };
    for (const auto& [label, cell] : report.summary) {
        separator();
        out << "  " << jsonString(label) << ": " << jsonValue(cell);
    }
    if (!report.notes.empty()) {
        separator();
        out << "  \"notes\": [";
        for (std::size_t i = 0; i < report.notes.size(); ++i)
            out << (i ? ", " : "") << jsonString(report.notes[i]);
        out << ']';
    }
    for (const auto& table : report.tables) {
        separator();
        out << "  " << jsonString(table.id) << ": [";
        for (std::size_t r = 0; r < table.rows.size(); ++r) {
            out << (r ? ",\n    {" : "\n    {");
            for (std::size_t i = 0; i < table.columns.size(); ++i)
                out << (i ? ", " : "") << jsonString(table.columns[i]) << ": "
                    << jsonValue(table.rows[r][i]);
            out << '}';
        }
        out << (table.rows.empty() ? "]" : "\n  ]");
    }
    out << "\n}\n";
}

std::string markdownField(const std::string& text)
{
    std::string escaped;
    for (const char c : text) {
        if (c == '|')
            escaped += '\\';
        escaped += c == '\n' ? ' ' : c;
    }
    return escaped;
}

// GitHub-flavoured Markdown: the summary as a list, each table as a pipe table (figures
// right-aligned), the notes as quotes.
void writeMarkdown(std::ostream& out, const Report& report)
{
    for (const auto& [label, cell] : report.summary)
        out << "- **" << markdownField(label) << ":** " << markdownField(cell.text) << '\n';
    for (const auto& table : report.tables) {
        out << "\n### " << markdownField(table.id) << "\n\n|";
        for (const auto& column : table.columns)
            out << ' ' << markdownField(column) << " |";
        out << "\n|";
        for (std::size_t i = 0; i < table.columns.size(); ++i) {
            const bool numeric = !table.rows.empty() && table.rows.front()[i].number.has_value();
            out << (numeric ? " ---: |" : " --- |");
        }
        out << '\n';
        for (const auto& row : table.rows) {
            out << '|';
            for (const auto& cell : row)
                out << ' ' << markdownField(cell.text) << " |";
            out << '\n';
        }
    }
    for (const auto& note : report.notes)
        out << "\n> " << markdownField(note) << '\n';
}

}  // namespace

void writeReport(std::ostream& out, const Report& report, Format format)
{
    switch (format) {
    case Format::Table: writeTable(out, report); break;
    case Format::Csv: writeCsv(out, report); break;
    case Format::Json: writeJson(out, report); break;
    case Format::Markdown: writeMarkdown(out, report); break;
    }
}

}  // namespace ringlab::cli
