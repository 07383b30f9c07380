import PickerTerminal

/// Where the lines of a line picker come from: values given in full (`pick choose`'s arguments,
/// an app's labels), or a stream read while the picker is shown (standard input when it is not a
/// terminal), or nothing at all, which is a usage error once the builder looks.
///
/// ```swift
/// let input = LineInput(arguments: command.items, piped: context.pipedInput)
/// ```
package enum LineInput: Sendable {
    /// Lines given in full, in order.
    case arguments([String])
    /// Lines read from `reader`, one per line break; what is not there yet loads while shown.
    case stream(InputReader)
    /// No lines and nothing to read them from.
    case none

    /// The `arguments` when there are any, else the `piped` stream, else ``none``.
    package init(arguments: [String], piped: InputReader?) {
        if !arguments.isEmpty {
            self = .arguments(arguments)
        } else if let piped {
            self = .stream(piped)
        } else {
            self = .none
        }
    }
}
