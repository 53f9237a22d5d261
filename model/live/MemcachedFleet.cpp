// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/live/MemcachedFleet.h"

#include "model/core/MessageText.h"
#include "model/core/Translatable.h"
#include "model/core/ValidationError.h"
#include "model/live/LiveError.h"
#include "model/live/MemcachedConnection.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace ringlab::live {

namespace {

using namespace std::chrono_literals;

constexpr auto kStartTimeout = 5s;
constexpr auto kStopTimeout = 2s;
constexpr std::string_view kPidFilePrefix = "ringlab-live-";
constexpr std::string_view kPidFileSuffix = ".pids";

// Why `path` cannot be run as a program ("it is a directory", strerror of access()), or ""
// when it can; ENOENT when nothing is there.
std::string notExecutable(const std::string& path, int& error)
{
    struct stat status {};
    error = ::stat(path.c_str(), &status) == 0 ? 0 : errno;
    if (error != 0)
        return std::strerror(error);
    if (S_ISDIR(status.st_mode))
        return "it is a directory";
    if (!S_ISREG(status.st_mode))
        return "it is not a regular file";
    if (::access(path.c_str(), X_OK) != 0) {
        error = errno;
        return std::strerror(error);
    }
    return {};
}

std::string resolveProgram(const std::string& program)
{
    if (program.empty())
        throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "no memcached program given: name memcached or its path"), {});
    int error = 0;
    if (program.find('/') != std::string::npos) {
        const std::string reason = notExecutable(program, error);
        if (reason.empty())
            return program;
        if (error != ENOENT && error != ENOTDIR)
            throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "memcached program %1 is not an executable file: %2"),
                            {quotedValue(program), reason});
    } else if (const char* path = std::getenv("PATH")) {
        std::istringstream directories(path);
        for (std::string directory; std::getline(directories, directory, ':');) {
            const std::string candidate = (directory.empty() ? "." : directory) + "/" + program;
            if (notExecutable(candidate, error).empty())
                return candidate;
        }
    }
    throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError",
                                           "memcached was not found (%1); install Debian's memcached package "
                                           "(scripts/setup.sh) or name the program's path"),
                    {quotedValue(program)});
}

// "killed by signal 9", "exit status 71".
std::string exitText(int status)
{
    if (WIFSIGNALED(status))
        return "killed by signal " + std::to_string(WTERMSIG(status));
    return "exit status " + std::to_string(WEXITSTATUS(status));
}

std::string firstLineOf(const std::string& path)
{
    std::ifstream file(path);
    std::string line;
    std::getline(file, line);
    return singleLine(line);
}

bool processAlive(pid_t pid) { return ::kill(pid, 0) == 0 || errno == EPERM; }

// The words of /proc/<pid>/cmdline.
std::vector<std::string> commandLineOf(pid_t pid)
{
    std::ifstream file("/proc/" + std::to_string(pid) + "/cmdline", std::ios::binary);
    std::vector<std::string> words;
    for (std::string word; std::getline(file, word, '\0');)
        words.push_back(word);
    return words;
}

bool isMemcachedOnPort(pid_t pid, std::uint16_t port)
{
    const std::vector<std::string> words = commandLineOf(pid);
    if (words.empty())
        return false;
    const std::string& program = words.front();
    const std::string name = program.substr(program.rfind('/') == std::string::npos ? 0 : program.rfind('/') + 1);
    if (name != "memcached")
        return false;
    for (std::size_t i = 0; i + 1 < words.size(); ++i)
        if (words[i] == "-p" && words[i + 1] == std::to_string(port))
            return true;
    return false;
}

// Waits up to `timeout` for the child to exit; true (and its status) when it did.
bool waitForExit(pid_t pid, std::chrono::steady_clock::duration timeout, int& status)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        const pid_t done = ::waitpid(pid, &status, WNOHANG);
        if (done == pid || (done < 0 && errno == ECHILD))
            return true;
        if (std::chrono::steady_clock::now() >= deadline)
            return false;
        std::this_thread::sleep_for(5ms);
    }
}

}  // namespace

