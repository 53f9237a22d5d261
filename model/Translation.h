// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <exception>

namespace ringlab {

// The languages RingLab speaks, by ISO 639-1 code: English (the source text), German, French.
const QStringList& appLanguages();
// "English", "Deutsch", "Français": each language named in itself.
QString languageName(const QString& language);

// The language to start in: `requested` when it is one of appLanguages(), else the one saved
// in the settings, else the system's when RingLab speaks it, else English.
QString startupLanguage(const QString& requested = {});
// The language chosen in the settings ("" when none was chosen).
QString savedLanguage();
QString saveLanguage(const QString& language);  // empty once stored, else what went wrong

// Makes `language` the application's: the default QLocale (numbers, lesson text) and the
// translators of RingLab's text and of Qt's own dialogs. Call before any window is built.
// Returns false, and changes nothing, for a language RingLab does not speak.
bool installLanguage(const QString& language);

// The message of an error as the user reads it: a ValidationError made from a template in the
// current language, anything else as it is.
QString userMessage(const std::exception& error);

}  // namespace ringlab
