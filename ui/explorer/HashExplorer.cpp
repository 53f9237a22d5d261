// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/HashExplorer.h"

#include "ui/common/Retranslations.h"

#include "model/LabModel.h"
#include "model/OneThreadPool.h"
#include "model/Translation.h"
#include "model/core/RingPlacement.h"
#include "ui/explorer/AvalancheHeatMap.h"
#include "ui/explorer/BitFlipView.h"
#include "ui/explorer/ExplorerText.h"
#include "ui/explorer/HashSpeedView.h"
#include "ui/common/Palette.h"
#include "ui/common/ViewCaption.h"
#include "ui/explorer/VnodeStrip.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ringlab::ui {

namespace {

constexpr int kMaxSeed = 1'000'000'000;

// The explorer's analyses take one thread of their own (oneThreadPool).
struct ExplorerJobs;

QComboBox* makeHashChooser(QWidget* parent)
{
    auto* chooser = new QComboBox(parent);
    for (const HashFunction& h : selectableHashes()) {
        chooser->addItem(fromStd(h.name), static_cast<int>(h.id));
        chooser->setItemData(chooser->count() - 1, fromStd(h.summary), Qt::ToolTipRole);
    }
    return chooser;
}

const HashFunction& chosenHash(const QComboBox* chooser)
{
    return hashFunction(static_cast<HashId>(chooser->currentData().toInt()));
}

// A label for `buddy`, its text kept translated.
QLabel* label(Retranslations& texts, std::function<QString()> text, QWidget* buddy)
{
    auto* l = new QLabel;
    l->setBuddy(buddy);
    texts.keep([l, text = std::move(text)] { l->setText(text()); });
    return l;
}

}  // namespace

// ---- Inputs

KeySet avalancheInputs(const AvalancheInputSpec& spec)
{
    if (spec.count == 0 || spec.count > AvalancheInputSpec::kMaxCount)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the number of inputs must be between 1 and %1"),
            {std::to_string(AvalancheInputSpec::kMaxCount)});
    if (spec.kind == AvalancheInputSpec::Kind::Random)
        return randomAvalancheInputs(spec.count, AvalancheInputSpec::kRandomBytes, spec.seed);
    const std::string id = spec.memberId.toStdString();
    validateMemberId(id);
    std::vector<std::string> labels;
    labels.reserve(spec.count);
    for (std::size_t i = 0; i < spec.count; ++i)
        labels.push_back(RingPlacement::vnodeLabel(id, static_cast<std::uint32_t>(i)));
    return KeySet::fromKeys(std::move(labels), "labels");
}

QString describeAvalancheInputs(const AvalancheInputSpec& spec)
{
    if (spec.kind == AvalancheInputSpec::Kind::Random)
        return AvalanchePanel::tr("%1 random %2-byte inputs, seed %3")
            .arg(formatCount(spec.count))
            .arg(AvalancheInputSpec::kRandomBytes)
            .arg(spec.seed);
    if (spec.count == 1)
        return AvalanchePanel::tr("the label %1#0").arg(spec.memberId);
    return AvalanchePanel::tr("%1 labels %2#0 … %2#%3")
        .arg(formatCount(spec.count), spec.memberId)
        .arg(spec.count - 1);
}

// ---- Avalanche

