// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The experiments behind `ringlab-cli reproduce` and the Experiments panel: every row is
// present, every reproducible figure is exact, the verdicts say which of the article's
// figures RingLab reproduces, and the measurement helpers agree with the engine.
#include "model/core/Experiments.h"
#include "model/core/LabSnapshot.h"
#include "model/core/MembershipChange.h"
#include "model/core/RingPlacement.h"
#include "model/core/ValidationError.h"
#include "model/core/experiments/ExperimentSections.h"
#include "tests/common/SanitizedBuild.h"

#include <QTest>

#include <algorithm>
#include <iterator>
#include <map>
#include <set>

using namespace ringlab;

namespace {

// Every experiment the issue asks for, in catalogue order.
const std::vector<std::string> kExpectedIds{
    "modulo-8-9", "modulo-8-7", "modulo-100-101", "modulo-5-4", "rendezvous-8-9",
    "rendezvous-8-7", "ring-8-9", "ring-8-7", "jump-8-9", "jump-8-7", "directory-8-9",
    "directory-8-7", "naive-ring-4", "naive-ring-4-md5-names", "naive-ring-4-ratio",
    "naive-ring-8-peak", "naive-ring-8-min", "replicas-sweep", "blog-replicas-15-20",
    "ring-bytes-per-point", "ring-memory-8x500", "hash-stddev", "hash-speed-md5",
    "hash-speed-fnv1a", "hash-speed-fnv1a-fmix32", "vnode-positions-fnv1a",
    "vnode-positions-fnv1a-a", "vnode-positions-fnv1a-fmix32", "vnode-positions-md5",
    "weights-4-4-1-1", "failover-4-keys", "failover-4-misses", "failover-4-hard-failures",
    "failover-8-misses", "version-skew-8-9", "replicas-160-500", "envoy-ring-add-11",
    "cassandra-add-node", "cassandra-tokens-16-256", "maglev-vs-ring-remove",
    "maglev-remove-100", "ketama-add-100", "ketama-add-99",
    "compare-modulo-moved", "compare-ring-moved", "compare-ketama-moved", "compare-maglev-moved",
    "compare-envoy-ring-moved", "compare-cassandra-16-moved", "compare-cassandra-256-moved",
    "compare-modulo-balance", "compare-ring-balance", "compare-ketama-balance",
    "compare-maglev-balance", "compare-envoy-ring-balance", "compare-cassandra-16-balance",
    "compare-cassandra-256-balance"};

// The rows that time a loop: run in the release build only (their figures say nothing under
// the sanitizers, where they take about half of the catalogue's time).
const std::set<std::string> kTimingIds{"hash-speed-md5", "hash-speed-fnv1a", "hash-speed-fnv1a-fmix32"};

// What this build runs: the whole catalogue (the empty selection), but for the timing rows
// under the sanitizers.
std::vector<std::string> selection()
{
    std::vector<std::string> ids;
    if (tests::kSanitizedBuild)
        std::copy_if(kExpectedIds.begin(), kExpectedIds.end(), std::back_inserter(ids),
                     [](const std::string& id) { return !kTimingIds.contains(id); });
    return ids;
}

std::size_t rowsRun()
{
    return kExpectedIds.size() - (tests::kSanitizedBuild ? kTimingIds.size() : 0);
}

double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

std::vector<double> roundedAll(const std::vector<double>& values, int decimals)
{
    std::vector<double> out;
    for (const double v : values)
        out.push_back(rounded(v, decimals));
    return out;
}

Experiment syntheticExperiment(Comparison comparison, std::vector<double> article, int decimals,
                               double tolerance = 0.0)
{
    Experiment e;
    e.id = "synthetic";
    e.article = {std::move(article), {}, FigureUnit::Percent, decimals};
    e.comparison = comparison;
    e.tolerance = tolerance;
    return e;
}

}  // namespace

class ExperimentsTest : public QObject {
    Q_OBJECT

    std::map<std::string, ExperimentOutcome> outcomes_;
    int progressCalls_ = 0;

