import Foundation

/// What a finished process left behind.
struct ProcessResult {
    var status: Int32
    var standardOutput: Data
    var standardError: String

    var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    /// Standard error split into its lines (without the empty one after the last newline).
    var errorLines: [String] { standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
}

/// Runs programs directly (not in a terminal), as a script or CI job would.
enum CommandRunner {
    /// Runs `executable` with `arguments`, feeding `input` on stdin, with `environment` added
    /// to a small clean one.
    ///
    /// Standard streams go through files, not pipes, and the child is started by
    /// ``ChildProcess`` rather than Foundation's `Process`: `tmux new-session` leaves a server
    /// behind that would otherwise hold a pipe (or Foundation's exit socket) open for ever.
    static func run(
        _ executable: String, _ arguments: [String], input: Data = Data(), environment: [String: String] = [:]
    ) throws -> ProcessResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pick-e2e-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
        try input.write(to: paths[0])
        try Data().write(to: paths[1])
        try Data().write(to: paths[2])
        let status = try ChildProcess.run(
            executable, arguments, environment: cleanEnvironment.merging(environment) { $1 },
            standardInput: paths[0].path, standardOutput: paths[1].path, standardError: paths[2].path)
        return ProcessResult(
            status: status, standardOutput: try Data(contentsOf: paths[1]),
            standardError: String(decoding: try Data(contentsOf: paths[2]), as: UTF8.self))
    }

    /// PATH and a UTF-8 locale, nothing from the test runner's own terminal; and the
    /// runner's ``passedOn`` variables.
    static var cleanEnvironment: [String: String] {
        var environment = ["PATH": "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin", "LANG": "C.UTF-8"]
        let own = ProcessInfo.processInfo.environment
        for name in ["HOME"] + passedOn { environment[name] = own[name] }
        return environment
    }

    /// Variables every `pick` under test gets from the runner: how AddressSanitizer reports,
    /// when the scenarios run against a sanitized binary (see `AddressSanitizerTests`).
    static let passedOn = ["ASAN_OPTIONS"]
}
