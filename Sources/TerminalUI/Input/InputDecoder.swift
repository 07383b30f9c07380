// SKELETON (TerminalUI owner replaces the body; the public signatures are the contract).

/// Turns the bytes a terminal sends into ``InputEvent``s.
public struct InputDecoder: Sendable {
    public init() {}

    /// Decodes as much of `bytes` (appended to anything held back) as forms whole events.
    public mutating func decode(_ bytes: [UInt8]) -> [InputEvent] { [] }

    /// True when bytes are held back waiting for the rest of a sequence (e.g. a lone Esc).
    public var isAwaitingMore: Bool { false }

    /// Called when no byte arrived within the Esc timeout: what is held back becomes events
    /// (a lone Esc becomes `.escape`).
    public mutating func flush() -> [InputEvent] { [] }
}
