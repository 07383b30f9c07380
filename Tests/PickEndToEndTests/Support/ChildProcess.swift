import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a program with `posix_spawn` and waits for it with `waitpid`, closing every
/// descriptor above 2 in the child and starting it with no signal blocked or ignored.
///
/// Why not Foundation's `Process`: on Linux it learns that a child exited through a socket
/// the child inherits. `tmux new-session -d` forks a server that keeps every inherited
/// descriptor open for its whole life, so `waitUntilExit()` never returned and a test hung
/// until CI's time ran out. Here the child gets only its three standard streams, and exit is
/// learned from `waitpid`, which a daemon cannot hold up.
enum ChildProcess {
    /// Runs `executable` with `arguments` and `environment`, streams from and to the given
    /// files; returns the exit status (128 + n when killed by signal n).
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String],
        standardInput: String, standardOutput: String, standardError: String
    ) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // glibc ignores closing a descriptor that is not open, so this is a portable closefrom(3).
        let limit = Int32(clamping: min(sysconf(Int32(_SC_OPEN_MAX)), 4096))
        if limit > 3 {
            for descriptor in 3..<limit { posix_spawn_file_actions_addclose(&actions, descriptor) }
        }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        // The child starts with every signal unblocked and at its default action, as a program
        // started from a terminal's shell does: the test runner blocks some (SIGTSTP among them),
        // and a tmux server would hand that mask on to every shell, script and `cat` in its
        // panes, which then could not stop with a job (Ctrl-Z) or end by a signal.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var every = sigset_t()
        sigfillset(&every)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &every)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw ChildProcessError.spawnFailed(executable, spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw ChildProcessError.waitFailed(executable, errno) }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}

enum ChildProcessError: Error, CustomStringConvertible {
    case spawnFailed(String, Int32)
    case waitFailed(String, Int32)

    var description: String {
        switch self {
        case let .spawnFailed(path, code): "could not start \(path): \(String(cString: strerror(code)))"
        case let .waitFailed(path, code): "could not wait for \(path): \(String(cString: strerror(code)))"
        }
    }
}
