// SKELETON (TerminalUI owner replaces the body; the public signatures are the contract).

/// How many terminal columns text occupies.
public enum DisplayWidth {
    /// Columns one grapheme cluster occupies: 0, 1 or 2.
    public static func of(_ grapheme: Character) -> Int { 1 }

    /// Columns a string occupies.
    public static func of(_ text: some StringProtocol) -> Int { text.reduce(0) { $0 + of($1) } }

    /// `text` cut to at most `width` columns, ending in `ellipsis` when anything was cut.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String { text }
}