    const ExperimentResult& result(const std::string& id)
    {
        const auto found = outcomes_.find(id);
        if (found == outcomes_.end())
            qFatal("experiment %s did not run", id.c_str());
        return found->second.result;
    }

private slots:
    // Setups name their key sets by token, spelled out from the parameters the runs use: no
    // setup types a key count of its own (there were 35 "1,000,000 keys" typed by hand).
    void setupsNameTheKeysTheRunsUse()
    {
        ExperimentContext context;
        QCOMPARE(context.sessionKeys().size(), kSessionKeySet.count);
        QCOMPARE(context.sessionKeys().key(42), std::string("session:user:42"));
        QCOMPARE(context.userKeys().size(), kUserKeySet.count);
        QCOMPARE(experimentSetup("ring, {session-keys}; theory 1/9"),
                 std::string("ring, 1,000,000 keys session:user:{i}; theory 1/9"));
        QCOMPARE(experimentSetup("{user-keys}", [](std::size_t count, std::string_view pattern) {
                     return std::to_string(count) + " Schlüssel " + std::string(pattern);
                 }),
                 std::string("10000 Schlüssel user:{i}"));
        int naming = 0;
        for (const Experiment& e : experiments()) {
            const std::string setup(e.setup);
            QVERIFY2(setup.find("1,000,000") == std::string::npos && setup.find("10,000 keys") == std::string::npos,
                     e.setup);
            naming += setup.find(kSessionKeySet.token) != std::string::npos;
        }
        QVERIFY(naming >= 30);
    }

    // The side-by-side rows' fleet change is named by its token too, from the fleet the runs
    // change: host-01:11211 … host-10:11211, + host-11:11211, − host-04:11211.
    void setupsNameTheFleetChangeTheRunsMake()
    {
        QCOMPARE(kSideBySideChange.memberId(0), std::string("host-01:11211"));
        QCOMPARE(kSideBySideChange.memberId(kSideBySideChange.count), std::string("host-11:11211"));
        QCOMPARE(kSideBySideChange.memberId(kSideBySideChange.removed), std::string("host-04:11211"));
        QCOMPARE(experimentSetup("{side-by-side-change}; ketama"),
                 std::string("host-01 … host-10:11211, weight 1 → + host-11:11211, and → − host-04:11211; ketama"));
        int naming = 0;
        for (const Experiment& e : experiments()) {
            const std::string setup(e.setup);
            QVERIFY2(setup.find("host-01 … host-10") == std::string::npos, e.setup);
            naming += setup.find(kSideBySideChange.token) != std::string::npos;
        }
        QCOMPARE(naming, 14);
    }

    // The real-client rows look their client up by name: a name not in the table is refused
    // with a message naming it, never read past the table's end.
    void aComparedClientIsLookedUpByCheckedName()
    {
        QCOMPARE(catalogue::comparedClientConfig("maglev").algorithm, Algorithm::Maglev);
        QCOMPARE(catalogue::comparedClientConfig("cassandra-256").cassandra.numTokens, 256);
        try {
            catalogue::comparedClientConfig("maglv");
            QFAIL("a misspelt client was accepted");
        } catch (const ValidationError& e) {
            const QString message = QString::fromUtf8(e.what());
            QVERIFY2(message.contains(QStringLiteral("“maglv”")) && message.contains(QStringLiteral("maglev")),
                     qPrintable(message));
        }
    }

    void initTestCase()
    {
        const RunControl control = RunControl::watched();
        for (auto& outcome : runExperiments(selection(), control, [&](const ExperimentOutcome&) { ++progressCalls_; }))
            outcomes_.emplace(std::string(outcome.experiment->id), std::move(outcome));
        QCOMPARE(control.progress(), 1.0);
    }

    void everyRowIsPresentInOrder()
    {
        std::vector<std::string> catalogue;
        for (const auto& e : experiments())
            catalogue.emplace_back(e.id);
        QCOMPARE(catalogue, kExpectedIds);
        QCOMPARE(outcomes_.size(), rowsRun());
        QCOMPARE(progressCalls_, int(rowsRun()));
        for (const auto& [id, outcome] : outcomes_) {
            const Experiment& e = *outcome.experiment;
            QVERIFY2(*e.claim && *e.articleText && *e.setup, id.c_str());
            QVERIFY2(!outcome.result.measured.empty(), id.c_str());
            QVERIFY2(!outcome.result.measured.text().empty(), id.c_str());
            // A differing figure always says why.
            if (outcome.result.verdict == Verdict::Differs)
                QVERIFY2(!outcome.notes().empty(), id.c_str());
        }
    }

