// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the scenario loader, parseScenario() (model/ScenarioFile.h), as File > Open
// and `ringlab --scenario` call it with a file's bytes. A refused file is a returned message;
// an accepted one must be a lab the lab accepts, place keys, and save and load back unchanged.

#include "fuzz/FuzzCheck.h"
#include "fuzz/ShippedFigures.h"
#include "fuzz/ScenarioKeys.h"
#include "model/ScenarioFile.h"
#include "model/core/CassandraPlacement.h"
#include "model/core/EnvoyRingPlacement.h"
#include "model/core/MessageText.h"
#include "model/core/RingPlacement.h"

#include <QDir>
#include <QJsonDocument>

#include <cstddef>
#include <cstdint>
#include <numeric>

using namespace ringlab;
using ringlab::fuzz::require;

namespace {

// Key files are paths relative to the scenario, read (and here refused: the folder does not
// exist) when the scenario is loaded.
const QString kBaseDirectory = QStringLiteral("/nonexistent/scenarios");

// A valid ring may have up to kMaxRingPoints points (16 M), a ketama ring 160 points a member
// and a Maglev table 16 M slots: seconds to build under the sanitizers. Placements that large
// are their own tests' business, not the loader's.
constexpr std::size_t kMaxCheckedPoints = std::size_t{1} << 18;

bool smallEnoughToPlace(const LabState& state)
{
    switch (state.config.algorithm) {
    case Algorithm::Ring: {
        std::size_t points = 0;
        for (const Member& member : state.members)
            points += RingPlacement::pointsFor(state.config.replicas, member.weight);
        return points <= kMaxCheckedPoints;
    }
    case Algorithm::Ketama:
        return state.members.size() * 160 <= kMaxCheckedPoints;
    case Algorithm::Maglev:
        return state.config.maglevTableSize <= kMaxCheckedPoints;
    case Algorithm::EnvoyRing: {
        const auto counts = EnvoyRingPlacement::hashesPerHost(state.members, state.config.envoyMinRingSize,
                                                              state.config.envoyMaxRingSize);
        return std::accumulate(counts.begin(), counts.end(), std::size_t{0}) <= kMaxCheckedPoints;
    }
    case Algorithm::Cassandra: {
        std::size_t tokens = 0;
        for (const Member& member : state.members)
            tokens += CassandraPlacement::tokenCount(state.config.cassandra.numTokens, member.weight);
        for (const MemberTokens& given : state.config.cassandra.initialTokens)
            tokens += given.tokens.size();
        return tokens <= kMaxCheckedPoints;
    }
    default:
        return true;
    }
}

void checkPlacement(const LabState& state)
{
    const auto placement = makePlacement(state.config, state.members);
    const std::size_t memberCount = state.members.size();
    // Envoy's ring may leave a host without a point: such a host is never an owner.
    std::size_t reachable = memberCount;
    if (const auto* ring = dynamic_cast<const RingPlacement*>(placement.get())) {
        reachable = 0;
        for (std::size_t m = 0; m < memberCount; ++m)
            reachable += ring->pointCountOf(static_cast<MemberIndex>(m)) > 0 ? 1 : 0;
    }
    std::vector<MemberIndex> owners;
    for (const std::uint32_t keyHash : {0u, 1u, 0x7fffffffu, 0x80000000u, 0xffffffffu}) {
        require(placement->ownerOfHash(keyHash) < memberCount, "owner outside the member list");
        placement->ownersOfHash(keyHash, 3, owners);
        require(owners.size() == std::min<std::size_t>(3, reachable), "wrong number of owners");
        require(owners.front() == placement->ownerOfHash(keyHash), "first owner is not the owner");
        for (std::size_t i = 0; i < owners.size(); ++i) {
            require(owners[i] < memberCount, "owner outside the member list");
            for (std::size_t j = 0; j < i; ++j)
                require(owners[i] != owners[j], "owners repeat a member");
        }
    }
}

}  // namespace

// The figures the shipped presets name, measured before the first input (ShippedFigures.h).
extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    ringlab::fuzz::loadShippedFiles(argc, argv, [](const QByteArray& json) { (void)parseScenario(json, kBaseDirectory); });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const auto parsed = parseScenario(json, kBaseDirectory);
    const auto* scenario = std::get_if<Scenario>(&parsed);
    if (!scenario) {
        require(!std::get<QString>(parsed).isEmpty(), "a refused scenario without a message");
        return 0;
    }
    require(validateLabState(scenario->state).isEmpty(), "an accepted scenario fails validateLabState");
    ringlab::fuzz::requireScenarioKeysTyped(QJsonDocument::fromJson(json).object(), false);
    for (const Member& member : scenario->state.members)
        require(!containsControlCharacter(member.id), "an accepted node id holds a control character or line break");
    if (smallEnoughToPlace(scenario->state))
        checkPlacement(scenario->state);

    // What File > Save writes opens as the same lab.
    const auto reloaded = parseScenario(scenarioToJson(*scenario, kBaseDirectory), kBaseDirectory);
    const auto* again = std::get_if<Scenario>(&reloaded);
    require(again != nullptr, "a saved scenario is refused on loading");
    LabState before = scenario->state;
    LabState after = again->state;
    // "a/../keys.txt" is saved as "keys.txt": the same file, another spelling.
    before.keys.file = QDir::cleanPath(before.keys.file);
    after.keys.file = QDir::cleanPath(after.keys.file);
    require(before == after, "a saved scenario loads back as another lab");
    return 0;
}
