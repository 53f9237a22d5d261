// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/LabSnapshot.h"

#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ringlab {

// The seed articles' measured claims, each reproduced by RingLab's engine: what the article
// prints, what RingLab measures on the same setup, what theory expects, and when they differ
// why. One catalogue feeds `ringlab-cli reproduce`, the GUI's Experiments panel and the tests.
//
// Text marked with RINGLAB_TRANSLATE_NOOP("Experiment", …) is English here; the GUI shows it
// through QCoreApplication::translate("Experiment", text).

enum class FigureUnit : std::uint8_t {
    Percent,        // 11.06 %
    PercentOfFair,  // 434 % of a member's fair share
    Ratio,          // 3.4×
    Count,          // keys, failures
    Bytes,
    Kilobytes,
    LookupsPerSecond,
    RingPosition,   // a 32-bit hash value
};

inline constexpr double kNoFigure = std::numeric_limits<double>::quiet_NaN();

// One or several numbers of one unit: "11.06 %", "41.6 / 37.7 / 11.5 / 9.1 %". A value of
// kNoFigure is a blank (the article gives no number for that component).
struct Figure {
    std::vector<double> values;
    std::vector<std::string> labels;  // one per value when there are several (members, hashes)
    FigureUnit unit = FigureUnit::Percent;
    int decimals = 2;

    bool empty() const noexcept { return values.empty(); }
    std::string text() const;  // "" when empty; numbers as "%.*f" in the C locale
    // With a translated unit symbol and each number (nan aside) written by formatNumber(value,
    // decimals): the window passes its locale's formatting ("88,93", "423.000").
    std::string text(std::string_view unitText,
                     const std::function<std::string(double, int)>& formatNumber = {}) const;
};

std::string_view unitSymbol(FigureUnit unit) noexcept;  // "%", "% of fair", "×", "B", …

// How the measured figure is held against the article's.
enum class Comparison : std::uint8_t {
    AtPrintedPrecision,  // each value rounds to the article's at the article's decimals
    WithinTolerance,     // |measured − article| ≤ tolerance for each value ("~87 %")
    AtMost,              // measured ≤ article ("less than 50 KB")
    AtLeast,             // measured ≥ article ("almost all": at least 90 %)
    NotComparable,       // timings on another machine, or RingLab's own layout
};

enum class Verdict : std::uint8_t {
    Matches,
    Differs,
    Indicative,  // shown for orientation; not held against the article (Comparison::NotComparable)
};

std::string_view verdictName(Verdict verdict) noexcept;  // "matches", "differs", "indicative"

// A measured curve for the chart (the replicas sweep): y over x, x on a log axis.
struct ExperimentCurve {
    std::string name;  // "fnv1a-fmix32", or a translatable "expected (uniform points)"
    std::vector<double> x;
    std::vector<double> y;
    bool theoretical = false;
};

struct ExperimentResult {
    Figure measured;
    Figure theoretical;  // may be empty
    Verdict verdict = Verdict::Indicative;
    std::vector<ExperimentCurve> curves;
};