    void verdicts()
    {
        const std::set<std::string> differing{"naive-ring-4",      "blog-replicas-15-20",
                                              "hash-stddev",       "vnode-positions-fnv1a",
                                              "weights-4-4-1-1",   "failover-8-misses",
                                              "replicas-160-500",  "ketama-add-100",
                                              "ketama-add-99",     "envoy-ring-add-11",
                                              // Envoy's "about double" is not met by 10 hosts
                                              // on 65,537 entries; Envoy's ring resizes with N.
                                              "compare-maglev-moved", "compare-envoy-ring-moved"};
        const std::set<std::string> indicative{"replicas-sweep", "ring-bytes-per-point",
                                               "hash-speed-md5", "hash-speed-fnv1a",
                                               "hash-speed-fnv1a-fmix32",
                                               "vnode-positions-fnv1a-fmix32",
                                               "vnode-positions-md5",
                                               // the baseline, and clients that publish no figure
                                               "compare-modulo-moved", "compare-modulo-balance",
                                               "compare-ketama-balance", "compare-envoy-ring-balance"};
        for (const auto& [id, outcome] : outcomes_) {
            const Verdict expected = differing.contains(id)    ? Verdict::Differs
                                     : indicative.contains(id) ? Verdict::Indicative
                                                               : Verdict::Matches;
            QVERIFY2(outcome.result.verdict == expected,
                     (id + ": " + std::string(verdictName(outcome.result.verdict))).c_str());
        }
    }

