import FuzzSupport

@testable import PickParsing

/// Random command lines and `PICK_*` variables into `pick`'s command-line reader: no crash,
/// whatever the flags, values and junk; and a flag given by its variable reads exactly as the
/// same flag given on the command line, as both come from its one declaration.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPickArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let command = input.pick(PickCommand.commands)
    fuzzCommand(command, &input)
    return 0
}

/// The values flags are given: numbers at their edges, names, dates, escapes, and words that
/// look like flags.
let values = ["7", "0", "-1", "2.5", "x", "", "a,b", "en_US", "ar_EG", "Europe/Berlin", "+05:30", "UTC",
              "2026-11-22", "12:30", "2026-03-29T02:30", "1h15m", "90m", "buddhist", "japanese", "\u{1B}]0;x\u{7}",
              "line\nbreak", "🍎", "--", "-h", "--help", "-", "=", "9999999999999999999999", "1e19", "1e308", "nan",
              "-0", "+3", "0x10", "exact", "fuzzy", "list", "wheels"]

func fuzzCommand<Command: PickSubcommand>(_ type: Command.Type, _ input: inout FuzzInput) {
    let flags = Command.flags.flags
    func token() -> String {
        switch input.int(in: 0...5) {
        case 0, 1:
            let flag = input.pick(flags).name
            return input.byte() < 64 ? "--\(flag)=\(input.pick(values))" : "--\(flag)"
        case 2, 3: return input.pick(values)
        case 4: return input.string(maxBytes: 12)
        default: return input.pick(["-h", "--help", "--", "-x", "--nope", "help", Command.name])
        }
    }
    let arguments = (0..<input.int(in: 0...8)).map { _ in token() }
    var environment: [String: String] = [:]
    for _ in 0..<input.int(in: 0...3) {
        environment[input.pick(flags).variable(command: Command.name)] =
            input.byte() < 128 ? input.pick(values) : input.string(maxBytes: 10)
    }
    _ = outcome(type, arguments, environment)
    _ = PickCommandLine.run(arguments: ["help", Command.name], context: CommandContext())

    // One more flag, absent from both, given on the line and by its variable.
    let flag = input.pick(flags)
    let variable = flag.variable(command: Command.name)
    guard environment[variable] == nil, !arguments.contains(where: { $0 == "--\(flag.name)" || $0.hasPrefix("--\(flag.name)=") })
    else { return }
    let value = input.pick(values)
    let onLine: [String]
    let inVariable: String
    switch flag.kind {
    case .toggle, .toggleOrValue:
        (onLine, inVariable) = (["--\(flag.name)"], "1")
    case .value, .repeated:
        // A repeatable flag's variable splits at line breaks, as the line cannot.
        if flag.kind == .repeated, value.contains("\n") { return }
        (onLine, inVariable) = (["--\(flag.name)=\(value)"], value)
    }
    let fromLine = outcome(type, onLine + arguments, environment)
    var withVariable = environment
    withVariable[variable] = inVariable
    let fromVariable = outcome(type, arguments, withVariable).replacingOccurrences(of: " (from \(variable))", with: "")
    // With several mistakes, which one is named first depends on where each came from; both
    // being refused is the same outcome.
    if fromLine.hasPrefix("error: "), fromVariable.hasPrefix("error: ") { return }
    if fromLine != fromVariable {
        fuzzFailure("\(Command.name) \(arguments) \(environment): --\(flag.name) \(value.debugDescription) on the line gives \(fromLine), by \(variable) \(fromVariable)")
    }
}

/// The command read, described, or the message it is refused with.
func outcome<Command: PickSubcommand>(_ type: Command.Type, _ arguments: [String], _ environment: [String: String]) -> String {
    do {
        guard let command = try CommandLineReader.read(type, arguments, environment: environment) else { return "help" }
        return String(reflecting: command)
    } catch {
        return "error: \(error)"
    }
}
