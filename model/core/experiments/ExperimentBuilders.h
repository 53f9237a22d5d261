// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the catalogue's sections build their experiments from: the article's fleet and hashes,
// percent figures, and the measurements more than one section makes.
#include "model/core/Experiments.h"

#include <array>
#include <functional>
#include <string>
#include <vector>

namespace ringlab::catalogue {

using ExperimentRun = std::function<ExperimentResult(ExperimentContext&)>;

// The article's three hashes, in the order it discusses them.
inline constexpr std::array<HashId, 3> kArticleHashes{HashId::Md5, HashId::Fnv1a, HashId::Fnv1aFmix32};

// The article's members: cache-01 … cache-NN.
std::vector<Member> fleet(std::size_t count);

// Fractions as a figure in percent.
Figure percent(std::vector<double> fractions, int decimals, std::vector<std::string> labels = {});
Figure percent(double fraction, int decimals);

// The share of the million session keys that moves when `from` numbered members become `to`
// under one placement rule; theory: modulo's expected share, else the minimum.
ExperimentRun measureMovedShare(Algorithm algorithm, std::size_t from, std::size_t to);

// Load statistics of a ring over the million session keys.
LoadStatistics ringLoad(ExperimentContext& context, HashId hash, int replicas,
                        const std::vector<Member>& members);

}  // namespace ringlab::catalogue
