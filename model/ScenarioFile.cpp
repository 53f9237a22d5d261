// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ScenarioFile.h"

#include "model/DisplayText.h"
#include "model/JsonFields.h"
#include "model/Lesson.h"
#include "model/TextPlaceholders.h"
#include "model/Translation.h"
#include "model/UserFiles.h"
#include "model/core/CassandraPlacement.h"
#include "model/core/PlacementSettings.h"
#include "model/core/DirectoryPlacement.h"
#include "model/core/KetamaPlacement.h"
#include "model/core/MaglevPlacement.h"
#include "model/core/RingPlacement.h"
#include "model/core/KeySet.h"
#include "model/core/TextFile.h"
#include "model/fleet/FleetFile.h"

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
#include <fstream>
#include <functional>
#include <algorithm>
#include <limits>

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
        validateSetup(state.config, state.members);
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

namespace {

// How messages name a key: "replicas", "keys"."count", "members"[2]."weight".
QString field(const char* key)
{
    return QStringLiteral("\"%1\"").arg(QLatin1String(key));
}

QString field(const char* parent, const char* key)
{
    return QStringLiteral("\"%1\".\"%2\"").arg(QLatin1String(parent), QLatin1String(key));
}

QString memberField(qsizetype index, const char* key = nullptr)
{
    const QString member = QStringLiteral("\"members\"[%1]").arg(index + 1);
    return key ? member + QStringLiteral(".\"%1\"").arg(QLatin1String(key)) : member;
}

const QStringList kScenarioKeys{
    QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("name"), QStringLiteral("description"),
    QStringLiteral("algorithm"), QStringLiteral("hash"), QStringLiteral("replicas"), QStringLiteral("ketama-dialect"),
    QStringLiteral("twemproxy-hash"), QStringLiteral("modulo-dialect"), QStringLiteral("hash-tag"), QStringLiteral("fleet"),
    QStringLiteral("maglev-table-size"), QStringLiteral("envoy-min-ring-size"), QStringLiteral("envoy-max-ring-size"),
    QStringLiteral("num-tokens"), QStringLiteral("token-seed"), QStringLiteral("replication-factor"),
    QStringLiteral("token-allocation"),
    QStringLiteral("tokens"), QStringLiteral("racks"), QStringLiteral("redis-slots"), QStringLiteral("members"), QStringLiteral("keys"),
    QStringLiteral("compare")};

// The string at `key`, or `fallback` when the key is absent.
QString optionalString(const QJsonObject& object, const char* key, const QString& name, qsizetype maxCharacters,
                       const QString& fallback = {})
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isUndefined() ? fallback : checkedString(value, name, maxCharacters);
}

// The description in the language RingLab speaks, its placeholders filled from the engine: a
// string, or an object of languages with "en" (as a lesson's texts; the built-in presets').
QString readDescription(const QJsonValue& value)
{
    if (value.isUndefined())
        return {};
    const QString name = field("description");
    QString text;
    if (value.isObject()) {
        const QJsonObject languages = value.toObject();
        for (auto it = languages.begin(); it != languages.end(); ++it) {
            if (!appLanguages().contains(it.key()))
                throw JsonFieldError{ScenarioFile::tr("%1 has an unknown language “%2” (expected %3).")
                                         .arg(name, it.key(), appLanguages().join(QStringLiteral(", ")))};
            checkedString(it.value(), QStringLiteral("%1 in “%2”").arg(name, it.key()), kMaxSummaryCharacters);
        }
        if (!languages.contains(QLatin1String("en")))
            throw JsonFieldError{ScenarioFile::tr("%1 has no English (\"en\") text, which every other language falls back to.").arg(name)};
        for (const QString& language : languages.keys())
            if (const QString problem = checkPlaceholders(languages.value(language).toString(), {}); !problem.isEmpty())
                throw JsonFieldError{ScenarioFile::tr("%1 in “%2”: %3").arg(name, language, problem)};
        const QString language = currentLessonLanguage();
        text = languages.value(languages.contains(language) ? language : QStringLiteral("en")).toString();
        return fillPlaceholders(text, {}, languages.contains(language) ? language : QStringLiteral("en"));
    }
    // A plain string is what RingLab has always saved: braces that make no placeholder stay as
    // written (BraceRule::Lenient).
    text = checkedString(value, name, kMaxSummaryCharacters);
    if (const QString problem = checkPlaceholders(text, {}, BraceRule::Lenient); !problem.isEmpty())
        throw JsonFieldError{ScenarioFile::tr("%1: %2").arg(name, problem)};
    return fillPlaceholders(text, {}, QStringLiteral("en"), BraceRule::Lenient);
}

