// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// model/fleet: each reader on good files (the samples in resources/samples among them), every
// malformed case refused at its line and field, auto-detection and pool selection.
#include "model/core/KetamaPlacement.h"
#include "model/fleet/FleetFile.h"
#include "tests/common/TestPaths.h"

#include "model/core/NodetoolFleet.h"

#include <QTest>

#include <fstream>
#include <sstream>

using namespace ringlab;
using namespace ringlab::fleet;

namespace {

std::string sampleText(const char* name)
{
    std::ifstream file(tests::sourcePathStd((std::string("resources/samples/") + name).c_str()));
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

// The message readFleet refuses `text` with ("" when it reads it).
std::string refusal(std::string_view text, std::string_view format = "", std::string_view pool = "")
{
    try {
        readFleet(text, "f.yml", format, pool);
    } catch (const ValidationError& e) {
        return e.what();
    }
    return "";
}

const char* const kOnePool = "web:\n"
                             "  listen: 127.0.0.1:22121\n"
                             "  servers:\n"
                             "   - 10.0.0.2:11211:1\n"
                             "   - 10.0.0.1:11211:2 alpha\n";

}  // namespace

class FleetFilesTest : public QObject {
    Q_OBJECT

private slots:
    void twemproxySampleSessionsPool()
    {
        const Fleet fleet = readFleet(sampleText("twemproxy-nutcracker.yml"), "sample", "", "sessions");
        QCOMPARE(fleet.format, std::string("twemproxy"));
        QCOMPARE(fleet.config.algorithm, Algorithm::Ketama);
        QCOMPARE(fleet.config.ketamaDialect, KetamaDialect::Twemproxy);
        QCOMPARE(fleet.config.twemproxyHash, HashId::TwemproxyFnv1a_64);
        QCOMPARE(fleet.config.hashTag, (HashTag{'{', '}'}));
        // nutcracker's order: by the name hashed, shorter first ("10.0.1.14:11212" is 15 bytes).
        const std::vector<Member> expected{{"session-a", 1}, {"session-b", 1}, {"session-c", 2}, {"10.0.1.14:11212", 1}};
        QCOMPARE(fleet.members, expected);
    }

    void twemproxySampleCatalogPool()
    {
        const Fleet fleet = readFleet(sampleText("twemproxy-nutcracker.yml"), "sample", "twemproxy", "catalog");
        QCOMPARE(fleet.config.algorithm, Algorithm::Modulo);
        QCOMPARE(fleet.config.moduloDialect, ModuloDialect::Twemproxy);
        QCOMPARE(fleet.config.twemproxyHash, HashId::TwemproxyMurmur);
        QVERIFY(!fleet.config.hashTag.isSet());
        // Hashed as 10.0.2.21, 10.0.2.22 (port 11211) and 10.0.2.23:22122: already in that order.
        const std::vector<Member> expected{{"10.0.2.21:11211", 2}, {"10.0.2.22:11211", 1}, {"10.0.2.23:22122", 1}};
        QCOMPARE(fleet.members, expected);
    }

    void twemproxyOrdersServersAsNutcracker()
    {
        const Fleet fleet = readFleet(kOnePool, "f.yml");
        // "alpha" (5 bytes) before "10.0.0.2" (hashed without :11211, 8 bytes).
        const std::vector<Member> expected{{"alpha", 2}, {"10.0.0.2:11211", 1}};
        QCOMPARE(fleet.members, expected);
        QCOMPARE(fleet.config.twemproxyHash, kTwemproxyDefaultHash);
        QCOMPARE(fleet.config.algorithm, Algorithm::Ketama);
        QVERIFY(!fleet.notes.empty());
    }

