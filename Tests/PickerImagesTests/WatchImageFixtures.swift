import ImageDecoding
import PickerCore
import PickerImages
import PickerTerminal

/// Watch-style pickers over image files, as `pick image` builds them.
enum WatchImages {
    /// A picker over `paths` (titles: the paths' file names) in `style`, decoding with `loader`.
    static func picker(
        _ paths: [String], style: WatchStyle, header: String? = nil, loader: ImageLoader, indicator: Bool = false
    ) -> WatchStylePicker {
        let lines = paths.map { path in "\(path.split(separator: "/").last.map(String.init) ?? path)\t\(path)" }
        let source = ItemListSource(lines: LineListSource(lines: lines), fields: ItemFields(order: [.title, .image]))
        return WatchStylePicker(
            WheelPicker(source: source, selection: [0]), style: style, header: header,
            decorations: WatchDecorations(indicator: indicator), content: ImageCardContent(paths: paths, loader: loader),
            printed: .image)
    }
}
