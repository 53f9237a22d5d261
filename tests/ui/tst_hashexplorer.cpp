// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The hash explorer shows the engine's numbers: the heat maps analyzeAvalanche()'s matrix and
// biases, the bit-flip view explainBitFlip()'s bits, the strips vnodePositions() and their
// uniformity test; the analysis runs off the GUI thread with the newest request winning; every
// view exports; the main window shows the explorer as a dock restored by saveState.
#include "model/LabModel.h"
#include "tests/common/CliRunner.h"
#include "tests/common/SqueezedRender.h"
#include "ui/explorer/AvalancheHeatMap.h"
#include "ui/explorer/BitFlipView.h"
#include "ui/explorer/HashExplorer.h"
#include "ui/explorer/HashSpeedView.h"
#include "ui/window/MainWindow.h"
#include "ui/common/ViewCaption.h"
#include "ui/explorer/VnodeStrip.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QLocale>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QPainter>
#include <QTest>

#include <bit>

using namespace ringlab;
using namespace ringlab::ui;
using namespace ringlab::tests;

namespace {

// Small enough for a sanitizer build.
constexpr std::size_t kInputs = 300;
constexpr int kTimeoutMs = 60000;

AvalancheInputSpec randomInputs(std::size_t count, std::uint64_t seed)
{
    AvalancheInputSpec spec;
    spec.count = count;
    spec.seed = seed;
    return spec;
}

// Every number the map shows is the engine's, and the cells are painted in their colour.
void verifyMapShows(AvalancheHeatMap& map, const AvalancheResult& expected)
{
    QVERIFY(map.result());
    QCOMPARE(*map.result(), expected);
    QCOMPARE(map.worstBiasText(), formatShare(expected.worstBias, 2));
    QCOMPARE(map.meanBiasText(), formatShare(expected.meanBias, 2));
    for (std::size_t row = 0; row < expected.matrix.inputBits; ++row)
        for (int column = 0; column < kHashBits; ++column)
            QCOMPARE(map.cellValue(row, column).value(), expected.matrix.flipProbability(row, column));
    QVERIFY(!map.cellValue(expected.matrix.inputBits, 0));

    const QImage image = map.grab().toImage();
    int checked = 0;
    for (std::size_t row = 1; row < expected.matrix.inputBits; row += 13) {
        for (int column = 1; column < kHashBits; column += 7) {
            // The ring around the worst cell covers its neighbours.
            if (std::abs(static_cast<long>(row) - static_cast<long>(expected.worstInputBit)) < 4 &&
                std::abs(column - expected.worstOutputBit) < 3)
                continue;
            const QRectF cell = map.cellRect(map.size(), row, column);
            if (cell.height() < 2.0 || cell.width() < 2.0)
                continue;
            const QColor shown = image.pixelColor(cell.center().toPoint());
            const QColor wanted = AvalancheHeatMap::flipColor(expected.matrix.flipProbability(row, column));
            QVERIFY2(
                shown.rgb() == wanted.rgb(),
                qPrintable(
                    QString("cell %1/%2: %3 instead of %4").arg(row).arg(column).arg(shown.name(), wanted.name())));
            ++checked;
        }
    }
    QVERIFY(checked > 10);
}

QJsonObject cliJson(const QStringList& arguments)
{
    const CliRun run = runCli(arguments + QStringList{"--format", "json"});
    if (run.exitCode != 0)
        qFatal("ringlab-cli %s failed: %s", qPrintable(arguments.join(' ')), run.err.constData());
    return QJsonDocument::fromJson(run.out).object();
}

// The entry of a JSON array whose "hash" is `name`.
QJsonObject entryOf(const QJsonArray& entries, const char* name)
{
    for (const QJsonValue& entry : entries)
        if (entry.toObject().value("hash").toString() == QLatin1String(name))
            return entry.toObject();
    return {};
}

QString bitsOf(std::uint32_t value)
{
    return QString::number(value, 2).rightJustified(32, QLatin1Char('0'));
}

}  // namespace

