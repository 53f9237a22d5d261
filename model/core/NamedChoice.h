// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace ringlab {

// The choice among `choices` whose command-line name (`nameOf`) is `name`.
template <class Choice>
std::optional<Choice> findChoice(std::span<const Choice> choices,
                                 std::string_view (*nameOf)(Choice) noexcept, std::string_view name)
{
    for (const Choice choice : choices)
        if (nameOf(choice) == name)
            return choice;
    return std::nullopt;
}

}  // namespace ringlab
