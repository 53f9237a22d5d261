// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/RendezvousPlacement.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ringlab {

double RendezvousPlacement::weightedScore(std::uint32_t plain, double weight) noexcept
{
    // u in (0, 1), strictly increasing with the plain score, so -weight / ln(u) is too.
    const double u = (static_cast<double>(plain) + 0.5) / 4294967296.0;
    return -weight / std::log(u);
}

void RendezvousPlacement::rebuild(const std::vector<Member>& members)
{
    std::vector<std::uint32_t> hashes;
    hashes.reserve(members.size());
    for (const auto& m : members)
        hashes.push_back(hash().hash32(m.id));
    const bool equalWeights = std::all_of(members.begin(), members.end(), [&](const Member& m) {
        return m.weight == members.front().weight;
    });
    std::vector<double> weights;
    if (!equalWeights)
        for (const auto& m : members)
            weights.push_back(m.weight);
    memberHashes_ = std::move(hashes);
    weights_ = std::move(weights);
}

double RendezvousPlacement::score(std::uint32_t keyHash, std::size_t member) const noexcept
{
    const std::uint32_t plain = plainScore(keyHash, memberHashes_[member]);
    return weights_.empty() ? static_cast<double>(plain) : weightedScore(plain, weights_[member]);
}

MemberIndex RendezvousPlacement::ownerOfHash(KeyHash wideKeyHash) const noexcept
{
    const std::uint32_t keyHash = narrowKeyHash(wideKeyHash);
    std::size_t best = 0;
    if (weights_.empty()) {
        std::uint32_t bestScore = plainScore(keyHash, memberHashes_[0]);
        for (std::size_t i = 1; i < memberHashes_.size(); ++i) {
            const std::uint32_t s = plainScore(keyHash, memberHashes_[i]);
            if (s > bestScore) {
                bestScore = s;
                best = i;
            }
        }
    } else {
        double bestScore = score(keyHash, 0);
        for (std::size_t i = 1; i < memberHashes_.size(); ++i) {
            const double s = score(keyHash, i);
            if (s > bestScore) {
                bestScore = s;
                best = i;
            }
        }
    }
    return static_cast<MemberIndex>(best);
}

void RendezvousPlacement::ownersOfHash(KeyHash wideKeyHash, std::size_t count,
                                       std::vector<MemberIndex>& out) const
{
    const std::uint32_t keyHash = narrowKeyHash(wideKeyHash);
    const std::size_t n = memberHashes_.size();
    std::vector<std::pair<double, MemberIndex>> ranked(n);
    for (std::size_t i = 0; i < n; ++i)
        ranked[i] = {score(keyHash, i), static_cast<MemberIndex>(i)};
    const std::size_t wanted = std::min(count, n);
    std::partial_sort(ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(wanted),
                      ranked.end(), [](const auto& a, const auto& b) {
                          return a.first > b.first || (a.first == b.first && a.second < b.second);
                      });
    out.clear();
    for (std::size_t i = 0; i < wanted; ++i)
        out.push_back(ranked[i].second);
}

}  // namespace ringlab
