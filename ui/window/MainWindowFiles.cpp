// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lab window's files: scenarios opened and saved, fleet files imported, a file dropped on
// the window; each one undoable step on the lab, or refused with the reason.
#include "ui/window/MainWindow.h"

#include "model/ScenarioFile.h"
#include "ui/window/FleetImport.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QMimeData>
#include <QTimer>

namespace ringlab::ui {

QString MainWindow::openScenario(const QString& path, const QString& name)
{
    auto loaded = loadScenario(path);
    if (const auto* error = std::get_if<QString>(&loaded))
        return *error;
    const Scenario& scenario = std::get<Scenario>(loaded);
    const QString title = !name.isEmpty() ? name : scenario.name.isEmpty() ? QFileInfo(path).fileName() : scenario.name;
    if (const QString problem = lab_.replaceState(scenario.state, tr("Open %1").arg(title)); !problem.isEmpty())
        return problem;
    if (!path.startsWith(QLatin1Char(':')))
        scenarioPath_ = path;
    labTitle_ = title;
    updateWindowTitle();
    labControls_->showMessage(scenario.description, false);
    return {};
}

QString MainWindow::saveScenarioAs(const QString& path)
{
    Scenario scenario;
    scenario.name = QFileInfo(path).completeBaseName();
    scenario.state = lab_.state();
    if (const QString problem = saveScenario(path, scenario); !problem.isEmpty())
        return problem;
    scenarioPath_ = path;
    labTitle_ = scenario.name;
    updateWindowTitle();
    return {};
}

void MainWindow::chooseAndOpenScenario()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), QFileInfo(scenarioPath_).path(),
                                                      tr("RingLab scenarios (*.json)"));
    if (path.isEmpty())
        return;
    if (const QString problem = openScenario(path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot open the scenario"), problem);
}

QString MainWindow::importFleet(const QString& path, const QString& pool)
{
    auto imported = ui::importFleet(path, lab_.state(), pool);
    if (const auto* error = std::get_if<QString>(&imported))
        return *error;
    const ImportedFleet& fleet = std::get<ImportedFleet>(imported);
    const QString title = QFileInfo(path).fileName();
    if (const QString problem = lab_.replaceState(fleet.state, tr("Import fleet %1").arg(title)); !problem.isEmpty())
        return problem;
    labTitle_ = title;
    updateWindowTitle();
    labControls_->showMessage(fleet.notes.isEmpty() ? tr("Imported %1 (%2), nodes: %L3.")
                                                          .arg(title, fleet.format)
                                                          .arg(fleet.state.members.size())
                                                    : fleet.notes.join(QLatin1Char('\n')),
                              false);
    return {};
}

void MainWindow::chooseAndImportFleet()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import fleet"), QFileInfo(scenarioPath_).path(), fleetFileFilter());
    if (!path.isEmpty())
        importFleetAskingForThePool(path);
}

void MainWindow::importFleetAskingForThePool(const QString& path)
{
    QString pool;
    if (const QStringList pools = fleetPools(path); !pools.isEmpty()) {
        bool chosen = false;
        pool = QInputDialog::getItem(this, tr("Import fleet"), tr("The file holds several pools; import:"), pools, 0, false, &chosen);
        if (!chosen)
            return;
    }
    if (const QString problem = importFleet(path, pool); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot import the fleet"), problem);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.front().isLocalFile())
        return;
    event->acceptProposedAction();
    // Not inside the drop: a dialog would block the drag's source until it closes.
    const QString path = urls.front().toLocalFile();
    QTimer::singleShot(0, this, [this, path] { openDroppedFile(path); });
}

void MainWindow::openDroppedFile(const QString& path)
{
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        importFleetAskingForThePool(path);
        return;
    }
    if (const QString problem = openScenario(path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot open the scenario"), problem);
}

void MainWindow::chooseAndSaveScenario()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), scenarioPath_,
                                                tr("RingLab scenarios (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    if (const QString problem = saveScenarioAs(path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot save the scenario"), problem);
}

}  // namespace ringlab::ui
