// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Whether a rendered picture shows something: a blank or single-colour image has little ink.
#pragma once

#include <QImage>

#include <set>

namespace ringlab::tests {

struct Ink {
    std::size_t colours = 0;  // distinct colours
    int dark = 0;             // dark pixels (grey below 80): text on the light background
};

// Every third pixel of every third row.
inline Ink inkOf(const QImage& image)
{
    std::set<QRgb> colours;
    Ink ink;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3) {
            const QRgb c = image.pixel(x, y);
            colours.insert(c);
            ink.dark += qGray(c) < 80;
        }
    ink.colours = colours.size();
    return ink;
}

}  // namespace ringlab::tests
