// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LabState.h"

#include <QObject>
#include <QPointer>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

class QMenu;

namespace ringlab {
class LabModel;
struct LabSnapshot;
}

namespace ringlab::ui {

class ExportableView;
class LabView;
class MainWindow;

// File > Export > Lab numbers (CSV)…: labNumbersCsv of the lab's newest result (the node
// table's figures, and after a change its counter and flows) written through saveAtomically.
// Returns "" or why nothing was written (no figures yet, a refused path).
QString exportLabNumbers(const LabModel& lab, const QString& path);

// Edit > Copy view: the view as an image of its export size on the clipboard.
void copyViewToClipboard(const ExportableView& view);

enum class FrameFormat { Png, Svg };

// Frames of one movement: duration × rate, at least two, the first at progress 0 and the
// last at 1 (evenly between).
int animationFrameCount(int durationMs, int framesPerSecond);
// The frame files of `prefix` ("frame", "step") already in `folder`: prefix-NNNN.png or .svg.
QStringList existingFrameFiles(const QString& folder, const QString& prefix);
// A hidden copy of a ring or bucket view (its size, text scale, highlight, zoom and trace
// marks) showing `snapshot` after `previous` (either may be null), for rendering frames
// without touching the user's view.
std::unique_ptr<LabView> offscreenCopy(const LabView& view, std::shared_ptr<const LabSnapshot> previous,
                                       std::shared_ptr<const LabSnapshot> snapshot);

// Writes the view's last movement as `folder`/frame-0001.png (or .svg) … at
// animationFrameCount(durationMs, framesPerSecond) fixed steps of the animation's progress,
// rendered offscreen (a copy of the view on a clock of its own; PNGs at twice the export
// size, as exportPng). A folder that already holds frame files is refused unless `replace`,
// which removes those first (so no stale frame outlasts a shorter run). Returns "" or why
// (no movement to animate, a file refused; frames written before a refusal stay).
// `written`, when given, receives the files' paths.
QString exportAnimationFrames(const LabView& view, std::shared_ptr<const LabSnapshot> previous, int durationMs,
                              int framesPerSecond, FrameFormat format, const QString& folder, bool replace,
                              QStringList* written = nullptr);

// The steps of the lab's timeline (its undo stack) as `folder`/step-0000 … step-NNNN: the
// state before the first step and after each of the count() steps (the undone ones too),
// each replayed on a lab of its own (the user's lab is only read) and rendered with a hidden
// copy of `view` once its computation settles, with the step's counter. Asynchronous:
// start(), then finished("" or why). Frame files already in the folder are refused unless
// `replace`, as for the animation.
class StepFramesExport : public QObject {
    Q_OBJECT

public:
    StepFramesExport(LabModel& lab, const LabView& view, FrameFormat format, QString folder, bool replace,
                     QObject* parent = nullptr);
    ~StepFramesExport() override;

    // How many frames start() writes (steps + 1); 0 without steps.
    int frameCount() const noexcept { return static_cast<int>(states_.size()); }
    const QStringList& written() const noexcept { return written_; }
    void start();
    // Stops after the frame being computed; finished() says so.
    void cancel();

signals:
    void progressed(int framesDone, int frameCount);
    void finished(const QString& problem);

private:
    void applyNext();
    void onResult();
    void finish(const QString& problem);

    std::vector<LabState> states_;
    QStringList changes_;
    std::unique_ptr<LabModel> replay_;
    std::unique_ptr<LabView> view_;
    FrameFormat format_;
    QString folder_;
    bool replace_;
    int next_ = 0;
    bool done_ = false;
    QStringList written_;
};

// Adds File > Export > Lab numbers (CSV)…, Animation of the last change as frames… and Timeline
// steps as frames…, and Edit > Copy view (Ctrl+Shift+C: the view under the pointer or holding
// the focus among the ring or bucket view and the two charts, else the ring or bucket view).
// Returns what sets their texts again in the language installed (MainWindow::retranslateUi).
std::function<void()> addLabExportActions(MainWindow& window, QMenu* exportMenu, QMenu* editMenu);

}  // namespace ringlab::ui
