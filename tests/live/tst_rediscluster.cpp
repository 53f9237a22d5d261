// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Real Redis Cluster (Debian's redis-server and redis-cli 7.0) on loopback against RingLab's
// directory and redis-cli arithmetic (model/core/RedisClusterManager.h): `redis-cli --cluster
// create` for 3, 4 and 5 masters (5 also on two loopback hosts, which create interleaves), then on 4 masters `--cluster reshard` (one source, several,
// all), `--cluster rebalance` with weights, after adding an empty master with
// --cluster-use-empty-masters and emptying a master with weight 0, each compared slot for slot
// with what RingLab predicts, and key for key (the MOVED replies of the real cluster). The
// `cluster nodes`, CLUSTER SHARDS and CLUSTER SLOTS of the real cluster go through RingLab's
// readers (model/core/RedisClusterMap.h); ringlab-cli move --reshard on the real table reports the
// slots the real reshard moved. Skipped when redis-server or redis-cli is missing;
// every server started is killed at the end (and when the test dies: PR_SET_PDEATHSIG).
#include "model/core/DirectoryPlacement.h"
#include "model/core/KeySet.h"
#include "model/core/RedisClusterManager.h"
#include "model/core/RedisClusterMap.h"
#include "model/live/LoopbackEndpoint.h"
#include "tests/common/ChildProcess.h"
#include "tests/common/TestPaths.h"

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <map>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ringlab;
using ringlab::tests::startProcess;

namespace {

struct Node {
    std::string host = "127.0.0.1";
    std::uint16_t port = 0;
    pid_t pid = 0;
    std::string address() const { return host + ":" + std::to_string(port); }
    // redis-cli's options to talk to this node.
    QStringList cliOptions() const { return {"-h", QString::fromStdString(host), "-p", QString::number(port)}; }
};

// Every slot's owner as an address ("" for none), from a Fleet's explicit table.
std::vector<std::string> ownerAddresses(const std::vector<MemberSlots>& table)
{
    std::vector<std::string> owners(kRedisSlotCount);
    for (const MemberSlots& entry : table)
        for (const SlotRange& range : entry.ranges)
            for (std::uint32_t s = range.first; s <= range.last; ++s)
                owners[s] = entry.id;
    return owners;
}

std::vector<std::string> ownerAddresses(const DirectoryPlacement& placement)
{
    return ownerAddresses(placement.slotRanges());
}

QString memberIds(const std::vector<Member>& members)
{
    QStringList ids;
    for (const Member& m : members)
        ids << QString::fromStdString(m.id);
    return ids.join(',');
}

const DirectoryPlacement& asDirectory(const std::unique_ptr<Placement>& placement)
{
    return dynamic_cast<const DirectoryPlacement&>(*placement);
}

// Where two tables differ first, for a readable failure.
std::string firstDifference(const std::vector<std::string>& real, const std::vector<std::string>& ringlab)
{
    for (std::uint32_t s = 0; s < kRedisSlotCount; ++s)
        if (real[s] != ringlab[s])
            return "slot " + std::to_string(s) + ": redis " + real[s] + ", RingLab " + ringlab[s];
    return "";
}

}  // namespace

class RedisClusterTest : public QObject {
    Q_OBJECT

    QTemporaryDir directory_;
    std::vector<Node> started_;

    // A port whose cluster bus (the port + 10,000) is free too right now.
    static std::uint16_t freeClusterPort(const std::string& host)
    {
        for (int tries = 0; tries < 200; ++tries) {
            const std::uint16_t port = live::freeLoopbackPort(host);
            if (port <= 55535 && !live::portInUse({host, static_cast<std::uint16_t>(port + 10000)}))
                return port;
        }
        qFatal("no free port at or below 55535 with a free cluster bus port");
    }

    Node startNode(const std::string& host)
    {
        const std::uint16_t port = freeClusterPort(host);
        // A folder of its own, empty: a node started earlier on the same port (another host,
        // another row) left its nodes.conf, and a node that loads one is "not empty".
        const std::string dir = directory_.path().toStdString() + "/" + host + "-" + std::to_string(port);
        QDir(QString::fromStdString(dir)).removeRecursively();
        QDir().mkpath(QString::fromStdString(dir));
        Node node;
        node.host = host;
        node.port = port;
        // The address it announces: on two loopback hosts the others would otherwise see it
        // at whatever source address the kernel picked.
        node.pid = startProcess({"redis-server", "--bind", host, "--cluster-announce-ip", host, "--port", std::to_string(port),
                                 "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf", "--dir", dir,
                                 "--save", "", "--appendonly", "no", "--daemonize", "no", "--loglevel", "warning",
                                 "--logfile", dir + "/redis.log"});
        started_.push_back(node);
        return node;
    }

