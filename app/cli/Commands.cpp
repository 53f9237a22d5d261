// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/Commands.h"

#include "app/cli/PlacementReport.h"
#include "app/cli/LongRun.h"
#include "app/cli/Report.h"
#include "model/core/AssignmentDiff.h"
#include "model/core/AvalancheAnalysis.h"
#include "model/core/DirectoryPlacement.h"
#include "model/core/RedisClusterManager.h"
#include "model/core/LoadStatistics.h"
#include "model/core/LookupBenchmark.h"
#include "model/core/MembershipChange.h"
#include "model/core/MessageText.h"
#include "model/core/CassandraPlacement.h"
#include "model/core/ReplicaStreaming.h"
#include "model/core/EnvoyRingPlacement.h"
#include "model/core/KetamaPlacement.h"
#include "model/core/MaglevPlacement.h"
#include "model/core/PlacementSettings.h"
#include "model/core/RingPlacement.h"
#include "model/core/TextFile.h"
#include "model/fleet/FleetFile.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <limits>

namespace ringlab::cli {

const CommandHelp& commandHelp(std::string_view name)
{
    const CommandHelp* help = findCommandHelp(name);
    if (!help)
        throw std::logic_error("no help for the command " + std::string(name));
    return *help;
}

namespace {

// The hash an option names: a selectable one, or with `keyHashes` also a placement's own key
// hash (redis-slot, md5-ketama, twemproxy-fnv1a_64 …).
const HashFunction& hashOption(const CommandLine& cmd, const std::string& name, HashId fallback,
                               bool keyHashes = false)
{
    if (!cmd.has(name))
        return hashFunction(fallback);
    const HashFunction* hash = keyHashes ? findKeyHash(cmd.value(name)) : findHash(cmd.value(name));
    if (!hash)
        throw UsageError("--" + name + " must be one of " + std::string(selectableHashNames()) +
                         (keyHashes ? "|redis-slot|md5-ketama|twemproxy-" + std::string(twemproxyHashNames()) : "") + ", got " + quotedValue(cmd.value(name)));
    return *hash;
}

// The value of option `name`, refused when it is empty or blank: an empty list would be
// taken as no list at all.
std::string nonBlankValue(const CommandLine& cmd, const std::string& name, std::string_view form)
{
    std::string text = cmd.value(name);
    if (text.find_first_not_of(" \t") == std::string::npos)
        throw UsageError("--" + name + " is empty: give " + std::string(form));
    return text;
}

}  // namespace

namespace {

// Each placement option and the setting it sets.
constexpr std::pair<std::string_view, PlacementSetting> kPlacementOptions[] = {
    {"hash", PlacementSetting::Hash},
    {"replicas", PlacementSetting::Replicas},
    {"ketama-dialect", PlacementSetting::KetamaDialect},
    {"twemproxy-hash", PlacementSetting::TwemproxyHash},
    {"modulo-dialect", PlacementSetting::ModuloDialect},
    {"hash-tag", PlacementSetting::HashTag},
    {"table-size", PlacementSetting::MaglevTableSize},
    {"min-ring-size", PlacementSetting::EnvoyRingSizes},
    {"max-ring-size", PlacementSetting::EnvoyRingSizes},
    {"num-tokens", PlacementSetting::CassandraTokens},
    {"token-seed", PlacementSetting::CassandraTokens},
    {"tokens", PlacementSetting::CassandraTokens},
    {"racks", PlacementSetting::Racks},
    {"rf", PlacementSetting::ReplicationFactor},
    {"redis-slots", PlacementSetting::RedisSlots},
};

void refuseOptionsNotRead(const CommandLine& cmd, const PlacementConfig& config, const std::string& prefix,
                          std::span<const Algorithm> alsoRun)
{
    for (const auto& [name, setting] : kPlacementOptions) {
        const std::string option = prefix + std::string(name);
        if (!cmd.has(option) || settingApplies(setting, config))
            continue;
        // A copy: clang 14 cannot capture a structured binding.
        const PlacementSetting read = setting;
        const bool readByAnother = std::any_of(alsoRun.begin(), alsoRun.end(), [&](Algorithm other) {
            PlacementConfig run = config;
            run.algorithm = other;
            return settingApplies(read, run);
        });
        if (readByAnother)
            continue;
        std::string algorithm(algorithmName(config.algorithm));
        if (config.algorithm == Algorithm::Ketama)
            algorithm += " (" + std::string(choiceOf(kKetamaDialects, config.ketamaDialect).name) + ")";
        throw UsageError("--" + option + " would be ignored: --" + prefix + "algorithm is " + algorithm +
                         ", and only " + std::string(algorithmsReading(setting)) + " read it");
    }
}

}  // namespace

PlacementConfig placementConfig(const CommandLine& cmd, const PlacementConfig& fallback,
                                std::string_view prefix, std::span<const Algorithm> alsoRun)
{
    const std::string p(prefix);
    PlacementConfig config = fallback;
    if (cmd.has(p + "algorithm")) {
        const auto algorithm = findAlgorithm(cmd.value(p + "algorithm"));
        if (!algorithm)
            throw UsageError("--" + p + "algorithm must be one of " +
                             std::string(algorithmNames()) + ", got " + quotedValue(cmd.value(p + "algorithm")));
        config.algorithm = *algorithm;
    }
    config.hash = hashOption(cmd, p + "hash", config.hash).id;
    config.replicas = static_cast<int>(cmd.integer(p + "replicas", config.replicas, 1, 1'000'000));
    if (cmd.has(p + "ketama-dialect")) {
        const auto dialect = findChoice(kKetamaDialects, cmd.value(p + "ketama-dialect"));
        if (!dialect)
            throw UsageError("--" + p + "ketama-dialect must be one of " + std::string(ketamaDialectNames()) +
                             ", got " + quotedValue(cmd.value(p + "ketama-dialect")));
        config.ketamaDialect = *dialect;
    }
    if (cmd.has(p + "modulo-dialect")) {
        const std::string dialect = cmd.value(p + "modulo-dialect");
        if (dialect != "article" && dialect != "twemproxy")
            throw UsageError("--" + p + "modulo-dialect must be article or twemproxy, got " + quotedValue(dialect));
        config.moduloDialect = dialect == "twemproxy" ? ModuloDialect::Twemproxy : ModuloDialect::Article;
    }
    if (cmd.has(p + "twemproxy-hash")) {
        const std::string name = cmd.value(p + "twemproxy-hash");
        const HashFunction* hash = findTwemproxyHash(name);
        if (!hash)
            throw UsageError("--" + p + "twemproxy-hash must be one of " + std::string(twemproxyHashNames()) +
                             ", got " + quotedValue(name));
        config.twemproxyHash = hash->id;
    }
    if (cmd.has(p + "hash-tag")) {
        const std::string tag = cmd.value(p + "hash-tag");
        if (tag.size() != 2 || tag[0] == '\0' || tag[1] == '\0')
            throw UsageError("--" + p + "hash-tag is two characters, as twemproxy's hash_tag ({}), got " + quotedValue(tag));
        config.hashTag = {tag[0], tag[1]};
    }
    if (cmd.has(p + "table-size")) {
        const auto size = cmd.integer(p + "table-size", kDefaultMaglevTableSize, 2, kMaxMaglevTableSize);
        MaglevPlacement::validateTableSize(static_cast<std::uint64_t>(size));
        config.maglevTableSize = static_cast<std::uint32_t>(size);
    }
    const auto maxEnvoyRingSize = static_cast<long long>(kMaxEnvoyRingSize);
    config.envoyMinRingSize = static_cast<std::uint64_t>(
        cmd.integer(p + "min-ring-size", static_cast<long long>(config.envoyMinRingSize), 1, maxEnvoyRingSize));
    config.envoyMaxRingSize = static_cast<std::uint64_t>(
        cmd.integer(p + "max-ring-size", static_cast<long long>(config.envoyMaxRingSize), 1, maxEnvoyRingSize));
    EnvoyRingPlacement::validateRingSizes(config.envoyMinRingSize, config.envoyMaxRingSize);
    CassandraConfig& cassandra = config.cassandra;
    cassandra.numTokens = static_cast<int>(cmd.integer(p + "num-tokens", cassandra.numTokens, 1, kMaxNumTokens));
    cassandra.tokenSeed = static_cast<std::uint64_t>(
        cmd.integer(p + "token-seed", static_cast<long long>(cassandra.tokenSeed), 0, INT64_MAX));
    if (cmd.has(p + "token-allocation")) {
        const std::string name = cmd.value(p + "token-allocation");
        const auto allocation = findTokenAllocation(name);
        if (!allocation)
            throw UsageError("--" + p + "token-allocation must be replication-aware or random, got " + quotedValue(name));
        cassandra.tokenAllocation = *allocation;
    }
    if (cmd.has(p + "tokens"))
        cassandra.initialTokens = parseMemberTokens(nonBlankValue(cmd, p + "tokens", "ID=T,...;..."));
    if (cmd.has(p + "racks"))
        cassandra.racks = parseMemberRacks(nonBlankValue(cmd, p + "racks", "ID=RACK,..."));
    if (cmd.has(p + "rf"))
        cassandra.replicationFactor = static_cast<int>(cmd.integer(p + "rf", kDefaultReplicationFactor, 1, kMaxMembers));
    if (cmd.has(p + "redis-slots")) {
        config.redisSlots = parseMemberSlots(nonBlankValue(cmd, p + "redis-slots", "ID=SLOTS;..."));
        DirectoryPlacement::validateSlotTable(config.redisSlots);
    }
    refuseOptionsNotRead(cmd, config, p, alsoRun);
    return config;
}

std::optional<Fleet> fleetOption(const CommandLine& cmd, std::initializer_list<std::string_view> nodeOptions)
{
    if (!cmd.has("fleet")) {
        for (const char* option : {"fleet-format", "pool"})
            if (cmd.has(option))
                throw UsageError("--" + std::string(option) + " applies to --fleet only");
        return std::nullopt;
    }
    for (const std::string_view option : nodeOptions)
        if (cmd.has(option))
            throw UsageError("give either --fleet or --" + std::string(option) +
                             ", not both: the fleet file gives the nodes");
    for (const OptionHelp& option : placementRuleOptions())
        if (cmd.has(option.name))
            throw UsageError("--" + std::string(option.name) +
                             " cannot be given with --fleet: the fleet file sets the placement");
    return fleet::readFleetFile(cmd.value("fleet"), cmd.value("fleet-format"), cmd.value("pool"));
}

void validateGivenPlacement(const PlacementConfig& config, std::span<const Member> members)
{
    validateSetup(config, members);
    validateRacksCoverMembers(config.cassandra, members);
}

namespace {

// The nodes and the placement of a command that takes --nodes/--nodes-file or --fleet.
struct PlacementChoice {
    PlacementConfig config;
    std::vector<Member> members;
    std::optional<Fleet> fleet;
};

PlacementChoice placementChoice(const CommandLine& cmd);

// The placement `config` gives `list`, refused as the window refuses it (validatePlacement):
// tokens or a rack for a node that is not in the list, a replication factor over its size.
std::unique_ptr<Placement> checkedPlacement(const PlacementConfig& config, std::vector<Member> list)
{
    validateGivenPlacement(config, list);
    return makePlacement(config, std::move(list));
}

std::vector<Member> readMembersFile(const std::string& path)
{
    std::ifstream file = openTextFile(path, kNodesFileName);
    try {
        return parseMembersFile(file);
    } catch (const ValidationError& e) {
        throw ValidationError(std::string(kNodesFileName) + " " + quotedValue(path) + ", " + e.what());
    }
}

// --nodes or --nodes-file (exactly one), or the given fallback when neither is present.
std::vector<Member> members(const CommandLine& cmd, std::string_view listOption,
                            std::string_view fileOption, const std::vector<Member>* fallback = nullptr)
{
    const bool hasList = cmd.has(listOption);
    const bool hasFile = cmd.has(fileOption);
    if (hasList && hasFile)
        throw UsageError("give either --" + std::string(listOption) + " or --" +
                         std::string(fileOption) + ", not both");
    if (hasList)
        return parseMemberList(cmd.value(listOption));
    if (hasFile)
        return readMembersFile(cmd.value(fileOption));
    if (fallback)
        return *fallback;
    throw UsageError("no nodes: give --" + std::string(listOption) + " ID[=WEIGHT],… or --" +
                     std::string(fileOption) + " FILE");
}

PlacementChoice placementChoice(const CommandLine& cmd)
{
    if (std::optional<Fleet> fleet = fleetOption(cmd))
        return {fleet->config, fleet->members, std::move(fleet)};
    return {placementConfig(cmd), members(cmd, "nodes", "nodes-file"), std::nullopt};
}

// The fleet file's name, format and notes in a report.
void addFleetSummary(Report& report, const CommandLine& cmd, const std::optional<Fleet>& fleet)
{
    if (!fleet)
        return;
    report.summary.emplace_back("fleet", Cell::of(cmd.value("fleet") + " (" + fleet->format +
                                                  (cmd.has("pool") ? ", " + cmd.value("pool") : "") + ")"));
    for (const std::string& note : fleet->notes)
        report.notes.push_back(note);
}

KeySet keySet(const CommandLine& cmd)
{
    if (cmd.has("keys-file")) {
        if (cmd.has("pattern") || cmd.has("keys"))
            throw UsageError("--keys-file cannot be combined with --pattern or --keys");
        const std::string path = cmd.value("keys-file");
        std::ifstream file = openTextFile(path, kKeysFileName);
        const std::string name = std::string(kKeysFileName) + " " + quotedValue(path);
        KeySet keys = [&] {
            try {
                return KeySet::fromLines(file, path);
            } catch (const ValidationError& e) {
                throw ValidationError(name + ", " + e.what());
            }
        }();
        if (keys.size() == 0)
            throw ValidationError(name + " holds no key");
        return keys;
    }
    const auto count = static_cast<std::size_t>(
        cmd.integer("keys", 1'000'000, 1, static_cast<long long>(kMaxKeys)));
    return KeySet::fromPattern(cmd.value("pattern", "session:user:{i}"), count);
}

std::string describeConfig(const PlacementConfig& config)
{
    std::string text(algorithmName(config.algorithm));
    if (config.algorithm == Algorithm::Directory)
        return text + " (CRC16 slots)";
    const std::string tagChars{config.hashTag.open, config.hashTag.close};
    const std::string tag = config.hashTag.isSet() ? ", hash_tag " + tagChars : "";
    if (config.algorithm == Algorithm::Ketama && config.ketamaDialect == KetamaDialect::Twemproxy)
        return text + " (twemproxy, " + std::string(twemproxyHashName(hashFunction(config.twemproxyHash))) + tag + ")";
    if (config.algorithm == Algorithm::Ketama)
        return text + " (" + std::string(choiceOf(kKetamaDialects, config.ketamaDialect).name) + ", MD5" + tag + ")";
    if (config.algorithm == Algorithm::Modulo && config.moduloDialect == ModuloDialect::Twemproxy)
        return text + " (twemproxy modula, " + std::string(twemproxyHashName(hashFunction(config.twemproxyHash))) + tag + ")";
    if (config.algorithm == Algorithm::Maglev)
        return text + " (" + std::to_string(config.maglevTableSize) + " slots, xxHash64)";
    if (config.algorithm == Algorithm::EnvoyRing)
        return text + " (ring size " + std::to_string(config.envoyMinRingSize) + " to " +
               std::to_string(config.envoyMaxRingSize) + ", xxHash64)";
    if (config.algorithm == Algorithm::Cassandra) {
        const CassandraConfig& cassandra = config.cassandra;
        text.append(" (Murmur3, num_tokens ").append(std::to_string(cassandra.numTokens));
        if (!cassandra.initialTokens.empty())
            text.append(", initial tokens");
        text.append(", RF ").append(cassandra.replicationFactor > 0 ? std::to_string(cassandra.replicationFactor) : "3 or every node");
        text.append(cassandra.racks.empty() ? ", SimpleStrategy)" : ", NetworkTopologyStrategy)");
        return text;
    }
    text += " / " + std::string(hashFunction(config.hash).name);
    if (config.algorithm == Algorithm::Ring)
        text += " / " + std::to_string(config.replicas) + " replicas";
    if (config.hashTag.isSet())
        text += " / hash_tag " + tagChars;
    return text;
}

std::string memberList(std::span<const Member> list)
{
    std::string text;
    for (const auto& m : list) {
        if (!text.empty())
            text += ',';
        text += m.id;
        if (m.weight != 1.0)
            text.append(1, '=').append(Cell::decimal(m.weight, 3).text);  // not "=" + …: GCC 12's -Wrestrict misfires
    }
    return text;
}

std::string joinIds(const std::vector<std::string>& ids)
{
    std::string text;
    for (const auto& id : ids)
        text += (text.empty() ? "" : ", ") + id;
    return text;
}

// --hash H or --hash all (every selectable hash, in registry order).
std::vector<const HashFunction*> hashSelection(const CommandLine& cmd, std::string_view fallback)
{
    const std::string name = cmd.value("hash", fallback);
    std::vector<const HashFunction*> hashes;
    if (name == "all") {
        for (const auto& h : selectableHashes())
            hashes.push_back(&h);
    } else if (const HashFunction* h = findHash(name)) {
        hashes.push_back(h);
    } else {
        throw UsageError("--hash must be all or one of " + std::string(selectableHashNames()) +
                         ", got " + quotedValue(name));
    }
    return hashes;
}

std::string hex32(std::uint32_t value)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "0x%08x", value);
    return buffer;
}

}  // namespace

