// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/NewestJob.h"
#include "ui/common/Retranslations.h"

#include <QElapsedTimer>
#include <QList>
#include <QPair>
#include <QString>
#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QScrollArea;
class QLabel;
class QLineEdit;
class QSpinBox;
class QProgressBar;
class QPushButton;
class QVBoxLayout;

namespace ringlab::ui {

// Text the simulation engine marks with RINGLAB_TRANSLATE_NOOP("Simulation", …), translated.
QString simulationText(const char* text);

class ExportableView;

// A few figures in large type, each its name over its value: "misses after kill cache-02"
// over "24.6 % (2,462 of 10,000)".
class HeadlineFigures : public QWidget {
    Q_OBJECT

public:
    struct Figure {
        Figure(QString figureName, QString figureValue, QColor valueColor = {})
            : name(std::move(figureName)), value(std::move(figureValue)), color(valueColor)
        {
        }
        QString name;
        QString value;
        QColor color;  // of the value; invalid: the ordinary ink
    };

    explicit HeadlineFigures(QWidget* parent = nullptr);
    void setFigures(const QList<Figure>& figures);
    // The value shown for a figure's name; empty when there is none.
    QString value(const QString& name) const;
    QStringList names() const;

private:
    QList<Figure> figures_;
    QLabel* text_ = nullptr;
};

// One pitfall of the Simulation panel: its settings on the left with Run, a progress bar
// and Cancel, an inline error for a bad setting, the headline figures; its charts on the
// right. A run reads the settings on the GUI thread and runs the engine on a background
// thread; Run during a run cancels it and the newest settings run next. A refused setting or
// a cancelled run leaves the previous results on screen.
class SimulationTab : public QWidget {
    Q_OBJECT

public:
    ~SimulationTab() override;

    QPushButton* runButton() const { return run_; }
    QPushButton* cancelButton() const { return cancel_; }
    QProgressBar* progressBar() const { return progress_; }
    // The inline error under the settings; hidden when there is none.
    QLabel* errorLabel() const { return error_; }
    // How the last run ended: "Simulated in 0.4 s", "Cancelled …".
    QLabel* statusLabel() const { return statusLabel_; }
    HeadlineFigures* headline() const { return headline_; }
    bool running() const { return job_.running(); }
    // The views this tab can export, in the order they are offered.
    virtual std::vector<const ExportableView*> exportableViews() const = 0;

    void run();
    void cancel();

    // A text of the tab (a setting's label, tooltip or suffix, a heading): asked for when the
    // setting is added and again after a language switch, so it returns tr()'s words.
    using Text = std::function<QString()>;
    // The settings, filled by the subclass (label, widget).
    QFormLayout* settingsForm() const { return settings_; }
    QSpinBox* addCountSetting(Text label, int minimum, int maximum, int value, Text toolTip);
    QDoubleSpinBox* addNumberSetting(Text label, double minimum, double maximum, double value, int decimals,
                                     Text suffix, Text toolTip);
    QLineEdit* addTextSetting(Text label, const QString& value, Text toolTip);
    QComboBox* addChoiceSetting(Text label, Text toolTip);
    // A bold line between groups of settings.
    void addSettingsHeading(Text text);
    // An item of a choice setting.
    void addChoiceItem(QComboBox* choice, Text text, int value);
    // Runs `setTexts` now and again after a language switch: the tab's other texts (a table's
    // headers, a chart's placeholder).
    void keepTranslated(std::function<void()> setTexts);

signals:
    // The newest run's results are on screen.
    void resultsShown();
    // A run ended without results: refused (the message) or cancelled (empty message).
    void runFailed(const QString& message);

protected:
    explicit SimulationTab(QWidget* parent = nullptr);

    // What a run does on the background thread: computes, then returns what shows the
    // result on the GUI thread. It must own everything it reads (capture by value).
    using ShowResult = std::function<void()>;
    using Job = NewestJob<ShowResult>::Job;
    // Reads the settings into a job on the GUI thread; throws ValidationError naming what is
    // wrong.
    virtual Job prepareRun() = 0;
    // Veils the charts while a run is under way.
    virtual void setResultsBusy(bool busy) = 0;

    // Over the charts (a short explanation).
    void setIntroduction(Text text);
    // QEvent::LanguageChange calls retranslateUi().
    void changeEvent(QEvent* event) override;
    // The right-hand side, filled by the subclass.
    QWidget* resultsArea() const { return results_; }
    // The settings column grows to its widest row (in this language and type size) when shown.
    void showEvent(QShowEvent* event) override;

private:
    // The buttons, the settings' texts, what keepTranslated keeps, the status and the last
    // results (their ShowResult run again) in the language installed.
    void retranslateUi();
    void finished(JobOutcome<ShowResult> outcome);
    void showError(const QString& message);
    void setRunning(bool running);
    void showStatus();
    void chooseExport();

    // A row of the settings (or a heading, field null) and its texts.
    struct SettingTexts {
        QWidget* field;
        QLabel* heading;
        Text label;
        Text toolTip;
        Text suffix;
    };
    std::vector<SettingTexts> settingTexts_;
    Text introductionText_;
    Retranslations texts_;
    ShowResult shownResult_;  // what shows the last run's results, for a language switch
    enum class Status { NotRun, Simulating, Simulated, Cancelled };
    Status status_ = Status::NotRun;
    double simulatedSeconds_ = 0.0;
    QString errorMessage_;  // why the last run was refused; empty: none

    QFormLayout* settings_ = nullptr;
    QWidget* settingsColumn_ = nullptr;
    QScrollArea* settingsScroll_ = nullptr;
    QLabel* introduction_ = nullptr;
    QPushButton* run_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* export_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* error_ = nullptr;
    QLabel* statusLabel_ = nullptr;
    HeadlineFigures* headline_ = nullptr;
    QWidget* results_ = nullptr;

    QElapsedTimer clock_;
    NewestJob<ShowResult> job_;
};

}  // namespace ringlab::ui
