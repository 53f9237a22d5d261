// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Translatable.h"

#include <cstddef>
#include <fstream>
#include <istream>
#include <string>
#include <string_view>

namespace ringlab {

// The names TextFile's messages give the files they read (translated by the GUI).
inline constexpr const char* kNodesFileName = RINGLAB_TRANSLATE_NOOP("ValidationError", "nodes file");
inline constexpr const char* kKeysFileName = RINGLAB_TRANSLATE_NOOP("ValidationError", "keys file");

enum class Pipes { Accepted, Refused };

// Checks, without opening it, that a text input the user named is a regular file or, when
// accepted, a pipe (a shell's <(…)). Throws ValidationError naming `what` ("keys file") and
// the path when it does not exist, is a directory, or is anything else (/dev/zero, a socket,
// a refused pipe: "is not a regular file").
void checkTextFile(const std::string& path, const char* what, Pipes pipes);
// checkTextFile, then opens the file; a pipe is accepted. Throws ValidationError as
// checkTextFile does, and when it cannot be read.
std::ifstream openTextFile(const std::string& path, const char* what);

// Reads a text input line by line without trusting it: a line longer than maxLineBytes or
// more than maxTotalBytes in all throws ValidationError instead of growing without end (an
// endless pipe, a binary file). A leading UTF-8 byte order mark and each line's trailing CR
// are dropped.
class LineReader {
public:
    LineReader(std::istream& in, std::size_t maxLineBytes, std::size_t maxTotalBytes);

    // False at the end of the input; throws ValidationError when a limit is passed.
    bool next(std::string_view& line);
    // 1 for the first line; the line `next` returned last.
    std::size_t lineNumber() const noexcept { return lineNumber_; }

private:
    std::istream& in_;
    std::size_t maxLineBytes_;
    std::size_t maxTotalBytes_;
    std::size_t totalBytes_ = 0;
    std::size_t lineNumber_ = 0;
    std::string buffer_;
};

}  // namespace ringlab