std::string_view serverStateName(ServerState state) noexcept
{
    // Marked: they are the %2 of "cannot kill %1: it is %2".
    switch (state) {
    case ServerState::Running: return RINGLAB_TRANSLATE_NOOP("ValidationError", "running");
    case ServerState::Stopped: return RINGLAB_TRANSLATE_NOOP("ValidationError", "stopped");
    case ServerState::Killed: return RINGLAB_TRANSLATE_NOOP("ValidationError", "killed");
    case ServerState::Died: return RINGLAB_TRANSLATE_NOOP("ValidationError", "died");
    case ServerState::External: return RINGLAB_TRANSLATE_NOOP("ValidationError", "external");
    }
    return "running";
}

std::string liveRuntimeDirectory(const std::string& configured)
{
    std::string directory = configured;
    if (directory.empty()) {
        if (const char* runtime = std::getenv("XDG_RUNTIME_DIR"); runtime && *runtime)
            directory = std::string(runtime) + "/ringlab";
        else if (const char* cache = std::getenv("XDG_CACHE_HOME"); cache && *cache)
            directory = std::string(cache) + "/ringlab";
        else if (const char* home = std::getenv("HOME"); home && *home)
            directory = std::string(home) + "/.cache/ringlab";
        else
            directory = "/tmp/ringlab-" + std::to_string(::getuid());
    }
    // Each level in turn; an existing one is fine.
    for (std::size_t slash = directory.find('/', 1);; slash = directory.find('/', slash + 1)) {
        const std::string level = directory.substr(0, slash);
        if (::mkdir(level.c_str(), 0700) != 0 && errno != EEXIST)
            throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "cannot create the directory %1: %2"),
                            {quotedValue(level), std::strerror(errno)});
        if (slash == std::string::npos)
            break;
    }
    return directory;
}

std::size_t cleanUpLeftoverServers(const std::string& configured)
{
    const std::string directory = liveRuntimeDirectory(configured);
    DIR* listing = ::opendir(directory.c_str());
    if (!listing)
        return 0;
    std::vector<std::string> files;
    while (const dirent* entry = ::readdir(listing)) {
        const std::string_view name = entry->d_name;
        if (name.starts_with(kPidFilePrefix) && name.ends_with(kPidFileSuffix))
            files.emplace_back(name);
    }
    ::closedir(listing);
    std::size_t killed = 0;
    for (const std::string& name : files) {
        const std::string ownerText = name.substr(kPidFilePrefix.size(), name.size() - kPidFilePrefix.size() - kPidFileSuffix.size());
        const long owner = std::strtol(ownerText.c_str(), nullptr, 10);
        if (owner <= 0 || owner == ::getpid() || processAlive(static_cast<pid_t>(owner)))
            continue;  // a RingLab that still runs owns its servers
        const std::string path = directory + "/" + name;
        std::ifstream file(path);
        long pid = 0;
        unsigned port = 0;
        while (file >> pid >> port)
            if (pid > 0 && port <= 65535 && isMemcachedOnPort(static_cast<pid_t>(pid), static_cast<std::uint16_t>(port)) &&
                ::kill(static_cast<pid_t>(pid), SIGKILL) == 0)
                ++killed;
        std::remove(path.c_str());
    }
    return killed;
}

void validatePorts(std::uint16_t basePort, std::size_t servers)
{
    const std::size_t room = basePort == 0 ? SIZE_MAX : std::size_t{65536} - basePort;
    if (servers > room)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "the ports from %1 leave room for %2 servers (%1 to 65535), not %3"),
            {std::to_string(basePort), std::to_string(room), std::to_string(servers)});
}

MemcachedFleet::MemcachedFleet(FleetOptions options) : options_(std::move(options))
{
    options_.host = requireLoopbackHost(options_.host);
    if (options_.memoryMegabytes < kMinMemoryMegabytes || options_.memoryMegabytes > kMaxMemoryMegabytes)
        throw ValidationError(
            RINGLAB_TRANSLATE_NOOP("ValidationError", "memory per server must be %1 to %2 MB (memcached refuses less than "
                                                      "twice its 1 MB item size), got %3"),
            {std::to_string(kMinMemoryMegabytes), std::to_string(kMaxMemoryMegabytes),
             std::to_string(options_.memoryMegabytes)});
    if (options_.threads < 1 || options_.threads > 64)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "threads per server must be 1 to 64, got %1"),
                              {std::to_string(options_.threads)});
    const std::string directory = liveRuntimeDirectory(options_.runtimeDirectory);
    cleanUpLeftoverServers(directory);
    pidFile_ = directory + "/" + std::string(kPidFilePrefix) + std::to_string(::getpid()) + std::string(kPidFileSuffix);
}