    // True once the node answers PING; false (and the node gone) when it exited first (another
    // test took its port or its bus port between the choice and redis-server's bind) or stayed
    // silent for 10 s.
    bool answers(const Node& node)
    {
        QDeadlineTimer deadline(10000);
        while (!deadline.hasExpired()) {
            if (cli(node.cliOptions() << "ping").trimmed() == "PONG")
                return true;
            if (::waitpid(node.pid, nullptr, WNOHANG) == node.pid) {
                std::erase_if(started_, [&](const Node& n) { return n.pid == node.pid; });
                return false;
            }
            QTest::qWait(50);
        }
        stopNodes({node});
        return false;
    }

    std::vector<Node> startNodes(const QStringList& hosts)
    {
        std::vector<Node> nodes;
        for (const QString& host : hosts)
            nodes.push_back(startNode(host.toStdString()));
        for (Node& node : nodes)
            for (int attempt = 1; !answers(node); ++attempt) {
                if (attempt == 5)
                    qFatal("redis-server on %s did not answer after 5 starts", node.address().c_str());
                node = startNode(node.host);
            }
        return nodes;
    }

    std::vector<Node> startNodes(int count) { return startNodes(QStringList(count, QStringLiteral("127.0.0.1"))); }

    void stopNodes(const std::vector<Node>& nodes)
    {
        for (const Node& node : nodes) {
            ::kill(node.pid, SIGKILL);
            ::waitpid(node.pid, nullptr, 0);
            QVERIFY(!QFileInfo::exists(QStringLiteral("/proc/%1").arg(node.pid)));
            std::erase_if(started_, [&](const Node& n) { return n.pid == node.pid; });
        }
    }

    QByteArray cli(const QStringList& arguments, const QByteArray& input = {}, int* status = nullptr)
    {
        QProcess process;
        process.start(QStringLiteral("redis-cli"), arguments);
        if (!process.waitForStarted(10000))
            qFatal("redis-cli did not start");
        process.write(input);
        process.closeWriteChannel();
        if (!process.waitForFinished(120000))
            qFatal("redis-cli %s did not finish", qPrintable(arguments.join(' ')));
        if (status)
            *status = process.exitCode();
        return process.readAllStandardOutput();
    }

    Fleet clusterNodes(const Node& node)
    {
        return readRedisClusterNodes(cli(node.cliOptions() << "cluster" << "nodes").toStdString());
    }

    std::string nodeId(const Node& node)
    {
        return cli(node.cliOptions() << "cluster" << "myid").trimmed().toStdString();
    }

    // Every node knows all the others and sees the same owner for every slot, none has a slot open
    // and none is still in handshake.
    bool agree(const std::vector<Node>& nodes)
    {
        std::vector<std::string> first;
        for (const Node& node : nodes) {
            const Fleet fleet = clusterNodes(node);
            // Every node knows every other (as a master or a replica): a reshard right after
            // add-node otherwise fails with "I don't know about node …".
            std::size_t replicas = 0;
            for (const std::string& note : fleet.notes)
                replicas += note.find(" is a replica of ") != std::string::npos;
            if (fleet.members.size() + replicas != nodes.size())
                return false;
            for (const std::string& note : fleet.notes)
                if (note.starts_with("slot ") || note.find("not in the cluster yet") != std::string::npos)
                    return false;
            if (!cli(node.cliOptions() << "cluster" << "info").contains("cluster_state:ok"))
                return false;
            const auto owners = ownerAddresses(fleet.config.redisSlots);
            if (first.empty())
                first = owners;
            else if (owners != first)
                return false;
        }
        return std::none_of(first.begin(), first.end(), [](const std::string& o) { return o.empty(); });
    }

    void waitForAgreement(const std::vector<Node>& nodes)
    {
        QTRY_VERIFY_WITH_TIMEOUT(agree(nodes), 30000);
        int status = 0;
        QTRY_VERIFY_WITH_TIMEOUT((cli({"--cluster", "check", QString::fromStdString(nodes[0].address())}, {}, &status), status == 0), 30000);
    }

