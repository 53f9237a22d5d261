// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/OneThreadPool.h"

#include <QCoreApplication>
#include <QThreadPool>

namespace ringlab {

QThreadPool* makeOneThreadPool()
{
    auto* pool = new QThreadPool(QCoreApplication::instance());
    pool->setMaxThreadCount(1);
    return pool;
}

}  // namespace ringlab