// The whole numbers RingLab's placements take (Envoy's ring sizes, Cassandra's num_tokens, …):
// 0 up to 2^53, every such double a whole number JSON readers agree on.
constexpr double kMaxJsonWholeNumber = 9007199254740992.0;

void readKeys(const QJsonObject& root, const QString& baseDirectory, KeySpec& keys)
{
    const QJsonValue value = root.value(QLatin1String("keys"));
    if (value.isUndefined())
        return;
    const QJsonObject object = checkedObject(value, field("keys"));
    refuseUnknownKeys(object, {QStringLiteral("pattern"), QStringLiteral("count"), QStringLiteral("file")}, field("keys"));
    if (object.contains(QLatin1String("file"))) {
        if (object.contains(QLatin1String("pattern")) || object.contains(QLatin1String("count")))
            throw JsonFieldError{ScenarioFile::tr("\"keys\" takes either \"file\" or \"pattern\" and \"count\", not both.")};
        const QString file = checkedString(object.value(QLatin1String("file")), field("keys", "file"), kMaxPathCharacters);
        if (file.isEmpty())
            throw JsonFieldError{ScenarioFile::tr("\"keys\".\"file\" is empty.")};
        keys.file = QDir(baseDirectory).absoluteFilePath(file);
        return;
    }
    keys.pattern = optionalString(object, "pattern", field("keys", "pattern"), kMaxPathCharacters, keys.pattern);
    const QJsonValue count = object.value(QLatin1String("count"));
    if (count.isUndefined())
        return;
    const double number = checkedWholeNumber(count, field("keys", "count"));
    if (number < kMinLabKeys || number > kMaxLabKeys)
        throw JsonFieldError{ScenarioFile::tr("The key count must be between %L1 and %L2, not %3.")
                                 .arg(kMinLabKeys)
                                 .arg(kMaxLabKeys)
                                 .arg(jsonNumberText(number))};
    keys.count = static_cast<qint64>(number);
}

void readMembers(const QJsonObject& root, std::vector<Member>& members)
{
    const QJsonValue value = root.value(QLatin1String("members"));
    if (value.isUndefined())
        throw JsonFieldError{ScenarioFile::tr("The scenario has no \"members\" list.")};
    const QJsonArray list = checkedList(value, field("members"));
    for (qsizetype index = 0; index < list.size(); ++index) {
        const QJsonObject member = checkedObject(list.at(index), memberField(index));
        refuseUnknownKeys(member, {QStringLiteral("id"), QStringLiteral("weight")}, memberField(index));
        if (!member.contains(QLatin1String("id")))
            throw JsonFieldError{ScenarioFile::tr("Member %1 has no \"id\" string.").arg(index + 1)};
        const QString id = checkedString(member.value(QLatin1String("id")), memberField(index, "id"), kMaxWordCharacters);
        const QJsonValue weight = member.value(QLatin1String("weight"));
        members.push_back({id.toStdString(), weight.isUndefined() ? 1.0 : checkedNumber(weight, memberField(index, "weight"))});
    }
}

