// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/FailoverClient.h"

#include "model/core/NamedChoice.h"

#include <array>
#include <cmath>
#include <string>

namespace ringlab {

namespace {

constexpr ChoiceTable<MembershipPolicyKind, 2> kPolicies{{
    {MembershipPolicyKind::FixedPenalty, "fixed",
     RINGLAB_TRANSLATE_NOOP("Simulation", "Fixed penalty (the article's client)")},
    {MembershipPolicyKind::ConsecutiveFailures, "backoff",
     RINGLAB_TRANSLATE_NOOP("Simulation", "K failures, backoff, health check")},
}};
constexpr auto kPolicyKinds = choiceValues(kPolicies);

void requirePositive(double value, const char* what)
{
    if (!(value > 0.0) || !std::isfinite(value))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "%1 must be a number > 0, got %2"),
            {std::string(what), ValidationError::number(value)});
}

}  // namespace

std::span<const MembershipPolicyKind> allMembershipPolicies() noexcept { return kPolicyKinds; }

std::string_view membershipPolicyName(MembershipPolicyKind kind) noexcept
{
    return choiceOf(kPolicies, kind).name;
}

std::optional<MembershipPolicyKind> findMembershipPolicy(std::string_view name) noexcept
{
    return findChoice(kPolicies, name);
}

const char* membershipPolicyLabel(MembershipPolicyKind kind) noexcept
{
    return choiceOf(kPolicies, kind).label;
}

void validateMembershipPolicy(const MembershipPolicy& policy)
{
    requirePositive(policy.downtimeSeconds, RINGLAB_TRANSLATE_NOOP("ValidationError", "downtime"));
    if (policy.failuresToRemove < 1)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "failures to remove a node must be at least 1, got %1"),
            {std::to_string(policy.failuresToRemove)});
    requirePositive(policy.failureWindowSeconds, RINGLAB_TRANSLATE_NOOP("ValidationError", "failure window"));
    requirePositive(policy.initialBackoffSeconds, RINGLAB_TRANSLATE_NOOP("ValidationError", "initial backoff"));
    requirePositive(policy.maxBackoffSeconds, RINGLAB_TRANSLATE_NOOP("ValidationError", "maximum backoff"));
    if (policy.maxBackoffSeconds < policy.initialBackoffSeconds)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "maximum backoff %1 is below the initial backoff %2"),
            {ValidationError::number(policy.maxBackoffSeconds), ValidationError::number(policy.initialBackoffSeconds)});
    if (!(policy.stableSecondsToResetBackoff >= 0.0))
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "stable time to reset the backoff must be ≥ 0"),
            {});
}

void validateFailoverDepth(std::size_t depth, std::size_t nodes)
{
    if (depth < 1 || depth > nodes)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "failover depth must be between 1 and the number of nodes (%1), got %2"),
            {std::to_string(nodes), std::to_string(depth)});
}

FailoverClient::FailoverClient(const PlacementConfig& placement, std::vector<Member> nodes,
                               std::size_t failoverDepth, MembershipPolicy policy)
    : config_(placement), nodes_(std::move(nodes)), failoverDepth_(failoverDepth),
      policy_(policy), state_(nodes_.size())
{
    validateMembers(nodes_);
    validateMembershipPolicy(policy_);
    if (failoverDepth_ < 1)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "failover depth must be at least 1"),
            {});
    for (NodeState& state : state_)
        state.admittedAt = -std::numeric_limits<double>::infinity();
    placement_ = makePlacement(config_, nodes_);
    ringNodes_.resize(nodes_.size());
    for (std::size_t i = 0; i < nodes_.size(); ++i)
        ringNodes_[i] = i;
}

FailoverClient::FailoverClient(const FailoverClient& other)
    : config_(other.config_), nodes_(other.nodes_), failoverDepth_(other.failoverDepth_),
      policy_(other.policy_), state_(other.state_),
      placement_(other.placement_ ? other.placement_->clone() : nullptr),
      ringNodes_(other.ringNodes_), version_(other.version_), changes_(other.changes_)
{
}

FailoverClient::~FailoverClient() = default;

void FailoverClient::candidates(KeyHash keyHash, std::vector<std::size_t>& nodesOut) const
{
    nodesOut.clear();
    if (!placement_)
        return;
    placement_->ownersOfHash(keyHash, failoverDepth_, scratch_);
    for (const MemberIndex member : scratch_)
        nodesOut.push_back(ringNodes_[member]);
}

std::optional<std::size_t> FailoverClient::ownerOf(KeyHash keyHash) const
{
    if (!placement_)
        return std::nullopt;
    return ringNodes_[placement_->ownerOfHash(keyHash)];
}

std::size_t FailoverClient::nodesInRing() const noexcept { return ringNodes_.size(); }

void FailoverClient::recordSuccess(std::size_t node, double /*now*/)
{
    state_[node].failures = 0;
}

void FailoverClient::recordFailure(std::size_t node, double now)
{
    NodeState& state = state_[node];
    if (!state.inRing)
        return;
    if (policy_.kind == MembershipPolicyKind::FixedPenalty) {
        state.backoff = policy_.downtimeSeconds;
        remove(node, now);
        return;
    }
    if (state.failures == 0 || now - state.firstFailureAt > policy_.failureWindowSeconds) {
        state.failures = 0;
        state.firstFailureAt = now;
    }
    if (++state.failures < static_cast<std::size_t>(policy_.failuresToRemove))
        return;
    const bool relapse = state.backoff > 0.0 &&
                         now - state.admittedAt < policy_.stableSecondsToResetBackoff;
    state.backoff = relapse ? std::min(2.0 * state.backoff, policy_.maxBackoffSeconds)
                            : policy_.initialBackoffSeconds;
    remove(node, now);
}

void FailoverClient::reviveDue(double now, const std::function<bool(std::size_t)>& healthCheck)
{
    for (std::size_t node = 0; node < nodes_.size(); ++node) {
        NodeState& state = state_[node];
        if (state.inRing || now < state.retryAt)
            continue;
        if (policy_.kind == MembershipPolicyKind::FixedPenalty || !healthCheck ||
            healthCheck(node)) {
            admit(node, now);
            continue;
        }
        state.backoff = std::min(2.0 * state.backoff, policy_.maxBackoffSeconds);
        state.retryAt = now + state.backoff;
    }
}

std::optional<double> FailoverClient::retryAt(std::size_t node) const
{
    if (state_[node].inRing)
        return std::nullopt;
    return state_[node].retryAt;
}

void FailoverClient::remove(std::size_t node, double now)
{
    NodeState& state = state_[node];
    state.inRing = false;
    state.failures = 0;
    state.retryAt = now + state.backoff;
    changes_.push_back({now, node, false, ++version_});
    rebuildPlacement();
}

void FailoverClient::admit(std::size_t node, double now)
{
    NodeState& state = state_[node];
    state.inRing = true;
    state.failures = 0;
    state.admittedAt = now;
    changes_.push_back({now, node, true, ++version_});
    rebuildPlacement();
}

void FailoverClient::rebuildPlacement()
{
    std::vector<Member> members;
    ringNodes_.clear();
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        if (state_[i].inRing) {
            members.push_back(nodes_[i]);
            ringNodes_.push_back(i);
        }
    }
    placement_ = members.empty() ? nullptr : placement_ ? placement_->withMembers(std::move(members))
                                                         : makePlacement(config_, std::move(members));
}

}  // namespace ringlab
