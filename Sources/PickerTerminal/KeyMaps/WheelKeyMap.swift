import PickerCore
import TerminalUI

/// Which key does what in a wheel picker, as data: a table of bindings plus a rule for the
/// characters no binding claims.
///
/// Three maps exist:
/// - ``standard(isRightToLeft:)``, the default: arrows, Page Up/Down, Home/End, Tab/Shift-Tab,
///   Enter, Esc, Ctrl-N/Ctrl-P; every letter, digit and other printable character types
///   (type-ahead and digit entry, SPEC 1.11), as on the platform.
/// - ``vim(isRightToLeft:)`` (`pick --vim`): the standard keys plus `h` `j` `k` `l` to move and
///   focus, `g`/`G` for first/last, and `/` to start a type-ahead entry. Letters do not type on
///   their own here (they would clash with the motions); digits still do digit entry.
/// - ``typeAheadEntry(isRightToLeft:)``: active between `/` and Enter or Esc in vim mode; every
///   printable character types, Enter and Esc end the entry (they do not confirm or cancel the
///   picker), arrows still move.
///
/// Left and Right follow the screen (SPEC 1.4): in a right-to-left locale the component on the
/// left is the *next* one, so Left focuses next and Right previous; `h`/`l` likewise. Tab and
/// Shift-Tab follow reading order in every locale. Down (and scrolling down) brings the next
/// row (SPEC 1.13).
///
/// | key | action |
/// |---|---|
/// | ↓ / Ctrl-N (vim: also `j`) | `.step(by: 1)` |
/// | ↑ / Ctrl-P (vim: also `k`) | `.step(by: -1)` |
/// | Page Down / Page Up | `.page(forward:)` |
/// | Home / End (vim: also `g` / `G`) | `.jumpToEnd(last:)` |
/// | → / Tab (vim: also `l`) | `.focusNext` (→ is `.focusPrevious` right-to-left) |
/// | ← / Shift-Tab (vim: also `h`) | `.focusPrevious` (← is `.focusNext` right-to-left) |
/// | Enter | `.commit` |
/// | Esc, Ctrl-C | `.cancel` |
/// | letters, digits, punctuation | `.type(...)` (vim: digits only, or anything after `/`) |
///
/// ```swift
/// let keys = WheelKeyMap.standard()
/// keys.command(for: KeyPress(.character("b")))          // .action(.type("b"))
/// keys.command(for: KeyPress(.character("n"), .control)) // .action(.step(by: 1))
/// ```
public struct WheelKeyMap: Equatable, Sendable {
    /// Which characters type when no binding claims them.
    public enum Typing: Equatable, Sendable {
        /// Every printable character.
        case allCharacters
        /// Only digits (digit entry, SPEC 1.11).
        case digitsOnly
        /// Nothing.
        case nothing
    }

    /// Exact key presses and what they do.
    public var bindings: [KeyPress: WheelKeyCommand]
    /// What an unbound printable character (without Ctrl or Alt) does.
    public var typing: Typing

    public init(bindings: [KeyPress: WheelKeyCommand], typing: Typing) {
        self.bindings = bindings
        self.typing = typing
    }

    /// What `key` does, or nil when it does nothing.
    ///
    /// Shift alone never changes a character's meaning ("B" arrives as `B`, with or without
    /// the shift flag), so bindings are looked up without it when the exact press is unbound.
    public func command(for key: KeyPress) -> WheelKeyCommand? {
        if let command = bindings[key] { return command }
        guard case .character(let character) = key.key else { return nil }
        if key.modifiers.contains(.shift), let command = bindings[KeyPress(key.key, key.modifiers.subtracting(.shift))] {
            return command
        }
        guard key.modifiers.subtracting(.shift).isEmpty, Self.isPrintable(character) else { return nil }
        switch typing {
        case .allCharacters: return .action(.type(String(character)))
        case .digitsOnly: return character.isNumber ? .action(.type(String(character))) : nil
        case .nothing: return nil
        }
    }

    /// The default keys: arrows and friends move, printable characters type (SPEC 1.11).
    public static func standard(isRightToLeft: Bool = false) -> WheelKeyMap {
        WheelKeyMap(bindings: commonBindings(isRightToLeft: isRightToLeft), typing: .allCharacters)
    }

    /// `pick --vim`: the standard keys plus h/j/k/l, g/G, and `/` to start typing.
    public static func vim(isRightToLeft: Bool = false) -> WheelKeyMap {
        var bindings = commonBindings(isRightToLeft: isRightToLeft)
        let (left, right) = horizontalActions(isRightToLeft: isRightToLeft)
        bindings[KeyPress(.character("j"))] = .action(.step(by: 1))
        bindings[KeyPress(.character("k"))] = .action(.step(by: -1))
        bindings[KeyPress(.character("h"))] = .action(left)
        bindings[KeyPress(.character("l"))] = .action(right)
        bindings[KeyPress(.character("g"))] = .action(.jumpToEnd(last: false))
        bindings[KeyPress(.character("G"))] = .action(.jumpToEnd(last: true))
        bindings[KeyPress(.character("G"), .shift)] = .action(.jumpToEnd(last: true))
        bindings[KeyPress(.character("/"))] = .beginTypeAhead
        return WheelKeyMap(bindings: bindings, typing: .digitsOnly)
    }

    /// Vim mode between `/` and Enter or Esc: everything printable types.
    public static func typeAheadEntry(isRightToLeft: Bool = false) -> WheelKeyMap {
        var bindings = commonBindings(isRightToLeft: isRightToLeft)
        bindings[KeyPress(.enter)] = .endTypeAhead
        bindings[KeyPress(.escape)] = .endTypeAhead
        return WheelKeyMap(bindings: bindings, typing: .allCharacters)
    }

    private static func commonBindings(isRightToLeft: Bool) -> [KeyPress: WheelKeyCommand] {
        let (left, right) = horizontalActions(isRightToLeft: isRightToLeft)
        return [
            KeyPress(.down): .action(.step(by: 1)),
            KeyPress(.up): .action(.step(by: -1)),
            KeyPress(.character("n"), .control): .action(.step(by: 1)),
            KeyPress(.character("p"), .control): .action(.step(by: -1)),
            KeyPress(.pageDown): .action(.page(forward: true)),
            KeyPress(.pageUp): .action(.page(forward: false)),
            KeyPress(.home): .action(.jumpToEnd(last: false)),
            KeyPress(.end): .action(.jumpToEnd(last: true)),
            KeyPress(.left): .action(left),
            KeyPress(.right): .action(right),
            KeyPress(.tab): .action(.focusNext),
            KeyPress(.tab, .shift): .action(.focusPrevious),
            KeyPress(.enter): .action(.commit),
            KeyPress(.escape): .action(.cancel),
            KeyPress(.character("c"), .control): .action(.cancel),
        ]
    }

    /// What moving focus to the screen's left and right means (SPEC 1.4).
    private static func horizontalActions(isRightToLeft: Bool) -> (left: WheelAction, right: WheelAction) {
        isRightToLeft ? (.focusNext, .focusPrevious) : (.focusPrevious, .focusNext)
    }

    private static func isPrintable(_ character: Character) -> Bool {
        !character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}
