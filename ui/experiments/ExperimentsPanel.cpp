// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/experiments/ExperimentsPanel.h"

#include "model/DisplayText.h"
#include "model/Format.h"
#include "model/Translation.h"

#include "ui/common/ChartStyle.h"
#include "ui/common/Palette.h"
#include "ui/common/VerticalScrollArea.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QMessageBox>
#include <QPainter>
#include <QPainterPath>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

namespace ringlab::ui {

QString experimentText(const char* english)
{
    return QCoreApplication::translate("Experiment", english);
}

QString experimentText(std::string_view english)
{
    return experimentText(std::string(english).c_str());
}

// An experiment's setup in the window's language, its key sets spelled out in its digits and
// the side-by-side fleet change in its words.
QString experimentSetupText(const Experiment& experiment)
{
    const auto wording = [](std::size_t count, std::string_view pattern) {
        return QCoreApplication::translate("Experiment", "%L1 keys %2")
            .arg(static_cast<qulonglong>(count))
            .arg(fromStd(pattern))
            .toStdString();
    };
    const auto fleetWording = [](std::string_view first, std::string_view last, std::string_view added,
                                 std::string_view removed) {
        return QCoreApplication::translate("Experiment", "%1 … %2, weight 1 → + %3, and → − %4")
            .arg(fromStd(first), fromStd(last), fromStd(added), fromStd(removed))
            .toStdString();
    };
    return fromStd(experimentSetup(experimentText(experiment.setup).toStdString(), wording, fleetWording));
}

namespace {

using namespace chartstyle;


QString verdictLabel(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Matches: return ExperimentsPanel::tr("matches");
    case Verdict::Differs: return ExperimentsPanel::tr("differs");
    case Verdict::Indicative: return ExperimentsPanel::tr("indicative");
    }
    return {};
}

QColor verdictColor(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Matches: return palette::current().goodVerdict;
    case Verdict::Differs: return palette::current().differsBadge;
    case Verdict::Indicative: return palette::current().unsureVerdict;
    }
    return {};
}

// The article's figures as the catalogue quotes them, in the C locale ("88.93 %", "2,462"),
// with the user's decimal point and digit grouping ("88,93 %", "2.462" in German). A quote is
// text ("~87 %", "less than 50 KB"), so its numbers are found in it; measured figures are
// numbers and are formatted directly (figureText).
QString localizedQuote(const QString& text)
{
    const QLocale locale;
    static const QRegularExpression number(QStringLiteral(R"(\d[\d,]*(\.\d+)?)"));
    QString out;
    qsizetype last = 0;
    for (const QRegularExpressionMatch& match : number.globalMatch(text)) {
        out += text.mid(last, match.capturedStart() - last);
        QString digits = match.captured();
        digits.replace(QLatin1Char(','), QChar(0x1));
        digits.replace(QLatin1Char('.'), locale.decimalPoint());
        digits.replace(QChar(0x1), locale.groupSeparator());
        out += digits;
        last = match.capturedEnd();
    }
    return out + text.mid(last);
}

QString figureText(const Figure& figure)
{
    if (figure.empty())
        return QStringLiteral("–");
    QString text = QString::fromStdString(figure.text({}, [](double value, int decimals) {
        return formatNumber(value, decimals).toStdString();
    }));
    const QString unit = experimentText(unitSymbol(figure.unit));
    if (unit.isEmpty())
        return text;
    return figure.unit == FigureUnit::Ratio ? text + unit : text + unitSpace() + unit;
}

// The article's figure as printed; a worded one ("almost all") as its translation.
QString articleText(const Experiment& experiment)
{
    const QString translated = experimentText(experiment.articleText);
    return translated == QString::fromUtf8(experiment.articleText) ? localizedQuote(translated) : translated;
}

QString notesText(const ExperimentOutcome& outcome)
{
    QStringList notes;
    for (const char* note : outcome.notes())
        notes << experimentText(note);
    return notes.join(QLatin1Char(' '));
}

