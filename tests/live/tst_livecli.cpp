// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `ringlab-cli live` as a user runs it: JSON lines a second from real memcached servers, a
// scripted kill, bad input refused before anything starts, a missing memcached in one line, and
// no server left running afterwards.
#include "tests/common/CliRunner.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ringlab::tests;

namespace {

std::vector<QJsonObject> jsonLines(const QByteArray& out)
{
    std::vector<QJsonObject> lines;
    for (const QByteArray& line : out.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError)
            qFatal("not JSON: %s", line.constData());
        lines.push_back(document.object());
    }
    return lines;
}

bool processExists(qint64 pid) { return QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)); }

}  // namespace

class LiveCliTest : public QObject {
    Q_OBJECT

private slots:
    void fillKillAndJsonLines()
    {
        const CliRun run = runCli({"live", "--servers", "4", "--keys", "20000", "--fill", "--kill", "cache-02@1s",
                                   "--seconds", "2", "--no-read-through", "--rate", "20000"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const std::vector<QJsonObject> lines = jsonLines(run.out);
        QCOMPARE(lines.size(), std::size_t(4));  // fleet, fill, two seconds
        QCOMPARE(lines[0]["type"].toString(), QStringLiteral("fleet"));
        const QJsonArray servers = lines[0]["servers"].toArray();
        QCOMPARE(servers.size(), 4);
        QCOMPARE(lines[1]["type"].toString(), QStringLiteral("fill"));
        const QJsonArray filled = lines[1]["servers"].toArray();
        for (int s = 0; s < 4; ++s) {
            QCOMPARE(filled[s].toObject()["curr_items"].toInt(), servers[s].toObject()["keys"].toInt());
            QCOMPARE(filled[s].toObject()["stored"].toInt(), servers[s].toObject()["keys"].toInt());
        }
        const QJsonObject killed = lines[3];
        QCOMPARE(killed["events"].toArray()[0].toString(), QStringLiteral("kill cache-02"));
        QCOMPARE(killed["servers"].toArray()[1].toObject()["state"].toString(), QStringLiteral("killed"));
        QCOMPARE(killed["predicted"].toObject()["event"].toString(), QStringLiteral("kill cache-02"));
        QCOMPARE(killed["hits"].toInt() + killed["db_reads"].toInt(), killed["requests"].toInt());
        // Within 5 binomial standard deviations of cache-02's share of the keys.
        const double share = servers[1].toObject()["keys"].toDouble() / 20000.0;
        const double n = killed["requests"].toDouble();
        QVERIFY(n > 1000);
        QVERIFY(std::abs(killed["miss_share"].toDouble() - share) <= 5.0 * std::sqrt(share * (1 - share) / n));
        for (const QJsonValue server : servers)
            QVERIFY(!processExists(server.toObject()["pid"].toInteger()));
    }

    void badInputStartsNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("lan host") << QStringList{"--host", "10.0.0.5"}
                                  << QByteArray("the live lab only uses loopback addresses (127.0.0.0/8 or localhost), got \"10.0.0.5\"");
        QTest::newRow("lan server") << QStringList{"--connect", "db=192.168.0.2:11211"}
                                    << QByteArray("only uses loopback addresses");
        QTest::newRow("unknown server") << QStringList{"--kill", "cache-09@1s"}
                                        << QByteArray("--kill: no server \"cache-09\" in the fleet");
        QTest::newRow("after the run") << QStringList{"--kill", "cache-01@9s", "--seconds", "3"}
                                       << QByteArray("kill cache-01 at 9 s comes after the run's 3 seconds (--seconds)");
        QTest::newRow("no time") << QStringList{"--kill", "cache-01"} << QByteArray("--kill takes ID@SECONDS, got \"cache-01\"");
        QTest::newRow("two fleets") << QStringList{"--servers", "3", "--nodes", "a,b"}
                                    << QByteArray("give one of --servers, --nodes and --connect");
        // Issue 24, item 10: refused before anything starts, not left to memcached or a random port.
        QTest::newRow("ports past 65535") << QStringList{"--port", "65534", "--servers", "3"}
                                          << QByteArray("the ports from 65534 leave room for 2 servers (65534 to 65535), not 3");
        QTest::newRow("ports past 65535 with an addition")
            << QStringList{"--port", "65533", "--servers", "3", "--add", "cache-04@1s"}
            << QByteArray("the ports from 65533 leave room for 3 servers (65533 to 65535), not 4");
        QTest::newRow("memory under memcached's minimum")
            << QStringList{"--memory", "1"} << QByteArray("--memory must be between 2 and 65536, got 1");
        QTest::newRow("depth over the fleet") << QStringList{"--servers", "2", "--depth", "5"}
                                              << QByteArray("failover depth must be between 1 and the number of nodes (2), got 5");
    }
    void badInputStartsNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, message);
        const CliRun run = runCli(QStringList{"live"} + arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY(run.out.isEmpty());
    }

    void missingMemcachedIsOneLine()
    {
        const CliRun run = runCli({"live", "--memcached", "/nonexistent/memcached", "--seconds", "1"});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QByteArray("ringlab-cli: memcached was not found (\"/nonexistent/memcached\"); install Debian's "
                                     "memcached package (scripts/setup.sh) or name the program's path\n"));
        QVERIFY(run.out.isEmpty());
    }

    // Issue 24, item 10: a memcached that cannot be run is named with the reason, not "exit status 127".
    void unrunnableMemcachedIsNamed_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("empty") << QString() << QByteArray("ringlab-cli: no memcached program given: name memcached or its path\n");
        QTest::newRow("a directory") << QString("/tmp")
                                     << QByteArray("ringlab-cli: memcached program \"/tmp\" is not an executable file: it is a directory\n");
        QTest::newRow("not executable") << QString("NOT-EXECUTABLE")
                                        << QByteArray("\" is not an executable file: Permission denied\n");
        QTest::newRow("not a program") << QString("NOT-A-PROGRAM")
                                       << QByteArray("\" cannot be run: Exec format error\n");
    }
    void unrunnableMemcachedIsNamed()
    {
        QFETCH(QString, program);
        QFETCH(QByteArray, message);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        if (program == "NOT-EXECUTABLE" || program == "NOT-A-PROGRAM") {
            program = dir.filePath(program);
            QFile file(program);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("\x01\x02 not a program\n");
            file.close();
            if (program.endsWith("NOT-A-PROGRAM"))
                QVERIFY(file.setPermissions(file.permissions() | QFileDevice::ExeOwner));
        }
        const CliRun run = runCli({"live", "--memcached", program, "--servers", "1", "--seconds", "1"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.endsWith(message), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY(run.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(LiveCliTest)
#include "tst_livecli.moc"
