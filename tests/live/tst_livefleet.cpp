// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The live lab against real memcached servers on loopback (Debian's memcached): what the
// servers report equals what the placement says, a killed server's share misses, an added
// server's moved keys miss, and nothing RingLab started outlives it. Each test takes a few
// seconds.
#include "model/core/MembershipChange.h"
#include "model/core/ValidationError.h"
#include "model/live/LiveError.h"
#include "model/live/LiveLab.h"
#include "model/live/MemcachedConnection.h"
#include "tests/common/FileSizeLimit.h"
#include "tests/common/SanitizedBuild.h"

#include <libmemcached/memcached.h>

#include <QTemporaryDir>
#include <QTest>

#include <arpa/inet.h>
#include <csignal>
#include <fstream>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ringlab;
using namespace ringlab::live;

namespace {

bool processExists(pid_t pid)
{
    // A zombie still has /proc/<pid>; a reaped process has none.
    return QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid));
}

// Whether |measured − expected| is within 5 standard deviations of a binomial share over n
// requests: a correct lab fails this about once in 1.7 million runs.
bool withinBinomialNoise(double measured, double expected, std::size_t n)
{
    const double sigma = std::sqrt(expected * (1.0 - expected) / static_cast<double>(n));
    return std::abs(measured - expected) <= 5.0 * sigma;
}

}  // namespace

class LiveFleetTest : public QObject {
    Q_OBJECT

    QTemporaryDir runtime_;

    FleetOptions options() const
    {
        FleetOptions options;
        options.runtimeDirectory = runtime_.path().toStdString();
        options.memoryMegabytes = 64;
        return options;
    }

    std::unique_ptr<LiveLab> startLab(std::size_t servers, LiveLabConfig config)
    {
        auto fleet = std::make_unique<MemcachedFleet>(options());
        fleet->start(numberedMembers("cache-", servers));
        return std::make_unique<LiveLab>(std::move(fleet), std::move(config));
    }

    // Every key asked for once a second in order, without read-through: a moved key misses every
    // time it is asked for, so a second's misses are the keys a change moved.
    static LiveLabConfig everyKeyOnceASecond()
    {
        LiveLabConfig config;
        const std::size_t keys = tests::kSanitizedBuild ? 10'000 : 40'000;
        config.keys = KeySet::fromPattern("user:{i}", keys);
        config.popularity = {PopularityKind::Sweep, 1.0};
        config.readThrough = false;
        config.requestsPerSecond = static_cast<double>(keys);
        return config;
    }

    static std::size_t keyCount() { return tests::kSanitizedBuild ? 20'000 : 100'000; }

private slots:
    void initTestCase() { QVERIFY(runtime_.isValid()); }