AvalanchePanel::AvalanchePanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    inputs_ = new QWidget;
    auto* inputs = new QHBoxLayout(inputs_);
    inputs->setContentsMargins(0, 0, 0, 0);
    kind_ = new QComboBox;
    kind_->addItem(QString(), static_cast<int>(AvalancheInputSpec::Kind::Random));
    kind_->addItem(QString(), static_cast<int>(AvalancheInputSpec::Kind::VnodeLabels));
    count_ = new QSpinBox;
    texts_.keep([this] {
        kind_->setItemText(0, tr("Random 16-byte keys (SMHasher)"));
        kind_->setItemText(1, tr("Virtual-node labels"));
        kind_->setToolTip(tr("Random keys measure the hash; labels such as cache-01#0, cache-01#1, … are what a ring "
                             "hashes and differ only in their last bytes"));
        count_->setToolTip(tr("SMHasher hashes 300,000 keys: with fewer, chance alone shows a larger bias"));
    });
    count_->setRange(1, static_cast<int>(AvalancheInputSpec::kMaxCount));
    count_->setGroupSeparatorShown(true);
    count_->setKeyboardTracking(false);
    seed_ = new QSpinBox;
    seed_->setRange(0, kMaxSeed);
    seed_->setKeyboardTracking(false);
    member_ = new QLineEdit;
    member_->setMaximumWidth(160);
    inputs->addWidget(label(
        texts_, [] { return tr("Inputs"); }, kind_));
    inputs->addWidget(kind_);
    inputs->addSpacing(12);
    inputs->addWidget(label(
        texts_, [] { return tr("Count"); }, count_));
    inputs->addWidget(count_);
    inputs->addSpacing(12);
    seedLabel_ = label(
        texts_, [] { return tr("Seed"); }, seed_);
    inputs->addWidget(seedLabel_);
    inputs->addWidget(seed_);
    memberLabel_ = label(
        texts_, [] { return tr("Node id"); }, member_);
    inputs->addWidget(memberLabel_);
    inputs->addWidget(member_);
    inputs->addStretch(1);
    layout->addWidget(inputs_);

    auto* maps = new QHBoxLayout;
    const HashId defaults[] = {HashId::Fnv1a, HashId::Fnv1aFmix32};
    for (int side = 0; side < 2; ++side) {
        Side& s = sides_[static_cast<std::size_t>(side)];
        auto* column = new QVBoxLayout;
        auto* chooserRow = new QHBoxLayout;
        s.chooser = makeHashChooser(this);
        s.chooser->setCurrentIndex(s.chooser->findData(static_cast<int>(defaults[side])));
        texts_.keep([chooser = s.chooser, side] {
            chooser->setToolTip(side == 0 ? tr("Hash of the left map") : tr("Hash of the right map"));
        });
        chooserRow->addWidget(label(
            texts_, [side] { return side == 0 ? tr("Left hash") : tr("Right hash"); }, s.chooser));
        chooserRow->addWidget(s.chooser);
        chooserRow->addStretch(1);
        column->addLayout(chooserRow);
        s.map = new AvalancheHeatMap;
        s.map->setPending(chosenHash(s.chooser), describeAvalancheInputs(spec_));
        column->addWidget(s.map, 1);
        maps->addLayout(column, 1);
        s.job = std::make_unique<Job>(
            this,
            Job::Handlers{.done = [this, side](JobOutcome<std::shared_ptr<const AvalancheResult>> outcome) {
                Side& done = sides_[static_cast<std::size_t>(side)];
                if (outcome.result)
                    done.map->setResult(chosenHash(done.chooser), std::move(*outcome.result),
                                        describeAvalancheInputs(spec_));
                else
                    done.map->setError(chosenHash(done.chooser), outcome.error);
                emit analysisShown(side);
            }},
            oneThreadPool<ExplorerJobs>());
        connect(s.chooser, &QComboBox::currentIndexChanged, this, [this, side] {
            sides_[static_cast<std::size_t>(side)].stale = true;
            analyzeStale();
        });
    }
    layout->addLayout(maps, 1);

    syncInputControls();
    connect(kind_, &QComboBox::currentIndexChanged, this, [this] {
        if (syncing_)
            return;
        // Each kind starts from its own sensible count.
        AvalancheInputSpec next = spec_;
        next.kind = static_cast<AvalancheInputSpec::Kind>(kind_->currentData().toInt());
        next.count = next.kind == AvalancheInputSpec::Kind::Random ? kSmhasherAvalancheInputs : 160;
        setInputs(next);
    });
    connect(count_, &QSpinBox::valueChanged, this, &AvalanchePanel::readInputControls);
    connect(seed_, &QSpinBox::valueChanged, this, &AvalanchePanel::readInputControls);
    connect(member_, &QLineEdit::editingFinished, this, &AvalanchePanel::readInputControls);
}

