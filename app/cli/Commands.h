// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/CommandHelp.h"
#include "app/cli/CommandLine.h"
#include "model/core/FailoverClient.h"
#include "model/core/Fleet.h"
#include "model/core/KeyPopularity.h"
#include "model/core/Placement.h"

#include <initializer_list>
#include <iosfwd>
#include <optional>

namespace ringlab::cli {

// Each returns the process exit status; bad input throws UsageError or ValidationError.
int runLookup(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out);
int runHash(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out);
int runDistribution(const std::vector<std::string>& arguments, std::ostream& out);
int runMove(const std::vector<std::string>& arguments, std::ostream& out);
int runBench(const std::vector<std::string>& arguments, std::ostream& out);
int runAvalanche(const std::vector<std::string>& arguments, std::ostream& out);
int runVnodes(const std::vector<std::string>& arguments, std::ostream& out);
int runReproduce(const std::vector<std::string>& arguments, std::ostream& out);

int runSimulate(const std::vector<std::string>& arguments, std::ostream& out);
// Live memcached servers: one JSON line a second (app/cli/LiveCommand.cpp).
int runLive(const std::vector<std::string>& arguments, std::ostream& out);

// The help entry of a command the program defines (a missing one is a programming error).
const CommandHelp& commandHelp(std::string_view name);

// --policy, --downtime, --failures, --window, --backoff, --max-backoff over `policy` (those the
// command lists), and --popularity, --zipf over `popularity`.
MembershipPolicy policyOptions(const CommandLine& cmd, MembershipPolicy policy);
KeyPopularity popularityOptions(const CommandLine& cmd, KeyPopularity popularity);

// --algorithm, --hash, --replicas and every other placement option (each name after `prefix`,
// e.g. "to-") over `fallback`. An option that the algorithm does not read is refused (a
// UsageError naming who reads it), unless `alsoRun` lists an algorithm that does: bench, for
// one, runs every algorithm with the options given.
PlacementConfig placementConfig(const CommandLine& cmd, const PlacementConfig& fallback = {},
                                std::string_view prefix = "", std::span<const Algorithm> alsoRun = {});

// validateSetup, and racks for every node or none (validateRacksCoverMembers): what a command's
// options set up.
void validateGivenPlacement(const PlacementConfig& config, std::span<const Member> members);

// --fleet FILE (with --fleet-format, --pool): the fleet the file gives, or nullopt without
// --fleet. Refused (UsageError) together with any of `nodeOptions`, or with a placement option,
// since the file sets both; --fleet-format or --pool without --fleet is refused too.
std::optional<Fleet> fleetOption(const CommandLine& cmd,
                                 std::initializer_list<std::string_view> nodeOptions = {"nodes", "nodes-file"});

}  // namespace ringlab::cli