    void twemproxyPoolChoice()
    {
        const std::string two = std::string(kOnePool) + "api:\n  listen: 127.0.0.1:22122\n  servers:\n   - 10.0.0.9:22122:1\n";
        QVERIFY2(refusal(two).find("the file holds the pools web, api: choose one with --pool NAME") != std::string::npos,
                 refusal(two).c_str());
        QVERIFY2(refusal(two, "", "db").find("no pool \"db\"; the pools are web, api") != std::string::npos, refusal(two, "", "db").c_str());
        const Fleet api = readFleet(two, "f.yml", "", "api");
        QCOMPARE(api.members, (std::vector<Member>{{"10.0.0.9:22122", 1}}));
        // Two pools on one listen address: nutcracker refuses the file ("syntax is invalid").
        const std::string twice = std::string(kOnePool) + "api:\n  listen: 127.0.0.1:22121\n  servers:\n   - 10.0.0.9:22122:1\n";
        QVERIFY2(refusal(twice, "", "web").find("listens on \"127.0.0.1:22121\" as pool \"web\" does") != std::string::npos,
                 refusal(twice, "", "web").c_str());
        // What the window offers to choose from, in file order.
        QCOMPARE(fleetPoolNames(two), (std::vector<std::string>{"web", "api"}));
        QCOMPARE(fleetPoolNames("--SERVER=cache-a:11211"), std::vector<std::string>());
    }

    void twemproxyMalformed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const auto pool = [](const char* directives, const char* servers) {
            return QString::fromUtf8(std::string("web:\n  listen: 127.0.0.1:22121\n") + directives + "  servers:\n" + servers);
        };
        QTest::newRow("no weight") << pool("", "   - 10.0.0.1:11211\n")
                                   << "f.yml, line 4, servers: \"10.0.0.1:11211\" is not \"host:port:weight [name]\"";
        QTest::newRow("zero weight") << pool("", "   - 10.0.0.1:11211:1\n   - 10.0.0.2:11211:0\n")
                                     << "f.yml, line 5, servers: \"10.0.0.2:11211:0\" has a zero weight";
        QTest::newRow("bad port") << pool("", "   - 10.0.0.1:70000:1\n") << "line 4, servers: \"10.0.0.1:70000:1\" has an invalid port";
        QTest::newRow("bad weight") << pool("", "   - 10.0.0.1:11211:x\n") << "line 4, servers: \"10.0.0.1:11211:x\" has an invalid weight";
        QTest::newRow("same name") << pool("", "   - 10.0.0.1:11211:1 a\n   - 10.0.0.2:11211:1 a\n")
                                   << "line 5, servers: two servers are hashed as \"a\"";
        QTest::newRow("named like unnamed") << pool("", "   - 10.0.0.1:11212:1 10.0.0.5\n   - 10.0.0.5:11211:1\n")
                                            << "line 5, servers: two servers are hashed as \"10.0.0.5\"";
        QTest::newRow("name with :11211") << pool("", "   - 10.0.0.1:11212:1 db:11211\n")
                                          << "line 4, servers: \"10.0.0.1:11212:1 db:11211\" is named \"db:11211\"";
        QTest::newRow("unknown hash") << pool("  hash: sha1\n", "   - 10.0.0.1:11211:1\n")
                                      << "line 3, hash: must be one of one_at_a_time|md5";
        QTest::newRow("random") << pool("  distribution: random\n", "   - 10.0.0.1:11211:1\n")
                                << "line 3, distribution: random sends every request to a server picked at random";
        QTest::newRow("bad distribution") << pool("  distribution: rendezvous\n", "   - 10.0.0.1:11211:1\n")
                                          << "line 3, distribution: must be ketama, modula or random";
        QTest::newRow("hash_tag of one") << pool("  hash_tag: \"{\"\n", "   - 10.0.0.1:11211:1\n")
                                         << "line 3, hash_tag: is two characters";
        QTest::newRow("unknown directive") << pool("  weight: 3\n", "   - 10.0.0.1:11211:1\n")
                                           << "line 3, weight: is not a directive of a twemproxy pool";
        QTest::newRow("servers not a list") << QString::fromUtf8("web:\n  listen: 127.0.0.1:1\n  servers: 10.0.0.1:11211:1\n")
                                            << "line 3, servers: is a list";
        QTest::newRow("a server that is a map") << pool("", "   - {host: 10.0.0.1}\n")
                                                << "line 4, servers: a single value is expected";
        QTest::newRow("no listen") << QString::fromUtf8("web:\n  servers:\n   - 10.0.0.1:11211:1\n")
                                   << "line 2, web: has no listen:";
        QTest::newRow("no servers") << QString::fromUtf8("web:\n  listen: 127.0.0.1:1\n  hash: md5\n")
                                    << "web: has no servers";
        QTest::newRow("unix socket") << pool("", "   - /tmp/mc.sock:1\n") << "line 4, servers: \"/tmp/mc.sock:1\" is a unix socket";
        QTest::newRow("yaml syntax") << QString::fromUtf8("web:\n  listen: [127.0.0.1\n  servers:\n")
                                     << "f.yml, line 3, not YAML";
        QTest::newRow("auto_eject not boolean") << pool("  auto_eject_hosts: maybe\n", "   - 10.0.0.1:11211:1\n")
                                                << "line 3, auto_eject_hosts: true or false is expected";
    }

