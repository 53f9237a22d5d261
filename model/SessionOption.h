// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDir>
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
    // Empty once stored, else what went wrong. QSettings writes its file whole or not at all,
    // so on a full disk the settings already there stay as they were.
    QString set(const T& value) const
    {
        QSettings settings;
        // Qt reports an AccessError up front when the application has no organization name
        // (RingLab's programs set one; a test may not): only a failed write counts.
        const bool readable = settings.status() == QSettings::NoError;
        settings.setValue(QLatin1String(key_), QVariant::fromValue(value));
        settings.sync();
        if (!readable || settings.status() == QSettings::NoError)
            return {};
        return QCoreApplication::translate("ringlab::SessionOption", "Cannot save the settings to %1")
            .arg(QDir::toNativeSeparators(settings.fileName()));
    }
    bool isSet() const { return QSettings().contains(QLatin1String(key_)); }

private:
    const char* key_;
    T fallback_;
};

}  // namespace ringlab
