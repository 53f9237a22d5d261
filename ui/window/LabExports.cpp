// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/LabExports.h"

#include "model/LabCommands.h"
#include "model/LabModel.h"
#include "model/UserFiles.h"
#include "model/core/LabNumbers.h"
#include "ui/common/AnimationClock.h"
#include "ui/common/ViewExport.h"
#include "ui/lab/BucketView.h"
#include "ui/lab/LoadChart.h"
#include "ui/lab/ReplicasSweepChart.h"
#include "ui/lab/RingView.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QCoreApplication>
#include <QCursor>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QStatusBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ringlab::ui {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ringlab::ui::LabExports)
};

QString suffixOf(FrameFormat format)
{
    return format == FrameFormat::Svg ? QStringLiteral("svg") : QStringLiteral("png");
}

QString frameName(const QString& prefix, int number, FrameFormat format)
{
    return QStringLiteral("%1-%2.%3").arg(prefix).arg(number, 4, 10, QLatin1Char('0')).arg(suffixOf(format));
}

// The folder made ready for frames: created if missing; old frame files refused, or removed
// when `replace`.
QString prepareFolder(const QString& folder, const QString& prefix, bool replace)
{
    const QString shown = QDir::toNativeSeparators(folder);
    if (folder.isEmpty())
        return Text::tr("Choose a folder for the frames.");
    if (!QDir().mkpath(folder))
        return Text::tr("Cannot create the folder %1.").arg(shown);
    const QStringList existing = existingFrameFiles(folder, prefix);
    if (existing.isEmpty())
        return {};
    if (!replace)
        return Text::tr("%1 already holds frame files (%L2, from %3 on).").arg(shown).arg(existing.size()).arg(existing.first());
    const QDir dir(folder);
    for (const QString& name : existing)
        if (!QFile::remove(dir.filePath(name)))
            return Text::tr("Cannot remove the old frame %1.").arg(QDir::toNativeSeparators(dir.filePath(name)));
    return {};
}

QString writeFrame(const ExportableView& view, const QString& path, FrameFormat format)
{
    return format == FrameFormat::Svg ? exportSvg(view, path) : exportPng(view, path);
}

// Folder, format and, for an animation, the frame rate.
class FramesDialog : public QDialog {
public:
    FramesDialog(QWidget* parent, const QString& title, const QString& folder, int durationMs, int steps)
        : QDialog(parent), durationMs_(durationMs), steps_(steps)
    {
        setObjectName(QStringLiteral("FramesDialog"));
        setWindowTitle(title);
        auto* layout = new QVBoxLayout(this);
        auto* form = new QFormLayout;
        auto* folderRow = new QWidget;
        auto* row = new QHBoxLayout(folderRow);
        row->setContentsMargins(0, 0, 0, 0);
        folder_ = new QLineEdit(folder);
        folder_->setMinimumWidth(320);
        auto* browse = new QPushButton(Text::tr("Choose…"));
        connect(browse, &QPushButton::clicked, this, [this] {
            const QString chosen = QFileDialog::getExistingDirectory(this, Text::tr("Folder for the frames"), folder_->text());
            if (!chosen.isEmpty())
                folder_->setText(chosen);
        });
        row->addWidget(folder_, 1);
        row->addWidget(browse);
        auto* folderLabel = new QLabel(Text::tr("&Folder:"));
        folderLabel->setBuddy(folder_);
        form->addRow(folderLabel, folderRow);
        if (steps_ < 0) {
            rate_ = new QComboBox;
            for (const int fps : {10, 12, 24, 25, 30, 50, 60})
                rate_->addItem(Text::tr("%1 frames a second").arg(fps), fps);
            rate_->setCurrentIndex(3);
            form->addRow(Text::tr("&Rate:"), rate_);
            connect(rate_, &QComboBox::currentIndexChanged, this, &FramesDialog::updateSummary);
        }
        format_ = new QComboBox;
        format_->addItem(Text::tr("PNG images"), int(FrameFormat::Png));
        format_->addItem(Text::tr("SVG drawings"), int(FrameFormat::Svg));
        form->addRow(Text::tr("F&ormat:"), format_);
        connect(format_, &QComboBox::currentIndexChanged, this, &FramesDialog::updateSummary);
        layout->addLayout(form);
        summary_ = new QLabel;
        summary_->setWordWrap(true);
        layout->addWidget(summary_);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        buttons->button(QDialogButtonBox::Ok)->setText(Text::tr("Export"));
        connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
        connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
        layout->addWidget(buttons);
        updateSummary();
    }

