// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/live/LiveError.h"

#include "model/core/ValidationError.h"

namespace ringlab::live {

LiveError::LiveError(const char* messageTemplate, std::initializer_list<std::string> arguments)
    : std::runtime_error(ValidationError::fill(messageTemplate, arguments)),
      template_(messageTemplate), arguments_(arguments)
{
}

}  // namespace ringlab::live
