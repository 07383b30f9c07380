/// Something the person did: a key, a mouse action, or pasted text.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[A".utf8))   // [.key(KeyPress(.up))]
/// ```
public enum InputEvent: Equatable, Sendable {
    case key(KeyPress)
    case mouse(MouseEvent)
    /// Text that arrived inside a bracketed paste.
    case paste(String)
}

/// A key with the modifiers held while it was pressed.
public struct KeyPress: Equatable, Hashable, Sendable {
    public var key: Key
    public var modifiers: KeyModifiers

    public init(_ key: Key, _ modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}

/// The keys the decoder tells apart. Shift-Tab is `.tab` with `.shift`; Ctrl-C is
/// `.character("c")` with `.control`.
public enum Key: Equatable, Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case tab, enter, escape, backspace, delete, insert
    case function(Int)
}

/// Modifier keys.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    public static let control = KeyModifiers(rawValue: 4)
}

/// A mouse action at a cell; columns and rows count from zero at the screen's top-left.
public struct MouseEvent: Equatable, Hashable, Sendable {
    public enum Kind: Equatable, Hashable, Sendable {
        case press(MouseButton)
        case release(MouseButton)
        case drag(MouseButton)
        case move
        case scrollUp, scrollDown, scrollLeft, scrollRight
    }

    public enum MouseButton: Equatable, Hashable, Sendable { case left, middle, right }

    public var kind: Kind
    public var x: Int
    public var y: Int
    public var modifiers: KeyModifiers

    public init(_ kind: Kind, x: Int, y: Int, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.x = x
        self.y = y
        self.modifiers = modifiers
    }
}
