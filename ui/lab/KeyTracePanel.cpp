// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/KeyTracePanel.h"

#include "model/DisplayText.h"
#include "model/LabModel.h"
#include "model/UserFiles.h"
#include "ui/common/ViewCaption.h"
#include "ui/lab/MovedKeysModel.h"
#include "ui/lab/ring/RingGeometry.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace ringlab::ui {

namespace {

constexpr int kMaxTracedKeys = 64;

QString dash()
{
    return QStringLiteral("—");
}

}  // namespace

KeyTracePanel::KeyTracePanel(LabModel* lab, QWidget* parent) : QWidget(parent), lab_(lab)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    tabs_ = new QTabWidget;
    layout->addWidget(tabs_);

    // Traced keys.
    auto* traced = new QWidget;
    auto* tracedLayout = new QVBoxLayout(traced);
    auto* entry = new QHBoxLayout;
    keysLabel_ = new QLabel;
    entry->addWidget(keysLabel_);
    keyEdit_ = new QLineEdit;
    entry->addWidget(keyEdit_, 1);
    auto* trace = trace_ = new QPushButton;
    entry->addWidget(trace);
    auto* clear = clear_ = new QPushButton;
    entry->addWidget(clear);
    entry->addSpacing(12);
    replicasLabel_ = new QLabel;
    entry->addWidget(replicasLabel_);
    replicas_ = new QSpinBox;
    replicas_->setRange(1, 16);
    replicas_->setValue(3);
    entry->addWidget(replicas_);
    tracedLayout->addLayout(entry);

    table_ = new QTableWidget(0, TraceColumns);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setWordWrap(false);
    // The table and the selected key's walk side by side: both keep the dock's height.
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(table_);
    detail_ = new QLabel;
    detail_->setWordWrap(true);
    detail_->setTextFormat(Qt::RichText);
    detail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detail_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* detailScroll = new QScrollArea;
    detailScroll->setWidget(detail_);
    detailScroll->setWidgetResizable(true);
    detailScroll->setFrameShape(QFrame::NoFrame);
    split->addWidget(detailScroll);
    detailScroll->setMinimumWidth(240);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({3000, 2000});
    tracedLayout->addWidget(split, 1);
    tabs_->addTab(traced, QString());

    // Moved keys.
    auto* movedPage = new QWidget;
    auto* movedLayout = new QVBoxLayout(movedPage);
    auto* filters = new QHBoxLayout;
    filterLabel_ = new QLabel;
    filters->addWidget(filterLabel_);
    filterEdit_ = new QLineEdit;
    filterEdit_->setClearButtonEnabled(true);
    filters->addWidget(filterEdit_, 1);
    fromLabel_ = new QLabel;
    filters->addWidget(fromLabel_);
    fromFilter_ = new QComboBox;
    filters->addWidget(fromFilter_);
    toLabel_ = new QLabel;
    filters->addWidget(toLabel_);
    toFilter_ = new QComboBox;
    filters->addWidget(toFilter_);
    export_ = new QPushButton;
    filters->addWidget(export_);
    movedLayout->addLayout(filters);
    movedCount_ = new QLabel;
    movedCount_->setWordWrap(true);
    movedLayout->addWidget(movedCount_);
    moved_ = new MovedKeysModel(this);
    movedTable_ = new QTableView;
    movedTable_->setModel(moved_);
    movedTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    movedTable_->verticalHeader()->hide();
    movedTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    movedLayout->addWidget(movedTable_, 1);
    tabs_->addTab(movedPage, QString());

    filterDelay_ = new QTimer(this);
    filterDelay_->setSingleShot(true);
    filterDelay_->setInterval(250);

    connect(trace, &QPushButton::clicked, this, [this] {
        traceKeys(keyEdit_->text());
        keyEdit_->clear();
    });
    connect(keyEdit_, &QLineEdit::returnPressed, trace, &QPushButton::click);
    connect(clear, &QPushButton::clicked, this, &KeyTracePanel::clearKeys);
    connect(replicas_, &QSpinBox::valueChanged, this, [this] {
        retrace();
        fillTable();
    });
    connect(table_, &QTableWidget::itemSelectionChanged, this, [this] {
        updateDetail();
        emit marksChanged();
    });
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row) {
        const auto [start, length] = zoomArc(row);
        emit zoomRequested(start, length);
    });
    connect(filterEdit_, &QLineEdit::textChanged, filterDelay_, qOverload<>(&QTimer::start));
    connect(filterDelay_, &QTimer::timeout, this, &KeyTracePanel::applyFilter);
    connect(fromFilter_, &QComboBox::activated, this, &KeyTracePanel::applyFilter);
    connect(toFilter_, &QComboBox::activated, this, &KeyTracePanel::applyFilter);
    connect(export_, &QPushButton::clicked, this, &KeyTracePanel::chooseAndExport);
    connect(movedTable_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        addKey(moved_->keyAt(index.row()));
        tabs_->setCurrentIndex(0);
    });
    connect(lab_, &LabModel::resultReady, this, &KeyTracePanel::refresh);
    retranslateUi();
    refresh();
}

