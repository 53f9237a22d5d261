// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <initializer_list>
#include <stdexcept>
#include <string>
#include <vector>

namespace ringlab::live {

// Something the live lab could not do at run time: memcached missing, a port in use, a server
// that did not start or died, a connection lost. One line meant to be shown as it is. Made, as
// ValidationError, from a template marked RINGLAB_TRANSLATE_NOOP("LiveError", …) whose %1 … %9
// are the arguments, so the GUI can show it translated; what() is the English.
class LiveError : public std::runtime_error {
public:
    LiveError(const char* messageTemplate, std::initializer_list<std::string> arguments);

    const char* messageTemplate() const noexcept { return template_; }
    const std::vector<std::string>& arguments() const noexcept { return arguments_; }

private:
    const char* template_ = "";
    std::vector<std::string> arguments_;
};

}  // namespace ringlab::live
