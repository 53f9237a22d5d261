// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lab/LabControlsPanel.h"

#include "model/DisplayText.h"
#include "model/LabModel.h"
#include "model/NodeTableModel.h"
#include "model/core/KetamaPlacement.h"
#include "ui/common/Palette.h"
#include "ui/lab/AddNodeDialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <limits>

namespace ringlab::ui {

namespace {

// The window built these controls before they had a panel of their own: their texts keep
// its translation context.
struct MainWindowText {
    Q_DECLARE_TR_FUNCTIONS(ringlab::ui::MainWindow)
};

// Every algorithm by its label, the Algorithm as the item's data.
QComboBox* newAlgorithmBox()
{
    auto* box = new QComboBox;
    for (const Algorithm a : allAlgorithms())
        box->addItem(algorithmLabel(a), static_cast<int>(a));
    return box;
}

}  // namespace

QString algorithmLabel(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Ring: return MainWindowText::tr("Hash ring (virtual nodes)");
    case Algorithm::Modulo: return MainWindowText::tr("Modulo: hash % N");
    case Algorithm::Directory: return MainWindowText::tr("Directory (slot table)");
    case Algorithm::Rendezvous: return MainWindowText::tr("Rendezvous (HRW)");
    case Algorithm::Jump: return MainWindowText::tr("Jump hash");
    case Algorithm::Ketama: return MainWindowText::tr("Ketama (memcached clients)");
    case Algorithm::Maglev: return MainWindowText::tr("Maglev (Envoy)");
    case Algorithm::EnvoyRing: return MainWindowText::tr("Ring hash (Envoy)");
    case Algorithm::Cassandra: return MainWindowText::tr("Token ring (Cassandra)");
    }
    return {};
}

LabControlsPanel::LabControlsPanel(LabModel* lab, QWidget* parent) : QWidget(parent), lab_(lab)
{
    nodeModel_ = new NodeTableModel(lab_, this);
    compareControls_ = buildCompareControls();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildPlacement());
    layout->addWidget(buildKeys());
    layout->addWidget(buildNodes(), 1);
    message_ = new QLabel;
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->hide();
    layout->addWidget(message_);
    // Five table rows at least; on a short screen (a 1280 × 720 projector) the window scrolls
    // the whole panel instead of cutting the nodes off.
    nodeTable_->setMinimumHeight(nodeTable_->horizontalHeader()->sizeHint().height() +
                                 5 * nodeTable_->verticalHeader()->defaultSectionSize() + 2 * nodeTable_->frameWidth());

    connect(lab_, &LabModel::stateChanged, this, &LabControlsPanel::syncFromLab);
    // An edit that went through makes an earlier refusal stale.
    connect(lab_, &LabModel::stateChanged, this, [this] {
        if (messageIsError_)
            showMessage({}, false);
    });
    connect(lab_, &LabModel::computationFailed, this, [this](const QString& text) { showMessage(text, true); });
    connect(nodeModel_, &NodeTableModel::editRejected, this, [this](const QString& text) { showMessage(text, true); });
    retranslateUi();
}

