// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the nodetool readers of model/core/NodetoolFleet.h on the same bytes (ring,
// status, and the bytes split at their middle line as ring + status). Bad input throws
// ValidationError; a fleet they return must build its placement.

#include "fuzz/FuzzCheck.h"
#include "model/core/NodetoolFleet.h"
#include "model/core/ValidationError.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

using namespace ringlab;

namespace {

void requirePlaceable(const Fleet& fleet, const char* what)
{
    try {
        makePlacement(fleet.config, fleet.members);
    } catch (const ValidationError&) {
        ringlab::fuzz::fail(what);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    (void)looksLikeNodetoolRing(text);
    (void)looksLikeNodetoolStatus(text);
    try {
        requirePlaceable(readNodetoolRing(text), "readNodetoolRing returned a fleet makePlacement refuses");
    } catch (const ValidationError&) {
    }
    try {
        requirePlaceable(readNodetoolStatus(text), "readNodetoolStatus returned a fleet makePlacement refuses");
    } catch (const ValidationError&) {
    }
    const std::size_t middle = text.find('\n', text.size() / 2);
    if (middle != std::string::npos) {
        try {
            requirePlaceable(readNodetoolRingAndStatus(std::string_view(text).substr(0, middle),
                                                       std::string_view(text).substr(middle + 1)),
                             "readNodetoolRingAndStatus returned a fleet makePlacement refuses");
        } catch (const ValidationError&) {
        }
    }
    return 0;
}
