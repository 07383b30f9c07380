import Foundation
import PickerKit

/// Runs a date command with `--style graphical` (Behaviour 3.2): the request's state in PickerKit's
/// graphical prompt (the month grid with a clock face), printed in the request's output format.
///
/// ```swift
/// // pick datetime --style graphical --minute-interval 15
/// ```
enum GraphicalDateLaunch {
    /// The value to print (or not) and the status the picker's outcome calls for.
    static func run(
        _ request: DatePickerRequest, presentation: SessionFlags, context: CommandContext
    ) throws(PickFailure) -> CommandOutcome {
        let prompt: PickerPrompt<GraphicalDatePicker, DatePickerState>
        do {
            prompt = try Prompt.graphicalDatePrompt(
                presentation.header, state: request.state, showsHelp: !presentation.noHelp, warnings: request.warnings)
        } catch {
            throw .usage(error.description)
        }
        return try DatePickerLaunch.launch(prompt, printing: request.output, presentation: presentation, context: context)
    }
}
