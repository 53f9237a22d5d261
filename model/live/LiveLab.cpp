// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/live/LiveLab.h"

#include "model/core/FailoverSimulation.h"
#include "model/core/MessageText.h"
#include "model/core/Translatable.h"
#include "model/core/ValidationError.h"
#include "model/live/LiveError.h"
#include "model/live/MemcachedConnection.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

namespace ringlab::live {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t kMaxLiveKeys = 10'000'000;
constexpr std::size_t kFillChunk = 10'000;
constexpr int kPredictionSeconds = 10;
constexpr double kFallbackPredictionRate = 10'000.0;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

std::string_view liveEventName(LiveEventKind kind) noexcept
{
    switch (kind) {
    case LiveEventKind::Kill: return "kill";
    case LiveEventKind::Stop: return "stop";
    case LiveEventKind::Restart: return "restart";
    case LiveEventKind::Add: return "add";
    case LiveEventKind::Reweight: return "reweight";
    }
    return "kill";
}

std::string LiveEvent::text() const
{
    std::string text(liveEventName(kind));
    text.append(" ").append(server);
    if (kind == LiveEventKind::Reweight || (kind == LiveEventKind::Add && weight != 1.0))
        text.append("=").append(ValidationError::number(weight));
    return text;
}

// What the client holds: the keys as bytes, their hashes, a connection per server, the
// popularity's sampler and its random stream, and per-batch scratch space.
struct LiveLab::Traffic {
    std::string keyBytes;
    std::vector<std::uint32_t> keyOffsets;  // size()+1
    std::shared_ptr<const std::vector<KeyHash>> hashes;
    std::vector<std::unique_ptr<MemcachedConnection>> connections;
    KeySampler sampler;
    SimulationRandom random;
    std::string value;
    double lastRequestsPerSecond = 0.0;

    // Scratch for one round: keys grouped by the server asked.
    std::vector<std::vector<std::size_t>> keysByServer;
    std::vector<std::vector<std::string_view>> viewsByServer;
    std::vector<std::size_t> candidates;
    std::vector<char> hit;

    Traffic(KeyPopularity popularity, std::size_t keyCount, std::uint64_t seed)
        : sampler(popularity, keyCount), random(seed)
    {
    }
    std::string_view key(std::size_t i) const
    {
        return std::string_view(keyBytes).substr(keyOffsets[i], keyOffsets[i + 1] - keyOffsets[i]);
    }
};

LiveLab::LiveLab(std::unique_ptr<MemcachedFleet> fleet, LiveLabConfig config)
    : fleet_(std::move(fleet)), config_(std::move(config))
{
    if (config_.keys.size() == 0 || config_.keys.size() > kMaxLiveKeys)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the live lab takes 1 to %1 keys, got %2"),
                              {std::to_string(kMaxLiveKeys), std::to_string(config_.keys.size())});
    if (config_.batchKeys < 1 || config_.batchKeys > 10'000)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "keys per batch must be 1 to 10000, got %1"),
                              {std::to_string(config_.batchKeys)});
    if (config_.valueBytes > 1'000'000)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "values must be at most 1000000 bytes, got %1"),
                              {std::to_string(config_.valueBytes)});
    if (!(config_.requestsPerSecond >= 0.0 && config_.requestsPerSecond <= 1e8))
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the request rate must be 0 to 100000000 a second, got %1"),
                              {ValidationError::number(config_.requestsPerSecond)});
    if (fleet_->servers().empty())
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the live fleet has no server"), {});
    traffic_ = std::make_unique<Traffic>(config_.popularity, config_.keys.size(), config_.seed);
    Traffic& t = *traffic_;
    t.keyOffsets.reserve(config_.keys.size() + 1);
    config_.keys.forEachKey(0, config_.keys.size(), [&](std::size_t, std::string_view key) {
        if (const std::string problem = keyProblem(key); !problem.empty())
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "memcached cannot store %1"), {problem});
        t.keyOffsets.push_back(static_cast<std::uint32_t>(t.keyBytes.size()));
        t.keyBytes += key;
    });
    if (t.keyBytes.size() > UINT32_MAX)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the live lab's keys take more than 4 GB"), {});
    t.keyOffsets.push_back(static_cast<std::uint32_t>(t.keyBytes.size()));
    t.value.assign(config_.valueBytes, 'v');
    rebuildClient();
}

LiveLab::~LiveLab() = default;

