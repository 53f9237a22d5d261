// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Translatable.h"

#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab {

// Bad input from a user: the message names the value that is wrong and is meant to be shown
// as it is (CLI: one line on stderr; GUI: a dialog or inline error).
//
// A message made from a template marked with RINGLAB_TRANSLATE_NOOP("ValidationError", …),
// whose %1 … %9 are filled with the arguments, can be shown translated: the GUI looks the
// template up and fills in the same arguments (model/Translation.h), themselves translated when
// they are names marked the same way (e.g. "downtime"). what() is the English.
class ValidationError : public std::invalid_argument {
public:
    explicit ValidationError(const std::string& message);
    ValidationError(const char* messageTemplate, std::initializer_list<std::string> arguments);

    // "" for a message that was not made from a template.
    const char* messageTemplate() const noexcept { return template_; }
    const std::vector<std::string>& arguments() const noexcept { return arguments_; }

    // `text` with %1 … %9 replaced by arguments[0] … arguments[8].
    static std::string fill(std::string_view text, const std::vector<std::string>& arguments);
    // A number as a message argument: "0.25", "1000000", "1e+300", "nan" (%.12g).
    static std::string number(double value);

private:
    const char* template_ = "";
    std::vector<std::string> arguments_;
};

}  // namespace ringlab
