// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ScenarioFile.h"

#include "model/DisplayText.h"
#include "model/Translation.h"
#include "model/UserFiles.h"
#include "model/core/CassandraPlacement.h"
#include "model/core/KetamaPlacement.h"
#include "model/core/MaglevPlacement.h"
#include "model/core/KeySet.h"
#include "model/core/TextFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <array>
#include <cmath>
#include <functional>

namespace ringlab {

namespace {

// The context scenario-file messages are translated in.
struct ScenarioFile {
    Q_DECLARE_TR_FUNCTIONS(ScenarioFile)
};

}  // namespace

QString validateLabState(const LabState& state)
{
    try {
        validatePlacement(state.config, state.members);
    } catch (const ValidationError& e) {
        return userMessage(e);
    }
    if (!state.keys.file.isEmpty()) {
        try {
            // Not opened here: a pipe would block the window until someone writes to it.
            checkTextFile(QFile::encodeName(state.keys.file).toStdString(), kKeysFileName, Pipes::Refused);
        } catch (const ValidationError& e) {
            return userMessage(e);
        }
    } else {
        try {
            validateKeyPattern(state.keys.pattern.toStdString());
        } catch (const ValidationError& e) {
            return userMessage(e);
        }
        if (state.keys.count < kMinLabKeys || state.keys.count > kMaxLabKeys)
            return ScenarioFile::tr("The key count must be between %L1 and %L2, not %L3.")
                .arg(kMinLabKeys)
                .arg(kMaxLabKeys)
                .arg(state.keys.count);
    }
    return {};
}

std::variant<Scenario, QString> parseScenario(const QByteArray& json, const QString& baseDirectory)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const int line = static_cast<int>(json.left(parseError.offset).count('\n')) + 1;
        return ScenarioFile::tr("Not valid JSON (line %1): %2").arg(line).arg(parseError.errorString());
    }
    if (!document.isObject())
        return ScenarioFile::tr("A scenario must be a JSON object.");
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String("ringlab-scenario"))
        return ScenarioFile::tr("Not a RingLab scenario: \"format\" must be \"ringlab-scenario\".");
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!version.isDouble())
        return ScenarioFile::tr("The scenario has no \"version\" number.");
    if (version.toInt() != kScenarioVersion)
        return ScenarioFile::tr("Unsupported scenario version %1: this RingLab reads version %2.")
            .arg(version.toDouble())
            .arg(kScenarioVersion);

    Scenario scenario;
    scenario.name = root.value(QLatin1String("name")).toString();
    scenario.description = root.value(QLatin1String("description")).toString();
    LabState& state = scenario.state;

    const QString algorithm = root.value(QLatin1String("algorithm")).toString(QStringLiteral("ring"));
    const auto foundAlgorithm = findAlgorithm(algorithm.toStdString());
    if (!foundAlgorithm)
        return ScenarioFile::tr("Unknown algorithm “%1” (expected one of %2).")
            .arg(algorithm, fromStd(algorithmNames()));
    state.config.algorithm = *foundAlgorithm;

    const QString hash = root.value(QLatin1String("hash")).toString(QStringLiteral("fnv1a-fmix32"));
    const HashFunction* foundHash = findHash(hash.toStdString());
    if (!foundHash)
        return ScenarioFile::tr("Unknown hash “%1” (expected one of %2).").arg(hash, fromStd(selectableHashNames()));
    state.config.hash = foundHash->id;

    const QJsonValue replicas = root.value(QLatin1String("replicas"));
    if (!replicas.isUndefined()) {
        if (!replicas.isDouble() || replicas.toDouble() != static_cast<double>(replicas.toInt()))
            return ScenarioFile::tr("\"replicas\" must be a whole number.");
        state.config.replicas = replicas.toInt();
    }

    const QJsonValue dialect = root.value(QLatin1String("ketama-dialect"));
    if (!dialect.isUndefined()) {
        const auto found = findChoice(kKetamaDialects, dialect.toString().toStdString());
        if (!dialect.isString() || !found)
            return ScenarioFile::tr("Unknown ketama dialect “%1” (expected one of %2).")
                .arg(dialect.toVariant().toString(), fromStd(ketamaDialectNames()));
        state.config.ketamaDialect = *found;
    }

    const QJsonValue tableSize = root.value(QLatin1String("maglev-table-size"));
    if (!tableSize.isUndefined()) {
        const double size = tableSize.toDouble(-1.0);
        if (!tableSize.isDouble() || size != std::floor(size) || size < 2 || size > kMaxMaglevTableSize ||
            !MaglevPlacement::isPrime(static_cast<std::uint64_t>(size)))
            return ScenarioFile::tr("\"maglev-table-size\" must be a prime between 2 and %L1.").arg(kMaxMaglevTableSize);
        state.config.maglevTableSize = static_cast<std::uint32_t>(size);
    }

    // Envoy's ring sizes, Cassandra's num_tokens, token seed and replication factor: whole numbers.
    const std::array<std::pair<const char*, std::function<void(double)>>, 5> wholeNumbers{{
        {"envoy-min-ring-size", [&](double v) { state.config.envoyMinRingSize = static_cast<std::uint64_t>(v); }},
        {"envoy-max-ring-size", [&](double v) { state.config.envoyMaxRingSize = static_cast<std::uint64_t>(v); }},
        {"num-tokens", [&](double v) { state.config.cassandra.numTokens = static_cast<int>(v); }},
        {"token-seed", [&](double v) { state.config.cassandra.tokenSeed = static_cast<std::uint64_t>(v); }},
        {"replication-factor", [&](double v) { state.config.cassandra.replicationFactor = static_cast<int>(v); }},
    }};
    for (const auto& [key, set] : wholeNumbers) {
        const QJsonValue value = root.value(QLatin1String(key));
        if (value.isUndefined())
            continue;
        const double number = value.toDouble(-1.0);
        // Up to 2^53: every such double is a whole number JSON readers agree on.
        if (!value.isDouble() || number != std::floor(number) || number < 0 || number > 9007199254740992.0)
            return ScenarioFile::tr("\"%1\" must be a whole number.").arg(QLatin1String(key));
        set(number);
    }
    // Cassandra's initial tokens and racks, written as on the command line.
    try {
        const QJsonValue tokens = root.value(QLatin1String("tokens"));
        if (!tokens.isUndefined() && !tokens.isString())
            return ScenarioFile::tr("\"%1\" must be a string.").arg(QLatin1String("tokens"));
        state.config.cassandra.initialTokens = parseMemberTokens(tokens.toString().toStdString());
        const QJsonValue racks = root.value(QLatin1String("racks"));
        if (!racks.isUndefined() && !racks.isString())
            return ScenarioFile::tr("\"%1\" must be a string.").arg(QLatin1String("racks"));
        state.config.cassandra.racks = parseMemberRacks(racks.toString().toStdString());
    } catch (const ValidationError& e) {
        return userMessage(e);
    }

    const QJsonValue members = root.value(QLatin1String("members"));
    if (!members.isArray())
        return ScenarioFile::tr("The scenario has no \"members\" list.");
    for (const QJsonValue& entry : members.toArray()) {
        const QJsonObject member = entry.toObject();
        if (!entry.isObject() || !member.value(QLatin1String("id")).isString())
            return ScenarioFile::tr("Member %1 has no \"id\" string.").arg(state.members.size() + 1);
        const QJsonValue weight = member.value(QLatin1String("weight"));
        if (!weight.isUndefined() && !weight.isDouble())
            return ScenarioFile::tr("The weight of member “%1” is not a number.")
                .arg(member.value(QLatin1String("id")).toString());
        state.members.push_back(
            {member.value(QLatin1String("id")).toString().toStdString(), weight.toDouble(1.0)});
    }

    const QJsonObject keys = root.value(QLatin1String("keys")).toObject();
    if (keys.contains(QLatin1String("file"))) {
        const QString file = keys.value(QLatin1String("file")).toString();
        if (file.isEmpty())
            return ScenarioFile::tr("\"keys\".\"file\" is empty.");
        state.keys.file = QDir(baseDirectory).absoluteFilePath(file);
    } else {
        state.keys.pattern = keys.value(QLatin1String("pattern")).toString(state.keys.pattern);
        const QJsonValue count = keys.value(QLatin1String("count"));
        if (!count.isUndefined()) {
            const double number = count.toDouble();
            if (!count.isDouble() || number != std::floor(number))
                return ScenarioFile::tr("\"keys\".\"count\" must be a whole number.");
            if (number < kMinLabKeys || number > kMaxLabKeys)
                return ScenarioFile::tr("The key count must be between %L1 and %L2, not %3.")
                    .arg(kMinLabKeys)
                    .arg(kMaxLabKeys)
                    .arg(QLocale().toString(number, 'g', 6));
            state.keys.count = static_cast<qint64>(number);
        }
    }

    if (root.contains(QLatin1String("compare"))) {
        const QString compare = root.value(QLatin1String("compare")).toString();
        const auto found = findAlgorithm(compare.toStdString());
        if (!found)
            return ScenarioFile::tr("Unknown compare algorithm “%1”.").arg(compare);
        state.compareAlgorithm = *found;
    }

    if (const QString problem = validateLabState(state); !problem.isEmpty())
        return problem;
    return scenario;
}

