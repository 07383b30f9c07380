import ImageDecoding
import PickerCore
import PickerImages
import PickerTerminal

/// Watch-style pickers over image files, as `pick image` builds them.
enum WatchImages {
    /// A picker over `paths` (titles: the paths' file names) in `style`, decoding with `loader`,
    /// without the scroll indicator unless asked.
    static func picker(
        _ paths: [String], style: WatchStyle, header: String? = nil, loader: ImageLoader, indicator: Bool = false
    ) -> WatchStylePicker {
        let bytes = paths.map { Array($0.utf8) }
        var picker = ImagePicker.make(
            paths: bytes, titles: bytes.map(ImagePicker.fileName(of:)), style: style, header: header, loader: loader)
        picker.decorations.indicator = indicator
        return picker
    }
}