// The key sets the experiments measure on. The run functions make them from these (through
// ExperimentContext), and a setup text names one by its token, which experimentSetup() spells
// out: "{session-keys}" reads "1,000,000 keys session:user:{i}".
struct ExperimentKeySet {
    std::string_view pattern;
    std::size_t count;
    std::string_view token;
};
inline constexpr ExperimentKeySet kSessionKeySet{"session:user:{i}", 1'000'000, "{session-keys}"};
inline constexpr ExperimentKeySet kUserKeySet{"user:{i}", 10'000, "{user-keys}"};

// How a key set reads in a setup: "1,000,000 keys session:user:{i}" (English, the default), or
// the window's translation with its locale's digits.
using KeySetWording = std::function<std::string(std::size_t count, std::string_view pattern)>;
std::string englishKeySetWording(std::size_t count, std::string_view pattern);
// The fleet the side-by-side rows change: host-01:11211 … host-10:11211, weight 1, then
// host-11:11211 added, or host-04:11211 removed (a node inside the list, as an operator would
// drop it). The run functions make the fleets from it, and a setup names it by its token.
struct ExperimentFleetChange {
    std::string_view prefix;
    std::size_t count;
    int digits;
    std::string_view port;
    std::size_t removed;  // from 0
    std::string_view token;
    // The member at `index` (from 0): "host-01:11211".
    std::string memberId(std::size_t index) const;
};
inline constexpr ExperimentFleetChange kSideBySideChange{"host-", 10, 2, ":11211", 3, "{side-by-side-change}"};

// How the fleet change reads in a setup: "host-01 … host-10:11211, weight 1 → + host-11:11211,
// and → − host-04:11211" (English), from the first member's name (without its port), the last
// one's, the one added and the one removed.
using FleetChangeWording = std::function<std::string(std::string_view first, std::string_view last,
                                                     std::string_view added, std::string_view removed)>;
std::string englishFleetChangeWording(std::string_view first, std::string_view last, std::string_view added,
                                      std::string_view removed);
// `setup` (an experiment's, or its translation) with each key set's and the fleet change's
// token spelled out.
std::string experimentSetup(std::string_view setup, const KeySetWording& keys = englishKeySetWording,
                            const FleetChangeWording& fleet = englishFleetChangeWording);

// Shared inputs of one run: key sets whose hashes are computed once and reused by every
// experiment, and the cancellation flag.
class ExperimentContext {
public:
    explicit ExperimentContext(RunControl control = {});

    const KeySet& sessionKeys() const noexcept { return sessionKeys_; }  // session:user:0 … 999999
    const KeySet& userKeys() const noexcept { return userKeys_; }        // user:0 … 9999
    // Materialized session keys, for timing loops (made on first use).
    const KeySet& materializedSessionKeys();
    // Throws ComputationCancelled when the run was cancelled.
    void checkCancelled() const;
    const RunControl& control() const noexcept { return control_; }
    // A measurement several experiments share (a timing), made once per run.
    const std::vector<double>& remember(const std::string& name,
                                        const std::function<std::vector<double>()>& measure);

private:
    std::map<std::string, std::vector<double>> remembered_;
    RunControl control_;
    KeySet sessionKeys_;
    KeySet userKeys_;
    KeySet materialized_;
};

struct Experiment {
    std::string_view id;      // stable: "modulo-8-9"
    std::string_view source;  // "article", "blog", or the upstream project whose claim it is ("envoy")
    const char* claim;        // translatable
    const char* articleText;  // as the article prints it (translatable: "almost all")
    Figure article = {};      // its numbers, for the comparison and the chart
    Comparison comparison = Comparison::AtPrintedPrecision;
    double tolerance = 0.0;   // WithinTolerance, in the figure's unit
    const char* setup;        // translatable
    const char* noteIfDiffers = "";  // translatable: why the article's figure is not reproduced
    const char* note = "";           // translatable: shown whatever the verdict
    std::function<ExperimentResult(ExperimentContext&)> run;
};

// Every experiment, in the order of the article's argument.
const std::vector<Experiment>& experiments();
const Experiment* findExperiment(std::string_view id) noexcept;

// Holds the measured figure against the article's (see Comparison).
Verdict judge(const Experiment& experiment, const Figure& measured);

struct ExperimentOutcome {
    const Experiment* experiment = nullptr;
    ExperimentResult result;
    double seconds = 0.0;
    // The experiment's note: noteIfDiffers when the verdict is Differs, plus the general note.
    std::vector<const char*> notes() const;
};

// Runs the experiments in catalogue order (all when `ids` is empty), calling `done` after
// each; the progress counts finished experiments. Throws ComputationCancelled when `control`
// is cancelled, ValidationError for an unknown id.
std::vector<ExperimentOutcome> runExperiments(
    std::span<const std::string> ids, const RunControl& control = {},
    const std::function<void(const ExperimentOutcome&)>& done = {});

// ---- The small measurements the experiments are made of

// Share of keys modulo placement moves when N goes from `before` to `after` members, for
// uniformly spread hashes: a key stays only when H mod before = H mod after, which holds for
// min(before, after) residues of every lcm(before, after).
double expectedModuloMovedFraction(std::size_t before, std::size_t after) noexcept;

// Relative std-dev of the load one expects from a ring of `members` equal members with
// `pointsPerMember` uniformly random points each: each member's share is Beta(r, (N−1)r), so
// the population std-dev of % of fair across members is √((N−1)/(N·r+1)) on average (RMS).
double expectedRingRelativeStdDev(std::size_t members, std::size_t pointsPerMember) noexcept;

// The expected largest and smallest arc share of N uniformly random points on a circle:
// H_N / N and 1 / N².
double expectedLargestArcShare(std::size_t points) noexcept;
double expectedSmallestArcShare(std::size_t points) noexcept;

// The article's failover client after one member dies, computed straight from the
// placement: a key whose first owner was the killed member is a miss and is served by its
// next distinct owner in the placement's order (ring: clockwise); with no other owner it is
// a hard failure. Every other key is served from its cache as before.
struct KillOutcome {
    std::size_t servedFromCache = 0;
    std::size_t misses = 0;
    std::size_t hardFailures = 0;
    std::vector<std::size_t> keysPerMember;   // before the kill, in membership order
    std::vector<std::size_t> missesServedBy;  // which member served the misses
    double missFraction() const noexcept
    {
        const auto all = servedFromCache + misses + hardFailures;
        return all == 0 ? 0.0 : static_cast<double>(misses) / static_cast<double>(all);
    }
};
// Throws ValidationError when `killed` is not a member.
KillOutcome killMember(const Placement& placement, const KeySet& keys, std::string_view killed);

}  // namespace ringlab