KeyTracePanel::~KeyTracePanel() = default;

void KeyTracePanel::retranslateUi()
{
    keysLabel_->setText(tr("Keys:"));
    keyEdit_->setPlaceholderText(tr("session:user:42, session:user:7"));
    keyEdit_->setToolTip(tr("One or more keys, separated by commas or line breaks"));
    trace_->setText(tr("Trace"));
    clear_->setText(tr("Clear"));
    replicasLabel_->setText(tr("Replicas:"));
    replicas_->setToolTip(tr("How many distinct nodes the replica (failover) order lists"));
    table_->setHorizontalHeaderLabels({tr("Key"), tr("Hash"), tr("Hex"), tr("Position"), tr("Owning point"),
                                       tr("Owner now"), tr("Before"), tr("Moved"), tr("Replica order")});
    table_->setToolTip(tr("Click a key dot in the ring to trace it; double-click a row to zoom the ring to it."));
    tabs_->setTabText(0, tr("Traced keys"));
    filterLabel_->setText(tr("Filter:"));
    filterEdit_->setPlaceholderText(tr("part of a key"));
    fromLabel_->setText(tr("From:"));
    toLabel_->setText(tr("To:"));
    export_->setText(tr("Export CSV…"));
    export_->setToolTip(tr("Save the keys listed, with their nodes before and after, as CSV"));
    movedTable_->setToolTip(tr("Double-click a key to trace it"));
    tabs_->setTabText(1, tr("Moved keys"));
    moved_->retranslate();
}

void KeyTracePanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    retranslateUi();
    // What is made from the result: the node filters, the counts, the table, the walk.
    fillNodeFilters();
    updateMovedCount();
    fillTable();
}

void KeyTracePanel::refresh()
{
    current_ = lab_->result().primary;
    const auto& previous = lab_->previousSnapshot();
    previous_ = current_ && isPreviousOf(previous.get(), *current_) ? previous : nullptr;
    moved_->setSnapshots(previous_, current_);
    fillNodeFilters();
    updateMovedCount();
    retrace();
    fillTable();
}

void KeyTracePanel::retrace()
{
    traces_.clear();
    if (!current_)
        return;
    const auto count = static_cast<std::size_t>(replicas_->value());
    for (const QString& key : keys_)
        traces_.push_back(traceKeyChange(previous_.get(), *current_, key.toStdString(), count));
}

int KeyTracePanel::replicaCount() const
{
    return replicas_->value();
}

void KeyTracePanel::setReplicaCount(int count)
{
    replicas_->setValue(count);
}

void KeyTracePanel::traceKeys(const QString& text)
{
    bool added = false;
    for (const std::string& key : splitKeyList(text.toStdString())) {
        const QString k = fromStd(key);
        if (keys_.contains(k) || keys_.size() >= kMaxTracedKeys)
            continue;
        keys_.append(k);
        added = true;
    }
    if (!added)
        return;
    retrace();
    fillTable();
    table_->selectRow(static_cast<int>(keys_.size()) - 1);
}

void KeyTracePanel::addKey(const QString& key)
{
    if (const qsizetype at = keys_.indexOf(key); at >= 0) {
        table_->selectRow(static_cast<int>(at));
        return;
    }
    // A key is taken whole, commas and all.
    if (key.isEmpty() || keys_.size() >= kMaxTracedKeys)
        return;
    keys_.append(key);
    retrace();
    fillTable();
    table_->selectRow(static_cast<int>(keys_.size()) - 1);
}

void KeyTracePanel::clearKeys()
{
    keys_.clear();
    traces_.clear();
    fillTable();
}

double KeyTracePanel::keySpace() const
{
    if (!current_)
        return kHashSpace;
    switch (current_->config.algorithm) {
    case Algorithm::Directory: return kRedisSlotCount;
    case Algorithm::Maglev: return current_->config.maglevTableSize;
    default: return kHashSpace;
    }
}

QString KeyTracePanel::positionText(const KeyTrace& trace) const
{
    if (trace.slot)
        return tr("slot %1").arg(formatCount(*trace.slot));
    return formatShare(trace.drawnPosition / kHashSpace, 2);
}

