// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Oversized, endless and malformed inputs get a clear refusal that names them, never a crash,
// a hang, an overflow or a message broken over lines.
#include "model/core/AvalancheAnalysis.h"
#include "model/core/CassandraPlacement.h"
#include "model/core/KeySet.h"
#include "model/core/Membership.h"
#include "model/core/MessageText.h"
#include "model/core/MigrationPlan.h"
#include "model/core/Placement.h"
#include "model/core/TextFile.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>
#include <sstream>
#include <sys/stat.h>
#include <thread>

using namespace ringlab;

namespace {

// The message of the ValidationError `f` throws; fails the test when it throws none.
template <class F>
std::string refusal(F&& f)
{
    try {
        f();
    } catch (const ValidationError& e) {
        return e.what();
    }
    return "(accepted)";
}

std::vector<Member> membersFromFile(const std::string& text)
{
    std::istringstream in(text);
    return parseMembersFile(in);
}

KeySet keysFromFile(const std::string& text)
{
    std::istringstream in(text);
    return KeySet::fromLines(in, "keys.txt");
}

bool isOneLine(const std::string& text)
{
    return std::none_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; });
}

}  // namespace

class HostileInputsTest : public QObject {
    Q_OBJECT

private slots:
    void quotedValueEscapesWhatATerminalWouldInterpret()
    {
        QCOMPARE(quotedValue("cache-01"), std::string("\"cache-01\""));
        QCOMPARE(quotedValue(std::string("a\0b", 3)), std::string("\"a\\x00b\""));
        QCOMPARE(quotedValue("a\nb\tc\r"), std::string("\"a\\nb\\tc\\r\""));
        QCOMPARE(quotedValue("del\x7f"), std::string("\"del\\x7f\""));
        QCOMPARE(quotedValue("say \"hi\" \\o/"), std::string("\"say \\\"hi\\\" \\\\o/\""));
        QCOMPARE(quotedValue("\xff\xfe"), std::string("\"\\xff\\xfe\""));      // not UTF-8
        QCOMPARE(quotedValue("\xc0\xaf"), std::string("\"\\xc0\\xaf\""));      // overlong '/'
        QCOMPARE(quotedValue("\xed\xa0\x80"), std::string("\"\\xed\\xa0\\x80\""));  // a surrogate
        QCOMPARE(quotedValue("Köln 東京 🙂"), std::string("\"Köln 東京 🙂\""));  // UTF-8 kept
    }

    void quotedValueShortensLongValuesAndSaysHowLong()
    {
        const std::string megabyte(1 << 20, 'x');
        const std::string shown = quotedValue(megabyte);
        QCOMPARE(shown, "\"" + std::string(80, 'x') + "…\" (1048576 bytes)");
        // Characters, not bytes: a cut never splits a UTF-8 sequence.
        std::string umlauts;
        for (int i = 0; i < 100; ++i)
            umlauts += "ü";
        QVERIFY(quotedValue(umlauts, 10).starts_with("\"üüüüüüüüüü…\""));
    }

    void singleLineKeepsAMessageOnOneLine()
    {
        QCOMPARE(singleLine("line 1\nline 2"), std::string("line 1\\nline 2"));
        QCOMPARE(singleLine("Köln \"x\""), std::string("Köln \"x\""));
    }

