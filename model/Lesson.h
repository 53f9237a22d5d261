// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LabState.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>
#include <variant>
#include <vector>

namespace ringlab {

class LabModel;
struct LabSnapshot;

// Lesson text comes in the application's languages (appLanguages(): en, de, fr); English is
// the one every text must have.
inline constexpr std::string_view kFallbackLessonLanguage = "en";

// The language lessons are shown in: the default QLocale's language (installLanguage(), from
// `ringlab --lang` or the language setting, sets it) when RingLab speaks it, else English.
QString currentLessonLanguage();

// One text in several languages ("en", "de", "fr"); a missing language falls back to English.
class LocalizedText {
public:
    void set(const QString& language, const QString& text) { byLanguage_.insert(language, text); }
    QString text(const QString& language) const;
    bool has(const QString& language) const { return byLanguage_.contains(language); }
    bool isEmpty() const { return byLanguage_.isEmpty(); }
    QStringList languages() const { return byLanguage_.keys(); }

private:
    QHash<QString, QString> byLanguage_;
};

// What a scene shows of the lab. Compare shows the compare algorithm's ring (or buckets)
// beside the first; Vnodes and Avalanche are the hash explorer's virtual-node strips and
// avalanche heat maps.
enum class LessonView { Ring, Buckets, Compare, Load, Sweep, Vnodes, Avalanche };

QString lessonViewName(LessonView view);
std::optional<LessonView> findLessonView(const QString& name);
QString lessonViewNames();  // "ring, buckets, …" for messages
// Every view a scene may name, in the order of the messages.
std::vector<LessonView> lessonViews();

// A change a scene plays on its lab state, through the lab's own edits (so it animates
// and can be undone).
struct LessonAction {
    enum class Kind { AddMember, RemoveMember, SetWeight, SetHash, SetReplicas, SetAlgorithm };
    Kind kind = Kind::AddMember;
    QString member;       // AddMember, RemoveMember, SetWeight
    double weight = 1.0;  // AddMember, SetWeight
    HashId hash = HashId::Fnv1aFmix32;
    int replicas = 160;
    Algorithm algorithm = Algorithm::Ring;

    friend bool operator==(const LessonAction&, const LessonAction&) = default;
};

QString lessonActionTypeName(LessonAction::Kind kind);
std::optional<LessonAction::Kind> findLessonActionType(const QString& name);
QString lessonActionTypeNames();

// The state `action` leads to from `state`, or why it cannot be played there.
std::variant<LabState, QString> stateAfterAction(const LabState& state, const LessonAction& action);
// Plays `action` on the lab as one undoable edit; "" or the reason the lab refused it.
QString playLessonAction(LabModel& lab, const LessonAction& action);

// A question a scene asks before its change plays ("predict, then see"): the class guesses,
// the teacher reveals, the change animates, and the guess stands beside the truth. The truth
// is always measured from the lab's result for the scene (after its action, or its start state
// when it has none), never written into the lesson.
struct LessonQuestion {
    enum class Kind { Slider, Choices };
    // What the truth is, in the unit the question's numbers use:
    //   MovedShare  % of the keys whose owner the action changed (the counter's "moved")
    //   MovedKeys   how many keys the action moved
    //   PeakOfFair  the busiest node's load in % of its weight-fair share (the load chart's bar)
    //   KeysOf      how many keys `member` holds
    //   ShareOf     % of the keys `member` holds
    enum class Measure { MovedShare, MovedKeys, PeakOfFair, KeysOf, ShareOf };
    // An answer to choose: a range from … to (inclusive), or one value (from == to).
    struct Choice {
        LocalizedText text;
        double from = 0.0;
        double to = 0.0;
    };

    LocalizedText prompt;
    Kind kind = Kind::Slider;
    Measure measure = Measure::MovedShare;
    QString member;  // KeysOf, ShareOf
    double minimum = 0.0, maximum = 100.0, step = 1.0;  // Slider
    std::vector<Choice> choices;                        // Choices: 2 to 5, none overlapping
};

inline constexpr int kMinQuestionChoices = 2;
inline constexpr int kMaxQuestionChoices = 5;

QString lessonMeasureName(LessonQuestion::Measure measure);
std::optional<LessonQuestion::Measure> findLessonMeasure(const QString& name);
QString lessonMeasureNames();
// The measure is a percentage (moved-share, peak-of-fair, share-of), not a count.
bool measureIsPercent(LessonQuestion::Measure measure);
// The measure is about the scene's change: it needs an action.
bool measureNeedsAction(LessonQuestion::Measure measure);

// The truth from the lab's result for the scene (`snapshot`: after its action), in the
// question's unit; nullopt when the snapshot does not have it (no movement measured, no such
// member).
std::optional<double> measuredTruth(const LessonQuestion& question, const LabSnapshot& snapshot);
// The choice the truth picks: the first whose range holds it (ranges may share an end), else
// the nearest (-1 without choices).
int rightChoice(const LessonQuestion& question, double truth);

struct LessonScene {
    LocalizedText title;
    LocalizedText text;
    LabState state;  // the lab when the scene starts
    std::optional<LessonAction> action;
    std::vector<LessonView> views;
    std::optional<LessonQuestion> question;
};

struct Lesson {
    QString id;  // the file's base name: "article", "blog"
    LocalizedText title;
    LocalizedText summary;
    std::vector<LessonScene> scenes;
};

}  // namespace ringlab
