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

    /// Half blocks fitted and centred in `area`, the kitty placement over the same cells, or
    /// without colour the picture's size in one line.
    package func render(
        into buffer: inout Buffer, area: Rect, theme: Theme, speaksKittyGraphics: Bool, id: Int
    ) -> GraphicsPlacement? {
        let view = HalfBlockImageView(image: image)
        let place = view.placement(in: area)
        guard !place.isEmpty else { return nil }
        switch ImageDrawing(depth: theme.depth, speaksKittyGraphics: speaksKittyGraphics) {
        case .nameOnly:
            buffer.write("\(image.width)×\(image.height) picture", x: area.x, y: area.y, style: theme.help, clip: area)
            return nil
        case .kittyGraphics:
            return GraphicsPlacement(id: id, cells: place, width: image.width, height: image.height, rgba: image.pixels)
        case .halfBlocks:
            let fit = ImageFit(imageWidth: image.width, imageHeight: image.height, columns: area.width, rows: area.height)
            let cells = drawn.withLock { kept -> [Cell] in
                if let kept, kept.fit == fit, kept.depth == theme.depth { return kept.cells }
                let cells = view.cells(for: fit, depth: theme.depth)
                kept = DrawnCells(fit: fit, depth: theme.depth, cells: cells)
                return cells
            }
            HalfBlockImageView.write(cells, into: &buffer, at: place, clip: area)
            return nil
        }
    }
}
