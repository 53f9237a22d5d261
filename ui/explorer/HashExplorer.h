// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/NewestJob.h"
#include "model/core/AvalancheAnalysis.h"
#include "ui/common/Retranslations.h"
#include "ui/common/ViewExport.h"

#include <QPointer>
#include <QString>
#include <QWidget>

#include <array>
#include <memory>
#include <vector>

class QComboBox;
class QLineEdit;
class QSpinBox;
class QTabWidget;
class QLabel;

namespace ringlab {
class LabModel;
}

namespace ringlab::ui {

class AvalancheHeatMap;
class BitFlipView;
class HashSpeedView;
struct HashSpeedData;
class VnodeStrip;
struct VnodeStripData;

// What the avalanche heat maps hash: random byte strings (SMHasher's test) or a member's
// virtual-node labels "cache-01#0" … "cache-01#N-1", which differ only in their last bytes.
struct AvalancheInputSpec {
    enum class Kind { Random, VnodeLabels };
    static constexpr std::size_t kRandomBytes = 16;
    static constexpr std::size_t kMaxCount = 1'000'000;

    Kind kind = Kind::Random;
    std::size_t count = kSmhasherAvalancheInputs;
    std::uint64_t seed = 1;                         // random inputs
    QString memberId = QStringLiteral("cache-01");  // labels

    friend bool operator==(const AvalancheInputSpec&, const AvalancheInputSpec&) = default;
};

// The inputs themselves (randomAvalancheInputs(count, 16, seed) or the labels); throws
// ValidationError for a bad count or member id.
KeySet avalancheInputs(const AvalancheInputSpec& spec);
// "300,000 random 16-byte inputs, seed 1", "160 labels cache-01#0 … cache-01#159".
QString describeAvalancheInputs(const AvalancheInputSpec& spec);

// Two avalanche heat maps side by side, each with its own hash, over one set of inputs: the
// lesson is the comparison (fnv1a against fnv1a-fmix32 by default). Each map's analysis runs on
// the thread pool, newest request first; nothing runs until the panel is first shown.
class AvalanchePanel : public QWidget, public ExportableView {
    Q_OBJECT

public:
    explicit AvalanchePanel(QWidget* parent = nullptr);
    ~AvalanchePanel() override;

    void setInputs(const AvalancheInputSpec& spec);
    AvalancheInputSpec inputs() const { return spec_; }
    // side 0 is the left map, 1 the right one.
    void setHash(int side, HashId hash);
    AvalancheHeatMap* heatMap(int side) const { return sides_[static_cast<std::size_t>(side)].map; }
    // A lesson sets the inputs itself: the row of input controls can go.
    void setInputControlsVisible(bool visible);
    QComboBox* hashChooser(int side) const { return sides_[static_cast<std::size_t>(side)].chooser; }
    QComboBox* inputKindChooser() const { return kind_; }
    // An analysis runs or waits.
    bool busy() const;

    // Both maps, side by side.
    using QWidget::render;
    void render(QPainter& painter, const QSize& size) const override;
    QSize exportSize() const override;
    QString exportTitle() const override;

signals:
    // A map shows the newest request's result (or its refusal).
    void analysisShown(int side);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // Its texts, and those made from its result, in the language installed.
    void retranslateUi();
    using Job = NewestJob<std::shared_ptr<const AvalancheResult>>;
    struct Side {
        QComboBox* chooser = nullptr;
        AvalancheHeatMap* map = nullptr;
        std::unique_ptr<Job> job;
        bool stale = true;  // the map does not show the current hash and inputs
    };

    void syncInputControls();
    void readInputControls();
    void analyze(int side);
    void analyzeStale();

    AvalancheInputSpec spec_;
    std::array<Side, 2> sides_;
    QWidget* inputs_ = nullptr;
    QComboBox* kind_ = nullptr;
    QSpinBox* count_ = nullptr;
    QLabel* seedLabel_ = nullptr;
    QSpinBox* seed_ = nullptr;
    QLabel* memberLabel_ = nullptr;
    QLineEdit* member_ = nullptr;
    bool syncing_ = false;
    Retranslations texts_;
};

// A key, one input bit to flip (spin box, or a click on the key's bits) and every hash's 32
// output bits before and after.
class BitFlipPanel : public QWidget {
    Q_OBJECT

public:
    explicit BitFlipPanel(QWidget* parent = nullptr);

