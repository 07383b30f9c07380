import PickerKit

/// Why `pick` stops before (or instead of) showing a picker; each is one line on stderr.
enum PickFailure: Error, Equatable, CustomStringConvertible {
    /// A usage or input error: unknown flag, empty list, a value that is not among the items.
    case usage(String)
    /// No terminal to draw on (and no `--no-input`).
    case noTerminal(String)

    var description: String {
        switch self {
        case let .usage(message): message
        case let .noTerminal(reason):
            "no terminal to draw on (\(reason)); use --no-input to print the initial selection without one"
        }
    }

    /// Exit status 2 for both, as gum and fzf do for errors.
    var exitStatus: Int32 { 2 }
}

extension PickFailure {
    /// A builder's broken rule as `pick`'s usage error (status 2).
    init(building error: PromptError) {
        if case .invalidArgument(let message) = error {
            self = .usage(message)
        } else {
            self = .usage(error.description)
        }
    }
}
