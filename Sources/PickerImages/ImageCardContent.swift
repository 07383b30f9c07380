import Foundation
import ImageDecoding
import PickerCore
import PickerTerminal
import ProcessState
import TerminalUI

/// What `pick image` shows on the watch styles' cards (`WatchStylePicker`'s stack, sequence
/// and list): each item's picture, decoded by an ``ImageLoader``, with its title under it.
///
/// Drawing a card asks the loader for that row's file, the next ``lookahead`` files and the one
/// before (so only images in sight and the next few are ever decoded); until a file is decoded
/// the card says `loading…`, and a file that cannot be shown says why (`⚠ not a PNG or JPEG
/// image`). How the picture is drawn follows the terminal (``ImageDrawing``): half blocks, blank
/// cells for real pixels (kitty graphics, handed to the session with ``takeGraphics()``), or the
/// title only without colour. A card peeking out from under the stack's top one shows its title.
///
/// A sequence card in 16×7, half blocks, a 4×4 checkerboard titled "checker.png":
/// ```
/// ╭──────────────╮
/// │   ▀▀▀▀▀▀▀▀   │
/// │   ▀▀▀▀▀▀▀▀   │
/// │   ▀▀▀▀▀▀▀▀   │
/// │   ▀▀▀▀▀▀▀▀   │
/// │ checker.png  │
/// ╰──────────────╯
/// ```
public struct ImageCardContent: GraphicsCardContent {
    /// Each row's file path, as the item's image field gives it.
    public let paths: [String]
    /// Where pictures come from.
    public let loader: ImageLoader
    /// Rows a list row gives its picture.
    public static let listPictureRows = 3
    /// Columns a list row's picture takes at most.
    package static let listPictureColumns = 12
    /// How many files past the one drawn are decoded ahead.
    public static let lookahead = 3
    private let shared = Locked(SharedValues())

    /// Content for the rows whose files are `paths`.
    public init(paths: [String], loader: ImageLoader = ImageLoader()) {
        self.paths = paths
        self.loader = loader
    }

    public var speaksKittyGraphics: Bool {
        get { shared.withLock { $0.speaksKittyGraphics } }
        nonmutating set { shared.withLock { $0.speaksKittyGraphics = newValue } }
    }

    public func takeGraphics() -> [GraphicsPlacement] {
        shared.withLock { state in
            defer { state.placements = [] }
            return state.placements
        }
    }

    public var listPictureRows: Int { Self.listPictureRows }

    /// Still decoding, or a decoded picture not drawn yet: the session keeps drawing frames.
    public var isLoading: Bool { loader.isBusy || loader.finishedCount != shared.withLock { $0.drawnFinished } }

    public func renderCard(_ item: ListItem, into buffer: inout Buffer, area: Rect, theme: Theme, isDimmed: Bool) {
        guard !area.isEmpty else { return }
        let drawing = drawing(for: theme)
        let titleStyle = isDimmed ? theme.far : Style(foreground: theme.selected.foreground, bold: true)
        let showsPicture = drawing != .nameOnly && !isDimmed && area.height >= 2
        // The name under the picture, or alone in the middle.
        let titleRow = showsPicture ? area.y + area.height - 1 : area.y + (area.height - 1) / 2
        let titleX = write(item.title, centredIn: Rect(x: area.x, y: titleRow, width: area.width, height: 1), style: titleStyle,
                           into: &buffer)
        // The top card's name is the value: the cursor rests on it (Behaviour 6.2).
        if !isDimmed, area.contains(x: titleX, y: titleRow) { buffer.focus = CursorPosition(x: titleX, y: titleRow) }
        guard showsPicture else { return }
        var picture = area
        picture.height -= 1
        renderPicture(of: item, in: picture, drawing: drawing, into: &buffer, theme: theme)
    }

    public func renderListPicture(_ item: ListItem, into buffer: inout Buffer, area: Rect, theme: Theme) {
        let drawing = drawing(for: theme)
        guard drawing != .nameOnly else { return }
        renderPicture(of: item, in: area, drawing: drawing, into: &buffer, theme: theme, centred: false)
    }

