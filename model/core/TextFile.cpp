// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/TextFile.h"

#include "model/core/MessageText.h"
#include "model/core/ValidationError.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

namespace ringlab {

void checkTextFile(const std::string& path, const char* what, Pipes pipes)
{
    namespace fs = std::filesystem;
    std::error_code error;
    const fs::file_type type = fs::status(path, error).type();
    const std::string name = quotedValue(path);
    if (type == fs::file_type::not_found)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "%1 %2 does not exist"), {what, name});
    if (type == fs::file_type::directory)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "%1 %2 is a directory"), {what, name});
    const bool readable = type == fs::file_type::regular || (type == fs::file_type::fifo && pipes == Pipes::Accepted);
    if (!error && !readable)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "%1 %2 is not a regular file"), {what, name});
}

std::ifstream openTextFile(const std::string& path, const char* what)
{
    checkTextFile(path, what, Pipes::Accepted);
    errno = 0;
    std::ifstream file(path, std::ios::binary);
    if (!file)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "cannot read %1 %2: %3"),
                              {what, quotedValue(path), errno ? std::strerror(errno) : "unreadable"});
    return file;
}

LineReader::LineReader(std::istream& in, std::size_t maxLineBytes, std::size_t maxTotalBytes)
    : in_(in), maxLineBytes_(maxLineBytes), maxTotalBytes_(maxTotalBytes),
      buffer_(maxLineBytes + 2, '\0')  // room for a CR and for the terminating NUL
{
}

bool LineReader::next(std::string_view& line)
{
    if (!in_.good())
        return false;
    in_.getline(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
    const auto extracted = static_cast<std::size_t>(in_.gcount());
    if (extracted == 0 && in_.eof())
        return false;
    ++lineNumber_;
    totalBytes_ += extracted;
    std::size_t length = extracted;
    if (in_.fail() && !in_.eof()) {
        // getline stops without failing only at a newline or the end; this line is longer.
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "line %1 is longer than %2 bytes"),
                              {std::to_string(lineNumber_), std::to_string(maxLineBytes_)});
    }
    if (!in_.eof())
        --length;  // the newline getline consumed
    if (totalBytes_ > maxTotalBytes_)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the input is larger than %1 bytes"),
                              {std::to_string(maxTotalBytes_)});
    line = std::string_view(buffer_.data(), length);
    if (lineNumber_ == 1)
        line = withoutByteOrderMark(line);
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    if (line.size() > maxLineBytes_)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "line %1 is longer than %2 bytes"),
                              {std::to_string(lineNumber_), std::to_string(maxLineBytes_)});
    return true;
}

}  // namespace ringlab