void LiveLab::rebuildClient()
{
    const std::vector<Member> members = fleet_->members();
    auto placement = makePlacement(config_.placement, members);
    client_ = std::make_unique<FailoverClient>(config_.placement, members, config_.failoverDepth, config_.policy);
    placement_ = std::move(placement);
    Traffic& t = *traffic_;
    t.hashes = config_.keys.hashes(placement_->keyHash());
    const auto& servers = fleet_->servers();
    while (t.connections.size() < servers.size())
        t.connections.push_back(std::make_unique<MemcachedConnection>(servers[t.connections.size()].endpoint));
}

std::vector<std::size_t> LiveLab::keysPerServer() const
{
    std::vector<std::size_t> counts(fleet_->servers().size(), 0);
    for (const KeyHash hash : *traffic_->hashes)
        ++counts[placement_->ownerOfHash(hash)];
    return counts;
}

std::vector<std::size_t> LiveLab::fill(const RunControl& control)
{
    Traffic& t = *traffic_;
    const auto& servers = fleet_->servers();
    std::vector<std::vector<std::string_view>> keys(servers.size());
    std::vector<std::size_t> stored(servers.size(), 0);
    const std::size_t total = config_.keys.size();
    for (std::size_t from = 0; from < total; from += kFillChunk) {
        control.checkpoint(static_cast<double>(from) / static_cast<double>(total));
        for (auto& list : keys)
            list.clear();
        for (std::size_t i = from; i < std::min(total, from + kFillChunk); ++i)
            keys[placement_->ownerOfHash((*t.hashes)[i])].push_back(t.key(i));
        for (std::size_t s = 0; s < servers.size(); ++s) {
            if (!servers[s].up() || keys[s].empty())
                continue;
            t.connections[s]->setMany(keys[s], t.value);
            stored[s] += keys[s].size();
        }
    }
    return stored;
}

std::vector<std::optional<ServerStats>> LiveLab::serverStats()
{
    std::vector<std::optional<ServerStats>> stats(fleet_->servers().size());
    for (std::size_t s = 0; s < stats.size(); ++s) {
        if (!fleet_->servers()[s].up())
            continue;
        try {
            stats[s] = traffic_->connections[s]->stats();
        } catch (const LiveError&) {
        }
    }
    return stats;
}

std::string LiveLab::apply(const LiveEvent& event)
{
    if (clock_ != secondClock_) {
        secondClock_ = clock_;
        secondBase_ = fleet_->members();
        secondEvents_.clear();
    }
    switch (event.kind) {
    case LiveEventKind::Kill: fleet_->kill(event.server); break;
    case LiveEventKind::Stop: fleet_->stop(event.server); break;
    case LiveEventKind::Restart: fleet_->restart(event.server); break;
    case LiveEventKind::Add: fleet_->add({event.server, event.weight}); break;
    case LiveEventKind::Reweight: fleet_->reweight(event.server, event.weight); break;
    }
    if (event.kind == LiveEventKind::Add || event.kind == LiveEventKind::Reweight)
        rebuildClient();
    // The old process's socket is dead: the next request connects to whatever listens now.
    if (event.kind == LiveEventKind::Kill || event.kind == LiveEventKind::Stop || event.kind == LiveEventKind::Restart)
        for (std::size_t s = 0; s < fleet_->servers().size(); ++s)
            if (fleet_->servers()[s].id == event.server)
                traffic_->connections[s]->close();
    secondEvents_.push_back(event);
    predict();
    return event.text();
}

void LiveLab::post(LiveEvent event)
{
    const std::lock_guard lock(postedMutex_);
    posted_.push_back(std::move(event));
}

