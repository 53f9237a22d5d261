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
#include <QEvent>
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
    run_ = new QPushButton;
    run_->setDefault(true);
    run_->setFont(scaledFont(run_->font(), 1.15, true));
    cancel_ = new QPushButton;
    cancel_->setEnabled(false);
    export_ = new QPushButton;
    buttons->addWidget(run_, 1);
    buttons->addWidget(cancel_);
    buttons->addWidget(export_);
    column->addLayout(buttons);

    progress_ = new QProgressBar;
    progress_->setRange(0, kProgressSteps);
    progress_->setValue(0);
    progress_->setTextVisible(true);
    column->addWidget(progress_);

    error_ = new QLabel;
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: %1; font-weight: bold;").arg(palette::current().errorInk.name()));
    error_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    error_->hide();
    column->addWidget(error_);
    statusLabel_ = new QLabel;
    statusLabel_->setWordWrap(true);
    column->addWidget(statusLabel_);

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
    retranslateUi();
}

SimulationTab::~SimulationTab() = default;

void SimulationTab::retranslateUi()
{
    run_->setText(tr("&Run"));
    run_->setToolTip(tr("Run the simulation with these settings"));
    cancel_->setText(tr("Cancel"));
    cancel_->setToolTip(tr("Stop the run; the previous results stay"));
    export_->setText(tr("Export…"));
    export_->setToolTip(tr("Save a chart as PNG or SVG"));
    progress_->setFormat(QStringLiteral("%p") + percentSuffix());
    for (const SettingTexts& row : settingTexts_) {
        if (row.heading) {
            row.heading->setText(row.label());
            continue;
        }
        if (auto* label = qobject_cast<QLabel*>(settings_->labelForField(row.field)))
            label->setText(row.label());
        row.field->setToolTip(row.toolTip ? row.toolTip() : QString());
        if (auto* spin = qobject_cast<QDoubleSpinBox*>(row.field); spin && row.suffix)
            spin->setSuffix(row.suffix());
    }
    if (introductionText_)
        introduction_->setText(introductionText_());
    texts_.run();
    showStatus();
    if (!errorMessage_.isEmpty())
        showError(errorMessage_);
    // The results' figures and captions, made again from the last run's results.
    if (shownResult_)
        shownResult_();
}

void SimulationTab::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void SimulationTab::keepTranslated(std::function<void()> setTexts)
{
    texts_.keep(std::move(setTexts));
}

void SimulationTab::addChoiceItem(QComboBox* choice, Text text, int value)
{
    choice->addItem(QString(), value);
    const int index = choice->count() - 1;
    texts_.keep([choice, index, text = std::move(text)] { choice->setItemText(index, text()); });
}

void SimulationTab::setIntroduction(Text text)
{
    introductionText_ = std::move(text);
    introduction_->setText(introductionText_ ? introductionText_() : QString());
    introduction_->setVisible(!introduction_->text().isEmpty());
}

QSpinBox* SimulationTab::addCountSetting(Text label, int minimum, int maximum, int value, Text toolTip)
{
    auto* spin = new QSpinBox;
    spin->setRange(minimum, maximum);
    spin->setValue(value);
    spin->setGroupSeparatorShown(true);
    spin->setToolTip(toolTip ? toolTip() : QString());
    settings_->addRow(label(), spin);
    settingTexts_.push_back({spin, nullptr, std::move(label), std::move(toolTip), {}});
    return spin;
}

QDoubleSpinBox* SimulationTab::addNumberSetting(Text label, double minimum, double maximum, double value, int decimals,
                                                Text suffix, Text toolTip)
{
    auto* spin = new QDoubleSpinBox;
    spin->setDecimals(decimals);
    spin->setRange(minimum, maximum);
    spin->setValue(value);
    spin->setSuffix(suffix ? suffix() : QString());
    spin->setGroupSeparatorShown(true);
    spin->setToolTip(toolTip ? toolTip() : QString());
    settings_->addRow(label(), spin);
    settingTexts_.push_back({spin, nullptr, std::move(label), std::move(toolTip), std::move(suffix)});
    return spin;
}

QLineEdit* SimulationTab::addTextSetting(Text label, const QString& value, Text toolTip)
{
    auto* edit = new QLineEdit(value);
    edit->setToolTip(toolTip ? toolTip() : QString());
    settings_->addRow(label(), edit);
    settingTexts_.push_back({edit, nullptr, std::move(label), std::move(toolTip), {}});
    return edit;
}

QComboBox* SimulationTab::addChoiceSetting(Text label, Text toolTip)
{
    auto* choice = new QComboBox;
    choice->setToolTip(toolTip ? toolTip() : QString());
    settings_->addRow(label(), choice);
    settingTexts_.push_back({choice, nullptr, std::move(label), std::move(toolTip), {}});
    return choice;
}

void SimulationTab::addSettingsHeading(Text text)
{
    auto* heading = new QLabel(text());
    heading->setFont(scaledFont(heading->font(), 1.0, true));
    settings_->addRow(heading);
    settingTexts_.push_back({nullptr, heading, std::move(text), {}, {}});
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
    errorMessage_.clear();
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
        status_ = Status::Cancelled;
        showStatus();
        emit runFailed({});
        return;
    }
    if (!outcome.result) {
        showError(outcome.error);
        emit runFailed(outcome.error);
        return;
    }
    shownResult_ = std::move(*outcome.result);
    shownResult_();
    status_ = Status::Simulated;
    simulatedSeconds_ = static_cast<double>(clock_.elapsed()) / 1000.0;
    showStatus();
    emit resultsShown();
}

void SimulationTab::showStatus()
{
    switch (status_) {
    case Status::NotRun: statusLabel_->setText(tr("Not run yet.")); break;
    case Status::Simulating: statusLabel_->setText(tr("Simulating…")); break;
    case Status::Cancelled: statusLabel_->setText(tr("Cancelled. The results shown are from the previous run.")); break;
    case Status::Simulated:
        statusLabel_->setText(tr("Simulated in %1 s.").arg(QLocale().toString(simulatedSeconds_, 'f', 1)));
        break;
    }
}

void SimulationTab::showError(const QString& message)
{
    errorMessage_ = message;
    error_->setText(tr("Not run: %1. The results shown are from the previous run.").arg(message));
    error_->show();
}

void SimulationTab::setRunning(bool running)
{
    cancel_->setEnabled(running);
    progress_->setValue(running ? 0 : progress_->maximum());
    if (running) {
        status_ = Status::Simulating;
        showStatus();
    }
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
