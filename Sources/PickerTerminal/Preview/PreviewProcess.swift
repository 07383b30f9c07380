#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ProcessState

/// One run of a preview command: `sh -c COMMAND` started with `posix_spawn` in a process group
/// of its own, its stdout and stderr going to one pipe that is read without ever blocking, so a
/// slow or endless command never delays a key. ``terminate()`` sends SIGTERM to the whole group
/// (the shell and whatever it started) and reaps the shell.
///
/// Every process started and not yet ended is listed, so ``terminateAll()`` can end them when
/// the picker ends however it ends (Enter, Esc, Ctrl-C, a signal).
///
/// ```swift
/// let process = PreviewProcess(command: "ls -l")
/// process?.readAvailable()   // the bytes written so far, possibly none
/// process?.terminate()
/// ```
package final class PreviewProcess: @unchecked Sendable {
    // Read and changed only on the session's thread; the list of running groups has its lock.
    /// The shell's process id, which is also its group's id.
    package let processID: pid_t
    private var descriptor: Int32
    /// True once the pipe reached its end (the command and everything it started closed it).
    package private(set) var isFinished = false

    /// The groups started and not yet signalled, and the shells signalled (or whose output
    /// ended) and not yet collected: shared by the session's thread and the exit paths.
    private static let groups = Locked(Groups())

    private struct Groups {
        /// Each running group and the thread that started it.
        var running: [pid_t: pthread_t] = [:]
        var ending = Set<pid_t>()
    }

    private static func withGroups<Result>(_ body: (inout Groups) -> Result) -> Result {
        groups.withLock(body)
    }

    /// Starts `sh -c command`; nil when the process cannot be started.
    package init?(command: String) {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)

        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        // Its own group, so SIGTERM reaches what the shell started; default signal actions and
        // no blocked signals, whatever the session set for itself.
        var defaults = sigset_t()
        sigfillset(&defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var pid: pid_t = 0
        let arguments = ["sh", "-c", command]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let started = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, environ)
        close(writeEnd)
        guard started == 0 else {
            close(readEnd)
            return nil
        }
        processID = pid
        descriptor = readEnd
        let thread = pthread_self()
        Self.withGroups { $0.running[pid] = thread }
    }

    deinit { terminate() }

    /// The bytes the command wrote since the last read, without waiting; empty when none came.
    package func readAvailable() -> [UInt8] {
        guard descriptor >= 0 else { return [] }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
                // Enough for a frame: the rest waits for the next tick.
                if bytes.count >= 1 << 20 { break }
                continue
            }
            if count == 0 {
                // The output ended: the shell is about to end, and is collected once it has.
                isFinished = true
                close(descriptor)
                descriptor = -1
                Self.withGroups { groups in
                    if groups.running.removeValue(forKey: processID) != nil { groups.ending.insert(processID) }
                }
                Self.collectEnded()
            } else if errno == EINTR {
                continue
            }
            break
        }
        return bytes
    }

    /// Ends the command and everything it started (SIGTERM to its group), once.
    package func terminate() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        let wasRunning = Self.withGroups { groups in
            guard groups.running.removeValue(forKey: processID) != nil else { return false }
            groups.ending.insert(processID)
            return true
        }
        guard wasRunning else { return }
        kill(-processID, SIGTERM)
        Self.collectEnded()
    }

    /// True while a shell that was ended has not been collected yet: the picker keeps ticking
    /// until it is, so no zombie is left behind.
    package static var hasEnding: Bool { withGroups { !$0.ending.isEmpty } }

    /// Collects the exit status of every ended shell that is gone, without waiting.
    package static func collectEnded() {
        let ending = withGroups { $0.ending }
        guard !ending.isEmpty else { return }
        var collected: [pid_t] = []
        for pid in ending {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno == ECHILD) { collected.append(pid) }
        }
        withGroups { groups in
            for pid in collected { groups.ending.remove(pid) }
        }
    }

    /// Ends every preview command this thread started and still running, and collects them:
    /// when a picker that shows previews ends (its session runs on one thread, and pickers on
    /// other threads keep theirs). A group still there after SIGTERM and a short grace is killed.
    package static func terminateAll() {
        let current = pthread_self()
        let running = withGroups { groups in
            let mine = groups.running.filter { pthread_equal($0.value, current) != 0 }.map(\.key)
            for group in mine { groups.running[group] = nil }
            groups.ending.formUnion(mine)
            return mine
        }
        for group in running { kill(-group, SIGTERM) }
        for _ in 0..<50 {
            collectEnded()
            if withGroups({ $0.ending.isDisjoint(with: running) }) { return }
            usleep(10_000)
        }
        let stubborn = withGroups { groups in
            let left = groups.ending.intersection(running)
            groups.ending.subtract(left)
            return left
        }
        for group in stubborn {
            kill(-group, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(group, &status, 0)
        }
    }
}
