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
#include <QtTest>

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
};

QTEST_GUILESS_MAIN(LiveCliTest)
#include "tst_livecli.moc"