AvalanchePanel::~AvalanchePanel() = default;

void AvalanchePanel::syncInputControls()
{
    syncing_ = true;
    kind_->setCurrentIndex(kind_->findData(static_cast<int>(spec_.kind)));
    count_->setValue(static_cast<int>(spec_.count));
    seed_->setValue(static_cast<int>(std::min<std::uint64_t>(spec_.seed, kMaxSeed)));
    member_->setText(spec_.memberId);
    const bool random = spec_.kind == AvalancheInputSpec::Kind::Random;
    seedLabel_->setVisible(random);
    seed_->setVisible(random);
    memberLabel_->setVisible(!random);
    member_->setVisible(!random);
    syncing_ = false;
}

void AvalanchePanel::readInputControls()
{
    if (syncing_)
        return;
    AvalancheInputSpec next = spec_;
    next.count = static_cast<std::size_t>(count_->value());
    next.seed = static_cast<std::uint64_t>(seed_->value());
    next.memberId = member_->text().trimmed();
    setInputs(next);
}

void AvalanchePanel::setInputs(const AvalancheInputSpec& spec)
{
    const bool changed = spec != spec_;
    spec_ = spec;
    syncInputControls();
    if (!changed)
        return;
    for (Side& s : sides_)
        s.stale = true;
    analyzeStale();
}

void AvalanchePanel::setHash(int side, HashId hash)
{
    QComboBox* chooser = sides_[static_cast<std::size_t>(side)].chooser;
    chooser->setCurrentIndex(chooser->findData(static_cast<int>(hash)));
}

bool AvalanchePanel::busy() const
{
    return std::any_of(sides_.begin(), sides_.end(), [](const Side& s) { return s.stale || s.job->busy(); });
}

void AvalanchePanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    analyzeStale();
}

void AvalanchePanel::analyzeStale()
{
    // Nothing runs for a panel nobody sees; showing it catches up.
    if (!isVisible())
        return;
    for (int side = 0; side < 2; ++side)
        if (sides_[static_cast<std::size_t>(side)].stale)
            analyze(side);
}

void AvalanchePanel::analyze(int side)
{
    Side& s = sides_[static_cast<std::size_t>(side)];
    s.stale = false;
    const HashFunction& hash = chosenHash(s.chooser);
    s.map->setPending(hash, describeAvalancheInputs(spec_));
    s.job->request([spec = spec_, &hash](const RunControl& control) {
        return std::make_shared<const AvalancheResult>(analyzeAvalanche(hash, avalancheInputs(spec), true, control));
    });
}

QSize AvalanchePanel::exportSize() const
{
    const QSize left = sides_[0].map->size();
    const QSize right = sides_[1].map->size();
    return {left.width() + right.width(), std::max(left.height(), right.height())};
}

QString AvalanchePanel::exportTitle() const
{
    return tr("Avalanche: %1 and %2")
        .arg(fromStd(sides_[0].map->hash().name), fromStd(sides_[1].map->hash().name));
}

void AvalanchePanel::render(QPainter& painter, const QSize& size) const
{
    const int leftWidth = size.width() / 2;
    painter.save();
    sides_[0].map->render(painter, QSize(leftWidth, size.height()));
    painter.translate(leftWidth, 0);
    sides_[1].map->render(painter, QSize(size.width() - leftWidth, size.height()));
    painter.restore();
    // A rule between the two.
    painter.save();
    painter.setPen(QPen(palette::current().rule, 1.0));
    painter.drawLine(QPointF(leftWidth + 0.5, 0.0), QPointF(leftWidth + 0.5, size.height()));
    painter.restore();
}

// ---- One bit flip

