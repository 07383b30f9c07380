/// Something the person did: a key, a mouse action, or pasted text.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[A".utf8))   // [.key(KeyStroke(.up))]
/// ```
public enum InputEvent: Equatable, Sendable {
    /// A key pressed, with its modifiers.
    case key(KeyStroke)
    /// A mouse button, motion or scroll wheel, where the terminal reports it.
    case mouse(MouseEvent)
    /// Text that arrived inside a bracketed paste.
    case paste(String)
}

/// A key with the modifiers held while it was pressed.
public struct KeyStroke: Equatable, Hashable, Sendable {
    /// The key.
    public var key: Key
    /// Shift, Alt and Control as they were held.
    public var modifiers: KeyModifiers

    /// `key` pressed with `modifiers` (none by default): `KeyStroke(.tab, .shift)`.
    public init(_ key: Key, _ modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}

/// The keys the decoder tells apart. Shift-Tab is `.tab` with `.shift`; Ctrl-C is
/// `.character("c")` with `.control`.
public enum Key: Equatable, Hashable, Sendable {
    /// A printable character (or a control letter, with `.control`).
    case character(Character)
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Tab (Shift-Tab with `.shift`).
    case tab
    /// Enter or Return.
    case enter
    /// Esc, once the Esc timeout shows that no sequence follows it.
    case escape
    /// Backspace.
    case backspace
    /// Delete (forward).
    case delete
    /// Insert.
    case insert
    /// A function key, F1 as `function(1)`.
    case function(Int)
}

/// Modifier keys.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as bits: shift 1, alt 2, control 4.
    public let rawValue: UInt8
    /// The modifiers whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Option, Meta).
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)
}

/// A mouse action at a cell; columns and rows count from zero at the screen's top-left.
public struct MouseEvent: Equatable, Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Equatable, Hashable, Sendable {
        /// A button went down.
        case press(MouseButton)
        /// A button came up.
        case release(MouseButton)
        /// The mouse moved with a button held.
        case drag(MouseButton)
        /// The mouse moved with no button held.
        case move
        /// The scroll wheel turned up (towards earlier rows).
        case scrollUp
        /// The scroll wheel turned down (towards later rows).
        case scrollDown
        /// The wheel (or trackpad) scrolled left.
        case scrollLeft
        /// The wheel (or trackpad) scrolled right.
        case scrollRight
    }

    /// A mouse button.
    public enum MouseButton: Equatable, Hashable, Sendable {
        /// The primary button.
        case left
        /// The middle button (or wheel press).
        case middle
        /// The secondary button.
        case right
    }

    /// What happened.
    public var kind: Kind
    /// The column, from zero at the left.
    public var x: Int
    /// The row, from zero at the top.
    public var y: Int
    /// Shift, Alt and Control as they were held.
    public var modifiers: KeyModifiers

    /// A mouse action of `kind` at (`x`, `y`) with `modifiers`.
    public init(_ kind: Kind, x: Int, y: Int, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.x = x
        self.y = y
        self.modifiers = modifiers
    }
}
