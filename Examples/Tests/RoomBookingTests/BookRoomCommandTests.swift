import Foundation
import PickerKit
import PickerTesting
import RoomBooking
import Testing

/// `book-room` as a command: it asks only for the options left out, in PickerTesting's virtual
/// terminal, and the built binary fails with ArgumentParser's error naming the first missing
/// option (exit 64) under `CI=true`, with `--no-input` and without a terminal.
@Suite("book-room command")
struct BookRoomCommandTests {
    static func environment(_ terminal: ScriptedTerminal) -> PromptEnvironment {
        BookingQuestionsTests.environment(terminal)
    }

    @Test("Every option given: the booking, and no question asked")
    func everythingGiven() throws {
        let terminal = ScriptedTerminal(scripts: [])
        let command = try BookRoom.parse([
            "--room", "cosmos", "--day", "2026-11-24", "--start", "10:30", "--minutes", "90", "--book",
        ])
        let booking = try PromptEnvironment.withCurrent(Self.environment(terminal)) { try command.booking() }
        #expect(booking.room == .cosmos)
        #expect(booking.length == .seconds(5400))
        #expect(terminal.runs.isEmpty)
    }

    @Test("Room and day given: the form asks only for the start, then the length and the confirmation")
    func asksOnlyWhatIsMissing() throws {
        let terminal = ScriptedTerminal(scripts: [
            "down enter",  // Start: 8 → 9 AM (the only field of the form)
            "enter",       // Length: the hour offered
            "enter",       // Book it?: Book
        ])
        let command = try BookRoom.parse(["--room", "borealis", "--day", "2026-11-23"])
        let booking = try PromptEnvironment.withCurrent(Self.environment(terminal)) {
            try command.booking(environment: Self.environment(terminal))
        }
        #expect(booking.room == .borealis)
        #expect(booking.start == BookingQuestionsTests.date(23, 9))
        #expect(terminal.answeredLines == ["Start: 9:00\u{202F}AM", "Length: 1 hr, 0 min", "Book it?: Book"])
        try terminal.checkAllScriptsUsed()
    }

    @Test("The built book-room fails at once with ArgumentParser's error naming the missing option",
          arguments: [
              (["CI": "true"], [String]()),      // in CI
              ([:], ["--no-input"]),              // told not to ask
              ([:], ["--no-prompt"]),
              ([:], []),                          // no terminal: a new session without one
          ] as [([String: String], [String])])
    func failsWithoutAsking(variables: [String: String], flags: [String]) throws {
        let result = try Self.runBookRoom(["--room", "borealis"] + flags, variables: variables)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: Missing expected argument '--day <day>'"))
        #expect(result.standardOutput.isEmpty)
    }

    /// Runs the built `book-room` (beside this test binary) in a session of its own, so it has
    /// no controlling terminal, with standard input empty.
    static func runBookRoom(_ arguments: [String], variables: [String: String]) throws
        -> (status: Int32, standardOutput: String, standardError: String)
    {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var binary = folder.appendingPathComponent("book-room")
        // swift-testing may run from inside the `.xctest` bundle's folder.
        if !FileManager.default.fileExists(atPath: binary.path) {
            binary = folder.deletingLastPathComponent().appendingPathComponent("book-room")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--wait", binary.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment.merge(variables) { _, new in new }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
