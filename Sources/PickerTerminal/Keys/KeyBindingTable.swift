import PickerCore
import TerminalUI

/// A picker's keys as data: an ordered list of ``KeyBinding``s, and what an unbound printable
/// character does. The help line (``helpLine(width:)``) and the screen-reader hints
/// (``spokenPartHints``, ``spokenEnding``) are generated from it, so the keys, their labels and their spoken names
/// cannot drift apart.
///
/// Ctrl-C and Ctrl-Z are never in a table: the session core owns them (interrupt and suspend
/// mean the same in every picker), so the table drops them (``reservedKeys``).
///
/// ```swift
/// var table = KeyBindingTable<WheelAction>([
///     KeyBinding([KeyStroke(.down)], .step(by: 1), help: "↓ next", priority: .high),
///     KeyBinding([KeyStroke(.enter)], .commit, help: "enter select", spoken: "Enter selects", role: .confirm),
///     KeyBinding([KeyStroke(.escape)], .cancel, help: "esc cancel", spoken: "Escape cancels", role: .cancel),
/// ])
/// table.action(for: KeyStroke(.down))     // .step(by: 1)
/// table.helpLine(width: 40)              // "↓ next · enter select · esc cancel"
/// table.helpLine(width: 26)              // "enter select · esc cancel"
/// table[KeyStroke(.character("q"))] = .cancel   // rebinding a key is data too
/// ```
public struct KeyBindingTable<Action: Sendable>: Sendable {
    /// The keys the session core keeps for itself: Ctrl-C (interrupt) and Ctrl-Z (suspend).
    public static var reservedKeys: Set<KeyStroke> {
        [KeyStroke(.character("c"), .control), KeyStroke(.character("z"), .control)]
    }

    /// The bindings, in help-line order.
    public private(set) var entries: [KeyBinding<Action>]
    /// What an unbound printable character (no Ctrl or Alt) does; nil: nothing.
    public var typing: (@Sendable (Character) -> Action?)?

    /// A table of `entries` (in help-line order; the first binding of a key wins), with
    /// `typing` for unbound printable characters. Ctrl-C and Ctrl-Z are taken out.
    public init(_ entries: [KeyBinding<Action>], typing: (@Sendable (Character) -> Action?)? = nil) {
        // Pickers make their tables while drawing (the help line), so this runs every frame:
        // compare with the two reserved keys directly, and copy only a binding that has one,
        // rather than hash every key into a freshly built `reservedKeys` set.
        var entries = entries
        for index in entries.indices where entries[index].keys.contains(where: Self.isReserved) {
            entries[index].keys.removeAll(where: Self.isReserved)
        }
        self.entries = entries
        self.typing = typing
    }

    /// A table of entries already free of reserved keys (taken from another table).
    private init(filtered entries: [KeyBinding<Action>], typing: (@Sendable (Character) -> Action?)?) {
        self.entries = entries
        self.typing = typing
    }

    /// Whether `key` is Ctrl-C or Ctrl-Z (``reservedKeys``), without building the set.
    private static func isReserved(_ key: KeyStroke) -> Bool {
        guard key.modifiers == .control, case .character(let character) = key.key else { return false }
        return character == "c" || character == "z"
    }

    /// What `key` does, or nil when nothing.
    ///
    /// Shift alone never changes a character's meaning ("T" arrives as `T`, with or without the
    /// shift flag), so a character is looked up without it when the exact press is unbound.
    public func action(for key: KeyStroke) -> Action? {
        if let action = boundAction(for: key) { return action }
        guard case .character(let character) = key.key else { return nil }
        if key.modifiers.contains(.shift), let action = boundAction(for: KeyStroke(key.key, key.modifiers.subtracting(.shift))) {
            return action
        }
        guard key.modifiers.subtracting(.shift).isEmpty, Self.isPrintable(character) else { return nil }
        return typing?(character)
    }

    /// The binding of exactly `key`; setting binds the key alone (unlabelled), taking it from
    /// any binding that had it. Reserved keys cannot be bound.
    public subscript(key: KeyStroke) -> Action? {
        get { boundAction(for: key) }
        set {
            // Only bindings this key alone triggered go; key-less ones (a note such as "typing
            // jumps to an item") stay.
            entries.removeAll { $0.keys == [key] }
            for index in entries.indices { entries[index].keys.removeAll { $0 == key } }
            if let newValue, !Self.isReserved(key) { entries.append(KeyBinding([key], newValue)) }
        }
    }