class HashExplorerTest : public QObject {
    Q_OBJECT

private slots:
    // A crowded layout (a lesson's five views at 1280 × 720) can leave a view any size, down
    // to nothing: each view then draws what fits, quickly, without throwing (a negative strip
    // width once became a huge allocation) or looping without end (label strides).
    void squeezedViewsDrawWithoutThrowingOrHanging()
    {
        AvalancheHeatMap map;
        const HashFunction& hash = hashFunction(HashId::Fnv1a);
        map.setResult(hash, std::make_shared<const AvalancheResult>(analyzeAvalanche(hash, randomAvalancheInputs(300, 16, 7))),
                      "300 random keys");
        VnodeStrip strip;
        strip.setData(computeVnodeStrips(numberedMembers("cache-", 8), 160, selectableHashes()));
        for (const ExportableView* view : {static_cast<const ExportableView*>(&map), static_cast<const ExportableView*>(&strip)}) {
            for (const QSize size : {QSize(0, 0), QSize(1, 1), QSize(57, 31), QSize(180, 600), QSize(600, 40)}) {
                for (const double textScale : {1.0, 2.0}) {
                    map.setTextScale(textScale);
                    strip.setTextScale(textScale);
                    const QString problem = squeezedRenderProblem(*view, size);
                    QVERIFY2(problem.isEmpty(), qPrintable(problem));
                }
            }
        }
    }

    void heatMapsShowTheEnginesAvalanche()
    {
        AvalanchePanel panel;
        panel.resize(1400, 520);
        panel.setInputs(randomInputs(kInputs, 7));
        QVERIFY(panel.busy());  // nothing runs before the panel is shown
        panel.show();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.busy(), kTimeoutMs);

        const KeySet inputs = randomAvalancheInputs(kInputs, 16, 7);
        QCOMPARE(panel.heatMap(0)->hash().id, HashId::Fnv1a);
        QCOMPARE(panel.heatMap(1)->hash().id, HashId::Fnv1aFmix32);
        const AvalancheResult fnv = analyzeAvalanche(hashFunction(HashId::Fnv1a), inputs);
        const AvalancheResult fmix = analyzeAvalanche(hashFunction(HashId::Fnv1aFmix32), inputs);
        verifyMapShows(*panel.heatMap(0), fnv);
        verifyMapShows(*panel.heatMap(1), fmix);
        // FNV-1a's last byte never reaches the high bits: far over the limit and over chance.
        QCOMPARE(panel.heatMap(0)->verdict(), AvalancheVerdict::Fail);
        QCOMPARE(panel.heatMap(0)->verdictText(), QString("FAIL"));
        // 300 inputs cannot show a 1 % bias: fmix32 is within what chance gives.
        QCOMPARE(panel.heatMap(1)->verdict(), AvalancheVerdict::TooFewInputs);

