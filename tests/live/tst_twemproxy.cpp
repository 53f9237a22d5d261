// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A real nutcracker (Debian's twemproxy 0.5) in front of real memcached servers on loopback:
// keys are stored through nutcracker, then every server is asked which keys it holds, and the
// owner found that way must be the owner RingLab predicts, key for key: RingLab's ketama in the
// twemproxy dialect, and the fleet that readFleet reads from the very pool file nutcracker runs
// (and `ringlab-cli lookup --fleet` for a sample of keys), for each of twemproxy's twelve key
// hashes, `distribution: ketama` and `modula`, unnamed servers on port 11211 (hashed "host-k"),
// unnamed servers on other ports ("host:port-k"), named servers listed out of nutcracker's
// order (it sorts them by name), and pools with a hash_tag.
// Servers on port 11211 listen on 127.0.0.2 … 127.0.0.5 so that none needs the machine's own
// 127.0.0.1:11211.
#include "model/core/KetamaPlacement.h"
#include "model/core/Membership.h"
#include "model/core/TwemproxyHashes.h"
#include "model/live/LoopbackEndpoint.h"
#include "tests/common/ChildProcess.h"
#include "model/live/MemcachedConnection.h"
#include "model/fleet/FleetFile.h"
#include "tests/common/CliRunner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <map>
#include <set>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ringlab;
using ringlab::tests::startProcess;

namespace {

struct Server {
    live::Endpoint endpoint;
    std::string name;  // "" for an unnamed server
    int weight = 1;
    // The member id RingLab is given: the name, else host:port as in the pool's servers list.
    std::string memberId() const { return name.empty() ? endpoint.text() : name; }
};

struct Pool {
    std::string title;
    std::vector<Server> servers;
    std::uint16_t listenPort = 0;
    std::string hash;          // twemproxy's name of the pool's hash
    std::string distribution;  // ketama or modula
    std::string hashTag;       // "" or two characters
};

// Keys of every length from 1 to 20 bytes mod 4 and past lookup3's 12-byte blocks, with bytes
// at or above 0x80 (where twemproxy's signed chars matter) in some.
// With a hash tag, keys hold tags shared by many keys ("user:{17}:cart:5"), empty tags and
// none at all.
std::vector<std::string> poolKeys(std::size_t pool, std::size_t count, const std::string& hashTag = "")
{
    std::vector<std::string> keys;
    for (std::size_t i = 0; i < count; ++i) {
        std::string key = "p";
        key.append(std::to_string(pool)).append(i % 3 == 0 ? ":clé-ü€:" : ":k").append(std::to_string(i));
        key.append(i % 7, 'x');
        if (!hashTag.empty() && i % 5 != 4) {
            const std::string tag = i % 5 == 3 ? "" : "t" + std::to_string(i % 40);
            key = "user" + std::string(1, hashTag[0]) + tag + hashTag[1] + "/" + key;
        }
        keys.push_back(std::move(key));
    }
    return keys;
}

}  // namespace

class TwemproxyTest : public QObject {
    Q_OBJECT

    QTemporaryDir directory_;
    std::vector<pid_t> processes_;
    std::vector<Server> memcached_;
    std::vector<Pool> pools_;
    std::string configPath_;
    std::string configText_;

    // A free port on 127.0.0.1 that this test has not handed out already: the kernel may offer
    // a port again once its probe socket is closed, and two pools on one listen port make
    // nutcracker refuse the whole file ("syntax is invalid"), about one run in ten with 80 ports.
    std::uint16_t unusedPort()
    {
        for (;;) {
            const std::uint16_t port = live::freeLoopbackPort("127.0.0.1");
            if (handedOut_.insert(port).second)
                return port;
        }
    }
    std::set<std::uint16_t> handedOut_;

