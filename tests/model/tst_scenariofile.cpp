// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario files: round trip, clear refusals, atomic saves, the built-in presets.
#include "model/JsonFields.h"
#include "model/ScenarioFile.h"
#include "model/SessionOption.h"
#include "model/UserFiles.h"
#include "tests/common/FileSizeLimit.h"
#include "tests/common/TestFiles.h"
#include "tests/common/TestPaths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace ringlab;
using namespace ringlab::tests;

class ScenarioFileTest : public QObject {
    Q_OBJECT

private slots:
    void roundTrip()
    {
        QTemporaryDir dir;
        Scenario scenario;
        scenario.name = "Round trip";
        scenario.description = "Weighted host:port nodes";
        scenario.state.members = {{"10.0.0.1:6379", 4}, {"10.0.0.2:6379", 0.5}};
        scenario.state.config = {Algorithm::Rendezvous, HashId::Md5, 321};
        scenario.state.keys = {"order:{i}", 12345, {}};
        scenario.state.compareAlgorithm = Algorithm::Jump;
        const QString path = dir.filePath("round.json");
        QCOMPARE(saveScenario(path, scenario), QString());
        const auto loaded = loadScenario(path);
        QVERIFY(std::holds_alternative<Scenario>(loaded));
        const Scenario& back = std::get<Scenario>(loaded);
        QCOMPARE(back.name, scenario.name);
        QCOMPARE(back.description, scenario.description);
        QCOMPARE(back.state, scenario.state);
    }

    // A twemproxy pool's key hash is kept (a save that dropped it would predict with fnv1a_64).
    void twemproxyHashRoundTrips()
    {
        QTemporaryDir dir;
        Scenario scenario;
        scenario.state.members = {{"10.0.0.1:11211", 1}, {"cache-b", 2}};
        scenario.state.config.algorithm = Algorithm::Ketama;
        scenario.state.config.ketamaDialect = KetamaDialect::Twemproxy;
        scenario.state.config.twemproxyHash = HashId::TwemproxyHsieh;
        const QByteArray json = scenarioToJson(scenario, dir.path());
        QVERIFY(json.contains("\"twemproxy-hash\": \"hsieh\""));
        const auto loaded = parseScenario(json, dir.path());
        QVERIFY(std::holds_alternative<Scenario>(loaded));
        QCOMPARE(std::get<Scenario>(loaded).state, scenario.state);
    }

    // twemproxy's modula and hash_tag are kept too.
    void moduloDialectAndHashTagRoundTrip()
    {
        QTemporaryDir dir;
        Scenario scenario;
        scenario.state.members = {{"10.0.0.1:11211", 3}, {"cache-b", 1}};
        scenario.state.config.algorithm = Algorithm::Modulo;
        scenario.state.config.moduloDialect = ModuloDialect::Twemproxy;
        scenario.state.config.twemproxyHash = HashId::TwemproxyMurmur;
        scenario.state.config.hashTag = {'{', '}'};
        const QByteArray json = scenarioToJson(scenario, dir.path());
        QVERIFY(json.contains("\"modulo-dialect\": \"twemproxy\""));
        QVERIFY(json.contains("\"hash-tag\": \"{}\""));
        QVERIFY(json.contains("\"twemproxy-hash\": \"murmur\""));
        const auto loaded = parseScenario(json, dir.path());
        QVERIFY(std::holds_alternative<Scenario>(loaded));
        QCOMPARE(std::get<Scenario>(loaded).state, scenario.state);
    }