    // After the fill every server holds exactly the keys the placement gives it, under three
    // placements, and nothing is evicted.
    void itemsPerServerEqualThePlacement_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::newRow("ring") << "ring";
        QTest::newRow("ketama") << "ketama";
        QTest::newRow("jump") << "jump";
    }
    void itemsPerServerEqualThePlacement()
    {
        QFETCH(QString, algorithm);
        LiveLabConfig config;
        config.placement.algorithm = *findAlgorithm(algorithm.toStdString());
        config.keys = KeySet::fromPattern("user:{i}", keyCount());
        auto lab = startLab(4, config);
        const std::vector<std::size_t> expected = lab->keysPerServer();
        QCOMPARE(lab->fill(), expected);
        const auto stats = lab->serverStats();
        std::size_t total = 0;
        for (std::size_t s = 0; s < 4; ++s) {
            QVERIFY(stats[s]);
            QCOMPARE(stats[s]->currItems, std::uint64_t(expected[s]));
            QCOMPARE(stats[s]->evictions, std::uint64_t(0));
            QCOMPARE(stats[s]->pid, std::uint64_t(lab->fleet().servers()[s].pid));
            total += expected[s];
        }
        QCOMPARE(total, keyCount());
        // The engine's own count (what the lab's views show) agrees.
        const auto placement = makePlacement(config.placement, numberedMembers("cache-", 4));
        QCOMPARE(assignKeys(*placement, config.keys).keysPerMember(), expected);
    }

    // Killing one of four: the share of requests that miss (a database read) equals the share of
    // the keys it owned, within 5 binomial standard deviations; the failover simulation predicted
    // the same second.
    void killOneOfFourMissesItsShare()
    {
        LiveLabConfig config;
        config.keys = KeySet::fromPattern("user:{i}", keyCount());
        config.readThrough = false;  // every request for its keys misses, not only the first
        auto lab = startLab(4, config);
        lab->fill();
        const std::vector<std::size_t> owned = lab->keysPerServer();
        const LiveSecond warm = lab->runSecond();
        QVERIFY(warm.requests > 1000);
        QCOMPARE(warm.databaseReads, std::size_t(0));
        const pid_t killedPid = lab->fleet().server("cache-02").pid;
        lab->post({LiveEventKind::Kill, "cache-02"});
        const LiveSecond second = lab->runSecond();
        QCOMPARE(second.events, std::vector<std::string>{"kill cache-02"});
        QVERIFY(!processExists(killedPid));
        QCOMPARE(second.servers[1].state, ServerState::Killed);
        QVERIFY(!second.servers[1].stats);
        QVERIFY(!second.servers[1].inClientRing);  // the fixed penalty took it out
        const double share = static_cast<double>(owned[1]) / static_cast<double>(keyCount());
        QVERIFY2(withinBinomialNoise(second.missShare(), share, second.requests),
                 qPrintable(QStringLiteral("miss share %1 against owned %2 over %3 requests")
                                .arg(second.missShare()).arg(share).arg(second.requests)));
        QCOMPARE(second.hits + second.databaseReads, second.requests);
        QVERIFY(second.predicted);
        QCOMPARE(second.predicted->event, std::string("kill cache-02"));
        QVERIFY(std::abs(second.predicted->missShare - share) < 0.02);
        // The servers saw what the client counted: get_misses on the survivors are its misses.
        std::uint64_t serverMisses = 0;
        for (const LiveServerSecond& server : second.servers)
            if (server.stats)
                serverMisses += server.stats->getMisses;
        QCOMPARE(serverMisses, std::uint64_t(second.misses));
    }

    // Adding a fifth: with every key asked for once in order, the misses are exactly the keys the
    // placement moved among those asked, and their share is the diff's moved share.
    void addFifthMissesTheMovedKeys()
    {
        const LiveLabConfig config = everyKeyOnceASecond();
        const std::size_t keys = config.keys.size();
        auto lab = startLab(4, config);
        lab->fill();
        const auto before = makePlacement(config.placement, numberedMembers("cache-", 4));
        QCOMPARE(lab->apply({LiveEventKind::Add, "cache-05"}), std::string("add cache-05"));
        QCOMPARE(lab->fleet().servers().size(), std::size_t(5));
        const auto after = makePlacement(config.placement, numberedMembers("cache-", 5));
        const LiveSecond second = lab->runSecond();
        QVERIFY(second.requests > keys / 2);
        std::size_t moved = 0;
        for (std::size_t j = 0; j < second.requests; ++j) {
            const std::string key = config.keys.key(j % keys);
            moved += before->ownerOf(key) != after->ownerOf(key);
        }
        QCOMPARE(second.misses, moved);
        QCOMPARE(second.hardFailures, std::size_t(0));
        QCOMPARE(second.servers[4].hits, std::size_t(0));
        QCOMPARE(second.servers[4].misses, moved);  // every moved key moved to the new server
        const AssignmentDiff diff = diffMembershipChange(config.placement, numberedMembers("cache-", 4),
                                                         numberedMembers("cache-", 5), config.keys);
        QVERIFY(withinBinomialNoise(second.missShare(), diff.movedFraction(), second.requests));
        QVERIFY(second.predicted);
        QCOMPARE(second.predicted->missShare, diff.movedFraction());
    }

    // Issue 25, item 6: four adds in one second are one change, 4 → 8 servers, predicted as one
    // (the last add's own diff, 7 → 8, predicted 4 % where 32 % of the keys missed).
    void severalEventsInOneSecondArePredictedTogether()
    {
        const LiveLabConfig config = everyKeyOnceASecond();
        auto lab = startLab(4, config);
        lab->fill();
        for (const char* id : {"cache-05", "cache-06", "cache-07", "cache-08"})
            lab->apply({LiveEventKind::Add, id});
        const LiveSecond second = lab->runSecond();
        const AssignmentDiff diff = diffMembershipChange(config.placement, numberedMembers("cache-", 4),
                                                         numberedMembers("cache-", 8), config.keys);
        QVERIFY(second.predicted);
        QCOMPARE(second.predicted->event, std::string("add cache-05, add cache-06, add cache-07, add cache-08"));
        QCOMPARE(second.predicted->missShare, diff.movedFraction());
        QVERIFY(withinBinomialNoise(second.missShare(), second.predicted->missShare, second.requests));
        // The next second's event is a change of its own, from the fleet of eight.
        lab->apply({LiveEventKind::Reweight, "cache-01", 2.0});
        const LiveSecond next = lab->runSecond();
        QVERIFY(next.predicted);
        QCOMPARE(next.predicted->event, std::string("reweight cache-01=2"));
        std::vector<Member> reweighted = numberedMembers("cache-", 8);
        reweighted[0].weight = 2.0;
        QCOMPARE(next.predicted->missShare,
                 diffMembershipChange(config.placement, numberedMembers("cache-", 8), reweighted, config.keys).movedFraction());
    }

    // Stop, restart (empty), reweight; a server killed behind RingLab's back is reported once.
    void eventsAndAnUnexpectedDeath()
    {
        LiveLabConfig config;
        config.keys = KeySet::fromPattern("user:{i}", 5'000);
        config.requestsPerSecond = 2'000;
        auto lab = startLab(3, config);
        lab->fill();
        lab->apply({LiveEventKind::Stop, "cache-01"});
        QCOMPARE(lab->fleet().server("cache-01").state, ServerState::Stopped);
        lab->apply({LiveEventKind::Restart, "cache-01"});
        QCOMPARE(lab->fleet().server("cache-01").state, ServerState::Running);
        const auto restarted = lab->serverStats()[0];
        QVERIFY(restarted);
        QCOMPARE(restarted->currItems, std::uint64_t(0));  // back empty
        lab->apply({LiveEventKind::Reweight, "cache-02", 2.0});
        QCOMPARE(lab->placement().members()[1].weight, 2.0);
        QCOMPARE(lab->keysPerServer(), assignKeys(*makePlacement(config.placement, lab->fleet().members()), config.keys)
                                           .keysPerMember());
        QVERIFY_THROWS_EXCEPTION(ValidationError, lab->apply({LiveEventKind::Kill, "cache-09"}));
        QVERIFY_THROWS_EXCEPTION(ValidationError, lab->apply({LiveEventKind::Restart, "cache-02"}));
        ::kill(lab->fleet().server("cache-03").pid, SIGKILL);
        QTest::qWait(100);
        const LiveSecond second = lab->runSecond();
        QVERIFY(second.requests <= 2'000);  // paced: never more than the rate asks for
        QCOMPARE(second.messages, std::vector<std::string>{"cache-03 died unexpectedly: killed by signal 9"});
        QCOMPARE(second.servers[2].state, ServerState::Died);
        QVERIFY(lab->runSecond().messages.empty());
    }

    // Every process the fleet started is gone once the lab is destroyed; its pid file too.
    void nothingOutlivesTheLab()
    {
        std::vector<pid_t> pids;
        std::string pidFile;
        {
            LiveLabConfig config;
            config.keys = KeySet::fromPattern("user:{i}", 1'000);
            auto lab = startLab(4, config);
            lab->apply({LiveEventKind::Add, "cache-05"});
            lab->apply({LiveEventKind::Kill, "cache-01"});
            pids = lab->fleet().startedPids();
            pidFile = lab->fleet().pidFilePath();
            QCOMPARE(pids.size(), std::size_t(4));
            QVERIFY(QFileInfo::exists(QString::fromStdString(pidFile)));
            for (const pid_t pid : pids)
                QVERIFY(processExists(pid));
        }
        for (const pid_t pid : pids)
            QVERIFY2(!processExists(pid), qPrintable(QString::number(pid)));
        QVERIFY(!QFileInfo::exists(QString::fromStdString(pidFile)));
    }

    // The pid file is how the next RingLab finds a crashed one's servers: a fleet that cannot
    // write it (a full disk) starts nothing and says why, and a pid file already there stays.
    void pidFileThatCannotBeWrittenStartsNothing()
    {
        MemcachedFleet fleet(options());
        const QString pidFile = QString::fromStdString(fleet.pidFilePath());
        QString problem;
        {
            const tests::FileSizeLimit limit(0);
            try {
                fleet.start(numberedMembers("cache-", 2));
            } catch (const LiveError& e) {
                problem = QString::fromStdString(e.what());
            }
        }
        QCOMPARE(problem, "cannot write the pid file " + pidFile + ": File too large");
        QVERIFY(fleet.startedPids().empty());
        QVERIFY(!QFileInfo::exists(pidFile));
        QVERIFY(!QFileInfo::exists(pidFile + ".new"));

        MemcachedFleet second(options());
        second.start(numberedMembers("cache-", 2));
        const QString secondFile = QString::fromStdString(second.pidFilePath());
        QFile written(secondFile);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray before = written.readAll();
        written.close();
        QCOMPARE(before.count('\n'), 2);
        {
            const tests::FileSizeLimit limit(0);
            QVERIFY_THROWS_EXCEPTION(LiveError, second.add({"cache-03", 1.0}));
        }
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), before);  // the old file, whole
        QVERIFY(!QFileInfo::exists(secondFile + ".new"));
        QCOMPARE(second.startedPids().size(), std::size_t(2));  // the one it could not record is stopped
    }

    // A crashed RingLab's servers (its pid file names them, its pid is gone) are killed by the
    // next fleet; a memcached the file names that is not on the listed port is left alone.
    void leftoversOfACrashedRunAreKilled()
    {
        const pid_t gone = ::fork();
        if (gone == 0)
            ::_exit(0);
        ::waitpid(gone, nullptr, 0);
        const std::uint16_t port = freeLoopbackPort("127.0.0.1");
        const std::string portText = std::to_string(port);
        const pid_t orphan = ::fork();
        if (orphan == 0) {
            if (::geteuid() == 0)
                ::execlp("memcached", "memcached", "-l", "127.0.0.1", "-p", portText.c_str(), "-U", "0", "-u", "root",
                         static_cast<char*>(nullptr));
            else
                ::execlp("memcached", "memcached", "-l", "127.0.0.1", "-p", portText.c_str(), "-U", "0",
                         static_cast<char*>(nullptr));
            ::_exit(127);
        }
        MemcachedConnection probe({"127.0.0.1", port}, std::chrono::milliseconds(200));
        QTRY_VERIFY(probe.tryConnect());
        probe.close();
        const std::string file = runtime_.path().toStdString() + "/ringlab-live-" + std::to_string(gone) + ".pids";
        std::ofstream(file) << orphan << ' ' << port << '\n' << ::getpid() << ' ' << port << '\n';
        { MemcachedFleet fleet(options()); }
        int status = 0;
        QCOMPARE(::waitpid(orphan, &status, 0), orphan);
        QVERIFY(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
        QVERIFY(!QFileInfo::exists(QString::fromStdString(file)));
    }

    // libmemcached routing with its own weighted ketama finds every key where RingLab's ketama
    // (libmemcached's dialect, the servers named host:port as libmemcached labels them) put it:
    // the real client agrees with RingLab's ring, key for key, on real servers.
    void libmemcachedFindsEveryKeyRingLabPlaced()
    {
        // Four ports in a row from a free one: another suite running beside this one may take one
        // of the next three first, so a taken run of ports is tried again from a new free port.
        std::unique_ptr<MemcachedFleet> fleet;
        for (int attempt = 0; attempt < 10 && !fleet; ++attempt) {
            FleetOptions fixedPorts = options();
            fixedPorts.basePort = freeLoopbackPort("127.0.0.1");
            if (fixedPorts.basePort > 65000)
                continue;
            std::vector<Member> members;
            for (std::uint16_t i = 0; i < 4; ++i)
                members.push_back({"127.0.0.1:" + std::to_string(fixedPorts.basePort + i), 1.0});
            auto candidate = std::make_unique<MemcachedFleet>(fixedPorts);
            try {
                candidate->start(members);
                fleet = std::move(candidate);
            } catch (const LiveError& e) {
                qWarning("%s; trying other ports", e.what());
            }
        }
        QVERIFY2(fleet, "no four free ports in a row in ten tries");
        LiveLabConfig config;
        config.placement.algorithm = Algorithm::Ketama;
        config.keys = KeySet::fromPattern("user:{i}", 5'000);
        LiveLab lab(std::move(fleet), config);
        lab.fill();

        memcached_st* memc = memcached_create(nullptr);
        QCOMPARE(memcached_behavior_set(memc, MEMCACHED_BEHAVIOR_DISTRIBUTION, MEMCACHED_DISTRIBUTION_CONSISTENT_KETAMA),
                 MEMCACHED_SUCCESS);
        QCOMPARE(memcached_behavior_set(memc, MEMCACHED_BEHAVIOR_KETAMA_WEIGHTED, 1), MEMCACHED_SUCCESS);
        for (const FleetServer& server : lab.fleet().servers())
            QCOMPARE(memcached_server_add_with_weight(memc, server.endpoint.host.c_str(), server.endpoint.port, 1),
                     MEMCACHED_SUCCESS);
        std::size_t found = 0;
        for (std::size_t i = 0; i < config.keys.size(); ++i) {
            const std::string key = config.keys.key(i);
            std::size_t length = 0;
            std::uint32_t flags = 0;
            memcached_return_t rc;
            char* value = memcached_get(memc, key.data(), key.size(), &length, &flags, &rc);
            if (value) {
                ++found;
                std::free(value);
            }
        }
        memcached_free(memc);
        QCOMPARE(found, config.keys.size());
    }

    // Servers the user runs (here: another fleet's) are used as they are: filled through the
    // placement, read, never stopped or killed by the lab that connected to them.
    void connectsToServersItDidNotStart()
    {
        MemcachedFleet owner(options());
        owner.start(numberedMembers("cache-", 2));
        std::vector<std::pair<Member, Endpoint>> listed;
        for (const FleetServer& server : owner.servers())
            listed.push_back({{server.id, 1.0}, server.endpoint});
        {
            auto fleet = std::make_unique<MemcachedFleet>(options());
            fleet->connect(listed);
            QCOMPARE(fleet->servers()[0].state, ServerState::External);
            QVERIFY(fleet->startedPids().empty());
            LiveLabConfig config;
            config.keys = KeySet::fromPattern("user:{i}", 2'000);
            LiveLab lab(std::move(fleet), config);
            const std::vector<std::size_t> expected = lab.keysPerServer();
            QCOMPARE(lab.fill(), expected);
            const auto stats = lab.serverStats()[1];
            QVERIFY(stats);
            QCOMPARE(stats->currItems, std::uint64_t(expected[1]));
            QVERIFY_THROWS_EXCEPTION(ValidationError, lab.apply({LiveEventKind::Kill, "cache-01"}));
        }
        for (const FleetServer& server : owner.servers())
            QVERIFY(processExists(server.pid));  // still running after the lab that used them
        listed.front().second.port = freeLoopbackPort("127.0.0.1");
        MemcachedFleet nobody(options());
        QVERIFY_THROWS_EXCEPTION(LiveError, nobody.connect(listed));
    }

    void loopbackOnly()
    {
        FleetOptions lan = options();
        lan.host = "192.168.1.10";
        QVERIFY_THROWS_EXCEPTION(ValidationError, MemcachedFleet{lan});
        MemcachedFleet fleet(options());
        QVERIFY_THROWS_EXCEPTION(ValidationError, fleet.connect({{{"db", 1.0}, {"10.0.0.5", 11211}}}));
        QVERIFY_THROWS_EXCEPTION(ValidationError, MemcachedConnection({"8.8.8.8", 11211}));
    }

    void missingBinary()
    {
        FleetOptions bogus = options();
        bogus.memcachedPath = "/nonexistent/memcached";
        MemcachedFleet fleet(bogus);
        try {
            fleet.start(numberedMembers("cache-", 2));
            QFAIL("a missing memcached started");
        } catch (const LiveError& e) {
            QCOMPARE(std::string(e.what()), std::string("memcached was not found (\"/nonexistent/memcached\"); install "
                                                        "Debian's memcached package (scripts/setup.sh) or name the program's path"));
        }
        QVERIFY(fleet.servers().empty());
        QVERIFY(fleet.startedPids().empty());
        // A program that is not memcached exits at once: "did not start" with its status.
        bogus.memcachedPath = "/bin/false";
        MemcachedFleet notMemcached(bogus);
        try {
            notMemcached.start(numberedMembers("cache-", 1));
            QFAIL("/bin/false started");
        } catch (const LiveError& e) {
            QVERIFY2(std::string(e.what()).find("did not start: exit status 1") != std::string::npos, e.what());
        }
        QVERIFY(notMemcached.startedPids().empty());
    }

    void portInUse()
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(freeLoopbackPort("127.0.0.1"));
        ::inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
        QCOMPARE(::listen(fd, 4), 0);
        const auto port = ntohs(address.sin_port);
        FleetOptions taken = options();
        taken.basePort = port;
        MemcachedFleet fleet(taken);
        try {
            fleet.start(numberedMembers("cache-", 2));
            QFAIL("a server started on a port in use");
        } catch (const LiveError& e) {
            QCOMPARE(std::string(e.what()), "cannot start cache-01: the port 127.0.0.1:" + std::to_string(port) + " is in use");
        }
        QVERIFY(fleet.startedPids().empty());
        ::close(fd);
    }
};

QTEST_GUILESS_MAIN(LiveFleetTest)
#include "tst_livefleet.moc"
