import PickerCore
import PickerTerminal

/// Builds the picker `pick image` and `Prompt.chooseImage` show: image files as the watch
/// styles' items, each card's picture drawn by ``ImageCardContent``, confirming gives the path.
///
/// Each file becomes an item line `title<TAB>path` (tabs and line breaks in a title become
/// spaces); the picker's output is the path's bytes exactly as given.
///
/// ```swift
/// let picker = ImagePicker.make(paths: [Array("a.png".utf8)], titles: ["a.png"], style: .stack, header: "Cover")
/// ```
public enum ImagePicker {
    /// A picker over the files at `paths` (raw bytes), titled `titles` (one each), in `style`
    /// (stack, sequence or list).
    public static func make(
        paths: [[UInt8]], titles: [String], style: WatchStyle, header: String? = nil, showsHelp: Bool = true,
        isRightToLeft: Bool = false, loader: ImageLoader = ImageLoader()
    ) -> WatchStylePicker {
        let clean = { (text: String) in String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 }) }
        var bytes: [UInt8] = []
        for (path, title) in zip(paths, titles) { bytes += Array(clean(title).utf8) + [0x09] + path + [0x0A] }
        let source = ItemListSource(lines: LineListSource(bytes: bytes), fields: ItemFields(order: [.title, .image]))
        return WatchStylePicker(
            WheelPicker(source: source, selection: [0]), style: style, header: header, showsHelp: showsHelp,
            isRightToLeft: isRightToLeft, decorations: WatchDecorations(indicator: style.showsIndicatorByDefault),
            content: ImageCardContent(paths: paths.map { String(decoding: $0, as: UTF8.self) }, loader: loader),
            printed: .image)
    }

    /// The last component of a path, what a card shows when no title is given: what follows
    /// its last `/` (trailing slashes ignored).
    public static func fileName(of path: [UInt8]) -> String {
        var bytes = path[...]
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes = bytes.dropLast() }
        let name = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes[($0 + 1)...] } ?? bytes
        return String(decoding: name, as: UTF8.self)
    }
}
