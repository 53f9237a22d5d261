// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <utility>
#include <vector>

namespace ringlab::ui {

// The texts a widget sets while it is built, kept as setters: each runs once when kept and
// again from the widget's retranslateUi() after a language switch (QEvent::LanguageChange).
// For a widget with many texts made in place (labels beside their boxes, menu actions),
// instead of a member for each widget that shows one.
class Retranslations {
public:
    void keep(std::function<void()> setTexts)
    {
        setTexts();
        setters_.push_back(std::move(setTexts));
    }
    void run() const
    {
        for (const auto& setTexts : setters_)
            setTexts();
    }

private:
    std::vector<std::function<void()>> setters_;
};

}  // namespace ringlab::ui
