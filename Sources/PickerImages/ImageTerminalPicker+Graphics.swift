import PickerTerminal
import TerminalUI

/// Real pixels: where the terminal answered the kitty graphics question, each picture in sight
/// is sent over the blank cells its card leaves, its id the item's position plus one.
extension ImageTerminalPicker: GraphicsPicker {
    public func graphics(in size: AreaSize, theme: Theme) -> [GraphicsPlacement] {
        guard drawing(for: theme) == .kittyGraphics else { return [] }
        let area = sections(in: Rect(x: 0, y: 0, width: size.width, height: size.height)).body
        return body(drawing: .kittyGraphics).pictures(in: area).compactMap { picture in
            guard case .loaded(let image) = loader.state(of: items[picture.index].path) else { return nil }
            return GraphicsPlacement(
                id: picture.index + 1, cells: picture.rect, width: image.width, height: image.height, rgba: image.pixels)
        }
    }
}