void LabControlsPanel::retranslateUi()
{
    compareOn_->setText(MainWindowText::tr("Compare with"));
    for (QComboBox* box : {algorithm_, compareAlgorithm_})
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, algorithmLabel(static_cast<Algorithm>(box->itemData(i).toInt())));
    placementBox_->setTitle(MainWindowText::tr("Placement"));
    keysBox_->setTitle(MainWindowText::tr("Keys"));
    nodesBox_->setTitle(MainWindowText::tr("Nodes"));
    // The form's row labels, made with the rows.
    const auto label = [](QFormLayout* form, auto* field, const QString& text) {
        if (auto* shown = qobject_cast<QLabel*>(form->labelForField(field)))
            shown->setText(text);
    };
    label(placementForm_, algorithm_, MainWindowText::tr("Algorithm"));
    label(placementForm_, ketamaDialect_, MainWindowText::tr("Client"));
    label(placementForm_, twemproxyHash_, MainWindowText::tr("Key hash"));
    label(placementForm_, maglevTableSize_, MainWindowText::tr("Table size"));
    label(placementForm_, envoyMinRingSize_, MainWindowText::tr("Min. ring size"));
    label(placementForm_, numTokens_, MainWindowText::tr("Tokens per node"));
    label(placementForm_, replicationFactor_, MainWindowText::tr("Replication factor"));
    label(placementForm_, tokenAllocation_, MainWindowText::tr("Token allocation"));
    label(keyForm_, keyPattern_, MainWindowText::tr("Pattern"));
    label(keyForm_, keyCount_, MainWindowText::tr("Count"));
    label(placementForm_, hashRow_, MainWindowText::tr("Hash"));
    label(placementForm_, replicasRow_, MainWindowText::tr("Replicas"));
    ketamaDialect_->setToolTip(
        MainWindowText::tr("libmemcached and twemproxy hash “host-k” for port 11211 and “host:port-k” otherwise "
                           "(twemproxy a named server's name); spymemcached “/host:port-k”; libketama (last.fm) "
                           "“host:port-k”, rounding each server's points its own way."));
    twemproxyHash_->setToolTip(
        MainWindowText::tr("The key hash of the twemproxy pool (its “hash:”); twemproxy's default is fnv1a_64."));
    maglevTableSize_->setToolTip(
        MainWindowText::tr("Slots of Maglev's lookup table; Envoy requires a prime (default 65,537)."));
    envoyMinRingSize_->setToolTip(MainWindowText::tr(
        "Envoy's minimum_ring_size (default 1,024): the least-weighted host gets at least this share of points."));
    numTokens_->setToolTip(MainWindowText::tr(
        "Cassandra's num_tokens: random tokens per node of weight 1 (16 since Cassandra 4.0, 256 before)."));
    replicationFactor_->setToolTip(
        MainWindowText::tr("How many nodes hold each key: the keyspace's replication factor. It sets the node table's "
                           "“Owns (effective)”; keys and loads count each key's first replica."));
    tokenAllocation_->setToolTip(
        MainWindowText::tr("How a node's tokens are chosen: Cassandra 4.0's allocator for the replication factor "
                           "(allocate_tokens_for_local_replication_factor), which needs one rack or at least as many "
                           "racks as replicas; or random, as before 4.0."));
    keyPattern_->setToolTip(MainWindowText::tr("{i} is replaced by 0, 1, 2, …"));
    addNode_->setToolTip(
        MainWindowText::tr("Adds the next node of the fleet; rename it or change its weight in the table"));
    removeNode_->setToolTip(MainWindowText::tr("Removes the selected node (a failure or a scale-down)"));
    addNodeAsked_->setToolTip(AddNodeDialog::tr("Adds a node with the name and weight you give"));
    tokenAllocation_->setItemText(0, MainWindowText::tr("Replication-aware"));
    tokenAllocation_->setItemText(1, MainWindowText::tr("Random"));
    fromFile_->setText(MainWindowText::tr("From file…"));
    addNode_->setText(MainWindowText::tr("Add node"));
    removeNode_->setText(MainWindowText::tr("Remove node"));
    addNodeAsked_->setText(AddNodeDialog::tr("Add node…"));
    nodeModel_->retranslate();
    syncFromLab();  // the texts made from the lab's state
}

void LabControlsPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