std::variant<Scenario, QString> loadScenario(const QString& path)
{
    const auto bytes = readUserFile(path, kMaxScenarioFileBytes);
    if (const auto* problem = std::get_if<QString>(&bytes))
        return *problem;
    auto result = parseScenario(std::get<QByteArray>(bytes), QFileInfo(path).absolutePath());
    if (auto* error = std::get_if<QString>(&result))
        *error = ScenarioFile::tr("%1: %2").arg(QFileInfo(path).fileName(), *error);
    return result;
}

QByteArray scenarioToJson(const Scenario& scenario, const QString& baseDirectory)
{
    const LabState& state = scenario.state;
    QJsonObject root;
    root.insert(QLatin1String("format"), QLatin1String("ringlab-scenario"));
    root.insert(QLatin1String("version"), kScenarioVersion);
    if (!scenario.name.isEmpty())
        root.insert(QLatin1String("name"), scenario.name);
    if (!scenario.description.isEmpty())
        root.insert(QLatin1String("description"), scenario.description);
    root.insert(QLatin1String("algorithm"), fromStd(algorithmName(state.config.algorithm)));
    root.insert(QLatin1String("hash"), fromStd(hashFunction(state.config.hash).name));
    root.insert(QLatin1String("replicas"), state.config.replicas);
    if (state.config.ketamaDialect != PlacementConfig{}.ketamaDialect || state.config.algorithm == Algorithm::Ketama)
        root.insert(QLatin1String("ketama-dialect"), fromStd(choiceOf(kKetamaDialects, state.config.ketamaDialect).name));
    if (state.config.maglevTableSize != kDefaultMaglevTableSize || state.config.algorithm == Algorithm::Maglev)
        root.insert(QLatin1String("maglev-table-size"), static_cast<double>(state.config.maglevTableSize));
    const PlacementConfig defaults;
    if (state.config.envoyMinRingSize != defaults.envoyMinRingSize || state.config.algorithm == Algorithm::EnvoyRing)
        root.insert(QLatin1String("envoy-min-ring-size"), static_cast<double>(state.config.envoyMinRingSize));
    if (state.config.envoyMaxRingSize != defaults.envoyMaxRingSize || state.config.algorithm == Algorithm::EnvoyRing)
        root.insert(QLatin1String("envoy-max-ring-size"), static_cast<double>(state.config.envoyMaxRingSize));
    const CassandraConfig& cassandra = state.config.cassandra;
    if (cassandra != defaults.cassandra || state.config.algorithm == Algorithm::Cassandra) {
        root.insert(QLatin1String("num-tokens"), cassandra.numTokens);
        root.insert(QLatin1String("token-seed"), static_cast<double>(cassandra.tokenSeed));
        if (cassandra.replicationFactor > 0)
            root.insert(QLatin1String("replication-factor"), cassandra.replicationFactor);
        if (!cassandra.initialTokens.empty())
            root.insert(QLatin1String("tokens"), fromStd(memberTokensText(cassandra.initialTokens)));
        if (!cassandra.racks.empty())
            root.insert(QLatin1String("racks"), fromStd(memberRacksText(cassandra.racks)));
    }
    QJsonArray members;
    for (const Member& m : state.members)
        members.append(QJsonObject{{QLatin1String("id"), QString::fromStdString(m.id)},
                                   {QLatin1String("weight"), m.weight}});
    root.insert(QLatin1String("members"), members);
    QJsonObject keys;
    if (!state.keys.file.isEmpty()) {
        keys.insert(QLatin1String("file"), QDir(baseDirectory).relativeFilePath(state.keys.file));
    } else {
        keys.insert(QLatin1String("pattern"), state.keys.pattern);
        keys.insert(QLatin1String("count"), static_cast<double>(state.keys.count));
    }
    root.insert(QLatin1String("keys"), keys);
    if (state.compareAlgorithm)
        root.insert(QLatin1String("compare"), fromStd(algorithmName(*state.compareAlgorithm)));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString saveScenario(const QString& path, const Scenario& scenario)
{
    return saveAtomically(path, scenarioToJson(scenario, QFileInfo(path).absolutePath()));
}

}  // namespace ringlab
