// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/LabNumbers.h"

#include "model/core/KeyTrace.h"
#include "model/core/MessageText.h"

#include <charconv>
#include <system_error>

namespace ringlab {

namespace {

// Locale-free ('.' decimals whatever LC_NUMERIC says).
std::string number(double value, std::chars_format format, int precision)
{
    char buffer[64];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value, format, precision);
    return error == std::errc() ? std::string(buffer, end) : std::string();
}

std::string percent(double fraction)
{
    return number(fraction * 100.0, std::chars_format::fixed, 4);
}

}  // namespace

std::string labNumbersCsv(const LabSnapshot& snapshot)
{
    const bool cassandra = !snapshot.effectiveOwnership.empty();
    std::string csv = "node,weight,points,key_space_percent,keys,percent_of_fair";
    csv += cassandra ? ",owns_effective_percent\n" : "\n";
    const RingPlacement* ring = snapshot.ring();
    const std::vector<MemberLoad>& loads = snapshot.stats.members;
    for (std::size_t i = 0; i < loads.size(); ++i) {
        const MemberLoad& load = loads[i];
        csv += csvField(load.id);
        csv += ',' + number(load.weight, std::chars_format::general, 6) + ',';
        if (ring)
            csv += std::to_string(ring->pointCountOf(static_cast<MemberIndex>(i)));
        csv += ',';
        if (load.keySpaceShare)
            csv += percent(*load.keySpaceShare);
        csv += ',' + std::to_string(load.keys) + ',' + percent(load.ofFair);
        if (cassandra)
            csv += ',' + (i < snapshot.effectiveOwnership.size() ? percent(snapshot.effectiveOwnership[i]) : std::string());
        csv += '\n';
    }
    if (!snapshot.diff)
        return csv;
    const AssignmentDiff& diff = *snapshot.diff;
    csv += "\nchange,total_keys,moved_keys,moved_percent,least_keys,least_percent,ideal_percent\n";
    csv += csvField(snapshot.change) + ',' + std::to_string(diff.totalKeys) + ',' + std::to_string(diff.movedKeys) +
           ',' + percent(diff.movedFraction()) + ',' + std::to_string(diff.leastMovedKeys) + ',' +
           percent(diff.leastFraction()) + ',' + percent(diff.idealFraction) + '\n';
    csv += "\nfrom,to,keys,percent_of_keys\n";
    for (const KeyFlow& flow : diff.flows)
        csv += csvField(flow.from) + ',' + csvField(flow.to) + ',' + std::to_string(flow.keys) + ',' +
               percent(diff.fractionOfKeys(flow.keys)) + '\n';
    return csv;
}

}  // namespace ringlab