BitFlipPanel::BitFlipPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* controls = new QHBoxLayout;
    key_ = new QLineEdit(QStringLiteral("cache-01#0"));
    key_->setMaxLength(32);
    key_->setMinimumWidth(200);
    bit_ = new QSpinBox;
    texts_.keep([this] {
        key_->setToolTip(tr("Any text; its UTF-8 bytes are hashed"));
        bit_->setToolTip(tr("Input bit i is bit i mod 8 (0 = lowest) of byte i / 8; or click a bit of the key"));
    });
    where_ = new QLabel;
    controls->addWidget(label(
        texts_, [] { return tr("Key"); }, key_));
    controls->addWidget(key_);
    controls->addSpacing(12);
    controls->addWidget(label(
        texts_, [] { return tr("Flip input bit"); }, bit_));
    controls->addWidget(bit_);
    controls->addWidget(where_);
    controls->addStretch(1);
    layout->addLayout(controls);
    view_ = new BitFlipView;
    layout->addWidget(view_, 1);

    connect(key_, &QLineEdit::textChanged, this, &BitFlipPanel::keyEdited);
    connect(bit_, &QSpinBox::valueChanged, this, &BitFlipPanel::showFlip);
    connect(view_, &BitFlipView::inputBitClicked, this, [this](std::size_t bit) { setInputBit(bit); });
    keyEdited();
    // The lesson's default: the last byte's lowest bit turns cache-01#0 into cache-01#1.
    bit_->setValue(bit_->maximum() - 7);
}

void BitFlipPanel::setInputBit(std::size_t inputBit)
{
    bit_->setValue(static_cast<int>(std::min<std::size_t>(inputBit, static_cast<std::size_t>(bit_->maximum()))));
}

void BitFlipPanel::keyEdited()
{
    const auto bytes = static_cast<int>(key_->text().toUtf8().size());
    const QSignalBlocker block(bit_);
    bit_->setRange(0, std::max(0, bytes * 8 - 1));
    showFlip();
}

void BitFlipPanel::showFlip()
{
    const auto bit = static_cast<std::size_t>(bit_->value());
    where_->setText(tr("= byte %1, bit %2").arg(bit / 8).arg(bit % 8));
    view_->setFlip(key_->text(), bit);
}

// ---- Virtual nodes

VnodePanel::VnodePanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    controls_ = new QWidget;
    auto* controls = new QHBoxLayout(controls_);
    controls->setContentsMargins(0, 0, 0, 0);
    member_ = new QComboBox;
    member_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    replicas_ = new QSpinBox;
    replicas_->setRange(1, 100000);
    replicas_->setKeyboardTracking(false);
    texts_.keep([this] { replicas_->setToolTip(tr("Virtual nodes per unit of weight; follows the lab's replicas")); });
    controls->addWidget(label(
        texts_, [] { return tr("Nodes"); }, member_));
    controls->addWidget(member_);
    controls->addSpacing(12);
    controls->addWidget(label(
        texts_, [] { return tr("Virtual nodes each"); }, replicas_));
    controls->addWidget(replicas_);
    controls->addStretch(1);
    layout->addWidget(controls_);
    view_ = new VnodeStrip;
    layout->addWidget(view_, 1);

    job_ = std::make_unique<Job>(
        this,
        Job::Handlers{.done = [this](JobOutcome<std::shared_ptr<const VnodeStripData>> outcome) {
            if (outcome.result)
                view_->setData(std::move(*outcome.result));
            else
                view_->setError(outcome.error);
        }},
        oneThreadPool<ExplorerJobs>());
    const auto changed = [this] {
        if (syncing_)
            return;
        stale_ = true;
        compute();
    };
    connect(member_, &QComboBox::currentIndexChanged, this, changed);
    connect(replicas_, &QSpinBox::valueChanged, this, changed);
    setMembers(numberedMembers("cache-", 8), kDefaultReplicas);
}

VnodePanel::~VnodePanel() = default;

void VnodePanel::setLab(LabModel* lab)
{
    if (lab_)
        disconnect(lab_, nullptr, this, nullptr);
    lab_ = lab;
    if (!lab)
        return;
    connect(lab, &LabModel::stateChanged, this, &VnodePanel::syncFromLab);
    syncFromLab();
}

