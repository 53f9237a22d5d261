// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Cassandra fleets from `nodetool ring` and `nodetool status` output (Cassandra 4.x):
// - ring: a "Datacenter: NAME" block, the header "Address Rack Status State Load Owns Token",
//   the ring's last token alone on a line, then a line per token: address, rack, Up/Down,
//   Normal/Leaving/Joining/Moving, load (number and unit, or ?), owns, token. Gives every
//   node's tokens and rack.
// - status: "Datacenter: NAME", the legend, the header "--  Address Load Tokens Owns Host ID
//   Rack" (Owns (effective) with a keyspace), then a line per node: UN/DN/UL/…, address,
//   load, tokens, owns, host id, rack. Gives racks, token counts and, with "Owns
//   (effective)", the replication factor (the owns add up to it).
// Both name one data centre (RingLab models one); the members are the nodes' addresses, the
// placement Cassandra with their tokens (initial_token) and racks (NetworkTopologyStrategy).
// Status alone has no tokens: num_tokens is its token count and RingLab chooses the tokens.
// Malformed input throws ValidationError naming the line and the field.
#include "model/core/Fleet.h"

#include <string_view>

namespace ringlab {

bool looksLikeNodetoolRing(std::string_view text) noexcept;
bool looksLikeNodetoolStatus(std::string_view text) noexcept;

Fleet readNodetoolRing(std::string_view text);
Fleet readNodetoolStatus(std::string_view text);
// Ring's tokens with status' racks, replication factor and states; the two must name the
// same nodes.
Fleet readNodetoolRingAndStatus(std::string_view ring, std::string_view status);

}  // namespace ringlab
