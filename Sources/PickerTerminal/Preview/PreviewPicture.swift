import TerminalUI

/// A picture a preview command printed (`--preview 'cat {}'` over image files), decoded and
/// ready to draw in the pane.
///
/// PickerTerminal decodes no image itself: the pictures come from PickerImages (see
/// ``PreviewPictureDecoding``), which a program that shows them hands to ``PreviewSettings``, so
/// a picker without it needs neither libpng nor libjpeg-turbo.
///
/// ```swift
/// let placement = picture.render(into: &buffer, area: pane, firstRow: 0, theme: theme, speaksKittyGraphics: false, id: 1)
/// // nil: drawn in half blocks; with kitty graphics, the pixels to send over the blank cells
/// ```
package protocol PreviewPicture: Sendable {
    /// The cell rows the picture takes drawn in a pane of `size`: more than the pane's height
    /// when it is taller than the pane, and the pane scrolls it.
    func rows(in size: AreaSize) -> Int

    /// Draws the picture in `area` from its cell row `firstRow` (0 unless it is taller than the
    /// area) as the terminal can: half blocks, or, where it speaks the kitty graphics protocol,
    /// nothing but the placement returned (picture `id`, in the buffer's cells, the rows shown
    /// only) for the session to send.
    func render(
        into buffer: inout Buffer, area: Rect, firstRow: Int, theme: Theme, speaksKittyGraphics: Bool, id: Int
    ) -> GraphicsPlacement?
}

/// Turns a preview command's output that is a picture into a ``PreviewPicture``, or says in
/// one line why it cannot (`not a PNG or JPEG image`, `image too large to show (…)`).
///
/// ```swift
/// PreviewSettings(template: PreviewTemplate(parsing: "cat {}"), pictures: ImagePreviewPictures())
/// ```
package protocol PreviewPictureDecoding: Sendable {
    /// The picture in `bytes`, a PNG or JPEG file's whole content.
    func picture(from bytes: [UInt8]) -> Result<any PreviewPicture, PreviewPictureFailure>
}

/// Why a preview's picture is not drawn, in one line for the pane.
package struct PreviewPictureFailure: Error, Equatable, Sendable {
    package var reason: String

    package init(_ reason: String) { self.reason = reason }
}

/// The file formats a preview's output is taken for a picture by: their first bytes, as
/// `pick image` tells them apart (PNG's eight-byte signature, JPEG's SOI marker and the next
/// marker's first byte).
package enum PreviewPictureSignature {
    private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The most bytes ``isPicture(_:)`` needs to decide.
    package static let length = 8

    /// Whether `bytes` start as a PNG or JPEG file does.
    package static func isPicture(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: png) || bytes.starts(with: jpeg)
    }

    /// Whether `bytes`, the start of the output so far, could still be a picture's beginning.
    package static func mayBePicture(_ bytes: some Collection<UInt8>) -> Bool {
        png.starts(with: bytes.prefix(png.count)) || jpeg.starts(with: bytes.prefix(jpeg.count))
    }
}