void VnodePanel::syncFromLab()
{
    if (!lab_)
        return;
    // A change of the lab's replicas resets the spin box; other lab edits keep what was set here.
    const int labReplicas = lab_->state().config.replicas;
    const bool replicasChanged = labReplicas != labReplicas_;
    if (!replicasChanged && lab_->members() == members_)
        return;
    labReplicas_ = labReplicas;
    setMembers(lab_->members(), replicasChanged ? labReplicas : replicas_->value());
}

void VnodePanel::setMembers(const std::vector<Member>& members, int replicas)
{
    const QString shown = member_->currentData().toString();
    members_ = members;
    syncing_ = true;
    member_->clear();
    member_->addItem(members.size() == 1 ? tr("The only node") : tr("All %1 nodes").arg(members.size()), QString());
    for (const Member& m : members)
        member_->addItem(fromStd(m.id), fromStd(m.id));
    member_->setCurrentIndex(std::max(0, member_->findData(shown)));
    replicas_->setValue(replicas);
    syncing_ = false;
    stale_ = true;
    compute();
}

void VnodePanel::setShownMember(const QString& id)
{
    member_->setCurrentIndex(std::max(0, member_->findData(id)));
}

void VnodePanel::setReplicas(int replicas)
{
    replicas_->setValue(replicas);
}

bool VnodePanel::busy() const
{
    return stale_ || job_->busy();
}

void VnodePanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    compute();
}

void VnodePanel::compute()
{
    if (!stale_ || !isVisible())
        return;
    stale_ = false;
    std::vector<Member> shown;
    const QString id = member_->currentData().toString();
    for (const Member& m : members_)
        if (id.isEmpty() || fromStd(m.id) == id)
            shown.push_back(m);
    const int replicas = replicas_->value();
    std::size_t points = 0;
    for (const Member& m : shown)
        points += RingPlacement::pointsFor(replicas, m.weight);
    if (shown.empty()) {
        view_->setError(tr("No nodes"));
        return;
    }
    if (points > kMaxPoints) {
        view_->setError(tr("%1 virtual nodes are too many to draw here (at most %2): lower the virtual nodes each.")
                            .arg(formatCount(points), formatCount(kMaxPoints)));
        return;
    }
    view_->setPending(true);
    job_->request([shown = std::move(shown), replicas](const RunControl&) { return computeVnodeStrips(shown, replicas); });
}

// ---- Speed

HashSpeedPanel::HashSpeedPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* controls = new QHBoxLayout;
    auto* again = new QPushButton;
    auto* note = new QLabel;
    texts_.keep([again, note] {
        again->setText(tr("Measure again"));
        again->setToolTip(tr("Times every hash again on this machine"));
        note->setText(tr("Speed is half the choice: a fast hash with weak avalanche places virtual nodes "
                         "badly (fnv1a clusters them, crc32 spaces them in a pattern), see the other tabs."));
    });
    note->setWordWrap(true);
    controls->addWidget(again);
    controls->addSpacing(12);
    controls->addWidget(note, 1);
    layout->addLayout(controls);
    view_ = new HashSpeedView;
    layout->addWidget(view_, 1);

    job_ = std::make_unique<Job>(
        this,
        Job::Handlers{.done = [this](JobOutcome<std::shared_ptr<const HashSpeedData>> outcome) {
            if (outcome.result)
                view_->setData(**outcome.result);
            else
                view_->setError(outcome.error);
        }},
        oneThreadPool<ExplorerJobs>());
    connect(again, &QPushButton::clicked, this, &HashSpeedPanel::measure);
}

HashSpeedPanel::~HashSpeedPanel() = default;

bool HashSpeedPanel::busy() const
{
    return !measured_ || job_->busy();
}

void HashSpeedPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (!measured_)
        measure();
}

QString HashSpeedPanel::keysText()
{
    return tr("%1 keys session:user:0 …").arg(formatCount(kKeys));
}

