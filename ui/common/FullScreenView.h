// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

namespace ringlab::ui {

// One view alone on the whole screen (View > Full-screen view, F11): the view itself moves into
// a window of its own, so it keeps its snapshot, animation and settings, and its type grows with
// its size; F11 or Escape puts it back where it was (a stacked widget's page, a dock's widget or
// a layout's item, with its stretch), a blank stand-in holding its place meanwhile.
class FullScreenView : public QWidget {
    Q_OBJECT

public:
    explicit FullScreenView(QWidget* parent = nullptr);
    ~FullScreenView() override;

    // Shows `view` full screen; false if it sits where it could not be put back.
    bool present(QWidget* view);
    // Puts the view back in its place and hides the window; nothing when none is shown.
    void leave();
    QWidget* view() const { return view_; }

signals:
    void left();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    QPointer<QWidget> view_;
    QPointer<QWidget> standIn_;
    int stackIndex_ = -1;     // the page the view was in a QStackedWidget
    bool wasCurrent_ = false;  // … and whether it was the page shown
};

}  // namespace ringlab::ui