    void setInputBit(std::size_t inputBit);
    BitFlipView* view() const { return view_; }
    QLineEdit* keyEdit() const { return key_; }
    QSpinBox* inputBitSpin() const { return bit_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    // Its texts, and those made from its result, in the language installed.
    void retranslateUi();
    void keyEdited();
    void showFlip();

    QLineEdit* key_ = nullptr;
    QSpinBox* bit_ = nullptr;
    QLabel* where_ = nullptr;
    BitFlipView* view_ = nullptr;
    Retranslations texts_;
};

// The virtual-node positions of the lab's members (or one of them) under every hash, kept in
// step with the lab; the positions are computed on the thread pool while the panel is shown.
class VnodePanel : public QWidget {
    Q_OBJECT

public:
    // Points per hash drawn at most.
    static constexpr std::size_t kMaxPoints = 1'000'000;

    explicit VnodePanel(QWidget* parent = nullptr);
    ~VnodePanel() override;

    // Follows the lab's members and replicas (nullptr: stops following).
    void setLab(LabModel* lab);
    // The members offered; `replicas` virtual nodes per unit of weight.
    void setMembers(const std::vector<Member>& members, int replicas);
    // "" for every member, else one member's id.
    void setShownMember(const QString& id);
    void setReplicas(int replicas);
    VnodeStrip* view() const { return view_; }
    // A lesson follows the lab: the member and replicas controls can go.
    void setControlsVisible(bool visible);
    QComboBox* memberChooser() const { return member_; }
    QSpinBox* replicasSpin() const { return replicas_; }
    bool busy() const;

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // Its texts, and those made from its result, in the language installed.
    void retranslateUi();
    using Job = NewestJob<std::shared_ptr<const VnodeStripData>>;
    void syncFromLab();
    void compute();

    QPointer<LabModel> lab_;
    std::vector<Member> members_;
    QWidget* controls_ = nullptr;
    QComboBox* member_ = nullptr;
    QSpinBox* replicas_ = nullptr;
    VnodeStrip* view_ = nullptr;
    std::unique_ptr<Job> job_;
    int labReplicas_ = -1;  // the lab's replicas when last seen
    bool stale_ = true;
    bool syncing_ = false;
    Retranslations texts_;
};

// Each hash's nanoseconds per short key, measured on this machine when the panel is first
// shown and again on request, by the loop behind `ringlab-cli bench`'s hash_only_ns.
class HashSpeedPanel : public QWidget {
    Q_OBJECT

public:
    static constexpr std::size_t kKeys = 200'000;
    static constexpr int kRounds = 5;

    explicit HashSpeedPanel(QWidget* parent = nullptr);
    ~HashSpeedPanel() override;

    // Measures again (what the button does).
    void measure();
    HashSpeedView* view() const { return view_; }
    bool busy() const;

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // "200,000 keys session:user:0 …" in the language installed.
    static QString keysText();
    using Job = NewestJob<std::shared_ptr<const HashSpeedData>>;
    HashSpeedView* view_ = nullptr;
    std::unique_ptr<Job> job_;
    bool measured_ = false;
    Retranslations texts_;
};

// The "Hash explorer" panel: why the lab's hash matters. Three tabs: the avalanche heat
// maps of two hashes, one bit flipped in one key, where the lab's virtual nodes land under
// every hash, and how fast each hash is. Each view exports as PNG or SVG.
class HashExplorer : public QWidget {
    Q_OBJECT

public:
    explicit HashExplorer(LabModel* lab, QWidget* parent = nullptr);
    ~HashExplorer() override;

    QTabWidget* tabs() const { return tabs_; }
    AvalanchePanel* avalanche() const { return avalanche_; }
    BitFlipPanel* bitFlip() const { return bitFlip_; }
    VnodePanel* vnodes() const { return vnodes_; }
    HashSpeedPanel* speed() const { return speed_; }
    // The view the current tab exports.
    const ExportableView* currentView() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void exportCurrent();

    QTabWidget* tabs_ = nullptr;
    AvalanchePanel* avalanche_ = nullptr;
    BitFlipPanel* bitFlip_ = nullptr;
    VnodePanel* vnodes_ = nullptr;
    HashSpeedPanel* speed_ = nullptr;
    Retranslations texts_;
};

}  // namespace ringlab::ui
