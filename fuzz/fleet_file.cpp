// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the fleet-file readers of model/fleet (--fleet) on the same bytes, recognised and
// forced to each format. Bad input throws ValidationError and nothing else (no yaml-cpp
// exception leaks out); a fleet that is read passes validatePlacement and makes a placement.

#include "fuzz/FuzzCheck.h"
#include "model/core/Placement.h"
#include "model/fleet/FleetFile.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

using namespace ringlab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::vector<std::string_view> formats{""};
    for (const fleet::FleetFormat& format : fleet::fleetFormats())
        formats.push_back(format.name);
    for (const std::string_view format : formats) {
        for (const std::string_view pool : {std::string_view(), std::string_view("sessions")}) {
            Fleet fleet;
            try {
                fleet = fleet::readFleet(text, "fuzz", format, pool);
            } catch (const ValidationError&) {
                continue;
            }
            try {
                validatePlacement(fleet.config, fleet.members);
                if (fleet.members.size() <= 64)
                    makePlacement(fleet.config, fleet.members);
            } catch (const ValidationError&) {
                ringlab::fuzz::fail("readFleet accepted a fleet that the placement refuses");
            }
        }
    }
    return 0;
}