void LiveLab::predict()
{
    prediction_.clear();
    predictionStart_ = clock_;
    const std::vector<Member>& before = secondBase_;
    std::string name;
    bool membershipChanged = false;
    bool serverLost = false;
    for (const LiveEvent& event : secondEvents_) {
        name += (name.empty() ? "" : ", ") + event.text();
        membershipChanged |= event.kind == LiveEventKind::Add || event.kind == LiveEventKind::Reweight;
        serverLost |= event.kind == LiveEventKind::Kill || event.kind == LiveEventKind::Stop;
    }
    if (serverLost && !membershipChanged) {
        // The failover simulation for the same change: this fleet warm, the server killed at 0.
        FailoverConfig simulated;
        simulated.nodes = before;
        simulated.placement = config_.placement;
        simulated.failoverDepth = config_.failoverDepth;
        simulated.policy = config_.policy;
        simulated.keys = config_.keys;
        simulated.popularity = config_.popularity;
        simulated.requestsPerSecond = config_.requestsPerSecond > 0.0 ? config_.requestsPerSecond
                                      : traffic_->lastRequestsPerSecond > 0.0 ? traffic_->lastRequestsPerSecond
                                                                             : kFallbackPredictionRate;
        simulated.fillOnMiss = config_.readThrough;
        simulated.durationSeconds = kPredictionSeconds;
        // Every server down now dies at 0: this one and any killed before it.
        simulated.events.clear();
        for (const FleetServer& server : fleet_->servers())
            if (!server.up())
                simulated.events.push_back({NodeEventKind::Kill, 0.0, server.id});
        simulated.seed = config_.seed;
        const FailoverResult result = runFailoverSimulation(simulated);
        for (const FailoverStep& step : result.steps) {
            const double reads = static_cast<double>(step.cacheMisses + step.hardFailures);
            prediction_.push_back({name, step.requests ? reads / static_cast<double>(step.requests) : 0.0,
                                   step.databaseReadsPerSecond});
        }
        return;
    }
    if (!membershipChanged)
        return;  // a restart: the client takes it back when its policy says so, no single figure
    // Add, reweight (with any server lost in the same second): the keys the placement moves, weighted by how often each is asked for; keys
    // whose owner is down miss as well (their next owner never held them).
    const auto placementBefore = makePlacement(config_.placement, before);
    const KeySampler& sampler = traffic_->sampler;
    const std::vector<Member>& after = placement_->members();
    const auto& servers = fleet_->servers();
    double moved = 0.0;
    for (std::size_t i = 0; i < traffic_->hashes->size(); ++i) {
        const KeyHash hash = (*traffic_->hashes)[i];
        const MemberIndex owner = placement_->ownerOfHash(hash);
        if (before[placementBefore->ownerOfHash(hash)].id != after[owner].id || !servers[owner].up())
            moved += sampler.probability(i);
    }
    const double rate = config_.requestsPerSecond > 0.0 ? config_.requestsPerSecond : traffic_->lastRequestsPerSecond;
    prediction_.push_back({name, moved, moved * rate});
    // Without read-through the moved keys miss every second after; with it, the first round only.
    if (!config_.readThrough)
        prediction_.resize(kPredictionSeconds, prediction_.front());
}

bool LiveLab::request(std::span<const std::size_t> keyIndices, LiveSecond& second)
{
    Traffic& t = *traffic_;
    const auto& servers = fleet_->servers();
    const std::size_t serverCount = servers.size();
    t.keysByServer.resize(serverCount);
    t.viewsByServer.resize(serverCount);
    std::vector<std::vector<std::size_t>> tried(keyIndices.size());  // servers that failed each key
    std::vector<std::size_t> pendingSlots(keyIndices.size());
    for (std::size_t i = 0; i < pendingSlots.size(); ++i)
        pendingSlots[i] = i;
    const double now = clock_;
    std::vector<std::vector<std::string_view>> refill(serverCount);
    bool askedAny = false;

    while (!pendingSlots.empty()) {
        for (std::size_t s = 0; s < serverCount; ++s) {
            t.keysByServer[s].clear();
            t.viewsByServer[s].clear();
        }
        std::vector<std::size_t> nextSlots;
        for (const std::size_t slot : pendingSlots) {
            const std::size_t key = keyIndices[slot];
            client_->candidates((*t.hashes)[key], t.candidates);
            std::optional<std::size_t> target;
            for (const std::size_t node : t.candidates)
                if (std::find(tried[slot].begin(), tried[slot].end(), node) == tried[slot].end()) {
                    target = node;
                    break;
                }
            if (!target || tried[slot].size() >= config_.failoverDepth) {
                ++second.hardFailures;  // every candidate failed: the app reads the database
                continue;
            }
            t.keysByServer[*target].push_back(slot);
            t.viewsByServer[*target].push_back(t.key(key));
        }
        // Every server's request first, then every reply: the servers work in parallel.
        std::vector<char> sent(serverCount, 0);
        for (std::size_t s = 0; s < serverCount; ++s) {
            if (t.viewsByServer[s].empty())
                continue;
            askedAny = true;
            second.servers[s].requests += t.viewsByServer[s].size();
            try {
                t.connections[s]->sendGet(t.viewsByServer[s]);
                sent[s] = 1;
            } catch (const LiveError&) {
            }
        }
        for (std::size_t s = 0; s < serverCount; ++s) {
            if (t.viewsByServer[s].empty())
                continue;
            bool answered = false;
            if (sent[s]) {
                try {
                    t.connections[s]->receiveGet(t.viewsByServer[s], t.hit);
                    answered = true;
                } catch (const LiveError&) {
                }
            }
            LiveServerSecond& server = second.servers[s];
            if (!answered) {
                server.failedRequests += t.viewsByServer[s].size();
                client_->recordFailure(s, now);
                for (const std::size_t slot : t.keysByServer[s]) {
                    tried[slot].push_back(s);
                    nextSlots.push_back(slot);
                }
                continue;
            }
            client_->recordSuccess(s, now);
            for (std::size_t k = 0; k < t.hit.size(); ++k) {
                if (t.hit[k]) {
                    ++server.hits;
                    ++second.hits;
                } else {
                    ++server.misses;
                    ++second.misses;
                    if (config_.readThrough)
                        refill[s].push_back(t.viewsByServer[s][k]);
                }
            }
        }
        pendingSlots = std::move(nextSlots);
    }
    for (std::size_t s = 0; s < serverCount; ++s) {
        if (refill[s].empty())
            continue;
        try {
            t.connections[s]->setMany(refill[s], t.value);
        } catch (const LiveError&) {
        }
    }
    return askedAny;
}

