// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/MessageText.h"

#include <cstdio>

namespace ringlab {

namespace {

bool isControl(unsigned char c)
{
    return c < 0x20 || c == 0x7f;
}

void appendEscaped(std::string& out, unsigned char c)
{
    switch (c) {
    case '\n': out += "\\n"; return;
    case '\r': out += "\\r"; return;
    case '\t': out += "\\t"; return;
    default: {
        char hex[5];
        std::snprintf(hex, sizeof hex, "\\x%02x", c);
        out += hex;
    }
    }
}

void appendCodePointEscape(std::string& out, char32_t codePoint)
{
    // Room for any 32-bit value, though only C1 controls, U+2028 and U+2029 are escaped here.
    char escape[16];
    std::snprintf(escape, sizeof escape, "\\u%04x", static_cast<unsigned>(codePoint));
    out += escape;
}

// Bytes of a UTF-8 sequence of the code point unicodeBreakAt found (2 for C1, 3 for U+2028/9).
std::size_t breakLength(char32_t codePoint)
{
    return codePoint < 0x800 ? 2 : 3;
}

}  // namespace

char32_t unicodeBreakAt(std::string_view text, std::size_t at) noexcept
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    if (at + 1 < text.size() && byte(at) == 0xc2 && byte(at + 1) >= 0x80 && byte(at + 1) <= 0x9f)
        return static_cast<char32_t>(byte(at + 1));
    if (at + 2 < text.size() && byte(at) == 0xe2 && byte(at + 1) == 0x80 && (byte(at + 2) == 0xa8 || byte(at + 2) == 0xa9))
        return byte(at + 2) == 0xa8 ? U'\u2028' : U'\u2029';
    return 0;
}

bool containsControlCharacter(std::string_view text) noexcept
{
    for (std::size_t at = 0; at < text.size(); ++at)
        if (isControl(static_cast<unsigned char>(text[at])) || unicodeBreakAt(text, at) != 0)
            return true;
    return false;
}

std::size_t utf8SequenceLength(std::string_view text, std::size_t at) noexcept
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    if (lead < 0x80)
        return 1;
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xbf;  // allowed range of the second byte
    if (lead >= 0xc2 && lead <= 0xdf) {
        length = 2;
    } else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        if (lead == 0xe0)
            low = 0xa0;  // no overlong forms
        if (lead == 0xed)
            high = 0x9f;  // no surrogates
    } else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        if (lead == 0xf0)
            low = 0x90;
        if (lead == 0xf4)
            high = 0x8f;  // nothing above U+10FFFF
    } else {
        return 0;
    }
    if (at + length > text.size() || byte(at + 1) < low || byte(at + 1) > high)
        return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(at + i) < 0x80 || byte(at + i) > 0xbf)
            return 0;
    return length;
}

std::string quotedValue(std::string_view text, std::size_t maxCharacters)
{
    std::string out = "\"";
    std::size_t characters = 0;
    std::size_t at = 0;
    for (; at < text.size() && characters < maxCharacters; ++characters) {
        const auto c = static_cast<unsigned char>(text[at]);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
            ++at;
        } else if (isControl(c)) {
            appendEscaped(out, c);
            ++at;
        } else if (const char32_t lineBreak = unicodeBreakAt(text, at); lineBreak != 0) {
            appendCodePointEscape(out, lineBreak);
            at += breakLength(lineBreak);
        } else if (const std::size_t length = utf8SequenceLength(text, at); length > 0) {
            out.append(text.substr(at, length));
            at += length;
        } else {
            char hex[5];
            std::snprintf(hex, sizeof hex, "\\x%02x", c);
            out += hex;
            ++at;
        }
    }
    out += '"';
    if (at < text.size())
        out.insert(out.size() - 1, "…").append(" (" + std::to_string(text.size()) + " bytes)");
    return out;
}

std::string singleLine(std::string_view message)
{
    std::string out;
    out.reserve(message.size());
    for (std::size_t at = 0; at < message.size(); ++at) {
        const auto c = static_cast<unsigned char>(message[at]);
        if (isControl(c)) {
            appendEscaped(out, c);
        } else if (const char32_t lineBreak = unicodeBreakAt(message, at); lineBreak != 0) {
            appendCodePointEscape(out, lineBreak);
            at += breakLength(lineBreak) - 1;
        } else {
            out += static_cast<char>(c);
        }
    }
    return out;
}

std::string_view withoutByteOrderMark(std::string_view text) noexcept
{
    constexpr std::string_view bom = "\xEF\xBB\xBF";
    if (text.starts_with(bom))
        text.remove_prefix(bom.size());
    return text;
}

std::string csvField(std::string_view text)
{
    if (text.find_first_of(",\"\r\n") == std::string_view::npos)
        return std::string(text);
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"')
            quoted.push_back('"');
        quoted.push_back(c);
    }
    quoted.push_back('"');
    return quoted;
}

}  // namespace ringlab