    void startMemcached(const live::Endpoint& endpoint)
    {
        std::vector<std::string> arguments{"memcached", "-l", endpoint.host, "-p", std::to_string(endpoint.port),
                                           "-U", "0", "-m", "64", "-t", "1"};
        if (::geteuid() == 0) {  // memcached refuses to run as root without -u
            arguments.emplace_back("-u");
            arguments.emplace_back("root");
        }
        processes_.push_back(startProcess(arguments));
        live::MemcachedConnection probe(endpoint, std::chrono::milliseconds(200));
        QTRY_VERIFY_WITH_TIMEOUT(probe.tryConnect(), 10000);
        memcached_.push_back({endpoint, "", 1});
    }

private slots:
    void initTestCase()
    {
        QVERIFY(directory_.isValid());
        for (const char* host : {"127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"}) {
            const live::Endpoint endpoint{host, kMemcachedDefaultPort};
            QVERIFY2(!live::portInUse(endpoint), qPrintable(QString::fromStdString(endpoint.text() + " is taken")));
            startMemcached(endpoint);
            if (QTest::currentTestFailed())
                return;
        }
        for (int i = 0; i < 4; ++i) {
            startMemcached({"127.0.0.1", unusedPort()});
            if (QTest::currentTestFailed())
                return;
        }
        const auto withWeights = [](std::vector<Server> servers) {
            const int weights[] = {1, 3, 2, 1};
            for (std::size_t i = 0; i < servers.size(); ++i)
                servers[i].weight = weights[i % 4];
            return servers;
        };
        const std::vector<Server> on11211(memcached_.begin(), memcached_.begin() + 4);
        const std::vector<Server> otherPorts(memcached_.begin() + 4, memcached_.end());
        std::vector<Server> named = {memcached_[0], memcached_[5], memcached_[2], memcached_[3]};
        named[0].name = "alpha";
        named[2].name = "gamma";  // [1] on another port and [3] on 11211 stay unnamed
        std::string config;
        const auto addPool = [&](const HashFunction& hash, const char* layout, const std::vector<Server>& servers,
                                 const std::string& distribution, const std::string& hashTag) {
            Pool pool{std::string(twemproxyHashName(hash)) + ", " + distribution + ", " + layout +
                          (hashTag.empty() ? "" : ", hash_tag " + hashTag),
                      servers, unusedPort(), std::string(twemproxyHashName(hash)),
                      distribution, hashTag};
            config += "pool" + std::to_string(pools_.size()) + ":\n  listen: 127.0.0.1:" +
                      std::to_string(pool.listenPort) + "\n  hash: " + pool.hash + "\n  distribution: " + distribution +
                      (hashTag.empty() ? "" : "\n  hash_tag: \"" + hashTag + "\"") +
                      "\n  auto_eject_hosts: false\n  timeout: 2000\n  servers:\n";
            for (const Server& s : pool.servers)
                config += "   - " + s.endpoint.text() + ":" + std::to_string(s.weight) +
                          (s.name.empty() ? "" : " " + s.name) + "\n";
            pools_.push_back(std::move(pool));
        };
        for (const HashFunction& hash : twemproxyHashes())
            for (const char* distribution : {"ketama", "modula"})
                for (const auto& [layout, servers] : {std::pair{"port 11211", withWeights(on11211)},
                                                      std::pair{"other ports", withWeights(otherPorts)},
                                                      std::pair{"named", withWeights(named)}})
                    addPool(hash, layout, servers, distribution, "");
        // Named servers listed out of nutcracker's order, the last two of its own order swapped.
        std::vector<Server> shuffled = withWeights(named);
        std::swap(shuffled[0], shuffled[3]);
        for (const char* distribution : {"ketama", "modula"}) {
            addPool(*findTwemproxyHash("fnv1a_64"), "named", withWeights(named), distribution, "{}");
            addPool(*findTwemproxyHash("murmur"), "shuffled", shuffled, distribution, "[]");
            addPool(*findTwemproxyHash("crc32a"), "port 11211", withWeights(on11211), distribution, "::");
        }
        const QString path = directory_.filePath(QStringLiteral("nutcracker.yml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(config.data(), static_cast<qint64>(config.size())), static_cast<qint64>(config.size()));
        file.close();
        configPath_ = path.toStdString();
        configText_ = config;
        const std::string dir = directory_.path().toStdString();
        processes_.push_back(startProcess({"nutcracker", "-c", path.toStdString(), "-o", dir + "/nutcracker.log",
                                           "-p", dir + "/nutcracker.pid", "-s",
                                           std::to_string(unusedPort()), "-a", "127.0.0.1"}));
        for (const Pool& pool : pools_) {
            live::MemcachedConnection probe({"127.0.0.1", pool.listenPort}, std::chrono::milliseconds(200));
            if (!QTest::qWaitFor([&] { return probe.tryConnect(); }, 10000)) {
                // Why nutcracker does not listen: its log says (a port taken meanwhile, a refused pool).
                QFile log(directory_.filePath(QStringLiteral("nutcracker.log")));
                if (log.open(QIODevice::ReadOnly))
                    qWarning("%s does not listen on %u; nutcracker's log:\n%s", pool.title.c_str(), pool.listenPort,
                             log.readAll().right(2000).constData());
                qWarning("the pool file it was given:\n%s", configText_.c_str());
                QFAIL("nutcracker does not listen on every pool's port");
            }
        }
    }

    void cleanupTestCase()
    {
        for (const pid_t pid : processes_) {
            ::kill(pid, SIGTERM);
            ::waitpid(pid, nullptr, 0);
        }
    }

    void everyKeyWhereNutcrackerStoresIt_data()
    {
        QTest::addColumn<int>("pool");
        for (std::size_t i = 0; i < pools_.size(); ++i)
            QTest::newRow(pools_[i].title.c_str()) << static_cast<int>(i);
    }

    void everyKeyWhereNutcrackerStoresIt()
    {
        QFETCH(int, pool);
        const Pool& p = pools_[static_cast<std::size_t>(pool)];
        const std::vector<std::string> keys = poolKeys(static_cast<std::size_t>(pool), 3000, p.hashTag);
        const std::vector<std::string_view> views(keys.begin(), keys.end());

        live::MemcachedConnection proxy({"127.0.0.1", p.listenPort});
        proxy.connect();
        proxy.setMany(views, "v");

        // Who holds each key, asked of every server directly.
        std::vector<int> holder(keys.size(), -1);
        for (std::size_t s = 0; s < p.servers.size(); ++s) {
            live::MemcachedConnection server(p.servers[s].endpoint);
            server.connect();
            std::vector<char> hit;
            for (std::size_t at = 0; at < views.size(); at += 100) {
                const auto batch = std::span(views).subspan(at, std::min<std::size_t>(100, views.size() - at));
                server.sendGet(batch);
                server.receiveGet(batch, hit);
                for (std::size_t k = 0; k < batch.size(); ++k)
                    if (hit[k] != 0) {
                        QVERIFY2(holder[at + k] == -1, keys[at + k].c_str());
                        holder[at + k] = static_cast<int>(s);
                    }
            }
        }

        // The owner as the server's member id: its name, else host:port.
        std::vector<std::string> holderId(keys.size());
        for (std::size_t k = 0; k < keys.size(); ++k) {
            QVERIFY2(holder[k] >= 0, keys[k].c_str());
            holderId[k] = p.servers[static_cast<std::size_t>(holder[k])].memberId();
        }
        const auto countWrong = [&](const Placement& placement, const char* what) {
            std::size_t wrong = 0;
            std::string firstWrong;
            for (std::size_t k = 0; k < keys.size(); ++k)
                if (placement.ownerOf(keys[k]) != holderId[k] && wrong++ == 0)
                    firstWrong = keys[k] + " on " + holderId[k] + ", predicted " + placement.ownerOf(keys[k]);
            QVERIFY2(wrong == 0, qPrintable(QString::fromUtf8(what) + ": " + QString::number(wrong) +
                                            " of 3000 keys elsewhere, first " + QString::fromStdString(firstWrong)));
        };

        if (p.distribution == "ketama" && p.hashTag.empty()) {
            // RingLab's ketama in the twemproxy dialect, given the servers in the file's order.
            std::vector<Member> members;
            for (const Server& s : p.servers)
                members.push_back({s.memberId(), static_cast<double>(s.weight)});
            KetamaPlacement ketama(KetamaDialect::Twemproxy, *findTwemproxyHash(p.hash));
            ketama.setMembers(members);
            countWrong(ketama, "ketama");
            if (QTest::currentTestFailed())
                return;
        }

        // The fleet read from the pool file nutcracker runs.
        const std::string poolName = "pool" + std::to_string(pool);
        const Fleet fleet = fleet::readFleet(configText_, configPath_, "", poolName);
        QCOMPARE(fleet.format, std::string("twemproxy"));
        const auto placement = makePlacement(fleet.config, fleet.members);
        countWrong(*placement, "readFleet");
        if (QTest::currentTestFailed())
            return;

        // ringlab-cli lookup --fleet on the same file, for every 10th key.
        QByteArray input;
        std::vector<std::size_t> sample;
        for (std::size_t k = 0; k < keys.size(); k += 10) {
            sample.push_back(k);
            input.append(keys[k].data(), static_cast<qsizetype>(keys[k].size())).append('\n');
        }
        const tests::CliRun run = tests::runCli({QStringLiteral("lookup"), QStringLiteral("--fleet"),
                                                 QString::fromStdString(configPath_), QStringLiteral("--pool"),
                                                 QString::fromStdString(poolName)},
                                                input);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QList<QByteArray> owners = run.out.split('\n');
        QCOMPARE(owners.size(), static_cast<qsizetype>(sample.size() + 1));
        for (std::size_t i = 0; i < sample.size(); ++i)
            QVERIFY2(owners[static_cast<qsizetype>(i)].toStdString() == holderId[sample[i]],
                     qPrintable(QString::fromStdString(keys[sample[i]] + ": ringlab-cli says " +
                                                       owners[static_cast<qsizetype>(i)].toStdString() + ", nutcracker stored it on " +
                                                       holderId[sample[i]])));
    }
};

QTEST_GUILESS_MAIN(TwemproxyTest)
#include "tst_twemproxy.moc"
