// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string_view>

namespace ringlab {

// How the core's text appears in the window.

// The core's UTF-8 text (names, ids, messages) as a QString.
inline QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// The most characters of a member id shown where room is scarce (an axis, a legend row, a
// table cell); tooltips and editors show more or all of it.
inline constexpr int kMaxShownIdCharacters = 24;
// `id` cut in the middle to at most `maxCharacters` user-perceived characters
// ("cache-with-a-lo…name-0007"): its start and its end (often a number or a port) stay.
QString shortMemberId(const QString& id, int maxCharacters = kMaxShownIdCharacters);

}  // namespace ringlab
