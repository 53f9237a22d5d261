// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libmemcached configuration strings, read by readFleet and by libmemcached itself (memcached(3),
// Debian's libmemcached 1.1): every string RingLab accepts must place every key on the server
// libmemcached picks (memcached_generate_hash), and the strings it refuses for the continuum
// (unweighted ketama, another key hash) are ones where libmemcached's placement differs.
#include "model/core/Placement.h"
#include "model/fleet/FleetFile.h"
#include "tests/common/TestPaths.h"

#include <QTest>

#include <libmemcached/memcached.h>

#include <fstream>
#include <sstream>

using namespace ringlab;

namespace {

// How many of `keys` keys libmemcached, configured by `config`, sends elsewhere than the
// weighted ketama over `members` (RingLab's libmemcached dialect).
std::size_t keysPlacedElsewhere(const std::string& config, const std::vector<Member>& members, std::size_t keys,
                                std::string& firstDifference)
{
    memcached_st* memc = memcached(config.data(), config.size());
    if (!memc)
        qFatal("libmemcached refuses %s", config.c_str());
    PlacementConfig ketama;
    ketama.algorithm = Algorithm::Ketama;
    ketama.ketamaDialect = KetamaDialect::Libmemcached;
    const auto placement = makePlacement(ketama, members);
    std::size_t differ = 0;
    for (std::size_t i = 0; i < keys; ++i) {
        const std::string key = "session:user:" + std::to_string(i);
        const uint32_t index = memcached_generate_hash(memc, key.data(), key.size());
        const memcached_instance_st* server = memcached_server_instance_by_position(memc, index);
        const std::string theirs = std::string(memcached_server_name(server)) + ":" + std::to_string(memcached_server_port(server));
        if (theirs != placement->ownerOf(key) && differ++ == 0)
            firstDifference = key + ": libmemcached " + theirs + ", RingLab " + placement->ownerOf(key);
    }
    memcached_free(memc);
    return differ;
}

}  // namespace

class LibmemcachedConfigTest : public QObject {
    Q_OBJECT

private slots:
    void acceptedStringsPlaceAsLibmemcached_data()
    {
        QTest::addColumn<QString>("config");
        std::ifstream sample(tests::sourcePathStd("resources/samples/libmemcached.conf"));
        std::stringstream text;
        text << sample.rdbuf();
        QTest::newRow("the sample") << QString::fromStdString(text.str());
        QTest::newRow("weights 1 and 3") << "--DISTRIBUTION=consistent --HASH=MD5 --SERVER=10.0.0.1:11211/?1 --SERVER=10.0.0.2:11212/?3";
        QTest::newRow("lower case, default ports") << "--distribution=consistent --hash=md5 --server=alpha.example/?5 --server=beta.example --server=gamma.example:11211/?2";
        QTest::newRow("with a distribution hash") << "--DISTRIBUTION=consistent,MD5 --HASH=MD5 --SERVER=10.0.0.1/?2 --SERVER=10.0.0.2/?2 --SERVER=10.0.0.3/?1 --POLL-TIMEOUT=100";
        QTest::newRow("over lines, a space before each break") << "--DISTRIBUTION=consistent \n--HASH=MD5 \n--SERVER=abc.example:11300/?3 \n--SERVER=10.1.2.3\n";
    }

    void acceptedStringsPlaceAsLibmemcached()
    {
        QFETCH(QString, config);
        const Fleet fleet = fleet::readFleet(config.toStdString(), "config", "libmemcached");
        std::string first;
        const std::size_t differ = keysPlacedElsewhere(config.toStdString(), fleet.members, 20000, first);
        QVERIFY2(differ == 0, qPrintable(QString::number(differ) + " of 20000 keys elsewhere, first " + QString::fromStdString(first)));
    }

    // The syntax RingLab refuses, libmemcached's parser refuses too.
    void refusedSyntaxIsLibmemcachedsToo_data()
    {
        QTest::addColumn<QString>("config");
        QTest::newRow("two spaces") << "--DISTRIBUTION=consistent  --HASH=MD5 --SERVER=abc/?2";
        QTest::newRow("a space first") << " --DISTRIBUTION=consistent --HASH=MD5 --SERVER=abc/?2";
        QTest::newRow("a space last") << "--DISTRIBUTION=consistent --HASH=MD5 --SERVER=abc/?2 ";
        QTest::newRow("a break without a space") << "--DISTRIBUTION=consistent --HASH=MD5\n--SERVER=abc/?2";
        QTest::newRow("a two-letter host") << "--DISTRIBUTION=consistent --HASH=MD5 --SERVER=ab/?2";
        QTest::newRow("a tab") << "--DISTRIBUTION=consistent\t--HASH=MD5 --SERVER=abc/?2";
    }

    void refusedSyntaxIsLibmemcachedsToo()
    {
        QFETCH(QString, config);
        const std::string text = config.toStdString();
        QVERIFY_THROWS_EXCEPTION(ValidationError, fleet::readFleet(text, "config", "libmemcached"));
        char error[1024];
        QVERIFY(libmemcached_check_configuration(text.data(), text.size(), error, sizeof error) != MEMCACHED_SUCCESS);
    }

    // What RingLab refuses really is another placement: libmemcached puts keys elsewhere.
    void refusedStringsPlaceOtherwise_data()
    {
        QTest::addColumn<QString>("config");
        QTest::newRow("unweighted ketama") << "--DISTRIBUTION=consistent --HASH=MD5 --SERVER=10.0.0.1 --SERVER=10.0.0.2 --SERVER=10.0.0.3";
        QTest::newRow("distribution after the servers") << "--SERVER=10.0.0.1/?2 --SERVER=10.0.0.2/?1 --DISTRIBUTION=consistent --HASH=MD5";
        QTest::newRow("default key hash") << "--DISTRIBUTION=consistent --SERVER=10.0.0.1/?2 --SERVER=10.0.0.2/?1";
        QTest::newRow("modula") << "--HASH=MD5 --SERVER=10.0.0.1/?2 --SERVER=10.0.0.2/?1";
    }

    void refusedStringsPlaceOtherwise()
    {
        QFETCH(QString, config);
        const std::string text = config.toStdString();
        bool refused = false;
        try {
            fleet::readFleet(text, "config", "libmemcached");
        } catch (const ValidationError&) {
            refused = true;
        }
        QVERIFY(refused);
        const std::vector<Member> members = text.find("10.0.0.3") != std::string::npos
                                                ? std::vector<Member>{{"10.0.0.1:11211", 1}, {"10.0.0.2:11211", 1}, {"10.0.0.3:11211", 1}}
                                                : std::vector<Member>{{"10.0.0.1:11211", 2}, {"10.0.0.2:11211", 1}};
        std::string first;
        QVERIFY(keysPlacedElsewhere(text, members, 20000, first) > 0);
    }
};

QTEST_GUILESS_MAIN(LibmemcachedConfigTest)
#include "tst_libmemcachedconfig.moc"