QWidget* LabControlsPanel::buildCompareControls()
{
    auto* controls = new QWidget(this);
    auto* row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    compareOn_ = new QCheckBox;
    compareAlgorithm_ = newAlgorithmBox();
    compareAlgorithm_->setCurrentIndex(1);  // modulo: the blog's side-by-side demo
    // Sized for a short name, so that the bar over the views fits a 1280-pixel window in every
    // language; the list shows the names whole.
    compareAlgorithm_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    compareAlgorithm_->setMinimumContentsLength(16);
    const auto applyCompare = [this] {
        if (syncing_)
            return;
        std::optional<Algorithm> compare;
        if (compareOn_->isChecked())
            compare = static_cast<Algorithm>(compareAlgorithm_->currentData().toInt());
        edit(lab_->setCompareAlgorithm(compare));
    };
    connect(compareOn_, &QCheckBox::toggled, this, applyCompare);
    connect(compareAlgorithm_, &QComboBox::currentIndexChanged, this, applyCompare);
    row->addWidget(compareOn_);
    row->addWidget(compareAlgorithm_);
    return controls;
}

QWidget* LabControlsPanel::buildPlacement()
{
    auto* placement = placementBox_ = new QGroupBox;
    auto* form = new QFormLayout(placement);
    algorithm_ = newAlgorithmBox();
    connect(algorithm_, &QComboBox::currentIndexChanged, this, [this] {
        if (!syncing_)
            edit(lab_->setAlgorithm(static_cast<Algorithm>(algorithm_->currentData().toInt())));
    });
    form->addRow(MainWindowText::tr("Algorithm"), algorithm_);
    placementForm_ = form;

    // Which client's ketama ring: only shown while ketama is the algorithm.
    ketamaDialect_ = new QComboBox;
    ketamaDialect_->setObjectName(QStringLiteral("KetamaDialect"));
    for (const auto& dialect : kKetamaDialects)
        ketamaDialect_->addItem(fromStd(dialect.name), static_cast<int>(dialect.value));
    connect(ketamaDialect_, &QComboBox::currentIndexChanged, this, [this] {
        if (!syncing_)
            edit(lab_->setKetamaDialect(static_cast<KetamaDialect>(ketamaDialect_->currentData().toInt())));
    });
    form->addRow(MainWindowText::tr("Client"), ketamaDialect_);

    // twemproxy's key hash (a pool's `hash:`): only shown with the twemproxy dialect.
    twemproxyHash_ = new QComboBox;
    twemproxyHash_->setObjectName(QStringLiteral("TwemproxyHash"));
    for (const HashFunction& hash : twemproxyHashes())
        twemproxyHash_->addItem(fromStd(twemproxyHashName(hash)), static_cast<int>(hash.id));
    connect(twemproxyHash_, &QComboBox::currentIndexChanged, this, [this] {
        if (!syncing_)
            edit(lab_->setTwemproxyHash(static_cast<HashId>(twemproxyHash_->currentData().toInt())));
    });
    form->addRow(MainWindowText::tr("Key hash"), twemproxyHash_);

    // Maglev's lookup table: a prime number of slots (only shown while Maglev is the algorithm).
    maglevTableSize_ = new QSpinBox;
    maglevTableSize_->setObjectName(QStringLiteral("MaglevTableSize"));
    maglevTableSize_->setRange(0, std::numeric_limits<int>::max());
    maglevTableSize_->setGroupSeparatorShown(true);
    connect(maglevTableSize_, &QSpinBox::editingFinished, this, [this] {
        if (!syncing_)
            edit(lab_->setMaglevTableSize(maglevTableSize_->value()));
    });
    form->addRow(MainWindowText::tr("Table size"), maglevTableSize_);

    // Envoy's minimum_ring_size (only shown for Envoy's ring hash).
    envoyMinRingSize_ = new QSpinBox;
    envoyMinRingSize_->setObjectName(QStringLiteral("EnvoyMinRingSize"));
    envoyMinRingSize_->setRange(0, std::numeric_limits<int>::max());
    envoyMinRingSize_->setGroupSeparatorShown(true);
    connect(envoyMinRingSize_, &QSpinBox::editingFinished, this, [this] {
        if (!syncing_)
            edit(lab_->setEnvoyMinRingSize(envoyMinRingSize_->value()));
    });
    form->addRow(MainWindowText::tr("Min. ring size"), envoyMinRingSize_);

    // Cassandra's num_tokens (only shown for Cassandra's token ring).
    numTokens_ = new QSpinBox;
    numTokens_->setObjectName(QStringLiteral("NumTokens"));
    numTokens_->setRange(0, std::numeric_limits<int>::max());
    connect(numTokens_, &QSpinBox::editingFinished, this, [this] {
        if (!syncing_)
            edit(lab_->setNumTokens(numTokens_->value()));
    });
    form->addRow(MainWindowText::tr("Tokens per node"), numTokens_);

    // Cassandra's replication factor, for the replica sets and "Owns (effective)".
    replicationFactor_ = new QSpinBox;
    replicationFactor_->setObjectName(QStringLiteral("ReplicationFactor"));
    replicationFactor_->setRange(0, std::numeric_limits<int>::max());
    connect(replicationFactor_, &QSpinBox::editingFinished, this, [this] {
        if (!syncing_)
            edit(lab_->setReplicationFactor(replicationFactor_->value()));
    });
    form->addRow(MainWindowText::tr("Replication factor"), replicationFactor_);

    // How a new node's tokens are chosen: Cassandra 4.0's replication-aware allocator, or random.
    tokenAllocation_ = new QComboBox;
    tokenAllocation_->setObjectName(QStringLiteral("TokenAllocation"));
    tokenAllocation_->addItem(QString(), static_cast<int>(CassandraTokenAllocation::ReplicationAware));
    tokenAllocation_->addItem(QString(), static_cast<int>(CassandraTokenAllocation::Random));
    connect(tokenAllocation_, &QComboBox::currentIndexChanged, this, [this] {
        if (!syncing_)
            edit(lab_->setTokenAllocation(static_cast<CassandraTokenAllocation>(tokenAllocation_->currentData().toInt())));
    });
    form->addRow(MainWindowText::tr("Token allocation"), tokenAllocation_);

    // Two rows of toggles, so that every name shows in full even in a narrow panel.
    auto* hashRow = hashRow_ = new QGridLayout;
    hashRow->setSpacing(0);
    constexpr int kHashColumns = 3;
    hashButtons_ = new QButtonGroup(this);
    for (const HashFunction& h : selectableHashes()) {
        auto* button = new QToolButton;
        button->setText(fromStd(h.name));
        button->setToolTip(fromStd(h.summary));
        button->setCheckable(true);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        hashButtons_->addButton(button, static_cast<int>(h.id));
        const int index = static_cast<int>(hashButtons_->buttons().size()) - 1;
        hashRow->addWidget(button, index / kHashColumns, index % kHashColumns);
    }
    connect(hashButtons_, &QButtonGroup::idClicked, this, [this](int id) {
        edit(lab_->setHash(static_cast<HashId>(id)));
    });
    form->addRow(MainWindowText::tr("Hash"), hashRow);

    auto* replicasRow = replicasRow_ = new QHBoxLayout;
    replicasSlider_ = new QSlider(Qt::Horizontal);
    replicasSlider_->setObjectName(QStringLiteral("ReplicasSlider"));
    replicasSlider_->setRange(1, 1000);
    replicasSpin_ = new QSpinBox;
    replicasSpin_->setObjectName(QStringLiteral("ReplicasSpin"));
    // Wide open: the lab refuses what it cannot take and says why, instead of the box clamping it.
    replicasSpin_->setRange(0, std::numeric_limits<int>::max());
    replicasSpin_->setAccelerated(true);
    replicasRow->addWidget(replicasSlider_, 1);
    replicasRow->addWidget(replicasSpin_);
    connect(replicasSlider_, &QSlider::valueChanged, this, [this](int v) {
        if (!syncing_)
            edit(lab_->setReplicas(v));
    });
    connect(replicasSpin_, &QSpinBox::editingFinished, this, [this] {
        if (!syncing_)
            edit(lab_->setReplicas(replicasSpin_->value()));
    });
    form->addRow(MainWindowText::tr("Replicas"), replicasRow);
    return placement;
}