        // Structured inputs: the ring's own labels.
        AvalancheInputSpec labels;
        labels.kind = AvalancheInputSpec::Kind::VnodeLabels;
        labels.count = 120;
        labels.memberId = "cache-03";
        panel.setInputs(labels);
        QCOMPARE(panel.inputKindChooser()->currentData().toInt(),
                 static_cast<int>(AvalancheInputSpec::Kind::VnodeLabels));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.busy(), kTimeoutMs);
        std::vector<std::string> keys;
        for (std::uint32_t i = 0; i < 120; ++i)
            keys.push_back("cache-03#" + std::to_string(i));
        const KeySet labelSet = KeySet::fromKeys(keys);
        verifyMapShows(*panel.heatMap(0), analyzeAvalanche(hashFunction(HashId::Fnv1a), labelSet));
        verifyMapShows(*panel.heatMap(1), analyzeAvalanche(hashFunction(HashId::Fnv1aFmix32), labelSet));
        QCOMPARE(panel.heatMap(0)->result()->matrix.inputBits, std::size_t{8 * 12});

        // A refused input shows the reason instead of a map.
        labels.memberId = "";
        panel.setInputs(labels);
        QTRY_VERIFY_WITH_TIMEOUT(!panel.busy(), kTimeoutMs);
        QVERIFY(!panel.heatMap(0)->result());
        QVERIFY(!panel.heatMap(0)->errorText().isEmpty());
    }

    void theNewestHashWins()
    {
        AvalanchePanel panel;
        panel.resize(1200, 500);
        panel.setInputs(randomInputs(kInputs, 3));
        panel.show();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.busy(), kTimeoutMs);
        QSignalSpy shown(&panel, &AvalanchePanel::analysisShown);
        // Three choices in a row through the combo box, as a user scrolling it.
        QComboBox* chooser = panel.hashChooser(1);
        for (const HashId id : {HashId::Md5, HashId::Murmur3, HashId::Xxh3})
            chooser->setCurrentIndex(chooser->findData(static_cast<int>(id)));
        QVERIFY(panel.heatMap(1)->pending());
        QCOMPARE(panel.heatMap(1)->worstBiasText(), QString());  // no stale figure while pending
        QTRY_VERIFY_WITH_TIMEOUT(!panel.busy(), kTimeoutMs);
        QCOMPARE(panel.heatMap(1)->hash().id, HashId::Xxh3);
        QCOMPARE(*panel.heatMap(1)->result(),
                 analyzeAvalanche(hashFunction(HashId::Xxh3), randomAvalancheInputs(kInputs, 16, 3)));
        // md5 was running when murmur3 and then xxh3 were asked for: md5's result was dropped,
        // murmur3 never ran, xxh3's is the only one shown.
        QCOMPARE(shown.count(), 1);
        QCOMPARE(shown.first().at(0).toInt(), 1);
    }

    void bitFlipShowsTheEnginesBits()
    {
        BitFlipPanel panel;
        panel.resize(1400, 480);
        panel.show();
        // The default: cache-01#0 with the last byte's lowest bit flipped, into cache-01#1.
        QCOMPARE(panel.keyEdit()->text(), QString("cache-01#0"));
        QCOMPARE(panel.inputBitSpin()->value(), 72);
        const auto& shown = panel.view()->explanation();
        QVERIFY(shown.has_value());
        QCOMPARE(shown->flippedKey, std::string("cache-01#1"));
        const BitFlipExplanation expected = explainBitFlip("cache-01#0", 72);
        QCOMPARE(shown->hashes.size(), expected.hashes.size());
        for (std::size_t row = 0; row < expected.hashes.size(); ++row) {
            const BitFlipHash& h = expected.hashes[row];
            QCOMPARE(shown->hashes[row].hash, h.hash);
            QCOMPARE(panel.view()->shownBits(row, false), bitsOf(h.before));
            QCOMPARE(panel.view()->shownBits(row, true), bitsOf(h.after));
            QCOMPARE(panel.view()->changedText(row), QString("%1 of 32").arg(std::popcount(h.before ^ h.after)));
        }

        // A click on one of the key's bits flips that bit.
        const QRectF bit3 = panel.view()->keyBitRect(panel.view()->size(), 3);
        QVERIFY(!bit3.isEmpty());
        QTest::mouseClick(panel.view(), Qt::LeftButton, {}, bit3.center().toPoint());
        QCOMPARE(panel.inputBitSpin()->value(), 3);
        QCOMPARE(panel.view()->explanation()->inputBit, std::size_t{3});
        QCOMPARE(panel.view()->explanation()->flippedKey, std::string("kache-01#0"));  // 'c' ^ 8 = 'k'

        // Typing another key; a bit past its end is clamped to the key.
        panel.keyEdit()->clear();
        QTest::keyClicks(panel.keyEdit(), "ab");
        QCOMPARE(panel.inputBitSpin()->maximum(), 15);
        panel.setInputBit(15);
        const BitFlipExplanation ab = explainBitFlip("ab", 15);
        for (std::size_t row = 0; row < ab.hashes.size(); ++row)
            QCOMPARE(panel.view()->shownBits(row, true), bitsOf(ab.hashes[row].after));
        panel.keyEdit()->clear();
        QVERIFY(!panel.view()->explanation());
        QVERIFY(!panel.view()->errorText().isEmpty());
    }

    void vnodeStripsFollowTheLab()
    {
        LabModel lab;
        LabState state = lab.state();
        state.members = numberedMembers("cache-", 8);
        state.config.replicas = 40;
        state.keys.count = kMinLabKeys;
        QCOMPARE(lab.replaceState(state, "small"), QString());

        VnodePanel panel;
        panel.setLab(&lab);
        panel.resize(1400, 480);
        panel.show();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.busy(), kTimeoutMs);
        const auto verifyRows = [&](const std::vector<Member>& members, int replicas) {
            const auto& data = panel.view()->data();
            QVERIFY(data);
            QCOMPARE(data->rows.size(), selectableHashes().size());
            for (std::size_t i = 0; i < data->rows.size(); ++i) {
                const HashFunction& hash = selectableHashes()[i];
                const auto points = vnodePositions(hash, members, replicas);
                const VnodeStripRow& row = data->rows[i];
                QCOMPARE(row.hash, &hash);
                QCOMPARE(row.positions.size(), points.size());
                for (std::size_t p = 0; p < points.size(); ++p) {
                    QCOMPARE(row.positions[p], points[p].position);
                    QCOMPARE(row.members[p], static_cast<std::uint32_t>(points[p].member));
                }
                const UniformityTest test = ringUniformity(points, defaultUniformityBins(points.size()));
                QCOMPARE(row.uniformity.chiSquare, test.chiSquare);
                QCOMPARE(row.uniformity.pValue, test.pValue);
                const double perDf = test.chiSquarePerDf();
                QCOMPARE(panel.view()->chiSquareText(i), QString("χ²/df %1")
                                                             .arg(QLocale().toString(perDf, 'f',
                                                                                     perDf < 10    ? 2
                                                                                     : perDf < 100 ? 1
                                                                                                   : 0)));
                QVERIFY(!panel.view()->stripRect(panel.view()->size(), i).isEmpty());
                // The verdict is the core's, the one `ringlab-cli vnodes` prints.
                const QString verdicts[] = {"✗ clustered", "✓ even", "! too regular"};
                QCOMPARE(panel.view()->verdictText(i), verdicts[static_cast<int>(uniformityVerdict(test))]);
            }
        };
        verifyRows(lab.members(), 40);
        // FNV-1a clusters the labels; fmix32 spreads them.
        const auto& rows = panel.view()->data()->rows;
        const auto rowOf = [&](HashId id) {
            return *std::find_if(rows.begin(), rows.end(), [id](const VnodeStripRow& r) { return r.hash->id == id; });
        };
        QVERIFY(rowOf(HashId::Fnv1a).uniformity.chiSquarePerDf() >
                rowOf(HashId::Fnv1aFmix32).uniformity.chiSquarePerDf());

        // One member; then the lab's replicas change and the strips follow.
        panel.setShownMember("cache-02");
        QTRY_VERIFY_WITH_TIMEOUT(!panel.busy(), kTimeoutMs);
        verifyRows({lab.members()[1]}, 40);
        QCOMPARE(lab.setReplicas(25), QString());
        QCOMPARE(panel.replicasSpin()->value(), 25);
        QTRY_VERIFY_WITH_TIMEOUT(!panel.busy(), kTimeoutMs);
        QCOMPARE(panel.memberChooser()->currentData().toString(), QString("cache-02"));
        verifyRows({lab.members()[1]}, 25);
        // A member joins: offered, and "all" shows it.
        QCOMPARE(lab.addMember("cache-09"), QString());
        QVERIFY(panel.memberChooser()->findData(QString("cache-09")) > 0);
        panel.setShownMember("");
        QTRY_VERIFY_WITH_TIMEOUT(!panel.busy(), kTimeoutMs);
        verifyRows(lab.members(), 25);
        // The legend names all nine, cache-09 too, at the panel's size and at a narrow one.
        QCOMPARE(panel.view()->legendEntries(panel.view()->size()), std::size_t{9});
        QCOMPARE(panel.view()->legendEntries(QSize(520, 480)), std::size_t{9});
    }

    void everyViewExportsPngAndSvg()
    {
        HashExplorer explorer(nullptr);
        explorer.resize(1400, 520);
        explorer.avalanche()->setInputs(randomInputs(kInputs, 1));
        explorer.show();
        QTRY_VERIFY_WITH_TIMEOUT(!explorer.avalanche()->busy(), kTimeoutMs);
        QTemporaryDir dir;
        for (int tab = 0; tab < explorer.tabs()->count(); ++tab) {
            explorer.tabs()->setCurrentIndex(tab);
            if (explorer.tabs()->currentWidget() == explorer.vnodes())
                QTRY_VERIFY_WITH_TIMEOUT(!explorer.vnodes()->busy(), kTimeoutMs);
            const ExportableView* view = explorer.currentView();
            QVERIFY(view);
            const QString png = dir.filePath(QString("view%1.png").arg(tab));
            const QString svg = dir.filePath(QString("view%1.svg").arg(tab));
            QCOMPARE(exportView(*view, png), QString());
            QCOMPARE(exportView(*view, svg), QString());
            const QImage image(png);
            QVERIFY2(!image.isNull() && image.width() >= view->exportSize().width(), qPrintable(png));
            QVERIFY(QSvgRenderer(svg).isValid());
            QVERIFY(!view->exportTitle().isEmpty());
            // The heat maps' cells travel as one small image each, not 4,096 rectangles.
            if (view == explorer.avalanche())
                QVERIFY2(QFileInfo(svg).size() < 200'000, qPrintable(QString::number(QFileInfo(svg).size())));
        }
        QCOMPARE(explorer.avalanche()->exportSize().width(),
                 explorer.avalanche()->heatMap(0)->width() + explorer.avalanche()->heatMap(1)->width());
    }

    // One source for the numbers: what the panel shows is what `ringlab-cli avalanche` and
    // `ringlab-cli vnodes` print for the same inputs.
    void theExplorerShowsWhatTheCliPrints()
    {
        HashExplorer explorer(nullptr);
        explorer.resize(1400, 520);
        explorer.avalanche()->setInputs(randomInputs(kInputs, 7));
        explorer.avalanche()->setHash(0, HashId::Fnv1a);
        explorer.avalanche()->setHash(1, HashId::Murmur3);
        explorer.vnodes()->setMembers(numberedMembers("cache-", 4), 20);
        explorer.show();
        QTRY_VERIFY_WITH_TIMEOUT(!explorer.avalanche()->busy(), kTimeoutMs);

        const QJsonArray avalanche =
            cliJson({"avalanche", "--hash", "all", "--count", QString::number(kInputs), "--seed", "7"})
                .value("avalanche")
                .toArray();
        for (int side = 0; side < 2; ++side) {
            const AvalancheHeatMap* map = explorer.avalanche()->heatMap(side);
            const QJsonObject cli = entryOf(avalanche, map->hash().name.data());
            QVERIFY2(!cli.isEmpty(), map->hash().name.data());
            QCOMPARE(cli.value("worst_bias_percent").toDouble(), printed(100.0 * map->result()->worstBias));
            QCOMPARE(cli.value("mean_bias_percent").toDouble(), printed(100.0 * map->result()->meanBias));
            QCOMPARE(cli.value("worst_input_bit").toInt(), static_cast<int>(map->result()->worstInputBit));
            QCOMPARE(cli.value("worst_output_bit").toInt(), map->result()->worstOutputBit);
        }

        explorer.tabs()->setCurrentWidget(explorer.vnodes());
        QTRY_VERIFY_WITH_TIMEOUT(!explorer.vnodes()->busy(), kTimeoutMs);
        const QJsonObject vnodes =
            cliJson({"vnodes", "--nodes", "cache-01,cache-02,cache-03,cache-04", "--replicas", "20", "--hash", "all"});
        const auto& rows = explorer.vnodes()->view()->data()->rows;
        QCOMPARE(rows.size(), selectableHashes().size());
        const QJsonArray positions = vnodes.value("positions").toArray();
        QCOMPARE(static_cast<std::size_t>(positions.size()), rows.size() * 80);
        int next = 0;
        for (const VnodeStripRow& row : rows) {
            const QJsonObject uniformity = entryOf(vnodes.value("uniformity").toArray(), row.hash->name.data());
            QCOMPARE(uniformity.value("chi_square").toDouble(), printed(row.uniformity.chiSquare));
            QCOMPARE(uniformity.value("p_value").toDouble(), printed(row.uniformity.pValue));
            for (const std::uint32_t position : row.positions) {
                const QJsonObject cli = positions[next++].toObject();
                QCOMPARE(cli.value("hash").toString(), QString::fromUtf8(row.hash->name.data(), row.hash->name.size()));
                QCOMPARE(static_cast<std::uint32_t>(cli.value("position").toDouble()), position);
            }
        }
    }

    // The speed tab shows every hash's timeHashes() figure, in the registry's order.
    void theSpeedTabShowsEveryHash()
    {
        HashExplorer explorer(nullptr);
        explorer.resize(1400, 520);
        explorer.show();
        explorer.tabs()->setCurrentWidget(explorer.speed());
        QTRY_VERIFY_WITH_TIMEOUT(!explorer.speed()->busy(), kTimeoutMs);
        const HashSpeedView* view = explorer.speed()->view();
        const auto& timings = view->data().timings;
        QCOMPARE(timings.size(), selectableHashes().size());
        double fastest = timings.front().timing.nsPerOperation;
        for (const HashTiming& t : timings)
            fastest = std::min(fastest, t.timing.nsPerOperation);
        for (std::size_t row = 0; row < timings.size(); ++row) {
            QCOMPARE(timings[row].hash, &selectableHashes()[row]);
            const double ns = timings[row].timing.nsPerOperation;
            QVERIFY(ns > 0.0);
            QCOMPARE(view->nsText(row), QString("%1 ns").arg(QLocale().toString(ns, 'f', ns < 100.0 ? 1 : 0)));
            QCOMPARE(view->ratioText(row),
                     ns == fastest ? QString("the fastest")
                                   : QString("%1 × the time of the fastest").arg(ns / fastest, 0, 'f', 1));
        }
        QCOMPARE(view->nsText(timings.size()), QString());
        QCOMPARE(explorer.currentView(), static_cast<const ExportableView*>(view));
        for (const HashTiming& t : timings)
            QVERIFY(t.timing.nsSlowest >= t.timing.nsPerOperation);  // every run is measured
    }

    // The runs' spread is shown, and a busy machine is named rather than trusted.
    void theSpeedTabSaysWhenTheMachineWasNoisy()
    {
        HashSpeedView view;
        HashSpeedData data;
        data.keys = "1,000 keys";
        data.rounds = 5;
        LookupTiming steady{10.0, 11.0};
        LookupTiming noisy{8.0, 12.0};
        data.timings = {{&selectableHashes()[0], steady}, {&selectableHashes()[1], steady}};
        view.setData(data);
        QVERIFY(view.counterText().contains("bar: best of 5 runs, line: up to the slowest"));
        QVERIFY(!view.counterText().contains("busy"));
        data.timings[1].timing = noisy;
        view.setData(data);
        QVERIFY2(view.counterText().contains("runs differed by up to 50 %: the machine was busy"),
                 qPrintable(view.counterText()));
        QCOMPARE(largestSpread(data.timings), 1.5);
    }

    void theMainWindowShowsTheExplorerAsADock()
    {
        MainWindow window(false);
        window.show();
        auto* dock = window.findChild<QDockWidget*>("HashExplorerDock");
        QVERIFY(dock);
        QVERIFY(!dock->isVisible());  // hidden by default
        QVERIFY(window.hashExplorer());
        QCOMPARE(window.dockWidgetArea(dock), Qt::BottomDockWidgetArea);
        window.hashExplorer()->avalanche()->setInputs(randomInputs(kInputs, 1));
        // The lab's members are the strips' members.
        QCOMPARE(window.hashExplorer()->vnodes()->memberChooser()->count(),
                 static_cast<int>(window.lab()->members().size()) + 1);

        QAction* action = window.hashExplorerAction();
        QVERIFY(action->isCheckable() && !action->isChecked());
        action->trigger();
        QTRY_VERIFY(dock->isVisible());
        QTRY_VERIFY(window.hashExplorer()->isVisible());
        const QByteArray shownState = window.saveState();
        action->trigger();
        QTRY_VERIFY(!dock->isVisible());
        QVERIFY(window.restoreState(shownState));
        QTRY_VERIFY(dock->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!window.hashExplorer()->avalanche()->busy(), kTimeoutMs);
    }
};

QTEST_MAIN(HashExplorerTest)
#include "tst_hashexplorer.moc"
