// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleet/FleetError.h"

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace ringlab::fleet {

// The 1-based line of a node (yaml-cpp's marks count from 0).
int lineOf(const YAML::Node& node);
// The document in `text`; a syntax error is refused at its line, as yaml-cpp finds it.
YAML::Node parseYaml(std::string_view text);
// Parses without throwing: an undefined node when `text` is no YAML (for detection).
YAML::Node tryParseYaml(std::string_view text);

// node[key] when node is a map, else an undefined node (yaml-cpp throws on a scalar's [key]).
YAML::Node child(const YAML::Node& node, const char* key);
// A map key's text, refused at its line when the key is a list or a map.
std::string keyText(const YAML::Node& key);
// A field's scalar, refused at its line when it is a list or a map.
std::string scalarField(const YAML::Node& node, std::string_view field);
// A whole number in [minimum, maximum], refused at its line otherwise.
std::uint64_t unsignedField(const YAML::Node& node, std::string_view field, std::uint64_t minimum,
                            std::uint64_t maximum);
// true/false (YAML's spellings), refused at its line otherwise.
bool booleanField(const YAML::Node& node, std::string_view field);

}  // namespace ringlab::fleet