LiveSecond LiveLab::runSecond(const RunControl& control)
{
    LiveSecond second;
    second.timeSeconds = clock_;
    std::vector<LiveEvent> events;
    {
        const std::lock_guard lock(postedMutex_);
        events.swap(posted_);
    }
    for (const LiveEvent& event : events) {
        try {
            second.events.push_back(apply(event));
        } catch (const ValidationError& e) {
            second.messages.emplace_back(e.what());
        } catch (const LiveError& e) {
            second.messages.emplace_back(e.what());
        }
    }
    for (const std::string& id : fleet_->reapUnexpectedExits())
        second.messages.push_back(id + " died unexpectedly: " + fleet_->server(id).exitText);

    const auto& servers = fleet_->servers();
    second.servers.resize(servers.size());
    Traffic& t = *traffic_;
    const std::size_t batch = config_.batchKeys * std::max<std::size_t>(1, client_->nodesInRing());
    std::vector<std::size_t> keys;
    const Clock::time_point start = Clock::now();
    const auto healthCheck = [&](std::size_t node) { return t.connections[node]->tryConnect(); };
    for (;;) {
        const double elapsed = secondsSince(start);
        if (elapsed >= 1.0)
            break;
        control.checkpoint(0.0);
        std::size_t count = batch;
        if (config_.requestsPerSecond > 0.0) {
            const double due = std::min(1.0, elapsed + 0.01) * config_.requestsPerSecond;
            if (static_cast<double>(second.requests) + 0.5 > due) {
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
                continue;
            }
            count = std::min(batch, static_cast<std::size_t>(std::ceil(due)) - second.requests);
        }
        client_->reviveDue(clock_ + elapsed, healthCheck);
        keys.clear();
        for (std::size_t i = 0; i < count; ++i)
            keys.push_back(t.sampler.next(t.random));
        second.requests += keys.size();
        // With no server left to ask, every request fails at once: pace them, so an unpaced run
        // does not count millions of database reads a second that no client would make.
        if (!request(keys, second))
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    t.lastRequestsPerSecond = static_cast<double>(second.requests);

    for (std::size_t s = 0; s < servers.size(); ++s) {
        LiveServerSecond& server = second.servers[s];
        server.id = servers[s].id;
        server.state = servers[s].state;
        server.inClientRing = client_->inRing(s);
    }
    const auto stats = serverStats();
    for (std::size_t s = 0; s < servers.size(); ++s)
        second.servers[s].stats = stats[s];
    second.databaseReads = second.misses + second.hardFailures;
    second.hitRate = second.requests ? static_cast<double>(second.hits) / static_cast<double>(second.requests) : 0.0;
    const auto sincePrediction = static_cast<std::size_t>(std::llround(clock_ - predictionStart_));
    if (sincePrediction < prediction_.size())
        second.predicted = prediction_[sincePrediction];
    clock_ += 1.0;
    return second;
}

void LiveLab::run(int seconds, const std::vector<LiveEvent>& script,
                  const std::function<void(const LiveSecond&)>& onSecond, const RunControl& control)
{
    const double start = clock_;
    for (int s = 0; s < seconds; ++s) {
        for (const LiveEvent& event : script)
            if (event.atSeconds >= s && event.atSeconds < s + 1)
                post(event);
        LiveSecond second = runSecond(control);
        second.timeSeconds -= start;
        if (onSecond)
            onSecond(second);
        control.checkpoint(static_cast<double>(s + 1) / static_cast<double>(seconds));
    }
}

}  // namespace ringlab::live
