// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/ValidationError.h"

#include <cstdio>

namespace ringlab {

ValidationError::ValidationError(const std::string& message) : std::invalid_argument(message) {}

ValidationError::ValidationError(const char* messageTemplate, std::initializer_list<std::string> arguments)
    : std::invalid_argument(fill(messageTemplate, arguments)), template_(messageTemplate), arguments_(arguments)
{
}

std::string ValidationError::fill(std::string_view text, const std::vector<std::string>& arguments)
{
    std::string filled;
    filled.reserve(text.size() + 32);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto index = static_cast<std::size_t>(text[i + 1] - '1');
            if (index < arguments.size()) {
                filled += arguments[index];
                ++i;
                continue;
            }
        }
        filled += text[i];
    }
    return filled;
}

std::string ValidationError::number(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.12g", value);
    return buffer;
}

}  // namespace ringlab
