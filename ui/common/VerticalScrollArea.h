// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>
#include <QScrollArea>

namespace ringlab::ui {

// `content` in a frameless area that scrolls up and down only: the content keeps the width
// it is given and, however tall, never pushes into its neighbours.
inline QScrollArea* verticalScrollArea(QWidget* content, const QString& objectName = {})
{
    auto* area = new QScrollArea;
    area->setObjectName(objectName);
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return area;
}

}  // namespace ringlab::ui
