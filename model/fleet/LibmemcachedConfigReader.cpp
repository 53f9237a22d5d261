// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libmemcached's configuration string (libmemcached_configuration(3), read by memcached(3);
// its grammar is src/libmemcached/csl/scanner.l and parser.yy): options separated by blanks,
// "--SERVER=host[:port][/?weight]" and behaviours. RingLab models the weighted ketama
// continuum (KetamaPlacement, libmemcached dialect) with MD5 keys; the string gives exactly
// that, as libmemcached applies it option by option, when
// - --DISTRIBUTION=consistent comes before the servers (it clears the weighted flag),
// - a server added after it has a weight over 1 (server_add turns weighted ketama on only then),
// - and --HASH=MD5 makes the key hash MD5 (libmemcached's default key hash is one_at_a_time).
// tests/fleet/tst_libmemcachedconfig checks every accepted string against libmemcached itself.
#include "model/fleet/FleetFile.h"
#include "model/fleet/FleetError.h"

#include "model/core/KetamaPlacement.h"
#include "model/core/MessageText.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>

namespace ringlab::fleet {

namespace {

// Options that change nothing about where a key goes (timeouts, the protocol, buffers).
constexpr std::array<std::string_view, 19> kTransportOptions{
    "--BINARY-PROTOCOL", "--BUFFER-REQUESTS", "--CONNECT-TIMEOUT", "--IO-BYTES-WATERMARK",
    "--IO-KEY-PREFETCH", "--IO-MSG-WATERMARK", "--NOREPLY", "--POLL-TIMEOUT", "--RCV-TIMEOUT",
    "--SND-TIMEOUT", "--SOCKET-RECV-SIZE", "--SOCKET-SEND-SIZE", "--SUPPORT-CAS", "--TCP-KEEPALIVE",
    "--TCP-KEEPIDLE", "--TCP-NODELAY", "--POOL-MIN", "--POOL-MAX", "--FETCH-VERSION"};

std::string upper(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    return out;
}

struct Token {
    std::string text;
    int line = 0;
};

// The options as libmemcached's scanner sees them: tabs, CRs and newlines dropped, then options
// separated by exactly one space (its grammar refuses a space at either end or two in a row).
std::vector<Token> tokens(std::string_view text, bool strict)
{
    std::vector<Token> out;
    int line = 1;
    bool afterSpace = true;  // at the start, a space is one too many as well
    for (const char c : text) {
        if (c == '\n') {
            ++line;
        } else if (c == '\t' || c == '\r') {
        } else if (c == ' ') {
            if (afterSpace && strict)
                refuseField(line, "", "options are separated by one space, as libmemcached's parser requires: "
                                      "a space at the start or two in a row is refused");
            afterSpace = true;
        } else {
            if (afterSpace || out.empty())
                out.push_back({"", line});
            out.back().text.push_back(c);
            afterSpace = false;
        }
    }
    if (strict && afterSpace && !out.empty())
        refuseField(line, "", "the string ends with a space, which libmemcached's parser refuses");
    return out;
}

bool isIpv4(std::string_view host)
{
    int parts = 0;
    std::size_t digits = 0;
    for (const char c : host) {
        if (c == '.') {
            if (digits == 0)
                return false;
            ++parts;
            digits = 0;
        } else if (c >= '0' && c <= '9' && digits < 3) {
            ++digits;
        } else {
            return false;
        }
    }
    return parts == 3 && digits > 0;
}

// The scanner's HOSTNAME: a letter or digit, then letters, digits, '.', '_' or '-', ending in a
// letter or digit, three characters at least.
bool isScannerHostname(std::string_view host)
{
    const auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
    if (host.size() < 3 || !alnum(host.front()) || !alnum(host.back()))
        return false;
    return std::all_of(host.begin(), host.end(), [&](char c) { return alnum(c) || c == '.' || c == '_' || c == '-'; });
}

// "host[:port][/?weight]", as the scanner reads it: a port of 1 to 5 digits, a weight of 1 to 5.
Member parseServer(const Token& token, std::string_view value)
{
    const auto refuse = [&](const std::string& why) {
        refuseField(token.line, "--SERVER", quotedValue(value) + " " + why);
    };
    std::string_view rest = value;
    unsigned weight = 1;
    if (const auto mark = rest.find("/?"); mark != std::string_view::npos) {
        const std::string_view digits = rest.substr(mark + 2);
        if (digits.empty() || digits.size() > 5 ||
            std::from_chars(digits.data(), digits.data() + digits.size(), weight).ptr != digits.data() + digits.size())
            refuse("has an invalid weight after /? (1 to 5 digits)");
        rest = rest.substr(0, mark);
    }
    unsigned port = kMemcachedDefaultPort;
    std::string_view host = rest;
    if (const auto colon = rest.rfind(':'); colon != std::string_view::npos) {
        const std::string_view digits = rest.substr(colon + 1);
        if (digits.empty() || digits.size() > 5 ||
            std::from_chars(digits.data(), digits.data() + digits.size(), port).ptr != digits.data() + digits.size() ||
            port > 65535)
            refuse("has an invalid port (1 to 5 digits, at most 65535)");
        host = rest.substr(0, colon);
    }
    if (host.empty())
        refuse("has no host");
    if (!isIpv4(host) && !isScannerHostname(host))
        refuse("has a host libmemcached's parser does not read: an IPv4 address, or a name of three or more "
               "letters, digits, '.', '_' or '-' that starts and ends with a letter or digit");
    // memcached_server_add_with_weight: port 0 is the default port, weight 0 is weight 1.
    if (port == 0)
        port = kMemcachedDefaultPort;
    if (weight == 0)
        weight = 1;
    return {std::string(host) + ":" + std::to_string(port), static_cast<double>(weight)};
}

}  // namespace

bool looksLikeLibmemcachedConfig(std::string_view text, std::string_view /*fileName*/)
{
    const std::vector<Token> all = tokens(text, false);
    return !all.empty() && std::all_of(all.begin(), all.end(), [](const Token& t) { return t.text.starts_with("--"); }) &&
           std::any_of(all.begin(), all.end(), [](const Token& t) { return upper(t.text).starts_with("--SERVER="); });
}

Fleet readLibmemcachedConfig(std::string_view text, std::string_view pool)
{
    if (!pool.empty())
        refuseField(0, "", "a libmemcached configuration string holds one pool: leave out --pool");
    Fleet fleet;
    PlacementConfig& config = fleet.config;
    config.algorithm = Algorithm::Ketama;
    config.ketamaDialect = KetamaDialect::Libmemcached;
    // libmemcached's state as the options are applied one by one (memcached_create's defaults).
    bool consistent = false;
    bool weighted = false;
    std::string keyHash = "default (one_at_a_time)";
    int distributionLine = 0;
    int hashLine = 0;
    bool hashGiven = false;
    bool distributionGiven = false;
    for (const Token& token : tokens(text, true)) {
        const std::string& option = token.text;
        if (!option.starts_with("--"))
            refuseField(token.line, "", quotedValue(option) + " is not an option (--NAME or --NAME=VALUE)");
        if (option.find("--", 2) != std::string::npos)
            refuseField(token.line, "", quotedValue(option) +
                                            " runs two options together: libmemcached drops line breaks, so options "
                                            "need a space between them");
        const auto equals = option.find('=');
        const std::string name = upper(option.substr(0, equals));
        const std::string value = equals == std::string::npos ? "" : option.substr(equals + 1);
        if (name == "--SERVER") {
            Member server = parseServer(token, value);
            // server_add: a weight over 1 under a consistent distribution turns weighted ketama on.
            if (server.weight > 1 && consistent)
                weighted = true;
            for (const Member& other : fleet.members)
                if (other.id == server.id)
                    refuseField(token.line, "--SERVER", server.id + " is given twice");
            fleet.members.push_back(std::move(server));
        } else if (name == "--DISTRIBUTION") {
            if (distributionGiven)
                refuseField(token.line, name, "is given twice, which libmemcached refuses");
            distributionGiven = true;
            distributionLine = token.line;
            const std::string kind = upper(value.substr(0, value.find(',')));
            if (kind == "MODULA" || kind == "RANDOM")
                refuseField(token.line, name,
                            value + " is not modelled: RingLab reads libmemcached's weighted ketama "
                                    "(--DISTRIBUTION=consistent)");
            if (kind != "CONSISTENT")
                refuseField(token.line, name, "must be consistent, modula or random, got " + quotedValue(value));
            // memcached_behavior_set_distribution(CONSISTENT) clears the weighted flag.
            consistent = true;
            weighted = false;
        } else if (name == "--HASH") {
            if (hashGiven)
                refuseField(token.line, name, "is given twice, which libmemcached refuses");
            hashGiven = true;
            hashLine = token.line;
            keyHash = upper(value);
        } else if (std::find(kTransportOptions.begin(), kTransportOptions.end(), name) != kTransportOptions.end()) {
            // Where keys go does not depend on it.
        } else {
            refuseField(token.line, name,
                        "is not modelled (RingLab reads --SERVER, --DISTRIBUTION=consistent, --HASH=MD5 and "
                        "options that do not move keys, such as timeouts)");
        }
    }
    if (fleet.members.empty())
        refuseField(0, "--SERVER", "no server is given");
    if (!consistent)
        refuseField(0, "--DISTRIBUTION",
                    "is not consistent: libmemcached's default is modula, which RingLab does not model; "
                    "put --DISTRIBUTION=consistent before the servers");
    if (!weighted)
        refuseField(distributionLine, "--DISTRIBUTION",
                    "no server after --DISTRIBUTION=consistent has a weight over 1, so libmemcached builds its "
                    "unweighted ketama (100 points a server hashed with the key hash), which RingLab does not "
                    "model; RingLab models the weighted continuum, which a server weight over 1 given after "
                    "--DISTRIBUTION=consistent turns on");
    if (keyHash != "MD5")
        refuseField(hashLine, "--HASH",
                    "the key hash is " + keyHash + ": RingLab's libmemcached ketama hashes keys with MD5, as "
                                                   "MEMCACHED_BEHAVIOR_KETAMA_WEIGHTED sets; give --HASH=MD5");
    return fleet;
}

}  // namespace ringlab::fleet
