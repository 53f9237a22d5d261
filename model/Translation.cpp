// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Translation.h"

#include "model/SessionOption.h"
#include "model/core/ValidationError.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace ringlab {

namespace {

const SessionOption<QString> savedLanguageOption{"language"};

// The translators in use, replaced when another language is installed.
std::vector<std::unique_ptr<QTranslator>>& installedTranslators()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

}  // namespace

const QStringList& appLanguages()
{
    static const QStringList languages{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
    return languages;
}

QString languageName(const QString& language)
{
    const QLocale locale(language);
    QString name = locale.nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

QString savedLanguage()
{
    const QString language = savedLanguageOption.value();
    return appLanguages().contains(language) ? language : QString();
}

QString saveLanguage(const QString& language)
{
    return savedLanguageOption.set(language);
}

QString startupLanguage(const QString& requested)
{
    if (appLanguages().contains(requested))
        return requested;
    if (const QString saved = savedLanguage(); !saved.isEmpty())
        return saved;
    const QString system = QLocale::system().name().left(2);
    return appLanguages().contains(system) ? system : appLanguages().front();
}

bool installLanguage(const QString& language)
{
    if (!appLanguages().contains(language))
        return false;
    auto& translators = installedTranslators();
    for (const auto& translator : translators)
        QCoreApplication::removeTranslator(translator.get());
    translators.clear();
    QLocale::setDefault(QLocale(language));
    if (language == appLanguages().front())
        return true;
    // RingLab's own text, compiled in; Qt's dialogs and standard buttons from Qt's translations.
    const std::pair<QString, QString> sources[] = {
        {QStringLiteral("ringlab_") + language, QStringLiteral(":/i18n")},
        {QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)},
    };
    for (const auto& [file, directory] : sources) {
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(file, directory) && QCoreApplication::installTranslator(translator.get()))
            translators.push_back(std::move(translator));
    }
    return true;
}

QString userMessage(const std::exception& error)
{
    const auto* validation = dynamic_cast<const ValidationError*>(&error);
    if (!validation || *validation->messageTemplate() == '\0')
        return QString::fromUtf8(error.what());
    const QString message = QCoreApplication::translate("ValidationError", validation->messageTemplate());
    // Arguments are values (left as they are) or names marked for translation ("downtime").
    std::vector<std::string> arguments;
    for (const std::string& argument : validation->arguments())
        arguments.push_back(QCoreApplication::translate("ValidationError", argument.c_str()).toStdString());
    return QString::fromStdString(ValidationError::fill(message.toStdString(), arguments));
}

}  // namespace ringlab
