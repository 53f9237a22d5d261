// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/DisplayText.h"

#include <QTextBoundaryFinder>

#include <algorithm>
#include <vector>

namespace ringlab {

QString shortMemberId(const QString& id, int maxCharacters)
{
    if (id.size() <= maxCharacters)
        return id;  // never more characters than UTF-16 units
    std::vector<qsizetype> boundaries;  // where each user-perceived character starts
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, id);
    for (qsizetype at = finder.position(); at >= 0 && at < id.size(); at = finder.toNextBoundary())
        boundaries.push_back(at);
    const auto characters = static_cast<int>(boundaries.size());
    if (characters <= maxCharacters)
        return id;
    const int kept = std::max(maxCharacters - 1, 1);  // and the ellipsis
    const int head = (kept + 1) / 2;
    const int tail = kept - head;
    const qsizetype tailStart = tail > 0 ? boundaries[static_cast<std::size_t>(characters - tail)] : id.size();
    return id.left(boundaries[static_cast<std::size_t>(head)]) + QChar(0x2026) + id.mid(tailStart);
}

}  // namespace ringlab
