// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An Envoy cluster (envoy.config.cluster.v3.Cluster) in YAML: one cluster, a list `clusters:`
// (a CDS file) or a bootstrap's `static_resources.clusters`, with lb_policy RING_HASH or MAGLEV
// and its endpoints in load_assignment.
#include "model/fleet/FleetFile.h"
#include "model/fleet/YamlFields.h"

#include "model/core/MaglevPlacement.h"
#include "model/core/MessageText.h"

#include <limits>

namespace ringlab::fleet {

namespace {

// An endpoint's load_balancing_weight is 1 or more (LbEndpoint, endpoint_components.proto);
// RingLab bounds it by the largest weight it takes.
constexpr auto kMaxEndpointWeight = static_cast<std::uint64_t>(kMaxWeight);

std::vector<YAML::Node> clustersOf(const YAML::Node& root)
{
    std::vector<YAML::Node> clusters;
    const YAML::Node resources = child(child(root, "static_resources"), "clusters");
    const YAML::Node list = resources ? resources : child(root, "clusters");
    if (!list) {
        clusters.push_back(root);
        return clusters;
    }
    if (!list.IsSequence())
        refuseField(lineOf(list), "clusters", "is a list of clusters");
    for (const auto& cluster : list)
        clusters.push_back(cluster);
    return clusters;
}

std::string clusterName(const YAML::Node& cluster)
{
    return cluster.IsMap() && child(cluster, "name") && child(cluster, "name").IsScalar() ? child(cluster, "name").Scalar() : "";
}

void readRingHashConfig(const YAML::Node& node, PlacementConfig& config)
{
    if (!node.IsMap())
        refuseField(lineOf(node), "ring_hash_lb_config", "is a map");
    if (const YAML::Node minimum = child(node, "minimum_ring_size"))
        config.envoyMinRingSize = unsignedField(minimum, "ring_hash_lb_config.minimum_ring_size", 1, kMaxEnvoyRingSize);
    if (const YAML::Node maximum = child(node, "maximum_ring_size"))
        config.envoyMaxRingSize = unsignedField(maximum, "ring_hash_lb_config.maximum_ring_size", 1, kMaxEnvoyRingSize);
    if (config.envoyMinRingSize > config.envoyMaxRingSize)
        refuseField(lineOf(node), "ring_hash_lb_config",
                    "minimum_ring_size " + std::to_string(config.envoyMinRingSize) + " is over maximum_ring_size " +
                        std::to_string(config.envoyMaxRingSize) + ", which Envoy refuses");
    if (const YAML::Node hash = child(node, "hash_function")) {
        const std::string name = scalarField(hash, "ring_hash_lb_config.hash_function");
        if (name == "MURMUR_HASH_2")
            refuseField(lineOf(hash), "ring_hash_lb_config.hash_function",
                        "MURMUR_HASH_2 is not modelled: RingLab's Envoy ring hash is XX_HASH, Envoy's default");
        if (name != "XX_HASH")
            refuseField(lineOf(hash), "ring_hash_lb_config.hash_function",
                        "must be XX_HASH or MURMUR_HASH_2, got " + quotedValue(name));
    }
}

void readEndpoints(const YAML::Node& assignment, Fleet& fleet)
{
    if (!assignment.IsMap())
        refuseField(lineOf(assignment), "load_assignment", "is a map (cluster_name, endpoints)");
    const YAML::Node endpoints = child(assignment, "endpoints");
    if (!endpoints || !endpoints.IsSequence() || endpoints.size() == 0)
        refuseField(lineOf(assignment), "load_assignment.endpoints", "is missing: the cluster has no endpoints");
    for (const auto& locality : endpoints) {
        if (!locality.IsMap())
            refuseField(lineOf(locality), "load_assignment.endpoints[]", "is a map (lb_endpoints, …)");
        if (const YAML::Node priority = child(locality, "priority");
            priority && unsignedField(priority, "load_assignment.endpoints[].priority", 0,
                                      std::numeric_limits<std::uint32_t>::max()) != 0)
            refuseField(lineOf(priority), "load_assignment.endpoints[].priority",
                        "is " + priority.Scalar() +
                            ": Envoy sends keys to another priority only when priority 0 is unhealthy, which RingLab "
                            "does not model; give the priority 0 endpoints only");
        if (const YAML::Node weight = child(locality, "load_balancing_weight"))
            refuseField(lineOf(weight), "load_assignment.endpoints[].load_balancing_weight",
                        "locality weights scale each locality's hosts on the ring, which RingLab does not model; "
                        "leave them out or give the hosts weights of their own");
        const YAML::Node hosts = child(locality, "lb_endpoints");
        if (!hosts || !hosts.IsSequence())
            refuseField(lineOf(locality), "load_assignment.endpoints[].lb_endpoints", "is missing");
        for (const auto& host : hosts) {
            const std::string field = "lb_endpoints[].endpoint.address.socket_address";
            if (!host.IsMap() || !child(host, "endpoint") || !child(child(host, "endpoint"), "address"))
                refuseField(lineOf(host), "lb_endpoints[].endpoint.address", "is missing");
            const YAML::Node address = child(child(host, "endpoint"), "address");
            const YAML::Node socket = child(address, "socket_address");
            if (!socket || !socket.IsMap())
                refuseField(lineOf(address), field, "is missing (a pipe or an internal address is not placed)");
            if (!child(socket, "address"))
                refuseField(lineOf(socket), field + ".address", "is missing");
            if (!child(socket, "port_value"))
                refuseField(lineOf(socket), field + ".port_value",
                            "is missing (a named port is resolved by Envoy, not here)");
            const std::string ip = scalarField(child(socket, "address"), field + ".address");
            const std::uint64_t port = unsignedField(child(socket, "port_value"), field + ".port_value", 0, 65535);
            Member member{ip + ":" + std::to_string(port), 1.0};
            if (const YAML::Node weight = child(host, "load_balancing_weight"))
                member.weight = static_cast<double>(
                    unsignedField(weight, "lb_endpoints[].load_balancing_weight", 1, kMaxEndpointWeight));
            for (const Member& other : fleet.members)
                if (other.id == member.id)
                    refuseField(lineOf(socket), field, "the endpoint " + member.id + " is listed twice");
            fleet.members.push_back(std::move(member));
        }
    }
}

}  // namespace

bool looksLikeEnvoyCluster(std::string_view text, std::string_view /*fileName*/)
{
    const YAML::Node root = tryParseYaml(text);
    if (!root.IsMap())
        return false;
    return child(root, "lb_policy") || child(root, "load_assignment") || (child(root, "static_resources") && child(child(root, "static_resources"), "clusters")) ||
           (child(root, "clusters") && child(root, "clusters").IsSequence());
}

std::vector<std::string> envoyClusterNames(std::string_view text)
{
    std::vector<std::string> names;
    if (!looksLikeEnvoyCluster(text, ""))
        return names;
    try {
        for (const YAML::Node& cluster : clustersOf(tryParseYaml(text)))
            names.push_back(clusterName(cluster));
    } catch (const ValidationError&) {
        return {};  // the reader says what is wrong
    }
    return names;
}

Fleet readEnvoyCluster(std::string_view text, std::string_view pool)
{
    const YAML::Node root = parseYaml(text);
    if (!root.IsMap())
        refuseField(lineOf(root), "", "an Envoy cluster is a map (name, lb_policy, load_assignment, …)");
    const std::vector<YAML::Node> clusters = clustersOf(root);
    std::string names;
    for (const YAML::Node& candidate : clusters)
        names.append(names.empty() ? "" : ", ").append(clusterName(candidate));
    std::size_t chosen = clusters.size();
    if (!pool.empty()) {
        for (std::size_t i = 0; i < clusters.size(); ++i)
            if (clusterName(clusters[i]) == pool)
                chosen = i;
        if (chosen == clusters.size())
            refuseField(0, "", "no cluster " + quotedValue(pool) + "; the clusters are " + names);
    } else if (clusters.size() == 1) {
        chosen = 0;
    } else {
        refuseField(0, "", "the file holds the clusters " + names + ": choose one with --pool NAME");
    }
    const YAML::Node cluster = clusters[chosen];
    if (!cluster.IsMap())
        refuseField(lineOf(cluster), "clusters[]", "a cluster is a map");

    Fleet fleet;
    PlacementConfig& config = fleet.config;
    const YAML::Node policy = child(cluster, "lb_policy");
    if (!policy)
        refuseField(lineOf(cluster), "lb_policy",
                    "is missing, so Envoy balances ROUND_ROBIN and hashes no key; RingLab reads RING_HASH and MAGLEV");
    const std::string policyName = scalarField(policy, "lb_policy");
    if (policyName == "RING_HASH") {
        config.algorithm = Algorithm::EnvoyRing;
        if (const YAML::Node ring = child(cluster, "ring_hash_lb_config"))
            readRingHashConfig(ring, config);
    } else if (policyName == "MAGLEV") {
        config.algorithm = Algorithm::Maglev;
        if (const YAML::Node maglev = child(cluster, "maglev_lb_config")) {
            if (const YAML::Node size = child(maglev, "table_size")) {
                const std::uint64_t tableSize = unsignedField(size, "maglev_lb_config.table_size", 2, kMaxMaglevTableSize);
                try {
                    MaglevPlacement::validateTableSize(tableSize);
                } catch (const ValidationError& e) {
                    refuseField(lineOf(size), "maglev_lb_config.table_size", e.what());
                }
                config.maglevTableSize = static_cast<std::uint32_t>(tableSize);
            }
        }
    } else {
        refuseField(lineOf(policy), "lb_policy",
                    quotedValue(policyName) + " hashes no key; RingLab reads RING_HASH and MAGLEV");
    }
    if (const YAML::Node common = child(cluster, "common_lb_config")) {
        if (const YAML::Node hashing = child(common, "consistent_hashing_lb_config")) {
            if (const YAML::Node hostname = child(hashing, "use_hostname_for_hashing");
                hostname && booleanField(hostname, "common_lb_config.consistent_hashing_lb_config.use_hostname_for_hashing"))
                refuseField(lineOf(hostname), "common_lb_config.consistent_hashing_lb_config.use_hostname_for_hashing",
                            "hashes the endpoints' hostnames, which RingLab does not model: it hashes address:port");
            if (const YAML::Node overload = child(hashing, "hash_balance_factor"))
                refuseField(lineOf(overload), "common_lb_config.consistent_hashing_lb_config.hash_balance_factor",
                            "bounded loads send a key past a full host, which RingLab's Envoy placement does not model");
        }
    }
    const YAML::Node assignment = child(cluster, "load_assignment");
    if (!assignment)
        refuseField(lineOf(cluster), "load_assignment",
                    "is missing: RingLab reads the endpoints from the cluster's load_assignment (not from EDS or DNS)");
    readEndpoints(assignment, fleet);
    fleet.notes.push_back("Envoy hashes what the route's hash_policy gives (a header, a cookie, the source IP); "
                          "RingLab hashes each key as given");
    return fleet;
}

}  // namespace ringlab::fleet
