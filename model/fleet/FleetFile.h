// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Fleet.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab::fleet {

// A format a fleet file can be in: its name (as --fleet-format takes it), what it is, how to
// recognise it, and its reader. A reader throws ValidationError naming the line and the field
// that is wrong ("line 7, servers: …"); readFleet names the file in front.
struct FleetFormat {
    std::string_view name;     // "twemproxy"
    std::string_view summary;  // one line for help texts
    // True when `text` (named `fileName`) looks like this format; cheap, never throws.
    bool (*detect)(std::string_view text, std::string_view fileName);
    // `pool` selects one of several pools or clusters ("" when the file holds one).
    Fleet (*read)(std::string_view text, std::string_view pool);
};

// A fleet file is a configuration: over 64 MiB, it is refused unread.
inline constexpr std::size_t kMaxFleetFileBytes = std::size_t{64} << 20;

// The formats readFleet reads, in the order auto-detection tries them.
std::span<const FleetFormat> fleetFormats() noexcept;
const FleetFormat* findFleetFormat(std::string_view name) noexcept;
// "twemproxy|libmemcached|envoy": every available name, for usage and error messages.
std::string fleetFormatNames();

// Reads a fleet from a file's text: in `format` ("" = recognise it), choosing `pool` where the
// file holds several. Throws ValidationError ("FILE, line 7, servers: …") for a file that is
// malformed, in no known format, holds what RingLab does not model, or gives a fleet
// validatePlacement refuses.
Fleet readFleet(std::string_view text, std::string_view fileName, std::string_view format = "",
                std::string_view pool = "");
// readFleet of the file at `path` (a missing or unreadable file is refused naming it).
Fleet readFleetFile(const std::string& path, std::string_view format = "", std::string_view pool = "");

// The readers, one per format (also reachable through fleetFormats()).
Fleet readTwemproxyPool(std::string_view text, std::string_view pool);
Fleet readLibmemcachedConfig(std::string_view text, std::string_view pool);
Fleet readEnvoyCluster(std::string_view text, std::string_view pool);
bool looksLikeTwemproxyPool(std::string_view text, std::string_view fileName);
// What --pool chooses from, in file order: a twemproxy file's pools, an Envoy file's clusters;
// empty for a format without any or a text that is none of these.
std::vector<std::string> fleetPoolNames(std::string_view text);
std::vector<std::string> twemproxyPoolNames(std::string_view text);
std::vector<std::string> envoyClusterNames(std::string_view text);
bool looksLikeLibmemcachedConfig(std::string_view text, std::string_view fileName);
bool looksLikeEnvoyCluster(std::string_view text, std::string_view fileName);

}  // namespace ringlab::fleet
