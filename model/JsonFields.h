// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace ringlab {

// Reading the keys of RingLab's JSON files (scenarios, lessons) the same way in every loader:
// each value of the type it must have, no unknown key, every text within its cap, numbers
// shown as the user wrote them. A problem throws JsonFieldError; the loaders catch it and
// return its message (one line) instead of a half-read file.

// The caps on texts, in characters, checked before a text is laid out or copied around.
inline constexpr qsizetype kMaxTitleCharacters = 200;        // scenario name, lesson and scene titles
inline constexpr qsizetype kMaxSummaryCharacters = 2'000;    // scenario description, lesson summary
inline constexpr qsizetype kMaxSceneTextCharacters = 5'000;  // a scene's text
inline constexpr qsizetype kMaxPromptCharacters = 1'000;     // a question's prompt
inline constexpr qsizetype kMaxChoiceCharacters = 200;       // a choice's text
inline constexpr qsizetype kMaxWordCharacters = 300;         // names and ids: "ring", "cache-01", a view
inline constexpr qsizetype kMaxPathCharacters = 4'096;       // a keys file's path, a key pattern
inline constexpr qsizetype kMaxListTextCharacters = 8 << 20; // "tokens" and "racks" of a whole fleet

struct JsonFieldError {
    QString message;
};

// "a string", "a number", "true or false", "a list", "an object", "null".
QString jsonTypeName(const QJsonValue& value);
// A number as the user wrote it, as far as JSON's doubles keep it: whole numbers below 10^21
// in full (10000001, 18446744073709551616, not 1E+07), the rest in the shortest form that
// reads back the same (1.5, 1e300).
QString jsonNumberText(double value);

// Throws "NAME must be EXPECTED, not TYPE." (`"algorithm" must be a string, not a number.`).
[[noreturn]] void throwWrongType(const QString& name, const QString& expected, const QJsonValue& value);
// Throws `NAME is 52,428,800 characters; at most 200.` when the text is longer than maxCharacters.
void checkTextLength(const QString& text, const QString& name, qsizetype maxCharacters);
// Throws `NAME is 2147483648, over the limit of 16,777,216.` when value > limit.
void checkAtMost(double value, const QString& name, double limit);

// The value as a string of at most maxCharacters characters.
QString checkedString(const QJsonValue& value, const QString& name, qsizetype maxCharacters);
// What a number field takes, as its type error names it: "a number" or "a whole number".
enum class JsonNumber { Any, Whole };
// The value as a (finite) number.
double checkedNumber(const QJsonValue& value, const QString& name, JsonNumber expected = JsonNumber::Any);
// The value as a whole number (a number without a fraction; "must be a whole number, not 1.5").
double checkedWholeNumber(const QJsonValue& value, const QString& name);
QJsonObject checkedObject(const QJsonValue& value, const QString& name);
QJsonArray checkedList(const QJsonValue& value, const QString& name);

// Throws for the first key of `object` not in `known`: `unknown key "replcas" (did you mean
// "replicas"?)` at the top of a file (`where` empty), else `WHERE has an unknown key "…"`.
void refuseUnknownKeys(const QJsonObject& object, const QStringList& known, const QString& where);

}  // namespace ringlab
