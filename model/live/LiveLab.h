// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/FailoverClient.h"
#include "model/core/KeyPopularity.h"
#include "model/core/KeySet.h"
#include "model/core/RunControl.h"
#include "model/live/MemcachedFleet.h"
#include "model/live/MemcachedProtocol.h"

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace ringlab::live {

// What the teacher does to the fleet.
enum class LiveEventKind : std::uint8_t { Kill, Stop, Restart, Add, Reweight };
std::string_view liveEventName(LiveEventKind kind) noexcept;  // "kill", "stop", "restart", "add", "reweight"

struct LiveEvent {
    LiveEventKind kind = LiveEventKind::Kill;
    std::string server;     // the server's id (Add: the new server's)
    double weight = 1.0;    // Add, Reweight
    double atSeconds = 0.0; // scripted runs (LiveLab::run): applied at the start of that second
    std::string text() const;  // "kill cache-02", "reweight cache-01=2"
};

struct LiveLabConfig {
    PlacementConfig placement;  // the lab's: any algorithm; members are the fleet's servers
    KeySet keys = KeySet::fromPattern("user:{i}", 100'000);
    KeyPopularity popularity = {};          // uniform; zipf; sweep (each key once per round)
    double requestsPerSecond = 0.0;         // 0: as fast as the client goes
    std::size_t batchKeys = 100;            // keys per multi-key get (all servers in parallel)
    std::size_t valueBytes = 32;            // the value SET for every key
    // A read-through cache: a miss reads the database and SETs the value on the server that
    // missed. Off: misses stay misses (what the tests measure against the placement's shares).
    bool readThrough = true;
    // The client: the article's ShardedCache (FailoverClient), as the failover simulation
    // runs it. A server that refuses is taken out of the client's ring by the policy, its keys
    // go to the next owner in the placement's preference order.
    std::size_t failoverDepth = 2;
    MembershipPolicy policy = {};
    std::uint64_t seed = 1;
};

// One server in one second.
struct LiveServerSecond {
    std::string id;
    ServerState state = ServerState::Running;
    bool inClientRing = true;   // the client still routes to it
    std::size_t requests = 0;   // GETs the client sent it (answered or not)
    std::size_t hits = 0;
    std::size_t misses = 0;
    std::size_t failedRequests = 0;         // refused or timed out
    std::optional<ServerStats> stats = {};  // its own `stats` at the end of the second (nullopt: down)
};

// What the prediction (the failover simulation for a kill or stop, the diff for an add or
// reweight) expected of this second, for the events of the last second that had any: several
// events in one second are predicted as one change, from the fleet before the first of them.
struct LivePredictionSecond {
    std::string event;             // the events it predicts ("kill cache-02", "add cache-05, add cache-06")
    double missShare = 0.0;        // misses + hard failures over requests
    double databaseReadsPerSecond = 0.0;
};

// One second of live traffic.
struct LiveSecond {
    double timeSeconds = 0.0;        // since run() started (the second's start)
    std::vector<std::string> events;  // applied at the start of this second
    std::size_t requests = 0;
    std::size_t hits = 0;
    std::size_t misses = 0;           // a server answered without the key
    std::size_t hardFailures = 0;     // every candidate failed: the app reads the database
    std::size_t databaseReads = 0;    // misses + hard failures: what a read-through cache reads
    double hitRate = 0.0;             // hits / requests
    double missShare() const noexcept
    {
        return requests ? static_cast<double>(databaseReads) / static_cast<double>(requests) : 0.0;
    }
    std::vector<LiveServerSecond> servers;  // fleet order
    std::optional<LivePredictionSecond> predicted = {};
    std::vector<std::string> messages;      // "cache-03 died unexpectedly: killed by signal 9"
};

// The live lab: a client routing the lab's keys through the lab's placement to a fleet of
// real memcached servers, a second at a time.
//
// Threading: one thread (the fleet's, see MemcachedFleet) calls everything except post() and
// the RunControl's cancel(), which are safe from any thread (the GUI thread). run() hands
// each second to `onSecond` on that thread; copy it to the GUI. Every loop is bounded: a second
// of traffic ends after one second; run() after its seconds or when the RunControl is
// cancelled (ComputationCancelled); fill() after the keys or when cancelled.
class LiveLab {
public:
    // Takes the fleet (started or connected). ValidationError for a bad config or a key the
    // text protocol cannot carry.
    LiveLab(std::unique_ptr<MemcachedFleet> fleet, LiveLabConfig config);
    LiveLab(const LiveLab&) = delete;
    LiveLab& operator=(const LiveLab&) = delete;
    ~LiveLab();

    const LiveLabConfig& config() const noexcept { return config_; }
    MemcachedFleet& fleet() noexcept { return *fleet_; }
    // The placement over every fleet server (what the lab's views show for this fleet).
    const Placement& placement() const noexcept { return *placement_; }
    // Keys each server owns under placement() (fleet order): after fill(), each server's
    // curr_items.
    std::vector<std::size_t> keysPerServer() const;

    // SETs every key on its owner (batched, pipelined); returns keys stored per server.
    std::vector<std::size_t> fill(const RunControl& control = {});
    // Every up server's stats (nullopt for a server that does not answer).
    std::vector<std::optional<ServerStats>> serverStats();

    // Applies an event now (on the owning thread); returns what it did ("kill cache-02").
    // ValidationError for an unknown server or a bad weight; LiveError when a start fails.
    std::string apply(const LiveEvent& event);
    // Queues an event for the start of the next second (any thread).
    void post(LiveEvent event);

    // One second of traffic (the queued events first), then every server's stats.
    LiveSecond runSecond(const RunControl& control = {});
    // `seconds` seconds; `script` events at their atSeconds (whole seconds from the start).
    void run(int seconds, const std::vector<LiveEvent>& script,
             const std::function<void(const LiveSecond&)>& onSecond, const RunControl& control = {});

private:
    struct Traffic;
    void rebuildClient();
    // Predicts the change made by this second's events so far (secondEvents_), from secondBase_.
    void predict();
    // One round of GETs (and retries on the next candidates); false when no server was asked.
    bool request(std::span<const std::size_t> keyIndices, LiveSecond& second);

    std::unique_ptr<MemcachedFleet> fleet_;
    LiveLabConfig config_;
    std::unique_ptr<Placement> placement_;
    std::unique_ptr<FailoverClient> client_;
    std::unique_ptr<Traffic> traffic_;
    std::mutex postedMutex_;
    std::vector<LiveEvent> posted_;
    double clock_ = 0.0;  // seconds of traffic run so far
    std::vector<LivePredictionSecond> prediction_;
    double predictionStart_ = 0.0;
    // The events applied at clock_ == secondClock_, and the fleet before the first of them.
    double secondClock_ = -1.0;
    std::vector<Member> secondBase_;
    std::vector<LiveEvent> secondEvents_;
};

}  // namespace ringlab::live
