// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The seed articles' claims, one Experiment each, in the order of the article's argument: one
// file a section under experiments/. Every figure is measured there with the engine; nothing
// is copied from the article except its own printed value.
#include "model/core/Experiments.h"
#include "model/core/experiments/ExperimentSections.h"

#include <iterator>
#include <vector>

namespace ringlab {

namespace {

std::vector<Experiment> buildCatalogue()
{
    std::vector<Experiment> all;
    for (const auto section : {catalogue::moduloExperiments, catalogue::minimumMovementExperiments,
                               catalogue::naiveRingExperiments, catalogue::virtualNodeExperiments,
                               catalogue::hashChoiceExperiments, catalogue::weightExperiments,
                               catalogue::failoverExperiments, catalogue::productionPitfallExperiments,
                               catalogue::realClientExperiments}) {
        auto experimentsOfSection = section();
        all.insert(all.end(), std::make_move_iterator(experimentsOfSection.begin()),
                   std::make_move_iterator(experimentsOfSection.end()));
    }
    return all;
}

}  // namespace

const std::vector<Experiment>& experiments()
{
    static const std::vector<Experiment> all = buildCatalogue();
    return all;
}

}  // namespace ringlab
