// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace ringlab {

// One value of an enum the user picks by name (event kinds, policies, popularity, local
// caches): its command-line name and its label, marked for translation.
template <class Value>
struct NamedChoice {
    Value value;
    std::string_view name;  // on the command line and in files: "kill"
    const char* label;      // RINGLAB_TRANSLATE_NOOP("Simulation", "Kill")
};

template <class Value, std::size_t N>
using ChoiceTable = std::array<NamedChoice<Value>, N>;

// The entry of `value` (every value of the enum has one; the first entry otherwise).
template <class Value, std::size_t N>
constexpr const NamedChoice<Value>& choiceOf(const ChoiceTable<Value, N>& table, Value value) noexcept
{
    for (const NamedChoice<Value>& choice : table)
        if (choice.value == value)
            return choice;
    return table.front();
}

// The value whose command-line name is `name`.
template <class Value, std::size_t N>
constexpr std::optional<Value> findChoice(const ChoiceTable<Value, N>& table, std::string_view name) noexcept
{
    for (const NamedChoice<Value>& choice : table)
        if (choice.name == name)
            return choice.value;
    return std::nullopt;
}

// The values in the table's order (what the window offers).
template <class Value, std::size_t N>
constexpr std::array<Value, N> choiceValues(const ChoiceTable<Value, N>& table) noexcept
{
    std::array<Value, N> values{};
    for (std::size_t i = 0; i < N; ++i)
        values[i] = table[i].value;
    return values;
}

}  // namespace ringlab
