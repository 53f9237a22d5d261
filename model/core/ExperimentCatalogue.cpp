// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The seed articles' claims, one Experiment each, in the order of the article's argument.
// Every figure is measured here with the engine; nothing is copied from the article except
// its own printed value.
#include "model/core/AvalancheAnalysis.h"
#include "model/core/Experiments.h"
#include "model/core/LookupBenchmark.h"
#include "model/core/Translatable.h"

#include <algorithm>
#include <numeric>

namespace ringlab {

namespace {

std::vector<Member> fleet(std::size_t count)
{
    return numberedMembers("cache-", count);
}

Figure percent(std::vector<double> fractions, int decimals, std::vector<std::string> labels = {})
{
    for (auto& f : fractions)
        f *= 100.0;
    return {std::move(fractions), std::move(labels), FigureUnit::Percent, decimals};
}

Figure percent(double fraction, int decimals)
{
    return percent(std::vector<double>{fraction}, decimals);
}

// The same membership change under one placement rule, on the million session keys.
AssignmentDiff membershipChange(ExperimentContext& context, Algorithm algorithm,
                                std::vector<Member> before, std::vector<Member> after,
                                HashId hash = HashId::Fnv1aFmix32)
{
    const auto p = makePlacement({algorithm, hash, kDefaultReplicas}, std::move(before));
    const auto q = p->withMembers(std::move(after));
    const KeySet& keys = context.sessionKeys();
    return diffAssignments(assignKeys(*p, keys), assignKeys(*q, keys));
}

Experiment movedShare(std::string_view id, const char* claim, const char* articleText,
                      double articlePercent, Comparison comparison, double tolerance,
                      const char* setup, Algorithm algorithm, std::size_t from, std::size_t to,
                      const char* noteIfDiffers = "")
{
    Experiment e;
    e.id = id;
    e.source = "article";
    e.claim = claim;
    e.articleText = articleText;
    e.article = {{articlePercent}, {}, FigureUnit::Percent, 2};
    e.comparison = comparison;
    e.tolerance = tolerance;
    e.setup = setup;
    e.noteIfDiffers = noteIfDiffers;
    e.run = [algorithm, from, to](ExperimentContext& context) {
        const auto diff = membershipChange(context, algorithm, fleet(from), fleet(to));
        ExperimentResult result;
        result.measured = percent(diff.movedFraction(), 2);
        result.theoretical = percent(algorithm == Algorithm::Modulo
                                         ? expectedModuloMovedFraction(from, to)
                                         : diff.idealFraction,
                                     2);
        return result;
    };
    return e;
}

// Largest and smallest share of the key space on a ring of the given points.
Figure largestAndSmallest(const std::vector<double>& shares, const std::vector<Member>& members)
{
    const auto [low, high] = std::minmax_element(shares.begin(), shares.end());
    return percent({*high, *low}, 1,
                   {members[std::size_t(high - shares.begin())].id,
                    members[std::size_t(low - shares.begin())].id});
}

// One point per member at the hash of the bare member name (no "#0"): the naive ring of the
// article's "how the ring works" section ("hash every node name onto the circle").
std::vector<double> bareNameArcShares(const HashFunction& hash, const std::vector<Member>& members)
{
    std::vector<std::pair<std::uint32_t, MemberIndex>> points;
    for (std::size_t m = 0; m < members.size(); ++m)
        points.emplace_back(hash.hash(members[m].id), static_cast<MemberIndex>(m));
    std::stable_sort(points.begin(), points.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::uint32_t> positions;
    std::vector<MemberIndex> owners;
    for (const auto& [position, owner] : points) {
        positions.push_back(position);
        owners.push_back(owner);
    }
    return ringArcShares(positions, owners, members.size());
}

std::vector<double> ringKeySpaceShares(HashId hash, int replicas, const std::vector<Member>& members)
{
    return *makePlacement({Algorithm::Ring, hash, replicas}, members)->keySpaceShares();
}

LoadStatistics ringLoad(ExperimentContext& context, HashId hash, int replicas,
                        const std::vector<Member>& members)
{
    const auto ring = makePlacement({Algorithm::Ring, hash, replicas}, members);
    return computeLoadStatistics(assignKeys(*ring, context.sessionKeys()));
}

ExperimentResult vnodeLabelsUnder(HashId hash, const std::string& memberId)
{
    const std::vector<std::string> ids{memberId};
    ExperimentResult result;
    result.measured.unit = FigureUnit::RingPosition;
    result.measured.decimals = 0;
    for (const auto& p : vnodePositions(hashFunction(hash), ids, 5)) {
        result.measured.values.push_back(static_cast<double>(p.position));
        result.measured.labels.push_back(p.label);
    }
    return result;
}

const std::vector<double> kArticleVnodePositions{4037809751.0, 4021032132.0, 4071364989.0,
                                                 4054587370.0, 3970699275.0};

// The article's three hashes, in the order it discusses them.
const std::vector<HashId> kArticleHashes{HashId::Md5, HashId::Fnv1a, HashId::Fnv1aFmix32};

std::vector<std::string> hashNames(const std::vector<HashId>& hashes)
{
    std::vector<std::string> names;
    for (const HashId h : hashes)
        names.emplace_back(hashFunction(h).name);
    return names;
}

// Ring lookups per second (8 members, 160 replicas) for the article's three hashes: timed
// once per run and shared by the speed experiments.
const std::vector<double>& ringLookupsPerSecond(ExperimentContext& context)
{
    return context.remember("ring lookups per second", [&context] {
        const KeySet& keys = context.materializedSessionKeys();
        std::vector<double> perSecond;
        for (const HashId hash : kArticleHashes) {
            context.checkCancelled();
            const auto ring = makePlacement({Algorithm::Ring, hash, kDefaultReplicas}, fleet(8));
            perSecond.push_back(timeLookups(*ring, keys, 3).operationsPerSecond());
        }
        return perSecond;
    });
}

Experiment speedRatio(std::string_view id, const char* claim, const char* articleText,
                      double articleRatio, std::size_t hashIndex)
{
    Experiment e;
    e.id = id;
    e.source = "article";
    e.claim = claim;
    e.articleText = articleText;
    e.article = {{articleRatio}, {}, FigureUnit::Ratio, 1};
    e.comparison = Comparison::NotComparable;
    e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, 8 members × 160 replicas, 1,000,000 keys session:user:{i} in memory, one "
                 "thread, best of 3; lookups per second over MD5's");
    e.note = RINGLAB_TRANSLATE_NOOP("Experiment", "Timing depends on the machine and on the implementation (OpenSSL's MD5 here, "
                "Node's crypto in the article; C++ here, JavaScript there): only the order "
                "MD5 ≪ fnv1a-fmix32 < fnv1a carries over.");
    e.run = [hashIndex](ExperimentContext& context) {
        const auto perSecond = ringLookupsPerSecond(context);
        ExperimentResult result;
        result.measured = {{perSecond[hashIndex] / perSecond[0]}, {}, FigureUnit::Ratio, 1};
        return result;
    };
    return e;
}

ExperimentResult failoverMisses(ExperimentContext& context, std::size_t members)
{
    const auto ring = makePlacement({}, fleet(members));
    const KillOutcome outcome = killMember(*ring, context.userKeys(), "cache-02");
    ExperimentResult result;
    result.measured = percent(outcome.missFraction(), 2);
    result.theoretical = percent(1.0 / static_cast<double>(members), 2);
    return result;
}

std::vector<Experiment> buildCatalogue()
{
    std::vector<Experiment> all;
    const auto add = [&](Experiment e) { all.push_back(std::move(e)); };

    // Problem 1 and 2: modulo.
    add(movedShare("modulo-8-9", RINGLAB_TRANSLATE_NOOP("Experiment", "Modulo: growing from 8 to 9 members moves almost every key"),
                   "88.93 %", 88.93, Comparison::AtPrintedPrecision, 0,
                   RINGLAB_TRANSLATE_NOOP("Experiment", "modulo, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, 1,000,000 keys "
                      "session:user:{i}; theory 1 − 1/9"),
                   Algorithm::Modulo, 8, 9));
    add(movedShare("modulo-8-7", RINGLAB_TRANSLATE_NOOP("Experiment", "Modulo: losing one of 8 members remaps about 87 % of the keys"),
                   "~87 %", 87.0, Comparison::WithinTolerance, 1.0,
                   RINGLAB_TRANSLATE_NOOP("Experiment", "modulo, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, 1,000,000 keys "
                      "session:user:{i}; theory 1 − 1/8"),
                   Algorithm::Modulo, 8, 7));
    add(movedShare("modulo-100-101",
                   RINGLAB_TRANSLATE_NOOP("Experiment", "Modulo: adding one node to a hundred invalidates about 99 % of the cache"),
                   "~99 %", 99.0, Comparison::WithinTolerance, 0.5,
                   RINGLAB_TRANSLATE_NOOP("Experiment", "modulo, 100 → 101 members; fnv1a-fmix32, 1,000,000 keys session:user:{i}; "
                      "theory 1 − 1/101"),
                   Algorithm::Modulo, 100, 101));
    {
        Experiment e = movedShare(
            "modulo-5-4", RINGLAB_TRANSLATE_NOOP("Experiment", "Removing a node under modulo hashing redistributes ~80 % of the keys"),
            "~80 %", 80.0, Comparison::WithinTolerance, 1.0,
            RINGLAB_TRANSLATE_NOOP("Experiment", "modulo, cache-01 … cache-05 → − cache-05; fnv1a-fmix32, 1,000,000 keys "
               "session:user:{i}; theory 1 − 1/5"),
            Algorithm::Modulo, 5, 4);
        e.source = "blog";
        add(std::move(e));
    }

    // Options C, D, B, E against the theoretical minimum.
    add(movedShare("rendezvous-8-9", RINGLAB_TRANSLATE_NOOP("Experiment", "Rendezvous: 8 → 9 members moves 11.09 % (minimum 11.11 %)"),
                   "11.09 %", 11.09, Comparison::AtPrintedPrecision, 0,
                   RINGLAB_TRANSLATE_NOOP("Experiment", "rendezvous, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, 1,000,000 keys "
                      "session:user:{i}; theory: the minimum 1/9"),
                   Algorithm::Rendezvous, 8, 9));
    add(movedShare("rendezvous-8-7", RINGLAB_TRANSLATE_NOOP("Experiment", "Rendezvous: 8 → 7 members stays near the minimum 12.5 %"),
                   "≈ 12.50 %", 12.5, Comparison::WithinTolerance, 0.5,
                   RINGLAB_TRANSLATE_NOOP("Experiment", "rendezvous, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, 1,000,000 keys "
                      "session:user:{i}; theory: the minimum 1/8"),
                   Algorithm::Rendezvous, 8, 7));
    add(movedShare("ring-8-9", RINGLAB_TRANSLATE_NOOP("Experiment", "Ring: 8 → 9 members moves 11.06 % (minimum 11.11 %)"), "11.06 %",
                   11.06, Comparison::AtPrintedPrecision, 0,
                   RINGLAB_TRANSLATE_NOOP("Experiment", "ring, cache-01 … cache-08 → + cache-09; fnv1a-fmix32, 160 replicas, "
                      "1,000,000 keys session:user:{i}; theory: the minimum 1/9"),
                   Algorithm::Ring, 8, 9));
    add(movedShare("ring-8-7", RINGLAB_TRANSLATE_NOOP("Experiment", "Ring: 8 → 7 members moves 12.60 % (theory 12.50 %)"), "12.60 %",
                   12.60, Comparison::AtPrintedPrecision, 0,
                   RINGLAB_TRANSLATE_NOOP("Experiment", "ring, cache-01 … cache-08 → − cache-08; fnv1a-fmix32, 160 replicas, "
                      "1,000,000 keys session:user:{i}; theory: the minimum 1/8"),
                   Algorithm::Ring, 8, 7));
    add(movedShare("jump-8-9", RINGLAB_TRANSLATE_NOOP("Experiment", "Jump: 8 → 9 buckets moves the minimal number of keys"),
                   "≈ 11.11 %", 11.11, Comparison::WithinTolerance, 0.5,
                   RINGLAB_TRANSLATE_NOOP("Experiment", "jump, buckets cache-01 … cache-08 → + cache-09 at the end; fnv1a-fmix32, "
                      "1,000,000 keys session:user:{i}; theory: the minimum 1/9"),
                   Algorithm::Jump, 8, 9));
    add(movedShare("jump-8-7", RINGLAB_TRANSLATE_NOOP("Experiment", "Jump: removing the last of 8 buckets moves the minimum"),
                   "≈ 12.50 %", 12.5, Comparison::WithinTolerance, 0.5,
                   RINGLAB_TRANSLATE_NOOP("Experiment", "jump, cache-01 … cache-08 → − cache-08 (the last bucket; any other renumbers "
                      "the rest); fnv1a-fmix32, 1,000,000 keys session:user:{i}; theory 1/8"),
                   Algorithm::Jump, 8, 7));
    add(movedShare("directory-8-9",
                   RINGLAB_TRANSLATE_NOOP("Experiment", "Directory (coordinator): 8 → 9 members, slots moved toward fair targets"),
                   "≈ 11.11 %", 11.11, Comparison::WithinTolerance, 0.5,
                   RINGLAB_TRANSLATE_NOOP("Experiment", "directory, 16384 CRC16 slots, cache-01 … cache-08 → + cache-09, fewest "
                      "slots moved; 1,000,000 keys session:user:{i}; theory: the minimum 1/9"),
                   Algorithm::Directory, 8, 9));
    add(movedShare("directory-8-7", RINGLAB_TRANSLATE_NOOP("Experiment", "Directory (coordinator): 8 → 7 members"), "≈ 12.50 %",
                   12.5, Comparison::WithinTolerance, 0.5,
                   RINGLAB_TRANSLATE_NOOP("Experiment", "directory, 16384 CRC16 slots, cache-01 … cache-08 → − cache-08; "
                      "1,000,000 keys session:user:{i}; theory: the minimum 1/8"),
                   Algorithm::Directory, 8, 7));

    // Problem 3: a naive ring.
    {
        Experiment e;
        e.id = "naive-ring-4";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Naive ring, 4 members at one point each: one owns 45 % of the key space, "
                     "another 13 %");
        e.articleText = "45 % / 13 %";
        e.article = {{45.0, 13.0}, {}, FigureUnit::Percent, 0};
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring code as the article's (label cache-0N#0), fnv1a-fmix32, 1 replica, "
                     "cache-01 … cache-04; exact share of the hash space; theory: expected "
                     "largest and smallest of 4 random arcs");
        e.noteIfDiffers =
            RINGLAB_TRANSLATE_NOOP("Experiment", "The article's ring code places a one-point member at hash(\"cache-01#0\"). The "
               "printed 45 % and 13 % come from MD5 of the bare names cache-01 … cache-04 "
               "(next row: 44.9 % for cache-04, the node the article calls overloaded, and "
               "13.3 %), i.e. the measurement was made with another hash and label than the "
               "code shown.");
        e.run = [](ExperimentContext&) {
            const auto members = fleet(4);
            ExperimentResult result;
            result.measured = largestAndSmallest(ringKeySpaceShares(HashId::Fnv1aFmix32, 1, members), members);
            result.theoretical = percent({expectedLargestArcShare(4), expectedSmallestArcShare(4)}, 1);
            return result;
        };
        add(std::move(e));
    }
    {
        Experiment e;
        e.id = "naive-ring-4-md5-names";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "The same, hashing the bare member names with MD5 (the likely setup of the "
                     "article's measurement)");
        e.articleText = "45 % / 13 %";
        e.article = {{45.0, 13.0}, {}, FigureUnit::Percent, 0};
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "one point per member at md5(\"cache-0N\"), cache-01 … cache-04; exact "
                     "share of the hash space");
        e.run = [](ExperimentContext&) {
            const auto members = fleet(4);
            ExperimentResult result;
            result.measured =
                largestAndSmallest(bareNameArcShares(hashFunction(HashId::Md5), members), members);
            result.theoretical = percent({expectedLargestArcShare(4), expectedSmallestArcShare(4)}, 1);
            return result;
        };
        add(std::move(e));
    }
    {
        Experiment e;
        e.id = "naive-ring-4-ratio";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Largest over smallest share in that measurement: 3.4×");
        e.articleText = "3.4×";
        e.article = {{3.4}, {}, FigureUnit::Ratio, 1};
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "one point per member at md5(\"cache-0N\"), cache-01 … cache-04");
        e.run = [](ExperimentContext&) {
            const auto shares = bareNameArcShares(hashFunction(HashId::Md5), fleet(4));
            const auto [low, high] = std::minmax_element(shares.begin(), shares.end());
            ExperimentResult result;
            result.measured = {{*high / *low}, {}, FigureUnit::Ratio, 1};
            return result;
        };
        add(std::move(e));
    }
    {
        Experiment e;
        e.id = "naive-ring-8-peak";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Naive ring, 8 members at one point each: the most loaded carries 434 % of "
                     "its fair share");
        e.articleText = "434 %";
        e.article = {{434.0}, {}, FigureUnit::PercentOfFair, 0};
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 1 replica, cache-01 … cache-08, 1,000,000 keys "
                     "session:user:{i}; theory: expected largest arc, H₈ = 2.72× fair");
        e.run = [](ExperimentContext& context) {
            const auto stats = ringLoad(context, HashId::Fnv1aFmix32, 1, fleet(8));
            ExperimentResult result;
            result.measured = {{stats.peakOfFair * 100.0}, {}, FigureUnit::PercentOfFair, 1};
            result.theoretical = {{expectedLargestArcShare(8) * 800.0}, {}, FigureUnit::PercentOfFair, 1};
            return result;
        };
        add(std::move(e));
    }
    {
        Experiment e;
        e.id = "naive-ring-8-min";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "… and the least loaded 3.7 %");
        e.articleText = "3.7 %";
        e.article = {{3.7}, {}, FigureUnit::PercentOfFair, 1};
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 1 replica, cache-01 … cache-08, 1,000,000 keys "
                     "session:user:{i}; theory: expected smallest arc, 1/8 of fair");
        e.run = [](ExperimentContext& context) {
            const auto stats = ringLoad(context, HashId::Fnv1aFmix32, 1, fleet(8));
            ExperimentResult result;
            result.measured = {{stats.minOfFair * 100.0}, {}, FigureUnit::PercentOfFair, 2};
            result.theoretical = {{expectedSmallestArcShare(8) * 800.0}, {}, FigureUnit::PercentOfFair, 1};
            return result;
        };
        add(std::move(e));
    }

    // Virtual nodes: balance and memory.
    {
        Experiment e;
        e.id = "replicas-sweep";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Balance improves steadily with replicas; 160 is where the curve flattens, "
                     "500 is still clearly better");
        e.articleText = RINGLAB_TRANSLATE_NOOP("Experiment", "no figures");
        e.comparison = Comparison::NotComparable;
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, cache-01 … cache-08, 1,000,000 keys session:user:{i}, replicas 1 … "
                     "1000; relative std-dev of keys per member (fnv1a-fmix32 at 1, 10, 160, "
                     "500, 1000; the chart: md5, fnv1a, fnv1a-fmix32); theory √(7 / (8r + 1))");
        e.note = RINGLAB_TRANSLATE_NOOP("Experiment", "Measured: 500 replicas roughly halve 160's spread, as 1/√r predicts; the "
                    "article's claim holds for fnv1a-fmix32 and md5. Plain fnv1a stays "
                    "unbalanced at every count (its labels cluster).");
        e.run = [](ExperimentContext& context) {
            const auto members = fleet(8);
            const std::vector<int> shown{1, 10, 160, 500, 1000};
            ExperimentResult result;
            result.measured = {{}, {}, FigureUnit::Percent, 1};
            result.theoretical = {{}, {}, FigureUnit::Percent, 1};
            for (const HashId hash : kArticleHashes) {
                context.checkCancelled();
                ExperimentCurve curve{std::string(hashFunction(hash).name), {}, {}, false};
                for (const auto& point : replicasSweep(members, hash, context.sessionKeys(),
                                                       defaultReplicasSweep())) {
                    curve.x.push_back(point.replicas);
                    curve.y.push_back(point.relativeStdDev * 100.0);
                    if (hash == HashId::Fnv1aFmix32 &&
                        std::find(shown.begin(), shown.end(), point.replicas) != shown.end()) {
                        result.measured.values.push_back(point.relativeStdDev * 100.0);
                        result.measured.labels.push_back("r=" + std::to_string(point.replicas));
                    }
                }
                result.curves.push_back(std::move(curve));
            }
            ExperimentCurve theory{RINGLAB_TRANSLATE_NOOP("Experiment", "expected (uniform random points)"), {}, {}, true};
            for (const int r : defaultReplicasSweep()) {
                theory.x.push_back(r);
                theory.y.push_back(expectedRingRelativeStdDev(8, std::size_t(r)) * 100.0);
            }
            result.curves.push_back(std::move(theory));
            for (const int r : shown) {
                result.theoretical.values.push_back(expectedRingRelativeStdDev(8, std::size_t(r)) * 100.0);
                result.theoretical.labels.push_back("r=" + std::to_string(r));
            }
            return result;
        };
        add(std::move(e));
    }
    {
        Experiment e;
        e.id = "blog-replicas-15-20";
        e.source = "blog";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "From 15–20 virtual nodes on, the distribution is almost perfect, the "
                     "std-dev goes to zero");
        e.articleText = RINGLAB_TRANSLATE_NOOP("Experiment", "≈ 0 (almost perfect)");
        e.article = {{5.0, 5.0}, {"r=15", "r=20"}, FigureUnit::Percent, 1};
        e.comparison = Comparison::AtMost;
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, md5 (the blog's hash), cache-01 … cache-03 (the blog's three nodes), "
                     "15 and 20 replicas, 1,000,000 keys session:user:{i}; \"almost perfect\" "
                     "read as a relative std-dev of at most 5 %");
        e.noteIfDiffers =
            RINGLAB_TRANSLATE_NOOP("Experiment", "The spread falls only as 1/√r: with 15–20 points per node one node still carries "
               "about 20 % more or less than its share. A relative std-dev under 5 % takes "
               "several hundred points per node (see replicas-sweep).");
        e.run = [](ExperimentContext& context) {
            const auto members = fleet(3);
            ExperimentResult result;
            result.measured = {{}, {"r=15", "r=20"}, FigureUnit::Percent, 1};
            result.theoretical = {{}, {"r=15", "r=20"}, FigureUnit::Percent, 1};
            for (const int r : {15, 20}) {
                result.measured.values.push_back(ringLoad(context, HashId::Md5, r, members).relativeStdDev * 100.0);
                result.theoretical.values.push_back(expectedRingRelativeStdDev(3, std::size_t(r)) * 100.0);
            }
            return result;
        };
        add(std::move(e));
    }
    {
        Experiment e;
        e.id = "ring-bytes-per-point";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "A ring point takes about 12 bytes (4-byte position + 8-byte owner reference)");
        e.articleText = "~12 B";
        e.article = {{12.0, 12.0}, {"8×160", "8×500"}, FigureUnit::Bytes, 0};
        e.comparison = Comparison::NotComparable;
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "RingPlacement::memoryBytes() / points, cache-01 … cache-08 at 160 and 500 "
                     "replicas, fnv1a-fmix32");
        e.note = RINGLAB_TRANSLATE_NOOP("Experiment", "RingLab's own layout, not the article's JavaScript: a 4-byte position, a "
                    "2-byte owner index and a top-bits lookup index of at most 3.5 bytes a point.");
        e.run = [](ExperimentContext&) {
            ExperimentResult result;
            result.measured = {{}, {"8×160", "8×500"}, FigureUnit::Bytes, 2};
            for (const int r : {160, 500}) {
                const auto ring = makePlacement({Algorithm::Ring, HashId::Fnv1aFmix32, r}, fleet(8));
                result.measured.values.push_back(static_cast<double>(ring->memoryBytes()) /
                                                 (8.0 * r));
            }
            return result;
        };
        add(std::move(e));
    }
    {
        Experiment e;
        e.id = "ring-memory-8x500";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Eight members with 500 replicas take less than 50 KB");
        e.articleText = "< 50 KB";
        e.article = {{50.0}, {}, FigureUnit::Kilobytes, 0};
        e.comparison = Comparison::AtMost;
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "RingPlacement::memoryBytes(), cache-01 … cache-08, 500 replicas (4,000 "
                     "points); 1 KB = 1,000 bytes; theory: the article's 4,000 × 12 bytes");
        e.run = [](ExperimentContext&) {
            const auto ring = makePlacement({Algorithm::Ring, HashId::Fnv1aFmix32, 500}, fleet(8));
            ExperimentResult result;
            result.measured = {{static_cast<double>(ring->memoryBytes()) / 1000.0}, {}, FigureUnit::Kilobytes, 1};
            result.theoretical = {{4000.0 * 12.0 / 1000.0}, {}, FigureUnit::Kilobytes, 1};
            return result;
        };
        add(std::move(e));
    }

    // Choosing the hash.
    {
        Experiment e;
        e.id = "hash-stddev";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Swapping MD5 for FNV-1a takes the std-dev of load per node from 10.4 % to "
                     "30.7 %; fmix32 restores the balance");
        e.articleText = "10.4 % → 30.7 %";
        e.article = {{10.4, 30.7, kNoFigure}, hashNames(kArticleHashes), FigureUnit::Percent, 1};
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, cache-01 … cache-08, 160 replicas, 1,000,000 keys session:user:{i}; "
                     "relative std-dev of keys per member; theory √(7 / 1281) for uniform points");
        e.noteIfDiffers =
            RINGLAB_TRANSLATE_NOOP("Experiment", "The direction reproduces: fnv1a is three to five times worse than md5 and "
               "fnv1a-fmix32, which both lie within the spread expected of uniform points "
               "(7.4 % ± about 2 % for 8 members). The exact figures do not, and here fmix32 "
               "is not better than md5: a 160-point ring's spread depends on the member "
               "names, and the article's evidently differ (its vnode listing was made with a "
               "member called \"a\").");
        e.run = [](ExperimentContext& context) {
            ExperimentResult result;
            result.measured = {{}, hashNames(kArticleHashes), FigureUnit::Percent, 1};
            result.theoretical = {{}, hashNames(kArticleHashes), FigureUnit::Percent, 1};
            for (const HashId hash : kArticleHashes) {
                context.checkCancelled();
                result.measured.values.push_back(
                    ringLoad(context, hash, kDefaultReplicas, fleet(8)).relativeStdDev * 100.0);
                result.theoretical.values.push_back(expectedRingRelativeStdDev(8, kDefaultReplicas) * 100.0);
            }
            return result;
        };
        add(std::move(e));
    }
    {
        Experiment e;
        e.id = "hash-speed-md5";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "A ring on MD5 managed only 423,000 lookups per second");
        e.articleText = "423,000 lookups/s";
        e.article = {{423000.0}, {}, FigureUnit::LookupsPerSecond, 0};
        e.comparison = Comparison::NotComparable;
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, md5, cache-01 … cache-08 × 160 replicas, 1,000,000 keys "
                     "session:user:{i} in memory, one thread, best of 3");
        e.note = RINGLAB_TRANSLATE_NOOP("Experiment", "Timing depends on the machine and the implementation: OpenSSL's MD5 in C++ "
                    "here, Node's crypto module (a call per key) in the article.");
        e.run = [](ExperimentContext& context) {
            ExperimentResult result;
            result.measured = {{ringLookupsPerSecond(context)[0]}, {}, FigureUnit::LookupsPerSecond, 0};
            return result;
        };
        add(std::move(e));
    }
    add(speedRatio("hash-speed-fnv1a", RINGLAB_TRANSLATE_NOOP("Experiment", "FNV-1a instead of MD5: about 15× the throughput"), "~15×",
                   15.0, 1));
    add(speedRatio("hash-speed-fnv1a-fmix32",
                   RINGLAB_TRANSLATE_NOOP("Experiment", "fnv1a-fmix32: the balance of MD5 at about 13× its speed"), "~13×", 13.0, 2));
    {
        Experiment e;
        e.id = "vnode-positions-fnv1a";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Under FNV-1a, cache-01#0 … #4 land in a narrow band around 4.0 billion");
        e.articleText = "4037809751 / 4021032132 / 4071364989 / 4054587370 / 3970699275";
        e.article = {kArticleVnodePositions, {}, FigureUnit::RingPosition, 0};
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "fnv1a of the labels cache-01#0 … cache-01#4 (the ring's labels)");
        e.noteIfDiffers =
            RINGLAB_TRANSLATE_NOOP("Experiment", "cache-01's labels cluster just the same (a band of 67 million, 1.6 % of the "
               "ring), but at other positions: the printed numbers are exactly FNV-1a of a#0 … "
               "a#4 (next row), so the listing came from a member named \"a\".");
        e.run = [](ExperimentContext&) { return vnodeLabelsUnder(HashId::Fnv1a, "cache-01"); };
        add(std::move(e));
    }
    {
        Experiment e;
        e.id = "vnode-positions-fnv1a-a";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "The article's printed positions, recomputed for a member named \"a\"");
        e.articleText = "4037809751 / 4021032132 / 4071364989 / 4054587370 / 3970699275";
        e.article = {kArticleVnodePositions, {}, FigureUnit::RingPosition, 0};
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "fnv1a of the labels a#0 … a#4");
        e.run = [](ExperimentContext&) { return vnodeLabelsUnder(HashId::Fnv1a, "a"); };
        add(std::move(e));
    }
    for (const HashId hash : {HashId::Fnv1aFmix32, HashId::Md5}) {
        Experiment e;
        e.id = hash == HashId::Md5 ? "vnode-positions-md5" : "vnode-positions-fnv1a-fmix32";
        e.source = "article";
        e.claim = hash == HashId::Md5
                      ? RINGLAB_TRANSLATE_NOOP("Experiment", "Under MD5, cache-01#0 … #4 spread over the whole ring")
                      : RINGLAB_TRANSLATE_NOOP("Experiment", "Under fnv1a-fmix32, cache-01#0 … #4 spread over the whole ring");
        e.articleText = RINGLAB_TRANSLATE_NOOP("Experiment", "spread out");
        e.comparison = Comparison::NotComparable;
        e.setup = hash == HashId::Md5 ? RINGLAB_TRANSLATE_NOOP("Experiment", "md5 of the labels cache-01#0 … cache-01#4")
                                      : RINGLAB_TRANSLATE_NOOP("Experiment", "fnv1a-fmix32 of the labels cache-01#0 … cache-01#4");
        e.run = [hash](ExperimentContext&) { return vnodeLabelsUnder(hash, "cache-01"); };
        add(std::move(e));
    }

    // Weights.
    {
        Experiment e;
        e.id = "weights-4-4-1-1";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Weights 4:4:1:1 give 40.6 %, 41.1 %, 9.4 %, 9.0 % against the ideal "
                     "40/40/10/10");
        e.articleText = "40.6 / 41.1 / 9.4 / 9.0 %";
        e.article = {{40.6, 41.1, 9.4, 9.0}, {}, FigureUnit::Percent, 1};
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 160 replicas per unit of weight, cache-01=4, "
                     "cache-02=4, cache-03=1, cache-04=1, 1,000,000 keys session:user:{i}");
        e.noteIfDiffers =
            RINGLAB_TRANSLATE_NOOP("Experiment", "Not reproducible from the article's code with cache-01 … cache-04; no other "
               "naming tried (a–d, node-N, cache-N, md5) gives exactly the printed shares "
               "either. Both lie within a 160-point ring's expected spread (about ±1/√(160·w): "
               "±0.8 points for the 10 % members, ±1.6 for the 40 % ones), so the article "
               "most likely measured other member names.");
        e.run = [](ExperimentContext& context) {
            const std::vector<Member> members{{"cache-01", 4}, {"cache-02", 4}, {"cache-03", 1}, {"cache-04", 1}};
            const auto stats = ringLoad(context, HashId::Fnv1aFmix32, kDefaultReplicas, members);
            ExperimentResult result;
            std::vector<double> shares;
            std::vector<std::string> ids;
            for (const auto& m : stats.members) {
                shares.push_back(m.share);
                ids.push_back(m.id);
            }
            result.measured = percent(shares, 1, ids);
            result.theoretical = percent(fairShares(members), 1, ids);
            return result;
        };
        add(std::move(e));
    }

    // The failover client.
    {
        Experiment e;
        e.id = "failover-4-keys";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Four nodes, 10,000 keys: cache-01 2213 | cache-02 2462 | cache-03 2923 | "
                     "cache-04 2402");
        e.articleText = "2213 / 2462 / 2923 / 2402";
        e.article = {{2213, 2462, 2923, 2402}, {}, FigureUnit::Count, 0};
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-04, keys user:0 … "
                     "user:9999; theory: 2,500 each");
        e.run = [](ExperimentContext& context) {
            const auto members = fleet(4);
            const auto ring = makePlacement({}, members);
            const auto counts = assignKeys(*ring, context.userKeys()).keysPerMember();
            ExperimentResult result;
            result.measured = {{}, {}, FigureUnit::Count, 0};
            for (std::size_t m = 0; m < counts.size(); ++m) {
                result.measured.values.push_back(static_cast<double>(counts[m]));
                result.measured.labels.push_back(members[m].id);
            }
            result.theoretical = {std::vector<double>(4, 2500.0), result.measured.labels,
                                  FigureUnit::Count, 0};
            return result;
        };
        add(std::move(e));
    }
    {
        Experiment e;
        e.id = "failover-4-misses";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Killing cache-02 of four turns 24.6 % of the traffic into misses");
        e.articleText = "24.6 %";
        e.article = {{24.6}, {}, FigureUnit::Percent, 1};
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-04, keys user:0 … "
                     "user:9999, kill cache-02; failover depth 2 (a miss is served by the next "
                     "owner clockwise); theory 1/4");
        e.run = [](ExperimentContext& context) { return failoverMisses(context, 4); };
        add(std::move(e));
    }
    {
        Experiment e;
        e.id = "failover-4-hard-failures";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "… and no hard failures: every key of cache-02 is served by the next node");
        e.articleText = "0";
        e.article = {{0.0}, {}, FigureUnit::Count, 0};
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "as failover-4-misses; a hard failure is a key with no other owner");
        e.run = [](ExperimentContext& context) {
            const auto ring = makePlacement({}, fleet(4));
            ExperimentResult result;
            result.measured = {{static_cast<double>(killMember(*ring, context.userKeys(), "cache-02").hardFailures)},
                               {}, FigureUnit::Count, 0};
            result.theoretical = {{0.0}, {}, FigureUnit::Count, 0};
            return result;
        };
        add(std::move(e));
    }
    {
        Experiment e;
        e.id = "failover-8-misses";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "With eight nodes one failure costs 12.5 % misses");
        e.articleText = "12.5 %";
        e.article = {{12.5}, {}, FigureUnit::Percent, 1};
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 160 replicas, cache-01 … cache-08, keys user:0 … "
                     "user:9999, kill cache-02; theory 1/8");
        e.noteIfDiffers =
            RINGLAB_TRANSLATE_NOOP("Experiment", "The article's 12.5 % is 1/8, the expectation; the misses are the killed node's "
               "actual share of the keys, which at 160 replicas is off 1/N by a point or so.");
        e.run = [](ExperimentContext& context) { return failoverMisses(context, 8); };
        add(std::move(e));
    }

    // Production pitfalls.
    {
        Experiment e;
        e.id = "version-skew-8-9";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Rolling 8 → 9: half the clients see 8 nodes, half 9; they disagree on about "
                     "11 % of the keys");
        e.articleText = "~11 %";
        e.article = {{11.0}, {}, FigureUnit::Percent, 0};
        e.comparison = Comparison::WithinTolerance;
        e.tolerance = 0.5;
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, 160 replicas, one client group on cache-01 … cache-08, "
                     "the other on cache-01 … cache-09, 1,000,000 keys session:user:{i}; share "
                     "of keys the groups send to different nodes; theory 1/9");
        e.run = [](ExperimentContext& context) {
            const KeySet& keys = context.sessionKeys();
            const auto oldView = assignKeys(*makePlacement({}, fleet(8)), keys);
            const auto newView = assignKeys(*makePlacement({}, fleet(9)), keys);
            ExperimentResult result;
            result.measured = percent(diffAssignments(oldView, newView).movedFraction(), 2);
            result.theoretical = percent(1.0 / 9.0, 2);
            return result;
        };
        add(std::move(e));
    }
    {
        Experiment e;
        e.id = "replicas-160-500";
        e.source = "article";
        e.claim = RINGLAB_TRANSLATE_NOOP("Experiment", "Changing replicas from 160 to 500 moves every ring position and nearly all "
                     "keys");
        e.articleText = RINGLAB_TRANSLATE_NOOP("Experiment", "almost all");
        e.article = {{90.0}, {}, FigureUnit::Percent, 0};
        e.comparison = Comparison::AtLeast;
        e.setup = RINGLAB_TRANSLATE_NOOP("Experiment", "ring, fnv1a-fmix32, cache-01 … cache-08, 160 → 500 replicas, 1,000,000 keys "
                     "session:user:{i}; \"almost all\" read as at least 90 %; theory (1 − "
                     "160/500) × 7/8");
        e.noteIfDiffers =
            RINGLAB_TRANSLATE_NOOP("Experiment", "The article's own ring keeps every old position: labels cache-0N#0 … #159 hash "
               "the same at 500 replicas, and 340 new points a member are added. A key moves "
               "only when a new point of another member lands before its old point: about "
               "(1 − 160/500) × (N − 1)/N, 59.5 % for 8 members (51 % for 4). Disruptive, but "
               "not \"almost all\".");
        e.run = [](ExperimentContext& context) {
            const KeySet& keys = context.sessionKeys();
            const auto before = assignKeys(*makePlacement({Algorithm::Ring, HashId::Fnv1aFmix32, 160}, fleet(8)), keys);
            const auto after = assignKeys(*makePlacement({Algorithm::Ring, HashId::Fnv1aFmix32, 500}, fleet(8)), keys);
            ExperimentResult result;
            result.measured = percent(diffAssignments(before, after).movedFraction(), 2);
            result.theoretical = percent((1.0 - 160.0 / 500.0) * 7.0 / 8.0, 2);
            return result;
        };
        add(std::move(e));
    }
    return all;
}

}  // namespace

const std::vector<Experiment>& experiments()
{
    static const std::vector<Experiment> all = buildCatalogue();
    return all;
}

}  // namespace ringlab
