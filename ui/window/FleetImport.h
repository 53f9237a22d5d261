// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LabState.h"

#include <QString>
#include <QStringList>

#include <variant>

class QWidget;

namespace ringlab::ui {

// A fleet file read for the lab (File > Import fleet…, a file dropped on the window): the lab
// as it is with the file's members and placement (its keys kept), and what the file holds
// that is shown but not placed.
struct ImportedFleet {
    LabState state;
    QString format;     // "twemproxy", "redis-nodes", … as --fleet-format names it
    QStringList notes;  // "10.0.0.5:6379 is a replica of 10.0.0.1:6379"
};

// Reads `path` (auto-detected; `pool` chooses one of several pools, "" when there is one) over
// `current`. The message names the file, the line and the field that is wrong.
std::variant<ImportedFleet, QString> importFleet(const QString& path, const LabState& current, const QString& pool = {});

// The pools (twemproxy) or clusters (Envoy) of a file that holds several, to choose one of;
// empty otherwise or when unreadable.
QStringList fleetPools(const QString& path);

// What the file dialog offers: every fleet format's usual file names.
QString fleetFileFilter();

}  // namespace ringlab::ui
