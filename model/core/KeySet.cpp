// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/core/KeySet.h"

#include "model/core/MessageText.h"
#include "model/core/Parallel.h"
#include "model/core/TextFile.h"
#include "model/core/ValidationError.h"

#include <charconv>
#include <map>
#include <mutex>
#include <tuple>

namespace ringlab {

struct KeySet::Cache {
    std::mutex mutex;
    // By hash, modulus (Maglev's key hash depends on the table size) and hash tag.
    std::map<std::tuple<HashId, std::uint64_t, HashTag>, std::shared_ptr<const std::vector<KeyHash>>> hashes;
};

KeySet::KeySet() : keyOffsets_{0}, cache_(std::make_shared<Cache>()) {}

namespace {

constexpr std::string_view kPlaceholder = "{i}";

}  // namespace

void validateKeyPattern(std::string_view pattern)
{
    if (pattern.size() > kMaxPatternLength)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "key pattern %1 is longer than %2 bytes"),
            {quotedValue(pattern), std::to_string(kMaxPatternLength)});
    std::size_t placeholders = 0;
    for (auto at = pattern.find(kPlaceholder); at != std::string_view::npos;
         at = pattern.find(kPlaceholder, at + kPlaceholder.size()))
        ++placeholders;
    if (placeholders == 0)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "key pattern %1 has no {i} placeholder"),
            {quotedValue(pattern)});
    if (placeholders > kMaxPatternPlaceholders)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "key pattern %1 has %2 {i} placeholders; the limit is %3"),
            {quotedValue(pattern), std::to_string(placeholders), std::to_string(kMaxPatternPlaceholders)});
}

KeySet KeySet::fromPattern(std::string pattern, std::size_t count)
{
    constexpr std::string_view placeholder = kPlaceholder;
    validateKeyPattern(pattern);
    if (count > kMaxKeys)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "key count %1 is over the limit of %2"),
            {std::to_string(count), std::to_string(kMaxKeys)});
    KeySet set;
    std::size_t start = 0;
    for (auto at = pattern.find(placeholder); at != std::string::npos;
         at = pattern.find(placeholder, start)) {
        set.patternParts_.push_back(pattern.substr(start, at - start));
        start = at + placeholder.size();
    }
    set.patternParts_.push_back(pattern.substr(start));
    set.pattern_ = std::move(pattern);
    set.count_ = count;
    return set;
}

KeySet KeySet::fromKeys(std::vector<std::string> keys, std::string sourceName)
{
    KeySet set;
    set.pattern_ = std::move(sourceName);
    for (const auto& k : keys) {
        set.keyBytes_ += k;
        set.keyOffsets_.push_back(set.keyBytes_.size());
    }
    set.count_ = keys.size();
    return set;
}

KeySet KeySet::fromLines(std::istream& in, std::string sourceName, std::size_t maxKeys)
{
    KeySet set;
    set.pattern_ = std::move(sourceName);
    LineReader reader(in, kMaxKeyLength, kMaxKeysFileBytes);
    std::string_view line;
    while (reader.next(line)) {
        if (line.empty())
            continue;
        if (set.count_ == maxKeys)
            throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "the file holds more than %1 keys"),
                                  {std::to_string(maxKeys)});
        set.keyBytes_ += line;
        set.keyOffsets_.push_back(set.keyBytes_.size());
        ++set.count_;
    }
    return set;
}

KeySet KeySet::materialized() const
{
    if (!isPattern())
        return *this;
    KeySet set;
    set.pattern_ = pattern_;
    set.keyOffsets_.reserve(count_ + 1);
    forEachKey(0, count_, [&](std::size_t, std::string_view key) {
        set.keyBytes_ += key;
        set.keyOffsets_.push_back(set.keyBytes_.size());
    });
    set.count_ = count_;
    set.cache_ = cache_;  // same keys, same hashes
    return set;
}

std::string KeySet::description() const
{
    if (isPattern())
        return pattern_ + ", i < " + std::to_string(count_);
    return pattern_ + " (" + std::to_string(count_) + " keys)";
}

std::string_view KeySet::keyView(std::size_t i, std::string& buffer) const
{
    if (!isPattern())
        return std::string_view(keyBytes_).substr(keyOffsets_[i], keyOffsets_[i + 1] - keyOffsets_[i]);
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, i).ptr;
    const std::string_view number(digits, static_cast<std::size_t>(end - digits));
    buffer.assign(patternParts_[0]);
    for (std::size_t p = 1; p < patternParts_.size(); ++p) {
        buffer.append(number);
        buffer.append(patternParts_[p]);
    }
    return buffer;
}

std::string KeySet::key(std::size_t i) const
{
    std::string buffer;
    return std::string(keyView(i, buffer));
}

std::shared_ptr<const std::vector<KeyHash>> KeySet::hashes(const HashFunction& hash) const
{
    std::lock_guard lock(cache_->mutex);
    auto& cached = cache_->hashes[{hash.id, hash.modulus, hash.hashTag}];
    if (!cached) {
        auto values = std::make_shared<std::vector<KeyHash>>(count_);
        parallelFor(count_, [&](std::size_t begin, std::size_t end) {
            forEachKey(begin, end,
                       [&](std::size_t i, std::string_view key) { (*values)[i] = hash.hash(key); });
        });
        cached = std::move(values);
    }
    return cached;
}

}  // namespace ringlab