void KeyTracePanel::fillTable()
{
    const int selected = table_->currentRow();
    QSignalBlocker block(table_);
    table_->setRowCount(static_cast<int>(traces_.size()));
    for (std::size_t r = 0; r < traces_.size(); ++r) {
        const KeyChangeTrace& change = traces_[r];
        const KeyTrace& t = change.after;
        QStringList replicas;
        for (const std::string& id : t.replicaIds)
            replicas << shortMemberId(fromStd(id));
        const QString cells[TraceColumns] = {
            fromStd(t.key),
            fromStd(t.hashText),
            fromStd(t.hashHex),
            positionText(t),
            t.ownerPoint ? shortMemberId(fromStd(t.ownerPoint->label), kMaxShownIdCharacters + 8) : dash(),
            shortMemberId(fromStd(t.ownerId)),
            change.before ? shortMemberId(fromStd(change.before->ownerId)) : dash(),
            change.before ? (change.moved() ? tr("yes") : tr("no")) : dash(),
            replicas.join(QStringLiteral(" → ")),
        };
        for (int c = 0; c < TraceColumns; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            if (c == MovedCol && change.moved()) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            table_->setItem(static_cast<int>(r), c, item);
        }
    }
    table_->resizeColumnsToContents();
    if (!traces_.empty())
        table_->selectRow(std::clamp(selected, 0, static_cast<int>(traces_.size()) - 1));
    updateDetail();
    emit marksChanged();
}

void KeyTracePanel::fillNodeFilters()
{
    const auto fill = [](QComboBox* box, const std::vector<Member>* members, int selected) {
        box->clear();
        box->addItem(tr("any node"), -1);
        if (members)
            for (std::size_t m = 0; m < members->size(); ++m)
                box->addItem(shortMemberId(fromStd((*members)[m].id)), static_cast<int>(m));
        box->setCurrentIndex(std::max(0, box->findData(selected)));
        box->setEnabled(members != nullptr);
    };
    fill(fromFilter_, previous_ ? &previous_->members : nullptr, moved_->filter().from);
    fill(toFilter_, previous_ ? &current_->members : nullptr, moved_->filter().to);
    filterEdit_->setEnabled(previous_ != nullptr);
    export_->setEnabled(previous_ != nullptr);
}

void KeyTracePanel::applyFilter()
{
    filterDelay_->stop();
    moved_->setFilter({.from = fromFilter_->currentData().toInt(),
                       .to = toFilter_->currentData().toInt(),
                       .text = filterEdit_->text().toStdString()});
    updateMovedCount();
}

void KeyTracePanel::updateMovedCount()
{
    if (!moved_->hasChange() || !current_) {
        movedCount_->setText(tr("No change to list yet: add, remove or reweight a node (or change the placement) "
                                "and the keys it moves appear here."));
        return;
    }
    QString text = tr("%1 of %2 keys moved after %3.")
                       .arg(formatCount(moved_->movedCount()), formatCount(current_->keys.size()),
                            fromStd(current_->change));
    if (moved_->filter().any())
        text += QLatin1Char(' ') + tr("%1 match the filter.").arg(formatCount(moved_->shownCount()));
    movedCount_->setText(text);
}

namespace {

TraceMark traceMark(const KeyTrace& t, bool current)
{
    TraceMark mark;
    mark.label = KeyTracePanel::tr("%1 → %2").arg(shortMemberId(fromStd(t.key), 32), shortMemberId(fromStd(t.ownerId)));
    mark.position = t.slot ? *t.slot : t.drawnPosition;
    if (t.ownerPoint)
        mark.ownerPosition = t.ownerPoint->drawnPosition;
    mark.owner = t.owner;
    mark.current = current;
    return mark;
}

}  // namespace

std::vector<TraceMark> KeyTracePanel::marks() const
{
    std::vector<TraceMark> marks;
    const int selected = table_->currentRow();
    for (std::size_t r = 0; r < traces_.size(); ++r)
        marks.push_back(traceMark(traces_[r].after, static_cast<int>(r) == selected));
    return marks;
}

std::vector<TraceMark> KeyTracePanel::marksOn(const LabSnapshot& snapshot) const
{
    std::vector<TraceMark> marks;
    const int selected = table_->currentRow();
    for (qsizetype r = 0; r < keys_.size(); ++r)
        marks.push_back(traceMark(traceKey(*snapshot.placement, keys_[r].toStdString(), 1, snapshot.ringPoints), r == selected));
    return marks;
}

