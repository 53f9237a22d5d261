// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the lesson loader, parseLesson() (model/LessonFile.h), as `ringlab --lesson
// FILE` calls it with a teacher's file. The built-in scenarios a scene names come from the
// resources compiled into this program, as in the app. A refused lesson is a returned message;
// an accepted one is "checked on loading": every scene's lab and the state its action leads to
// must be labs the lab accepts.

#include "fuzz/CappedKeys.h"
#include "fuzz/FuzzCheck.h"
#include "fuzz/ShippedFigures.h"
#include "fuzz/ScenarioKeys.h"
#include "model/LessonFile.h"
#include "model/ScenarioFile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

using namespace ringlab;
using ringlab::fuzz::require;

// The catalogue's figures the built-in lessons name, measured before the first input
// (ShippedFigures.h); their scenes' keys capped as every input's are.
extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    ringlab::fuzz::loadShippedFiles(argc, argv, [](const QByteArray& json) {
        (void)parseLesson(ringlab::fuzz::withCappedKeys(json, true), QStringLiteral("fuzz"),
                          QStringLiteral("/nonexistent/lessons"));
    });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    // The scenes' keys capped (CappedKeys.h): a scene's figures are measured on its lab.
    const QByteArray json = ringlab::fuzz::withCappedKeys(
        QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)), true);
    const auto parsed = parseLesson(json, QStringLiteral("fuzz"), QStringLiteral("/nonexistent/lessons"));
    if (const auto* lesson = std::get_if<Lesson>(&parsed)) {
        require(lesson->id == QLatin1String("fuzz"), "the lesson lost its id");
        require(!lesson->scenes.empty(), "a lesson without scenes was accepted");
        // Every key of an accepted lesson was read, each of its type (issue 24).
        const QJsonObject root = QJsonDocument::fromJson(json).object();
        using T = QJsonValue::Type;
        require(ringlab::fuzz::hasType(root, {{"format", T::String}, {"version", T::Double}, {"title", root.value(QLatin1String("title")).isObject() ? T::Object : T::String},
                                              {"summary", root.value(QLatin1String("summary")).isObject() ? T::Object : T::String}, {"scenes", T::Array}},
                                       false),
                "an accepted lesson holds an unknown key or one of the wrong type");
        for (const QJsonValue& scene : root.value(QLatin1String("scenes")).toArray()) {
            const QJsonObject object = scene.toObject();
            if (object.value(QLatin1String("scenario")).isObject())
                ringlab::fuzz::requireScenarioKeysTyped(object.value(QLatin1String("scenario")).toObject(), true);
            if (object.contains(QLatin1String("action")))
                require(ringlab::fuzz::hasType(object.value(QLatin1String("action")).toObject(),
                                               {{"type", T::String}, {"member", T::String}, {"weight", T::Double},
                                                {"hash", T::String}, {"replicas", T::Double}, {"algorithm", T::String}},
                                               false),
                        "an accepted scene's action holds an unknown key or one of the wrong type");
            for (const QJsonValue& view : object.value(QLatin1String("views")).toArray())
                require(view.isString(), "an accepted scene names a view that is not a string");
        }
        for (const LessonScene& scene : lesson->scenes) {
            require(validateLabState(scene.state).isEmpty(), "an accepted scene's lab fails validateLabState");
            if (!scene.action)
                continue;
            const auto after = stateAfterAction(scene.state, *scene.action);
            const auto* state = std::get_if<LabState>(&after);
            require(state != nullptr, "an accepted scene's action cannot be played");
            require(validateLabState(*state).isEmpty(), "an accepted scene's action leads to an invalid lab");
        }
    } else {
        require(!std::get<QString>(parsed).isEmpty(), "a refused lesson without a message");
    }
    return 0;
}
