// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace ringlab {

// Splits [0, n) into one contiguous chunk per hardware thread and runs body(begin, end) on
// each; small ranges run inline. Callers write only to their own chunk, so the result is
// the same as a single-threaded loop.
template <class Body>
void parallelFor(std::size_t n, Body&& body, std::size_t minPerThread = std::size_t{1} << 15)
{
    const std::size_t hardware = std::max(1U, std::thread::hardware_concurrency());
    const std::size_t threads = std::min(hardware, std::max<std::size_t>(1, n / minPerThread));
    if (threads <= 1) {
        body(std::size_t{0}, n);
        return;
    }
    const std::size_t chunk = (n + threads - 1) / threads;
    std::vector<std::jthread> workers;
    workers.reserve(threads - 1);
    for (std::size_t t = 1; t < threads; ++t) {
        const std::size_t begin = std::min(n, t * chunk);
        const std::size_t end = std::min(n, begin + chunk);
        workers.emplace_back([&body, begin, end] { body(begin, end); });
    }
    body(std::size_t{0}, std::min(n, chunk));
}

}  // namespace ringlab
