import TerminalUI

/// How an editor (a month grid, wheels, later a text field) is presented: in place, or
/// compact — a one-line button with the formatted value that opens a popover holding the editor
/// (Behaviour 2.10). One presentation, around any editor: the keys it adds, what Enter and Esc mean,
/// and the view (``PresentedEditorView``) come from here.
///
/// Compact: Enter, Space or a click opens the popover; edits are live; Enter, Esc or a click
/// outside closes it and keeps them; once it has been opened, Enter on the closed button
/// confirms.
///
/// ```swift
/// var presentation = EditorPresentation.compact
/// presentation.isEditing                        // false: keys act on the button
/// presentation.perform(.open)                   // .running; the popover is open
/// presentation.keyBindings(around: gridTable).helpLine()
/// // "←→↑↓ day · pgup/pgdn month · t today · enter/esc close"
/// ```
public struct EditorPresentation: Equatable, Sendable {
    /// Where the editor is.
    public enum Kind: Equatable, Sendable {
        /// In the prompt's body.
        case inline
        /// In a popover under a button.
        case compact
    }

    /// The kind of presentation.
    public let kind: Kind
    /// True while the compact popover is open.
    public private(set) var isOpen = false
    /// True once the compact popover has been opened: from then on Enter on the closed button
    /// confirms instead of opening.
    public private(set) var hasOpened = false

    /// The editor in place.
    public static let inline = EditorPresentation(kind: .inline)
    /// The editor in a popover under a button.
    public static let compact = EditorPresentation(kind: .compact)

    /// A presentation of `kind`, the popover closed and never opened.
    public init(kind: Kind) {
        self.kind = kind
    }

    /// True when keys reach the editor: always in place, while the popover is open when compact.
    public var isEditing: Bool { kind == .inline || isOpen }

    // MARK: Keys

    /// The keys in force around an editor with `editor` keys: the editor's own, with its
    /// confirm and cancel bindings made the prompt's (in place) or closing the popover
    /// (compact), or the closed button's keys.
    public func keyBindings<Action: Sendable>(around editor: KeyBindingTable<Action>) -> KeyBindingTable<PresentedAction<Action>> {
        let lifted: KeyBindingTable<PresentedAction<Action>> = editor.map { PresentedAction<Action>.edit($0) }
        let own = lifted.entries.filter { $0.role == nil }
        switch (kind, isOpen, hasOpened) {
        case (.inline, _, _):
            let endings = lifted.entries.compactMap { binding -> KeyBinding<PresentedAction<Action>>? in
                guard let role = binding.role else { return nil }
                var ending = binding
                ending.action = role == .confirm ? .confirm : .cancel
                return ending
            }
            return KeyBindingTable(own + endings, typing: lifted.typing)
        case (.compact, true, _):
            let close = KeyBinding([KeyStroke(.enter), KeyStroke(.escape)], PresentedAction<Action>.close,
                                   help: "enter/esc close", spoken: "Enter or Escape closes the editor", role: .confirm)
            return KeyBindingTable(own + [close], typing: lifted.typing)
        case (.compact, false, false):
            return KeyBindingTable([
                KeyBinding([KeyStroke(.enter), KeyStroke(.character(" "))], .open, help: "enter edit",
                           spoken: Self.spokenOpenHint, role: .confirm),
                KeyBinding([KeyStroke(.escape)], .cancel, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
            ])
        case (.compact, false, true):
            return KeyBindingTable([
                KeyBinding([KeyStroke(.enter)], .confirm, help: "enter select", spoken: "Enter selects", role: .confirm),
                KeyBinding([KeyStroke(.character(" "))], .open, help: "space edit", spoken: "Space edits",
                           priority: .essential),
                KeyBinding([KeyStroke(.escape)], .cancel, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
            ])
        }
    }

    /// The closed button's spoken hint, in its announcement and in its first key table: how to
    /// open the editor. (Once opened, Enter confirms; the announcement still names both keys,
    /// as it did before keys became a table.)
    package static let spokenOpenHint = "Enter or Space edits"

    // MARK: Actions

    /// What a presentation action does to the prompt: `.close` and `.open` only change the
    /// presentation; `.confirm` and `.cancel` end the prompt. `.edit` is the editor's.
    public mutating func perform<Action: Sendable>(_ action: PresentedAction<Action>) -> PickerStatus {
        switch action {
        case .open:
            isOpen = kind == .compact
            hasOpened = hasOpened || isOpen
        case .close:
            isOpen = false
        case .confirm:
            return .confirmed
        case .cancel:
            return .cancelled
        case .edit:
            break
        }
        return .running
    }

    // MARK: Drawing

    /// The view of `editor` presented so: the editor itself, or the button titled `title`
    /// with the editor in a popover while open.
    ///
    /// `title` is asked for only when there is a button (compact): in place nothing shows it,
    /// and a date's title is an ICU formatter call, made on every frame for nothing otherwise.
    public func view<Editor: TerminalView>(
        editor: Editor, title: @autoclosure () -> String, isRightToLeft: Bool
    ) -> PresentedEditorView<Editor> {
        PresentedEditorView(editor: editor, presentation: self, title: kind == .compact ? title() : "", isRightToLeft: isRightToLeft)
    }
}
