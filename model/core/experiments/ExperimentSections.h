// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The catalogue by section of the article, each in the article's order; the blog's claims
// stand beside the article's claim they answer. experiments() joins them in this order.
#include "model/core/Experiments.h"

#include <string_view>
#include <vector>

namespace ringlab::catalogue {

std::vector<Experiment> moduloExperiments();           // Problems 1 and 2: modulo
std::vector<Experiment> minimumMovementExperiments();  // options C, D, B, E against the minimum
std::vector<Experiment> naiveRingExperiments();        // Problem 3: a naive ring
std::vector<Experiment> virtualNodeExperiments();      // virtual nodes: balance and memory
std::vector<Experiment> hashChoiceExperiments();       // choosing the hash
std::vector<Experiment> weightExperiments();           // weights
std::vector<Experiment> failoverExperiments();         // the failover client
std::vector<Experiment> productionPitfallExperiments();  // production pitfalls
std::vector<Experiment> realClientExperiments();         // ketama and Maglev, the upstream claims

// The placement of a client the real-client rows compare ("modulo", "ring", "ketama", "maglev",
// "envoy-ring", "cassandra-16", "cassandra-256"); ValidationError naming any other name.
PlacementConfig comparedClientConfig(std::string_view name);

}  // namespace ringlab::catalogue