std::pair<double, double> KeyTracePanel::zoomArc(int row) const
{
    if (row < 0 || static_cast<std::size_t>(row) >= traces_.size())
        return {0.0, 1.0};
    const KeyTrace& t = traces_[static_cast<std::size_t>(row)].after;
    const double space = keySpace();
    const double key = (t.slot ? *t.slot : t.drawnPosition) / space;
    double walk = 0.0;
    double least = 1.0 / 128.0;
    if (t.ownerPoint) {
        walk = wrapUnit(t.ownerPoint->drawnPosition / space - key);
        // Room for a few of the ring's points around the walk.
        if (current_ && !current_->ringPoints.empty())
            least = std::min(1.0, 8.0 / static_cast<double>(current_->ringPoints.size()));
    }
    const double length = std::clamp(std::max(walk * 3.0, least), 1.0 / 4194304.0, 1.0);
    if (length >= 1.0)
        return {0.0, 1.0};
    return {wrapUnit(key + walk / 2.0 - length / 2.0), length};
}

QString KeyTracePanel::detailText() const
{
    return detail_->text();
}

void KeyTracePanel::updateDetail()
{
    const int row = table_->currentRow();
    if (row < 0 || static_cast<std::size_t>(row) >= traces_.size() || !current_) {
        detail_->setText(keys_.isEmpty() ? tr("Type a key above, or click a key dot in the ring to trace it; "
                                              "double-click a row to zoom the ring to it.")
                                         : QString());
        return;
    }
    const KeyChangeTrace& change = traces_[static_cast<std::size_t>(row)];
    const KeyTrace& t = change.after;
    const auto esc = [](const QString& text) { return text.toHtmlEscaped(); };
    const auto id = [&](const std::string& text) { return esc(shortMemberId(fromStd(text), 48)); };
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(esc(fromStd(t.key)));
    lines << esc(tr("Hash %1 (%2) under %3.")
                     .arg(fromStd(t.hashText), fromStd(t.hashHex), fromStd(current_->placement->keyHash().name)));
    QStringList replicas;
    if (t.ownerPoint) {
        lines << esc(tr("At %1 of the ring. Clockwise from the key, the first point is %2: its node %3 owns the key.")
                         .arg(formatShare(t.drawnPosition / kHashSpace, 2),
                              shortMemberId(fromStd(t.ownerPoint->label), 48), shortMemberId(fromStd(t.ownerId), 48)));
        for (std::size_t r = 0; r < t.replicas.size(); ++r) {
            const std::size_t step = t.replicaWalkIndex[r];
            if (r == 0 || step == SIZE_MAX)
                replicas << id(t.replicaIds[r]);
            else
                replicas << esc(tr("%1 (at %2, step %3 of the walk)")
                                    .arg(shortMemberId(fromStd(t.replicaIds[r]), 48),
                                         shortMemberId(fromStd(t.walk[step].label), 48), QString::number(step)));
        }
        lines << esc(tr("Replicas, walking clockwise: ")) + replicas.join(QStringLiteral(" → "));
    } else if (t.slot) {
        lines << esc(tr("Slot %1 of %2: that entry of the table names %3.")
                         .arg(formatCount(*t.slot), formatCount(t.slotCount), shortMemberId(fromStd(t.ownerId), 48)));
        for (const std::string& r : t.replicaIds)
            replicas << id(r);
        lines << esc(tr("Replicas, walking the table onward: ")) + replicas.join(QStringLiteral(" → "));
    } else {
        for (const std::string& r : t.replicaIds)
            replicas << id(r);
        lines << esc(tr("Owner %1. Replica order: ").arg(shortMemberId(fromStd(t.ownerId), 48))) +
                     replicas.join(QStringLiteral(" → "));
    }
    if (!change.before)
        lines << esc(tr("No change measured yet: add or remove a node to see where the key goes."));
    else if (change.moved())
        lines << QStringLiteral("<b>%1</b>").arg(esc(tr("Before %1: %2. Now %3: the key moved.")
                                                         .arg(fromStd(current_->change), shortMemberId(fromStd(change.before->ownerId), 48),
                                                              shortMemberId(fromStd(t.ownerId), 48))));
    else
        lines << esc(tr("Before %1: %2 as well: the key stayed.")
                         .arg(fromStd(current_->change), shortMemberId(fromStd(change.before->ownerId), 48)));
    detail_->setText(lines.join(QStringLiteral("<br>")));
}

QString KeyTracePanel::exportMovedKeys(const QString& path)
{
    return saveAtomically(path, moved_->csv());
}

void KeyTracePanel::chooseAndExport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export moved keys"), QStringLiteral("moved-keys.csv"),
                                                      tr("CSV file (*.csv)"));
    if (path.isEmpty())
        return;
    if (const QString problem = exportMovedKeys(path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot export"), problem);
}

}  // namespace ringlab::ui