    QString folder() const { return folder_->text().trimmed(); }
    int rate() const { return rate_ ? rate_->currentData().toInt() : 0; }
    FrameFormat format() const { return static_cast<FrameFormat>(format_->currentData().toInt()); }

private:
    void updateSummary()
    {
        const QString first = frameName(steps_ < 0 ? QStringLiteral("frame") : QStringLiteral("step"), steps_ < 0 ? 1 : 0,
                                        format());
        if (steps_ < 0)
            summary_->setText(Text::tr("Frames: %L1, from %2 on: the change's %3 s at this rate, from the state before "
                                       "to the state after.")
                                  .arg(animationFrameCount(durationMs_, rate()))
                                  .arg(first, QLocale().toString(durationMs_ / 1000.0, 'f', 2)));
        else
            summary_->setText(Text::tr("Frames: %L1, from %2 on: the lab before the first step, then after each step.")
                                  .arg(steps_ + 1)
                                  .arg(first));
    }

    int durationMs_;
    int steps_;  // -1: an animation
    QLineEdit* folder_ = nullptr;
    QComboBox* rate_ = nullptr;
    QComboBox* format_ = nullptr;
    QLabel* summary_ = nullptr;
};

// Asks before frames in `folder` are replaced; false: the user declined.
bool agreeToReplace(QWidget* parent, const QString& folder, const QString& prefix)
{
    const QStringList existing = existingFrameFiles(folder, prefix);
    if (existing.isEmpty())
        return true;
    return QMessageBox::question(parent, Text::tr("Replace the frames?"),
                                 Text::tr("%1 already holds frame files (%L2, from %3 on). Replace them?")
                                     .arg(QDir::toNativeSeparators(folder))
                                     .arg(existing.size())
                                     .arg(existing.first()),
                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
}

// The ring or bucket view the window shows.
LabView* currentLabView(MainWindow& window)
{
    return window.showingBuckets() ? static_cast<LabView*>(window.bucketView()) : window.ringView();
}

// The view Copy view takes: the one under the pointer or holding the focus, else the current
// ring or bucket view.
const ExportableView* viewToCopy(MainWindow& window)
{
    const auto within = [](const QWidget* widget, const QWidget* view) {
        for (; widget; widget = widget->parentWidget())
            if (widget == view)
                return true;
        return false;
    };
    for (const QWidget* widget : {QApplication::widgetAt(QCursor::pos()), QApplication::focusWidget()}) {
        if (within(widget, window.loadChart()))
            return window.loadChart();
        if (within(widget, window.sweepChart()))
            return window.sweepChart();
    }
    return currentLabView(window);
}

// The folder frames went to last (a new one under the home folder at first).
QString lastFolder = QDir::home().filePath(QStringLiteral("ringlab-frames"));

}  // namespace

QString exportLabNumbers(const LabModel& lab, const QString& path)
{
    const std::shared_ptr<const LabSnapshot>& snapshot = lab.result().primary;
    if (!snapshot)
        return Text::tr("The lab has no figures yet: wait for its computation.");
    return saveAtomically(path, QByteArray::fromStdString(labNumbersCsv(*snapshot)));
}

void copyViewToClipboard(const ExportableView& view)
{
    QGuiApplication::clipboard()->setImage(renderViewImage(view, 1.0));
}

int animationFrameCount(int durationMs, int framesPerSecond)
{
    return std::max(2, static_cast<int>(std::lround(durationMs * framesPerSecond / 1000.0)));
}

QStringList existingFrameFiles(const QString& folder, const QString& prefix)
{
    const QRegularExpression pattern(QStringLiteral("^%1-\\d{4,}\\.(png|svg)$").arg(QRegularExpression::escape(prefix)));
    QStringList found;
    for (const QString& name : QDir(folder).entryList(QDir::Files, QDir::Name))
        if (pattern.match(name).hasMatch())
            found << name;
    return found;
}

std::unique_ptr<LabView> offscreenCopy(const LabView& view, std::shared_ptr<const LabSnapshot> previous,
                                       std::shared_ptr<const LabSnapshot> snapshot)
{
    std::unique_ptr<LabView> copy;
    const auto* ring = qobject_cast<const RingView*>(&view);
    if (ring)
        copy = std::make_unique<RingView>();
    else
        copy = std::make_unique<BucketView>();
    copy->setAttribute(Qt::WA_DontShowOnScreen);
    copy->resize(view.exportSize());
    copy->setTextScale(view.textScale());
    copy->setHighlightedMember(view.highlightedMember());
    if (previous)
        copy->setSnapshot(std::move(previous));
    copy->setSnapshot(std::move(snapshot));
    if (ring) {
        auto* ringCopy = static_cast<RingView*>(copy.get());
        ringCopy->setVisibleArc(ring->visibleArcStart(), ring->visibleArcLength());
        ringCopy->setTraceMarks(ring->traceMarks());
    }
    return copy;
}

