// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"

#include <string>
#include <vector>

namespace ringlab {

// A fleet read from a file people have (a twemproxy pool, a libmemcached configuration string,
// `redis-cli cluster nodes`, `nodetool ring`/`status`, an Envoy cluster): the members as the
// file names them, the placement the file's client builds from them, and what the file holds
// that is shown but not placed (a Redis replica, a slot being migrated). The importers
// (model/fleet, and the core's Redis and Cassandra readers) return it; the CLI's --fleet, a
// scenario's "fleet" key and File > Import fleet… all read it.
struct Fleet {
    std::string format;   // the format's name, as --fleet-format takes it: "twemproxy", …
    std::vector<Member> members;
    PlacementConfig config;
    std::vector<std::string> notes;  // one line each, e.g. "10.0.0.5:6379 is a replica of 10.0.0.1:6379"

    friend bool operator==(const Fleet&, const Fleet&) = default;
};

}  // namespace ringlab
