import TerminalUI

/// One row of a picker's key table: the keys, what they do, and how the help line and a screen
/// reader name them (bubbles' `key.Binding`).
///
/// The help label is short and lower-case, for the help line (`↑↓ change`); the spoken hint is
/// a phrase for screen-reader mode (`Up and Down arrows adjust the value`). A binding with
/// neither still works; it is just not advertised (Ctrl-N, Home, Page Down on a wheel). A
/// binding without keys is a note: it names what the table's typing rule or another binding
/// does, where the help line or the hints should say it.
///
/// ```swift
/// KeyBinding([KeyStroke(.enter)], .commit, help: "enter select", spoken: "Enter selects", role: .confirm)
/// ```
public struct KeyBinding<Action: Sendable>: Sendable {
    /// The key presses that trigger ``action``.
    public var keys: [KeyStroke]
    /// What the keys do.
    public var action: Action
    /// The help line's label, e.g. `enter select`; nil keeps the binding off the help line.
    public var help: String?
    /// The screen-reader hint, e.g. `Enter selects`; nil keeps it unspoken.
    public var spoken: String?
    /// A shorter spoken form for the prompt's opening summary (`Up and Down change the value`);
    /// nil uses ``spoken``, an empty string leaves the binding out of the summary.
    public var spokenSummary: String?
    /// How much the help line wants to keep the label when the width is short.
    public var priority: HelpPriority
    /// Whether the binding ends the prompt: those labels are never dropped from the help line.
    public var role: KeyBindingRole?

    /// A binding of `keys` to `action`; a ``KeyBindingRole`` makes it ``HelpPriority/essential``.
    public init(_ keys: [KeyStroke], _ action: Action, help: String? = nil, spoken: String? = nil,
                spokenSummary: String? = nil, priority: HelpPriority = .normal, role: KeyBindingRole? = nil) {
        self.keys = keys
        self.action = action
        self.help = help
        self.spoken = spoken
        self.spokenSummary = spokenSummary
        self.priority = role == nil ? priority : .essential
        self.role = role
    }

    /// The same binding doing `transform(action)`, e.g. a part's action lifted into its picker's.
    public func map<Other: Sendable>(_ transform: (Action) -> Other) -> KeyBinding<Other> {
        KeyBinding<Other>(keys, transform(action), help: help, spoken: spoken, spokenSummary: spokenSummary,
                          priority: priority, role: role)
    }
}

/// Which help-line labels go first when the line is too long for its width: the lowest first,
/// and ``essential`` (Enter and Esc) never.
///
/// ```swift
/// HelpPriority.low < HelpPriority.high   // true
/// ```
public enum HelpPriority: Int, Comparable, Sendable {
    /// Nice to know: dropped first (`t today`, `tab time`).
    case low
    /// Dropped next (`pgup/pgdn month`, `←→ column`).
    case normal
    /// The picker's main motion (`↑↓ change`, `←→↑↓ day`).
    case high
    /// Confirm and cancel: always shown.
    case essential

    public static func < (lhs: HelpPriority, rhs: HelpPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The bindings that end a prompt: their help labels are never dropped, and their spoken hints
/// close the screen-reader summary ("Enter selects, Escape cancels.").
public enum KeyBindingRole: Equatable, Sendable {
    /// Confirms (Enter).
    case confirm
    /// Cancels (Esc).
    case cancel
}
