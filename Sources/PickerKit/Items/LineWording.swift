/// Whose words a line picker's rules speak in: the command line's (`--selected 'Kiwi' is not
/// among the items`, what `pick` prints before exiting 2) or a Swift caller's (`the selected item
/// 'Kiwi' is not among the items`, in ``PromptError/invalidArgument(_:)``). A rule is checked
/// once, beside its builder; only its sentence depends on who asked.
package enum LineWording: Sendable {
    /// Flags: `pick`'s usage errors.
    case commandLine
    /// Parameters: the one-call prompts' invalid arguments.
    case swift
}
