// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/MemberColors.h"

#include "model/core/HashFunctions.h"

#include <array>
#include <cmath>
#include <utility>

namespace ringlab::ui {

namespace {

// Twelve colours chosen from Okabe & Ito's, Paul Tol's and Wong's colour-blind-safe sets so
// that every pair stays apart (CIEDE2000 ≥ 10.6) in normal vision and under simulated
// deuteranopia, protanopia and tritanopia (Machado et al. 2009, full severity), each one
// also well apart from the white background. tests/ui/tst_palette checks it.
constexpr std::array<QRgb, 12> kPalette{
    0xff005ab5, 0xffe69f00, 0xff920000, 0xff66ccee, 0xffee3377, 0xff009988,
    0xff997700, 0xffb66dff, 0xff882255, 0xff332288, 0xffff6db6, 0xffddcc77,
};

// Past twelve members the palette comes round again a shade darker, then lighter, …, so
// that no two of the first 60 share a colour; the ids on chips, legends and axes tell the
// rest apart.
QColor shaded(QRgb base, std::size_t round)
{
    // Toward black or white by this much, in turn.
    constexpr std::array<std::pair<QRgb, double>, 5> kShades{
        {{0xff000000, 0.0}, {0xff000000, 0.3}, {0xffffffff, 0.3}, {0xff000000, 0.55}, {0xffffffff, 0.5}}};
    const auto [toward, amount] = kShades[round % kShades.size()];
    const auto mix = [amount = amount](int from, int to) {
        return static_cast<int>(std::lround(from + (to - from) * amount));
    };
    return QColor(mix(qRed(base), qRed(toward)), mix(qGreen(base), qGreen(toward)), mix(qBlue(base), qBlue(toward)));
}

}  // namespace

QColor memberColor(std::string_view id)
{
    // Numbered fleets ("cache-01" … "cache-12") walk the palette in order; other ids land by
    // hash.
    std::size_t digits = 0;
    while (digits < id.size() && digits < 9 && id[id.size() - 1 - digits] >= '0' &&
           id[id.size() - 1 - digits] <= '9')
        ++digits;
    const std::size_t colours = kPalette.size();
    if (digits == 0) {
        const std::size_t slot = fnv1aFmix32(id);
        return shaded(kPalette[slot % colours], slot / colours);
    }
    std::size_t number = 0;
    for (const char c : id.substr(id.size() - digits))
        number = number * 10 + static_cast<std::size_t>(c - '0');
    // cache-01 … cache-12 take the twelve colours, cache-13 … cache-24 their first shade, …
    const std::size_t counted = number > 0 ? number - 1 : colours - 1;  // node0 before node1
    const std::size_t first = fnv1aFmix32(id.substr(0, id.size() - digits)) % colours;
    return shaded(kPalette[(first + counted) % colours], counted / colours);
}

QColor memberColor(const QString& id)
{
    const QByteArray utf8 = id.toUtf8();
    return memberColor(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

}  // namespace ringlab::ui
