// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A real nutcracker (Debian's twemproxy 0.5) in front of real memcached servers on loopback:
// keys are stored through nutcracker, then every server is asked which keys it holds, and the
// owner found that way must be the owner RingLab's ketama in the twemproxy dialect predicts,
// key for key, for each of twemproxy's twelve key hashes and for unnamed servers on port 11211
// (hashed "host-k"), unnamed servers on other ports ("host:port-k") and named servers.
// Servers on port 11211 listen on 127.0.0.2 … 127.0.0.5 so that none needs the machine's own
// 127.0.0.1:11211.
#include "model/core/KetamaPlacement.h"
#include "model/core/Membership.h"
#include "model/core/TwemproxyHashes.h"
#include "model/live/LoopbackEndpoint.h"
#include "model/live/MemcachedConnection.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <map>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ringlab;

namespace {

pid_t startProcess(const std::vector<std::string>& arguments)
{
    const pid_t parent = ::getpid();
    const pid_t child = ::fork();
    if (child == 0) {
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent)
            ::_exit(127);
        std::vector<char*> argv;
        for (const std::string& a : arguments)
            argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        ::execvp(argv[0], argv.data());
        ::_exit(127);
    }
    return child;
}

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
};

// Keys of every length from 1 to 20 bytes mod 4 and past lookup3's 12-byte blocks, with bytes
// at or above 0x80 (where twemproxy's signed chars matter) in some.
std::vector<std::string> poolKeys(std::size_t pool, std::size_t count)
{
    std::vector<std::string> keys;
    for (std::size_t i = 0; i < count; ++i) {
        std::string key = "p";
        key.append(std::to_string(pool)).append(i % 3 == 0 ? ":clé-ü€:" : ":k").append(std::to_string(i));
        key.append(i % 7, 'x');
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
            startMemcached({"127.0.0.1", live::freeLoopbackPort("127.0.0.1")});
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
        for (const HashFunction& hash : twemproxyHashes()) {
            for (const auto& [layout, servers] : {std::pair{"port 11211", withWeights(on11211)},
                                                  std::pair{"other ports", withWeights(otherPorts)},
                                                  std::pair{"named", withWeights(named)}}) {
                Pool pool{std::string(twemproxyHashName(hash)) + ", " + layout, servers,
                          live::freeLoopbackPort("127.0.0.1")};
                config += "pool" + std::to_string(pools_.size()) + ":\n  listen: 127.0.0.1:" +
                          std::to_string(pool.listenPort) + "\n  hash: " + std::string(twemproxyHashName(hash)) +
                          "\n  distribution: ketama\n  auto_eject_hosts: false\n  timeout: 2000\n  servers:\n";
                for (const Server& s : pool.servers)
                    config += "   - " + s.endpoint.text() + ":" + std::to_string(s.weight) +
                              (s.name.empty() ? "" : " " + s.name) + "\n";
                pools_.push_back(std::move(pool));
            }
        }
        const QString path = directory_.filePath(QStringLiteral("nutcracker.yml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(config.data(), static_cast<qint64>(config.size())), static_cast<qint64>(config.size()));
        file.close();
        const std::string dir = directory_.path().toStdString();
        processes_.push_back(startProcess({"nutcracker", "-c", path.toStdString(), "-o", dir + "/nutcracker.log",
                                           "-p", dir + "/nutcracker.pid", "-s",
                                           std::to_string(live::freeLoopbackPort("127.0.0.1")), "-a", "127.0.0.1"}));
        for (const Pool& pool : pools_) {
            live::MemcachedConnection probe({"127.0.0.1", pool.listenPort}, std::chrono::milliseconds(200));
            QTRY_VERIFY_WITH_TIMEOUT(probe.tryConnect(), 10000);
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
        const std::vector<std::string> keys = poolKeys(static_cast<std::size_t>(pool), 3000);
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

        std::vector<Member> members;
        for (const Server& s : p.servers)
            members.push_back({s.memberId(), static_cast<double>(s.weight)});
        const std::string hashName = p.title.substr(0, p.title.find(','));
        KetamaPlacement ketama(KetamaDialect::Twemproxy, *findTwemproxyHash(hashName));
        ketama.setMembers(members);
        std::size_t wrong = 0;
        std::string firstWrong;
        for (std::size_t k = 0; k < keys.size(); ++k) {
            QVERIFY2(holder[k] >= 0, keys[k].c_str());
            if (ketama.ownerOf(keys[k]) != members[static_cast<std::size_t>(holder[k])].id && wrong++ == 0)
                firstWrong = keys[k] + " on " + members[static_cast<std::size_t>(holder[k])].id + ", predicted " +
                             ketama.ownerOf(keys[k]);
        }
        QVERIFY2(wrong == 0, qPrintable(QString::number(wrong) + " of 3000 keys elsewhere, first " +
                                        QString::fromStdString(firstWrong)));
    }
};

QTEST_GUILESS_MAIN(TwemproxyTest)
#include "tst_twemproxy.moc"
