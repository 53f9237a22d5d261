// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace ringlab {

// The indices out of `size` (members, racks) that a walk along a ring or table has met, so
// that it takes each once. A search of those met while few are wanted (no allocation: the
// owners of one key for a client), a bitmap over all `size` past that, so that a walk for many
// owners (lookup --count 65535) takes constant time a step instead of a search of all found.
class SeenIndices {
public:
    SeenIndices(std::size_t size, std::size_t wanted) : size_(size)
    {
        if (wanted > kFew)
            bits_.assign(size_, false);
    }

    // Marks `index` met; false when it was met before.
    bool insert(std::uint32_t index)
    {
        if (bits_.empty()) {
            for (std::size_t i = 0; i < fewCount_; ++i)
                if (few_[i] == index)
                    return false;
            if (fewCount_ < kFew) {
                few_[fewCount_++] = index;
                return true;
            }
            bits_.assign(size_, false);  // more met than foreseen: a bitmap from here on
            for (const std::uint32_t met : few_)
                bits_[met] = true;
        }
        if (bits_[index])
            return false;
        bits_[index] = true;
        return true;
    }

private:
    static constexpr std::size_t kFew = 32;
    std::size_t size_;
    std::array<std::uint32_t, kFew> few_;  // the first fewCount_ are set
    std::size_t fewCount_ = 0;
    std::vector<bool> bits_;
};

}  // namespace ringlab
