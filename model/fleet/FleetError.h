// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/ValidationError.h"

#include <string>
#include <string_view>

namespace ringlab::fleet {

// "line 7, servers: …": what a reader refuses, at the line (1-based; 0: the whole file) and
// the field where it is.
[[noreturn]] inline void refuseField(int line, std::string_view field, const std::string& message)
{
    std::string text;
    if (line > 0)
        text.append("line ").append(std::to_string(line)).append(", ");
    if (!field.empty())
        text.append(field).append(": ");
    throw ValidationError(text + message);
}

}  // namespace ringlab::fleet
