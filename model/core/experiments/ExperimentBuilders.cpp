// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/experiments/ExperimentBuilders.h"

namespace ringlab::catalogue {

namespace {

// The same membership change under one placement rule, on the million session keys.
AssignmentDiff membershipChange(ExperimentContext& context, Algorithm algorithm,
                                std::vector<Member> before, std::vector<Member> after)
{
    const auto p = makePlacement({algorithm, HashId::Fnv1aFmix32, kDefaultReplicas}, std::move(before));
    const auto q = p->withMembers(std::move(after));
    const KeySet& keys = context.sessionKeys();
    return diffAssignments(assignKeys(*p, keys), assignKeys(*q, keys));
}

}  // namespace

std::vector<Member> fleet(std::size_t count)
{
    return numberedMembers("cache-", count);
}

Figure percent(std::vector<double> fractions, int decimals, std::vector<std::string> labels)
{
    for (auto& f : fractions)
        f *= 100.0;
    return {std::move(fractions), std::move(labels), FigureUnit::Percent, decimals};
}

Figure percent(double fraction, int decimals)
{
    return percent(std::vector<double>{fraction}, decimals);
}

ExperimentRun measureMovedShare(Algorithm algorithm, std::size_t from, std::size_t to)
{
    return [algorithm, from, to](ExperimentContext& context) {
        const auto diff = membershipChange(context, algorithm, fleet(from), fleet(to));
        ExperimentResult result;
        result.measured = percent(diff.movedFraction(), 2);
        result.theoretical = percent(algorithm == Algorithm::Modulo
                                         ? expectedModuloMovedFraction(from, to)
                                         : diff.idealFraction,
                                     2);
        return result;
    };
}

LoadStatistics ringLoad(ExperimentContext& context, HashId hash, int replicas,
                        const std::vector<Member>& members)
{
    const auto ring = makePlacement({Algorithm::Ring, hash, replicas}, members);
    return computeLoadStatistics(assignKeys(*ring, context.sessionKeys()));
}

}  // namespace ringlab::catalogue
