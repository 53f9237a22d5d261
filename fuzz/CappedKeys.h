// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Scenario and lesson inputs with their key counts capped before a loader reads them: a loader
// that measures a lab (a lesson's figures, the window's views) would otherwise spend each input
// on a million keys, and the fuzzer would measure the engine's speed, not search the loader.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ringlab::fuzz {

// A few thousand keys draw every view as a million do (the rings, charts and tables have their
// own caps). With 20,000, CI's 60-second run on two busy cores had one input take 7 s.
inline constexpr qint64 kCappedKeys = 2'000;

inline void capKeys(QJsonObject& scenario)
{
    const QJsonValue keys = scenario.value(QLatin1String("keys"));
    if (keys.isUndefined()) {
        scenario.insert(QLatin1String("keys"), QJsonObject{{QLatin1String("count"), static_cast<double>(kCappedKeys)}});
        return;
    }
    if (!keys.isObject())
        return;  // the loader's to refuse
    QJsonObject object = keys.toObject();
    const QJsonValue count = object.value(QLatin1String("count"));
    if (object.contains(QLatin1String("file")) || (count.isDouble() && count.toDouble() <= static_cast<double>(kCappedKeys)))
        return;
    if (count.isUndefined() || count.isDouble())
        object.insert(QLatin1String("count"), static_cast<double>(kCappedKeys));
    scenario.insert(QLatin1String("keys"), object);
}

// The file as written for the window: the keys capped where the bytes are a JSON object.
inline QByteArray withCappedKeys(const QByteArray& bytes, bool lesson)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return bytes;
    QJsonObject root = document.object();
    if (!lesson) {
        capKeys(root);
    } else if (root.value(QLatin1String("scenes")).isArray()) {
        QJsonArray scenes = root.value(QLatin1String("scenes")).toArray();
        for (auto entry = scenes.begin(); entry != scenes.end(); ++entry) {
            if (!entry->isObject())
                continue;
            QJsonObject scene = entry->toObject();
            const QJsonValue scenario = scene.value(QLatin1String("scenario"));
            QJsonObject capped;
            if (scenario.isString())
                capped.insert(QLatin1String("base"), scenario);
            else if (scenario.isObject())
                capped = scenario.toObject();
            else
                continue;
            capKeys(capped);
            scene.insert(QLatin1String("scenario"), capped);
            *entry = scene;
        }
        root.insert(QLatin1String("scenes"), scenes);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

}  // namespace ringlab::fuzz