    void create(const std::vector<Node>& nodes, QByteArray* output = nullptr)
    {
        QStringList arguments{"--cluster", "create"};
        for (const Node& node : nodes)
            arguments << QString::fromStdString(node.address());
        arguments << "--cluster-replicas" << "0" << "--cluster-yes";
        int status = 0;
        const QByteArray out = cli(arguments, {}, &status);
        QVERIFY2(status == 0, out.constData());
        if (output)
            *output = out;
        waitForAgreement(nodes);
    }

    // The real table, as the first node's `cluster nodes` has it.
    std::vector<std::string> realTable(const std::vector<Node>& nodes)
    {
        return ownerAddresses(clusterNodes(nodes[0]).config.redisSlots);
    }

    // Key for key: each key sent to the first node is served there (its GET replies nil, an
    // empty line) or redirected to its owner ("MOVED slot ip:port").
    void compareKeys(const std::vector<Node>& nodes, const DirectoryPlacement& placement)
    {
        const KeySet keys = KeySet::fromPattern("session:user:{i}", 3000);
        QByteArray input;
        for (std::size_t i = 0; i < keys.size(); ++i)
            input += "GET " + QByteArray::fromStdString(keys.key(i)) + "\n";
        // Piped, redis-cli prints nil as an empty line and an error as its text and an empty line.
        const QList<QByteArray> replies = cli(nodes[0].cliOptions(), input).split('\n');
        qsizetype line = 0;
        for (std::size_t i = 0; i < keys.size(); ++i) {
            QVERIFY(line < replies.size());
            const QByteArray reply = replies[line++];
            if (!reply.isEmpty())
                ++line;
            const std::string owner = reply.isEmpty() ? nodes[0].address() : reply.split(' ').last().toStdString();
            QVERIFY2(reply.isEmpty() || reply.startsWith("MOVED "), reply.constData());
            QVERIFY2(placement.ownerOf(keys.key(i)) == owner,
                     (keys.key(i) + ": redis " + reply.toStdString() + ", RingLab " + placement.ownerOf(keys.key(i))).c_str());
        }
    }

    void compareTable(const std::vector<Node>& nodes, const DirectoryPlacement& predicted)
    {
        const auto real = realTable(nodes);
        const auto ringlab = ownerAddresses(predicted);
        QVERIFY2(real == ringlab, firstDifference(real, ringlab).c_str());
        compareKeys(nodes, predicted);
    }

    // The placement RingLab builds from the real map read through `cluster nodes` of node 0:
    // its members in redis-cli's order (node 0 first).
    std::unique_ptr<Placement> placementFromCluster(const std::vector<Node>& nodes)
    {
        const Fleet fleet = clusterNodes(nodes[0]);
        return makePlacement(fleet.config, fleet.members);
    }

    // "Moving N slots from A to B" lines of `--cluster rebalance`.
    static std::vector<std::string> movingLines(const QByteArray& output)
    {
        // Its log lines are coloured even in a pipe: "\033[0m" may start the next line.
        const QString plain = QString::fromUtf8(output).remove(QRegularExpression(QStringLiteral("\x1b\\[[0-9;]*m")));
        std::vector<std::string> lines;
        for (const QByteArray& line : plain.toUtf8().split('\n'))
            if (line.startsWith("Moving "))
                lines.push_back(line.toStdString());
        return lines;
    }

