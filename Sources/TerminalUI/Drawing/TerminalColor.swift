/// A terminal colour, from the 16 basic ones up to 24-bit RGB.
///
/// The frame diff downgrades a colour to what the terminal supports (see ``ColorDepth``),
/// so views pick the colour they mean and never ask the terminal.
///
/// ```swift
/// let accent = TerminalColor.rgb(0x0A, 0x84, 0xFF)
/// ```
public enum TerminalColor: Equatable, Hashable, Sendable {
    /// One of the 16 basic colours (0–7 normal, 8–15 bright).
    case basic(UInt8)
    /// One of the 256 indexed colours.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}

/// How many colours the terminal shows; `none` writes no colour at all.
public enum ColorDepth: Int, Comparable, Sendable, CaseIterable {
    /// No colour: attributes (bold, dim, reverse...) only, as with `NO_COLOR`.
    case none
    /// The 16 basic colours.
    case basic16
    /// The 256 indexed colours.
    case indexed256
    /// 24-bit RGB (`COLORTERM=truecolor`).
    case trueColor

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}
