import Foundation
import PickerCore
import PickerTerminal

/// Runs one of the date commands: reads the request, builds the
/// ``PickerTerminal/DateTerminalPicker`` and hands it to ``PickerLauncher`` with the request's
/// warnings, which it prints only once nothing can fail any more.
enum DatePickerLaunch {
    /// The value to print (or not) and the status the picker's outcome calls for.
    static func run(
        _ mode: DatePickerMode, command: String, spokenName: String, options: DatePickerOptions,
        presentation: SessionFlags, context: CommandContext
    ) throws(PickFailure) -> CommandOutcome {
        let request = try DatePickerRequest(
            mode: mode, command: command, options: options, environment: context.environment, now: Date())
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
        return try PickerLauncher.launch(picker, presentation: presentation, warnings: request.warnings, context: context)
    }
}