QWidget* LabControlsPanel::buildKeys()
{
    auto* keys = keysBox_ = new QGroupBox;
    auto* keyForm = keyForm_ = new QFormLayout(keys);
    keyPattern_ = new QLineEdit;
    keyCount_ = new QSpinBox;
    keyCount_->setObjectName(QStringLiteral("KeyCount"));
    keyCount_->setRange(0, std::numeric_limits<int>::max());  // the lab says why it refuses a count
    // Steps of a tenth of the count: 1 in a small lab of 12 keys, 100,000 in one of a million.
    keyCount_->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    keyCount_->setGroupSeparatorShown(true);
    const auto applyKeys = [this] {
        if (!syncing_)
            edit(lab_->setKeyPattern(keyPattern_->text(), keyCount_->value()));
    };
    connect(keyPattern_, &QLineEdit::editingFinished, this, applyKeys);
    connect(keyCount_, &QSpinBox::editingFinished, this, applyKeys);
    keyForm->addRow(MainWindowText::tr("Pattern"), keyPattern_);
    keyForm->addRow(MainWindowText::tr("Count"), keyCount_);
    auto* fileRow = new QHBoxLayout;
    keySource_ = new QLabel;
    keySource_->setWordWrap(true);
    fromFile_ = new QPushButton;
    QPushButton* fromFile = fromFile_;
    connect(fromFile, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, MainWindowText::tr("Keys, one a line"));
        if (!path.isEmpty())
            edit(lab_->setKeyFile(path));
    });
    fileRow->addWidget(keySource_, 1);
    fileRow->addWidget(fromFile);
    keyForm->addRow(fileRow);
    return keys;
}

