import Foundation
import ImageDecoding
import PickerImages
import PickerTerminal
import TerminalUI

/// One frame of `pick image --style sequence` at 80×24 in 256 colours (half-block pictures),
/// rendered and diffed after a Right arrow brings the next card in sight: thirty 128×96
/// pictures, PNG and JPEG in turn, made in code and kept in memory (no file reads are measured).
///
/// - ``ImageSequenceFrameWorkload``: decode excluded. Every file the frame asks for is already
///   decoded, as it is in `pick image` once the background loader has caught up (it decodes the
///   card in sight and three ahead): what each frame costs.
/// - ``ImageSequenceDecodeFrameWorkload``: decode included. The card that comes in sight was
///   never decoded: the frame decodes it (libpng or libjpeg-turbo, then shrinking to the loader's
///   thumbnail size) and draws it. The files around it, which the frame also asks for, are handed
///   over already decoded, so exactly one decode is measured.
enum ImageSequenceFrame {
    static let count = 30
    static let side = (width: 128, height: 96)
    /// The card in sight after the key.
    static let shownRow = 4

    static let paths = (0..<count).map { $0 % 2 == 0 ? "photo-\($0).png" : "photo-\($0).jpg" }

    /// Each file's encoded bytes: a colour ramp that differs per file, so no two cards look alike.
    static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        for (index, path) in paths.enumerated() {
            let image = RGBAImage(width: side.width, height: side.height) { x, y in
                RGBAPixel(red: UInt8((x * 2 + index * 8) % 256), green: UInt8((y * 2 + index * 5) % 256),
                          blue: UInt8((x + y + index * 13) % 256))
            }
            let bytes = path.hasSuffix(".png") ? try? PNGCodec.encode(image) : try? JPEGCodec.encode(image)
            files[path] = bytes ?? []
        }
        return files
    }()

    /// How the loader turns a path into an image: from the bytes in memory.
    static let decodeFromMemory: ImageLoader.Decode = { path in
        Result { () throws(ImageDecodingError) in try ImageFile.decode(bytes: files[path] ?? []) }
    }

    /// The picker on row `shownRow - 1`, its loader decoding in place (frames are reproducible).
    static func keyFrame(loader: ImageLoader) -> KeyFrame<WatchStylePicker> {
        let picker = ImagePicker.make(
            paths: paths.map { Array($0.utf8) }, titles: paths, style: .sequence, header: "Cover", loader: loader)
        let frame = KeyFrame(picker, key: KeyStroke(.right))
        _ = frame.renderAndDiff()   // decodes what the frame after the key asks for
        return frame
    }
}

/// The image sequence after a Right arrow, every picture already decoded.
public struct ImageSequenceFrameWorkload: Workload {
    public static let name = "Frame: render + diff, image sequence (decode excluded), 80×24"
    public static let key = "frame-images"

    let frame = ImageSequenceFrame.keyFrame(loader: ImageLoader(mode: .immediate, decode: ImageSequenceFrame.decodeFromMemory))

    public init() {}

    /// The bytes written for the frame.
    public func run() -> Int { frame.renderAndDiff() }
}

/// The image sequence after a Right arrow, decoding the card that comes in sight.
public struct ImageSequenceDecodeFrameWorkload: Workload {
    public static let name = "Frame: render + diff, image sequence (decode included), 80×24"
    public static let key = "frame-images-decode"

    let frame: KeyFrame<WatchStylePicker>
    /// Every file but the one shown, decoded once, handed over as the neighbours' decodes.
    let decoded: [String: RGBAImage]

    public init() {
        let shown = ImageSequenceFrame.paths[ImageSequenceFrame.shownRow]
        var decoded: [String: RGBAImage] = [:]
        for path in ImageSequenceFrame.paths where path != shown {
            if case .success(let image) = ImageSequenceFrame.decodeFromMemory(path) { decoded[path] = image }
        }
        self.decoded = decoded
        frame = ImageSequenceFrame.keyFrame(loader: ImageLoader(mode: .immediate, decode: ImageSequenceFrame.decodeFromMemory))
    }

    /// A fresh loader, so the card in sight is decoded in this frame; the bytes written.
    public func run() -> Int {
        let neighbours = decoded
        let loader = ImageLoader(mode: .immediate) { path in
            neighbours[path].map { .success($0) } ?? ImageSequenceFrame.decodeFromMemory(path)
        }
        var picker = frame.after
        picker.content = ImageCardContent(paths: ImageSequenceFrame.paths, loader: loader)
        return frame.renderAndDiff(picker)
    }
}
