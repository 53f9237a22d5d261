#pragma once

#include <QString>

#include <string_view>

namespace ringlab {

// The core's UTF-8 text (names, ids, messages) as a QString.
inline QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

}  // namespace ringlab