namespace {

// Calls `lineFor` with every key of standard input (one a line, of any count, each bounded) and
// writes what it appends, flushing in chunks; 1 when a write fails (main names it).
template <class LineFor>
int forEachInputKey(std::istream& in, std::ostream& out, LineFor lineFor)
{
    LineReader reader(in, kMaxKeyLength, std::numeric_limits<std::size_t>::max());
    std::string_view line;
    std::string output;
    while (true) {
        try {
            if (!reader.next(line))
                break;
        } catch (const ValidationError& e) {
            throw ValidationError(std::string("standard input, ") + e.what());
        }
        lineFor(line, output);
        output += '\n';
        if (output.size() > (1 << 16)) {
            out << output;
            output.clear();
            if (!out)
                return 1;
        }
    }
    out << output;
    return 0;
}

}  // namespace

int runLookup(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out)
{
    const CommandLine cmd(commandHelp("lookup"), arguments);
    PlacementChoice choice = placementChoice(cmd);
    const auto placement = checkedPlacement(choice.config, std::move(choice.members));
    const auto count = static_cast<std::size_t>(cmd.integer("count", 0, 1, kMaxMembers));
    const HashFunction& hash = placement->keyHash();
    const auto& list = placement->members();
    if (count > list.size())
        throw UsageError("--count " + cmd.value("count") + " is more than the " + std::to_string(list.size()) +
                         (list.size() == 1 ? " node" : " nodes"));
    const bool showHash = cmd.has("show-hash");
    std::vector<MemberIndex> owners;
    return forEachInputKey(in, out, [&](std::string_view key, std::string& output) {
        if (showHash)
            output.append(hashValueText(hash, key)).push_back('\t');
        if (count == 0) {
            output += placement->ownerOf(key);
            return;
        }
        placement->ownersOfHash(hash.hash(key), count, owners);
        for (std::size_t i = 0; i < owners.size(); ++i) {
            if (i)
                output += ',';
            output += list[owners[i]].id;
        }
    });
}

