import TerminalUI

/// How images are drawn on this terminal.
///
/// ```swift
/// ImageDrawing(depth: .trueColor, speaksKittyGraphics: false)   // .halfBlocks
/// ImageDrawing(depth: .none, speaksKittyGraphics: true)         // .nameOnly
/// ```
public enum ImageDrawing: Equatable, Sendable {
    /// `▀` cells coloured by the pixels, two a cell.
    case halfBlocks
    /// Real pixels through the kitty graphics protocol; the cards' image areas are left blank
    /// for them.
    case kittyGraphics
    /// No picture, the file name only (`NO_COLOR`, `TERM=dumb`).
    case nameOnly

    /// The drawing a terminal of colour `depth` gets: none without colour, real pixels where the
    /// terminal answered the graphics question, half blocks otherwise.
    public init(depth: ColorDepth, speaksKittyGraphics: Bool) {
        self = depth == .none ? .nameOnly : speaksKittyGraphics ? .kittyGraphics : .halfBlocks
    }
}