// The verdict column: a coloured pill with the verdict in white (amber takes dark ink).
class VerdictBadgeDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        const QVariant verdict = index.data(Qt::UserRole);
        if (!verdict.isValid()) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        painter->save();
        if (option.state & QStyle::State_Selected)
            painter->fillRect(option.rect, option.palette.highlight());
        const auto v = static_cast<Verdict>(verdict.toInt());
        const QString text = index.data(Qt::DisplayRole).toString();
        QFont font = option.font;
        font.setBold(true);
        const QFontMetrics metrics(font);
        const int width = std::min(option.rect.width() - 8, metrics.horizontalAdvance(text) + metrics.height());
        const int height = std::min(option.rect.height() - 6, metrics.height() + 6);
        const QRect pill(option.rect.left() + 4, option.rect.center().y() - height / 2, width, height);
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(verdictColor(v));
        painter->drawRoundedRect(pill, height / 2.0, height / 2.0);
        painter->setPen(v == Verdict::Differs ? palette::current().onDiffersBadge : palette::current().onBadge);
        painter->setFont(font);
        painter->drawText(pill, Qt::AlignCenter, text);
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        size.rwidth() += option.fontMetrics.height() + 8;
        return size;
    }
};

QBarSet* barSet(const QString& name, const QColor& colour, const std::vector<double>& values, std::size_t count)
{
    auto* set = new QBarSet(name);
    set->setColor(colour);
    set->setBorderColor(colour);
    for (std::size_t i = 0; i < count; ++i)
        *set << (i < values.size() && !std::isnan(values[i]) ? values[i] : 0.0);
    return set;
}

}  // namespace

// ---- Chart

ExperimentChart::ExperimentChart(QWidget* parent) : ChartWidget(QSize(420, 300), parent)
{
    rebuild();
}

void ExperimentChart::setExperiment(const Experiment* experiment, std::optional<ExperimentResult> result)
{
    experiment_ = experiment;
    result_ = std::move(result);
    rebuild();
}