    void movedShares_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("measured");
        QTest::addColumn<double>("theory");
        QTest::newRow("modulo 8 -> 9") << "modulo-8-9" << 88.93 << 88.89;
        QTest::newRow("modulo 8 -> 7") << "modulo-8-7" << 87.51 << 87.50;
        QTest::newRow("modulo 100 -> 101") << "modulo-100-101" << 99.00 << 99.01;
        QTest::newRow("modulo 5 -> 4") << "modulo-5-4" << 80.02 << 80.00;
        QTest::newRow("rendezvous 8 -> 9") << "rendezvous-8-9" << 11.09 << 11.11;
        QTest::newRow("rendezvous 8 -> 7") << "rendezvous-8-7" << 12.53 << 12.50;
        QTest::newRow("ring 8 -> 9") << "ring-8-9" << 11.06 << 11.11;
        QTest::newRow("ring 8 -> 7") << "ring-8-7" << 12.60 << 12.50;
        QTest::newRow("jump 8 -> 9") << "jump-8-9" << 11.11 << 11.11;
        QTest::newRow("jump 8 -> 7") << "jump-8-7" << 12.42 << 12.50;
        // redis-cli's rebalance gives cache-09 1824 slots: 1820 expected and the rounding remainder.
        QTest::newRow("directory 8 -> 9") << "directory-8-9" << 11.15 << 11.11;
        QTest::newRow("directory 8 -> 7") << "directory-8-7" << 12.50 << 12.50;
        QTest::newRow("version skew") << "version-skew-8-9" << 11.06 << 11.11;
        QTest::newRow("replicas 160 -> 500") << "replicas-160-500" << 58.65 << 59.50;
        QTest::newRow("failover four") << "failover-4-misses" << 24.62 << 25.00;
        QTest::newRow("failover eight") << "failover-8-misses" << 13.73 << 12.50;
        // libmemcached's single-precision point counts (156 for 100 equal servers, 160 for 99
        // or 101) move keys between old servers too; tst_ketama holds the counts against it.
        QTest::newRow("ketama 100 -> 101") << "ketama-add-100" << 3.24 << 0.99;
        QTest::newRow("ketama 99 -> 100") << "ketama-add-99" << 3.17 << 1.00;
        QTest::newRow("maglev 100 -> 99") << "maglev-remove-100" << 1.57 << 1.00;
        // Envoy gives each host ceil(1024 / N) points: 103 for 10 hosts, 94 for 11.
        QTest::newRow("envoy ring 10 -> 11") << "envoy-ring-add-11" << 15.47 << 9.09;
    }

    void movedShares()
    {
        QFETCH(QString, id);
        QFETCH(double, measured);
        QFETCH(double, theory);
        const auto& r = result(id.toStdString());
        QCOMPARE(r.measured.values.size(), std::size_t{1});
        QCOMPARE(rounded(r.measured.values[0], 2), measured);
        QCOMPARE(rounded(r.theoretical.values[0], 2), theory);
        QCOMPARE(r.measured.unit, FigureUnit::Percent);
    }

    // The lab's counter sets Maglev against the ring with the experiment's measurement: the same
    // fleet and change in the lab give the experiment's ratio.
    void theLabsMaglevCounterMeasuresAsTheExperiment()
    {
        std::vector<Member> hosts = numberedMembers("host-", 100, 3);
        for (Member& host : hosts)
            host.id += ":11211";
        std::vector<Member> without = hosts;
        without.erase(without.begin() + 42);  // host-043
        const KeySet keys = KeySet::fromPattern("session:user:{i}", 1'000'000);
        const PlacementConfig maglev{.algorithm = Algorithm::Maglev};
        const auto before = computeSnapshot({hosts, maglev, keys, std::nullopt}, nullptr, 1);
        const auto after = computeSnapshot({without, maglev, keys, "removing host-043:11211"}, before, 2);
        QVERIFY(after->diff && after->ringMovedFraction);
        const double ratio = after->diff->movedFraction() / *after->ringMovedFraction;
        QCOMPARE(ratio, result("maglev-vs-ring-remove").measured.values.at(0));
        QCOMPARE(rounded(ratio, 2), 1.64);
    }

    // The side-by-side rows, recomputed here from the engine: each change as the lab's counter
    // measures it (diffMembershipChange), each changed fleet's balance from a placement built
    // for it directly, not copied from the fleet before.
    void clientComparisonAgreesWithTheEngine_data()
    {
        QTest::addColumn<QString>("client");
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("numTokens");
        QTest::newRow("modulo") << "modulo" << int(Algorithm::Modulo) << 0;
        QTest::newRow("ring") << "ring" << int(Algorithm::Ring) << 0;
        QTest::newRow("ketama") << "ketama" << int(Algorithm::Ketama) << 0;
        QTest::newRow("maglev") << "maglev" << int(Algorithm::Maglev) << 0;
        QTest::newRow("envoy-ring") << "envoy-ring" << int(Algorithm::EnvoyRing) << 0;
        QTest::newRow("cassandra-16") << "cassandra-16" << int(Algorithm::Cassandra) << 16;
        QTest::newRow("cassandra-256") << "cassandra-256" << int(Algorithm::Cassandra) << 256;
    }

    void clientComparisonAgreesWithTheEngine()
    {
        QFETCH(QString, client);
        QFETCH(int, algorithm);
        QFETCH(int, numTokens);
        PlacementConfig config{.algorithm = Algorithm(algorithm)};
        if (numTokens != 0)
            config.cassandra.numTokens = numTokens;
        config.cassandra.tokenAllocation = CassandraTokenAllocation::Random;  // as the experiments say
        const auto fleet = [](std::size_t count) {
            std::vector<Member> members;
            for (std::size_t i = 1; i <= count; ++i)
                members.push_back({QString::asprintf("host-%02zu:11211", i).toStdString(), 1.0});
            return members;
        };
        std::vector<Member> removed = fleet(10);
        removed.erase(removed.begin() + 3);
        QCOMPARE(removed[3].id, std::string("host-05:11211"));
        const std::vector<std::vector<Member>> changed{fleet(11), removed};
        const KeySet keys = KeySet::fromPattern("session:user:{i}", 1'000'000);

        const auto& moved = result("compare-" + client.toStdString() + "-moved");
        const auto& balance = result("compare-" + client.toStdString() + "-balance");
        QCOMPARE(moved.measured.values.size(), std::size_t{2});
        QCOMPARE(balance.measured.values.size(), std::size_t{2});
        QCOMPARE(moved.measured.unit, FigureUnit::Ratio);
        QCOMPARE(balance.measured.unit, FigureUnit::Percent);
        for (std::size_t change = 0; change < changed.size(); ++change) {
            const AssignmentDiff diff = diffMembershipChange(config, fleet(10), changed[change], keys);
            QCOMPARE(moved.measured.values[change], diff.movedFraction() / diff.leastFraction());
            // The consistent clients move exactly the least; modulo about N times it.
            if (client == "ring" || client == "ketama" || client.startsWith("cassandra"))
                QCOMPARE(diff.movedKeys, diff.leastMovedKeys);
            if (client == "modulo")
                QVERIFY(diff.movedFraction() > 0.89);

            const auto placement = makePlacement(config, changed[change]);
            const std::vector<double> shares = *placement->keySpaceShares();
            const double n = double(shares.size());
            double squares = 0.0;
            for (const double share : shares)
                squares += (share * n - 1.0) * (share * n - 1.0);
            QVERIFY(qFuzzyCompare(1.0 + balance.measured.values[change], 1.0 + 100.0 * std::sqrt(squares / n)));
        }
        if (client == "maglev") {
            // Envoy's table: every host within one entry of the others, so far under 1 %.
            QVERIFY(balance.measured.values[0] < 100.0 * 11.0 / 65537.0);
            QVERIFY(balance.measured.values[1] < 100.0 * 9.0 / 65537.0);
        }
        if (client == "ring")
            QCOMPARE(balance.theoretical.values[0], 100.0 * expectedRingRelativeStdDev(11, 160));
        if (client == "envoy-ring") {
            // What the row's note says: ceil(1,024 / N) points a host for 10, 11 and 9 hosts.
            const auto pointsOfFirst = [&](const std::vector<Member>& members) {
                const auto placement = makePlacement(config, members);
                return dynamic_cast<const RingPlacement&>(*placement).pointCountOf(0);
            };
            QCOMPARE(pointsOfFirst(fleet(10)), std::size_t{103});
            QCOMPARE(pointsOfFirst(fleet(11)), std::size_t{94});
            QCOMPARE(pointsOfFirst(removed), std::size_t{114});
        }
    }

    void naiveRings()
    {
        const auto& ours = result("naive-ring-4").measured;
        QCOMPARE(roundedAll(ours.values, 1), (std::vector<double>{66.8, 0.5}));
        QCOMPARE(ours.labels, (std::vector<std::string>{"cache-02", "cache-03"}));
        // MD5 of the bare names: the article's 45 % (cache-04, the node it names) and 13 %.
        const auto& md5 = result("naive-ring-4-md5-names").measured;
        QCOMPARE(roundedAll(md5.values, 1), (std::vector<double>{44.9, 13.3}));
        QCOMPARE(md5.labels, (std::vector<std::string>{"cache-04", "cache-02"}));
        QCOMPARE(md5.text(), std::string("44.9 / 13.3 %"));
        QCOMPARE(rounded(result("naive-ring-4-ratio").measured.values[0], 2), 3.37);
        QCOMPARE(rounded(result("naive-ring-8-peak").measured.values[0], 0), 434.0);
        QCOMPARE(rounded(result("naive-ring-8-min").measured.values[0], 1), 3.7);
        QCOMPARE(rounded(result("naive-ring-8-peak").theoretical.values[0], 1), 271.8);
    }

    void weightsAndFailoverCounts()
    {
        QCOMPARE(roundedAll(result("weights-4-4-1-1").measured.values, 1),
                 (std::vector<double>{41.5, 37.6, 11.6, 9.2}));
        QCOMPARE(result("weights-4-4-1-1").theoretical.values, (std::vector<double>{40, 40, 10, 10}));
        QCOMPARE(result("failover-4-keys").measured.values, (std::vector<double>{2213, 2462, 2923, 2402}));
        QCOMPARE(result("failover-4-hard-failures").measured.values, std::vector<double>{0.0});
    }

    void vnodePositions()
    {
        const auto& a = result("vnode-positions-fnv1a-a").measured;
        QCOMPARE(a.values, (std::vector<double>{4037809751.0, 4021032132.0, 4071364989.0,
                                                4054587370.0, 3970699275.0}));
        QCOMPARE(a.labels.front(), std::string("a#0"));
        const auto& cache = result("vnode-positions-fnv1a").measured;
        QCOMPARE(cache.values.front(), 3836199032.0);
        QCOMPARE(cache.labels.back(), std::string("cache-01#4"));
        // FNV-1a clusters the five labels within 1.6 % of the ring; fmix32 spreads them.
        const auto span = [](const std::vector<double>& v) {
            return *std::max_element(v.begin(), v.end()) - *std::min_element(v.begin(), v.end());
        };
        QVERIFY(span(cache.values) < 0.016 * 4294967296.0);
        QVERIFY(span(result("vnode-positions-fnv1a-fmix32").measured.values) > 0.25 * 4294967296.0);
    }

    void balanceAndMemory()
    {
        QCOMPARE(roundedAll(result("hash-stddev").measured.values, 1), (std::vector<double>{6.0, 28.0, 9.3}));
        QCOMPARE(result("hash-stddev").measured.labels,
                 (std::vector<std::string>{"md5", "fnv1a", "fnv1a-fmix32"}));
        const auto& sweep = result("replicas-sweep");
        QCOMPARE(roundedAll(sweep.measured.values, 1), (std::vector<double>{129.6, 24.0, 9.3, 3.8, 3.2}));
        QCOMPARE(sweep.curves.size(), std::size_t{4});  // md5, fnv1a, fnv1a-fmix32, theory
        QVERIFY(sweep.curves.back().theoretical);
        QCOMPARE(sweep.curves.front().x.size(), defaultReplicasSweep().size());
        QCOMPARE(roundedAll(result("blog-replicas-15-20").measured.values, 1), (std::vector<double>{30.6, 17.6}));
        // 11,804 bytes for 8 × 160 points (docs/performance.md) and 32,220 for 8 × 500.
        const auto& perPoint = result("ring-bytes-per-point").measured.values;
        QCOMPARE(std::round(perPoint[0] * 1280.0), 11804.0);
        QCOMPARE(std::round(perPoint[1] * 4000.0), 32220.0);
        QVERIFY(result("ring-memory-8x500").measured.values[0] < 50.0);
    }

    void speedOnlyByOrder()
    {
        if (tests::kSanitizedBuild)
            QSKIP("timings are left to the release build");
        // Timings are machine-dependent: only the order is asserted (MD5 is the slowest by far).
        QVERIFY(result("hash-speed-md5").measured.values[0] > 0.0);
        QVERIFY(result("hash-speed-fnv1a").measured.values[0] > 2.0);
        QVERIFY(result("hash-speed-fnv1a-fmix32").measured.values[0] > 2.0);
    }

    void judgeComparisons()
    {
        const Figure measured{{11.06}, {}, FigureUnit::Percent, 2};
        QCOMPARE(judge(syntheticExperiment(Comparison::AtPrintedPrecision, {11.06}, 2), measured), Verdict::Matches);
        QCOMPARE(judge(syntheticExperiment(Comparison::AtPrintedPrecision, {11.07}, 2), measured), Verdict::Differs);
        QCOMPARE(judge(syntheticExperiment(Comparison::AtPrintedPrecision, {11.1}, 1), measured), Verdict::Matches);
        QCOMPARE(judge(syntheticExperiment(Comparison::AtPrintedPrecision, {11.06, 1.0}, 2), measured), Verdict::Differs);
        QCOMPARE(judge(syntheticExperiment(Comparison::WithinTolerance, {11.0}, 0, 0.1), measured), Verdict::Matches);
        QCOMPARE(judge(syntheticExperiment(Comparison::WithinTolerance, {11.0}, 0, 0.05), measured), Verdict::Differs);
        QCOMPARE(judge(syntheticExperiment(Comparison::AtMost, {11.0}, 0), measured), Verdict::Differs);
        QCOMPARE(judge(syntheticExperiment(Comparison::AtLeast, {11.0}, 0), measured), Verdict::Matches);
        QCOMPARE(judge(syntheticExperiment(Comparison::NotComparable, {99.0}, 0), measured), Verdict::Indicative);
        // A blank article component is not compared.
        const Figure two{{6.0, 28.0}, {}, FigureUnit::Percent, 1};
        QCOMPARE(judge(syntheticExperiment(Comparison::AtPrintedPrecision, {kNoFigure, 28.0}, 1), two), Verdict::Matches);
    }

    void figureText()
    {
        QCOMPARE((Figure{{41.55, 9.04}, {}, FigureUnit::Percent, 1}.text()), std::string("41.5 / 9.0 %"));
        QCOMPARE((Figure{{3.38}, {}, FigureUnit::Ratio, 1}.text()), std::string("3.4×"));
        QCOMPARE((Figure{{10.4, kNoFigure}, {}, FigureUnit::Percent, 1}.text()), std::string("10.4 / – %"));
        QCOMPARE((Figure{{2213}, {}, FigureUnit::Count, 0}.text()), std::string("2213"));
        QCOMPARE(Figure{}.text(), std::string());
        QCOMPARE((Figure{{434}, {}, FigureUnit::PercentOfFair, 0}.text("% des fairen Anteils")),
                 std::string("434 % des fairen Anteils"));
    }

    void theory()
    {
        QCOMPARE(expectedModuloMovedFraction(8, 9), 8.0 / 9.0);
        QCOMPARE(expectedModuloMovedFraction(8, 7), 7.0 / 8.0);
        QCOMPARE(expectedModuloMovedFraction(4, 6), 1.0 - 4.0 / 12.0);  // lcm 12
        QCOMPARE(expectedModuloMovedFraction(5, 5), 0.0);
        QCOMPARE(expectedLargestArcShare(1), 1.0);
        QCOMPARE(expectedLargestArcShare(2), 0.75);
        QCOMPARE(expectedSmallestArcShare(4), 1.0 / 16.0);
        QCOMPARE(expectedRingRelativeStdDev(1, 160), 0.0);
        QCOMPARE(rounded(expectedRingRelativeStdDev(8, 160) * 100.0, 2), 7.39);
    }

    void killMemberAgreesWithRemovingIt()
    {
        // The misses of a kill are exactly the keys that move when the member is removed, and
        // each is served by the member that takes it over.
        const auto ring = makePlacement({}, numberedMembers("cache-", 5));
        const KeySet keys = KeySet::fromPattern("order:{i}", 20'000);
        const KillOutcome kill = killMember(*ring, keys, "cache-03");
        const auto without = ring->withMembers(
            {{"cache-01", 1}, {"cache-02", 1}, {"cache-04", 1}, {"cache-05", 1}});
        const auto diff = diffAssignments(assignKeys(*ring, keys), assignKeys(*without, keys));
        QCOMPARE(kill.misses, diff.movedKeys);
        QCOMPARE(kill.misses, kill.keysPerMember[2]);
        QCOMPARE(kill.servedFromCache + kill.misses, keys.size());
        QCOMPARE(kill.hardFailures, std::size_t{0});
        QCOMPARE(kill.missesServedBy[2], std::size_t{0});
        for (const auto& flow : diff.flows) {
            const auto to = std::stoul(flow.to.substr(6)) - 1;
            QCOMPARE(kill.missesServedBy[to], flow.keys);
        }
    }

    void killTheOnlyMemberFailsHard()
    {
        const auto ring = makePlacement({}, {{"solo", 1}});
        const KillOutcome kill = killMember(*ring, KeySet::fromPattern("k{i}", 100), "solo");
        QCOMPARE(kill.hardFailures, std::size_t{100});
        QCOMPARE(kill.misses, std::size_t{0});
        QVERIFY_THROWS_EXCEPTION(ValidationError, killMember(*ring, KeySet::fromPattern("k{i}", 1), "ghost"));
    }

    void selectionAndCancel()
    {
        const std::vector<std::string> ids{"ring-8-9", "modulo-8-9", "ring-8-9"};
        const auto some = runExperiments(ids);
        QCOMPARE(some.size(), std::size_t{2});
        QCOMPARE(some[0].experiment->id, std::string_view("modulo-8-9"));  // catalogue order
        const std::vector<std::string> unknown{"no-such-experiment"};
        QVERIFY_THROWS_EXCEPTION(ValidationError, runExperiments(unknown));
        const RunControl cancelled = RunControl::watched();
        cancelled.cancel();
        QVERIFY_THROWS_EXCEPTION(ComputationCancelled, runExperiments({}, cancelled));
    }
};

QTEST_APPLESS_MAIN(ExperimentsTest)
#include "tst_experiments.moc"