int runHash(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out)
{
    const CommandLine cmd(commandHelp("hash"), arguments);
    const HashFunction& hash = hashOption(cmd, "hash", PlacementConfig{}.hash, true);
    return forEachInputKey(in, out, [&](std::string_view key, std::string& output) {
        output += hashValueText(hash, key);
    });
}

int runDistribution(const std::vector<std::string>& arguments, std::ostream& out)
{
    const CommandLine cmd(commandHelp("distribution"), arguments);
    const Format format = parseFormat(cmd.value("format", "table"));
    PlacementChoice choice = placementChoice(cmd);
    const PlacementConfig config = choice.config;
    const auto placement = checkedPlacement(config, std::move(choice.members));
    const KeySet keys = keySet(cmd);
    const auto stats = computeLoadStatistics(assignKeys(*placement, keys), placement->keySpaceShares());

    Report report;
    report.summary = {{"placement", Cell::of(describeConfig(config))},
                      {"nodes", Cell::count(placement->members().size())},
                      {"keys", Cell::of(keys.description())},
                      {"key_count", Cell::count(keys.size())}};
    addFleetSummary(report, cmd, choice.fleet);
    addLoadSummary(report, stats);
    addLoadExtremes(report, stats);
    report.tables.push_back(loadTable(stats, dynamic_cast<const RingPlacement*>(placement.get())));
    report.tables.push_back(loadHistogramTable(stats, "load_histogram"));
    if (const auto* ring = dynamic_cast<const CassandraPlacement*>(placement.get())) {
        report.tables.push_back(nodetoolStatusTable(*ring));
        addReplicaLoad(report, *ring, keys);
    }
    writeReport(out, report, format);
    return 0;
}

