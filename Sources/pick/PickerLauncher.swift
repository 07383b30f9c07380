import PickerTerminal
import TerminalUI

/// Shows a picker on the terminal (or not, with `--no-input`), prints its value, and exits with
/// the status its outcome calls for.
enum PickerLauncher {
    static func launch(
        _ picker: some TerminalPicker, presentation: SessionFlags, environment: [String: String]
    ) -> Never {
        var picker = picker
        if presentation.noInput {
            // Headless: the initial selection, exactly as a confirmed picker would print it.
            printValue(of: picker)
        }
        if AccessibleMode.isRequested(flag: presentation.accessible, environment: environment) {
            finish(AccessibleMode.run(&picker, options: sessionOptions(presentation)), picker: picker)
        }
        let session: TerminalSession
        do {
            session = try TerminalSession(options: sessionOptions(presentation))
        } catch {
            PickCommandLine.fail(PickFailure.noTerminal(error.description).description, status: 2)
        }
        let theme = Theme(depth: ColorDepth.detect(environment: environment))
        let outcome: TerminalSessionOutcome
        do {
            outcome = try session.run(&picker, theme: theme)
        } catch {
            PickCommandLine.fail(error.description, status: 2)
        }
        finish(outcome, picker: picker)
    }

    /// Prints the value when confirmed, then exits with the status `outcome` calls for.
    private static func finish(_ outcome: TerminalSessionOutcome, picker: some TerminalPicker) -> Never {
        switch outcome {
        case .confirmed: printValue(of: picker)
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
    private static func printValue(of picker: some TerminalPicker) -> Never {
        StandardStreams.write(picker.output + [UInt8(ascii: "\n")], to: .output)
        ProcessControl.exit(0)
    }
}
