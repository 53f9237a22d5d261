// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CommandHelp.h"

#include "model/core/HashFunctions.h"
#include "model/core/KeySet.h"
#include "model/core/KetamaPlacement.h"
#include "model/core/Membership.h"
#include "model/core/Placement.h"
#include "model/fleet/FleetFile.h"
#include "ringlab/Version.h"

#include <algorithm>
#include <ostream>
#include <sstream>

namespace ringlab::cli {

namespace {

using Options = std::vector<OptionHelp>;

Options operator+(Options a, const Options& b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

const Options kNodes{
    {"nodes", "ID[=W],...", "the nodes, each with an optional weight (default 1): cache-01,cache-02=2"},
    {"nodes-file", "FILE", "the nodes from a file or pipe, \"id\" or \"id<TAB>weight\" a line"},
};
const Options kHashChoice{
    {"hash", "H", "fnv1a-fmix32 (default), fnv1a, md5, murmur3, xxh32, xxh3, crc32, xxh64 or murmur3-cassandra"},
};
const Options kRule = Options{
    {"algorithm", "A", "ring, modulo, directory (alias redis-cluster), rendezvous, jump, ketama, maglev, envoy-ring or cassandra (default ring)"},
} + kHashChoice + Options{
    {"replicas", "N", "virtual nodes per unit of weight on the ring (default 160)"},
    {"ketama-dialect", "D", "whose ketama: libmemcached (default), twemproxy, spymemcached or libketama"},
    {"twemproxy-hash", "H", "the key hash of a twemproxy pool (its hash:), with --ketama-dialect twemproxy or --modulo-dialect twemproxy: one_at_a_time, md5, crc16, crc32, crc32a, fnv1_64, fnv1a_64 (default, as twemproxy), fnv1_32, fnv1a_32, hsieh, murmur or jenkins"},
    {"modulo-dialect", "D", "whose modulo: article (default: hash % N, weights ignored) or twemproxy (distribution: modula: the twemproxy hash mod the total weight, each node taking weight entries)"},
    {"hash-tag", "XY", "twemproxy's hash_tag, two characters: only the part of a key between them is hashed ({} hashes user:{42}:cart as 42); ring, modulo, rendezvous, jump and ketama"},
    {"table-size", "M", "slots of Maglev's lookup table, a prime (default 65537, as Envoy)"},
    {"min-ring-size", "N", "Envoy's minimum_ring_size for envoy-ring (default 1024)"},
    {"max-ring-size", "N", "Envoy's maximum_ring_size for envoy-ring (default 8388608)"},
    {"num-tokens", "N", "Cassandra's num_tokens: tokens per node of weight 1 (default 16)"},
    {"token-allocation", "A", "how a Cassandra node without --tokens chooses its tokens: replication-aware (default, Cassandra 4.0's allocator with allocate_tokens_for_local_replication_factor = --rf, nodes joining in list order) or random"},
    {"token-seed", "S", "seeds the nodes' random Cassandra tokens, and the first token of a new ring (default 1)"},
    {"tokens", "ID=T,...;...", "Cassandra initial_token lists: n1=-9223372036854775808,0;n2=4611686018427387904"},
    {"racks", "ID=RACK,...", "Cassandra racks, for NetworkTopologyStrategy, one for every node: n1=r1,n2=r2 (default SimpleStrategy)"},
    {"rf", "N", "Cassandra's replication factor, for Owns (effective) (default 3, or every node of a smaller fleet)"},
    {"redis-slots", "ID=SLOTS;...", "the directory's slot table, every slot 0-16383 once, as cluster nodes lists it: n1=0-5460,5462;n2=5461,5463-16383 (default: redis-cli --cluster create's for the nodes, in order)"},
};
// A fleet file instead of --nodes and the rule options (model/fleet).
const Options kFleet{
    {"fleet", "FILE", "the nodes, weights and placement from a twemproxy pool file, a libmemcached configuration string, an Envoy cluster, redis-cli's cluster nodes, CLUSTER SHARDS or CLUSTER SLOTS, or nodetool ring and/or status output (instead of --nodes and the placement options)"},
    {"fleet-format", "NAME", "the fleet file's format: twemproxy, libmemcached, envoy, redis-nodes, redis-shards, redis-slots, nodetool (ring then status), nodetool-ring or nodetool-status (default: recognised from the file)"},
    {"pool", "NAME", "the twemproxy pool or Envoy cluster to read, when the file holds several"},
};
const Options kPlacement = kRule + kNodes + kFleet;
const Options kKeys{
    {"keys", "N", "how many keys the pattern makes (default 1000000)"},
    {"pattern", "P", "the key pattern, {i} counts from 0 (default session:user:{i})"},
    {"keys-file", "FILE", "the keys from a file or pipe, one a line (instead of --pattern and --keys)"},
};
const Options kFormat{{"format", "F", "table (default), csv, json or markdown"}};
const Options kSeed{{"seed", "S", "the random seed; the same seed gives the same figures (default 1)"}};
const Options kSimulationCommon = kFormat + kRule + kSeed;
// The limits every command and file shares (README: "Limits").
const std::string kLimits = "At most " + std::to_string(kMaxMembers) + " nodes; ids of 1 to " +
                            std::to_string(kMaxMemberIdLength) +
                            " bytes; weights " + ValidationError::number(kMinWeight) + " to " +
                            ValidationError::number(kMaxWeight) + "; at most " + std::to_string(kMaxKeys) +
                            " keys of at most " +
                            std::to_string(kMaxKeyLength) + " bytes; patterns of at most " +
                            std::to_string(kMaxPatternLength) + " bytes and " +
                            std::to_string(kMaxPatternPlaceholders) + " {i}.";
const Options kFleetGrowth{
    {"from", "N", "nodes before the change, cache-01 ... (default 8)"},
    {"to", "M", "nodes after the change (default 9)"},
};
const Options kSimulationKeys{
    {"keys", "N", "how many keys (default: the article's)"},
    {"pattern", "P", "the key pattern, {i} counts from 0"},
};
const Options kFailover = kSimulationKeys + Options{
    {"nodes", "ID[=W],...", "the fleet (default cache-01 ... cache-04)"},
    {"fleet", "FILE", "the fleet and its placement from a fleet file (see lookup), instead of --nodes and the placement options"},
    {"fleet-format", "NAME", "the fleet file's format (default: recognised)"},
    {"pool", "NAME", "the pool or cluster of the fleet file to read"},
    {"depth", "D", "distinct owners the client tries for a key (default 2, the article's)"},
    {"policy", "P", "fixed (the article's penalty) or backoff (K failures in a window, backoff)"},
    {"downtime", "S", "seconds a failed node stays out under the fixed penalty (default 10)"},
    {"failures", "K", "failures within --window that remove a node under backoff"},
    {"window", "S", "the failure window in seconds, under backoff"},
    {"backoff", "S", "first backoff in seconds; it doubles on every new failure"},
    {"max-backoff", "S", "the longest backoff in seconds"},
    {"popularity", "P", "uniform, zipf or sweep (every key once, the article's test)"},
    {"zipf", "S", "the Zipf exponent of --popularity zipf"},
    {"rate", "R", "requests per second"},
    {"warm-hit-rate", "F", "share of requests to a held key that hit before any event (0 ... 1)"},
    {"step", "S", "seconds per time step"},
    {"duration", "S", "seconds simulated"},
};

// Ordered as `ringlab-cli --help` lists them.
const std::vector<CommandHelp> kCommands{
    {"lookup", "who owns each key read from stdin",
     "(--nodes ID[=W],... | --nodes-file FILE | --fleet FILE) [options] < keys",
     "Reads keys from standard input, one a line, and prints the node that owns each. With "
     "--count K prints K distinct owners a line, joined by commas: the replica or failover order. "
     "With --show-hash each line starts with the key's hash as the placement uses it and a tab: "
     "the Redis Cluster key slot for directory (redis-cluster), Cassandra's signed token, "
     "the 64-bit xxHash64 for envoy-ring and maglev. "
     "With --fleet FILE the nodes, their weights and the placement come from a file a real client "
     "runs on, and each owner is printed as the file names it (every command that takes --nodes "
     "takes --fleet; giving both, or --fleet with a placement option the file sets, is refused). "
     "Formats: twemproxy, a nutcracker pool file (servers \"host:port:weight [name]\", a server "
     "named by its name, else host:port; hash, one of its twelve; hash_tag; distribution ketama or "
     "modula, random refused; --pool NAME picks one of several pools); libmemcached, a configuration "
     "string (--DISTRIBUTION=consistent --HASH=MD5 --SERVER=host:port/?weight ..., libmemcached's "
     "weighted ketama, the only continuum RingLab models: other distributions and key hashes are "
     "refused); envoy, a cluster, a clusters: list or a bootstrap's static_resources (lb_policy "
     "RING_HASH with ring_hash_lb_config, or MAGLEV with maglev_lb_config.table_size; "
     "load_assignment endpoints address:port with load_balancing_weight; --pool NAME picks a "
     "cluster by name; other priorities than 0 and locality weights are refused). "
     "--fleet-format NAME forces the format; by default it is recognised from the file.",
     kPlacement + Options{{"count", "K", "print K distinct owners of each key (replicas, failover order), at most the nodes"},
                          {"show-hash", "", "print each key's hash (its key slot, its token), a tab, then its owner"}}},
    {"hash", "each key's hash value, read from stdin",
     "[--hash H] < keys",
     "Reads keys from standard input, one a line, and prints each key's hash in decimal: 32-bit "
     "hashes as placements use them, 64-bit hashes (xxh3, xxh64) in full, murmur3-cassandra as "
     "the signed token Cassandra prints; redis-slot is the Redis Cluster key slot the directory "
     "uses ({hash tags} honoured), md5-ketama the key hash of ketama, twemproxy-NAME a twemproxy pool's (twemproxy-fnv1a_64).",
     Options{{"hash", "H", "any of --hash's hashes, or redis-slot, md5-ketama or twemproxy's (twemproxy-fnv1a_64, twemproxy-murmur, …) (default fnv1a-fmix32)"}}},
    {"distribution", "load per node and balance figures",
     "(--nodes ID[=W],... | --nodes-file FILE | --fleet FILE) [options]",
     "Places the keys and prints each node's keys, share, share of its weight-fair load and "
     "share of the key space (and on a ring its points, ring_points), with the relative standard deviation and the peak and least "
     "load against the fair share; the most and least loaded node and how many nodes are over "
     "the article's limit of their fair share; and load_histogram, the nodes counted by their "
     "% of fair share in bins of equal width, as the window's load chart draws a fleet too "
     "large for a bar per node (a bin whose lower edge is at or over the limit holds only "
     "nodes over it). For Cassandra at "
     "a replication factor over 1 the figures above count each key once, on its primary "
     "owner; the replica_load_ figures and tables count it on every replica, which is what "
     "the window's load chart shows.",
     kPlacement + kKeys + kFormat},
    {"move", "keys moved by a change of nodes, weights or rule, or a reshard of the directory",
     "(--nodes L | --nodes-file F | --fleet F) (--add L | --remove L | --reweight ID=W,... | --to-nodes L | "
     "--to-nodes-file F | --to-algorithm A | --to-hash H | --to-replicas N | --reshard N --reshard-to ID | "
     "--move-slot SLOT=ID | --rebalance) [options]",
     "Places the keys before and after one change and prints how many keys changed owner; the "
     "least that reaches the new loads (the fewest keys any placement must move to go from the "
     "old per-node counts to the new ones: the sum over nodes of what each lost); the ideal for "
     "a balanced result (the share of weight that changes hands, 1/9 for 8 -> 9 equal nodes); "
     "the flows from node to node and the loads after the change. For the directory "
     "(redis-cluster) a change of nodes or weights is `redis-cli --cluster rebalance "
     "--cluster-use-empty-masters` (leaving nodes emptied with weight 0), and moved_slots counts "
     "the slots that changed owner; --reshard N --reshard-from A,B --reshard-to C is `redis-cli "
     "--cluster reshard --cluster-slots N --cluster-from A,B --cluster-to C` (the largest source "
     "first, each its lowest slots; it can move fewer than N), --move-slot one slot, --rebalance "
     "`redis-cli --cluster rebalance` of the nodes as they are (nothing within its 2 % threshold)."
     " For Cassandra (replication factor over 1) it adds, each under its own name, the keys whose "
     "replica set changed and the replica copies that stream from node to node (copies and bytes), "
     "beside the primary owners. For Maglev a change of nodes adds ring_moved_percent, what the "
     "article's ring (the same hash and replicas) moves for the same change on the same keys, "
     "and moved_over_ring_moved, Maglev's moved share over it (the window's counter).",
     kPlacement + kKeys + kFormat + Options{
         {"add", "ID[=W],...", "nodes that join"},
         {"remove", "ID,...", "nodes that leave"},
         {"reweight", "ID=W,...", "new weights of some nodes"},
         {"to-nodes", "ID[=W],...", "the whole membership after the change"},
         {"to-nodes-file", "FILE", "the membership after the change, from a file"},
         {"to-algorithm", "A", "the algorithm after the change"},
         {"to-hash", "H", "the hash after the change"},
         {"to-replicas", "N", "virtual nodes per unit of weight after the change"},
         {"to-racks", "ID=RACK,...", "Cassandra racks after the change (default: --racks, less the nodes that leave)"},
         {"reshard", "N", "directory: move N slots (1 to 16384) to --reshard-to, as redis-cli --cluster reshard"},
         {"reshard-from", "ID,...|all", "directory: the nodes --reshard takes slots from, in order (default all: every other node)"},
         {"reshard-to", "ID", "directory: the node --reshard gives the slots to"},
         {"move-slot", "SLOT=ID", "directory: hand one slot to a node: 5460=cache-02"},
         {"rebalance", "", "directory: redis-cli --cluster rebalance with the nodes' weights (default threshold 2 %)"},
         {"to-rf", "N", "Cassandra's replication factor after the change (the nodes keep their tokens)"},
     }},
    {"bench", "lookups per second for every algorithm and hash",
     "[options]",
     "Times key lookups for every algorithm and hash (or the ones given) next to the hash "
     "alone, and a re-assignment of every key. Timings depend on the machine and its load.",
     Options{{"keys", "N", "how many keys the pattern makes (default 1000000)"},
             {"pattern", "P", "the key pattern, {i} counts from 0 (default session:user:{i})"},
             {"rounds", "R", "timed rounds; the best round counts (default 5)"}} +
         kNodes + kFleet + kRule + kFormat},
    {"avalanche", "SMHasher's avalanche test of every hash",
     "[options]",
     "Flips every input bit of many inputs and counts how often each output bit flips: 50 % is "
     "ideal. Prints the worst and mean bias per hash (--matrix: every input and output bit).",
     Options{{"hash", "H|all", "one hash or all of them (default all)"},
             {"inputs", "KIND", "random (default), vnodes (cache-01#0 ...) or pattern"},
             {"count", "N", "how many inputs (default 300000; random: count x length <= 64 MiB)"},
             {"length", "BYTES", "length of each random input (default 16)"},
             {"seed", "S", "seed of the random inputs (default 1)"},
             {"pattern", "P", "the input pattern of --inputs pattern, {i} counts from 0"},
             {"matrix", "", "print the whole input x output bit table"}} +
         kFormat},
    {"vnodes", "where virtual nodes land on the ring, with a chi-square test",
     "(--nodes ID[=W],... | --nodes-file FILE) [options]",
     "Prints every virtual node's position under each hash and the chi-square of all of them "
     "against a uniform ring.",
     kNodes + Options{{"hash", "H|all", "one hash or all of them (default fnv1a-fmix32)"},
                      {"replicas", "N", "virtual nodes per unit of weight (default 160)"},
                      {"bins", "B", "bins of the chi-square test (default: points / 10)"}} +
         kFormat},
    {"live", "real memcached servers on loopback: fill, kill, grow, measure",
     "[--servers N | --nodes ID[=W],... | --connect ID=HOST:PORT,...] [--fill] [--kill ID@S] [options]",
     "Starts memcached servers on loopback (127.0.0.x only, free ports, each with its own memory "
     "limit), optionally fills them with every key through the placement, then sends GETs through "
     "the placement for --seconds seconds and prints one JSON line a second: requests, hits, "
     "misses, database reads, every server's requests and its own stats (curr_items, get_hits, "
     "get_misses, evictions), and what the failover simulation (kill, stop) or the diff (add, "
     "reweight) predicted for that second. Events are scripted with ID@SECONDS: --kill "
     "cache-02@3s. Every server started is stopped at the end, on Ctrl+C and when RingLab dies. "
     "memcached missing, a port in use or a server that does not start: status 1, one line.",
     Options{{"servers", "N", "start N servers cache-01 ... (default 4)"},
             {"nodes", "ID[=W],...", "start these servers, with their weights in the placement"},
             {"connect", "ID=HOST:PORT,...", "use servers that already run (loopback only) instead of starting any"},
             {"fill", "", "SET every key on its owner first and print what each server stored"},
             {"seconds", "S", "seconds of traffic (default 5, at most 3600)"},
             {"kill", "ID@S,...", "SIGKILL the server at S seconds: --kill cache-02@3s"},
             {"stop", "ID@S,...", "stop the server gently (SIGTERM) at S seconds"},
             {"restart", "ID@S,...", "start a stopped or killed server again, empty"},
             {"add", "ID[=W]@S,...", "start a new server and add it to the placement"},
             {"reweight", "ID=W@S,...", "change a server's weight in the placement"},
             {"keys", "N", "how many keys (default 100000)"},
             {"pattern", "P", "the key pattern, {i} counts from 0 (default user:{i})"},
             {"popularity", "P", "uniform (default), zipf or sweep (every key once, in order)"},
             {"zipf", "S", "the Zipf exponent of --popularity zipf (default 1)"},
             {"rate", "R", "GETs per second (default 0: as fast as the client goes)"},
             {"batch", "B", "keys per multi-key get to each server (default 100)"},
             {"value-bytes", "B", "bytes of every value (default 32)"},
             {"no-read-through", "", "a miss is not written back: the servers stay as the fill left them"},
             {"depth", "D", "distinct owners the client tries for a key (1 to the servers; default 2, the article's, or 1 for one server)"},
             {"policy", "P", "fixed (the article's penalty, default) or backoff"},
             {"downtime", "S", "seconds a failed server stays out of the client's ring under fixed (default 10)"},
             {"memory", "MB", "memcached -m of each server, 2 to 65536 (default 64)"},
             {"host", "ADDR", "the loopback address the servers bind (default 127.0.0.1)"},
             {"port", "P", "the first server's port, the next ones count up, all below 65536 (default: free ports)"},
             {"memcached", "PATH", "the memcached program (default: memcached in PATH)"}} +
         kFleet + kRule + kSeed},
    {"reproduce", "every figure of the seed articles, reproduced",
     "[--only ID,...] [--format F]",
     "Runs the experiments behind every figure of the article and the blog post and prints "
     "the article's value, RingLab's measurement, the theory, the verdict and why they differ "
     "where they do.",
     Options{{"only", "ID,...", "run only these experiments (ids as the table lists them)"}} + kFormat},
    {"simulate failover", "the article's ShardedCache when a node dies",
     "[options]",
     "A client with failover over a ring; a node is killed and the run prints hits, misses, "
     "database reads and hard failures per time step. The defaults reproduce the article: "
     "4 nodes, user:0 ... user:9999, cache-02 killed, 2,462 misses (24.6 %), 0 hard failures.",
     kFailover + Options{{"kill", "ID", "the node that dies (default cache-02)"},
                         {"at", "S", "when it dies, in seconds (default 1)"}} +
         kSimulationCommon},
    {"simulate flapping", "a flapping node: fixed penalty against K failures and backoff",
     "[options]",
     "One node goes down and up again and again; both membership policies run side by side "
     "and the run prints ring changes, keys remapped, misses and database reads of each.",
     [] {
         Options options = kFailover;
         std::erase_if(options, [](const OptionHelp& o) { return o.name == "policy"; });
         return options + Options{{"node", "ID", "the flapping node (default cache-03)"},
                                  {"period", "S", "seconds between going down and coming back"},
                                  {"from", "S", "when the flapping starts, in seconds"},
                                  {"until", "S", "when it stops, in seconds"},
                                  {"steps", "", "print every time step, not only the totals"}} +
                kSimulationCommon;
     }()},
    {"simulate skew", "a rolling deploy: two client groups on two memberships",
     "[options]",
     "During a deploy from N to M nodes some clients know the new fleet and some the old; "
     "the run prints the keys they disagree on, keys written twice and stale reads, and per "
     "group its stale reads as a share of its reads and its writes as a share of its "
     "requests (the window's chart of the deploy).",
     kFleetGrowth + kSimulationKeys + Options{
         {"new-share", "F", "share of clients on the new membership (0 ... 1)"},
         {"requests", "N", "requests simulated"},
         {"write-share", "F", "share of requests that write (0 ... 1)"}} +
         kSimulationCommon},
    {"simulate hotkeys", "Zipf traffic on a balanced ring, a local cache, bounded loads",
     "[options]",
     "Popular keys make a balanced ring's load uneven. The run prints key and request peaks "
     "per node, what a client-side cache takes off the hottest node, and consistent hashing "
     "with bounded loads (each node capped at (1 + epsilon) x the mean).",
     kSimulationKeys + Options{
         {"nodes", "ID[=W],...", "the fleet (default cache-01 ... cache-08)"},
         {"fleet", "FILE", "the fleet and its placement from a fleet file (see lookup), instead of --nodes and the placement options"},
         {"fleet-format", "NAME", "the fleet file's format (default: recognised)"},
         {"pool", "NAME", "the pool or cluster of the fleet file to read"},
         {"zipf", "S", "the Zipf exponent of the request popularity"},
         {"requests", "N", "requests simulated"},
         {"cache", "KIND", "lru or topk (a perfect cache of the K hottest keys)"},
         {"cache-size", "N", "keys the local cache holds"},
         {"epsilon", "E", "bounded loads: each node takes at most (1 + E) x the mean"}} +
         kSimulationCommon},
    {"simulate migration", "durable data: bytes copied from node to node",
     "[options]",
     "When the fleet grows from N to M nodes, each moved key's value is copied; the run "
     "prints the bytes each node sends to each other node and the dual-read window.",
     kFleetGrowth + kSimulationKeys + Options{
         {"median-bytes", "B", "median value size in bytes, 1 ... 1e9 (log-normal sizes)"},
         {"sigma", "S", "spread of the log-normal value sizes"},
         {"bandwidth-mbps", "M", "copy bandwidth per node in megabits per second"}} +
         kSimulationCommon},
    {"simulate ecommerce", "the article's e-commerce fleet, 8 -> 12 nodes, per algorithm",
     "[options]",
     "25,000,000 keys on a mixed 64/16 GB fleet that grows from 8 to 12 nodes and then loses "
     "one: database reads per second, peak load and the article's five requirements for "
     "every algorithm.",
     kSimulationKeys + Options{
         {"rate", "R", "requests per second"},
         {"hit-rate", "F", "the cache hit rate before any change (0 ... 1)"},
         {"lose", "ID", "the node lost after the growth"},
         {"algorithms", "A,...", "the algorithms to compare (default all)"}} +
         [] {
             Options options = kSimulationCommon;
             std::erase_if(options, [](const OptionHelp& o) { return o.name == "algorithm"; });
             return options;
         }()},
};

void wrap(std::ostream& out, std::string_view text, std::size_t indent, std::size_t column,
          std::size_t width = 79)
{
    std::istringstream words{std::string(text)};
    std::string word;
    while (words >> word) {
        if (column > indent && column + 1 + word.size() > width) {
            out << '\n' << std::string(indent, ' ');
            column = indent;
        } else if (column > indent) {
            out << ' ';
            ++column;
        }
        out << word;
        column += word.size();
    }
    out << '\n';
}

std::string optionSyntax(const OptionHelp& option)
{
    std::string text("--");
    text.append(option.name);
    if (!option.argument.empty())
        text.append(" ").append(option.argument);
    return text;
}

// roff: a backslash, a leading dot or quote and a minus sign need escaping.
std::string roff(std::string_view text)
{
    std::string escaped;
    for (const char c : text) {
        if (c == '\\')
            escaped += "\\e";
        else if (c == '-')
            escaped += "\\-";
        else
            escaped += c;
    }
    if (!escaped.empty() && (escaped.front() == '.' || escaped.front() == '\''))
        escaped.insert(0, "\\&");
    return escaped;
}

std::string spaced(std::string_view names)
{
    std::string text(names);
    std::replace(text.begin(), text.end(), '|', ' ');
    return text;
}

std::string topLevelCommands()
{
    std::string text;
    for (const CommandHelp& command : kCommands)
        if (command.name.find(' ') == std::string_view::npos)
            text += std::string(command.name) + ' ';
    return text + "simulate help";
}

}  // namespace

std::span<const OptionHelp> placementRuleOptions()
{
    return kRule;
}

std::span<const CommandHelp> commandHelps()
{
    return kCommands;
}

const CommandHelp* findCommandHelp(std::string_view name)
{
    const auto found = std::find_if(kCommands.begin(), kCommands.end(),
                                    [&](const CommandHelp& c) { return c.name == name; });
    return found == kCommands.end() ? nullptr : &*found;
}

std::vector<std::string_view> simulationScenarios()
{
    std::vector<std::string_view> scenarios;
    for (const CommandHelp& command : kCommands)
        if (command.name.starts_with("simulate "))
            scenarios.push_back(command.name.substr(9));
    return scenarios;
}

void printCommandHelp(std::ostream& out, const CommandHelp& help)
{
    out << "usage: ringlab-cli " << help.name;
    wrap(out, help.synopsis, 8, 19 + help.name.size());
    out << '\n';
    wrap(out, help.description, 0, 0);
    out << "\noptions:\n";
    constexpr std::size_t kTextColumn = 30;
    for (const OptionHelp& option : help.options) {
        const std::string syntax = std::string("  ").append(optionSyntax(option));
        out << syntax;
        std::size_t column = syntax.size();
        if (column + 2 > kTextColumn) {
            out << '\n';
            column = 0;
        }
        out << std::string(kTextColumn - column, ' ');
        wrap(out, option.text, kTextColumn, kTextColumn);
    }
    out << "  --help" << std::string(kTextColumn - 8, ' ') << "print this help and exit\n";
    out << "\nBad input exits with status 2 and one line on stderr.\n";
}

void printUsage(std::ostream& out)
{
    out << "ringlab-cli " RINGLAB_VERSION ": the figures of RingLab, without the window.\n\n"
           "usage: ringlab-cli COMMAND [options]\n"
           "       ringlab-cli help COMMAND       (or COMMAND --help) the options of COMMAND\n"
           "       ringlab-cli --version\n\ncommands:\n";
    for (const CommandHelp& command : kCommands) {
        const bool scenario = command.name.starts_with("simulate ");
        const std::string name = scenario ? "  " + std::string(command.name.substr(9)) : std::string(command.name);
        out << "  " << name << std::string(20 - name.size(), ' ') << command.summary << '\n';
        if (command.name == "reproduce")
            out << "  simulate SCENARIO   the article's production pitfalls, simulated (the defaults\n"
                   "                      reproduce the article); SCENARIO is one of:\n";
    }
    out << "\n  algorithms: " << algorithmNames() << " (default ring)\n"
        << "  hashes:     " << selectableHashNames() << " (default fnv1a-fmix32); replicas default "
        << kDefaultReplicas << "\n"
        << "  keys:       --pattern default \"session:user:{i}\", --keys default 1000000\n"
        << "  A nodes file holds \"id\" or \"id<TAB>weight\" a line. Bad input exits with status 2.\n"
        << "  limits:     ";
    wrap(out, kLimits, 14, 14);
    out << "  A long run shows its progress on a terminal; Ctrl+C stops it (status 130).\n";
}

void printVersion(std::ostream& out)
{
    out << "ringlab-cli " RINGLAB_VERSION "\n";
}

void printManPage(std::ostream& out)
{
    out << ".TH RINGLAB\\-CLI 1 \"\" \"RingLab " RINGLAB_VERSION "\" \"User Commands\"\n"
           ".SH NAME\nringlab\\-cli \\- the figures of RingLab, a lab for consistent hashing, without the window\n"
           ".SH SYNOPSIS\n.B ringlab\\-cli\n.I command\n[\\fIoptions\\fR]\n.br\n"
           ".B ringlab\\-cli help\n.I command\n.br\n.B ringlab\\-cli \\-\\-version\n"
           ".SH DESCRIPTION\n"
           "RingLab teaches and measures consistent hashing: why \\fBhash(key) % N\\fR moves almost "
           "every key when a cache node is added, and how a hash ring with virtual nodes, weights, "
           "rendezvous and jump hashing avoid it. \\fBringlab\\-cli\\fR prints every figure the lab "
           "window \\fBringlab\\fR(1) shows, as a table, CSV, JSON or Markdown.\n.PP\n"
           "Algorithms: " << roff(spaced(algorithmNames())) << ". Hashes: " << roff(spaced(selectableHashNames()))
        << ".\n.SH COMMANDS\n";
    for (const CommandHelp& command : kCommands) {
        out << ".SS \"" << roff(command.name) << "\"\n"
            << ".B ringlab\\-cli " << roff(command.name) << "\n" << roff(command.synopsis) << "\n.PP\n"
            << roff(command.description) << "\n";
        for (const OptionHelp& option : command.options) {
            out << ".TP\n.B \\-\\-" << roff(option.name);
            if (!option.argument.empty())
                out << " \" " << roff(option.argument) << "\"";
            out << '\n' << roff(option.text) << '\n';
        }
    }
    out << ".SH LIMITS\n" << roff(kLimits)
        << " Nodes and keys files are regular files or pipes; a UTF-8 byte order mark and CR line "
           "ends are ignored. A long run shows its progress on standard error when that is a "
           "terminal.\n"
           ".SH EXIT STATUS\n.TP\n.B 0\nsuccess\n.TP\n.B 1\nthe output could not be written (a full "
           "disk, a file past ulimit \\-f): the run ends at the first failed write, with one line on "
           "standard error naming the reason; or out of memory\n.TP\n.B 2\n"
           "bad input: an unknown command or option, a value out of range, an unreadable file. "
           "One line on standard error names what is wrong.\n.TP\n.B 130\n"
           "interrupted by Ctrl+C; nothing is printed on standard output.\n.TP\n.B 141\n"
           "killed by SIGPIPE, silently, as coreutils' programs are: the reader closed the pipe "
           "early (\\fBringlab\\-cli vnodes\\fR ... | \\fBhead \\-1\\fR). Where SIGPIPE is ignored, "
           "a closed pipe is a failed write: status 1.\n"
           ".SH EXAMPLES\nWhat moves when the article's 8 nodes grow to 9:\n.PP\n.nf\n"
           "ringlab\\-cli move \\-\\-nodes cache\\-01,cache\\-02,cache\\-03,cache\\-04,cache\\-05,cache\\-06,"
           "cache\\-07,cache\\-08 \\e\n    \\-\\-add cache\\-09\n.fi\n.PP\n"
           "Who owns two keys, with their second owner:\n.PP\n.nf\n"
           "printf 'user:1\\enuser:2\\en' | ringlab\\-cli lookup \\-\\-nodes a,b,c \\-\\-count 2\n.fi\n.PP\n"
           "Every figure of the articles:\n.PP\n.nf\nringlab\\-cli reproduce \\-\\-format markdown\n.fi\n"
           ".SH SEE ALSO\n\\fBringlab\\fR(1)\n";
}

void printBashCompletion(std::ostream& out)
{
    out << "# bash completion for ringlab-cli " RINGLAB_VERSION " (written by the program from its own option table)\n"
           "_ringlab_cli()\n{\n"
           "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=${COMP_WORDS[1]} options\n"
           "    if [ \"$COMP_CWORD\" -eq 1 ]; then\n"
           "        COMPREPLY=($(compgen -W '"
        << topLevelCommands() << " --help --version' -- \"$cur\"))\n        return\n    fi\n";
    std::string scenarios;
    for (const std::string_view scenario : simulationScenarios())
        scenarios += std::string(scenario) + ' ';
    out << "    case $command in\n"
           "        help)\n"
           "            [ \"$COMP_CWORD\" -eq 2 ] && COMPREPLY=($(compgen -W '"
        << topLevelCommands()
        << "' -- \"$cur\"))\n"
           "            [ \"$COMP_CWORD\" -eq 3 ] && [ \"${COMP_WORDS[2]}\" = simulate ] &&\n"
           "                COMPREPLY=($(compgen -W '"
        << scenarios
        << "' -- \"$cur\"))\n"
           "            return ;;\n"
           "        simulate)\n"
           "            if [ \"$COMP_CWORD\" -eq 2 ]; then\n"
           "                COMPREPLY=($(compgen -W '"
        << scenarios
        << "' -- \"$cur\"))\n                return\n            fi\n"
           "            command=\"simulate ${COMP_WORDS[2]}\" ;;\n"
           "    esac\n"
           "    case $prev in\n"
           "        --algorithm|--to-algorithm) COMPREPLY=($(compgen -W '"
        << spaced(algorithmNames())
        << "' -- \"$cur\")); return ;;\n"
           "        --hash|--to-hash) COMPREPLY=($(compgen -W '"
        << spaced(selectableHashNames())
        << " all' -- \"$cur\")); return ;;\n"
           "        --ketama-dialect) COMPREPLY=($(compgen -W '"
        << spaced(ketamaDialectNames())
        << "' -- \"$cur\")); return ;;\n"
           "        --modulo-dialect) COMPREPLY=($(compgen -W 'article twemproxy' -- \"$cur\")); return ;;\n"
           "        --fleet-format) COMPREPLY=($(compgen -W '"
        << spaced(fleet::fleetFormatNames())
        << "' -- \"$cur\")); return ;;\n"
           "        --fleet) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
           "        --format) COMPREPLY=($(compgen -W 'table csv json markdown' -- \"$cur\")); return ;;\n"
           "        --policy) COMPREPLY=($(compgen -W 'fixed backoff' -- \"$cur\")); return ;;\n"
           "        --popularity) COMPREPLY=($(compgen -W 'uniform zipf sweep' -- \"$cur\")); return ;;\n"
           "        --inputs) COMPREPLY=($(compgen -W 'random vnodes pattern' -- \"$cur\")); return ;;\n"
           "        --cache) COMPREPLY=($(compgen -W 'lru topk' -- \"$cur\")); return ;;\n"
           "        --*-file) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
           "    esac\n"
           "    case $command in\n";
    std::string flags = "--help";
    for (const CommandHelp& command : kCommands) {
        out << "        \"" << command.name << "\") options='";
        for (const OptionHelp& option : command.options) {
            out << "--" << option.name << ' ';
            if (option.argument.empty() && flags.find("--" + std::string(option.name)) == std::string::npos)
                flags += "|--" + std::string(option.name);
        }
        out << "--help' ;;\n";
    }
    // After an option that takes a value, the word being typed is that value: offer no options.
    out << "        *) return ;;\n    esac\n"
           "    case $prev in\n"
           "        " << flags << ") ;;\n"
           "        --*) [[ \" $options \" == *\" $prev \"* ]] && return ;;\n"
           "    esac\n"
           "    COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n}\n"
           "complete -F _ringlab_cli ringlab-cli\n";
}

}  // namespace ringlab::cli