MemcachedFleet::~MemcachedFleet() { stopAll(); }

std::string MemcachedFleet::writePidFile() const
{
    std::string text;
    for (const FleetServer& server : servers_)
        if (server.pid > 0)
            text += std::to_string(server.pid) + ' ' + std::to_string(server.endpoint.port) + '\n';
    // A new file renamed over the old one: a failed write (a full disk) leaves the old file.
    const std::string temporary = pidFile_ + ".new";
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return std::strerror(errno);
    int error = 0;
    for (std::size_t written = 0; written < text.size() && !error;) {
        const ssize_t count = ::write(fd, text.data() + written, text.size() - written);
        if (count > 0)
            written += static_cast<std::size_t>(count);
        else if (count == 0 || errno != EINTR)
            error = count == 0 ? EIO : errno;
    }
    if (::close(fd) != 0 && !error)
        error = errno;
    if (!error && std::rename(temporary.c_str(), pidFile_.c_str()) != 0)
        error = errno;
    if (!error)
        return {};
    std::remove(temporary.c_str());
    return std::strerror(error);
}

void MemcachedFleet::recordStartedServers() const
{
    if (const std::string problem = writePidFile(); !problem.empty())
        throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "cannot write the pid file %1: %2"), {pidFile_, problem});
}

void MemcachedFleet::startRecorded(const Member& member, std::uint16_t port, FleetServer* replaced)
{
    FleetServer server = launch(member, port);
    FleetServer& slot = replaced ? *replaced : servers_.emplace_back();
    slot = std::move(server);
    try {
        recordStartedServers();
    } catch (const LiveError&) {
        // Unrecorded, it would outlive a crash unseen: it is stopped, the old file kept.
        end(slot, SIGTERM, ServerState::Stopped);
        if (!replaced)
            servers_.pop_back();
        throw;
    }
}

FleetServer MemcachedFleet::launch(const Member& member, std::uint16_t port)
{
    if (program_.empty())
        program_ = resolveProgram(options_.memcachedPath);
    FleetServer server;
    server.id = member.id;
    server.weight = member.weight;
    server.endpoint = {options_.host, port ? port : freeLoopbackPort(options_.host)};
    if (portInUse(server.endpoint))
        throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "cannot start %1: the port %2 is in use"),
                        {member.id, server.endpoint.text()});

    // Everything the child needs is made before fork(): after it only async-signal-safe calls.
    const std::string log = liveRuntimeDirectory(options_.runtimeDirectory) + "/" + std::string(kPidFilePrefix) +
                            std::to_string(::getpid()) + "-" + std::to_string(server.endpoint.port) + ".log";
    std::vector<std::string> words{program_, "-l", server.endpoint.host, "-p", std::to_string(server.endpoint.port),
                                   "-U", "0", "-m", std::to_string(options_.memoryMegabytes),
                                   "-t", std::to_string(options_.threads), "-c", "1024"};
    if (::geteuid() == 0) {  // memcached refuses to run as root without -u
        words.emplace_back("-u");
        words.emplace_back("root");
    }
    std::vector<char*> argv;
    for (std::string& word : words)
        argv.push_back(word.data());
    argv.push_back(nullptr);
    const int logFd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    const int nullFd = ::open("/dev/null", O_RDWR | O_CLOEXEC);
    // A failed execv() writes its errno here; a successful one closes it (close-on-exec).
    int execError[2] = {-1, -1};
    if (::pipe2(execError, O_CLOEXEC) != 0)
        execError[0] = execError[1] = -1;
    const pid_t parent = ::getpid();

    const pid_t pid = ::fork();
    if (pid == 0) {
        ::setpgid(0, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent)
            ::_exit(127);
        if (nullFd >= 0) {
            ::dup2(nullFd, 0);
            ::dup2(nullFd, 1);
        }
        if (logFd >= 0)
            ::dup2(logFd, 2);
        if (execError[1] >= 0 && execError[1] != 3) {
            ::dup2(execError[1], 3);  // kept past close_range; dup2 clears close-on-exec
            ::fcntl(3, F_SETFD, FD_CLOEXEC);
        }
        ::close_range(4, ~0U, 0);
        ::execv(argv[0], argv.data());
        const int error = errno;
        if (execError[1] >= 0)
            [[maybe_unused]] const ssize_t written = ::write(3, &error, sizeof error);
        ::_exit(127);
    }
    const int forkError = errno;
    if (logFd >= 0)
        ::close(logFd);
    if (nullFd >= 0)
        ::close(nullFd);
    if (execError[1] >= 0)
        ::close(execError[1]);
    if (pid < 0) {
        if (execError[0] >= 0)
            ::close(execError[0]);
        std::remove(log.c_str());
        throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "cannot start %1: %2"), {member.id, std::strerror(forkError)});
    }
    allStarted_.push_back(pid);
    server.pid = pid;
    int failedExec = 0;
    if (execError[0] >= 0) {
        ssize_t got = -1;
        do
            got = ::read(execError[0], &failedExec, sizeof failedExec);
        while (got < 0 && errno == EINTR);
        ::close(execError[0]);
        if (got != static_cast<ssize_t>(sizeof failedExec))
            failedExec = 0;
    }
    if (failedExec != 0) {
        int status = 0;
        waitForExit(pid, kStopTimeout, status);
        std::erase(allStarted_, pid);
        std::remove(log.c_str());
        throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "memcached program %1 cannot be run: %2"),
                        {quotedValue(program_), std::strerror(failedExec)});
    }

    // Ready when it answers; a child that exits first did not start.
    const auto deadline = std::chrono::steady_clock::now() + kStartTimeout;
    MemcachedConnection probe(server.endpoint, std::chrono::milliseconds(200));
    for (;;) {
        int status = 0;
        if (::waitpid(pid, &status, WNOHANG) == pid) {
            std::erase(allStarted_, pid);
            std::string reason = firstLineOf(log);
            std::remove(log.c_str());
            if (reason.empty())
                reason = exitText(status);
            throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "memcached for %1 on %2 did not start: %3"),
                            {member.id, server.endpoint.text(), reason});
        }
        if (probe.tryConnect())
            break;
        if (std::chrono::steady_clock::now() >= deadline) {
            ::kill(pid, SIGKILL);
            waitForExit(pid, kStopTimeout, status);
            std::erase(allStarted_, pid);
            std::remove(log.c_str());
            throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "memcached for %1 on %2 did not answer within 5 s"),
                            {member.id, server.endpoint.text()});
        }
        std::this_thread::sleep_for(10ms);
    }
    std::remove(log.c_str());  // its stderr stays open in the server
    return server;
}

