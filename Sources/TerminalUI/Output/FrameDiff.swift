// SKELETON (TerminalUI owner replaces the body; the public signatures are the contract).

/// A cursor position relative to a buffer's top-left cell.
public struct CursorPosition: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// The bytes that turn what is on screen into the next frame.
public enum FrameDiff {
    /// Escape bytes that change `old` (nil: unknown, redraw all) into `new`, using only relative
    /// cursor moves from `cursor` (updated to where the bytes leave it), so the same frames work
    /// inline below a prompt and on the alternate screen. Styles are downgraded to `depth`.
    public static func bytes(from old: Buffer?, to new: Buffer, cursor: inout CursorPosition, depth: ColorDepth)
        -> String
    { "" }
}