QWidget* LabControlsPanel::buildNodes()
{
    auto* nodes = nodesBox_ = new QGroupBox;
    auto* nodeLayout = new QVBoxLayout(nodes);
    nodeTable_ = new QTableView;
    nodeTable_->setModel(nodeModel_);
    nodeTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    nodeTable_->setSelectionMode(QAbstractItemView::SingleSelection);
    nodeTable_->verticalHeader()->hide();
    nodeTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    nodeTable_->horizontalHeader()->setStretchLastSection(true);
    nodeTable_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                                QAbstractItemView::AnyKeyPressed);
    nodeLayout->addWidget(nodeTable_, 1);
    auto* nodeButtons = new QHBoxLayout;
    addNode_ = new QPushButton;
    removeNode_ = new QPushButton;
    connect(addNode_, &QPushButton::clicked, this, [this] { edit(lab_->addMember(lab_->suggestMemberId())); });
    connect(removeNode_, &QPushButton::clicked, this, [this] {
        const QModelIndex current = nodeTable_->currentIndex();
        if (!current.isValid()) {
            showMessage(MainWindowText::tr("Select the node to remove in the table first."), true);
            return;
        }
        edit(lab_->removeMember(nodeModel_->index(current.row(), NodeTableModel::Id).data().toString()));
    });
    // The node's name and weight first, in one step.
    addNodeAsked_ = new QPushButton;
    addNodeAsked_->setObjectName(QStringLiteral("AddNodeAsked"));
    connect(addNodeAsked_, &QPushButton::clicked, this, [this] {
        auto* dialog = new AddNodeDialog(lab_, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [this] { edit({}); });
        dialog->open();
    });
    nodeButtons->addWidget(addNode_);
    nodeButtons->addWidget(addNodeAsked_);
    nodeButtons->addWidget(removeNode_);
    nodeLayout->addLayout(nodeButtons);
    return nodes;
}