    /// The same keys doing `transform(action)`.
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other) -> KeyBindingTable<Other> {
        let mapped: [KeyBinding<Other>] = entries.map { $0.map(transform) }
        guard let typing else { return KeyBindingTable<Other>(filtered: mapped, typing: nil) }
        let mappedTyping: @Sendable (Character) -> Other? = { character in typing(character).map(transform) }
        return KeyBindingTable<Other>(filtered: mapped, typing: mappedTyping)
    }

    private func boundAction(for key: KeyStroke) -> Action? {
        entries.first { $0.keys.contains(key) }?.action
    }

    private static func isPrintable(_ character: Character) -> Bool {
        !character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    // MARK: Help and speech

    /// The help-line labels, joined by ` · `, fitted to `width` columns (nil: all of them), each
    /// in the language of `PromptStrings.current`.
    ///
    /// When the line is too long, labels go lowest ``HelpPriority`` first (the later of equal
    /// ones first), never the Enter and Esc ones. When even those do not fit alone, nothing is
    /// dropped and the whole line is cut with `…`, so the first keys still show.
    ///
    /// Prompts ask for it on every frame, so each label is measured once and the labels kept
    /// are chosen by adding widths; the line is joined once, from the labels kept.
    public func helpLine(width: Int? = nil) -> String {
        // The labels in the chrome's language (Behaviour 6.1): the key stays, the word after it
        // is the session's `PromptStrings` (English unless one is bound).
        let strings = PromptStrings.current
        let labelled = entries.indices.compactMap { index in
            entries[index].help.map { (index: index, help: strings.helpLabel($0)) }
        }
        let line = { (kept: [(index: Int, help: String)]) in kept.map(\.help).joined(separator: HelpSeparator.text) }
        guard let width else { return line(labelled) }
        let widths = labelled.map { DisplayText.width($0.help) }
        let separator = HelpSeparator.width
        /// The width of the labels at `positions` (in `labelled`) joined.
        func joinedWidth(_ positions: [Int]) -> Int {
            positions.reduce(0) { $0 + widths[$1] } + max(0, positions.count - 1) * separator
        }
        let priority = { (position: Int) in entries[labelled[position].index].priority }
        let all = Array(labelled.indices)
        var total = joinedWidth(all)
        guard total > width, joinedWidth(all.filter { priority($0) == .essential }) <= width else {
            return DisplayText.fitted(line(labelled), toWidth: width)
        }
        // Lowest priority first; of equal ones, the later first. Each label dropped takes its
        // width and a separator's off the total (the last one's only takes the total below any
        // width, which ends the loop as the empty line would).
        let dropOrder = all.filter { priority($0) != .essential }.sorted { (priority($0), -$0) < (priority($1), -$1) }
        var kept = [Bool](repeating: true, count: labelled.count)
        for position in dropOrder where total > width {
            kept[position] = false
            total -= widths[position] + separator
        }
        return line(all.filter { kept[$0] }.map { labelled[$0] })
    }

    /// The spoken hints, in table order: the focused part's keys for an announcement, in the
    /// language of `PromptStrings.current` (Behaviour 6.1).
    package var spokenHints: [String] { entries.compactMap(\.spoken).map(PromptStrings.current.spokenHint) }

    /// The spoken hints of the part's own keys (not the ``HelpPriority/essential`` ones that
    /// end or open the prompt), e.g. for an announcement.
    public var spokenPartHints: [String] {
        entries.filter { $0.priority != .essential }.compactMap(\.spoken).map(PromptStrings.current.spokenHint)
    }

    /// The same in their summary form (an empty summary leaves a binding out).
    public var spokenSummaries: [String] {
        entries.filter { $0.priority != .essential }.compactMap { $0.spokenSummary ?? $0.spoken }.filter { !$0.isEmpty }
            .map(PromptStrings.current.spokenHint)
    }

    /// How the prompt ends, spoken: the essential bindings' hints, e.g. "Enter selects, Escape cancels."
    public var spokenEnding: String {
        entries.filter { $0.priority == .essential }.compactMap(\.spoken).map(PromptStrings.current.spokenHint)
            .joined(separator: ", ") + "."
    }
}

/// What joins the help line's labels, and its width in columns (measured once: a generic type
/// cannot keep static values).
private enum HelpSeparator {
    static let text = " · "
    static let width = DisplayText.width(text)
}