int runMove(const std::vector<std::string>& arguments, std::ostream& out)
{
    const CommandLine cmd(commandHelp("move"), arguments);
    const Format format = parseFormat(cmd.value("format", "table"));
    const PlacementChoice from = placementChoice(cmd);
    const PlacementConfig fromConfig = from.config;
    const PlacementConfig toConfig = placementConfig(cmd, fromConfig, "to-");
    const auto fromMembers = from.members;

    std::vector<Member> toMembers = members(cmd, "to-nodes", "to-nodes-file", &fromMembers);
    const bool editsGiven = cmd.has("add") || cmd.has("remove") || cmd.has("reweight");
    if (editsGiven && (cmd.has("to-nodes") || cmd.has("to-nodes-file")))
        throw UsageError("give either --to-nodes/--to-nodes-file or --add/--remove/--reweight");
    const auto findMember = [&](const std::string& id) {
        const auto found = std::find_if(toMembers.begin(), toMembers.end(),
                                        [&](const Member& m) { return m.id == id; });
        if (found == toMembers.end())
            throw ValidationError("no node " + quotedValue(id) + " in the membership");
        return found;
    };
    if (cmd.has("remove"))
        for (const auto& m : parseMemberList(cmd.value("remove")))
            toMembers.erase(findMember(m.id));
    if (cmd.has("reweight")) {
        const std::string list = cmd.value("reweight");
        const auto items = static_cast<std::size_t>(std::count(list.begin(), list.end(), ',')) + 1;
        if (static_cast<std::size_t>(std::count(list.begin(), list.end(), '=')) != items)
            throw UsageError("--reweight takes ID=WEIGHT for every node, got " + quotedValue(list));
        for (const auto& m : parseMemberList(list))
            findMember(m.id)->weight = m.weight;
    }
    if (cmd.has("add"))
        for (auto& m : parseMemberList(cmd.value("add")))
            toMembers.push_back(std::move(m));
    const bool sameRule = fromConfig == toConfig;
    const int slotMoves = cmd.has("reshard") + cmd.has("move-slot") + cmd.has("rebalance");
    if (slotMoves > 1)
        throw UsageError("give one of --reshard, --move-slot and --rebalance");
    if (!cmd.has("reshard") && (cmd.has("reshard-from") || cmd.has("reshard-to")))
        throw UsageError("--reshard-from and --reshard-to go with --reshard N");
    if (slotMoves > 0) {
        if (fromConfig.algorithm != Algorithm::Directory)
            throw UsageError("--reshard, --move-slot and --rebalance apply to --algorithm directory (redis-cluster) only");
        if (!sameRule || toMembers != fromMembers)
            throw UsageError("--reshard, --move-slot and --rebalance change the slot table only: give no other change with them");
        if (cmd.has("reshard") && !cmd.has("reshard-to"))
            throw UsageError("--reshard N needs --reshard-to ID, the node that receives the slots");
    } else if (sameRule && toMembers == fromMembers) {
        throw UsageError("nothing changes: give a new membership (--to-nodes, --add, --remove, "
                         "--reweight), a new --to-algorithm, --to-hash or --to-replicas, or for the "
                         "directory --reshard, --move-slot or --rebalance");
    }

    const auto before = checkedPlacement(fromConfig, fromMembers);
    // Nodes that leave take their tokens and racks with them, as in the window.
    PlacementConfig afterConfig = toConfig;
    afterConfig.cassandra = forMembers(toConfig.cassandra, toMembers);
    validateGivenPlacement(afterConfig, toMembers);
    // The same rule keeps its state (the directory's slot table) across the change.
    std::shared_ptr<Placement> after;
    if (slotMoves > 0) {
        std::unique_ptr<Placement> moved = before->clone();
        auto& directory = dynamic_cast<DirectoryPlacement&>(*moved);
        if (cmd.has("reshard")) {
            std::vector<std::string> sources;
            if (cmd.value("reshard-from", "all") != "all")
                for (const Member& m : parseMemberList(nonBlankValue(cmd, "reshard-from", "ID,... or all")))
                    sources.push_back(m.id);
            directory.reshard(static_cast<int>(cmd.integer("reshard", 1, 1, kRedisSlotCount)), sources,
                              cmd.value("reshard-to"));
        } else if (cmd.has("move-slot")) {
            const std::string assignment = cmd.value("move-slot");
            const auto equals = assignment.find('=');
            if (equals == std::string::npos)
                throw UsageError("--move-slot takes SLOT=ID, got " + quotedValue(assignment));
            const std::string slotText = assignment.substr(0, equals);
            std::uint32_t slot = 0;
            const auto [end, error] = std::from_chars(slotText.data(), slotText.data() + slotText.size(), slot);
            if (slotText.empty() || error != std::errc{} || end != slotText.data() + slotText.size())
                throw UsageError("--move-slot takes SLOT=ID with a slot 0-16383, got " + quotedValue(slotText));
            directory.moveSlot(slot, assignment.substr(equals + 1));
        } else {
            directory.rebalance();
        }
        after = std::move(moved);
    } else {
        // Cassandra's nodes keep their tokens under another replication factor or racks too.
        const auto* cassandraBefore = dynamic_cast<const CassandraPlacement*>(before.get());
        after = sameRule ? std::shared_ptr<Placement>(before->withMembers(toMembers))
                : cassandraBefore && toConfig.algorithm == Algorithm::Cassandra
                    ? std::shared_ptr<Placement>(CassandraPlacement::after(*cassandraBefore, afterConfig.cassandra, toMembers))
                    : std::shared_ptr<Placement>(makePlacement(toConfig, toMembers));
    }
    const KeySet keys = keySet(cmd);
    const Assignment assignmentBefore = assignKeys(*before, keys);
    const Assignment assignmentAfter = assignKeys(*after, keys);
    const AssignmentDiff diff = diffAssignments(assignmentBefore, assignmentAfter);

    Report report;
    report.summary = {{"before", Cell::of(describeConfig(fromConfig) + ": " + memberList(fromMembers))},
                      {"after", Cell::of(describeConfig(toConfig) + ": " + memberList(toMembers))},
                      {"keys", Cell::of(keys.description())},
                      {"key_count", Cell::count(keys.size())},
                      {"moved_keys", Cell::count(diff.movedKeys)},
                      {"moved_percent", Cell::percent(diff.movedFraction())},
                      {"least_keys", Cell::count(diff.leastMovedKeys)},
                      {"least_percent", Cell::percent(diff.leastFraction())},
                      {"ideal_percent", Cell::percent(diff.idealFraction)}};
    addFleetSummary(report, cmd, from.fleet);
    if (const auto* directory = dynamic_cast<const DirectoryPlacement*>(after.get()); directory && sameRule) {
        report.summary.emplace_back("moved_slots", Cell::count(directory->lastMovedSlots()));
        // Which slots changed owner, as ranges: "0-199,5461".
        const auto& beforeTable = dynamic_cast<const DirectoryPlacement&>(*before).slotTable();
        std::vector<MemberIndex> changed(kRedisSlotCount, 0);
        for (std::uint32_t s = 0; s < kRedisSlotCount; ++s)
            changed[s] = before->members()[beforeTable[s]].id != after->members()[directory->slotTable()[s]].id;
        report.summary.emplace_back("changed_slots", Cell::of(slotRangesText(rediscli::slotRanges(changed, 1))));
    }
    // Maglev against the article's ring (same hash and replicas) for the same change of
    // members on the same keys: what the window's counter sets Maglev's movement against.
    if (sameRule && fromConfig.algorithm == Algorithm::Maglev && toMembers != fromMembers) {
        const PlacementConfig ring{Algorithm::Ring, fromConfig.hash, fromConfig.replicas};
        try {
            const double ringMoved = diffMembershipChange(ring, fromMembers, toMembers, keys).movedFraction();
            report.summary.emplace_back("ring_moved_percent", Cell::percent(ringMoved));
            if (const auto ratio = movedOverReference(diff.movedFraction(), ringMoved))
                report.summary.emplace_back("moved_over_ring_moved", Cell::decimal(*ratio, 2));
        } catch (const ValidationError&) {
            // A fleet whose ring would be too large: no ring to compare with, as in the window.
        }
    }
    // A replicated store (Cassandra) moves replica copies, not only primary owners.
    const bool replicated = replicationFactorOf(*before) > 1 || replicationFactorOf(*after) > 1;
    std::optional<ReplicaChange> replicas;
    if (replicated) {
        replicas = diffReplicaSets(*before, *after, keys);
        addReplicaChangeSummary(report, *replicas);
    }
    addLoadSummary(report, computeLoadStatistics(assignmentBefore), "before_");
    addLoadSummary(report, computeLoadStatistics(assignmentAfter), "after_");

    Table flows{"flows", {"from", "to", "keys", "percent_of_keys"}, {}};
    for (const auto& f : diff.flows)
        flows.rows.push_back({Cell::of(f.from), Cell::of(f.to), Cell::count(f.keys),
                              Cell::percent(static_cast<double>(f.keys) / static_cast<double>(diff.totalKeys), 3)});
    report.tables.push_back(std::move(flows));
    if (replicas)
        addReplicaStreams(report, *replicas);
    report.tables.push_back(loadTable(computeLoadStatistics(assignmentAfter, after->keySpaceShares())));
    report.tables.back().id = "after_members";

    if (sameRule && after->addressesMembersByPosition() && !diff.renumberedMembers.empty())
        report.notes.push_back(
            std::string(algorithmName(toConfig.algorithm)) +
            " addresses nodes by their position in the list: this change renumbered " +
            std::to_string(diff.renumberedMembers.size()) + " node(s) (" +
            joinIds(diff.renumberedMembers) +
            "), so their keys moved as well; only adding or removing at the end of the list "
            "keeps to the least.");
    writeReport(out, report, format);
    return 0;
}