void LabControlsPanel::syncFromLab()
{
    syncing_ = true;
    const LabState& state = lab_->state();
    algorithm_->setCurrentIndex(algorithm_->findData(static_cast<int>(state.config.algorithm)));
    hashButtons_->button(static_cast<int>(state.config.hash))->setChecked(true);
    replicasSlider_->setValue(state.config.replicas);
    replicasSpin_->setValue(state.config.replicas);
    const bool ring = state.config.algorithm == Algorithm::Ring;
    replicasSlider_->setEnabled(ring);
    replicasSpin_->setEnabled(ring);
    // Where the placement hashes keys its own way, the toggle would change nothing.
    for (QAbstractButton* button : hashButtons_->buttons())
        button->setEnabled(usesSelectedHash(state.config.algorithm));
    ketamaDialect_->setCurrentIndex(ketamaDialect_->findData(static_cast<int>(state.config.ketamaDialect)));
    placementForm_->setRowVisible(ketamaDialect_, state.config.algorithm == Algorithm::Ketama);
    twemproxyHash_->setCurrentIndex(twemproxyHash_->findData(static_cast<int>(state.config.twemproxyHash)));
    placementForm_->setRowVisible(twemproxyHash_, state.config.algorithm == Algorithm::Ketama &&
                                                      state.config.ketamaDialect == KetamaDialect::Twemproxy);
    maglevTableSize_->setValue(static_cast<int>(state.config.maglevTableSize));
    placementForm_->setRowVisible(maglevTableSize_, state.config.algorithm == Algorithm::Maglev);
    envoyMinRingSize_->setValue(static_cast<int>(state.config.envoyMinRingSize));
    placementForm_->setRowVisible(envoyMinRingSize_, state.config.algorithm == Algorithm::EnvoyRing);
    numTokens_->setValue(state.config.cassandra.numTokens);
    const bool cassandra = state.config.algorithm == Algorithm::Cassandra;
    placementForm_->setRowVisible(numTokens_, cassandra);
    // 0 is Cassandra's default here: min(3, nodes).
    replicationFactor_->setSpecialValueText(
        MainWindowText::tr("Default (%L1)").arg(std::min<qsizetype>(kDefaultReplicationFactor, lab_->members().size())));
    replicationFactor_->setValue(state.config.cassandra.replicationFactor);
    placementForm_->setRowVisible(replicationFactor_, cassandra);
    tokenAllocation_->setCurrentIndex(tokenAllocation_->findData(static_cast<int>(state.config.cassandra.tokenAllocation)));
    placementForm_->setRowVisible(tokenAllocation_, cassandra);
    for (const int column : {NodeTableModel::Rack, NodeTableModel::OwnsEffective})
        nodeTable_->setColumnHidden(column, !NodeTableModel::showsColumn(column, state.config.algorithm));
    const bool fromFile = !state.keys.file.isEmpty();
    keyPattern_->setText(state.keys.pattern);
    keyCount_->setValue(static_cast<int>(state.keys.count));
    keySource_->setText(fromFile ? MainWindowText::tr("Keys from %1").arg(state.keys.file)
                                 : MainWindowText::tr("Generated keys"));
    compareOn_->setChecked(state.compareAlgorithm.has_value());
    if (state.compareAlgorithm)
        compareAlgorithm_->setCurrentIndex(compareAlgorithm_->findData(static_cast<int>(*state.compareAlgorithm)));
    removeNode_->setEnabled(lab_->members().size() > 1);
    syncing_ = false;
}

void LabControlsPanel::showMessage(const QString& text, bool error)
{
    messageIsError_ = error && !text.isEmpty();
    message_->setText(text);
    message_->setStyleSheet(error ? QStringLiteral("color: %1; font-weight: bold;").arg(palette::current().errorInk.name()) : QString());
    message_->setVisible(!text.isEmpty());
    if (!text.isEmpty())
        emit messageShown(text);
}

void LabControlsPanel::edit(const QString& problem)
{
    if (problem.isEmpty()) {
        message_->hide();
        return;
    }
    showMessage(problem, true);
    syncFromLab();  // the refused value goes back to the current one
}

}  // namespace ringlab::ui
