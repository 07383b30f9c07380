import PickerTerminal
import TerminalUI

/// Shows a picker on the terminal (or not, with `--no-input`), prints its value, and exits with
/// the status its outcome calls for.
enum PickerLauncher {
    ///
    /// A `feed` (content still arriving, e.g. `pick choose`'s stdin) is read while the picker
    /// is shown; screen-reader mode reads all of it first, as it announces a whole list.
    static func launch<Picker: TerminalPicker>(
        _ picker: Picker, feed: InputFeed<Picker>? = nil, presentation: SessionFlags, environment: [String: String]
    ) -> Never {
        var picker = picker
        if presentation.noInput {
            // Headless: the initial selection, exactly as a confirmed picker would print it.
            printLine(picker.output)
        }
        if AccessibleMode.isRequested(flag: presentation.accessible, environment: environment) {
            feed?.drain(into: &picker)
            let outcome = AccessibleMode.run(&picker, options: sessionOptions(presentation))
            finish(outcome, output: outcome == .confirmed ? picker.output : [])
        }
        let session: TerminalSession
        do {
            session = try TerminalSession(options: sessionOptions(presentation))
        } catch {
            PickCommandLine.fail(PickFailure.noTerminal(error.description).description, status: 2)
        }
        let theme = Theme(depth: ColorDepth.detect(environment: environment))
        do {
            let (outcome, output) = try run(session, picker, feed: feed, theme: theme)
            finish(outcome, output: output)
        } catch {
            PickCommandLine.fail(error.description, status: 2)
        }
    }

    /// Runs the session and reads the value while the picker is still this function's own.
    ///
    /// Why a function of its own: reading `picker.output` in `launch` after `session.run(&picker)`
    /// crashed the release build (Swift 6.3.1) with a bad pointer on every confirmed pick,
    /// while debug builds were fine. The cause is a compiler bug: in a generic function that
    /// returns `Never`, a generic value read only on paths ending in `Never` calls (here the
    /// picker, in `finish`'s `.confirmed` case) loses its copy to SIL's `mem2reg` pass, and the
    /// read sees uninitialised memory. Reduced without PickerKit, with how to run it, in
    /// `Reductions/GenericNeverMem2Reg/`. Here the value is read on a path that returns, and
    /// only plain bytes go into the `Never` functions.
    private static func run<Picker: TerminalPicker>(
        _ session: TerminalSession, _ picker: Picker, feed: InputFeed<Picker>?, theme: Theme
    ) throws(TerminalDeviceError) -> (TerminalSessionOutcome, [UInt8]) {
        var picker = picker
        let outcome = try session.run(&picker, theme: theme, feed: feed)
        return (outcome, outcome == .confirmed ? picker.output : [])
    }

    /// Prints the value when confirmed, then exits with the status `outcome` calls for.
    private static func finish(_ outcome: TerminalSessionOutcome, output: [UInt8]) -> Never {
        switch outcome {
        case .confirmed: printLine(output)
        case let .terminated(signal): ProcessControl.exit(bySignal: signal)
        default: ProcessControl.exit(outcome.exitStatus)
        }
    }

    private static func sessionOptions(_ presentation: SessionFlags) -> TerminalSessionOptions {
        TerminalSessionOptions(
            placement: presentation.fullscreen ? .fullscreen : .inline(height: presentation.height),
            keepsFinalChoice: presentation.keep,
            timeout: presentation.timeout)
    }

    /// The value and a newline on stdout, then exit 0.
    private static func printLine(_ output: [UInt8]) -> Never {
        var line = output
        line.append(UInt8(ascii: "\n"))
        StandardStreams.write(line, to: .output)
        ProcessControl.exit(0)
    }
}
