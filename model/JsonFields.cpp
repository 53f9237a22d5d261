// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/JsonFields.h"

#include "model/DisplayText.h"
#include "model/core/MessageText.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <vector>

namespace ringlab {

namespace {

// The context this file's messages are translated in.
struct JsonFieldText {
    Q_DECLARE_TR_FUNCTIONS(JsonFields)
};

// Edits (insert, delete, substitute) from one key to the other.
qsizetype editDistance(const QString& a, const QString& b)
{
    std::vector<qsizetype> row(static_cast<std::size_t>(b.size()) + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        row[static_cast<std::size_t>(j)] = j;
    for (qsizetype i = 1; i <= a.size(); ++i) {
        qsizetype diagonal = row[0];
        row[0] = i;
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const qsizetype above = row[static_cast<std::size_t>(j)];
            const qsizetype substitute = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1);
            row[static_cast<std::size_t>(j)] =
                std::min({above + 1, row[static_cast<std::size_t>(j - 1)] + 1, substitute});
            diagonal = above;
        }
    }
    return row.back();
}

// The known key a misspelling most likely meant, or "" when none is close.
QString closestKey(const QString& key, const QStringList& known)
{
    QString best;
    qsizetype bestDistance = 3;  // at most two edits, and fewer than half the key
    for (const QString& candidate : known) {
        const qsizetype distance = editDistance(key, candidate);
        if (distance < bestDistance && distance * 2 < std::max(key.size(), candidate.size())) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}

// A key as messages show it: quoted, escaped, cut after 80 characters.
QString shownKey(const QString& key)
{
    return fromStd(quotedValue(key.left(200).toStdString()));
}

}  // namespace

QString jsonTypeName(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::String: return JsonFieldText::tr("a string");
    case QJsonValue::Double: return JsonFieldText::tr("a number");
    case QJsonValue::Bool: return JsonFieldText::tr("true or false");
    case QJsonValue::Array: return JsonFieldText::tr("a list");
    case QJsonValue::Object: return JsonFieldText::tr("an object");
    case QJsonValue::Null: return JsonFieldText::tr("null");
    case QJsonValue::Undefined: break;
    }
    return JsonFieldText::tr("missing");
}

QString jsonNumberText(double value)
{
    if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e21) {
        char digits[32];
        std::snprintf(digits, sizeof digits, "%.0f", value);
        return QString::fromLatin1(digits);
    }
    char shortest[64];
    const auto end = std::to_chars(shortest, shortest + sizeof shortest, value).ptr;
    QString text = QString::fromLatin1(shortest, end - shortest);
    // "1e+300" and "1e-07" as a person writes them: 1e300, 1e-7.
    text.replace(QLatin1String("e+"), QLatin1String("e"));
    text.replace(QLatin1String("e-0"), QLatin1String("e-"));
    return text;
}

void throwWrongType(const QString& name, const QString& expected, const QJsonValue& value)
{
    throw JsonFieldError{JsonFieldText::tr("%1 must be %2, not %3.").arg(name, expected, jsonTypeName(value))};
}

void checkTextLength(const QString& text, const QString& name, qsizetype maxCharacters)
{
    if (text.size() > maxCharacters)
        throw JsonFieldError{
            JsonFieldText::tr("%1 is %L2 characters; at most %L3.").arg(name).arg(text.size()).arg(maxCharacters)};
}

void checkAtMost(double value, const QString& name, double limit)
{
    if (value > limit)
        throw JsonFieldError{JsonFieldText::tr("%1 is %2, over the limit of %L3.")
                                 .arg(name, jsonNumberText(value))
                                 .arg(static_cast<qint64>(limit))};
}

QString checkedString(const QJsonValue& value, const QString& name, qsizetype maxCharacters)
{
    if (!value.isString())
        throwWrongType(name, JsonFieldText::tr("a string"), value);
    QString text = value.toString();
    checkTextLength(text, name, maxCharacters);
    return text;
}

double checkedNumber(const QJsonValue& value, const QString& name, JsonNumber expected)
{
    if (!value.isDouble() || !std::isfinite(value.toDouble()))
        throwWrongType(name, expected == JsonNumber::Whole ? JsonFieldText::tr("a whole number") : JsonFieldText::tr("a number"),
                       value);
    return value.toDouble();
}

double checkedWholeNumber(const QJsonValue& value, const QString& name)
{
    const double number = checkedNumber(value, name, JsonNumber::Whole);
    if (number != std::floor(number))
        throw JsonFieldError{JsonFieldText::tr("%1 must be a whole number, not %2.").arg(name, jsonNumberText(number))};
    return number;
}

QJsonObject checkedObject(const QJsonValue& value, const QString& name)
{
    if (!value.isObject())
        throwWrongType(name, JsonFieldText::tr("an object"), value);
    return value.toObject();
}

QJsonArray checkedList(const QJsonValue& value, const QString& name)
{
    if (!value.isArray())
        throwWrongType(name, JsonFieldText::tr("a list"), value);
    return value.toArray();
}

void refuseUnknownKeys(const QJsonObject& object, const QStringList& known, const QString& where)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString& key = it.key();
        if (known.contains(key))
            continue;
        QString message = where.isEmpty() ? JsonFieldText::tr("unknown key %1").arg(shownKey(key))
                                          : JsonFieldText::tr("%1 has an unknown key %2").arg(where, shownKey(key));
        if (const QString meant = closestKey(key, known); !meant.isEmpty())
            message = JsonFieldText::tr("%1 (did you mean %2?)").arg(message, shownKey(meant));
        throw JsonFieldError{message + QLatin1Char('.')};
    }
}

}  // namespace ringlab