void MemcachedFleet::start(const std::vector<Member>& members)
{
    validateMembers(members);
    validatePorts(options_.basePort, servers_.size() + members.size());
    try {
        for (std::size_t i = 0; i < members.size(); ++i) {
            servers_.push_back(launch(members[i], nextPort()));
            recordStartedServers();
        }
    } catch (...) {
        stopAll();
        servers_.clear();
        throw;
    }
}

void MemcachedFleet::connect(const std::vector<std::pair<Member, Endpoint>>& servers)
{
    std::vector<Member> members;
    for (const auto& [member, endpoint] : servers)
        members.push_back(member);
    validateMembers(members);
    std::vector<FleetServer> connected;
    for (const auto& [member, endpoint] : servers) {
        FleetServer server{member.id, member.weight, {requireLoopbackHost(endpoint.host), endpoint.port},
                           ServerState::External};
        MemcachedConnection probe(server.endpoint, std::chrono::milliseconds(1000));
        if (!probe.tryConnect())
            throw LiveError(RINGLAB_TRANSLATE_NOOP("LiveError", "no memcached answers at %1 (%2)"),
                            {server.endpoint.text(), member.id});
        connected.push_back(std::move(server));
    }
    servers_.insert(servers_.end(), connected.begin(), connected.end());
}

FleetServer& MemcachedFleet::find(std::string_view id)
{
    const auto found = std::find_if(servers_.begin(), servers_.end(), [&](const FleetServer& s) { return s.id == id; });
    if (found == servers_.end())
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "no server %1 in the live fleet"), {quotedValue(id)});
    return *found;
}

const FleetServer& MemcachedFleet::server(std::string_view id) const
{
    return const_cast<MemcachedFleet*>(this)->find(id);
}

std::vector<Member> MemcachedFleet::members() const
{
    std::vector<Member> members;
    for (const FleetServer& server : servers_)
        members.push_back({server.id, server.weight});
    return members;
}