int runBench(const std::vector<std::string>& arguments, std::ostream& out)
{
    const CommandLine cmd(commandHelp("bench"), arguments);
    const Format format = parseFormat(cmd.value("format", "table"));
    const int rounds = static_cast<int>(cmd.integer("rounds", 5, 1, 100));
    const int replicas = static_cast<int>(cmd.integer("replicas", kDefaultReplicas, 1, 1'000'000));
    const std::optional<Fleet> fileFleet = fleetOption(cmd);
    const auto numbered = numberedMembers("cache-", 8);
    const auto list = fileFleet ? fileFleet->members : members(cmd, "nodes", "nodes-file", &numbered);
    const KeySet keys = keySet(cmd).materialized();

    std::vector<Algorithm> algorithms(allAlgorithms().begin(), allAlgorithms().end());
    std::vector<const HashFunction*> hashes;
    for (const auto& h : selectableHashes())
        hashes.push_back(&h);
    // Every rule option given (a table size, a dialect, tokens) holds for the rows it applies to.
    // A fleet file gives one placement: its own row.
    const PlacementConfig given =
        fileFleet ? fileFleet->config
                  : placementConfig(cmd, {}, "", cmd.has("algorithm") ? std::span<const Algorithm>() : allAlgorithms());
    if (cmd.has("algorithm") || fileFleet)
        algorithms = {given.algorithm};
    if (cmd.has("hash") || fileFleet)
        hashes = {&hashFunction(given.hash)};

    Report report;
    report.summary = {{"keys", Cell::of(keys.description())},
                      {"nodes", Cell::count(list.size())},
                      {"replicas", Cell::count(static_cast<std::size_t>(fileFleet ? given.replicas : replicas))},
                      {"rounds", Cell::of("best of " + std::to_string(rounds) + ", one thread")}};
    addFleetSummary(report, cmd, fileFleet);
    Table lookups{"lookups",
                  {"algorithm", "hash", "ns_per_lookup", "lookups_per_second", "hash_only_ns",
                   "lookup_over_hash"},
                  {}};
    Table reassign{"reassign",
                   {"algorithm", "hash", "ms_one_thread", "ms_all_threads", "memory_bytes",
                    "bytes_per_point"},
                   {}};
    for (const HashFunction* hash : hashes) {
        const LookupTiming hashOnly = timeHashOnly(*hash, keys, rounds);
        for (const Algorithm algorithm : algorithms) {
            // The directory (CRC16), ketama (MD5) and Maglev (xxHash64) hash keys their own
            // way whatever is selected: measure them once.
            if (!usesSelectedHash(algorithm) && hash != hashes.front())
                continue;
            PlacementConfig config = given;
            config.algorithm = algorithm;
            config.hash = hash->id;
            if (!fileFleet)
                config.replicas = replicas;
            // Rows the user did not ask for by name are timed even where weights are ignored.
            const auto placement = cmd.has("algorithm") || fileFleet ? checkedPlacement(config, list) : makePlacement(config, list);
            const HashFunction& keyHash = placement->keyHash();
            const bool sameHash = keyHash.id == hash->id && keyHash.modulus == hash->modulus && !keyHash.hashTag.isSet();
            const LookupTiming floor = sameHash ? hashOnly : timeHashOnly(keyHash, keys, rounds);
            const LookupTiming lookup = timeLookups(*placement, keys, rounds);
            lookups.rows.push_back({Cell::of(std::string(algorithmName(algorithm))),
                                    Cell::of(std::string(keyHash.name)),
                                    Cell::decimal(lookup.nsPerOperation, 1),
                                    Cell::count(static_cast<std::size_t>(lookup.operationsPerSecond())),
                                    Cell::decimal(floor.nsPerOperation, 1),
                                    Cell::decimal(lookup.nsPerOperation / floor.nsPerOperation, 2)});
            const auto cached = keys.hashes(keyHash);
            const double keyCount = static_cast<double>(keys.size());
            const LookupTiming single = timeReassign(*placement, *cached, rounds, false);
            const LookupTiming parallel = timeReassign(*placement, *cached, rounds, true);
            const auto* ring = dynamic_cast<const RingPlacement*>(placement.get());
            reassign.rows.push_back(
                {Cell::of(std::string(algorithmName(algorithm))), Cell::of(std::string(keyHash.name)),
                 Cell::decimal(single.nsPerOperation * keyCount / 1e6, 2),
                 Cell::decimal(parallel.nsPerOperation * keyCount / 1e6, 2),
                 Cell::count(placement->memoryBytes()),
                 ring ? Cell::decimal(static_cast<double>(ring->memoryBytes()) /
                                          static_cast<double>(ring->pointCount()), 2)
                      : Cell::of("-")});
        }
        report.summary.emplace_back(std::string(hash->name) + "_hash_only_ns",
                                    Cell::decimal(hashOnly.nsPerOperation, 1));
    }
    report.tables.push_back(std::move(lookups));
    report.tables.push_back(std::move(reassign));
    writeReport(out, report, format);
    return 0;
}

