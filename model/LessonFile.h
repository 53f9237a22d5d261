// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Lesson.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <variant>

namespace ringlab {

// A lesson as JSON (format "ringlab-lesson", version 1; docs/lessons.md is the teacher's
// guide):
//   { "format": "ringlab-lesson", "version": 1,
//     "title": { "en": …, "de": …, "fr": … } | "One language",
//     "summary": …,                                   // optional, same forms
//     "scenes": [ {
//         "title": …, "text": …,
//         "scenario": "article-fleet"                   // a built-in scenario
//                   | { "base": "article-fleet", "replicas": 1, … }   // … with overrides
//                   | { "members": [ … ], "algorithm": …, … },       // inline (ScenarioFile keys)
//         "action": { "type": "add-member", "member": "cache-05", "weight": 1 }
//                 | { "type": "remove-member", "member": "cache-02" }
//                 | { "type": "set-weight", "member": "cache-03", "weight": 4 }
//                 | { "type": "set-hash", "hash": "fnv1a" }
//                 | { "type": "set-replicas", "replicas": 500 }
//                 | { "type": "set-algorithm", "algorithm": "rendezvous" },   // optional
//         "views": [ "ring", "buckets", "compare", "load", "sweep", "vnodes", "avalanche" ],
//         "question": {                                   // optional: asked before the action plays
//             "prompt": …,                                // text, as "title"
//             "measure": "moved-share" | "moved-keys" | "peak-of-fair" | "keys-of" | "share-of",
//             "member": "cache-02",                       // keys-of, share-of
//             "kind": "slider", "min": 0, "max": 100, "step": 1      // max needed for counts
//                   | "choices", "choices": [ { "text": …, "value": 12.5 } | { "text": …, "from": 0, "to": 20 }, … ]
//         }
//     }, … ] }
// Everything is checked on loading, the action against the scene's lab state included.

inline constexpr int kLessonVersion = 1;

// The lesson, or the reason it is refused: "line L, column C: …" for JSON syntax, "scene N,
// "field": …" for content. `id` names the lesson; key files are relative to baseDirectory.
std::variant<Lesson, QString> parseLesson(const QByteArray& json, const QString& id,
                                          const QString& baseDirectory);
// A teacher's file; the lesson's id is the file's base name.
std::variant<Lesson, QString> loadLessonFile(const QString& path);

// The lessons compiled in (resources/lessons/*.json), by id: "article", "blog".
QStringList builtInLessonIds();
std::variant<Lesson, QString> loadBuiltInLesson(const QString& id);
// A built-in lesson's id or a lesson file's path.
std::variant<Lesson, QString> loadLesson(const QString& idOrPath);

// The built-in scenario presets a scene can name ("article-fleet", …).
QStringList builtInScenarioNames();

}  // namespace ringlab