void readPlacement(const QJsonObject& root, PlacementConfig& config)
{
    const QString algorithm = optionalString(root, "algorithm", field("algorithm"), kMaxWordCharacters, QStringLiteral("ring"));
    const auto foundAlgorithm = findAlgorithm(algorithm.toStdString());
    if (!foundAlgorithm)
        throw JsonFieldError{ScenarioFile::tr("Unknown algorithm “%1” (expected one of %2).")
                                 .arg(algorithm, fromStd(algorithmNames()))};
    config.algorithm = *foundAlgorithm;

    const QString hash = optionalString(root, "hash", field("hash"), kMaxWordCharacters, QStringLiteral("fnv1a-fmix32"));
    const HashFunction* foundHash = findHash(hash.toStdString());
    if (!foundHash)
        throw JsonFieldError{
            ScenarioFile::tr("Unknown hash “%1” (expected one of %2).").arg(hash, fromStd(selectableHashNames()))};
    config.hash = foundHash->id;

    const QJsonValue replicas = root.value(QLatin1String("replicas"));
    if (!replicas.isUndefined())
        config.replicas = checkedReplicas(replicas, field("replicas"));

    if (root.contains(QLatin1String("ketama-dialect"))) {
        const QString dialect = checkedString(root.value(QLatin1String("ketama-dialect")), field("ketama-dialect"), kMaxWordCharacters);
        const auto found = findChoice(kKetamaDialects, dialect.toStdString());
        if (!found)
            throw JsonFieldError{ScenarioFile::tr("Unknown ketama dialect “%1” (expected one of %2).")
                                     .arg(dialect, fromStd(ketamaDialectNames()))};
        config.ketamaDialect = *found;
    }

    if (root.contains(QLatin1String("twemproxy-hash"))) {
        const QString name = checkedString(root.value(QLatin1String("twemproxy-hash")), field("twemproxy-hash"), kMaxWordCharacters);
        const HashFunction* found = findTwemproxyHash(name.toStdString());
        if (!found)
            throw JsonFieldError{ScenarioFile::tr("Unknown twemproxy hash “%1” (expected one of %2).")
                                     .arg(name, fromStd(twemproxyHashNames()))};
        config.twemproxyHash = found->id;
    }

    if (root.contains(QLatin1String("modulo-dialect"))) {
        const QString dialect = checkedString(root.value(QLatin1String("modulo-dialect")), field("modulo-dialect"), kMaxWordCharacters);
        if (dialect != QLatin1String("article") && dialect != QLatin1String("twemproxy"))
            throw JsonFieldError{ScenarioFile::tr("Unknown modulo dialect “%1” (expected article or twemproxy).").arg(dialect)};
        config.moduloDialect = dialect == QLatin1String("twemproxy") ? ModuloDialect::Twemproxy : ModuloDialect::Article;
    }

    if (root.contains(QLatin1String("hash-tag"))) {
        const QString tag = checkedString(root.value(QLatin1String("hash-tag")), field("hash-tag"), kMaxWordCharacters);
        const QByteArray bytes = tag.toUtf8();
        if (bytes.size() != 2 || bytes.contains('\0'))
            throw JsonFieldError{ScenarioFile::tr("\"hash-tag\" is two characters, as twemproxy's hash_tag (\"{}\"), not “%1”.").arg(tag)};
        config.hashTag = {bytes[0], bytes[1]};
    }

    const QJsonValue tableSize = root.value(QLatin1String("maglev-table-size"));
    if (!tableSize.isUndefined()) {
        const double size = checkedWholeNumber(tableSize, field("maglev-table-size"));
        if (size < 2 || size > kMaxMaglevTableSize || !MaglevPlacement::isPrime(static_cast<std::uint64_t>(size)))
            throw JsonFieldError{
                ScenarioFile::tr("\"maglev-table-size\" must be a prime between 2 and %L1.").arg(kMaxMaglevTableSize)};
        config.maglevTableSize = static_cast<std::uint32_t>(size);
    }

    // Envoy's ring sizes, Cassandra's num_tokens, token seed and replication factor: whole numbers.
    const std::array<std::pair<const char*, std::function<void(double)>>, 5> wholeNumbers{{
        {"envoy-min-ring-size", [&](double v) { config.envoyMinRingSize = static_cast<std::uint64_t>(v); }},
        {"envoy-max-ring-size", [&](double v) { config.envoyMaxRingSize = static_cast<std::uint64_t>(v); }},
        {"num-tokens", [&](double v) { config.cassandra.numTokens = static_cast<int>(v); }},
        {"token-seed", [&](double v) { config.cassandra.tokenSeed = static_cast<std::uint64_t>(v); }},
        {"replication-factor", [&](double v) { config.cassandra.replicationFactor = static_cast<int>(v); }},
    }};
    for (const auto& [key, set] : wholeNumbers) {
        const QJsonValue value = root.value(QLatin1String(key));
        if (value.isUndefined())
            continue;
        const double number = checkedWholeNumber(value, field(key));
        if (number < 0)
            throw JsonFieldError{ScenarioFile::tr("%1 must be 0 or more, not %2.").arg(field(key), jsonNumberText(number))};
        const bool isInt = std::string_view(key) == "num-tokens" || std::string_view(key) == "replication-factor";
        checkAtMost(number, field(key), isInt ? static_cast<double>(std::numeric_limits<int>::max()) : kMaxJsonWholeNumber);
        set(number);
    }
    const QJsonValue allocation = root.value(QLatin1String("token-allocation"));
    if (!allocation.isUndefined()) {
        const auto found = findTokenAllocation(checkedString(allocation, field("token-allocation"), 32).toStdString());
        if (!found)
            throw JsonFieldError{
                ScenarioFile::tr("%1 must be \"replication-aware\" or \"random\".").arg(field("token-allocation"))};
        config.cassandra.tokenAllocation = *found;
    }
    // Cassandra's initial tokens and racks, written as on the command line.
    try {
        config.cassandra.initialTokens =
            parseMemberTokens(optionalString(root, "tokens", field("tokens"), kMaxListTextCharacters).toStdString());
        config.cassandra.racks =
            parseMemberRacks(optionalString(root, "racks", field("racks"), kMaxListTextCharacters).toStdString());
        // The directory's slot table, written as --redis-slots takes it.
        config.redisSlots =
            parseMemberSlots(optionalString(root, "redis-slots", field("redis-slots"), kMaxListTextCharacters).toStdString());
        if (!config.redisSlots.empty()) {
            if (config.algorithm != Algorithm::Directory)
                throw JsonFieldError{ScenarioFile::tr("\"redis-slots\" applies to the directory (redis-cluster) only.")};
            DirectoryPlacement::validateSlotTable(config.redisSlots);
        }
    } catch (const ValidationError& e) {
        throw JsonFieldError{userMessage(e)};
    }
}

}  // namespace