    void twemproxyMalformed()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const std::string got = refusal(text.toStdString(), "twemproxy");
        QVERIFY2(got.find(message.toStdString()) != std::string::npos, got.c_str());
    }

    void twemproxyHashTagAndModula()
    {
        const Fleet fleet = readFleet("p:\n  listen: 127.0.0.1:1\n  hash: crc32a\n  hash_tag: \"[]\"\n  distribution: modula\n"
                                      "  servers:\n   - 127.0.0.1:11300:3 b\n   - 127.0.0.1:11301:1 a\n",
                                      "f.yml");
        QCOMPARE(fleet.config.hashTag, (HashTag{'[', ']'}));
        QCOMPARE(fleet.config.twemproxyHash, HashId::TwemproxyCrc32a);
        QCOMPARE(fleet.members, (std::vector<Member>{{"a", 1}, {"b", 3}}));
        const auto placement = makePlacement(fleet.config, fleet.members);
        QCOMPARE(placement->ownerOf("x[k7]y"), placement->ownerOf("k7"));
    }

    void libmemcachedSample()
    {
        const Fleet fleet = readFleet(sampleText("libmemcached.conf"), "libmemcached.conf");
        QCOMPARE(fleet.format, std::string("libmemcached"));
        QCOMPARE(fleet.config.algorithm, Algorithm::Ketama);
        QCOMPARE(fleet.config.ketamaDialect, KetamaDialect::Libmemcached);
        const std::vector<Member> expected{{"cache-01.example.net:11211", 2}, {"cache-02.example.net:11211", 2},
                                           {"cache-03.example.net:11211", 1}, {"10.0.3.14:11212", 1}};
        QCOMPARE(fleet.members, expected);
    }

    void libmemcachedRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("modula by default") << "--HASH=MD5 --SERVER=abc:11211/?2"
                                           << "--DISTRIBUTION: is not consistent: libmemcached's default is modula";
        QTest::newRow("distribution after the servers") << "--SERVER=abc:11211/?2 --DISTRIBUTION=consistent --HASH=MD5"
                                                        << "line 1, --DISTRIBUTION: no server after --DISTRIBUTION=consistent has a weight over 1";
        QTest::newRow("unweighted") << "--DISTRIBUTION=consistent --HASH=MD5 --SERVER=abc --SERVER=abd"
                                    << "unweighted ketama";
        QTest::newRow("default key hash") << "--DISTRIBUTION=consistent --SERVER=abc:11211/?2"
                                          << "--HASH: the key hash is default (one_at_a_time)";
        QTest::newRow("crc key hash") << "--DISTRIBUTION=consistent \n--HASH=CRC --SERVER=abc:11211/?2"
                                      << "line 2, --HASH: the key hash is CRC";
        QTest::newRow("modula") << "--DISTRIBUTION=modula --SERVER=abc" << "line 1, --DISTRIBUTION: modula is not modelled";
        QTest::newRow("namespace") << "--DISTRIBUTION=consistent --HASH=MD5 --SERVER=abc/?2 \n--NAMESPACE=app:"
                                   << "line 2, --NAMESPACE: is not modelled";
        QTest::newRow("sort hosts") << "--SORT-HOSTS --SERVER=abc" << "line 1, --SORT-HOSTS: is not modelled";
        QTest::newRow("bad port") << "--SERVER=abc:99999" << "line 1, --SERVER: \"abc:99999\" has an invalid port";
        QTest::newRow("bad weight") << "--SERVER=abc/?x" << "line 1, --SERVER: \"abc/?x\" has an invalid weight";
        QTest::newRow("short host") << "--SERVER=a1" << "line 1, --SERVER: \"a1\" has a host libmemcached's parser does not read";
        QTest::newRow("twice") << "--DISTRIBUTION=consistent --SERVER=abc/?2 --SERVER=abc:11211" << "abc:11211 is given twice";
        QTest::newRow("two spaces") << "--DISTRIBUTION=consistent  --SERVER=abc/?2" << "line 1, options are separated by one space";
        QTest::newRow("trailing space") << "--SERVER=abc/?2 " << "line 1, the string ends with a space";
        QTest::newRow("run together") << "--DISTRIBUTION=consistent\n--SERVER=abc/?2"
                                      << "line 1, \"--DISTRIBUTION=consistent--SERVER=abc/?2\" runs two options together";
    }

    void libmemcachedRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const std::string got = refusal(text.toStdString(), "libmemcached");
        QVERIFY2(got.find(message.toStdString()) != std::string::npos, got.c_str());
    }

    void envoySampleClusters()
    {
        const std::string text = sampleText("envoy-clusters.yaml");
        const Fleet ring = readFleet(text, "envoy-clusters.yaml", "", "sessions");
        QCOMPARE(ring.format, std::string("envoy"));
        QCOMPARE(ring.config.algorithm, Algorithm::EnvoyRing);
        QCOMPARE(ring.config.envoyMinRingSize, std::uint64_t{2048});
        QCOMPARE(ring.config.envoyMaxRingSize, std::uint64_t{65536});
        QCOMPARE(ring.members, (std::vector<Member>{{"10.0.4.1:8080", 2}, {"10.0.4.2:8080", 1}, {"10.0.4.3:8080", 1}}));
        const Fleet maglev = readFleet(text, "envoy-clusters.yaml", "envoy", "carts");
        QCOMPARE(maglev.config.algorithm, Algorithm::Maglev);
        QCOMPARE(maglev.config.maglevTableSize, 251U);
        QCOMPARE(maglev.members, (std::vector<Member>{{"10.0.5.1:9000", 1}, {"10.0.5.2:9000", 3}}));
        QVERIFY(refusal(text).find("the file holds the clusters sessions, carts: choose one with --pool NAME") != std::string::npos);
        QCOMPARE(fleetPoolNames(text), (std::vector<std::string>{"sessions", "carts"}));
    }

    void envoyMalformed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const auto cluster = [](const char* head, const char* hosts) {
            return QString::fromUtf8(std::string("name: c\n") + head +
                                     "load_assignment:\n  endpoints:\n  - lb_endpoints:\n" + hosts);
        };
        const char* oneHost = "    - endpoint: {address: {socket_address: {address: 10.0.0.1, port_value: 80}}}\n";
        QTest::newRow("round robin") << cluster("lb_policy: ROUND_ROBIN\n", oneHost)
                                     << "line 2, lb_policy: \"ROUND_ROBIN\" hashes no key";
        QTest::newRow("no policy") << cluster("", oneHost) << "lb_policy: is missing";
        QTest::newRow("murmur") << cluster("lb_policy: RING_HASH\nring_hash_lb_config:\n  hash_function: MURMUR_HASH_2\n", oneHost)
                                << "line 4, ring_hash_lb_config.hash_function: MURMUR_HASH_2 is not modelled";
        QTest::newRow("table not prime") << cluster("lb_policy: MAGLEV\nmaglev_lb_config:\n  table_size: 100\n", oneHost)
                                         << "line 4, maglev_lb_config.table_size: the Maglev table size must be a prime";
        QTest::newRow("min over max") << cluster("lb_policy: RING_HASH\nring_hash_lb_config:\n  minimum_ring_size: 5000\n  maximum_ring_size: 100\n", oneHost)
                                      << "line 4, ring_hash_lb_config: minimum_ring_size 5000 is over maximum_ring_size 100";
        QTest::newRow("priority 1") << QString::fromUtf8("name: c\nlb_policy: MAGLEV\nload_assignment:\n  endpoints:\n  - priority: 1\n    lb_endpoints:\n" + std::string(oneHost))
                                    << "line 5, load_assignment.endpoints[].priority: is 1";
        QTest::newRow("locality weight") << QString::fromUtf8("name: c\nlb_policy: MAGLEV\nload_assignment:\n  endpoints:\n  - load_balancing_weight: 2\n    lb_endpoints:\n" + std::string(oneHost))
                                         << "line 5, load_assignment.endpoints[].load_balancing_weight: locality weights";
        QTest::newRow("no port") << cluster("lb_policy: MAGLEV\n", "    - endpoint: {address: {socket_address: {address: 10.0.0.1}}}\n")
                                 << "line 6, lb_endpoints[].endpoint.address.socket_address.port_value: is missing";
        QTest::newRow("bad port") << cluster("lb_policy: MAGLEV\n", "    - endpoint: {address: {socket_address: {address: 10.0.0.1, port_value: 99999}}}\n")
                                  << "line 6, lb_endpoints[].endpoint.address.socket_address.port_value: a whole number from 0 to 65535";
        QTest::newRow("zero weight") << cluster("lb_policy: MAGLEV\n", "    - endpoint: {address: {socket_address: {address: 10.0.0.1, port_value: 80}}}\n      load_balancing_weight: 0\n")
                                     << "line 7, lb_endpoints[].load_balancing_weight: a whole number from 1";
        QTest::newRow("twice") << cluster("lb_policy: MAGLEV\n", (std::string(oneHost) + oneHost).c_str())
                               << "line 7, lb_endpoints[].endpoint.address.socket_address: the endpoint 10.0.0.1:80 is listed twice";
        QTest::newRow("hostname hashing") << cluster("lb_policy: RING_HASH\ncommon_lb_config:\n  consistent_hashing_lb_config:\n    use_hostname_for_hashing: true\n", oneHost)
                                          << "line 5, common_lb_config.consistent_hashing_lb_config.use_hostname_for_hashing";
        QTest::newRow("no endpoints") << QString::fromUtf8("name: c\nlb_policy: MAGLEV\n") << "load_assignment: is missing";
    }

    void envoyMalformed()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const std::string got = refusal(text.toStdString(), "envoy");
        QVERIFY2(got.find(message.toStdString()) != std::string::npos, got.c_str());
    }

    void autoDetection()
    {
        QCOMPARE(readFleet(kOnePool, "f").format, std::string("twemproxy"));
        QCOMPARE(readFleet(sampleText("libmemcached.conf"), "f").format, std::string("libmemcached"));
        QCOMPARE(readFleet(sampleText("envoy-clusters.yaml"), "f", "", "carts").format, std::string("envoy"));
        QVERIFY(refusal("just: a map\n").find("f.yml, no fleet format RingLab reads: give --fleet-format "
                                               "libmemcached|envoy|twemproxy|redis-nodes") != std::string::npos);
    }

    // The core's Redis Cluster and nodetool readers through readFleet: recognised by their text,
    // and nodetool ring's and status' output together in one file.
    void redisAndNodetoolFormats()
    {
        for (const auto& [file, format] : {std::pair{"redis-cluster-nodes.txt", "redis-nodes"},
                                           std::pair{"redis-cluster-shards.txt", "redis-shards"},
                                           std::pair{"redis-cluster-slots.txt", "redis-slots"},
                                           std::pair{"nodetool-ring.txt", "nodetool-ring"},
                                           std::pair{"nodetool-status.txt", "nodetool-status"}}) {
            const Fleet fleet = readFleet(sampleText(file), file);
            QCOMPARE(fleet.format, std::string(format));
            QCOMPARE(readFleet(sampleText(file), file, format), fleet);
            QVERIFY(!fleet.members.empty());
        }
        QCOMPARE(readFleet(sampleText("redis-cluster-nodes.txt"), "f").config.algorithm, Algorithm::Directory);
        const std::string ring = sampleText("nodetool-ring.txt");
        const std::string status = sampleText("nodetool-status.txt");
        const Fleet both = readFleet(ring + status, "nodetool.txt");
        QCOMPARE(both.format, std::string("nodetool"));
        QCOMPARE(both, [&] {
            Fleet expected = readNodetoolRingAndStatus(ring, status);
            expected.format = "nodetool";
            return expected;
        }());
        QVERIFY(refusal(ring, "nodetool-ring", "dc1").find("--pool \"dc1\" does not apply") != std::string::npos);
        QVERIFY(refusal(kOnePool, "xml").find("the fleet format must be one of libmemcached|envoy|twemproxy|redis-nodes|"
                                              "redis-shards|redis-slots|nodetool|nodetool-ring|nodetool-status, got \"xml\"") !=
                std::string::npos);
    }
};

QTEST_GUILESS_MAIN(FleetFilesTest)
#include "tst_fleetfiles.moc"