    /// How pictures are drawn with `theme`'s colours on this terminal.
    public func drawing(for theme: Theme) -> ImageDrawing {
        ImageDrawing(depth: theme.depth, speaksKittyGraphics: speaksKittyGraphics)
    }

    // MARK: Parts

    private func renderPicture(
        of item: ListItem, in area: Rect, drawing: ImageDrawing, into buffer: inout Buffer, theme: Theme, centred: Bool = true
    ) {
        requestFiles(around: item.row)
        guard !area.isEmpty, let path = item.image else { return }
        let middle = Rect(x: area.x, y: area.y + (area.height - 1) / 2, width: area.width, height: 1)
        let state = loader.state(of: path)
        shared.withLock { $0.drawnFinished = loader.finishedCount }
        switch state {
        case .loading:
            write("loading…", centredIn: middle, style: theme.help, into: &buffer, centred: centred)
        case .failed(let reason):
            write("⚠ \(reason)", centredIn: middle, style: theme.notice, into: &buffer, centred: centred)
        case .loaded(let image):
            let view = HalfBlockImageView(image: image)
            // A list row's picture sits at the left, no wider than a thumbnail.
            var place = view.placement(in: centred ? area : Rect(x: area.x, y: area.y, width: min(area.width, Self.listPictureColumns), height: area.height))
            if !centred { place.x = area.x }
            if drawing == .kittyGraphics {
                guard !place.isEmpty else { return }
                let placement = GraphicsPlacement(id: item.row + 1, cells: place, width: image.width, height: image.height, rgba: image.pixels)
                shared.withLock { $0.placements.append(placement) }
            } else {
                let fit = ImageFit(imageWidth: image.width, imageHeight: image.height, columns: place.width, rows: place.height)
                let key = DrawnPicture(path: path, columns: fit.columns, rows: fit.rows, depth: theme.depth)
                let cells = shared.withLock { $0.drawn[key] } ?? {
                    let cells = view.cells(for: fit, depth: theme.depth)
                    shared.withLock { state in
                        if state.drawn.count >= Self.drawnPicturesKept { state.drawn = [:] }
                        state.drawn[key] = cells
                    }
                    return cells
                }()
                HalfBlockImageView.write(cells, into: &buffer, at: view.placement(in: place), clip: place)
            }
        }
    }

    /// Asks the loader for row `row`'s file, then the next few, then the one before.
    private func requestFiles(around row: Int) {
        guard paths.indices.contains(row) else { return }
        var rows = Array(row..<min(paths.count, row + 1 + Self.lookahead))
        if row > 0 { rows.append(row - 1) }
        loader.want(rows.map { paths[$0] })
    }

    /// Writes `text` centred in `line` (at its start unless `centred`) and returns its first column.
    @discardableResult
    private func write(_ text: String, centredIn line: Rect, style: Style, into buffer: inout Buffer, centred: Bool = true) -> Int {
        let fitted = DisplayText.fitted(DisplayText.sanitized(text), toWidth: line.width)
        let x = centred ? line.x + (line.width - DisplayText.width(fitted)) / 2 : line.x
        buffer.write(fitted, x: x, y: line.y, style: style, clip: line)
        return x
    }

    /// How many pictures' half-block cells are kept for the next frames: the cards in sight
    /// and the list's rows, with room to spare.
    static let drawnPicturesKept = 32

    /// A picture as drawn in half blocks: a file at a size in a colour depth.
    private struct DrawnPicture: Hashable {
        var path: String
        var columns: Int
        var rows: Int
        var depth: ColorDepth
    }

    /// What copies of the content share: the terminal's answer, the pictures of the last frame,
    /// how many decodes the last frame saw, and the half-block cells of the pictures drawn:
    /// resampling a picture and finding its palette colours is most of a card's frame, so the
    /// cells are made once (`Benchmarks/callgrind.sh frame-images`).
    private struct SharedValues {
        var speaksKittyGraphics = false
        var placements: [GraphicsPlacement] = []
        var drawnFinished = 0
        var drawn: [DrawnPicture: [Cell]] = [:]
    }
}
