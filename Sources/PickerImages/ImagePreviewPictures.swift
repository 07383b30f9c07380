import ImageDecoding
import PickerTerminal
import ProcessState
import TerminalUI

/// Pictures in the preview pane (`pick choose --preview 'cat {}'` over PNG and JPEG files):
/// decodes what the command printed with `ImageFile` and draws it as `pick image` draws its
/// cards (``ImageDrawing``): half blocks, real pixels on a terminal that speaks the kitty
/// graphics protocol, or without colour a line naming the picture.
///
/// PickerTerminal knows only the `PreviewPictureDecoding` protocol; the `pick` command hands
/// this to the pane, so pickers without images need no image library.
///
/// ```swift
/// let settings = PreviewSettings(template: PreviewTemplate(parsing: "cat {}"), pictures: ImagePreviewPictures())
/// ```
package struct ImagePreviewPictures: PreviewPictureDecoding {
    package init() {}

    /// The picture, or the decoder's one-line reason (`not a PNG or JPEG image`).
    package func picture(from bytes: [UInt8]) -> Result<any PreviewPicture, PreviewPictureFailure> {
        do {
            return .success(ImagePreviewPicture(image: try ImageFile.decode(bytes: bytes)))
        } catch {
            return .failure(PreviewPictureFailure(error.description))
        }
    }
}

/// A decoded picture in the pane, its half-block cells kept for the size last drawn: resampling
/// is most of a picture's cost, and the pane draws the same picture frame after frame.
///
/// It is fitted whole in the pane, as `pick image` fits its cards, unless that shrinks it to
/// fewer columns than the pane could give it at up to a pixel a column: then it is as wide as
/// that, taller than the pane, and the pane's scroll keys move it by cell rows. A long
/// screenshot stays readable rather than a sliver.
package struct ImagePreviewPicture: PreviewPicture {
    /// The decoded pixels.
    package let image: RGBAImage
    private let drawn = Locked<DrawnCells?>(nil)

    private struct DrawnCells {
        var fit: ImageFit
        var depth: ColorDepth
        var cells: [Cell]
    }

    package init(image: RGBAImage) { self.image = image }

    /// The picture's size in a pane of `columns × rows` cells.
    package func fit(columns: Int, rows: Int) -> ImageFit {
        let whole = ImageFit(imageWidth: image.width, imageHeight: image.height, columns: columns, rows: rows)
        let wide = min(columns, image.width)
        guard whole.columns < wide else { return whole }
        // Only the width bounds it: a height no picture reaches.
        return ImageFit(imageWidth: image.width, imageHeight: image.height, columns: wide, rows: 1 << 24)
    }

    package func rows(in size: AreaSize) -> Int { fit(columns: size.width, rows: size.height).rows }

    /// Half blocks fitted in `area` (centred when they fit, from `firstRow` when taller), the
    /// kitty placement over the same cells with the rows shown, or without colour the
    /// picture's size in one line.
    package func render(
        into buffer: inout Buffer, area: Rect, firstRow: Int, theme: Theme, speaksKittyGraphics: Bool, id: Int
    ) -> GraphicsPlacement? {
        let fit = fit(columns: area.width, rows: area.height)
        guard fit.columns > 0, fit.rows > 0 else { return nil }
        let first = max(0, min(firstRow, fit.rows - area.height))
        let place = Rect(
            x: area.x + (area.width - fit.columns) / 2,
            y: fit.rows > area.height ? area.y - first : area.y + (area.height - fit.rows) / 2,
            width: fit.columns, height: fit.rows)
        switch ImageDrawing(depth: theme.depth, speaksKittyGraphics: speaksKittyGraphics) {
        case .nameOnly:
            buffer.write("\(image.width)×\(image.height) picture", x: area.x, y: area.y, style: theme.help, clip: area)
            return nil
        case .kittyGraphics:
            let shown = place.intersection(area)
            guard !shown.isEmpty else { return nil }
            // The pixel rows under the cell rows shown.
            let top = (shown.y - place.y) * 2 * image.height / fit.pixelRows
            let bottom = min(image.height, ((shown.y - place.y + shown.height) * 2 * image.height + fit.pixelRows - 1) / fit.pixelRows)
            guard bottom > top else { return nil }
            let rowBytes = image.width * 4
            return GraphicsPlacement(
                id: id, cells: shown, width: image.width, height: bottom - top,
                rgba: top == 0 && bottom == image.height ? image.pixels : Array(image.pixels[(top * rowBytes)..<(bottom * rowBytes)]))
        case .halfBlocks:
            let cells = drawn.withLock { kept -> [Cell] in
                if let kept, kept.fit == fit, kept.depth == theme.depth { return kept.cells }
                let cells = HalfBlockImageView(image: image).cells(for: fit, depth: theme.depth)
                kept = DrawnCells(fit: fit, depth: theme.depth, cells: cells)
                return cells
            }
            HalfBlockImageView.write(cells, into: &buffer, at: place, clip: area)
            return nil
        }
    }
}
