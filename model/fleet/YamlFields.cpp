// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/fleet/YamlFields.h"

#include "model/core/MessageText.h"

#include <charconv>

namespace ringlab::fleet {

int lineOf(const YAML::Node& node)
{
    // A node that is not there (a missing key's) has no mark.
    if (!node.IsDefined() || node.Mark().is_null())
        return 0;
    return node.Mark().line + 1;
}

YAML::Node parseYaml(std::string_view text)
{
    try {
        return YAML::Load(std::string(text));
    } catch (const YAML::Exception& e) {
        refuseField(e.mark.is_null() ? 0 : e.mark.line + 1, "", "not YAML: " + e.msg);
    }
}

YAML::Node tryParseYaml(std::string_view text)
{
    try {
        return YAML::Load(std::string(text));
    } catch (const YAML::Exception&) {
        return YAML::Node(YAML::NodeType::Undefined);
    }
}

YAML::Node child(const YAML::Node& node, const char* key)
{
    if (!node.IsDefined() || !node.IsMap())
        return YAML::Node(YAML::NodeType::Undefined);
    return node[key];
}

std::string keyText(const YAML::Node& key)
{
    if (!key.IsDefined() || !key.IsScalar())
        refuseField(lineOf(key), "", "a key is a list or a map, not a name");
    return key.Scalar();
}

std::string scalarField(const YAML::Node& node, std::string_view field)
{
    if (!node.IsDefined() || !node.IsScalar())
        refuseField(lineOf(node), field, "a single value is expected, not a list or a map");
    return node.Scalar();
}

std::uint64_t unsignedField(const YAML::Node& node, std::string_view field, std::uint64_t minimum,
                            std::uint64_t maximum)
{
    const std::string text = scalarField(node, field);
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || value < minimum || value > maximum)
        refuseField(lineOf(node), field,
                    "a whole number from " + std::to_string(minimum) + " to " + std::to_string(maximum) +
                        " is expected, got " + quotedValue(text));
    return value;
}

bool booleanField(const YAML::Node& node, std::string_view field)
{
    const std::string text = scalarField(node, field);
    for (const char* yes : {"true", "True", "TRUE", "yes", "Yes", "on"})
        if (text == yes)
            return true;
    for (const char* no : {"false", "False", "FALSE", "no", "No", "off"})
        if (text == no)
            return false;
    refuseField(lineOf(node), field, "true or false is expected, got " + quotedValue(text));
}

}  // namespace ringlab::fleet
