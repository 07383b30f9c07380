import PickerTerminal

/// How a `pick` command ended: the bytes it has for stdout and stderr, and the exit status.
///
/// Commands return this (or throw a ``PickFailure``); only `main` prints it and exits, through
/// ``deliver()``, so a command can be run and checked in-process. Warnings meant to be seen
/// while a picker is shown are the one thing written earlier: when the picker opens (see
/// ``PickerLauncher``).
///
/// ```swift
/// CommandOutcome.value(Array("Banana".utf8))           // "Banana\n" on stdout, status 0
/// CommandOutcome(failure: .usage("no items to choose from"))   // "pick: no items…\n" on stderr, 2
/// CommandOutcome(session: .interrupted, output: [])    // status 130
/// ```
struct CommandOutcome: Equatable {
    /// How the process ends.
    enum Exit: Equatable {
        /// `exit(status)`.
        case status(Int32)
        /// Ended by the signal (SIGTERM, SIGHUP, …) re-raised once the terminal is restored, so
        /// the shell sees status 128 + n.
        case signal(Int32)

        /// The status a shell sees.
        var status: Int32 {
            switch self {
            case let .status(status): status
            case let .signal(signal): 128 + signal
            }
        }
    }

    /// The bytes for stdout: the value and a newline, or help; empty otherwise.
    var standardOutput: [UInt8] = []
    /// The bytes for stderr: one `pick: ` line for a failure, `pick: warning: ` lines with a value.
    var standardError: [UInt8] = []
    /// How the process ends.
    var exit: Exit
}

extension CommandOutcome {
    /// A chosen (or, with `--no-input`, initial) value: its bytes and a newline on stdout,
    /// `warnings` on stderr, status 0; nil prints nothing (no item chosen under `--min-count 0`).
    static func value(_ bytes: [UInt8]?, warnings: [String] = []) -> Self {
        Self(standardOutput: bytes.map { $0 + [UInt8(ascii: "\n")] } ?? [], standardError: warningLines(warnings), exit: .status(0))
    }

    /// The same outcome with the newline that ends what it prints replaced by `terminator`
    /// (`pick choose --print0` ends it with NUL); an outcome that prints nothing is left as it is.
    func endingLastLine(with terminator: UInt8) -> Self {
        guard terminator != UInt8(ascii: "\n"), standardOutput.last == UInt8(ascii: "\n") else { return self }
        var outcome = self
        outcome.standardOutput[outcome.standardOutput.count - 1] = terminator
        return outcome
    }

    /// One line on stderr, `pick: <what is wrong>`, and the failure's status.
    init(failure: PickFailure) {
        self.init(standardError: Self.line(failure.description), exit: .status(failure.exitStatus))
    }

    /// What an interactive session's end prints and exits with; `output` is the picker's value,
    /// printed only when confirmed.
    init(session outcome: TerminalSessionOutcome, output: [UInt8]) {
        switch outcome {
        case .confirmed: self = .value(output)
        case let .terminated(signal): self.init(exit: .signal(signal))
        default: self.init(exit: .status(outcome.exitStatus))
        }
    }

    /// `pick: warning: …` lines for stderr.
    static func warningLines(_ warnings: [String]) -> [UInt8] {
        warnings.flatMap { line("warning: " + $0) }
    }

    /// `message` as one `pick: ` line, with whatever it echoes escaped (see ``EchoedText``).
    private static func line(_ message: String) -> [UInt8] {
        Array("pick: \(EchoedText.escaped(message))\n".utf8)
    }

    /// The status when the value (or help) could not be written to stdout: 74, sysexits'
    /// `EX_IOERR`, apart from every status a picker ends with.
    static let outputFailedStatus: Int32 = 74

    /// The line on stderr when stdout refused the value, `reason` in the system's words.
    static func outputFailedLine(_ reason: String) -> [UInt8] {
        line("cannot write to standard output: \(reason)")
    }

    /// Writes stderr, then stdout, and ends the process as ``exit`` says. A value that cannot
    /// be written (`> /dev/full`, `| head -c0`, `>&-`) is never lost silently: one line on
    /// stderr says why, and the status is ``outputFailedStatus`` (Behaviour 6.6).
    func deliver() -> Never {
        if !standardError.isEmpty { StandardStreams.write(standardError, to: .error) }
        if !standardOutput.isEmpty, let reason = StandardStreams.writeReportingFailure(standardOutput, to: .output) {
            StandardStreams.write(Self.outputFailedLine(reason), to: .error)
            ProcessControl.exit(Self.outputFailedStatus)
        }
        switch exit {
        case let .status(status): ProcessControl.exit(status)
        case let .signal(signal): ProcessControl.exit(bySignal: signal)
        }
    }
}