    void nodeIdsHaveAMaximumLength()
    {
        const std::string longest(kMaxMemberIdLength, 'n');
        validateMemberId(longest);
        const std::string message = refusal([&] { validateMemberId(longest + "n"); });
        QVERIFY2(message.find("longer than 255 bytes") != std::string::npos, message.c_str());
        QVERIFY2(message.size() < 200, message.c_str());
        QVERIFY(refusal([&] { parseMemberList("a," + std::string(100'000, 'x')); }).find("longer than") != std::string::npos);
    }

    void controlCharactersAndDelAreRefusedAndShownEscaped()
    {
        const std::string nul = refusal([] { membersFromFile(std::string("a\nb\0c\n", 6)); });
        QCOMPARE(nul, std::string("line 2: node id \"b\\x00c\" contains a control character, ',' or '='"));
        const std::string del = refusal([] { membersFromFile("a\nb\x7f\n"); });
        QCOMPARE(del, std::string("line 2: node id \"b\\x7f\" contains a control character, ',' or '='"));
        const std::string newline = refusal([] { parseMemberList("a\nb,c"); });
        QVERIFY2(isOneLine(newline), newline.c_str());
        QVERIFY2(newline.find("\"a\\nb\"") != std::string::npos, newline.c_str());
    }

    // Issue 24: U+0085 (NEL), the C1 controls and U+2028/U+2029 break a line as a newline
    // does; every id refuses them, by the same rule, and a message shows them escaped.
    void unicodeLineBreaksAndC1ControlsAreRefusedInIds_data()
    {
        QTest::addColumn<QByteArray>("breaker");
        QTest::newRow("NEL U+0085") << QByteArray("\xc2\x85");
        QTest::newRow("C1 U+0080") << QByteArray("\xc2\x80");
        QTest::newRow("C1 U+009F") << QByteArray("\xc2\x9f");
        QTest::newRow("line separator U+2028") << QByteArray("\xe2\x80\xa8");
        QTest::newRow("paragraph separator U+2029") << QByteArray("\xe2\x80\xa9");
        QTest::newRow("vertical tab") << QByteArray("\x0b");
    }

    void unicodeLineBreaksAndC1ControlsAreRefusedInIds()
    {
        QFETCH(QByteArray, breaker);
        const std::string id = std::string("a").append(breaker.constData()).append("b");
        const std::string message = refusal([&] { validateMemberId(id); });
        QVERIFY2(message.find("contains a control character") != std::string::npos, message.c_str());
        QVERIFY2(isOneLine(message) && message.find(breaker.constData()) == std::string::npos, message.c_str());
        QVERIFY(refusal([&] { parseMemberList(std::string("x,").append(id)); }).find("contains a control character") != std::string::npos);
        QVERIFY(refusal([&] { membersFromFile(std::string("x\n").append(id).append("\n")); }).find("line 2: node id") != std::string::npos);
        const std::string rack = refusal([&] { parseMemberRacks(std::string("x=r").append(breaker.constData())); });
        QVERIFY2(rack.find("rack name") != std::string::npos && rack.find("contains a control character") != std::string::npos,
                 rack.c_str());
        // Characters near them stay ids: U+00A0, U+2027, U+202A are not line breaks.
        validateMemberId("a\xc2\xa0" "b");
        validateMemberId("a\xe2\x80\xa7" "b");
        validateMemberId("Köln-東京");
    }

    void quotedValueEscapesUnicodeLineBreaks()
    {
        QCOMPARE(quotedValue("a\xc2\x85" "b"), std::string("\"a\\u0085b\""));
        QCOMPARE(quotedValue("a\xe2\x80\xa8" "b"), std::string("\"a\\u2028b\""));
        QCOMPARE(singleLine("a\xe2\x80\xa9" "b"), std::string("a\\u2029b"));
    }

    void aByteOrderMarkIsNotPartOfTheFirstId()
    {
        const auto members = membersFromFile("\xEF\xBB\xBF" "cache-01\ncache-02\t2\n");
        QCOMPARE(members.size(), std::size_t{2});
        QCOMPARE(members[0].id, std::string("cache-01"));
        QCOMPARE(members[1].weight, 2.0);
        const KeySet keys = keysFromFile("\xEF\xBB\xBF" "user:1\r\nuser:2\r\n");
        QCOMPARE(keys.size(), std::size_t{2});
        QCOMPARE(keys.key(0), std::string("user:1"));
        QCOMPARE(keys.key(1), std::string("user:2"));
    }

    void aNodesFileOfTheLargestFleetReadsInLinearTime()
    {
        // 65,535 lines took 25.8 s with a linear duplicate scan; a set makes it milliseconds.
        std::string text;
        for (std::size_t i = 0; i < kMaxMembers; ++i)
            text += "node-" + std::to_string(i) + "\n";
        QCOMPARE(membersFromFile(text).size(), kMaxMembers);
        const std::string tooMany = refusal([&] { membersFromFile(text + "one-more\n"); });
        QCOMPARE(tooMany, "line 65536: too many nodes: more than 65535");
        const std::string duplicate = refusal([&] { membersFromFile("a\nb\nc\nb\n"); });
        QCOMPARE(duplicate, std::string("line 4: duplicate node id \"b\""));
    }

    void weightsOutsideTheDocumentedRangeAreRefusedForEveryAlgorithm()
    {
        for (const Algorithm algorithm : allAlgorithms()) {
            PlacementConfig config;
            config.algorithm = algorithm;
            for (const double weight : {1e308, 1e6 * 1.0001, 0.0009, 0.0, -1.0,
                                        std::numeric_limits<double>::infinity(),
                                        std::numeric_limits<double>::quiet_NaN()}) {
                const std::string message =
                    refusal([&] { makePlacement(config, {{"a", weight}, {"b", weight}}); });
                QVERIFY2(message.find("must be between 0.001 and 1000000") != std::string::npos, message.c_str());
            }
            // The extremes of the range work and give finite shares (one ring point a unit of
            // weight: a million points). Ketama's smallest weight is 1.
            config.replicas = 1;
            const double smallest = algorithm == Algorithm::Ketama ? 1.0 : kMinWeight;
            const auto placement = makePlacement(config, {{"a", smallest}, {"b", kMaxWeight}});
            for (const double share : fairShares(placement->members()))
                QVERIFY(std::isfinite(share) && share > 0.0);
            if (const auto shares = placement->keySpaceShares())
                for (const double share : *shares)
                    QVERIFY(std::isfinite(share));
        }
        QCOMPARE(refusal([] { parseMemberList("a=1e308,b=1e308"); }),
                 std::string("weight of node \"a\" must be between 0.001 and 1000000, got 1e+308"));
    }

    // The window checks every edit with validatePlacement; it must refuse exactly what
    // building the placement refuses, with the same message.
    void validatingAPlacementAgreesWithBuildingIt()
    {
        const std::vector<std::vector<Member>> fleets{
            numberedMembers("n", 8), {}, {{"a", 1}, {"a", 1}}, {{"a", 0.0001}}, {{"a", 1}, {"b", 100'000}},
            {{std::string(300, 'x'), 1}}, numberedMembers("n", 70'000)};
        for (const Algorithm algorithm : allAlgorithms()) {
            for (const int replicas : {0, 1, 160, 1000}) {
                for (const auto& fleet : fleets) {
                    const PlacementConfig config{algorithm, HashId::Fnv1aFmix32, replicas};
                    const std::string built = refusal([&] { makePlacement(config, fleet); });
                    const std::string checked = refusal([&] { validatePlacement(config, fleet); });
                    QCOMPARE(checked, built);
                }
            }
        }
    }

    void linesAndInputsHaveACap()
    {
        const std::string longLine = refusal([] { keysFromFile("ok\n" + std::string(kMaxKeyLength + 1, 'k') + "\n"); });
        QCOMPARE(longLine, std::string("line 2 is longer than 4096 bytes"));
        QCOMPARE(keysFromFile(std::string(kMaxKeyLength, 'k') + "\r\n").key(0).size(), kMaxKeyLength);
        // Endless input without a newline (what /dev/zero gives) stops at the line cap.
        std::istringstream zeros(std::string(1 << 20, '\0'));
        QCOMPARE(refusal([&] { KeySet::fromLines(zeros, "zeros"); }), std::string("line 1 is longer than 4096 bytes"));
        // Endless short lines stop at the total cap.
        std::istringstream blank(std::string(5000, '\n'));
        LineReader reader(blank, 10, 4096);
        std::string_view line;
        QCOMPARE(refusal([&] { while (reader.next(line)) {} }), std::string("the input is larger than 4096 bytes"));
        const std::string nodeLine = refusal([] { membersFromFile(std::string(2000, 'x')); });
        QCOMPARE(nodeLine, std::string("line 1 is longer than 1024 bytes"));
    }

    void theLastLineNeedsNoNewline()
    {
        const KeySet keys = keysFromFile("a\nb");
        QCOMPARE(keys.size(), std::size_t{2});
        QCOMPARE(keys.key(1), std::string("b"));
        QCOMPARE(keysFromFile("").size(), std::size_t{0});
        QCOMPARE(keysFromFile("\n\n").size(), std::size_t{0});
    }

    void onlyRegularFilesAndPipesAreRead()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string folder = dir.path().toStdString();
        QCOMPARE(refusal([&] { openTextFile(folder, kNodesFileName); }),
                 "nodes file \"" + folder + "\" is a directory");
        QCOMPARE(refusal([] { openTextFile("/dev/zero", kKeysFileName); }),
                 std::string("keys file \"/dev/zero\" is not a regular file"));
        QCOMPARE(refusal([&] { openTextFile(folder + "/missing.txt", kKeysFileName); }),
                 "keys file \"" + folder + "/missing.txt\" does not exist");
        // A named pipe, as a shell's <(…) gives, is read.
        const std::string fifo = folder + "/nodes.fifo";
        QCOMPARE(mkfifo(fifo.c_str(), 0600), 0);
        std::jthread writer([&] { std::ofstream(fifo) << "a\nb\n"; });
        std::ifstream in = openTextFile(fifo, kNodesFileName);
        QCOMPARE(parseMembersFile(in).size(), std::size_t{2});
    }

    void keyPatternsHaveCaps()
    {
        validateKeyPattern("session:{i}:{i}");
        QCOMPARE(refusal([] { validateKeyPattern("user"); }), std::string("key pattern \"user\" has no {i} placeholder"));
        std::string many;
        for (int i = 0; i < 1000; ++i)
            many += "{i}";
        const std::string tooLong = refusal([&] { KeySet::fromPattern(many, 10); });
        QVERIFY2(tooLong.find("is longer than 256 bytes") != std::string::npos, tooLong.c_str());
        QCOMPARE(refusal([] { KeySet::fromPattern("{i}{i}{i}{i}{i}{i}{i}{i}{i}", 10); }),
                 std::string("key pattern \"{i}{i}{i}{i}{i}{i}{i}{i}{i}\" has 9 {i} placeholders; the limit is 8"));
    }

    void valueSizesCannotOverflowTheByteCount()
    {
        // 1e12-byte values × 20 million keys once wrapped 64 bits (142 % moved).
        QVERIFY(refusal([] {
                    MigrationConfig config;
                    config.sizes.medianBytes = 1e12;
                    validateMigrationConfig(config);
                }).find("median value size must be between 1 and 1000000000 bytes") != std::string::npos);
        const KeySizeDistribution widest{kMaxMedianValueBytes, 5.0};
        std::uint64_t largest = 0;
        for (std::size_t k = 0; k < 100'000; ++k)
            largest = std::max(largest, keySizeBytes(widest, 1, k));
        QCOMPARE(largest, kMaxValueBytes);  // the tail is clamped …
        QVERIFY(kMaxValueBytes <= std::numeric_limits<std::uint64_t>::max() / kMaxKeys);  // … so sums fit
    }

    void avalancheInputsHaveAMemoryCapAndRunsCanBeCancelled()
    {
        const std::string message = refusal([] { randomAvalancheInputs(10'000'000, 256, 1); });
        QCOMPARE(message, std::string("10000000 random inputs of 256 bytes are over the limit of 67108864 bytes in all"));
        const KeySet inputs = randomAvalancheInputs(20'000, 16, 1);
        double lastProgress = 0.0;
        RunControl control;
        control = RunControl::watched([&](double fraction) {
            lastProgress = fraction;
            if (fraction > 0.1)
                control.cancel();
        });
        QVERIFY_THROWS_EXCEPTION(ComputationCancelled,
                                 analyzeAvalanche(hashFunction(HashId::Fnv1a), inputs, false, control));
        QVERIFY(lastProgress > 0.1 && lastProgress < 0.5);
        // Uncancelled, progress ends at 1 and the result is the plain one.
        const RunControl watched = RunControl::watched([&](double fraction) { lastProgress = fraction; });
        QCOMPARE(analyzeAvalanche(hashFunction(HashId::Fnv1a), inputs, true, watched),
                 analyzeAvalanche(hashFunction(HashId::Fnv1a), inputs));
        QCOMPARE(lastProgress, 1.0);
    }
};

QTEST_APPLESS_MAIN(HostileInputsTest)
#include "tst_hostileinputs.moc"
