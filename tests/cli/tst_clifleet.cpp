// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ringlab-cli --fleet: every command that takes --nodes reads a fleet file, owners are printed
// as the file names them (the same as readFleet's placement, key for key), and every misuse is
// refused with exit status 2 and one line on stderr.
#include "model/core/Placement.h"
#include "model/fleet/FleetFile.h"
#include "tests/common/CliRunner.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ringlab;
using namespace ringlab::tests;

namespace {

QString sample(const char* name)
{
    return sourcePath(QStringLiteral("resources/samples/") + QString::fromUtf8(name));
}

QByteArray keyLines(std::size_t count)
{
    QByteArray keys;
    for (std::size_t i = 0; i < count; ++i)
        keys.append(i % 3 == 0 ? "user:{" + QByteArray::number(qulonglong(i % 17)) + "}:cart:" : "session:")
            .append(QByteArray::number(qulonglong(i)))
            .append('\n');
    return keys;
}

}  // namespace

class CliFleetTest : public QObject {
    Q_OBJECT

    QTemporaryDir directory_;

    QString writeFile(const char* name, const QByteArray& text)
    {
        const QString path = directory_.filePath(QString::fromUtf8(name));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private slots:
    void lookupPrintsTheFilesOwners_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("pool");
        QTest::newRow("twemproxy sessions (ketama, hash_tag)") << sample("twemproxy-nutcracker.yml") << "sessions";
        QTest::newRow("twemproxy catalog (modula)") << sample("twemproxy-nutcracker.yml") << "catalog";
        QTest::newRow("libmemcached") << sample("libmemcached.conf") << "";
        QTest::newRow("envoy ring hash") << sample("envoy-clusters.yaml") << "sessions";
        QTest::newRow("envoy maglev") << sample("envoy-clusters.yaml") << "carts";
    }

    void lookupPrintsTheFilesOwners()
    {
        QFETCH(QString, file);
        QFETCH(QString, pool);
        const Fleet fleet = fleet::readFleetFile(file.toStdString(), "", pool.toStdString());
        const auto placement = makePlacement(fleet.config, fleet.members);
        const QByteArray keys = keyLines(3000);
        QStringList arguments{"lookup", "--fleet", file};
        if (!pool.isEmpty())
            arguments << "--pool" << pool;
        const CliRun run = runCli(arguments, keys);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QList<QByteArray> owners = run.out.split('\n');
        const QList<QByteArray> lines = keys.split('\n');
        QCOMPARE(owners.size(), lines.size());
        for (qsizetype i = 0; i + 1 < lines.size(); ++i)
            QCOMPARE(owners[i].toStdString(), placement->ownerOf(lines[i].toStdString()));
    }

    void theOptionsGiveWhatTheTwemproxyFileGives()
    {
        // The catalog pool by hand: modula over murmur, nutcracker's order.
        const QByteArray keys = keyLines(2000);
        const CliRun file = runCli({"lookup", "--fleet", sample("twemproxy-nutcracker.yml"), "--pool", "catalog"}, keys);
        const CliRun options = runCli({"lookup", "--algorithm", "modulo", "--modulo-dialect", "twemproxy", "--twemproxy-hash",
                                       "murmur", "--nodes", "10.0.2.21:11211=2,10.0.2.22:11211,10.0.2.23:22122"},
                                      keys);
        QVERIFY2(options.exitCode == 0, options.err.constData());
        QCOMPARE(options.out, file.out);
        // The sessions pool: ketama, fnv1a_64, hash_tag {}.
        const CliRun tagged = runCli({"lookup", "--fleet", sample("twemproxy-nutcracker.yml"), "--pool", "sessions"}, keys);
        const CliRun byHand = runCli({"lookup", "--algorithm", "ketama", "--ketama-dialect", "twemproxy", "--hash-tag", "{}",
                                      "--nodes", "session-a,session-b,session-c=2,10.0.1.14:11212"},
                                     keys);
        QVERIFY2(byHand.exitCode == 0, byHand.err.constData());
        QCOMPARE(byHand.out, tagged.out);
    }

    void everyCommandWithNodesTakesAFleet()
    {
        const QString twemproxy = sample("twemproxy-nutcracker.yml");
        const QString envoy = sample("envoy-clusters.yaml");
        const QList<QStringList> runs{
            {"distribution", "--fleet", twemproxy, "--pool", "sessions", "--keys", "5000", "--format", "json"},
            {"move", "--fleet", sample("libmemcached.conf"), "--remove", "10.0.3.14:11212", "--keys", "5000"},
            {"bench", "--fleet", envoy, "--pool", "carts", "--keys", "1000", "--rounds", "1", "--format", "csv"},
            {"simulate", "failover", "--fleet", twemproxy, "--pool", "sessions", "--kill", "session-b", "--keys", "2000"},
            {"simulate", "flapping", "--fleet", twemproxy, "--pool", "catalog", "--node", "10.0.2.22:11211", "--duration", "60",
             "--keys", "2000"},
            {"simulate", "hotkeys", "--fleet", envoy, "--pool", "sessions", "--requests", "5000", "--keys", "2000"},
        };
        for (const QStringList& arguments : runs) {
            const CliRun run = runCli(arguments);
            QVERIFY2(run.exitCode == 0, qPrintable(arguments.join(' ') + ": " + QString::fromUtf8(run.err)));
        }
        const CliRun distribution = runCli({"distribution", "--fleet", twemproxy, "--pool", "sessions", "--keys", "1000"});
        QVERIFY(distribution.out.contains("ketama (twemproxy, fnv1a_64, hash_tag {})"));
        QVERIFY(distribution.out.contains("session-c"));
        // The fleet's notes come with the report.
        const CliRun envoyNotes = runCli({"distribution", "--fleet", envoy, "--pool", "sessions", "--keys", "1000"});
        QVERIFY(envoyNotes.out.contains("Envoy hashes what the route's hash_policy gives"));
        const CliRun bench = runCli({"bench", "--fleet", envoy, "--pool", "carts", "--keys", "1000", "--rounds", "1", "--format", "csv"});
        QVERIFY(bench.out.contains("maglev,xxh64-maglev"));
        QVERIFY(!bench.out.contains("envoy-ring,"));
    }

