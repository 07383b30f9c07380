import Foundation
import PickerKit
import PickerFormats

/// Runs one of the date commands: reads the request, builds PickerKit's date prompt for its
/// state and hands it to ``PickerLauncher`` with the request's warnings, which are printed
/// only once nothing can fail any more.
enum DatePickerLaunch {
    /// The value to print (or not) and the status the picker's outcome calls for.
    static func run(
        _ mode: DatePickerMode, command: String, options: DatePickerOptions, presentation: SessionFlags,
        context: CommandContext
    ) throws(PickFailure) -> CommandOutcome {
        let request = try DatePickerRequest(
            mode: mode, command: command, options: options, context: context, now: Date())
        if request.state.style == .graphical {
            return try GraphicalDateLaunch.run(request, presentation: presentation, context: context)
        }
        let prompt: PickerPrompt<DateTerminalPicker, DatePickerState>
        do {
            prompt = try Prompt.datePrompt(
                presentation.header, state: request.state, showsHelp: !presentation.noHelp, warnings: request.warnings)
        } catch {
            throw .usage(error.description)
        }
        return try launch(prompt, printing: request.output, presentation: presentation, context: context)
    }

    /// Runs a date prompt of any style, printing its state in `output` once confirmed.
    static func launch<Picker: TerminalPicker>(
        _ prompt: PickerPrompt<Picker, DatePickerState>, printing output: DateOutputFormat, presentation: SessionFlags,
        context: CommandContext
    ) throws(PickFailure) -> CommandOutcome {
        try PickerLauncher.launch(
            prompt.map { Array(output.string(for: $0).utf8) }, presentation: presentation, context: context)
    }
}
