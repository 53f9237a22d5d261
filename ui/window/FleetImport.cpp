// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/FleetImport.h"

#include "model/Translation.h"
#include "model/fleet/FleetFile.h"

#include <QCoreApplication>
#include <QFile>

namespace ringlab::ui {

namespace {

struct FleetImportText {
    Q_DECLARE_TR_FUNCTIONS(FleetImport)
};

}  // namespace

std::variant<ImportedFleet, QString> importFleet(const QString& path, const LabState& current, const QString& pool)
{
    try {
        const Fleet fleet = fleet::readFleetFile(QFile::encodeName(path).toStdString(), "", pool.toStdString());
        ImportedFleet imported;
        imported.state = current;
        imported.state.members = fleet.members;
        imported.state.config = fleet.config;
        imported.format = QString::fromStdString(fleet.format);
        for (const std::string& note : fleet.notes)
            imported.notes.append(QString::fromStdString(note));
        return imported;
    } catch (const std::exception& e) {
        return userMessage(e);
    }
}

QStringList fleetPools(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = file.read(qint64{fleet::kMaxFleetFileBytes} + 1);
    QStringList pools;
    for (const std::string& name : fleet::fleetPoolNames(std::string_view(text.constData(), std::size_t(text.size()))))
        pools.append(QString::fromStdString(name));
    return pools.size() > 1 ? pools : QStringList();
}

QString fleetFileFilter()
{
    return FleetImportText::tr("Fleet files (*.yml *.yaml *.conf *.txt *.cfg);;All files (*)");
}

}  // namespace ringlab::ui