QString exportAnimationFrames(const LabView& view, std::shared_ptr<const LabSnapshot> previous, int durationMs,
                              int framesPerSecond, FrameFormat format, const QString& folder, bool replace,
                              QStringList* written)
{
    const std::shared_ptr<const LabSnapshot>& snapshot = view.snapshot();
    if (!snapshot || !snapshot->diff)
        return Text::tr("There is no change to animate: make a change first (add or remove a node, change the hash…).");
    if (framesPerSecond <= 0)
        return Text::tr("Choose a frame rate.");
    if (const QString problem = prepareFolder(folder, QStringLiteral("frame"), replace); !problem.isEmpty())
        return problem;
    AnimationClock clock;
    std::unique_ptr<LabView> copy = offscreenCopy(view, std::move(previous), snapshot);
    copy->setAnimationClock(&clock);
    const int frames = animationFrameCount(durationMs, framesPerSecond);
    const QDir dir(folder);
    for (int i = 0; i < frames; ++i) {
        clock.seek(static_cast<double>(i) / (frames - 1));
        const QString path = dir.filePath(frameName(QStringLiteral("frame"), i + 1, format));
        if (const QString problem = writeFrame(*copy, path, format); !problem.isEmpty())
            return problem;
        if (written)
            *written << path;
    }
    return {};
}

StepFramesExport::StepFramesExport(LabModel& lab, const LabView& view, FrameFormat format, QString folder,
                                   bool replace, QObject* parent)
    : QObject(parent), format_(format), folder_(std::move(folder)), replace_(replace)
{
    const QUndoStack* stack = lab.undoStack();
    for (int i = 0; i < stack->count(); ++i) {
        const auto* step = dynamic_cast<const ChangeLabStateCommand*>(stack->command(i));
        if (!step)
            continue;
        if (states_.empty()) {
            states_.push_back(step->before());
            changes_ << QString();
        }
        states_.push_back(step->after());
        changes_ << step->change();
    }
    view_ = offscreenCopy(view, nullptr, nullptr);
}

StepFramesExport::~StepFramesExport() = default;

void StepFramesExport::start()
{
    if (states_.empty()) {
        // Not before the caller has connected to finished().
        QMetaObject::invokeMethod(this, [this] { finish(Text::tr("The timeline has no steps yet: make a change first.")); },
                                  Qt::QueuedConnection);
        return;
    }
    if (const QString problem = prepareFolder(folder_, QStringLiteral("step"), replace_); !problem.isEmpty()) {
        QMetaObject::invokeMethod(this, [this, problem] { finish(problem); }, Qt::QueuedConnection);
        return;
    }
    replay_ = std::make_unique<LabModel>();
    connect(replay_.get(), &LabModel::resultReady, this, &StepFramesExport::onResult);
    connect(replay_.get(), &LabModel::computationFailed, this, [this](const QString& message) {
        finish(Text::tr("Step %1 could not be computed: %2").arg(next_ - 1).arg(message));
    });
    applyNext();
}

void StepFramesExport::cancel()
{
    finish(Text::tr("Cancelled; frames written: %L1.").arg(written_.size()));
}

void StepFramesExport::applyNext()
{
    const auto index = static_cast<std::size_t>(next_++);
    replay_->applyState(states_[index], changes_[static_cast<qsizetype>(index)]);
}

void StepFramesExport::onResult()
{
    if (done_ || next_ == 0)
        return;
    const auto index = static_cast<std::size_t>(next_ - 1);
    const std::shared_ptr<const LabSnapshot>& snapshot = replay_->result().primary;
    // A result of the replay lab's own first state, computed before the first step's: wait on.
    if (!snapshot || snapshot->members != states_[index].members || !(snapshot->config == states_[index].config))
        return;
    view_->setSnapshot(snapshot);
    const QString path = QDir(folder_).filePath(frameName(QStringLiteral("step"), static_cast<int>(index), format_));
    if (const QString problem = writeFrame(*view_, path, format_); !problem.isEmpty()) {
        finish(problem);
        return;
    }
    written_ << path;
    emit progressed(static_cast<int>(written_.size()), frameCount());
    if (static_cast<std::size_t>(next_) == states_.size())
        finish({});
    else
        applyNext();
}