int checkedReplicas(const QJsonValue& value, const QString& name)
{
    const double replicas = checkedWholeNumber(value, name);
    // A ring holds at most kMaxRingPoints points; below 1 the placement's own message says so.
    checkAtMost(replicas, name, static_cast<double>(kMaxRingPoints));
    return static_cast<int>(std::max(replicas, static_cast<double>(std::numeric_limits<int>::min())));
}

namespace {

Scenario readScenario(const QByteArray& json, const QString& baseDirectory)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const int line = static_cast<int>(json.left(parseError.offset).count('\n')) + 1;
        throw JsonFieldError{ScenarioFile::tr("Not valid JSON (line %1): %2").arg(line).arg(parseError.errorString())};
    }
    if (!document.isObject())
        throw JsonFieldError{ScenarioFile::tr("A scenario must be a JSON object.")};
    const QJsonObject root = document.object();
    if (optionalString(root, "format", field("format"), kMaxWordCharacters) != QLatin1String("ringlab-scenario"))
        throw JsonFieldError{ScenarioFile::tr("Not a RingLab scenario: \"format\" must be \"ringlab-scenario\".")};
    const QJsonValue version = root.value(QLatin1String("version"));
    if (version.isUndefined())
        throw JsonFieldError{ScenarioFile::tr("The scenario has no \"version\" number.")};
    if (checkedNumber(version, field("version"), JsonNumber::Whole) != kScenarioVersion)
        throw JsonFieldError{ScenarioFile::tr("Unsupported scenario version %1: this RingLab reads version %2.")
                                 .arg(jsonNumberText(version.toDouble()))
                                 .arg(kScenarioVersion)};
    refuseUnknownKeys(root, kScenarioKeys, {});

    Scenario scenario;
    scenario.name = optionalString(root, "name", field("name"), kMaxTitleCharacters);
    scenario.description = readDescription(root.value(QLatin1String("description")));
    LabState& state = scenario.state;
    if (root.contains(QLatin1String("fleet"))) {
        // A fleet file (model/fleet), relative to the scenario: it gives the members and the
        // placement, so neither may be given beside it.
        for (const QString& key : {QStringLiteral("members"), QStringLiteral("algorithm"), QStringLiteral("hash"),
                                   QStringLiteral("replicas"), QStringLiteral("ketama-dialect"), QStringLiteral("twemproxy-hash"),
                                   QStringLiteral("modulo-dialect"), QStringLiteral("hash-tag"), QStringLiteral("maglev-table-size"),
                                   QStringLiteral("envoy-min-ring-size"), QStringLiteral("envoy-max-ring-size"),
                                   QStringLiteral("num-tokens"), QStringLiteral("token-seed"), QStringLiteral("replication-factor"),
                                   QStringLiteral("tokens"), QStringLiteral("racks")})
            if (root.contains(key))
                throw JsonFieldError{ScenarioFile::tr("\"%1\" cannot be given with \"fleet\": the fleet file sets the members and the placement.").arg(key)};
        const QString file = checkedString(root.value(QLatin1String("fleet")), field("fleet"), kMaxPathCharacters);
        if (file.isEmpty())
            throw JsonFieldError{ScenarioFile::tr("\"fleet\" is empty.")};
        try {
            const Fleet fleet = fleet::readFleetFile(QFile::encodeName(QDir(baseDirectory).absoluteFilePath(file)).toStdString());
            state.config = fleet.config;
            state.members = fleet.members;
        } catch (const ValidationError& e) {
            throw JsonFieldError{userMessage(e)};
        }
    } else {
        readPlacement(root, state.config);
        readMembers(root, state.members);
    }
    readKeys(root, baseDirectory, state.keys);
    if (root.contains(QLatin1String("compare"))) {
        const QString compare = checkedString(root.value(QLatin1String("compare")), field("compare"), kMaxWordCharacters);
        const auto found = findAlgorithm(compare.toStdString());
        if (!found)
            throw JsonFieldError{ScenarioFile::tr("Unknown compare algorithm “%1”.").arg(compare)};
        state.compareAlgorithm = *found;
    }
    if (const QString problem = validateLabState(state); !problem.isEmpty())
        throw JsonFieldError{problem};
    // A file's racks name every node (the window writes them so): one left out would silently
    // be in rack1.
    try {
        validateRacksCoverMembers(state.config.cassandra, state.members);
    } catch (const ValidationError& e) {
        throw JsonFieldError{userMessage(e)};
    }
    // The keys file is read now: one that cannot be used is refused with the scenario, not
    // found out later by the lab (the default keys, the error only in the status bar).
    if (!state.keys.file.isEmpty())
        if (const auto keys = readLabKeysFile(state.keys.file); std::holds_alternative<QString>(keys))
            throw JsonFieldError{std::get<QString>(keys)};
    return scenario;
}

}  // namespace

