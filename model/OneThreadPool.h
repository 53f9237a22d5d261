// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QThreadPool;

namespace ringlab {

// A new pool of one thread, owned by the application (it lives as long as the application).
QThreadPool* makeOneThreadPool();

// The one-thread pool of a panel whose jobs each spread over every core themselves (the hash
// explorer's analyses, the simulations): they queue behind each other and leave the global pool
// to the lab's recomputation. Made on first use; each `Jobs` tag has a pool of its own, so one
// panel's long job does not hold up another's.
template <class Jobs>
QThreadPool* oneThreadPool()
{
    static QThreadPool* const pool = makeOneThreadPool();
    return pool;
}

}  // namespace ringlab
