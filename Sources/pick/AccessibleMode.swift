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
    /// yes or no is a usage error naming it.
    static func isRequested(flag: Bool, environment: [String: String]) throws(PickFailure) -> Bool {
        if flag { return true }
        guard let value = environment[variable] else { return false }
        return try !EnvironmentFlag("accessible", .flag).arguments(for: value, variable: variable).isEmpty
    }

    /// Runs `picker` as lines on the terminal, `warnings` printed once it is open, and gives
    /// back how it ended with the value (empty unless confirmed); a missing terminal is a
    /// ``PickFailure/noTerminal(_:)``.
    ///
    /// The value is read from the picker the run hands back, on a path that returns, for the
    /// reason ``PickerLauncher/launch(_:feed:presentation:warnings:context:)`` gives (a Swift
    /// 6.3.1 miscompile of values read only before `Never` calls).
    static func run<Picker: TerminalPicker>(
        _ picker: Picker, options: TerminalSessionOptions, warnings: [String]
    ) throws(PickFailure) -> (TerminalSessionOutcome, [UInt8]) {
        let session: AccessibleSession
        do {
            session = try AccessibleSession(options: options)
        } catch {
            throw .noTerminal(error.description)
        }
        PickerLauncher.show(warnings)
        do {
            let result = try session.run(picker)
            return (result.outcome, result.output ?? [])
        } catch {
            throw .usage(error.description)
        }
    }
}
