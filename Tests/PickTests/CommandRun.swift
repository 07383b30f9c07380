import Foundation
import PickerKit

@testable import pick

/// Runs `pick` in-process, as `main` would, with a chosen environment and standard input, and
/// a terminal that never opens (so no test can draw on the terminal running the tests).
enum CommandRun {
    /// A path no terminal is at: an interactive run fails with "no terminal", as under cron.
    static let missingTerminal = "/nonexistent/pick-tests/tty"

    /// With a `terminal`, an interactive run opens there (a virtual terminal under a key script).
    static func pick(
        _ arguments: [String], environment: [String: String] = [:], input: String? = nil, terminal: (any PromptTerminal)? = nil
    ) throws -> CommandOutcome {
        var context = CommandContext(environment: environment, terminalPath: missingTerminal)
        context.terminal = terminal
        // The pipe stays open until the run is over; its write end is closed first, so the
        // reader sees the end of the input.
        let pipe = Pipe()
        if let input {
            try pipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try pipe.fileHandleForWriting.close()
            context.pipedInput = .init(descriptor: pipe.fileHandleForReading.fileDescriptor)
        }
        defer { try? pipe.fileHandleForReading.close() }
        return PickCommandLine.run(arguments: arguments, context: context, commands: TestCommands.all)
    }
}

extension CommandOutcome {
    var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    var errorText: String { String(decoding: standardError, as: UTF8.self) }
    /// Standard error's lines, each without its newline.
    var errorLines: [String] {
        errorText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
