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
    /// Runs `executable` with `arguments`, feeding `input` on stdin (empty: an immediately
    /// closed pipe), with `environment` added to a small clean one.
    static func run(
        _ executable: String, _ arguments: [String], input: Data = Data(), environment: [String: String] = [:]
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = cleanEnvironment.merging(environment) { $1 }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Feed and drain concurrently-safe amounts: inputs and outputs here are small, except
        // the input, which is written fully before reading (the child reads all of it first).
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errors = stderr.fileHandleForReading
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, standardOutput: output, standardError: errorText)
    }

    /// PATH and a UTF-8 locale, nothing from the test runner's own terminal.
    static var cleanEnvironment: [String: String] {
        var environment = ["PATH": "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin", "LANG": "C.UTF-8"]
        if let home = ProcessInfo.processInfo.environment["HOME"] { environment["HOME"] = home }
        return environment
    }
}