int runAvalanche(const std::vector<std::string>& arguments, std::ostream& out)
{
    const CommandLine cmd(commandHelp("avalanche"), arguments);
    const Format format = parseFormat(cmd.value("format", "table"));
    const auto hashes = hashSelection(cmd, "all");
    const std::string kind = cmd.value("inputs", "random");
    const auto count = static_cast<std::size_t>(cmd.integer(
        "count", static_cast<long long>(kSmhasherAvalancheInputs), 1, 10'000'000));
    const auto refuse = [&](std::string_view option, std::string_view appliesTo) {
        if (cmd.has(option))
            throw UsageError("--" + std::string(option) + " applies to --inputs " +
                             std::string(appliesTo) + " only");
    };
    // Ctrl+C counts from here: making a million random inputs takes a while too.
    const RunControl run = longRunControl("avalanche");
    KeySet inputs;
    if (kind == "random") {
        refuse("pattern", "pattern");
        const auto length = static_cast<std::size_t>(cmd.integer("length", 16, 1, 256));
        const auto seed = static_cast<std::uint64_t>(
            cmd.integer("seed", 1, 0, std::numeric_limits<long long>::max()));
        inputs = randomAvalancheInputs(count, length, seed);
    } else if (kind == "vnodes" || kind == "pattern") {
        refuse("length", "random");
        refuse("seed", "random");
        if (kind == "vnodes")
            refuse("pattern", "pattern");
        // vnodes: the labels a ring hashes for one node, cache-01#0 … cache-01#(count-1).
        inputs = KeySet::fromPattern(
            kind == "vnodes" ? "cache-01#{i}" : cmd.value("pattern", "session:user:{i}"), count);
    } else {
        throw UsageError("--inputs must be random, vnodes or pattern, got " + quotedValue(kind));
    }

    std::vector<std::pair<const HashFunction*, AvalancheResult>> results;
    for (std::size_t i = 0; i < hashes.size(); ++i) {
        const double share = 1.0 / static_cast<double>(hashes.size());
        results.emplace_back(hashes[i], analyzeAvalanche(*hashes[i], inputs, true,
                                                         run.part(share * static_cast<double>(i),
                                                                  share * static_cast<double>(i + 1))));
    }
    const AvalancheMatrix& shape = results.front().second.matrix;
    const auto minSamples = shape.minSamples();

    Report report;
    report.summary = {{"inputs", Cell::of(inputs.description())},
                      {"input_count", Cell::count(inputs.size())},
                      {"input_bits", Cell::count(shape.inputBits)},
                      {"min_samples", Cell::count(static_cast<std::size_t>(minSamples))},
                      {"noise_sd_percent",
                       Cell::decimal(100.0 / std::sqrt(static_cast<double>(minSamples)), 3)}};
    Table summary{"avalanche",
                  {"hash", "worst_bias_percent", "worst_input_bit", "worst_output_bit",
                   "mean_bias_percent", "noise_bound_percent", "verdict"},
                  {}};
    for (const auto& [hash, r] : results)
        summary.rows.push_back({Cell::of(std::string(hash->name)), Cell::percent(r.worstBias, 3),
                                Cell::count(r.worstInputBit),
                                Cell::count(static_cast<std::size_t>(r.worstOutputBit)),
                                Cell::percent(r.meanBias, 3),
                                Cell::percent(avalancheNoiseBias(r.matrix.minSamples()), 3),
                                Cell::of(std::string(avalancheVerdictName(avalancheVerdict(r))))});
    report.tables.push_back(std::move(summary));
    if (cmd.has("matrix")) {
        for (const auto& [hash, r] : results) {
            Table matrix{"matrix_" + std::string(hash->name), {"input_bit", "samples"}, {}};
            for (int j = 0; j < kHashBits; ++j)
                matrix.columns.push_back("out_" + std::to_string(j));
            for (std::size_t i = 0; i < r.matrix.inputBits; ++i) {
                std::vector<Cell> row{Cell::count(i),
                                      Cell::count(static_cast<std::size_t>(r.matrix.samples[i]))};
                for (int j = 0; j < kHashBits; ++j)
                    row.push_back(Cell::percent(r.matrix.flipProbability(i, j), 1));
                matrix.rows.push_back(std::move(row));
            }
            report.tables.push_back(std::move(matrix));
        }
    }
    report.notes.push_back(
        "bias = |2p - 1| for p the share of inputs whose output bit flipped with the input bit "
        "(0 ideal, 100 % when it always or never flips); SMHasher fails a hash whose worst bias "
        "is over 1 % on 300,000 random inputs. Sampling noise alone moves a cell by about "
        "noise_sd_percent, and the worst of many cells by 3.5 to 4 times that. verdict: pass "
        "when the worst bias is at most 1 %; fail when some cell is over both 1 % and "
        "noise_bound_percent (5 noise standard deviations, what an ideal hash stays under by "
        "chance); otherwise too few inputs to tell, as the hash explorer says.");
    if (cmd.has("matrix"))
        report.notes.push_back("matrix_<hash>: the percentage of inputs whose output bit out_j "
                               "flipped when input bit i (bit i % 8 of byte i / 8) was flipped.");
    writeReport(out, report, format);
    return 0;
}

