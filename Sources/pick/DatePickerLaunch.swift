import Foundation
import PickerCore
import PickerTerminal

/// Runs one of the date commands: reads the request, prints its warnings, builds the
/// ``PickerTerminal/DateTerminalPicker`` and hands it to ``PickerLauncher``.
enum DatePickerLaunch {
    /// Never returns: prints the value (or not) and exits with the outcome's status.
    static func run(
        _ mode: DatePickerMode, command: String, spokenName: String, options: DatePickerOptions,
        presentation: SessionFlags, environment: [String: String]
    ) throws(PickFailure) -> Never {
        let request = try DatePickerRequest(
            mode: mode, command: command, options: options, environment: environment, now: Date())
        var picker: DateTerminalPicker
        do {
            picker = try DateTerminalPicker(
                state: request.state, header: presentation.header, showsHelp: !presentation.noHelp,
                accessibilityLabel: presentation.header == nil ? spokenName : nil)
        } catch {
            throw .usage(error.description)
        }
        let output = request.output
        picker.formatOutput = { output.string(for: $0) }
        for warning in request.warnings {
            StandardStreams.write("pick: warning: \(warning)\n", to: .error)
        }
        PickerLauncher.launch(picker, presentation: presentation, environment: environment)
    }
}
