import PickerTerminal

/// Screen-reader mode: `--accessible` on any command, or `PICK_ACCESSIBLE=1` for all of them.
///
/// The picker then runs in an ``PickerTerminal/AccessibleSession``: plain lines on the terminal
/// (the prompt, then one line per change) instead of a drawn picker; keys, output and exit
/// statuses are the same.
///
/// ```sh
/// PICK_ACCESSIBLE=1 pick time --locale en_US
/// # Time, 2:30 PM
/// # Hour, 2 PM, adjustable. Up or Down arrow to adjust the value; ...
/// ```
enum AccessibleMode {
    /// The variable that turns the mode on for every command.
    static let variable = "PICK_ACCESSIBLE"

    /// True when the flag or ``variable`` asks for screen-reader mode; a variable that is not a
    /// yes or no ends `pick` with a usage error naming it.
    static func isRequested(flag: Bool, environment: [String: String]) -> Bool {
        if flag { return true }
        guard let value = environment[variable] else { return false }
        do {
            return try !EnvironmentFlag("accessible", .flag).arguments(for: value, variable: variable).isEmpty
        } catch {
            PickCommandLine.fail(error.description, status: error.exitStatus)
        }
    }

    /// Runs `picker` as lines on the terminal; a missing terminal ends `pick` with status 2.
    static func run(_ picker: inout some TerminalPicker, options: TerminalSessionOptions) -> TerminalSessionOutcome {
        let session: AccessibleSession
        do {
            session = try AccessibleSession(options: options)
        } catch {
            PickCommandLine.fail(PickFailure.noTerminal(error.description).description, status: 2)
        }
        do {
            return try session.run(&picker)
        } catch {
            PickCommandLine.fail(error.description, status: 2)
        }
    }
}
