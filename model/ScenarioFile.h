// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LabState.h"
#include "model/core/KeySet.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <variant>

namespace ringlab {

// A lab state saved as JSON (format "ringlab-scenario", version 1):
//   { "format": "ringlab-scenario", "version": 1, "name": …, "description": …,
//     "algorithm": "ring", "hash": "fnv1a-fmix32", "replicas": 160,
//     "members": [ { "id": "cache-01", "weight": 1 }, … ],
//     "keys": { "pattern": "session:user:{i}", "count": 1000000 } | { "file": "keys.txt" },
//     "compare": "modulo" }            // optional
// "description" is a string or, as a lesson's texts, an object of languages with "en"; its
// placeholders ({experiment:ring-8-9}, docs/lessons.md) are filled on loading, in the language
// RingLab speaks, and a brace is written "{{". A key file is stored relative to the scenario file. Twemproxy's rules: "modulo-dialect":
// "twemproxy", "hash-tag": "{}". Instead of "members" and the placement keys, "fleet":
// "pool.yml" reads both from a fleet file (model/fleet: a twemproxy pool file holding one pool,
// a libmemcached configuration string, an Envoy cluster), relative to the scenario file;
// a file the reader refuses refuses the scenario with the reader's message.
struct Scenario {
    QString name;
    QString description;  // filled, in the language RingLab speaks
    LabState state;
};

inline constexpr int kScenarioVersion = 1;
// Scenario and lesson files larger than this are refused unread (the largest fleet is ~20 MB).
inline constexpr qint64 kMaxScenarioFileBytes = qint64{64} << 20;

// A scenario, or a message naming what is wrong (the caller keeps its current lab).
std::variant<Scenario, QString> parseScenario(const QByteArray& json, const QString& baseDirectory);
std::variant<Scenario, QString> loadScenario(const QString& path);
// Every top-level key a scenario file may hold ("members", "replicas", …).
const QStringList& scenarioFileKeys();
QByteArray scenarioToJson(const Scenario& scenario, const QString& baseDirectory);
// Atomic (QSaveFile): the old file stays intact if anything fails. Returns an error or "".
QString saveScenario(const QString& path, const Scenario& scenario);
// The lab's keys file read whole, as a load checks it: a file that cannot be read, is empty,
// holds a key over kMaxKeyLength bytes or more than kMaxLabKeys keys gives a one-line message
// naming the file and the reason.
std::variant<KeySet, QString> readLabKeysFile(const QString& path);
// A "replicas" value of a scenario or a lesson's action: a whole number up to the ring's
// limit. Throws JsonFieldError (model/JsonFields.h) naming `name`.
int checkedReplicas(const QJsonValue& value, const QString& name);
// Checks a state the way a load does (members, ring size, key spec); "" when valid.
QString validateLabState(const LabState& state);

}  // namespace ringlab