void StepFramesExport::finish(const QString& problem)
{
    if (done_)
        return;
    done_ = true;
    // The replay lab's computations stop with it; not inside its own signal.
    if (replay_)
        replay_.release()->deleteLater();
    emit finished(problem);
}

std::function<void()> addLabExportActions(MainWindow& window, QMenu* exportMenu, QMenu* editMenu)
{
    MainWindow* w = &window;
    const auto report = [w](const QString& title, const QString& problem, const QString& done) {
        if (!problem.isEmpty())
            QMessageBox::warning(w, title, problem);
        else
            w->statusBar()->showMessage(done, 8000);
    };

    exportMenu->addSeparator();
    QAction* csv = exportMenu->addAction(QString(), w, [w, report] {
        const QString path = QFileDialog::getSaveFileName(w, Text::tr("Export the lab's numbers"),
                                                          QStringLiteral("ringlab-numbers.csv"),
                                                          Text::tr("CSV table (*.csv)"));
        if (path.isEmpty())
            return;
        report(Text::tr("Cannot export"), exportLabNumbers(*w->lab(), path), Text::tr("Exported %1").arg(path));
    });
    csv->setObjectName(QStringLiteral("ExportLabNumbers"));

    QAction* animation = exportMenu->addAction(QString(), w, [w, report] {
        LabView* view = currentLabView(*w);
        const int durationMs = w->animationClock()->durationMs();
        FramesDialog dialog(w, Text::tr("Export the animation as frames"), lastFolder, durationMs, -1);
        if (dialog.exec() != QDialog::Accepted)
            return;
        lastFolder = dialog.folder();
        if (!agreeToReplace(w, dialog.folder(), QStringLiteral("frame")))
            return;
        QStringList written;
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const QString problem = exportAnimationFrames(*view, w->lab()->previousSnapshot(), durationMs, dialog.rate(),
                                                      dialog.format(), dialog.folder(), true, &written);
        QApplication::restoreOverrideCursor();
        report(Text::tr("Cannot export the frames"), problem,
               Text::tr("Frames written to %1: %L2").arg(QDir::toNativeSeparators(dialog.folder())).arg(written.size()));
    });
    animation->setObjectName(QStringLiteral("ExportAnimationFrames"));

    QAction* steps = exportMenu->addAction(QString(), w, [w, report] {
        const int stepCount = w->lab()->undoStack()->count();
        FramesDialog dialog(w, Text::tr("Export the timeline's steps as frames"), lastFolder, 0, stepCount);
        if (dialog.exec() != QDialog::Accepted)
            return;
        lastFolder = dialog.folder();
        if (!agreeToReplace(w, dialog.folder(), QStringLiteral("step")))
            return;
        auto* job = new StepFramesExport(*w->lab(), *currentLabView(*w), dialog.format(), dialog.folder(), true, w);
        auto* progress = new QProgressDialog(Text::tr("Rendering the timeline's steps…"), Text::tr("Cancel"), 0,
                                             std::max(1, job->frameCount()), w);
        progress->setWindowModality(Qt::WindowModal);
        progress->setMinimumDuration(300);
        progress->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(job, &StepFramesExport::progressed, progress, &QProgressDialog::setValue);
        QObject::connect(progress, &QProgressDialog::canceled, job, &StepFramesExport::cancel);
        const QString folder = dialog.folder();
        QObject::connect(job, &StepFramesExport::finished, w, [job, progress, report, folder](const QString& problem) {
            progress->close();
            report(Text::tr("Cannot export the frames"), problem,
                   Text::tr("Frames written to %1: %L2").arg(QDir::toNativeSeparators(folder)).arg(job->written().size()));
            job->deleteLater();
        });
        job->start();
    });
    steps->setObjectName(QStringLiteral("ExportStepFrames"));

    editMenu->addSeparator();
    QAction* copy = editMenu->addAction(QString(), w, [w] {
        copyViewToClipboard(*viewToCopy(*w));
        w->statusBar()->showMessage(Text::tr("Copied the view to the clipboard"), 5000);
    });
    copy->setObjectName(QStringLiteral("CopyView"));
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    const auto setTexts = [csv, animation, steps, copy] {
        csv->setText(Text::tr("Lab numbers (CSV)…"));
        animation->setText(Text::tr("Animation of the last change as frames…"));
        steps->setText(Text::tr("Timeline steps as frames…"));
        copy->setText(Text::tr("Copy &view"));
        copy->setToolTip(Text::tr("Copies the view under the pointer (or the ring or bucket view) as an image"));
    };
    setTexts();
    return setTexts;
}

}  // namespace ringlab::ui