QChart* ExperimentChart::buildChart(Target, const QSizeF& size) const
{
    const qreal scale = typeScale(size);
    QChart* chart = makeChart();
    QFont titleFont = pixelFont(scaledPixels(kTitlePixels, scale), true);
    chart->setTitleFont(titleFont);
    chart->setTitleBrush(palette::current().ink);
    const int labelPixels = scaledPixels(kLabelPixels, scale);
    const int axisTitlePixels = scaledPixels(kAxisTitlePixels, scale);

    if (!experiment_) {
        chart->setTitle(tr("Select an experiment and press Run"));
        return chart;
    }
    chart->setTitle(QString::fromUtf8(experiment_->id.data(), qsizetype(experiment_->id.size())));
    if (!result_) {
        chart->setTitle(chart->title() + QStringLiteral(" — ") + tr("not run yet"));
        return chart;
    }
    const ExperimentResult& r = *result_;
    const QString unit = experimentText(unitSymbol(r.measured.unit));
    chart->legend()->setVisible(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(pixelFont(labelPixels));
    chart->legend()->setLabelColor(palette::current().ink);

    if (!r.curves.empty()) {
        // The replicas sweep: relative std-dev (%) over replicas, log axis.
        const palette::Theme& theme = palette::current();
        const QColor colours[] = {theme.accentOrange, theme.flapPurple, theme.mainSeries, theme.recoveryTeal};
        double highest = 0.0;
        auto* x = new QLogValueAxis;
        x->setBase(10.0);
        x->setRange(1.0, 1000.0);
        x->setLabelFormat(QStringLiteral("%g"));
        auto* y = new QValueAxis;
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        for (std::size_t c = 0; c < r.curves.size(); ++c) {
            const auto& curve = r.curves[c];
            auto* series = new QLineSeries;
            series->setName(curve.theoretical ? experimentText(curve.name) : QString::fromStdString(curve.name));
            for (std::size_t i = 0; i < curve.x.size(); ++i) {
                series->append(curve.x[i], curve.y[i]);
                highest = std::max(highest, curve.y[i]);
            }
            const QColor colour(colours[std::min<std::size_t>(c, 3)]);
            QPen pen(colour, curve.theoretical ? 2.5 : 3.0);
            if (curve.theoretical)
                pen.setStyle(Qt::DashLine);
            series->setPen(pen);
            chart->addSeries(series);
            series->attachAxis(x);
            series->attachAxis(y);
        }
        y->setRange(0.0, highest);
        y->applyNiceNumbers();
        styleAxis(x, tr("virtual nodes per member (replicas)"), labelPixels, axisTitlePixels);
        styleAxis(y, tr("relative std-dev of load (%1)").arg(unit), labelPixels, axisTitlePixels);
        return chart;
    }

    const std::size_t count = r.measured.values.size();
    QStringList categories;
    for (std::size_t i = 0; i < count; ++i) {
        if (i < r.measured.labels.size())
            categories << QString::fromStdString(r.measured.labels[i]);
        else if (i < experiment_->article.labels.size())
            categories << QString::fromStdString(experiment_->article.labels[i]);
        else
            categories << (count == 1 ? QStringLiteral(" ") : QString::number(i + 1));
    }
    auto* series = new QBarSeries;
    double highest = 0.0;
    const auto consider = [&](const std::vector<double>& values) {
        for (const double v : values)
            if (!std::isnan(v))
                highest = std::max(highest, v);
    };
    if (experiment_->article.values.size() == count) {
        series->append(barSet(tr("article"), palette::current().baselineGrey, experiment_->article.values, count));
        consider(experiment_->article.values);
    }
    series->append(barSet(tr("RingLab"), palette::current().mainSeries, r.measured.values, count));
    consider(r.measured.values);
    if (r.theoretical.values.size() == count) {
        series->append(barSet(tr("theory"), palette::current().recoveryTeal, r.theoretical.values, count));
        consider(r.theoretical.values);
    }
    if (r.measured.unit != FigureUnit::RingPosition) {
        series->setLabelsVisible(true);
        series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
        series->setLabelsPrecision(4);
        for (QBarSet* set : series->barSets()) {
            set->setLabelColor(palette::current().ink);
            set->setLabelFont(pixelFont(labelPixels));
        }
    }
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    auto* y = new QValueAxis;
    y->setRange(0.0, highest > 0.0 ? highest * 1.12 : 1.0);
    y->applyNiceNumbers();
    y->setLabelFormat(r.measured.unit == FigureUnit::RingPosition ? QStringLiteral("%.3g") : QStringLiteral("%g"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    styleAxis(x, QString(), labelPixels, axisTitlePixels);
    styleAxis(y, unit, labelPixels, axisTitlePixels);
    return chart;
}

// The type sizes follow the chart's size: a resize that changes them builds the chart anew.
bool ExperimentChart::layoutDiffers(const QSizeF& builtFor, const QSizeF& size) const
{
    return scaledPixels(kTitlePixels, typeScale(builtFor)) != scaledPixels(kTitlePixels, typeScale(size)) ||
           scaledPixels(kLabelPixels, typeScale(builtFor)) != scaledPixels(kLabelPixels, typeScale(size)) ||
           scaledPixels(kAxisTitlePixels, typeScale(builtFor)) != scaledPixels(kAxisTitlePixels, typeScale(size));
}

QString ExperimentChart::exportTitle() const
{
    return experiment_ ? experimentText(experiment_->claim) : tr("Experiments");
}


// ---- Panel

ExperimentsPanel::ExperimentsPanel(QWidget* parent)
    : QWidget(parent),
      job_(this, {.done = [this](JobOutcome<double> outcome) { finished(std::move(outcome)); },
                  .progress = [this](double fraction) { progress_->setValue(static_cast<int>(fraction * 1000.0)); }})
{
    // Shown on a projector: a size larger than the rest of the window.
    QFont large = font();
    large.setPointSizeF(large.pointSizeF() * 1.2);
    setFont(large);

    runAll_ = new QPushButton;
    runSelected_ = new QPushButton;
    cancel_ = new QPushButton;
    export_ = new QPushButton;
    progress_ = new QProgressBar;
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    status_ = new QLabel;
    status_->setWordWrap(true);  // German and French counts wrap rather than widen the window
    cancel_->setEnabled(false);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(runAll_);
    buttons->addWidget(runSelected_);
    buttons->addWidget(cancel_);
    buttons->addWidget(progress_, 1);
    buttons->addWidget(status_, 2);
    buttons->addWidget(export_);

    table_ = new QTableWidget(int(experiments().size()), ColumnCount);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setWordWrap(false);
    table_->setTextElideMode(Qt::ElideRight);
    table_->verticalHeader()->hide();
    table_->setItemDelegateForColumn(VerdictColumn, new VerdictBadgeDelegate(table_));
    table_->horizontalHeader()->setStretchLastSection(true);
    outcomes_.resize(experiments().size());
    for (int row = 0; row < table_->rowCount(); ++row)
        for (int column = 0; column < ColumnCount; ++column)
            table_->setItem(row, column, new QTableWidgetItem);
    retranslateUi();
    table_->resizeColumnsToContents();
    table_->setColumnWidth(ClaimColumn, std::min(table_->columnWidth(ClaimColumn), fontMetrics().averageCharWidth() * 48));
    for (const int column : {ArticleColumn, MeasuredColumn, TheoryColumn})
        table_->setColumnWidth(column, fontMetrics().averageCharWidth() * 20);
    table_->setColumnWidth(IdColumn, std::min(table_->columnWidth(IdColumn), fontMetrics().averageCharWidth() * 27));
    table_->setColumnWidth(VerdictColumn, fontMetrics().horizontalAdvance(tr("indicative")) + fontMetrics().height() * 2);

    chart_ = new ExperimentChart;
    details_ = new QLabel;
    details_->setWordWrap(true);
    details_->setTextFormat(Qt::RichText);
    details_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    details_->setMinimumWidth(420);

    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(chart_, 3);
    // The claim, setup and note scroll in their own place: however long, they never push
    // into the chart of a short, docked panel.
    rightLayout->addWidget(verticalScrollArea(details_, QStringLiteral("ExperimentDetails")), 2);

    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(table_);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({600, 400});

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);

    connect(runAll_, &QPushButton::clicked, this, &ExperimentsPanel::runAll);
    connect(runSelected_, &QPushButton::clicked, this, &ExperimentsPanel::runSelected);
    connect(cancel_, &QPushButton::clicked, this, &ExperimentsPanel::cancel);
    connect(export_, &QPushButton::clicked, this, &ExperimentsPanel::exportChart);
    connect(table_, &QTableWidget::itemSelectionChanged, this, &ExperimentsPanel::showSelection);
    showSelection();
}

void ExperimentsPanel::retranslateUi()
{
    runAll_->setText(tr("Run all"));
    runSelected_->setText(tr("Run selected"));
    cancel_->setText(tr("Cancel"));
    export_->setText(tr("Export chart…"));
    runAll_->setToolTip(tr("Reproduce every figure of the article and the blog post"));
    runSelected_->setToolTip(tr("Run the selected rows only"));
    table_->setHorizontalHeaderLabels(
        {tr("Experiment"), tr("Verdict"), tr("Article"), tr("RingLab"), tr("Theory"), tr("Claim"), tr("Note")});
    // Each row's claim and setup, and the figures of the rows that have run.
    for (int row = 0; row < table_->rowCount(); ++row) {
        const Experiment& e = experiments()[std::size_t(row)];
        table_->item(row, IdColumn)->setText(QString::fromUtf8(e.id.data(), qsizetype(e.id.size())));
        table_->item(row, ClaimColumn)->setText(experimentText(e.claim));
        table_->item(row, ArticleColumn)->setText(articleText(e));
        for (int column = 0; column < ColumnCount; ++column)
            table_->item(row, column)->setToolTip(experimentSetupText(e));
        showOutcomeTexts(row);
    }
    updateStatus();
    if (chart_)
        showSelection();
}

void ExperimentsPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

// The run reports to this panel: job_ stops it and waits before the panel goes.
ExperimentsPanel::~ExperimentsPanel() = default;

void ExperimentsPanel::runAll()
{
    start({});
}

void ExperimentsPanel::runSelected()
{
    std::vector<std::string> ids;
    for (const QModelIndex& index : table_->selectionModel()->selectedRows())
        ids.emplace_back(experiments()[std::size_t(index.row())].id);
    if (!ids.empty())
        start(std::move(ids));
}

void ExperimentsPanel::cancel()
{
    job_.cancel();
}

bool ExperimentsPanel::isRunning() const
{
    return job_.busy();
}

void ExperimentsPanel::start(std::vector<std::string> ids)
{
    if (isRunning())
        return;
    runTotal_ = ids.empty() ? experiments().size() : ids.size();  // empty: every experiment
    runDone_ = 0;
    lastRunCancelled_ = false;
    lastRunError_.clear();
    progress_->setValue(0);
    runAll_->setEnabled(false);
    runSelected_->setEnabled(false);
    cancel_->setEnabled(true);
    status_->setText(tr("Running…"));
    job_.request([this, ids = std::move(ids)](const RunControl& control) {
        const auto started = std::chrono::steady_clock::now();
        runExperiments(ids, control, [this](const ExperimentOutcome& outcome) {
            // job_ waits for this run before the panel goes, so `this` outlives every call.
            QMetaObject::invokeMethod(this, [this, outcome] { showOutcome(outcome); }, Qt::QueuedConnection);
        });
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    });
}

void ExperimentsPanel::showOutcome(const ExperimentOutcome& outcome)
{
    const auto row = static_cast<int>(outcome.experiment - experiments().data());
    outcomes_[std::size_t(row)] = outcome;
    ++runDone_;
    showOutcomeTexts(row);
    if (table_->currentRow() == row)
        showSelection();
    updateStatus();
}

void ExperimentsPanel::showOutcomeTexts(int row)
{
    const auto& outcome = outcomes_[std::size_t(row)];
    if (!outcome)
        return;
    const ExperimentResult& r = outcome->result;
    table_->item(row, MeasuredColumn)->setText(figureText(r.measured));
    table_->item(row, TheoryColumn)->setText(figureText(r.theoretical));
    QTableWidgetItem* verdict = table_->item(row, VerdictColumn);
    verdict->setText(verdictLabel(r.verdict));
    verdict->setData(Qt::UserRole, int(r.verdict));
    const QString notes = notesText(*outcome);
    table_->item(row, NoteColumn)->setText(notes);
    table_->item(row, NoteColumn)->setToolTip(notes);
}

void ExperimentsPanel::finished(JobOutcome<double> outcome)
{
    lastRunCancelled_ = outcome.cancelled;
    lastRunError_ = outcome.error;
    if (outcome.result)
        lastRunSeconds_ = *outcome.result;
    if (!lastRunCancelled_)
        progress_->setValue(1000);
    runAll_->setEnabled(true);
    runSelected_->setEnabled(true);
    cancel_->setEnabled(false);
    updateStatus();
    emit runFinished();
}

void ExperimentsPanel::selectExperiment(std::string_view id)
{
    if (const Experiment* e = findExperiment(id))
        table_->selectRow(static_cast<int>(e - experiments().data()));
}

void ExperimentsPanel::showSelection()
{
    const int row = table_->currentRow();
    if (row < 0 || table_->selectionModel()->selectedRows().isEmpty()) {
        chart_->setExperiment(nullptr, std::nullopt);
        details_->setText(tr("Each row is one claim of the article (or of the blog post) with "
                             "the article's figure, RingLab's measurement on the same setup and "
                             "what theory expects. Select a row to see its chart and setup."));
        return;
    }
    const Experiment& e = experiments()[std::size_t(row)];
    const auto& outcome = outcomes_[std::size_t(row)];
    chart_->setExperiment(&e, outcome ? std::optional(outcome->result) : std::nullopt);
    QString text = QStringLiteral("<p><b>%1</b></p><p>%2 %3</p>")
                       .arg(experimentText(e.claim).toHtmlEscaped(), tr("Setup:"),
                            experimentSetupText(e).toHtmlEscaped());
    if (outcome) {
        const QString notes = notesText(*outcome);
        if (!notes.isEmpty())
            text += QStringLiteral("<p style=\"color:%1\">%2</p>")
                        .arg(outcome->result.verdict == Verdict::Differs ? palette::current().cautionVerdict.name()
                                                                        : palette::current().softInk.name(),
                             notes.toHtmlEscaped());
    }
    details_->setText(text);
}

void ExperimentsPanel::updateStatus()
{
    int counts[3] = {0, 0, 0};
    int done = 0;
    for (const auto& outcome : outcomes_) {
        if (!outcome)
            continue;
        ++done;
        ++counts[int(outcome->result.verdict)];
    }
    if (isRunning() || done == 0) {
        status_->setText(done == 0 && !isRunning() ? tr("Not run yet") : tr("Running… %1 of %2").arg(runDone_).arg(runTotal_));
        return;
    }
    QString text = tr("%1 match · %2 differ · %3 indicative")
                       .arg(counts[int(Verdict::Matches)])
                       .arg(counts[int(Verdict::Differs)])
                       .arg(counts[int(Verdict::Indicative)]);
    if (!lastRunError_.isEmpty())
        text += QStringLiteral(" · ") + tr("stopped: %1").arg(lastRunError_);
    else if (lastRunCancelled_)
        text += QStringLiteral(" · ") + tr("cancelled");
    else if (lastRunSeconds_ > 0.0)
        text += QStringLiteral(" · ") + tr("%1 s").arg(QLocale().toString(lastRunSeconds_, 'f', 1));
    status_->setText(text);
}

void ExperimentsPanel::exportChart()
{
    const QString name = chart_->experiment() ? QString::fromUtf8(chart_->experiment()->id.data(),
                                                                 qsizetype(chart_->experiment()->id.size()))
                                              : tr("experiments");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export"), name + QStringLiteral(".png"),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    if (const QString problem = exportView(*chart_, path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot export"), problem);
}

}  // namespace ringlab::ui
