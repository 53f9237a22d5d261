// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every user-visible text in German and French: the .ts files are complete and keep every
// placeholder, the glossary a teacher expects holds (Knoten, Schlüssel; nœud, clé), and the
// compiled translations reach the window and the engine's messages at run time.
#include "model/Translation.h"
#include "model/core/Membership.h"
#include "ui/window/MainWindow.h"
#include "tests/common/TestPaths.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>
#include <QTest>

using namespace ringlab;

namespace {

struct TsMessage {
    QString context;
    QString source;
    QString translation;
    bool unfinished = false;
};

QList<TsMessage> readTs(const QString& language)
{
    QFile file(tests::sourcePath(QStringLiteral("resources/translations/ringlab_%1.ts").arg(language)));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            message = TsMessage{context, {}, {}, false};
        } else if (xml.name() == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            message.unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            message.translation = xml.readElementText();
            messages.append(message);
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(file.fileName()), qPrintable(xml.errorString()));
    return messages;
}

// The %1 … %9 (also %L1, %n) a text fills in.
QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?[1-9n]"));
    QSet<QString> found;
    for (const auto& match : pattern.globalMatch(text))
        found.insert(match.captured());
    return found;
}

// A menu or button mnemonic: '&' before a letter, an umlaut too (not "&&").
bool hasMnemonic(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("(^|[^&])&\\w"), QRegularExpression::UseUnicodePropertiesOption);
    return pattern.match(text).hasMatch();
}

QString describe(const TsMessage& m)
{
    return QStringLiteral("[%1] \"%2\" → \"%3\"").arg(m.context, m.source, m.translation);
}

}  // namespace

class TranslationsTest : public QObject {
    Q_OBJECT

private slots:
    void everyTextIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << "de";
        QTest::newRow("fr") << "fr";
    }

    void everyTextIsTranslated()
    {
        QFETCH(QString, language);
        const auto messages = readTs(language);
        QVERIFY(messages.size() > 300);
        QStringList problems;
        for (const TsMessage& m : messages) {
            // tr() outside a class: lupdate files the text under the namespace, which no
            // lookup at run time uses, so it would never show translated.
            if (m.context == QLatin1String("ringlab") || m.context == QLatin1String("ringlab::ui"))
                problems << QStringLiteral("context is a namespace ") + describe(m);
            else if (m.unfinished || m.translation.trimmed().isEmpty())
                problems << QStringLiteral("untranslated ") + describe(m);
            else if (placeholders(m.source) != placeholders(m.translation))
                problems << QStringLiteral("placeholders differ ") + describe(m);
            else if (hasMnemonic(m.source) != hasMnemonic(m.translation))
                problems << QStringLiteral("mnemonic differs ") + describe(m);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems, first: ").arg(problems.size()) +
                                                problems.mid(0, 8).join(QStringLiteral("\n  "))));
    }

    // A German teacher says Knoten and Schlüssel, a French one nœud and clé.
    void theGlossaryHolds_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("englishWord");
        QTest::addColumn<QString>("term");
        QTest::newRow("de node") << "de" << "nodes?" << "knoten";
        QTest::newRow("de key") << "de" << "keys?" << "schlüssel";
        QTest::newRow("fr node") << "fr" << "nodes?" << "nœud";
        QTest::newRow("fr key") << "fr" << "keys?" << "clé";
    }

    void theGlossaryHolds()
    {
        QFETCH(QString, language);
        QFETCH(QString, englishWord);
        QFETCH(QString, term);
        // "Node's crypto" and "Node.js" are the JavaScript runtime, not a node of the ring.
        const QRegularExpression word(QStringLiteral("\\b%1\\b(?!'s|\\.js)").arg(englishWord),
                                      QRegularExpression::CaseInsensitiveOption);
        QStringList problems;
        int checked = 0;
        // A placeholder ("{session-keys}") is a name the program fills, not an English word.
        const QRegularExpression placeholder(QStringLiteral("\\{[a-z-]+\\}"));
        for (const TsMessage& m : readTs(language)) {
            if (!word.match(QString(m.source).remove(placeholder)).hasMatch())
                continue;
            ++checked;
            if (!m.translation.toLower().contains(term))
                problems << describe(m);
        }
        QVERIFY(checked > 10);
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 without “%2”, first: ").arg(problems.size()).arg(term) +
                                                problems.mid(0, 8).join(QStringLiteral("\n  "))));
    }

    void theWindowSpeaksTheChosenLanguage()
    {
        QVERIFY(installLanguage(QStringLiteral("de")));
        QCOMPARE(QLocale().name().left(2), QStringLiteral("de"));
        {
            ui::MainWindow window(false);
            const auto menus = window.menuBar()->actions();
            QVERIFY(!menus.isEmpty());
            QVERIFY2(menus.front()->text() != QStringLiteral("&File"), qPrintable(menus.front()->text()));
            QCOMPARE(menus.front()->text(),
                     QCoreApplication::translate("ringlab::ui::MainWindow", "&File"));
        }
        QVERIFY(installLanguage(QStringLiteral("en")));
        ui::MainWindow window(false);
        QCOMPARE(window.menuBar()->actions().front()->text(), QStringLiteral("&File"));
    }

    void engineMessagesAreTranslatedWithTheirValues()
    {
        QVERIFY(installLanguage(QStringLiteral("fr")));
        try {
            validateWeight("cache-07", -2.0);
            QFAIL("a negative weight was accepted");
        } catch (const ValidationError& e) {
            const QString shown = userMessage(e);
            QVERIFY2(shown != QString::fromUtf8(e.what()), qPrintable(shown));
            QVERIFY2(shown.contains(QStringLiteral("cache-07")) && shown.contains(QStringLiteral("-2")), qPrintable(shown));
        }
        QVERIFY(installLanguage(QStringLiteral("en")));
        try {
            validateWeight("cache-07", -2.0);
        } catch (const ValidationError& e) {
            QCOMPARE(userMessage(e), QString::fromUtf8(e.what()));
        }
    }

    void anUnknownLanguageChangesNothing()
    {
        QVERIFY(installLanguage(QStringLiteral("de")));
        QVERIFY(!installLanguage(QStringLiteral("xx")));
        QCOMPARE(QLocale().name().left(2), QStringLiteral("de"));
        QVERIFY(installLanguage(QStringLiteral("en")));
    }
};

QTEST_MAIN(TranslationsTest)
#include "tst_translations.moc"
