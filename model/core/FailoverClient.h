// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Placement.h"
#include "model/core/Translatable.h"

#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace ringlab {

// How a client decides that a node is gone, and when it takes it back.
enum class MembershipPolicyKind : std::uint8_t {
    // The article's ShardedCache: one failure removes the node from the ring for `downtime`;
    // it is added back blindly when the penalty ends.
    FixedPenalty,
    // What the article asks production code to do: K consecutive failures within a window
    // remove the node; it is re-admitted only after a passed health check, and the wait before
    // each check doubles (exponential backoff).
    ConsecutiveFailures,
};

std::span<const MembershipPolicyKind> allMembershipPolicies() noexcept;
std::string_view membershipPolicyName(MembershipPolicyKind kind) noexcept;  // "fixed", "backoff"
std::optional<MembershipPolicyKind> findMembershipPolicy(std::string_view name) noexcept;
const char* membershipPolicyLabel(MembershipPolicyKind kind) noexcept;      // English, translatable

struct MembershipPolicy {
    MembershipPolicyKind kind = MembershipPolicyKind::FixedPenalty;
    double downtimeSeconds = 10.0;           // FixedPenalty (the article's downtimeMs = 10_000)
    int failuresToRemove = 3;                // ConsecutiveFailures: K
    double failureWindowSeconds = 10.0;      // … all within this window; a success resets
    double initialBackoffSeconds = 10.0;     // first wait before a health check
    double maxBackoffSeconds = 640.0;
    // A re-admitted node that stays in the ring this long starts again from the initial
    // backoff when it is removed next time; one removed sooner doubles it.
    double stableSecondsToResetBackoff = 120.0;
};

// Throws ValidationError naming the wrong value.
void validateMembershipPolicy(const MembershipPolicy& policy);

// One change of a client's ring. The version counts changes since the client started
// (version 0: every node in the ring), the number a client should export in its metrics.
struct MembershipChange {
    double timeSeconds = 0.0;
    std::size_t node = 0;  // index into the client's nodes
    bool added = false;    // false: removed
    std::uint64_t version = 0;
};

// The article's ShardedCache, without the network: named nodes on a placement (a ring by
// default), the first `failoverDepth` distinct owners tried in ring order, failing nodes taken
// out of the ring and revived according to the policy. Time is passed in by the caller
// (seconds), so runs are deterministic.
// A failover depth for a fleet of `nodes`: 1 to the node count, the one rule of the simulation
// and the live lab (ValidationError otherwise).
void validateFailoverDepth(std::size_t depth, std::size_t nodes);

class FailoverClient {
public:
    // Throws ValidationError for bad members, config, depth 0 or a bad policy.
    FailoverClient(const PlacementConfig& placement, std::vector<Member> nodes,
                   std::size_t failoverDepth, MembershipPolicy policy);
    FailoverClient(const FailoverClient& other);
    FailoverClient& operator=(const FailoverClient&) = delete;
    ~FailoverClient();

    const std::vector<Member>& nodes() const noexcept { return nodes_; }
    std::size_t failoverDepth() const noexcept { return failoverDepth_; }
    const MembershipPolicy& policy() const noexcept { return policy_; }

    // The nodes to try for a key hash, in the placement's preference order (ring: clockwise),
    // at most failoverDepth, only nodes in the ring. Empty when the ring is empty.
    void candidates(KeyHash keyHash, std::vector<std::size_t>& nodesOut) const;
    // The node that owns a key hash now, or nullopt when the ring is empty.
    std::optional<std::size_t> ownerOf(KeyHash keyHash) const;

    void recordSuccess(std::size_t node, double now);
    // May take the node out of the ring (FixedPenalty: always; ConsecutiveFailures: the K-th
    // consecutive failure within the window).
    void recordFailure(std::size_t node, double now);
    // Brings back nodes whose wait is over. FixedPenalty adds them without asking;
    // ConsecutiveFailures asks `healthCheck(node)` and, when it fails, doubles the wait.
    void reviveDue(double now, const std::function<bool(std::size_t)>& healthCheck);

    bool inRing(std::size_t node) const { return state_[node].inRing; }
    std::size_t nodesInRing() const noexcept;
    std::uint64_t membershipVersion() const noexcept { return version_; }
    const std::vector<MembershipChange>& changes() const noexcept { return changes_; }
    // When a node out of the ring is next revived or health-checked, and the wait that led
    // there (for charts and tests).
    std::optional<double> retryAt(std::size_t node) const;
    double currentBackoffSeconds(std::size_t node) const { return state_[node].backoff; }
    std::size_t consecutiveFailures(std::size_t node) const { return state_[node].failures; }
    // The placement over the nodes in the ring; null when the ring is empty. Its member
    // indices map to node indices through ringNodes().
    const Placement* placement() const noexcept { return placement_.get(); }
    std::span<const std::size_t> ringNodes() const noexcept { return ringNodes_; }

private:
    struct NodeState {
        bool inRing = true;
        std::size_t failures = 0;      // consecutive
        double firstFailureAt = 0.0;   // of the current run of failures
        double retryAt = 0.0;          // when out of the ring
        double backoff = 0.0;          // the wait that set retryAt (0 before any removal)
        double admittedAt = -std::numeric_limits<double>::infinity();
    };
    void remove(std::size_t node, double now);
    void admit(std::size_t node, double now);
    void rebuildPlacement();

    PlacementConfig config_;
    std::vector<Member> nodes_;
    std::size_t failoverDepth_;
    MembershipPolicy policy_;
    std::vector<NodeState> state_;
    std::unique_ptr<Placement> placement_;
    std::vector<std::size_t> ringNodes_;  // placement member index → node index
    std::uint64_t version_ = 0;
    std::vector<MembershipChange> changes_;
    mutable std::vector<MemberIndex> scratch_;
};

}  // namespace ringlab