    void misuseIsRefusedInOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString twemproxy = sample("twemproxy-nutcracker.yml");
        const QString libmemcached = sample("libmemcached.conf");
        QTest::newRow("with --nodes") << QStringList{"lookup", "--fleet", libmemcached, "--nodes", "a,b"}
                                      << "give either --fleet or --nodes, not both: the fleet file gives the nodes";
        QTest::newRow("with --nodes-file") << QStringList{"distribution", "--fleet", libmemcached, "--nodes-file", libmemcached}
                                           << "give either --fleet or --nodes-file, not both";
        QTest::newRow("with --algorithm") << QStringList{"lookup", "--fleet", libmemcached, "--algorithm", "ring"}
                                          << "--algorithm cannot be given with --fleet: the fleet file sets the placement";
        QTest::newRow("with --hash-tag") << QStringList{"move", "--fleet", libmemcached, "--hash-tag", "{}", "--remove", "a"}
                                         << "--hash-tag cannot be given with --fleet";
        QTest::newRow("with --table-size") << QStringList{"bench", "--fleet", libmemcached, "--table-size", "251"}
                                           << "--table-size cannot be given with --fleet";
        QTest::newRow("simulate with --nodes") << QStringList{"simulate", "failover", "--fleet", libmemcached, "--nodes", "a,b"}
                                               << "give either --fleet or --nodes, not both";
        QTest::newRow("live with --servers") << QStringList{"live", "--fleet", libmemcached, "--servers", "2"}
                                             << "give either --fleet or --servers, not both";
        QTest::newRow("--pool alone") << QStringList{"lookup", "--nodes", "a", "--pool", "x"} << "--pool applies to --fleet only";
        QTest::newRow("--fleet-format alone") << QStringList{"lookup", "--nodes", "a", "--fleet-format", "envoy"}
                                              << "--fleet-format applies to --fleet only";
        QTest::newRow("several pools") << QStringList{"lookup", "--fleet", twemproxy}
                                       << "the file holds the pools sessions, catalog: choose one with --pool NAME";
        QTest::newRow("no such pool") << QStringList{"lookup", "--fleet", twemproxy, "--pool", "web"}
                                      << "no pool \"web\"; the pools are sessions, catalog";
        QTest::newRow("missing file") << QStringList{"lookup", "--fleet", "/nonexistent/pool.yml"} << "/nonexistent/pool.yml";
        QTest::newRow("wrong format forced") << QStringList{"lookup", "--fleet", libmemcached, "--fleet-format", "twemproxy"}
                                             << "a twemproxy file is a map of pools";
        QTest::newRow("forced to the wrong format") << QStringList{"lookup", "--fleet", libmemcached, "--fleet-format", "redis-nodes"}
                                                    << "cluster nodes, line 1: the node id \"--DISTRIBUTION=consistent\" is not 40 hexadecimal digits";
        QTest::newRow("modulo dialect on a ring") << QStringList{"lookup", "--nodes", "a", "--modulo-dialect", "twemproxy"}
                                                  << "--modulo-dialect would be ignored: --algorithm is ring, and only modulo read it";
        QTest::newRow("hash tag of three") << QStringList{"lookup", "--nodes", "a", "--hash-tag", "{}}"}
                                           << "--hash-tag is two characters";
        QTest::newRow("hash tag on maglev") << QStringList{"lookup", "--nodes", "a", "--algorithm", "maglev", "--hash-tag", "{}"}
                                            << "--hash-tag would be ignored: --algorithm is maglev, and only ring, modulo, rendezvous, jump and ketama";
    }

    void misuseIsRefusedInOneLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const CliRun run = runCli(arguments, "key\n");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.count('\n') == 1 && run.err.endsWith('\n'), run.err.constData());
        QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    void aMalformedFileNamesItsLineAndField()
    {
        const QString path = writeFile("pool.yml", "web:\n  listen: 127.0.0.1:22121\n  servers:\n   - 10.0.0.1:11211:1\n   - 10.0.0.2:11211\n");
        const CliRun run = runCli({"lookup", "--fleet", path}, "key\n");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("pool.yml, line 5, servers: \"10.0.0.2:11211\" is not \"host:port:weight [name]\""),
                 run.err.constData());
    }

    void helpDocumentsTheFleet()
    {
        for (const char* command : {"lookup", "distribution", "move", "bench", "live"}) {
            const CliRun help = runCli({"help", command});
            QVERIFY2(help.out.contains("--fleet FILE") && help.out.contains("--fleet-format NAME") && help.out.contains("--pool NAME"),
                     command);
        }
        for (const char* scenario : {"failover", "flapping", "hotkeys"})
            QVERIFY2(runCli({"simulate", scenario, "--help"}).out.contains("--fleet FILE"), scenario);
        const CliRun lookup = runCli({"help", "lookup"});
        for (const char* format : {"twemproxy", "libmemcached", "envoy", "hash_tag", "modula", "RING_HASH", "MAGLEV"})
            QVERIFY2(lookup.out.contains(format), format);
    }
};

QTEST_GUILESS_MAIN(CliFleetTest)
#include "tst_clifleet.moc"
