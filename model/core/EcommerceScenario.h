// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/KeySet.h"
#include "model/core/LoadStatistics.h"
#include "model/core/Placement.h"
#include "model/core/RunControl.h"
#include "model/core/Translatable.h"

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab {

// The article's five requirements for its e-commerce cache fleet.
enum class Requirement : std::uint8_t {
    GrowWithoutMissStorm,  // 1. grow 8 → 12 before a sale without a miss storm
    SurviveNodeLoss,       // 2. lose a node with a bounded, tolerable blast radius
    BalancedLoad,          // 3. no node above ~120 % of its fair share
    NoCoordinator,         // 4. no coordinator on the read path
    MixedHardware,         // 5. 64 GB and 16 GB nodes carry different loads
};
std::span<const Requirement> allRequirements() noexcept;
std::string_view requirementName(Requirement requirement) noexcept;  // "grow", "node-loss", …
const char* requirementLabel(Requirement requirement) noexcept;      // English, translatable

// 40,000 requests/s over 25,000,000 keys at a 94 % hit rate; four 64 GB (weight 4) and four
// 16 GB (weight 1) Redis nodes grow to twelve (two more of each) before a sale.
struct EcommerceConfig {
    double requestsPerSecond = 40'000.0;
    double hitRate = 0.94;
    KeySet keys = KeySet::fromPattern("session:user:{i}", 25'000'000);
    std::vector<Member> before = ecommerceFleet(8);
    std::vector<Member> after = ecommerceFleet(12);
    std::string lostNode = "redis-64g-01";  // requirement 2: this node fails (after the growth)
    HashId hash = HashId::Fnv1aFmix32;
    int replicas = kDefaultReplicas;
    std::vector<Algorithm> algorithms{allAlgorithms().begin(), allAlgorithms().end()};
    double maxOfFair = kLoadLimitOfFair;  // requirement 3 (and 5: weight classes within the same factor)
    // Requirements 1 and 2 hold when the keys moved are at most this many times the
    // ideal (the share of weight that changes hands; a ring moves ~1×, modulo ~7×).
    double stormFactor = 1.5;

    // The preset's eight (redis-64g-01 … 04 weight 4, redis-16g-01 … 04 weight 1), then
    // redis-64g-05, redis-16g-05, redis-64g-06, … appended in turn, so growing appends.
    static std::vector<Member> ecommerceFleet(std::size_t count);
};

void validateEcommerceConfig(const EcommerceConfig& config);

struct RequirementCheck {
    Requirement requirement = Requirement::GrowWithoutMissStorm;
    bool holds = false;
    double measured = 0.0;  // grow/node-loss: keys moved ÷ the ideal; balance: peak of fair;
                            // coordinator: 1 when one is needed; hardware: see weightClassRatio
    double limit = 0.0;
};

struct AlgorithmOutcome {
    Algorithm algorithm = Algorithm::Ring;
    double movedOnGrowth = 0.0, idealOnGrowth = 0.0;  // shares of keys
    double databaseReadsPerSecondDuringGrowth = 0.0;    // R·(1 − h) + R·h·moved
    double movedOnLoss = 0.0, idealOnLoss = 0.0;
    double databaseReadsPerSecondDuringLoss = 0.0;
    double peakOfFairBefore = 0.0, peakOfFairAfter = 0.0;  // 1.2 = 120 % of fair share
    std::string peakNodeAfter;
    // What the balance requirement holds against: the worse of the fleet before and after.
    double peakOfFair() const noexcept { return std::max(peakOfFairBefore, peakOfFairAfter); }
    // Keys per unit of weight on the 64 GB nodes over the same on the 16 GB nodes (1.0: the
    // weights are honoured; 0.25: every node carries the same).
    double weightClassRatio = 0.0;
    LoadStatistics loadAfter;
    std::vector<RequirementCheck> requirements;  // in allRequirements() order
    bool allHold() const noexcept;
};

struct EcommerceResult {
    std::size_t keys = 0;
    double baselineDatabaseReadsPerSecond = 0.0;  // R · (1 − h)
    std::vector<AlgorithmOutcome> algorithms;
    double elapsedSeconds = 0.0;
};

// Every key is hashed once per chunk and placed under every algorithm before, after the
// growth and after the loss; nothing per key is stored. Progress per chunk of keys.
EcommerceResult runEcommerceScenario(const EcommerceConfig& config,
                                     const RunControl& control = {});

}  // namespace ringlab