std::variant<KeySet, QString> readLabKeysFile(const QString& path)
{
    try {
        std::ifstream in = openTextFile(QFile::encodeName(path).toStdString(), kKeysFileName);
        KeySet keys = KeySet::fromLines(in, QFileInfo(path).fileName().toStdString(), static_cast<std::size_t>(kMaxLabKeys));
        if (keys.size() == 0)
            return QCoreApplication::translate("ringlab::LabModel", "The key file %1 holds no key.").arg(path);
        return keys;
    } catch (const ValidationError& e) {
        // openTextFile's messages name the file; the reader's ("line 2 is longer …") do not.
        const QString message = userMessage(e);
        if (message.contains(path))
            return message;
        return QCoreApplication::translate("ringlab::LabModel", "The key file %1: %2").arg(path, message);
    }
}

std::variant<Scenario, QString> parseScenario(const QByteArray& json, const QString& baseDirectory)
{
    try {
        return readScenario(json, baseDirectory);
    } catch (const JsonFieldError& e) {
        return e.message;
    }
}

const QStringList& scenarioFileKeys()
{
    return kScenarioKeys;
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
        // Saved as written: a brace is doubled so that it reads back as text, not a placeholder.
        root.insert(QLatin1String("description"), QString(scenario.description)
                                                      .replace(QLatin1Char('{'), QStringLiteral("{{"))
                                                      .replace(QLatin1Char('}'), QStringLiteral("}}")));
    root.insert(QLatin1String("algorithm"), fromStd(algorithmName(state.config.algorithm)));
    root.insert(QLatin1String("hash"), fromStd(hashFunction(state.config.hash).name));
    root.insert(QLatin1String("replicas"), state.config.replicas);
    if (state.config.ketamaDialect != PlacementConfig{}.ketamaDialect || state.config.algorithm == Algorithm::Ketama)
        root.insert(QLatin1String("ketama-dialect"), fromStd(choiceOf(kKetamaDialects, state.config.ketamaDialect).name));
    if (state.config.twemproxyHash != PlacementConfig{}.twemproxyHash ||
        (state.config.algorithm == Algorithm::Ketama && state.config.ketamaDialect == KetamaDialect::Twemproxy) ||
        (state.config.algorithm == Algorithm::Modulo && state.config.moduloDialect == ModuloDialect::Twemproxy))
        root.insert(QLatin1String("twemproxy-hash"), fromStd(twemproxyHashName(hashFunction(state.config.twemproxyHash))));
    if (state.config.moduloDialect != PlacementConfig{}.moduloDialect)
        root.insert(QLatin1String("modulo-dialect"), QLatin1String("twemproxy"));
    if (state.config.hashTag.isSet())
        root.insert(QLatin1String("hash-tag"), QString::fromUtf8(std::string{state.config.hashTag.open, state.config.hashTag.close}));
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
        root.insert(QLatin1String("token-allocation"), fromStd(tokenAllocationName(cassandra.tokenAllocation)));
        if (!cassandra.initialTokens.empty())
            root.insert(QLatin1String("tokens"), fromStd(memberTokensText(cassandra.initialTokens)));
        if (!cassandra.racks.empty())
            root.insert(QLatin1String("racks"), fromStd(memberRacksText(withEveryRack(cassandra.racks, state.members))));
    }
    if (!state.config.redisSlots.empty())
        root.insert(QLatin1String("redis-slots"), fromStd(memberSlotsText(state.config.redisSlots)));
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
