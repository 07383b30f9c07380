import ArgumentParser
import FuzzSupport

@testable import PickParsing

/// Random command lines and `PICK_*` variables into `pick`'s parsers: no crash in the
/// environment expansion, in the fast path (`PlainArguments`) or in ArgumentParser; and a line
/// the fast path reads must be read by ArgumentParser as the very same command.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPickArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let command = input.pick(PickCommand.commands)
    let flags = command.environmentFlags
    let values = ["7", "0", "-1", "2.5", "x", "", "a,b", "en_US", "ar_EG", "Europe/Berlin", "+05:30", "UTC",
                  "2026-11-22", "12:30", "2026-03-29T02:30", "1h15m", "90m", "buddhist", "japanese", "\u{1B}]0;x\u{7}",
                  "line\nbreak", "🍎", "--", "-h", "--help", "-", "=", "9999999999999999999999"]
    func token() -> String {
        switch input.int(in: 0...5) {
        case 0, 1:
            let flag = flags.isEmpty ? "help" : input.pick(flags).name
            return input.byte() < 64 ? "--\(flag)=\(input.pick(values))" : "--\(flag)"
        case 2, 3: return input.pick(values)
        case 4: return input.string(maxBytes: 12)
        default: return input.pick(["-h", "--help", "--", "-x", "--nope", "help", command.name])
        }
    }
    let arguments = (0..<input.int(in: 0...8)).map { _ in token() }
    var environment: [String: String] = [:]
    for _ in 0..<input.int(in: 0...3) where !flags.isEmpty {
        environment[input.pick(flags).variable(command: command.name)] = input.byte() < 128 ? input.pick(values) : input.string(maxBytes: 10)
    }

    var injected: [String: String] = [:]
    let line = [command.name] + arguments
    let expanded = (try? PickCommandLine.withEnvironment(line, environment, injected: &injected)) ?? line
    _ = try? PickCommand.parseAsRoot(expanded)
    sameCommand(command, Array(expanded.dropFirst()))
    return 0
}

/// The fast path either steps aside or reads what ArgumentParser reads.
func sameCommand<Command: PickSubcommand>(_ type: Command.Type, _ arguments: [String]) {
    guard let plain = Command.Plain.parsePlainly(arguments) else { return }
    guard let parsed = try? Command.parse(arguments).plain else {
        fuzzFailure("the fast path read \(arguments) that ArgumentParser rejects")
    }
    if String(reflecting: plain) != String(reflecting: parsed) {
        fuzzFailure("\(arguments): fast path \(String(reflecting: plain)) ≠ ArgumentParser \(String(reflecting: parsed))")
    }
}
