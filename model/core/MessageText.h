// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace ringlab {

// A user's value as a message shows it: in double quotes; control characters, DEL, '"', '\',
// Unicode line breaks and bytes that are not UTF-8 written as escapes (\n, \t, \x00, \x7f,
// \u0085, \u2028, \xff); cut after
// maxCharacters characters with "…" and the value's full length in bytes, so a megabyte of
// garbage still makes a one-line message.
std::string quotedValue(std::string_view text, std::size_t maxCharacters = 80);

// One CSV field: quoted when it holds a comma, a quote, CR or LF (quotes doubled, RFC 4180).
std::string csvField(std::string_view text);

// The whole message on one line: control characters and Unicode line breaks escaped as in
// quotedValue, the rest kept.
std::string singleLine(std::string_view message);

// Length in bytes of the valid UTF-8 sequence at text[at], or 0 when the bytes there are not
// UTF-8 (a stray continuation byte, an overlong form, a surrogate, a truncated sequence).
std::size_t utf8SequenceLength(std::string_view text, std::size_t at) noexcept;

// The code point of the Unicode line break or C1 control at text[at] (U+0080 … U+009F, NEL
// U+0085 among them; U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR), or 0 when there is
// none. Terminals and editors break a line there as at '\n'.
char32_t unicodeBreakAt(std::string_view text, std::size_t at) noexcept;
// True when the text holds a C0 control, DEL, a C1 control or U+2028/U+2029: what no id may
// hold (node ids, rack names), by the same rule everywhere.
bool containsControlCharacter(std::string_view text) noexcept;

// A leading UTF-8 byte order mark ("\xEF\xBB\xBF"), as some editors write, removed.
std::string_view withoutByteOrderMark(std::string_view text) noexcept;

}  // namespace ringlab
