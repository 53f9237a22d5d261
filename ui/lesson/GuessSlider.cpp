// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/GuessSlider.h"

#include "ui/common/Palette.h"

#include <QSlider>
#include <QString>

namespace ringlab::ui {

void styleGuessSlider(QSlider* slider, int groove, int handle)
{
    slider->setStyleSheet(
        QStringLiteral("QSlider::groove:horizontal { height: %1px; background: %6; border-radius: %2px; }"
                       "QSlider::sub-page:horizontal { background: %7; border-radius: %2px; }"
                       "QSlider::handle:horizontal { width: %3px; margin: -%4px 0; background: %7;"
                       " border: 3px solid %8; border-radius: %5px; }")
            .arg(groove)
            .arg(groove / 2)
            .arg(handle)
            .arg((handle - groove) / 2)
            .arg(handle / 2)
            .arg(palette::current().rule.name(), palette::current().guess.name(), palette::current().background.name()));
    slider->setMinimumHeight(handle + 8);
}

}  // namespace ringlab::ui
