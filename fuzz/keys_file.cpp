// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the keys file reader, KeySet::fromLines() (model/core/KeySet.h), as `--keys-file`
// and a scenario's key file use it. The keys must be exactly the input's lines without a
// trailing CR, after a leading UTF-8 byte order mark, empty lines skipped, whichever way they
// are read back. Too long a key is refused with ValidationError.

#include "fuzz/FuzzCheck.h"
#include "model/core/KeySet.h"
#include "model/core/ValidationError.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

using namespace ringlab;
using ringlab::fuzz::require;

namespace {

// The documented rule, written independently of the reader.
std::vector<std::string_view> expectedKeys(std::string_view text)
{
    std::vector<std::string_view> keys;
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    while (!text.empty()) {
        const std::size_t newline = text.find('\n');
        std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        if (line.ends_with('\r'))
            line.remove_suffix(1);
        if (!line.empty())
            keys.push_back(line);
    }
    return keys;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::istringstream in(text);
    KeySet keys;
    try {
        keys = KeySet::fromLines(in, "fuzz-keys.txt");
    } catch (const ValidationError&) {
        return 0;
    }
    const std::vector<std::string_view> expected = expectedKeys(text);
    require(keys.size() == expected.size(), "a keys file read as another number of keys");
    require(!keys.isPattern(), "a keys file read as a pattern");
    require(!keys.description().empty(), "a keys file without a description");
    for (std::size_t i = 0; i < expected.size(); ++i) {
        require(expected[i].size() <= kMaxKeyLength, "a key over kMaxKeyLength bytes was accepted");
        require(keys.key(i) == expected[i], "a key differs from its line");
    }
    keys.forEachKey(0, keys.size(), [&](std::size_t i, std::string_view key) {
        require(key == expected[i], "forEachKey gives a key other than its line");
    });
    const KeySet copy = keys.materialized();
    require(copy.size() == keys.size(), "materialized() changes the number of keys");
    for (std::size_t i = 0; i < expected.size(); ++i)
        require(copy.key(i) == expected[i], "materialized() changes a key");
    return 0;
}
