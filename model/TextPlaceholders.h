// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LabState.h"

#include <QString>

#include <optional>
#include <variant>
#include <vector>

namespace ringlab {

// Lesson and scenario texts name RingLab's figures instead of typing them, so a text can never
// disagree with the screen beside it (docs/lessons.md, "Figures in a text"):
//   {moved}                 the scene's lab, after its action (as the counter and load chart)
//   {start-share-of:cache-02}  the same measure on the scene's lab as it starts
//   {experiment:ring-8-9}   RingLab's measured figure in the catalogue (model/core/experiments)
//   {article:weights-4-4-1-1}  the article's (or blog's) printed figure, from the catalogue
//   {peak-of-fair|0}        any figure rounded to 0 decimals
// "{{" and "}}" stand for literal braces.
struct TextPlaceholder {
    QString spelled;   // as written, braces included: "{share-of:cache-02|1}"
    QString name;      // "share-of"
    QString argument;  // "cache-02"; empty when none
    std::optional<int> decimals;
    qsizetype position = 0;  // of the opening brace
};

// How a brace that opens no well-formed placeholder reads. Lessons and the built-in scenarios'
// texts are Strict: it is an error, so a mistyped placeholder never shows as text. A scenario's
// plain-string description is Lenient: a brace before an unclosed group, a name that is not a
// placeholder's shape (lower-case letters, digits and "-", as "{a, b}") or a lone "}" stays as
// written, so a description saved before placeholders existed still opens as it was.
enum class BraceRule { Strict, Lenient };

// The placeholders of `text` in order, or a message naming the first one that is malformed
// (an unclosed brace, an empty name, a bad "|decimals").
std::variant<std::vector<TextPlaceholder>, QString> findPlaceholders(const QString& text,
                                                                     BraceRule rule = BraceRule::Strict);

// What a text may name: a scene's lab (its start, and where it has an action the lab after
// it), and for a question's choice its range. Without a scene (a scenario's description, a
// lesson's title) only the catalogue's figures and the article's scenario can be named.
struct PlaceholderScope {
    std::optional<LabState> start;
    std::optional<LabState> end;  // after the scene's action; the start when it has none
    bool hasAction = false;
    std::optional<std::pair<double, double>> choiceRange;  // from, to
};

// "" when every placeholder of `text` can be filled in `scope`, else one line naming the first
// that cannot: an unknown name, a node not in the lab, an experiment not in the catalogue.
QString checkPlaceholders(const QString& text, const PlaceholderScope& scope, BraceRule rule = BraceRule::Strict);

// `text` with each placeholder replaced by its figure, numbers written as `language` writes them
// ("88.93 %", "88,93 %", "2,462", "2.462"). `text` must have passed checkPlaceholders. Measures
// the scene's lab with the engine (the lab's own computeSnapshot) on first use; figures are
// remembered for the process, so loading a lesson again costs nothing.
QString fillPlaceholders(const QString& text, const PlaceholderScope& scope, const QString& language,
                         BraceRule rule = BraceRule::Strict);

// Every placeholder name, for messages: "moved, moved-keys, …".
QString placeholderNames();

}  // namespace ringlab
