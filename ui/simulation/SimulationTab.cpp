// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/simulation/SimulationTab.h"

#include "model/Format.h"
#include "model/OneThreadPool.h"
#include "model/Translation.h"

#include "model/core/Membership.h"
#include "ui/common/Palette.h"
#include "ui/common/VerticalScrollArea.h"
#include "ui/common/ViewExport.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ringlab::ui {

QString simulationText(const char* text)
{
    return QCoreApplication::translate("Simulation", text);
}

namespace {

constexpr int kSettingsWidth = 360;
constexpr int kProgressSteps = 1000;

// The simulations take one thread of their own (oneThreadPool).
struct SimulationJobs;

QFont scaledFont(const QFont& base, double factor, bool bold = false)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * factor);
    font.setBold(bold);
    return font;
}

}  // namespace

// ---- Headline figures

HeadlineFigures::HeadlineFigures(QWidget* parent) : QWidget(parent), text_(new QLabel)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::RichText);
    text_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    text_->setFont(scaledFont(font(), 1.15));
    layout->addWidget(text_);
    layout->addStretch(1);
}

void HeadlineFigures::setFigures(const QList<Figure>& figures)
{
    figures_ = figures;
    QString html;
    for (const Figure& figure : figures_) {
        const QString color = figure.color.isValid() ? figure.color.name() : palette::current().ink.name();
        html += QStringLiteral("<div style='margin-bottom:6px'><span style='color:%4'>%1</span><br>"
                               "<span style='font-size:large; font-weight:bold; color:%2'>%3</span></div>")
                    .arg(figure.name.toHtmlEscaped(), color, figure.value.toHtmlEscaped(), palette::current().softInk.name());
    }
    text_->setText(html);
}

QString HeadlineFigures::value(const QString& name) const
{
    for (const Figure& figure : figures_) {
        if (figure.name == name)
            return figure.value;
    }
    return {};
}

QStringList HeadlineFigures::names() const
{
    QStringList result;
    for (const Figure& figure : figures_)
        result.append(figure.name);
    return result;
}

// ---- The tab

SimulationTab::SimulationTab(QWidget* parent)
    : QWidget(parent),
      job_(this,
           {.done = [this](JobOutcome<ShowResult> outcome) { finished(std::move(outcome)); },
            .progress = [this](double fraction) { progress_->setValue(static_cast<int>(fraction * kProgressSteps)); },
            .started = [this] {
                clock_.start();
                setRunning(true);
            }},
           oneThreadPool<SimulationJobs>())
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    // Left: Run and what the last run found on top, the settings below (scrolling).
    auto* column = new QVBoxLayout;
    auto* buttons = new QHBoxLayout;
    run_ = new QPushButton(tr("&Run"));
    run_->setDefault(true);
    run_->setFont(scaledFont(run_->font(), 1.15, true));
    run_->setToolTip(tr("Run the simulation with these settings"));
    cancel_ = new QPushButton(tr("Cancel"));
    cancel_->setToolTip(tr("Stop the run; the previous results stay"));
    cancel_->setEnabled(false);
    export_ = new QPushButton(tr("Export…"));
    export_->setToolTip(tr("Save a chart as PNG or SVG"));
    buttons->addWidget(run_, 1);
    buttons->addWidget(cancel_);
    buttons->addWidget(export_);
    column->addLayout(buttons);

    progress_ = new QProgressBar;
    progress_->setRange(0, kProgressSteps);
    progress_->setValue(0);
    progress_->setTextVisible(true);
    progress_->setFormat(QStringLiteral("%p") + percentSuffix());
    column->addWidget(progress_);

    error_ = new QLabel;
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: %1; font-weight: bold;").arg(palette::current().errorInk.name()));
    error_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    error_->hide();
    column->addWidget(error_);
    status_ = new QLabel(tr("Not run yet."));
    status_->setWordWrap(true);
    column->addWidget(status_);

    headline_ = new HeadlineFigures;
    auto* headlineScroll = new QScrollArea;
    headlineScroll->setWidget(headline_);
    headlineScroll->setWidgetResizable(true);
    headlineScroll->setFrameShape(QFrame::NoFrame);
    headlineScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    column->addWidget(headlineScroll, 3);

    auto* settingsPage = new QWidget;
    settings_ = new QFormLayout(settingsPage);
    settings_->setContentsMargins(0, 0, 4, 0);
    settings_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    settings_->setRowWrapPolicy(QFormLayout::WrapLongRows);  // a long label goes above its box
    settingsScroll_ = verticalScrollArea(settingsPage);
    column->addWidget(settingsScroll_, 2);

    auto* columnWidget = new QWidget;
    columnWidget->setLayout(column);
    column->setContentsMargins(0, 0, 8, 0);
    columnWidget->setFixedWidth(kSettingsWidth);
    settingsColumn_ = columnWidget;
    layout->addWidget(columnWidget);

    // Right: one line on what the tab shows, then the charts.
    auto* right = new QVBoxLayout;
    introduction_ = new QLabel;
    introduction_->setWordWrap(true);
    introduction_->hide();
    right->addWidget(introduction_);
    // The charts keep a readable size in a small dock: the area scrolls instead of squeezing them.
    results_ = new QWidget;
    auto* resultsScroll = new QScrollArea;
    resultsScroll->setWidget(results_);
    resultsScroll->setWidgetResizable(true);
    resultsScroll->setFrameShape(QFrame::NoFrame);
    resultsScroll->setMinimumHeight(240);
    right->addWidget(resultsScroll, 1);
    layout->addLayout(right, 1);

    connect(run_, &QPushButton::clicked, this, &SimulationTab::run);
    connect(cancel_, &QPushButton::clicked, this, &SimulationTab::cancel);
    connect(export_, &QPushButton::clicked, this, &SimulationTab::chooseExport);
}