    static std::vector<std::string> movingLines(const rediscli::RebalancePlan& plan, const std::vector<Member>& members)
    {
        std::vector<std::string> lines;
        for (const auto& move : plan.moves)
            lines.push_back("Moving " + std::to_string(move.movedSlots.size()) + " slots from " + members[move.source].id +
                            " to " + members[move.target].id);
        return lines;
    }

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("redis-server")).isEmpty())
            QSKIP("redis-server is not installed (Debian: redis-server; scripts/setup.sh installs it)");
        if (QStandardPaths::findExecutable(QStringLiteral("redis-cli")).isEmpty())
            QSKIP("redis-cli is not installed (Debian: redis-tools; scripts/setup.sh installs it)");
        QVERIFY(directory_.isValid());
    }

    void cleanupTestCase() { stopNodes(std::vector<Node>(started_)); }

    void createMatchesTheDirectory_data()
    {
        QTest::addColumn<QStringList>("hosts");
        const QString a = QStringLiteral("127.0.0.1"), b = QStringLiteral("127.0.0.2");
        QTest::newRow("3") << QStringList{a, a, a};
        QTest::newRow("4") << QStringList{a, a, a, a};
        QTest::newRow("5") << QStringList{a, a, a, a, a};
        // Two hosts: create makes masters round robin over them (a, b, a, b, a).
        QTest::newRow("5 on two hosts") << QStringList{a, a, b, a, b};
    }

    void createMatchesTheDirectory()
    {
        QFETCH(QStringList, hosts);
        const int masters = static_cast<int>(hosts.size());
        const auto nodes = startNodes(hosts);
        QByteArray output;
        create(nodes, &output);
        // "Master[i] -> Slots first - last" as printed.
        const auto ranges = rediscli::createSlotRanges(static_cast<std::size_t>(masters));
        for (int i = 0; i < masters; ++i) {
            const QByteArray line = "Master[" + QByteArray::number(i) + "] -> Slots " + QByteArray::number(ranges[i].first) +
                                    " - " + QByteArray::number(ranges[i].last);
            QVERIFY2(output.contains(line), output.constData());
        }
        std::vector<Member> members;
        for (const Node& node : nodes)
            members.push_back({node.address(), 1});
        PlacementConfig config;
        config.algorithm = Algorithm::Directory;
        const auto placement = makePlacement(config, members);
        compareTable(nodes, asDirectory(placement));
        stopNodes(nodes);
    }

    void reshardRebalanceAndTheReaders()
    {
        auto nodes = startNodes(4);
        create(nodes);

        // 1000 slots from one master to another.
        {
            auto predicted = placementFromCluster(nodes);
            auto& directory = dynamic_cast<DirectoryPlacement&>(*predicted);
            const auto moved = directory.reshard(1000, {nodes[0].address()}, nodes[2].address());
            QCOMPARE(moved.size(), std::size_t{1000});
            int status = 0;
            const QByteArray out = cli({"--cluster", "reshard", QString::fromStdString(nodes[0].address()), "--cluster-from",
                                        QString::fromStdString(nodeId(nodes[0])), "--cluster-to",
                                        QString::fromStdString(nodeId(nodes[2])), "--cluster-slots", "1000", "--cluster-yes"},
                                       {}, &status);
            QVERIFY2(status == 0, out.constData());
            waitForAgreement(nodes);
            compareTable(nodes, directory);
        }
        // From two sources, then from all: the largest source first, the others rounded down.
        for (const bool all : {false, true}) {
            const Fleet fleet = clusterNodes(nodes[0]);
            auto predicted = makePlacement(fleet.config, fleet.members);
            auto& directory = dynamic_cast<DirectoryPlacement&>(*predicted);
            const int slotCount = all ? 777 : 501;
            const Node& target = all ? nodes[1] : nodes[3];
            const std::vector<std::string> sources =
                all ? std::vector<std::string>{} : std::vector<std::string>{nodes[1].address(), nodes[2].address()};
            const auto moved = directory.reshard(slotCount, sources, target.address());
            // ringlab-cli too, given the real table as cluster nodes lists it.
            QStringList ringlabArguments{"move", "--algorithm", "redis-cluster", "--nodes", memberIds(fleet.members),
                                         "--redis-slots", QString::fromStdString(memberSlotsText(fleet.config.redisSlots)),
                                         "--reshard", QString::number(slotCount), "--reshard-to",
                                         QString::fromStdString(target.address()), "--keys", "1000", "--format", "json"};
            if (!all)
                ringlabArguments << "--reshard-from" << QString::fromStdString(sources[0] + "," + sources[1]);
            QProcess ringlab;
            ringlab.start(tests::cliPath(), ringlabArguments);
            QVERIFY(ringlab.waitForFinished(60000));
            QCOMPARE(ringlab.exitCode(), 0);
            const QJsonObject report = QJsonDocument::fromJson(ringlab.readAllStandardOutput()).object();
            const auto realBefore = ownerAddresses(fleet.config.redisSlots);
            const QString from = all ? QStringLiteral("all")
                                     : QString::fromStdString(nodeId(nodes[1]) + "," + nodeId(nodes[2]));
            int status = 0;
            const QByteArray out = cli({"--cluster", "reshard", QString::fromStdString(nodes[0].address()), "--cluster-from",
                                        from, "--cluster-to", QString::fromStdString(nodeId(target)), "--cluster-slots",
                                        QString::number(slotCount), "--cluster-yes"},
                                       {}, &status);
            QVERIFY2(status == 0, out.constData());
            // The plan it prints: "    Moving slot N from ID", in order.
            std::vector<std::uint32_t> planned;
            for (const QByteArray& line : out.split('\n'))
                if (line.startsWith("    Moving slot "))
                    planned.push_back(line.split(' ')[6].toUInt());
            QCOMPARE(planned, moved);
            waitForAgreement(nodes);
            compareTable(nodes, directory);
            // The slots that changed owner in the real cluster, as ringlab-cli reports them.
            const auto realAfter = realTable(nodes);
            std::vector<MemberIndex> changed(kRedisSlotCount, 0);
            for (std::uint32_t slot = 0; slot < kRedisSlotCount; ++slot)
                changed[slot] = realBefore[slot] != realAfter[slot];
            const std::string changedText = slotRangesText(rediscli::slotRanges(changed, 1));
            QCOMPARE(report["changed_slots"].toString().toStdString(), changedText);
            QCOMPARE(report["moved_slots"].toInt(), static_cast<int>(moved.size()));
        }
        // Rebalance with weights: the same members reweighted in the directory.
        {
            const Fleet fleet = clusterNodes(nodes[0]);
            auto predicted = makePlacement(fleet.config, fleet.members);
            auto reweighted = fleet.members;
            const float weights[] = {3, 1, 2, 1};
            QStringList arguments{"--cluster", "rebalance", QString::fromStdString(nodes[0].address()), "--cluster-weight"};
            for (std::size_t m = 0; m < reweighted.size(); ++m) {
                reweighted[m].weight = weights[m];
                const auto node = std::find_if(nodes.begin(), nodes.end(), [&](const Node& n) { return n.address() == reweighted[m].id; });
                arguments << QString::fromStdString(nodeId(*node).substr(0, 8)) + "=" + QString::number(weights[m]);
            }
            rediscli::RebalanceOptions options;
            options.weights.assign(std::begin(weights), std::end(weights));
            const auto plan = rediscli::rebalancePlan(asDirectory(predicted).slotTable(), fleet.members.size(), options);
            QVERIFY(plan.thresholdReached);
            const auto after = predicted->withMembers(reweighted);
            int status = 0;
            const QByteArray out = cli(arguments, {}, &status);
            QVERIFY2(status == 0, out.constData());
            QCOMPARE(movingLines(out), movingLines(plan, fleet.members));
            waitForAgreement(nodes);
            compareTable(nodes, asDirectory(after));
        }
        // Within the threshold nothing moves; a plain rebalance evens the weights out again.
        {
            const Fleet fleet = clusterNodes(nodes[0]);
            auto predicted = makePlacement(fleet.config, fleet.members);
            auto& directory = dynamic_cast<DirectoryPlacement&>(*predicted);
            directory.rebalance();
            int status = 0;
            const QByteArray out = cli({"--cluster", "rebalance", QString::fromStdString(nodes[0].address())}, {}, &status);
            QVERIFY2(status == 0, out.constData());
            waitForAgreement(nodes);
            compareTable(nodes, directory);
            const QByteArray again = cli({"--cluster", "rebalance", QString::fromStdString(nodes[0].address())});
            QVERIFY2(again.contains("No rebalancing needed"), again.constData());
        }
        // A new, empty master: add-node, then rebalance --cluster-use-empty-masters, as the
        // directory does when a member joins.
        {
            const auto before = placementFromCluster(nodes);
            nodes.push_back(startNodes(1).front());
            int status = 0;
            QByteArray out = cli({"--cluster", "add-node", QString::fromStdString(nodes.back().address()),
                                  QString::fromStdString(nodes[0].address())},
                                 {}, &status);
            QVERIFY2(status == 0, out.constData());
            QTRY_VERIFY_WITH_TIMEOUT(agree(nodes), 30000);
            const Fleet fleet = clusterNodes(nodes[0]);
            const auto after = before->withMembers(fleet.members);
            QVERIFY(asDirectory(after).lastMovedSlots() > 0);
            out = cli({"--cluster", "rebalance", QString::fromStdString(nodes[0].address()), "--cluster-use-empty-masters"},
                      {}, &status);
            QVERIFY2(status == 0, out.constData());
            waitForAgreement(nodes);
            compareTable(nodes, asDirectory(after));
        }
        // Emptying a master with weight 0, as the directory does when a member leaves.
        {
            const Fleet fleet = clusterNodes(nodes[0]);
            const auto before = makePlacement(fleet.config, fleet.members);
            const Node& leaving = nodes[2];
            auto remaining = fleet.members;
            std::erase_if(remaining, [&](const Member& m) { return m.id == leaving.address(); });
            const auto after = before->withMembers(remaining);
            int status = 0;
            const QByteArray out = cli({"--cluster", "rebalance", QString::fromStdString(nodes[0].address()), "--cluster-weight",
                                        QString::fromStdString(nodeId(leaving)) + "=0"},
                                       {}, &status);
            QVERIFY2(status == 0, out.constData());
            waitForAgreement(nodes);
            const auto real = realTable(nodes);
            const auto ringlab = ownerAddresses(asDirectory(after));
            QVERIFY2(real == ringlab, firstDifference(real, ringlab).c_str());
            compareKeys(nodes, asDirectory(after));
        }

        // The readers on what the real cluster prints: the same map from all three.
        const auto real = realTable(nodes);
        const std::string shardsText = cli(QStringList{"--no-raw"} + nodes[0].cliOptions() + QStringList{"cluster", "shards"}).toStdString();
        const std::string slotsText = cli(QStringList{"--no-raw"} + nodes[0].cliOptions() + QStringList{"cluster", "slots"}).toStdString();
        QVERIFY(looksLikeRedisClusterShards(shardsText));
        QVERIFY(looksLikeRedisClusterSlots(slotsText));
        const Fleet shards = readRedisClusterShards(shardsText);
        const Fleet fromSlots = readRedisClusterSlots(slotsText);
        QCOMPARE(ownerAddresses(shards.config.redisSlots), real);
        QCOMPARE(ownerAddresses(fromSlots.config.redisSlots), real);
        // Without --no-raw redis-cli, printing into this test's pipe, writes the replies raw:
        // they read as the same fleets.
        const std::string rawShards = cli(nodes[0].cliOptions() + QStringList{"cluster", "shards"}).toStdString();
        const std::string rawSlots = cli(nodes[0].cliOptions() + QStringList{"cluster", "slots"}).toStdString();
        QVERIFY(rawShards != shardsText && rawSlots != slotsText);
        QVERIFY(looksLikeRedisClusterShards(rawShards));
        QVERIFY(looksLikeRedisClusterSlots(rawSlots));
        const Fleet rawFromShards = readRedisClusterShards(rawShards);
        const Fleet rawFromSlots = readRedisClusterSlots(rawSlots);
        QCOMPARE(rawFromShards.members, shards.members);
        QCOMPARE(rawFromShards.config.redisSlots, shards.config.redisSlots);
        QCOMPARE(rawFromShards.notes, shards.notes);
        QCOMPARE(rawFromSlots.members, fromSlots.members);
        QCOMPARE(rawFromSlots.config.redisSlots, fromSlots.config.redisSlots);
        QCOMPARE(rawFromSlots.notes, fromSlots.notes);
        // The same masters (an emptied master may have become a replica of the one that took
        // its last slot, as Redis 7 does); CLUSTER SLOTS lists only masters with slots.
        const Fleet fromNodes = clusterNodes(nodes[0]);
        const auto ids = [](const std::vector<Member>& members) {
            std::vector<std::string> list;
            for (const Member& m : members)
                list.push_back(m.id);
            std::sort(list.begin(), list.end());
            return list;
        };
        QCOMPARE(ids(shards.members), ids(fromNodes.members));
        std::vector<Member> withSlots;
        for (const MemberSlots& entry : fromNodes.config.redisSlots)
            withSlots.push_back({entry.id, 1});
        QCOMPARE(ids(fromSlots.members), ids(withSlots));
        qInfo("cluster nodes notes: %zu, shards: %zu, slots: %zu", fromNodes.notes.size(), shards.notes.size(), fromSlots.notes.size());
        for (const auto* fleet : {&fromNodes, &shards, &fromSlots})
            for (const std::string& note : fleet->notes)
                qInfo("  %s: %s", fleet->format.c_str(), note.c_str());
        stopNodes(nodes);
    }
};

QTEST_GUILESS_MAIN(RedisClusterTest)
#include "tst_rediscluster.moc"
