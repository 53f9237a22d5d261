// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/core/Membership.h"
#include "model/live/LoopbackEndpoint.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace ringlab::live {

// What a server of the fleet is doing.
enum class ServerState : std::uint8_t {
    Running,   // started by RingLab and answering, or an external server that answered
    Stopped,   // stopped gently (SIGTERM) by the user: its contents are gone
    Killed,    // killed (SIGKILL) by the user: its contents are gone
    Died,      // exited without being asked (crash, OOM killer, someone else's kill)
    External,  // a server the user listed (host:port): RingLab never starts or stops it
};
std::string_view serverStateName(ServerState state) noexcept;  // "running", "stopped", …

struct FleetServer {
    std::string id;            // the member id the placement knows it by: cache-01 …
    double weight = 1.0;       // the member's weight in the placement
    Endpoint endpoint = {};
    ServerState state = ServerState::Running;
    pid_t pid = 0;             // 0 for an external server or one not running
    std::string exitText = {};  // Died: "killed by signal 9", "exit status 71"
    bool started() const noexcept { return state != ServerState::External; }
    bool up() const noexcept { return state == ServerState::Running || state == ServerState::External; }
};

// memcached -m: memcached refuses less than twice its item size limit (1 MB by default), as
// Debian's memcached 1.6 says: "Cannot set item size limit higher than 1/2 of memory max".
constexpr int kMinMemoryMegabytes = 2;
constexpr int kMaxMemoryMegabytes = 65536;

// `servers` servers on consecutive ports from `basePort` (0: the kernel picks each) fit below
// 65536; a ValidationError otherwise, instead of a port that wraps around to a random one.
void validatePorts(std::uint16_t basePort, std::size_t servers);

struct FleetOptions {
    // The memcached program: a name looked up in PATH, or a path.
    std::string memcachedPath = "memcached";
    std::string host = "127.0.0.1";  // loopback only (a ValidationError otherwise)
    int memoryMegabytes = 64;         // memcached -m, per server
    int threads = 1;                  // memcached -t, per server (the machine has 2 cores)
    // First port to use; 0: a free port the kernel picks for each server.
    std::uint16_t basePort = 0;
    // Where the pid file goes; empty: $XDG_RUNTIME_DIR/ringlab, else $XDG_CACHE_HOME/ringlab,
    // else ~/.cache/ringlab.
    std::string runtimeDirectory = {};
};

// A fleet of local memcached processes, or of servers the user listed. Each started server is
// a child process in its own process group, bound to one loopback address, with its own
// memory limit, `-u root` when RingLab runs as root, and PR_SET_PDEATHSIG (SIGKILL) so it
// dies with RingLab. Its pid is written to a pid file (ringlab-live-<RingLab's pid>.pids in
// the runtime directory); the constructor first kills the memcached processes listed in the
// pid files of RingLab processes that no longer exist (each pid checked: /proc/<pid>/cmdline
// is memcached with that port) and removes those files. The destructor stops every server it
// started (SIGTERM, SIGKILL after 2 s), reaps them and removes its pid file.
//
// Threading: not thread-safe; one thread owns the fleet. PR_SET_PDEATHSIG fires when the
// *thread* that forked exits, so start(), add() and restart() must run on a thread that lives
// as long as the fleet (the GUI thread, or a QThread the panel owns; not a QThreadPool or
// QtConcurrent thread, which expire when idle).
//
// Failures throw LiveError with one clear line (memcached not found, port in use, a server
// that exited at start with its first line of stderr); a failed start leaves nothing running.
class MemcachedFleet {
public:
    explicit MemcachedFleet(FleetOptions options = {});
    MemcachedFleet(const MemcachedFleet&) = delete;
    MemcachedFleet& operator=(const MemcachedFleet&) = delete;
    ~MemcachedFleet();

    const FleetOptions& options() const noexcept { return options_; }
    // Starts one memcached per member (ids and weights as given) and waits until each answers.
    // Throws (and stops the ones it started) when any fails.
    void start(const std::vector<Member>& members);
    // Servers the user runs: id=host:port each; every host must be loopback (ValidationError).
    void connect(const std::vector<std::pair<Member, Endpoint>>& servers);

    const std::vector<FleetServer>& servers() const noexcept { return servers_; }
    const FleetServer& server(std::string_view id) const;  // ValidationError for an unknown id
    // The members a client routes over: every server, in fleet order (a dead one included: the
    // client finds out by failing, as a real one does).
    std::vector<Member> members() const;

    // Events (ValidationError for an unknown id or a server not in the right state; LiveError
    // when a process cannot be started).
    void stop(std::string_view id);     // SIGTERM, waits for the exit (SIGKILL after 2 s)
    void kill(std::string_view id);     // SIGKILL
    void restart(std::string_view id);  // a stopped, killed or dead server started again, empty
    void add(const Member& member);     // a new server started and appended
    void reweight(std::string_view id, double weight);  // only the placement's weight changes

    // Notices servers that exited without being asked (state Died). Returns their ids.
    std::vector<std::string> reapUnexpectedExits();
    // Stops every server it started (as the destructor does). Idempotent.
    void stopAll() noexcept;

    // Pids of every process this fleet started and has not reaped (for tests: all gone after
    // stopAll()).
    std::vector<pid_t> startedPids() const;
    const std::string& pidFilePath() const noexcept { return pidFile_; }

private:
    FleetServer launch(const Member& member, std::uint16_t port);
    // The pid file names every running server, so that the next fleet stops them if this
    // process crashes: "" or the reason it could not be written (the old file then stays).
    std::string writePidFile() const;
    // writePidFile(), or a LiveError naming the file and the reason.
    void recordStartedServers() const;
    // Starts `member` (into `replaced`, or appended) and records it; when it cannot be recorded
    // it is stopped again and the LiveError thrown.
    void startRecorded(const Member& member, std::uint16_t port, FleetServer* replaced);
    // The port of the next server started: basePort + the servers so far, or 0 (the kernel picks).
    std::uint16_t nextPort() const noexcept;
    FleetServer& find(std::string_view id);
    // Sends `signal`, SIGKILL after 2 s, reaps it and records `state`.
    void end(FleetServer& server, int signal, ServerState state);

    FleetOptions options_;
    std::string program_;  // the memcached binary, resolved
    std::string pidFile_;
    std::vector<FleetServer> servers_;
    std::vector<pid_t> allStarted_;  // every pid ever started and not reaped yet
};

// Kills what crashed RingLab processes left running (what the constructor does first); returns
// how many processes it killed. `directory` as FleetOptions::runtimeDirectory.
std::size_t cleanUpLeftoverServers(const std::string& directory = {});
// The resolved runtime directory (created).
std::string liveRuntimeDirectory(const std::string& configured = {});

}  // namespace ringlab::live
