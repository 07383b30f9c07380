import ImageDecoding
import PickerTerminal
import TerminalUI

/// One image on a card: a rounded box with the picture fitted inside and the caption on its
/// last inner row; the position among the total (`3/10`) sits in the top edge.
///
/// While the file decodes the card says `loading…`; a file that cannot be shown says why
/// (`⚠ not a PNG or JPEG image`); with ``ImageDrawing/nameOnly`` only the caption is drawn,
/// in the middle. With ``ImageDrawing/kittyGraphics`` the picture's cells are left blank for the
/// terminal to paint (``imageRect(in:)`` says where).
///
/// ```
/// ╭─ 1/3 ──────────╮
/// │   ▀▀▀▀▀▀▀▀▀▀   │
/// │   ▀▀▀▀▀▀▀▀▀▀   │
/// │  checker.png   │
/// ╰────────────────╯
/// ```
public struct ImageCardView: TerminalView {
    public var item: ImageItem
    public var content: ImageLoadState
    public var drawing: ImageDrawing
    /// "3/10", or nil for none.
    public var position: String?
    /// Drawn emphasised (the selected card).
    public var isSelected: Bool

    /// A card for `item` whose picture is `content`.
    public init(item: ImageItem, content: ImageLoadState, drawing: ImageDrawing, position: String? = nil, isSelected: Bool = true) {
        self.item = item
        self.content = content
        self.drawing = drawing
        self.position = position
        self.isSelected = isSelected
    }

    public func preferredSize(forWidth width: Int) -> AreaSize { AreaSize(width: width, height: ImageBrowserView.preferredCardHeight) }
    public func minimumSize(forWidth width: Int) -> AreaSize { AreaSize(width: 8, height: 3) }
    public var fillsHeight: Bool { true }

    /// The cells the picture may take in a card drawn in `area`.
    public func pictureArea(in area: Rect) -> Rect {
        Rect(x: area.x + 1, y: area.y + 1, width: area.width - 2, height: area.height - 3)
    }

    /// Where the picture is drawn in a card in `area`, fitted and centred; nil when there is no
    /// decoded picture or no room.
    public func imageRect(in area: Rect) -> Rect? {
        guard drawing != .nameOnly, case .loaded(let image) = content else { return nil }
        let place = HalfBlockImageView(image: image).placement(in: pictureArea(in: area))
        return place.isEmpty ? nil : place
    }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        guard area.width >= 2, area.height >= 2 else { return }
        let frame = isSelected ? theme.selected : theme.near
        drawBox(in: area, style: Style(foreground: frame.foreground, dim: !isSelected), into: &buffer)
        if let position, area.width >= DisplayText.width(position) + 6 {
            buffer.write(" \(position) ", x: area.x + 2, y: area.y, style: theme.help, clip: area)
        }
        let inner = Rect(x: area.x + 1, y: area.y + 1, width: area.width - 2, height: area.height - 2)
        let captionStyle = isSelected ? theme.selected : theme.near
        guard drawing != .nameOnly else {
            centre(item.caption, in: Rect(x: inner.x, y: inner.y + (inner.height - 1) / 2, width: inner.width, height: 1),
                   style: captionStyle, into: &buffer)
            return
        }
        if inner.height >= 1 {
            centre(item.caption, in: Rect(x: inner.x, y: inner.y + inner.height - 1, width: inner.width, height: 1),
                   style: captionStyle, into: &buffer)
        }
        let picture = pictureArea(in: area)
        guard !picture.isEmpty else { return }
        let middle = Rect(x: picture.x, y: picture.y + (picture.height - 1) / 2, width: picture.width, height: 1)
        switch content {
        case .loading:
            centre("loading…", in: middle, style: theme.help, into: &buffer)
        case .failed(let reason):
            centre("⚠ \(reason)", in: middle, style: theme.notice, into: &buffer)
        case .loaded(let image):
            if drawing == .halfBlocks { HalfBlockImageView(image: image).render(into: &buffer, area: picture, theme: theme) }
        }
    }

    private func centre(_ text: String, in line: Rect, style: Style, into buffer: inout Buffer) {
        let fitted = DisplayText.fitted(DisplayText.sanitized(text), toWidth: line.width)
        let x = line.x + (line.width - DisplayText.width(fitted)) / 2
        buffer.write(fitted, x: x, y: line.y, style: style, clip: line)
    }

    private func drawBox(in area: Rect, style: Style, into buffer: inout Buffer) {
        let right = area.x + area.width - 1
        let bottom = area.y + area.height - 1
        let horizontal = String(repeating: "─", count: area.width - 2)
        buffer.write("╭" + horizontal + "╮", x: area.x, y: area.y, style: style, clip: area)
        buffer.write("╰" + horizontal + "╯", x: area.x, y: bottom, style: style, clip: area)
        for y in (area.y + 1)..<bottom {
            buffer.write("│", x: area.x, y: y, style: style, clip: area)
            buffer.write("│", x: right, y: y, style: style, clip: area)
        }
    }
}
