// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An oracle for the JSON loaders, written apart from them: an accepted scenario (a file, or a
// lesson scene's "scenario" object) holds only the keys docs/lessons.md and ScenarioFile.h
// describe, each of its JSON type. A wrong type read as the default ("algorithm": 5 as
// "ring") or a misspelt key ignored is a finding (issue 24).

#include "fuzz/FuzzCheck.h"

#include <QJsonArray>
#include <QJsonObject>

#include <map>
#include <string>

namespace ringlab::fuzz {

inline bool hasType(const QJsonObject& object, const std::map<std::string, QJsonValue::Type>& types, bool nullAllowed)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const auto expected = types.find(it.key().toStdString());
        if (expected == types.end())
            return false;
        if (it.value().type() != expected->second && !(nullAllowed && it.value().isNull()))
            return false;
    }
    return true;
}

// `overrides`: a lesson's scenario object, where null removes a base's key and "base" names it.
inline void requireScenarioKeysTyped(const QJsonObject& scenario, bool overrides)
{
    using T = QJsonValue::Type;
    std::map<std::string, T> root{
        {"format", T::String}, {"version", T::Double}, {"name", T::String}, {"description", T::String},
        {"algorithm", T::String}, {"hash", T::String}, {"replicas", T::Double}, {"ketama-dialect", T::String},
        {"twemproxy-hash", T::String}, {"modulo-dialect", T::String}, {"hash-tag", T::String}, {"fleet", T::String},
        {"maglev-table-size", T::Double}, {"envoy-min-ring-size", T::Double}, {"envoy-max-ring-size", T::Double},
        {"num-tokens", T::Double}, {"token-seed", T::Double}, {"replication-factor", T::Double},
        {"tokens", T::String}, {"racks", T::String}, {"members", T::Array}, {"keys", T::Object}, {"compare", T::String}};
    if (overrides)
        root.emplace("base", T::String);
    // A description is a string, or an object of the languages RingLab speaks, each a string.
    QJsonObject checked = scenario;
    if (const QJsonValue description = scenario.value(QLatin1String("description")); description.isObject()) {
        require(hasType(description.toObject(), {{"en", T::String}, {"de", T::String}, {"fr", T::String}}, false),
                "an accepted scenario's description holds an unknown language or one not a string");
        checked.remove(QLatin1String("description"));
    }
    require(hasType(checked, root, overrides), "an accepted scenario holds an unknown key or one of the wrong type");
    if (scenario.value(QLatin1String("keys")).isObject())
        require(hasType(scenario.value(QLatin1String("keys")).toObject(),
                        {{"pattern", T::String}, {"count", T::Double}, {"file", T::String}}, false),
                "an accepted scenario's \"keys\" holds an unknown key or one of the wrong type");
    for (const QJsonValue& member : scenario.value(QLatin1String("members")).toArray())
        require(member.isObject() && hasType(member.toObject(), {{"id", T::String}, {"weight", T::Double}}, false),
                "an accepted scenario's member holds an unknown key or one of the wrong type");
}

}  // namespace ringlab::fuzz
