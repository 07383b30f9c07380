import Foundation
import PickerKit
import Testing

@testable import pick

/// `--timeout` counts from the start, whatever `pick` is waiting for: a stream that stays
/// silent, the line of a `--selected` value, the rest of a partial line, the image paths
/// (Behaviour 6.6). It ends with status 124 and prints nothing.
@Suite("--timeout while the input is still being read")
struct TimeoutWhileReadingTests {
    /// Runs `arguments` with standard input a pipe whose write end stays open, after `written`.
    static func run(_ arguments: [String], written: String = "") throws -> CommandOutcome {
        let pipe = Pipe()
        defer {
            try? pipe.fileHandleForWriting.close()
            try? pipe.fileHandleForReading.close()
        }
        if !written.isEmpty { try pipe.fileHandleForWriting.write(contentsOf: Data(written.utf8)) }
        var context = CommandContext(environment: [:], terminalPath: CommandRun.missingTerminal)
        context.pipedInput = InputReader(descriptor: pipe.fileHandleForReading.fileDescriptor)
        return PickCommandLine.run(arguments: arguments, context: context)
    }

    @Test("a silent stream, a --selected line not there yet, a partial line, image paths", arguments: [
        (["choose", "--timeout", "0.2"], ""),
        (["choose", "--timeout", "0.2", "--selected", "c"], "a\nb\n"),
        (["choose", "--timeout", "0.2"], "no line break yet"),
        (["choose", "--timeout", "0.2", "--filter", "--select-1"], "a\n"),
        (["choose", "--timeout", "0.2", "--style", "list"], ""),
        (["image", "--timeout", "0.2"], "a.png\n"),
    ])
    func endsWith124(arguments: [String], written: String) throws {
        let outcome = try Self.run(arguments, written: written)
        #expect(outcome.exit == .status(124), "\(arguments): \(outcome.errorText)")
        #expect(outcome.standardOutput.isEmpty)
    }
}