SimulationTab::~SimulationTab() = default;

void SimulationTab::setIntroduction(const QString& text)
{
    introduction_->setText(text);
    introduction_->setVisible(!text.isEmpty());
}

QSpinBox* SimulationTab::addCountSetting(const QString& label, int minimum, int maximum, int value,
                                         const QString& toolTip)
{
    auto* spin = new QSpinBox;
    spin->setRange(minimum, maximum);
    spin->setValue(value);
    spin->setGroupSeparatorShown(true);
    spin->setToolTip(toolTip);
    settings_->addRow(label, spin);
    return spin;
}

QDoubleSpinBox* SimulationTab::addNumberSetting(const QString& label, double minimum, double maximum, double value,
                                                int decimals, const QString& suffix, const QString& toolTip)
{
    auto* spin = new QDoubleSpinBox;
    spin->setDecimals(decimals);
    spin->setRange(minimum, maximum);
    spin->setValue(value);
    spin->setSuffix(suffix);
    spin->setGroupSeparatorShown(true);
    spin->setToolTip(toolTip);
    settings_->addRow(label, spin);
    return spin;
}

QLineEdit* SimulationTab::addTextSetting(const QString& label, const QString& value, const QString& toolTip)
{
    auto* edit = new QLineEdit(value);
    edit->setToolTip(toolTip);
    settings_->addRow(label, edit);
    return edit;
}

QComboBox* SimulationTab::addChoiceSetting(const QString& label, const QString& toolTip)
{
    auto* choice = new QComboBox;
    choice->setToolTip(toolTip);
    settings_->addRow(label, choice);
    return choice;
}

void SimulationTab::addSettingsHeading(const QString& text)
{
    auto* heading = new QLabel(text);
    heading->setFont(scaledFont(heading->font(), 1.0, true));
    settings_->addRow(heading);
}

void SimulationTab::run()
{
    Job job;
    try {
        job = prepareRun();
    } catch (const ValidationError& error) {
        showError(userMessage(error));
        return;
    }
    error_->hide();
    job_.request(std::move(job));
}

void SimulationTab::cancel()
{
    job_.cancel();
}

void SimulationTab::finished(JobOutcome<ShowResult> outcome)
{
    setRunning(false);
    if (outcome.cancelled) {
        progress_->setValue(0);
        status_->setText(tr("Cancelled. The results shown are from the previous run."));
        emit runFailed({});
        return;
    }
    if (!outcome.result) {
        showError(outcome.error);
        emit runFailed(outcome.error);
        return;
    }
    (*outcome.result)();
    status_->setText(tr("Simulated in %1 s.").arg(QLocale().toString(static_cast<double>(clock_.elapsed()) / 1000.0, 'f', 1)));
    emit resultsShown();
}

void SimulationTab::showError(const QString& message)
{
    error_->setText(tr("Not run: %1. The results shown are from the previous run.").arg(message));
    error_->show();
}

void SimulationTab::setRunning(bool running)
{
    cancel_->setEnabled(running);
    progress_->setValue(running ? 0 : progress_->maximum());
    if (running)
        status_->setText(tr("Simulating…"));
    setResultsBusy(running);
}

void SimulationTab::chooseExport()
{
    const std::vector<const ExportableView*> views = exportableViews();
    if (views.empty())
        return;
    QMenu menu(this);
    for (const ExportableView* view : views) {
        menu.addAction(view->exportTitle(), this, [this, view] {
            const QString path = QFileDialog::getSaveFileName(this, tr("Export %1").arg(view->exportTitle()), {},
                                                              tr("PNG image (*.png);;SVG drawing (*.svg)"));
            if (path.isEmpty())
                return;
            if (const QString problem = exportView(*view, path); !problem.isEmpty())
                QMessageBox::warning(this, tr("Export"), problem);
        });
    }
    menu.exec(export_->mapToGlobal(QPoint(0, export_->height())));
}

void SimulationTab::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // Every label and box whole: the column is as wide as the widest settings row needs.
    const int needed = settingsScroll_->widget()->minimumSizeHint().width() +
                       settingsScroll_->verticalScrollBar()->sizeHint().width() + 12;
    settingsColumn_->setFixedWidth(std::max(kSettingsWidth, needed));
}

}  // namespace ringlab::ui