    // "fleet": a fleet file beside the scenario gives the members and the placement.
    void aFleetFileGivesMembersAndPlacement()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("fleets"));
        QVERIFY(writeFile(dir.filePath("fleets/pool.yml"),
                          "web:\n  listen: 127.0.0.1:22121\n  hash: md5\n  distribution: modula\n  servers:\n"
                          "   - 10.0.0.2:11211:2\n   - 10.0.0.1:11211:1 alpha\n"));
        const QByteArray head = R"({"format": "ringlab-scenario", "version": 1, )";
        const auto loaded = parseScenario(head + R"("fleet": "fleets/pool.yml", "keys": {"pattern": "k{i}", "count": 1000}})", dir.path());
        const QString problem = std::holds_alternative<QString>(loaded) ? std::get<QString>(loaded) : QString();
        QVERIFY2(std::holds_alternative<Scenario>(loaded), qPrintable(problem));
        const LabState& state = std::get<Scenario>(loaded).state;
        QCOMPARE(state.members, (std::vector<Member>{{"alpha", 1}, {"10.0.0.2:11211", 2}}));
        QCOMPARE(state.config.algorithm, Algorithm::Modulo);
        QCOMPARE(state.config.moduloDialect, ModuloDialect::Twemproxy);
        QCOMPARE(state.config.twemproxyHash, HashId::TwemproxyMd5);

        const auto withMembers = parseScenario(head + R"("fleet": "fleets/pool.yml", "members": [{"id": "a"}]})", dir.path());
        QVERIFY(std::get<QString>(withMembers).contains("\"members\" cannot be given with \"fleet\""));
        QVERIFY(writeFile(dir.filePath("fleets/bad.yml"), "web:\n  listen: 1\n  servers:\n   - 10.0.0.2:11211\n"));
        const auto bad = parseScenario(head + R"("fleet": "fleets/bad.yml"})", dir.path());
        QVERIFY2(std::get<QString>(bad).contains("bad.yml, line 4, servers: \"10.0.0.2:11211\" is not \"host:port:weight [name]\""),
                 qPrintable(std::get<QString>(bad)));
        const auto missing = parseScenario(head + R"("fleet": "fleets/none.yml"})", dir.path());
        QVERIFY(std::get<QString>(missing).contains("none.yml"));
    }

    // The window lets a node keep Cassandra's default rack1 unsaid; its saved file says it, so
    // that the file opens again (a file's racks name every node).
    void partialRacksAreSavedWhole()
    {
        QTemporaryDir dir;
        Scenario scenario;
        scenario.state.members = {{"n1", 1}, {"n2", 1}, {"n3", 1}};
        scenario.state.config.algorithm = Algorithm::Cassandra;
        // Two racks at RF 3: Cassandra 4.0's allocator refuses them, random tokens take them.
        scenario.state.config.cassandra.tokenAllocation = CassandraTokenAllocation::Random;
        scenario.state.config.cassandra.racks = {{"n2", "r2"}};
        const QByteArray json = scenarioToJson(scenario, dir.path());
        QVERIFY2(json.contains("\"racks\": \"n1=rack1,n2=r2,n3=rack1\""), json.constData());
        const auto loaded = parseScenario(json, dir.path());
        QVERIFY(std::holds_alternative<Scenario>(loaded));
        const std::vector<MemberRack> every{{"n1", "rack1"}, {"n2", "r2"}, {"n3", "rack1"}};
        QCOMPARE(std::get<Scenario>(loaded).state.config.cassandra.racks, every);
    }

    // The directory's slot table (a real cluster's map) is part of the state: kept as written.
    void redisSlotTableRoundTrips()
    {
        QTemporaryDir dir;
        Scenario scenario;
        scenario.state.members = {{"10.0.0.1:6379", 1}, {"10.0.0.2:6379", 1}};
        scenario.state.config.algorithm = Algorithm::Directory;
        scenario.state.config.redisSlots = {{"10.0.0.1:6379", {{0, 5460}, {5462, 5462}}},
                                            {"10.0.0.2:6379", {{5461, 5461}, {5463, 16383}}}};
        const QByteArray json = scenarioToJson(scenario, dir.path());
        QVERIFY(json.contains("\"redis-slots\": \"10.0.0.1:6379=0-5460,5462;10.0.0.2:6379=5461,5463-16383\""));
        const auto loaded = parseScenario(json, dir.path());
        QVERIFY(std::holds_alternative<Scenario>(loaded));
        QCOMPARE(std::get<Scenario>(loaded).state, scenario.state);
        // Without a table nothing is written.
        scenario.state.config.redisSlots.clear();
        QVERIFY(!scenarioToJson(scenario, dir.path()).contains("redis-slots"));
    }

    void keyFilesAreRelativeToTheScenario()
    {
        QTemporaryDir dir;
        Scenario scenario;
        scenario.state.members = numberedMembers("n", 2);
        scenario.state.keys.file = dir.filePath("data/keys.txt");
        QVERIFY(QDir(dir.path()).mkdir("data"));
        QVERIFY(writeFile(scenario.state.keys.file, "k1\nk2\n"));
        const QByteArray json = scenarioToJson(scenario, dir.path());
        QVERIFY(json.contains("\"file\": \"data/keys.txt\""));
        const auto loaded = parseScenario(json, dir.path());
        QCOMPARE(std::get<Scenario>(loaded).state.keys.file, dir.filePath("data/keys.txt"));
    }

    void malformedFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        const QByteArray head = R"({"format": "ringlab-scenario", "version": 1, )";
        QTest::newRow("not json") << QByteArray("{ nope") << "Not valid JSON (line 1)";
        QTest::newRow("array") << QByteArray("[]") << "must be a JSON object";
        QTest::newRow("wrong format") << QByteArray(R"({"format": "other", "version": 1})") << "Not a RingLab scenario";
        QTest::newRow("no version") << QByteArray(R"({"format": "ringlab-scenario"})") << "no \"version\"";
        QTest::newRow("future version") << QByteArray(R"({"format": "ringlab-scenario", "version": 2})")
                                        << "Unsupported scenario version 2";
        QTest::newRow("no members") << head + "\"algorithm\": \"ring\"}" << "no \"members\" list";
        QTest::newRow("bad algorithm") << head + R"("algorithm": "ring-hash", "members": [{"id": "a"}]})"
                                       << "Unknown algorithm “ring-hash”";
        QTest::newRow("bad hash") << head + R"("hash": "crc64", "members": [{"id": "a"}]})" << "Unknown hash “crc64”";
        QTest::newRow("member without id") << head + R"("members": [{"weight": 2}]})" << "Member 1 has no \"id\"";
        QTest::newRow("zero weight") << head + R"("members": [{"id": "a", "weight": 0}]})" << "must be between 0.001 and 1000000, got 0";
        QTest::newRow("duplicate") << head + R"("members": [{"id": "a"}, {"id": "a"}]})" << "duplicate node id";
        // Issue 25, item 3: nothing given is ignored in silence.
        QTest::newRow("weights under jump") << head + R"("algorithm": "jump", "members": [{"id": "a", "weight": 5}, {"id": "b"}]})"
                                            << "jump ignores weights, and node \"a\" has weight 5";
        QTest::newRow("a node without a rack")
            << head + R"("algorithm": "cassandra", "racks": "a=r1", "members": [{"id": "a"}, {"id": "b"}]})"
            << "racks are given, but not for node \"b\"";
        QTest::newRow("replicas fraction") << head + R"("replicas": 1.5, "members": [{"id": "a"}]})"
                                           << "\"replicas\" must be a whole number";
        QTest::newRow("replicas zero") << head + R"("replicas": 0, "members": [{"id": "a"}]})"
                                       << "replicas must be at least 1";
        QTest::newRow("too many keys") << head + R"("members": [{"id": "a"}], "keys": {"count": 1e9}})"
                                       << "key count must be between";
        QTest::newRow("pattern") << head + R"("members": [{"id": "a"}], "keys": {"pattern": "k"}})" << "no {i}";
        QTest::newRow("compare") << head + R"("members": [{"id": "a"}], "compare": "x"})" << "Unknown compare";
        // Issue 16: hostile values.
        QTest::newRow("astronomic count") << head + R"("members": [{"id": "a"}], "keys": {"count": 1e300}})"
                                          << "The key count must be between 1 and 10,000,000, not 1e300.";
        QTest::newRow("no keys") << head + R"("members": [{"id": "a"}], "keys": {"count": 0}})"
                                 << "The key count must be between 1 and 10,000,000, not 0.";
        QTest::newRow("negative count") << head + R"("members": [{"id": "a"}], "keys": {"count": -12}})"
                                        << "The key count must be between 1 and 10,000,000, not -12.";
        QTest::newRow("fractional count") << head + R"("members": [{"id": "a"}], "keys": {"count": 1500.7}})"
                                          << "\"keys\".\"count\" must be a whole number, not 1500.7.";
        QTest::newRow("huge weight") << head + R"("members": [{"id": "a", "weight": 1e308}, {"id": "b"}]})"
                                     << "must be between 0.001 and 1000000, got 1e+308";
        QTest::newRow("long id") << head + "\"members\": [{\"id\": \"" + QByteArray(300, 'n') + "\"}]}"
                                 << "is longer than 255 bytes";
        QTest::newRow("missing keys file") << head + R"("members": [{"id": "a"}], "keys": {"file": "nowhere.txt"}})"
                                           << "keys file \"" + QDir::temp().filePath("nowhere.txt") + "\" does not exist";
        QTest::newRow("endless keys file") << head + R"("members": [{"id": "a"}], "keys": {"file": "/dev/zero"}})"
                                           << "keys file \"/dev/zero\" is not a regular file";
        QTest::newRow("keys file is a folder") << head + R"("members": [{"id": "a"}], "keys": {"file": "/tmp"}})"
                                               << "keys file \"/tmp\" is a directory";
        // Issue 24: a wrong JSON type is refused, never read as the default.
        const QByteArray member = R"("members": [{"id": "a"}])";
        const auto typed = [&](const QByteArray& field) { return head + member + ", " + field + "}"; };
        QTest::newRow("algorithm number") << typed(R"("algorithm": 5)") << "\"algorithm\" must be a string, not a number.";
        QTest::newRow("algorithm list") << typed(R"("algorithm": [])") << "\"algorithm\" must be a string, not a list.";
        QTest::newRow("algorithm object") << typed(R"("algorithm": {})") << "\"algorithm\" must be a string, not an object.";
        QTest::newRow("algorithm null") << typed(R"("algorithm": null)") << "\"algorithm\" must be a string, not null.";
        QTest::newRow("algorithm bool") << typed(R"("algorithm": true)") << "\"algorithm\" must be a string, not true or false.";
        QTest::newRow("hash null") << typed(R"("hash": null)") << "\"hash\" must be a string, not null.";
        QTest::newRow("keys list") << typed(R"("keys": [])") << "\"keys\" must be an object, not a list.";
        QTest::newRow("pattern number") << typed(R"("keys": {"pattern": 5})") << "\"keys\".\"pattern\" must be a string, not a number.";
        QTest::newRow("name number") << typed(R"("name": 5)") << "\"name\" must be a string, not a number.";
        QTest::newRow("description list") << typed(R"("description": ["a"])") << "\"description\" must be a string, not a list.";
        QTest::newRow("compare number") << typed(R"("compare": 3)") << "\"compare\" must be a string, not a number.";
        QTest::newRow("replicas text") << typed(R"("replicas": "160")") << "\"replicas\" must be a whole number, not a string.";
        QTest::newRow("version text") << QByteArray(R"({"format": "ringlab-scenario", "version": "1"})")
                                      << "\"version\" must be a whole number, not a string.";
        QTest::newRow("format number") << QByteArray(R"({"format": 1, "version": 1})") << "\"format\" must be a string, not a number.";
        QTest::newRow("members object") << head + R"("members": {"id": "a"}})" << "\"members\" must be a list, not an object.";
        QTest::newRow("member number") << head + R"("members": [5]})" << "\"members\"[1] must be an object, not a number.";
        QTest::newRow("member id number") << head + R"("members": [{"id": 5}]})" << "\"members\"[1].\"id\" must be a string, not a number.";
        QTest::newRow("member weight text") << head + R"("members": [{"id": "a", "weight": "2"}]})"
                                            << "\"members\"[1].\"weight\" must be a number, not a string.";
        QTest::newRow("count text") << typed(R"("keys": {"count": "5"})") << "\"keys\".\"count\" must be a whole number, not a string.";
        QTest::newRow("file number") << typed(R"("keys": {"file": 5})") << "\"keys\".\"file\" must be a string, not a number.";
        QTest::newRow("dialect number") << typed(R"("ketama-dialect": 1)") << "\"ketama-dialect\" must be a string, not a number.";
        QTest::newRow("twemproxy hash number") << typed(R"("twemproxy-hash": 1)") << "\"twemproxy-hash\" must be a string, not a number.";
        QTest::newRow("unknown twemproxy hash") << typed(R"("twemproxy-hash": "fnv1a")")
                                                << "Unknown twemproxy hash “fnv1a” (expected one of one_at_a_time|md5|";
        QTest::newRow("tokens number") << typed(R"("tokens": 1)") << "\"tokens\" must be a string, not a number.";
        QTest::newRow("redis-slots gap") << typed(R"("algorithm": "directory", "redis-slots": "a=0-16382")")
                                         << "slot 16383 has no owner in the slot table";
        QTest::newRow("redis-slots twice") << typed(R"("algorithm": "directory", "redis-slots": "a=0-16383;b=7")")
                                           << "slot 7 has two owners in the slot table";
        QTest::newRow("redis-slots on the ring") << typed(R"("redis-slots": "a=0-16383")")
                                                 << "\"redis-slots\" applies to the directory (redis-cluster) only.";
        QTest::newRow("num-tokens null") << typed(R"("num-tokens": null)") << "\"num-tokens\" must be a whole number, not null.";
        // Unknown keys are refused, naming the key (a misspelt key is an ignored setting).
        QTest::newRow("misspelt key") << typed(R"("replcas": 200)") << "unknown key \"replcas\" (did you mean \"replicas\"?)";
        QTest::newRow("unknown key") << typed(R"("colour": "red")") << "unknown key \"colour\"";
        QTest::newRow("unknown member key") << head + R"("members": [{"id": "a", "wieght": 2}]})"
                                            << "\"members\"[1] has an unknown key \"wieght\" (did you mean \"weight\"?)";
        QTest::newRow("unknown keys key") << typed(R"("keys": {"count": 5, "patern": "k{i}"})")
                                          << "\"keys\" has an unknown key \"patern\" (did you mean \"pattern\"?)";
        QTest::newRow("file and pattern") << typed(R"("keys": {"file": "k.txt", "pattern": "k{i}"})")
                                          << "\"keys\" takes either \"file\" or \"pattern\" and \"count\", not both.";
        // The value as the user wrote it.
        QTest::newRow("count just over") << typed(R"("keys": {"count": 10000001})")
                                         << "The key count must be between 1 and 10,000,000, not 10000001.";
        QTest::newRow("count 2^64") << typed(R"("keys": {"count": 18446744073709551616})")
                                    << "The key count must be between 1 and 10,000,000, not 18446744073709551616.";
        QTest::newRow("replicas over int") << typed(R"("replicas": 2147483648)")
                                           << "\"replicas\" is 2147483648, over the limit of 16,777,216.";
        QTest::newRow("replicas fraction shown") << typed(R"("replicas": 1.5)") << "\"replicas\" must be a whole number, not 1.5.";
        QTest::newRow("version fraction") << QByteArray(R"({"format": "ringlab-scenario", "version": 1.5})")
                                          << "Unsupported scenario version 1.5";
        // Ids: no control character or line separator (U+0085, U+2028, U+2029), as everywhere.
        QTest::newRow("id with NEL") << head + "\"members\": [{\"id\": \"a\\u0085b\"}]}" << "contains a control character";
        QTest::newRow("id with U+2028") << head + "\"members\": [{\"id\": \"a\\u2028b\"}]}" << "contains a control character";
        QTest::newRow("rack with U+2029") << typed("\"algorithm\": \"cassandra\", \"racks\": \"a=r\\u2029x\"")
                                          << "contains a control character";
        QTest::newRow("pattern with many {i}")
            << head + R"("members": [{"id": "a"}], "keys": {"pattern": "{i}{i}{i}{i}{i}{i}{i}{i}{i}"}})"
            << "has 9 {i} placeholders; the limit is 8";
    }

    void malformedFilesAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const auto result = parseScenario(json, QDir::tempPath());
        QVERIFY(std::holds_alternative<QString>(result));
        QVERIFY2(std::get<QString>(result).contains(message), qPrintable(std::get<QString>(result)));
    }

    void failedSaveLeavesTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("keep.json");
        Scenario scenario;
        scenario.state.members = numberedMembers("n", 2);
        QCOMPARE(saveScenario(path, scenario), QString());
        const QByteArray before = fileBytes(path);
        QVERIFY(!before.isEmpty());
        // A directory where the file should go: the save fails, nothing is half-written.
        QVERIFY(!saveScenario(dir.path(), scenario).isEmpty());
        const QString missingDir = dir.filePath("no/such/dir/x.json");
        QVERIFY(saveScenario(missingDir, scenario).contains("Cannot write"));
        QCOMPARE(fileBytes(path), before);
    }

    // A full disk: the kernel takes part of a write and refuses the rest (ENOSPC; EFBIG past
    // RLIMIT_FSIZE). The save is cancelled, the old file stays whole, and the message names the
    // file and the reason, whether nothing, a few blocks or all but the end fit.
    void saveOntoAFullDiskKeepsTheOldFile_data()
    {
        QTest::addColumn<int>("room");
        QTest::newRow("nothing fits") << 0;
        QTest::newRow("one block fits") << 4096;
        QTest::newRow("all but the end fits") << 200000;
        QTest::newRow("the buffer fits") << 16384;
    }

    void saveOntoAFullDiskKeepsTheOldFile()
    {
        QFETCH(int, room);
        QTemporaryDir dir;
        const QString path = dir.filePath("keep.json");
        Scenario scenario;
        scenario.state.members = numberedMembers("n", 2);
        QCOMPARE(saveScenario(path, scenario), QString());
        const QByteArray before = fileBytes(path);
        QVERIFY(!before.isEmpty());
        Scenario large;
        large.state.members = numberedMembers("cache-node-", 10000);  // over 200 kB of JSON
        const QByteArray bytes = QByteArray(200001, 'x');
        QString problem;
        QString scenarioProblem;
        {
            const FileSizeLimit limit(static_cast<rlim_t>(room));
            problem = saveAtomically(path, bytes);
            scenarioProblem = saveScenario(path, large);
        }
        const QString expected = "Cannot write " + QDir::toNativeSeparators(path) + ": File too large";
        QCOMPARE(problem, expected);
        QCOMPARE(scenarioProblem, expected);
        QCOMPARE(fileBytes(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList{"keep.json"});
        QCOMPARE(saveAtomically(path, bytes), QString());  // with room again
    }

    // The settings file too: on a full disk a setting says it could not be saved, and the
    // settings already saved stay.
    void settingsOntoAFullDiskKeepTheOldFile()
    {
        QTemporaryDir dir;
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("RingLab"));  // as the app; Qt refuses none
        const SessionOption<QString> option("test/option");
        const SessionOption<QByteArray> large("test/large");
        QCOMPARE(option.set(QStringLiteral("kept")), QString());
        const QString path = QSettings().fileName();
        QVERIFY2(path.startsWith(dir.path()), qPrintable(path));
        const QByteArray before = fileBytes(path);
        QVERIFY(before.contains("kept"));
        QString problem;
        {
            const FileSizeLimit limit(static_cast<rlim_t>(before.size()));
            problem = large.set(QByteArray(100000, 'x'));
        }
        QCOMPARE(problem, "Cannot save the settings to " + QDir::toNativeSeparators(path));
        QCOMPARE(fileBytes(path), before);
        QCOMPARE(option.set(QStringLiteral("again")), QString());  // with room again
        QVERIFY(fileBytes(path).contains("again"));
    }

    // A link is followed to the file it names; a loop of links is refused, not replaced.
    void saveFollowsLinksAndRefusesLoops()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath("target.json");
        const QString link = dir.filePath("link.json");
        QCOMPARE(symlink("target.json", QFile::encodeName(link).constData()), 0);
        QCOMPARE(saveAtomically(link, "new"), QString());
        QVERIFY(QFileInfo(link).isSymLink());
        QFile written(target);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), QByteArray("new"));
        const QString a = dir.filePath("a.json");
        const QString self = dir.filePath("self.json");
        QCOMPARE(symlink("b.json", QFile::encodeName(a).constData()), 0);
        QCOMPARE(symlink("a.json", QFile::encodeName(dir.filePath("b.json")).constData()), 0);
        QCOMPARE(symlink("self.json", QFile::encodeName(self).constData()), 0);
        for (const QString& loop : {a, self}) {
            QCOMPARE(saveAtomically(loop, "new"),
                     "Cannot write " + QDir::toNativeSeparators(loop) + ": Too many levels of symbolic links");
            QVERIFY(QFileInfo(loop).isSymLink());
        }
        QCOMPARE(QFileInfo(a).symLinkTarget(), dir.filePath("b.json"));
    }

    // QSaveFile renames over its target: a named pipe or a device would become a plain file.
    void onlyNewPathsAndRegularFilesAreWritten()
    {
        QTemporaryDir dir;
        Scenario scenario;
        scenario.state.members = numberedMembers("n", 2);
        const QString fifo = dir.filePath("pipe");
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString problem = saveScenario(fifo, scenario);
        QVERIFY2(problem.contains("it is not a regular file"), qPrintable(problem));
        QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());  // still the pipe
        QVERIFY(saveScenario(dir.path(), scenario).contains("it is a folder"));
        QCOMPARE(saveScenario(dir.filePath("new.json"), scenario), QString());
        QCOMPARE(saveScenario(dir.filePath("new.json"), scenario), QString());  // over a regular file
    }

    void onlyRegularFilesOfASaneSizeAreOpened()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("pipe.json");
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const auto problem = [](const std::variant<Scenario, QString>& loaded) {
            return std::holds_alternative<QString>(loaded) ? std::get<QString>(loaded) : QString();
        };
        QVERIFY(problem(loadScenario(fifo)).contains("it is not a regular file"));  // returns, no hang
        // Nor is a pipe taken as the lab's keys file: reading it would block the window.
        const QByteArray pipeKeys = R"({"format": "ringlab-scenario", "version": 1, "members": [{"id": "a"}],
                                        "keys": {"file": "pipe.json"}})";
        QVERIFY(problem(parseScenario(pipeKeys, dir.path())).contains("\" is not a regular file"));
        QVERIFY(problem(loadScenario("/dev/zero")).contains("it is not a regular file"));
        QVERIFY(problem(loadScenario(dir.path())).contains("it is a folder"));
        QFile huge(dir.filePath("huge.json"));
        QVERIFY(huge.open(QIODevice::WriteOnly));
        QVERIFY(huge.resize(kMaxScenarioFileBytes + 1));  // sparse: no disk used
        huge.close();
        QVERIFY(problem(loadScenario(huge.fileName())).contains("larger than"));
    }

    // Issue 24, item 3: a keys file that cannot be used is refused when the scenario is
    // opened, in one line naming the file and the reason (it was the default 1,000,000 keys,
    // the error only in the status bar).
    void unusableKeysFilesAreRefusedAtLoad_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << "empty" << "holds no key";
        QTest::newRow("blank lines only") << "blank" << "holds no key";
        QTest::newRow("over-long key") << "long" << "line 2 is longer than 4096 bytes";
        QTest::newRow("symlink loop") << "loop" << "Too many levels of symbolic links";
        QTest::newRow("directory") << "directory" << "is a directory";
        QTest::newRow("unreadable") << "unreadable" << "Permission denied";
        QTest::newRow("over the lab's key limit") << "many" << "the file holds more than 10000000 keys";
    }

    void unusableKeysFilesAreRefusedAtLoad()
    {
        QFETCH(QString, setup);
        QFETCH(QString, reason);
        if (setup == "unreadable" && geteuid() == 0)
            QSKIP("root reads any file");
        QTemporaryDir dir;
        const QString keys = dir.filePath("keys.txt");
        if (setup == "empty") {
            QVERIFY(writeFile(keys, ""));
        } else if (setup == "blank") {
            QVERIFY(writeFile(keys, "\n\r\n\n"));
        } else if (setup == "long") {
            QVERIFY(writeFile(keys, "ok\n" + QByteArray(5000, 'k') + "\n"));
        } else if (setup == "loop") {
            QVERIFY(QFile::link(dir.filePath("keys.txt"), keys));
        } else if (setup == "directory") {
            QVERIFY(QDir(dir.path()).mkdir("keys.txt"));
        } else if (setup == "unreadable") {
            QVERIFY(writeFile(keys, "k1\n"));
            QVERIFY(QFile::setPermissions(keys, QFileDevice::WriteOwner));
        } else if (setup == "many") {
            QByteArray lines;
            lines.reserve(20'000'002);
            for (int i = 0; i <= 10'000'000; ++i)
                lines.append("k\n", 2);
            QVERIFY(writeFile(keys, lines));
        }
        const QString scenario = dir.filePath("lab.json");
        QVERIFY(writeFile(scenario, R"({"format": "ringlab-scenario", "version": 1, "members": [{"id": "a"}],
                                        "keys": {"file": "keys.txt"}})"));
        const auto loaded = loadScenario(scenario);
        QVERIFY2(std::holds_alternative<QString>(loaded), "the scenario was opened");
        const QString problem = std::get<QString>(loaded);
        QVERIFY2(problem.contains(keys) && problem.contains(reason), qPrintable(problem));
        QVERIFY2(!problem.contains('\n'), qPrintable(problem));
    }

    // Item 5: a 50 MB text is refused before anything is laid out or copied, with the cap.
    void hugeTextsAreRefusedQuickly_data()
    {
        QTest::addColumn<QByteArray>("field");
        QTest::addColumn<QString>("message");
        const QByteArray huge(50 * 1024 * 1024, 'x');
        QTest::newRow("name") << "\"name\": \"" + huge + "\"" << "\"name\" is 52,428,800 characters; at most 200.";
        QTest::newRow("description") << "\"description\": \"" + huge + "\""
                                     << "\"description\" is 52,428,800 characters; at most 2,000.";
        QTest::newRow("algorithm") << "\"algorithm\": \"" + huge + "\"" << "\"algorithm\" is 52,428,800 characters; at most 300.";
        QTest::newRow("keys file") << "\"keys\": {\"file\": \"" + huge + "\"}"
                                   << "\"keys\".\"file\" is 52,428,800 characters; at most 4,096.";
    }

    void hugeTextsAreRefusedQuickly()
    {
        QFETCH(QByteArray, field);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath("huge.json");
        QVERIFY(writeFile(path, R"({"format": "ringlab-scenario", "version": 1, "members": [{"id": "a"}], )" + field + "}"));
        QElapsedTimer timer;
        timer.start();
        const auto loaded = loadScenario(path);
        const qint64 took = timer.elapsed();
        QVERIFY2(std::holds_alternative<QString>(loaded), "the scenario was opened");
        QCOMPARE(std::get<QString>(loaded), "huge.json: " + message);
        QVERIFY2(took < 1000, qPrintable(QString::number(took)));
    }

    // The caps the loaders apply are the ones ringlab(1)'s LIMITS and docs/lessons.md state.
    void theDocumentedLimitsAreTheLoadersOwn()
    {
        const auto read = [](const char* relative) {
            QFile file(tests::sourcePath(QLatin1String(relative)));
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()).simplified() : QString();
        };
        const QString manPage = read("packaging/ringlab.1.in");
        const QString lessons = read("docs/lessons.md");
        const auto number = [](qint64 value) { return QLocale(QLocale::English).toString(value); };
        const QList<std::pair<const char*, qint64>> fields{
            {"prompt", kMaxPromptCharacters}, {"text", kMaxSceneTextCharacters}, {"summary", kMaxSummaryCharacters}};
        for (const auto& [field, cap] : fields) {
            const QString inManPage = QStringLiteral("\\fB%1\\fR %2").arg(QLatin1String(field), number(cap));
            const QString inLessons = QStringLiteral("`%1` %2").arg(QLatin1String(field), number(cap));
            QVERIFY2(manPage.contains(inManPage), qPrintable(inManPage));
            QVERIFY2(lessons.contains(inLessons), qPrintable(inLessons));
        }
        for (const qint64 cap : {kMaxTitleCharacters, kMaxChoiceCharacters, kMaxWordCharacters, kMaxPathCharacters,
                                 kMaxListTextCharacters, kMaxScenarioFileBytes, kMaxLabKeys}) {
            QVERIFY2(manPage.contains(number(cap)), qPrintable(number(cap)));
            QVERIFY2(lessons.contains(number(cap)), qPrintable(number(cap)));
        }
    }

    void presetsLoad_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("members");
        QTest::newRow("article") << "article-fleet.json" << 8;
        QTest::newRow("mixed") << "mixed-4-4-1-1.json" << 4;
        QTest::newRow("ecommerce") << "ecommerce.json" << 8;
        QTest::newRow("naive") << "naive-ring.json" << 8;
    }

    void presetsLoad()
    {
        QFETCH(QString, file);
        QFETCH(int, members);
        const auto loaded = loadScenario(tests::sourcePath(QStringLiteral("resources/scenarios/") + file));
        QVERIFY2(std::holds_alternative<Scenario>(loaded),
                 qPrintable(std::holds_alternative<QString>(loaded) ? std::get<QString>(loaded) : QString()));
        const Scenario& s = std::get<Scenario>(loaded);
        QCOMPARE(static_cast<int>(s.state.members.size()), members);
        QVERIFY(!s.name.isEmpty() && !s.description.isEmpty());
    }
};

QTEST_GUILESS_MAIN(ScenarioFileTest)
#include "tst_scenariofile.moc"
