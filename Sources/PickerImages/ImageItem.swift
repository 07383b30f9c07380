import TerminalUI

/// One image to choose: the file's path, exactly as given, and the caption under its card.
///
/// ```swift
/// ImageItem(path: "photos/cat.jpg")                     // caption "cat.jpg"
/// ImageItem(path: "photos/cat.jpg", caption: "Tom")     // caption "Tom"
/// ```
public struct ImageItem: Equatable, Sendable {
    /// The path's bytes as read (printed back byte for byte when this item is chosen).
    public var pathBytes: [UInt8]
    /// The caption drawn under the image.
    public var caption: String

    /// An item for the file at `pathBytes`; the caption defaults to the file's name.
    public init(pathBytes: [UInt8], caption: String? = nil) {
        self.pathBytes = pathBytes
        self.caption = caption ?? Self.fileName(of: pathBytes)
    }

    /// An item for the file at `path`; the caption defaults to the file's name.
    public init(path: String, caption: String? = nil) {
        self.init(pathBytes: Array(path.utf8), caption: caption)
    }

    /// The path as a string to open the file with.
    public var path: String { String(decoding: pathBytes, as: UTF8.self) }

    /// The last component of a path: what follows its last `/` (trailing slashes ignored).
    public static func fileName(of path: [UInt8]) -> String {
        var bytes = path[...]
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes = bytes.dropLast() }
        let name = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes[($0 + 1)...] } ?? bytes
        return String(decoding: name, as: UTF8.self)
    }
}

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
