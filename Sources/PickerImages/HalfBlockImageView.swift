import ImageDecoding
import PickerTerminal
import TerminalUI

/// An image drawn with half blocks: each cell is `▀` whose foreground is the upper pixel and
/// whose background is the lower one, so a cell shows two pixels. The image is scaled by area
/// averaging to the largest size that fits the area keeping its aspect ratio (see ``ImageFit``)
/// and centred; transparent pixels are blended over black.
///
/// Colours are 24-bit; the frame diff turns them into the 256 (or 16) colours of a terminal
/// that has no more, so one drawing serves every colour terminal.
///
/// ```swift
/// // A 2×2 checkerboard in a 2×1 area, one cell a column:
/// // ▀▀   first cell: white over black, second: black over white
/// HalfBlockImageView(image: checker).render(into: &buffer, area: area, theme: theme)
/// ```
public struct HalfBlockImageView: TerminalView {
    /// The picture, at any size.
    public var image: RGBAImage

    /// A view of `image`.
    public init(image: RGBAImage) { self.image = image }

    /// The image at one pixel a column, two a row, no wider than `width`.
    public func preferredSize(forWidth width: Int) -> AreaSize {
        let fit = ImageFit(imageWidth: image.width, imageHeight: image.height, columns: min(width, image.width), rows: image.height)
        return AreaSize(width: fit.columns, height: fit.rows)
    }

    public func minimumSize(forWidth width: Int) -> AreaSize { AreaSize(width: 1, height: 1) }

    public var fillsHeight: Bool { true }

    /// Where the image goes in `area`: fitted and centred.
    public func placement(in area: Rect) -> Rect {
        let fit = ImageFit(imageWidth: image.width, imageHeight: image.height, columns: area.width, rows: area.height)
        return Rect(
            x: area.x + (area.width - fit.columns) / 2, y: area.y + (area.height - fit.rows) / 2,
            width: fit.columns, height: fit.rows)
    }

    public func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        let fit = ImageFit(imageWidth: image.width, imageHeight: image.height, columns: area.width, rows: area.height)
        guard fit.columns > 0 else { return }
        Self.write(cells(for: fit, depth: theme.depth), into: &buffer, at: placement(in: area), clip: area)
    }

    /// The picture fitted as `fit` says, as `fit.rows` rows of `fit.columns` half-block cells, their colours already
    /// brought down to `depth`: what ``render(into:area:theme:)`` writes. Resampling and finding
    /// the nearest palette colours are most of a picture's cost; a caller drawing the same
    /// picture at the same size frame after frame keeps these and writes them with
    /// ``write(_:into:at:clip:)`` (bringing them down again changes nothing).
    public func cells(for fit: ImageFit, depth: ColorDepth) -> [Cell] {
        let (columns, rows, pixelRows) = (fit.columns, fit.rows, fit.pixelRows)
        guard columns > 0, rows > 0 else { return [] }
        let scaled = image.resampled(width: columns, height: pixelRows)
        var cells: [Cell] = []
        cells.reserveCapacity(columns * rows)
        var cell = Self.halfBlock
        for row in 0..<rows {
            for column in 0..<columns {
                let upper = Self.color(scaled[column, row * 2])
                // An odd pixel height leaves the last row's lower half to the terminal's background.
                let lower = row * 2 + 1 < pixelRows ? Self.color(scaled[column, row * 2 + 1]) : nil
                cell.style = Style(foreground: upper, background: lower).downgraded(to: depth)
                cells.append(cell)
            }
        }
        return cells
    }

    /// Writes `cells` (from ``cells(for:depth:)``) filling `place`, the part inside `clip`:
    /// copied into the buffer as they are (see `Buffer.paste(_:into:clip:)`), as a picture is
    /// drawn frame after frame.
    public static func write(_ cells: [Cell], into buffer: inout Buffer, at place: Rect, clip: Rect) {
        buffer.paste(cells, into: place, clip: clip)
    }

    /// The upper half block, `▀`: the one grapheme of every picture cell.
    private static let halfBlock = Cell("▀")

    /// The pixel as a terminal colour, blended over black by its alpha.
    static func color(_ pixel: RGBAPixel) -> TerminalColor {
        guard pixel.alpha < 255 else { return .rgb(pixel.red, pixel.green, pixel.blue) }
        let alpha = UInt16(pixel.alpha)
        func blend(_ value: UInt8) -> UInt8 { UInt8((UInt16(value) * alpha + 127) / 255) }
        return .rgb(blend(pixel.red), blend(pixel.green), blend(pixel.blue))
    }
}