void HashSpeedPanel::measure()
{
    measured_ = true;
    view_->setPending(true);
    job_->request([](const RunControl&) {
        auto speed = std::make_shared<HashSpeedData>();
        const KeySet keys = KeySet::fromPattern("session:user:{i}", kKeys).materialized();
        speed->timings = timeHashes(keys, kRounds);
        speed->keys = keysText();
        speed->rounds = kRounds;
        return std::shared_ptr<const HashSpeedData>(std::move(speed));
    });
}

// ---- The explorer

HashExplorer::HashExplorer(LabModel* lab, QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("HashExplorer"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    tabs_ = new QTabWidget;
    avalanche_ = new AvalanchePanel;
    bitFlip_ = new BitFlipPanel;
    vnodes_ = new VnodePanel;
    vnodes_->setLab(lab);
    speed_ = new HashSpeedPanel;
    for (QWidget* tab : {static_cast<QWidget*>(avalanche_), static_cast<QWidget*>(bitFlip_),
                         static_cast<QWidget*>(vnodes_), static_cast<QWidget*>(speed_)})
        tabs_->addTab(tab, QString());
    auto* exportButton = new QPushButton;
    texts_.keep([this, exportButton] {
        tabs_->setTabText(0, tr("Avalanche: two hashes"));
        tabs_->setTabText(1, tr("One bit flipped"));
        tabs_->setTabText(2, tr("Virtual nodes on the ring"));
        tabs_->setTabText(3, tr("Speed"));
        exportButton->setText(tr("Export view…"));
        exportButton->setToolTip(tr("Save the current tab's picture as PNG or SVG"));
    });
    connect(exportButton, &QPushButton::clicked, this, &HashExplorer::exportCurrent);
    tabs_->setCornerWidget(exportButton, Qt::TopRightCorner);
    layout->addWidget(tabs_);
}

HashExplorer::~HashExplorer() = default;

const ExportableView* HashExplorer::currentView() const
{
    QWidget* current = tabs_->currentWidget();
    if (current == bitFlip_)
        return bitFlip_->view();
    if (current == vnodes_)
        return vnodes_->view();
    if (current == speed_)
        return speed_->view();
    return avalanche_;
}

void HashExplorer::exportCurrent()
{
    const ExportableView* view = currentView();
    const QWidget* current = tabs_->currentWidget();
    const QString name = current == bitFlip_  ? tr("bit-flip")
                         : current == vnodes_ ? tr("vnodes")
                         : current == speed_  ? tr("hash-speed")
                                              : tr("avalanche");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export"), name + QStringLiteral(".png"),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    if (const QString problem = exportView(*view, path); !problem.isEmpty())
        QMessageBox::warning(this, tr("Cannot export"), problem);
}

void AvalanchePanel::setInputControlsVisible(bool visible)
{
    inputs_->setVisible(visible);
}

void VnodePanel::setControlsVisible(bool visible)
{
    controls_->setVisible(visible);
}

// ---- Language switch: each part sets its kept texts again, and what it made from its results.

void AvalanchePanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void AvalanchePanel::retranslateUi()
{
    texts_.run();
    for (Side& side : sides_)
        side.map->setInputs(describeAvalancheInputs(spec_));
}

void BitFlipPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void BitFlipPanel::retranslateUi()
{
    texts_.run();
    showFlip();
}

void VnodePanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void VnodePanel::retranslateUi()
{
    texts_.run();
    // The first choice ("All 8 nodes") and a refusal are worded here; the strip paints its own.
    const QSignalBlocker quiet(member_);
    if (member_->count() > 0)
        member_->setItemText(0, members_.size() == 1 ? tr("The only node") : tr("All %1 nodes").arg(members_.size()));
    if (!view_->errorText().isEmpty()) {
        stale_ = true;
        compute();
    }
}

void HashSpeedPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    texts_.run();
    // The keys measured on, named under the title.
    if (!view_->pending() && !view_->data().timings.empty()) {
        HashSpeedData shown = view_->data();
        shown.keys = keysText();
        view_->setData(std::move(shown));
    }
}

void HashExplorer::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        texts_.run();
}

}  // namespace ringlab::ui