namespace {

// The refusals name the event in full, so each reads naturally once translated.
void requireStarted(const FleetServer& server, const char* notStarted)
{
    if (server.state == ServerState::External)
        throw ValidationError(notStarted, {server.id});
}

void requireRunning(const FleetServer& server, const char* notStarted, const char* notRunning)
{
    requireStarted(server, notStarted);
    if (server.state != ServerState::Running)
        throw ValidationError(notRunning, {server.id, std::string(serverStateName(server.state))});
}

}  // namespace

void MemcachedFleet::end(FleetServer& server, int signal, ServerState state)
{
    ::kill(server.pid, signal);
    int status = 0;
    if (!waitForExit(server.pid, kStopTimeout, status)) {
        ::kill(server.pid, SIGKILL);
        waitForExit(server.pid, kStopTimeout, status);
    }
    std::erase(allStarted_, server.pid);
    server.pid = 0;
    server.state = state;
    writePidFile();  // if it fails, the old file names a server more: the next run checks each
}

void MemcachedFleet::stop(std::string_view id)
{
    FleetServer& server = find(id);
    requireRunning(server, RINGLAB_TRANSLATE_NOOP("ValidationError", "cannot stop %1: RingLab did not start it"),
                   RINGLAB_TRANSLATE_NOOP("ValidationError", "cannot stop %1: it is %2"));
    end(server, SIGTERM, ServerState::Stopped);
}

void MemcachedFleet::kill(std::string_view id)
{
    FleetServer& server = find(id);
    requireRunning(server, RINGLAB_TRANSLATE_NOOP("ValidationError", "cannot kill %1: RingLab did not start it"),
                   RINGLAB_TRANSLATE_NOOP("ValidationError", "cannot kill %1: it is %2"));
    end(server, SIGKILL, ServerState::Killed);
}

void MemcachedFleet::restart(std::string_view id)
{
    FleetServer& server = find(id);
    requireStarted(server, RINGLAB_TRANSLATE_NOOP("ValidationError", "cannot restart %1: RingLab did not start it"));
    if (server.state == ServerState::Running)
        throw ValidationError(RINGLAB_TRANSLATE_NOOP("ValidationError", "cannot restart %1: it is running"), {server.id});
    startRecorded({server.id, server.weight}, server.endpoint.port, &server);
}

std::uint16_t MemcachedFleet::nextPort() const noexcept
{
    return options_.basePort ? static_cast<std::uint16_t>(options_.basePort + servers_.size()) : std::uint16_t{0};
}

void MemcachedFleet::add(const Member& member)
{
    std::vector<Member> grown = members();
    grown.push_back(member);
    validateMembers(grown);
    validatePorts(options_.basePort, servers_.size() + 1);
    startRecorded(member, nextPort(), nullptr);
}

void MemcachedFleet::reweight(std::string_view id, double weight)
{
    std::vector<Member> reweighted = members();
    FleetServer& server = find(id);
    for (Member& member : reweighted)
        if (member.id == id)
            member.weight = weight;
    validateMembers(reweighted);
    server.weight = weight;
}

std::vector<std::string> MemcachedFleet::reapUnexpectedExits()
{
    std::vector<std::string> died;
    for (FleetServer& server : servers_) {
        int status = 0;
        if (server.state != ServerState::Running || server.pid <= 0 || ::waitpid(server.pid, &status, WNOHANG) != server.pid)
            continue;
        std::erase(allStarted_, server.pid);
        server.pid = 0;
        server.state = ServerState::Died;
        server.exitText = exitText(status);
        died.push_back(server.id);
    }
    if (!died.empty())
        writePidFile();
    return died;
}

void MemcachedFleet::stopAll() noexcept
{
    for (const pid_t pid : allStarted_)
        ::kill(pid, SIGTERM);
    for (const pid_t pid : allStarted_) {
        int status = 0;
        if (!waitForExit(pid, kStopTimeout, status)) {
            ::kill(pid, SIGKILL);
            waitForExit(pid, kStopTimeout, status);
        }
    }
    allStarted_.clear();
    for (FleetServer& server : servers_)
        if (server.state == ServerState::Running) {
            server.state = ServerState::Stopped;
            server.pid = 0;
        }
    if (!pidFile_.empty())
        std::remove(pidFile_.c_str());
}

std::vector<pid_t> MemcachedFleet::startedPids() const { return allStarted_; }

}  // namespace ringlab::live
