/// What a key means once an editor is presented: the editor's own action, or one of the
/// presentation's (confirm, cancel, and the compact style's open and close).
///
/// ```swift
/// EditorPresentation.inline.keyBindings(around: gridTable).action(for: KeyStroke(.enter))    // .confirm
/// EditorPresentation.compact.keyBindings(around: gridTable).action(for: KeyStroke(.enter))   // .open
/// ```
public enum PresentedAction<EditorAction: Sendable>: Sendable {
    /// An action for the editor.
    case edit(EditorAction)
    /// Confirm the prompt.
    case confirm
    /// Cancel the prompt.
    case cancel
    /// Open the compact popover.
    case open
    /// Close the compact popover, keeping the edits.
    case close
}
