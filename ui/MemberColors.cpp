#include "ui/MemberColors.h"

#include "model/core/HashFunctions.h"

#include <array>

namespace ringlab::ui {

namespace {

// Paul Tol's "bright" and "muted" qualitative schemes plus Okabe & Ito's orange and
// vermillion: distinguishable under the common colour-vision deficiencies and on a projector.
constexpr std::array<QRgb, 14> kPalette{
    0xff4477aa, 0xffee6677, 0xff228833, 0xffccbb44, 0xff66ccee, 0xffaa3377, 0xff332288,
    0xff44aa99, 0xff999933, 0xff882255, 0xffe69f00, 0xffd55e00, 0xff117733, 0xffcc6677,
};

}  // namespace

QColor memberColor(std::string_view id)
{
    // Numbered fleets ("cache-01" … "cache-14") walk the palette in order, so up to 14 of
    // them never share a colour; other ids land by hash.
    std::size_t digits = 0;
    while (digits < id.size() && digits < 9 && id[id.size() - 1 - digits] >= '0' &&
           id[id.size() - 1 - digits] <= '9')
        ++digits;
    std::size_t slot = fnv1aFmix32(id);
    if (digits > 0) {
        std::size_t number = 0;
        for (const char c : id.substr(id.size() - digits))
            number = number * 10 + static_cast<std::size_t>(c - '0');
        slot = fnv1aFmix32(id.substr(0, id.size() - digits)) + number;
    }
    return QColor::fromRgba(kPalette[slot % kPalette.size()]);
}

QColor memberColor(const QString& id)
{
    const QByteArray utf8 = id.toUtf8();
    return memberColor(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

}  // namespace ringlab::ui
