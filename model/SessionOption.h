// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

namespace ringlab {

// One remembered setting (QSettings): its key and its default written once, read and written
// typed, as Tiled's SessionOption<T>. Declare each where it belongs (ui/window/WindowSettings.h
// for the window's, Translation.cpp for the language) and use it by name, never by its key.
template <class T>
class SessionOption {
public:
    constexpr SessionOption(const char* key, T fallback = T{}) : key_(key), fallback_(std::move(fallback)) {}

    T value() const
    {
        const QVariant stored = QSettings().value(QLatin1String(key_));
        return stored.isValid() && stored.canConvert<T>() ? stored.value<T>() : fallback_;
    }
    void set(const T& value) const { QSettings().setValue(QLatin1String(key_), QVariant::fromValue(value)); }
    bool isSet() const { return QSettings().contains(QLatin1String(key_)); }

private:
    const char* key_;
    T fallback_;
};

}  // namespace ringlab
