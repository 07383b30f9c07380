import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a program with `posix_spawn` and waits for it with `waitpid`, closing every
/// descriptor above 2 in the child.
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

        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
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