int runVnodes(const std::vector<std::string>& arguments, std::ostream& out)
{
    const CommandLine cmd(commandHelp("vnodes"), arguments);
    const Format format = parseFormat(cmd.value("format", "table"));
    const auto hashes = hashSelection(cmd, "fnv1a-fmix32");
    const auto list = members(cmd, "nodes", "nodes-file");
    const int replicas = static_cast<int>(cmd.integer("replicas", kDefaultReplicas, 1, 1'000'000));

    std::vector<std::vector<VnodePosition>> positions;
    for (const HashFunction* hash : hashes)
        positions.push_back(vnodePositions(*hash, list, replicas));
    const std::size_t points = positions.front().size();
    const auto bins = static_cast<std::size_t>(
        cmd.integer("bins", static_cast<long long>(defaultUniformityBins(points)), 2,
                    static_cast<long long>(kMaxUniformityBins)));

    Report report;
    report.summary = {{"nodes", Cell::of(memberList(list))},
                      {"replicas", Cell::count(static_cast<std::size_t>(replicas))},
                      {"points", Cell::count(points)},
                      {"bins", Cell::count(bins)},
                      {"expected_per_bin",
                       Cell::decimal(static_cast<double>(points) / static_cast<double>(bins), 2)}};
    Table uniformity{"uniformity",
                     {"hash", "chi_square", "degrees_of_freedom", "chi_square_per_df", "p_value", "verdict"},
                     {}};
    Table table{"positions", {"hash", "label", "position", "hex", "ring_percent"}, {}};
    for (std::size_t h = 0; h < hashes.size(); ++h) {
        const std::string name(hashes[h]->name);
        const UniformityTest test = ringUniformity(positions[h], bins);
        uniformity.rows.push_back({Cell::of(name), Cell::decimal(test.chiSquare, 2),
                                   Cell::count(test.degreesOfFreedom),
                                   Cell::decimal(test.chiSquarePerDf(), 3),
                                   Cell::general(test.pValue, 4),
                                   Cell::of(std::string(uniformityVerdictName(uniformityVerdict(test))))});
        for (const auto& p : positions[h])
            table.rows.push_back({Cell::of(name), Cell::of(p.label), Cell::count(p.position),
                                  Cell::of(hex32(p.position)),
                                  Cell::decimal(static_cast<double>(p.position) / 4294967296.0 * 100.0, 4)});
    }
    report.tables.push_back(std::move(uniformity));
    report.tables.push_back(std::move(table));
    report.notes.push_back(
        "chi-square of the points against a uniform ring cut into equal bins; a uniform "
        "placement gives chi_square_per_df near 1, and p_value is the chance it gives at least "
        "this chi-square. verdict: clustered when p_value < 0.01, too regular when p_value > "
        "0.99 (closer to even than chance: a linear hash's pattern), else even.");
    writeReport(out, report, format);
    return 0;
}

}  // namespace ringlab::cli
